//! The dataset file, as serde reads it: lanes, the dimensions of a
//! configuration (knobs and conditions), spans made of stages, arrows between
//! lanes, the measured arms and the presets. `load` turns it into a validated
//! [`Dataset`](super::Dataset); nothing here is trusted before that.
//!
//! Every number carries provenance: a seed sentence ([`Source::Seed`]) or a
//! note saying how it was derived ([`Source::Derived`]). The schema is
//! documented for people in `data/README.md`.

use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::reference::Reference;
use super::text::Text;
use super::unpack::Unpack;

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
}

/// The badge's sentence for a configuration with no measured figure.
#[derive(Clone, Debug, Default, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct BadgeWords {
    /// Instead of "this combination was never run end-to-end".
    #[serde(default)]
    pub never_run: Option<Text>,
    /// Instead of "the page gives no figure" (a dataset with no arm).
    #[serde(default)]
    pub nothing_measured: Option<Text>,
}

/// A step of the guided tour: a configuration as a link writes it, what it
/// highlights (the rest is dimmed), and a sentence of the page.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct TourStep {
    /// The configuration as a link writes it (`preset=stock&hb=20ms`): only
    /// `preset`, the dimensions' keys, `inert` and `zoom`.
    pub link: String,
    #[serde(default)]
    pub highlight: TourHighlight,
    /// Where a ruler would measure from and to (events); stored and
    /// checked, drawn once the timeline has a ruler.
    #[serde(default)]
    pub ruler: Option<TourRuler>,
    /// The page's sentence, verbatim, one per page language (the view's
    /// language is shown where the page has it, else the first).
    pub quotes: Vec<Source>,
    /// Our own connecting words, in both languages (shown as ours).
    pub ours: Text,
}

/// The spans, stages (`SPAN/STAGE`) and arrows a tour step names.
#[derive(Clone, Debug, Default, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct TourHighlight {
    #[serde(default)]
    pub spans: Vec<String>,
    #[serde(default)]
    pub stages: Vec<String>,
    #[serde(default)]
    pub arrows: Vec<String>,
}

/// A ruler's two ends, as events.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct TourRuler {
    pub from: String,
    pub to: String,
}

/// A sentence of the page, in our words for both languages, with its source.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Quoted {
    pub text: Text,
    pub source: Source,
}

/// A figure the page states without a configuration we can name.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct StatedFigure {
    pub id: String,
    /// What kind of number it is, so no reader takes it for an outage.
    pub kind: StatedKind,
    /// The number as the page gives it (ms for a difference or a bound, a
    /// percentage for a share).
    pub value: f64,
    pub text: Text,
    pub source: Source,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "kebab-case")]
