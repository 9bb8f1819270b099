//! The dataset guide (`data/README.md`) cannot drift from the loader: every
//! JSON or CSV example in it says its kind on its fence (```` ```json
//! dataset ````, ```` ```json dataset-part ````, ```` ```json index ````,
//! ```` ```json figures ````, ```` ```csv figures ````, ```` ```csv drill
//! ````) and is read by the code that reads that kind: a dataset loads
//! (and is the example file it shows, word for word as JSON), a part of
//! one is that part of an example file, a site index lists every entry, a
//! file of a reader's figures (for the default dataset) reads with no bad
//! row, a drill's events table (for the minimal example) with no problem. Every dataset in `data/examples/` loads with its quotes
//! checked against `data/examples/seeds/`. Every field a dataset file here
//! writes is named in the guide's schema table.

mod common;

use std::collections::{BTreeMap, BTreeSet};

use failover_timeline::drill_read::table::read_table;
use failover_timeline::model::load;
use failover_timeline::model::load::file_check::{check_file, listed_files, load_file};
use failover_timeline::state::figures_file::read_figures_file;
use serde_json::Value;

const GUIDE: &str = include_str!("../data/README.md");

/// The fenced blocks of `text`: (the info string after the fence, the
/// body with the fence's indentation taken off).
fn blocks(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    // The block open: its info string, its fence's indentation, its body.
    let mut open: Option<(String, usize, String)> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        match (&mut open, trimmed.strip_prefix("```")) {
            (None, Some(info)) => open = Some((info.trim().to_string(), indent, String::new())),
            (None, None) => {}
            (Some(_), Some(_)) => {
                let (info, _, body) = open.take().unwrap();
                out.push((info, body));
            }
            (Some((_, at, body)), None) => {
                body.push_str(line.get((*at).min(indent)..).unwrap_or(""));
                body.push('\n');
            }
        }
    }
    assert!(open.is_none(), "a fence in the guide is never closed");
    out
}

/// The example files: name → text.
fn examples() -> BTreeMap<String, String> {
    std::fs::read_dir("data/examples")
        .unwrap()
        .filter_map(|e| {
            let path = e.unwrap().path();
            (path.extension()? == "json").then(|| {
                let name = path.file_stem().unwrap().to_string_lossy().to_string();
                (name, std::fs::read_to_string(&path).unwrap())
            })
        })
        .collect()
}

#[test]
fn every_example_in_the_guide_reads_as_its_kind() {
    let examples = examples();
    let default = common::aeron();
    let mut kinds = BTreeSet::new();
    for (info, body) in blocks(GUIDE) {
        let mut words = info.split_whitespace();
        let (lang, kind) = (words.next().unwrap_or(""), words.next());
        if !matches!(lang, "json" | "jsonl" | "csv") {
            continue;
        }
        let head: String = body.lines().next().unwrap_or("").chars().take(60).collect();
        let Some(kind) = kind else {
            panic!(
                "data/README.md: the {lang} block that begins {head:?} does not say its kind: \
                 write ```{lang} dataset, dataset-part, index, figures or drill"
            );
        };
        kinds.insert(kind.to_string());
        match kind {
            "dataset" => {
                let ds = load(&body).unwrap_or_else(|e| {
                    panic!("data/README.md: the dataset that begins {head:?} does not load: {e}")
                });
                // The example file it shows, as it is.
                let file = examples.get(&ds.file.id).unwrap_or_else(|| {
                    panic!(
                        "data/README.md shows dataset {:?}: no data/examples/{}.json",
                        ds.file.id, ds.file.id
                    )
                });
                let (a, b): (Value, Value) = (
                    serde_json::from_str(&body).unwrap(),
                    serde_json::from_str(file).unwrap(),
                );
                assert!(
                    a == b,
                    "data/README.md shows data/examples/{}.json other than it is: copy the file into the guide",
                    ds.file.id
                );
            }
            "dataset-part" => {
                // Fields of a dataset, as an example file has them.
                let part: Value = serde_json::from_str(&format!("{{{body}}}"))
                    .unwrap_or_else(|e| panic!("the part {head:?} is not JSON fields: {e}"));
                let part = part.as_object().unwrap();
                let shown = examples.values().any(|file| {
                    let file: Value = serde_json::from_str(file).unwrap();
                    part.iter().all(|(k, v)| file.get(k) == Some(v))
                });
                assert!(
                    shown,
                    "data/README.md shows {head:?}, which no file of data/examples/ has as it is"
                );
            }
            "drill" => {
                let minimal = load(&examples["minimal"]).unwrap();
                let read = read_table(&minimal, &body);
                assert!(!read.drills.is_empty(), "{body}");
                assert!(read.problems.is_empty(), "{:?} in\n{body}", read.problems);
                assert!(read.notices.is_empty(), "{:?} in\n{body}", read.notices);
            }
            "index" => {
                let v: Value = serde_json::from_str(&body)
                    .unwrap_or_else(|e| panic!("the site index {head:?} is not JSON: {e}"));
                let n = v["datasets"].as_array().map_or(0, Vec::len);
                assert!(n > 0, "{head:?}");
                assert_eq!(
                    listed_files(&body).len(),
                    n,
                    "every entry is listed: {body}"
                );
            }
            "figures" => {
                let read = read_figures_file(&default, body.as_bytes());
                assert!(!read.runs.is_empty(), "{body}");
                assert!(read.bad.is_empty(), "{:?} in\n{body}", read.bad);
            }
            other => {
                panic!("data/README.md: a block of kind {other:?}, which this test does not know")
            }
        }
    }
    // The guide shows each kind at least once.
    for kind in ["dataset", "index", "figures"] {
        assert!(kinds.contains(kind), "no {kind} example in the guide");
    }
}

