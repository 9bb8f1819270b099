//! Below the timeline: A's knobs and the inert toggles; B's knobs beside
//! them while compare is on.

use crate::state::view_state::Side;

use super::dom::{el, El};
use super::inert::InertToggles;
use super::knob_panel::KnobPanel;
use super::{Part, Screen};

/// Below the timeline: A's knobs and the inert toggles; B's knobs beside
/// them while compare is on.
pub struct Controls {
    a: KnobPanel,
    inert: Option<InertToggles>,
    section: web_sys::Element,
    /// B's section, built at the first comparison and kept.
    b: Option<(web_sys::Element, KnobPanel)>,
}

impl Controls {
    pub fn new(s: &Screen) -> (Controls, Vec<El>) {
        let section = el("section").class("controls");
        let a = KnobPanel::new(s, section.get(), Side::A);
        // A dataset with no inert knobs has no such panel.
        let inert = (!s.ds.file.inert.is_empty()).then(|| InertToggles::new(s, section.get()));
        let part = Controls {
            a,
            inert,
            section: section.get().clone(),
            b: None,
        };
        (part, vec![section])
    }
}

impl Part for Controls {
    fn refresh(&mut self, s: &Screen) {
        self.a.refresh(s);
        if let Some(i) = &mut self.inert {
            i.refresh(s);
        }
        if s.comparing() {
            let (section, panel) = self.b.get_or_insert_with(|| {
                let section = el("section").class("controls controls-b").tid("controls-b");
                let panel = KnobPanel::new(s, section.get(), Side::B);
                (section.done(), panel)
            });
            if !section.is_connected() {
                let _ = self.section.after_with_node_1(section);
            }
            panel.refresh(s);
        } else if let Some((section, _)) = &self.b {
            section.remove();
        }
    }
}
