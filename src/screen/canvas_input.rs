//! What the timeline canvas does with the pointer, the wheel and the keys:
//! a press and drag pans (with Shift, or the "measure" toggle on, it sets
//! the ruler), a click selects the block under it (hit-tested on the
//! display list last painted) and clears the ruler, hovering an arrow
//! shows its tooltip, Ctrl/⌘ + wheel zooms at the pointer, arrow keys move
//! between blocks and arrows, Enter opens, + − 0 zoom, W S zoom at the
//! pointer, A D pan, F fits, / finds, [ ] set the ruler, Esc clears it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;

use crate::state::keys::KeyAt;
use crate::view::focus::{key_action, KeyAction};
use crate::view::ruler::{edges, snap, SNAP_PX};
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
    /// The ruler's first end (snapped), when the press sets the ruler.
    ruler_from: Option<f64>,
}

/// The fingers on the timeline (touch pointers) and the pinch they make:
/// one finger pans and taps as a mouse does; two pinch-zoom about their
/// midpoint (`Viewport::pinched`).
#[derive(Clone, Default)]
struct Fingers {
    at: Rc<RefCell<Vec<(i32, f64, f64)>>>,
    /// The view, the midpoint's x and the fingers' distance at the pinch's start.
    pinch: Rc<Cell<Option<(crate::view::Viewport, f64, f64)>>>,
}

fn touch(ev: &web_sys::Event) -> Option<(i32, f64, f64)> {
    let p = ev.dyn_ref::<web_sys::PointerEvent>()?;
    (p.pointer_type() == "touch")
        .then(|| (p.pointer_id(), p.offset_x() as f64, p.offset_y() as f64))
}

/// The midpoint's x and the distance of two fingers.
fn spread(a: (i32, f64, f64), b: (i32, f64, f64)) -> (f64, f64) {
    let d = ((a.1 - b.1).powi(2) + (a.2 - b.2).powi(2)).sqrt();
    ((a.1 + b.1) / 2.0, d)
}

impl Fingers {
    /// A finger down; true when it makes a pinch (the second).
    fn down(&self, ev: &web_sys::Event) -> bool {
        let Some(f) = touch(ev) else {
            return false;
        };
        let mut at = self.at.borrow_mut();
        at.retain(|g| g.0 != f.0);
        at.push(f);
        if at.len() != 2 {
            return at.len() > 2;
        }
        let (mid, dist) = spread(at[0], at[1]);
        let vp = super::with(viewport);
        self.pinch.set(vp.map(|vp| (vp, mid, dist.max(1.0))));
        true
    }

    /// A finger moved; true when it is a pinch's (the view follows).
    fn moved(&self, ev: &web_sys::Event) -> bool {
        let Some(f) = touch(ev) else {
            return false;
        };
        let mut at = self.at.borrow_mut();
        if let Some(g) = at.iter_mut().find(|g| g.0 == f.0) {
            *g = f;
        }
        let Some((vp0, mid0, dist0)) = self.pinch.get() else {
            return false;
        };
        if at.len() >= 2 {
            let (mid, dist) = spread(at[0], at[1]);
            let n = vp0.pinched(mid0, dist0, mid, dist);
            super::update(move |s| {
                s.view.set_zoom(n.px_per_ms);
                s.view.start_ms = n.start_ms;
                s.hover = None;
            });
        }
        ev.prevent_default();
        true
    }

    fn up(&self, ev: &web_sys::Event) {
        if let Some(f) = touch(ev) {
            let mut at = self.at.borrow_mut();
            at.retain(|g| g.0 != f.0);
            if at.len() < 2 {
                self.pinch.set(None);
            }
        }
    }
}

/// Where a press at `x` (CSS px) lands for the ruler: the nearest edge of
/// any lane, of either run, within [`SNAP_PX`], else the instant there
/// (to the µs).
fn ruler_instant(s: &super::Screen, x: f64) -> f64 {
    let vp = viewport(s);
    let t = vp.time_from_x(x);
    let end = snap(&edges(&s.runs.timelines()), t, SNAP_PX / vp.px_per_ms);
    if end.edge.is_some() {
        end.t
    } else {
        (t * 1000.0).round() / 1000.0
    }
}

