//! The config check: what a pasted configuration, in any of the forms the
//! [`read`](super::read) module reads, would make the JVM run with,
//! finding by finding.

use std::collections::HashMap;

use super::numbers::{long_decode, parse_duration};
use super::read::{read, Lines, NotReadWhy, SourceForm, Vocabulary, What};
use super::settings::dimension_property;
use super::spelling::suggest;
use crate::model::config::Config;
use crate::model::dataset::Dataset;
use crate::model::file::ParseKind;

/// What a pasted config says, setting by setting.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// The lines of the paste it came from (a continued value spans two).
    pub lines: Lines,
    /// The form it was read as (`None`: a line read as no form).
    pub form: Option<SourceForm>,
    /// The property it names (empty where none was read).
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
    /// A `-D` with no property name the JVM could take.
    BadFlag { text: String },
    /// A quote that never closes: the shell (or YAML) refuses the line.
    Unterminated { quote: char },
    /// A malformed `\uXXXX` escape: `Properties.load` throws.
    BadEscape { text: String },
    /// The same property again: the last one wins.
    Repeated { first: usize },
    /// A line that names a setting but is not one the JVM reads: listed
    /// apart, not a problem.
    NotRead { text: String, why: NotReadWhy },
}

impl FindingKind {
    /// Something the user should fix or know before trusting the timeline.
    pub fn is_problem(&self) -> bool {
        !matches!(
            self,
            FindingKind::Applied { .. } | FindingKind::Inert { .. } | FindingKind::NotRead { .. }
        )
    }

    /// Listed apart: a line the JVM takes no setting from.
    pub fn is_not_read(&self) -> bool {
        matches!(self, FindingKind::NotRead { .. })
    }
}

/// The findings, and the configuration the JVM would actually run with.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    pub config: Config,
    /// Lines past [`MAX_CHECK_LINES`](super::MAX_CHECK_LINES), left unread
    /// (a paste answers at once whatever its size; the report says what it
    /// did not read).
    pub lines_unread: usize,
}

/// What the dataset names, for the reader.
fn vocabulary(ds: &Dataset) -> Vocabulary<'_> {
    let names = super::spelling::known_names(ds).collect();
    Vocabulary {
        names,
        prefix: ds.file.property_prefix.as_deref(),
    }
}

/// One setting as read: where it came from and what it says.
struct Read {
    lines: Lines,
    form: Option<SourceForm>,
    key: String,
    value: String,
}

