//! Failover Timeline: where the milliseconds of a cluster leader handoff go.
//!
//! The data flows one way (the map: `ARCHITECTURE.md` at the root): URL →
//! `state::ViewState` → the runs (`model::run`: each side's configuration,
//! timeline and verdict) → `view::layout` (a display list) → the canvas
//! painter in `web`. `model`, `view` and `state` are pure Rust, tested
//! natively.
//!
//! The page is two wasm modules. The first (`screen`: the timeline, badge,
//! presets, knobs, drill-down) is plain DOM on `web`, with no UI framework,
//! so it is small, and owns the view; the second (`ui`, Leptos: the page
//! below) is loaded after the timeline's first frame and shows the first
//! module's snapshots (`state::protocol`).

#[cfg(any(not(target_arch = "wasm32"), feature = "page"))]
pub mod drill_read;
pub mod i18n;
#[cfg(feature = "loader")]
pub mod loader;
pub mod model;
pub mod screen;
pub mod state;
#[cfg(feature = "page")]
pub mod ui;
pub mod view;
pub mod web;
