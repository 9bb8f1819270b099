//! The difference between A and B: a number only when both were measured
//! end-to-end; otherwise which side was never run and why no number.

use crate::model::compare::{delta, delta_runs, kind, Basis};
use crate::model::Lang;
use crate::state::view_state::Side;
use crate::view::describe::{delta_text, own_delta_text};
use crate::web::number::num;

use super::dom::{el, set_attr, set_text, El};
use super::{Part, Screen};

/// B − A of the measured headlines, or which side was never run and why
/// no number.
pub struct Delta {
    section: web_sys::Element,
    text: web_sys::Element,
    moved: web_sys::Element,
    shown: Option<(Lang, u64, u64)>,
}

impl Delta {
    pub fn new(_: &Screen) -> (Delta, El) {
        let text = el("p").class("delta-text");
        let moved = el("p").class("delta-moved");
        let (t, m) = (text.get().clone(), moved.get().clone());
        let section = el("section")
            .attr("role", "status")
            .attr("aria-live", "polite")
            .tid("delta")
            .child(text)
            .child(moved);
        let delta = Delta {
            section: section.get().clone(),
            text: t,
            moved: m,
            shown: None,
        };
        (delta, section)
    }
}

impl Part for Delta {
    fn refresh(&mut self, s: &Screen) {
        let (a, Some(b)) = (s.run(Side::A), s.runs.on_screen(Side::B)) else {
            return;
        };
        let key = (s.view.lang, a.rev, b.rev);
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        self.shown = Some(key);
        let d = delta(&a.verdict, &b.verdict);
        let (pa, pb) = ((&a.timeline, &a.verdict), (&b.timeline, &b.verdict));
        let page = delta_text(&s.ds, &d, pa, pb, s.view.lang);
        // Where a reader's figures take part, their comparison speaks.
        let own = own_delta_text(&s.ds, &delta_runs(a, b), a, b, s.view.lang);
        let t = match own {
            Some(t) => crate::view::describe::DeltaText {
                moved: page.moved,
                ..t
            },
            None => page,
        };
        let k = kind(Basis::of(a), Basis::of(b));
        let class = if t.delta_ms.is_some() {
            "delta"
        } else {
            "delta not-measured"
        };
        set_attr(&self.section, "class", Some(class));
        set_attr(
            &self.section,
            "data-delta-ms",
            t.delta_ms.map(num).as_deref(),
        );
        set_attr(&self.section, "data-delta-answer", Some(t.answer));
        set_attr(&self.section, "data-delta-kind", Some(&k));
        set_text(&self.text, &t.text);
        set_text(&self.moved, &t.moved);
    }
}
