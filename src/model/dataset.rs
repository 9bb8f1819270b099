//! The resolved dataset: the file as it was read (`file`, see
//! [`file`](super::file)) plus every name in it resolved to an index, once,
//! by the loader ([`load`](super::load)). The schedule and the verdict read
//! these and never look a name up, so they cannot fail.

use super::config::Config;
use super::event::Event;
use super::file::DatasetFile;
use super::index::{ArrowIx, DimIx, LaneIx, SpanIx, StageIx};
use super::unpack::Unpack;

/// A length resolved against the dimensions: fixed, or one value per
/// measured value of a dimension (indexed like `Dimension::values`).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize, Unpack)]
pub enum Length {
    Fixed(f64),
    By(DimIx, Vec<f64>),
    /// The page gives none (a stage's `ms: null`): no number, ever. The
    /// schedule draws it as a placeholder width and marks every time that
    /// depends on it as not placeable.
    Unknown,
}

impl Length {
    /// The length under `cfg`, in ms; NaN where it is unknown.
    pub fn ms(&self, cfg: &Config) -> f64 {
        match self {
            Length::Fixed(v) => *v,
            Length::By(d, values) => values[cfg.values[*d]],
            Length::Unknown => f64::NAN,
        }
    }
}

/// Where a one-way arrow departs, or which stage a round trip spans.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize, Unpack)]
pub enum ArrowAnchor {
    Departs(Event),
    Over(SpanIx, StageIx),
}

/// A span with its names resolved: its lane, what it waits for, and when it
/// happens at all.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize, Unpack)]
pub(crate) struct SpanRule {
    pub lane: LaneIx,
    /// The span before it on its lane.
    pub prev_on_lane: Option<SpanIx>,
    /// The events it waits for besides its lane's previous span.
    pub after: Vec<Event>,
    /// The race it starts on (earliest wins); empty for most.
    pub first_of: Vec<Event>,
    /// The event that, coming first, means the span does not happen.
    pub unless: Option<Event>,
    /// The configurations it happens in: per dimension, the value indices.
    pub when: Vec<When>,
    pub stages: Vec<StageRule>,
}

/// A span happens only where dimension `dim` has one of `values`.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, Unpack)]
pub(crate) struct When {
    pub dim: DimIx,
    pub values: Vec<usize>,
}

/// A stage with its names resolved.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, Unpack)]
pub(crate) struct StageRule {
    pub length: Length,
    pub class: usize,
}

/// An arrow with its names resolved.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, Unpack)]
pub(crate) struct ArrowRule {
    pub anchor: ArrowAnchor,
    /// A one-way arrow's transit time (a round trip has none of its own).
    pub transit: Option<Length>,
    /// The lane it arrives on.
    pub to: LaneIx,
    /// The dimension that decides whether it matters, if any.
    pub gate: Option<DimIx>,
}

/// The two events a metric is measured between.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize, Unpack)]
pub(crate) struct MetricEnds {
    pub from: Event,
    pub to: Event,
}

/// A validated dataset with its names resolved to indices. The browser
/// reads it packed as it is (`load_packed`): it was checked at build time.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize, Unpack)]
pub struct Dataset {
    pub file: DatasetFile,
    /// The ruler's label at t = 0: "0 " and `file.zero`, shortened by the
    /// loader to the least room between two ticks (`load::resolve::ruler_zero`).
    pub ruler_zero: super::text::Text,
    /// Spans in an order where every span comes after what it waits for.
    pub(crate) order: Vec<SpanIx>,
    /// One per span of `file.spans`.
    pub(crate) spans: Vec<SpanRule>,
    /// One per arrow of `file.arrows`.
    pub(crate) arrows: Vec<ArrowRule>,
    /// One per metric of `file.metrics`.
    pub(crate) metrics: Vec<MetricEnds>,
    pub(crate) outage_metric: usize,
    pub(crate) react_metric: usize,
    /// Each arm's and preset's configuration, resolved once at load: the
    /// verdict compares against them on every knob change.
    pub(crate) arm_configs: Vec<Config>,
    pub(crate) preset_configs: Vec<Config>,
    /// One per step of `file.tour`.
    pub(crate) tour: Vec<super::tour::TourRule>,
    /// `file.transit_class`, resolved.
    pub(crate) transit_class: Option<usize>,
    /// One per mark of `file.marks`: the event it marks.
    pub(crate) marks: Vec<Event>,
}

/// The dataset a screen shows, shared by its parts and never freed: the
/// first module then carries no code that drops a dataset (its drop glue
/// was ~2 KB of the first load's gzip). One that is replaced (the first
/// file by the full one, another dataset, a file from disk) stays in
/// memory for the life of the page. Made as soon as a dataset is read, so
/// no path in between drops one (`tools/size-rules.mjs` checks).
#[derive(Clone)]
pub struct Held(std::rc::Rc<std::mem::ManuallyDrop<Dataset>>);

impl Held {
    pub fn new(ds: Dataset) -> Held {
        Held(std::rc::Rc::new(std::mem::ManuallyDrop::new(ds)))
    }
}

impl std::ops::Deref for Held {
    type Target = Dataset;
    fn deref(&self) -> &Dataset {
        &self.0
    }
}

