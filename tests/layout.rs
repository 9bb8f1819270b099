//! Native tests of the display list: a stage's width at a zoom, culling
//! outside the viewport, hit-testing what was painted, where an arrow is.

mod common;
use common::{aeron, tuned};
use failover_timeline::model::index::{ArrowIx, SpanIx, StageIx};

use failover_timeline::model::{schedule, Lang, Side, Timeline};
use failover_timeline::view::{
    hit_test, layout, ArrowAt, Hit, Layout, Metrics, Scene, Shape, Target, Viewport,
};

fn vp(zoom: f64, width: f64) -> Viewport {
    Viewport::new(-2.0, zoom, width)
}

/// The tuned configuration laid out at 8 px/ms, 2,000 px wide.
fn tuned_layout() -> (Timeline, Layout) {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let l = layout(
        &ds,
        &tl,
        &vp(8.0, 2000.0),
        &Metrics::default(),
        Lang::En,
        &Scene::default(),
    );
    (tl, l)
}

/// Each arrow's line (its shaft, drawn before its head): arrow, [x1, y1, x2, y2].
fn arrow_lines(l: &Layout) -> Vec<(ArrowIx, [f64; 4])> {
    let mut lines: Vec<(ArrowIx, [f64; 4])> = Vec::new();
    for s in &l.shapes {
        if let Shape::Line {
            x1,
            y1,
            x2,
            y2,
            hit:
                Some(Hit {
                    target: Target::Arrow(a),
                    ..
                }),
            ..
        } = *s
        {
            if !lines.iter().any(|(b, _)| *b == a) {
                lines.push((a, [x1, y1, x2, y2]));
            }
        }
    }
    lines
}

fn stage_rect(shapes: &[Shape], span: SpanIx, stage: StageIx) -> Option<(f64, f64, f64, f64)> {
    shapes.iter().find_map(|s| match *s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            hit:
                Some(Hit {
                    target: Target::Stage { span: a, stage: b },
                    ..
                }),
            ..
        } if a == span && b == stage => Some((x, y, w, h)),
        _ => None,
    })
}

#[test]
fn a_stage_is_duration_times_zoom_wide_and_twice_as_wide_at_double_zoom() {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let m = Metrics::default();
    let at8 = layout(&ds, &tl, &vp(8.0, 2000.0), &m, Lang::En, &Scene::default());
    let at16 = layout(&ds, &tl, &vp(16.0, 4000.0), &m, Lang::En, &Scene::default());
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        for (st, stage) in StageIx::all(span.stages.len()).zip(&span.stages) {
            let d = stage.end - stage.start;
            if d * 8.0 < 0.5 {
                assert!(
                    stage_rect(&at8.shapes, s, st).is_none(),
                    "sub-pixel stages are culled"
                );
                continue;
            }
            let (_, _, w8, _) = stage_rect(&at8.shapes, s, st).expect("drawn");
            let (_, _, w16, _) = stage_rect(&at16.shapes, s, st).expect("drawn");
            assert!((w8 - d * 8.0).abs() < 1e-9);
            assert!((w16 - 2.0 * w8).abs() < 1e-9);
        }
    }
}

#[test]
fn spans_outside_the_viewport_are_culled() {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let m = Metrics::default();
    // 100 px at 8 px/ms shows t = -2 .. 10.5 ms: only the react gap and the start of step-down.
    let narrow = layout(&ds, &tl, &vp(8.0, 100.0), &m, Lang::En, &Scene::default());
    let wide = layout(&ds, &tl, &vp(8.0, 2000.0), &m, Lang::En, &Scene::default());
    let stages = |l: &Layout| {
        l.shapes
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    Shape::Rect {
                        hit: Some(Hit {
                            target: Target::Stage { .. },
                            ..
                        }),
                        ..
                    }
                )
            })
            .count()
    };
    assert!(
        stages(&narrow) < stages(&wide) / 3,
        "{} vs {}",
        stages(&narrow),
        stages(&wide)
    );
    for s in &narrow.shapes {
        if let Shape::Rect {
            x, w, hit: Some(_), ..
        } = s
        {
            assert!(*x <= 100.0 && x + w >= 0.0);
        }
    }
}

#[test]
fn hit_testing_finds_what_was_painted() {
    let (_, l) = tuned_layout();
    let (x, y, w, h) = stage_rect(&l.shapes, SpanIx(0), StageIx(0)).unwrap();
    assert_eq!(
        hit_test(&l, x + w / 2.0, y + h / 2.0),
        Some(Hit::new(
            Side::A,
            Target::Stage {
                span: SpanIx(0),
                stage: StageIx(0)
            }
        ))
    );
    assert_eq!(
        hit_test(&l, x + w / 2.0, 2.0),
        None,
        "the ruler is not a block"
    );
    // Arrows: anywhere within 3 px either side of the segment.
    let (a, [x1, y1, x2, y2]) = arrow_lines(&l)
        .into_iter()
        .find(|(_, [_, y1, _, y2])| (y2 - y1).abs() > 20.0)
        .unwrap();
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
    let (nx, ny) = (-(y2 - y1) / len, (x2 - x1) / len);
    for off in [-3.0, 0.0, 3.0] {
        assert!(
            matches!(
                hit_test(&l, mx + nx * off, my + ny * off),
                Some(Hit {
                    target: Target::Arrow(_),
                    ..
                })
            ),
            "offset {off}"
        );
    }
    assert_ne!(
        hit_test(&l, mx + nx * 12.0, my + ny * 12.0),
        Some(Hit::new(Side::A, Target::Arrow(a)))
    );
}

