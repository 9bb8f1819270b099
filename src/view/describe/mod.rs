//! The words the UI shows about the model, one file per thing described:
//! the badge (`badge`), a measured figure (`figures`), a span's drill-down
//! (`drilldown`), an arrow's tooltip (`tooltip`) and a comparison's
//! difference (`delta`), a reader's own figures (`own`); here, what they share: where a number comes from
//! (its source sentence, measured or estimated), a knob value's label, an
//! arm's name, a configuration's summary. Pure functions of the dataset,
//! the timeline and the verdict, so the components only render them and
//! the truth rule (quote only what was measured) is tested natively.

mod badge;
mod basis;
mod delta;
mod drill;
mod drilldown;
mod figures;
mod own;
mod split;
mod tooltip;

pub use badge::*;
pub use delta::*;
pub use drill::*;
pub use drilldown::*;
pub use figures::*;
pub use own::*;
pub use split::*;
pub use tooltip::*;

use crate::i18n::{tr, trf, Key};
use crate::model::file::{Duration, Source};
use crate::model::index::{ArrowIx, DimIx, SpanIx, StageIx};
use crate::model::{dataset::Length, Config, Dataset, Lang};

/// A measured figure, ready to show with its source sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct FigureText {
    pub values: String,
    pub note: Option<String>,
    /// The sentence that reports it (figures are measured: always a seed's).
    pub quote: Option<Quote>,
}

/// A seed sentence, verbatim, with the language of the page it is from: a
/// quote keeps its language on a page shown in the other one.
#[derive(Clone, Debug, PartialEq)]
pub struct Quote {
    pub text: String,
    /// The seed page's language code ("en", "zh").
    pub lang: String,
    /// The page's title, in its own language, and where it is published
    /// (an http(s) address: the loader refuses any other), as one line.
    pub cite: String,
    /// Its seed page was not beside the dataset file, so nothing checked
    /// that the page says it: wherever it is shown, "quote not checked" is
    /// said beside it, visibly (`Seed::unchecked`).
    pub unchecked: bool,
}

impl Quote {
    /// The sentence as plain text, with "quote not checked" after it where
    /// its seed page was not beside the file.
    pub fn plain(&self) -> String {
        let mut text = self.text.clone();
        if self.unchecked {
            text.push_str(crate::model::file::NOT_CHECKED);
        }
        text
    }
}

/// Where a number comes from: a measured sentence, or how the model
/// arrived at it (in the page's language).
#[derive(Clone, Debug, PartialEq)]
pub enum SourceText {
    Measured(Quote),
    /// The model's number: how it arrived at it, and the page's sentence
    /// the estimate rests on, where there is one (a knob's sentence under
    /// a value no arm measured).
    Estimate {
        how: String,
        rests_on: Option<Quote>,
    },
    /// A stage the page names and gives no length: why (its note), and the
    /// sentence that names it. Neither measured nor estimated.
    NotGiven {
        why: String,
        rests_on: Option<Quote>,
    },
}

impl SourceText {
    pub fn is_measured(&self) -> bool {
        matches!(self, SourceText::Measured(_))
    }

    /// The measured sentence, if it is one.
    pub fn into_quote(self) -> Option<Quote> {
        match self {
            SourceText::Measured(q) => Some(q),
            SourceText::Estimate { .. } | SourceText::NotGiven { .. } => None,
        }
    }

    /// The words after the label, as plain text: the sentence, or how the
    /// model arrived at its number and the sentence it rests on (a quote
    /// not checked says so after it).
    pub fn plain(&self) -> String {
        match self {
            SourceText::Measured(q) => q.plain(),
            SourceText::Estimate { how, rests_on }
            | SourceText::NotGiven { why: how, rests_on } => match rests_on {
                None => how.clone(),
                Some(q) => format!("{how} “{}”", q.plain()),
            },
        }
    }

    /// "measured", "model estimate" or "length not given", in `lang`.
    pub fn label(&self, lang: Lang) -> &'static str {
        tr(
            lang,
            match self {
                SourceText::Measured(_) => Key::Measured,
                SourceText::Estimate { .. } => Key::ModelEstimate,
                SourceText::NotGiven { .. } => Key::LengthNotGiven,
            },
        )
    }
}

/// A dimension's value label, e.g. "10 ms".
pub fn value_label(ds: &Dataset, dim: DimIx, value: usize, lang: Lang) -> String {
    ds.file.dimensions[dim].values[value]
        .label
        .get(lang)
        .to_string()
}

/// Seed `seed`'s sentence `text`, with the seed's language.
pub fn seed_quote(ds: &Dataset, seed: &str, text: &str) -> Quote {
    // Loading checks that every quoted seed is listed.
    let page = ds.file.seeds.iter().find(|s| s.id == seed);
    let lang = page.map_or_else(String::new, |s| s.lang.clone());
    Quote {
        text: text.to_string(),
        cite: page.map_or_else(String::new, |s| s.cite.clone()),
        lang,
        unchecked: page.is_some_and(|s| s.unchecked),
    }
}

