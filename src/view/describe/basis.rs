//! On what a badge's headline rests, in words: the page's own figure (for
//! a preset, placed there by our reading or not), its one value, a range's
//! upper end, our arithmetic on a difference or a mean (of one experiment,
//! or of several read as one configuration), and the sentence behind it.

use crate::i18n::{tr, trf, Key};
use crate::model::file::Source;
use crate::model::verdict::{Basis, Headline, MeasuredFigure};
use crate::model::{Dataset, Lang, Text};
use crate::view::format::{format_ms, signed_ms};

use super::{arm_name, figure_spec};

/// The sentence of a headline the page states itself (a preset's, or one
/// stated for a configuration).
pub(super) fn basis_source<'a>(ds: &'a Dataset, h: &'a Headline) -> Option<&'a Source> {
    match &h.basis {
        Basis::Preset(p) => ds.file.presets[*p].headline.as_ref().map(|h| &h.source),
        Basis::Stated(source) => Some(source),
        _ => None,
    }
}

/// How a preset's headline was placed on it, where that is our reading.
pub(super) fn preset_reading<'a>(ds: &'a Dataset, h: &Headline) -> Option<&'a Text> {
    match h.basis {
        Basis::Preset(p) => ds.file.presets[p].headline.as_ref()?.reading.as_ref(),
        _ => None,
    }
}

/// On what a headline rests, in words.
pub(super) fn basis_text(
    ds: &Dataset,
    h: &Headline,
    outage: &[MeasuredFigure],
    n: usize,
    lang: Lang,
) -> String {
    match &h.basis {
        Basis::Preset(_) if preset_reading(ds, h).is_some() => {
            tr(lang, Key::BasisPresetRead).to_string()
        }
        Basis::Preset(_) => tr(lang, Key::BasisPreset).to_string(),
        Basis::Stated(_) => tr(lang, Key::BasisStated).to_string(),
        Basis::Single => tr(lang, Key::BasisSingle).to_string(),
        Basis::Range => tr(lang, Key::BasisRange).to_string(),
        Basis::Mean => {
            // Values of several of the page's experiments, whose shared
            // configuration is how we read them: said so.
            let mut arms: Vec<usize> = outage.iter().map(|f| f.arm).collect();
            arms.dedup();
            let read = arms.iter().any(|&a| ds.file.arms[a].reading.is_some());
            if arms.len() > 1 && read {
                trf(
                    lang,
                    Key::BasisMeanRead,
                    &[("n", &n.to_string()), ("k", &arms.len().to_string())],
                )
            } else {
                trf(lang, Key::BasisMean, &[("n", &n.to_string())])
            }
        }
        Basis::Difference => {
            // A difference headline is its configuration's one figure.
            let fig = outage
                .iter()
                .find_map(|f| figure_spec(ds, f).difference.as_ref());
            match fig {
                Some(d) => {
                    let base = ds.file.arms.iter().position(|a| a.id == d.from);
                    let base_ms = h.outage_ms - d.ms;
                    trf(
                        lang,
                        Key::BasisDifference,
                        &[
                            ("delta", &signed_ms(d.ms)),
                            ("base", &format_ms(base_ms)),
                            (
                                "name",
                                &base.map_or_else(String::new, |b| arm_name(ds, b, lang)),
                            ),
                        ],
                    )
                }
                None => tr(lang, Key::BasisSingle).to_string(),
            }
        }
    }
}
