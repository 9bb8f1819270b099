//! The second part of the page (the page below the timeline and the
//! exports): a module of its own, which the first part loads after the
//! timeline's first frame (`ui::shell::second_part`). Trunk builds it from
//! index.html as a module that does not start by itself.
use wasm_bindgen::prelude::wasm_bindgen;

fn main() {}

/// Mount (again, after a dataset switch) for the first part's `snapshot`
/// of the view, with the packed dataset the first part read (empty: fetch
/// it).
#[wasm_bindgen]
pub async fn mount(snapshot: String, packed: Vec<u8>) -> Result<(), wasm_bindgen::JsValue> {
    failover_timeline::ui::page::part::mount(snapshot, packed)
        .await
        .map_err(|e| wasm_bindgen::JsValue::from_str(&e))
}
