//! The exports of the timeline (PNG, SVG, a Chrome trace) and the download
//! they share. They come with the second module (`ui::mount`
//! mounts them into the tool bar), so the first load does without them.

pub mod download;
pub mod export_trace;
pub mod save_png;
pub mod save_svg;
