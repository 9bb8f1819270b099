//! Where a figure or a paragraph comes from: the page's sentence behind a
//! disclosure, or "model estimate" with how it was derived.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::dataset::Source;
use crate::view::describe::seed_quote;

use super::context::use_app;

/// A seed sentence (collapsed, in its page's language), or the derivation
/// of a model estimate.
#[component]
pub fn SourceQuote(source: Source) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    match source {
        Source::Seed { seed, quote } => {
            let q = seed_quote(&ctx.ds, &seed, &quote);
            view! {
                <details class="figure-source">
                    <summary>{move || tr(lang(), Key::Source)}</summary>
                    <blockquote lang=q.lang>{q.text}</blockquote>
                </details>
            }
            .into_any()
        }
        Source::Derived { derived } => view! {
            <span class="derived">
                {move || format!("{}: {}", tr(lang(), Key::ModelEstimate), derived.get(lang()))}
            </span>
        }
        .into_any(),
    }
}
