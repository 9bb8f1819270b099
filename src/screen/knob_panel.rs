//! Every dimension of the configuration: knobs first, then run conditions.

use crate::i18n::{tr, Key};
use crate::model::file::DimensionKind;
use crate::model::Lang;
use crate::state::view_state::Side;

use super::dom::{el, nodes, set_text, El};
use super::knob::Knob;
use super::{Part, Screen};

/// Every dimension of the configuration: knobs first, then conditions; A's,
/// or B's in a comparison: two fieldsets, placed where its caller puts them.
pub struct KnobPanel {
    side: Side,
    legends: Vec<(web_sys::Element, Key)>,
    knobs: Vec<Knob>,
    lang: Option<Lang>,
}

impl KnobPanel {
    pub fn new(s: &Screen, side: Side) -> (KnobPanel, El) {
        let mut knobs = Vec::new();
        let mut sets = Vec::new();
        let mut legends = Vec::new();
        for (kind, class, key) in [
            (DimensionKind::Knob, "knobs", Key::Knobs),
            (
                DimensionKind::Condition,
                "knobs conditions",
                Key::Conditions,
            ),
        ] {
            // No knobs (or no conditions) in this dataset: no empty panel.
            if !s.ds.file.dimensions.iter().any(|d| d.kind == kind) {
                continue;
            }
            let legend = el("legend");
            legends.push((legend.get().clone(), key));
            let mut set = el("fieldset").class(class).child(legend);
            for (d, dim) in s.ds.file.dimensions.iter().enumerate() {
                if dim.kind == kind {
                    let (knob, e) = Knob::new(&s.ds, d, side);
                    knobs.push(knob);
                    set = set.child(e);
                }
            }
            sets.push(set);
        }
        let panel = KnobPanel {
            side,
            legends,
            knobs,
            lang: None,
        };
        (panel, nodes(sets))
    }
}

impl Part for KnobPanel {
    fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        if self.lang != Some(lang) {
            self.lang = Some(lang);
            let letter = match self.side {
                Side::A => String::new(),
                Side::B => format!("{} · ", self.side.letter()),
            };
            for (legend, key) in &self.legends {
                set_text(legend, &format!("{letter}{}", tr(lang, *key)));
            }
        }
        for k in &mut self.knobs {
            k.refresh(s);
        }
    }
}
