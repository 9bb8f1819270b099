//! Native tests of the pure view: the display list (culling, widths,
//! hit-testing), keyboard focus order, and the words shown about the model.

mod common;
use common::aeron;

use failover_timeline::model::file::Source;
use failover_timeline::model::{schedule, verdict, Config, Dataset, Lang};
use failover_timeline::state::ViewState;
use failover_timeline::view::{
    describe::{arrow_tooltip, badge, drilldown, SourceText},
    focus::{focus_items, step, Move},
    hit_test, layout, Hit, Metrics, Palette, Scene, Shape, Theme, Viewport,
};

fn tuned(ds: &Dataset) -> Config {
    ViewState::initial(ds, Lang::En, Theme::Light).config
}

fn vp(zoom: f64, width: f64) -> Viewport {
    Viewport {
        start_ms: -2.0,
        px_per_ms: zoom,
        origin_px: 0.0,
        width_px: width,
    }
}

fn stage_rect(shapes: &[Shape], span: usize, stage: usize) -> Option<(f64, f64, f64, f64)> {
    shapes.iter().find_map(|s| match *s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            hit: Some(Hit::Stage { span: a, stage: b }),
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
    for (s, span) in tl.spans.iter().enumerate() {
        for (st, stage) in span.stages.iter().enumerate() {
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
    let stages = |l: &failover_timeline::view::Layout| {
        l.shapes
            .iter()
            .filter(|s| {
                matches!(
                    s,
                    Shape::Rect {
                        hit: Some(Hit::Stage { .. }),
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
    let (x, y, w, h) = stage_rect(&l.shapes, 0, 0).unwrap();
    assert_eq!(
        hit_test(&l, x + w / 2.0, y + h / 2.0),
        Some(Hit::Stage { span: 0, stage: 0 })
    );
    assert_eq!(
        hit_test(&l, x + w / 2.0, 2.0),
        None,
        "the ruler is not a block"
    );
    // Arrows: anywhere within 3 px either side of the segment.
    let (x1, y1, x2, y2, a) = l
        .shapes
        .iter()
        .find_map(|s| match *s {
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                hit: Some(Hit::Arrow(a)),
                ..
            } if (y2 - y1).abs() > 20.0 => Some((x1, y1, x2, y2, a)),
            _ => None,
        })
        .unwrap();
    let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
    let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
    let (nx, ny) = (-(y2 - y1) / len, (x2 - x1) / len);
    for off in [-3.0, 0.0, 3.0] {
        assert!(
            matches!(
                hit_test(&l, mx + nx * off, my + ny * off),
                Some(Hit::Arrow(_))
            ),
            "offset {off}"
        );
    }
    assert_ne!(
        hit_test(&l, mx + nx * 12.0, my + ny * 12.0),
        Some(Hit::Arrow(a))
    );
}

#[test]
fn keyboard_focus_walks_lanes_and_arrows() {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let items = focus_items(&ds, &tl);
    assert!(items.iter().any(|i| matches!(i.hit, Hit::Arrow(_))));
    let first = step(&items, None, Move::Right).unwrap();
    assert_eq!(first, items[0].hit);
    let second = step(&items, Some(first), Move::Right).unwrap();
    assert_eq!(second, items[1].hit);
    assert_eq!(step(&items, Some(second), Move::Left), Some(first));
    let down = step(&items, Some(first), Move::Down).unwrap();
    let lane_of = |h| items.iter().find(|i| i.hit == h).unwrap().lane;
    assert_eq!(lane_of(down), lane_of(first) + 1);
    assert_eq!(
        step(&items, Some(first), Move::Up),
        Some(first),
        "no lane above the first"
    );
}

#[test]
fn a_drill_down_adds_up_and_says_where_each_number_comes_from() {
    let ds = aeron();
    let cfg = tuned(&ds);
    let tl = schedule(&ds, &cfg);
    for s in 0..tl.spans.len() {
        let d = drilldown(&ds, &tl, &cfg, s, Lang::En);
        let sum: f64 = d.stages.iter().map(|st| st.ms).sum();
        assert!((sum - d.duration_ms).abs() < 1e-9, "{}", d.title);
        // Each stage's source: its seed's sentence with that seed's
        // language, or the model's derivation.
        for (st, spec) in d.stages.iter().zip(&ds.file.spans[s].stages) {
            match (&st.source, &spec.source) {
                (SourceText::Measured(q), Source::Seed { seed, quote }) => {
                    let seed = ds.file.seeds.iter().find(|x| &x.id == seed).unwrap();
                    assert_eq!((&q.text, &q.lang), (quote, &seed.lang));
                }
                (SourceText::Estimate(how), Source::Derived { derived }) => {
                    assert_eq!(how, derived.get(Lang::En));
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(!d.path.is_empty());
    }
    let zh = drilldown(&ds, &tl, &cfg, 0, Lang::Zh);
    assert!(zh
        .path
        .iter()
        .any(|p| p.contains("关键路径") || p.contains("余量") || p.contains("中断")));
}

#[test]
fn the_badge_quotes_no_outage_for_an_unrun_combination() {
    let ds = aeron();
    let mut cfg = tuned(&ds);
    cfg.set(&ds, "setup", "20ms").unwrap();
    let tl = schedule(&ds, &cfg);
    let b = badge(&ds, &tl, &verdict(&ds, &cfg), Lang::En);
    assert!(!b.measured && b.headline.is_none() && b.outage_ms.is_none() && b.e2e_ms.is_none());
    let all = b.lines.join(" ");
    let model = failover_timeline::view::format::format_ms(tl.outage_ms);
    assert!(!all.contains(&format!("{model} ms")), "{all}");
    assert!(all.contains("never run end-to-end"));
    let tuned_cfg = tuned(&ds);
    let tl = schedule(&ds, &tuned_cfg);
    let b = badge(&ds, &tl, &verdict(&ds, &tuned_cfg), Lang::Zh);
    assert_eq!(
        b.headline.as_deref(),
        Some("客户端中断 81 ms · 端到端 85 ms")
    );
}

#[test]
fn an_arrow_tooltip_names_its_gate() {
    let ds = aeron();
    let cfg = tuned(&ds);
    let tl = schedule(&ds, &cfg);
    for a in 0..tl.arrows.len() {
        let tip = arrow_tooltip(&ds, &tl, &cfg, a, Lang::En);
        assert_eq!(
            tip.source.is_measured(),
            ds.file.arrows[a].source.is_measured()
        );
        let lines = tip.lines;
        assert_eq!(lines.len(), 3);
        assert!(lines[2].starts_with("gated by") || lines[2] == "no knob gates it");
        if ds.arrow_gate(a).is_some() {
            assert!(lines[2].contains(" = "), "{}", lines[2]);
        }
    }
}

/// Every visible string of the UI goes through the i18n catalogue: no text
/// node or accessible-name attribute in a component is a word-bearing literal.
#[test]
fn no_visible_string_bypasses_the_catalogue() {
    // Symbols, and language names written in their own language, are not text to translate.
    let allowed = ["−", "+", "English", "中文"];
    let mut offenders = Vec::new();
    let paths = common::rust_files(std::path::Path::new("src/ui"));
    let files = paths.len();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") {
                continue;
            }
            // Text nodes: >"..."< or a line that is only a literal inside a view.
            let mut rest = line;
            while let Some(i) = rest.find(">\"") {
                let after = &rest[i + 2..];
                let Some(j) = after.find('"') else { break };
                let lit = &after[..j];
                if !allowed.contains(&lit) && lit.chars().any(|c| c.is_alphabetic()) {
                    offenders.push(format!("{}:{}: {lit}", path.display(), n + 1));
                }
                rest = &after[j + 1..];
            }
            for attr in ["aria-label=\"", "title=\"", "placeholder=\"", "alt=\""] {
                if let Some(i) = line.find(attr) {
                    let lit = &line[i + attr.len()..];
                    let lit = &lit[..lit.find('"').unwrap_or(lit.len())];
                    if lit.chars().any(|c| c.is_alphabetic()) {
                        offenders.push(format!("{}:{}: {attr}{lit}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        files > 40,
        "walked {files} files: the catalogue check reads every component"
    );
    assert!(
        offenders.is_empty(),
        "literal UI text outside the catalogue:\n{}",
        offenders.join("\n")
    );
}

/// WCAG contrast ratio of two `#rrggbb` colours.
fn contrast(a: &str, b: &str) -> f64 {
    let lum = |hex: &str| {
        let c = |i: usize| {
            let v = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn canvas_text_reads_at_4_5_to_1_on_what_is_under_it() {
    for theme in [Theme::Light, Theme::Dark] {
        let p = Palette::of(theme);
        assert_eq!(p.classes.len(), p.text_on_class.len());
        for (class, ink) in p.classes.iter().zip(p.text_on_class) {
            let r = contrast(ink, class);
            assert!(r >= 4.5, "{theme:?}: {ink} on {class} is {r:.2}:1");
        }
        // WAIT labels sit over the wait bar and the lane bands.
        for under in [p.wait, p.lane[0], p.lane[1]] {
            let r = contrast(p.text, under);
            assert!(r >= 4.5, "{theme:?}: text on {under} is {r:.2}:1");
        }
        for under in p.lane {
            let r = contrast(p.text_muted, under);
            assert!(r >= 4.5, "{theme:?}: muted text on {under} is {r:.2}:1");
        }
    }
}

/// The keyboard's announcement goes through the catalogue: a stage reads
/// its span, name, length and times in the page's language.
#[test]
fn the_focus_announcement_speaks_the_pages_language() {
    use failover_timeline::view::{focus::announce, Hit};
    let ds = aeron();
    let tl = schedule(&ds, &Config::stock(&ds));
    let hit = Some(Hit::Stage { span: 1, stage: 0 });
    let (en, zh) = (
        announce(&ds, &tl, hit, Lang::En),
        announce(&ds, &tl, hit, Lang::Zh),
    );
    let span = &ds.file.spans[1];
    assert!(
        en.starts_with(&format!("{} · {}: ", span.name.en, span.stages[0].name.en)),
        "{en}"
    );
    assert!(
        zh.starts_with(&format!("{} · {}：", span.name.zh, span.stages[0].name.zh)),
        "{zh}"
    );
    assert!(en.ends_with(" ms)") && zh.ends_with(" ms）"), "{en} / {zh}");
    assert_eq!(announce(&ds, &tl, None, Lang::En), "");
}
