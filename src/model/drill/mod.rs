//! A reader's drill: the instants their own failover reached, each one of
//! the dataset's marks (`marks[]`) with the time their logs (or their
//! table) gave it. It is a run's figures of its own kind
//! (`run::Figures::Drill`), under the truth rule as it holds for drills:
//!
//! - measured is an interval between two marks of the drill, never one to
//!   a model instant, and never a duration from t = 0 unless the drill
//!   marks t = 0;
//! - a drill that does not mark t = 0 is placed by its earliest mark at
//!   that mark's model instant, and says so ([`DrillRun::placed_by`]);
//! - a stage both of whose edges the drill marks is drawn at the drill's
//!   length; every other keeps the model's and looks like the model's; a
//!   marked instant the model's stages do not reach (or pass) is a
//!   difference drawn as such (`schedule::Gap`), never spread over them;
//! - marks on different lanes come from different clocks: where they
//!   contradict the order the model knows, the clocks disagree
//!   (`schedule::Clock`), and the reader may set an offset per lane
//!   ([`Drill::skew`]); nothing is reordered.
//!
//! How a drill is read from text (a table, a link, logs) is elsewhere; this
//! is the drill as the view holds it and the run derived from it.

mod instant;

pub use instant::Instant;

/// A drill as drawn: what a side with a drill shows. The page below reads
/// the drill and derives it ([`DrillRun::derive`], and the words); the first
/// module draws it as handed over. Both derive the side's run from it
/// (`run::Figures::Drill`), so the timeline and the images show one drill.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnDrill {
    /// The schedule held to the drill (`Timeline::held` says which stages
    /// are the drill's, where it differs from the model, its ticks).
    pub timeline: Timeline,
    /// What the drill measures between two of its marks: the reader's
    /// figures of the side.
    pub figures: OwnFigures,
    /// How many of its marks are drawn.
    pub n: usize,
    /// Its badge's words, in `lang`.
    pub words: DrillWords,
}

/// A drill's own words for its badge: whose, what it measures, how it was
/// placed, which clocks disagree, which marks are not drawn.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct DrillWords {
    pub lang: crate::model::Lang,
    pub headline: String,
    pub basis: String,
    pub lines: Vec<String>,
    /// What its drill-down says of a span: each stage's drill length
    /// against the model's (or that it is the model's), each difference at
    /// one of its edges; each line with its Δ, ms, if it has one.
    pub spans: Vec<(crate::model::index::SpanIx, String, Option<f64>)>,
}

use super::index::LaneIx;
use super::own::{By, OwnFigures, OwnMetric};
use super::schedule::{self, Pins, EPS_MS};
use super::{Config, Dataset, Timeline};

/// The most marks a drill keeps (a link carries every one).
pub const MAX_MARKS: usize = 40;

/// One mark's time in a drill: ms on the drill's own clock, from its zero.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DrillMark {
    /// The mark's index in the dataset's `marks[]`.
    pub mark: usize,
    pub ms: f64,
}

/// A drill as the view holds it (and a link carries it).
#[derive(Clone, Debug, PartialEq)]
pub struct Drill {
    /// Each mark at most once, in time order (then the dataset's order),
    /// from the drill's zero: t = 0 where the drill marks it, else its
    /// earliest mark. Times to the microsecond.
    pub marks: Vec<DrillMark>,
    /// The reader's offset of a lane's clock, ms added to its marks' times.
    pub skew: Vec<(LaneIx, f64)>,
    pub by: By,
}

