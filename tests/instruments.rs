//! The timeline's instruments, natively: the ruler (snapping, its words,
//! whose number it is, the link), find (matching, stepping) and the ruler
//! in the display list.

mod common;
use common::{aeron, bundled, tuned};

use failover_timeline::model::index::StageIx;
use failover_timeline::model::verdict::{verdict, Verdict};
use failover_timeline::model::{schedule, Config, Lang, Side};
use failover_timeline::state::query::{decode, encode, Accepted, Defaults};
use failover_timeline::view::find::{contains_folded, find, step_match};
use failover_timeline::view::layout::{layout_runs, Metrics, Paint, RulerMark, Scene, Shape};
use failover_timeline::view::ruler::{edges, ends, reading, snap, Basis, EdgeOf};
use failover_timeline::view::{Target, Theme, Viewport};

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

#[test]
fn an_end_snaps_to_the_nearest_edge_within_the_tolerance_and_names_it() {
    for ds in bundled() {
        let cfg = ds
            .preset_index(&ds.file.default_preset)
            .map(|p| failover_timeline::model::verdict::preset_config(&ds, p).clone())
            .unwrap();
        let tl = schedule(&ds, &cfg);
        let all = edges(&[&tl]);
        assert!(!all.is_empty(), "{}", ds.file.id);
        for e in &all {
            // 0.2 ms off an edge, 0.5 ms of tolerance: it lands on an edge
            // no farther than that one (another may be nearer).
            let end = snap(&all, e.t + 0.2, 0.5);
            let got = end.edge.expect("within tolerance it snaps");
            assert!((got.t - (e.t + 0.2)).abs() <= 0.2 + 1e-9);
            assert_eq!(end.t, got.t);
        }
        // Far from every edge, it stays where it was put.
        let far = tl.horizon() + 1000.0;
        assert_eq!(snap(&all, far, 0.5).edge, None);
        assert_eq!(snap(&all, far, 0.5).t, far);
    }
}

#[test]
fn the_ruler_names_its_edges_and_reads_the_model_between_them() {
    let ds = aeron();
    let cfg = Config::stock(&ds);
    let tl = schedule(&ds, &cfg);
    let v = verdict(&ds, &cfg);
    // The end of the first stage of node2's leader init, and the start of
    // the client's first span: two edges no outage bound is.
    let span = ds.span_index("n2-init").unwrap();
    let client = ds.span_index("c-learn").unwrap();
    let from = tl.spans[span.get()].stages[0].end;
    let to = tl.spans[client.get()].start;
    let (a, b) = ends(&[&tl], (from, to));
    assert_eq!(a.edge.unwrap().at, EdgeOf::Stage(span, StageIx(0)));
    assert!(a.edge.unwrap().end);
    let at = b.edge.unwrap().at;
    assert_eq!(
        at,
        EdgeOf::Span(client),
        "a span's edge is named before its stage's"
    );
    let r = reading(&ds, &[(&tl, &v)], (a, b), Lang::En);
    assert_eq!(r.basis, Basis::Model);
    assert_eq!(r.dt_ms, to - from);
    assert!(
        r.text
            .starts_with("node2 logBuffers allocation end → client "),
        "{}",
        r.text
    );
    assert!(r.text.ends_with(&format!(
        ": {} ms",
        failover_timeline::view::format::format_ms(to - from)
    )));
    let zh = reading(&ds, &[(&tl, &v)], (a, b), Lang::Zh);
    assert!(
        zh.text.contains("结束") && zh.text.contains("开始"),
        "{}",
        zh.text
    );
}

