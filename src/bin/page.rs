//! The second module (the page below the timeline and the exports), which
//! the first module loads after the timeline's first frame
//! (`screen::page_below`). Trunk builds it from
//! index.html as a module that does not start by itself.
use wasm_bindgen::prelude::wasm_bindgen;

fn main() {}

/// Mount (again, after a dataset switch) for the first module's `snapshot`
/// of the view, with the packed dataset the first module read (empty: fetch
/// it; `whole`: they carry the reference text, as a dataset file's do).
#[wasm_bindgen]
pub async fn mount(
    snapshot: String,
    packed: Vec<u8>,
    whole: bool,
) -> Result<(), wasm_bindgen::JsValue> {
    failover_timeline::ui::mount::mount(snapshot, packed, whole)
        .await
        .map_err(|e| wasm_bindgen::JsValue::from_str(&e))
}
