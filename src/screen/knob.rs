//! One knob or condition: a slider over its measured values (durations), or
//! a choice of its values (strategies, environments), labelled with the JVM
//! property and the current value, stock and recommended marked.

use wasm_bindgen::JsCast;

use crate::i18n::{tr, Key};
use crate::model::index::DimIx;
use crate::model::{Dataset, Lang};
use crate::state::view_state::Side;

use super::dom::{el, nodes, set_attr, set_text, El, Slot};
use super::source::{quote_details, source_line};
use super::Screen;
use crate::view::describe::{source_text, SourceText};
use crate::view::jvm_text::cost_text;

/// The control for one dimension.
pub struct Knob {
    dim: usize,
    side: Side,
    name: web_sys::Element,
    value: web_sys::Element,
    gates: Option<web_sys::Element>,
    /// The slider, or one radio per value.
    input: Option<web_sys::HtmlInputElement>,
    radios: Vec<web_sys::HtmlInputElement>,
    /// The words of each value (tick marks, or the radios' labels).
    labels: Vec<web_sys::Element>,
    shown: Option<(Lang, usize, Option<usize>)>,
    /// What moving it off stock costs, where the dataset says (behind a
    /// disclosure: later words), and the run it was last written for.
    cost: Option<(web_sys::Element, Slot)>,
    cost_shown: Option<(Lang, u64)>,
}

impl Knob {
    pub fn new(ds: &Dataset, d: usize, side: Side) -> (Knob, El) {
        let dim = &ds.file.dimensions[d];
        // B's controls: ids of their own.
        let tid = side.id_prefix();
        let id = format!("{tid}knob-{}", dim.id);
        let set = move |v: usize| super::update(move |s| s.view.side_mut(side).values[d] = v);
        let name = el("span").class("knob-name");
        let value = el("output").class("knob-value");
        let property = dim
            .properties
            .first()
            .map(|p| p.name.as_str())
            .unwrap_or("");
        let label = el("label")
            .class("knob-label")
            .attr("id", &format!("{id}-label"))
            .attr("for", &id)
            .child(name)
            .maybe((!property.is_empty()).then(|| el("code").class("knob-property").text(property)))
            .child(value);
        let is_slider = dim.values.iter().all(|v| v.ms.is_some()) && dim.values.len() > 2;
        let mut knob = Knob {
            dim: d,
            side,
            name: label.get().first_element_child().expect("the name"),
            value: label.get().last_element_child().expect("the value"),
            gates: None,
            input: None,
            radios: Vec::new(),
            labels: Vec::new(),
            shown: None,
            cost: None,
            cost_shown: None,
        };
        let control = if is_slider {
            let input = el("input")
                .attr("type", "range")
                .attr("id", &id)
                .tid(&id)
                .attr("min", "0")
                .attr("max", &(dim.values.len() - 1).to_string())
                .attr("step", "1")
                .on("input", move |ev| {
                    let v = super::dom::target_el(&ev)
                        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                        .and_then(|i| i.value().parse::<usize>().ok());
                    if let Some(v) = v {
                        set(v);
                    }
                });
            knob.input = Some(input.get().clone().unchecked_into());
            let ticks: Vec<El> = dim.values.iter().map(|_| el("li")).collect();
            knob.labels = ticks.iter().map(|t| t.get().clone()).collect();
            vec![
                input,
                el("ol")
                    .class("ticks")
                    .attr("aria-hidden", "true")
                    .kids(ticks),
            ]
        } else {
            let choices: Vec<El> = (0..dim.values.len())
                .map(|i| {
                    let radio = el("input")
                        .attr("type", "radio")
                        .attr("name", &id)
                        .tid(&format!("{id}-{i}"))
                        .on("change", move |_| set(i));
                    let words = el("span");
                    knob.radios.push(radio.get().clone().unchecked_into());
                    knob.labels.push(words.get().clone());
                    el("label").class("choice").child(radio).child(words)
                })
                .collect();
            vec![el("div")
                .class("choices")
                .attr("role", "radiogroup")
                .attr("aria-labelledby", &format!("{id}-label"))
                .kids(choices)]
        };
        let gates = dim.gates.as_ref().map(|_| el("p").class("knob-gates"));
        knob.gates = gates.as_ref().map(|g| g.get().clone());
        // Its cost, whatever its value: never only a what-if warning.
        let cost = dim.cost.as_ref().map(|_| {
            let slot = Slot::new();
            let summary = el("summary");
            let summary_el = summary.get().clone();
            let details = el("details")
                .class("knob-cost")
                .child(summary)
                .child(nodes([]).slot(&slot));
            knob.cost = Some((summary_el, slot));
            details
        });
        let div = el("div")
            .class("knob")
            .attr("data-knob", &dim.id)
            .child(label)
            .kids(control)
            .maybe(gates)
            .maybe(cost);
        (knob, div)
    }

