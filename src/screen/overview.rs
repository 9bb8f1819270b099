//! The overview strip above the lanes (`view::overview`): the whole
//! handoff with the timeline's window as a box. Drag the box to pan, its
//! edges to zoom; a press off the box centres the window there. Shown only
//! when the handoff does not fit the timeline (the embed hides it where the
//! window is short, in CSS).

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::view_state::LEAD_MS;
use crate::view::overview::{strip_layout, Grip, Strip};
use crate::view::{Palette, Theme, Viewport};
use crate::web::browser::window;
use crate::web::number::{num, px};
use crate::web::paint::paint;

use super::canvas::viewport;
use super::dom::{el, listen, set_attr, El};
use super::{Part, Screen};

/// A press on the strip: what it holds, where, and the view then.
#[derive(Clone, Copy)]
struct Press {
    grip: Grip,
    x0: f64,
    vp0: Viewport,
}

pub struct Overview {
    canvas: web_sys::HtmlCanvasElement,
    ctx: Option<CanvasRenderingContext2d>,
    drawn: Option<Drawn>,
    label: Option<Lang>,
}

/// What the strip was drawn for: the view, the runs, the theme, the
/// device pixel ratio, and whether it is shown.
type Drawn = (Viewport, (u64, usize), Theme, f64, bool);

/// The strip of what the screen shows now.
fn strip(s: &Screen) -> Strip {
    Strip::new(s.horizon(), LEAD_MS, s.width_px)
}

fn offset_x(ev: &web_sys::Event) -> f64 {
    ev.dyn_ref::<web_sys::MouseEvent>()
        .map_or(0.0, |e| e.offset_x() as f64)
}

impl Overview {
    pub fn new(_: &Screen) -> (Overview, El) {
        let c = el("canvas")
            .class("overview")
            .tid("overview")
            .attr("role", "img");
        let canvas: web_sys::HtmlCanvasElement = c.get().clone().unchecked_into();
        let press: Rc<Cell<Option<Press>>> = Rc::default();
        let (p, t) = (press.clone(), canvas.clone());
        let down = listen(&canvas, "pointerdown", move |ev| {
            let x = offset_x(&ev);
            let Some((grip, vp0, centred)) = super::with(|s| {
                let (st, vp) = (strip(s), viewport(s));
                let (x0, x1) = st.window(&vp);
                let off = (x < x0 - crate::view::overview::EDGE_PX)
                    || (x > x1 + crate::view::overview::EDGE_PX);
                let grip = if off { Grip::Pan } else { st.grip_at(&vp, x) };
                (grip, vp, off.then(|| st.centred_at(&vp, x)))
            }) else {
                return;
            };
            let vp0 = match centred {
                Some(start) => {
                    super::update(move |s| s.view.start_ms = start);
                    Viewport {
                        start_ms: start,
                        ..vp0
                    }
                }
                None => vp0,
            };
            p.set(Some(Press { grip, x0: x, vp0 }));
            if let Some(pe) = ev.dyn_ref::<web_sys::PointerEvent>() {
                let _ = t.set_pointer_capture(pe.pointer_id());
            }
            ev.prevent_default();
        });
        let p = press.clone();
        let mv = listen(&canvas, "pointermove", move |ev| {
            let Some(pr) = p.get() else {
                return;
            };
            let dx = offset_x(&ev) - pr.x0;
            super::update(move |s| {
                let (start, zoom) = strip(s).dragged(&pr.vp0, pr.grip, dx);
                s.view.set_zoom(zoom);
                s.view.start_ms = start;
            });
        });
        let p = press.clone();
        let up = listen(&canvas, "pointerup", move |_| p.set(None));
        let cancel = listen(&canvas, "pointercancel", move |_| press.set(None));
        let part = Overview {
            ctx: canvas
                .get_context("2d")
                .ok()
                .flatten()
                .and_then(|c| c.dyn_into().ok()),
            canvas,
            drawn: None,
            label: None,
        };
        let row = el("div").class("overview-row").child(c);
        (part, row.hold(down).hold(mv).hold(up).hold(cancel))
    }
}

impl Part for Overview {
    fn refresh(&mut self, s: &Screen) {
        if self.label != Some(s.view.lang) {
            self.label = Some(s.view.lang);
            set_attr(
                &self.canvas,
                "aria-label",
                Some(tr(s.view.lang, Key::OverviewLabel)),
            );
        }
        let vp = viewport(s);
        let st = strip(s);
        let shown = s.width_px > 0.0 && st.shown(&vp);
        let dpr = window().device_pixel_ratio().max(1.0);
        let key = (vp, s.runs.rev(), s.view.theme, dpr, shown);
        if self.drawn == Some(key) {
            return;
        }
        self.drawn = Some(key);
        set_attr(
            &self.canvas,
            "data-shown",
            Some(if shown { "1" } else { "0" }),
        );
        // Hidden, not removed: its room stays, so the strip coming and going
        // as the zoom passes the fit never moves the timeline under the
        // pointer (W and S zoom about it).
        let style = self.canvas.style();
        let shown_css = if shown { "visible" } else { "hidden" };
        let _ = style.set_property("visibility", shown_css);
        let list = strip_layout(&s.ds, &s.runs.drawn(), &st, &vp);
        let (w, h) = (
            (list.width * dpr).round() as u32,
            (list.height * dpr).round() as u32,
        );
        if self.canvas.width() != w || self.canvas.height() != h {
            self.canvas.set_width(w);
            self.canvas.set_height(h);
            let _ = style.set_property("width", &px(list.width));
            let _ = style.set_property("height", &px(list.height));
        }
        if !shown {
            return;
        }
        let (x0, x1) = st.window(&vp);
        set_attr(&self.canvas, "data-window-x0", Some(&num(x0)));
        set_attr(&self.canvas, "data-window-x1", Some(&num(x1)));
        set_attr(&self.canvas, "data-from-ms", Some(&num(st.from_ms)));
        set_attr(&self.canvas, "data-ms-per-px", Some(&num(st.ms_per_px())));
        if let Some(ctx) = &self.ctx {
            paint(ctx, &list, Palette::of(s.view.theme), dpr);
        }
    }
}
