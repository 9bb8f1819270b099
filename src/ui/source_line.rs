//! A source on one line, as the drill-down and the arrow tooltip give it:
//! "measured: “…”" with the sentence in its page's language, or "model
//! estimate: …".

use leptos::prelude::*;

use crate::view::describe::SourceText;

use super::context::use_app;

/// `source`, labelled in the page's language.
#[component]
pub fn SourceLine(source: SourceText) -> impl IntoView {
    let ctx = use_app();
    let labelled = source.clone();
    let label = move || labelled.label(ctx.lang.get());
    let body = match &source {
        SourceText::Measured(q) => {
            view! { "“"<span lang=q.lang.clone()>{q.text.clone()}</span>"”" }.into_any()
        }
        SourceText::Estimate(how) => how.clone().into_any(),
    };
    view! { {label}": "{body} }
}
