//! The badge: the headline for a configuration measured end to end, on
//! what it rests and every figure with its source; otherwise the refusal
//! that names the nearest measured configuration.

use crate::i18n::{tr, trf, Key};
use crate::model::{file::TrustLevel, Dataset, Lang, Timeline, Verdict};

use crate::model::verdict::{Basis, MeasuredFigure};

use crate::view::format::{format_ms, range_text};

use super::basis::{basis_source, basis_text, preset_reading};
use super::{
    arm_name, figure_spec, figure_text, other_figure, source_text, value_label, FigureText, Quote,
};

/// The badge's content.
#[derive(Clone, Debug, PartialEq)]
pub struct BadgeText {
    pub measured: bool,
    /// How many outage values of the reader's the badge leads with (a
    /// badge of their figures: `data-verdict="yours"`).
    pub own_n: Option<usize>,
    /// How many marks of the reader's drill are drawn, where the run is a
    /// drill (`data-verdict="drill"`).
    pub drill_n: Option<usize>,
    /// "client outage 81 ms · end-to-end 85 ms": every measured
    /// configuration has one, no other has any.
    pub headline: Option<String>,
    /// On what the headline figure rests ("the page's own figure for this
    /// preset", "our arithmetic: the mean of 3 measured values").
    pub basis: Option<String>,
    /// The page's sentence behind a headline the page states itself.
    pub basis_quote: Option<Quote>,
    /// How that figure was placed on this preset, where the sentence names
    /// none (our reading): shown beside the sentence.
    pub basis_reading: Option<String>,
    /// `Basis::code` of the headline, for the page's `data-headline`.
    pub basis_code: Option<&'static str>,
    /// What end-to-end means, shown on hover and focus (where the headline
    /// names it: a dataset with no react gap quotes its metric alone).
    pub e2e_definition: Option<String>,
    pub outage_ms: Option<f64>,
    pub e2e_ms: Option<f64>,
    /// Beside the headline: the runs, or the refusal and why.
    pub lines: Vec<String>,
    /// The second column: what the figures are, or the nearest measured
    /// configuration, what differs and the trust.
    pub details: Vec<String>,
    /// Other figures the page states for this configuration.
    pub also: Vec<FigureText>,
    pub figures: Vec<FigureText>,
    /// Figures of other metrics measured for it (a sub-span, a promotion,
    /// a latency blip), each named by its metric.
    pub other: Vec<FigureText>,
    /// The page's words on why estimates are not summed, with their source
    /// (only beside an estimate).
    pub caveat: Option<(String, Option<Quote>)>,
}

