//! The frame of the page: the app and its dataset, the shared context and
//! state store, the URL in step with the view, the header, panics.

pub mod after_first_frame;
pub mod app;
pub mod bridge;
pub mod browser;
pub mod context;
pub mod dataset_picker;
pub mod panic;
pub mod second_part;
pub mod settings_bar;
pub mod state_store;
pub mod url_sync;
