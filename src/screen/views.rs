//! The two pages the first module puts up: the full page (header, notices,
//! presets, badge, compare, what-if, tool bar, timeline, drill-down, then
//! the knobs and the second module below), and the embed (for an iframe on a
//! docs portal: presets, badge, timeline, a compact knob bar, a link to the
//! full view). Each part is placed with one call (`Parts::place`), which
//! also registers it: parts refresh in the order placed, the canvas first,
//! so a change repaints before the DOM around it changes.

use crate::state::view_state::Side;
use crate::web::bridge::EXPORT_SLOT_ID;

use super::dom::{el, El};
use super::{Built, Parts, Screen};

/// The full page: each part placed where it shows, in the order it
/// refreshes (the canvas first).
pub fn full_view(s: &Screen) -> Built {
    let mut p = Parts::default();
    let canvas = p.place(super::canvas::Canvas::new(s));
    let root = p.place(super::document::DocumentRoot::new(s));
    let header = p.place(super::header::Header::new(s));
    let main = el("main")
        .child(root)
        .child(p.place(super::notices::Notices::new(s)))
        .child(p.place(super::presets::PresetBar::new(s, Side::A)))
        .child(p.place(super::tour::Tour::new(s)))
        .child(p.place(super::badge::Badge::new(s, Side::A)))
        .child(p.place(super::outage_split::OutageSplit::new(s)))
        .child(p.place(super::compare::CompareBar::new(s)))
        .child(p.place(super::what_if::WhatIf::new(s)))
        .child(
            el("div")
                .class("timeline-tools")
                .child(p.place(super::zoom::ZoomControl::new(s)))
                .child(p.place(super::find::FindBox::new(s)))
                .child(p.place(super::toggle::Toggle::measure(s)))
                .child(p.place(super::toggle::Toggle::waits(s)))
                // The exports come with the second module.
                .child(
                    el("span")
                        .attr("id", EXPORT_SLOT_ID)
                        .class("export-slot")
                        .tid("export-slot"),
                )
                .child(p.place(super::legend::Legend::new(s))),
        )
        .child(p.place(super::overview::Overview::new(s)))
        .child(timeline_area(
            p.place(super::lanes::LaneLabels::new(s)),
            canvas,
        ))
        .child(p.place(super::ruler::RulerBar::new(s)))
        .child(p.place(super::hints::Hints::new(s)))
        .child(p.place(super::drilldown::Drilldown::new(s)))
        // Below the timeline, built after its first frame: the knobs and
        // conditions, the table view, then the second module.
        .child(p.place(super::below::Below::new(s)))
        .child(p.place(super::url_sync::UrlSync::new(s)));
    (vec![header.split().0, main.split().0], p)
}

/// For an iframe on a docs portal: the timeline, the badge, a compact knob
/// bar, and a link to the full view.
pub fn embed_view(s: &Screen) -> Built {
    let mut p = Parts::default();
    let canvas = p.place(super::canvas::Canvas::new(s));
    let main = el("main")
        .class("embed")
        .child(p.place(super::document::DocumentRoot::new(s)))
        // Named for screen readers; the portal page around it has the visible title.
        .child(p.place(super::header::Title::new(s, "sr-only")))
        .child(p.place(super::presets::PresetBar::new(s, Side::A)))
        .child(p.place(super::tour::Tour::new(s)))
        .child(p.place(super::badge::Badge::new(s, Side::A)))
        .child(p.place(super::outage_split::OutageSplit::new(s)))
        .child(p.place(super::compare::CompareBar::new(s)))
        .child(p.place(super::overview::Overview::new(s)))
        .child(timeline_area(
            p.place(super::lanes::LaneLabels::new(s)),
            canvas,
        ))
        .child(p.place(super::ruler::RulerBar::new(s)))
        .child(
            el("div")
                .class("embed-knobs")
                .child(p.place(super::knob_panel::KnobPanel::new(s, Side::A))),
        )
        .child(p.place(super::open_full::OpenFull::new(s)))
        .child(p.place(super::drilldown::Drilldown::new(s)))
        // A drill is read by the second module: unseen here.
        .child(p.place(super::below::Below::drills(s)))
        .child(p.place(super::url_sync::UrlSync::new(s)));
    (vec![main.split().0], p)
}

/// The lane names beside the canvas.
fn timeline_area(lanes: El, canvas: El) -> El {
    el("div").class("timeline-area").child(lanes).child(canvas)
}
