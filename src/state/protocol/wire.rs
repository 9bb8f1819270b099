//! The wire's form: `key=value` fields joined by `;`, a configuration as
//! its value indices and inert knobs, text escaped, every index checked
//! against the dataset on the way in.

use crate::model::own::By;
use crate::model::{Config, Dataset, Side};

use super::Unreadable;

pub(super) fn side_of(letter: &str) -> Option<Side> {
    Side::ALL.into_iter().find(|s| s.letter() == letter)
}

pub(super) fn by_of(code: &str) -> Option<By> {
    [By::You, By::Link].into_iter().find(|b| b.code() == code)
}

pub(super) fn field(key: &str, value: &str) -> String {
    format!("{key}={value}")
}

pub(super) fn fields(line: &str) -> impl Iterator<Item = (&str, &str)> {
    line.split(';')
        .filter(|f| !f.is_empty())
        .map(|f| f.split_once('=').unwrap_or((f, "")))
}

/// A text on the wire: `%`, `;`, `=` and `|` as `%25`, `%3B`, `%3D`,
/// `%7C` (the line's separators, and a field's), everything else as it is.
pub(super) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '%' => out.push_str("%25"),
            ';' => out.push_str("%3B"),
            '=' => out.push_str("%3D"),
            '|' => out.push_str("%7C"),
            c => out.push(c),
        }
    }
    out
}

/// [`escape`] undone; `None` for an escape it never writes.
pub(super) fn unescape(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let code = [chars.next()?, chars.next()?];
        out.push(match code {
            ['2', '5'] => '%',
            ['3', 'B'] => ';',
            ['3', 'D'] => '=',
            ['7', 'C'] => '|',
            _ => return None,
        });
    }
    Some(out)
}

pub(super) fn bad(key: &str, value: &str) -> Unreadable {
    Unreadable(format!("{key}={value}"))
}

/// A configuration as its value indices, then its inert knobs: `1.0.2/4.5`.
pub(super) fn config(c: &Config) -> String {
    let list = |it: &mut dyn Iterator<Item = usize>| {
        it.map(|v| v.to_string()).collect::<Vec<_>>().join(".")
    };
    format!(
        "{}/{}",
        list(&mut c.values.iter().copied()),
        list(&mut c.inert.iter().copied())
    )
}

/// A configuration of `ds`, every index checked against it.
pub(super) fn read_config(ds: &Dataset, v: &str) -> Result<Config, Unreadable> {
    let (values, inert) = v.split_once('/').ok_or_else(|| bad("run", v))?;
    let list = |s: &str| -> Result<Vec<usize>, Unreadable> {
        s.split('.')
            .filter(|x| !x.is_empty())
            .map(|x| x.parse().map_err(|_| bad("run", v)))
            .collect()
    };
    let values = list(values)?;
    let dims = &ds.file.dimensions;
    let fits =
        values.len() == dims.len() && values.iter().zip(dims).all(|(&i, d)| i < d.values.len());
    let inert = list(inert)?;
    if !fits || inert.iter().any(|&k| k >= ds.file.inert.len()) {
        return Err(bad("run", v));
    }
    // One by one: collecting a set sorts (a sort's code, for a few knobs).
    let mut set = crate::model::config::KnobSet::new();
    for k in inert {
        set.insert(k);
    }
    Ok(Config { values, inert: set })
}
