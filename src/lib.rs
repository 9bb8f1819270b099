//! Failover Timeline: where the milliseconds of a cluster leader handoff go.
//!
//! The data flows one way (see `../shared/design/architecture.md`):
//! dataset → `model::schedule` → `view::layout` (a display list) → the canvas
//! painter in `ui`. `model` and `view` are pure Rust, tested natively.

pub mod i18n;
pub mod model;
pub mod state;
pub mod ui;
pub mod view;
