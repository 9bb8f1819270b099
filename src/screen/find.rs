//! The find box: spans and stages by name in the page's language (or by
//! id). Every match is outlined on the canvas and the rest faded; the
//! count says "3 of 7"; Enter and Shift + Enter step through the matches,
//! each brought into view and given the keyboard's focus (the timeline
//! announces it); Esc clears. `/` or Ctrl/⌘ + F on the timeline comes here.

use std::rc::Rc;

use wasm_bindgen::JsCast;

use crate::i18n::{tr, trf, Key};
use crate::model::Lang;
use crate::view::find::{needle, step_match, MAX_QUERY};
use crate::view::focus::hit_times;

use crate::web::number::num;

use super::dom::{el, set_attr, set_text, target_el, El};
use super::words::Words;
use super::{Part, Screen};

/// The box, its count, and the two step buttons.
pub struct FindBox {
    words: Words,
    input: web_sys::HtmlInputElement,
    count: web_sys::Element,
    shown: Option<Shown>,
}

/// What the count last said: of which query, at which match, of how many.
type Shown = (Option<Rc<str>>, Option<usize>, usize, Lang);

const BOX_ID: &str = "find-box";

/// Put the keyboard in the find box (`/`, Ctrl/⌘ + F on the timeline).
pub fn focus_box() {
    let input = crate::web::browser::document().get_element_by_id(BOX_ID);
    if let Some(i) = input.and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok()) {
        let _ = i.focus();
        i.select();
    }
}

/// Step to the next match (or the previous, `back`): it gets the
/// keyboard's focus and is brought into view.
fn step(back: bool) {
    super::update(move |s| {
        let matches = s.matches();
        let Some(i) = step_match(&matches, s.focus, back) else {
            return;
        };
        let hit = matches[i];
        s.focus = Some(hit);
        if let Some((t, _)) = hit_times(&s.runs.drawn(), hit) {
            super::canvas_input::bring_into_view(s, t);
        }
    });
}

impl FindBox {
    pub fn new(_: &Screen) -> (FindBox, El) {
        let mut w = Words::default();
        let input = el("input")
            .attr("type", "search")
            .attr("id", BOX_ID)
            .tid("find")
            .attr("maxlength", &num(MAX_QUERY as f64))
            .attr("autocomplete", "off")
            .on("input", |ev| {
                let q = target_el(&ev)
                    .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .map(|i| i.value())
                    .unwrap_or_default();
                let q: Option<Rc<str>> = needle(&q).map(Rc::from);
                super::update(move |s| s.view.find = q);
            })
            .on("keydown", |ev| {
                let Some(k) = ev.dyn_ref::<web_sys::KeyboardEvent>() else {
                    return;
                };
                match k.key().as_str() {
                    "Enter" => {
                        ev.prevent_default();
                        step(k.shift_key());
                    }
                    "Escape" => {
                        ev.prevent_default();
                        super::update(|s| s.view.find = None);
                    }
                    _ => {}
                }
            });
        let input = w.attr(input, "aria-label", Key::FindLabel);
        let input = w.attr(input, "placeholder", Key::FindLabel);
        let input_el = input.get().clone().unchecked_into();
        let count = el("span")
            .class("find-count")
            .tid("find-count")
            .attr("role", "status")
            .attr("data-matches", "0");
        let count_el = count.get().clone();
        let prev = el("button")
            .attr("type", "button")
            .tid("find-prev")
            .text("↑")
            .on("click", |_| step(true));
        let prev = w.attr(prev, "aria-label", Key::FindPrev);
        let next = el("button")
            .attr("type", "button")
            .tid("find-next")
            .text("↓")
            .on("click", |_| step(false));
        let next = w.attr(next, "aria-label", Key::FindNext);
        let group = el("div").class("find").attr("role", "search");
        let group = w.attr(group, "aria-label", Key::FindLabel);
        let group = group.child(input).child(count).child(prev).child(next);
        let part = FindBox {
            words: w,
            input: input_el,
            count: count_el,
            shown: None,
        };
        (part, group)
    }
}

impl Part for FindBox {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
        let matches = if s.view.find.is_some() {
            s.matches()
        } else {
            Vec::new()
        };
        let at = s.focus.and_then(|f| matches.iter().position(|&m| m == f));
        let now = (s.view.find.clone(), at, matches.len(), s.view.lang);
        if self.shown.as_ref() == Some(&now) {
            return;
        }
        // Esc (or a cleared ruler and find) empties the box too.
        if s.view.find.is_none() && needle(&self.input.value()).is_some() {
            self.input.set_value("");
        }
        let lang = s.view.lang;
        let total = num(matches.len() as f64);
        let text = match (&s.view.find, at) {
            (None, _) => String::new(),
            (Some(_), _) if matches.is_empty() => tr(lang, Key::FindNone).to_string(),
            (Some(_), Some(i)) => trf(
                lang,
                Key::FindCount,
                &[("n", &num((i + 1) as f64)), ("total", &total)],
            ),
            (Some(_), None) => trf(lang, Key::FindSome, &[("total", &total)]),
        };
        set_text(&self.count, &text);
        set_attr(&self.count, "data-matches", Some(&total));
        let current = at.map(|i| num((i + 1) as f64));
        set_attr(&self.count, "data-current", current.as_deref());
        self.shown = Some(now);
    }
}
