//! A stage the page gives no length (`ms: null`): never a number. The
//! schedule marks every time that depends on it as not placeable (NaN,
//! shown "—"), draws it at a placeholder width that is plainly no time, the
//! critical path says it cannot be placed, and calibration skips it.

use failover_timeline::model::index::{SpanIx, StageIx};
use failover_timeline::model::schedule::UNKNOWN_PX;
use failover_timeline::model::{calibrate, load, schedule, verdict, Config, Lang, Side};
use failover_timeline::view::describe::{drilldown, SourceText};
use failover_timeline::view::format::format_ms;
use failover_timeline::view::{layout, Metrics, Paint, Scene, Shape, Target, Viewport};

const E2E_ONLY: &str = include_str!("../data/examples/end-to-end-only.json");

#[test]
fn an_unknown_stage_has_no_number_and_what_follows_it_cannot_be_placed() {
    let ds = load(E2E_ONLY).unwrap();
    let cfg = Config::stock(&ds);
    let tl = schedule(&ds, &cfg);
    let (detect, replay) = (SpanIx(0), SpanIx(1));
    // Before it: times as ever. It starts at a time, it ends at none.
    assert_eq!(tl.spans[detect].end, 1000.0);
    assert_eq!(tl.spans[replay].stages[0].start, 1000.0);
    assert!(tl.spans[replay].stages[0].end.is_nan());
    assert!(tl.stage_ms(&ds, replay, StageIx(0)).is_nan());
    assert_eq!(tl.stage_ms(&ds, detect, StageIx(0)), 1000.0);
    assert!(tl.outage_ms.is_nan() && tl.end_to_end_ms.is_nan());
    assert_eq!(format_ms(tl.outage_ms), "—");
    // The critical path cannot be placed.
    assert!(tl.unplaced());
    assert!(tl.critical.is_empty());
    assert!(!tl.spans.iter().any(|s| s.critical));
    // Drawn at a placeholder: UNKNOWN_PX at the dataset's zoom.
    let at = tl.at();
    let w = at.spans[replay].stages[0].end - at.spans[replay].stages[0].start;
    assert!((w * ds.file.zoom_px_per_ms - UNKNOWN_PX).abs() < 1e-9);
    // Never calibrated; the arm's end-to-end figure is still the badge's.
    assert!(calibrate(&ds).is_empty());
    assert_eq!(verdict(&ds, &cfg).quotable_outage(), Some(1240.0));
}

#[test]
fn the_drill_down_says_dash_and_that_the_width_is_a_placeholder() {
    let ds = load(E2E_ONLY).unwrap();
    let cfg = Config::stock(&ds);
    let tl = schedule(&ds, &cfg);
    let d = drilldown(&ds, &tl, &cfg, SpanIx(1), Lang::En);
    assert!(d.stages[0].ms.is_nan());
    assert_eq!(format_ms(d.stages[0].ms), "—");
    let why = d.stages[0].set_by.as_deref().unwrap();
    assert!(why.contains("gives no time for it"), "{why}");
    assert!(why.contains("placeholder, not a time"), "{why}");
    assert!(
        why.contains(&format!("{UNKNOWN_PX} px")),
        "the width it is drawn at: {why}"
    );
    assert!(d.time.contains('—'), "{}", d.time);
    assert!(
        d.path
            .iter()
            .any(|p| p.contains("critical path cannot be placed")),
        "{:?}",
        d.path
    );
    // Its sentence names the stage; it is never shown as a measurement,
    // nor as the model's estimate: it says the length is not given.
    assert!(matches!(d.stages[0].source, SourceText::NotGiven { .. }));
    for lang in [Lang::En, Lang::Zh] {
        let d = drilldown(&ds, &tl, &cfg, SpanIx(1), lang);
        let label = d.stages[0].source.label(lang);
        assert_eq!(
            label,
            if lang == Lang::En {
                "length not given"
            } else {
                "未给出时长"
            }
        );
        assert!(!d.stages[0].source.plain().is_empty());
    }
}