#[test]
fn across_a_measured_configurations_outage_the_ruler_reads_the_pages_figure() {
    let mut measured = 0;
    for ds in bundled() {
        for p in 0..ds.file.presets.len() {
            let cfg = failover_timeline::model::verdict::preset_config(&ds, p).clone();
            let tl = schedule(&ds, &cfg);
            let v = verdict(&ds, &cfg);
            let (a, b) = ends(&[&tl], tl.outage);
            assert!(
                a.edge.is_some() && b.edge.is_some(),
                "the outage's bounds are edges"
            );
            let r = reading(&ds, &[(&tl, &v)], (a, b), Lang::En);
            match &v {
                Verdict::Measured { headline, .. } => {
                    assert!(matches!(r.basis, Basis::Measured { side: Side::A, .. }));
                    assert_eq!(r.dt_ms, headline.outage_ms, "the page's number");
                    measured += 1;
                }
                Verdict::NotMeasured { .. } => {
                    assert_eq!(r.basis, Basis::Model);
                    assert_eq!(r.dt_ms, tl.outage.1 - tl.outage.0);
                }
            }
            // One end off the bound: the model's again.
            let off = (
                a,
                failover_timeline::view::ruler::End {
                    t: b.t + 1.0,
                    edge: None,
                },
            );
            assert_eq!(
                reading(&ds, &[(&tl, &v)], off, Lang::En).basis,
                Basis::Model
            );
        }
    }
    assert!(measured > 0, "some preset is a measured configuration");
}

#[test]
fn in_compare_an_edge_of_either_run_is_named_with_its_letter() {
    let ds = aeron();
    let (ca, cb) = (tuned(&ds), Config::stock(&ds));
    let (ta, tb) = (schedule(&ds, &ca), schedule(&ds, &cb));
    let (va, vb) = (verdict(&ds, &ca), verdict(&ds, &cb));
    let all = edges(&[&ta, &tb]);
    assert!(all.iter().any(|e| e.side == Side::B));
    // B's last edge: only B's run reaches it (stock is the slower).
    let last = all
        .iter()
        .filter(|e| e.side == Side::B)
        .map(|e| e.t)
        .fold(0.0, f64::max);
    let (a, b) = ends(&[&ta, &tb], (0.0, last));
    assert_eq!(b.edge.unwrap().side, Side::B);
    let r = reading(&ds, &[(&ta, &va), (&tb, &vb)], (a, b), Lang::En);
    assert!(r.text.contains("B: "), "{}", r.text);
    assert_eq!(r.basis, Basis::Model, "ends in two runs: the model's");
}

#[test]
fn the_ruler_goes_in_the_link_and_a_bad_one_is_a_notice() {
    let ds = aeron();
    let (mut view, n) = decode(&ds, "ruler=40.5,12.25", DEFAULTS);
    assert!(n.is_empty());
    assert_eq!(view.ruler, Some((12.25, 40.5)), "ordered");
    let q = encode(&ds, &view, DEFAULTS);
    assert!(q.contains("ruler=12.25,40.5"), "{q}");
    // An edge's instant at full precision comes back the same.
    view.ruler = Some((1.0 / 3.0, 257.0 / 7.0));
    let back = decode(&ds, &encode(&ds, &view, DEFAULTS), DEFAULTS).0;
    let (a, b) = back.ruler.unwrap();
    assert!((a - 1.0 / 3.0).abs() < 1e-6 && (b - 257.0 / 7.0).abs() < 1e-6);
    for bad in [
        "ruler=12",
        "ruler=a,b",
        "ruler=5,5",
        "ruler=1,<b>",
        "ruler=,3",
    ] {
        let (v, n) = decode(&ds, &format!("{bad}&cp=1"), DEFAULTS);
        assert_eq!(v.ruler, None, "{bad}");
        assert!(v.critical, "{bad}: the rest applies");
        assert_eq!(n.len(), 1, "{bad}");
        assert_eq!(n[0].accepted, Accepted::Ruler);
        assert_eq!(n[0].param, "ruler");
    }
}

#[test]
fn the_ruler_is_in_the_display_list_across_every_lane() {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let vp = Viewport::new(-2.0, 8.0, 1200.0);
    let m = Metrics::default();
    let mark = RulerMark {
        from: 10.0,
        to: 30.0,
        dt_ms: 20.0,
        measured: false,
    };
    let scene = Scene {
        ruler: Some(mark),
        ..Scene::default()
    };
    let list = layout_runs(&ds, &[&tl], &vp, &m, Lang::En, &scene);
    let band = list.shapes.iter().find_map(|s| match s {
        Shape::Rect {
            x,
            w,
            y,
            h,
            paint: Paint::RulerBand,
            ..
        } => Some((*x, *w, *y, *h)),
        _ => None,
    });
    let (x, w, y, h) = band.expect("a band");
    assert!((x - vp.x_from_time(10.0)).abs() < 1e-9 && (w - 160.0).abs() < 1e-9);
    assert_eq!(y, m.ruler_h);
    assert_eq!(y + h, list.height, "across every lane");
    let label = list
        .shapes
        .iter()
        .any(|s| matches!(s, Shape::Text { text, .. } if text == "Δt 20 ms · model estimate"));
    assert!(label, "its length, said to be the model's");
    let none = layout_runs(&ds, &[&tl], &vp, &m, Lang::En, &Scene::default());
    assert!(!none.shapes.iter().any(|s| matches!(
        s,
        Shape::Rect {
            paint: Paint::RulerBand,
            ..
        }
    )));
}

