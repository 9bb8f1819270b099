//! Reading a display list back: the shape under a pointer (top-most
//! first), and where an arrow was drawn (for the keyboard's tooltip).
//! Hit-testing reads the very list that was painted, so a tooltip can
//! never disagree with the picture.

use crate::model::index::ArrowIx;
use crate::model::Side;

use super::shapes::{Hit, Layout, Shape, Target};

/// An arrow and a point by it, in CSS px: where the pointer is over it, or
/// its midpoint (for the keyboard's focus). The tooltip is placed there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArrowAt {
    /// The run whose row the arrow is drawn in.
    pub side: Side,
    pub arrow: ArrowIx,
    pub x: f64,
    pub y: f64,
}

impl Layout {
    /// Where arrow `arrow` of the run on `side` is drawn: the midpoint of
    /// its line.
    pub fn arrow_midpoint(&self, side: Side, arrow: ArrowIx) -> Option<ArrowAt> {
        let hit = Hit::new(side, Target::Arrow(arrow));
        self.shapes.iter().find_map(|s| match *s {
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                hit: Some(h),
                ..
            } if h == hit => Some(ArrowAt {
                side,
                arrow,
                x: (x1 + x2) / 2.0,
                y: (y1 + y2) / 2.0,
            }),
            _ => None,
        })
    }
}

impl Layout {
    /// Whether (x, y) is over the ruler's shortened t = 0 label.
    pub fn over_zero_label(&self, x: f64, y: f64) -> bool {
        self.zero_label
            .is_some_and(|[lx, ly, w, h]| x >= lx && x <= lx + w && y >= ly && y <= ly + h)
    }
}

/// The half-width of an arrow's hit area: 6 px wide at least.
pub const ARROW_HIT_PX: f64 = 4.0;

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
