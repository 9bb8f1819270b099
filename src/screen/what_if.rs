//! A what-if warning beside the badge: in a configuration that was never
//! measured, each knob set off its stock value with what the page says that
//! costs (the dataset's `cost`), quoted. For a detection window, say,
//! tightening it risks a spurious promotion.

use crate::i18n::{tr, Key};
use crate::model::index::DimIx;
use crate::model::{Lang, Side};
use crate::view::describe::source_text;
use crate::view::jvm_text::cost_lines;

use super::dom::{el, nodes, El, Slot};
use super::source::quote_details;
use super::{Part, Screen};

/// Shown only while the configuration is not measured and a knob with a
/// stated cost is off stock.
pub struct WhatIf {
    slot: Slot,
    shown: Option<(Lang, u64)>,
}

impl WhatIf {
    /// Where the warning appears.
    pub fn new(_: &Screen) -> (WhatIf, El) {
        let part = WhatIf {
            slot: Slot::new(),
            shown: None,
        };
        let placed = nodes([]).slot(&part.slot);
        (part, placed)
    }
}

impl Part for WhatIf {
    fn refresh(&mut self, s: &Screen) {
        let run = s.run(Side::A);
        let key = (s.view.lang, run.rev);
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        self.shown = Some(key);
        let (lang, ds, c) = (s.view.lang, &s.ds, &run.config);
        if run.verdict.is_measured() {
            self.slot.clear();
            return;
        }
        let text = cost_lines(ds, c, lang);
        if text.is_empty() {
            self.slot.clear();
            return;
        }
        let quotes = ds
            .file
            .dimensions
            .iter()
            .enumerate()
            .filter(|(d, dim)| c.get(ds, DimIx(*d)) != dim.stock)
            .filter_map(|(_, dim)| dim.cost.as_ref())
            .filter_map(|cost| source_text(ds, &cost.source, lang).into_quote())
            .map(|q| quote_details(lang, q));
        let section: El = el("section")
            .class("notice what-if")
            .attr("role", "note")
            .tid("what-if")
            .child(el("p").child(el("strong").text(tr(lang, Key::WhatIfTitle))))
            .kids(text.iter().map(|t| el("p").text(t)))
            .kids(quotes);
        self.slot.set([section]);
    }
}
