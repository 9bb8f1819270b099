//! Numbers as the page writes them: one owner for how a millisecond figure,
//! a difference, a range and an exported number read.
//!
//! Written with integer arithmetic, never Rust's float formatting: that
//! machinery is ~20 KB of wasm the first load does without (issue 14).

/// `v` rounded half away from zero to `decimals` decimals (at most 9), all
/// of them written: "2.50", "-0.10", "3".
fn fixed(v: f64, decimals: u32) -> String {
    if v.is_nan() {
        return "NaN".into();
    }
    if v.is_infinite() {
        return if v < 0.0 { "-inf" } else { "inf" }.into();
    }
    let scale = 10u64.pow(decimals.min(9));
    // Saturates far beyond any millisecond figure.
    let n = (v.abs() * scale as f64).round() as u64;
    let mut s = String::new();
    if v < 0.0 && n != 0 {
        s.push('-');
    }
    s.push_str(&(n / scale).to_string());
    if decimals > 0 {
        let frac = (n % scale).to_string();
        s.push('.');
        for _ in frac.len()..decimals.min(9) as usize {
            s.push('0');
        }
        s.push_str(&frac);
    }
    s
}

/// Milliseconds as the page writes them: no trailing zeros, at most one decimal.
pub fn format_ms(t: f64) -> String {
    // An event of a span that does not happen never comes.
    if !t.is_finite() {
        return "—".into();
    }
    let r = (t * 10.0).round() / 10.0;
    if (r - r.round()).abs() < 1e-9 {
        (r.round() as i64).to_string()
    } else {
        fixed(r, 1)
    }
}

/// `v` to at most `decimals` decimals, no trailing zeros, never "-0": a
/// number as the exported files write it.
pub fn format_fixed(v: f64, decimals: usize) -> String {
    let s = fixed(v, decimals as u32);
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

/// The fewest decimals (up to 9) that read back as `v`: "8", "19.53125",
/// "33.3". How a zoom is written into a link.
pub fn shortest(v: f64) -> String {
    (0..9)
        .map(|d| fixed(v, d))
        .find(|s| parse_decimal(s) == Some(v))
        .unwrap_or_else(|| format_fixed(v, 9))
}

/// "−5", "+2": a difference with its sign (a true minus sign).
pub fn signed_ms(v: f64) -> String {
    if v < 0.0 {
        format!("−{}", format_ms(-v))
    } else {
        format!("+{}", format_ms(v))
    }
}

/// The decimals of a figure the page writes in seconds ("~3.6 s": 1,
/// "~7 s": 0); `None` for any other unit.
pub fn seconds_decimals(written: &str) -> Option<u32> {
    let body = written.trim().strip_suffix('s')?.trim_end();
    // "ms", "µs", "us" are not seconds.
    if !body.ends_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let number: String = body
        .chars()
        .rev()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    Some(number.find('.').map_or(0, |i| i as u32))
}

/// "−4.9", "+2": a difference of milliseconds in seconds to `decimals`
/// decimals, with its sign (a true minus sign).
pub fn signed_seconds(ms: f64, decimals: u32) -> String {
    let v = format_fixed(ms / 1000.0, decimals as usize);
    match v.strip_prefix('-') {
        Some(pos) => format!("−{pos}"),
        None => format!("+{v}"),
    }
}

/// A duration with its unit: seconds from a second up ("8.75 s", "1.1 s"),
/// else milliseconds ("71 ms"): how a reader's own figure reads.
pub fn duration(ms: f64) -> String {
    if ms.abs() >= 1000.0 {
        format!("{} s", format_fixed(ms / 1000.0, 3))
    } else {
        format!("{} ms", format_ms(ms))
    }
}

/// `lo`–`hi` in the unit of the larger end ("69–74 ms", "0.95–1.1 s").
pub fn duration_range(lo: f64, hi: f64) -> String {
    if hi.abs().max(lo.abs()) >= 1000.0 {
        let s = |v: f64| format_fixed(v / 1000.0, 3);
        format!("{}–{} s", s(lo), s(hi))
    } else {
        format!("{}–{} ms", format_ms(lo), format_ms(hi))
    }
}

/// A difference with its sign and unit ("+6 ms", "−7.73 s").
pub fn signed_duration(ms: f64) -> String {
    let d = duration(ms.abs());
    if ms < 0.0 {
        format!("−{d}")
    } else {
        format!("+{d}")
    }
}

/// "400–900" for a range the page gives.
pub fn range_text((lo, hi): (f64, f64)) -> String {
    format!("{}–{}", format_ms(lo), format_ms(hi))
}

/// A plain decimal as a link or a number field writes it ("8", "3.4",
/// "-0.5", ".5"), read with integer arithmetic; anything else is `None`.
/// Digits past the 17th significant one are dropped (they cannot change a
/// zoom).
pub fn parse_decimal(s: &str) -> Option<f64> {
    let s = s.trim();
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let (int, frac) = body.split_once('.').unwrap_or((body, ""));
    let digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits(int) || !digits(frac) {
        return None;
    }
    let int = int.trim_start_matches('0');
    if int.len() > 17 {
        return None;
    }
    let frac = frac.get(..frac.len().min(17 - int.len())).unwrap_or(frac);
    let mantissa: u64 = format!("{int}{frac}").parse().unwrap_or(0);
    let v = mantissa as f64 / 10f64.powi(frac.len() as i32);
    Some(if neg { -v } else { v })
}
