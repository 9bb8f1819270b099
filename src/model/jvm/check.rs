//! The config check: what a pasted `.properties` text or command line
//! would make the JVM run with, finding by finding.

use super::numbers::{long_decode, parse_duration};
use super::properties::{dimension_property, entries, Entry};
use super::spelling::suggest;
use crate::model::config::Config;
use crate::model::dataset::Dataset;
use crate::model::file::ParseKind;

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
    /// A property with the system's prefix that no knob names; maybe a
    /// misspelling.
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
        } else if ds
            .file
            .property_prefix
            .as_deref()
            .is_some_and(|p| key.starts_with(p))
        {
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
        let value = dim.values[v].id.clone();
        let kind = if asks.len() == all && agree == all {
            cfg.values[d] = v;
            FindingKind::Applied {
                dimension: d,
                value,
            }
        } else {
            FindingKind::Partial {
                dimension: d,
                value,
                set: agree,
                of: all,
            }
        };
        findings.push(Finding {
            line,
            property: dim.properties[0].name.clone(),
            kind,
        });
    }
    findings.sort_by_key(|f| f.line);
    CheckReport {
        findings,
        config: cfg,
        lines_unread,
    }
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
