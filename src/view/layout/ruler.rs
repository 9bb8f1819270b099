//! The ruler's layout: the time axis along the top (its ticks, their
//! labels, the zero's short label, the outage's bounds), and a measuring
//! ruler's band across every lane with its length.

use crate::model::{Dataset, Lang, Timeline};
use crate::view::format::format_ms;
use crate::view::viewport::tick_step_ms;

use super::builder::{Builder, LineStyle};
use super::{Align, Emphasis, Metrics, Paint, RulerMark};

/// The ruler: a band across every lane between its two instants, a line
/// at each, and its length over the band (which number it is, said).
pub(super) fn ruler_mark(
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

/// The time axis along the top: a tick per step, labelled, and the
/// outage's bounds of every run.
pub(super) fn ruler(
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
    // A zero label longer than one spacing takes the next tick's room.
    let zero_cols: usize = ds
        .ruler_zero
        .get(lang)
        .chars()
        .map(crate::model::text::columns)
        .sum();
    let wide_zero = first <= 0 && zero_cols > crate::model::load::RULER_ZERO_ONE_TICK;
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
        if i == 1 && wide_zero {
            continue;
        }
        let text = if i == 0 {
            // Shortened by the loader to the least room before the next
            // tick (the canvas's label carries it in full, and so does the
            // pointer over it).
            let short = ds.ruler_zero.get(lang);
            if short.strip_prefix("0 ") != Some(ds.file.zero.get(lang)) {
                let w = zero_cols as f64 * m.char_w;
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
