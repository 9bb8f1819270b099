//! JVM properties, both ways: the settings a configuration needs (what the
//! config panel writes), and what a pasted config would make the JVM run
//! with (the config check).
//!
//! The page's parse trap lives here: properties read with `Long.getLong` →
//! `Long.decode` take a bare nanosecond integer, and anything else (a `10ms`
//! suffix) silently falls back to the default. Duration properties are read
//! with Aeron's `parseDuration` and take `ns`/`us`/`ms`/`s` suffixes.

use super::config::Config;
use super::dataset::Dataset;
use super::file::ParseKind;

/// One property line the configuration needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Setting {
    pub dimension: usize,
    pub name: String,
    /// `cluster-node` or `cluster-client`.
    pub jvm: String,
    /// Exactly what to write after `=`.
    pub value: String,
    pub parse: Option<ParseKind>,
    /// The dimension is at its stock value (the line may be left out).
    pub stock: bool,
}

/// Every knob property for `cfg`, in dataset order.
pub fn settings(ds: &Dataset, cfg: &Config) -> Vec<Setting> {
    let mut out = Vec::new();
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        let value = &dim.values[cfg.values[d]];
        let stock = value.id == dim.stock;
        for p in &dim.properties {
            let written = match (dim.parse, value.ms) {
                (Some(ParseKind::NsInteger), Some(ms)) => format_ns(ms),
                _ => value.id.clone(),
            };
            out.push(Setting {
                dimension: d,
                name: p.name.clone(),
                jvm: p.jvm.clone(),
                value: written,
                parse: dim.parse,
                stock,
            });
        }
    }
    out
}

/// Milliseconds as a bare nanosecond integer (10 → `10000000`).
pub fn format_ns(ms: f64) -> String {
    format!("{}", (ms * 1e6).round() as i64)
}

/// What a pasted config says, line by line.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// 1-based line of the paste.
    pub line: usize,
    /// The property the line names (empty for a malformed line).
    pub property: String,
    pub kind: FindingKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum FindingKind {
    /// Long.decode cannot read it: the JVM silently runs the default.
    SilentFallback { value: String, stock: String },
    /// Long.decode reads a leading 0 as octal.
    Octal { value: String, ns: i64 },
    /// Not a duration `parseDuration` accepts.
    BadDuration { value: String },
    /// An idle strategy the page never measured.
    UnmeasuredStrategy { value: String },
    /// A value between the measured ones: drawn as the nearest.
    OffGrid { value_ms: f64, nearest: String },
    /// Some, not all, of a dimension's properties carry this value.
    Partial {
        dimension: usize,
        value: String,
        set: usize,
        of: usize,
    },
    /// An aeron property the page does not name; maybe a misspelling.
    Unknown { suggestion: Option<String> },
    /// A knob measured to do nothing: its toggle is switched on.
    Inert { inert: usize },
    /// Read and applied as a measured value.
    Applied { dimension: usize, value: String },
    /// Neither `key=value` nor `-Dkey=value`.
    Malformed { text: String },
    /// The same property again: the last one wins.
    Repeated { first: usize },
}

impl FindingKind {
    /// Something the user should fix or know before trusting the timeline.
    pub fn is_problem(&self) -> bool {
        !matches!(
            self,
            FindingKind::Applied { .. } | FindingKind::Inert { .. }
        )
    }
}

/// The findings, and the configuration the JVM would actually run with.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    pub config: Config,
    /// Lines past [`MAX_CHECK_LINES`], left unread (a paste answers at once
    /// whatever its size; the report says what it did not read).
    pub lines_unread: usize,
}

/// The most lines a check reads. A JVM's settings are tens of lines; a
/// paste of a whole log is cut here, with a notice, not read for seconds.
pub const MAX_CHECK_LINES: usize = 2_000;

