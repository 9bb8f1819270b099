//! Zoom in px/ms, with the number visible, "fit", and the critical-path
//! toggle.

use wasm_bindgen::JsCast;

use crate::i18n::Key;
use crate::state::view_state::{fit_zoom, LEAD_MS};
use crate::view::format::{format_fixed, parse_decimal};

use super::dom::{el, El};
use super::words::Words;
use super::{Part, Screen};

/// Zoom buttons, a number field, "fit", and the critical-path toggle.
pub struct ZoomControl {
    words: Words,
    input: web_sys::HtmlInputElement,
    critical: web_sys::HtmlInputElement,
    shown: Option<(f64, bool)>,
}

fn zoom_by(factor: f64) {
    super::update(move |s| s.view.set_zoom(s.view.zoom * factor));
}

impl ZoomControl {
    pub fn new(_: &Screen) -> (ZoomControl, El) {
        let mut w = Words::default();
        let out = el("button")
            .attr("type", "button")
            .text("−")
            .on("click", |_| zoom_by(1.0 / 1.25));
        let out = w.attr(out, "aria-label", Key::ZoomOut);
        let input = el("input")
            .attr("type", "number")
            .tid("zoom")
            .attr("min", "0.02")
            .attr("max", "64")
            .attr("step", "any")
            .on("change", |ev| {
                let Some(v) = super::dom::target_el(&ev)
                    .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .and_then(|i| parse_decimal(&i.value()))
                else {
                    return;
                };
                super::update(move |s| s.view.set_zoom(v));
            });
        let input_el = input.get().clone().unchecked_into();
        let zoom_word = w.text(el("span"), Key::Zoom);
        let unit = w.text(el("span"), Key::PxPerMs);
        let label = el("label").child(zoom_word).child(input).child(unit);
        let zin = el("button")
            .attr("type", "button")
            .text("+")
            .on("click", |_| zoom_by(1.25));
        let zin = w.attr(zin, "aria-label", Key::ZoomIn);
        let fit = el("button")
            .attr("type", "button")
            .tid("zoom-fit")
            .on("click", |_| {
                super::update(|s| {
                    let width = if s.width_px > 0.0 { s.width_px } else { 1000.0 };
                    s.view.set_zoom(fit_zoom(s.horizon(), width));
                    s.view.start_ms = -LEAD_MS;
                })
            });
        let fit = w.text(fit, Key::ZoomFit);
        let critical = el("input")
            .attr("type", "checkbox")
            .tid("critical-toggle")
            .on("change", |ev| {
                let on = super::dom::target_el(&ev)
                    .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                    .is_some_and(|i| i.checked());
                super::update(move |s| s.view.critical = on);
            });
        let critical_el = critical.get().clone().unchecked_into();
        let critical_word = w.text(el("span"), Key::CriticalPath);
        let toggle = el("label")
            .class("toggle")
            .child(critical)
            .child(critical_word);
        let group = el("div").class("zoom-control").attr("role", "group");
        let group = w.attr(group, "aria-label", Key::Zoom);
        let group = group
            .child(out)
            .child(label)
            .child(zin)
            .child(fit)
            .child(toggle);
        let part = ZoomControl {
            words: w,
            input: input_el,
            critical: critical_el,
            shown: None,
        };
        (part, group)
    }
}

impl Part for ZoomControl {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
        let now = (s.view.zoom, s.view.critical);
        if self.shown == Some(now) {
            return;
        }
        self.shown = Some(now);
        self.input.set_value(&format_fixed(now.0, 2));
        self.critical.set_checked(now.1);
    }
}
