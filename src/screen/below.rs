//! Below the timeline, built after its first frame so it never delays the
//! first paint: the knobs and conditions (A's, and B's in a comparison),
//! then the second part of the page.

use std::cell::Cell;
use std::rc::Rc;

use super::controls::Controls;
use super::dom::Slot;
use super::second_part::SecondPart;
use super::{Part, Screen};

pub struct Below {
    /// The first frame has been rendered.
    ready: Rc<Cell<bool>>,
    controls: Slot,
    part: Slot,
    parts: Vec<Box<dyn Part>>,
}

impl Below {
    pub fn new() -> Below {
        let ready = Rc::new(Cell::new(false));
        let r = ready.clone();
        super::after_first_frame(move || {
            r.set(true);
            super::update(|_| {});
        });
        Below {
            ready,
            controls: Slot::new(),
            part: Slot::new(),
            parts: Vec::new(),
        }
    }
    /// Where the knobs go.
    pub fn controls_slot(&self) -> &Slot {
        &self.controls
    }
    /// Where the second part goes.
    pub fn part_slot(&self) -> &Slot {
        &self.part
    }
}

impl Part for Below {
    fn refresh(&mut self, s: &Screen) {
        if self.parts.is_empty() && self.ready.get() {
            let (controls, els) = Controls::new(s);
            self.controls.set(els);
            let (part, els) = SecondPart::new(s);
            self.part.set(els);
            self.parts = vec![Box::new(controls), Box::new(part)];
        }
        for p in &mut self.parts {
            p.refresh(s);
        }
    }
}
