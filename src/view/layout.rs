//! Layout: a timeline and a viewport in, a display list out.
//!
//! Painting and hit-testing both read the same list, so a tooltip can never
//! disagree with what was painted. Geometry is in CSS pixels; colours are
//! semantic ([`Paint`]) and resolved by the theme at paint time.

use crate::model::{dataset::DimensionKind, load::Length, Dataset, Lang, Timeline};

use super::viewport::{tick_step_ms, Viewport};

/// What a shape is coloured as; the theme decides the colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// A stage of the class with this index in the dataset.
    Class(usize),
    Wait,
    LaneBand(bool),
    Outage,
    Grid,
    Axis,
    ZeroLine,
    Text,
    TextMuted,
    TextOnBlock,
    Arrow,
    SpanOutline,
}

/// What a pointer over a shape points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    Stage { span: usize, stage: usize },
    Wait { span: usize },
    Arrow(usize),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        paint: Paint,
        hit: Option<Hit>,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        paint: Paint,
        dashed: bool,
        head: bool,
        hit: Option<Hit>,
    },
    Text {
        x: f64,
        y: f64,
        text: String,
        paint: Paint,
        align: Align,
    },
}

/// Fixed vertical geometry, in CSS px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    pub ruler_h: f64,
    pub lane_h: f64,
    pub block_h: f64,
    /// Average glyph width used to decide whether a label fits in a block.
    pub char_w: f64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            ruler_h: 30.0,
            lane_h: 64.0,
            block_h: 30.0,
            char_w: 6.6,
        }
    }
}

/// A laid-out timeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub shapes: Vec<Shape>,
    pub width: f64,
    pub height: f64,
    /// Each lane's top y and height.
    pub lanes: Vec<(f64, f64)>,
}

/// The half-width of an arrow's hit area: 6 px wide at least.
pub const ARROW_HIT_PX: f64 = 4.0;
/// A ⟳ marks a span whose length a knob sets.
pub const KNOB_MARK: &str = "⟳";

pub fn lane_top(m: &Metrics, lane: usize) -> f64 {
    m.ruler_h + lane as f64 * m.lane_h
}

pub fn layout(ds: &Dataset, tl: &Timeline, vp: &Viewport, m: &Metrics, lang: Lang) -> Layout {
    let lanes: Vec<(f64, f64)> = (0..ds.file.lanes.len())
        .map(|l| (lane_top(m, l), m.lane_h))
        .collect();
    let height = m.ruler_h + lanes.len() as f64 * m.lane_h;
    let mut shapes = Vec::new();
    let (t_lo, t_hi) = vp.visible_ms();
    let visible = |a: f64, b: f64| b >= t_lo && a <= t_hi;

    for (l, &(top, h)) in lanes.iter().enumerate() {
        shapes.push(Shape::Rect {
            x: 0.0,
            y: top,
            w: vp.width_px,
            h,
            paint: Paint::LaneBand(l % 2 == 1),
            hit: None,
        });
    }
    // The client outage, shaded across every lane.
    let (o0, o1) = tl.outage;
    if visible(o0, o1) {
        shapes.push(Shape::Rect {
            x: vp.x_from_time(o0),
            y: m.ruler_h,
            w: (o1 - o0) * vp.px_per_ms,
            h: height - m.ruler_h,
            paint: Paint::Outage,
            hit: None,
        });
    }
    ruler(&mut shapes, ds, vp, m, height, lang);

    let block_y = |lane: usize| lanes[lane].0 + (m.lane_h - m.block_h) / 2.0;
    for (s, span) in tl.spans.iter().enumerate() {
        let lane = ds.lane_of_span(s);
        let y = block_y(lane);
        if let Some(w) = &span.wait {
            if visible(w.from, w.to) {
                let (x0, x1) = (vp.x_from_time(w.from), vp.x_from_time(w.to));
                shapes.push(Shape::Rect {
                    x: x0,
                    y: y + m.block_h * 0.3,
                    w: x1 - x0,
                    h: m.block_h * 0.4,
                    paint: Paint::Wait,
                    hit: Some(Hit::Wait { span: s }),
                });
                label(
                    &mut shapes,
                    m,
                    "WAIT",
                    x0,
                    x1,
                    y + m.block_h / 2.0,
                    Paint::TextMuted,
                );
            }
        }
        if !visible(span.start, span.end) {
            continue;
        }
        for (st, stage) in span.stages.iter().enumerate() {
            let w = (stage.end - stage.start) * vp.px_per_ms;
            // Sub-pixel stages are culled; they still count in the table view.
            if w < 0.5 || !visible(stage.start, stage.end) {
                continue;
            }
            shapes.push(Shape::Rect {
                x: vp.x_from_time(stage.start),
                y,
                w,
                h: m.block_h,
                paint: Paint::Class(ds.stage_class(s, st)),
                hit: Some(Hit::Stage { span: s, stage: st }),
            });
        }
        let (x0, x1) = (vp.x_from_time(span.start), vp.x_from_time(span.end));
        if x1 - x0 >= 0.5 {
            shapes.push(Shape::Rect {
                x: x0,
                y,
                w: x1 - x0,
                h: m.block_h,
                paint: Paint::SpanOutline,
                hit: None,
            });
        }
        let knob_set = (0..span.stages.len()).any(|st| match ds.stage_length(s, st) {
            Length::By(d, _) => ds.file.dimensions[*d].kind == DimensionKind::Knob,
            Length::Fixed(_) => false,
        });
        let name = ds.file.spans[s].name.get(lang);
        let text = if knob_set {
            format!("{KNOB_MARK} {name}")
        } else {
            name.to_string()
        };
        label(
            &mut shapes,
            m,
            &text,
            x0,
            x1,
            y + m.block_h / 2.0,
            Paint::TextOnBlock,
        );
    }

    for (a, arrow) in tl.arrows.iter().enumerate() {
        if !visible(arrow.depart, arrow.arrive) {
            continue;
        }
        let (from, to) = ds.arrow_lanes(a);
        let edge = |lane: usize, toward: usize| {
            let y = block_y(lane);
            if toward > lane {
                y + m.block_h
            } else {
                y
            }
        };
        let (x0, x1) = (vp.x_from_time(arrow.depart), vp.x_from_time(arrow.arrive));
        let (y0, y1) = (edge(from, to), edge(to, from));
        match ds.file.arrows[a].kind {
            crate::model::dataset::ArrowKind::OneWay => shapes.push(Shape::Line {
                x1: x0,
                y1: y0,
                x2: x1,
                y2: y1,
                paint: Paint::Arrow,
                dashed: true,
                head: true,
                hit: Some(Hit::Arrow(a)),
            }),
            crate::model::dataset::ArrowKind::RoundTrip => {
                let mid = (x0 + x1) / 2.0;
                shapes.push(Shape::Line {
                    x1: x0,
                    y1: y0,
                    x2: mid,
                    y2: y1,
                    paint: Paint::Arrow,
                    dashed: false,
                    head: true,
                    hit: Some(Hit::Arrow(a)),
                });
                shapes.push(Shape::Line {
                    x1: mid,
                    y1,
                    x2: x1,
                    y2: y0,
                    paint: Paint::Arrow,
                    dashed: false,
                    head: true,
                    hit: Some(Hit::Arrow(a)),
                });
            }
        }
    }
    Layout {
        shapes,
        width: vp.width_px,
        height,
        lanes,
    }
}