#[test]
fn an_arrows_midpoint_is_halfway_along_its_line() {
    let (tl, l) = tuned_layout();
    let lines = arrow_lines(&l);
    assert!(!lines.is_empty(), "the tuned timeline draws arrows");
    for a in ArrowIx::all(tl.arrows.len()) {
        let Some((_, [x1, y1, x2, y2])) = lines.iter().find(|(b, _)| *b == a).copied() else {
            assert_eq!(
                l.arrow_midpoint(Side::A, a),
                None,
                "arrow {a:?} is not drawn"
            );
            continue;
        };
        let at = l
            .arrow_midpoint(Side::A, a)
            .expect("a drawn arrow has a midpoint");
        assert_eq!(
            at,
            ArrowAt {
                side: Side::A,
                arrow: a,
                x: (x1 + x2) / 2.0,
                y: (y1 + y2) / 2.0
            }
        );
        // The tooltip's anchor is on an arrow (crossing arrows may share it).
        assert!(matches!(
            hit_test(&l, at.x, at.y),
            Some(Hit {
                target: Target::Arrow(_),
                ..
            })
        ));
    }
}

/// Stock (A) above tuned (B), at 4 px/ms: every hit names the run whose
/// row it is in, and each run's arrow is found in its own row.
#[test]
fn in_a_comparison_every_hit_names_its_run() {
    let ds = aeron();
    let (a, b) = (
        schedule(&ds, &failover_timeline::model::Config::stock(&ds)),
        schedule(&ds, &tuned(&ds)),
    );
    let m = Metrics::default();
    let l = failover_timeline::view::layout_runs(
        &ds,
        &[&a, &b],
        &vp(4.0, 2000.0),
        &m,
        Lang::En,
        &Scene::default(),
    );
    let mut sides = std::collections::HashSet::new();
    for s in &l.shapes {
        let (y, hit) = match *s {
            Shape::Rect {
                y, hit: Some(h), ..
            } => (y, h),
            Shape::Line {
                y1, hit: Some(h), ..
            } => (y1, h),
            _ => continue,
        };
        sides.insert(hit.side);
        // The row a shape sits in (an arrow: where it leaves): lanes of two
        // rows, A's the upper one.
        let row = (((y - m.ruler_h) % (2.0 * m.lane_h)) / m.lane_h).floor() as usize;
        assert_eq!(row, hit.side.index(), "{hit:?} at y = {y}");
    }
    assert_eq!(sides.len(), 2, "both runs have hits");
    // Each run's arrows: the midpoint hit-tests to that run's arrow, with
    // that run's side (B's arrows are not A's).
    for (side, tl) in [(Side::A, &a), (Side::B, &b)] {
        let mut found = 0;
        for arrow in ArrowIx::all(tl.arrows.len()) {
            let Some(at) = l.arrow_midpoint(side, arrow) else {
                continue;
            };
            found += 1;
            assert_eq!(at.side, side);
            let hit = hit_test(&l, at.x, at.y).expect("an arrow's midpoint is on an arrow");
            assert_eq!(hit.side, side, "{arrow:?} of {side:?}");
        }
        assert!(found > 5, "{side:?}: {found} arrows drawn");
    }
}

#[test]
fn an_arrow_head_is_drawn_as_the_trigonometry_says() {
    use failover_timeline::view::layout::pen::{arrow_head, HEAD_PX};
    for (x1, y1, x2, y2) in [
        (0.0, 0.0, 10.0, 0.0),
        (5.0, 5.0, 5.0, 50.0),
        (30.0, 2.0, -4.0, 90.0),
        (1.0, 1.0, 1.0, 1.0),
    ] {
        let angle = f64::atan2(y2 - y1, x2 - x1);
        let barb = |side: f64| {
            let a = angle + side * std::f64::consts::PI / 7.0;
            (x2 - HEAD_PX * a.cos(), y2 - HEAD_PX * a.sin())
        };
        let want = [(x2, y2), barb(-1.0), barb(1.0)];
        for (got, want) in arrow_head([x1, y1, x2, y2]).iter().zip(want) {
            assert!(
                (got.0 - want.0).abs() < 1e-9 && (got.1 - want.1).abs() < 1e-9,
                "{got:?} {want:?}"
            );
        }
    }
}
