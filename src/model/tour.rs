//! The guided tour: the page's argument told on the timeline, one step at a
//! time. A step is a configuration (written in the file as a link writes
//! it), what it highlights (everything else is dimmed), where a ruler would
//! measure, and a sentence of the page with our connecting words. The
//! loader resolves every step once ([`TourRule`]); the view reads it.

use super::config::Config;
use super::dataset::Dataset;
use super::event::Event;
use super::file::Source;
use super::index::{ArrowIx, SpanIx, StageIx};
use super::text::Lang;
use super::unpack::Unpack;

/// A stage, by its span and its place in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize, Unpack)]
pub struct StageRef {
    pub span: SpanIx,
    pub stage: StageIx,
}

/// What is drawn at full strength; everything else is dimmed. A span named
/// lights all its stages (and its WAIT); a stage named lights that stage.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize, Unpack)]
pub struct Highlight {
    pub spans: Vec<SpanIx>,
    pub stages: Vec<StageRef>,
    pub arrows: Vec<ArrowIx>,
}

impl Highlight {
    pub fn span(&self, span: SpanIx) -> bool {
        self.spans.contains(&span) || self.stages.iter().any(|s| s.span == span)
    }

    pub fn stage(&self, span: SpanIx, stage: StageIx) -> bool {
        self.spans.contains(&span) || self.stages.contains(&StageRef { span, stage })
    }

    pub fn arrow(&self, arrow: ArrowIx) -> bool {
        self.arrows.contains(&arrow)
    }
}

/// A ruler's two ends.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize, Unpack)]
pub struct RulerEnds {
    pub from: Event,
    pub to: Event,
}

/// A tour step with its names resolved at load.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize, Unpack)]
pub struct TourRule {
    pub config: Config,
    /// The zoom the step's link names, if it names one.
    pub zoom: Option<f64>,
    pub highlight: Highlight,
    pub ruler: Option<RulerEnds>,
}

/// Why a `tour=` value opens no step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadStep {
    /// The dataset has no tour.
    NoTour,
    /// Not a step number from 1 to the count.
    OutOfRange(usize),
}

/// The step (0-based) a link's `tour=` value (1-based) names.
pub fn step_of(ds: &Dataset, value: &str) -> Result<usize, BadStep> {
    let n = ds.tour.len();
    if n == 0 {
        return Err(BadStep::NoTour);
    }
    match value.trim().parse::<usize>() {
        Ok(k) if (1..=n).contains(&k) => Ok(k - 1),
        _ => Err(BadStep::OutOfRange(n)),
    }
}

impl Dataset {
    /// The tour's steps, resolved.
    pub fn tour(&self) -> &[TourRule] {
        &self.tour
    }

    /// The class a one-way arrow's transit counts as, if the dataset says.
    pub fn transit_class(&self) -> Option<usize> {
        self.transit_class
    }
}

/// The page's sentence among `quotes` (a tour step's, the page's advice)
/// in `lang`: the quote from a seed in that language, else the first quote
/// (the page has no such language).
pub fn sentence<'a>(
    ds: &Dataset,
    quotes: &'a [Source],
    lang: Lang,
) -> Option<(&'static str, &'a Source)> {
    let lang_of = |s: &Source| match s {
        Source::Seed { seed, .. } => ds
            .file
            .seeds
            .iter()
            .find(|x| &x.id == seed)
            .map(|x| x.lang.as_str()),
        Source::Derived { .. } => None,
    };
    let pick = quotes
        .iter()
        .find(|q| lang_of(q) == Some(lang.code()))
        .or(quotes.first())?;
    let code = match lang_of(pick) {
        Some("zh") => "zh",
        _ => "en",
    };
    Some((code, pick))
}