pub enum StatedKind {
    /// A change in ms against a base the page does not state.
    Difference,
    /// A share of the stock outage, in percent.
    Share,
    /// An upper bound in ms.
    Bound,
    /// A standard deviation in ms, of runs whose configuration or
    /// environment the page does not name.
    Spread,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Seed {
    pub id: String,
    pub title: Text,
    pub lang: String,
    /// Where the page is published, shown with its title beside every
    /// quote of it.
    #[serde(default)]
    pub url: Option<String>,
    /// The title in the page's own language and the url, as every quote
    /// of it shows them: written by the loader (over whatever a file says).
    #[serde(default)]
    pub cite: String,
}

/// `$ty` reads and writes as `$shape` where people write it (the JSON,
/// which says the kind by its shape) and as `$tagged` in the packed form the
/// browser reads (postcard, which says it by a tag: no look-ahead).
macro_rules! by_shape_or_tag {
    ($ty:ident, $shape:ident, $tagged:ident) => {
        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                if d.is_human_readable() {
                    $shape::deserialize(d)
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

/// Where a number comes from.
#[derive(Clone, Debug, PartialEq, Unpack)]
pub enum Source {
    /// A sentence of a seed page, quoted.
    Seed { seed: String, quote: String },
    /// Not on the page: how the model arrived at it.
    Derived { derived: Text },
}

// The JSON says which kind by its shape; the packed form the browser reads
// (postcard) says it by a tag, so its decoder needs no look-ahead.
#[derive(Deserialize, Serialize)]
#[serde(remote = "Source", untagged, deny_unknown_fields)]
enum SourceShape {
    Seed { seed: String, quote: String },
    Derived { derived: Text },
}

#[derive(Deserialize, Serialize)]
#[serde(remote = "Source")]
enum SourceTagged {
    Seed { seed: String, quote: String },
    Derived { derived: Text },
}

by_shape_or_tag!(Source, SourceShape, SourceTagged);

impl Source {
    pub fn is_measured(&self) -> bool {
        matches!(self, Source::Seed { .. })
    }
}

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
    pub recommended: BTreeMap<String, String>,
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
    pub when: BTreeMap<String, Vec<String>>,
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

/// A stage or arrow length: fixed, or set by one dimension's value.
#[derive(Clone, Debug, Unpack)]
pub enum Duration {
    Fixed(Ms),
    By {
        by: String,
        values: BTreeMap<String, Ms>,
    },
}

// As `Source`: by shape in the JSON, by a tag when packed.
#[derive(Deserialize, Serialize)]
#[serde(remote = "Duration", untagged)]
enum DurationShape {
    Fixed(Ms),
    By {
        by: String,
        values: BTreeMap<String, Ms>,
    },
}

#[derive(Deserialize, Serialize)]
#[serde(remote = "Duration")]
enum DurationTagged {
    Fixed(Ms),
    By {
        by: String,
        values: BTreeMap<String, Ms>,
    },
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

/// How close the model must come to a measured figure.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    pub outage_abs_ms: f64,
    pub outage_rel: f64,
    pub sub_span_abs_ms: f64,
}

/// One measured configuration and everything measured for it.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Arm {
    pub id: String,
    pub config: BTreeMap<String, String>,
    #[serde(default)]
    pub inert: Vec<String>,
    /// How the configuration was read from the page, where it is a reading.
    #[serde(default)]
    pub reading: Option<Text>,
    pub figures: Vec<Figure>,
    /// The page's own figure(s) for this configuration where it states one
    /// beside the runs (e.g. "~57 ms"): the first is the badge's headline.
    #[serde(default)]
    pub stated: Vec<Stated>,
}

/// A figure the page itself states for a configuration.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Stated {
    pub outage_ms: Ms,
    pub source: Source,
    /// What it is, where the page is not plain about it.
    #[serde(default)]
    pub note: Option<Text>,
    /// The figure as the page writes it (see [`Figure::written`]).
    #[serde(default)]
    pub written: Option<String>,
}

/// The page gives this figure only as a difference from another arm's.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct FigureDifference {
    /// The arm whose figure (of the same metric, one value) is the base.
    pub from: String,
    pub ms: Ms,
}

/// Where the page can be read two ways.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Ambiguity {
    /// What the other reading would put here.
    pub values: Vec<Ms>,
    /// Both readings, which one is drawn, and why.
    pub text: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    pub metric: String,
    /// Every value measured (several runs or reps), never averaged silently.
    #[serde(default)]
    pub values: Vec<Ms>,
    #[serde(default)]
    pub reps: Option<u32>,
    #[serde(default)]
    pub note: Option<Text>,
    pub source: Source,
    /// The spread of the runs, where the page states it.
    #[serde(default)]
    pub stdev: Option<Stdev>,
    /// Set when the page gives only a difference: `values` is then our
    /// arithmetic, filled in at load (the file leaves it empty).
    #[serde(default)]
    pub difference: Option<FigureDifference>,
    /// How the figure was placed on this configuration, where the page does
    /// not say (shown as a reading wherever the figure is).
    #[serde(default)]
    pub reading: Option<Text>,
    /// Where the page can be read two ways: the other reading.
    #[serde(default)]
    pub ambiguity: Option<Ambiguity>,
    /// The values are the two ends of a range the page gives ("~0.4–0.9 s"),
    /// not two runs.
    #[serde(default)]
    pub range: bool,
    /// The figure as the page writes it, verbatim from its sentence
    /// ("~3.6 s", "~0.4–0.9 s"): shown instead of the milliseconds, so a
    /// figure keeps the page's unit and rounding. The loader checks it is
    /// in the quote.
    #[serde(default)]
    pub written: Option<String>,
}

impl Figure {
    /// Our arithmetic on the page's numbers, not a number on the page.
    pub fn is_arithmetic(&self) -> bool {
        self.difference.is_some()
    }
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Stdev {
    pub ms: Ms,
    pub source: Source,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    pub id: String,
    pub name: Text,
    pub config: BTreeMap<String, String>,
    #[serde(default)]
    pub zoom_px_per_ms: Option<f64>,
    /// The figure the page quotes for this preset: required where an arm
    /// measured its configuration, none where the page gives no figure.
    #[serde(default)]
    pub headline: Option<Headline>,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Headline {
    pub outage_ms: Ms,
    pub label: Text,
    pub source: Source,
    /// The figure as the page writes it (see [`Figure::written`]).
    #[serde(default)]
    pub written: Option<String>,
    /// The end-to-end figure, where the headline's sentence states one
    /// (the loader checks it is in the sentence). Elsewhere end-to-end is
    /// our arithmetic: the outage plus the react gap.
    #[serde(default)]
    pub e2e_ms: Option<Ms>,
    /// Other figures the page states for the same configuration, where it
    /// disagrees with itself.
    #[serde(default)]
    pub also: Vec<Stated>,
}

/// When an estimate deserves less trust than usual.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct TrustRule {
    pub when: BTreeMap<String, String>,
    pub level: TrustLevel,
    pub why: Text,
    pub source: Source,
}

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize, Unpack,
)]
#[serde(rename_all = "kebab-case")]
pub enum TrustLevel {
    Low,
    Medium,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct ModelLimit {
    pub arm: String,
    pub metric: String,
    pub why: Text,
}
