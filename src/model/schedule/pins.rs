//! A schedule held to a drill: the instants a reader's drill marked are
//! pinned where the drill saw them, and everything else is placed by the
//! model from there (a span waits on what it waits on, a stage takes its
//! length). What that cannot explain is said, never spread: where a marked
//! instant is not where the model's stages since the last marked one put
//! it, the difference is a [`Gap`]; where two lanes' marks contradict the
//! order the model knows (an arrow arriving before it departs, a span
//! starting before what it waits on), their clocks disagree ([`Clock`]).

use crate::model::dataset::Dataset;
use crate::model::drill::Instant;
use crate::model::event::Event;
use crate::model::index::{LaneIx, SpanIx};

use super::EPS_MS;

/// The drill's instants on the timeline's clock, as the schedule reads them.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Pins {
    /// Per span, per edge (0 its start, the last its end): the drill's time.
    pub edges: Vec<Vec<Option<f64>>>,
    /// Per arrow: its arrival's time (one-way arrows; a round trip's ends
    /// are edges of the stage it spans).
    pub arrive: Vec<Option<f64>>,
}

impl Pins {
    /// No instant pinned, shaped for `ds`.
    pub fn none(ds: &Dataset) -> Pins {
        Pins {
            edges: ds
                .spans
                .iter()
                .map(|s| vec![None; s.stages.len() + 1])
                .collect(),
            arrive: vec![None; ds.arrows.len()],
        }
    }

    pub fn edge(&self, span: SpanIx, k: usize) -> Option<f64> {
        self.edges
            .get(span.0)
            .and_then(|e| e.get(k))
            .copied()
            .flatten()
    }

    /// The drill's time of `ev`, where it marks its instant.
    pub fn at(&self, ds: &Dataset, ev: Event) -> Option<f64> {
        match Instant::of(ds, ev) {
            Instant::Edge(s, k) => self.edge(s, k),
            Instant::Arrive(a) => self.arrive.get(a.0).copied().flatten(),
            Instant::T0 => None,
        }
    }

    /// Whether the drill marks any edge of `span`: it happened.
    pub fn marks_span(&self, span: SpanIx) -> bool {
        self.edges
            .get(span.0)
            .is_some_and(|e| e.iter().any(Option::is_some))
    }
}

/// Where a marked instant is not where the model's stages put it: from
/// `from` (the model's, counted from the last marked instant before it)
/// to `to` (the drill's). Negative where the drill was quicker.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gap {
    pub span: SpanIx,
    /// The edge the drill marked.
    pub edge: usize,
    pub from: f64,
    pub to: f64,
}

impl Gap {
    /// The difference, ms: the drill's instant less the model's.
    pub fn ms(&self) -> f64 {
        self.to - self.from
    }
}

/// Two lanes' clocks disagree: what `behind` reads is at least `at_least`
/// ms behind what `ahead` reads (a mark of `behind` comes before one of
/// `ahead` that the model says it follows).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub behind: LaneIx,
    pub ahead: LaneIx,
    pub at_least: f64,
}

/// What a schedule held to a drill adds to it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Held {
    /// Per span, per stage: drawn at the drill's length (both its edges
    /// marked); every other stage keeps the model's length.
    pub measured: Vec<Vec<bool>>,
    pub gaps: Vec<Gap>,
    /// The least disagreement, one per pair of lanes that disagree.
    pub clocks: Vec<Clock>,
    /// The drill's marked instants drawn: each one's mark (its index in
    /// the dataset's `marks[]`), lane (none for t = 0: the axis's zero) and
    /// time.
    pub marks: Vec<(usize, Option<LaneIx>, f64)>,
}

impl Held {
    pub(super) fn new(ds: &Dataset) -> Held {
        Held {
            measured: ds
                .spans
                .iter()
                .map(|s| vec![false; s.stages.len()])
                .collect(),
            gaps: Vec::new(),
            clocks: Vec::new(),
            marks: Vec::new(),
        }
    }

    /// Whether stage `k` of `span` is drawn at the drill's length.
    pub fn is_measured(&self, span: SpanIx, k: usize) -> bool {
        self.measured
            .get(span.0)
            .and_then(|m| m.get(k))
            .copied()
            .unwrap_or(false)
    }

    /// `behind`'s mark at `at` comes before `ahead`'s at `then`, which the
    /// model says it follows.
    pub(super) fn order(
        &mut self,
        behind: Option<LaneIx>,
        ahead: Option<LaneIx>,
        at: f64,
        then: f64,
    ) {
        let (Some(behind), Some(ahead)) = (behind, ahead) else {
            return;
        };
        let by = then - at;
        if behind == ahead || by.is_nan() || by <= EPS_MS {
            return;
        }
        match self
            .clocks
            .iter_mut()
            .find(|c| c.behind == behind && c.ahead == ahead)
        {
            Some(c) => c.at_least = c.at_least.max(by),
            None => self.clocks.push(Clock {
                behind,
                ahead,
                at_least: by,
            }),
        }
    }
}

/// Where span `s` starts in a schedule held to a drill: at its marked
/// start, or (marked later only) as far before its first marked edge as
/// the model's stages take, where what it waits on never comes; otherwise
/// as the model says. A marked edge before the marked instant of what it
/// waits on is two clocks disagreeing.
#[allow(clippy::too_many_arguments)]
pub(super) fn hold_start(
    ds: &Dataset,
    pinned: &Pins,
    h: &mut Held,
    s: SpanIx,
    joins: &[Event],
    durations: &[f64],
    start: f64,
) -> f64 {
    let first = (0..durations.len() + 1).find_map(|k| pinned.edge(s, k).map(|t| (k, t)));
    let lane = Some(ds.lane_of_span(s));
    if let Some((_, at)) = first {
        for &ev in joins {
            // The latest marked instant the event follows: itself, or a
            // one-way arrow's departure (its transit is not negative).
            let (then, ahead) = match (pinned.at(ds, ev), ev) {
                (Some(t), _) => (Some(t), Instant::of(ds, ev).lane(ds)),
                (None, Event::Arrive(a)) => {
                    (pinned.at(ds, Event::Depart(a)), Some(ds.arrow_lanes(a).0))
                }
                (None, _) => (None, None),
            };
            if let Some(then) = then {
                h.order(lane, ahead, at, then);
            }
        }
    }
    match first {
        Some((0, at)) => {
            if (at - start).abs() > EPS_MS || start.is_nan() {
                // Not when the model would start it: said, not hidden.
                h.gaps.push(Gap {
                    span: s,
                    edge: 0,
                    from: start,
                    to: at,
                });
            }
            at
        }
        Some((k, at)) if !start.is_finite() => at - durations[..k].iter().sum::<f64>(),
        _ => start,
    }
}
