//! Which dataset a link shows: a bundled one, or a file beside the site
//! (its name checked), and the query that switches to another.

use crate::model::bundled;
use crate::model::Lang;
use crate::view::Theme;

use super::escape::{escape, unescape};
use super::{key, Accepted, Defaults, Notice};

/// A dataset's name, and its longest: one rule (`model::link_keys`), for
/// the link's `dataset=` and the `id` inside every dataset file.
pub use crate::model::link_keys::{is_dataset_name, MAX_NAME};

/// The dataset a link asks for: bundled, or a file beside the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    Bundled(&'static bundled::Entry),
    /// `data/NAME.json`, read by the loader module (its name checked).
    File(String),
}

impl Wanted {
    pub fn id(&self) -> &str {
        match self {
            Wanted::Bundled(e) => e.id,
            Wanted::File(name) => name,
        }
    }
}

/// The dataset a query asks for, and a notice when its name cannot name
/// one (the default is shown then).
pub fn requested_dataset(query: &str) -> (Wanted, Option<Notice>) {
    let default = bundled::entry(bundled::DEFAULT).unwrap_or(&bundled::CATALOGUE[0]);
    match param(query, key::DATASET) {
        None => (Wanted::Bundled(default), None),
        Some(id) => match bundled::entry(&id) {
            Some(e) => (Wanted::Bundled(e), None),
            None if is_dataset_name(&id) => (Wanted::File(id), None),
            None => (
                Wanted::Bundled(default),
                Some(Notice {
                    param: key::DATASET.into(),
                    // A very long value is shown cut.
                    value: id.chars().take(MAX_NAME + 16).collect(),
                    accepted: Accepted::DatasetName,
                }),
            ),
        },
    }
}

/// The first value of `key` in a query, decoded.
pub fn param(query: &str, key: &str) -> Option<String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| unescape(k) == key)
        .map(|(_, v)| unescape(v))
}

/// The query that opens dataset `id` at its default view, keeping the
/// language and theme (written only where they differ from the browser's).
pub fn switch_query(id: &str, lang: Lang, theme: Theme, defaults: Defaults) -> String {
    let mut out = Vec::new();
    if id != bundled::DEFAULT {
        out.push(format!("{}={}", key::DATASET, escape(id)));
    }
    if lang != defaults.lang {
        out.push(format!("{}={}", key::LANG, lang.code()));
    }
    if theme != defaults.theme {
        out.push(format!("{}={}", key::THEME, theme.code()));
    }
    out.join("&")
}
