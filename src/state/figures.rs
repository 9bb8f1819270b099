//! A reader's own figures read from text: typed ("71, 69, 74",
//! "71 69 74 ms", "0.9 s", "1.1s,0.95s"), carried by a link
//! (`fig=outage:71,69,74;detection:12`), or passed between the two modules.
//! Each bad value is named and left out and the good ones kept, so a typo
//! in one never wipes the others. Pure: read the same in both modules and
//! tested natively. Files of figures: `figures_file`.

use crate::model::own::{Bad, OwnMetric, Problem};
use crate::model::Dataset;
use crate::view::format::{parse_decimal, shortest};

/// At most this many values per metric (the rest are named and left out).
pub const MAX_VALUES: usize = 1000;
/// A value past this (a day, in ms) is not a failover's figure.
pub const MAX_MS: f64 = 86_400_000.0;

/// The milliseconds in one unit, if it is one.
fn unit_ms(unit: &str) -> Option<f64> {
    match unit {
        "ms" => Some(1.0),
        "s" | "sec" => Some(1000.0),
        "µs" | "us" | "μs" => Some(0.001),
        _ => None,
    }
}

/// Values as typed: separated by commas, semicolons or spaces (also the
/// Chinese comma), each with an optional unit (ms, the default; s; µs),
/// or a unit after a list for all of it ("71 69 74 ms"). Every good value
/// is kept, at most [`MAX_VALUES`]; every bad one is named.
pub fn parse_values(text: &str) -> (Vec<f64>, Vec<Bad>) {
    // Each token, and whether only spaces part it from the one before
    // ("3 min": a unit word for the 3; "71, abc": a value of its own).
    let is_comma = |c: char| c == ',' || c == ';' || c == '，' || c == '、';
    let mut tokens: Vec<(&str, bool)> = Vec::new();
    let mut spaced = false;
    let mut start = None;
    for (i, c) in text.char_indices() {
        let sep = is_comma(c) || c.is_whitespace();
        match (sep, start) {
            (false, None) => start = Some(i),
            (true, Some(s0)) => {
                tokens.push((text.get(s0..i).unwrap_or_default(), spaced));
                start = None;
                spaced = true;
            }
            _ => {}
        }
        if is_comma(c) {
            spaced = false;
        }
    }
    if let Some(s0) = start {
        tokens.push((text.get(s0..).unwrap_or_default(), spaced));
    }
    let mut values: Vec<f64> = Vec::new();
    let mut bads = Vec::new();
    // Values read with no unit of their own, since the last unit word:
    // a unit word after them is theirs.
    let mut bare: Vec<usize> = Vec::new();
    let mut seen = 0usize;
    for (t, after_space) in tokens {
        if let Some(k) = unit_ms(t) {
            for &i in &bare {
                values[i] *= k;
            }
            bare.clear();
            continue;
        }
        let split = t
            .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '-' || c == '+'))
            .unwrap_or(t.len());
        let (num, unit) = t.split_at_checked(split).unwrap_or((t, ""));
        // A word that is not a unit after bare values ("3 min"): they are
        // not read as ms.
        if !t.contains(|c: char| c.is_ascii_digit()) && after_space && !bare.is_empty() {
            if let Some(i) = bare.pop() {
                let text = format!("{} {t}", shortest(values[i]));
                bads.push(Bad::new(&text, Problem::UnknownUnit));
                values[i] = f64::NAN;
            }
            continue;
        }
        let Some(v) = parse_decimal(num) else {
            bads.push(Bad::new(t, Problem::NotANumber));
            continue;
        };
        let k = if unit.is_empty() {
            1.0
        } else if let Some(k) = unit_ms(unit) {
            k
        } else {
            // "1e400", "7x7": a number written some other way.
            let problem = if unit.contains(|c: char| c.is_ascii_digit()) {
                Problem::NotANumber
            } else {
                Problem::UnknownUnit
            };
            bads.push(Bad::new(t, problem));
            continue;
        };
        if v < 0.0 {
            bads.push(Bad::new(t, Problem::Negative));
            continue;
        }
        seen += 1;
        if values.len() >= MAX_VALUES {
            continue;
        }
        if unit.is_empty() {
            bare.push(values.len());
        }
        values.push(v * k);
    }
    // Too large only once its unit is known ("90000 s").
    let mut kept = Vec::with_capacity(values.len());
    for v in values {
        if v.is_nan() {
            // Named already.
        } else if v > MAX_MS || !v.is_finite() {
            bads.push(Bad::new(&shortest(v), Problem::TooLarge));
        } else {
            kept.push(v);
        }
    }
    if seen > MAX_VALUES {
        bads.push(Bad::new(&seen.to_string(), Problem::TooMany(MAX_VALUES)));
    }
    (kept, bads)
}

