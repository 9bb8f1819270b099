//! Keeps the address bar and the view in step: a change replaces the URL
//! (debounced while a slider drags), a preset click pushes one history
//! entry. (Back/Forward: `app`; the page below: `page_below`.)

use wasm_bindgen::JsValue;

use crate::state::query::encode;
use crate::web::browser::{current_query, window};

use super::dom::El;
use super::timer::Timer;
use super::{Part, Screen};

/// Quiet time before a replaceState while a control keeps changing.
const DEBOUNCE_MS: i32 = 250;

pub struct UrlSync {
    /// The query last seen.
    query: String,
    /// The debounced replaceState.
    replace: Timer,
}

impl UrlSync {
    /// Nothing to place: it keeps the address bar.
    pub fn new(s: &Screen) -> (UrlSync, El) {
        let sync = UrlSync {
            query: encode(&s.ds, &s.view, s.defaults),
            replace: Timer::new(DEBOUNCE_MS, |url| {
                if let Ok(h) = window().history() {
                    let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
                }
            }),
        };
        (sync, super::dom::nodes([]))
    }
}

impl Part for UrlSync {
    fn refresh(&mut self, s: &Screen) {
        let push = s.push.replace(false);
        let query = encode(&s.ds, &s.view, s.defaults);
        if query == self.query {
            return;
        }
        self.query = query.clone();
        // The address bar already says it (Back/Forward): nothing to write,
        // and a replace still pending would undo it.
        if query == current_query() {
            self.replace.cancel();
            return;
        }
        let url = if query.is_empty() {
            window().location().pathname().unwrap_or_default()
        } else {
            format!("?{query}")
        };
        if push {
            self.replace.cancel();
            if let Ok(h) = window().history() {
                let _ = h.push_state_with_url(&JsValue::NULL, "", Some(&url));
            }
        } else {
            self.replace.set(url);
        }
    }
}
