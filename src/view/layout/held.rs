//! A drill's row: its marked instants as ticks, and where a marked instant
//! is not where the model's stages put it, the difference as a bracket at
//! the foot of the span with its signed length. (Its stages are drawn by
//! `row`: at the drill's length solid, at the model's faded and hatched.)

use crate::model::index::LaneIx;
use crate::model::schedule::Held;
use crate::model::{Dataset, Lang};
use crate::view::format::signed_ms;

use super::builder::{Builder, LineStyle};
use super::{Align, Emphasis, Metrics, Paint};

/// The ticks and difference brackets of a drill's row `r`; `block_y`
/// gives a lane's block top in that row.
pub(super) fn held_marks(
    out: &mut Builder,
    ds: &Dataset,
    held: &Held,
    block_y: &dyn Fn(LaneIx) -> f64,
    m: &Metrics,
    _lang: Lang,
) {
    let vp = out.vp;
    let plain = Emphasis::Normal;
    for &(_, lane, t) in &held.marks {
        // t = 0 is the axis's zero line, on every lane.
        let Some(lane) = lane.filter(|_| out.visible(t, t)) else {
            continue;
        };
        let (x, y) = (vp.x_from_time(t), block_y(lane));
        let tick = [x, y - 4.0, x, y + m.block_h + 4.0];
        out.line(tick, Paint::Own, LineStyle::PLAIN, None, plain);
    }
    for g in &held.gaps {
        let (a, b) = if g.from <= g.to {
            (g.from, g.to)
        } else {
            (g.to, g.from)
        };
        if !(a.is_finite() && b.is_finite() && out.visible(a, b)) {
            continue;
        }
        let y = block_y(ds.lane_of_span(g.span)) + m.block_h + 3.0;
        let (x0, x1) = (vp.x_from_time(a), vp.x_from_time(b));
        out.line([x0, y, x1, y], Paint::Own, LineStyle::DASHED, None, plain);
        for xe in [x0, x1] {
            out.line(
                [xe, y - 3.0, xe, y + 3.0],
                Paint::Own,
                LineStyle::PLAIN,
                None,
                plain,
            );
        }
        let label = format!("Δ {} ms", signed_ms(g.ms()));
        let need = label.chars().count() as f64 * m.char_w;
        // Under its bracket where it fits, else right of it.
        let x = if x1 - x0 >= need {
            (x0 + x1) / 2.0
        } else {
            x1 + 4.0 + need / 2.0
        };
        out.text(x, y + 9.0, label, Paint::Own, Align::Center);
    }
}
