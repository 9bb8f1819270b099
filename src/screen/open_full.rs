//! The embed's link to the full view, keeping the view.

use crate::i18n::{tr, Key};
use crate::state::query::encode;
use crate::web::browser::window;

use super::dom::{el, set_attr, set_text, El};
use super::{Part, Screen};

/// The embed's link to the full view, keeping the view.
pub struct OpenFull {
    a: web_sys::Element,
}

impl OpenFull {
    pub fn new(_: &Screen) -> (OpenFull, El) {
        let a = el("a")
            .class("open-full")
            .tid("open-full")
            .attr("target", "_blank")
            .attr("rel", "noopener");
        (OpenFull { a: a.get().clone() }, a)
    }
}

impl Part for OpenFull {
    fn refresh(&mut self, s: &Screen) {
        let mut view = s.view.clone();
        view.embed = false;
        let q = encode(&s.ds, &view, s.defaults);
        let path = window().location().pathname().unwrap_or_default();
        let href = if q.is_empty() {
            path
        } else {
            format!("{path}?{q}")
        };
        set_attr(&self.a, "href", Some(&href));
        set_text(&self.a, tr(s.view.lang, Key::OpenFull));
    }
}
