//! Where a figure or a paragraph comes from: the page's sentence behind a
//! disclosure, or "model estimate" with how it was derived.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::file::Source;
use crate::model::{Dataset, Lang};
use crate::view::describe::{seed_quote, source_text, Quote, SourceText};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// A seed sentence (collapsed, in its page's language), or the derivation
/// of a model estimate.
#[component]
pub fn SourceQuote(source: Source) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    match source {
        Source::Seed { seed, quote } => {
            let q = seed_quote(&ctx.ds, &seed, &quote);
            let unchecked = words(ctx.lang, Key::QuoteNotChecked);
            quote_details(words(ctx.lang, Key::Source), unchecked, q).into_any()
        }
        Source::Derived { derived } => view! {
            <span class="derived">
                {move || format!("{}: {}", tr(lang(), Key::ModelEstimate), derived.get(lang()))}
            </span>
        }
        .into_any(),
    }
}

/// [`SourceQuote`] for a list that is rebuilt on every change of what it
/// shows, the language included (the knob table's rows): plain text in
/// `lang`. A reactive label created in such a list is not freed when the
/// list is rebuilt: wasm memory grew with every rebuild (~45 B per knob
/// change in the badge, ~1.3 KB per language switch in the knob table).
pub fn source_quote(ds: &Dataset, source: &Source, lang: Lang) -> AnyView {
    let text = source_text(ds, source, lang);
    let label = text.label(lang);
    match text {
        SourceText::Measured(q) => {
            quote_details(tr(lang, Key::Source), tr(lang, Key::QuoteNotChecked), q).into_any()
        }
        estimate => {
            let how = estimate.plain();
            view! { <span class="derived">{format!("{label}: {how}")}</span> }.into_any()
        }
    }
}

/// A quote behind a disclosure labelled `summary` (reactive or plain text;
/// see [`source_quote`]); a quote not checked says so (`unchecked`, its
/// words) in the summary, visible while it is closed.
pub fn quote_details(
    summary: impl IntoView + 'static,
    unchecked: impl IntoView + 'static,
    q: Quote,
) -> impl IntoView {
    let unchecked = q.unchecked.then(|| {
        view! { " · "<span class="unchecked" data-testid="quote-unchecked">{unchecked}</span> }
    });
    view! {
        <details class="figure-source">
            <summary>{summary}{unchecked}</summary>
            <blockquote lang=q.lang.clone()>{q.text}</blockquote>
            <cite lang=q.lang>{q.cite}</cite>
        </details>
    }
}
