//! Keeps the address bar and the view in step: a change replaces the URL
//! (debounced while a slider drags), a preset click pushes one history
//! entry. The full page also tells the second part each new view, one task
//! later (a dragged slider repaints the timeline first), and takes the
//! changes it asks for. (Back/Forward: `app`.)

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::state::query::{decode, encode};
use crate::web::bridge;
use crate::web::browser::{current_query, window};

use super::{Part, Screen};

/// Quiet time before a replaceState while a control keeps changing.
const DEBOUNCE_MS: i32 = 250;

pub struct UrlSync {
    /// The second part's requests, listened to while this part is up
    /// (dropping a listener removes it).
    _asks: Vec<bridge::Listener>,
    /// The query last seen.
    query: String,
    /// The debounced replaceState.
    replace: Timer,
    /// The announcement to the second part (the full page has one).
    announce: Option<Timer>,
}

/// A timer that runs one kept callback with the latest value it was given:
/// setting it again before it fires replaces the value and restarts it.
/// One callback for its whole life (a callback per change, cancelled
/// before it ran, would never be freed).
struct Timer {
    ms: i32,
    value: Rc<RefCell<Option<String>>>,
    id: Option<i32>,
    run: Closure<dyn FnMut()>,
}

impl Timer {
    fn new(ms: i32, f: impl Fn(String) + 'static) -> Timer {
        let value: Rc<RefCell<Option<String>>> = Rc::default();
        let v = value.clone();
        let run = Closure::<dyn FnMut()>::new(move || {
            if let Some(x) = v.borrow_mut().take() {
                f(x);
            }
        });
        Timer {
            ms,
            value,
            id: None,
            run,
        }
    }
    fn set(&mut self, value: String) {
        self.cancel();
        *self.value.borrow_mut() = Some(value);
        self.id = window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.run.as_ref().unchecked_ref(),
                self.ms,
            )
            .ok();
    }
    fn cancel(&mut self) {
        if let Some(id) = self.id.take() {
            window().clear_timeout_with_handle(id);
        }
        self.value.borrow_mut().take();
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        self.cancel();
    }
}

impl UrlSync {
    pub fn new(s: &Screen, announce: bool) -> UrlSync {
        // A change the second part asks for (a row toggle, a "show" button
        // below the timeline): read as a link is, but it may only change
        // what is shown and how; the zoom and pan stay the timeline's.
        let asks = [(bridge::SET_EVENT, false), (bridge::SHOW_EVENT, true)]
            .into_iter()
            .filter(|_| announce)
            .map(|(event, push)| {
                bridge::listen(event, move |q| {
                    super::update(move |s| {
                        let (asked, _) = decode(&s.ds, &q, s.defaults);
                        if push {
                            s.push.set(true);
                        }
                        s.view.config = asked.config;
                        s.view.compare = asked.compare;
                        s.view.critical = asked.critical;
                        s.view.selected = asked.selected;
                    })
                })
            })
            .collect();
        UrlSync {
            _asks: asks,
            query: encode(&s.ds, &s.view, s.defaults),
            replace: Timer::new(DEBOUNCE_MS, |url| {
                if let Ok(h) = window().history() {
                    let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&url));
                }
            }),
            // One task later: a dragged slider repaints the timeline first.
            announce: announce
                .then(|| Timer::new(0, |q| bridge::dispatch(bridge::STATE_EVENT, &q))),
        }
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
        if let Some(a) = &mut self.announce {
            a.set(query.clone());
        }
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
