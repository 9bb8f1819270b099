//! What a table, a trace or logs read, in words: a summary, what it says
//! of the whole input, each line not read and why; why a reading stopped.

use super::input::Stop;
use crate::drill_read::log::LogReading;
use crate::drill_read::{LineProblem, Notice, Problem, Reading, MAX_DRILLS};
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::{Dataset, Lang};

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

/// Why a reading stopped, in words.
pub fn stop_text(stop: Stop, l: Lang) -> Vec<String> {
    match stop {
        Stop::Cancelled => vec![tr(l, PageKey::DrillCancelled).to_string()],
        Stop::Superseded => Vec::new(),
        Stop::Failed(why) => vec![trf(l, PageKey::DrillFileFailed, &[("why", &why)])],
    }
}

/// What reading logs found, in words: lines read, with a time, marks
/// found; logs whose times' zones differ; a log of another system.
pub fn log_lines(ds: &Dataset, r: &LogReading, l: Lang) -> Vec<String> {
    let marks = r
        .hits
        .iter()
        .map(|h| h.mark)
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let mut out = vec![trf(
        l,
        PageKey::DrillLogsRead,
        &[
            ("logs", &r.logs.len().to_string()),
            ("lines", &r.lines.to_string()),
            ("timed", &r.timed.to_string()),
            ("marks", &marks.to_string()),
            ("all", &ds.file.marks.len().to_string()),
        ],
    )];
    if r.hits.is_empty() {
        out.push(tr(l, PageKey::DrillLogsNoMark).to_string());
    }
    let zones: Vec<_> = r.logs.iter().filter_map(|x| x.zone).collect();
    if zones.windows(2).any(|w| w[0] != w[1]) {
        out.push(tr(l, PageKey::DrillLogsZones).to_string());
    }
    out
}
