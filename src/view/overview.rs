//! The overview: a thin strip of the whole handoff above the lanes (every
//! lane's stages, coloured by class, each run a row), with the window the
//! timeline shows as a box: drag it to pan, drag its edges to zoom. Shown
//! only when the handoff does not fit the timeline. Pure geometry: the
//! strip's scale, the box, what a drag does, and the strip's display list.

use crate::model::index::{LaneIx, SpanIx};
use crate::model::{Dataset, Timeline};

use super::layout::{Emphasis, Layout, Paint, Shape};
use super::viewport::{Viewport, MAX_ZOOM, MIN_ZOOM};

/// One run's row of one lane, CSS px tall.
pub const ROW_PX: f64 = 3.0;
/// Above and below the rows.
pub const PAD_PX: f64 = 3.0;
/// How near (CSS px) an edge of the box a press grabs that edge.
pub const EDGE_PX: f64 = 6.0;
/// The box is never narrower than this (CSS px), so its edges stay apart.
pub const MIN_BOX_PX: f64 = 8.0;

/// The strip: the whole handoff, `from_ms` to `to_ms`, across `width` px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip {
    pub from_ms: f64,
    pub to_ms: f64,
    pub width: f64,
}

/// What a press on the strip holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grip {
    /// The box: a drag pans.
    Pan,
    /// Its left or right edge: a drag moves that edge (a zoom).
    Left,
    Right,
}

impl Strip {
    /// The handoff (`horizon_ms` long) with `lead_ms` on both sides.
    pub fn new(horizon_ms: f64, lead_ms: f64, width: f64) -> Strip {
        Strip {
            from_ms: -lead_ms,
            to_ms: horizon_ms.max(0.0) + lead_ms,
            width: width.max(1.0),
        }
    }

    pub fn ms_per_px(&self) -> f64 {
        (self.to_ms - self.from_ms) / self.width
    }

    pub fn x(&self, t: f64) -> f64 {
        (t - self.from_ms) / self.ms_per_px()
    }

    pub fn t(&self, x: f64) -> f64 {
        self.from_ms + x * self.ms_per_px()
    }

    /// The box of what `vp` shows, in strip px (clamped to the strip).
    pub fn window(&self, vp: &Viewport) -> (f64, f64) {
        let (lo, hi) = vp.visible_ms();
        let (x0, x1) = (self.x(lo).max(0.0), self.x(hi).min(self.width));
        (x0.min(self.width), x1.max(x0))
    }

    /// Whether the strip is worth showing: the timeline does not show all
    /// of the handoff.
    pub fn shown(&self, vp: &Viewport) -> bool {
        let (lo, hi) = vp.visible_ms();
        let slack = 0.5 / vp.px_per_ms.max(1e-9);
        lo > self.from_ms + slack || hi < self.to_ms - slack
    }

    /// What a press at `x` grabs.
    pub fn grip_at(&self, vp: &Viewport, x: f64) -> Grip {
        let (x0, x1) = self.window(vp);
        if (x - x0).abs() <= EDGE_PX && (x - x0).abs() <= (x - x1).abs() {
            Grip::Left
        } else if (x - x1).abs() <= EDGE_PX {
            Grip::Right
        } else {
            Grip::Pan
        }
    }

    /// The view after a press on `grip` at the view `vp0` moved `dx` px
    /// along the strip: the time at the timeline's left edge, and its zoom.
    pub fn dragged(&self, vp0: &Viewport, grip: Grip, dx: f64) -> (f64, f64) {
        let (lo, hi) = vp0.visible_ms();
        let dt = dx * self.ms_per_px();
        let min_ms = MIN_BOX_PX * self.ms_per_px();
        let span = |a: f64, b: f64| {
            let z = (vp0.width_px / (b - a).max(1e-9)).clamp(MIN_ZOOM, MAX_ZOOM);
            (a, z)
        };
        match grip {
            Grip::Pan => (vp0.start_ms + dt, vp0.px_per_ms),
            Grip::Left => span((lo + dt).min(hi - min_ms), hi),
            Grip::Right => span(lo, (hi + dt).max(lo + min_ms)),
        }
    }

    /// The view centred on the instant under `x` (a press off the box).
    pub fn centred_at(&self, vp: &Viewport, x: f64) -> f64 {
        let (lo, hi) = vp.visible_ms();
        self.t(x) - (hi - lo) / 2.0
    }
}

/// The strip's display list: each lane's rows (`rows[i]` is the run of
/// `Side::of_index(i)`), every stage a rect coloured by its class; then
/// the world outside the box faded and the box outlined.
pub fn strip_layout(ds: &Dataset, rows: &[&Timeline], strip: &Strip, vp: &Viewport) -> Layout {
    let n = rows.len().max(1);
    let lanes = ds.file.lanes.len();
    let height = 2.0 * PAD_PX + (lanes * n) as f64 * ROW_PX;
    let mut shapes = Vec::new();
    let rect = |x: f64, y: f64, w: f64, h: f64, paint: Paint| Shape::Rect {
        x,
        y,
        w,
        h,
        paint,
        hit: None,
        emph: Emphasis::Normal,
    };
    for l in 0..lanes {
        let y = PAD_PX + (l * n) as f64 * ROW_PX;
        shapes.push(rect(
            0.0,
            y,
            strip.width,
            ROW_PX * n as f64,
            Paint::LaneBand(l % 2 == 1),
        ));
    }
    for (r, tl) in rows.iter().enumerate() {
        for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
            if !span.happens {
                continue;
            }
            let LaneIx(lane) = ds.lane_of_span(s);
            let y = PAD_PX + (lane * n + r) as f64 * ROW_PX;
            for (i, st) in span.stages.iter().enumerate() {
                let w = strip.x(st.end) - strip.x(st.start);
                if w <= 0.0 {
                    continue;
                }
                let paint = Paint::Class(ds.stage_class(s, crate::model::index::StageIx(i)));
                shapes.push(rect(strip.x(st.start), y, w.max(0.5), ROW_PX, paint));
            }
        }
    }
    let (x0, x1) = strip.window(vp);
    shapes.push(rect(0.0, 0.0, x0, height, Paint::OverviewShade));
    shapes.push(rect(
        x1,
        0.0,
        strip.width - x1,
        height,
        Paint::OverviewShade,
    ));
    shapes.push(rect(
        x0,
        0.5,
        (x1 - x0).max(1.0),
        height - 1.0,
        Paint::Focus,
    ));
    Layout {
        shapes,
        width: strip.width,
        height,
        lanes: Vec::new(),
        zero_label: None,
    }
}