impl Dataset {
    pub fn dimension_index(&self, id: &str) -> Option<DimIx> {
        self.file
            .dimensions
            .iter()
            .position(|d| d.id == id)
            .map(DimIx)
    }

    pub fn value_index(&self, dim: DimIx, id: &str) -> Option<usize> {
        self.file.dimensions[dim]
            .values
            .iter()
            .position(|v| v.id == id)
    }

    pub fn inert_index(&self, id: &str) -> Option<usize> {
        self.file.inert.iter().position(|k| k.id == id)
    }

    pub fn metric_index(&self, id: &str) -> Option<usize> {
        self.file.metrics.iter().position(|m| m.id == id)
    }

    pub fn preset_index(&self, id: &str) -> Option<usize> {
        self.file.presets.iter().position(|p| p.id == id)
    }

    pub fn span_index(&self, id: &str) -> Option<SpanIx> {
        self.file.spans.iter().position(|s| s.id == id).map(SpanIx)
    }

    /// The events a span waits for besides its lane's previous span.
    pub fn span_after(&self, span: SpanIx) -> &[Event] {
        &self.spans[span].after
    }

    pub fn lane_of_span(&self, span: SpanIx) -> LaneIx {
        self.spans[span].lane
    }

    pub fn arrow_lanes(&self, arrow: ArrowIx) -> (LaneIx, LaneIx) {
        let from = match self.arrows[arrow].anchor {
            ArrowAnchor::Departs(ev) => self.event_lane(ev).unwrap_or_default(),
            ArrowAnchor::Over(span, _) => self.spans[span].lane,
        };
        (from, self.arrows[arrow].to)
    }

    pub fn arrow_gate(&self, arrow: ArrowIx) -> Option<DimIx> {
        self.arrows[arrow].gate
    }

    pub fn stage_class(&self, span: SpanIx, stage: StageIx) -> usize {
        self.spans[span].stages[stage].class
    }

    pub fn stage_length(&self, span: SpanIx, stage: StageIx) -> &Length {
        &self.spans[span].stages[stage].length
    }

    /// Whether a length's value under `cfg` is one some arm measured: a
    /// fixed length is the page's number wherever it is drawn; a length set
    /// by a dimension is measured only at a value some arm ran. Any other
    /// value is the model's, however well the sentence behind the knob
    /// reads. (Whether its sentence states it at all is the loader's rule,
    /// and which sentence is `view::describe::stage_source`'s.)
    pub fn measured_at(&self, length: &Length, cfg: &Config) -> bool {
        match length {
            Length::Fixed(_) => true,
            Length::Unknown => false,
            Length::By(d, _) => self
                .arm_configs
                .iter()
                .any(|a| a.values[*d] == cfg.values[*d]),
        }
    }

    pub fn arrow_anchor(&self, arrow: ArrowIx) -> ArrowAnchor {
        self.arrows[arrow].anchor
    }

    /// A one-way arrow's transit time (a round trip has none of its own).
    pub fn arrow_transit(&self, arrow: ArrowIx) -> Option<&Length> {
        self.arrows[arrow].transit.as_ref()
    }

    /// The metrics measured to or from an event of `span` (its start,
    /// end or a stage's): the figures a drill-down of that span can set
    /// beside its stages.
    pub fn metrics_at(&self, span: SpanIx) -> Vec<usize> {
        let of = |ev: Event| match ev {
            Event::SpanStart(s) | Event::SpanEnd(s) => Some(s),
            Event::StageStart(s, _) | Event::StageEnd(s, _) => Some(s),
            _ => None,
        };
        (0..self.metrics.len())
            .filter(|&m| {
                let e = self.metrics[m];
                of(e.to) == Some(span) || of(e.from) == Some(span)
            })
            .collect()
    }

    /// The two events metric `metric` is measured between.
    pub fn metric_events(&self, metric: usize) -> (Event, Event) {
        let m = self.metrics[metric];
        (m.from, m.to)
    }

    /// The event mark `mark` (of `file.marks`) names.
    pub fn mark_event(&self, mark: usize) -> Event {
        self.marks[mark]
    }

    /// The index of the mark with id `id`.
    pub fn mark_index(&self, id: &str) -> Option<usize> {
        self.file.marks.iter().position(|m| m.id == id)
    }

    pub fn outage_metric(&self) -> usize {
        self.outage_metric
    }

    pub fn react_metric(&self) -> usize {
        self.react_metric
    }

    fn event_lane(&self, ev: Event) -> Option<LaneIx> {
        match ev {
            Event::T0 => None,
            Event::SpanStart(s)
            | Event::SpanEnd(s)
            | Event::StageStart(s, _)
            | Event::StageEnd(s, _) => Some(self.spans[s].lane),
            Event::Depart(a) => self.arrow_lanes(a).0.into(),
            Event::Arrive(a) => Some(self.arrows[a].to),
        }
    }
}

/// The span an event belongs to (the one whose timing decides it).
pub(crate) fn event_span(ds: &Dataset, ev: Event) -> Option<SpanIx> {
    match ev {
        Event::T0 => None,
        Event::SpanStart(s)
        | Event::SpanEnd(s)
        | Event::StageStart(s, _)
        | Event::StageEnd(s, _) => Some(s),
        Event::Depart(a) | Event::Arrive(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => event_span(ds, e),
            ArrowAnchor::Over(s, _) => Some(s),
        },
    }
}
