//! The first screen's timers. A part keeps a `Timer`: one callback for its
//! whole life, run with the latest value it was given, cancelled when the
//! part is dropped. The two one-shots, `later` and `after_first_frame`,
//! are owned by nobody: they run once and free their callback (a change
//! asked for during a refresh, a dataset switch, loading the page below).
//! Measured against gloo-timers: its `Timeout` for `Timer` made the first
//! load 51 B larger, and its `forget()` for a one-shot never frees the
//! callback, so both stay written by hand.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use crate::web::browser::window;

/// A timer that runs one kept callback with the latest value it was given:
/// setting it again before it fires replaces the value and restarts it.
/// One callback for its whole life (a callback per change, cancelled
/// before it ran, would never be freed).
pub struct Timer {
    ms: i32,
    value: Rc<RefCell<Option<String>>>,
    id: Option<i32>,
    run: Closure<dyn FnMut()>,
}

impl Timer {
    pub fn new(ms: i32, f: impl Fn(String) + 'static) -> Timer {
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
    pub fn set(&mut self, value: String) {
        self.cancel();
        *self.value.borrow_mut() = Some(value);
        self.id = window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(
                self.run.as_ref().unchecked_ref(),
                self.ms,
            )
            .ok();
    }
    pub fn cancel(&mut self) {
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

/// Run `f` in a later task.
pub fn later(f: impl FnOnce() + 'static) {
    later_boxed(Box::new(f));
}

/// One body for every caller of `later` (as `web::listener::listen`).
#[inline(never)]
fn later_boxed(f: Box<dyn FnOnce()>) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ = crate::web::browser::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 0);
}

/// Run `f` once the next frame has been rendered. Not in the
/// animation-frame callback itself: that runs before the frame's style,
/// layout and paint, so what it builds would be in that frame. A timer set
/// from the callback runs after the frame is rendered.
pub fn after_first_frame(f: impl FnOnce() + 'static) {
    let f: Box<dyn FnOnce()> = Box::new(f);
    let cb = wasm_bindgen::closure::Closure::once_into_js(move || later_boxed(f));
    let _ = crate::web::browser::window().request_animation_frame(cb.unchecked_ref());
}
