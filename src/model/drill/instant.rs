//! Where an event falls, as one name per instant: a span's start is its
//! first stage's start, a stage's end the next stage's start, a round
//! trip departs and arrives at the edges of the stage it spans. Two marks
//! of a dataset may not name one instant, and a drill's mark pins the
//! instant, whichever of its names the dataset used.

use crate::model::dataset::{ArrowAnchor, Dataset};
use crate::model::event::Event;
use crate::model::index::{ArrowIx, LaneIx, SpanIx};

/// One instant of the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Instant {
    /// t = 0.
    T0,
    /// Edge `k` of a span: 0 its start, `k` the end of its stage `k - 1`
    /// (and the start of stage `k`), the last its end.
    Edge(SpanIx, usize),
    /// A one-way arrow's arrival (it departs at an edge; the wire takes
    /// its transit).
    Arrive(ArrowIx),
}

impl Instant {
    /// The instant `ev` falls at in `ds`.
    pub fn of(ds: &Dataset, ev: Event) -> Instant {
        let n = |s: SpanIx| ds.spans[s].stages.len();
        match ev {
            Event::T0 => Instant::T0,
            Event::SpanStart(s) => Instant::Edge(s, 0),
            Event::SpanEnd(s) => Instant::Edge(s, n(s)),
            Event::StageStart(s, st) => Instant::Edge(s, st.0),
            Event::StageEnd(s, st) => Instant::Edge(s, st.0 + 1),
            Event::Depart(a) => match ds.arrows[a].anchor {
                ArrowAnchor::Departs(e) => Instant::of(ds, e),
                ArrowAnchor::Over(s, st) => Instant::Edge(s, st.0),
            },
            Event::Arrive(a) => match ds.arrows[a].anchor {
                ArrowAnchor::Departs(_) => Instant::Arrive(a),
                ArrowAnchor::Over(s, st) => Instant::Edge(s, st.0 + 1),
            },
        }
    }

    /// The lane whose clock reads it: a span's, or the lane an arrow
    /// arrives on; none for t = 0 (the timeline's zero, on no one lane).
    pub fn lane(self, ds: &Dataset) -> Option<LaneIx> {
        match self {
            Instant::T0 => None,
            Instant::Edge(s, _) => Some(ds.lane_of_span(s)),
            Instant::Arrive(a) => Some(ds.arrow_lanes(a).1),
        }
    }

    /// The span whose edge it is, if it is one.
    pub fn span(self) -> Option<SpanIx> {
        match self {
            Instant::Edge(s, _) => Some(s),
            Instant::T0 | Instant::Arrive(_) => None,
        }
    }
}
