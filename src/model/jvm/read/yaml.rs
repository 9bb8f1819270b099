//! A YAML line as far as the check needs it: the scalar a `key:` or a
//! `- ` list item holds, which may run over several lines.
//!
//! ```text
//! yaml-line := indent ( '- ' )* ( key ':' ( ' ' scalar )? | scalar )
//! key       := [A-Za-z_][A-Za-z0-9_.-]*
//! scalar    := '"' dq* '"'              escapes \" \\ \n \t \uXXXX, '\' EOL joins
//!            | "'" ( "''" | any )* "'"
//!            | ( '|' | '>' ) header     then the lines indented deeper than the key
//!            | '[' item ( ',' item )* ']'   a flow sequence: each item one argument
//!            | plain                    to ' #', then deeper-indented lines
//! ```
//!
//! Quoted and flow scalars may span lines; a line break inside them folds
//! to a blank, which only separates flags here.
//!
//! The YAML form's reader is here too (`Reader::yaml`, and `Reader::json`
//! for a line of JSON): the flags in a scalar, split as a value or taken
//! as arguments.

use super::located::Located;
use super::shell::{self, Token};
use super::{units, Reader, SourceForm};

/// What a YAML line holds.
pub(super) enum Scalar {
    /// Nothing read: a mapping's start (`env:`), a document marker.
    None,
    /// The value of `key:` (an environment variable's value, say): its
    /// flags are split out of it as the JVM splits `JAVA_TOOL_OPTIONS`.
    Value(Located),
    /// A list item (`- -Dx=1`, an argument of `args:`).
    Item(Located),
    /// A flow sequence's items, one argument each.
    Items(Vec<Located>),
    /// A `|` or `>` block: its lines, which may instead be read on their
    /// own (a ConfigMap holding a properties file).
    Block(Box<Scalar>),
    /// A quote (or `[`) opened on this line that never closes.
    Unterminated(char),
}

fn indent(s: &str) -> usize {
    s.len() - s.trim_start_matches(' ').len()
}

/// The key at the start of `s`, if `s` is `key:` or `key: …`: the rest.
pub(super) fn key(s: &str) -> Option<&str> {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')))
        .unwrap_or(s.len());
    let first = s.chars().next()?;
    if end == 0 || !(first.is_ascii_alphabetic() || first == '_') {
        return None;
    }
    let rest = s[end..].strip_prefix(':')?;
    (rest.is_empty() || rest.starts_with([' ', '\t'])).then_some(rest)
}

/// Is `t` (a trimmed line) a line of YAML structure?
pub(super) fn is_yaml(t: &str) -> bool {
    t == "---" || t == "..." || t == "-" || t.starts_with("- ") || key(t).is_some()
}

/// A YAML block scalar's header (`|`, `>-`, `|+2` …).
pub(super) fn is_block_header(v: &str) -> bool {
    let mut cs = v.trim_end().chars();
    matches!(cs.next(), Some('|' | '>')) && cs.all(|c| matches!(c, '-' | '+' | '1'..='9'))
}

