//! The tooltip of the arrow under the pointer or the keyboard focus: the
//! interaction, one-way or round-trip, its time, and the knob that gates it.

use leptos::prelude::*;

use crate::view::{describe::arrow_tooltip, ArrowAt, Hit};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::px;
use crate::ui::widgets::source_line::SourceLine;

/// Positioned inside the canvas container, at the pointer (or the arrow).
#[component]
pub fn ArrowTooltip(
    /// Where the focused arrow is drawn, for keyboard focus.
    focus_at: Signal<Option<ArrowAt>>,
) -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let shown = Memo::new(move |_| {
        ctx.hover.get().or_else(|| match ctx.focus.get() {
            Some(Hit::Arrow(_)) => focus_at.get(),
            _ => None,
        })
    });
    move || {
        shown.get().map(|ArrowAt { arrow: a, x, y }| {
            let lang = ctx.lang.get();
            let cfg = ctx.config.get();
            let tip = ctx
                .timeline
                .with(|tl| arrow_tooltip(&ds, tl, &cfg, a, lang));
            view! {
                <div
                    class="arrow-tooltip"
                    role="tooltip"
                    data-testid="arrow-tooltip"
                    data-arrow=ds.file.arrows[a].id.clone()
                    style:left=px(x + 12.0)
                    style:top=px(y + 12.0)
                >
                    {tip.lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                    <p><SourceLine source=tip.source lang=lang /></p>
                </div>
            }
        })
    }
}
