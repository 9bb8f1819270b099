//! The second part's frame: what it shows (the first part's snapshot) as a
//! context.

pub mod context;
