//! Localised text as it appears in a dataset: every visible string carries
//! English, and Chinese where the file gives it. A file may leave `zh` out
//! (`{"en": …}` alone): the Chinese view then shows the English with a
//! visible mark ([`NOT_TRANSLATED`]). An empty string is refused by the
//! loader in either language.

use serde::{Deserialize, Deserializer, Serialize};

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

/// What the Chinese view shows after the English of a text the file did
/// not translate.
pub const NOT_TRANSLATED: &str = "〔未翻译〕";

/// A string in both languages.
#[derive(Clone, Debug, PartialEq, Default, Serialize, Unpack)]
pub struct Text {
    pub en: String,
    pub zh: String,
}

/// A text as a file writes it: the Chinese may be left out.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TextFile {
    en: String,
    #[serde(default)]
    zh: Option<String>,
}

#[derive(Deserialize)]
struct TextPacked {
    en: String,
    zh: String,
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        if d.is_human_readable() {
            let t = TextFile::deserialize(d)?;
            let zh = t.zh.unwrap_or_else(|| {
                if t.en.trim().is_empty() {
                    String::new()
                } else {
                    format!("{}{NOT_TRANSLATED}", t.en)
                }
            });
            Ok(Text { en: t.en, zh })
        } else {
            let t = TextPacked::deserialize(d)?;
            Ok(Text { en: t.en, zh: t.zh })
        }
    }
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

/// The columns a character takes in a label: two for a CJK one (from
/// U+2E80), one for the rest.
pub fn columns(c: char) -> usize {
    if c >= '\u{2e80}' {
        2
    } else {
        1
    }
}
