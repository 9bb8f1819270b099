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
//!
//! The properties form's reader is here too (`Reader::property`): a record
//! whose key reads as a property name is a setting of this form.

use super::located::{Lines, Located};
use super::{shown, yaml, Item, Reader, SourceForm, What};

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

/// A key as written in a properties file that reads as a property name:
/// letters, digits, `._-`, and escapes (`\:`, `\ `, `\u0041`).
fn property_name(raw: &str) -> bool {
    let mut cs = raw.chars();
    let name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    let mut first = true;
    while let Some(c) = cs.next() {
        if c == '\\' {
            cs.next();
        } else if !name(c) || first && matches!(c, '.' | '-') {
            return false;
        }
        first = false;
    }
    !first
}

impl Reader<'_, '_> {
    /// A properties pair, if the record is one; the index after it.
    pub(super) fn property(&mut self, at: usize) -> Option<usize> {
        let (logical, next) = logical_line(self.lines, at);
        self.scanned += next - at;
        let l = logical?;
        let (raw_key, value_at) = split(&l.text);
        let raw_value = &l.text[value_at..];
        let key = unescape(raw_key);
        let name = key.as_deref().unwrap_or(raw_key);
        let known = self.vocab.knows(name) || self.vocab.prefixed(name);
        let dotted = name.contains('.') && property_name(raw_key);
        let flags_inside = raw_value.starts_with("-D") || raw_value.contains(" -D");
        if !(known || dotted && !flags_inside) {
            return None;
        }
        // A ConfigMap's `name.properties: |`: the lines under it are read
        // on their own.
        if yaml::is_block_header(raw_value) && l.text[..value_at].trim_end().ends_with(':') {
            return Some(at + 1);
        }
        let last = self.lines[next - 1];
        let continued = (last.len() - last.trim_end_matches('\\').len()) % 2 == 1;
        if next == self.lines.len() && continued && self.cut(at) {
            return Some(next);
        }
        let lines = l.lines().unwrap_or(Lines::one(at + 1));
        let form = Some(SourceForm::PropertiesFile);
        let what = match (key, unescape(raw_value)) {
            (Some(key), Some(value)) => What::Setting { key, value },
            _ => What::BadEscape {
                text: shown(&l.text),
            },
        };
        self.items.push(Item { lines, form, what });
        Some(next)
    }
}
