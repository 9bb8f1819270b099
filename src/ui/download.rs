//! Handing a file the page made to the browser as a download: a data URL
//! on a transient link, so nothing leaves the page and no request is made.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Download `url` (a data URL) as `name`.
pub fn download(url: &str, name: &str) {
    let Ok(a) = document().create_element("a") else {
        return;
    };
    let _ = a.set_attribute("href", url);
    let _ = a.set_attribute("download", name);
    if let (Some(body), Ok(el)) = (document().body(), a.dyn_into::<web_sys::HtmlElement>()) {
        let _ = body.append_child(&el);
        el.click();
        let _ = body.remove_child(&el);
    }
}

/// Download `text` as a `mime` file called `name`.
pub fn download_text(text: &str, mime: &str, name: &str) {
    let body: String = web_sys::js_sys::encode_uri_component(text).into();
    download(&format!("data:{mime};charset=utf-8,{body}"), name);
}
