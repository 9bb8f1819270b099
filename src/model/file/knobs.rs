//! The dimensions of a configuration, knobs and conditions: their values,
//! the JVM properties that set them and how a JVM reads them, what a knob
//! buys and costs, and the knobs measured to do nothing.

use super::IdMap;

use serde::{Deserialize, Serialize};

use super::{Quoted, Source};
use crate::model::text::Text;
use crate::model::unpack::Unpack;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "lowercase")]
pub enum DimensionKind {
    /// Something an operator sets (a JVM property).
    Knob,
    /// Something about the run (environment, instrumentation).
    Condition,
}

/// How the JVM reads a property: the page's parse trap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "kebab-case")]
pub enum ParseKind {
    /// Long.getLong -> Long.decode: a bare nanosecond integer; a suffix silently
    /// falls back to the default.
    NsInteger,
    /// getDurationInNanos: accepts `10ms`, `500us`.
    Duration,
    /// An idle strategy name.
    Strategy,
}

/// One axis of a configuration: a working knob, or a condition of the run.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Dimension {
    pub id: String,
    /// Its name in a shared URL's query string.
    pub url_key: String,
    pub kind: DimensionKind,
    pub name: Text,
    #[serde(default)]
    pub properties: Vec<Property>,
    pub stock: String,
    /// The measured values, in slider order. Sliders snap to these.
    pub values: Vec<DimValue>,
    #[serde(default)]
    pub recommended: IdMap<String>,
    /// Written `jvm_parse` (how a JVM reads the property; `parse`, the
    /// older name, is read too).
    #[serde(default, rename = "jvm_parse", alias = "parse")]
    pub parse: Option<ParseKind>,
    #[serde(default)]
    pub gates: Option<Text>,
    #[serde(default)]
    pub bottoms_out: Option<Text>,
    #[serde(default)]
    pub source: Option<Source>,
    /// What the knob buys: measured arm pairs, before → after.
    #[serde(default)]
    pub buys: Vec<Buy>,
    /// What a non-stock value costs. `{ratio}` is stock ÷ value.
    #[serde(default)]
    pub cost: Option<Cost>,
}

/// A measured A/B pair: the outage of `from` minus that of `to`.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Buy {
    pub from: String,
    pub to: String,
    pub label: Text,
}

/// The running cost of moving a knob off stock: the page's words.
pub type Cost = Quoted;

/// A JVM property a dimension sets, and on which JVM.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Property {
    pub name: String,
    /// The id of one of the dataset's `jvms`.
    /// Written `process` (`jvm`, the older name, is read too).
    #[serde(rename = "process", alias = "jvm")]
    pub jvm: String,
}

/// A JVM the properties are set on: its id, and the config panel's heading
/// for its lines.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Jvm {
    pub id: String,
    pub name: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct DimValue {
    pub id: String,
    pub label: Text,
    /// The value in milliseconds, for knobs that are durations.
    #[serde(default)]
    pub ms: Option<f64>,
}

/// A knob that was A/B tested and does nothing. It never moves a span.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct InertKnob {
    pub id: String,
    pub property: String,
    pub tried: Text,
    pub result: Text,
    pub why: Text,
    pub source: Source,
    /// The exact property names a pasted config may carry for this knob.
    #[serde(default)]
    pub keys: Vec<String>,
    /// Written `jvm_parse` (how a JVM reads the property; `parse`, the
    /// older name, is read too).
    #[serde(default, rename = "jvm_parse", alias = "parse")]
    pub parse: Option<ParseKind>,
}
