//! The inert knobs as toggles: switching one never moves a span (they were
//! A/B'd flat); it only changes which measured configuration this is.

use wasm_bindgen::JsCast;

use crate::i18n::{tr, trf, Key};
use crate::model::Lang;
use crate::model::Side;

use super::dom::{el, set_attr, set_text, El};
use super::Screen;

/// The inert knobs as toggles: switching one never moves a span (they were
/// A/B'd flat); it only changes which measured configuration this is.
pub struct InertToggles {
    legend: web_sys::Element,
    /// Per knob: its label (the tip as title), the checkbox, the tip.
    rows: Vec<(
        web_sys::Element,
        web_sys::HtmlInputElement,
        web_sys::Element,
    )>,
    /// The language and A's run (its revision) shown.
    shown: Option<(Lang, u64)>,
}

impl InertToggles {
    pub fn new(s: &Screen) -> (InertToggles, El) {
        let legend = el("legend");
        let mut rows = Vec::new();
        let items: Vec<El> =
            s.ds.file
                .inert
                .iter()
                .enumerate()
                .map(|(k, knob)| {
                    let input = el("input")
                        .attr("type", "checkbox")
                        .tid(&format!("inert-{}", knob.id))
                        .on("change", move |ev| {
                            let on = super::dom::target_el(&ev)
                                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                                .is_some_and(|i| i.checked());
                            super::update(move |s| s.view.set_inert(Side::A, k, on));
                        });
                    let why = el("span").class("inert-why");
                    let label = el("label");
                    rows.push((
                        label.get().clone(),
                        input.get().clone().unchecked_into(),
                        why.get().clone(),
                    ));
                    let label = label.child(input).child(el("code").text(&knob.property));
                    el("li").child(label).child(why)
                })
                .collect();
        let set = el("fieldset")
            .class("inert")
            .child(legend)
            .child(el("ul").kids(items));
        let toggles = InertToggles {
            legend: set.get().first_element_child().expect("the legend"),
            rows,
            shown: None,
        };
        (toggles, set)
    }

    pub fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        let run = s.run(Side::A);
        if self.shown == Some((lang, run.rev)) {
            return;
        }
        self.shown = Some((lang, run.rev));
        let on = &run.config.inert;
        set_text(&self.legend, tr(lang, Key::InertKnobs));
        for ((label, input, why), (k, knob)) in
            self.rows.iter().zip(s.ds.file.inert.iter().enumerate())
        {
            let tip = trf(
                lang,
                Key::InertTried,
                &[
                    ("tried", knob.tried.get(lang)),
                    ("result", knob.result.get(lang)),
                    ("why", knob.why.get(lang)),
                ],
            );
            set_attr(label, "title", Some(&tip));
            set_text(why, &tip);
            input.set_checked(on.contains(&k));
        }
    }
}
