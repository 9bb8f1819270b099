//! Where a number comes from, as the first screen shows it: a seed's
//! sentence behind a disclosure (the badge, the what-if), or on one line
//! (the drill-down, the arrow tooltip).

use crate::model::Lang;
use crate::view::describe::{Quote, SourceText};

use super::dom::{el, El};

/// A quote behind a disclosure labelled `summary`.
pub fn quote_details(summary: &str, q: Quote) -> El {
    el("details")
        .class("figure-source")
        .child(el("summary").text(summary))
        .child(el("blockquote").attr("lang", &q.lang).text(&q.text))
        .child(el("cite").attr("lang", &q.lang).text(&q.cite))
}

/// The page's sentence naming an interaction, on one line: "the page
/// names it: “…”" in its page's language.
pub fn quote_line(into: El, q: &Quote, lang: Lang) -> El {
    into.text(crate::i18n::tr(lang, crate::i18n::Key::ArrowNamedBy))
        .text(": “")
        .child(el("span").attr("lang", &q.lang).text(&q.text))
        .text("”")
}

/// `source` on one line, labelled in `lang`, appended to `into`:
/// "measured: “…”" with the sentence in its page's language, or "model
/// estimate: …".
pub fn source_line(into: El, source: &SourceText, lang: Lang) -> El {
    let into = into.text(source.label(lang)).text(": ");
    match source {
        SourceText::Measured(q) => into
            .text("“")
            .child(el("span").attr("lang", &q.lang).text(&q.text))
            .text("”"),
        SourceText::Estimate { how, rests_on } | SourceText::NotGiven { why: how, rests_on } => {
            let into = into.text(how);
            match rests_on {
                Some(q) => into
                    .text(" “")
                    .child(el("span").attr("lang", &q.lang).text(&q.text))
                    .text("”"),
                None => into,
            }
        }
    }
}
