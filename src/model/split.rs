//! Where the outage goes: the drawn outage cut along its critical path by
//! how the time is spent (the dataset's classes). It is the model's
//! decomposition of the drawn outage, not a measurement: each stage's and
//! each one-way arrow's part of the outage window, counted once (a
//! round trip lasts as long as the stage it spans, which is on the path
//! too). The segments add up to the drawn outage.

use super::dataset::{ArrowAnchor, Dataset, Length};
use super::index::DimIx;
use super::schedule::{Step, Timeline, EPS_MS};

/// One class's share of the outage.
#[derive(Clone, Debug, PartialEq)]
pub struct Segment {
    /// The class's index in the dataset.
    pub class: usize,
    pub ms: f64,
    /// The stage (or one-way arrow) of this class with the most of the
    /// outage.
    pub largest: Step,
    pub largest_ms: f64,
    /// The dimension whose value sets the largest's length, if one does.
    pub set_by: Option<DimIx>,
}

/// The outage, split.
#[derive(Clone, Debug, PartialEq)]
pub struct Split {
    /// The drawn outage (the model's), ms.
    pub outage_ms: f64,
    /// One per class with time in the outage, in the dataset's class order.
    pub segments: Vec<Segment>,
    /// Time of the outage no classed step covers (a one-way arrow's
    /// transit where the dataset names no transit class). Zero for the
    /// bundled datasets; shown as such where it is not.
    pub unclassed_ms: f64,
}

impl Split {
    /// The segments' sum: the drawn outage, less what no class covers.
    pub fn total(&self) -> f64 {
        self.segments.iter().map(|s| s.ms).sum()
    }
}

/// The outage of `tl` split by class along its critical path.
pub fn outage_split(ds: &Dataset, tl: &Timeline) -> Split {
    let (o0, o1) = tl.outage;
    // One slot per class, in the dataset's order (no sort: each sorted
    // type costs the first load a copy of the sort).
    let mut by_class: Vec<Option<Segment>> = vec![None; ds.file.classes.len()];
    // The path runs forward in time; a cursor counts every instant once.
    let mut cursor = o0;
    for &step in &tl.critical {
        let (start, end, class, length) = match step {
            Step::Stage { span, stage } => {
                let t = &tl.spans[span].stages[stage];
                (
                    t.start,
                    t.end,
                    Some(ds.stage_class(span, stage)),
                    Some(ds.stage_length(span, stage)),
                )
            }
            Step::Arrow(a) => match ds.arrow_anchor(a) {
                ArrowAnchor::Over(..) => continue,
                ArrowAnchor::Departs(_) => {
                    let t = &tl.arrows[a];
                    (t.depart, t.arrive, ds.transit_class(), ds.arrow_transit(a))
                }
            },
        };
        let from = start.max(cursor);
        let to = end.min(o1);
        if to - from <= EPS_MS {
            continue;
        }
        cursor = to;
        let Some(class) = class else {
            continue;
        };
        let ms = to - from;
        let set_by = match length {
            Some(Length::By(d, _)) => Some(*d),
            _ => None,
        };
        let Some(slot) = by_class.get_mut(class) else {
            continue;
        };
        match slot {
            Some(seg) => {
                seg.ms += ms;
                if ms > seg.largest_ms {
                    seg.largest = step;
                    seg.largest_ms = ms;
                    seg.set_by = set_by;
                }
            }
            None => {
                *slot = Some(Segment {
                    class,
                    ms,
                    largest: step,
                    largest_ms: ms,
                    set_by,
                })
            }
        }
    }
    let segments: Vec<Segment> = by_class.into_iter().flatten().collect();
    let outage_ms = o1 - o0;
    let total: f64 = segments.iter().map(|s| s.ms).sum();
    Split {
        outage_ms,
        segments,
        unclassed_ms: (outage_ms - total).max(0.0),
    }
}
