//! Below the timeline, built after its first frame so it never delays the
//! first paint: the knobs and conditions (A's, and B's in a comparison),
//! then the second module.

use std::cell::Cell;
use std::rc::Rc;

use super::controls::Controls;
use crate::web::bridge::TABLE_SLOT_ID;

use super::dom::{el, nodes, El, Slot};
use super::page_below::PageBelow;
use super::{Part, Parts, Screen};

pub struct Below {
    /// The first frame has been rendered.
    ready: Rc<Cell<bool>>,
    /// The embed's: no knobs, and the second module only to read a drill
    /// (it reads drills; this module draws them), loaded once a side has one.
    headless: bool,
    controls: Slot,
    part: Slot,
    parts: Parts,
}

impl Below {
    /// Where the knobs go, then the table view (it comes with the second
    /// part: it is not on the first screen), then the second module.
    pub fn new(s: &Screen) -> (Below, El) {
        Below::of(s, false)
    }

    /// The embed's: the second module, unseen, once a side has a drill.
    pub fn drills(s: &Screen) -> (Below, El) {
        Below::of(s, true)
    }

    fn of(_: &Screen, headless: bool) -> (Below, El) {
        let ready = Rc::new(Cell::new(false));
        let r = ready.clone();
        super::after_first_frame(move || {
            r.set(true);
            super::update(|_| {});
        });
        let below = Below {
            ready,
            headless,
            controls: Slot::new(),
            part: Slot::new(),
            parts: Parts::default(),
        };
        let placed = nodes([])
            .slot(&below.controls)
            .child(el("div").attr("id", TABLE_SLOT_ID).tid("table-slot"))
            .slot(&below.part);
        (below, placed)
    }
}

impl Part for Below {
    fn refresh(&mut self, s: &Screen) {
        if self.parts.is_empty() && self.ready.get() {
            if !self.headless {
                let controls = self.parts.place(Controls::new(s));
                self.controls.set([controls]);
                let part = self.parts.place(PageBelow::new(s, false));
                self.part.set([part]);
            } else if s.view.drill.iter().any(Option::is_some) {
                let part = self.parts.place(PageBelow::new(s, true));
                self.part.set([part]);
            }
        }
        self.parts.refresh(s);
    }
}
