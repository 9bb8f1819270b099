//! What the browser gives both modules of the page: its preferences before
//! the URL says otherwise, and the site's own files.

use crate::model::Lang;
use crate::state::query::Defaults;
use crate::view::Theme;

/// The page's window (there always is one where this code runs).
pub fn window() -> web_sys::Window {
    web_sys::window().expect("a browser window")
}

/// The page's document.
pub fn document() -> web_sys::Document {
    window().document().expect("a document")
}

/// What the browser prefers, before the URL says otherwise.
pub fn browser_defaults() -> Defaults {
    let lang = window()
        .navigator()
        .language()
        .filter(|l| l.to_ascii_lowercase().starts_with("zh"))
        .map_or(Lang::En, |_| Lang::Zh);
    let dark = window()
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    Defaults {
        lang,
        theme: if dark { Theme::Dark } else { Theme::Light },
    }
}

/// The current query string, without the `?`.
pub fn current_query() -> String {
    let search = window().location().search().unwrap_or_default();
    search.strip_prefix('?').unwrap_or(&search).to_string()
}

/// GET a file of the site (relative to the page), as bytes. The request
/// goes out at the call, before the first await: two files asked for one
/// after the other come in together.
pub fn fetch_bytes(file: &str) -> impl std::future::Future<Output = Result<Vec<u8>, String>> {
    fetched(window().fetch_with_str(file))
}

/// A JS error's message, or the thrown string (never the value's debug
/// form: that would bring its formatter into the first module).
pub fn js_message(e: &wasm_bindgen::JsValue) -> String {
    use wasm_bindgen::JsCast;
    e.dyn_ref::<web_sys::js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_default()
}

/// The body of the `Response` that `response` resolves to, as bytes, or
/// why not (an HTTP status, or what it rejected with).
pub async fn fetched(response: web_sys::js_sys::Promise) -> Result<Vec<u8>, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let text = |e: wasm_bindgen::JsValue| js_message(&e);
    let response = JsFuture::from(response).await.map_err(text)?;
    let response: web_sys::Response = response.dyn_into().map_err(text)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let buffer = JsFuture::from(response.array_buffer().map_err(text)?)
        .await
        .map_err(text)?;
    Ok(web_sys::js_sys::Uint8Array::new(&buffer).to_vec())
}

/// Have the words of `lang` here: the first module fetches its Chinese the
/// first time the page is in Chinese (`i18n::on_demand`). A file that does
/// not come leaves the English words standing in; the page keeps working.
pub async fn words_for(lang: Lang) {
    use crate::i18n::on_demand;
    if on_demand::has(lang) {
        return;
    }
    if let Ok(bytes) = fetch_bytes(on_demand::FILE).await {
        on_demand::load(String::from_utf8(bytes).unwrap_or_default());
    }
}
