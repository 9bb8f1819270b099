//! Copy text: the Clipboard API, with a fallback for older browsers and
//! insecure origins. One owner for "copy link" and "copy config".

use wasm_bindgen::JsCast;

use crate::web::browser::{document, window};

/// Copy `text`, then call `done` (after the copy, whichever way it went).
pub fn copy_text(text: String, done: impl FnOnce() + 'static) {
    let promise = window().navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        if wasm_bindgen_futures::JsFuture::from(promise).await.is_err() {
            fallback_copy(&text);
        }
        done();
    });
}

/// Copy without the Clipboard API.
fn fallback_copy(text: &str) {
    let doc = document();
    let Ok(el) = doc.create_element("textarea") else {
        return;
    };
    let Ok(area) = el.dyn_into::<web_sys::HtmlTextAreaElement>() else {
        return;
    };
    area.set_value(text);
    if let Some(body) = doc.body() {
        let _ = body.append_child(&area);
        area.select();
        if let Ok(html) = doc.dyn_into::<web_sys::HtmlDocument>() {
            let _ = html.exec_command("copy");
        }
        let _ = body.remove_child(&area);
    }
}