#[test]
fn find_matches_names_in_the_pages_language_and_ids_and_steps_round() {
    assert!(contains_folded("learnNewLeader", "newleader"));
    assert!(!contains_folded("vote", "votes"));
    for ds in bundled() {
        let cfg = Config::stock(&ds);
        let tl = schedule(&ds, &cfg);
        let rows = [&tl];
        // A span's id finds each of its stage blocks.
        let sp = &ds.file.spans[0];
        let hits = find(&ds, &rows, &sp.id.to_uppercase(), Lang::En);
        assert!(!hits.is_empty(), "{}", sp.id);
        for h in &hits {
            let Target::Stage { span, stage } = h.target else {
                panic!("a stage")
            };
            let (s, st) = (
                &ds.file.spans[span.get()],
                &ds.file.spans[span.get()].stages[stage.0],
            );
            let names = [
                s.id.as_str(),
                s.name.get(Lang::En),
                st.id.as_str(),
                st.name.get(Lang::En),
            ];
            assert!(names.iter().any(|n| contains_folded(n, &sp.id)));
        }
        // A Chinese name finds in Chinese, not in English.
        let zh = ds
            .file
            .spans
            .iter()
            .map(|s| s.name.get(Lang::Zh))
            .find(|n| n.chars().any(|c| c > '\u{3000}'));
        if let Some(zh) = zh {
            let word: String = zh.chars().filter(|c| *c > '\u{3000}').take(2).collect();
            assert!(!find(&ds, &rows, &word, Lang::Zh).is_empty(), "{word}");
            assert!(find(&ds, &rows, &word, Lang::En).is_empty(), "{word}");
        }
        assert!(find(&ds, &rows, "   ", Lang::En).is_empty());
        assert!(find(&ds, &rows, "zzzz-no-such", Lang::En).is_empty());
        // Compare: both rows' blocks.
        let tb = schedule(&ds, &tuned_or_stock(&ds));
        let both = find(&ds, &[&tl, &tb], &sp.id, Lang::En);
        assert!(both.iter().any(|h| h.side == Side::B));
        assert_eq!(
            both.iter().filter(|h| h.side == Side::A).count(),
            hits.len()
        );
        // Enter and Shift+Enter go round.
        let n = both.len();
        assert_eq!(step_match(&both, None, false), Some(0));
        assert_eq!(step_match(&both, None, true), Some(n - 1));
        assert_eq!(step_match(&both, Some(both[n - 1]), false), Some(0));
        assert_eq!(step_match(&both, Some(both[0]), true), Some(n - 1));
        assert_eq!(step_match(&[], None, false), None);
    }
}

fn tuned_or_stock(ds: &failover_timeline::model::Dataset) -> Config {
    let p = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    failover_timeline::model::verdict::preset_config(ds, p).clone()
}

