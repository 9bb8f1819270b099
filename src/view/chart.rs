//! What the evidence charts compute besides drawing: where a point was
//! drawn and which is under the pointer, the labels of a log axis, and how
//! tall a chart is. Pure, so tested natively; `ui/page/chart_paint/` draws.

use crate::model::reference::ChartKind;

use super::evidence::ChartData;
use super::format::format_ms;

/// Where a point was drawn, in CSS px of the canvas.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointHit {
    pub point: usize,
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

/// The point under (x, y) CSS px, if any.
pub fn hit(hits: &[PointHit], x: f64, y: f64) -> Option<usize> {
    hits.iter()
        .find(|h| x >= h.x0 && x <= h.x1 && y >= h.y0 && y <= h.y1)
        .map(|h| h.point)
}

/// Label a log axis only at 1, 2 and 5 × a power of ten.
pub fn log_label(v: f64, f: fn(f64) -> String) -> String {
    if v <= 0.0 {
        return String::new();
    }
    let m = v / 10f64.powf(v.log10().floor());
    if [1.0, 2.0, 5.0, 10.0].iter().any(|k| (m - k).abs() < 1e-6) {
        f(v)
    } else {
        String::new()
    }
}

/// A duration for a log axis that spans ms to minutes.
pub fn ms_or_s(v: f64) -> String {
    if v >= 1000.0 {
        format!("{} s", format_ms(v / 1000.0))
    } else {
        format!("{} ms", format_ms(v))
    }
}

/// The CSS height a chart needs: bar charts grow with their rows.
pub fn height_px(data: &ChartData) -> f64 {
    match data.kind {
        ChartKind::Buys | ChartKind::Proportion => 56.0 + 40.0 * data.points.len() as f64,
        _ => 260.0,
    }
}
