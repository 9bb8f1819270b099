//! Leptos components and the canvas painter: thin, one per file. They read
//! the context (dataset, view state, derived timeline and verdict) and render;
//! the words and geometry they show come from `view`.

pub mod app;
pub mod arrow_tooltip;
pub mod badge;
pub mod context;
pub mod drilldown;
pub mod inert_toggles;
pub mod knob_control;
pub mod knob_panel;
pub mod lane_labels;
pub mod legend;
pub mod notices;
pub mod paint;
pub mod panic;
pub mod preset_bar;
pub mod settings_bar;
pub mod table_view;
pub mod timeline_canvas;
pub mod url_sync;
pub mod zoom_control;
