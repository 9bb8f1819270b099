//! The words the UI shows about the model: the badge, a span's drill-down,
//! an arrow's tooltip. Pure functions of the dataset, the timeline and the
//! verdict, so the components only render them and the truth rule (quote
//! only what was measured) is tested natively.

use crate::i18n::{tr, trf, Key};
use crate::model::index::{ArrowIx, DimIx, SpanIx, StageIx};
use crate::model::{
    dataset::{event_span, Length},
    event::Event,
    file::{ArrowKind, Source, TrustLevel},
    Config, Dataset, Lang, Timeline, Verdict,
};

use crate::model::verdict::{Basis, MeasuredFigure};

use super::evidence::arithmetic_value;
use super::format::{format_ms, range_text, seconds_decimals, signed_ms, signed_seconds};

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
    /// The model's number: how it arrived at it, and the page's sentence
    /// the estimate rests on, where there is one (a knob's sentence under
    /// a value no arm measured).
    Estimate {
        how: String,
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
            SourceText::Estimate { .. } => None,
        }
    }

    /// The words after the label, as plain text: the sentence, or how the
    /// model arrived at its number and the sentence it rests on.
    pub fn plain(&self) -> String {
        match self {
            SourceText::Measured(q) => q.text.clone(),
            SourceText::Estimate {
                how,
                rests_on: None,
            } => how.clone(),
            SourceText::Estimate {
                how,
                rests_on: Some(q),
            } => format!("{how} “{}”", q.text),
        }
    }

    /// "measured" or "model estimate", in `lang`.
    pub fn label(&self, lang: Lang) -> &'static str {
        tr(
            lang,
            match self {
                SourceText::Measured(_) => Key::Measured,
                SourceText::Estimate { .. } => Key::ModelEstimate,
            },
        )
    }
}

/// The badge's content.
#[derive(Clone, Debug, PartialEq)]
pub struct BadgeText {
    pub measured: bool,
    /// "client outage 81 ms · end-to-end 85 ms": every measured
    /// configuration has one, no other has any.
    pub headline: Option<String>,
    /// On what the headline figure rests ("the page's own figure for this
    /// preset", "our arithmetic: the mean of 3 measured values").
    pub basis: Option<String>,
    /// The page's sentence behind a headline the page states itself.
    pub basis_quote: Option<Quote>,
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

/// A dimension's value label, e.g. "10 ms".
pub fn value_label(ds: &Dataset, dim: DimIx, value: usize, lang: Lang) -> String {
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
        Source::Derived { derived } => SourceText::Estimate {
            how: derived.get(lang).to_string(),
            rests_on: None,
        },
    }
}

