//! The notice for URL parameters that were ignored: each named with what
//! would have been accepted. Shown as text, never as HTML; dismissible.

use crate::i18n::{tr, trf, Key};
use crate::model::Lang;
use crate::state::query::{Accepted, Notice};
use crate::view::viewport::{MAX_ZOOM, MIN_ZOOM};
use crate::web::number::num;

use super::dom::{el, nodes, El, Slot};
use super::{Part, Screen};

/// Lists the screen's notices until dismissed.
pub struct Notices {
    slot: Slot,
    shown: Option<(Lang, Vec<Notice>)>,
}

impl Notices {
    /// Where the notice appears.
    pub fn new(_: &Screen) -> (Notices, El) {
        let part = Notices {
            slot: Slot::new(),
            shown: None,
        };
        let placed = nodes([]).slot(&part.slot);
        (part, placed)
    }
}

impl Part for Notices {
    fn refresh(&mut self, s: &Screen) {
        let key = (s.view.lang, s.notices.clone());
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        self.shown = Some(key);
        let lang = s.view.lang;
        if s.notices.is_empty() {
            self.slot.clear();
            return;
        }
        // "Some parameters in this link were ignored; everything else
        // applies" heads a list of the link's parameters only: never one
        // about the page as a whole (its dataset did not come, or is a
        // local file), each line of which says itself what it is. A local
        // file's notice alone is information, not an alarm.
        let params = !s.notices.iter().any(|n| n.accepted.whole());
        let info = s.notices.iter().all(|n| n.accepted == Accepted::LocalFile);
        let section = el("section")
            .class(if info { "notice info" } else { "notice" })
            .tid("url-notice")
            .attr("role", if info { "status" } else { "alert" })
            .child(el("p").text(if params {
                tr(lang, Key::NoticeTitle)
            } else {
                ""
            }))
            .child(
                el("ul").kids(
                    s.notices
                        .iter()
                        .map(|n| el("li").tid("url-notice-item").text(&line(lang, n))),
                ),
            )
            .child(
                el("button")
                    .attr("type", "button")
                    .tid("url-notice-dismiss")
                    .text(tr(lang, Key::Dismiss))
                    .on("click", |_| super::update(|s| s.notices.clear())),
            );
        self.slot.set([section]);
    }
}

/// One ignored parameter, worded in `lang`.
fn line(lang: Lang, n: &Notice) -> String {
    let bad = |accepted: &str| {
        trf(
            lang,
            Key::NoticeBad,
            &[
                ("param", &n.param),
                ("value", &n.value),
                ("accepted", accepted),
            ],
        )
    };
    match &n.accepted {
        Accepted::Nothing => trf(
            lang,
            Key::NoticeUnknown,
            &[("param", &n.param), ("value", &n.value)],
        ),
        Accepted::OneOf(values) => bad(&values.join(", ")),
        Accepted::Zoom => bad(&trf(
            lang,
            Key::AcceptZoom,
            &[("min", &num(MIN_ZOOM)), ("max", &num(MAX_ZOOM))],
        )),
        Accepted::SpanId => bad(tr(lang, Key::AcceptSpanId)),
        Accepted::Ruler => bad(tr(lang, Key::AcceptRuler)),
        Accepted::OtherDataset(id) => trf(
            lang,
            Key::NoticeOtherDataset,
            &[
                ("param", &n.param),
                ("value", &n.value),
                (
                    "dataset",
                    crate::model::bundled::entry(id).map_or(id.as_str(), |e| e.title(lang)),
                ),
            ],
        ),
        Accepted::NotLoaded(why) | Accepted::NotOpened(why) => trf(
            lang,
            match &n.accepted {
                Accepted::NotOpened(_) => Key::NoticeNotOpened,
                _ => Key::NoticeNotLoaded,
            },
            &[
                (
                    "dataset",
                    crate::model::bundled::entry(&n.value)
                        .map_or(n.value.as_str(), |e| e.title(lang)),
                ),
                ("why", why),
            ],
        ),
        Accepted::WordsNotLoaded(why) => trf(lang, Key::NoticeWordsNotLoaded, &[("why", why)]),
        Accepted::Figure(p) => trf(
            lang,
            Key::NoticeFigure,
            &[
                ("param", &n.param),
                ("value", &n.value),
                ("why", &crate::view::describe::problem_text(lang, p)),
            ],
        ),
        Accepted::TourStep(0) => trf(
            lang,
            Key::NoticeNoTour,
            &[("param", &n.param), ("value", &n.value)],
        ),
        Accepted::TourStep(steps) => bad(&trf(
            lang,
            Key::AcceptTourStep,
            &[("steps", &steps.to_string())],
        )),
        Accepted::DatasetName => bad(tr(lang, Key::AcceptDatasetName)),
        Accepted::LocalFile => trf(lang, Key::NoticeLocalFile, &[("value", &n.value)]),
        Accepted::MaxChars(limit) => trf(
            lang,
            Key::NoticeTooLong,
            &[("count", &n.value), ("limit", &limit.to_string())],
        ),
    }
}
