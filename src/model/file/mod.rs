//! The dataset file, as serde reads it: lanes, the dimensions of a
//! configuration (knobs and conditions), spans made of stages, arrows between
//! lanes, the measured arms and the presets. `load` turns it into a validated
//! [`Dataset`](super::Dataset); nothing here is trusted before that.
//!
//! Every number carries provenance: a seed sentence ([`Source::Seed`]) or a
//! note saying how it was derived ([`Source::Derived`]). The schema is
//! documented for people in `data/README.md`.
//!
//! Its types are split by what they describe: `spans` (lanes, spans of
//! stages, arrows, metrics), `knobs` (the dimensions, their values and
//! properties, the inert knobs), `arms` (what was measured, and the
//! figures the page states), `presets` (what the page opens on, the
//! badge's words), `trust` (how close the model must come, and how far to
//! trust it), `tour`, `source` (where every number comes from), and
//! `id_map` (the maps by id it writes). Every one of them is named from
//! here (`model::file::Span`).

use serde::{Deserialize, Serialize};

use super::reference::Reference;
use super::text::Text;
use super::unpack::Unpack;

/// `$ty` reads and writes as `$shape` where people write it (the JSON,
/// which says the kind by its shape) and as `$tagged` in the packed form the
/// browser reads (postcard, which says it by a tag: no look-ahead).
macro_rules! by_shape_or_tag {
    ($ty:ident, $shape:ident, $tagged:ident) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                if d.is_human_readable() {
                    d.deserialize_any(super::ByShape(|v| $shape::deserialize(v)))
                } else {
                    $tagged::deserialize(d)
                }
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                if s.is_human_readable() {
                    $shape::serialize(self, s)
                } else {
                    $tagged::serialize(self, s)
                }
            }
        }
    };
}

/// Reads a value whose kind its shape tells (`$shape`, an untagged enum)
/// inside the JSON reader's own call: a value of no shape it knows is an
/// error serde_json places at that value, so the loader's path read off the
/// text (`load::position::path_at`) names it, not the object around it.
struct ByShape<T>(fn(serde_json::Value) -> Result<T, serde_json::Error>);

impl<T> ByShape<T> {
    fn shaped<E: serde::de::Error>(self, v: serde_json::Value) -> Result<T, E> {
        (self.0)(v).map_err(E::custom)
    }
}

impl<'de, T> serde::de::Visitor<'de> for ByShape<T> {
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a value of a known shape")
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, m: A) -> Result<T, A::Error> {
        let m = serde::de::value::MapAccessDeserializer::new(m);
        self.shaped(serde_json::Value::deserialize(m)?)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, s: A) -> Result<T, A::Error> {
        let s = serde::de::value::SeqAccessDeserializer::new(s);
        self.shaped(serde_json::Value::deserialize(s)?)
    }
    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<T, E> {
        self.shaped(v.into())
    }
    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<T, E> {
        self.shaped(v.into())
    }
    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<T, E> {
        self.shaped(v.into())
    }
    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<T, E> {
        self.shaped(v.into())
    }
    fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<T, E> {
        self.shaped(v.into())
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<T, E> {
        self.shaped(serde_json::Value::Null)
    }
}

mod arms;
mod id_map;
mod knobs;
mod marks;
mod presets;
mod source;
mod spans;
mod tour;
mod trust;

pub use arms::{Ambiguity, Arm, Figure, FigureDifference, Stated, StatedFigure, StatedKind, Stdev};
pub use id_map::IdMap;
pub use knobs::{
    Buy, Cost, DimValue, Dimension, DimensionKind, InertKnob, Jvm, ParseKind, Property,
};
pub use marks::{file_with_log_texts, LogText, Mark};
pub use presets::{BadgeWords, Headline, Preset};
pub use source::{Quoted, Seed, Source, NOT_CHECKED};
pub use spans::{
    Arrow, ArrowKind, Duration, Lane, Metric, MetricRole, SourcedMs, Span, Stage, StageClass,
};
pub use tour::{TourHighlight, TourRuler, TourStep};
pub use trust::{Calibration, ModelLimit, TrustLevel, TrustRule};

pub type Ms = f64;

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct DatasetFile {
    pub id: String,
    pub title: Text,
    pub summary: Text,
    pub seeds: Vec<Seed>,
    /// What t = 0 is called on the ruler ("RESIGN").
    pub zero: Text,
    pub zoom_px_per_ms: f64,
    pub lanes: Vec<Lane>,
    pub classes: Vec<StageClass>,
    /// The JVMs a knob's properties are set on, in the order the config
    /// panel lists them (none for a dataset without properties).
    /// Written `processes` (the hosts or processes a property is set on;
    /// `jvms`, the older name, is read too).
    #[serde(default, rename = "processes", alias = "jvms")]
    pub jvms: Vec<Jvm>,
    /// The prefix of the system's own property names: a pasted property
    /// with it that no knob names is reported (perhaps a misspelling).
    #[serde(default)]
    pub property_prefix: Option<String>,
    pub dimensions: Vec<Dimension>,
    #[serde(default)]
    pub inert: Vec<InertKnob>,
    pub spans: Vec<Span>,
    pub arrows: Vec<Arrow>,
    pub metrics: Vec<Metric>,
    pub calibration: Calibration,
    pub arms: Vec<Arm>,
    pub presets: Vec<Preset>,
    /// The preset the page opens on.
    pub default_preset: String,
    #[serde(default)]
    pub trust: Vec<TrustRule>,
    /// Arms the model is known to miss, each with why. The calibration test
    /// fails if a listed arm is in fact met (the list may not go stale).
    #[serde(default)]
    pub model_limits: Vec<ModelLimit>,
    /// The page around the timeline: recommendations, charts, traps.
    #[serde(default)]
    pub reference: Reference,
    /// Figures the page states that belong to no configuration it names
    /// (a difference whose base it does not give, a share, a bound).
    #[serde(default)]
    pub stated: Vec<StatedFigure>,
    /// The page's own words on why per-knob estimates must not be summed;
    /// the badge quotes them beside every estimate.
    #[serde(default)]
    pub not_additive: Option<Quoted>,
    /// What the drawn spans are where a configuration was not measured
    /// (the badge says it); the UI's general sentence when absent.
    #[serde(default)]
    pub estimate: Option<Text>,
    /// The badge's words where the dataset's differ from the app's: for a
    /// configuration never run, and for a page that measured nothing.
    #[serde(default)]
    pub badge: BadgeWords,
    /// The class of a one-way arrow's transit (the wire): how the outage
    /// split counts it. Required where a one-way arrow takes time.
    #[serde(default)]
    pub transit_class: Option<String>,
    /// The page's argument told on the timeline, step by step.
    #[serde(default)]
    pub tour: Vec<TourStep>,
    /// The instants a reader's drill can mark (a drill's times are read
    /// against them): each an event of the timeline, with the log texts
    /// that mark it where they are known.
    #[serde(default)]
    pub marks: Vec<Mark>,
}