/// Where a length drawn under `cfg` comes from: the page's sentence where
/// it was measured there, else a model estimate that names the value no
/// arm ran and rests on the sentence (rule: an un-run value is never
/// labelled measured, whatever its source says).
fn length_source(
    ds: &Dataset,
    src: &Source,
    length: &Length,
    cfg: &Config,
    lang: Lang,
) -> SourceText {
    match (source_text(ds, src, lang), length) {
        (SourceText::Measured(q), Length::By(d, _)) if !ds.measured_at(length, cfg) => {
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
        (text, _) => text,
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
    let src = &ds.file.spans[span].stages[stage.0].source;
    length_source(ds, src, ds.stage_length(span, stage), cfg, lang)
}

/// Where an arrow's time under `cfg` comes from: a round trip lasts as long
/// as the stage it spans, so it is measured only where that stage is.
pub fn arrow_source(ds: &Dataset, cfg: &Config, arrow: ArrowIx, lang: Lang) -> SourceText {
    use crate::model::dataset::ArrowAnchor;
    let own = &ds.file.arrows[arrow].source;
    match ds.arrow_anchor(arrow) {
        ArrowAnchor::Over(span, stage) if own.is_measured() => {
            match stage_source(ds, cfg, span, stage, lang) {
                SourceText::Measured(_) => source_text(ds, own, lang),
                estimate => estimate,
            }
        }
        _ => match ds.arrow_transit(arrow) {
            Some(t) => length_source(ds, own, t, cfg, lang),
            None => source_text(ds, own, lang),
        },
    }
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
                Basis::Preset(p) => ds.file.presets[p].headline.e2e_ms,
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
                    if read {
                        Key::BadgeRunOneRead
                    } else {
                        Key::BadgeRunOne
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
                headline: Some(head),
                basis: Some(basis_text(ds, headline, outage, *n, lang)),
                basis_quote: basis_source(ds, headline)
                    .and_then(|src| source_text(ds, src, lang).into_quote()),
                basis_code: Some(headline.basis.code()),
                e2e_definition,
                outage_ms: Some(o),
                e2e_ms: Some(e2e),
                lines,
                details: vec![trf(
                    lang,
                    if read {
                        Key::BadgeFiguresRead
                    } else {
                        Key::BadgeFigures
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
            let lines = vec![
                tr(lang, Key::BadgeNotMeasured).to_string(),
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
                headline: None,
                basis: None,
                basis_quote: None,
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
fn written_or(written: Option<&str>, ms_text: String) -> String {
    written.map_or_else(|| format!("{ms_text} ms"), str::to_string)
}

/// The readings of the arms behind `outage`: how each configuration was
/// read from the page, where it is a reading, each once.
fn arm_readings(ds: &Dataset, outage: &[MeasuredFigure], lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in outage {
        if let Some(r) = &ds.file.arms[f.arm].reading {
            let line = trf(lang, Key::BadgeArmReading, &[("reading", r.get(lang))]);
            if !out.contains(&line) {
                out.push(line);
            }
        }
    }
    out
}

/// The sentence of a headline the page states itself (a preset's, or one
/// stated for a configuration).
fn basis_source<'a>(ds: &'a Dataset, h: &'a crate::model::verdict::Headline) -> Option<&'a Source> {
    match &h.basis {
        Basis::Preset(p) => Some(&ds.file.presets[*p].headline.source),
        Basis::Stated(source) => Some(source),
        _ => None,
    }
}

/// On what a headline rests, in words.
fn basis_text(
    ds: &Dataset,
    h: &crate::model::verdict::Headline,
    outage: &[MeasuredFigure],
    n: usize,
    lang: Lang,
) -> String {
    match &h.basis {
        Basis::Preset(_) => tr(lang, Key::BasisPreset).to_string(),
        Basis::Stated(_) => tr(lang, Key::BasisStated).to_string(),
        Basis::Single => tr(lang, Key::BasisSingle).to_string(),
        Basis::Range => tr(lang, Key::BasisRange).to_string(),
        Basis::Mean => trf(lang, Key::BasisMean, &[("n", &n.to_string())]),
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

/// A measured figure in words: its values, marked where they are our
/// arithmetic or a reading, and the other reading where the page is
/// ambiguous.
pub fn figure_text(ds: &Dataset, f: &MeasuredFigure, lang: Lang) -> FigureText {
    let x = figure_spec(ds, f);
    let mut values = figure_values(ds, f);
    let mut notes: Vec<String> = Vec::new();
    if x.is_arithmetic() {
        values = arithmetic_value(&values);
        notes.push(tr(lang, Key::FigureArithmetic).to_string());
    }
    if let Some(r) = &x.reading {
        notes.push(format!("{}: {}", tr(lang, Key::FigureReading), r.get(lang)));
    }
    if let Some(a) = &x.ambiguity {
        let other: Vec<String> = a
            .values
            .iter()
            .map(|v| format!("{} ms", format_ms(*v)))
            .collect();
        notes.push(trf(
            lang,
            Key::FigureAmbiguous,
            &[("other", &other.join(" / ")), ("why", a.text.get(lang))],
        ));
    }
    if let Some(t) = &x.note {
        notes.push(t.get(lang).to_string());
    }
    FigureText {
        values,
        note: (!notes.is_empty()).then(|| notes.join("; ")),
        quote: source_text(ds, &f.source, lang).into_quote(),
    }
}

/// The dataset's figure behind a measured one (its note, reading, ambiguity).
fn figure_spec<'a>(ds: &'a Dataset, f: &MeasuredFigure) -> &'a crate::model::file::Figure {
    &ds.file.arms[f.arm].figures[f.figure]
}

/// A figure's values as the page writes them where it is known; else a
/// range as its ends, runs one by one, in ms.
fn figure_values(ds: &Dataset, f: &MeasuredFigure) -> String {
    if let Some(w) = &figure_spec(ds, f).written {
        return w.clone();
    }
    if f.range && f.values.len() == 2 {
        return format!("{} ms", range_text((f.values[0], f.values[1])));
    }
    f.values
        .iter()
        .map(|v| format!("{} ms", format_ms(*v)))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A measured figure of another metric (promotion, a latency blip, a
/// sub-span): its values named by the metric, marked as `figure_text` marks.
fn other_figure(ds: &Dataset, f: &MeasuredFigure, lang: Lang) -> FigureText {
    let t = figure_text(ds, f, lang);
    FigureText {
        values: format!("{}: {}", ds.file.metrics[f.metric].name.get(lang), t.values),
        ..t
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

pub fn drilldown(ds: &Dataset, tl: &Timeline, cfg: &Config, span: SpanIx, lang: Lang) -> DrillText {
    let st = &tl.spans[span];
    let spec = &ds.file.spans[span];
    let stages = spec
        .stages
        .iter()
        .enumerate()
        .map(|(i, stage)| {
            let i = StageIx(i);
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
                source: stage_source(ds, cfg, span, i, lang),
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
fn masked_at(ds: &Dataset, tl: &Timeline, span: SpanIx, lang: Lang) -> Option<String> {
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
fn dependents_of(ds: &Dataset, span: SpanIx) -> Vec<SpanIx> {
    SpanIx::all(ds.file.spans.len())
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

/// What the comparison says about B against A.
#[derive(Clone, Debug, PartialEq)]
pub struct DeltaText {
    /// The difference of two measured headlines, or why there is none.
    pub text: String,
    /// Only when both sides were measured as points.
    pub delta_ms: Option<f64>,
    /// `Delta::code`: measured, ranges, one-figure, not-measured.
    pub answer: &'static str,
    /// Where each side's outage lies as drawn: a model estimate, said so.
    pub moved: String,
}

/// The comparison's verdict in words: `a` and `b` are each side's timeline
/// and verdict.
pub fn delta_text(
    ds: &Dataset,
    d: &crate::model::compare::Delta,
    a: (&Timeline, &Verdict),
    b: (&Timeline, &Verdict),
    lang: Lang,
) -> DeltaText {
    use crate::model::compare::Delta;
    // A side's headline as its badge shows it: as the page writes it, or a
    // range the page gives as the range; `None` for a side not measured.
    let written = |v: &Verdict| match v {
        Verdict::Measured { headline, .. } => headline.written.clone(),
        Verdict::NotMeasured { .. } => None,
    };
    let in_ms = |v: &Verdict| match v {
        Verdict::Measured { headline, .. } => v
            .quoted_range()
            .map_or_else(|| format_ms(headline.outage_ms), range_text),
        Verdict::NotMeasured { .. } => String::new(),
    };
    let shown = |v: &Verdict| written_or(written(v).as_deref(), in_ms(v));
    // "266 → 81 ms" where both are in ms, else each as the page writes it.
    let pair = match (written(a.1), written(b.1)) {
        (None, None) => format!("{} → {} ms", in_ms(a.1), in_ms(b.1)),
        _ => format!("{} → {}", shown(a.1), shown(b.1)),
    };
    // Our arithmetic keeps the page's unit: seconds where both sides are
    // written in seconds.
    let unit = [a.1, b.1]
        .iter()
        .map(|v| match v {
            Verdict::Measured { headline, .. } => {
                headline.written.as_deref().and_then(seconds_decimals)
            }
            Verdict::NotMeasured { .. } => None,
        })
        .collect::<Option<Vec<u32>>>()
        .map(|d| d.into_iter().max().unwrap_or(0));
    let signed = |ms: f64| match unit {
        Some(dec) => format!("{} s", signed_seconds(ms, dec)),
        None => format!("{} ms", signed_ms(ms)),
    };
    let text = match d {
        Delta::Measured { delta_ms, .. } => trf(
            lang,
            Key::DeltaMeasured,
            &[("delta", &signed(*delta_ms)), ("pair", &pair)],
        ),
        Delta::Ranges { lo_ms, hi_ms } => trf(
            lang,
            Key::DeltaRanges,
            &[
                ("pair", &pair),
                ("lo", &signed(*lo_ms)),
                ("hi", &signed(*hi_ms)),
            ],
        ),
        Delta::OneFigure => trf(lang, Key::DeltaOneFigure, &[("figure", &shown(a.1))]),
        Delta::Refused {
            a_measured,
            b_measured,
        } => tr(
            lang,
            match (a_measured, b_measured) {
                (true, false) => Key::DeltaRefusedB,
                (false, true) => Key::DeltaRefusedA,
                _ => Key::DeltaRefusedBoth,
            },
        )
        .to_string(),
    };
    let moved = trf(
        lang,
        Key::DeltaMoved,
        &[
            ("metric", ds.file.metrics[ds.outage_metric()].name.get(lang)),
            ("a0", &format_ms(a.0.outage.0)),
            ("a1", &format_ms(a.0.outage.1)),
            ("b0", &format_ms(b.0.outage.0)),
            ("b1", &format_ms(b.0.outage.1)),
        ],
    );
    DeltaText {
        text,
        delta_ms: d.delta_ms(),
        answer: d.code(),
        moved,
    }
}
