//! The truth rule's second round, as rules of the app over every bundled
//! dataset, every stage and knob value, every pair of measured arms: an
//! un-run value is never labelled measured, a range is never subtracted as
//! a point, an arm's reading reaches the badge, figures keep the page's
//! unit, and the loader refuses a page form the sentence does not have.

mod common;
use common::{aeron_changed, bundled, cfg, stoatflow};

use failover_timeline::model::compare::{delta, Delta};
use failover_timeline::model::dataset::Length;
use failover_timeline::model::index::{ArrowIx, SpanIx, StageIx};
use failover_timeline::model::verdict::arm_config;
use failover_timeline::model::{schedule, verdict, Config, Dataset, Lang, Timeline};
use failover_timeline::view::describe::{
    arrow_tooltip, badge, delta_text, drilldown, stage_source, SourceText,
};
use failover_timeline::view::svg::svg;
use failover_timeline::view::trace::trace_json;
use failover_timeline::view::{export::RunShown, Theme};

/// Some measured arm ran dimension `d` at value `v`.
fn some_arm_ran(ds: &Dataset, d: usize, v: usize) -> bool {
    (0..ds.file.arms.len()).any(|a| arm_config(ds, a).values[d] == v)
}

/// Every configuration that moves one dimension of stock to each of its
/// values (every knob value, every condition).
fn one_moves(ds: &Dataset) -> Vec<(usize, usize, Config)> {
    let mut out = Vec::new();
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        for (v, value) in dim.values.iter().enumerate() {
            let mut c = Config::stock(ds);
            c.set(ds, &dim.id, &value.id).unwrap();
            out.push((d, v, c));
        }
    }
    out
}

#[test]
fn a_stage_at_a_value_no_arm_ran_is_a_model_estimate_everywhere() {
    let mut estimates = 0;
    for ds in bundled() {
        for (d, v, c) in one_moves(&ds) {
            let tl = schedule(&ds, &c);
            for s in SpanIx::all(ds.file.spans.len()) {
                let drill = drilldown(&ds, &tl, &c, s, Lang::En);
                for (i, st) in StageIx::all(ds.file.spans[s].stages.len()).zip(&drill.stages) {
                    let by_this = matches!(ds.stage_length(s, i), Length::By(x, _) if x.0 == d);
                    let where_ = format!(
                        "{} {} {}",
                        ds.file.id, ds.file.spans[s].id, ds.file.dimensions[d].id
                    );
                    if by_this && !some_arm_ran(&ds, d, v) {
                        estimates += 1;
                        assert!(!st.source.is_measured(), "{where_}: {:?}", st.source);
                        // The sentence is still shown, as what it rests on.
                        let rests = matches!(
                            &st.source,
                            SourceText::Estimate {
                                rests_on: Some(_),
                                ..
                            }
                        );
                        assert_eq!(
                            rests,
                            ds.file.spans[s].stages[i.0].source.is_measured(),
                            "{where_}"
                        );
                    }
                    // One answer for the drill-down and the table view.
                    assert_eq!(st.source, stage_source(&ds, &c, s, i, Lang::En), "{where_}");
                    if st.source.is_measured() {
                        if let Length::By(x, _) = ds.stage_length(s, i) {
                            assert!(some_arm_ran(&ds, x.0, c.values[x.0]), "{where_}");
                        }
                    }
                }
            }
            // The tooltip of an arrow whose time is such a stage says so.
            for a in ArrowIx::all(ds.file.arrows.len()) {
                let tip = arrow_tooltip(&ds, &tl, &c, a, Lang::En);
                if tip.source.is_measured() {
                    assert!(ds.file.arrows[a].source.is_measured());
                }
            }
        }
    }
    assert!(
        estimates > 0,
        "the detection window's un-run values are estimates"
    );
}

