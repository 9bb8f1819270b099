//! How the two modules of the page talk: window events carrying the
//! messages of `state::protocol` (one line of text each). The first module
//! (the timeline, which owns the view) sends a snapshot after each change;
//! the second module (the page below the timeline, a separately loaded
//! module) sends intents back. Both parts link this file; nothing else is
//! shared at run time.

use wasm_bindgen::{JsCast, JsValue};

pub use super::listener::Listener;

/// First module → second module: a `protocol::Snapshot` of what it shows.
pub const SNAPSHOT_EVENT: &str = "ft-snapshot";
/// Second module → first module: a `protocol::Intent`.
pub const INTENT_EVENT: &str = "ft-intent";

/// Where the first module leaves room for the second: the page below the
/// timeline, the table view, and the exports in the tool bar.
pub const BELOW_ID: &str = "page-below";
pub const TABLE_SLOT_ID: &str = "table-slot";
pub const EXPORT_SLOT_ID: &str = "export-slot";
/// The dataset picker's group of dataset files beside the site (those
/// `data/index.json` lists), which the second module fills in.
pub const FILES_ID: &str = "dataset-files";
/// The list over the page of why a dataset file did not open (one at a
/// time): the loader's problems, or the page below's word that the loader
/// module itself did not load.
pub const PROBLEMS_ID: &str = "dataset-problems";

/// Send `line` as the detail of a window event named `name`.
pub fn dispatch(name: &str, line: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(line));
    if let Ok(ev) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = window.dispatch_event(&ev);
    }
}

/// Call `f` with the line of each window event named `name`, until the
/// returned listener is dropped.
pub fn listen(name: &'static str, f: impl Fn(String) + 'static) -> Listener {
    let window: web_sys::EventTarget = crate::web::browser::window().into();
    super::listener::listen(&window, name, move |ev| {
        if let Some(line) = ev
            .dyn_ref::<web_sys::CustomEvent>()
            .and_then(|e| e.detail().as_string())
        {
            f(line);
        }
    })
}
