//! The legend: stage classes in their colours, the ⟳ mark, arrows, WAIT,
//! the shaded outage.

use wasm_bindgen::JsCast;

use crate::i18n::{trf, Key};
use crate::model::Lang;
use crate::view::{Paint, Palette, Theme};
use crate::web::browser::document;

use super::dom::{el, El};
use super::words::Words;
use super::{Part, Screen};

/// What the colours and marks mean.
pub struct Legend {
    words: Words,
    classes: Vec<(web_sys::Text, web_sys::HtmlElement)>,
    outage: web_sys::Text,
    shown: Option<(Lang, Theme)>,
}

impl Legend {
    pub fn new(s: &Screen) -> (Legend, El) {
        let mut w = Words::default();
        let title = w.text(el("span").class("legend-title"), Key::Legend);
        let mut classes = Vec::new();
        let items: Vec<El> =
            s.ds.file
                .classes
                .iter()
                .map(|_| {
                    let swatch = el("span").class("swatch").attr("aria-hidden", "true");
                    let name = document().create_text_node("");
                    classes.push((name.clone(), swatch.get().clone().unchecked_into()));
                    el("li").child(swatch).node(&name)
                })
                .collect();
        let notes: Vec<El> = [Key::LegendKnob, Key::LegendArrows, Key::LegendWait]
            .into_iter()
            .map(|k| w.text(el("span").class("legend-note"), k))
            .collect();
        let outage = document().create_text_node("");
        let legend = el("div")
            .class("legend")
            .child(title)
            .child(el("ul").class("legend-classes").kids(items))
            .kids(notes)
            .child(
                el("span")
                    .class("legend-note")
                    .child(
                        el("span")
                            .class("swatch outage")
                            .attr("aria-hidden", "true"),
                    )
                    .node(&outage),
            );
        let part = Legend {
            words: w,
            classes,
            outage,
            shown: None,
        };
        (part, legend)
    }
}

impl Part for Legend {
    fn refresh(&mut self, s: &Screen) {
        let (lang, theme) = (s.view.lang, s.view.theme);
        if self.shown == Some((lang, theme)) {
            return;
        }
        self.shown = Some((lang, theme));
        self.words.refresh(lang);
        for (i, ((name, swatch), class)) in self.classes.iter().zip(&s.ds.file.classes).enumerate()
        {
            name.set_data(class.name.get(lang));
            // Set through the CSSOM, which a strict style-src allows.
            let _ = swatch.style().set_property(
                "background-color",
                Palette::of(theme).color(Paint::Class(i)),
            );
        }
        // The shaded band is the dataset's outage metric, named as it names it.
        let metric = &s.ds.file.metrics[s.ds.outage_metric()].name;
        self.outage.set_data(&trf(
            lang,
            Key::LegendOutage,
            &[("metric", metric.get(lang))],
        ));
    }
}
