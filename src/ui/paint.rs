//! The painter: a display list onto a 2D canvas context, nothing more.

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d;

use crate::view::{layout::Align, Layout, Palette, Shape};

/// Paint `layout` in CSS px onto a context whose backing store is `dpr`
/// times larger.
pub fn paint(ctx: &CanvasRenderingContext2d, layout: &Layout, palette: &Palette, dpr: f64) {
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    ctx.set_fill_style_str(palette.background);
    ctx.fill_rect(0.0, 0.0, layout.width, layout.height);
    ctx.set_font("12px system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK SC', sans-serif");
    ctx.set_text_baseline("middle");
    for shape in &layout.shapes {
        match shape {
            Shape::Rect {
                x, y, w, h, paint, ..
            } => {
                if matches!(paint, crate::view::Paint::SpanOutline) {
                    ctx.set_stroke_style_str(palette.color(*paint));
                    ctx.set_line_width(1.0);
                    ctx.stroke_rect(x + 0.5, y + 0.5, (w - 1.0).max(0.0), h - 1.0);
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
                ..
            } => {
                ctx.set_stroke_style_str(palette.color(*paint));
                ctx.set_line_width(if *head { 1.5 } else { 1.0 });
                let dash = js_sys_dash(if *dashed { &[5.0, 4.0] } else { &[] });
                let _ = ctx.set_line_dash(&dash);
                ctx.begin_path();
                ctx.move_to(*x1, *y1);
                ctx.line_to(*x2, *y2);
                ctx.stroke();
                let _ = ctx.set_line_dash(&js_sys_dash(&[]));
                if *head {
                    arrow_head(ctx, *x1, *y1, *x2, *y2, palette.color(*paint));
                }
            }
            Shape::Text {
                x,
                y,
                text,
                paint,
                align,
            } => {
                ctx.set_fill_style_str(palette.color(*paint));
                ctx.set_text_align(match align {
                    Align::Left => "left",
                    Align::Center => "center",
                });
                let _ = ctx.fill_text(text, *x, *y);
            }
        }
    }
}

fn js_sys_dash(segments: &[f64]) -> wasm_bindgen::JsValue {
    let arr = web_sys::js_sys::Array::new();
    for s in segments {
        arr.push(&wasm_bindgen::JsValue::from_f64(*s));
    }
    arr.into()
}

fn arrow_head(ctx: &CanvasRenderingContext2d, x1: f64, y1: f64, x2: f64, y2: f64, color: &str) {
    let angle = (y2 - y1).atan2(x2 - x1);
    let size = 6.0;
    ctx.set_fill_style_str(color);
    ctx.begin_path();
    ctx.move_to(x2, y2);
    ctx.line_to(
        x2 - size * (angle - PI / 7.0).cos(),
        y2 - size * (angle - PI / 7.0).sin(),
    );
    ctx.line_to(
        x2 - size * (angle + PI / 7.0).cos(),
        y2 - size * (angle + PI / 7.0).sin(),
    );
    ctx.close_path();
    ctx.fill();
}