#[test]
fn sel_opens_a_span_a_stage_or_an_arrow_and_a_bad_one_is_a_notice() {
    for ds in bundled() {
        let span = &ds.file.spans[1];
        let stage = span.stages.last().unwrap();
        let arrow = &ds.file.arrows[0];
        let (v, n) = decode(&ds, &format!("sel={}", span.id), DEFAULTS);
        assert!(n.is_empty());
        assert_eq!(v.selected, ds.span_index(&span.id));
        assert_eq!(v.pinned, None);
        let q = format!("sel={}/{}", span.id, stage.id);
        let (v, n) = decode(&ds, &q, DEFAULTS);
        assert!(n.is_empty(), "{q}");
        assert_eq!(v.selected, ds.span_index(&span.id), "its span's drill-down");
        assert!(
            matches!(v.pinned, Some(Target::Stage { stage: st, .. }) if span.stages[st.0].id == stage.id)
        );
        assert!(encode(&ds, &v, DEFAULTS).contains(&format!("sel={}%2F{}", span.id, stage.id)));
        let (v, n) = decode(&ds, &format!("sel={}", arrow.id), DEFAULTS);
        assert!(n.is_empty(), "{}", arrow.id);
        assert_eq!(v.selected, None, "an arrow has no drill-down");
        assert!(matches!(v.pinned, Some(Target::Arrow(a)) if a.get() == 0));
        let back = decode(&ds, &encode(&ds, &v, DEFAULTS), DEFAULTS).0;
        assert_eq!(back.pinned, v.pinned);
        for bad in ["no-such", "n2-init/no-such", "/", "<script>"] {
            let (v, n) = decode(&ds, &format!("sel={bad}&cp=1"), DEFAULTS);
            assert_eq!((v.selected, v.pinned), (None, None), "{bad}");
            assert!(v.critical, "the rest applies");
            assert_eq!(n.len(), 1);
            assert_eq!(n[0].value, bad);
            assert_eq!(n[0].accepted, Accepted::SpanId);
        }
    }
}

#[test]
fn the_overview_box_is_the_window_and_a_drag_pans_or_zooms() {
    use failover_timeline::view::overview::{strip_layout, Grip, Strip};
    let strip = Strip::new(998.0, 1.0, 1000.0); // 1 ms per px, from -1 ms
    assert_eq!(strip.ms_per_px(), 1.0);
    let fit = Viewport::new(-1.0, 1.0, 1000.0);
    assert!(!strip.shown(&fit), "the whole handoff fits: no strip");
    let vp = Viewport::new(99.0, 4.0, 1000.0); // 99 ms .. 349 ms
    assert!(strip.shown(&vp));
    let (x0, x1) = strip.window(&vp);
    assert!((x0 - 100.0).abs() < 1e-9 && (x1 - 350.0).abs() < 1e-9);
    assert_eq!(strip.grip_at(&vp, 225.0), Grip::Pan);
    assert_eq!(strip.grip_at(&vp, 102.0), Grip::Left);
    assert_eq!(strip.grip_at(&vp, 347.0), Grip::Right);
    // Pan: 50 strip px is 50 ms; the zoom stays.
    assert_eq!(strip.dragged(&vp, Grip::Pan, 50.0), (149.0, 4.0));
    // The right edge 125 px left: half the window, twice the zoom.
    let (start, zoom) = strip.dragged(&vp, Grip::Right, -125.0);
    assert!((start - 99.0).abs() < 1e-9 && (zoom - 8.0).abs() < 1e-9);
    // The left edge past the right one: the box keeps its minimum width.
    let (start, _) = strip.dragged(&vp, Grip::Left, 10_000.0);
    assert!(start < 349.0);
    // Off the box: centred there.
    assert!((strip.centred_at(&vp, 600.0) - (599.0 - 125.0)).abs() < 1e-9);
    // The strip's list: a band per lane, the classes, the shade and the box.
    let ds = aeron();
    let tl = schedule(&ds, &Config::stock(&ds));
    let s = Strip::new(tl.horizon(), 2.0, 1000.0);
    let list = strip_layout(&ds, &[&tl], &s, &vp);
    assert!(list.shapes.iter().any(|x| matches!(
        x,
        Shape::Rect {
            paint: Paint::Class(_),
            ..
        }
    )));
    assert_eq!(
        list.shapes
            .iter()
            .filter(|x| matches!(
                x,
                Shape::Rect {
                    paint: Paint::OverviewShade,
                    ..
                }
            ))
            .count(),
        2
    );
    assert!(list.shapes.iter().any(|x| matches!(
        x,
        Shape::Rect {
            paint: Paint::Focus,
            ..
        }
    )));
    let two = strip_layout(&ds, &[&tl, &tl], &s, &vp);
    assert!(two.height > list.height, "compare: a row per run");
}
