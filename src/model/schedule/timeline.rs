//! A schedule as computed: every span's, stage's and arrow's times, each
//! metric's value and the outage, and how to read them back (where to draw,
//! a stage's length as shown, what cannot be placed).

use super::critical::Step;
use crate::model::dataset::{Dataset, Length};
use crate::model::event::Event;
use crate::model::index::{SpanIx, StageIx};

#[derive(Clone, Debug, PartialEq)]
pub struct StageTime {
    pub start: f64,
    pub end: f64,
    pub critical: bool,
}

/// A WAIT slice: the lane idles from `from` to `to` waiting on `on`.
#[derive(Clone, Debug, PartialEq)]
pub struct Wait {
    pub from: f64,
    pub to: f64,
    pub on: Event,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SpanTime {
    pub start: f64,
    pub end: f64,
    pub stages: Vec<StageTime>,
    pub wait: Option<Wait>,
    /// How much later this span could start without moving the outage's end;
    /// `None` when nothing it does reaches the outage.
    pub slack: Option<f64>,
    pub critical: bool,
    /// False when the span does not happen in this configuration: it is
    /// zero-length at its lane's cursor, and its events never come.
    pub happens: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArrowTime {
    pub depart: f64,
    pub arrive: f64,
    pub critical: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    pub spans: Vec<SpanTime>,
    pub arrows: Vec<ArrowTime>,
    /// Each metric's value, indexed like the dataset's metrics.
    pub metrics: Vec<f64>,
    /// The client outage: from TX step-down to the first committed reply.
    pub outage: (f64, f64),
    pub react_ms: f64,
    pub outage_ms: f64,
    /// Outage plus the react gap before it.
    pub end_to_end_ms: f64,
    /// The chain of stages and arrows that decides the outage's end, from
    /// t = 0 onwards. (A WAIT slice is idle time beside the chain, not on it.)
    /// Empty when it runs through a stage of unknown length (it cannot be
    /// placed: [`Timeline::unplaced`]).
    pub critical: Vec<Step>,
    /// Where a stage's length is unknown (`ms: null`): the times above are
    /// NaN wherever they depend on it (shown "—"), and this is the same
    /// schedule with the unknown stages at a placeholder width
    /// ([`UNKNOWN_PX`] at the dataset's zoom) — positions to draw, never
    /// times to show.
    pub drawn: Option<Box<Timeline>>,
    /// Held to a drill (`schedule::held`): which stages are at the drill's
    /// length, where the drill and the model differ, which clocks disagree.
    /// None for the model's own schedule.
    pub held: Option<Box<super::Held>>,
}

/// The width a stage of unknown length is drawn at, in px at the dataset's
/// own zoom: a placeholder, not a time.
pub const UNKNOWN_PX: f64 = 48.0;

impl Timeline {
    /// Where to draw: the placeholder schedule where a length is unknown.
    pub fn at(&self) -> &Timeline {
        self.drawn.as_deref().unwrap_or(self)
    }

    /// A stage's length as shown: NaN ("—") where the page gives none; a
    /// known length stays known after an unknown one (only its times
    /// cannot be placed).
    pub fn stage_ms(&self, ds: &Dataset, span: SpanIx, stage: StageIx) -> f64 {
        if matches!(ds.stage_length(span, stage), Length::Unknown) {
            return f64::NAN;
        }
        let st = &self.at().spans[span].stages[stage];
        st.end - st.start
    }

    /// The earliest drawn instant from which times are not known: where
    /// the first thing that depends on a length the page does not give
    /// begins ([`Timeline::drawn`]). Infinite when every length is known.
    pub fn placeable_until(&self) -> f64 {
        let Some(d) = &self.drawn else {
            return f64::INFINITY;
        };
        let known = |a: f64, b: f64| a.is_finite() && b.is_finite();
        let mut first = f64::INFINITY;
        for (real, drawn) in self.spans.iter().zip(&d.spans) {
            if !real.happens {
                continue;
            }
            for (r, dr) in real.stages.iter().zip(&drawn.stages) {
                if !known(r.start, r.end) {
                    first = first.min(dr.start);
                }
            }
            if let (Some(r), Some(dr)) = (&real.wait, &drawn.wait) {
                if !known(r.from, r.to) {
                    first = first.min(dr.from);
                }
            }
        }
        for (r, dr) in self.arrows.iter().zip(&d.arrows) {
            if !known(r.depart, r.arrive) {
                first = first.min(dr.depart);
            }
        }
        first
    }

    /// Whether the critical path cannot be placed: the outage's end
    /// depends on a length the page does not give.
    pub fn unplaced(&self) -> bool {
        self.drawn.is_some() && !self.outage.1.is_finite()
    }

    /// The latest end of any span: how long the whole handoff takes to draw.
    pub fn horizon(&self) -> f64 {
        self.spans
            .iter()
            .filter(|s| s.happens)
            .map(|s| s.end)
            .fold(0.0, f64::max)
    }
}
