//! The second module: the page below the timeline, in Leptos, with thin
//! components, one per file. They read the context (the dataset and the
//! first module's latest snapshot of the view, with the runs derived from
//! it) and render; the words and geometry they show come from `view`. It is
//! built as its own wasm module (`src/bin/page.rs` calls `mount`), loaded
//! after the timeline's first frame; the first screen is `screen`.
//!
//! One folder per room: `shell` (the context fed by snapshots), `page`
//! (below the timeline), `timeline` (the table view), `exports` (PNG, SVG,
//! trace) and `widgets` (shared pieces); `mount` puts them on the page.

pub mod exports;
pub mod mount;
pub mod page;
pub mod shell;
pub mod timeline;
pub mod widgets;
