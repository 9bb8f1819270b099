//! What the timeline is drawn from: the lanes, the classes of time, spans
//! made of stages (and a stage's or arrow's length), the arrows between
//! lanes, and the metrics measured between two events.

use super::IdMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{Ms, Source};
use crate::model::text::Text;
use crate::model::unpack::Unpack;

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Lane {
    pub id: String,
    pub name: Text,
    pub role: Text,
}

/// How time inside a stage is spent (CPU, tunable timer wait, ...).
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct StageClass {
    pub id: String,
    pub name: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Span {
    pub id: String,
    pub lane: String,
    pub name: Text,
    /// Events this span waits for (a join: it starts at the latest of them and
    /// of the end of the previous span on its lane).
    #[serde(default)]
    pub after: Vec<String>,
    /// A race: the span starts at the earliest of these events that comes
    /// (and not before `after` or its lane's previous span).
    #[serde(default)]
    pub first_of: Vec<String>,
    /// The race this span loses: it does not happen if this event comes
    /// before the span would start.
    #[serde(default)]
    pub unless: Option<String>,
    /// Only in these configurations (dimension id → the values where the span
    /// happens). Elsewhere it does not happen: not drawn, its events never come.
    #[serde(default)]
    pub when: IdMap<Vec<String>>,
    pub stages: Vec<Stage>,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Stage {
    pub id: String,
    pub name: Text,
    pub class: String,
    /// Its length; `null` where the page gives none (then `note` says why):
    /// drawn hatched, its number "—" everywhere, never calibrated.
    pub ms: Option<Duration>,
    pub source: Source,
    /// Why the length is unknown (required where `ms` is `null`).
    #[serde(default)]
    pub note: Option<Text>,
}

/// A stage or arrow length: fixed, or set by one dimension's value. Each
/// length may carry a source of its own (`{"ms": 3000, "source": …}`):
/// where it is a seed sentence, that sentence states the number; where it
/// is `derived`, the number is a model estimate however the stage's own
/// sentence reads (the loader's rule for stage lengths,
/// `load::check::spans`).
#[derive(Clone, Debug, Unpack)]
pub enum Duration {
    Fixed(SourcedMs),
    By {
        by: String,
        values: IdMap<SourcedMs>,
    },
}

// As `Source`: by shape in the JSON, by a tag when packed.
#[derive(Deserialize, Serialize)]
#[serde(remote = "Duration", untagged)]
enum DurationShape {
    Fixed(SourcedMs),
    By {
        by: String,
        values: IdMap<SourcedMs>,
    },
}

#[derive(Deserialize, Serialize)]
#[serde(remote = "Duration")]
enum DurationTagged {
    Fixed(SourcedMs),
    By {
        by: String,
        values: IdMap<SourcedMs>,
    },
}

/// One length as written: a number (its source is the stage's or
/// arrow's), or `{ms, source}` with a source of its own.
#[derive(Clone, Debug, PartialEq, Unpack)]
pub struct SourcedMs {
    pub ms: Ms,
    pub source: Option<Source>,
}

impl From<Ms> for SourcedMs {
    fn from(ms: Ms) -> Self {
        SourcedMs { ms, source: None }
    }
}

#[derive(Deserialize, Serialize)]
#[serde(untagged, deny_unknown_fields)]
enum SourcedMsShape {
    Bare(Ms),
    Sourced { ms: Ms, source: Source },
}

#[derive(Deserialize, Serialize)]
struct SourcedMsTagged {
    ms: Ms,
    source: Option<Source>,
}

impl<'de> Deserialize<'de> for SourcedMs {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(if d.is_human_readable() {
            match SourcedMsShape::deserialize(d)? {
                SourcedMsShape::Bare(ms) => SourcedMs { ms, source: None },
                SourcedMsShape::Sourced { ms, source } => SourcedMs {
                    ms,
                    source: Some(source),
                },
            }
        } else {
            let SourcedMsTagged { ms, source } = SourcedMsTagged::deserialize(d)?;
            SourcedMs { ms, source }
        })
    }
}

impl Serialize for SourcedMs {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (ms, source) = (self.ms, self.source.clone());
        if s.is_human_readable() {
            match source {
                None => SourcedMsShape::Bare(ms),
                Some(source) => SourcedMsShape::Sourced { ms, source },
            }
            .serialize(s)
        } else {
            SourcedMsTagged { ms, source }.serialize(s)
        }
    }
}

by_shape_or_tag!(Duration, DurationShape, DurationTagged);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "kebab-case")]
pub enum ArrowKind {
    /// ⇄: drawn over a stage of the sender that waits for the reply.
    RoundTrip,
    /// →: departs at an event, arrives `ms` later on another lane.
    OneWay,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Arrow {
    pub id: String,
    pub kind: ArrowKind,
    /// One-way: the event it departs at.
    #[serde(default)]
    pub from: Option<String>,
    /// Round-trip: the `span/stage` it spans.
    #[serde(default)]
    pub over: Option<String>,
    pub to: String,
    /// One-way: the transit time.
    #[serde(default)]
    pub ms: Option<Duration>,
    pub interaction: Text,
    /// The sentence that names the interaction, where it gives no time: the
    /// arrow's time then has a derived `source`, and this sentence is shown
    /// as what the arrow is, not as a measurement of it.
    #[serde(default)]
    pub interaction_source: Option<Source>,
    /// The dimension that gates it, if one does.
    #[serde(default)]
    pub gated_by: Option<String>,
    pub source: Source,
}

/// A named interval between two events, e.g. the client outage or detection.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Metric {
    pub id: String,
    pub name: Text,
    pub from: String,
    pub to: String,
    /// `outage`, `react` or `sub-span`: what the metric is to the app.
    pub role: MetricRole,
    #[serde(default)]
    pub reading: Option<Text>,
}

impl Metric {
    /// A duration from an event to that same event: 0 ms by what it is
    /// (StoatFlow's "before the stop (none: t = 0 is the trigger)"), so
    /// nobody is asked to measure it. An observed figure (not a duration)
    /// is not one of these.
    pub fn none_by_definition(&self) -> bool {
        self.from == self.to && self.role != MetricRole::Observed
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "kebab-case")]
pub enum MetricRole {
    Outage,
    React,
    SubSpan,
    /// A figure the page reports that is not a duration the timeline draws
    /// (a latency percentile read off a dashboard): shown with its source,
    /// never calibrated, not in the trace.
    Observed,
}
