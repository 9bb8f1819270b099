//! A dataset file read at run time (beside the site, or from disk), checked
//! as `make check-dataset` checks one: the pre-scan's limits, the loader,
//! every quote against its seed page. Every problem carries its JSON path
//! and line:column, and is worded in English and Chinese: the loader's own
//! messages as the loader writes them in both (the English the same words
//! `make check-dataset` prints; serde_json's, recognised, worded again in
//! Chinese). Pure: the loader module (`src/bin/loader.rs`) fetches the file
//! and its seed pages and lists these over the page.

use std::collections::BTreeMap;

use super::position::position;
use super::prescan::{prescan, Refusal, Refused, LIMITS};
use super::Words;
use crate::model::quotes::{check_quotes, QuoteFault};
use crate::model::{Dataset, Lang};

/// One thing wrong with a dataset file.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// The JSON path it is about (`$` for the whole file).
    pub path: String,
    /// Line and column (1-based) in the file, where the path could be found.
    pub at: Option<(usize, usize)>,
    pub what: What,
}

#[derive(Clone, Debug, PartialEq)]
pub enum What {
    /// Refused before it was read.
    Refused(Refusal),
    /// A loader error, as the loader words it (in English and Chinese).
    Load(Words),
    /// A quote that is not a verbatim passage of its seed page.
    NotInSeed { seed: String },
    /// The file could not be fetched (why: `HTTP 404`, a network error).
    NotFetched(String),
    /// The dataset's `id` is not the name of its file (`data/NAME.json`).
    IdNotName { id: String, name: String },
}

/// The dataset, and the seed pages its quotes could not be checked against
/// (none found beside it).
pub struct Checked {
    pub ds: Dataset,
    pub unchecked: Vec<String>,
}

/// Pre-scan and load `bytes`: the dataset, or every problem.
pub fn load_file(bytes: &[u8]) -> Result<(Dataset, &str), Vec<Problem>> {
    let text = prescan(bytes, LIMITS).map_err(|r| vec![refused(r)])?;
    match super::load(text) {
        Ok(ds) => Ok((ds, text)),
        Err(errors) => Err(errors
            .0
            .into_iter()
            .map(|e| {
                // serde_json's own position leaves the message: the problem
                // says its place once, the value's where the path names
                // one, else where serde stopped reading.
                let (en, serde_at) = serde_position(&e.message);
                let zh = match serde_at {
                    Some((l, c)) => e.zh.strip_suffix(&format!("（第 {l} 行第 {c} 列）")),
                    None => None,
                };
                let zh = zh.map_or(e.zh.clone(), str::to_string);
                let at = match position(text, &e.path) {
                    Some(at) if e.path != "$" => Some(at),
                    found => serde_at.or(found),
                };
                Problem {
                    at,
                    what: What::Load(Words {
                        en: en.to_string(),
                        zh,
                    }),
                    path: e.path,
                }
            })
            .collect()),
    }
}

/// A message without serde_json's trailing " at line L column C", and L
/// and C (the message as it is when it has none).
fn serde_position(message: &str) -> (&str, Option<(usize, usize)>) {
    let Some((said, at)) = message.rsplit_once(" at line ") else {
        return (message, None);
    };
    let number = |s: &str| {
        s.parse::<usize>()
            .ok()
            .filter(|_| s.bytes().all(|b| b.is_ascii_digit()))
    };
    match at.split_once(" column ") {
        Some((l, c)) => match (number(l), number(c)) {
            (Some(l), Some(c)) => (said, Some((l, c))),
            _ => (message, None),
        },
        None => (message, None),
    }
}

/// A file of `bytes` bytes refused by its size alone, before it is read.
pub fn refused_size(bytes: usize) -> Problem {
    refused(Refused {
        line: 1,
        column: 1,
        why: Refusal::TooLarge {
            bytes,
            limit: LIMITS.bytes,
        },
    })
}

fn refused(r: Refused) -> Problem {
    Problem {
        path: "$".into(),
        at: Some((r.line, r.column)),
        what: What::Refused(r.why),
    }
}

