//! Reading property lines as `java.util.Properties` and a command line's
//! `-D` flags do, and which dimension a property name sets.

use crate::model::dataset::Dataset;

pub(super) enum Entry {
    Pair(String, String),
    Malformed(String),
}

/// The properties on one line: `-D` flags, or one `key=value` (also
/// `key: value`, `key value`, as java.util.Properties reads them).
pub(super) fn entries(raw: &str) -> Vec<Entry> {
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
