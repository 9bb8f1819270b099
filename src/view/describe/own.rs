//! The words about a reader's own figures: their badge (measured by them
//! or by the link's author, never by the page), how each figure sits
//! against the model's calibration tolerance for that configuration, and
//! a comparison in which one side or both are theirs.

use crate::i18n::{tr, trf, Key};
use crate::model::calibrate::tolerance;
use crate::model::compare::{Basis, RunDelta};
use crate::model::file::MetricRole;
use crate::model::index::SpanIx;
use crate::model::own::{By, OwnFigures, Problem};
use crate::model::{Dataset, Lang, Run, Side};
use crate::view::format::{duration, duration_range, format_ms, signed_duration};

use super::{badge, written_or, BadgeText, DeltaText};

/// "yours", "the link's": whose figures these are.
pub fn whose(by: By, lang: Lang) -> &'static str {
    tr(
        lang,
        match by {
            By::You => Key::WhoseYou,
            By::Link => Key::WhoseLink,
        },
    )
}

/// "by the page's authors", "by you", "by the link's author".
pub fn measured_by(basis: Basis, lang: Lang) -> &'static str {
    tr(
        lang,
        match basis {
            Basis::Own(By::You) => Key::ByYou,
            Basis::Own(By::Link) => Key::ByLink,
            _ => Key::ByPage,
        },
    )
}

/// What is wrong with a figure, in words.
pub fn problem_text(lang: Lang, p: &Problem) -> String {
    match p {
        Problem::NotANumber => tr(lang, Key::FigNotANumber).into(),
        Problem::Negative => tr(lang, Key::FigNegative).into(),
        Problem::TooLarge => tr(lang, Key::FigTooLarge).into(),
        Problem::TooMany(n) => trf(lang, Key::FigTooMany, &[("n", &n.to_string())]),
        Problem::UnknownUnit => tr(lang, Key::FigUnknownUnit).into(),
        Problem::UnknownMetric(ids) => {
            trf(lang, Key::FigUnknownMetric, &[("ids", &ids.join(", "))])
        }
        Problem::NoValues => tr(lang, Key::FigNoValues).into(),
    }
}

/// How the reader's figure `value` of metric `m` sits against the model of
/// the run's configuration: inside or outside the dataset's calibration
/// tolerance (a metric the model does not draw: said so).
pub fn model_check(ds: &Dataset, run: &Run, m: usize, value: f64, by: By, lang: Lang) -> String {
    let whose = whose(by, lang);
    let metric = ds.file.metrics[m].name.get(lang);
    let n = run
        .figures
        .own()
        .and_then(|f| f.summary(m))
        .map_or(0, |s| s.n);
    if ds.file.metrics[m].role == MetricRole::Observed {
        return trf(
            lang,
            Key::OwnModelNone,
            &[
                ("metric", metric),
                ("whose", whose),
                ("value", &duration(value)),
                ("n", &n.to_string()),
            ],
        );
    }
    let model = run.model().metrics[m];
    let tol = tolerance(ds, m, model);
    let gap = (value - model).abs() - tol;
    let args = [
        ("model", duration(model)),
        ("tol", duration(tol)),
        ("whose", whose.to_string()),
        ("value", duration(value)),
        ("gap", duration(gap)),
    ];
    let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let key = if gap <= 1e-9 {
        Key::OwnModelInside
    } else {
        Key::OwnModelOutside
    };
    trf(lang, key, &args)
}

/// One of a run's own figures against the model of its configuration, as
/// the table view lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnRow {
    pub metric: usize,
    pub n: usize,
    pub min: f64,
    pub median: f64,
    pub max: f64,
    /// The model's value and its calibration tolerance there (none for a
    /// figure the model does not draw).
    pub model: Option<(f64, f64)>,
}

impl OwnRow {
    /// The median lies within the tolerance of the model's value.
    pub fn inside(&self) -> Option<bool> {
        self.model
            .map(|(model, tol)| (self.median - model).abs() <= tol + 1e-9)
    }
}

/// Every figure of the reader's for `run`, against the model.
pub fn own_rows(ds: &Dataset, run: &Run) -> Vec<OwnRow> {
    let Some(f) = run.figures.own() else {
        return Vec::new();
    };
    f.metrics
        .iter()
        .filter_map(|m| {
            let s = f.summary(m.metric)?;
            let drawn = ds.file.metrics[m.metric].role != MetricRole::Observed;
            let model = drawn.then(|| {
                let v = run.model().metrics[m.metric];
                (v, tolerance(ds, m.metric, v))
            });
            Some(OwnRow {
                metric: m.metric,
                n: s.n,
                min: s.min,
                median: s.median,
                max: s.max,
                model,
            })
        })
        .collect()
}

/// Values as a list with their unit ("71, 69, 74 ms", "1.1, 0.95 s"),
/// the first dozen.
fn values_list(values: &[f64]) -> String {
    let secs = values.iter().any(|v| v.abs() >= 1000.0);
    let one = |v: f64| {
        if secs {
            crate::view::format::format_fixed(v / 1000.0, 3)
        } else {
            format_ms(v)
        }
    };
    let mut out: Vec<String> = values.iter().take(12).map(|&v| one(v)).collect();
    if values.len() > 12 {
        out.push("…".into());
    }
    format!("{} {}", out.join(", "), if secs { "s" } else { "ms" })
}

