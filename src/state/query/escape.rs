//! A query's escaping: percent-encoding all but what a link carries as it
//! is, and its decoding (never a panic, a malformed escape kept).

/// Percent-encode all but the characters a query can carry as they are.
pub(super) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            // `,` `:` `;` are a link's own separators (`inert=a,b`,
            // `fig=outage:71,69;detection:12`): kept readable.
            b'A'..=b'Z'
            | b'a'..=b'z'
            | b'0'..=b'9'
            | b'-'
            | b'_'
            | b'.'
            | b'~'
            | b','
            | b':'
            | b';' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decode `+` and `%XX`; a malformed escape is kept as written.
pub(super) fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let decoded = match bytes[i] {
            b'%' if i + 2 < bytes.len() => hex(bytes[i + 1]).zip(hex(bytes[i + 2])),
            _ => None,
        };
        match (bytes[i], decoded) {
            (_, Some((hi, lo))) => {
                out.push(hi * 16 + lo);
                i += 3;
            }
            (b'+', None) => {
                out.push(b' ');
                i += 1;
            }
            (b, None) => {
                out.push(b);
                i += 1;
            }
        }
    }
    // Bytes that are not UTF-8 (a hand-made `%FF`): each non-ASCII byte
    // stands as U+FFFD, the text stays readable (cheaper than the standard
    // lossy decoder, which the first module would carry for this alone).
    String::from_utf8(out).unwrap_or_else(|e| {
        e.into_bytes()
            .into_iter()
            .map(|b| if b.is_ascii() { b as char } else { '\u{fffd}' })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescapes_and_keeps_malformed_escapes() {
        assert_eq!(unescape("a+b%20c"), "a b c");
        assert_eq!(unescape("100%"), "100%");
        assert_eq!(unescape("%zz%4"), "%zz%4");
        assert_eq!(unescape("%E4%B8%AD"), "中");
        assert_eq!(unescape("%FF"), "\u{FFFD}");
        assert_eq!(escape("a b<中>"), "a%20b%3C%E4%B8%AD%3E");
        assert_eq!(unescape(&escape("x=1&y=<script>")), "x=1&y=<script>");
    }
}
