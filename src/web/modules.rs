//! The JS the modules share (and the one line of layout the first screen
//! asks the page, `view_top`). The modules the first one imports on demand, by name: `page` (the
//! second module, after the first frame: `screen::page_below`, with its
//! stylesheet `below.css`, which it mounts once it has come) and `loader`
//! (the dataset loader, when a dataset file is opened:
//! `screen::dataset_file`, and the page below's file picker and drop).
//! Relative to the page (the site may live under any sub-path), once per
//! page. Their names carry no hash, so the build is in their URLs: a cached
//! copy from another build is never used.
//!
//! One inline snippet for every module that links this: wasm-bindgen numbers
//! a crate's inline snippets per module into one folder, so two modules with
//! different inline snippets would overwrite each other's files (and Trunk
//! preloads every snippet with the first load). Keep inline JS here only.
//! A snippet no module has any more stays in the build folder
//! (`wasm-bindgen/release/snippets/` under the cargo target folder) and
//! Trunk still copies and preloads it: delete that folder after removing one.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

// The packed dataset is copied at once: the view into wasm memory it
// arrives as is only valid during the call. A bundled dataset whose full
// file the first module is fetching (`fetch_full`, once per URL) is handed
// over as that fetch's bytes (`shared`: its URL), never fetched twice. A dataset switch mounts the
// loaded page module again. A local file goes from the `File` to the loader
// and its packed bytes to the first module's export `open_dataset_file`
// (`window.wasmBindings`, Trunk's name for the first module's exports).
#[wasm_bindgen(inline_js = r#"
const loaded = {};
const at = (f, v) => new URL(f + "?v=" + v, document.baseURI).href;
function module(name, v) {
  if (!loaded[name]) {
    loaded[name] = import(at(name + ".js", v)).then(async (m) => {
      await m.default({ module_or_path: at(name + "_bg.wasm", v) });
      return m;
    });
    loaded[name].catch(() => { delete loaded[name]; });
  }
  return loaded[name];
}
const full = new Map();
export function fetch_full(url) {
  if (!full.has(url)) {
    full.set(url, fetch(url).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.arrayBuffer();
    }).then((b) => new Uint8Array(b)));
  }
  return full.get(url);
}
let sheet;
export function load_part(v, snapshot, packed, whole, shared) {
  const bytes = shared ? fetch_full(shared).catch(() => new Uint8Array()) : Promise.resolve(packed.slice());
  sheet = sheet || new Promise((ok) => {
    const l = document.createElement("link");
    l.rel = "stylesheet";
    l.href = at("below.css", v);
    l.onload = l.onerror = ok;
    document.head.append(l);
  });
  return Promise.all([module("page", v), sheet]).then(async ([m]) => m.mount(snapshot, await bytes, whole));
}
const read = (v, name, file, lang) => module("loader", v).then((m) => m.read_dataset(name, file, lang), (e) => { throw "loader.js: " + String(e?.message ?? e); });
export function read_dataset(v, name, lang) {
  return read(v, name, null, lang).then((b) => new Response(b), (e) => { throw String(e?.message ?? e); });
}
export function read_local(v, file, lang) {
  return module("loader", v).then((m) => m.read_dataset(file.name, file, lang).then((b) => window.wasmBindings.open_dataset_file(file.name, b), () => {}));
}
export const view_top = (el) => -el.getBoundingClientRect().top;
"#)]
extern "C" {
    /// Import the page module (once) and mount it for `snapshot`, with the
    /// packed dataset (`whole`: with its reference text).
    #[wasm_bindgen(catch)]
    pub async fn load_part(
        build: &str,
        snapshot: &str,
        packed: &[u8],
        whole: bool,
        shared: &str,
    ) -> Result<JsValue, JsValue>;
    /// Fetch `url` once per page: a promise of its bytes (a `Uint8Array`).
    pub fn fetch_full(url: &str) -> web_sys::js_sys::Promise;
    /// Have the loader read `data/NAME.json`: a `Response` of the packed
    /// dataset, or rejected with why (a string: "loader.js: …" when the
    /// loader module itself did not load; else the loader's, which has
    /// listed the file's problems over the page).
    pub fn read_dataset(build: &str, name: &str, lang: &str) -> web_sys::js_sys::Promise;
    /// Have the loader read a file from disk and, if it loads, the first
    /// module show it (else the loader lists why over the page). The
    /// promise rejects only when the loader module itself does not load
    /// (a network error, a 404, a broken module): nothing has said so then.
    pub fn read_local(build: &str, file: &web_sys::File, lang: &str) -> web_sys::js_sys::Promise;
    /// Where the window's top is on `el`, CSS px from its top (negative
    /// while `el` is below it): which rows of a tall canvas are in view
    /// (`screen::canvas`). Here, not through web-sys: a JS line costs the
    /// first load less than the DOMRect's two imports.
    pub fn view_top(el: &web_sys::Element) -> f64;
}
