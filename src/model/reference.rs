//! The page around the timeline, as the dataset carries it: the recommended
//! package, the knees, the masking effects, the traps, what remains, the
//! handoff in proportion, and which charts to draw from the measured arms.
//! Every part is optional, so a dataset for another system (StoatFlow) can
//! carry only what its page has.

use serde::{Deserialize, Serialize};

use super::file::{Ms, Source};
use super::text::Text;
use super::unpack::{Reader, Unpack};

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[cfg_attr(not(first_module), derive(Unpack))]
#[serde(deny_unknown_fields)]
pub struct Reference {
    #[serde(default)]
    pub recommended: Option<Recommended>,
    #[serde(default)]
    pub knees: Vec<Knee>,
    #[serde(default)]
    pub colocation: Option<Prose>,
    /// "Knobs are not additive": the measured masking effects.
    #[serde(default)]
    pub masking: Vec<Prose>,
    /// The rules that predict which knobs are inert.
    #[serde(default)]
    pub structural_rules: Vec<Prose>,
    #[serde(default)]
    pub suspend_then_resign: Option<Prose>,
    /// Measurement traps.
    #[serde(default)]
    pub traps: Vec<Prose>,
    /// What remains after all configuration.
    #[serde(default)]
    pub residual: Option<Residual>,
    #[serde(default)]
    pub proportion: Option<Proportion>,
    /// The instrumentation control (probes on vs off).
    #[serde(default)]
    pub instrumentation: Option<Prose>,
    /// What the metric of record measures.
    #[serde(default)]
    pub metric: Option<Prose>,
    #[serde(default)]
    pub charts: Vec<Chart>,
    /// Further titled sections of paragraphs, in order (another system's
    /// page has its own: the ways a role is lost, expected vs measured, ...).
    #[serde(default)]
    pub sections: Vec<Section>,
    /// The page's own advice to a reader measuring their system, quoted
    /// (one sentence per page language): shown in "Your measurements".
    /// None: that section gives the app's help alone, and no advice.
    #[serde(default)]
    pub advice: Vec<Source>,
}

/// An empty reference text, packed: each of its fields an empty list or
/// no value, one zero byte each (`tests/unpack.rs` checks).
pub const EMPTY: [u8; 14] = [0; 14];

/// Read an empty reference text ([`EMPTY`]); anything else is damage. The
/// first module's reader of a reference: every file it reads carries an
/// empty one (a bundled dataset's, `packed::pack_dataset_langs`; a dataset
/// file's whole bytes, `packed::pack_whole`, have it after the dataset),
/// and the full reader was ~0.8 KB of its first load.
pub fn unpack_empty(r: &mut Reader<'_>) -> Reference {
    for _ in EMPTY {
        let at = r.at();
        if u8::unpack(r) != 0 {
            r.fail("a reference text where the first module reads none", at);
        }
    }
    Reference::default()
}

#[cfg(first_module)]
impl Unpack for Reference {
    fn unpack(r: &mut Reader<'_>) -> Self {
        unpack_empty(r)
    }
}

/// A titled section of paragraphs from the page.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub id: String,
    pub title: Text,
    #[serde(default)]
    pub intro: Option<Text>,
    pub items: Vec<Prose>,
}

/// A paragraph with its source, an optional title, and measured
/// configurations a reader can show on the timeline.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Prose {
    #[serde(default)]
    pub title: Option<Text>,
    pub text: Text,
    pub source: Source,
    #[serde(default)]
    pub show: Vec<Show>,
}

/// "Show this on the timeline": a measured arm, labelled.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Show {
    pub arm: String,
    pub label: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Recommended {
    pub intro: Text,
    /// The headers of `table`.
    pub columns: Vec<Text>,
    pub node_properties: Vec<PropertyLine>,
    pub client_properties: Vec<PropertyLine>,
    pub cost: Text,
    pub table: Vec<RecommendedRow>,
    pub source: Source,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct PropertyLine {
    pub property: String,
    pub value: String,
    pub comment: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct RecommendedRow {
    pub configuration: Text,
    pub multi_az: Text,
    pub single_az: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Knee {
    pub knob: String,
    pub knee: Text,
    pub evidence: Text,
    pub source: Source,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Residual {
    pub text: Text,
    pub code_changes: Vec<Titled>,
    pub source: Source,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Titled {
    pub title: Text,
    pub text: Text,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Proportion {
    pub rows: Vec<ProportionRow>,
    pub ratio: Text,
    pub consequences: Vec<Text>,
    pub source: Source,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct ProportionRow {
    pub event: Text,
    pub cost_ms: Ms,
    pub cost_label: Text,
    pub dominated_by: Text,
}

/// A chart of measured figures. What it draws depends on its kind.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Chart {
    pub id: String,
    pub kind: ChartKind,
    pub title: Text,
    /// `sweep`: the knob on the x axis.
    #[serde(default)]
    pub dimension: Option<String>,
    /// `sweep`: the metric on the y axis.
    #[serde(default)]
    pub metric: Option<String>,
    /// `sweep`: one line per series of arms.
    #[serde(default)]
    pub series: Vec<ChartSeries>,
    /// `spread`: the arms compared (before, after).
    #[serde(default)]
    pub arms: Vec<String>,
    #[serde(default)]
    pub source: Option<Source>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize, Unpack)]
#[serde(rename_all = "kebab-case")]
pub enum ChartKind {
    /// What each knob buys: its `buys` pairs, as bars.
    Buys,
    /// A metric against a knob's value, one line per series.
    Sweep,
    /// Mean and standard deviation, before and after.
    Spread,
    /// The proportion rows on a log axis.
    Proportion,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct ChartSeries {
    pub label: Text,
    pub arms: Vec<String>,
    /// The knob value where this series bottoms out.
    #[serde(default)]
    pub knee: Option<String>,
}
