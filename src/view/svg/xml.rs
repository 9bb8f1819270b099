//! The SVG's XML: escaped text, a caption line, coordinates, colours as
//! fill and stroke attributes, and a generous width estimate for wrapping.

use std::fmt::Write;

use crate::view::format::format_fixed;

/// A caption line whose top is at `y`.
pub(super) fn text_top(
    out: &mut String,
    x: f64,
    y: f64,
    text: &str,
    px: f64,
    color: &str,
    bold: bool,
) {
    let _ = writeln!(
        out,
        "<text x=\"{}\" y=\"{}\" font-size=\"{px}\"{} dominant-baseline=\"hanging\" {}>{}</text>",
        n(x),
        n(y),
        if bold { " font-weight=\"bold\"" } else { "" },
        fill(color),
        esc(text)
    );
}

/// A generous width of `text` at `px` in a sans-serif face: wide (CJK)
/// characters one em, others 0.56 em. Used only to wrap the caption.
pub fn estimate_width(text: &str, px: f64) -> f64 {
    text.chars()
        .map(|c| if is_wide(c) { px } else { 0.56 * px })
        .sum()
}

fn is_wide(c: char) -> bool {
    matches!(c as u32, 0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6)
}

/// A coordinate, to a hundredth of a pixel.
pub(super) fn n(v: f64) -> String {
    format_fixed(v, 2)
}

pub(super) fn opacity(a: f64) -> String {
    if a < 1.0 {
        format!(" opacity=\"{a}\"")
    } else {
        String::new()
    }
}

pub(super) fn fill(color: &str) -> String {
    paint_attr("fill", color)
}

pub(super) fn stroke(color: &str) -> String {
    paint_attr("stroke", color)
}

/// `fill="…"` (or stroke) for a CSS colour; `rgba(r, g, b, a)` becomes
/// `rgb(r, g, b)` with a separate opacity, which every SVG reader knows.
fn paint_attr(attr: &str, color: &str) -> String {
    if let Some(inner) = color
        .strip_prefix("rgba(")
        .and_then(|c| c.strip_suffix(')'))
    {
        let parts: Vec<&str> = inner.split(',').map(str::trim).collect();
        if let [r, g, b, a] = parts[..] {
            return format!("{attr}=\"rgb({r},{g},{b})\" {attr}-opacity=\"{a}\"");
        }
    }
    format!("{attr}=\"{}\"", esc(color))
}

/// XML-escaped text, for element content and attribute values alike.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Not allowed in XML 1.0 at all.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => out.push('\u{FFFD}'),
            c => out.push(c),
        }
    }
    out
}
