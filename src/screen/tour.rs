//! The tour: the page's argument told on the timeline. Step k of n, ←/→
//! and buttons move, each step sets its configuration and highlights what
//! it names (the canvas dims the rest), with the page's sentence and our
//! connecting words; Esc or a touched knob leaves it, keeping the view.
//! Each step is a link (`tour=K`). A dataset without a tour shows none.

use wasm_bindgen::JsCast;

use crate::i18n::{tr, trf, Key};
use crate::model::file::Source;
use crate::model::tour::sentence;
use crate::model::Lang;
use crate::view::describe::seed_quote;
use crate::web::browser::window;

use super::dom::{el, listen, set_attr, set_text, El, Slot};
use super::{Part, Screen};

pub struct Tour {
    section: web_sys::Element,
    title: web_sys::Element,
    start: web_sys::Element,
    prev: web_sys::Element,
    count: web_sys::Element,
    next: web_sys::Element,
    leave: web_sys::Element,
    sentence: Slot,
    shown: Option<(Lang, Option<usize>)>,
}

/// Open step `step` (0-based), a new history entry.
fn go(step: usize) {
    super::update(move |s| {
        if step < s.ds.tour().len() {
            s.push.set(true);
            let ds = s.ds.clone();
            s.view.enter_tour(&ds, step);
        }
    });
}

/// The step before or after the one shown, if there is one.
fn step_by(back: bool) -> Option<usize> {
    super::with(|s| s.view.tour).flatten().and_then(|k| {
        if back {
            k.checked_sub(1)
        } else {
            Some(k + 1)
        }
    })
}

fn button(tid: &str, class: &str) -> El {
    el("button").attr("type", "button").class(class).tid(tid)
}

impl Tour {
    pub fn new(_: &Screen) -> (Tour, El) {
        let title = el("span").class("tour-title");
        let start = button("tour-start", "tour-start").on("click", |_| go(0));
        let prev = button("tour-prev", "tour-move")
            .text("←")
            .on("click", |_| step_by(true).into_iter().for_each(go));
        let count = el("span").class("tour-count").tid("tour-count");
        let next = button("tour-next", "tour-move")
            .text("→")
            .on("click", |_| step_by(false).into_iter().for_each(go));
        let leave = button("tour-leave", "tour-leave")
            .on("click", |_| super::update(|s| s.view.tour = None));
        let keys = listen(&window(), "keydown", |ev| {
            let Some(k) = ev.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if super::with(|s| s.view.tour.is_none()).unwrap_or(true) {
                return;
            }
            // Keys a form control or the timeline uses for itself stay theirs.
            let own = super::dom::target_el(&ev).is_some_and(|t| {
                matches!(
                    t.tag_name().as_str(),
                    "INPUT" | "SELECT" | "TEXTAREA" | "CANVAS"
                )
            });
            match k.key().as_str() {
                "Escape" => super::update(|s| s.view.tour = None),
                "ArrowLeft" | "ArrowRight" if !own => {
                    ev.prevent_default();
                    step_by(k.key() == "ArrowLeft").into_iter().for_each(go);
                }
                _ => {}
            }
        });
        let els = [&title, &start, &prev, &count, &next, &leave].map(|e| e.get().clone());
        let sentence = Slot::new();
        let section = el("section")
            .class("tour")
            .tid("tour")
            .child(
                el("div")
                    .class("tour-bar")
                    .child(title)
                    .child(start)
                    .child(prev)
                    .child(count)
                    .child(next)
                    .child(leave),
            )
            .slot(&sentence)
            .hold(keys);
        let [title, start, prev, count, next, leave] = els;
        let part = Tour {
            section: section.get().clone(),
            title,
            start,
            prev,
            count,
            next,
            leave,
            sentence,
            shown: None,
        };
        (part, section)
    }
}

impl Part for Tour {
    fn refresh(&mut self, s: &Screen) {
        let (lang, step) = (s.view.lang, s.view.tour);
        if self.shown == Some((lang, step)) {
            return;
        }
        self.shown = Some((lang, step));
        let n = s.ds.tour().len();
        let steps = n.to_string();
        let sec = &self.section;
        set_attr(sec, "hidden", (n == 0).then_some(""));
        set_attr(sec, "data-steps", Some(&steps));
        let k = step.map(|k| (k + 1).to_string());
        set_attr(sec, "data-step", Some(k.as_deref().unwrap_or("0")));
        set_attr(sec, "aria-label", Some(tr(lang, Key::TourLabel)));
        set_text(&self.title, tr(lang, Key::TourLabel));
        set_text(
            &self.start,
            &trf(lang, Key::TourStart, &[("steps", &steps)]),
        );
        set_attr(&self.prev, "aria-label", Some(tr(lang, Key::TourPrev)));
        set_attr(&self.next, "aria-label", Some(tr(lang, Key::TourNext)));
        set_text(&self.leave, tr(lang, Key::TourLeave));
        let on = |e: &web_sys::Element, shown: bool| set_attr(e, "hidden", (!shown).then_some(""));
        on(&self.start, step.is_none());
        for e in [&self.prev, &self.count, &self.next, &self.leave] {
            on(e, step.is_some());
        }
        let Some(k) = step.filter(|&k| k < n) else {
            self.sentence.clear();
            return;
        };
        set_attr(&self.prev, "disabled", (k == 0).then_some(""));
        set_attr(&self.next, "disabled", (k + 1 == n).then_some(""));
        set_text(
            &self.count,
            &trf(
                lang,
                Key::TourStep,
                &[("step", &(k + 1).to_string()), ("steps", &steps)],
            ),
        );
        let file_step = &s.ds.file.tour[k];
        let quote = sentence(&s.ds, &file_step.quotes, lang).and_then(|(_, src)| match src {
            Source::Seed { seed, quote } => Some(seed_quote(&s.ds, seed, quote)),
            Source::Derived { .. } => None,
        });
        let p = el("p")
            .class("tour-sentence")
            .tid("tour-sentence")
            .child(
                el("span")
                    .class("tour-ours")
                    .tid("tour-ours")
                    .child(el("span").class("tour-who").text(tr(lang, Key::TourOurs)))
                    .text(": ")
                    .text(file_step.ours.get(lang)),
            )
            .maybe(quote.map(|q| {
                let who = el("span")
                    .class("tour-quote")
                    .tid("tour-quote")
                    .child(el("span").class("tour-who").text(tr(lang, Key::TourPage)));
                super::source::unchecked(who, &q, lang)
                    .text(": “")
                    .child(el("span").attr("lang", &q.lang).text(&q.text))
                    .text("”")
            }));
        self.sentence.set([p]);
    }
}
