//! Layout: a timeline and a viewport in, a display list out.
//!
//! Painting and hit-testing both read the same list, so a tooltip can never
//! disagree with what was painted. Geometry is in CSS pixels; colours are
//! semantic ([`Paint`]) and resolved by the theme at paint time.

use crate::model::index::{ArrowIx, LaneIx, SpanIx, StageIx};
use crate::model::{
    dataset::Length,
    file::{ArrowKind, DimensionKind},
    Dataset, Lang, Timeline,
};

use super::format::format_ms;
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
    /// A label on a stage of the class with this index.
    TextOnClass(usize),
    Arrow,
    SpanOutline,
    /// Stroke around a stage on the critical path (critical-path view).
    CriticalOutline,
    /// Stroke around the keyboard-focused block or along the focused arrow.
    Focus,
    /// Stroke around the span whose drill-down is open.
    Selected,
}

impl Paint {
    /// Painted as an outline rather than filled.
    pub fn is_stroke(self) -> bool {
        matches!(
            self,
            Paint::SpanOutline | Paint::CriticalOutline | Paint::Focus | Paint::Selected
        )
    }
}

/// How a shape is stroked, the same on the canvas and in a saved SVG.
pub mod pen {
    use super::{Emphasis, Paint};

    /// A dashed line's dash and gap, px.
    pub const DASH: [f64; 2] = [5.0, 4.0];
    /// An arrow head's length, px.
    pub const HEAD_PX: f64 = 6.0;

    /// The width of an outline drawn around a rect of `paint`.
    pub fn outline_width(paint: Paint) -> f64 {
        if paint == Paint::SpanOutline {
            1.0
        } else {
            2.0
        }
    }

    /// The width of a line of `paint`, with or without a head.
    pub fn line_width(paint: Paint, head: bool) -> f64 {
        match paint {
            Paint::Focus => 3.0,
            _ if head => 1.5,
            _ => 1.0,
        }
    }

    pub fn alpha(emph: Emphasis) -> f64 {
        match emph {
            Emphasis::Normal => 1.0,
            Emphasis::Dim => 0.25,
        }
    }

    /// The head of an arrow ending at (x2, y2): its tip, then its two barbs.
    pub fn arrow_head([x1, y1, x2, y2]: [f64; 4]) -> [(f64, f64); 3] {
        let angle = (y2 - y1).atan2(x2 - x1);
        let barb = |side: f64| {
            let a = angle + side * std::f64::consts::PI / 7.0;
            (x2 - HEAD_PX * a.cos(), y2 - HEAD_PX * a.sin())
        };
        [(x2, y2), barb(-1.0), barb(1.0)]
    }
}

/// How strongly a shape is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Emphasis {
    #[default]
    Normal,
    /// Faded: off the critical path while the critical-path view is on.
    Dim,
}

/// What the layout should show besides the timeline itself.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Scene {
    /// Highlight the critical path, fade the rest.
    pub critical: bool,
    pub focus: Option<Hit>,
    pub selected: Option<SpanIx>,
}

/// What a pointer over a shape points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hit {
    Stage { span: SpanIx, stage: StageIx },
    Wait { span: SpanIx },
    Arrow(ArrowIx),
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
        emph: Emphasis,
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
        emph: Emphasis,
    },
    Text {
        x: f64,
        y: f64,
        text: String,
        paint: Paint,
        align: Align,
    },
}

/// The face every label is set in, on the canvas, in the PNG and the SVG:
/// the generic sans-serif, the page's own (one font lookup, any language).
pub const FONT_FAMILY: &str = "sans-serif";
/// The canvas labels' size, CSS px.
pub const LABEL_PX: f64 = 12.0;
/// The average width of a Latin glyph, as a share of the size: what
/// `Metrics::char_w` assumes to decide whether a label fits.
pub const GLYPH_EM: f64 = 0.55;

/// A CSS font at `px`, bold or not, in [`FONT_FAMILY`].
pub fn css_font(px: f64, bold: bool) -> String {
    let weight = if bold { "bold " } else { "" };
    format!("{weight}{}px {FONT_FAMILY}", super::format::shortest(px))
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
            char_w: LABEL_PX * GLYPH_EM,
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

/// An arrow and a point by it, in CSS px: where the pointer is over it, or
/// its midpoint (for the keyboard's focus). The tooltip is placed there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArrowAt {
    pub arrow: ArrowIx,
    pub x: f64,
    pub y: f64,
}

