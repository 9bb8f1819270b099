//! The guided tour and the outage split, natively: every step of every
//! bundled tour opens from its link with its configuration and highlights,
//! the loader names a broken step by its JSON path, bad `tour=` values are
//! notices, leaving the tour keeps the view, and the split of the drawn
//! outage adds up to it for every preset and every measured arm.

mod common;
use common::{aeron_changed, aeron_json, bundled};

use failover_timeline::model::{
    quotes::check_quotes, schedule, split::outage_split, tour::sentence, verdict::arm_config,
    verdict::preset_config, Dataset, Lang, Step,
};
use failover_timeline::state::query::{decode, encode, Accepted, Defaults};
use failover_timeline::view::{layout, Emphasis, Metrics, Scene, Shape, Target, Theme, Viewport};

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

fn with_dataset(ds: &Dataset, query: &str) -> String {
    if ds.file.id == failover_timeline::model::bundled::DEFAULT {
        query.to_string()
    } else {
        format!("dataset={}&{query}", ds.file.id)
    }
}

#[test]
fn both_bundled_datasets_carry_a_tour() {
    for ds in bundled() {
        let n = ds.file.tour.len();
        assert!(n >= 5, "{}: a tour of {n} steps", ds.file.id);
        assert_eq!(ds.tour().len(), n);
    }
    let aeron = common::aeron();
    assert!((6..=9).contains(&aeron.tour().len()));
}

#[test]
fn every_step_opens_from_its_link_with_its_configuration() {
    for ds in bundled() {
        for (k, step) in ds.file.tour.iter().enumerate() {
            let rule = &ds.tour()[k];
            // The step's link, read as the page reads any link.
            let (by_link, notices) = decode(&ds, &with_dataset(&ds, &step.link), DEFAULTS);
            assert!(notices.is_empty(), "{} step {k}: {notices:?}", ds.file.id);
            assert_eq!(by_link.config, rule.config, "{} step {}", ds.file.id, k + 1);
            // tour=K opens it, and is what the address bar writes.
            let q = with_dataset(&ds, &format!("tour={}", k + 1));
            let (state, notices) = decode(&ds, &q, DEFAULTS);
            assert!(notices.is_empty(), "{q}: {notices:?}");
            assert_eq!(state.tour, Some(k));
            assert_eq!(state.config, rule.config);
            assert!(state.compare.is_none());
            assert_eq!(encode(&ds, &state, DEFAULTS), q);
            let (again, _) = decode(&ds, &encode(&ds, &state, DEFAULTS), DEFAULTS);
            assert_eq!(again, state);
            // With the embed and another language, still the step.
            let (embed, notices) = decode(&ds, &format!("{q}&embed=1&lang=zh"), DEFAULTS);
            assert!(notices.is_empty());
            assert_eq!((embed.tour, embed.embed), (Some(k), true));
            assert_eq!(state.highlight(&ds), Some(&rule.highlight));
        }
    }
}

#[test]
fn what_a_step_highlights_is_drawn_in_its_configuration() {
    for ds in bundled() {
        for (k, rule) in ds.tour().iter().enumerate() {
            let tl = schedule(&ds, &rule.config);
            assert!(
                failover_timeline::model::verdict(&ds, &rule.config).is_measured(),
                "{} step {}: the bundled tours show measured configurations",
                ds.file.id,
                k + 1
            );
            let h = &rule.highlight;
            for &s in &h.spans {
                assert!(
                    tl.spans[s].happens,
                    "{} step {}: span {s:?}",
                    ds.file.id,
                    k + 1
                );
            }
            for st in &h.stages {
                let t = &tl.spans[st.span].stages[st.stage];
                assert!(
                    tl.spans[st.span].happens && t.end > t.start,
                    "{} step {}: stage {st:?} has no time",
                    ds.file.id,
                    k + 1
                );
            }
            for &a in &h.arrows {
                let t = &tl.arrows[a];
                assert!(
                    t.arrive.is_finite(),
                    "{} step {}: arrow {a:?}",
                    ds.file.id,
                    k + 1
                );
            }
        }
    }
}

#[test]
fn a_step_is_quoted_in_the_page_language_with_our_words_in_both() {
    for ds in bundled() {
        for step in &ds.file.tour {
            for lang in Lang::ALL {
                let (code, src) = sentence(&ds, &step.quotes, lang).expect("a sentence");
                let has_lang = step.quotes.iter().any(|q| match q {
                    failover_timeline::model::file::Source::Seed { seed, .. } => ds
                        .file
                        .seeds
                        .iter()
                        .any(|s| &s.id == seed && s.lang == lang.code()),
                    _ => false,
                });
                if has_lang {
                    assert_eq!(code, lang.code(), "the page's own language where it has it");
                }
                assert!(src.is_measured());
                assert!(!step.ours.get(lang).trim().is_empty());
            }
        }
    }
    // Aeron's zh view quotes the Chinese page.
    let aeron = common::aeron();
    for step in &aeron.file.tour {
        let (code, src) = sentence(&aeron, &step.quotes, Lang::Zh).unwrap();
        assert_eq!(code, "zh");
        assert!(
            matches!(src, failover_timeline::model::file::Source::Seed { seed, .. } if seed == "002")
        );
    }
}

