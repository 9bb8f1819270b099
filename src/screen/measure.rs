//! The "measure" toggle in the tool bar: while it is on, a drag on the
//! timeline sets the ruler, as Shift + drag does (for touch, and for
//! whoever does not know the modifier).

use crate::i18n::Key;

use super::dom::{el, set_pressed, El};
use super::words::Words;
use super::{Part, Screen};

pub struct MeasureToggle {
    words: Words,
    toggle: web_sys::Element,
}

impl MeasureToggle {
    pub fn new(_: &Screen) -> (MeasureToggle, El) {
        let mut w = Words::default();
        let toggle = el("button")
            .attr("type", "button")
            .class("toggle-button")
            .tid("measure-toggle")
            .attr("aria-pressed", "false")
            .on("click", |_| {
                super::update(|s| s.view.measuring = !s.view.measuring)
            });
        let toggle = w.text(toggle, Key::RulerToggle);
        let part = MeasureToggle {
            words: w,
            toggle: toggle.get().clone(),
        };
        (part, toggle)
    }
}

impl Part for MeasureToggle {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
        set_pressed(&self.toggle, s.view.measuring);
    }
}
