//! A drill read from what people have after one: an events table pasted
//! or dropped (`table`), and the times in it (`time`). What is read is a
//! [`Reading`]: each drill's marks found with their times and lines, and
//! every line that could not be read, named with why. Nothing read here is
//! markup: the page shows it as text.
//!
//! Pure and tested natively; the page below runs it (and hands each drill
//! to the first module as an intent). The first module never links it.

pub mod line;
pub mod log;
pub mod table;
pub mod time;
pub mod trace;

use crate::model::Dataset;
use time::Zone;

/// At most this many problems are listed (the rest are counted).
pub const MAX_LISTED: usize = 50;
/// At most this many drills are read from one input.
pub const MAX_DRILLS: usize = 100;
/// At most this many bytes of a line are shown in a problem.
const SHOWN: usize = 60;

/// A mark found: its time on the drill's clock (ms), the line it was read
/// from (1-based) and what its time said of its zone.
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub mark: usize,
    pub ms: f64,
    pub line: usize,
    pub zone: Zone,
}

/// One drill read: its name and every mark found, the first time a mark
/// is found counting (the others are problems).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ReadDrill {
    pub name: String,
    pub found: Vec<Found>,
}

impl ReadDrill {
    /// Each mark's time, as `model::drill::Drill::new` takes them.
    pub fn times(&self) -> Vec<(usize, f64)> {
        self.found.iter().map(|f| (f.mark, f.ms)).collect()
    }
}

/// Why a line was not read (or only in part).
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// Not the id or the name of a mark of the dataset.
    UnknownMark(String),
    /// No time this reader knows.
    NotATime(String),
    /// The mark was found before, on this line (that one counts).
    Twice { mark: usize, first: usize },
    /// A time of another kind than the drill's first (a time of day
    /// beside times from the first row, say): these cannot be put on one
    /// clock.
    OtherKind,
    /// The line has no cell for the mark or the time.
    Short,
    /// More drills than [`MAX_DRILLS`]: the rest are not read.
    TooManyDrills,
}

/// A line not read, with its number (1-based), its start and why.
#[derive(Clone, Debug, PartialEq)]
pub struct LineProblem {
    pub line: usize,
    pub text: String,
    pub problem: Problem,
}

/// Something said of the whole input.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// Not text (binary, or another encoding): nothing read.
    NotText,
    /// Nothing in it is a drill this dataset can draw.
    NoDrill,
    /// Times with no zone beside times with one: the ones without are
    /// read as if they were UTC, which may not be so.
    ZonesMixed,
    /// Times at different offsets from UTC: each read at its own.
    Offsets(Vec<i32>),
}

/// What was read from one input.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Reading {
    pub drills: Vec<ReadDrill>,
    /// The first [`MAX_LISTED`] problems.
    pub problems: Vec<LineProblem>,
    /// How many problems in all.
    pub problem_count: usize,
    pub notices: Vec<Notice>,
    /// Lines read, and lines in which a time was found.
    pub lines: usize,
    pub timed: usize,
}

impl Reading {
    pub(crate) fn problem(&mut self, line: usize, text: &str, problem: Problem) {
        self.problem_count += 1;
        if self.problems.len() < MAX_LISTED {
            self.problems.push(LineProblem {
                line,
                text: shown(text),
                problem,
            });
        }
    }

    /// Say what the times of every drill say of their zones.
    pub(crate) fn zones(&mut self) {
        let zones = self
            .drills
            .iter()
            .flat_map(|d| d.found.iter().map(|f| f.zone));
        let (mut unknown, mut instant) = (false, false);
        let mut offsets: Vec<i32> = Vec::new();
        for z in zones {
            match z {
                Zone::Unknown => unknown = true,
                Zone::Epoch => instant = true,
                Zone::Relative => {}
                Zone::Offset(o) => {
                    instant = true;
                    if !offsets.contains(&o) {
                        offsets.push(o);
                    }
                }
            }
        }
        if unknown && instant {
            self.notices.push(Notice::ZonesMixed);
        }
        if offsets.len() > 1 {
            self.notices.push(Notice::Offsets(offsets));
        }
    }
}

/// The start of a line as a problem shows it (never cut inside a char).
pub(crate) fn shown(text: &str) -> String {
    let mut end = text.len().min(SHOWN);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    let mut s = text[..end].to_string();
    if end < text.len() {
        s.push('…');
    }
    s
}

/// Whether `text` is not text: NULs or replaced bytes in its first 4 KB.
pub fn looks_binary(text: &str) -> bool {
    let head: Vec<char> = text.chars().take(4096).collect();
    let bad = head
        .iter()
        .filter(|&&c| c == '\0' || c == '\u{FFFD}' || (c.is_control() && !c.is_whitespace()))
        .count();
    bad > 0 && bad * 20 >= head.len().min(400)
}

/// The mark a cell names: its id (any case) or its name in either
/// language (any case, trimmed).
pub fn mark_named(ds: &Dataset, cell: &str) -> Option<usize> {
    let cell = cell.trim();
    if cell.is_empty() {
        return None;
    }
    let same = |a: &str| a.eq_ignore_ascii_case(cell) || a.to_lowercase() == cell.to_lowercase();
    ds.file.marks.iter().position(|m| m.id == cell).or_else(|| {
        ds.file.marks.iter().position(|m| {
            same(&m.id) || same(&m.name.en) || (!m.name.zh.is_empty() && same(&m.name.zh))
        })
    })
}

/// What a text is, by its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// An events table (`mark,time`).
    Table,
    /// A log: lines that start with a time (after a prefix).
    Log,
    /// A Chrome Trace Event file.
    Trace,
}

/// What `sample` (a text's start) is: a trace by its JSON; a table where
/// its rows name marks in cells; a log where its lines start with a time.
pub fn kind(ds: &Dataset, sample: &str) -> Kind {
    if trace::is_trace(sample) {
        return Kind::Trace;
    }
    let (mut rows, mut timed) = (0, 0);
    for l in sample.lines().filter(|l| !l.trim().is_empty()).take(50) {
        let cells: Vec<&str> = l.split([',', ';', '\t']).collect();
        if cells.len() >= 2
            && cells
                .iter()
                .any(|c| mark_named(ds, c.trim_matches('"')).is_some())
        {
            rows += 1;
        }
        if line::timed(l, 2000).is_some() {
            timed += 1;
        }
    }
    if rows > 0 && rows * 2 >= timed {
        Kind::Table
    } else if timed > 0 {
        Kind::Log
    } else {
        Kind::Table
    }
}
