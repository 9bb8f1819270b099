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
export function read_dataset(url, wasm, name, file, lang) {
  if (!ready) {
    ready = import(new URL(url, document.baseURI).href).then(async (m) => {
      await m.default({ module_or_path: new URL(wasm, document.baseURI) });
      return m;
    });
    ready.catch(() => { ready = undefined; });
  }
  return ready.then((m) => m.read_dataset(name, file, lang));
}
export function on_dataset_file(f) {
  addEventListener("ft-dataset-file", (e) => f(String(e.detail.name), e.detail));
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn read_dataset(
        url: &str,
        wasm: &str,
        name: &str,
        file: &JsValue,
        lang: &str,
    ) -> Result<JsValue, JsValue>;
    fn on_dataset_file(f: &wasm_bindgen::closure::Closure<dyn FnMut(String, JsValue)>);
}

/// Read dataset file `name` (`data/NAME.json`, or `local`, a `File` from
/// disk) with the loader module: its packed bytes, or why not.
pub async fn read(name: &str, local: &JsValue, lang: Lang) -> Result<Vec<u8>, String> {
    let build = crate::model::bundled::BUILD;
    let packed = read_dataset(
        &format!("loader.js?v={build}"),
        &format!("loader_bg.wasm?v={build}"),
        name,
        local,
        lang.code(),
    )
    .await
    .map_err(|e| {
        e.as_string()
            .or_else(|| {
                wasm_bindgen::JsCast::dyn_ref::<web_sys::js_sys::Error>(&e)
                    .map(|e| String::from(e.message()))
            })
            .unwrap_or_default()
    })?;
    Ok(web_sys::js_sys::Uint8Array::new(&packed).to_vec())
}

/// Call `f` with the name and `File` of each local file the page below
/// hands over, for the life of the page.
pub fn follow_local(f: impl FnMut(String, JsValue) + 'static) {
    let f = wasm_bindgen::closure::Closure::<dyn FnMut(String, JsValue)>::new(f);
    on_dataset_file(&f);
    f.forget();
}
