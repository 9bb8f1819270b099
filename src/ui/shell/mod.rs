//! The second part's frame: the shared context and its state store.

pub mod context;
pub mod state_store;
