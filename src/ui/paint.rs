//! The painter: a display list onto a 2D canvas context, nothing more.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::view::{layout::Align, Emphasis, Layout, Paint, Palette, Shape};

/// The canvas font, as the context reports it back once set.
const FONT: &str = "12px sans-serif";

/// Paint `layout` in CSS px onto a context whose backing store is `dpr`
/// times larger.
pub fn paint(ctx: &CanvasRenderingContext2d, layout: &Layout, palette: &Palette, dpr: f64) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_global_alpha(1.0);
    ctx.set_fill_style_str(palette.background);
    ctx.fill_rect(0.0, 0.0, layout.width, layout.height);
    // Parsing a font costs ~0.4 ms in Chromium: set it only when it differs.
    if ctx.font() != FONT {
        ctx.set_font(FONT);
    }
    ctx.set_text_baseline("middle");
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
                ctx.set_global_alpha(alpha(*emph));
                if paint.is_stroke() {
                    let width = if *paint == Paint::SpanOutline {
                        1.0
                    } else {
                        2.0
                    };
                    let inset = width / 2.0;
                    ctx.set_stroke_style_str(palette.color(*paint));
                    ctx.set_line_width(width);
                    ctx.stroke_rect(x + inset, y + inset, (w - width).max(0.0), h - width);
                } else {
                    ctx.set_fill_style_str(palette.color(*paint));
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
                ctx.set_global_alpha(alpha(*emph));
                ctx.set_stroke_style_str(palette.color(*paint));
                ctx.set_line_width(match paint {
                    Paint::Focus => 3.0,
                    _ if *head => 1.5,
                    _ => 1.0,
                });
                let _ = ctx.set_line_dash(&dash(if *dashed { &[5.0, 4.0] } else { &[] }));
                ctx.begin_path();
                ctx.move_to(*x1, *y1);
                ctx.line_to(*x2, *y2);
                ctx.stroke();
                let _ = ctx.set_line_dash(&dash(&[]));
                if *head {
                    arrow_head(ctx, [*x1, *y1, *x2, *y2], palette.color(*paint));
                }
            }
            Shape::Text {
                x,
                y,
                text,
                paint,
                align,
            } => {
                ctx.set_global_alpha(1.0);
                ctx.set_fill_style_str(palette.color(*paint));
                ctx.set_text_align(match align {
                    Align::Left => "left",
                    Align::Center => "center",
                });
                let _ = ctx.fill_text(text, *x, *y);
            }
        }
    }
    ctx.set_global_alpha(1.0);
}

fn alpha(emph: Emphasis) -> f64 {
    match emph {
        Emphasis::Normal => 1.0,
        Emphasis::Dim => 0.25,
    }
}

fn dash(segments: &[f64]) -> wasm_bindgen::JsValue {
    let arr = web_sys::js_sys::Array::new();
    for s in segments {
        arr.push(&wasm_bindgen::JsValue::from_f64(*s));
    }
    arr.into()
}

fn arrow_head(ctx: &CanvasRenderingContext2d, [x1, y1, x2, y2]: [f64; 4], color: &str) {
    let angle = (y2 - y1).atan2(x2 - x1);
    let size = 6.0;
    ctx.set_fill_style_str(color);
    ctx.begin_path();
    ctx.move_to(x2, y2);
    for side in [-1.0, 1.0] {
        let a = angle + side * PI / 7.0;
        ctx.line_to(x2 - size * a.cos(), y2 - size * a.sin());
    }
    ctx.close_path();
    ctx.fill();
}