#[test]
fn bad_tour_values_are_notices_and_the_page_keeps_working() {
    let ds = common::aeron();
    let n = ds.tour().len();
    for bad in ["0", &(n + 1).to_string(), "99", "abc", "", "-1", "1.5"] {
        let (state, notices) = decode(&ds, &format!("tour={bad}&lang=zh"), DEFAULTS);
        assert_eq!(state.tour, None, "tour={bad}");
        assert_eq!(state.lang, Lang::Zh, "the rest of the link applies");
        assert_eq!(notices.len(), 1, "tour={bad}");
        assert_eq!(notices[0].param, "tour");
        assert_eq!(notices[0].accepted, Accepted::TourStep(n));
    }
    let plain = aeron_changed(|v| {
        v.as_object_mut().unwrap().remove("tour");
    })
    .unwrap();
    let (state, notices) = decode(&plain, "tour=1", DEFAULTS);
    assert_eq!(state.tour, None);
    assert_eq!(notices[0].accepted, Accepted::TourStep(0));
}

#[test]
fn touching_a_knob_or_opening_compare_leaves_the_tour_and_keeps_the_view() {
    let ds = common::aeron();
    let (mut state, _) = decode(&ds, "tour=2", DEFAULTS);
    state.settle_tour(&ds);
    assert_eq!(state.tour, Some(1), "on its step it stays");
    let before = state.config.clone();
    state.config.values[0] = (state.config.values[0] + 1) % ds.file.dimensions[0].values.len();
    state.settle_tour(&ds);
    assert_eq!(state.tour, None);
    assert_ne!(state.config, before, "the reader's change is kept");
    let (mut state, _) = decode(&ds, "tour=2", DEFAULTS);
    state.open_compare();
    state.settle_tour(&ds);
    assert_eq!(state.tour, None);
    // A knob named beside the step in a link: the knob wins, no tour.
    let (state, notices) = decode(&ds, "tour=1&hb=10ms", DEFAULTS);
    assert!(notices.is_empty());
    assert_eq!(state.tour, None);
    // Esc in the page is `tour = None`: the configuration stays the step's.
    let (mut state, _) = decode(&ds, "tour=3", DEFAULTS);
    let cfg = state.config.clone();
    state.tour = None;
    assert_eq!(state.config, cfg);
    assert!(!encode(&ds, &state, DEFAULTS).contains("tour="));
}

#[test]
fn a_broken_step_is_named_by_its_json_path() {
    let errors = aeron_changed(|v| {
        let t = &mut v["tour"][1];
        t["link"] = "preset=nope&hb=3ms&b.hb=10ms&zoom=x&inert=nothing".into();
        t["highlight"] =
            serde_json::json!({"spans": ["nowhere"], "stages": ["n2-init/none"], "arrows": ["x"]});
        t["ruler"] = serde_json::json!({"from": "end:nowhere", "to": "t0"});
        t["quotes"] = serde_json::json!([{"derived": {"en": "ours", "zh": "我们的"}}]);
        t["ours"] = serde_json::json!({"en": "words", "zh": ""});
        v["tour"][2]["highlight"] = serde_json::json!({});
    })
    .unwrap_err();
    let at = |path: &str, word: &str| {
        assert!(
            errors
                .0
                .iter()
                .any(|e| e.path == path && e.message.contains(word)),
            "no error at {path} containing {word:?}:\n{errors}"
        )
    };
    at("$.tour[1].link", "unknown preset");
    at("$.tour[1].link.hb", "measured values");
    at("$.tour[1].link", "\"b.hb\" is not a configuration key");
    at("$.tour[1].link", "zoom");
    at("$.tour[1].link", "unknown inert knob");
    at("$.tour[1].highlight.spans[0]", "unknown span");
    at("$.tour[1].highlight.stages[0]", "no stage");
    at("$.tour[1].highlight.arrows[0]", "unknown arrow");
    at("$.tour[1].ruler.from", "unknown span");
    at("$.tour[1].quotes[0]", "quoted");
    at("$.tour[1].ours.zh", "missing translation");
    at("$.tour[2].highlight", "at least one");
}

#[test]
fn a_step_quote_not_on_its_page_is_named_with_its_path() {
    let mut v: serde_json::Value = serde_json::from_str(aeron_json()).unwrap();
    v["tour"][0]["quotes"][0]["quote"] = "Stock takes 2 ms.".into();
    let problems = check_quotes(&v, |seed| {
        std::fs::read_to_string(format!("data/seeds/{seed}.txt")).ok()
    });
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "$.tour[0].quotes[0]");
}