#[test]
fn every_example_dataset_loads_with_its_quotes_checked() {
    let seeds: BTreeMap<String, String> = std::fs::read_dir("data/examples/seeds")
        .unwrap()
        .map(|e| {
            let path = e.unwrap().path();
            let id = path.file_stem().unwrap().to_string_lossy().to_string();
            (id, std::fs::read_to_string(&path).unwrap())
        })
        .collect();
    let examples = examples();
    assert!(examples.len() >= 2, "{:?}", examples.keys());
    for (name, text) in &examples {
        let (ds, text) = load_file(text.as_bytes())
            .unwrap_or_else(|p| panic!("data/examples/{name}.json: {p:?}"));
        let checked = check_file(ds, text, &seeds, Some(name))
            .unwrap_or_else(|p| panic!("data/examples/{name}.json: {p:?}"));
        assert!(
            checked.unchecked.is_empty(),
            "{name}: {:?}",
            checked.unchecked
        );
    }
}

/// The keys of `v`, recursively, but not the keys that are data: a
/// configuration's dimension ids (`config`, `when`, `trust[].when`), a
/// length's value ids (`ms.values`) and a recommendation's (`recommended`).
fn keys(v: &Value, parent: &str, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            // (`reference.recommended` is an object of fields; a
            // dimension's maps value ids to value ids.)
            let ids = m.values().all(Value::is_string);
            if matches!(parent, "config" | "when" | "values") || (parent == "recommended" && ids) {
                return;
            }
            for (k, x) in m {
                out.insert(k.clone());
                keys(x, k, out);
            }
        }
        Value::Array(a) => a.iter().for_each(|x| keys(x, parent, out)),
        _ => {}
    }
}

/// Every field a dataset file here writes is named in the schema table
/// (in its backquoted words), so a newcomer reading the table meets it.
#[test]
fn every_field_the_datasets_write_is_in_the_schema_table() {
    let schema = GUIDE
        .split_once("## Schema")
        .and_then(|(_, rest)| rest.split("\n## ").next())
        .expect("the guide has a schema section");
    let mut named = BTreeSet::new();
    for (i, part) in schema.split('`').enumerate() {
        if i % 2 == 1 {
            for w in part.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                named.insert(w.to_string());
            }
        }
    }
    let mut files: Vec<(String, String)> = failover_timeline::model::bundled::DATASETS
        .iter()
        .map(|(id, json)| (format!("data/{id}.json"), json.to_string()))
        .collect();
    files.extend(
        examples()
            .into_iter()
            .map(|(n, t)| (format!("data/examples/{n}.json"), t)),
    );
    for (file, json) in files {
        let mut used = BTreeSet::new();
        keys(&serde_json::from_str(&json).unwrap(), "", &mut used);
        let missing: Vec<_> = used.difference(&named).collect();
        assert!(
            missing.is_empty(),
            "{file} writes fields the schema table of data/README.md does not name: {missing:?}"
        );
    }
}
