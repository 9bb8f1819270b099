//! The second module's frame: what it shows (the first module's snapshot) as a
//! context.

pub mod context;
pub mod drills;
