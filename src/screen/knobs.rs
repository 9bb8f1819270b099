//! The knobs and run conditions, each a control that snaps to the values
//! the page measured (a slider over durations, a choice of strategies or
//! environments), labelled with the JVM property and the current value,
//! stock and recommended marked; and the inert knobs as toggles.

use wasm_bindgen::JsCast;

use crate::i18n::{tr, trf, Key};
use crate::model::file::DimensionKind;
use crate::model::index::DimIx;
use crate::model::{Dataset, Lang};
use crate::state::view_state::Side;

use super::dom::{el, set_attr, set_text, El};
use super::{Part, Screen};

/// Below the timeline: A's knobs and the inert toggles; B's knobs beside
/// them while compare is on.
pub struct Controls {
    a: KnobPanel,
    inert: Option<InertToggles>,
    section: web_sys::Element,
    /// B's section, built at the first comparison and kept.
    b: Option<(web_sys::Element, KnobPanel)>,
}

impl Controls {
    pub fn new(s: &Screen) -> (Controls, Vec<El>) {
        let section = el("section").class("controls");
        let a = KnobPanel::new(s, section.get(), Side::A);
        // A dataset with no inert knobs has no such panel.
        let inert = (!s.ds.file.inert.is_empty()).then(|| InertToggles::new(s, section.get()));
        let part = Controls {
            a,
            inert,
            section: section.get().clone(),
            b: None,
        };
        (part, vec![section])
    }
}

impl Part for Controls {
    fn refresh(&mut self, s: &Screen) {
        self.a.refresh(s);
        if let Some(i) = &mut self.inert {
            i.refresh(s);
        }
        if s.comparing() {
            let (section, panel) = self.b.get_or_insert_with(|| {
                let section = el("section").class("controls controls-b").tid("controls-b");
                let panel = KnobPanel::new(s, section.get(), Side::B);
                (section.done(), panel)
            });
            if !section.is_connected() {
                let _ = self.section.after_with_node_1(section);
            }
            panel.refresh(s);
        } else if let Some((section, _)) = &self.b {
            section.remove();
        }
    }
}

/// Every dimension of the configuration: knobs first, then conditions; A's,
/// or B's in a comparison. Appended to the element it is given.
pub struct KnobPanel {
    side: Side,
    legends: Vec<(web_sys::Element, Key)>,
    knobs: Vec<Knob>,
    lang: Option<Lang>,
}

impl KnobPanel {
    pub fn new(s: &Screen, into: &web_sys::Element, side: Side) -> KnobPanel {
        let mut knobs = Vec::new();
        let mut legends = Vec::new();
        for (kind, class, key) in [
            (DimensionKind::Knob, "knobs", Key::Knobs),
            (
                DimensionKind::Condition,
                "knobs conditions",
                Key::Conditions,
            ),
        ] {
            let legend = el("legend");
            legends.push((legend.get().clone(), key));
            let set = el("fieldset").class(class).child(legend);
            for (d, dim) in s.ds.file.dimensions.iter().enumerate() {
                if dim.kind == kind {
                    let (knob, e) = Knob::new(&s.ds, d, side);
                    knobs.push(knob);
                    let _ = set.get().append_child(e.get());
                }
            }
            let _ = into.append_child(set.get());
        }
        KnobPanel {
            side,
            legends,
            knobs,
            lang: None,
        }
    }
}

impl Part for KnobPanel {
    fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        if self.lang != Some(lang) {
            self.lang = Some(lang);
            let letter = match self.side {
                Side::A => String::new(),
                Side::B => format!("{} · ", self.side.letter()),
            };
            for (legend, key) in &self.legends {
                set_text(legend, &format!("{letter}{}", tr(lang, *key)));
            }
        }
        for k in &mut self.knobs {
            k.refresh(s);
        }
    }
}

/// The control for one dimension.
struct Knob {
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
}

impl Knob {
    fn new(ds: &Dataset, d: usize, side: Side) -> (Knob, El) {
        let dim = &ds.file.dimensions[d];
        // B's controls: ids of their own.
        let tid = match side {
            Side::A => "",
            Side::B => "b-",
        };
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
        let div = el("div")
            .class("knob")
            .attr("data-knob", &dim.id)
            .child(label)
            .kids(control)
            .maybe(gates);
        (knob, div)
    }

    fn refresh(&mut self, s: &Screen) {
        let (ds, lang) = (&s.ds, s.view.lang);
        let config = s.config(self.side);
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

/// The inert knobs as toggles: switching one never moves a span (they were
/// A/B'd flat); it only changes which measured configuration this is.
struct InertToggles {
    legend: web_sys::Element,
    /// Per knob: its label (the tip as title), the checkbox, the tip.
    rows: Vec<(
        web_sys::Element,
        web_sys::HtmlInputElement,
        web_sys::Element,
    )>,
    shown: Option<(Lang, std::collections::BTreeSet<usize>)>,
}

impl InertToggles {
    fn new(s: &Screen, into: &web_sys::Element) -> InertToggles {
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
                            super::update(move |s| {
                                if on {
                                    s.view.config.inert.insert(k);
                                } else {
                                    s.view.config.inert.remove(&k);
                                }
                            });
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
        let _ = into.append_child(set.get());
        InertToggles {
            legend: set.get().first_element_child().expect("the legend"),
            rows,
            shown: None,
        }
    }

    fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        let on = s.view.config.inert.clone();
        if self.shown.as_ref() == Some(&(lang, on.clone())) {
            return;
        }
        self.shown = Some((lang, on.clone()));
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