impl Layout {
    /// Where arrow `arrow` is drawn: the midpoint of its line.
    pub fn arrow_midpoint(&self, arrow: ArrowIx) -> Option<ArrowAt> {
        self.shapes.iter().find_map(|s| match *s {
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                hit: Some(Hit::Arrow(a)),
                ..
            } if a == arrow => Some(ArrowAt {
                arrow,
                x: (x1 + x2) / 2.0,
                y: (y1 + y2) / 2.0,
            }),
            _ => None,
        })
    }
}

/// The half-width of an arrow's hit area: 6 px wide at least.
pub const ARROW_HIT_PX: f64 = 4.0;
/// A ⟳ marks a span whose length a knob sets.
pub const KNOB_MARK: &str = "⟳";

pub fn lane_top(m: &Metrics, lane: usize) -> f64 {
    m.ruler_h + lane as f64 * m.lane_h
}

pub fn layout(
    ds: &Dataset,
    tl: &Timeline,
    vp: &Viewport,
    m: &Metrics,
    lang: Lang,
    scene: &Scene,
) -> Layout {
    layout_rows(ds, &[tl], vp, m, lang, scene)
}

/// The timelines of a comparison on one time axis: each lane holds one row
/// per timeline (A above B), each row `m.lane_h` tall; arrows stay within
/// their row. With one timeline this is [`layout`].
pub fn layout_rows(
    ds: &Dataset,
    rows: &[&Timeline],
    vp: &Viewport,
    m: &Metrics,
    lang: Lang,
    scene: &Scene,
) -> Layout {
    let n = rows.len().max(1);
    let lane_h = m.lane_h * n as f64;
    let lanes: Vec<(f64, f64)> = (0..ds.file.lanes.len())
        .map(|l| (m.ruler_h + l as f64 * lane_h, lane_h))
        .collect();
    let height = m.ruler_h + lanes.len() as f64 * lane_h;
    let mut out = Builder {
        shapes: Vec::new(),
        vp: *vp,
    };
    let dim = |critical: bool| {
        if scene.critical && !critical {
            Emphasis::Dim
        } else {
            Emphasis::Normal
        }
    };
    let plain = Emphasis::Normal;

    for (l, &(top, h)) in lanes.iter().enumerate() {
        out.rect(
            [0.0, top, vp.width_px, h],
            Paint::LaneBand(l % 2 == 1),
            None,
            plain,
        );
    }
    // Each timeline's client outage, shaded across its rows of every lane.
    for (r, tl) in rows.iter().enumerate() {
        let (o0, o1) = tl.outage;
        if !out.visible(o0, o1) {
            continue;
        }
        let x0 = vp.x_from_time(o0);
        let w = (o1 - o0) * vp.px_per_ms;
        if n == 1 {
            out.rect(
                [x0, m.ruler_h, w, height - m.ruler_h],
                Paint::Outage,
                None,
                plain,
            );
        } else {
            for &(top, _) in &lanes {
                let y = top + r as f64 * m.lane_h;
                out.rect([x0, y, w, m.lane_h], Paint::Outage, None, plain);
            }
        }
    }
    ruler(&mut out, ds, m, height, lang, rows);
    for (r, tl) in rows.iter().enumerate() {
        if n > 1 {
            // The row's letter at the left of each of its lanes.
            for &(top, _) in &lanes {
                let y = top + r as f64 * m.lane_h + 10.0;
                out.text(
                    4.0,
                    y,
                    ROW_LETTERS[r].to_string(),
                    Paint::TextMuted,
                    Align::Left,
                );
            }
        }
        row(&mut out, ds, tl, &lanes, r, m, lang, scene, &dim);
    }
    Layout {
        shapes: out.shapes,
        width: vp.width_px,
        height,
        lanes,
    }
}

/// The letters of a comparison's rows.
pub const ROW_LETTERS: [&str; 2] = ["A", "B"];

