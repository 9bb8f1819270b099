//! What a reader sets: presets, knobs and conditions, inert toggles, and
//! the notices about what a link asked for.

pub mod inert_toggles;
pub mod knob_control;
pub mod knob_panel;
pub mod notices;
pub mod preset_bar;