/// Read the YAML line `lines[at]` and what it runs over: its scalar and
/// the index of the line after it.
pub(super) fn read(lines: &[&str], at: usize) -> (Scalar, usize) {
    let line = lines[at];
    let mut col = indent(line);
    let mut rest = &line[col..];
    let mut item = false;
    while rest == "-" || rest.starts_with("- ") {
        item = true;
        let after = rest[1..].trim_start_matches(' ');
        col += rest.len() - after.len();
        rest = after;
    }
    // The column deeper lines must pass to belong to the scalar: the key's,
    // or a bare list item's dash.
    let base = if item && key(rest).is_none() {
        col.saturating_sub(2)
    } else {
        col
    };
    let (in_list, s) = match key(rest) {
        Some(after) => (false, after.trim_start()),
        None if item => (true, rest),
        None => return (Scalar::None, at + 1),
    };
    let from = line.len() - s.len();
    let s = s.trim_end();
    if s.is_empty() || s.starts_with('#') || s.starts_with('{') {
        return (Scalar::None, at + 1);
    }
    let wrap = |l: Located| {
        if in_list {
            Scalar::Item(l)
        } else {
            Scalar::Value(l)
        }
    };
    match s.as_bytes()[0] {
        b'"' | b'\'' => match quoted(lines, at, from) {
            Some((l, next)) => (wrap(l), next),
            None => (
                Scalar::Unterminated(s.chars().next().unwrap_or('"')),
                at + 1,
            ),
        },
        b'[' => match flow(chars_from(lines, at, from + 1)) {
            Some((items, next)) => (Scalar::Items(items), next),
            None => (Scalar::Unterminated('['), at + 1),
        },
        b'|' | b'>' => {
            let mut out = Located::default();
            let mut i = at + 1;
            while i < lines.len() && (lines[i].trim().is_empty() || indent(lines[i]) > base) {
                out.push_str(lines[i].trim(), i + 1);
                out.push(' ', i + 1);
                i += 1;
            }
            (Scalar::Block(Box::new(wrap(out))), i)
        }
        _ => {
            let mut out = Located::default();
            out.push_str(plain(s), at + 1);
            let mut i = at + 1;
            while i < lines.len() {
                let t = lines[i].trim();
                if t.is_empty() || t.starts_with('#') || indent(lines[i]) <= base {
                    break;
                }
                out.push(' ', i + 1);
                out.push_str(plain(t), i + 1);
                i += 1;
            }
            (wrap(out), i)
        }
    }
}

/// A plain scalar's text: up to a ` #` comment.
fn plain(s: &str) -> &str {
    s.find(" #").map_or(s, |i| &s[..i]).trim_end()
}

/// The lines' characters from `lines[at][from..]` on, a newline after each.
fn chars_from<'a>(
    lines: &'a [&'a str],
    at: usize,
    from: usize,
) -> impl Iterator<Item = (char, usize)> + 'a {
    lines[at..].iter().enumerate().flat_map(move |(k, l)| {
        let l = if k == 0 { &l[from..] } else { l };
        l.chars()
            .chain(std::iter::once('\n'))
            .map(move |c| (c, at + k + 1))
    })
}

/// A quoted scalar starting at `lines[at][from]`: its text and the line
/// (1-based, so the index of the line after it) of its closing quote.
fn quoted(lines: &[&str], at: usize, from: usize) -> Option<(Located, usize)> {
    let mut it = chars_from(lines, at, from).peekable();
    let (q, _) = it.next()?;
    let mut out = Located::default();
    let mut blank = false;
    while let Some((c, line)) = it.next() {
        if blank && (c == ' ' || c == '\t') {
            continue;
        }
        blank = false;
        match c {
            '\n' => {
                out.push(' ', line);
                blank = true;
            }
            '\'' if q == '\'' => {
                if it.peek().map(|p| p.0) == Some('\'') {
                    it.next();
                    out.push('\'', line);
                } else {
                    return Some((out, line));
                }
            }
            '"' if q == '"' => return Some((out, line)),
            '\\' if q == '"' => match it.next()? {
                ('\n', _) => blank = true,
                ('n' | 't' | 'r', l) => out.push(' ', l),
                ('u', l) => {
                    let mut v = 0u32;
                    for _ in 0..4 {
                        v = v * 16 + it.next()?.0.to_digit(16)?;
                    }
                    out.push(char::from_u32(v).unwrap_or('\u{fffd}'), l);
                }
                (e, l) => out.push(e, l),
            },
            c => out.push(c, line),
        }
    }
    None
}

/// The double-quoted strings of a JSON line (`"value": "-Dx=1 -Dy=2",`,
/// `{ "name": "A", "value": "…" }`): JSON is YAML's flow style, and its
/// strings are YAML's double-quoted scalars, on one line.
pub(super) fn json_strings(line: &str, line_no: usize) -> Vec<Located> {
    let mut out = Vec::new();
    let mut it = line.chars();
    while it.by_ref().any(|c| c == '"') {
        let mut s = Located::default();
        let mut closed = false;
        while let Some(c) = it.next() {
            match c {
                '"' => {
                    closed = true;
                    break;
                }
                '\\' => match it.next() {
                    Some('n' | 't' | 'r') => s.push(' ', line_no),
                    Some(e) => s.push(e, line_no),
                    None => break,
                },
                c => s.push(c, line_no),
            }
        }
        if !closed {
            break;
        }
        out.push(s);
    }
    out
}

