//! A file of a reader's figures, as a drill script writes it: one row per
//! value, each row a configuration written as the link writes it, a metric
//! id and a value. CSV (`config,metric,value`, a header optional, a field
//! with a comma in double quotes) or JSON Lines (`{"config": "…",
//! "metric": "outage", "value": 71}` on each line). Rows of one
//! configuration make one run of the reader's, listed to pick from.
//!
//! Reading never gives up: a bad row is named by its line and left out,
//! the others kept. Only what the page below needs (the first module never
//! reads a file).

use crate::model::own::{Bad, OwnMetric, Problem};
use crate::model::{Config, Dataset};

use super::figures::{parse_metric, put};
use super::query::{decode, Defaults};

/// A file past this is refused unread.
pub const MAX_FILE_BYTES: usize = 5 * 1024 * 1024;
/// At most this many configurations are listed from one file.
pub const MAX_RUNS: usize = 200;
/// At most this many problems are named (the rest are counted).
pub const MAX_PROBLEMS: usize = 50;

/// What is wrong with a file or one of its rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileProblem {
    /// Not UTF-8 text.
    NotText,
    /// Larger than this many bytes.
    TooBig(usize),
    /// Not `configuration, metric, value` (nor a JSON line with them).
    BadLine,
    /// A configuration key or value the dataset cannot read.
    BadConfig(String),
    /// A value or metric left out (as a typed one would be).
    Figure(Problem),
    /// More than [`MAX_RUNS`] configurations: the rest are left out.
    TooManyRuns(usize),
    /// No row could be read.
    Empty,
}

/// A problem and where: its 1-based line (0: the whole file), and the text
/// it is about, as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileBad {
    pub line: usize,
    pub text: String,
    pub problem: FileProblem,
}

/// One configuration's figures from the file.
#[derive(Clone, Debug, PartialEq)]
pub struct FileRun {
    /// The configuration as the file writes it.
    pub written: String,
    pub config: Config,
    pub metrics: Vec<OwnMetric>,
    /// The line its first row is on.
    pub line: usize,
}

/// Every run in `bytes`, and every problem (the first [`MAX_PROBLEMS`];
/// `more` counts the rest).
pub struct FileRead {
    pub runs: Vec<FileRun>,
    pub bad: Vec<FileBad>,
    pub more: usize,
}

impl FileRead {
    fn complain(&mut self, line: usize, text: &str, problem: FileProblem) {
        if self.bad.len() < MAX_PROBLEMS {
            self.bad.push(FileBad {
                line,
                text: text.chars().take(60).collect(),
                problem,
            });
        } else {
            self.more += 1;
        }
    }
}

/// Read a file of figures for dataset `ds`.
pub fn read_figures_file(ds: &Dataset, bytes: &[u8]) -> FileRead {
    let mut out = FileRead {
        runs: Vec::new(),
        bad: Vec::new(),
        more: 0,
    };
    if bytes.len() > MAX_FILE_BYTES {
        out.complain(0, "", FileProblem::TooBig(MAX_FILE_BYTES));
        return out;
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        out.complain(0, "", FileProblem::NotText);
        return out;
    };
    if text.contains('\0') {
        out.complain(0, "", FileProblem::NotText);
        return out;
    }
    let defaults = Defaults {
        lang: crate::model::Lang::En,
        theme: crate::view::Theme::Light,
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let row = raw.trim().trim_start_matches('\u{feff}');
        if row.is_empty() || row.starts_with('#') {
            continue;
        }
        let Some((config, metric, value)) = json_row(row).or_else(|| csv_row(row)) else {
            out.complain(line, row, FileProblem::BadLine);
            continue;
        };
        // A CSV header.
        if line == 1 && config.eq_ignore_ascii_case("config") {
            continue;
        }
        // A whole link is its query.
        let query = config.rsplit_once('?').map_or(config.as_str(), |(_, q)| q);
        let (state, notices) = decode(ds, query, defaults);
        if let Some(n) = notices.first() {
            let text = format!("{}={}", n.param, n.value);
            out.complain(line, &config, FileProblem::BadConfig(text));
            continue;
        }
        let (m, bads) = parse_metric(ds, &metric, &value);
        for Bad { text, problem } in bads {
            out.complain(line, &text, FileProblem::Figure(problem));
        }
        let Some(m) = m else {
            continue;
        };
        let found = out.runs.iter().position(|r| r.config == state.config);
        match found {
            Some(i) => {
                let r = &mut out.runs[i];
                match r.metrics.iter_mut().find(|x| x.metric == m.metric) {
                    // A metric's rows add up to its list of values.
                    Some(x) => x.values.extend(m.values),
                    None => put(&mut r.metrics, m),
                }
            }
            None if out.runs.len() >= MAX_RUNS => {
                out.complain(line, &config, FileProblem::TooManyRuns(MAX_RUNS));
            }
            None => out.runs.push(FileRun {
                written: config,
                config: state.config,
                metrics: vec![m],
                line,
            }),
        }
    }
    // Values of one metric are capped as typed ones are.
    for r in &mut out.runs {
        for m in &mut r.metrics {
            m.values.truncate(super::figures::MAX_VALUES);
        }
    }
    if out.runs.is_empty() && out.bad.is_empty() {
        out.complain(0, "", FileProblem::Empty);
    }
    out
}

/// A JSON Lines row: `{"config": "…", "metric": "…", "value": 71}` (the
/// value a number, or text with a unit).
fn json_row(row: &str) -> Option<(String, String, String)> {
    let row = row.trim_end_matches(',');
    if !row.starts_with('{') {
        return None;
    }
    let v: serde_json::Value = serde_json::from_str(row).ok()?;
    let text = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
    let value = match v.get("value")? {
        serde_json::Value::Number(n) => n.to_string(),
        serde_json::Value::String(s) => s.clone(),
        _ => return None,
    };
    Some((text("config")?, text("metric")?, value))
}

/// A CSV row of three fields; a field may be in double quotes (`""` is a
/// quote inside it).
fn csv_row(row: &str) -> Option<(String, String, String)> {
    let mut fields = Vec::new();
    let mut cur = String::new();
    let mut quoted = false;
    let mut chars = row.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, quoted) {
            ('"', true) if chars.peek() == Some(&'"') => {
                cur.push('"');
                chars.next();
            }
            ('"', _) => quoted = !quoted,
            (',', false) => fields.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    fields.push(cur);
    if quoted || fields.len() != 3 {
        return None;
    }
    let mut it = fields.into_iter().map(|f| f.trim().to_string());
    Some((it.next()?, it.next()?, it.next()?))
}
