//! Native tests of the model against the bundled Aeron dataset: the loader's
//! messages, the schedule's invariants over every measured combination,
//! masking with the page's numbers, the verdict, and calibration.

mod common;
use common::{aeron, aeron_changed, aeron_json, by_postcard, cfg};
use failover_timeline::model::index::{ArrowIx, LaneIx, SpanIx};

use std::collections::BTreeMap;

use failover_timeline::model::{
    bundled::DATASETS, calibrate, load, schedule, verdict, Config, Dataset, Shown, Step, Verdict,
};
use serde_json::{json, Value};

const TUNED: &[(&str, &str)] = &[
    ("hb", "10ms"),
    ("setup", "10ms"),
    ("idle", "noop"),
    ("sleep", "1ms"),
];

fn with(
    base: &[(&'static str, &'static str)],
    more: &[(&'static str, &'static str)],
) -> Vec<(&'static str, &'static str)> {
    let mut v: Vec<_> = base
        .iter()
        .filter(|(k, _)| !more.iter().any(|(m, _)| m == k))
        .copied()
        .collect();
    v.extend_from_slice(more);
    v
}

fn outage(ds: &Dataset, pairs: &[(&str, &str)]) -> f64 {
    schedule(ds, &cfg(ds, pairs)).outage_ms
}

// ---------- the loader ----------

