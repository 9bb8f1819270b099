//! What the page opens on and headlines: the presets, each with the
//! figure the page quotes for it, and the badge's own words.

use super::IdMap;

use serde::{Deserialize, Serialize};

use super::{Ms, Source, Stated};
use crate::model::text::Text;
use crate::model::unpack::Unpack;

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Preset {
    pub id: String,
    pub name: Text,
    pub config: IdMap<String>,
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
    /// The figure as the page writes it (see [`Figure::written`](super::Figure::written)).
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
    /// How the figure was placed on this preset, where its sentence names
    /// no preset (our reading): the badge's basis says so, and this beside
    /// the sentence.
    #[serde(default)]
    pub reading: Option<Text>,
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
