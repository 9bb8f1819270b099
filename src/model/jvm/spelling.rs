//! An unknown property's likely meaning: the known one nearest in spelling.

use crate::model::dataset::Dataset;

/// Every property name the dataset knows: its knobs' and its inert knobs'.
pub(super) fn known_names(ds: &Dataset) -> impl Iterator<Item = &str> {
    ds.file
        .dimensions
        .iter()
        .flat_map(|d| d.properties.iter().map(|p| p.name.as_str()))
        .chain(
            ds.file
                .inert
                .iter()
                .flat_map(|k| k.keys.iter().map(String::as_str)),
        )
}

/// The known property nearest in spelling, if it is close.
pub(super) fn suggest(ds: &Dataset, key: &str) -> Option<String> {
    let known = known_names(ds);
    // Lengths further apart than the allowed distance cannot be near: such
    // a pair is not measured (a pasted key may be very long).
    known
        .filter(|k| key.len().abs_diff(k.len()) <= 3.max(k.len() / 10))
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
