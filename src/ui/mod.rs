//! Leptos components and the canvas painter: thin, one per file. They read
//! the context (dataset, view state, derived timeline and verdict) and render;
//! the words and geometry they show come from `view`.
//!
//! One folder per part of the page: `shell` (the frame), `timeline`,
//! `controls`, `page` (below the timeline), `exports` (PNG, SVG, trace) and
//! `widgets` (shared parts). The second part of the page, loaded after the
//! timeline's first frame (`src/bin/page.rs`), is `page` and `exports`.

pub mod controls;
pub mod exports;
pub mod page;
pub mod shell;
pub mod timeline;
pub mod widgets;
