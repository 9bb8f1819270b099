//! Where the outage goes: one bar under the badge, the drawn outage split
//! along its critical path by how the time is spent, each segment naming
//! its largest stage and the knob that sets it; a click selects that stage.
//! The model's decomposition, and it says so (with its residual against the
//! measurement where the configuration was measured).

use wasm_bindgen::JsCast;

use crate::model::{Lang, Side, Step};
use crate::view::describe::split_text;
use crate::view::{Hit, Paint, Palette, Target, Theme};
use crate::web::number::num;

use super::dom::{el, set_attr, set_text, El, Slot};
use super::{Part, Screen};

pub struct OutageSplit {
    section: web_sys::Element,
    title: web_sys::Element,
    note: web_sys::Element,
    bar: Slot,
    shown: Option<(Lang, Theme, u64)>,
}

impl OutageSplit {
    pub fn new(_: &Screen) -> (OutageSplit, El) {
        let bar = Slot::new();
        let title = el("p").class("split-title");
        let note = el("p").class("split-note").tid("outage-split-note");
        let (t, n) = (title.get().clone(), note.get().clone());
        let section = el("section")
            .class("outage-split")
            .tid("outage-split")
            .child(title)
            .child(el("div").class("split-bar").slot(&bar))
            .child(note);
        let part = OutageSplit {
            section: section.get().clone(),
            title: t,
            note: n,
            bar,
            shown: None,
        };
        (part, section)
    }
}

impl Part for OutageSplit {
    fn refresh(&mut self, s: &Screen) {
        let run = s.run(Side::A);
        let key = (s.view.lang, s.view.theme, run.rev);
        if self.shown == Some(key) {
            return;
        }
        self.shown = Some(key);
        let lang = s.view.lang;
        // The model's decomposition, also beside a drill (whose times
        // between its marks are not split by class).
        let t = split_text(&s.ds, run.model(), &run.verdict, lang);
        set_attr(
            &self.section,
            "data-outage-ms",
            t.split
                .outage_ms
                .is_finite()
                .then(|| num(t.split.outage_ms))
                .as_deref(),
        );
        set_attr(&self.section, "aria-label", Some(&t.title));
        set_text(&self.title, &t.title);
        set_text(&self.note, &t.note);
        let palette = Palette::of(s.view.theme);
        let segments = t.segments.into_iter().map(|seg| {
            let words = format!("{} — {}", seg.label, seg.detail);
            let largest = seg.largest;
            let b = el("button")
                .attr("type", "button")
                .class("split-seg")
                .tid("outage-split-segment")
                .attr("data-ms", &num(seg.ms))
                .attr("data-class", &s.ds.file.classes[seg.class].id)
                .attr("title", &words)
                .child(el("span").class("split-seg-label").text(&seg.label))
                .child(el("span").class("split-seg-detail").text(&seg.detail))
                .on("click", move |_| {
                    super::update(move |s| match largest {
                        Step::Stage { span, .. } => s.view.selected = Some(span),
                        Step::Arrow(a) => s.focus = Some(Hit::new(Side::A, Target::Arrow(a))),
                    })
                });
            let style = b.get().unchecked_ref::<web_sys::HtmlElement>().style();
            // Through the CSSOM, which a strict style-src allows.
            let _ = style.set_property("flex-grow", &num(seg.ms));
            let _ = style.set_property("background-color", palette.color(Paint::Class(seg.class)));
            let _ = style.set_property("color", palette.color(Paint::TextOnClass(seg.class)));
            b
        });
        self.bar.set(segments);
    }
}
