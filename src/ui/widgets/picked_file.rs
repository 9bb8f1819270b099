//! The file a file input's change event picked, if any, with the input
//! (a caller may clear it, so the same file picked again is a change too).

use wasm_bindgen::JsCast;

pub fn picked_file(ev: &web_sys::Event) -> Option<(web_sys::HtmlInputElement, web_sys::File)> {
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|f| f.get(0))?;
    Some((input, file))
}
