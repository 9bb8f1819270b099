//! Leptos components and the canvas painter: thin, one per file. They read
//! the context (dataset, view state, derived timeline and verdict) and render;
//! the words and geometry they show come from `view`.

pub mod about_numbers;
pub mod after_first_frame;
pub mod app;
pub mod arrow_tooltip;
pub mod badge;
pub mod chart_paint;
pub mod clipboard;
pub mod config_check;
pub mod config_panel;
pub mod context;
pub mod drilldown;
pub mod evidence_chart;
pub mod inert_table;
pub mod inert_toggles;
pub mod knob_control;
pub mod knob_panel;
pub mod knob_table;
pub mod lane_labels;
pub mod legend;
pub mod notices;
pub mod page_sections;
pub mod paint;
pub mod panic;
pub mod preset_bar;
pub mod reference_notes;
pub mod save_png;
pub mod settings_bar;
pub mod show_buttons;
pub mod source_quote;
pub mod state_store;
pub mod table_head;
pub mod table_view;
pub mod timeline_canvas;
pub mod url_sync;
pub mod zoom_control;
