//! Reading a drill's text without freezing the page: a line reader fed a
//! chunk at a time, the browser given a turn between chunks (its progress
//! shown, a Cancel honoured), and what was read in words.

use std::sync::Arc;

use leptos::prelude::*;

use crate::drill_read::table::TableReader;
use crate::drill_read::{LineProblem, Notice, Problem, Reading, MAX_DRILLS};
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::{Dataset, Lang};

/// Bytes read between two turns of the browser.
const CHUNK: usize = 256 * 1024;

/// How far a reading has come (0 to 1), and whether it is to stop.
#[derive(Clone, Copy)]
pub struct Progress {
    pub done: RwSignal<Option<f64>>,
    pub cancel: RwSignal<bool>,
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            done: RwSignal::new(None),
            cancel: RwSignal::new(false),
        }
    }
}

/// Read `text` as an events table, a chunk at a time; `then` gets what was
/// read (none: cancelled).
pub fn read_text(
    ds: Arc<Dataset>,
    text: String,
    progress: Progress,
    then: impl FnOnce(Option<Reading>) + 'static,
) {
    progress.cancel.set(false);
    progress.done.set(Some(0.0));
    wasm_bindgen_futures::spawn_local(async move {
        let mut reader = TableReader::new(&ds);
        let mut at = 0;
        let len = text.len().max(1);
        while at < text.len() {
            // To the end of a line past the chunk (a line is never cut).
            let mut cut = (at + CHUNK).min(text.len());
            while !text.is_char_boundary(cut) {
                cut += 1;
            }
            let end = match text.get(cut..).and_then(|t| t.find('\n')) {
                Some(i) => cut + i + 1,
                None => text.len(),
            };
            let chunk = text.get(at..end).unwrap_or_default();
            for line in chunk.strip_suffix('\n').unwrap_or(chunk).split('\n') {
                reader.line(line);
            }
            at = end;
            if end < text.len() {
                progress.done.set(Some(at as f64 / len as f64));
                gloo_timers::future::TimeoutFuture::new(0).await;
                if progress.cancel.get_untracked() {
                    progress.done.set(None);
                    then(None);
                    return;
                }
            }
        }
        progress.done.set(None);
        then(Some(reader.finish()));
    });
}

/// What was read, in words: a summary, then what it says of the whole
/// input, then each line not read.
pub fn reading_lines(ds: &Dataset, r: &Reading, lang: Lang) -> Vec<String> {
    let found: usize = r.drills.iter().map(|d| d.found.len()).sum();
    let mut out = Vec::new();
    if r.drills.is_empty() {
        out.push(tr(lang, PageKey::DrillReadNothing).to_string());
    }
    out.push(trf(
        lang,
        PageKey::DrillReadSummary,
        &[
            ("lines", &r.lines.to_string()),
            ("timed", &r.timed.to_string()),
            ("drills", &r.drills.len().to_string()),
            ("found", &found.to_string()),
        ],
    ));
    for n in &r.notices {
        out.push(match n {
            Notice::NotText => tr(lang, PageKey::DrillReadNotText).to_string(),
            Notice::NoDrill => continue,
            Notice::ZonesMixed => tr(lang, PageKey::DrillReadZonesMixed).to_string(),
            Notice::Offsets(o) => trf(
                lang,
                PageKey::DrillReadOffsets,
                &[("n", &o.len().to_string())],
            ),
        });
    }
    out.extend(r.problems.iter().map(|p| line_text(ds, p, lang)));
    let more = r.problem_count.saturating_sub(r.problems.len());
    if more > 0 {
        out.push(trf(
            lang,
            PageKey::DrillReadMore,
            &[("n", &more.to_string())],
        ));
    }
    out
}

/// One line not read, and why.
fn line_text(ds: &Dataset, p: &LineProblem, lang: Lang) -> String {
    let why = match &p.problem {
        Problem::UnknownMark(cell) => trf(lang, PageKey::ReadUnknownMark, &[("cell", cell)]),
        Problem::NotATime(cell) => trf(lang, PageKey::ReadNotATime, &[("cell", cell)]),
        Problem::Twice { mark, first } => trf(
            lang,
            PageKey::ReadTwice,
            &[
                ("mark", ds.file.marks[*mark].name.get(lang)),
                ("first", &first.to_string()),
            ],
        ),
        Problem::OtherKind => tr(lang, PageKey::ReadOtherKind).to_string(),
        Problem::Short => tr(lang, PageKey::ReadShort).to_string(),
        Problem::TooManyDrills => trf(
            lang,
            PageKey::ReadTooManyDrills,
            &[("n", &MAX_DRILLS.to_string())],
        ),
    };
    trf(
        lang,
        PageKey::DrillLine,
        &[
            ("line", &p.line.to_string()),
            ("text", &p.text),
            ("why", &why),
        ],
    )
}