impl Drill {
    /// A drill of these marks at these times, on any one clock (a log's
    /// epoch milliseconds, a table's offsets): the first time given for a
    /// mark counts; at most [`MAX_MARKS`]; none not finite.
    pub fn new(ds: &Dataset, times: &[(usize, f64)], by: By) -> Drill {
        let mut marks: Vec<DrillMark> = Vec::new();
        for &(mark, ms) in times {
            if mark >= ds.marks.len()
                || !ms.is_finite()
                || marks.len() >= MAX_MARKS
                || marks.iter().any(|m| m.mark == mark)
            {
                continue;
            }
            // In time order, by insertion (a library sort is a few KB of
            // the first load).
            let at = marks
                .iter()
                .position(|m| (m.ms, m.mark) > (ms, mark))
                .unwrap_or(marks.len());
            marks.insert(at, DrillMark { mark, ms });
        }
        let zero = marks
            .iter()
            .find(|m| matches!(Instant::of(ds, ds.marks[m.mark]), Instant::T0))
            .or(marks.first())
            .map_or(0.0, |m| m.ms);
        for m in &mut marks {
            m.ms = ((m.ms - zero) * 1000.0).round() / 1000.0;
        }
        Drill {
            marks,
            skew: Vec::new(),
            by,
        }
    }

    /// Whether the drill marks t = 0 (its times are then from it).
    pub fn has_t0(&self, ds: &Dataset) -> bool {
        self.marks
            .iter()
            .any(|m| matches!(Instant::of(ds, ds.marks[m.mark]), Instant::T0))
    }

    /// The reader's offset of `lane`'s clock, ms.
    pub fn skew_of(&self, lane: Option<LaneIx>) -> f64 {
        self.skew
            .iter()
            .find(|(l, _)| Some(*l) == lane)
            .map_or(0.0, |(_, ms)| *ms)
    }

    /// The same drill with `lane`'s clock offset by `ms` (0: none).
    pub fn with_skew(&self, lane: LaneIx, ms: f64) -> Drill {
        let mut d = self.clone();
        d.skew.retain(|(l, _)| *l != lane);
        if ms != 0.0 && ms.is_finite() {
            d.skew.push((lane, (ms * 1000.0).round() / 1000.0));
        }
        d
    }
}

/// A mark of the drill on the timeline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MarkTime {
    pub mark: usize,
    /// The drill's time on the timeline's clock (placed, the lane's
    /// offset added).
    pub at: f64,
    /// The model's time of the same instant (NaN where the model cannot
    /// place it).
    pub model: f64,
}

/// Why a mark of the drill is not drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Left {
    /// Its span does not happen in this configuration.
    NotInConfiguration,
    /// Earlier than mark `after`, which comes before it on its lane.
    OutOfOrder { after: usize },
    /// The drill has no t = 0 and no mark the model can place.
    CannotPlace,
}

/// A drill held against the model of a configuration: what the run of a
/// side with a drill shows.
#[derive(Clone, Debug, PartialEq)]
pub struct DrillRun {
    pub drill: Drill,
    /// The model's own schedule of the configuration: what the drill is
    /// held against (each mark's model time, each stage's model length).
    pub model: Timeline,
    /// The mark the drill is placed by, where it has no t = 0 (at that
    /// mark's model instant): then no time from t = 0 is the drill's.
    pub placed_by: Option<usize>,
    /// The marks drawn, in the drill's order.
    pub marks: Vec<MarkTime>,
    /// The marks not drawn, and why.
    pub left: Vec<(usize, Left)>,
    /// The metrics the drill measures (both ends marked): the side's own
    /// figures, as the reader's.
    pub figures: OwnFigures,
}