/// Read a pasted `.properties` text or a command line of `-D` flags. Knobs
/// start at stock (what the JVM runs with when a property is absent), the
/// conditions (environment, probes) stay as in `base`.
pub fn check(ds: &Dataset, text: &str, base: &Config) -> CheckReport {
    let mut findings = Vec::new();
    let mut cfg = Config::stock(ds);
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        if dim.properties.is_empty() {
            cfg.values[d] = base.values[d];
        }
    }
    // (line, key, value), last one wins.
    let mut seen: Vec<(usize, String, String)> = Vec::new();
    let lines_unread = text.lines().skip(MAX_CHECK_LINES).count();
    for (i, raw) in text.lines().take(MAX_CHECK_LINES).enumerate() {
        let line = i + 1;
        for entry in entries(raw) {
            match entry {
                Entry::Pair(k, v) => {
                    if let Some(first) = seen.iter().position(|(_, sk, _)| *sk == k) {
                        findings.push(Finding {
                            line,
                            property: k.clone(),
                            kind: FindingKind::Repeated {
                                first: seen[first].0,
                            },
                        });
                        seen.remove(first);
                    }
                    seen.push((line, k, v));
                }
                Entry::Malformed(t) => findings.push(Finding {
                    line,
                    property: String::new(),
                    kind: FindingKind::Malformed { text: t },
                }),
            }
        }
    }
    // Per dimension: the value each of its properties asks for.
    let mut asked: Vec<Vec<(usize, usize)>> = vec![Vec::new(); ds.file.dimensions.len()];
    for (line, key, value) in &seen {
        let (line, key) = (*line, key.as_str());
        let at = |kind| Finding {
            line,
            property: key.to_string(),
            kind,
        };
        if let Some((d, _)) = dimension_property(ds, key) {
            let dim = &ds.file.dimensions[d];
            let (read, octal) = read_value(ds, d, value);
            if let Some(ns) = octal {
                findings.push(at(FindingKind::Octal {
                    value: value.clone(),
                    ns,
                }));
            }
            match read {
                Read::Value(v) => asked[d].push((line, v)),
                Read::Nearest(v, ms) => {
                    findings.push(at(FindingKind::OffGrid {
                        value_ms: ms,
                        nearest: dim.values[v].id.clone(),
                    }));
                    asked[d].push((line, v));
                }
                Read::Fallback => {
                    findings.push(at(FindingKind::SilentFallback {
                        value: value.clone(),
                        stock: dim.stock.clone(),
                    }));
                    asked[d].push((line, cfg.values[d]));
                }
                Read::BadDuration => findings.push(at(FindingKind::BadDuration {
                    value: value.clone(),
                })),
                Read::Strategy => findings.push(at(FindingKind::UnmeasuredStrategy {
                    value: value.clone(),
                })),
            }
        } else if let Some(k) = ds
            .file
            .inert
            .iter()
            .position(|k| k.keys.iter().any(|x| x == key))
        {
            let silent = ds.file.inert[k].parse == Some(ParseKind::NsInteger)
                && long_decode(value).is_none();
            if silent {
                findings.push(at(FindingKind::SilentFallback {
                    value: value.clone(),
                    stock: String::new(),
                }));
            } else {
                cfg.inert.insert(k);
                findings.push(at(FindingKind::Inert { inert: k }));
            }
        } else if key.starts_with("aeron.") {
            findings.push(at(FindingKind::Unknown {
                suggestion: suggest(ds, key),
            }));
        }
    }
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        let asks = &asked[d];
        let Some(&(line, v)) = asks.last() else {
            continue;
        };
        let all = dim.properties.len();
        let agree = asks.iter().filter(|(_, x)| *x == v).count();
        if asks.len() == all && agree == all {
            cfg.values[d] = v;
            findings.push(Finding {
                line,
                property: dim.properties[0].name.clone(),
                kind: FindingKind::Applied {
                    dimension: d,
                    value: dim.values[v].id.clone(),
                },
            });
        } else {
            findings.push(Finding {
                line,
                property: dim.properties[0].name.clone(),
                kind: FindingKind::Partial {
                    dimension: d,
                    value: dim.values[v].id.clone(),
                    set: agree,
                    of: all,
                },
            });
        }
    }
    findings.sort_by_key(|f| f.line);
    CheckReport {
        findings,
        config: cfg,
        lines_unread,
    }
}

enum Entry {
    Pair(String, String),
    Malformed(String),
}