/// Where a number comes from.
pub fn source_text(ds: &Dataset, src: &Source, lang: Lang) -> SourceText {
    match src {
        Source::Seed { seed, quote } => SourceText::Measured(seed_quote(ds, seed, quote)),
        Source::Derived { derived } => SourceText::Estimate {
            how: derived.get(lang).to_string(),
            rests_on: None,
        },
    }
}

/// Where a length drawn under `cfg` comes from, by the rule for lengths
/// (`data/README.md`): a length with a source of its own (one value of a
/// by-knob stage, `{"ms": 3000, "source": …}`) is the page's where that is
/// a sentence (the loader checked it states the number) and a model
/// estimate resting on the stage's sentence where it is `derived`; else the
/// stage's sentence, which states it (checked too), is the page's where
/// the length is fixed or an arm ran the value, and a model estimate that
/// names the value no arm ran elsewhere (an un-run value is never
/// labelled measured, whatever its source says).
fn length_source(
    ds: &Dataset,
    src: &Source,
    written: Option<&Duration>,
    length: &Length,
    cfg: &Config,
    lang: Lang,
) -> SourceText {
    let own = match (written, length) {
        (Some(Duration::Fixed(v)), _) => v.source.as_ref(),
        (Some(Duration::By { values, .. }), Length::By(d, _)) => {
            let id = &ds.file.dimensions[*d].values[cfg.values[*d]].id;
            values.get(id).and_then(|v| v.source.as_ref())
        }
        _ => None,
    };
    match (own, source_text(ds, src, lang), length) {
        (Some(own @ Source::Seed { .. }), _, _) => source_text(ds, own, lang),
        (Some(Source::Derived { derived }), shared, _) => SourceText::Estimate {
            how: derived.get(lang).to_string(),
            rests_on: shared.into_quote(),
        },
        (None, SourceText::Measured(q), Length::By(d, _)) if !ds.measured_at(length, cfg) => {
            SourceText::Estimate {
                how: trf(
                    lang,
                    Key::EstimateUnrunValue,
                    &[
                        ("knob", ds.file.dimensions[*d].name.get(lang)),
                        ("value", &value_label(ds, *d, cfg.values[*d], lang)),
                    ],
                ),
                rests_on: Some(q),
            }
        }
        (None, text, _) => text,
    }
}

/// Where a stage's length under `cfg` comes from (the drill-down, the table
/// view, the SVG and the trace all say this).
pub fn stage_source(
    ds: &Dataset,
    cfg: &Config,
    span: SpanIx,
    stage: StageIx,
    lang: Lang,
) -> SourceText {
    let st = &ds.file.spans[span].stages[stage.0];
    let length = ds.stage_length(span, stage);
    // The page names the stage and gives it no length: why (its note), and
    // its sentence never shown as if it measured one.
    if let (Length::Unknown, Some(note)) = (length, &st.note) {
        return SourceText::NotGiven {
            why: note.get(lang).to_string(),
            rests_on: source_text(ds, &st.source, lang).into_quote(),
        };
    }
    length_source(ds, &st.source, st.ms.as_ref(), length, cfg, lang)
}

/// Where an arrow's time under `cfg` comes from: a round trip lasts as long
/// as the stage it spans, so it is measured only where that stage is.
pub fn arrow_source(ds: &Dataset, cfg: &Config, arrow: ArrowIx, lang: Lang) -> SourceText {
    use crate::model::dataset::ArrowAnchor;
    let spec = &ds.file.arrows[arrow];
    let own = &spec.source;
    match ds.arrow_anchor(arrow) {
        ArrowAnchor::Over(span, stage) if own.is_measured() => {
            match stage_source(ds, cfg, span, stage, lang) {
                SourceText::Measured(_) => source_text(ds, own, lang),
                estimate => estimate,
            }
        }
        _ => match ds.arrow_transit(arrow) {
            Some(t) => length_source(ds, own, spec.ms.as_ref(), t, cfg, lang),
            None => source_text(ds, own, lang),
        },
    }
}

/// A measured arm in words: the preset it is, or what it sets.
pub fn arm_name(ds: &Dataset, arm: usize, lang: Lang) -> String {
    let cfg = crate::model::verdict::arm_config(ds, arm);
    if let Some(p) = crate::model::verdict::preset_of(ds, cfg) {
        return ds.file.presets[p].name.get(lang).to_string();
    }
    config_summary(ds, cfg, lang)
}

/// The non-stock settings of a configuration, e.g. "heartbeat 20 ms, setup 20 ms".
pub fn config_summary(ds: &Dataset, cfg: &Config, lang: Lang) -> String {
    let stock = Config::stock(ds);
    let mut parts: Vec<String> = cfg
        .differing(&stock)
        .into_iter()
        .map(|d| {
            format!(
                "{} {}",
                ds.file.dimensions[d].name.get(lang),
                value_label(ds, d, cfg.values[d], lang)
            )
        })
        .collect();
    parts.extend(cfg.inert.iter().map(|&k| ds.file.inert[k].property.clone()));
    if parts.is_empty() {
        tr(lang, Key::Stock).to_string()
    } else {
        parts.join(", ")
    }
}
