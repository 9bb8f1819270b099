//! The painter: a display list onto a 2D canvas context, nothing more.

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
                let _ = ctx.fill_text(text, *x, *y);
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
        let _ = ctx.set_line_dash(&dash(&[]));
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
            self.ctx.set_fill_style_str(color);
        }
    }

    fn stroke(&mut self, color: &'static str) {
        if self.stroke != color {
            self.stroke = color;
            self.ctx.set_stroke_style_str(color);
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
            let _ = self
                .ctx
                .set_line_dash(&dash(if on { &pen::DASH } else { &[] }));
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

fn dash(segments: &[f64]) -> wasm_bindgen::JsValue {
    let arr = web_sys::js_sys::Array::new();
    for s in segments {
        arr.push(&wasm_bindgen::JsValue::from_f64(*s));
    }
    arr.into()
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
