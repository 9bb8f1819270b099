//! The badge: the client outage only where that exact configuration was
//! measured end-to-end, with every figure and its source; otherwise a
//! refusal that names the nearest measured configuration.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::view::describe::badge;

use super::context::use_app;
use super::source_quote::quote_details;

/// The verdict for the current configuration, announced politely.
#[component]
pub fn Badge() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let text = Memo::new(move |_| {
        let lang = ctx.lang.get();
        ctx.timeline
            .with(|tl| ctx.verdict.with(|v| badge(&ds, tl, v, lang)))
    });
    view! {
        <section
            class="badge"
            role="status"
            aria-live="polite"
            data-testid="badge"
            data-verdict=move || if text.with(|t| t.measured) { "measured" } else { "not-measured" }
            data-outage-ms=move || text.with(|t| t.outage_ms.map(|v| v.to_string()))
            data-e2e-ms=move || text.with(|t| t.e2e_ms.map(|v| v.to_string()))
            class:not-measured=move || !text.with(|t| t.measured)
        >
            {move || text.with(|t| t.headline.clone()).map(|h| view! { <p class="badge-headline">{h}</p> })}
            {move || {
                text.with(|t| t.lines.clone())
                    .into_iter()
                    .map(|l| view! { <p class="badge-line">{l}</p> })
                    .collect_view()
            }}
            <ul class="badge-figures">
                {move || {
                    // Rebuilt whenever the text changes, the language included.
                    let lang = ctx.lang.get_untracked();
                    text.with(|t| t.figures.clone())
                        .into_iter()
                        .map(|f| {
                            view! {
                                <li data-testid="badge-figure">
                                    <span class="figure-values">{f.values}</span>
                                    {f.note.map(|n| view! { <span class="figure-note">{format!(" ({n})")}</span> })}
                                    {f.quote.map(|q| quote_details(tr(lang, Key::Source), q))}
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
        </section>
    }
}
