//! The tool bar's on/off buttons, one part type for all: "measure" (while
//! on, a drag on the timeline sets the ruler, as Shift + drag does: for
//! touch, and for whoever does not know the modifier) and "WAIT slices"
//! (shown or left out of the timeline, both images, the trace and the
//! table view; the link says `waits=0` while they are out). A new one is
//! a constructor here, its word, and its place in `views`.

use crate::i18n::Key;
use crate::state::ViewState;

use super::dom::{el, set_pressed, El};
use super::words::Words;
use super::{Part, Screen};

pub struct Toggle {
    words: Words,
    toggle: web_sys::Element,
    /// Whether the button is pressed in a view.
    on: fn(&ViewState) -> bool,
}

impl Toggle {
    /// The measure toggle.
    pub fn measure(s: &Screen) -> (Toggle, El) {
        let flip = |v: &mut ViewState| v.measuring = !v.measuring;
        Toggle::new(s, "measure-toggle", Key::RulerToggle, |v| v.measuring, flip)
    }

    /// The WAIT slices toggle: pressed while they are shown.
    pub fn waits(s: &Screen) -> (Toggle, El) {
        let flip = |v: &mut ViewState| v.waits_hidden = !v.waits_hidden;
        Toggle::new(
            s,
            "waits-toggle",
            Key::WaitsToggle,
            |v| !v.waits_hidden,
            flip,
        )
    }

    fn new(
        _: &Screen,
        tid: &str,
        word: Key,
        on: fn(&ViewState) -> bool,
        flip: fn(&mut ViewState),
    ) -> (Toggle, El) {
        let mut w = Words::default();
        let toggle = el("button")
            .attr("type", "button")
            .class("toggle-button")
            .tid(tid)
            .attr("aria-pressed", "false")
            .on("click", move |_| super::update(move |s| flip(&mut s.view)));
        let toggle = w.text(toggle, word);
        let part = Toggle {
            words: w,
            toggle: toggle.get().clone(),
            on,
        };
        (part, toggle)
    }
}

impl Part for Toggle {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
        set_pressed(&self.toggle, (self.on)(&s.view));
    }
}