/// One line per metric the reader gave that `keep` keeps: its values,
/// then how its median sits against the model.
pub fn own_lines(ds: &Dataset, run: &Run, keep: &dyn Fn(usize) -> bool, lang: Lang) -> Vec<String> {
    let Some(f) = run.figures.own() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for m in f.metrics.iter().filter(|m| keep(m.metric)) {
        let Some(s) = f.summary(m.metric) else {
            continue;
        };
        out.push(trf(
            lang,
            Key::OwnMetric,
            &[
                ("metric", ds.file.metrics[m.metric].name.get(lang)),
                ("whose", whose(f.by, lang)),
                ("values", &values_list(&m.values)),
                ("n", &s.n.to_string()),
                ("value", &duration(s.median)),
            ],
        ));
        if ds.file.metrics[m.metric].role != MetricRole::Observed {
            out.push(model_check(ds, run, m.metric, s.median, f.by, lang));
        }
    }
    out
}

/// The reader's figures a drill-down of `span` sets beside its stages:
/// the metrics measured to or from it.
pub fn own_span_lines(ds: &Dataset, run: &Run, span: SpanIx, lang: Lang) -> Vec<String> {
    let at = ds.metrics_at(span);
    own_lines(ds, run, &|m| at.contains(&m), lang)
}

/// The badge of a run whose reader gave its outage: theirs first (median,
/// n, range), the page's figure beside it where the page measured this
/// configuration, and how theirs sits against the model. `None`: the run
/// has no outage of the reader's (its badge is the page's).
pub fn own_badge(ds: &Dataset, run: &Run, lang: Lang) -> Option<BadgeText> {
    let f: &OwnFigures = run.figures.own()?;
    let om = ds.outage_metric();
    let s = run.own_outage?;
    let page = badge(ds, run.model(), &run.verdict, lang);
    let whose = whose(f.by, lang);
    let (n, range, median) = (
        s.n.to_string(),
        duration_range(s.min, s.max),
        duration(s.median),
    );
    let stats = [("n", n.as_str()), ("range", &range), ("median", &median)];
    let basis = trf(
        lang,
        match f.by {
            By::You => Key::OwnBasisYou,
            By::Link => Key::OwnBasisLink,
        },
        &stats,
    );
    let mut lines = vec![match (&run.verdict, page.outage_ms) {
        (v, Some(o)) if v.is_measured() => {
            let value = match &run.verdict {
                crate::model::Verdict::Measured { headline, .. } => {
                    written_or(headline.written.as_deref(), format_ms(o))
                }
                crate::model::Verdict::NotMeasured { .. } => duration(o),
            };
            trf(lang, Key::OwnPageToo, &[("value", &value)])
        }
        _ => trf(lang, Key::OwnPageNever, &[("whose", whose)]),
    }];
    lines.push(model_check(ds, run, om, s.median, f.by, lang));
    lines.extend(own_lines(ds, run, &|m| m != om, lang));
    Some(BadgeText {
        measured: true,
        own_n: Some(s.n),
        headline: Some(trf(
            lang,
            Key::OwnHeadline,
            &[
                ("metric", ds.file.metrics[om].name.get(lang)),
                ("median", &median),
                ("whose", whose),
                ("n", &n),
            ],
        )),
        basis: Some(basis),
        basis_quote: None,
        basis_reading: None,
        basis_code: Some("yours"),
        e2e_definition: None,
        outage_ms: Some(s.median),
        e2e_ms: None,
        lines,
        ..page
    })
}

/// A comparison in which a reader's figures take part, in words; `None`
/// where neither side has an outage of a reader's (the page's rule
/// speaks: `delta_text`).
pub fn own_delta_text(
    ds: &Dataset,
    d: &RunDelta,
    a: &Run,
    b: &Run,
    lang: Lang,
) -> Option<DeltaText> {
    let (ba, bb) = (Basis::of(a), Basis::of(b));
    let by = [
        ("a_by", measured_by(ba, lang)),
        ("b_by", measured_by(bb, lang)),
    ];
    let text = match d {
        RunDelta::Page(_) => return None,
        RunDelta::Own {
            a_ms,
            b_ms,
            delta_ms,
        } => {
            let (a, b, delta) = (duration(*a_ms), duration(*b_ms), signed_duration(*delta_ms));
            let mut args = vec![("a", a.as_str()), ("b", &b), ("delta", &delta)];
            args.extend(by);
            trf(lang, Key::DeltaOwn, &args)
        }
        RunDelta::OwnRange { lo_ms, hi_ms } => {
            let (lo, hi) = (signed_duration(*lo_ms), signed_duration(*hi_ms));
            let mut args = vec![("lo", lo.as_str()), ("hi", &hi)];
            args.extend(by);
            trf(lang, Key::DeltaOwnRange, &args)
        }
        RunDelta::AgainstModel { own } => {
            let (mine, other) = match own {
                Side::A => (a, Side::B),
                Side::B => (b, Side::A),
            };
            let mut t = trf(lang, Key::DeltaOwnModel, &[("side", other.letter())]);
            if let Some((f, s)) = mine.figures.own().zip(mine.own_outage) {
                t.push(' ');
                t.push_str(&model_check(
                    ds,
                    mine,
                    ds.outage_metric(),
                    s.median,
                    f.by,
                    lang,
                ));
            }
            t
        }
    };
    Some(DeltaText {
        text,
        delta_ms: d.delta_ms(),
        answer: d.code(),
        // Where each side lies as drawn: the page's comparison says it.
        moved: String::new(),
    })
}
