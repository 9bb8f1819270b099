//! The JVM's number parsing, exactly: `Long.decode` (with its octal trap)
//! and Aeron's `parseDuration`.

/// `java.lang.Long.decode`: optional sign, then `0x`/`0X`/`#` hex, a leading
/// `0` octal, or decimal. No blanks, no suffix. `None` where Java throws.
pub fn long_decode(s: &str) -> Option<i64> {
    let (neg, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let (radix, digits) =
        if let Some(h) = body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
            (16, h)
        } else if let Some(h) = body.strip_prefix('#') {
            (16, h)
        } else if body.len() > 1 && body.starts_with('0') {
            (8, &body[1..])
        } else {
            (10, body)
        };
    if digits.is_empty() || digits.starts_with(['+', '-']) {
        return None;
    }
    let v = i64::from_str_radix(digits, radix).ok()?;
    Some(if neg { -v } else { v })
}

/// Aeron's `SystemUtil.parseDuration`: digits with an optional `ns`, `us`,
/// `ms` or `s` suffix (any case); no suffix means nanoseconds.
pub fn parse_duration(s: &str) -> Option<i64> {
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (digits, suffix) = t.split_at(split);
    let n: i64 = digits.parse().ok()?;
    let scale = match suffix.to_ascii_lowercase().as_str() {
        "" | "ns" => 1,
        "us" => 1_000,
        "ms" => 1_000_000,
        "s" => 1_000_000_000,
        _ => return None,
    };
    n.checked_mul(scale)
}
