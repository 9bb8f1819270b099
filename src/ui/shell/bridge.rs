//! How the two parts of the page talk: through the URL state, as query
//! strings (the codec already describes the whole view). The first part
//! (the timeline) announces every new view; the second part (the page below
//! the timeline, a separately loaded module) follows it and asks for a
//! change the same way. Both parts link this file; nothing else is shared
//! at run time.

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// First part → second part: the view is now this query.
pub const STATE_EVENT: &str = "ft-state";
/// Second part → first part: please show this query (a row toggle).
pub const SET_EVENT: &str = "ft-set";
/// Second part → first part: show this query as a new history entry (a
/// "show on the timeline" button, as a preset click is).
pub const SHOW_EVENT: &str = "ft-show";

/// Where the first part leaves room for the second: the page below the
/// timeline, the table view, and the exports in the tool bar.
pub const BELOW_ID: &str = "page-below";
pub const TABLE_SLOT_ID: &str = "table-slot";
pub const EXPORT_SLOT_ID: &str = "export-slot";

/// Send `query` as the detail of a window event named `name`.
pub fn dispatch(name: &str, query: &str) {
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&JsValue::from_str(query));
    if let Ok(ev) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = window().dispatch_event(&ev);
    }
}

/// Call `f` with the query of each window event named `name`, until the
/// current reactive owner is cleaned up.
pub fn listen(name: &'static str, f: impl Fn(String) + 'static) {
    let handle = window_event_listener_untyped(name, move |ev: web_sys::Event| {
        if let Some(q) = ev
            .dyn_ref::<web_sys::CustomEvent>()
            .and_then(|e| e.detail().as_string())
        {
            f(q);
        }
    });
    on_cleanup(move || handle.remove());
}
