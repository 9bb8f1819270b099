//! The display list as it is built: each shape pushed with its paint, its
//! hit and its emphasis, and whether a time is in view.

use crate::view::viewport::Viewport;

use super::{Align, Emphasis, Hit, Metrics, Paint, Shape};

/// How a line is drawn: dashed or solid, with an arrowhead or without.
#[derive(Clone, Copy)]
pub(super) struct LineStyle {
    pub(super) dashed: bool,
    pub(super) head: bool,
}

impl LineStyle {
    pub(super) const PLAIN: LineStyle = LineStyle {
        dashed: false,
        head: false,
    };
    pub(super) const DASHED: LineStyle = LineStyle {
        dashed: true,
        head: false,
    };
}

/// The shapes so far, the viewport they are laid out in, and where the
/// ruler's zero label was shortened (its full text is the pointer's).
pub(super) struct Builder {
    pub(super) shapes: Vec<Shape>,
    pub(super) vp: Viewport,
    pub(super) zero_label: Option<[f64; 4]>,
}

impl Builder {
    pub(super) fn visible(&self, a: f64, b: f64) -> bool {
        let (lo, hi) = self.vp.visible_ms();
        b >= lo && a <= hi
    }

    pub(super) fn rect(
        &mut self,
        [x, y, w, h]: [f64; 4],
        paint: Paint,
        hit: Option<Hit>,
        emph: Emphasis,
    ) {
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

    pub(super) fn line(
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

    pub(super) fn text(&mut self, x: f64, y: f64, text: String, paint: Paint, align: Align) {
        self.shapes.push(Shape::Text {
            x,
            y,
            text,
            paint,
            align,
        });
    }

    /// Centre `text` between x0 and x1 if it fits; say whether it did.
    pub(super) fn label(
        &mut self,
        m: &Metrics,
        text: &str,
        x0: f64,
        x1: f64,
        y: f64,
        paint: Paint,
    ) -> bool {
        let need = text.chars().count() as f64 * m.char_w + 8.0;
        let fits = x1 - x0 >= need;
        if fits {
            self.text((x0 + x1) / 2.0, y, text.to_string(), paint, Align::Center);
        }
        fits
    }
}