/// One timeline's spans and arrows, in row `r` of every lane.
#[allow(clippy::too_many_arguments)]
fn row(
    out: &mut Builder,
    ds: &Dataset,
    tl: &Timeline,
    lanes: &[(f64, f64)],
    r: usize,
    m: &Metrics,
    lang: Lang,
    scene: &Scene,
    dim: &dyn Fn(bool) -> Emphasis,
) {
    let vp = out.vp;
    let plain = Emphasis::Normal;
    let block_y = |lane: LaneIx| lanes[lane].0 + r as f64 * m.lane_h + (m.lane_h - m.block_h) / 2.0;
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        let y = block_y(ds.lane_of_span(s));
        if let Some(w) = &span.wait {
            if out.visible(w.from, w.to) {
                let (x0, x1) = (vp.x_from_time(w.from), vp.x_from_time(w.to));
                let h = m.block_h * 0.4;
                let hit = Some(Hit::Wait { span: s });
                out.rect(
                    [x0, y + (m.block_h - h) / 2.0, x1 - x0, h],
                    Paint::Wait,
                    hit,
                    dim(false),
                );
                // Over the bar and the lane: the full text colour reads on both.
                out.label(m, "WAIT", x0, x1, y + m.block_h / 2.0, Paint::Text);
            }
        }
        if !out.visible(span.start, span.end) {
            continue;
        }
        for (st, stage) in StageIx::all(span.stages.len()).zip(&span.stages) {
            let w = (stage.end - stage.start) * vp.px_per_ms;
            // Sub-pixel stages are culled; they still count in the table view.
            if w < 0.5 || !out.visible(stage.start, stage.end) {
                continue;
            }
            let x = vp.x_from_time(stage.start);
            let hit = Hit::Stage { span: s, stage: st };
            let paint = Paint::Class(ds.stage_class(s, st));
            out.rect([x, y, w, m.block_h], paint, Some(hit), dim(stage.critical));
            if scene.critical && stage.critical {
                out.rect([x, y, w, m.block_h], Paint::CriticalOutline, None, plain);
            }
            if scene.focus == Some(hit) {
                let r = [x - 2.0, y - 2.0, w + 4.0, m.block_h + 4.0];
                out.rect(r, Paint::Focus, None, plain);
            }
        }
        let (x0, x1) = (vp.x_from_time(span.start), vp.x_from_time(span.end));
        if x1 - x0 >= 0.5 {
            let r = [x0, y, x1 - x0, m.block_h];
            out.rect(r, Paint::SpanOutline, None, dim(span.critical));
            if scene.selected == Some(s) {
                let r = [x0 - 3.0, y - 3.0, x1 - x0 + 6.0, m.block_h + 6.0];
                out.rect(r, Paint::Selected, None, plain);
            }
        }
        let knob_set = StageIx::all(span.stages.len()).any(|st| match ds.stage_length(s, st) {
            Length::By(d, _) => ds.file.dimensions[*d].kind == DimensionKind::Knob,
            Length::Fixed(_) => false,
        });
        let name = ds.file.spans[s].name.get(lang);
        let text = if knob_set {
            format!("{KNOB_MARK} {name}")
        } else {
            name.to_string()
        };
        let mid_y = y + m.block_h / 2.0;
        // The label is centred on the span: coloured for the stage under
        // its centre.
        let mid = (span.start + span.end) / 2.0;
        let under = span
            .stages
            .iter()
            .position(|st| st.start <= mid && mid <= st.end)
            .map_or(StageIx(0), StageIx);
        let ink = Paint::TextOnClass(ds.stage_class(s, under));
        if !out.label(m, &text, x0, x1, mid_y, ink) && knob_set {
            // No room for the name: the ⟳ still marks a knob-set span.
            out.label(m, KNOB_MARK, x0, x1, mid_y, ink);
        }
    }

    for (a, arrow) in ArrowIx::all(tl.arrows.len()).zip(&tl.arrows) {
        if !out.visible(arrow.depart, arrow.arrive) {
            continue;
        }
        let (from, to) = ds.arrow_lanes(a);
        let edge = |lane: LaneIx, toward: LaneIx| {
            let y = block_y(lane);
            if toward > lane {
                y + m.block_h
            } else {
                y
            }
        };
        let (x0, x1) = (vp.x_from_time(arrow.depart), vp.x_from_time(arrow.arrive));
        let (y0, y1) = (edge(from, to), edge(to, from));
        let hit = Some(Hit::Arrow(a));
        let kind = ds.file.arrows[a].kind;
        let segments = match kind {
            ArrowKind::OneWay => vec![[x0, y0, x1, y1]],
            ArrowKind::RoundTrip => {
                let mid = (x0 + x1) / 2.0;
                vec![[x0, y0, mid, y1], [mid, y1, x1, y0]]
            }
        };
        let style = LineStyle {
            dashed: kind == ArrowKind::OneWay,
            head: true,
        };
        for seg in segments {
            out.line(seg, Paint::Arrow, style, hit, dim(arrow.critical));
            if scene.focus == hit {
                out.line(seg, Paint::Focus, LineStyle::PLAIN, None, plain);
            }
        }
    }
}

