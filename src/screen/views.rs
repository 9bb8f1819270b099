//! The two pages the first part puts up: the full page (header, notices,
//! presets, badge, compare, what-if, tool bar, timeline, drill-down, then
//! the knobs and the second part below), and the embed (for an iframe on a
//! docs portal: presets, badge, timeline, a compact knob bar, a link to the
//! full view). Each is its elements in the order shown, and its parts in
//! the order they refresh: the canvas first, so a change repaints before
//! the DOM around it changes.

use crate::state::view_state::Side;
use crate::web::bridge::{EXPORT_SLOT_ID, TABLE_SLOT_ID};

use super::dom::{el, El};
use super::{Built, Part, Screen};

/// The parts in the order they refresh (the canvas first) and the page's
/// elements in the order they are shown.
pub fn full_view(s: &Screen) -> Built {
    let doc = super::document::DocumentRoot::new();
    let (canvas, canvas_el) = super::canvas::Canvas::new();
    let (header, header_el) = super::header::Header::new(s);
    let notices = super::notices::Notices::new();
    let (presets, presets_el) = super::presets::PresetBar::new(s, Side::A);
    let (badge, badge_el) = super::badge::Badge::new(Side::A);
    let (compare, compare_el) = super::compare::CompareBar::new();
    let what_if = super::what_if::WhatIf::new();
    let (zoom, zoom_el) = super::zoom::ZoomControl::new();
    let (legend, legend_el) = super::legend::Legend::new(s);
    let (lanes, lanes_el) = super::lanes::LaneLabels::new(s);
    let (hints, hint_a, hint_b) = super::hints::Hints::new();
    let drill = super::drilldown::Drilldown::new();
    let below = super::below::Below::new();
    let main = el("main")
        .slot(notices.slot())
        .child(presets_el)
        .child(badge_el)
        .child(compare_el)
        .slot(compare.slot())
        .slot(what_if.slot())
        .child(
            el("div")
                .class("timeline-tools")
                .child(zoom_el)
                // The exports come with the second part of the page.
                .child(
                    el("span")
                        .attr("id", EXPORT_SLOT_ID)
                        .class("export-slot")
                        .tid("export-slot"),
                )
                .child(legend_el),
        )
        .child(timeline_area(lanes_el, canvas_el))
        .child(hint_a)
        .child(hint_b)
        .slot(drill.slot())
        // Below the timeline, built after its first frame: the knobs and
        // conditions, then the second part of the page.
        .slot(below.controls_slot())
        // The table view (every span, stage and arrow in text) comes with
        // the second part: it is not on the first screen.
        .child(el("div").attr("id", TABLE_SLOT_ID).tid("table-slot"))
        .slot(below.part_slot());
    let parts: Vec<Box<dyn Part>> = vec![
        Box::new(canvas),
        Box::new(doc),
        Box::new(header),
        Box::new(notices),
        Box::new(presets),
        Box::new(badge),
        Box::new(compare),
        Box::new(what_if),
        Box::new(zoom),
        Box::new(legend),
        Box::new(lanes),
        Box::new(hints),
        Box::new(drill),
        Box::new(below),
        Box::new(super::url_sync::UrlSync::new(s)),
    ];
    (vec![header_el.done(), main.done()], parts)
}

/// For an iframe on a docs portal: the timeline, the badge, a compact knob
/// bar, and a link to the full view.
pub fn embed_view(s: &Screen) -> Built {
    let doc = super::document::DocumentRoot::new();
    let (canvas, canvas_el) = super::canvas::Canvas::new();
    let (title, title_el) = super::header::Title::new("sr-only");
    let (presets, presets_el) = super::presets::PresetBar::new(s, Side::A);
    let (badge, badge_el) = super::badge::Badge::new(Side::A);
    let (compare, compare_el) = super::compare::CompareBar::new();
    let (lanes, lanes_el) = super::lanes::LaneLabels::new(s);
    let knobs_el = el("div").class("embed-knobs");
    let knobs = super::knob_panel::KnobPanel::new(s, knobs_el.get(), Side::A);
    let (full, full_el) = super::open_full::OpenFull::new();
    let drill = super::drilldown::Drilldown::new();
    let main = el("main")
        .class("embed")
        // Named for screen readers; the portal page around it has the visible title.
        .child(title_el)
        .child(presets_el)
        .child(badge_el)
        .child(compare_el)
        .slot(compare.slot())
        .child(timeline_area(lanes_el, canvas_el))
        .child(knobs_el)
        .child(full_el)
        .slot(drill.slot());
    let parts: Vec<Box<dyn Part>> = vec![
        Box::new(canvas),
        Box::new(doc),
        Box::new(title),
        Box::new(presets),
        Box::new(badge),
        Box::new(compare),
        Box::new(lanes),
        Box::new(knobs),
        Box::new(full),
        Box::new(drill),
        Box::new(super::url_sync::UrlSync::new(s)),
    ];
    (vec![main.done()], parts)
}

/// The lane names beside the canvas.
fn timeline_area(lanes: El, canvas: El) -> El {
    el("div").class("timeline-area").child(lanes).child(canvas)
}
