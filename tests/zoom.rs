//! The first look at a preset shows its whole handoff: a link without a
//! zoom starts at the largest zoom that fits it; a zoom in the link or
//! chosen by the reader is kept; the fitted zoom is not written to the URL.

mod common;

use common::aeron;
use failover_timeline::model::{schedule, Lang};
use failover_timeline::state::query::{decode, encode, Defaults};
use failover_timeline::state::view_state::{ZoomChoice, LEAD_MS};
use failover_timeline::view::Theme;

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

/// An embed 1,100 px wide less its lane labels.
const WIDTH: f64 = 920.0;

#[test]
fn a_stock_link_without_zoom_fits_the_whole_handoff_and_writes_no_zoom() {
    let ds = aeron();
    let (mut s, _) = decode(&ds, "?preset=stock&embed=1", DEFAULTS);
    let horizon = schedule(&ds, &s.config).horizon();
    assert!(
        horizon * s.zoom > WIDTH,
        "stock at its preset zoom is wider"
    );
    s.fit_handoff(horizon, WIDTH);
    assert_eq!(s.zoom_choice.0, ZoomChoice::Fitted);
    assert!((horizon + 2.0 * LEAD_MS) * s.zoom <= WIDTH + 1e-9);
    assert!(
        (horizon + 2.0 * LEAD_MS) * s.zoom > WIDTH - 1.0,
        "the largest that fits"
    );
    assert_eq!(s.start_ms, -LEAD_MS);
    assert_eq!(encode(&ds, &s, DEFAULTS), "preset=stock&embed=1");
}

#[test]
fn a_zoom_in_the_link_wins() {
    let ds = aeron();
    let (mut s, _) = decode(&ds, "?preset=stock&zoom=8", DEFAULTS);
    let horizon = schedule(&ds, &s.config).horizon();
    s.fit_handoff(horizon, WIDTH);
    assert_eq!((s.zoom, s.zoom_choice.0), (8.0, ZoomChoice::Chosen));
}

#[test]
fn a_handoff_that_fits_keeps_the_presets_zoom() {
    let ds = aeron();
    let (mut s, _) = decode(&ds, "", DEFAULTS);
    let z = s.zoom;
    let horizon = schedule(&ds, &s.config).horizon();
    s.fit_handoff(horizon, 4000.0);
    assert_eq!((s.zoom, s.zoom_choice.0), (z, ZoomChoice::Fitted));
}

#[test]
fn a_knob_after_the_fit_keeps_the_scale_and_a_preset_fits_again() {
    let ds = aeron();
    let (mut s, _) = decode(&ds, "", DEFAULTS);
    let horizon = schedule(&ds, &s.config).horizon();
    s.fit_handoff(horizon, WIDTH);
    let z = s.zoom;
    s.config.set(&ds, "hb", "100ms").unwrap();
    s.fit_handoff(schedule(&ds, &s.config).horizon(), WIDTH);
    assert_eq!(s.zoom, z, "a dragged knob moves spans on a steady scale");
    s.apply_preset(&ds, ds.preset_index("stock").unwrap());
    assert_eq!(s.zoom_choice.0, ZoomChoice::Preset);
    s.fit_handoff(schedule(&ds, &s.config).horizon(), WIDTH);
    assert!(s.zoom < z);
    // A zoom the reader then sets is theirs, and goes in the URL.
    s.set_zoom(3.0);
    assert!(encode(&ds, &s, DEFAULTS).contains("zoom=3"));
}
