//! The lane names, as real text beside the canvas: readable by everyone,
//! screen readers included, and crisp at any zoom.

use wasm_bindgen::JsCast;

use crate::i18n::Key;
use crate::model::Side;
use crate::view::Metrics;
use crate::web::number::px;

use super::dom::{el, set_text, El};
use super::words::Words;
use super::{Part, Screen};

/// One label per lane, aligned with the lanes the canvas draws.
pub struct LaneLabels {
    words: Words,
    /// Each lane's item, name and role.
    lanes: Vec<(web_sys::HtmlElement, web_sys::Element, web_sys::Element)>,
    shown: Option<(crate::model::Lang, bool)>,
}

impl LaneLabels {
    pub fn new(s: &Screen) -> (LaneLabels, El) {
        let mut words = Words::default();
        let m = Metrics::default();
        let mut lanes = Vec::new();
        let items: Vec<El> =
            s.ds.file
                .lanes
                .iter()
                .map(|_| {
                    let name = el("span").class("lane-name");
                    let role = el("span").class("lane-role");
                    let li = el("li").class("lane-label").tid("lane-label");
                    lanes.push((
                        li.get().clone().unchecked_into(),
                        name.get().clone(),
                        role.get().clone(),
                    ));
                    li.child(name).child(role)
                })
                .collect();
        let ol = words.attr(el("ol").class("lane-labels"), "aria-label", Key::Lanes);
        // Through the CSSOM, which a strict style-src allows.
        let _ = ol
            .get()
            .unchecked_ref::<web_sys::HtmlElement>()
            .style()
            .set_property("padding-top", &px(m.ruler_h));
        let part = LaneLabels {
            words,
            lanes,
            shown: None,
        };
        (part, ol.kids(items))
    }
}

impl Part for LaneLabels {
    fn refresh(&mut self, s: &Screen) {
        let (lang, comparing) = (s.view.lang, s.comparing());
        if self.shown == Some((lang, comparing)) {
            return;
        }
        self.shown = Some((lang, comparing));
        self.words.refresh(lang);
        // A comparison draws two rows per lane (A above B).
        let rows = if comparing { 2.0 } else { 1.0 };
        let h = px(Metrics::default().lane_h * rows);
        for ((li, name, role), lane) in self.lanes.iter().zip(&s.ds.file.lanes) {
            set_text(name, lane.name.get(lang));
            set_text(role, lane.role.get(lang));
            // Shortened by the style sheet where it is long: the full text
            // on hover (screen readers read the text itself).
            super::dom::set_attr(role, "title", Some(lane.role.get(lang)));
            let _ = li.style().set_property("height", &h);
            let letters = li.query_selector(".lane-rows").ok().flatten();
            match (comparing, letters) {
                (true, None) => {
                    let _ = li.append_child(
                        el("span")
                            .class("lane-rows")
                            .attr("aria-hidden", "true")
                            .text(&Side::ALL.map(Side::letter).join(" / "))
                            .get(),
                    );
                }
                (false, Some(l)) => l.remove(),
                _ => {}
            }
        }
    }
}