#[test]
fn stoatflows_detection_at_one_second_is_an_estimate_in_every_export() {
    let ds = stoatflow();
    let c = cfg(&ds, &[("scenario", "nodeloss"), ("detection", "1s")]);
    let (tl, v) = (schedule(&ds, &c), verdict(&ds, &c));
    let detect = ds.span_index("detect").unwrap();
    for lang in Lang::ALL {
        let d = drilldown(&ds, &tl, &c, detect, lang);
        let st = &d.stages[0];
        assert_eq!(st.ms, 1000.0);
        assert!(!st.source.is_measured(), "{lang:?}");
        let SourceText::Estimate {
            how,
            rests_on: Some(q),
        } = &st.source
        else {
            panic!("{:?}", st.source)
        };
        assert!(q.text.contains("~7 s is detection"), "{}", q.text);
        assert!(how.contains("1 s"), "{how}");
    }
    let snaps = [RunShown {
        config: &c,
        timeline: &tl,
        verdict: &v,
        own: None,
        drill: None,
    }];
    let view = common::picture(Lang::En, Theme::Light, 0.05);
    let doc = svg(&ds, &snaps, &view);
    let desc = &doc[doc.find("<desc>").unwrap()..doc.find("</desc>").unwrap()];
    let line = desc
        .lines()
        .find(|l| l.trim_start().starts_with("staleness threshold"))
        .unwrap();
    assert!(line.contains("model estimate"), "{desc}");
    let trace = trace_json(&ds, &snaps, &common::picture(Lang::En, Theme::Light, 1.0));
    let slice = trace
        .lines()
        .find(|l| l.contains("\"name\":\"staleness threshold"))
        .unwrap_or("");
    assert!(
        slice.contains("\"provenance\":\"model estimate\""),
        "{slice}"
    );
    // And at the measured 7 s the same stage is the page's.
    let c7 = cfg(&ds, &[("scenario", "nodeloss")]);
    let d = drilldown(&ds, &schedule(&ds, &c7), &c7, detect, Lang::En);
    assert!(d.stages[0].source.is_measured());
}

