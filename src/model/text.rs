//! Localised text as it appears in a dataset: every visible string carries
//! English and Chinese, and the loader refuses a dataset that lacks either.

use serde::{Deserialize, Serialize};

use super::unpack::Unpack;

/// The languages the app speaks. The Chinese strings come from seed 002
/// where the page has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize, Unpack)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }
}

/// A string in both languages.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub zh: String,
}

impl Text {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Zh => &self.zh,
        }
    }

    /// The languages whose string is empty.
    pub fn missing(&self) -> Vec<Lang> {
        Lang::ALL
            .into_iter()
            .filter(|l| self.get(*l).trim().is_empty())
            .collect()
    }

    /// The same string in every language (a unit, an id).
    pub fn same(s: &str) -> Text {
        Text {
            en: s.to_string(),
            zh: s.to_string(),
        }
    }

    /// `a`, `sep`, `b` in each language.
    pub fn join(a: &Text, b: &Text, sep: &str) -> Text {
        Text {
            en: format!("{}{sep}{}", a.en, b.en),
            zh: format!("{}{sep}{}", a.zh, b.zh),
        }
    }
}
