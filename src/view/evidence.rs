//! The knob evidence as chart data: every point is a measured figure of a
//! measured arm (or a row of the page's proportion table), with the arm a
//! click shows on the timeline. The chart painter and the screen-reader
//! tables both read this; neither computes a number of its own.

use crate::i18n::{tr, Key};
use crate::model::index::DimIx;
use crate::model::quotes::states_number;
use crate::model::reference::{Chart, ChartKind};
use crate::model::{file::Source, Dataset, Lang, Text};
use crate::view::format::format_ms;

/// The mark of a figure that is our arithmetic on the page's numbers, not a
/// number the page gives: wherever such a value is shown it carries this
/// mark, and its words are the catalogue's `FigureArithmetic`.
pub const ARITHMETIC_MARK: &str = "≈";

/// A value text marked as our arithmetic.
pub fn arithmetic_value(value: &str) -> String {
    format!("{ARITHMETIC_MARK} {value}")
}

/// One mark on a chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub series: usize,
    /// What the point is (a knob move, an arm's value, an event).
    pub label: Text,
    /// The x value: a knob's ms (sweep) or the row index (bars).
    pub x: f64,
    /// The figure drawn: ms, or ms saved for `buys`.
    pub y: f64,
    /// Every measured value behind `y` (runs are never averaged silently).
    pub values: Vec<f64>,
    /// `buys`: the outage before and after.
    pub before_after: Option<(f64, f64)>,
    /// `spread`: the standard deviation.
    pub stdev: Option<f64>,
    /// The measured configuration this point is, if it is one.
    pub arm: Option<usize>,
    pub source: Option<Source>,
    /// `buys`: the after figure is our arithmetic (the page gave only the
    /// difference), so it is drawn and listed as such.
    pub arithmetic: bool,
    /// The figure drawn (`y`) is our arithmetic: a `buys` bar whose
    /// difference the page does not state (we subtracted two figures).
    pub y_arithmetic: bool,
    /// How the figure was placed on its configuration, where that is our
    /// reading of the page (a figure's `reading`): drawn hollow, and the
    /// table says it.
    pub reading: Option<Text>,
}

/// What a chart draws.
#[derive(Clone, Debug, PartialEq)]
pub struct ChartData {
    pub id: String,
    pub kind: ChartKind,
    pub title: Text,
    pub series: Vec<Text>,
    pub points: Vec<Point>,
    /// `sweep`: the knee per series, as an x value.
    pub knees: Vec<Option<f64>>,
    /// `sweep`: the knob on the x axis.
    pub dimension: Option<DimIx>,
    /// `sweep`: the metric on the y axis.
    pub metric: Option<usize>,
    pub source: Option<Source>,
}

/// A reader's own figure on a chart: drawn in a mark of its own, never as
/// one of the page's points.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnPoint {
    pub side: crate::model::Side,
    /// The run's value of the chart's knob (ms).
    pub x: f64,
    /// The median of the reader's values of the chart's metric.
    pub y: f64,
    pub n: usize,
    pub by: crate::model::own::By,
}

/// The runs' own figures a sweep chart can show: a run whose reader gave
/// the chart's metric, at its value of the chart's knob. Other charts
/// (bars of the page's A/B pairs, spreads) show none.
pub fn own_points<'a>(
    ds: &Dataset,
    data: &ChartData,
    runs: impl IntoIterator<Item = &'a crate::model::Run>,
) -> Vec<OwnPoint> {
    let (Some(d), Some(m)) = (data.dimension, data.metric) else {
        return Vec::new();
    };
    runs.into_iter()
        .filter_map(|r| {
            let f = r.figures.own()?;
            let s = f.summary(m)?;
            Some(OwnPoint {
                side: r.side,
                x: r.config.value_of(ds, d).ms?,
                y: s.median,
                n: s.n,
                by: f.by,
            })
        })
        .collect()
}

/// The mean of an arm's figures for `metric`, the values, their stdev,
/// source and reading.
type FigureOf = (f64, Vec<f64>, Option<f64>, Source, Option<Text>);

