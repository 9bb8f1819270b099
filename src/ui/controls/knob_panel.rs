//! The knobs and run conditions, each as a control that snaps to the
//! values the page measured.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::file::DimensionKind;
use crate::state::view_state::Side;

use crate::ui::controls::knob_control::KnobControl;
use crate::ui::shell::context::use_app;

/// Every dimension of the configuration: knobs first, then conditions;
/// A's, or B's in a comparison.
#[component]
pub fn KnobPanel(
    /// Which configuration of a comparison the controls set.
    #[prop(optional)]
    side: Side,
) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let letter = match side {
        Side::A => String::new(),
        Side::B => format!("{} · ", side.letter()),
    };
    let l2 = letter.clone();
    let of_kind = |kind: DimensionKind| {
        ctx.ds
            .file
            .dimensions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.kind == kind)
            .map(|(i, _)| view! { <KnobControl dimension=i side=side /> })
            .collect_view()
    };
    view! {
        <fieldset class="knobs">
            <legend>{move || format!("{letter}{}", tr(lang(), Key::Knobs))}</legend>
            {of_kind(DimensionKind::Knob)}
        </fieldset>
        <fieldset class="knobs conditions">
            <legend>{move || format!("{l2}{}", tr(lang(), Key::Conditions))}</legend>
            {of_kind(DimensionKind::Condition)}
        </fieldset>
    }
}