/// A flow sequence's items from `it` (just past its `[`) to its `]`, and
/// the line of the `]`.
pub(super) fn flow(mut it: impl Iterator<Item = (char, usize)>) -> Option<(Vec<Located>, usize)> {
    let mut items = Vec::new();
    let mut cur = Located::default();
    let mut quote: Option<char> = None;
    while let Some((c, line)) = it.next() {
        match quote {
            Some('"') if c == '\\' => {
                let (e, l) = it.next()?;
                if e != '\n' {
                    cur.push(e, l);
                }
            }
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(if c == '\n' { ' ' } else { c }, line),
            None => match c {
                '"' | '\'' => quote = Some(c),
                ',' | ']' => {
                    let t = cur.text.trim();
                    if !t.is_empty() {
                        let lead = cur.text.len() - cur.text.trim_start().len();
                        let mut item = cur.tail(lead);
                        item.text.truncate(t.len());
                        items.push(item);
                    }
                    cur = Located::default();
                    if c == ']' {
                        return Some((items, line));
                    }
                }
                '\n' => cur.push(' ', line),
                c => cur.push(c, line),
            },
        }
    }
    None
}

impl Reader<'_, '_> {
    /// A YAML record: the flags in the scalar it holds; the index of the
    /// line after it.
    pub(super) fn yaml(&mut self, at: usize) -> usize {
        let (scalar, next) = read(self.lines, at);
        self.scanned += next - at;
        let form = SourceForm::YamlValue;
        let (tokens, block) = match scalar {
            Scalar::None => {
                self.context(at, at + 1, Some(SourceForm::YamlValue));
                return at + 1;
            }
            Scalar::Unterminated(q) => {
                // (It was looked for to the end.)
                self.scanned += self.lines.len() - next;
                if !self.cut(at) {
                    self.unterminated(at, q, form);
                }
                return at + 1;
            }
            Scalar::Block(inner) => (scalar_words(*inner), true),
            other => (scalar_words(other), false),
        };
        if self.flags(&tokens, form, form) > 0 {
            return next;
        }
        if block {
            // No flags in it: its lines may be settings of their own.
            self.context(at, at + 1, Some(SourceForm::YamlValue));
            return at + 1;
        }
        self.context(at, next, Some(SourceForm::YamlValue));
        next
    }

    /// A line of JSON (a manifest or task definition written as JSON):
    /// each string that holds flags, split as a YAML value is.
    pub(super) fn json(&mut self, at: usize) -> usize {
        let mut found = 0;
        for s in json_strings(self.lines[at], at + 1) {
            let words = scalar_words(Scalar::Value(s));
            found += self.flags(&words, SourceForm::YamlValue, SourceForm::YamlValue);
        }
        if found == 0 {
            self.context(at, at + 1, Some(SourceForm::YamlValue));
        }
        at + 1
    }
}

/// A YAML scalar's words: a value is split as the JVM splits an options
/// variable; a list item starting with `-D` is one argument.
fn scalar_words(s: Scalar) -> Vec<Token> {
    match s {
        Scalar::Value(l) => shell::split_value(&l),
        Scalar::Item(l) if l.text.starts_with("-D") => vec![Token::Word(l)],
        Scalar::Item(l) => shell::split_value(&l),
        Scalar::Items(items) => {
            let mut out = Vec::new();
            for item in items {
                if item.text.starts_with("-D") || !item.text.contains(char::is_whitespace) {
                    out.push(Token::Word(item));
                } else {
                    out.push(Token::Sep);
                    out.extend(units::shell_words(&item));
                    out.push(Token::Sep);
                }
            }
            out
        }
        Scalar::Block(inner) => scalar_words(*inner),
        Scalar::None | Scalar::Unterminated(_) => Vec::new(),
    }
}
