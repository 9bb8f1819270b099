//! The timeline's keys as data: each `KeyAction` applied to a view by the
//! one pure function the canvas calls (`state::keys::apply`), on both
//! bundled datasets, alone and in compare.

mod common;
use common::bundled;
use failover_timeline::model::{Dataset, Lang, Runs, Side};
use failover_timeline::state::keys::{apply, bring_into_view, KeyAt};
use failover_timeline::state::view_state::{clamp_zoom, fit_zoom, LEAD_MS};
use failover_timeline::state::ViewState;
use failover_timeline::view::focus::{focus_items, hit_times, KeyAction, Move, PAN_SHARE};
use failover_timeline::view::{Hit, Theme, Viewport};

const WIDTH: f64 = 1000.0;

/// Apply `action` to `view` with the keyboard on `focus`, the pointer at
/// `pointer_x`; the view and focus after.
fn press(
    ds: &Dataset,
    view: &ViewState,
    focus: Option<Hit>,
    pointer_x: Option<f64>,
    action: KeyAction,
) -> (ViewState, Option<Hit>) {
    let runs = Runs::new(ds, view.runs());
    let rows = runs.drawn();
    let at = KeyAt {
        vp: Viewport::new(view.start_ms, view.zoom, WIDTH),
        rows: &rows,
        pointer_x,
        horizon: runs.horizon(),
    };
    let (mut v, mut f) = (view.clone(), focus);
    apply(ds, action, &mut v, &mut f, &at);
    (v, f)
}

fn views(ds: &Dataset) -> Vec<ViewState> {
    let one = ViewState::initial(ds, Lang::En, Theme::Light);
    let mut two = one.clone();
    two.open_compare();
    two.side_mut(Side::B).values[0] = ds.file.dimensions[0].values.len() - 1;
    vec![one, two]
}

#[test]
fn zoom_keys_keep_their_anchor_still_and_pan_keys_move_a_share_of_the_width() {
    for ds in bundled() {
        for view in views(&ds) {
            let vp = Viewport::new(view.start_ms, view.zoom, WIDTH);
            for (action, x, factor) in [
                (KeyAction::ZoomIn, WIDTH / 2.0, 1.25),
                (KeyAction::ZoomOut, WIDTH / 2.0, 1.0 / 1.25),
                (KeyAction::ZoomInAt, 300.0, 1.25),
                (KeyAction::ZoomOutAt, 300.0, 1.0 / 1.25),
            ] {
                let (v, _) = press(&ds, &view, None, Some(300.0), action);
                assert!((v.zoom - view.zoom * factor).abs() < 1e-9, "{action:?}");
                let after = Viewport::new(v.start_ms, v.zoom, WIDTH);
                // The instant under the anchor is still under it.
                let t = vp.time_from_x(x);
                assert!((after.x_from_time(t) - x).abs() < 1e-6, "{action:?}");
            }
            let (left, _) = press(&ds, &view, None, None, KeyAction::PanLeft);
            let (right, _) = press(&ds, &view, None, None, KeyAction::PanRight);
            let share = WIDTH * PAN_SHARE / view.zoom;
            assert!((view.start_ms - left.start_ms - share).abs() < 1e-9);
            assert!((right.start_ms - view.start_ms - share).abs() < 1e-9);
            assert_eq!(left.zoom, view.zoom, "a pan keeps the zoom");
            let mut zoomed = view.clone();
            zoomed.set_zoom(view.zoom * 3.0);
            zoomed.start_ms = 40.0;
            let (reset, _) = press(&ds, &zoomed, None, None, KeyAction::ZoomReset);
            assert_eq!(reset.zoom, ds.file.zoom_px_per_ms);
            assert_eq!(reset.start_ms, -LEAD_MS);
        }
    }
}