fn load_mutated(mutate: impl FnOnce(&mut Value)) -> String {
    match aeron_changed(mutate) {
        Ok(_) => panic!("the mutated dataset should be refused"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn refuses_duplicate_ids() {
    let msg = load_mutated(|v| {
        let first = v["spans"][0].clone();
        v["spans"].as_array_mut().unwrap().push(first);
    });
    assert!(
        msg.contains("$.spans[") && msg.contains("duplicate id \"n0-react\""),
        "{msg}"
    );
}

#[test]
fn refuses_a_property_on_an_unknown_jvm() {
    let msg =
        load_mutated(|v| v["dimensions"][0]["properties"][0]["process"] = json!("cluster-nod"));
    assert!(
        msg.contains("$.dimensions[0].properties[0].process: unknown JVM \"cluster-nod\""),
        "{msg}"
    );
    let msg = load_mutated(|v| {
        let first = v["processes"][0].clone();
        v["processes"].as_array_mut().unwrap().push(first);
    });
    assert!(
        msg.contains("$.processes[2].id: duplicate id \"cluster-node\""),
        "{msg}"
    );
    let msg = load_mutated(|v| v["processes"][1]["name"]["zh"] = json!(""));
    assert!(
        msg.contains("$.processes[1].name.zh: missing translation: zh is empty"),
        "{msg}"
    );
    let msg = load_mutated(|v| v["property_prefix"] = json!(""));
    assert!(
        msg.contains("$.property_prefix: an empty prefix names every property"),
        "{msg}"
    );
}

#[test]
fn refuses_unknown_lane() {
    let msg = load_mutated(|v| v["spans"][1]["lane"] = json!("node9"));
    assert!(
        msg.contains("$.spans[1].lane: unknown lane \"node9\""),
        "{msg}"
    );
}

#[test]
fn refuses_unknown_span_in_an_event() {
    let msg = load_mutated(|v| v["spans"][3]["after"] = json!(["arrive:nowhere"]));
    assert!(
        msg.contains("$.spans[3].after[0]: unknown arrow \"nowhere\""),
        "{msg}"
    );
    let msg = load_mutated(|v| v["metrics"][0]["to"] = json!("end:ghost"));
    assert!(
        msg.contains("$.metrics[0].to: unknown span \"ghost\""),
        "{msg}"
    );
    let msg = load_mutated(|v| v["metrics"][0]["to"] = json!("finish:ghost"));
    assert!(
        msg.contains("$.metrics[0].to") && msg.contains("is not an event"),
        "{msg}"
    );
}

#[test]
fn refuses_unknown_knob() {
    let msg = load_mutated(|v| v["spans"][1]["stages"][0]["ms"]["by"] = json!("heartbeat"));
    assert!(
        msg.contains("$.spans[1].stages[0].ms.by: unknown dimension \"heartbeat\""),
        "{msg}"
    );
    let msg = load_mutated(|v| v["arms"][0]["config"] = json!({"nope": "1ms"}));
    assert!(
        msg.contains("$.arms[0].config.nope: unknown dimension"),
        "{msg}"
    );
}

#[test]
fn refuses_values_outside_the_measured_set() {
    let msg = load_mutated(|v| v["arms"][0]["config"] = json!({"tick": "3ms"}));
    assert!(
        msg.contains("$.arms[0].config.tick: \"3ms\" is outside the measured values of \"tick\" (10ms, 1ms, 500us, 100us)"),
        "{msg}"
    );
    let msg = load_mutated(|v| {
        v["spans"][1]["stages"][0]["ms"]["values"]["7ms"] = json!(3.0);
    });
    assert!(
        msg.contains("$.spans[1].stages[0].ms.values.7ms") && msg.contains("not a measured value"),
        "{msg}"
    );
    let msg = load_mutated(|v| {
        v["spans"][1]["stages"][0]["ms"]["values"]
            .as_object_mut()
            .unwrap()
            .remove("5ms");
    });
    assert!(msg.contains("no length for \"hb\" = \"5ms\""), "{msg}");
}

#[test]
fn refuses_negative_and_non_finite_durations() {
    let msg = load_mutated(|v| v["spans"][0]["stages"][0]["ms"] = json!(-1.0));
    assert!(
        msg.contains("$.spans[0].stages[0].ms: duration -1 ms is negative"),
        "{msg}"
    );
    // JSON has no NaN; an overflowing literal is the nearest thing a file can hold.
    let text = aeron_json().replacen("\"ms\": 4.0", "\"ms\": 1e999", 1);
    let msg = load(&text).expect_err("non-finite refused").to_string();
    assert!(
        msg.contains("$.spans[0].stages[0].ms") || msg.contains("spans[0]"),
        "{msg}"
    );
}

#[test]
fn refuses_dependency_cycles() {
    let msg = load_mutated(|v| v["spans"][3]["after"] = json!(["arrive:canvass"]));
    assert!(
        msg.contains("dependency cycle") && msg.contains("n1-detect"),
        "{msg}"
    );
}

#[test]
fn refuses_missing_translations() {
    let msg = load_mutated(|v| v["lanes"][2]["role"]["zh"] = json!(""));
    assert!(
        msg.contains("$.lanes[2].role.zh: missing translation: zh is empty"),
        "{msg}"
    );
    let msg = load_mutated(|v| {
        v["spans"][0]["name"].as_object_mut().unwrap().remove("en");
    });
    assert!(msg.contains("spans[0].name") && msg.contains("en"), "{msg}");
}

#[test]
fn refuses_unknown_fields_with_their_path() {
    let msg = load_mutated(|v| v["lanes"][0]["colour"] = json!("red"));
    assert!(
        msg.starts_with("$.lanes[0]") && msg.contains("colour"),
        "{msg}"
    );
}

#[test]
fn every_quote_is_in_its_seed() {
    let ds = aeron();
    let norm = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let seeds: BTreeMap<String, String> = ds
        .file
        .seeds
        .iter()
        .map(|s| {
            let text = std::fs::read_to_string(format!("data/seeds/{}.txt", s.id))
                .expect("the seed page is kept beside the data");
            (s.id.clone(), norm(&text))
        })
        .collect();
    let mut quotes = Vec::new();
    collect_quotes(&serde_json::from_str(aeron_json()).unwrap(), &mut quotes);
    assert!(quotes.len() > 40, "found only {} quotes", quotes.len());
    for (seed, quote) in quotes {
        let page = seeds
            .get(&seed)
            .unwrap_or_else(|| panic!("unknown seed {seed}"));
        assert!(page.contains(&norm(&quote)), "not in seed {seed}: {quote}");
    }
}

fn collect_quotes(v: &Value, out: &mut Vec<(String, String)>) {
    match v {
        Value::Object(m) => {
            if let (Some(Value::String(s)), Some(Value::String(q))) =
                (m.get("seed"), m.get("quote"))
            {
                out.push((s.clone(), q.clone()));
            }
            m.values().for_each(|x| collect_quotes(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| collect_quotes(x, out)),
        _ => {}
    }
}

// ---------- the schedule ----------

/// Every combination of the measured knob values × env × probes.
fn all_configs(ds: &Dataset) -> Vec<Config> {
    let mut out = vec![Config::stock(ds)];
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        out = out
            .into_iter()
            .flat_map(|c| {
                (0..dim.values.len()).map(move |v| {
                    let mut c = c.clone();
                    c.values[d] = v;
                    c
                })
            })
            .collect();
    }
    out
}

#[test]
fn invariants_hold_for_every_measured_combination() {
    let ds = aeron();
    let configs = all_configs(&ds);
    assert_eq!(configs.len(), 4 * 3 * 2 * 2 * 4 * 2 * 2);
    let reply = ArrowIx(ds.file.arrows.iter().position(|a| a.id == "reply").unwrap());
    for c in &configs {
        let tl = schedule(&ds, c);
        for (i, s) in tl.spans.iter().enumerate() {
            assert!(
                s.start.is_finite() && s.end.is_finite() && s.start >= 0.0,
                "span {i}"
            );
            assert!(s.end >= s.start);
            let mut t = s.start;
            for st in &s.stages {
                assert!((st.start - t).abs() < 1e-9 && st.end >= st.start);
                t = st.end;
            }
            assert!((t - s.end).abs() < 1e-9);
        }
        for a in &tl.arrows {
            assert!(a.depart.is_finite() && a.arrive >= a.depart);
        }
        // lanes serial and non-overlapping
        for lane in LaneIx::all(ds.file.lanes.len()) {
            let mut on_lane: Vec<_> = SpanIx::all(tl.spans.len())
                .filter(|&s| ds.lane_of_span(s) == lane)
                .map(|s| (tl.spans[s].start, tl.spans[s].end))
                .collect();
            on_lane.sort_by(|a, b| a.0.total_cmp(&b.0));
            for w in on_lane.windows(2) {
                assert!(w[1].0 >= w[0].1 - 1e-9, "overlap on lane {lane:?}");
            }
        }
        assert!((tl.end_to_end_ms - (tl.outage_ms + tl.react_ms)).abs() < 1e-9);
        assert!(tl.outage_ms > 0.0);
        // the critical path is connected and ends at the first committed reply
        assert_eq!(tl.critical.last(), Some(&Step::Arrow(reply)));
        let mut t = 0.0;
        for step in &tl.critical {
            let (start, end) = match *step {
                Step::Stage { span, stage } => {
                    let st = &tl.spans[span].stages[stage];
                    (st.start, st.end)
                }
                Step::Arrow(a) => {
                    let arrow = &tl.arrows[a];
                    (arrow.depart, arrow.arrive)
                }
            };
            assert!(
                (start - t).abs() < 1e-6,
                "gap before {step:?}: {t} → {start}"
            );
            t = end;
        }
        assert!((t - tl.outage.1).abs() < 1e-6);
        for s in &tl.spans {
            if s.critical {
                assert!(s.slack.unwrap_or(1.0) < 1e-6);
            }
        }
    }
}

#[test]
fn lowering_heartbeat_or_setup_never_lengthens_the_outage() {
    let ds = aeron();
    let hb = ds.dimension_index("hb").unwrap();
    let setup = ds.dimension_index("setup").unwrap();
    for c in all_configs(&ds) {
        let base = schedule(&ds, &c).outage_ms;
        for d in [hb, setup] {
            // values are listed from stock downwards
            if c.values[d] + 1 < ds.file.dimensions[d].values.len() {
                let mut lower = c.clone();
                lower.values[d] += 1;
                let o = schedule(&ds, &lower).outage_ms;
                assert!(
                    o <= base + 1e-9,
                    "{} lowered: {base} → {o}",
                    ds.file.dimensions[d].id
                );
            }
        }
    }
}

// ---------- masking, with the page's numbers ----------

#[test]
fn setup_alone_is_masked_by_slow_detection() {
    let ds = aeron();
    let stock = outage(&ds, &[]);
    let setup20 = outage(&ds, &[("setup", "20ms")]);
    // Its own span shrinks by far more than the outage moves.
    let n1 = ds.span_index("n1-image").unwrap();
    let shrink = schedule(&ds, &cfg(&ds, &[])).spans[n1].stages[0].end
        - schedule(&ds, &cfg(&ds, &[])).spans[n1].stages[0].start
        - (schedule(&ds, &cfg(&ds, &[("setup", "20ms")])).spans[n1].stages[0].end
            - schedule(&ds, &cfg(&ds, &[("setup", "20ms")])).spans[n1].stages[0].start);
    assert!(shrink > 40.0, "the span shrinks {shrink} ms");
    // The page: "setup=20 alone gave −5 ms".
    assert!(
        stock - setup20 <= 6.0,
        "setup=20 alone buys {} ms",
        stock - setup20
    );
    // With heartbeat down too it moves a lot: the page's 185 → 124 (−61 ms).
    let hb20 = outage(&ds, &[("hb", "20ms")]);
    let both = outage(&ds, &[("hb", "20ms"), ("setup", "20ms")]);
    assert!(
        hb20 - both > 40.0,
        "with hb=20, setup=20 buys {} ms",
        hb20 - both
    );
    assert!(hb20 - both > 5.0 * (stock - setup20));
}

#[test]
fn heartbeat_5_buys_nothing_on_top_of_slow_tick_1ms() {
    let ds = aeron();
    let rec = with(TUNED, &[("tick", "1ms")]);
    let hb5 = with(&rec, &[("hb", "5ms")]);
    let (a, b) = (outage(&ds, &rec), outage(&ds, &hb5));
    // The page: 64/65 vs 64.7 — zero gain.
    assert!((a - b).abs() < 0.5, "hb 10 → 5 at tick 1 ms: {a} → {b}");
    // Yet detection itself still shrinks (22 → 16 ms in the page).
    let det = ds.metric_index("detection").unwrap();
    let d10 = schedule(&ds, &cfg(&ds, &rec)).metrics[det];
    let d5 = schedule(&ds, &cfg(&ds, &hb5)).metrics[det];
    assert!(d10 - d5 > 4.0, "detection {d10} → {d5}");
}

#[test]
fn off_path_spans_have_slack_and_the_wait_names_what_masks_them() {
    let ds = aeron();
    let tl = schedule(&ds, &cfg(&ds, &[]));
    let init = ds.span_index("n2-init").unwrap();
    let stage = |id: &str| {
        ds.file.spans[init]
            .stages
            .iter()
            .position(|s| s.id == id)
            .unwrap()
    };
    // At stock the follower's cold-image rounds decide the terminal quorum:
    // node2's log buffers lead to them, its own init does not matter.
    assert!(tl.spans[init].stages[stage("log-buffers")].critical);
    assert!(!tl.spans[init].stages[stage("await-image")].critical);
    let quorum = ds.span_index("n2-quorum").unwrap();
    let wait = tl.spans[quorum].wait.as_ref().expect("the quorum waits");
    assert!(wait.to - wait.from > 50.0);
    // node0 (old leader) rejoins well before it is needed.
    let rejoin = ds.span_index("n0-shadow").unwrap();
    assert!(!tl.spans[rejoin].critical && tl.spans[rejoin].slack.unwrap() > 1.0);
}

// ---------- the verdict ----------

fn preset(ds: &Dataset, id: &str) -> Config {
    let p = ds.file.presets.iter().position(|p| p.id == id).unwrap();
    failover_timeline::model::verdict::preset_config(ds, p).clone()
}

#[test]
fn presets_are_measured_with_the_page_headlines() {
    let ds = aeron();
    for (id, headline) in [
        ("stock", 266.0),
        ("tuned", 81.0),
        ("floor-multi-az", 65.0),
        ("floor-single-az", 51.0),
    ] {
        let v = verdict(&ds, &preset(&ds, id));
        assert!(v.is_measured(), "{id}");
        assert_eq!(v.quotable_outage(), Some(headline), "{id}");
    }
    let tuned = schedule(&ds, &preset(&ds, "tuned"));
    assert_eq!(tuned.react_ms, 4.0);
    match verdict(&ds, &preset(&ds, "tuned")) {
        Verdict::Measured {
            outage,
            n,
            min,
            max,
            ..
        } => {
            let values: Vec<f64> = outage.iter().flat_map(|f| f.values.clone()).collect();
            for v in [81.0, 82.0, 77.0] {
                assert!(values.contains(&v), "{values:?}");
            }
            assert_eq!((n, min, max), (values.len(), 77.0, 82.0));
            assert!(outage.iter().all(|f| f.source.is_measured()));
        }
        v => panic!("{v:?}"),
    }
}

#[test]
fn an_unrun_combination_gets_no_figure_and_names_what_differs() {
    let ds = aeron();
    let c = cfg(&ds, &with(TUNED, &[("tick", "1ms"), ("setup", "20ms")]));
    let v = verdict(&ds, &c);
    assert_eq!(v.quotable_outage(), None);
    match v {
        Verdict::NotMeasured {
            nearest,
            differs,
            trust,
            ..
        } => {
            assert!(nearest.is_some());
            assert_eq!(differs.len(), 1);
            assert_eq!(ds.file.dimensions[differs[0].dimension].id, "setup");
            assert_eq!(trust, failover_timeline::model::file::TrustLevel::Medium);
        }
        v => panic!("{v:?}"),
    }
    // Heartbeat still at 100 ms: the least trustworthy.
    let v = verdict(&ds, &cfg(&ds, &[("sleep", "1ms")]));
    assert!(matches!(
        v,
        Verdict::NotMeasured {
            trust: failover_timeline::model::file::TrustLevel::Low,
            ..
        }
    ));
}

#[test]
fn inert_toggles_never_move_a_span_but_change_the_verdict() {
    let ds = aeron();
    let base = preset(&ds, "tuned");
    let tl = schedule(&ds, &base);
    for k in 0..ds.file.inert.len() {
        let mut c = base.clone();
        c.inert.insert(k);
        assert_eq!(schedule(&ds, &c), tl, "{}", ds.file.inert[k].id);
    }
    let mut c = base.clone();
    c.inert
        .insert(ds.inert_index("pending-setups-timeout").unwrap());
    match verdict(&ds, &c) {
        Verdict::Measured { outage, .. } => assert_eq!(outage[0].values, vec![76.3]),
        v => panic!("{v:?}"),
    }
    let mut c = base;
    c.inert.insert(ds.inert_index("cluster-clock").unwrap());
    assert!(!verdict(&ds, &c).is_measured());
}

// ---------- calibration ----------

#[test]
fn the_model_meets_every_measured_figure_but_its_declared_limits() {
    let ds = aeron();
    let rows = calibrate(&ds);
    assert!(rows.len() >= 40);
    for r in &rows {
        let arm = &ds.file.arms[r.arm].id;
        let metric = &ds.file.metrics[r.metric].id;
        match r.limit {
            None => assert!(
                r.within,
                "{arm} {metric}: model {} vs {:?} (residual {:+.1}, tolerance {})",
                r.model, r.measured, r.worst_residual, r.tolerance
            ),
            // A declared limit must really be missed, or the list is stale.
            Some(_) => assert!(
                !r.within,
                "{arm} {metric} is met: remove it from model_limits"
            ),
        }
    }
    assert!(ds.file.model_limits.len() <= 2);
}

/// The browser reads the packed dataset; it must be the JSON's dataset.
#[test]
fn every_packed_dataset_reads_as_its_json() {
    use failover_timeline::model::{load_packed, packed::pack_dataset};
    for (id, json) in DATASETS {
        let bytes = pack_dataset(json).unwrap_or_else(|e| panic!("{id}: {e}"));
        let from_json = load(json).unwrap_or_else(|e| panic!("{id}: {e}"));
        let from_packed = load_packed(&bytes).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(format!("{from_json:?}"), format!("{from_packed:?}"), "{id}");
        assert!(bytes.len() < json.len(), "{id}: packed is smaller");
        // In two files: the timeline's first, the reference text put back.
        let (first, reference) =
            failover_timeline::model::packed::pack_dataset_split(json).unwrap();
        let first = load_packed(&first).unwrap();
        assert!(first.file.reference.charts.is_empty() && first.file.reference.sections.is_empty());
        let whole = failover_timeline::model::packed::with_reference(first, &reference).unwrap();
        assert_eq!(format!("{from_json:?}"), format!("{whole:?}"), "{id}");
    }
}

/// Packed bytes that are cut short or corrupt give an error, never a panic.
#[test]
fn corrupt_packed_bytes_are_an_error() {
    use failover_timeline::model::{load_packed, packed::pack_dataset};
    let bytes = pack_dataset(DATASETS[0].1).unwrap();
    for cut in [0, 1, 2, 7, bytes.len() / 2, bytes.len() - 1] {
        assert!(load_packed(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(load_packed(&longer).is_err(), "trailing bytes");
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..300 {
        let mut b = bytes.to_vec();
        for _ in 0..4 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = (seed % b.len() as u64) as usize;
            b[i] = (seed >> 32) as u8;
        }
        // What reads without an error draws without a panic: every index
        // in it points at something.
        if let Ok(ds) = load_packed(&b) {
            for preset in 0..ds.file.presets.len() {
                let config = failover_timeline::model::verdict::preset_config(&ds, preset);
                let _ = failover_timeline::model::schedule(&ds, config);
                let _ = failover_timeline::model::verdict(&ds, config);
            }
        }
    }
}

/// The browser's reader (`#[derive(Unpack)]`, a straight read per field)
/// and serde's own postcard reader agree on every bundled dataset, whole
/// and split, and on thousands of damaged copies: both refuse, or both read
/// the same dataset. A field the derive read out of declaration order, or a
/// wire rule it got wrong, shows here as soon as a damaged byte lands in it.
#[test]
fn the_browser_reader_agrees_with_postcard() {
    use failover_timeline::model::{packed, unpack::unpack, Dataset};
    fn both(b: &[u8]) -> (Option<String>, Option<String>) {
        let ours = unpack::<Dataset>(b).ok().map(|d| format!("{d:?}"));
        let theirs = by_postcard::<Dataset>(b).map(|d| format!("{d:?}"));
        (ours, theirs)
    }
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for (id, json) in DATASETS {
        let (first, reference) = packed::pack_dataset_split(json).unwrap();
        let whole = packed::pack_dataset(json).unwrap();
        for bytes in [&first, &whole] {
            let (ours, theirs) = both(bytes);
            assert!(ours.is_some(), "{id}: the reader reads it");
            assert_eq!(ours, theirs, "{id}");
        }
        type Reference = failover_timeline::model::reference::Reference;
        let ours = unpack::<Reference>(&reference).map(|r| format!("{r:?}"));
        let theirs = by_postcard::<Reference>(&reference).map(|r| format!("{r:?}"));
        assert_eq!(ours.ok(), theirs, "{id}: the reference text");
        let (mut read, mut refused) = (0, 0);
        for _ in 0..2000 {
            let mut b = whole.clone();
            let i = (next() % b.len() as u64) as usize;
            b[i] = (next() >> 32) as u8;
            let (ours, theirs) = both(&b);
            assert_eq!(ours, theirs, "{id}: byte {i} set to {}", b[i]);
            if ours.is_some() {
                read += 1;
            } else {
                refused += 1;
            }
        }
        // Both kinds of damage were tried.
        assert!(
            read > 100 && refused > 100,
            "{id}: {read} read, {refused} refused"
        );
    }
}

/// Only a file the loader accepts is packed: an unknown, missing or
/// mistyped field is named, with its JSON path, before anything is packed.
#[test]
fn only_a_checked_file_is_packed() {
    use failover_timeline::model::packed::pack_dataset;
    let mut v: serde_json::Value = serde_json::from_str(DATASETS[0].1).unwrap();
    v["metrics"][0]["colour"] = 1.into();
    let e = pack_dataset(&v.to_string()).unwrap_err().to_string();
    assert!(e.contains("unknown field `colour`"), "{e}");
    let mut v: serde_json::Value = serde_json::from_str(DATASETS[0].1).unwrap();
    v["metrics"][0]["name"]
        .as_object_mut()
        .unwrap()
        .remove("en");
    let e = pack_dataset(&v.to_string()).unwrap_err().to_string();
    assert!(e.contains("missing field `en`"), "{e}");
    let mut v: serde_json::Value = serde_json::from_str(DATASETS[0].1).unwrap();
    v["metrics"][0].as_object_mut().unwrap().remove("from");
    let e = pack_dataset(&v.to_string()).unwrap_err().to_string();
    assert!(e.contains("missing field `from`"), "{e}");
    let mut v: serde_json::Value = serde_json::from_str(DATASETS[0].1).unwrap();
    v["metrics"][0]["from"] = 3.into();
    let e = pack_dataset(&v.to_string()).unwrap_err().to_string();
    assert!(e.contains("expected a string"), "{e}");
}

/// The runs follow the view's configurations: an unchanged run keeps its
/// revision, a changed one is derived again, B comes and goes with compare.
#[test]
fn runs_are_derived_again_only_when_their_configuration_changes() {
    use failover_timeline::model::{schedule, verdict, Runs, Side};
    let ds = common::aeron();
    let (stock, tuned) = (Config::stock(&ds), common::tuned(&ds));
    let mut runs = Runs::new(&ds, [Shown::model(&stock)]);
    assert_eq!(runs.len(), 1);
    let a_rev = runs.get(Side::A).rev;
    // B until compare opens is A's.
    assert_eq!(runs.get(Side::B).side, Side::A);
    assert!(runs.on_screen(Side::B).is_none());
    runs.sync(&ds, [Shown::model(&stock), Shown::model(&tuned)]);
    assert_eq!(runs.len(), 2);
    assert_eq!(runs.get(Side::A).rev, a_rev, "A did not change");
    let b = runs.get(Side::B);
    assert_eq!(b.side, Side::B);
    assert_eq!(b.timeline, schedule(&ds, &tuned));
    assert_eq!(b.verdict, verdict(&ds, &tuned));
    let before = runs.rev();
    runs.sync(&ds, [Shown::model(&stock), Shown::model(&tuned)]);
    assert_eq!(runs.rev(), before, "nothing changed, nothing derived");
    runs.sync(&ds, [Shown::model(&tuned), Shown::model(&tuned)]);
    assert_ne!(runs.get(Side::A).rev, a_rev);
    assert_eq!(runs.get(Side::A).timeline, schedule(&ds, &tuned));
    runs.sync(&ds, [Shown::model(&tuned)]);
    assert_eq!(runs.len(), 1);
    assert_ne!(runs.rev(), before);
}
