//! The view state: everything a person can set, in one plain value. It is
//! what a shared URL encodes.

pub mod drill_link;
pub mod figures;
pub mod figures_file;
pub mod keys;
pub mod protocol;
pub mod query;
pub mod view_state;

pub use view_state::ViewState;