impl DrillRun {
    /// `drill` held against the model of `cfg` (whose schedule is
    /// `model`): the run's timeline, and what the drill shows.
    pub fn derive(
        ds: &Dataset,
        cfg: &Config,
        model: &Timeline,
        drill: &Drill,
    ) -> (Timeline, DrillRun) {
        let instant = |m: usize| Instant::of(ds, ds.marks[m]);
        let model_at = |m: usize| schedule::time_of(ds, cfg, model, ds.marks[m]);
        let mut left: Vec<(usize, Left)> = Vec::new();
        let mut kept: Vec<DrillMark> = Vec::new();
        for m in &drill.marks {
            let in_cfg = match instant(m.mark) {
                Instant::T0 => true,
                Instant::Edge(s, _) => schedule::in_configuration(ds, cfg, s),
                Instant::Arrive(a) => {
                    crate::model::dataset::event_span(ds, crate::model::event::Event::Depart(a))
                        .is_none_or(|s| schedule::in_configuration(ds, cfg, s))
                }
            };
            if in_cfg {
                kept.push(*m);
            } else {
                left.push((m.mark, Left::NotInConfiguration));
            }
        }
        // Placed at t = 0, or by its earliest mark the model can place.
        let t0 = kept
            .iter()
            .find(|m| matches!(instant(m.mark), Instant::T0))
            .map(|m| m.ms);
        let (offset, placed_by) = match t0 {
            Some(ms) => (-ms, None),
            None => match kept.iter().find(|m| model_at(m.mark).is_finite()) {
                Some(m) => (model_at(m.mark) - m.ms, Some(m.mark)),
                None => {
                    left.extend(kept.drain(..).map(|m| (m.mark, Left::CannotPlace)));
                    (0.0, None)
                }
            },
        };
        let at = |m: &DrillMark| m.ms + offset + drill.skew_of(instant(m.mark).lane(ds));
        // On one lane, the drill's times follow the lane's order (its
        // spans', then their edges'): a mark earlier than one before it
        // is left out, named.
        let mut marks: Vec<MarkTime> = Vec::new();
        let mut pins = Pins::none(ds);
        for m in &kept {
            let t = at(m);
            if let Instant::Edge(s, k) = instant(m.mark) {
                let lane = ds.lane_of_span(s);
                let before = kept.iter().find(|o| match instant(o.mark) {
                    Instant::Edge(os, ok) => {
                        ds.lane_of_span(os) == lane && (os, ok) < (s, k) && at(o) > t + EPS_MS
                    }
                    _ => false,
                });
                if let Some(o) = before {
                    left.push((m.mark, Left::OutOfOrder { after: o.mark }));
                    continue;
                }
                pins.edges[s.0][k] = Some(t);
            }
            if let Instant::Arrive(a) = instant(m.mark) {
                pins.arrive[a.0] = Some(t);
            }
            marks.push(MarkTime {
                mark: m.mark,
                at: t,
                model: model_at(m.mark),
            });
        }
        let mut held = schedule::held(ds, cfg, &pins);
        // The ticks the row draws: the marks on a lane.
        let ticks: Vec<(usize, Option<LaneIx>, f64)> = marks
            .iter()
            .map(|m| (m.mark, instant(m.mark).lane(ds), m.at))
            .collect();
        for h in [
            held.held.as_mut(),
            held.drawn.as_mut().and_then(|d| d.held.as_mut()),
        ]
        .into_iter()
        .flatten()
        {
            h.marks = ticks.clone();
        }
        // What the drill measures: a metric both of whose ends it marks
        // (t = 0 only where it marks it).
        let has_t0 = t0.is_some();
        let metrics = (0..ds.file.metrics.len())
            .filter_map(|metric| {
                let (from, to) = ds.metric_events(metric);
                let end = |ev| match Instant::of(ds, ev) {
                    Instant::T0 => has_t0.then_some(0.0),
                    _ => pins.at(ds, ev),
                };
                let v = end(to)? - end(from)?;
                (v.is_finite() && v >= 0.0 && from != to).then(|| OwnMetric {
                    metric,
                    values: vec![v],
                })
            })
            .collect();
        let run = DrillRun {
            drill: drill.clone(),
            model: model.clone(),
            placed_by,
            marks,
            left,
            figures: OwnFigures {
                config: cfg.clone(),
                metrics,
                by: drill.by,
            },
        };
        (held, run)
    }

    /// The drill's time of mark `mark`, if it is drawn.
    pub fn at(&self, mark: usize) -> Option<&MarkTime> {
        self.marks.iter().find(|m| m.mark == mark)
    }
}
