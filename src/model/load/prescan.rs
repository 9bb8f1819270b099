//! Before serde reads a dataset file someone hands the page (a file beside
//! the site, or dropped from disk): a single pass over its bytes that
//! refuses what no dataset needs and a hostile file uses — too many bytes,
//! bytes that are not UTF-8, nesting too deep, an array or object with too
//! many members, a key twice in one object, a number out of range — each
//! with its line and column and the JSON path of the value it is about, in
//! well under a second whatever the file. A file that is not JSON at all
//! passes here: serde's message says where.

use std::collections::HashSet;

/// How much a dataset file may hold. Aeron's, the largest bundled one, is
/// ~126 KB, 7 levels deep, with at most a few hundred members in a list.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    pub bytes: usize,
    pub depth: usize,
    pub members: usize,
    /// The largest magnitude a number may have (ms, ns, percent: 1e15 is
    /// ~31,000 years in ms), and the longest a number may be written.
    pub max_abs: f64,
    pub number_chars: usize,
}

pub const LIMITS: Limits = Limits {
    bytes: 4 << 20,
    depth: 64,
    members: 10_000,
    max_abs: 1e15,
    number_chars: 40,
};

/// Why a file is refused before it is read.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// More bytes than `limit`.
    TooLarge { bytes: usize, limit: usize },
    /// A byte sequence that is not UTF-8.
    NotUtf8,
    /// Objects and arrays nested deeper than `limit`.
    TooDeep { limit: usize },
    /// An array or object with more than `limit` members.
    TooMany { limit: usize },
    /// The key appears twice in one object (serde would keep one silently).
    DuplicateKey(String),
    /// A number beyond ±`LIMITS.max_abs`, or written too long.
    NumberOutOfRange(String),
}

/// A refusal and where in the file: 1-based line and column, in
/// characters, and the JSON path of the value it is about, as the loader's
/// other problems name theirs (`$.spans[2].stages[0].ms`; `$` for the file).
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub line: usize,
    pub column: usize,
    pub path: String,
    pub why: Refusal,
}

/// The 1-based line and column (in characters) of byte `at` of `text`.
pub fn line_col(text: &[u8], at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = &text[..at];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    // Characters, not bytes: count the bytes that start one.
    let column = 1 + before[start..]
        .iter()
        .filter(|&&b| (b & 0xC0) != 0x80)
        .count();
    (line, column)
}

/// Check `bytes` against `limits`; the text when it passes.
pub fn prescan(bytes: &[u8], limits: Limits) -> Result<&str, Refused> {
    if bytes.len() > limits.bytes {
        return Err(Refused {
            line: 1,
            column: 1,
            path: "$".into(),
            why: Refusal::TooLarge {
                bytes: bytes.len(),
                limit: limits.bytes,
            },
        });
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            // Placed where its first byte that is not UTF-8 stands: the
            // line, the column and the path of what is open there.
            let at = e.valid_up_to();
            let before = std::str::from_utf8(&bytes[..at]).unwrap_or_default();
            let mut stack = Vec::new();
            let _ = walk(before, &mut stack, limits);
            let (line, column) = line_col(bytes, at);
            return Err(Refused {
                line,
                column,
                path: path(&stack),
                why: Refusal::NotUtf8,
            });
        }
    };
    walk(text, &mut Vec::new(), limits).map(|()| text)
}

/// One open object or array: its members so far, an object's keys and the
/// last of them (the member being read).
struct Frame<'a> {
    members: usize,
    keys: Option<HashSet<&'a str>>,
    key: Option<&'a str>,
}

/// The JSON path of the member being read in the innermost frame.
fn path(stack: &[Frame]) -> String {
    let mut out = String::from("$");
    for f in stack {
        match (&f.keys, f.key) {
            (Some(_), Some(k)) => {
                out.push('.');
                out.push_str(k);
            }
            (Some(_), None) => break,
            (None, _) => out.push_str(&format!("[{}]", f.members)),
        }
    }
    out
}

/// One pass over `text`, `stack` its open objects and arrays (left as
/// they are where it stops).
fn walk<'a>(text: &'a str, stack: &mut Vec<Frame<'a>>, limits: Limits) -> Result<(), Refused> {
    let b = text.as_bytes();
    let refuse = |at: usize, path: String, why: Refusal| {
        let (line, column) = line_col(b, at);
        Refused {
            line,
            column,
            path,
            why,
        }
    };
    // The next string is an object's key.
    let mut key_next = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            c @ (b'{' | b'[') => {
                if stack.len() >= limits.depth {
                    return Err(refuse(
                        i,
                        path(stack),
                        Refusal::TooDeep {
                            limit: limits.depth,
                        },
                    ));
                }
                stack.push(Frame {
                    members: 0,
                    keys: (c == b'{').then(HashSet::new),
                    key: None,
                });
                key_next = c == b'{';
                i += 1;
            }
            b'}' | b']' => {
                stack.pop();
                key_next = false;
                i += 1;
            }
            b',' => {
                let open = stack.len().saturating_sub(1);
                if let Some(f) = stack.last_mut() {
                    f.members += 1;
                    if f.members >= limits.members {
                        return Err(refuse(
                            i,
                            path(&stack[..open]),
                            Refusal::TooMany {
                                limit: limits.members,
                            },
                        ));
                    }
                    key_next = f.keys.is_some();
                }
                i += 1;
            }
            b'"' => {
                let start = i;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                let end = i.min(b.len());
                i += 1;
                if key_next {
                    key_next = false;
                    let key = &text[start + 1..end];
                    if let Some(f) = stack.last_mut() {
                        f.key = Some(key);
                        if f.keys.as_mut().is_some_and(|keys| !keys.insert(key)) {
                            return Err(refuse(
                                start,
                                path(stack),
                                Refusal::DuplicateKey(key.to_string()),
                            ));
                        }
                    }
                }
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < b.len() && matches!(b[i], b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')
                {
                    i += 1;
                }
                let written = &text[start..i];
                let in_range = written.len() <= limits.number_chars
                    && written
                        .parse::<f64>()
                        .is_ok_and(|n| n.is_finite() && n.abs() <= limits.max_abs);
                if !in_range {
                    let shown: String = written.chars().take(limits.number_chars).collect();
                    return Err(refuse(start, path(stack), Refusal::NumberOutOfRange(shown)));
                }
            }
            _ => i += 1,
        }
    }
    Ok(())
}
