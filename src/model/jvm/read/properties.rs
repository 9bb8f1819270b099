//! One logical line of a `.properties` file, read exactly as
//! `java.util.Properties.load` reads it (JDK 17, `load(Reader)`):
//!
//! ```text
//! logical   := natural ( '\' EOL ws* natural )*   a line ending in an odd number of
//!                                                 '\' joins the next, less its leading ws
//! comment   := ws* ('#' | '!') …                  only where a logical line starts
//! pair      := ws* key ( ws* ('=' | ':') ws* | ws+ ) value
//! key       := ( '\' any | not ws, '=', ':' )*     ends at the first unescaped separator
//! value     := the rest, trailing blanks kept
//! escape    := '\uXXXX' | '\t' '\n' '\r' '\f' | '\' c (= c)   a bad \u throws
//! ws        := ' ' | '\t' | '\f'
//! ```
//!
//! A `\` at the very end of the text is dropped. (Aeron loads a properties
//! file through `load(InputStream)`, which reads ISO 8859-1; a paste is
//! already text, so `\u` escapes are the only encoding read here.)

use super::located::Located;

fn is_ws(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{c}')
}

/// A logical line starting at `lines[at]`: its text (leading blanks gone)
/// and the index of the line after it. `None` for a comment.
pub(super) fn logical_line(lines: &[&str], at: usize) -> (Option<Located>, usize) {
    let mut out = Located::default();
    let mut i = at;
    loop {
        let line_no = i + 1;
        let s = lines[i].trim_start_matches(is_ws);
        if out.is_empty() && (s.starts_with('#') || s.starts_with('!')) {
            return (None, i + 1);
        }
        let backslashes = s.len() - s.trim_end_matches('\\').len();
        if backslashes % 2 == 1 {
            out.push_str(&s[..s.len() - 1], line_no);
            i += 1;
            if i == lines.len() {
                return (Some(out), i);
            }
        } else {
            out.push_str(s, line_no);
            return (Some(out), i + 1);
        }
    }
}

/// A pair as `Properties.load` splits it, still escaped: (key, value start).
pub(super) fn split(line: &str) -> (&str, usize) {
    let b = line.as_bytes();
    let mut k = 0;
    let mut escaped = false;
    let mut sep = None;
    while k < b.len() {
        let c = b[k];
        if escaped {
            escaped = false;
        } else if c == b'\\' {
            escaped = true;
        } else if c == b'=' || c == b':' {
            sep = Some(true);
            break;
        } else if matches!(c, b' ' | b'\t' | 0x0c) {
            sep = Some(false);
            break;
        }
        k += 1;
    }
    let mut v = k;
    let mut has_sep = sep == Some(true);
    if sep.is_some() {
        v += 1;
    }
    while v < b.len() {
        let c = b[v];
        if !matches!(c, b' ' | b'\t' | 0x0c) {
            if !has_sep && (c == b'=' || c == b':') {
                has_sep = true;
            } else {
                break;
            }
        }
        v += 1;
    }
    (&line[..k], v)
}

/// `Properties.loadConvert`: `None` where it throws (a malformed `\uXXXX`).
pub(super) fn unescape(s: &str) -> Option<String> {
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('u') => {
                let mut v = 0u32;
                for _ in 0..4 {
                    v = v * 16 + it.next()?.to_digit(16)?;
                }
                // A lone surrogate half is kept as the JVM keeps it: as a
                // char no Rust string holds; it names no setting.
                out.push(char::from_u32(v).unwrap_or('\u{fffd}'));
            }
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('f') => out.push('\u{c}'),
            Some(c) => out.push(c),
            None => {}
        }
    }
    Some(out)
}
