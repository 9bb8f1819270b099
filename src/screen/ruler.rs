//! The ruler's reading under the timeline while the ruler is set: which
//! edges it is on, its length, and whose number that is (the model's, or
//! the page's with its sentence). Under the canvas, so it appearing mid-drag
//! never moves the timeline under the pointer.

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::view::describe::{source_text, SourceText};
use crate::view::ruler::{Basis, Reading};
use crate::web::number::num;

use super::dom::{el, El, Slot};
use super::source::source_line;
use super::{Part, Screen};

/// Where the reading appears.
pub struct RulerBar {
    slot: Slot,
    shown: Option<Option<(Reading, Lang)>>,
}

impl RulerBar {
    pub fn new(_: &Screen) -> (RulerBar, El) {
        let part = RulerBar {
            slot: Slot::new(),
            shown: None,
        };
        let bar = el("div").class("ruler-bar").slot(&part.slot);
        (part, bar)
    }
}

impl Part for RulerBar {
    fn refresh(&mut self, s: &Screen) {
        let now = s.ruler().map(|r| (r, s.view.lang));
        if self.shown.as_ref() == Some(&now) {
            return;
        }
        self.shown = Some(now.clone());
        let Some((r, lang)) = now else {
            self.slot.clear();
            return;
        };
        let source = match &r.basis {
            Basis::Model => SourceText::Estimate {
                how: tr(lang, Key::RulerModel).to_string(),
                rests_on: None,
            },
            Basis::Measured { source, .. } => source_text(&s.ds, source, lang),
            Basis::Unplaced => SourceText::NotGiven {
                why: tr(lang, Key::RulerUnplaced).to_string(),
                rests_on: None,
            },
        };
        let basis = match r.basis {
            Basis::Model => "model",
            Basis::Measured { .. } => "measured",
            Basis::Unplaced => "unplaced",
        };
        let mut out = el("div")
            .class("ruler-reading")
            .tid("ruler")
            .attr("role", "status")
            .attr("data-from-ms", &num(r.from.t))
            .attr("data-to-ms", &num(r.to.t))
            .attr("data-dt-ms", &num(r.dt_ms))
            .attr("data-basis", basis)
            .attr("aria-label", tr(lang, Key::RulerName))
            .child(el("p").class("ruler-text").tid("ruler-text").text(&r.text));
        if let Basis::Measured { .. } = r.basis {
            out = out.child(el("p").text(tr(lang, Key::RulerMeasured)));
        }
        let out = out
            .child(source_line(el("p").class("ruler-source"), &source, lang))
            .child(
                el("button")
                    .attr("type", "button")
                    .tid("ruler-clear")
                    .attr("aria-label", tr(lang, Key::RulerClear))
                    .text("×")
                    .on("click", |_| super::update(|s| s.view.ruler = None)),
            );
        self.slot.set([out]);
    }
}
