//! What was measured: each arm (a configuration run) and its figures,
//! with their spread, ranges, readings and differences, and the figures
//! the page states beside a configuration or without one.

use super::IdMap;

use serde::{Deserialize, Serialize};

use super::{Ms, Source};
use crate::model::text::Text;
use crate::model::unpack::Unpack;

/// One measured configuration and everything measured for it.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Arm {
    pub id: String,
    pub config: IdMap<String>,
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
