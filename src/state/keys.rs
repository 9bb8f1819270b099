//! What a key on the timeline does to the view, as data applied by one
//! pure function ([`apply`]), as `Intent::apply` is for the page below's
//! messages: + − 0 zoom, W S zoom at the pointer (or the focused block),
//! A D pan, F fits, Enter opens, [ ] set the ruler, the arrows move the
//! keyboard's focus. The canvas reads the key (`view::focus::key_action`)
//! and hands the action here; tested natively (`tests/keys.rs`).

use crate::model::{Dataset, Timeline};
use crate::view::focus::{
    focus_items, hit_times, step, zoom_anchor, KeyAction, PAN_SHARE, ZOOM_STEP,
};
use crate::view::{Hit, Viewport};

use super::view_state::{fit_zoom, LEAD_MS};
use super::ViewState;

/// Where the key is pressed: the timeline as drawn now.
pub struct KeyAt<'a> {
    /// The timeline's viewport (its start, zoom and width).
    pub vp: Viewport,
    /// Each run's timeline as drawn, A first.
    pub rows: &'a [&'a Timeline],
    /// The pointer's x on the timeline, if it is over it.
    pub pointer_x: Option<f64>,
    /// The latest end of any span drawn.
    pub horizon: f64,
}

/// Do `action` to `view` and the keyboard's `focus`. A move that lands off
/// screen pans to bring it in. `KeyAction::Find` is the find box's (the
/// canvas moves the DOM focus): nothing here.
pub fn apply(
    ds: &Dataset,
    action: KeyAction,
    view: &mut ViewState,
    focus: &mut Option<Hit>,
    at: &KeyAt,
) {
    let vp = at.vp;
    let focused = focus.and_then(|h| hit_times(at.rows, h));
    let centre = vp.width_px / 2.0;
    let zoom_at = |view: &mut ViewState, z: f64, x: f64| {
        let n = vp.zoomed_at(z, x);
        view.set_zoom(n.px_per_ms);
        view.start_ms = n.start_ms;
    };
    let anchor = || {
        let fx = focused.map(|(a, b)| (vp.x_from_time(a), vp.x_from_time(b)));
        zoom_anchor(at.pointer_x, fx, vp.width_px)
    };
    let mv = match action {
        KeyAction::ZoomIn => return zoom_at(view, vp.px_per_ms * 1.25, centre),
        KeyAction::ZoomOut => return zoom_at(view, vp.px_per_ms / 1.25, centre),
        KeyAction::ZoomInAt => return zoom_at(view, vp.px_per_ms * ZOOM_STEP, anchor()),
        KeyAction::ZoomOutAt => return zoom_at(view, vp.px_per_ms / ZOOM_STEP, anchor()),
        KeyAction::PanLeft => {
            view.start_ms = vp.panned(-vp.width_px * PAN_SHARE).start_ms;
            return;
        }
        KeyAction::PanRight => {
            view.start_ms = vp.panned(vp.width_px * PAN_SHARE).start_ms;
            return;
        }
        KeyAction::Fit => return fit(view, at),
        KeyAction::ZoomReset => {
            view.set_zoom(ds.file.zoom_px_per_ms);
            view.start_ms = -LEAD_MS;
            return;
        }
        KeyAction::Select => {
            if let Some(span) = focus.and_then(Hit::span) {
                view.selected = Some(span);
            }
            return;
        }
        KeyAction::RulerFrom { other_edge } | KeyAction::RulerTo { other_edge } => {
            let Some((a, b)) = focused else {
                return;
            };
            let from_end = matches!(action, KeyAction::RulerFrom { .. });
            // `[` takes the block's start, `]` its end; Shift the other.
            let t = if from_end != other_edge { a } else { b };
            view.ruler = Some(match view.ruler {
                None => (a, b),
                Some((_, e)) if from_end => crate::view::ruler::ordered(t, e),
                Some((f, _)) => crate::view::ruler::ordered(f, t),
            });
            return;
        }
        KeyAction::Find => return,
        KeyAction::Move(mv) => mv,
    };
    let items = focus_items(ds, at.rows);
    let next = step(&items, *focus, mv)
        .and_then(|h| items.iter().find(|it| it.hit == h).map(|it| (h, it.t)));
    if let Some((hit, t)) = next {
        *focus = Some(hit);
        bring_into_view(view, vp, t);
    }
}

/// Keep the instant `t` on screen: pan so it sits a quarter in when it is
/// off the timeline (or by its right edge).
pub fn bring_into_view(view: &mut ViewState, vp: Viewport, t: f64) {
    let x = vp.x_from_time(t);
    if x < 0.0 || x > vp.width_px - 40.0 {
        view.start_ms = t - vp.width_px * 0.25 / vp.px_per_ms;
    }
}

/// F: fit the open span (its extent in every run on screen), else the
/// whole handoff.
fn fit(view: &mut ViewState, at: &KeyAt) {
    let width = if at.vp.width_px > 0.0 {
        at.vp.width_px
    } else {
        1000.0
    };
    let span = view.selected.and_then(|sp| {
        let (mut a, mut b) = (f64::INFINITY, f64::NEG_INFINITY);
        for tl in at.rows {
            if let Some(t) = tl.spans.get(sp.get()).filter(|t| t.happens) {
                a = a.min(t.start);
                b = b.max(t.end);
            }
        }
        (a.is_finite() && b > a).then_some((a, b))
    });
    match span {
        Some((a, b)) => {
            let pad = (b - a) * 0.05;
            view.set_zoom(at.vp.fit_zoom(b - a + 2.0 * pad));
            view.start_ms = a - pad;
        }
        None => {
            view.set_zoom(fit_zoom(at.horizon, width));
            view.start_ms = -LEAD_MS;
        }
    }
}
