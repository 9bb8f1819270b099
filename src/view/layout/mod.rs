//! Layout: a timeline and a viewport in, a display list out.
//!
//! Painting and hit-testing both read the same list, so a tooltip can never
//! disagree with what was painted. Geometry is in CSS pixels; colours are
//! semantic ([`Paint`]) and resolved by the theme at paint time. The list's
//! types are in `shapes`, reading it back in `hit`.

mod hit;
mod shapes;

pub use hit::{hit_test, ArrowAt, ARROW_HIT_PX};
pub use shapes::{
    css_font, pen, Align, Emphasis, Hit, Layout, Metrics, OwnMark, Paint, RulerMark, Scene, Shape,
    Target, FONT_FAMILY, GLYPH_EM, LABEL_PX,
};

use crate::model::index::{ArrowIx, LaneIx, SpanIx, StageIx};
use crate::model::{
    dataset::Length,
    file::{ArrowKind, DimensionKind},
    Dataset, Lang, Side, Timeline,
};

use super::format::format_ms;
use super::viewport::{tick_step_ms, Viewport};

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
    layout_runs(ds, &[tl], vp, m, lang, scene)
}

/// The runs on screen on one time axis: each lane holds one row per run
/// (`rows[i]` is the timeline of `Side::of_index(i)`: A above B), each row
/// `m.lane_h` tall; arrows stay within their row, and every hit names the
/// run it belongs to. With one run this is [`layout`].
pub fn layout_runs(
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
        zero_label: None,
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
                let letter = Side::of_index(r).letter().to_string();
                out.text(4.0, y, letter, Paint::TextMuted, Align::Left);
            }
        }
        row(&mut out, ds, tl, &lanes, r, m, lang, scene);
    }
    // A reader's outage over the model's, on the last lane (the one whose
    // reply ends the outage), at the foot of each run's row.
    for (r, tl) in rows.iter().enumerate() {
        let (Some(mark), Some(&(top, _))) = (scene.own.get(r).copied().flatten(), lanes.last())
        else {
            continue;
        };
        own_mark(
            &mut out,
            m,
            lang,
            tl.outage.0,
            mark,
            top + (r + 1) as f64 * m.lane_h - 5.0,
        );
    }
    if let Some(mark) = scene.ruler {
        // Right of the rows' letters in a comparison.
        let inset = if n > 1 { 14.0 } else { 4.0 };
        ruler_mark(&mut out, &mark, m, height, lang, inset);
    }
    Layout {
        shapes: out.shapes,
        width: vp.width_px,
        height,
        lanes,
        zero_label: out.zero_label,
    }
}

/// Diagonal lines across `[x, y, w, h]`, clipped to it: a stage whose
/// length the page does not give.
fn hatch(out: &mut Builder, [x, y, w, h]: [f64; 4], emph: Emphasis) {
    let style = LineStyle {
        dashed: false,
        head: false,
    };
    let mut o = -h;
    while o < w {
        // From (x + o, y + h) up and right at 45°, inside x..x + w.
        let (u0, u1) = ((-o).max(0.0), h.min(w - o));
        let seg = [x + o + u0, y + h - u0, x + o + u1, y + h - u1];
        out.line(seg, Paint::TextMuted, style, None, emph);
        o += 6.0;
    }
}

