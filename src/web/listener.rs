//! A listener that lives as long as its owner: dropping it removes it from
//! its target and frees its callback. The first screen's parts and the
//! bridge between the two modules hold their listeners this way, so a
//! listener can never outlive what it serves.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget};

/// Listening for `event` on `target` until dropped.
#[must_use = "a listener is removed when dropped"]
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    closure: Closure<dyn FnMut(Event)>,
}

/// Listen for `event` on `target` (an element, the window) until the
/// returned listener is dropped.
pub fn listen(
    target: &EventTarget,
    event: &'static str,
    f: impl FnMut(Event) + 'static,
) -> Listener {
    listen_boxed(target, event, Box::new(f))
}

/// One body for every listener: only the boxing is each closure's own
/// (`Closure::new` per closure type was a copy of this body for each, ~0.9
/// KB of the first load's gzip).
#[inline(never)]
fn listen_boxed(target: &EventTarget, event: &'static str, f: Box<dyn FnMut(Event)>) -> Listener {
    let closure = Closure::wrap(f);
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    Listener {
        target: target.clone(),
        event,
        closure,
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.event, self.closure.as_ref().unchecked_ref());
    }
}