/// Read a pasted configuration. Knobs start at stock (what the JVM runs
/// with when a property is absent), the conditions (environment, probes)
/// stay as in `base`.
pub fn check(ds: &Dataset, text: &str, base: &Config) -> CheckReport {
    let mut findings = Vec::new();
    let mut cfg = Config::stock(ds);
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        if dim.properties.is_empty() {
            cfg.values[d] = base.values[d];
        }
    }
    let reading = read(text, &vocabulary(ds));
    // The settings in paste order, the last of each key winning.
    let mut seen: Vec<Option<Read>> = Vec::new();
    let mut latest: HashMap<String, usize> = HashMap::new();
    for item in reading.items {
        let (lines, form) = (item.lines, item.form);
        let note = |kind| Finding {
            lines,
            form,
            property: String::new(),
            kind,
        };
        match item.what {
            What::Setting { key, value } => {
                if let Some(i) = latest.insert(key.clone(), seen.len()) {
                    let first = seen[i].take().map_or(lines.first, |r| r.lines.first);
                    findings.push(Finding {
                        lines,
                        form,
                        property: key.clone(),
                        kind: FindingKind::Repeated { first },
                    });
                }
                seen.push(Some(Read {
                    lines,
                    form,
                    key,
                    value,
                }));
            }
            What::BadFlag { text } => findings.push(note(FindingKind::BadFlag { text })),
            What::Unterminated { quote } => {
                findings.push(note(FindingKind::Unterminated { quote }))
            }
            What::BadEscape { text } => findings.push(note(FindingKind::BadEscape { text })),
            What::NotRead { text, why } => findings.push(note(FindingKind::NotRead { text, why })),
        }
    }
    // Per dimension: the value each of its properties asks for.
    let mut asked: Vec<Vec<(usize, &Read)>> = vec![Vec::new(); ds.file.dimensions.len()];
    for r in seen.iter().flatten() {
        let (value, key) = (&r.value, r.key.as_str());
        let at = |kind| Finding {
            lines: r.lines,
            form: r.form,
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
                Value::Measured(v) => asked[d].push((v, r)),
                Value::Nearest(v, ms) => {
                    findings.push(at(FindingKind::OffGrid {
                        value_ms: ms,
                        nearest: dim.values[v].id.clone(),
                    }));
                    asked[d].push((v, r));
                }
                Value::Fallback => {
                    findings.push(at(FindingKind::SilentFallback {
                        value: value.clone(),
                        stock: dim.stock.clone(),
                    }));
                    asked[d].push((cfg.values[d], r));
                }
                Value::BadDuration => findings.push(at(FindingKind::BadDuration {
                    value: value.clone(),
                })),
                Value::Strategy => findings.push(at(FindingKind::UnmeasuredStrategy {
                    value: value.clone(),
                })),
            }
        } else if let Some(k) = ds
            .file
            .inert
            .iter()
            .position(|k| k.keys.iter().any(|x| x == key))
        {
            match ds.file.inert[k].parse {
                Some(ParseKind::NsInteger) if long_decode(value).is_none() => {
                    findings.push(at(FindingKind::SilentFallback {
                        value: value.clone(),
                        stock: String::new(),
                    }))
                }
                Some(ParseKind::Duration) if parse_duration(value).is_none() => {
                    findings.push(at(FindingKind::BadDuration {
                        value: value.clone(),
                    }))
                }
                _ => {
                    cfg.inert.insert(k);
                    findings.push(at(FindingKind::Inert { inert: k }));
                }
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
        let Some(&(v, last)) = asks.last() else {
            continue;
        };
        let all = dim.properties.len();
        let agree = asks.iter().filter(|(x, _)| *x == v).count();
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
            lines: last.lines,
            form: last.form,
            property: dim.properties[0].name.clone(),
            kind,
        });
    }
    findings.sort_by_key(|f| (f.lines.first, f.lines.last));
    CheckReport {
        findings,
        config: cfg,
        lines_unread: reading.lines_unread,
    }
}

enum Value {
    /// A measured value.
    Measured(usize),
    /// Off the grid: the nearest measured value, and what was asked (ms).
    Nearest(usize, f64),
    /// Long.decode failed: the default runs.
    Fallback,
    BadDuration,
    Strategy,
}

/// How the JVM reads `value` for dimension `d`, and the nanoseconds when
/// Long.decode read it as octal (a leading 0).
fn read_value(ds: &Dataset, d: usize, value: &str) -> (Value, Option<i64>) {
    let dim = &ds.file.dimensions[d];
    match dim.parse {
        Some(ParseKind::NsInteger) => match long_decode(value) {
            None => (Value::Fallback, None),
            Some(ns) => {
                let body = value.trim_start_matches(['+', '-']);
                let octal =
                    body.len() > 1 && body.starts_with('0') && !body[1..].starts_with(['x', 'X']);
                (grid(ds, d, ns as f64 / 1e6), octal.then_some(ns))
            }
        },
        Some(ParseKind::Duration) => match parse_duration(value) {
            Some(ns) => (grid(ds, d, ns as f64 / 1e6), None),
            None => (Value::BadDuration, None),
        },
        Some(ParseKind::Strategy) | None => {
            let v = value.trim().to_ascii_lowercase();
            let simple = v
                .rsplit('.')
                .next()
                .unwrap_or(&v)
                .trim_end_matches("idlestrategy");
            match dim.values.iter().position(|x| x.id == v || x.id == simple) {
                Some(i) => (Value::Measured(i), None),
                None => (Value::Strategy, None),
            }
        }
    }
}

/// The measured value at `ms`, or the nearest on a log scale.
fn grid(ds: &Dataset, d: usize, ms: f64) -> Value {
    let dim = &ds.file.dimensions[d];
    let mut best: Option<(usize, f64)> = None;
    for (i, v) in dim.values.iter().enumerate() {
        let Some(x) = v.ms else { continue };
        if (x - ms).abs() < 1e-9 {
            return Value::Measured(i);
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
        Some((i, _)) => Value::Nearest(i, ms),
        None => Value::BadDuration,
    }
}