fn label(shapes: &mut Vec<Shape>, m: &Metrics, text: &str, x0: f64, x1: f64, y: f64, paint: Paint) {
    let need = text.chars().count() as f64 * m.char_w + 8.0;
    if x1 - x0 >= need {
        shapes.push(Shape::Text {
            x: (x0 + x1) / 2.0,
            y,
            text: text.to_string(),
            paint,
            align: Align::Center,
        });
    }
}

fn ruler(
    shapes: &mut Vec<Shape>,
    ds: &Dataset,
    vp: &Viewport,
    m: &Metrics,
    height: f64,
    lang: Lang,
) {
    let step = tick_step_ms(vp.px_per_ms, 64.0);
    let (lo, hi) = vp.visible_ms();
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    shapes.push(Shape::Line {
        x1: 0.0,
        y1: m.ruler_h - 0.5,
        x2: vp.width_px,
        y2: m.ruler_h - 0.5,
        paint: Paint::Axis,
        dashed: false,
        head: false,
        hit: None,
    });
    for i in first..=last {
        let t = i as f64 * step;
        let x = vp.x_from_time(t);
        shapes.push(Shape::Line {
            x1: x,
            y1: m.ruler_h - 6.0,
            x2: x,
            y2: height,
            paint: if i == 0 { Paint::ZeroLine } else { Paint::Grid },
            dashed: false,
            head: false,
            hit: None,
        });
        let text = if i == 0 {
            format!("0 {}", ds.file.zero.get(lang))
        } else {
            format!("{} ms", format_ms(t))
        };
        shapes.push(Shape::Text {
            x: x + 3.0,
            y: m.ruler_h / 2.0 - 2.0,
            text,
            paint: if i == 0 {
                Paint::Text
            } else {
                Paint::TextMuted
            },
            align: Align::Left,
        });
    }
}

/// Milliseconds as the page writes them: no trailing zeros, at most one decimal.
pub fn format_ms(t: f64) -> String {
    let r = (t * 10.0).round() / 10.0;
    if (r - r.round()).abs() < 1e-9 {
        format!("{}", r.round() as i64)
    } else {
        format!("{r:.1}")
    }
}

/// The shape under a pointer, top-most first.
pub fn hit_test(layout: &Layout, x: f64, y: f64) -> Option<Hit> {
    layout.shapes.iter().rev().find_map(|s| match *s {
        Shape::Rect {
            x: rx,
            y: ry,
            w,
            h,
            hit: Some(hit),
            ..
        } if x >= rx && x <= rx + w && y >= ry && y <= ry + h => Some(hit),
        Shape::Line {
            x1,
            y1,
            x2,
            y2,
            hit: Some(hit),
            ..
        } if distance_to_segment(x, y, x1, y1, x2, y2) <= ARROW_HIT_PX => Some(hit),
        _ => None,
    })
}

fn distance_to_segment(px: f64, py: f64, x1: f64, y1: f64, x2: f64, y2: f64) -> f64 {
    let (dx, dy) = (x2 - x1, y2 - y1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((px - x1) * dx + (py - y1) * dy) / len2).clamp(0.0, 1.0)
    };
    let (cx, cy) = (x1 + t * dx, y1 + t * dy);
    ((px - cx).powi(2) + (py - cy).powi(2)).sqrt()
}
