//! A number as an attribute or a CSS length carries it: the browser's own
//! shortest form (`Number.prototype.toString`), which reads back as the
//! same f64. Not Rust's float formatting, which would cost the first load
//! ~20 KB of wasm; the words of the page use `view::format`.

use web_sys::js_sys::Number;

/// `v` as JavaScript writes it ("261", "3.4", "0.30000000000000004").
pub fn num(v: f64) -> String {
    String::from(
        Number::from(v)
            .to_string_with_radix(10)
            .unwrap_or_else(|_| "NaN".into()),
    )
}

/// `v` CSS pixels ("12.5px").
pub fn px(v: f64) -> String {
    let mut s = num(v);
    s.push_str("px");
    s
}
