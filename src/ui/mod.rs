//! Leptos components and the canvas painter: thin, one per file. They read
//! the context (dataset, view state, derived timeline and verdict) and render;
//! the words and geometry they show come from `view`.
//!
//! One folder per part of the page: `shell` (the frame), `timeline`,
//! `controls`, `page` (below the timeline) and `widgets` (shared parts).

pub mod controls;
pub mod page;
pub mod shell;
pub mod timeline;
pub mod widgets;