#[test]
fn arrows_walk_every_block_and_bring_it_into_view_enter_opens_and_brackets_set_the_ruler() {
    for ds in bundled() {
        for view in views(&ds) {
            let runs = Runs::new(&ds, view.runs());
            let rows = runs.drawn();
            let items = focus_items(&ds, &rows);
            // Right from nowhere: the first item; again and again: each one
            // after the other, every one on screen once it has the focus.
            let (mut v, mut focus) = (view.clone(), None);
            let mut seen = Vec::new();
            for _ in 0..items.len() {
                let (nv, nf) = press(&ds, &v, focus, None, KeyAction::Move(Move::Right));
                if nf == focus {
                    break;
                }
                let hit = nf.expect("a move lands on something");
                let t = items.iter().find(|it| it.hit == hit).unwrap().t;
                let x = Viewport::new(nv.start_ms, nv.zoom, WIDTH).x_from_time(t);
                assert!(
                    (0.0..=WIDTH - 40.0).contains(&x),
                    "{hit:?} at x {x} is on screen"
                );
                seen.push(hit);
                (v, focus) = (nv, nf);
            }
            assert!(!seen.is_empty(), "{}: something to walk", ds.file.id);
            // Enter on a block opens its span; on an arrow it does nothing.
            let block = seen.iter().copied().find(|h| h.span().is_some()).unwrap();
            let (opened, _) = press(&ds, &view, Some(block), None, KeyAction::Select);
            assert_eq!(opened.selected, block.span());
            // [ on a block: the ruler across it; ] on a later one: to its end.
            let (a, b) = hit_times(&rows, block).unwrap();
            let (r1, _) = press(
                &ds,
                &view,
                Some(block),
                None,
                KeyAction::RulerFrom { other_edge: false },
            );
            assert_eq!(r1.ruler, Some((a, b)));
            let later = seen
                .iter()
                .copied()
                .filter_map(|h| Some((h, hit_times(&rows, h)?)))
                .find(|(_, (_, e))| *e > b);
            if let Some((h, (_, end))) = later {
                let (r2, _) = press(
                    &ds,
                    &r1,
                    Some(h),
                    None,
                    KeyAction::RulerTo { other_edge: false },
                );
                assert_eq!(r2.ruler, Some((a, end)));
            }
            // No focus: [ sets nothing.
            let (none, _) = press(
                &ds,
                &view,
                None,
                None,
                KeyAction::RulerFrom { other_edge: false },
            );
            assert_eq!(none.ruler, None);
        }
    }
}

#[test]
fn f_fits_the_open_span_else_the_whole_handoff() {
    for ds in bundled() {
        let view = ViewState::initial(&ds, Lang::En, Theme::Light);
        let runs = Runs::new(&ds, view.runs());
        let (whole, _) = press(&ds, &view, None, None, KeyAction::Fit);
        assert_eq!(whole.zoom, clamp_zoom(fit_zoom(runs.horizon(), WIDTH)));
        assert_eq!(whole.start_ms, -LEAD_MS);
        let rows = runs.drawn();
        let span = (0..ds.file.spans.len())
            .find(|&i| rows[0].spans[i].happens && rows[0].spans[i].end > rows[0].spans[i].start)
            .unwrap();
        let mut open = view.clone();
        open.selected = Some(failover_timeline::model::index::SpanIx(span));
        let (fitted, _) = press(&ds, &open, None, None, KeyAction::Fit);
        let sp = &rows[0].spans[span];
        let after = Viewport::new(fitted.start_ms, fitted.zoom, WIDTH);
        // The span fills the width but a 5% pad each side (within the zoom's limits).
        assert!(
            after.x_from_time(sp.start) >= -1e-6,
            "its start is on screen"
        );
        assert!(
            after.x_from_time(sp.end) <= WIDTH + 1e-6,
            "its end is on screen"
        );
    }
}

#[test]
fn bringing_an_instant_into_view_pans_only_when_it_is_off_screen() {
    for ds in bundled() {
        let view = ViewState::initial(&ds, Lang::En, Theme::Light);
        let vp = Viewport::new(view.start_ms, view.zoom, WIDTH);
        let mut v = view.clone();
        bring_into_view(&mut v, vp, vp.time_from_x(WIDTH / 2.0));
        assert_eq!(v.start_ms, view.start_ms, "on screen: no pan");
        let far = vp.time_from_x(WIDTH * 3.0);
        bring_into_view(&mut v, vp, far);
        let x = Viewport::new(v.start_ms, v.zoom, WIDTH).x_from_time(far);
        assert!(
            (x - WIDTH * 0.25).abs() < 1e-6,
            "off screen: a quarter in ({x})"
        );
    }
}