#[test]
fn a_one_way_arrow_that_takes_time_needs_a_transit_class() {
    let errors = aeron_changed(|v| {
        v.as_object_mut().unwrap().remove("transit_class");
    })
    .unwrap_err();
    assert!(
        errors.0.iter().any(|e| e.message.contains("transit_class")),
        "{errors}"
    );
    let errors = aeron_changed(|v| v["transit_class"] = "nothing".into()).unwrap_err();
    assert!(
        errors.0.iter().any(|e| e.path == "$.transit_class"),
        "{errors}"
    );
}

/// Every configuration the page can name: the presets, the measured arms
/// and the tour's steps.
fn named_configs(ds: &Dataset) -> Vec<(String, failover_timeline::model::Config)> {
    let mut out: Vec<_> = (0..ds.file.presets.len())
        .map(|p| {
            (
                format!("preset {}", ds.file.presets[p].id),
                preset_config(ds, p).clone(),
            )
        })
        .collect();
    out.extend((0..ds.file.arms.len()).map(|a| {
        (
            format!("arm {}", ds.file.arms[a].id),
            arm_config(ds, a).clone(),
        )
    }));
    out.extend(
        ds.tour()
            .iter()
            .enumerate()
            .map(|(k, r)| (format!("step {}", k + 1), r.config.clone())),
    );
    out
}

#[test]
fn the_split_adds_up_to_the_drawn_outage_everywhere() {
    for ds in bundled() {
        for (name, cfg) in named_configs(&ds) {
            let tl = schedule(&ds, &cfg);
            let split = outage_split(&ds, &tl);
            assert!((split.outage_ms - tl.outage_ms).abs() < 1e-9);
            assert!(
                (split.total() - tl.outage_ms).abs() < 1e-6,
                "{} {name}: {} of {} ms",
                ds.file.id,
                split.total(),
                tl.outage_ms
            );
            assert!(split.unclassed_ms < 1e-6, "{} {name}", ds.file.id);
            let mut classes: Vec<usize> = split.segments.iter().map(|s| s.class).collect();
            classes.dedup();
            assert_eq!(classes.len(), split.segments.len(), "one segment per class");
            for seg in &split.segments {
                assert!(seg.ms > 0.0 && seg.largest_ms <= seg.ms + 1e-9);
                // The largest is on the critical path, of the segment's class.
                assert!(tl.critical.contains(&seg.largest));
                if let Step::Stage { span, stage } = seg.largest {
                    assert_eq!(ds.stage_class(span, stage), seg.class);
                }
            }
        }
    }
}

#[test]
fn stock_aeron_is_mostly_timer_and_parked_poll_not_cpu_or_wire() {
    // The page's "almost nothing here is CPU or wire", as the split says it.
    let ds = common::aeron();
    let tl = schedule(&ds, preset_config(&ds, ds.preset_index("stock").unwrap()));
    let split = outage_split(&ds, &tl);
    let share = |id: &str| {
        let k = ds.file.classes.iter().position(|c| c.id == id).unwrap();
        split
            .segments
            .iter()
            .filter(|s| s.class == k)
            .map(|s| s.ms)
            .sum::<f64>()
            / tl.outage_ms
    };
    assert!(share("timer") + share("park") > 0.8);
    assert!(share("cpu") + share("net-rt") + share("net-ow") < 0.2);
}

#[test]
fn a_highlight_dims_what_it_does_not_name() {
    let ds = common::aeron();
    let rule = &ds.tour()[0];
    let tl = schedule(&ds, &rule.config);
    let vp = Viewport::new(-2.0, 2.0, 2000.0);
    let scene = Scene {
        highlight: Some(rule.highlight.clone()),
        ..Scene::default()
    };
    let list = layout(&ds, &tl, &vp, &Metrics::default(), Lang::En, &scene);
    let (mut lit, mut dim) = (0, 0);
    for shape in &list.shapes {
        if let Shape::Rect {
            hit: Some(hit),
            emph,
            ..
        } = shape
        {
            if let Target::Stage { span, stage } = hit.target {
                let named = rule.highlight.stage(span, stage);
                assert_eq!(*emph == Emphasis::Normal, named, "{span:?}/{stage:?}");
                if named {
                    lit += 1
                } else {
                    dim += 1
                }
            }
        }
        if let Shape::Line {
            hit: Some(hit),
            emph,
            ..
        } = shape
        {
            if let Target::Arrow(a) = hit.target {
                assert_eq!(*emph == Emphasis::Normal, rule.highlight.arrow(a));
            }
        }
    }
    assert!(lit > 0 && dim > 0);
    // No highlight: nothing is dimmed by it.
    let plain = layout(
        &ds,
        &tl,
        &vp,
        &Metrics::default(),
        Lang::En,
        &Scene::default(),
    );
    assert!(plain.shapes.iter().all(|s| !matches!(
        s,
        Shape::Rect {
            emph: Emphasis::Dim,
            ..
        }
    )));
}
