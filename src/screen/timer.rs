//! A timer a part keeps: one callback for its whole life, run with the
//! latest value it was given. Dropped with the part, it is cancelled.

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
