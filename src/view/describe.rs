//! The words the UI shows about the model: the badge, a span's drill-down,
//! an arrow's tooltip. Pure functions of the dataset, the timeline and the
//! verdict, so the components only render them and the truth rule (quote
//! only what was measured) is tested natively.

use crate::i18n::{tr, trf, Key};
use crate::model::{
    dataset::{ArrowKind, Source, TrustLevel},
    event::Event,
    load::{event_span, Length},
    verdict::MeasuredFigure,
    Config, Dataset, Lang, Timeline, Verdict,
};

use super::layout::format_ms;

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
}

/// Where a number comes from: a measured sentence, or how the model
/// arrived at it (in the page's language).
#[derive(Clone, Debug, PartialEq)]
pub enum SourceText {
    Measured(Quote),
    Estimate(String),
}

impl SourceText {
    pub fn is_measured(&self) -> bool {
        matches!(self, SourceText::Measured(_))
    }

    /// The measured sentence, if it is one.
    pub fn into_quote(self) -> Option<Quote> {
        match self {
            SourceText::Measured(q) => Some(q),
            SourceText::Estimate(_) => None,
        }
    }

    /// "measured" or "model estimate", in `lang`.
    pub fn label(&self, lang: Lang) -> &'static str {
        tr(
            lang,
            match self {
                SourceText::Measured(_) => Key::Measured,
                SourceText::Estimate(_) => Key::ModelEstimate,
            },
        )
    }
}

/// The badge's content.
#[derive(Clone, Debug, PartialEq)]
pub struct BadgeText {
    pub measured: bool,
    /// "client outage 81 ms · end-to-end 85 ms" — only when measured.
    pub headline: Option<String>,
    pub outage_ms: Option<f64>,
    pub e2e_ms: Option<f64>,
    pub lines: Vec<String>,
    pub figures: Vec<FigureText>,
}

/// A dimension's value label, e.g. "10 ms".
pub fn value_label(ds: &Dataset, dim: usize, value: usize, lang: Lang) -> String {
    ds.file.dimensions[dim].values[value]
        .label
        .get(lang)
        .to_string()
}

/// Seed `seed`'s sentence `text`, with the seed's language.
pub fn seed_quote(ds: &Dataset, seed: &str, text: &str) -> Quote {
    Quote {
        text: text.to_string(),
        // Loading checks that every quoted seed is listed.
        lang: ds
            .file
            .seeds
            .iter()
            .find(|s| s.id == seed)
            .map_or_else(String::new, |s| s.lang.clone()),
    }
}

/// Where a number comes from.
pub fn source_text(ds: &Dataset, src: &Source, lang: Lang) -> SourceText {
    match src {
        Source::Seed { seed, quote } => SourceText::Measured(seed_quote(ds, seed, quote)),
        Source::Derived { derived } => SourceText::Estimate(derived.get(lang).to_string()),
    }
}