#[test]
fn an_unknown_stage_is_drawn_hatched_and_unlabelled() {
    let ds = load(E2E_ONLY).unwrap();
    let tl = schedule(&ds, &Config::stock(&ds));
    let l = layout(
        &ds,
        &tl,
        &Viewport::new(-50.0, ds.file.zoom_px_per_ms, 1200.0),
        &Metrics::default(),
        Lang::En,
        &Scene::default(),
    );
    let target = Target::Stage {
        span: SpanIx(1),
        stage: StageIx(0),
    };
    let [x, y, w, h] = l
        .shapes
        .iter()
        .find_map(|s| match s {
            Shape::Rect {
                x,
                y,
                w,
                h,
                hit,
                paint,
                ..
            } if hit.map(|h| h.target) == Some(target) => {
                assert!(matches!(paint, Paint::LaneBand(_)), "not a class colour");
                Some([*x, *y, *w, *h])
            }
            _ => None,
        })
        .expect("the stage is drawn");
    assert!((w - UNKNOWN_PX).abs() < 1e-6);
    let inside = |px: f64, py: f64| {
        px >= x - 1e-6 && px <= x + w + 1e-6 && py >= y - 1e-6 && py <= y + h + 1e-6
    };
    let hatch = l
        .shapes
        .iter()
        .filter(|s| {
            matches!(s, Shape::Line { x1, y1, x2, y2, .. }
            if inside(*x1, *y1) && inside(*x2, *y2) && x2 > x1 && y2 < y1)
        })
        .count();
    assert!(hatch >= 8, "hatched: {hatch} lines");
    // No number on it (and no outage band: its end cannot be placed).
    assert!(!l
        .shapes
        .iter()
        .any(|s| matches!(s, Shape::Text { x: tx, y: ty, text, .. }
        if inside(*tx, *ty) && text.chars().any(|c| c.is_ascii_digit()))));
    assert!(!l.shapes.iter().any(|s| matches!(
        s,
        Shape::Rect {
            paint: Paint::Outage,
            ..
        }
    )));
    let _ = Side::A;
}

/// Where the outage goes cannot be split when a stage on its path has no
/// length: no segments, and the bar's words say why (no "— ms").
#[test]
fn an_outage_that_cannot_be_placed_is_not_split() {
    use failover_timeline::view::describe::split_text;
    let ds = load(E2E_ONLY).unwrap();
    let cfg = Config::stock(&ds);
    let t = split_text(&ds, &schedule(&ds, &cfg), &verdict(&ds, &cfg), Lang::En);
    assert!(t.segments.is_empty());
    assert!(t.title.contains("no known length"), "{}", t.title);
    assert!(!t.title.contains('—'));
}

#[test]
fn the_ruler_past_an_unknown_length_reads_no_time() {
    use failover_timeline::view::ruler::{ends, reading, Basis};
    let ds = load(E2E_ONLY).unwrap();
    let cfg = Config::stock(&ds);
    let tl = schedule(&ds, &cfg);
    let v = verdict(&ds, &cfg);
    // Times are known up to where the unknown stage begins.
    let limit = tl.placeable_until();
    assert_eq!(limit, tl.spans[SpanIx(1)].stages[0].start);
    let read = |from: f64, to: f64, lang: Lang| {
        let e = ends(&[&tl], (from, to));
        reading(&ds, &[(&tl, &v)], e, lang)
    };
    // Before it: the model's difference.
    let before = read(100.0, limit - 100.0, Lang::En);
    assert_eq!(before.basis, Basis::Model);
    assert_eq!(before.dt_ms, limit - 200.0);
    // Past it (its placeholder end, or a point after): no time, in words.
    for lang in [Lang::En, Lang::Zh] {
        let drawn_end = tl.at().spans[SpanIx(1)].stages[0].end;
        for to in [drawn_end, limit + 10.0] {
            let r = read(0.0, to, lang);
            assert_eq!(r.basis, Basis::Unplaced, "{to}");
            assert!(r.dt_ms.is_nan());
            assert!(r.text.ends_with('—'), "{}", r.text);
            assert!(!r.text.contains(&format!("{}", to as i64)), "{}", r.text);
        }
    }
    // Every bundled preset: every time is known, the ruler reads as ever.
    for (_, json) in failover_timeline::model::bundled::DATASETS {
        let ds = load(json).unwrap();
        for (p, _) in ds.file.presets.iter().enumerate() {
            let tl = schedule(
                &ds,
                failover_timeline::model::verdict::preset_config(&ds, p),
            );
            assert_eq!(tl.placeable_until(), f64::INFINITY);
        }
    }
}

#[test]
fn the_overview_draws_an_unknown_stage_where_the_timeline_does() {
    use failover_timeline::view::overview::{strip_layout, Strip};
    let ds = load(E2E_ONLY).unwrap();
    let tl = schedule(&ds, &Config::stock(&ds));
    let strip = Strip::new(tl.at().horizon(), 50.0, 600.0);
    let vp = Viewport::new(-50.0, ds.file.zoom_px_per_ms, 300.0);
    let widths = |rows: &[&failover_timeline::model::Timeline]| -> Vec<f64> {
        strip_layout(&ds, rows, &strip, &vp)
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Rect {
                    paint: Paint::Class(_),
                    w,
                    ..
                } => Some(*w),
                _ => None,
            })
            .collect()
    };
    // Where it is drawn (the placeholder schedule), the unknown stage is a
    // block as wide as on the timeline, at the strip's scale; from the
    // times alone it would be a sliver.
    let st = &tl.at().spans[SpanIx(1)].stages[0];
    let want = strip.x(st.end) - strip.x(st.start);
    assert!(want > 2.0);
    assert!(widths(&[tl.at()]).iter().any(|w| (w - want).abs() < 1e-9));
    assert!(!widths(&[&tl]).iter().any(|w| (w - want).abs() < 1e-9));
}
