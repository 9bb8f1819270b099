//! Below the timeline: A's knobs and the inert toggles; B's knobs beside
//! them while compare is on.

use crate::state::view_state::Side;

use super::dom::{el, El, Listener};
use super::inert::InertToggles;
use super::knob_panel::KnobPanel;
use super::{Part, Screen};

/// Below the timeline: A's knobs and the inert toggles; B's knobs beside
/// them while compare is on.
pub struct Controls {
    a: KnobPanel,
    inert: Option<InertToggles>,
    section: web_sys::Element,
    /// B's section, built at the first comparison and kept (with its
    /// listeners).
    b: Option<(web_sys::Element, KnobPanel, Vec<Listener>)>,
}

impl Controls {
    pub fn new(s: &Screen) -> (Controls, El) {
        let (a, knobs) = KnobPanel::new(s, Side::A);
        // A dataset with no inert knobs has no such panel.
        let (inert, toggles) = match s.ds.file.inert.is_empty() {
            true => (None, None),
            false => {
                let (i, e) = InertToggles::new(s);
                (Some(i), Some(e))
            }
        };
        let section = el("section").class("controls").child(knobs).maybe(toggles);
        let part = Controls {
            a,
            inert,
            section: section.get().clone(),
            b: None,
        };
        (part, section)
    }
}

impl Part for Controls {
    fn refresh(&mut self, s: &Screen) {
        self.a.refresh(s);
        if let Some(i) = &mut self.inert {
            i.refresh(s);
        }
        if s.comparing() {
            let (section, panel, _) = self.b.get_or_insert_with(|| {
                let (panel, knobs) = KnobPanel::new(s, Side::B);
                let mut held = Vec::new();
                let section = el("section")
                    .class("controls controls-b")
                    .tid("controls-b")
                    .child(knobs)
                    .done(&mut held);
                (section, panel, held)
            });
            if !section.is_connected() {
                let _ = self.section.after_with_node_1(section);
            }
            panel.refresh(s);
        } else if let Some((section, _, _)) = &self.b {
            section.remove();
        }
    }
}
