//! A dataset that is a JSON file, not bundled: `data/NAME.json` beside the
//! site (`?dataset=NAME`), or a file dropped or picked from disk (the page
//! below reads it and sends it here as a `ft-dataset-file` window event).
//! The loader is a module of its own (`loader.js` and its wasm, built from
//! `src/bin/loader.rs` with the `loader` feature: serde_json, the loader's
//! checks, postcard), fetched the first time such a file is opened: this
//! module carries only the hook. The loader checks the file with the same
//! code as `make check-dataset`, lists what is wrong over the page (in the
//! page's language), and hands back the dataset packed as a bundled one is,
//! which the app then shows exactly as a bundled one.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

use crate::model::Lang;

// One import per page. The loader's `read_dataset(name, file, lang)`
// resolves to the packed dataset, or rejects with a one-line summary (its
// list of errors is already on the page). A local file goes to it as the
// `File`: its bytes never enter this module's memory.
#[wasm_bindgen(inline_js = r#"
let ready;
const at = (f, v) => new URL(f + "?v=" + v, document.baseURI);
export function read_dataset(v, name, file, lang) {
  ready ??= import(at("loader.js", v)).then(async (m) => {
    await m.default({ module_or_path: at("loader_bg.wasm", v) });
    return m;
  });
  ready.catch(() => { ready = undefined; });
  return ready.then((m) => m.read_dataset(name, file, lang)).catch((e) => { throw String(e?.message ?? e); });
}
export function on_dataset_file(v, f) {
  addEventListener("ft-dataset-file", ({ detail }) =>
    read_dataset(v, detail.name, detail, document.documentElement.lang).then((b) => f(detail.name, b), () => {}));
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn read_dataset(
        build: &str,
        name: &str,
        file: &JsValue,
        lang: &str,
    ) -> Result<JsValue, JsValue>;
    fn on_dataset_file(build: &str, f: &wasm_bindgen::closure::Closure<dyn FnMut(String, Vec<u8>)>);
}

/// Read dataset file `data/NAME.json` with the loader module: its packed
/// bytes, or why not.
pub async fn read(name: &str, lang: Lang) -> Result<Vec<u8>, String> {
    let build = crate::model::bundled::BUILD;
    // It rejects with a string (why).
    let packed = read_dataset(build, name, &JsValue::NULL, lang.code())
        .await
        .map_err(|e| e.as_string().unwrap_or_default())?;
    Ok(web_sys::js_sys::Uint8Array::new(&packed).to_vec())
}

/// Call `f` with the name and packed bytes of each local file the page
/// below hands over, once the loader has read it (one that does not load
/// is listed by the loader, and `f` is not called), for the life of the
/// page. The loader reads it in the page's language (`<html lang>`).
pub fn follow_local(f: impl FnMut(String, Vec<u8>) + 'static) {
    let f = wasm_bindgen::closure::Closure::<dyn FnMut(String, Vec<u8>)>::new(f);
    on_dataset_file(crate::model::bundled::BUILD, &f);
    f.forget();
}