pub fn badge(ds: &Dataset, tl: &Timeline, verdict: &Verdict, lang: Lang) -> BadgeText {
    match verdict {
        Verdict::Measured {
            outage,
            other,
            n,
            min,
            max,
            ..
        } => {
            let quoted = verdict.quotable_outage();
            let e2e = quoted.map(|o| o + tl.react_ms);
            let range = verdict.quoted_range();
            let headline = match (quoted, e2e) {
                // With no react gap, end-to-end is the outage: name the
                // metric once, and a range the page gives as a range.
                (Some(o), Some(_)) if tl.react_ms == 0.0 => Some(trf(
                    lang,
                    Key::BadgeMetric,
                    &[
                        ("metric", ds.file.metrics[ds.outage_metric()].name.get(lang)),
                        ("value", &range.map_or_else(|| format_ms(o), range_text)),
                    ],
                )),
                (Some(o), Some(e)) => Some(trf(
                    lang,
                    Key::BadgeOutage,
                    &[("outage", &format_ms(o)), ("e2e", &format_ms(e))],
                )),
                _ => None,
            };
            let runs = if let Some(r) = range {
                trf(lang, Key::BadgeMeasuredRange, &[("range", &range_text(r))])
            } else if *n == 1 {
                tr(lang, Key::BadgeMeasuredOne).to_string()
            } else {
                trf(
                    lang,
                    Key::BadgeMeasured,
                    &[
                        ("n", &n.to_string()),
                        ("min", &format_ms(*min)),
                        ("max", &format_ms(*max)),
                    ],
                )
            };
            let figures = outage
                .iter()
                .map(|f| {
                    let spec = &ds.file.arms[f.arm].figures;
                    let note = spec
                        .iter()
                        .find(|x| x.values == f.values)
                        .and_then(|x| x.note.as_ref())
                        .map(|t| t.get(lang).to_string());
                    FigureText {
                        values: figure_values(f),
                        note,
                        quote: source_text(ds, &f.source, lang).into_quote(),
                    }
                })
                .chain(other.iter().map(|f| other_figure(ds, f, lang)))
                .collect();
            BadgeText {
                measured: true,
                headline,
                outage_ms: quoted,
                e2e_ms: e2e,
                lines: vec![runs, tr(lang, Key::BadgeFigures).to_string()],
                figures,
            }
        }
        Verdict::NotMeasured {
            nearest,
            differs,
            inert_differs,
            trust,
            trust_rules,
        } => {
            let mut lines = vec![
                tr(lang, Key::BadgeNotMeasured).to_string(),
                ds.file.estimate.as_ref().map_or_else(
                    || tr(lang, Key::BadgeEstimate).to_string(),
                    |t| t.get(lang).to_string(),
                ),
            ];
            if let Some(a) = nearest {
                lines.push(trf(
                    lang,
                    Key::BadgeNearest,
                    &[("name", &arm_name(ds, *a, lang))],
                ));
                for d in differs {
                    let dim = &ds.file.dimensions[d.dimension];
                    lines.push(trf(
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
                    lines.push(trf(lang, Key::BadgeInertDiffers, &[("knob", name)]));
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
            lines.push(trust_line);
            BadgeText {
                measured: false,
                headline: None,
                outage_ms: None,
                e2e_ms: None,
                lines,
                figures: Vec::new(),
            }
        }
    }
}

/// "400–900" for a range the page gives.
fn range_text((lo, hi): (f64, f64)) -> String {
    format!("{}–{}", format_ms(lo), format_ms(hi))
}

/// A figure's values: a range as its ends, runs one by one.
fn figure_values(f: &MeasuredFigure) -> String {
    if f.range && f.values.len() == 2 {
        return format!("{} ms", range_text((f.values[0], f.values[1])));
    }
    f.values
        .iter()
        .map(|v| format!("{} ms", format_ms(*v)))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A measured figure of another metric (promotion, a latency blip): its
/// values named by the metric, with the arm's note and source.
fn other_figure(ds: &Dataset, f: &MeasuredFigure, lang: Lang) -> FigureText {
    let note = ds.file.arms[f.arm]
        .figures
        .iter()
        .find(|x| x.values == f.values && ds.metric_index(&x.metric) == Some(f.metric))
        .and_then(|x| x.note.as_ref())
        .map(|t| t.get(lang).to_string());
    FigureText {
        values: format!(
            "{}: {}",
            ds.file.metrics[f.metric].name.get(lang),
            figure_values(f)
        ),
        note,
        quote: source_text(ds, &f.source, lang).into_quote(),
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

/// One stage row of a drill-down.
#[derive(Clone, Debug, PartialEq)]
pub struct StageText {
    pub name: String,
    pub ms: f64,
    pub class: String,
    /// "publication heartbeat timeout = 10 ms" when a dimension sets it.
    pub set_by: Option<String>,
    pub critical: bool,
    pub source: SourceText,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DrillText {
    pub title: String,
    pub lane: String,
    pub time: String,
    pub duration_ms: f64,
    pub stages: Vec<StageText>,
    /// On the path, its slack, or what masks it.
    pub path: Vec<String>,
}

fn event_name(ds: &Dataset, ev: Event, lang: Lang) -> String {
    match ev {
        Event::Arrive(a) | Event::Depart(a) => ds.file.arrows[a].interaction.get(lang).to_string(),
        _ => event_span(ds, ev)
            .map(|s| ds.file.spans[s].name.get(lang).to_string())
            .unwrap_or_else(|| ds.file.zero.get(lang).to_string()),
    }
}

pub fn drilldown(ds: &Dataset, tl: &Timeline, cfg: &Config, span: usize, lang: Lang) -> DrillText {
    let st = &tl.spans[span];
    let spec = &ds.file.spans[span];
    let stages = spec
        .stages
        .iter()
        .enumerate()
        .map(|(i, stage)| {
            let set_by = match ds.stage_length(span, i) {
                Length::By(d, _) => Some(format!(
                    "{} = {}",
                    ds.file.dimensions[*d].name.get(lang),
                    value_label(ds, *d, cfg.values[*d], lang)
                )),
                Length::Fixed(_) => None,
            };
            StageText {
                name: stage.name.get(lang).to_string(),
                ms: st.stages[i].end - st.stages[i].start,
                class: ds.file.classes[ds.stage_class(span, i)]
                    .name
                    .get(lang)
                    .to_string(),
                set_by,
                critical: st.stages[i].critical,
                source: source_text(ds, &stage.source, lang),
            }
        })
        .collect();
    let mut path = Vec::new();
    if let Some(w) = &st.wait {
        path.push(trf(
            lang,
            Key::DrillWaited,
            &[
                ("ms", &format_ms(w.to - w.from)),
                ("on", &event_name(ds, w.on, lang)),
            ],
        ));
    }
    match st.slack {
        Some(s) if s < 1e-6 => path.push(tr(lang, Key::DrillOnPath).to_string()),
        Some(s) => {
            path.push(trf(lang, Key::DrillSlack, &[("slack", &format_ms(s))]));
            if let Some(m) = masked_at(ds, tl, span, lang) {
                path.push(m);
            }
        }
        None => path.push(tr(lang, Key::DrillOffPath).to_string()),
    }
    path.push(tr(lang, Key::DrillTimesNote).to_string());
    DrillText {
        title: spec.name.get(lang).to_string(),
        lane: format!(
            "{} · {}",
            ds.file.lanes[ds.lane_of_span(span)].name.get(lang),
            ds.file.lanes[ds.lane_of_span(span)].role.get(lang)
        ),
        time: trf(
            lang,
            Key::DrillTime,
            &[
                ("start", &format_ms(st.start)),
                ("end", &format_ms(st.end)),
                ("ms", &format_ms(st.end - st.start)),
            ],
        ),
        duration_ms: st.end - st.start,
        stages,
        path,
    }
}

/// The join downstream of `span` that waited for something else instead.
fn masked_at(ds: &Dataset, tl: &Timeline, span: usize, lang: Lang) -> Option<String> {
    dependents_of(ds, span).into_iter().find_map(|d| {
        let w = tl.spans[d].wait.as_ref()?;
        (event_span(ds, w.on) != Some(span)).then(|| {
            trf(
                lang,
                Key::DrillMaskedBy,
                &[
                    ("join", ds.file.spans[d].name.get(lang)),
                    ("other", &event_name(ds, w.on, lang)),
                ],
            )
        })
    })
}

/// Spans that wait on an event of `span`.
fn dependents_of(ds: &Dataset, span: usize) -> Vec<usize> {
    (0..ds.file.spans.len())
        .filter(|&d| {
            ds.span_after(d)
                .iter()
                .any(|&ev| event_span(ds, ev) == Some(span))
        })
        .collect()
}

/// An arrow's tooltip: what it carries, its kind and time, the knob gating
/// it (`lines`), and where its time comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowTooltip {
    pub lines: Vec<String>,
    pub source: SourceText,
}

/// An arrow's tooltip.
pub fn arrow_tooltip(
    ds: &Dataset,
    tl: &Timeline,
    cfg: &Config,
    arrow: usize,
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
        source: source_text(ds, &spec.source, lang),
    }
}
