//! What the timeline canvas does with the pointer, the wheel and the keys:
//! a press and drag pans, a click selects the block under it (hit-tested on
//! the display list last painted), hovering an arrow shows its tooltip,
//! Ctrl/⌘ + wheel zooms at the pointer, arrow keys move between blocks and
//! arrows, Enter opens, + − 0 zoom.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;

use crate::state::view_state::LEAD_MS;
use crate::view::focus::{focus_items, key_action, step, KeyAction};
use crate::view::{hit_test, ArrowAt, Hit, Layout};

use super::canvas::viewport;
use super::dom::{listen, Listener};

/// Pointer travel (CSS px) below which a press is a click, not a drag.
const CLICK_SLOP_PX: f64 = 3.0;

/// A press on the canvas, until it is released.
#[derive(Clone, Copy)]
struct Drag {
    /// The pointer's x at the press.
    x0: f64,
    /// The time at the left edge at the press.
    start_ms0: f64,
    /// It moved beyond [`CLICK_SLOP_PX`]: a pan, not a click.
    moved: bool,
}

/// Listen on `target` for the pointer, the wheel and the keys; `layout` is
/// the display list last painted. The listeners are the caller's to keep.
pub fn listen_input(
    target: &web_sys::HtmlCanvasElement,
    layout: Rc<RefCell<Option<Layout>>>,
) -> Vec<Listener> {
    let mut held = Vec::new();
    let hit_at = move |x: f64, y: f64| layout.borrow().as_ref().and_then(|l| hit_test(l, x, y));
    let drag: Rc<Cell<Option<Drag>>> = Rc::default();
    let d = drag.clone();
    let t = target.clone();
    held.push(listen(target, "pointerdown", move |ev| {
        let x = offset(&ev).0;
        let start_ms0 = super::with(|s| s.view.start_ms).unwrap_or(0.0);
        d.set(Some(Drag {
            x0: x,
            start_ms0,
            moved: false,
        }));
        if let Some(p) = ev.dyn_ref::<web_sys::PointerEvent>() {
            let _ = t.set_pointer_capture(p.pointer_id());
        }
    }));
    let (d, h, t) = (drag.clone(), hit_at.clone(), target.clone());
    held.push(listen(target, "pointermove", move |ev| {
        let (x, y) = offset(&ev);
        if let Some(drag) = d.get() {
            if drag.moved || (x - drag.x0).abs() > CLICK_SLOP_PX {
                d.set(Some(Drag {
                    moved: true,
                    ..drag
                }));
                super::update(move |s| {
                    s.view.start_ms = drag.start_ms0 - (x - drag.x0) / s.view.zoom;
                    s.hover = None;
                });
                return;
            }
        }
        let hit = h(x, y);
        let hover = hit.and_then(|h| {
            Some(ArrowAt {
                side: h.side,
                arrow: h.arrow()?,
                x,
                y,
            })
        });
        if super::with(|s| s.hover != hover).unwrap_or(false) {
            super::update(move |s| s.hover = hover);
        }
        let cursor = if hit.is_some() { "pointer" } else { "grab" };
        let _ = t.style().set_property("cursor", cursor);
    }));
    let (d, h) = (drag.clone(), hit_at.clone());
    held.push(listen(target, "pointerup", move |ev| {
        let was_drag = d.get().is_some_and(|d| d.moved);
        d.set(None);
        if was_drag {
            return;
        }
        let (x, y) = offset(&ev);
        let hit = h(x, y);
        super::update(move |s| {
            s.focus = hit;
            s.view.selected = hit.and_then(Hit::span);
        });
    }));
    for event in ["pointerleave", "blur"] {
        held.push(listen(target, event, |_| {
            if super::with(|s| s.hover.is_some()).unwrap_or(false) {
                super::update(|s| s.hover = None);
            }
        }));
    }
    held.push(listen(target, "wheel", on_wheel));
    held.push(listen(target, "keydown", on_key));
    held
}

/// The pointer's position in the canvas's CSS px.
fn offset(ev: &web_sys::Event) -> (f64, f64) {
    ev.dyn_ref::<web_sys::MouseEvent>()
        .map_or((0.0, 0.0), |e| (e.offset_x() as f64, e.offset_y() as f64))
}

/// Ctrl/⌘ + wheel zooms at the pointer; a sideways (or Shift) wheel pans.
fn on_wheel(ev: web_sys::Event) {
    let Some(ev) = ev.dyn_ref::<web_sys::WheelEvent>() else {
        return;
    };
    let x = ev.offset_x() as f64;
    if ev.ctrl_key() || ev.meta_key() {
        ev.prevent_default();
        let dy = ev.delta_y();
        super::update(move |s| {
            let vp = viewport(s);
            // The browser's exp: libm's would be code of its own in the first load.
            let z = vp.zoomed_at(vp.px_per_ms * web_sys::js_sys::Math::exp(-dy * 0.002), x);
            s.view.set_zoom(z.px_per_ms);
            s.view.start_ms = z.start_ms;
        });
    } else if ev.shift_key() || ev.delta_x().abs() > ev.delta_y().abs() {
        ev.prevent_default();
        let d = if ev.delta_x() != 0.0 {
            ev.delta_x()
        } else {
            ev.delta_y()
        };
        super::update(move |s| s.view.start_ms = viewport(s).panned(d).start_ms);
    }
}

/// Arrow keys move between blocks and arrows, Enter opens, + − 0 zoom.
fn on_key(ev: web_sys::Event) {
    let Some(ev) = ev.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    let Some(action) = key_action(&ev.key()) else {
        return;
    };
    ev.prevent_default();
    super::update(move |s| {
        let vp = viewport(s);
        let centre = vp.width_px / 2.0;
        let mut zoom_to = |z: f64| {
            let n = vp.zoomed_at(z, centre);
            s.view.set_zoom(n.px_per_ms);
            s.view.start_ms = n.start_ms;
        };
        let mv = match action {
            KeyAction::ZoomIn => return zoom_to(vp.px_per_ms * 1.25),
            KeyAction::ZoomOut => return zoom_to(vp.px_per_ms / 1.25),
            KeyAction::ZoomReset => {
                s.view.set_zoom(s.ds.file.zoom_px_per_ms);
                s.view.start_ms = -LEAD_MS;
                return;
            }
            KeyAction::Select => {
                if let Some(span) = s.focus.and_then(Hit::span) {
                    s.view.selected = Some(span);
                }
                return;
            }
            KeyAction::Move(mv) => mv,
        };
        let items = focus_items(&s.ds, &s.runs.timelines());
        let next = step(&items, s.focus, mv)
            .and_then(|h| items.iter().find(|it| it.hit == h).map(|it| (h, it.t)));
        if let Some((hit, t)) = next {
            s.focus = Some(hit);
            // Keep the focused item on screen.
            let x = vp.x_from_time(t);
            if x < 0.0 || x > vp.width_px - 40.0 {
                s.view.start_ms = t - vp.width_px * 0.25 / vp.px_per_ms;
            }
        }
    });
}