/// A reader's outage from `start`: the bracket to the median with end
/// ticks, a whisker over the range, and "yours 71 ms (n = 3)" beside it.
fn own_mark(out: &mut Builder, m: &Metrics, lang: Lang, start: f64, mark: OwnMark, y: f64) {
    let vp = out.vp;
    let x = |t: f64| vp.x_from_time(t);
    let (x0, x1) = (x(start), x(start + mark.median));
    let plain = Emphasis::Normal;
    out.line([x0, y, x1, y], Paint::Own, LineStyle::PLAIN, None, plain);
    for xe in [x0, x1] {
        out.line(
            [xe, y - 4.0, xe, y + 2.0],
            Paint::Own,
            LineStyle::PLAIN,
            None,
            plain,
        );
    }
    if mark.max > mark.min {
        let (w0, w1) = (x(start + mark.min), x(start + mark.max));
        out.line(
            [w0, y - 2.0, w1, y - 2.0],
            Paint::Own,
            LineStyle::DASHED,
            None,
            plain,
        );
    }
    let whose = crate::i18n::tr(
        lang,
        if mark.by_link {
            crate::i18n::Key::WhoseLink
        } else {
            crate::i18n::Key::WhoseYou
        },
    );
    let label = crate::i18n::trf(
        lang,
        crate::i18n::Key::OwnBracket,
        &[
            ("whose", whose),
            ("value", &super::format::duration(mark.median)),
            ("n", &mark.n.to_string()),
        ],
    );
    // Right of the bracket's end, or left of it where the canvas ends.
    let need = label.chars().count() as f64 * m.char_w;
    if x1 + 6.0 + need <= vp.width_px {
        out.text(x1 + 6.0, y - 8.0, label, Paint::Own, Align::Left);
    } else {
        out.text(
            (x1 - 6.0 - need).max(0.0),
            y - 8.0,
            label,
            Paint::Own,
            Align::Left,
        );
    }
}

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
) {
    // Where a length is unknown, its placeholder schedule: positions only.
    let tl = tl.at();
    let vp = out.vp;
    let side = Side::of_index(r);
    let at = |target| Some(Hit::new(side, target));
    let plain = Emphasis::Normal;
    let block_y = |lane: LaneIx| lanes[lane].0 + r as f64 * m.lane_h + (m.lane_h - m.block_h) / 2.0;
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        let y = block_y(ds.lane_of_span(s));
        if let Some(w) = &span.wait {
            if out.visible(w.from, w.to) {
                let (x0, x1) = (vp.x_from_time(w.from), vp.x_from_time(w.to));
                let h = m.block_h * 0.4;
                let hit = at(Target::Wait { span: s });
                out.rect(
                    [x0, y + (m.block_h - h) / 2.0, x1 - x0, h],
                    Paint::Wait,
                    hit,
                    scene.emphasis(false, |h| h.span(s)),
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
            let hit = Hit::new(side, Target::Stage { span: s, stage: st });
            let paint = Paint::Class(ds.stage_class(s, st));
            let found = scene
                .find
                .as_deref()
                .map(|q| super::find::stage_matches(ds, s, st, q, lang));
            let emph = match found {
                Some(false) => Emphasis::Dim,
                _ => scene.emphasis(stage.critical, |h| h.stage(s, st)),
            };
            if matches!(ds.stage_length(s, st), Length::Unknown) {
                // No length: an empty hatched box, no number on it.
                let band = Paint::LaneBand(ds.lane_of_span(s).0.is_multiple_of(2));
                out.rect([x, y, w, m.block_h], band, Some(hit), emph);
                hatch(out, [x, y, w, m.block_h], emph);
            } else {
                out.rect([x, y, w, m.block_h], paint, Some(hit), emph);
            }
            if found == Some(true) {
                let r = [x - 1.0, y - 1.0, w + 2.0, m.block_h + 2.0];
                out.rect(r, Paint::Match, None, plain);
            }
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
            let emph = scene.emphasis(span.critical, |h| h.span(s));
            out.rect(r, Paint::SpanOutline, None, emph);
            if scene.selected == Some(s) {
                let r = [x0 - 3.0, y - 3.0, x1 - x0 + 6.0, m.block_h + 6.0];
                out.rect(r, Paint::Selected, None, plain);
            }
        }
        let knob_set = StageIx::all(span.stages.len()).any(|st| match ds.stage_length(s, st) {
            Length::By(d, _) => ds.file.dimensions[*d].kind == DimensionKind::Knob,
            Length::Fixed(_) | Length::Unknown => false,
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
        let hit = at(Target::Arrow(a));
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
            let emph = scene.emphasis(arrow.critical, |h| h.arrow(a));
            out.line(seg, Paint::Arrow, style, hit, emph);
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
    const DASHED: LineStyle = LineStyle {
        dashed: true,
        head: false,
    };
}

struct Builder {
    shapes: Vec<Shape>,
    vp: Viewport,
    zero_label: Option<[f64; 4]>,
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

/// The ruler: a band across every lane between its two instants, a line
/// at each, and its length over the band (which number it is, said).
fn ruler_mark(
    out: &mut Builder,
    mark: &RulerMark,
    m: &Metrics,
    height: f64,
    lang: Lang,
    inset: f64,
) {
    let vp = out.vp;
    let (x0, x1) = (vp.x_from_time(mark.from), vp.x_from_time(mark.to));
    let plain = Emphasis::Normal;
    out.rect(
        [x0, m.ruler_h, x1 - x0, height - m.ruler_h],
        Paint::RulerBand,
        None,
        plain,
    );
    for x in [x0, x1] {
        out.line(
            [x, 0.0, x, height],
            Paint::Ruler,
            LineStyle::PLAIN,
            None,
            plain,
        );
    }
    let key = if mark.dt_ms.is_nan() {
        crate::i18n::Key::RulerMarkUnplaced
    } else if mark.measured {
        crate::i18n::Key::RulerMarkMeasured
    } else {
        crate::i18n::Key::RulerMarkModel
    };
    let text = crate::i18n::trf(lang, key, &[("dt", &format_ms(mark.dt_ms))]);
    let x = x0.max(0.0) + inset;
    out.text(x, m.ruler_h + 10.0, text, Paint::Text, Align::Left);
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
            // Shortened by the loader to the least room before the next
            // tick (the canvas's label carries it in full, and so does the
            // pointer over it).
            let short = ds.ruler_zero.get(lang);
            if short.strip_prefix("0 ") != Some(ds.file.zero.get(lang)) {
                let cols: usize = short.chars().map(crate::model::text::columns).sum();
                let w = cols as f64 * m.char_w;
                out.zero_label = Some([x + 3.0, 0.0, w, m.ruler_h]);
            }
            short.to_string()
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
