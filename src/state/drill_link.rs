//! A drill in a link: `drill=ID:MS,ID:MS,…`, each mark's time in ms from
//! the drill's zero (its t = 0 where it marks it, else its earliest mark),
//! and the reader's offsets of lanes' clocks, `drill.skew=LANE:MS,…`.
//!
//! The first module keeps a side's drill as this text ([`DrillLink`]: the
//! view's field, written back to the link as it came), and the page below
//! reads it ([`parse_link`]: each bad entry named and left out, the good
//! ones kept) and hands back the drill as drawn. So the first load carries
//! no reader of drills.

use crate::model::drill::{DrawnDrill, Drill, MAX_MARKS};
use crate::model::index::LaneIx;
use crate::model::own::By;
use crate::model::Config;
use crate::model::Dataset;
use crate::view::format::{parse_decimal, shortest};

/// A time past this (a day, in ms) is not a failover's.
const MAX_MS: f64 = 86_400_000.0;

/// The longest text a link's drill may be (40 marks with long ids fit).
pub const MAX_LINK: usize = 4096;

/// A side's drill as a link carries it: the text of `drill=` and of
/// `drill.skew=` (empty: none), as they came, and whose it is (read here:
/// the reader's; a link's: whoever wrote it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrillLink {
    pub marks: String,
    pub skew: String,
    pub by: By,
}

impl DrillLink {
    /// The link's text of `drill`: each mark by its id, in time order.
    pub fn of(ds: &Dataset, drill: &Drill) -> DrillLink {
        DrillLink {
            marks: link_form(ds, drill),
            skew: skew_form(ds, drill).unwrap_or_default(),
            by: drill.by,
        }
    }

    /// The drill it carries (none of its marks read: a drill of none),
    /// and every entry left out, named.
    pub fn read(&self, ds: &Dataset) -> (Drill, Vec<Bad>) {
        let skew = (!self.skew.is_empty()).then_some(self.skew.as_str());
        let (drill, bads) = parse_link(ds, &self.marks, skew, self.by);
        (drill.unwrap_or_else(|| Drill::new(ds, &[], self.by)), bads)
    }
}

/// The link's form of `drill`'s marks.
pub fn link_form(ds: &Dataset, drill: &Drill) -> String {
    drill
        .marks
        .iter()
        .map(|m| format!("{}:{}", ds.file.marks[m.mark].id, shortest(m.ms)))
        .collect::<Vec<_>>()
        .join(",")
}

/// The link's form of `drill`'s clock offsets, if it has any.
pub fn skew_form(ds: &Dataset, drill: &Drill) -> Option<String> {
    (!drill.skew.is_empty()).then(|| {
        drill
            .skew
            .iter()
            .map(|(l, ms)| format!("{}:{}", ds.file.lanes[l.0].id, shortest(*ms)))
            .collect::<Vec<_>>()
            .join(",")
    })
}

/// What is wrong with an entry of a link's drill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not `ID:MS` with a number of ms.
    NotATime,
    /// Longer than a day either way.
    TooLarge,
    /// Not a mark of the dataset (these are).
    UnknownMark(Vec<String>),
    /// Not a lane of the dataset (these are).
    UnknownLane(Vec<String>),
    /// Given before (the first counts).
    Twice,
    /// Past the most a drill keeps.
    TooMany(usize),
}

/// An entry left out, as written (its start), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bad {
    pub text: String,
    pub problem: Problem,
}

impl Bad {
    fn new(text: &str, problem: Problem) -> Bad {
        Bad {
            text: text.chars().take(40).collect(),
            problem,
        }
    }
}

/// A side's drill as drawn, for the link text and the configuration it
/// was drawn of (a side whose drill or configuration has changed since
/// shows the model until it is drawn again).
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub link: DrillLink,
    pub config: Config,
    pub drawn: std::sync::Arc<DrawnDrill>,
}

/// Each side's drawing, indexed by `Side`.
pub type Drawings = [Option<Drawing>; 2];

/// `ID:MS` pairs, each name checked by `name` and each time a number of
/// ms within a day either way.
fn pairs<T>(text: &str, name: impl Fn(&str) -> Result<T, Problem>) -> (Vec<(T, f64)>, Vec<Bad>) {
    let mut out = Vec::new();
    let mut bads = Vec::new();
    for part in text.split(',').filter(|p| !p.trim().is_empty()) {
        let Some((id, ms)) = part.split_once(':') else {
            bads.push(Bad::new(part, Problem::NotATime));
            continue;
        };
        let ms = match parse_decimal(ms.trim()) {
            Some(v) if v.is_finite() && v.abs() <= MAX_MS => v,
            Some(v) if v.is_finite() => {
                bads.push(Bad::new(part, Problem::TooLarge));
                continue;
            }
            _ => {
                bads.push(Bad::new(part, Problem::NotATime));
                continue;
            }
        };
        match name(id.trim()) {
            Ok(x) => out.push((x, ms)),
            Err(p) => bads.push(Bad::new(part, p)),
        }
    }
    (out, bads)
}

/// Read a link's `drill=` (and its `drill.skew=`, if given): the drill,
/// if any mark is left, and every entry left out, named.
pub fn parse_link(
    ds: &Dataset,
    marks: &str,
    skew: Option<&str>,
    by: By,
) -> (Option<Drill>, Vec<Bad>) {
    let known = || ds.file.marks.iter().map(|m| m.id.clone()).collect();
    let (times, mut bads) = pairs(marks, |id| {
        ds.mark_index(id)
            .ok_or_else(|| Problem::UnknownMark(known()))
    });
    let mut kept: Vec<(usize, f64)> = Vec::new();
    for (m, ms) in times {
        if kept.iter().any(|(k, _)| *k == m) {
            bads.push(Bad::new(&ds.file.marks[m].id, Problem::Twice));
        } else if kept.len() >= MAX_MARKS {
            bads.push(Bad::new(&ds.file.marks[m].id, Problem::TooMany(MAX_MARKS)));
        } else {
            kept.push((m, ms));
        }
    }
    if kept.is_empty() {
        return (None, bads);
    }
    let mut drill = Drill::new(ds, &kept, by);
    if let Some(text) = skew {
        let lanes = || ds.file.lanes.iter().map(|l| l.id.clone()).collect();
        let (offsets, b) = pairs(text, |id| {
            ds.file
                .lanes
                .iter()
                .position(|l| l.id == id)
                .map(LaneIx)
                .ok_or_else(|| Problem::UnknownLane(lanes()))
        });
        bads.extend(b);
        for (lane, ms) in offsets {
            drill = drill.with_skew(lane, ms);
        }
    }
    (Some(drill), bads)
}
