//! The truth rule, checked: every `{seed, quote}` in a dataset file must be
//! a verbatim passage of the seed page it names (whitespace aside). Used by
//! `make check-dataset` and the native tests; the browser never needs it.

use serde_json::Value;

/// A quote, where it is in the file, and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuoteProblem {
    pub path: String,
    pub seed: String,
    pub quote: String,
    pub problem: QuoteFault,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuoteFault {
    /// The seed page could not be read.
    NoSeed,
    /// The sentence is not on the page.
    NotInSeed,
}

impl std::fmt::Display for QuoteProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.problem {
            QuoteFault::NoSeed => write!(f, "{}: seed {:?} cannot be read", self.path, self.seed),
            QuoteFault::NotInSeed => write!(
                f,
                "{}: not a verbatim passage of seed {:?}: {}",
                self.path, self.seed, self.quote
            ),
        }
    }
}

fn norm(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Every `{seed, quote}` pair in a JSON value, with its JSON path.
pub fn quotes(v: &Value) -> Vec<(String, String, String)> {
    fn walk(v: &Value, path: String, out: &mut Vec<(String, String, String)>) {
        match v {
            Value::Object(m) => {
                if let (Some(Value::String(s)), Some(Value::String(q))) =
                    (m.get("seed"), m.get("quote"))
                {
                    out.push((path.clone(), s.clone(), q.clone()));
                }
                for (k, x) in m {
                    walk(x, format!("{path}.{k}"), out);
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    walk(x, format!("{path}[{i}]"), out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(v, "$".into(), &mut out);
    out
}

/// Check every quote against its seed page; `seed_text` reads a page by id.
pub fn check_quotes(v: &Value, seed_text: impl Fn(&str) -> Option<String>) -> Vec<QuoteProblem> {
    let mut pages = std::collections::BTreeMap::new();
    quotes(v)
        .into_iter()
        .filter_map(|(path, seed, quote)| {
            let page = pages
                .entry(seed.clone())
                .or_insert_with(|| seed_text(&seed).map(|t| norm(&t)));
            let problem = match page {
                None => QuoteFault::NoSeed,
                Some(p) if p.contains(&norm(&quote)) => return None,
                Some(_) => QuoteFault::NotInSeed,
            };
            Some(QuoteProblem {
                path,
                seed,
                quote,
                problem,
            })
        })
        .collect()
}

/// `text` states `v` as a number of its own: one of its runs of digits
/// (with a decimal point between digits) reads as `v` ("85" in "85 ms",
/// not in "185").
pub fn states_number(text: &str, v: f64) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len()
            && (b[i].is_ascii_digit()
                || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
        {
            i += 1;
        }
        if text[start..i]
            .parse::<f64>()
            .is_ok_and(|n| (n - v).abs() < 1e-9)
        {
            return true;
        }
    }
    false
}
