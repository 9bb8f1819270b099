//! Compare: pin the current configuration as A and open B beside it; swap
//! them; close. With compare on: B's presets, B's badge and the difference
//! between the two.

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::view_state::Side;
use crate::state::ViewState;

use super::badge::Badge;
use super::delta::Delta;
use super::dom::{el, nodes, set_text, El, Slot};
use super::presets::PresetBar;
use super::{Part, Parts, Screen};

/// The compare buttons, and B's parts while compare is on.
pub struct CompareBar {
    /// The bar's buttons: open, or swap and close.
    bar: Slot,
    open: web_sys::Element,
    swap: web_sys::Element,
    close: web_sys::Element,
    /// Where B's parts go (after the bar).
    slot: Slot,
    /// B's parts, built at the first opening and kept.
    b: Option<(Vec<web_sys::Node>, Parts)>,
    shown: Option<(Lang, bool)>,
}

fn button(testid: &str, f: fn(&mut ViewState)) -> El {
    el("button")
        .attr("type", "button")
        .tid(testid)
        .on("click", move |_| {
            super::update(move |s| {
                s.push.set(true);
                f(&mut s.view);
            })
        })
}

impl CompareBar {
    /// The bar, then where B's presets, badge and the difference appear.
    pub fn new(_: &Screen) -> (CompareBar, El) {
        let mut held = Vec::new();
        let mut make = |id, f| button(id, f).done(&mut held);
        let open = make("compare-open", ViewState::open_compare);
        let swap = make("compare-swap", ViewState::swap_compare);
        let close = make("compare-close", ViewState::close_compare);
        let part = CompareBar {
            bar: Slot::new(),
            open,
            swap,
            close,
            slot: Slot::new(),
            b: None,
            shown: None,
        };
        let bar = el("div").class("compare-bar").slot(&part.bar);
        let placed = held.into_iter().fold(nodes([bar]), El::hold);
        let placed = placed.slot(&part.slot);
        (part, placed)
    }
}

impl Part for CompareBar {
    fn refresh(&mut self, s: &Screen) {
        let (lang, on) = (s.view.lang, s.comparing());
        if self.shown != Some((lang, on)) {
            let was_on = self.shown.is_some_and(|(_, o)| o);
            self.shown = Some((lang, on));
            set_text(&self.open, tr(lang, Key::Compare));
            set_text(&self.swap, tr(lang, Key::CompareSwap));
            set_text(&self.close, tr(lang, Key::CompareClose));
            if on {
                self.bar
                    .set([self.swap.clone(), self.close.clone()].map(El::from));
            } else {
                self.bar.set([El::from(self.open.clone())]);
            }
            if on && !was_on {
                let (els, _) = self.b.get_or_insert_with(|| {
                    let mut parts = Parts::default();
                    let els = [
                        parts.place(PresetBar::new(s, Side::B)),
                        parts.place(Badge::new(s, Side::B)),
                        parts.place(Delta::new(s)),
                    ];
                    (els.map(|e| e.split().0).to_vec(), parts)
                });
                self.slot.set(els.iter().cloned().map(El::from));
            } else if !on {
                self.slot.clear();
            }
        }
        if on {
            if let Some((_, parts)) = &mut self.b {
                parts.refresh(s);
            }
        }
    }
}
