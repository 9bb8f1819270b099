//! One value for the whole view: the configuration (knobs, conditions, inert
//! toggles), zoom and pan, language, theme, selection and the critical-path
//! toggle. Derived things (the active preset, the timeline, the verdict) are
//! computed from it, never stored.

use crate::model::{verdict::preset_config, Config, Dataset, Lang};
use crate::view::{viewport::MAX_ZOOM, viewport::MIN_ZOOM, Theme};

/// Time shown left of t = 0 when the view is not panned.
pub const LEAD_MS: f64 = 2.0;

#[derive(Clone, Debug, PartialEq)]
pub struct ViewState {
    pub config: Config,
    /// CSS px per ms.
    pub zoom: f64,
    /// The time at the left edge of the canvas (pan).
    pub start_ms: f64,
    pub lang: Lang,
    pub theme: Theme,
    /// The span whose drill-down is open.
    pub selected: Option<usize>,
    /// Highlight the stages that decide the outage.
    pub critical: bool,
    /// Only the timeline, the badge and a compact knob bar.
    pub embed: bool,
}

impl ViewState {
    /// The page as it opens: the dataset's default preset at its zoom.
    pub fn initial(ds: &Dataset, lang: Lang, theme: Theme) -> ViewState {
        let preset = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
        ViewState {
            config: preset_config(ds, preset).clone(),
            zoom: preset_zoom(ds, preset),
            start_ms: -LEAD_MS,
            lang,
            theme,
            selected: None,
            critical: false,
            embed: false,
        }
    }

    /// Jump to a preset: its configuration and zoom.
    pub fn apply_preset(&mut self, ds: &Dataset, preset: usize) {
        self.config = preset_config(ds, preset).clone();
        self.zoom = preset_zoom(ds, preset);
        self.start_ms = -LEAD_MS;
    }

    pub fn set_zoom(&mut self, zoom: f64) {
        self.zoom = clamp_zoom(zoom);
    }
}

pub fn clamp_zoom(zoom: f64) -> f64 {
    if zoom.is_finite() {
        zoom.clamp(MIN_ZOOM, MAX_ZOOM)
    } else {
        MIN_ZOOM
    }
}

fn preset_zoom(ds: &Dataset, preset: usize) -> f64 {
    ds.file.presets[preset]
        .zoom_px_per_ms
        .unwrap_or(ds.file.zoom_px_per_ms)
}
