//! Where a number comes from, as the first screen shows it: a seed's
//! sentence behind a disclosure (the badge, the what-if), or on one line
//! (the drill-down, the arrow tooltip). A quote whose seed page was not
//! beside the dataset file says "quote not checked" where it is named,
//! visibly (a closed disclosure's summary shows it too).

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::view::describe::{Quote, SourceText};

use super::dom::{el, El};

/// " · quote not checked", after `into`'s words, where `q` was not
/// checked (a text node: the words are the mark).
pub fn unchecked(into: El, q: &Quote, lang: Lang) -> El {
    if !q.unchecked {
        return into;
    }
    into.text(" · ").text(tr(lang, Key::QuoteNotChecked))
}

/// A quote behind a disclosure labelled "source" in `lang`.
pub fn quote_details(lang: Lang, q: Quote) -> El {
    el("details")
        .class("figure-source")
        .child(unchecked(
            el("summary").text(tr(lang, Key::Source)),
            &q,
            lang,
        ))
        .child(el("blockquote").attr("lang", &q.lang).text(&q.text))
        .child(el("cite").attr("lang", &q.lang).text(&q.cite))
}

/// The page's sentence naming an interaction, on one line: "the page
/// names it: “…”" in its page's language.
pub fn quote_line(into: El, q: &Quote, lang: Lang) -> El {
    unchecked(into.text(tr(lang, Key::ArrowNamedBy)), q, lang)
        .text(": “")
        .child(el("span").attr("lang", &q.lang).text(&q.text))
        .text("”")
}

/// `source` on one line, labelled in `lang`, appended to `into`:
/// "measured: “…”" with the sentence in its page's language, or "model
/// estimate: …".
pub fn source_line(into: El, source: &SourceText, lang: Lang) -> El {
    let into = into.text(source.label(lang));
    match source {
        SourceText::Measured(q) => unchecked(into, q, lang)
            .text(": “")
            .child(el("span").attr("lang", &q.lang).text(&q.text))
            .text("”"),
        SourceText::Estimate { how, rests_on } | SourceText::NotGiven { why: how, rests_on } => {
            let into = into.text(": ").text(how);
            match rests_on {
                Some(q) => unchecked(
                    into.text(" “")
                        .child(el("span").attr("lang", &q.lang).text(&q.text))
                        .text("”"),
                    q,
                    lang,
                ),
                None => into,
            }
        }
    }
}