#[derive(Clone, Copy)]
struct LineStyle {
    dashed: bool,
    head: bool,
}

impl LineStyle {
    const PLAIN: LineStyle = LineStyle {
        dashed: false,
        head: false,
    };
}

struct Builder {
    shapes: Vec<Shape>,
    vp: Viewport,
}

impl Builder {
    fn visible(&self, a: f64, b: f64) -> bool {
        let (lo, hi) = self.vp.visible_ms();
        b >= lo && a <= hi
    }

    fn rect(&mut self, [x, y, w, h]: [f64; 4], paint: Paint, hit: Option<Hit>, emph: Emphasis) {
        self.shapes.push(Shape::Rect {
            x,
            y,
            w,
            h,
            paint,
            hit,
            emph,
        });
    }

    fn line(
        &mut self,
        [x1, y1, x2, y2]: [f64; 4],
        paint: Paint,
        style: LineStyle,
        hit: Option<Hit>,
        emph: Emphasis,
    ) {
        self.shapes.push(Shape::Line {
            x1,
            y1,
            x2,
            y2,
            paint,
            dashed: style.dashed,
            head: style.head,
            hit,
            emph,
        });
    }

    fn text(&mut self, x: f64, y: f64, text: String, paint: Paint, align: Align) {
        self.shapes.push(Shape::Text {
            x,
            y,
            text,
            paint,
            align,
        });
    }

    /// Centre `text` between x0 and x1 if it fits; say whether it did.
    fn label(&mut self, m: &Metrics, text: &str, x0: f64, x1: f64, y: f64, paint: Paint) -> bool {
        let need = text.chars().count() as f64 * m.char_w + 8.0;
        let fits = x1 - x0 >= need;
        if fits {
            self.text((x0 + x1) / 2.0, y, text.to_string(), paint, Align::Center);
        }
        fits
    }
}

fn ruler(
    out: &mut Builder,
    ds: &Dataset,
    m: &Metrics,
    height: f64,
    lang: Lang,
    rows: &[&Timeline],
) {
    let vp = out.vp;
    let step = tick_step_ms(vp.px_per_ms, 64.0);
    let (lo, hi) = vp.visible_ms();
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    let axis_y = m.ruler_h - 0.5;
    let plain = Emphasis::Normal;
    out.line(
        [0.0, axis_y, vp.width_px, axis_y],
        Paint::Axis,
        LineStyle::PLAIN,
        None,
        plain,
    );
    for i in first..=last {
        let t = i as f64 * step;
        let x = vp.x_from_time(t);
        let paint = if i == 0 { Paint::ZeroLine } else { Paint::Grid };
        out.line(
            [x, m.ruler_h - 6.0, x, height],
            paint,
            LineStyle::PLAIN,
            None,
            plain,
        );
        let text = if i == 0 {
            format!("0 {}", ds.file.zero.get(lang))
        } else if step >= 1000.0 {
            // A failover of seconds: the ruler reads in seconds.
            format!("{} s", format_ms(t / 1000.0))
        } else {
            format!("{} ms", format_ms(t))
        };
        let paint = if i == 0 {
            Paint::Text
        } else {
            Paint::TextMuted
        };
        out.text(x + 3.0, m.ruler_h / 2.0 - 3.0, text, paint, Align::Left);
    }
    // The outage's bounds on the ruler: TX step-down and the first committed reply.
    for t in rows.iter().flat_map(|tl| [tl.outage.0, tl.outage.1]) {
        if out.visible(t, t) {
            let x = vp.x_from_time(t);
            out.line(
                [x, m.ruler_h - 9.0, x, m.ruler_h],
                Paint::Text,
                LineStyle::PLAIN,
                None,
                plain,
            );
        }
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
