//! The "WAIT" toggle in the tool bar: shows or leaves out the WAIT slices
//! (a lane idle before its next span) on the timeline, in both images, the
//! trace and the table view; the link says `waits=0` while they are out.

use crate::i18n::Key;

use super::dom::{el, set_pressed, El};
use super::words::Words;
use super::{Part, Screen};

pub struct WaitsToggle {
    words: Words,
    toggle: web_sys::Element,
}

impl WaitsToggle {
    pub fn new(_: &Screen) -> (WaitsToggle, El) {
        let mut w = Words::default();
        let toggle = el("button")
            .attr("type", "button")
            .class("toggle-button")
            .tid("waits-toggle")
            .attr("aria-pressed", "true")
            .on("click", |_| {
                super::update(|s| s.view.waits_hidden = !s.view.waits_hidden)
            });
        let toggle = w.text(toggle, Key::WaitsToggle);
        let part = WaitsToggle {
            words: w,
            toggle: toggle.get().clone(),
        };
        (part, toggle)
    }
}

impl Part for WaitsToggle {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
        set_pressed(&self.toggle, !s.view.waits_hidden);
    }
}
