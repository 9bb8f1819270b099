//! The guided tour as the file writes it: each step's configuration (as a
//! link), what it highlights, where a ruler measures, and its sentences.

use serde::{Deserialize, Serialize};

use super::Source;
use crate::model::text::Text;
use crate::model::unpack::Unpack;

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
