//! Numbers as the page writes them: one owner for how a millisecond figure,
//! a difference, a range and an exported number read.

/// Milliseconds as the page writes them: no trailing zeros, at most one decimal.
pub fn format_ms(t: f64) -> String {
    // An event of a span that does not happen never comes.
    if !t.is_finite() {
        return "—".into();
    }
    let r = (t * 10.0).round() / 10.0;
    if (r - r.round()).abs() < 1e-9 {
        format!("{}", r.round() as i64)
    } else {
        format!("{r:.1}")
    }
}

/// `v` to at most `decimals` decimals, no trailing zeros, never "-0": a
/// number as the exported files write it.
pub fn format_fixed(v: f64, decimals: usize) -> String {
    let s = format!("{v:.decimals$}");
    let s = if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        &s
    };
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// "−5", "+2": a difference with its sign (a true minus sign).
pub fn signed_ms(v: f64) -> String {
    if v < 0.0 {
        format!("−{}", format_ms(-v))
    } else {
        format!("+{}", format_ms(v))
    }
}

/// "400–900" for a range the page gives.
pub fn range_text((lo, hi): (f64, f64)) -> String {
    format!("{}–{}", format_ms(lo), format_ms(hi))
}
