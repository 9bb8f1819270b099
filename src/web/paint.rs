//! The painter: a display list onto a 2D canvas context, nothing more.

use std::cell::RefCell;

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::CanvasRenderingContext2d;

use crate::view::layout::{css_font, pen, Align, LABEL_PX};
use crate::view::{Layout, Palette, Shape};

/// Paint `layout` in CSS px onto a context whose backing store is `dpr`
/// times larger.
pub fn paint(ctx: &CanvasRenderingContext2d, layout: &Layout, palette: &Palette, dpr: f64) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    // Parsing a font costs ~0.4 ms in Chromium: set it only when it differs
    // (the context reports it back as it was set).
    let font = css_font(LABEL_PX, false);
    if ctx.font() != font {
        ctx.set_font(&font);
    }
    ctx.set_text_baseline("middle");
    let mut brush = Brush::new(ctx);
    brush.fill(palette.background);
    ctx.fill_rect(0.0, 0.0, layout.width, layout.height);
    for shape in &layout.shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                paint,
                emph,
                ..
            } => {
                brush.alpha(pen::alpha(*emph));
                if paint.is_stroke() {
                    let width = pen::outline_width(*paint);
                    let inset = width / 2.0;
                    brush.stroke(palette.color(*paint));
                    brush.line_width(width);
                    brush.dashed(false);
                    ctx.stroke_rect(x + inset, y + inset, (w - width).max(0.0), h - width);
                } else {
                    brush.fill(palette.color(*paint));
                    ctx.fill_rect(*x, *y, *w, *h);
                }
            }
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                paint,
                dashed,
                head,
                emph,
                ..
            } => {
                brush.alpha(pen::alpha(*emph));
                brush.stroke(palette.color(*paint));
                brush.line_width(pen::line_width(*paint, *head));
                brush.dashed(*dashed);
                ctx.begin_path();
                ctx.move_to(*x1, *y1);
                ctx.line_to(*x2, *y2);
                ctx.stroke();
                if *head {
                    brush.fill(palette.color(*paint));
                    arrow_head(ctx, [*x1, *y1, *x2, *y2]);
                }
            }
            Shape::Text {
                x,
                y,
                text,
                paint,
                align,
            } => {
                brush.alpha(1.0);
                brush.fill(palette.color(*paint));
                brush.align(*align);
                JS_TEXT.with_borrow_mut(|t| js(ctx).fill_text(t.of(text), *x, *y));
            }
        }
    }
    ctx.set_global_alpha(1.0);
}

/// The context's drawing state as last set: each setter crosses into
/// JavaScript and makes Chromium parse a string, so set only what differs.
struct Brush<'a> {
    ctx: &'a CanvasRenderingContext2d,
    alpha: f64,
    fill: &'static str,
    stroke: &'static str,
    line_width: f64,
    dashed: bool,
    align: Option<Align>,
}

impl<'a> Brush<'a> {
    /// Starts from a known state: alpha 1, solid lines; colours, width and
    /// alignment unknown until first set.
    fn new(ctx: &'a CanvasRenderingContext2d) -> Brush<'a> {
        ctx.set_global_alpha(1.0);
        DASHES.with(|[solid, _]| {
            let _ = ctx.set_line_dash(solid);
        });
        Brush {
            ctx,
            alpha: 1.0,
            fill: "",
            stroke: "",
            line_width: f64::NAN,
            dashed: false,
            align: None,
        }
    }

    fn alpha(&mut self, a: f64) {
        if self.alpha != a {
            self.alpha = a;
            self.ctx.set_global_alpha(a);
        }
    }

    fn fill(&mut self, color: &'static str) {
        if self.fill != color {
            self.fill = color;
            JS_TEXT.with_borrow_mut(|t| js(self.ctx).set_fill_style(t.of(color)));
        }
    }

    fn stroke(&mut self, color: &'static str) {
        if self.stroke != color {
            self.stroke = color;
            JS_TEXT.with_borrow_mut(|t| js(self.ctx).set_stroke_style(t.of(color)));
        }
    }

    fn line_width(&mut self, w: f64) {
        if self.line_width != w {
            self.line_width = w;
            self.ctx.set_line_width(w);
        }
    }

    fn dashed(&mut self, on: bool) {
        if self.dashed != on {
            self.dashed = on;
            DASHES.with(|[solid, dashed]| {
                let _ = self.ctx.set_line_dash(if on { dashed } else { solid });
            });
        }
    }

    fn align(&mut self, align: Align) {
        if self.align != Some(align) {
            self.align = Some(align);
            self.ctx.set_text_align(match align {
                Align::Left => "left",
                Align::Center => "center",
            });
        }
    }
}

fn dash(segments: &[f64]) -> JsValue {
    let arr = web_sys::js_sys::Array::new();
    for s in segments {
        arr.push(&JsValue::from_f64(*s));
    }
    arr.into()
}

// A repaint sets a few dozen colours and labels. Passed as `&str`, each one
// is decoded into a new JavaScript string on every paint: garbage that
// brings the collector's pauses into the repaint (the slow tail of a knob
// change). The painter keeps the JavaScript strings it has made and passes
// those: colours are a handful, labels repeat from paint to paint.
thread_local! {
    static JS_TEXT: RefCell<JsText> = RefCell::new(JsText::default());
    /// The solid and the dashed line pattern, made once.
    static DASHES: [JsValue; 2] = [dash(&[]), dash(&pen::DASH)];
}

/// A short list searched in order, not a hash map: a paint has a few dozen
/// strings, and a map's hashing is more code than the first module should
/// carry for it.
#[derive(Default)]
struct JsText(Vec<(String, JsValue)>);

impl JsText {
    /// Labels the timeline no longer draws are dropped now and then (a
    /// dragged knob makes new millisecond labels).
    const MAX: usize = 128;

    fn of(&mut self, text: &str) -> &JsValue {
        let at = match self.0.iter().position(|(t, _)| t == text) {
            Some(at) => at,
            None => {
                if self.0.len() >= Self::MAX {
                    self.0.clear();
                }
                self.0.push((text.to_owned(), JsValue::from_str(text)));
                self.0.len() - 1
            }
        };
        &self.0[at].1
    }
}

#[wasm_bindgen]
extern "C" {
    // web-sys takes these as `&str` only (its `JsValue` setters are
    // deprecated in favour of the typed ones): the same calls, for a string
    // that is already in JavaScript.
    #[wasm_bindgen(js_name = CanvasRenderingContext2D)]
    type JsCtx;
    #[wasm_bindgen(method, setter = fillStyle)]
    fn set_fill_style(this: &JsCtx, value: &JsValue);
    #[wasm_bindgen(method, setter = strokeStyle)]
    fn set_stroke_style(this: &JsCtx, value: &JsValue);
    #[wasm_bindgen(method, js_name = fillText)]
    fn fill_text(this: &JsCtx, text: &JsValue, x: f64, y: f64);
}

fn js(ctx: &CanvasRenderingContext2d) -> &JsCtx {
    ctx.unchecked_ref()
}

fn arrow_head(ctx: &CanvasRenderingContext2d, seg: [f64; 4]) {
    let [(x, y), left, right] = pen::arrow_head(seg);
    ctx.begin_path();
    ctx.move_to(x, y);
    ctx.line_to(left.0, left.1);
    ctx.line_to(right.0, right.1);
    ctx.close_path();
    ctx.fill();
}
