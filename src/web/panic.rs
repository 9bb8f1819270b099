//! A Rust panic shows a plain, visible message in the page (and the console),
//! never a silently blank page.

use wasm_bindgen::JsCast;

/// The id of the element that carries a fatal error.
pub const FATAL_ID: &str = "fatal";

/// Install the hook. Call once, first thing in `main`.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        report(&info.to_string());
    }));
}

/// Show `message` as text in a fixed alert at the top of the page.
pub fn report(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let el = match doc.get_element_by_id(FATAL_ID) {
        Some(el) => el,
        None => {
            let Ok(el) = doc.create_element("div") else {
                return;
            };
            el.set_id(FATAL_ID);
            let _ = el.set_attribute("role", "alert");
            if let Some(body) = doc.body() {
                let _ = body.prepend_with_node_1(&el);
            }
            el
        }
    };
    // Text, never HTML: the message may quote anything.
    el.set_text_content(Some(&format!(
        "Failover Timeline stopped with an internal error: {message}. \
         Reload the page; if it happens again, please report this text."
    )));
    if let Ok(html) = el.dyn_into::<web_sys::HtmlElement>() {
        let _ = web_sys::HtmlElement::style(&html).set_property("display", "block");
    }
}
