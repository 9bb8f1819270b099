//! Leptos components and the canvas painter: thin, one per file. They read
//! the model and the layout and draw them; they compute nothing of their own.

pub mod app;
pub mod lane_labels;
pub mod paint;
pub mod panic;
pub mod timeline_canvas;
