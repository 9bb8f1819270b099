//! The second part of the page, in Leptos: thin components, one per file.
//! They read the context (dataset, view state, derived timeline and
//! verdict) and render; the words and geometry they show come from `view`.
//! It is its own module (`src/bin/page.rs`), loaded after the timeline's
//! first frame; the first screen is `screen`.
//!
//! One folder per part: `shell` (its context and state store), `page` (below
//! the timeline), `timeline` (the table view), `exports` (PNG, SVG, trace)
//! and `widgets` (shared parts).

pub mod exports;
pub mod page;
pub mod shell;
pub mod timeline;
pub mod widgets;
