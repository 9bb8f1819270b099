//! One run's row in every lane: its spans' stages (hatched where the page
//! gives no length), the WAITs before them, their labels, and its arrows.

use crate::model::index::{ArrowIx, LaneIx, SpanIx, StageIx};
use crate::model::{
    dataset::Length,
    file::{ArrowKind, DimensionKind},
    Dataset, Lang, Side, Timeline,
};

use super::builder::{Builder, LineStyle};
use super::{Emphasis, Hit, Metrics, Paint, Scene, Target, KNOB_MARK};

/// One timeline's spans and arrows, in row `r` of every lane.
#[allow(clippy::too_many_arguments)]
pub(super) fn row(
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
    // In a drill's row: whether a stage is at the drill's length.
    let held_at = |s: SpanIx, st: StageIx| tl.held.as_ref().is_some_and(|h| h.is_measured(s, st.0));
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        let y = block_y(ds.lane_of_span(s));
        // Culled: a lane scrolled out of the window (`Viewport::rows_px`).
        if !vp.rows_shown(y, m.block_h) {
            continue;
        }
        if let Some(w) = span.wait.as_ref().filter(|_| !scene.waits_hidden) {
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
                .map(|q| crate::view::find::stage_matches(ds, s, st, q, lang));
            let emph = match found {
                Some(false) => Emphasis::Dim,
                _ => scene.emphasis(stage.critical, |h| h.stage(s, st)),
            };
            if matches!(ds.stage_length(s, st), Length::Unknown) && !held_at(s, st) {
                // No length: an empty hatched box, no number on it.
                let band = Paint::LaneBand(ds.lane_of_span(s).0.is_multiple_of(2));
                out.rect([x, y, w, m.block_h], band, Some(hit), emph);
                hatch(out, [x, y, w, m.block_h], emph);
            } else if tl.held.is_some() && !held_at(s, st) {
                // A drill's row, where the drill does not mark both edges:
                // the model's length, faded and hatched.
                out.rect([x, y, w, m.block_h], paint, Some(hit), Emphasis::Dim);
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
        let ink = if tl.held.is_some() && !held_at(s, under) {
            Paint::Text
        } else {
            Paint::TextOnClass(ds.stage_class(s, under))
        };
        if !out.label(m, &text, x0, x1, mid_y, ink) && knob_set {
            // No room for the name: the ⟳ still marks a knob-set span.
            out.label(m, KNOB_MARK, x0, x1, mid_y, ink);
        }
    }

    if let Some(h) = &tl.held {
        super::held::held_marks(out, ds, h, &block_y, m, lang);
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
        if !vp.rows_shown(y0.min(y1), (y1 - y0).abs()) {
            continue;
        }
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