fn measured_arm_configs(ds: &Dataset) -> Vec<Config> {
    let mut out: Vec<Config> = Vec::new();
    for a in 0..ds.file.arms.len() {
        let c = arm_config(ds, a).clone();
        if verdict(ds, &c).is_measured() && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

fn side(ds: &Dataset, c: &Config) -> (Timeline, failover_timeline::model::Verdict) {
    (schedule(ds, c), verdict(ds, c))
}

#[test]
fn a_range_is_never_subtracted_as_a_point_over_every_pair_of_arms() {
    let mut ranges = 0;
    let mut one_figure = 0;
    for ds in bundled() {
        let arms = measured_arm_configs(&ds);
        for a in &arms {
            for b in &arms {
                let (sa, sb) = (side(&ds, a), side(&ds, b));
                let d = delta(&sa.1, &sb.1);
                let either_range = sa.1.quoted_range().is_some() || sb.1.quoted_range().is_some();
                if a == b {
                    assert_eq!(d.delta_ms(), Some(0.0));
                    continue;
                }
                if either_range {
                    assert!(
                        d.delta_ms().is_none(),
                        "{}: a range subtracted as a point",
                        ds.file.id
                    );
                }
                for lang in Lang::ALL {
                    let t = delta_text(&ds, &d, (&sa.0, &sa.1), (&sb.0, &sb.1), lang);
                    assert_eq!(t.delta_ms, d.delta_ms());
                    if t.delta_ms.is_none() && lang == Lang::En {
                        assert!(
                            !t.text.contains("both measured as these exact"),
                            "{}",
                            t.text
                        );
                    }
                }
                match d {
                    Delta::Ranges { lo_ms, hi_ms } => {
                        ranges += 1;
                        assert!(lo_ms < hi_ms);
                    }
                    Delta::OneFigure => one_figure += 1,
                    _ => {}
                }
            }
        }
    }
    assert!(ranges > 0 && one_figure > 0);
}

#[test]
fn the_graceful_paths_share_one_figure_and_differ_from_a_crash_only_as_a_range() {
    let ds = stoatflow();
    let at = |s: &str| cfg(&ds, &[("scenario", s)]);
    let (sw, sig, crash) = (
        side(&ds, &at("switch")),
        side(&ds, &at("sigterm")),
        side(&ds, &at("crash")),
    );
    assert_eq!(delta(&sw.1, &sig.1), Delta::OneFigure);
    let t = delta_text(
        &ds,
        &delta(&sw.1, &sig.1),
        (&sw.0, &sw.1),
        (&sig.0, &sig.1),
        Lang::En,
    );
    assert!(t.text.contains("one figure"), "{}", t.text);
    assert!(!t.text.contains("+0"), "{}", t.text);
    let d = delta(&sw.1, &crash.1);
    assert_eq!(
        d,
        Delta::Ranges {
            lo_ms: 2700.0,
            hi_ms: 3200.0
        }
    );
    let t = delta_text(&ds, &d, (&sw.0, &sw.1), (&crash.0, &crash.1), Lang::En);
    // In the page's unit, said to be our arithmetic.
    assert!(
        t.text.contains("+2.7 s") && t.text.contains("+3.2 s"),
        "{}",
        t.text
    );
    assert!(t.text.contains("arithmetic"), "{}", t.text);
    // Two points: crash against node loss, in seconds.
    let nl = side(&ds, &at("nodeloss"));
    let t = delta_text(
        &ds,
        &delta(&crash.1, &nl.1),
        (&crash.0, &crash.1),
        (&nl.0, &nl.1),
        Lang::En,
    );
    assert_eq!(t.delta_ms, Some(4900.0));
    assert!(t.text.contains("+4.9 s (~3.6 s → ~8.5 s)"), "{}", t.text);
}

#[test]
fn an_arms_reading_reaches_the_badge_wherever_its_figures_are_quoted() {
    let mut read = 0;
    for ds in bundled() {
        let outage = &ds.file.metrics[ds.outage_metric()].id;
        for (a, arm) in ds.file.arms.iter().enumerate() {
            let c = arm_config(&ds, a);
            let v = verdict(&ds, c);
            if !arm.figures.iter().any(|f| &f.metric == outage) || !v.is_measured() {
                continue;
            }
            let tl = schedule(&ds, c);
            for lang in Lang::ALL {
                let b = badge(&ds, &tl, &v, lang);
                let lines = b.lines.join("\n");
                if let Some(r) = &arm.reading {
                    read += 1;
                    let r = r.get(lang);
                    let r = r
                        .strip_prefix("Reading: ")
                        .or_else(|| r.strip_prefix("解读："))
                        .unwrap_or(r);
                    assert!(lines.contains(r), "{}/{}: {lines}", ds.file.id, arm.id);
                    if lang == Lang::En {
                        let all = format!("{lines}\n{}", b.details.join("\n"));
                        assert!(!all.contains("exact"), "{}/{}: {all}", ds.file.id, arm.id);
                    }
                }
            }
        }
    }
    assert!(read > 0);
}

#[test]
fn figures_keep_the_pages_unit_and_rounding() {
    for ds in bundled() {
        for (a, arm) in ds.file.arms.iter().enumerate() {
            let c = arm_config(&ds, a);
            let v = verdict(&ds, c);
            let b = badge(&ds, &schedule(&ds, c), &v, Lang::En);
            let shown: Vec<&str> = b
                .figures
                .iter()
                .chain(&b.other)
                .map(|f| f.values.as_str())
                .collect();
            for f in &arm.figures {
                let Some(w) = &f.written else { continue };
                if v.is_measured() {
                    assert!(
                        shown.iter().any(|s| s.ends_with(w.as_str())),
                        "{}/{}: {w} in {shown:?}",
                        ds.file.id,
                        arm.id
                    );
                }
            }
        }
    }
    let ds = stoatflow();
    let c = cfg(&ds, &[("scenario", "crash")]);
    let b = badge(&ds, &schedule(&ds, &c), &verdict(&ds, &c), Lang::En);
    let all = format!("{:?}", b);
    assert!(
        !all.contains("3600 ms") && !all.contains("1400 ms"),
        "{all}"
    );
    assert_eq!(b.outage_ms, Some(3600.0), "the attribute stays in ms");
}

#[test]
fn end_to_end_is_the_pages_only_where_its_sentence_states_it() {
    let ds = common::aeron();
    let mut ours = 0;
    for c in measured_arm_configs(&ds) {
        let (tl, v) = side(&ds, &c);
        let b = badge(&ds, &tl, &v, Lang::En);
        let head = b.headline.unwrap();
        let page = ds.file.presets.iter().position(|p| {
            failover_timeline::model::verdict::preset_config(&ds, ds.preset_index(&p.id).unwrap())
                == &c
                && p.headline.as_ref().is_some_and(|h| h.e2e_ms.is_some())
        });
        if page.is_some() {
            assert!(!head.contains("our arithmetic"), "{head}");
        } else {
            ours += 1;
            assert!(
                head.contains("end-to-end") && head.contains("our arithmetic"),
                "{head}"
            );
        }
    }
    assert!(ours > 0);
}

#[test]
fn the_loader_refuses_a_page_form_its_sentence_does_not_have() {
    let err = aeron_changed(|v| {
        v["presets"][0]["headline"]["written"] = "~999 ms".into();
    })
    .unwrap_err()
    .to_string();
    assert!(err.contains("$.presets[0].headline.written"), "{err}");
    let err = aeron_changed(|v| {
        let p = v["presets"].as_array_mut().unwrap();
        let tuned = p.iter_mut().find(|p| p["id"] == "tuned").unwrap();
        tuned["headline"]["e2e_ms"] = 86.0.into();
    })
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("headline.e2e_ms") && err.contains("86"),
        "{err}"
    );
    // 85 is in the sentence; 8 or 5 alone would not be.
    assert!(aeron_changed(|_| {}).is_ok());
}

#[test]
fn the_loader_keeps_the_truth_rule_for_arms_and_headlines() {
    // An arm's figure with a derived source is a model estimate, not a
    // measurement.
    let err = aeron_changed(|v| {
        v["arms"][0]["figures"][0]["source"] =
            serde_json::json!({"derived": {"en": "a guess", "zh": "猜的"}});
    })
    .unwrap_err()
    .to_string();
    assert!(err.contains("$.arms[0].figures[0].source"), "{err}");
    // A preset's headline is a number of its sentence or of its arm.
    let err = aeron_changed(|v| {
        v["presets"][0]["headline"]["outage_ms"] = 12345.0.into();
    })
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("$.presets[0].headline.outage_ms") && err.contains("12345"),
        "{err}"
    );
    // A figure's number must be in its sentence ("ttl 30" is no 30,000 ms)…
    let err = aeron_changed(|v| {
        v["arms"][0]["figures"][0]["values"] = serde_json::json!([30000.0]);
    })
    .unwrap_err()
    .to_string();
    assert!(err.contains("$.arms[0].figures[0].values[0]"), "{err}");
    // …unless the figure says how it was read.
    let read = aeron_changed(|v| {
        let f = &mut v["arms"][0]["figures"][0];
        f["values"] = serde_json::json!([30000.0]);
        f["reading"] = serde_json::json!({"en": "read off a chart", "zh": "从图上读的"});
    });
    let _ = read.map_err(|e| {
        let e = e.to_string();
        assert!(!e.contains("$.arms[0].figures[0].values[0]"), "{e}");
    });
    // Seconds count: StoatFlow's ~3.6 s is its 3600 ms.
    assert!(stoatflow()
        .file
        .arms
        .iter()
        .any(|a| a.figures.iter().any(|f| f.values == [3600.0])));
}
