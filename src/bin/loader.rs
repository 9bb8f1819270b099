//! The third module: the dataset loader in the browser, for a dataset that
//! is a JSON file and not bundled (`?dataset=NAME` for `data/NAME.json`
//! beside the site, or a file dropped or picked from disk). The first
//! module fetches it only then (`screen::dataset_file`); Trunk builds it
//! with the `loader` feature (serde_json with JSON paths, postcard).
use wasm_bindgen::{prelude::wasm_bindgen, JsCast};

fn main() {}

/// Read dataset `name` (`file`, a `File` from disk, else `data/NAME.json`),
/// check it as `make check-dataset` does, and hand back its packed bytes;
/// what is wrong is listed over the page in `lang`, and the promise
/// rejects with a one-line summary.
#[wasm_bindgen]
pub async fn read_dataset(
    name: String,
    file: wasm_bindgen::JsValue,
    lang: String,
) -> Result<Vec<u8>, wasm_bindgen::JsValue> {
    failover_timeline::loader::read(&name, file.dyn_into().ok(), &lang)
        .await
        .map_err(|e| wasm_bindgen::JsValue::from_str(&e))
}