pub fn badge(ds: &Dataset, tl: &Timeline, verdict: &Verdict, lang: Lang) -> BadgeText {
    let metric = ds.file.metrics[ds.outage_metric()].name.get(lang);
    match verdict {
        Verdict::Measured {
            outage,
            other,
            n,
            min,
            max,
            headline,
            ..
        } => {
            let o = headline.outage_ms;
            // End-to-end is the page's only where the headline's sentence
            // states it; elsewhere it is our sum of outage and react gap.
            let page_e2e = match headline.basis {
                Basis::Preset(p) => ds.file.presets[p].headline.as_ref().and_then(|h| h.e2e_ms),
                _ => None,
            };
            let e2e = page_e2e.unwrap_or(o + tl.react_ms);
            let range = verdict.quoted_range();
            // The headline as the page writes it, else in ms.
            let shown = written_or(
                headline.written.as_deref(),
                range.map_or_else(|| format_ms(o), range_text),
            );
            let head = if tl.react_ms == 0.0 {
                // With no react gap, end-to-end is the outage: name the
                // metric once, and a range the page gives as a range.
                trf(
                    lang,
                    Key::BadgeMetric,
                    &[("metric", metric), ("value", &shown)],
                )
            } else {
                trf(
                    lang,
                    if page_e2e.is_some() {
                        Key::BadgeOutage
                    } else {
                        Key::BadgeOutageE2eOurs
                    },
                    &[
                        ("metric", metric),
                        ("outage", &format_ms(o)),
                        ("e2e", &format_ms(e2e)),
                    ],
                )
            };
            // Only a headline that says end-to-end defines it.
            let e2e_definition = (tl.react_ms != 0.0).then(|| {
                trf(
                    lang,
                    Key::BadgeE2eDefinition,
                    &[
                        ("metric", metric),
                        ("react", ds.file.metrics[ds.react_metric()].name.get(lang)),
                        ("react_ms", &format_ms(tl.react_ms)),
                    ],
                )
            });
            // The arms' own readings: where the configuration itself is
            // how we read the page, the badge says so, not "exactly run".
            let readings = arm_readings(ds, outage, lang);
            let read = !readings.is_empty();
            // A figure that is our arithmetic (the page gave a difference)
            // is never introduced as a measured value.
            let ours = outage.iter().any(|f| f.arithmetic);
            let runs = if let Some(r) = range {
                let written = outage
                    .iter()
                    .filter(|f| f.range)
                    .find_map(|f| figure_spec(ds, f).written.clone());
                trf(
                    lang,
                    Key::BadgeMeasuredRange,
                    &[("range", &written_or(written.as_deref(), range_text(r)))],
                )
            } else if *n == 1 {
                trf(
                    lang,
                    match (ours, read) {
                        (true, _) => Key::BadgeRunDifference,
                        (false, true) => Key::BadgeRunOneRead,
                        (false, false) => Key::BadgeRunOne,
                    },
                    &[("metric", metric)],
                )
            } else {
                trf(
                    lang,
                    if read {
                        Key::BadgeRunsRead
                    } else {
                        Key::BadgeRuns
                    },
                    &[
                        ("metric", metric),
                        ("n", &n.to_string()),
                        ("min", &format_ms(*min)),
                        ("max", &format_ms(*max)),
                    ],
                )
            };
            let mut lines = vec![runs];
            lines.extend(readings);
            let figures = outage.iter().map(|f| figure_text(ds, f, lang)).collect();
            let also = headline
                .also
                .iter()
                .map(|st| FigureText {
                    values: written_or(st.written.as_deref(), format_ms(st.outage_ms)),
                    note: st.note.as_ref().map(|t| t.get(lang).to_string()),
                    quote: source_text(ds, &st.source, lang).into_quote(),
                })
                .collect();
            let other = other.iter().map(|f| other_figure(ds, f, lang)).collect();
            BadgeText {
                measured: true,
                own_n: None,
                drill_n: None,
                headline: Some(head),
                basis: Some(basis_text(ds, headline, outage, *n, lang)),
                basis_quote: basis_source(ds, headline)
                    .and_then(|src| source_text(ds, src, lang).into_quote()),
                basis_reading: preset_reading(ds, headline)
                    .map(|r| trf(lang, Key::BadgeArmReading, &[("reading", r.get(lang))])),
                basis_code: Some(headline.basis.code()),
                e2e_definition,
                outage_ms: Some(o),
                e2e_ms: Some(e2e),
                lines,
                details: vec![trf(
                    lang,
                    match (ours, read) {
                        (true, _) => Key::BadgeFiguresArithmetic,
                        (false, true) => Key::BadgeFiguresRead,
                        (false, false) => Key::BadgeFigures,
                    },
                    &[("metric", metric)],
                )],
                also,
                figures,
                other,
                caveat: None,
            }
        }
        Verdict::NotMeasured {
            nearest,
            differs,
            inert_differs,
            trust,
            trust_rules,
        } => {
            // A dataset that measured nothing always has its words (the
            // loader gives the app's where the file has none).
            let words = &ds.file.badge;
            let own = if ds.file.arms.is_empty() {
                &words.nothing_measured
            } else {
                &words.never_run
            };
            let lines = vec![
                own.as_ref().map_or_else(
                    || tr(lang, Key::BadgeNotMeasured).to_string(),
                    |t| t.get(lang).to_string(),
                ),
                ds.file.estimate.as_ref().map_or_else(
                    || tr(lang, Key::BadgeEstimate).to_string(),
                    |t| t.get(lang).to_string(),
                ),
            ];
            let mut details = Vec::new();
            if let Some(a) = nearest {
                details.push(trf(
                    lang,
                    Key::BadgeNearest,
                    &[("name", &arm_name(ds, *a, lang))],
                ));
                for d in differs {
                    let dim = &ds.file.dimensions[d.dimension];
                    details.push(trf(
                        lang,
                        Key::BadgeDiffers,
                        &[
                            ("knob", dim.name.get(lang)),
                            ("here", &value_label(ds, d.dimension, d.here, lang)),
                            ("measured", &value_label(ds, d.dimension, d.measured, lang)),
                        ],
                    ));
                }
                for &k in inert_differs {
                    let name = &ds.file.inert[k].property;
                    details.push(trf(lang, Key::BadgeInertDiffers, &[("knob", name)]));
                }
            }
            let mut trust_line = tr(
                lang,
                match trust {
                    TrustLevel::Low => Key::TrustLow,
                    TrustLevel::Medium => Key::TrustMedium,
                },
            )
            .to_string();
            for &r in trust_rules {
                trust_line.push_str(" — ");
                trust_line.push_str(ds.file.trust[r].why.get(lang));
            }
            details.push(trust_line);
            BadgeText {
                measured: false,
                own_n: None,
                drill_n: None,
                headline: None,
                basis: None,
                basis_quote: None,
                basis_reading: None,
                basis_code: None,
                e2e_definition: None,
                outage_ms: None,
                e2e_ms: None,
                lines,
                details,
                also: Vec::new(),
                figures: Vec::new(),
                other: Vec::new(),
                caveat: ds.file.not_additive.as_ref().map(|q| {
                    (
                        q.text.get(lang).to_string(),
                        source_text(ds, &q.source, lang).into_quote(),
                    )
                }),
            }
        }
    }
}

/// `written` (the page's own form of a figure, with its unit) where there
/// is one, else `ms_text` in milliseconds.
pub(super) fn written_or(written: Option<&str>, ms_text: String) -> String {
    written.map_or_else(|| format!("{ms_text} ms"), str::to_string)
}

/// The readings of the arms behind `outage`: how each configuration was
/// read from the page, where it is a reading, each once.
fn arm_readings(ds: &Dataset, outage: &[MeasuredFigure], lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in outage {
        if let Some(r) = &ds.file.arms[f.arm].reading {
            // A dataset's reading may open with the word itself
            // ("Reading: …"): the badge's line already says it.
            let text = r.get(lang);
            let text = ["Reading: ", "解读："]
                .iter()
                .find_map(|w| text.strip_prefix(w))
                .unwrap_or(text);
            let line = trf(lang, Key::BadgeArmReading, &[("reading", text)]);
            if !out.contains(&line) {
                out.push(line);
            }
        }
    }
    out
}
