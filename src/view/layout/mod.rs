//! Layout: a timeline and a viewport in, a display list out.
//!
//! Painting and hit-testing both read the same list, so a tooltip can never
//! disagree with what was painted. Geometry is in CSS pixels; colours are
//! semantic ([`Paint`]) and resolved by the theme at paint time. The list's
//! types are in `shapes`, reading it back in `hit`; this lays the lanes and
//! the runs' outages out, and each run's row (`row`), the ruler (`ruler`)
//! and a reader's own outage (`own`) onto them, through `builder`.

mod builder;
mod held;
mod hit;
mod own;
mod row;
mod ruler;
mod shapes;

pub use hit::{hit_test, ArrowAt, ARROW_HIT_PX};
pub use shapes::{
    css_font, pen, Align, Emphasis, Hit, Layout, Metrics, OwnMark, Paint, RulerMark, Scene, Shape,
    Target, FONT_FAMILY, GLYPH_EM, LABEL_PX,
};

use crate::model::{Dataset, Lang, Side, Timeline};

use super::viewport::Viewport;
use builder::Builder;
use own::own_mark;
use row::row;
use ruler::{ruler, ruler_mark};

/// A ⟳ marks a span whose length a knob sets.
pub const KNOB_MARK: &str = "⟳";

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
        if !vp.rows_shown(top, h) {
            continue;
        }
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
            for &(top, _) in lanes.iter().filter(|l| vp.rows_shown(l.0, l.1)) {
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
