//! The knobs and run conditions, each as a control that snaps to the
//! values the page measured.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::dataset::DimensionKind;

use super::context::use_app;
use super::knob_control::KnobControl;

/// Every dimension of the configuration: knobs first, then conditions.
#[component]
pub fn KnobPanel() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let of_kind = |kind: DimensionKind| {
        ctx.ds
            .file
            .dimensions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.kind == kind)
            .map(|(i, _)| view! { <KnobControl dimension=i /> })
            .collect_view()
    };
    view! {
        <fieldset class="knobs">
            <legend>{move || tr(lang(), Key::Knobs)}</legend>
            {of_kind(DimensionKind::Knob)}
        </fieldset>
        <fieldset class="knobs conditions">
            <legend>{move || tr(lang(), Key::Conditions)}</legend>
            {of_kind(DimensionKind::Condition)}
        </fieldset>
    }
}
