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

/// A number as a page writes it, and the unit written after it (in ms per
/// unit), where one is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Written {
    pub value: f64,
    pub ms_per_unit: Option<f64>,
}

/// Every number of `text` as [`states_ms`] reads it: digits (ASCII or
/// full-width) with a decimal point between digits and thousands separated
/// by `,` or a (thin) space before exactly three digits ("30,000"); a run
/// of Chinese numerals ("三十", "一千五百", "两"); and the unit after it
/// (spaces aside): `ms`/`毫秒`, `µs`/`us`/`微秒`, `s`/`sec`/`秒`, `min`/`分钟`.
/// The first number of a range ("0.4–0.9 s", "350 to 820 ms") takes the
/// unit of the second.
pub fn written_numbers(text: &str) -> Vec<Written> {
    let chars: Vec<char> = text.chars().collect();
    let digit = |c: char| match c {
        '0'..='9' => Some(c as u32 - '0' as u32),
        '０'..='９' => Some(c as u32 - '０' as u32),
        _ => None,
    };
    let mut out: Vec<(Written, usize)> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let value = if digit(chars[i]).is_some() {
            let mut s = String::new();
            while i < chars.len() {
                let c = chars[i];
                if let Some(d) = digit(c) {
                    s.push(char::from_digit(d, 10).unwrap_or('0'));
                    i += 1;
                } else if (c == '.' || c == '．')
                    && !s.contains('.')
                    && chars.get(i + 1).is_some_and(|&n| digit(n).is_some())
                {
                    s.push('.');
                    i += 1;
                } else if matches!(c, ',' | ' ' | '\u{2009}' | '\u{202f}')
                    && !s.contains('.')
                    && (1..=3).all(|k| chars.get(i + k).is_some_and(|&n| digit(n).is_some()))
                    && chars.get(i + 4).is_none_or(|&n| digit(n).is_none())
                {
                    i += 1;
                } else {
                    break;
                }
            }
            s.parse::<f64>().ok()
        } else {
            let mut run = String::new();
            while i < chars.len() && "〇零一二两三四五六七八九十百千万".contains(chars[i])
            {
                run.push(chars[i]);
                i += 1;
            }
            if run.is_empty() {
                i += 1;
                continue;
            }
            chinese_number(&run)
        };
        let Some(value) = value else {
            continue;
        };
        let rest: String = chars[i..].iter().collect();
        let rest = rest.trim_start();
        let unit = [
            ("毫秒", 1.0),
            ("微秒", 0.001),
            ("分钟", 60_000.0),
            ("秒", 1000.0),
            ("ms", 1.0),
            ("µs", 0.001),
            ("us", 0.001),
            ("min", 60_000.0),
            ("sec", 1000.0),
            ("s", 1000.0),
        ]
        .into_iter()
        .find(|(u, _)| {
            rest.starts_with(u)
                && rest[u.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| !c.is_ascii_alphabetic() || *u == "sec")
        })
        .map(|(_, f)| f);
        // A range's first end: "0.4–0.9 s", "350 to 820 ms".
        let range_to = ["–", "-", "—", "~", "to ", "至", "到"]
            .iter()
            .find(|s| rest.starts_with(*s))
            .is_some_and(|s| {
                rest[s.len()..]
                    .trim_start()
                    .starts_with(|c: char| digit(c).is_some())
            });
        out.push((
            Written {
                value,
                ms_per_unit: unit,
            },
            if unit.is_none() && range_to { 1 } else { 0 },
        ));
    }
    for k in (0..out.len().saturating_sub(1)).rev() {
        if out[k].1 == 1 {
            out[k].0.ms_per_unit = out[k + 1].0.ms_per_unit;
        }
    }
    out.into_iter().map(|(w, _)| w).collect()
}

/// A run of Chinese numerals as a number: "三十" 30, "一千五百" 1500,
/// "二〇" 20 (digit by digit where no 十/百/千/万 is written).
fn chinese_number(run: &str) -> Option<f64> {
    let d = |c: char| {
        "〇一二三四五六七八九".find(c).map(|b| b / 3).or(match c {
            '零' => Some(0),
            '两' => Some(2),
            _ => None,
        })
    };
    if !run.contains(['十', '百', '千', '万']) {
        return run
            .chars()
            .try_fold(0.0, |n, c| Some(n * 10.0 + d(c)? as f64));
    }
    let (mut total, mut section, mut digit) = (0.0, 0.0, None::<usize>);
    for c in run.chars() {
        let place = match c {
            '十' => 10.0,
            '百' => 100.0,
            '千' => 1000.0,
            '万' => {
                total += (section + digit.take().unwrap_or(0) as f64) * 10_000.0;
                section = 0.0;
                continue;
            }
            _ => {
                digit = Some(d(c)?);
                continue;
            }
        };
        section += digit.take().unwrap_or(1) as f64 * place;
    }
    Some(total + section + digit.unwrap_or(0) as f64)
}

/// The truth rule's reading of a figure: `ms` is a number of `text` in its
/// written unit (270 ms as "270 ms" or "0.27 s", 30,000 ms as "30 s" or
/// "30,000 ms"), or, where no unit is written after the number, as the
/// number itself in ms ("ttl 30" is 30 ms, never 30 s).
pub fn states_ms(text: &str, ms: f64) -> bool {
    written_numbers(text).iter().any(|w| {
        let v = w.value * w.ms_per_unit.unwrap_or(1.0);
        (v - ms).abs() <= 1e-9 * ms.abs().max(1.0)
    })
}
