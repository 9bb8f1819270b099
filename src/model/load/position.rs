//! Where a loader error's JSON path is in the file's text, as line and
//! column: a team editing its file in any editor can go straight there.
//! The loader checks the file's types, not its text, so its errors carry
//! paths (`$.spans[3].after[0]`); this walks the text to the value a path
//! names (or to the nearest enclosing one that exists: a missing field is
//! reported at its object).

use super::prescan::line_col;

/// One step of a JSON path.
#[derive(Debug, PartialEq)]
enum Step<'a> {
    Key(&'a str),
    Index(usize),
}

/// `$.a.b[3].c` as steps (none for `$`; `None` for what is not a path).
fn steps(path: &str) -> Option<Vec<Step<'_>>> {
    let mut rest = path.strip_prefix('$')?;
    let mut out = Vec::new();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            out.push(Step::Key(&r[..end]));
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']')?;
            out.push(Step::Index(r[..end].parse().ok()?));
            rest = &r[end + 1..];
        } else {
            return None;
        }
    }
    Some(out)
}

/// A cursor over JSON text that can skip whole values.
struct Cursor<'a> {
    b: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn ws(&mut self) {
        while self.i < self.b.len() && self.b[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.b.get(self.i).copied()
    }

    /// Skip a string (at its opening quote); its raw contents.
    fn string(&mut self) -> &str {
        self.i += 1;
        let start = self.i;
        while self.i < self.b.len() && self.b[self.i] != b'"' {
            self.i += if self.b[self.i] == b'\\' { 2 } else { 1 };
        }
        let end = self.i.min(self.b.len());
        self.i += 1;
        std::str::from_utf8(&self.b[start..end]).unwrap_or("")
    }

    /// Skip one value (iteratively: depth is no limit here).
    fn skip(&mut self) {
        let mut depth = 0usize;
        loop {
            match self.peek() {
                None => return,
                Some(b'"') => {
                    self.string();
                }
                Some(b'{' | b'[') => {
                    depth += 1;
                    self.i += 1;
                    continue;
                }
                Some(b'}' | b']') => {
                    depth = depth.saturating_sub(1);
                    self.i += 1;
                }
                Some(b',' | b':') if depth > 0 => {
                    self.i += 1;
                    continue;
                }
                Some(_) => {
                    while self.i < self.b.len()
                        && !matches!(self.b[self.i], b',' | b'}' | b']' | b':')
                        && !self.b[self.i].is_ascii_whitespace()
                    {
                        self.i += 1;
                    }
                }
            }
            if depth == 0 {
                return;
            }
        }
    }

    /// At an object: move to the value of `key`.
    fn field(&mut self, key: &str) -> bool {
        if self.peek() != Some(b'{') {
            return false;
        }
        self.i += 1;
        loop {
            match self.peek() {
                Some(b'"') => {
                    let k = self.string();
                    let hit = k == key;
                    if self.peek() != Some(b':') {
                        return false;
                    }
                    self.i += 1;
                    if hit {
                        self.ws();
                        return true;
                    }
                    self.skip();
                    if self.peek() == Some(b',') {
                        self.i += 1;
                    }
                }
                _ => return false,
            }
        }
    }

    /// At an array: move to its element `n`.
    fn element(&mut self, n: usize) -> bool {
        if self.peek() != Some(b'[') {
            return false;
        }
        self.i += 1;
        for _ in 0..n {
            if matches!(self.peek(), None | Some(b']')) {
                return false;
            }
            self.skip();
            if self.peek() != Some(b',') {
                return false;
            }
            self.i += 1;
        }
        !matches!(self.peek(), None | Some(b']'))
    }
}

/// The byte offset of the value `path` names in `json`, or of the nearest
/// enclosing value that exists (`None`: not a path).
pub fn offset(json: &str, path: &str) -> Option<usize> {
    let steps = steps(path)?;
    let mut c = Cursor {
        b: json.as_bytes(),
        i: 0,
    };
    c.ws();
    let mut found = c.i;
    for s in steps {
        let ok = match s {
            Step::Key(k) => c.field(k),
            Step::Index(n) => c.element(n),
        };
        if !ok {
            break;
        }
        c.ws();
        found = c.i;
    }
    Some(found)
}

/// The line and column (1-based, in characters) of the value `path`
/// names in `json` (see [`offset`]).
pub fn position(json: &str, path: &str) -> Option<(usize, usize)> {
    offset(json, path).map(|at| line_col(json.as_bytes(), at))
}

/// The other way: the JSON path of the value being read at `line`:`column`
/// (1-based, as serde_json places an error), the nearest enclosing value
/// named (`$` for the whole file). serde_json tells where a file's value
/// did not fit its type; the path is read off the text up to there, so the
/// loader needs no second, path-tracking deserialiser (it was two thirds
/// of the loader module's code).
pub fn path_at(text: &str, line: usize, column: usize) -> String {
    let b = text.as_bytes();
    // The byte the column names, on its line.
    let mut start = 0;
    for _ in 1..line {
        match b[start..].iter().position(|&c| c == b'\n') {
            Some(n) => start += n + 1,
            None => break,
        }
    }
    let end = (start + column).min(b.len());
    // What each open object or array is at: an object's key (once read;
    // and whether a key comes next), an array's index (once its value
    // has begun).
    enum Open<'a> {
        Object(Option<&'a str>, bool),
        Array(usize, bool),
    }
    let mut open: Vec<Open> = Vec::new();
    let mut i = 0;
    while i < end {
        if let Some(Open::Array(_, begun @ false)) = open.last_mut() {
            *begun = !matches!(b[i], b' ' | b'\t' | b'\n' | b'\r' | b']');
        }
        match b[i] {
            b'{' => open.push(Open::Object(None, true)),
            b'[' => open.push(Open::Array(0, false)),
            b'}' | b']' => {
                open.pop();
            }
            b',' => match open.last_mut() {
                Some(Open::Array(n, begun)) => {
                    *n += 1;
                    *begun = false;
                }
                Some(Open::Object(_, expect_key)) => *expect_key = true,
                None => {}
            },
            b'"' => {
                let from = i + 1;
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Open::Object(key, expect_key @ true)) = open.last_mut() {
                    *key = text.get(from..i.min(b.len()));
                    *expect_key = false;
                }
            }
            _ => {}
        }
        i += 1;
    }
    // serde_json places some errors on the byte before the value it could
    // not read (`[` for a string): a value that begins there has begun.
    if let Some(Open::Array(_, begun @ false)) = open.last_mut() {
        let next = b[end..].iter().find(|c| !c.is_ascii_whitespace());
        *begun = next.is_some_and(|&c| c != b']');
    }
    let mut path = String::from("$");
    for o in &open {
        match o {
            Open::Object(Some(k), _) => {
                path.push('.');
                path.push_str(k);
            }
            Open::Object(None, _) | Open::Array(_, false) => break,
            Open::Array(n, true) => path.push_str(&format!("[{n}]")),
        }
    }
    path
}