    pub fn refresh(&mut self, s: &Screen) {
        let (ds, lang) = (&s.ds, s.view.lang);
        let run = s.run(self.side);
        let config = &run.config;
        // Its cost: the dataset's words for this value (they come with all
        // the words: a new revision), and the page's sentence.
        if let Some((summary, slot)) = &mut self.cost {
            if self.cost_shown != Some((lang, run.rev)) {
                self.cost_shown = Some((lang, run.rev));
                set_text(summary, tr(lang, Key::KnobCost));
                let d = DimIx(self.dim);
                let text = cost_text(ds, d, config, lang).unwrap_or_default();
                let mut kids = vec![el("p").text(&text)];
                // Its sentence is the page's words, not a measurement.
                if let Some(c) = &ds.file.dimensions[self.dim].cost {
                    kids.push(match source_text(ds, &c.source, lang) {
                        SourceText::Measured(q) => quote_details(lang, q),
                        other => source_line(el("p"), &other, lang),
                    });
                }
                slot.set(kids);
            }
        }
        let current = config.values[self.dim];
        let dim = &ds.file.dimensions[self.dim];
        // Recommended values are keyed by a value of another dimension
        // (e.g. the environment).
        let recommended = dim.recommended.iter().find_map(|(when, v)| {
            let applies = DimIx::all(ds.file.dimensions.len()).any(|o| config.get(ds, o) == when);
            applies
                .then(|| dim.values.iter().position(|x| &x.id == v))
                .flatten()
        });
        let key = (lang, current, recommended);
        if self.shown == Some(key) {
            return;
        }
        let lang_changed = self.shown.is_none_or(|(l, _, _)| l != lang);
        self.shown = Some(key);
        let stock = dim.values.iter().position(|v| v.id == dim.stock);
        let marked = |i: usize| {
            let mut m = Vec::new();
            if Some(i) == stock {
                m.push(tr(lang, Key::Stock));
            }
            if Some(i) == recommended {
                m.push(tr(lang, Key::Recommended));
            }
            let label = dim.values[i].label.get(lang);
            if m.is_empty() {
                label.to_string()
            } else {
                format!("{label} ({})", m.join(", "))
            }
        };
        if lang_changed {
            set_text(&self.name, dim.name.get(lang));
            if let (Some(g), Some(text)) = (&self.gates, &dim.gates) {
                set_text(g, text.get(lang));
            }
        }
        let value_text = marked(current);
        set_text(&self.value, &value_text);
        for (i, l) in self.labels.iter().enumerate() {
            set_text(l, &marked(i));
        }
        if let Some(input) = &self.input {
            let v = current.to_string();
            if input.value() != v {
                input.set_value(&v);
            }
            set_attr(input, "aria-valuetext", Some(&value_text));
            for (i, l) in self.labels.iter().enumerate() {
                let _ = l.class_list().toggle_with_force("current", i == current);
            }
        }
        for (i, r) in self.radios.iter().enumerate() {
            r.set_checked(i == current);
        }
    }
}
