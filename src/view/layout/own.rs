//! A reader's own outage, bracketed at the foot of a run's row: the median
//! with end ticks, a whisker over the range, and whose figures they are.

use crate::model::Lang;

use super::builder::{Builder, LineStyle};
use super::{Align, Emphasis, Metrics, OwnMark, Paint};

/// A reader's outage from `start`: the bracket to the median with end
/// ticks, a whisker over the range, and "yours 71 ms (n = 3)" beside it.
pub(super) fn own_mark(
    out: &mut Builder,
    m: &Metrics,
    lang: Lang,
    start: f64,
    mark: OwnMark,
    y: f64,
) {
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
            ("value", &crate::view::format::duration(mark.median)),
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
