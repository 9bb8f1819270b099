//! Entry point of the first module: install the panic hook, then put the
//! first screen up (plain DOM, no UI framework; see `screen`).
use failover_timeline::{screen, web::panic};
// The first module's allocator (alloc/: a few hundred bytes, not ~7 KB).
extern crate first_alloc;
use wasm_bindgen::prelude::wasm_bindgen;

fn main() {
    // For `make bench`: where the time to first paint goes.
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        let _ = perf.mark("ft-start");
    }
    panic::install();
    screen::app::start();
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        let _ = perf.mark("ft-mounted");
    }
}

// A dataset file from disk, read, checked and packed by the loader module
// (the page below hands it over): show it in place of the dataset shown,
// keeping the view if it is that dataset (`screen::app::local_file`).
// (`//`, not `///`: a doc comment would be copied into the JS glue.)
#[wasm_bindgen]
pub fn open_dataset_file(name: String, packed: web_sys::js_sys::Uint8Array) {
    screen::app::local_file(name, packed.to_vec());
}
