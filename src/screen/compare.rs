//! Compare: pin the current configuration as A and open B beside it; swap
//! them; close. With compare on: B's presets, B's badge and the difference
//! between the two.

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::view_state::Side;
use crate::state::ViewState;

use super::badge::Badge;
use super::delta::Delta;
use super::dom::{el, set_kids, set_text, El, Slot};
use super::presets::PresetBar;
use super::{Built, Part, Screen};

/// The compare buttons, and B's parts while compare is on.
pub struct CompareBar {
    bar: web_sys::Element,
    open: web_sys::Element,
    swap: web_sys::Element,
    close: web_sys::Element,
    /// Where B's parts go (after the bar).
    slot: Slot,
    /// B's parts, built at the first opening and kept.
    b: Option<Built>,
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
    pub fn new() -> (CompareBar, El) {
        let open = button("compare-open", ViewState::open_compare);
        let swap = button("compare-swap", ViewState::swap_compare);
        let close = button("compare-close", ViewState::close_compare);
        let bar = el("div").class("compare-bar");
        let part = CompareBar {
            bar: bar.get().clone(),
            open: open.done(),
            swap: swap.done(),
            close: close.done(),
            slot: Slot::new(),
            b: None,
            shown: None,
        };
        (part, bar)
    }

    /// Where B's presets, badge and the difference appear.
    pub fn slot(&self) -> &Slot {
        &self.slot
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
                set_kids(
                    &self.bar,
                    [self.swap.clone(), self.close.clone()].map(El::from),
                );
            } else {
                set_kids(&self.bar, [El::from(self.open.clone())]);
            }
            if on && !was_on {
                let (els, _) = self.b.get_or_insert_with(|| {
                    let (presets, p) = PresetBar::new(s, Side::B);
                    let (badge, b) = Badge::new(Side::B);
                    let (delta, d) = Delta::new();
                    let parts: Vec<Box<dyn Part>> =
                        vec![Box::new(presets), Box::new(badge), Box::new(delta)];
                    (vec![p.done(), b.done(), d.done()], parts)
                });
                self.slot.set(els.iter().cloned().map(El::from));
            } else if !on {
                self.slot.clear();
            }
        }
        if on {
            if let Some((_, parts)) = &mut self.b {
                for p in parts {
                    p.refresh(s);
                }
            }
        }
    }
}