/// The properties on one line: `-D` flags, or one `key=value` (also
/// `key: value`, `key value`, as java.util.Properties reads them).
fn entries(raw: &str) -> Vec<Entry> {
    let t = raw.trim_start();
    if t.is_empty() || t.starts_with('#') || t.starts_with('!') {
        return Vec::new();
    }
    let flags: Vec<&str> = t
        .split_whitespace()
        .map(|w| w.trim_matches(|c| c == '"' || c == '\''))
        .filter(|w| w.starts_with("-D"))
        .collect();
    if !flags.is_empty() {
        return flags
            .iter()
            .map(|f| match f[2..].split_once('=') {
                Some((k, v)) if is_key(k) => Entry::Pair(k.to_string(), v.to_string()),
                None if is_key(&f[2..]) => Entry::Pair(f[2..].to_string(), String::new()),
                _ => Entry::Malformed(f.to_string()),
            })
            .collect();
    }
    let end = t
        .find(|c: char| c == '=' || c == ':' || c.is_whitespace())
        .unwrap_or(t.len());
    let (key, rest) = t.split_at(end);
    let rest = rest.trim_start();
    let rest = rest
        .strip_prefix('=')
        .or_else(|| rest.strip_prefix(':'))
        .unwrap_or(rest)
        .trim_start();
    // A bare word is prose, not a property: JVM property names are dotted.
    if !is_key(key) || !key.contains('.') || t.starts_with('-') {
        return vec![Entry::Malformed(t.trim_end().to_string())];
    }
    // java.util.Properties keeps trailing blanks in a value.
    vec![Entry::Pair(
        key.to_string(),
        rest.trim_end_matches(['\r', '\n']).to_string(),
    )]
}

fn is_key(k: &str) -> bool {
    !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

/// The dimension and property index a property name belongs to.
pub fn dimension_property(ds: &Dataset, key: &str) -> Option<(usize, usize)> {
    ds.file.dimensions.iter().enumerate().find_map(|(d, dim)| {
        dim.properties
            .iter()
            .position(|p| p.name == key)
            .map(|p| (d, p))
    })
}

enum Read {
    /// A measured value.
    Value(usize),
    /// Off the grid: the nearest measured value, and what was asked (ms).
    Nearest(usize, f64),
    /// Long.decode failed: the default runs.
    Fallback,
    BadDuration,
    Strategy,
}

/// How the JVM reads `value` for dimension `d`, and the nanoseconds when
/// Long.decode read it as octal (a leading 0).
fn read_value(ds: &Dataset, d: usize, value: &str) -> (Read, Option<i64>) {
    let dim = &ds.file.dimensions[d];
    match dim.parse {
        Some(ParseKind::NsInteger) => match long_decode(value) {
            None => (Read::Fallback, None),
            Some(ns) => {
                let body = value.trim_start_matches(['+', '-']);
                let octal =
                    body.len() > 1 && body.starts_with('0') && !body[1..].starts_with(['x', 'X']);
                (grid(ds, d, ns as f64 / 1e6), octal.then_some(ns))
            }
        },
        Some(ParseKind::Duration) => match parse_duration(value) {
            Some(ns) => (grid(ds, d, ns as f64 / 1e6), None),
            None => (Read::BadDuration, None),
        },
        Some(ParseKind::Strategy) | None => {
            let v = value.trim().to_ascii_lowercase();
            let simple = v
                .rsplit('.')
                .next()
                .unwrap_or(&v)
                .trim_end_matches("idlestrategy");
            match dim.values.iter().position(|x| x.id == v || x.id == simple) {
                Some(i) => (Read::Value(i), None),
                None => (Read::Strategy, None),
            }
        }
    }
}

/// The measured value at `ms`, or the nearest on a log scale.
fn grid(ds: &Dataset, d: usize, ms: f64) -> Read {
    let dim = &ds.file.dimensions[d];
    let mut best: Option<(usize, f64)> = None;
    for (i, v) in dim.values.iter().enumerate() {
        let Some(x) = v.ms else { continue };
        if (x - ms).abs() < 1e-9 {
            return Read::Value(i);
        }
        let dist = if x > 0.0 && ms > 0.0 {
            (x.ln() - ms.ln()).abs()
        } else {
            (x - ms).abs() + 1e9
        };
        if best.is_none_or(|(_, b)| dist < b) {
            best = Some((i, dist));
        }
    }
    match best {
        Some((i, _)) => Read::Nearest(i, ms),
        None => Read::BadDuration,
    }
}

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

/// The known property nearest in spelling, if it is close.
fn suggest(ds: &Dataset, key: &str) -> Option<String> {
    let known = ds
        .file
        .dimensions
        .iter()
        .flat_map(|d| d.properties.iter().map(|p| p.name.as_str()))
        .chain(
            ds.file
                .inert
                .iter()
                .flat_map(|k| k.keys.iter().map(String::as_str)),
        );
    known
        .map(|k| (edit_distance(key, k), k))
        .filter(|(d, k)| *d <= 3.max(k.len() / 10))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k.to_string())
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