fn figure(ds: &Dataset, arm: usize, metric: &str) -> Option<FigureOf> {
    let f = ds.file.arms[arm]
        .figures
        .iter()
        .find(|f| f.metric == metric)?;
    let mean = f.values.iter().sum::<f64>() / f.values.len() as f64;
    Some((
        mean,
        f.values.clone(),
        f.stdev.as_ref().map(|s| s.ms),
        f.source.clone(),
        f.reading.clone(),
    ))
}

/// What a knob buys: a measured A/B pair, before → after (mean outage).
#[derive(Clone, Debug, PartialEq)]
pub struct Buy {
    pub dimension: DimIx,
    pub label: Text,
    pub before: f64,
    pub after: f64,
    /// The arm of `after`, to show on the timeline.
    pub to: usize,
    pub source: Source,
    /// `before` or `after` is our arithmetic, not a number on the page.
    pub arithmetic: bool,
    /// What it buys, in ms: the page's own number where its sentence gives
    /// one, else ours (`before − after`).
    pub saved: f64,
    /// The difference itself is ours: the page states the two figures but
    /// not what one buys against the other.
    pub difference_ours: bool,
}

/// A knob's buy as the knob table writes it, "100 → 20 ms: −81 ms (266 →
/// 185)": as the chart marks it, the difference is our arithmetic where the
/// page does not state it, and so is a figure the page gives only as a
/// difference; each marked (≈), and the mark said once.
pub fn buy_text(b: &Buy, lang: Lang) -> String {
    let marked = |ours: bool, v: f64| {
        if ours {
            arithmetic_value(&format_ms(v))
        } else {
            format_ms(v)
        }
    };
    let line = format!(
        "{}: −{} ms ({} → {})",
        b.label.get(lang),
        marked(b.difference_ours, b.saved),
        format_ms(b.before),
        marked(b.arithmetic, b.after)
    );
    if b.difference_ours || b.arithmetic {
        format!(
            "{line} · {ARITHMETIC_MARK} {}",
            tr(lang, Key::FigureArithmetic)
        )
    } else {
        line
    }
}

/// Every knob's measured A/B pairs, in dataset order (best first).
pub fn buys(ds: &Dataset) -> Vec<Buy> {
    let outage = &ds.file.metrics[ds.outage_metric()].id;
    let mut out = Vec::new();
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        for b in &dim.buys {
            let (Some(from), Some(to)) = (arm_index(ds, &b.from), arm_index(ds, &b.to)) else {
                continue;
            };
            let (Some(before), Some(after)) = (figure(ds, from, outage), figure(ds, to, outage))
            else {
                continue;
            };
            // The bar is the page's number only where the sentence of the
            // pair's second arm states the difference ("−16 ms (97 → 81
            // ms)"); elsewhere it is our subtraction of two figures.
            // Where it is the page's, the page's own number: "−13 ms" for
            // 105.4 → 92.0, not our 13.4.
            let ours = (before.0 - after.0).abs();
            let stated = match &after.3 {
                Source::Seed { quote, .. } if states_number(quote, ours) => Some(ours),
                Source::Seed { quote, .. } if states_number(quote, ours.round()) => {
                    Some(ours.round())
                }
                _ => None,
            };
            let arithmetic = [from, to].iter().any(|&a| {
                ds.file.arms[a]
                    .figures
                    .iter()
                    .any(|f| &f.metric == outage && f.is_arithmetic())
            });
            out.push(Buy {
                dimension: DimIx(d),
                label: b.label.clone(),
                before: before.0,
                after: after.0,
                to,
                source: after.3,
                arithmetic,
                saved: stated.unwrap_or(ours),
                difference_ours: stated.is_none(),
            });
        }
    }
    out
}

fn arm_index(ds: &Dataset, id: &str) -> Option<usize> {
    ds.file.arms.iter().position(|a| a.id == id)
}

/// The data of every chart the dataset lists, in its order.
pub fn charts(ds: &Dataset) -> Vec<ChartData> {
    ds.file
        .reference
        .charts
        .iter()
        .map(|c| chart(ds, c))
        .collect()
}

