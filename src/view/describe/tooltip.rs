//! An arrow's tooltip: what it carries, its kind and times, the knob
//! gating it, and where its time comes from.

use crate::i18n::{tr, trf, Key};
use crate::model::index::ArrowIx;
use crate::model::{file::ArrowKind, Config, Dataset, Lang, Timeline};

use crate::view::format::format_ms;

use super::{arrow_source, source_text, value_label, Quote, SourceText};

/// An arrow's tooltip: what it carries, its kind and time, the knob gating
/// it (`lines`), and where its time comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowTooltip {
    pub lines: Vec<String>,
    /// Where its time comes from.
    pub source: SourceText,
    /// The page's sentence naming the interaction, where that sentence
    /// gives it no time (its time is then an estimate).
    pub interaction: Option<Quote>,
}

/// An arrow's tooltip.
pub fn arrow_tooltip(
    ds: &Dataset,
    tl: &Timeline,
    cfg: &Config,
    arrow: ArrowIx,
    lang: Lang,
) -> ArrowTooltip {
    let spec = &ds.file.arrows[arrow];
    let at = &tl.arrows[arrow];
    let (from, to) = ds.arrow_lanes(arrow);
    let kind = match spec.kind {
        ArrowKind::OneWay => tr(lang, Key::ArrowOneWay),
        ArrowKind::RoundTrip => tr(lang, Key::ArrowRoundTrip),
    };
    let gate = match ds.arrow_gate(arrow) {
        Some(d) => trf(
            lang,
            Key::ArrowGatedBy,
            &[(
                "knob",
                &format!(
                    "{} ({} = {})",
                    ds.file.dimensions[d].name.get(lang),
                    ds.file.dimensions[d]
                        .properties
                        .first()
                        .map(|p| p.name.as_str())
                        .unwrap_or(""),
                    value_label(ds, d, cfg.values[d], lang)
                ),
            )],
        ),
        None => tr(lang, Key::ArrowNotGated).to_string(),
    };
    let lines = vec![
        spec.interaction.get(lang).to_string(),
        format!(
            "{} · {} → {} · {} → {} ms ({} ms)",
            kind,
            ds.file.lanes[from].name.get(lang),
            ds.file.lanes[to].name.get(lang),
            format_ms(at.depart),
            format_ms(at.arrive),
            format_ms(at.arrive - at.depart)
        ),
        gate,
    ];
    ArrowTooltip {
        lines,
        source: arrow_source(ds, cfg, arrow, lang),
        interaction: spec
            .interaction_source
            .as_ref()
            .and_then(|s| source_text(ds, s, lang).into_quote()),
    }
}
