//! A source on one line, as the drill-down and the arrow tooltip give it:
//! "measured: “…”" with the sentence in its page's language, or "model
//! estimate: …".

use leptos::prelude::*;

use crate::model::Lang;
use crate::view::describe::SourceText;

/// `source`, labelled in `lang`. Plain text: the drill-down and the tooltip
/// rebuild it on every change, the language included. (A reactive label in
/// a rebuilt list leaked in the badge and the knob table; see
/// `source_quote`.)
#[component]
pub fn SourceLine(source: SourceText, lang: Lang) -> impl IntoView {
    // A quote not checked says so after it.
    let mark = |q: &crate::view::describe::Quote| {
        q.unchecked.then(|| {
            let words = crate::i18n::tr(lang, crate::i18n::Key::QuoteNotChecked);
            view! { " · "<span class="unchecked" data-testid="quote-unchecked">{words}</span> }
        })
    };
    let body = match &source {
        SourceText::Measured(q) => {
            view! { "“"<span lang=q.lang.clone()>{q.text.clone()}</span>"”"{mark(q)} }.into_any()
        }
        SourceText::Estimate { how, rests_on } | SourceText::NotGiven { why: how, rests_on } => {
            view! {
                {how.clone()}
                {rests_on.clone().map(|q| view! { " “"<span lang=q.lang.clone()>{q.text.clone()}</span>"”"{mark(&q)} })}
            }
            .into_any()
        }
    };
    view! { {source.label(lang)}": "{body} }
}