fn chart(ds: &Dataset, c: &Chart) -> ChartData {
    let outage = ds.file.metrics[ds.outage_metric()].id.clone();
    let mut data = ChartData {
        id: c.id.clone(),
        kind: c.kind,
        title: c.title.clone(),
        series: Vec::new(),
        points: Vec::new(),
        knees: Vec::new(),
        dimension: None,
        metric: None,
        source: c.source.clone(),
    };
    match c.kind {
        ChartKind::Buys => {
            data.series.push(Text::same("ms"));
            for (i, b) in buys(ds).into_iter().enumerate() {
                data.points.push(Point {
                    series: 0,
                    label: Text::join(&ds.file.dimensions[b.dimension].name, &b.label, ": "),
                    x: i as f64,
                    y: b.saved,
                    values: vec![b.before, b.after],
                    before_after: Some((b.before, b.after)),
                    stdev: None,
                    arm: Some(b.to),
                    source: Some(b.source),
                    arithmetic: b.arithmetic,
                    y_arithmetic: b.difference_ours,
                    reading: None,
                });
            }
        }
        ChartKind::Sweep => {
            let d = c.dimension.as_deref().and_then(|d| ds.dimension_index(d));
            data.dimension = d;
            let metric = c.metric.clone().unwrap_or(outage);
            data.metric = ds.metric_index(&metric);
            for (s, series) in c.series.iter().enumerate() {
                data.series.push(series.label.clone());
                let ms_of = |v: &str| {
                    d.and_then(|d| ds.value_index(d, v))
                        .and_then(|v| d.and_then(|d| ds.file.dimensions[d].values[v].ms))
                };
                data.knees.push(series.knee.as_deref().and_then(ms_of));
                for id in &series.arms {
                    let Some(a) = arm_index(ds, id) else { continue };
                    let (Some(d), Some(f)) = (d, figure(ds, a, &metric)) else {
                        continue;
                    };
                    let cfg = crate::model::verdict::arm_config(ds, a);
                    let value = cfg.value_of(ds, d);
                    let Some(x) = value.ms else { continue };
                    data.points.push(Point {
                        series: s,
                        label: value.label.clone(),
                        x,
                        y: f.0,
                        values: f.1,
                        before_after: None,
                        stdev: None,
                        arm: Some(a),
                        source: Some(f.3),
                        arithmetic: false,
                        y_arithmetic: false,
                        reading: f.4,
                    });
                }
            }
        }
        ChartKind::Spread => {
            data.series.push(Text::same("ms"));
            let arms: Vec<usize> = c.arms.iter().filter_map(|id| arm_index(ds, id)).collect();
            for (i, &a) in arms.iter().enumerate() {
                let Some(f) = figure(ds, a, &outage) else {
                    continue;
                };
                // Name each arm by the value that differs from the others.
                let cfg = crate::model::verdict::arm_config(ds, a);
                let other = crate::model::verdict::arm_config(ds, arms[(i + 1) % arms.len()]);
                let label = cfg
                    .differing(other)
                    .first()
                    .map(|&d| cfg.value_of(ds, d).label.clone())
                    .unwrap_or_else(|| Text::same(&ds.file.arms[a].id));
                data.points.push(Point {
                    series: 0,
                    label,
                    x: i as f64,
                    y: f.0,
                    values: f.1,
                    before_after: None,
                    stdev: f.2,
                    arm: Some(a),
                    source: Some(f.3),
                    arithmetic: false,
                    y_arithmetic: false,
                    reading: None,
                });
            }
        }
        ChartKind::Proportion => {
            data.series.push(Text::same("ms"));
            if let Some(p) = &ds.file.reference.proportion {
                data.source = Some(p.source.clone());
                for (i, row) in p.rows.iter().enumerate() {
                    data.points.push(Point {
                        series: 0,
                        label: row.event.clone(),
                        x: i as f64,
                        y: row.cost_ms,
                        values: vec![row.cost_ms],
                        before_after: None,
                        stdev: None,
                        arm: None,
                        source: Some(p.source.clone()),
                        arithmetic: false,
                        y_arithmetic: false,
                        reading: None,
                    });
                }
            }
        }
    }
    data
}