/// The values of one metric given as text, checked against the dataset:
/// its metric, and what was left out.
pub fn parse_metric(ds: &Dataset, metric: &str, text: &str) -> (Option<OwnMetric>, Vec<Bad>) {
    let metric = metric.trim();
    // "outage" names the dataset's outage metric whatever its id.
    let m = ds
        .metric_index(metric)
        .or_else(|| (metric == "outage").then(|| ds.outage_metric()));
    let Some(m) = m else {
        let ids = ds.file.metrics.iter().map(|m| m.id.clone()).collect();
        return (None, vec![Bad::new(metric, Problem::UnknownMetric(ids))]);
    };
    let (values, mut bads) = parse_values(text);
    if values.is_empty() {
        if bads.is_empty() {
            bads.push(Bad::new(metric, Problem::NoValues));
        }
        return (None, bads);
    }
    (Some(OwnMetric { metric: m, values }), bads)
}

/// Put `m` into `list`: a metric given again replaces its values.
pub fn put(list: &mut Vec<OwnMetric>, m: OwnMetric) {
    match list.iter_mut().find(|x| x.metric == m.metric) {
        Some(x) => *x = m,
        None => list.push(m),
    }
}

/// A side's figures as a link carries them: `METRIC:V,V;METRIC:V`
/// (`outage:71,69,74;detection:12`). Values may carry units as typed.
pub fn parse_link(ds: &Dataset, text: &str) -> (Vec<OwnMetric>, Vec<Bad>) {
    let mut out = Vec::new();
    let mut bads = Vec::new();
    // Without a metric the values are the outage's.
    let outage = ds.file.metrics[ds.outage_metric()].id.as_str();
    for part in text.split(';').filter(|p| !p.trim().is_empty()) {
        let (metric, values) = part.split_once(':').unwrap_or((outage, part));
        let (m, b) = parse_metric(ds, metric, values);
        bads.extend(b);
        if let Some(m) = m {
            put(&mut out, m);
        }
    }
    (out, bads)
}

/// The link's form of `metrics` (values in ms, as few digits as read back).
pub fn link_form(ds: &Dataset, metrics: &[OwnMetric]) -> String {
    metrics
        .iter()
        .map(|m| {
            let values: Vec<String> = m.values.iter().map(|&v| shortest(v)).collect();
            format!("{}:{}", ds.file.metrics[m.metric].id, values.join(","))
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The wire form between the two modules: metric indices, and values in
/// ms as their bits (exact, as a zoom goes): `0:4634204016564240384|3:…`.
pub fn wire_form(metrics: &[OwnMetric]) -> String {
    metrics
        .iter()
        .map(|m| {
            let values: Vec<String> = m.values.iter().map(|v| v.to_bits().to_string()).collect();
            format!("{}:{}", m.metric, values.join(","))
        })
        .collect::<Vec<_>>()
        .join("|")
}

/// Read the wire form; `None` if anything does not fit the dataset.
pub fn read_wire(ds: &Dataset, text: &str) -> Option<Vec<OwnMetric>> {
    let mut out = Vec::new();
    for part in text.split('|').filter(|p| !p.is_empty()) {
        let (m, values) = part.split_once(':')?;
        let metric: usize = m.parse().ok()?;
        if metric >= ds.file.metrics.len() {
            return None;
        }
        let values = values
            .split(',')
            .map(|v| {
                let v = f64::from_bits(v.parse().ok()?);
                (0.0..=MAX_MS).contains(&v).then_some(v)
            })
            .collect::<Option<Vec<f64>>>()?;
        if values.is_empty() || values.len() > MAX_VALUES {
            return None;
        }
        put(&mut out, OwnMetric { metric, values });
    }
    Some(out)
}
