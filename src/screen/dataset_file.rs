//! A dataset that is a JSON file, not bundled: `data/NAME.json` beside the
//! site (`?dataset=NAME`), or a file from disk (the page below hands it to
//! the loader and passes what it packed to `open_dataset_file`, an export
//! of this module). The loader is a module of its own (`loader.js` and its
//! wasm, built from `src/bin/loader.rs` with the `loader` feature:
//! serde_json, the loader's checks, postcard), imported the first time such
//! a file is opened (`web::modules` imports both other modules):
//! this module carries only the hook. The loader checks the file with the
//! same code as `make check-dataset`, lists what is wrong over the page (in
//! the page's language), and hands back the dataset packed as a bundled one
//! is, which the app then shows exactly as a bundled one.

use crate::model::Lang;

/// Read dataset file `data/NAME.json` with the loader module: a promise of
/// a `Response` whose body is the packed dataset (read as a fetched file
/// is, `web::browser::fetched`), or rejected with why (the loader has
/// listed it over the page).
pub fn read_dataset(name: &str, lang: Lang) -> web_sys::js_sys::Promise {
    crate::web::modules::read_dataset(crate::model::bundled::BUILD, name, lang.code())
}
