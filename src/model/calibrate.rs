//! Model versus measured: the schedule run on every measured arm, each
//! figure compared with the model's value for its metric. This is data the
//! app shows ("about the numbers"), so it is a function, not only a test.

use super::dataset::Dataset;
use super::file::MetricRole;
use super::schedule::schedule;
use super::verdict::arm_config;

/// One measured figure against the model.
#[derive(Clone, Debug, PartialEq)]
pub struct CalibrationRow {
    pub arm: usize,
    pub metric: usize,
    pub measured: Vec<f64>,
    /// `measured` is a range's two ends, not runs.
    pub range: bool,
    pub model: f64,
    /// The residual furthest from zero (model − measured).
    pub worst_residual: f64,
    pub tolerance: f64,
    pub within: bool,
    /// The dataset's explanation, when this row is a known model limit.
    pub limit: Option<usize>,
    /// What the figure is beyond a plain measurement.
    pub marks: Vec<FigureMark>,
}

/// How a figure differs from a number the page states for its arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FigureMark {
    /// Our arithmetic on the page's numbers (a difference applied).
    Arithmetic,
    /// Its placement on this configuration is our reading of the page.
    Reading,
    /// The page can be read two ways; this is the reading drawn.
    Ambiguous,
}

impl FigureMark {
    pub fn code(self) -> &'static str {
        match self {
            FigureMark::Arithmetic => "arithmetic",
            FigureMark::Reading => "reading",
            FigureMark::Ambiguous => "ambiguous",
        }
    }
}

/// The marks of figure `f` of `arm`.
pub fn figure_marks(arm: &super::file::Arm, f: &super::file::Figure) -> Vec<FigureMark> {
    let mut marks = Vec::new();
    if f.is_arithmetic() {
        marks.push(FigureMark::Arithmetic);
    }
    if f.reading.is_some() || arm.reading.is_some() {
        marks.push(FigureMark::Reading);
    }
    if f.ambiguity.is_some() {
        marks.push(FigureMark::Ambiguous);
    }
    marks
}

/// How close the model must come to a figure `v` of metric `m` (ms): the
/// dataset's calibration tolerance.
pub fn tolerance(ds: &Dataset, m: usize, v: f64) -> f64 {
    let cal = &ds.file.calibration;
    match ds.file.metrics[m].role {
        MetricRole::Outage => cal.outage_abs_ms.max(cal.outage_rel * v),
        _ => cal.sub_span_abs_ms,
    }
}

/// Compare the model with every measured figure of every arm.
pub fn calibrate(ds: &Dataset) -> Vec<CalibrationRow> {
    let mut rows = Vec::new();
    for (a, arm) in ds.file.arms.iter().enumerate() {
        let tl = schedule(ds, arm_config(ds, a));
        for f in &arm.figures {
            let Some(m) = ds.metric_index(&f.metric) else {
                continue;
            };
            // Not a duration the model draws: nothing to calibrate.
            if ds.file.metrics[m].role == MetricRole::Observed {
                continue;
            }
            let model = tl.metrics[m];
            // It spans a length the page does not give: the model has no
            // number to put beside the figure.
            if model.is_nan() {
                continue;
            }
            let mut worst = 0.0_f64;
            let mut within = true;
            let mut tightest = f64::INFINITY;
            // A range the page gives is met anywhere inside it (within
            // tolerance of its ends); its residual is the distance outside.
            let (lo, hi) = f
                .values
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| {
                    (a.min(v), b.max(v))
                });
            let targets: Vec<f64> = if f.range {
                vec![model.clamp(lo, hi)]
            } else {
                f.values.clone()
            };
            for v in targets {
                let tol = tolerance(ds, m, v);
                tightest = tightest.min(tol);
                let r = model - v;
                if r.abs() > worst.abs() {
                    worst = r;
                }
                within &= r.abs() <= tol + 1e-9;
            }
            let limit = ds
                .file
                .model_limits
                .iter()
                .position(|l| l.arm == arm.id && l.metric == f.metric);
            rows.push(CalibrationRow {
                arm: a,
                metric: m,
                measured: f.values.clone(),
                range: f.range,
                model,
                worst_residual: worst,
                tolerance: tightest,
                within,
                limit,
                marks: figure_marks(arm, f),
            });
        }
    }
    rows
}

/// The table as text, for `make calibrate`.
pub fn calibration_table(ds: &Dataset) -> String {
    use std::fmt::Write;
    let rows = calibrate(ds);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{:<34} {:<20} {:>18} {:>8} {:>9} {:>6}  {:<20} verdict",
        "arm", "metric", "measured", "model", "residual", "tol", "figure is"
    );
    for r in &rows {
        let measured: Vec<String> = r.measured.iter().map(|v| format!("{v}")).collect();
        let sep = if r.range { "–" } else { "/" };
        let verdict = match (r.within, r.limit) {
            (true, _) => "within".to_string(),
            (false, Some(_)) => "MISS (known model limit, see data)".to_string(),
            (false, None) => "MISS".to_string(),
        };
        let marks: Vec<&str> = r.marks.iter().map(|m| m.code()).collect();
        let _ = writeln!(
            out,
            "{:<34} {:<20} {:>18} {:>8.1} {:>+9.1} {:>6.1}  {:<20} {}",
            ds.file.arms[r.arm].id,
            ds.file.metrics[r.metric].id,
            measured.join(sep),
            r.model,
            r.worst_residual,
            r.tolerance,
            if marks.is_empty() {
                "measured".to_string()
            } else {
                marks.join("+")
            },
            verdict
        );
    }
    let within = rows.iter().filter(|r| r.within).count();
    let _ = writeln!(out, "{within} of {} figures within tolerance", rows.len());
    out
}
