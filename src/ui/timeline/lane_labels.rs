//! The lane names, as real text beside the canvas: readable by everyone,
//! screen readers included, and crisp at any zoom.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::view::{layout::ROW_LETTERS, Metrics};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::px;
use crate::ui::widgets::words::words;

/// One label per lane, aligned with the lanes the canvas draws.
#[component]
pub fn LaneLabels() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let m = Metrics::default();
    let lanes = ctx.ds.file.lanes.clone();
    // A comparison draws two rows per lane (A above B).
    let comparing = move || ctx.compare.with(|b| b.is_some());
    let rows = move || if comparing() { 2.0 } else { 1.0 };
    view! {
        <ol class="lane-labels" aria-label=words(ctx.lang, Key::Lanes) style:padding-top=px(m.ruler_h)>
            {lanes
                .into_iter()
                .map(|lane| {
                    let role = lane.role.clone();
                    view! {
                        <li class="lane-label" data-testid="lane-label" style:height=move || px(m.lane_h * rows())>
                            <span class="lane-name">{move || lane.name.get(lang()).to_string()}</span>
                            <span class="lane-role">{move || role.get(lang()).to_string()}</span>
                            <Show when=comparing>
                                <span class="lane-rows" aria-hidden="true">{ROW_LETTERS.join(" / ")}</span>
                            </Show>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
}