/// Listen on `target` for the pointer, the wheel and the keys; `layout` is
/// the display list last painted. The listeners are the caller's to keep.
pub fn listen_input(
    target: &web_sys::HtmlCanvasElement,
    layout: Rc<RefCell<Option<Layout>>>,
) -> Vec<Listener> {
    let mut held = Vec::new();
    let zero_at = {
        let layout = layout.clone();
        move |x: f64, y: f64| {
            layout
                .borrow()
                .as_ref()
                .is_some_and(|l| l.over_zero_label(x, y))
        }
    };
    let hit_at = move |x: f64, y: f64| layout.borrow().as_ref().and_then(|l| hit_test(l, x, y));
    let drag: Rc<Cell<Option<Drag>>> = Rc::default();
    let fingers = Fingers::default();
    // The pointer's x while it is on the timeline: where W and S zoom.
    let pointer: Rc<Cell<Option<f64>>> = Rc::default();
    let (d, t, fingers_down) = (drag.clone(), target.clone(), fingers.clone());
    held.push(listen(target, "pointerdown", move |ev| {
        let Some(me) = ev.dyn_ref::<web_sys::MouseEvent>() else {
            return;
        };
        // A second finger down: a pinch, not a pan (nor a tap).
        if fingers_down.down(&ev) {
            d.set(None);
            return;
        }
        let x = offset(&ev).0;
        let shift = me.shift_key();
        let Some((start_ms0, ruler_from)) = super::with(|s| {
            let measure = shift || s.view.measuring;
            (s.view.start_ms, measure.then(|| ruler_instant(s, x)))
        }) else {
            return;
        };
        d.set(Some(Drag {
            x0: x,
            start_ms0,
            moved: false,
            ruler_from,
        }));
        if let Some(p) = ev.dyn_ref::<web_sys::PointerEvent>() {
            let _ = t.set_pointer_capture(p.pointer_id());
        }
    }));
    let (d, h, t, p) = (
        drag.clone(),
        hit_at.clone(),
        target.clone(),
        pointer.clone(),
    );
    let f = fingers.clone();
    held.push(listen(target, "pointermove", move |ev| {
        if f.moved(&ev) {
            return;
        }
        let (x, y) = offset(&ev);
        p.set(Some(x));
        if let Some(drag) = d.get() {
            if drag.moved || (x - drag.x0).abs() > CLICK_SLOP_PX {
                d.set(Some(Drag {
                    moved: true,
                    ..drag
                }));
                super::update(move |s| {
                    match drag.ruler_from {
                        Some(from) => {
                            let to = ruler_instant(s, x);
                            s.view.set_ruler(from, to);
                        }
                        None => s.view.start_ms = drag.start_ms0 - (x - drag.x0) / s.view.zoom,
                    }
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
        // The ruler's shortened t = 0 label: in full on hover.
        let zero = if hit.is_none() && zero_at(x, y) {
            super::with(|s| s.ds.file.zero.get(s.view.lang).to_string())
        } else {
            None
        };
        super::dom::set_attr(&t, "title", zero.as_deref());
    }));
    let (d, h) = (drag.clone(), hit_at.clone());
    let f = fingers.clone();
    held.push(listen(target, "pointerup", move |ev| {
        f.up(&ev);
        // A tap or a click: a press that began here and did not move.
        if d.take().is_none_or(|d| d.moved) {
            return;
        }
        let (x, y) = offset(&ev);
        let hit = h(x, y);
        super::update(move |s| {
            s.focus = hit;
            s.view.selected = hit.and_then(Hit::span);
            // A click elsewhere clears the ruler.
            s.view.ruler = None;
        });
    }));
    // The browser took the touch (a mostly vertical move scrolls the page).
    let (d, f) = (drag.clone(), fingers.clone());
    held.push(listen(target, "pointercancel", move |ev| {
        f.up(&ev);
        d.set(None);
    }));
    for event in ["pointerleave", "blur"] {
        let p = pointer.clone();
        held.push(listen(target, event, move |_| {
            p.set(None);
            if super::with(|s| s.hover.is_some()).unwrap_or(false) {
                super::update(|s| s.hover = None);
            }
        }));
    }
    held.push(listen(target, "wheel", on_wheel));
    held.push(listen(target, "keydown", move |ev| {
        on_key(ev, pointer.get())
    }));
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

/// Arrow keys move between blocks and arrows, Enter opens, + − 0 zoom;
/// W S zoom at the pointer (`pointer_x`, if it is on the timeline), A D
/// pan, F fits, / and Ctrl/⌘ + F find, [ ] set the ruler, Esc clears it.
fn on_key(ev: web_sys::Event, pointer_x: Option<f64>) {
    let Some(ev) = ev.dyn_ref::<web_sys::KeyboardEvent>() else {
        return;
    };
    if ev.key() == "Escape" {
        if super::with(|s| s.view.ruler.is_some() || s.view.find.is_some()).unwrap_or(false) {
            super::update(|s| {
                s.view.ruler = None;
                s.view.find = None;
            });
        }
        return;
    }
    if ev.alt_key() {
        return;
    }
    let Some(action) = key_action(&ev.key(), ev.ctrl_key() || ev.meta_key()) else {
        return;
    };
    ev.prevent_default();
    if action == KeyAction::Find {
        super::find::focus_box();
        return;
    }
    super::update(move |s| {
        let horizon = s.horizon();
        let rows = s.runs.drawn();
        let at = KeyAt {
            vp: viewport(s),
            rows: &rows,
            pointer_x,
            horizon,
        };
        crate::state::keys::apply(&s.ds, action, &mut s.view, &mut s.focus, &at);
    });
}

/// Keep the instant `t` on screen (`state::keys::bring_into_view`).
pub fn bring_into_view(s: &mut super::Screen, t: f64) {
    let vp = viewport(s);
    crate::state::keys::bring_into_view(&mut s.view, vp, t);
}
