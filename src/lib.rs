//! Failover Timeline: where the milliseconds of a cluster leader handoff go.
//!
//! The data flows one way (see `../shared/design/architecture.md`):
//! dataset → `model::schedule` → `view::layout` (a display list) → the canvas
//! painter in `web`. `model` and `view` are pure Rust, tested natively.
//!
//! The page comes in two parts. The first screen (`screen`: the timeline,
//! badge, presets, knobs, drill-down) is plain DOM on `web`, with no UI
//! framework, so it is small; the page below it (`ui`, Leptos) is a second
//! module loaded after the timeline's first frame.

pub mod i18n;
pub mod model;
pub mod screen;
pub mod state;
#[cfg(feature = "page")]
pub mod ui;
pub mod view;
pub mod web;