/// The seed pages a loaded file's quotes name, to fetch.
pub fn seed_ids(text: &str) -> Vec<String> {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(text) else {
        return Vec::new();
    };
    let mut ids: Vec<String> = crate::model::quotes::quotes(&v)
        .into_iter()
        .map(|(_, seed, _)| seed)
        .collect();
    ids.sort();
    ids.dedup();
    ids
}

/// Check the quotes of the file `text` (loaded as `ds`) against the seed
/// pages found (`pages`, by id); `name`: the file's dataset name when it
/// is `data/NAME.json` (its `id` must be that name, as a link names it).
pub fn check_file(
    ds: Dataset,
    text: &str,
    pages: &BTreeMap<String, String>,
    name: Option<&str>,
) -> Result<Checked, Vec<Problem>> {
    let mut problems = Vec::new();
    if let Some(name) = name.filter(|n| *n != ds.file.id) {
        problems.push(Problem {
            path: "$.id".into(),
            at: position(text, "$.id"),
            what: What::IdNotName {
                id: ds.file.id.clone(),
                name: name.to_string(),
            },
        });
    }
    let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
    let mut unchecked = Vec::new();
    for q in check_quotes(&v, |id| pages.get(id).cloned()) {
        match q.problem {
            QuoteFault::NoSeed => unchecked.push(q.seed),
            QuoteFault::NotInSeed => problems.push(Problem {
                at: position(text, &q.path),
                path: q.path,
                what: What::NotInSeed { seed: q.seed },
            }),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    unchecked.sort();
    unchecked.dedup();
    let ds = if unchecked.is_empty() {
        ds
    } else {
        // The file loaded once; with a few words after some quotes it loads
        // the same (no check reads past a quote's own words).
        super::load(&mark_unchecked(text, &unchecked)).unwrap_or(ds)
    };
    Ok(Checked { ds, unchecked })
}

/// What a quote whose seed page was not found says after it, in both
/// languages (a quote is shown in its page's language, whatever the view's).
pub const NOT_CHECKED: &str = " [quote not checked: no seed page beside the file · 引文未核对]";

/// The file `text` with every quote of a seed in `seeds` marked as not
/// checked, so that wherever the dataset loaded from it shows one, it says
/// so. On the file's JSON, not on the dataset: a dataset's way through
/// serde_json's values and back was half the loader module's code.
pub fn mark_unchecked(text: &str, seeds: &[String]) -> String {
    use serde_json::Value;
    fn mark(v: &mut Value, seeds: &[String]) {
        match v {
            Value::Object(m) => {
                let ours = matches!(m.get("seed"), Some(Value::String(s)) if seeds.contains(s));
                if let (true, Some(Value::String(q))) = (ours, m.get_mut("quote")) {
                    q.push_str(NOT_CHECKED);
                }
                m.values_mut().for_each(|x| mark(x, seeds));
            }
            Value::Array(a) => a.iter_mut().for_each(|x| mark(x, seeds)),
            _ => {}
        }
    }
    let Ok(mut v) = serde_json::from_str::<Value>(text) else {
        return text.to_string();
    };
    mark(&mut v, seeds);
    v.to_string()
}

/// A seed id that may be fetched beside the site (`data/seeds/ID.txt`).
pub fn is_seed_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_')
}

fn kb(bytes: usize) -> String {
    format!("{} KB", bytes / 1024)
}

impl Problem {
    /// "line 3:14" in `lang` (empty where it could not be found).
    pub fn place(&self, lang: Lang) -> String {
        match (self.at, lang) {
            (None, _) => String::new(),
            (Some((l, c)), Lang::En) => format!("line {l}:{c}"),
            (Some((l, c)), Lang::Zh) => format!("第 {l} 行第 {c} 列"),
        }
    }

    /// What is wrong, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let zh = lang == Lang::Zh;
        match &self.what {
            What::Load(w) if zh && !w.zh.is_empty() => w.zh.clone(),
            What::Load(w) => w.en.clone(),
            What::NotFetched(why) if zh => format!("无法取得文件（{why}）"),
            What::NotFetched(why) => format!("the file could not be fetched ({why})"),
            What::NotInSeed { seed } if zh => {
                format!("引文不是种子页 {seed} 中的原句（data/seeds/{seed}.txt）")
            }
            What::NotInSeed { seed } => {
                format!("not a verbatim passage of seed page {seed} (data/seeds/{seed}.txt)")
            }
            What::IdNotName { id, name } if zh => format!(
                "id “{id}” 必须是文件名 {name}.json 去掉 .json（链接里的 dataset= 就是它）"
            ),
            What::IdNotName { id, name } => format!(
                "id “{id}” must be the file's name without .json, “{name}”: it is the dataset= value in a link"
            ),
            What::Refused(r) => match (r, zh) {
                (Refusal::TooLarge { bytes, limit }, false) => format!(
                    "refused: the file is {}, more than the {} a dataset file may be",
                    kb(*bytes),
                    kb(*limit)
                ),
                (Refusal::TooLarge { bytes, limit }, true) => {
                    format!("已拒绝：文件有 {}，超过数据集文件上限 {}", kb(*bytes), kb(*limit))
                }
                (Refusal::NotUtf8, false) => {
                    "refused: the file is not UTF-8 text (save it as UTF-8)".into()
                }
                (Refusal::NotUtf8, true) => "已拒绝：文件不是 UTF-8 文本（请存为 UTF-8）".into(),
                (Refusal::TooDeep { limit }, false) => format!(
                    "refused: objects and arrays nested more than {limit} deep"
                ),
                (Refusal::TooDeep { limit }, true) => {
                    format!("已拒绝：对象和数组嵌套超过 {limit} 层")
                }
                (Refusal::TooMany { limit }, false) => format!(
                    "refused: an array or object with more than {limit} members"
                ),
                (Refusal::TooMany { limit }, true) => {
                    format!("已拒绝：某个数组或对象的成员超过 {limit} 个")
                }
                (Refusal::DuplicateKey(k), false) => format!(
                    "refused: the key “{k}” appears twice in one object (only one would be read)"
                ),
                (Refusal::DuplicateKey(k), true) => {
                    format!("已拒绝：同一个对象里键“{k}”出现了两次（只会读到一个）")
                }
                (Refusal::NumberOutOfRange(n), false) => format!(
                    "refused: the number {n} is out of range (at most ±1e15, written in at most 40 characters)"
                ),
                (Refusal::NumberOutOfRange(n), true) => {
                    format!("已拒绝：数字 {n} 超出范围（绝对值最多 1e15，最多 40 个字符）")
                }
            },
        }
    }
}

/// A dataset file the site lists for the picker (`data/index.json`).
#[derive(Clone, Debug, PartialEq)]
pub struct Listed {
    pub id: String,
    pub title: crate::model::Text,
}

/// The files `data/index.json` lists: `{"datasets": [{"id": "NAME",
/// "title": {"en": "…", "zh": "…"}}, …]}` (a title may be one string). An
/// entry whose id cannot name a dataset file is left out.
pub fn listed_files(text: &str) -> Vec<Listed> {
    let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
    let Some(list) = v.get("datasets").and_then(|d| d.as_array()) else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|e| {
            let id = e.get("id")?.as_str()?;
            if !crate::model::link_keys::is_dataset_name(id) {
                return None;
            }
            let t = e.get("title");
            let lang = |l: &str| {
                t.and_then(|t| t.as_str().or_else(|| t.get(l)?.as_str()))
                    .or_else(|| t?.get("en")?.as_str())
                    .unwrap_or(id)
                    .to_string()
            };
            Some(Listed {
                id: id.to_string(),
                title: crate::model::Text {
                    en: lang("en"),
                    zh: lang("zh"),
                },
            })
        })
        .take(500)
        .collect()
}
