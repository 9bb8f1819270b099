//! The instants a drill can mark: `marks[]`. Each names one event of the
//! timeline (its `at`, in the events vocabulary), and optionally the texts
//! that mark it in a log line. A drill (`model::drill`) is a list of marks
//! with the times a reader's failover reached them.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::model::text::Text;
use crate::model::unpack::Unpack;

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Mark {
    /// Link-safe: a drill link names the mark by it (`drill=ID:MS,…`).
    pub id: String,
    /// The instant it marks: `t0`, `start:SPAN`, `end:SPAN`,
    /// `stage-start:SPAN/STAGE`, `stage-end:SPAN/STAGE`, `depart:ARROW` or
    /// `arrive:ARROW`. Its lane is that span's or arrow's.
    pub at: String,
    pub name: Text,
    /// Texts that mark the event in a log line: a plain text (found as it
    /// is, case-sensitive) or `{ "regex": "…" }`.
    #[serde(default)]
    pub log: Vec<LogText>,
    /// Where the log texts come from, where the seed page does not quote
    /// them (the dataset author's own reading of the system's logs).
    #[serde(default)]
    pub note: Option<Text>,
}

/// A text that marks an event in a log line.
#[derive(Clone, Debug, PartialEq, Eq, Unpack)]
pub enum LogText {
    /// Found as it is in the line (case-sensitive).
    Plain(String),
    /// A regular expression (Rust's `regex` syntax) the line matches.
    Regex { regex: String },
}

impl LogText {
    /// The text as a person wrote it (a pattern as `/…/`).
    pub fn shown(&self) -> String {
        match self {
            LogText::Plain(t) => t.clone(),
            LogText::Regex { regex } => format!("/{regex}/"),
        }
    }
}

// As `Duration`: by shape in the JSON (a string, or an object with
// `regex`), by a tag when packed.
#[derive(Deserialize, Serialize)]
#[serde(remote = "LogText", untagged)]
enum LogTextShape {
    Plain(String),
    Regex { regex: String },
}

#[derive(Deserialize, Serialize)]
#[serde(remote = "LogText")]
enum LogTextTagged {
    Plain(String),
    Regex { regex: String },
}

by_shape_or_tag!(LogText, LogTextShape, LogTextTagged);

/// The dataset file `file` as JSON (as a person writes it: a text not
/// translated has no `zh`, a seed no `cite`), with the reader's own log
/// texts `extra` (a mark's index, a plain text) added to its marks: so the
/// next drill of the same system reads by itself.
pub fn file_with_log_texts(file: &super::DatasetFile, extra: &[(usize, String)]) -> String {
    use serde_json::Value;
    let mut file = file.clone();
    for (m, t) in extra {
        let t = t.trim();
        if let Some(mark) = file.marks.get_mut(*m) {
            if !t.is_empty() && !mark.log.iter().any(|l| *l == LogText::Plain(t.to_string())) {
                mark.log.push(LogText::Plain(t.to_string()));
            }
        }
    }
    fn clean(v: &mut Value) {
        match v {
            Value::Object(o) => {
                let untranslated = match (o.get("en"), o.get("zh")) {
                    (Some(Value::String(en)), Some(Value::String(zh))) if o.len() == 2 => {
                        *zh == format!("{en}{}", crate::model::text::NOT_TRANSLATED)
                    }
                    _ => false,
                };
                if untranslated {
                    o.remove("zh");
                }
                o.remove("cite");
                // A figure given as a difference: its values are the
                // loader's arithmetic, not the file's.
                if o.get("difference").is_some_and(|d| !d.is_null()) && o.contains_key("values") {
                    o.insert("values".into(), Value::Array(Vec::new()));
                }
                o.values_mut().for_each(clean);
            }
            Value::Array(a) => a.iter_mut().for_each(clean),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(&file).unwrap_or(Value::Null);
    clean(&mut v);
    serde_json::to_string_pretty(&v).unwrap_or_default()
}
