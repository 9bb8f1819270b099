//! Native tests of every bundled dataset and of StoatFlow's (seed 003) in
//! particular: it loads, schedules and calibrates through the same code as
//! Aeron's, its crash race resolves the way the page says, and its one knob
//! is measured only at stock. Also: a new file in data/ is a new dataset.

mod common;
use common::{cfg, stoatflow};

use failover_timeline::model::{
    bundled::{self, CATALOGUE, DATASETS, DEFAULT},
    calibrate, load, load_packed,
    quotes::check_quotes,
    schedule, verdict, Dataset, Lang,
};
use failover_timeline::state::query::{
    decode, encode, requested_dataset, Accepted, Defaults, Wanted,
};
use failover_timeline::view::{describe::badge, Theme};

const DETECTION: [&str; 6] = ["1s", "2s", "3s", "5s", "7s", "10s"];
const SCENARIOS: [&str; 4] = ["switch", "sigterm", "crash", "nodeloss"];

fn span(ds: &Dataset, id: &str) -> failover_timeline::model::index::SpanIx {
    ds.span_index(id).unwrap_or_else(|| panic!("span {id}"))
}

#[test]
fn every_bundled_dataset_loads_with_its_quotes_in_its_seeds() {
    for (id, json) in DATASETS {
        let ds = load(json).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(
            &ds.file.id, id,
            "the id is the file's name: the dataset= value"
        );
        let value = serde_json::from_str(json).unwrap();
        let problems = check_quotes(&value, |seed| {
            std::fs::read_to_string(format!("data/seeds/{seed}.txt")).ok()
        });
        assert!(problems.is_empty(), "{id}:\n{problems:#?}");
    }
}

#[test]
fn a_quote_not_on_its_page_is_named_with_its_path() {
    let value = serde_json::json!({"arms": [{"figures": [{"source": {"seed": "003", "quote": "Failover takes 2 ms."}}]}]});
    let problems = check_quotes(&value, |_| Some("Failover takes ~8.5 s.".into()));
    assert_eq!(problems.len(), 1);
    assert_eq!(problems[0].path, "$.arms[0].figures[0].source");
    assert!(problems[0].to_string().contains("not a verbatim passage"));
}

/// The whole bundle is what build.rs finds in data/: run its generator on a
/// copy of data/ with one more file, and that file is a dataset, in the
/// picker's catalogue and packed, with no line of code about it.
#[test]
fn a_new_file_in_data_becomes_a_dataset_with_no_code_change() {
    let dir = std::env::temp_dir().join(format!("ft-bundle-{}", std::process::id()));
    let data = dir.join("data");
    std::fs::create_dir_all(&data).unwrap();
    for (id, json) in DATASETS {
        std::fs::write(data.join(format!("{id}.json")), json).unwrap();
    }
    std::fs::copy("data/default.txt", data.join("default.txt")).unwrap();
    let mut extra: serde_json::Value = serde_json::from_str(DATASETS[1].1).unwrap();
    extra["id"] = "acme-queue".into();
    extra["title"] = serde_json::json!({"en": "Acme queue failover", "zh": "Acme 队列切换"});
    std::fs::write(data.join("acme-queue.json"), extra.to_string()).unwrap();
    let (source, read) = failover_timeline::model::bundle::generate(&data);
    assert!(
        read.contains(&data.join("acme-queue.json")),
        "cargo reruns on it"
    );
    assert!(source.contains(r#"Entry { id: "acme-queue", title_en: "Acme queue failover", title_zh: "Acme 队列切换""#), "{source}");
    assert!(source.contains("(\"acme-queue\", include_str!("));
    // Its packed file, which the pack step writes into the site.
    assert!(source.contains(r#"file: "data/acme-queue-"#), "{source}");
    let packed = failover_timeline::model::packed::pack_dataset(&extra.to_string()).unwrap();
    assert!(failover_timeline::model::load_packed(&packed).is_ok());
    assert!(
        source.contains(&format!("pub const DEFAULT: &str = {DEFAULT:?};")),
        "the default stays"
    );
    assert!(
        source.contains("pub const BUILD: &str = \""),
        "the build's id"
    );
    // This build's id is a hash of its sources: 16 hex digits.
    let build = failover_timeline::model::bundled::BUILD;
    assert!(
        build.len() == 16 && build.chars().all(|c| c.is_ascii_hexdigit()),
        "{build}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // And this build's bundle is exactly data/*.json.
    let mut files: Vec<String> = std::fs::read_dir("data")
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let ids: Vec<&str> = CATALOGUE.iter().map(|e| e.id).collect();
    assert_eq!(ids, files);
    assert_eq!(DATASETS.len(), files.len());
}

#[test]
fn every_dataset_is_a_file_of_its_own_named_by_its_content() {
    let default = DATASETS.iter().find(|(id, _)| *id == DEFAULT).unwrap();
    let packed = failover_timeline::model::packed::pack_dataset(default.1).unwrap();
    assert!(load_packed(&packed).is_ok());
    // Each has a file name of its own, with its content hash.
    for e in CATALOGUE {
        assert!(e.file.starts_with(&format!("data/{}-", e.id)), "{}", e.file);
        assert!(e.file.ends_with(".packed"));
        assert!(!e.title_en.is_empty() && !e.title_zh.is_empty());
    }
    let mut names: Vec<&str> = CATALOGUE.iter().map(|e| e.file).collect();
    names.dedup();
    assert_eq!(names.len(), CATALOGUE.len());
}

#[test]
fn nothing_in_rust_names_a_lane_span_or_knob_of_any_dataset() {
    let mut names: Vec<String> = Vec::new();
    for (_, json) in DATASETS {
        let ds = load(json).unwrap();
        names.extend(ds.file.lanes.iter().map(|l| format!("\"{}\"", l.id)));
        names.extend(ds.file.spans.iter().map(|s| format!("\"{}\"", s.id)));
        names.extend(ds.file.arrows.iter().map(|a| format!("\"{}\"", a.id)));
        names.extend(ds.file.dimensions.iter().map(|d| format!("\"{}\"", d.id)));
        names.extend(
            ds.file
                .dimensions
                .iter()
                .flat_map(|d| d.properties.iter().map(|p| p.name.clone())),
        );
        names.push(format!("\"{}\"", ds.file.id));
    }
    let mut files = common::rust_files(std::path::Path::new("src"));
    files.push("build.rs".into());
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for n in &names {
            assert!(!text.contains(n.as_str()), "{} names {n}", f.display());
        }
    }
}

// ---------- StoatFlow ----------

#[test]
fn every_stoatflow_figure_calibrates_or_is_a_declared_limit() {
    let ds = stoatflow();
    let rows = calibrate(&ds);
    // Every figure but the observed ones (a latency percentile is not a
    // duration the model draws).
    assert!(rows.len() >= 14, "{} figures", rows.len());
    for r in &rows {
        let (arm, metric) = (&ds.file.arms[r.arm].id, &ds.file.metrics[r.metric].id);
        match r.limit {
            None => assert!(
                r.within,
                "{arm} {metric}: model {} vs {:?} (residual {:+.1}, tolerance {})",
                r.model, r.measured, r.worst_residual, r.tolerance
            ),
            Some(l) => {
                assert!(
                    !r.within,
                    "{arm} {metric} is met: remove it from model_limits"
                );
                assert!(!ds.file.model_limits[l].why.en.is_empty());
            }
        }
    }
    // The figures the page gives, each from the model.
    let at = |s: &str| schedule(&ds, &cfg(&ds, &[("scenario", s)]));
    assert_eq!(
        at("crash").outage_ms,
        3600.0,
        "1.4 s restart + 2.2 s re-promotion"
    );
    assert_eq!(
        at("nodeloss").outage_ms,
        7800.0,
        "7 s detection + 0.8 s promotion"
    );
    let switch = at("switch").outage_ms;
    assert!(
        (400.0..=900.0).contains(&switch),
        "graceful is ~0.4–0.9 s: {switch}"
    );
    let m = |id: &str| ds.metric_index(id).unwrap();
    assert_eq!(
        at("sigterm").metrics[m("stopped")],
        99.0,
        "Stopped … in 99 ms"
    );
    assert_eq!(
        at("sigterm").metrics[m("shutdown")],
        21.0,
        "completed in 21ms"
    );
    assert!(
        at("switch").metrics[m("felt")] > switch,
        "the latency blip is longer than stop-the-world"
    );
}

#[test]
fn the_crash_race_goes_to_the_active_at_the_stock_window() {
    let ds = stoatflow();
    let (promote, recover, resume) = (
        span(&ds, "promote"),
        span(&ds, "recover"),
        span(&ds, "resume"),
    );
    let detect = span(&ds, "detect");
    let tl = schedule(&ds, &cfg(&ds, &[("scenario", "crash")]));
    // Both clocks are drawn: the standby's 7 s window beside the 3.6 s recovery.
    assert_eq!(
        (tl.spans[detect].start, tl.spans[detect].end),
        (0.0, 7000.0)
    );
    assert_eq!(tl.spans[recover].end, 3600.0);
    assert!(tl.spans[detect].happens && tl.spans[recover].happens);
    // The active is back first: the standby never promotes.
    assert!(!tl.spans[promote].happens, "the standby is never involved");
    assert_eq!(tl.spans[resume].start, tl.spans[recover].end);
    assert_eq!(tl.outage.1, 3600.0);
    for w in ["5s", "10s"] {
        let tl = schedule(&ds, &cfg(&ds, &[("scenario", "crash"), ("detection", w)]));
        assert!(
            !tl.spans[promote].happens,
            "{w}: above the recovery time the active wins"
        );
        assert_eq!(tl.outage.1, 3600.0);
    }
}

#[test]
fn below_the_recovery_time_a_crash_promotes_the_standby_too() {
    let ds = stoatflow();
    let (promote, recover) = (span(&ds, "promote"), span(&ds, "recover"));
    for (w, window) in [("1s", 1000.0), ("2s", 2000.0), ("3s", 3000.0)] {
        let c = cfg(&ds, &[("scenario", "crash"), ("detection", w)]);
        let tl = schedule(&ds, &c);
        assert!(
            tl.spans[promote].happens,
            "{w}: the standby's clock fires first"
        );
        assert_eq!(tl.spans[promote].start, window);
        assert!(
            tl.spans[recover].happens,
            "the active still comes back (fenced)"
        );
        // Stop-the-world ends at whoever serves first: an estimate, refused.
        let first = (window + 800.0).min(3600.0);
        assert_eq!(tl.outage.1, first, "{w}");
        let v = verdict(&ds, &c);
        assert!(!v.is_measured());
        let text = badge(&ds, &tl, &v, Lang::En);
        assert!(text.outage_ms.is_none() && text.headline.is_none());
        assert!(
            text.lines
                .iter()
                .chain(&text.details)
                .any(|l| l.contains("spurious promotion")),
            "{:?} {:?}",
            text.lines,
            text.details
        );
    }
}

#[test]
fn only_the_stock_detection_window_is_measured() {
    let ds = stoatflow();
    for s in SCENARIOS {
        for w in DETECTION {
            let c = cfg(&ds, &[("scenario", s), ("detection", w)]);
            let v = verdict(&ds, &c);
            assert_eq!(v.is_measured(), w == "7s", "{s} at {w}");
            let tl = schedule(&ds, &c);
            assert!(tl.outage_ms.is_finite() && tl.outage_ms > 0.0, "{s} at {w}");
            for lang in Lang::ALL {
                let b = badge(&ds, &tl, &v, lang);
                assert_eq!(b.outage_ms.is_some(), w == "7s");
            }
        }
    }
    // Node loss is detection plus promotion at any window (drawn, not quoted).
    let tl = schedule(
        &ds,
        &cfg(&ds, &[("scenario", "nodeloss"), ("detection", "3s")]),
    );
    assert_eq!(tl.outage_ms, 3800.0);
}

#[test]
fn the_badge_quotes_stop_the_world_with_a_range_as_its_upper_end() {
    let ds = stoatflow();
    let expect = [
        // The page's unit and rounding (`data-outage-ms` stays in ms).
        ("switch", 900.0, "stop-the-world ~0.4–0.9 s"),
        ("sigterm", 900.0, "stop-the-world ~0.4–0.9 s"),
        ("crash", 3600.0, "stop-the-world ~3.6 s"),
        ("nodeloss", 8500.0, "stop-the-world ~8.5 s"),
    ];
    for (s, outage, headline) in expect {
        let c = cfg(&ds, &[("scenario", s)]);
        let (tl, v) = (schedule(&ds, &c), verdict(&ds, &c));
        let b = badge(&ds, &tl, &v, Lang::En);
        assert_eq!(b.outage_ms, Some(outage), "{s}");
        assert_eq!(b.headline.as_deref(), Some(headline), "{s}");
        assert!(b
            .figures
            .iter()
            .all(|f| f.quote.as_ref().is_some_and(|q| q.lang == "en")));
        let zh = badge(&ds, &tl, &v, Lang::Zh);
        assert!(zh.headline.unwrap().starts_with("全停顿"), "{s}");
    }
    // Promotion and blip appear as the other measured figures, named.
    let c = cfg(&ds, &[("scenario", "switch")]);
    let b = badge(&ds, &schedule(&ds, &c), &verdict(&ds, &c), Lang::En);
    let all: Vec<&str> = b
        .figures
        .iter()
        .chain(&b.other)
        .map(|f| f.values.as_str())
        .collect();
    assert!(
        all.contains(&"promotion critical path: 350–820 ms"),
        "{all:?}"
    );
    assert!(
        all.contains(&"felt recovery (latency blip): ~2 s"),
        "{all:?}"
    );
}

#[test]
fn a_link_chooses_the_dataset_and_keeps_to_its_parameters() {
    let defaults = Defaults {
        lang: Lang::En,
        theme: Theme::Light,
    };
    assert_eq!(requested_dataset("").0.id(), DEFAULT);
    assert_eq!(
        requested_dataset("dataset=stoatflow&scenario=crash").0.id(),
        "stoatflow"
    );
    // A name that is not bundled is a dataset file beside the site.
    let (wanted, notice) = requested_dataset("dataset=nope&lang=zh");
    assert_eq!(wanted, Wanted::File("nope".into()));
    assert_eq!(notice, None);
    // One that cannot name a file is a notice over the default.
    let (wanted, notice) = requested_dataset("dataset=..%2Fx&lang=zh");
    assert_eq!(wanted.id(), DEFAULT);
    let notice = notice.expect("a bad name is a notice");
    assert_eq!(
        (notice.param.as_str(), notice.value.as_str()),
        ("dataset", "../x")
    );
    assert_eq!(notice.accepted, Accepted::DatasetName);

    let ds = stoatflow();
    let (state, notices) = decode(
        &ds,
        "dataset=stoatflow&scenario=crash&detection=3s",
        defaults,
    );
    assert!(notices.is_empty(), "{notices:?}");
    assert_eq!(
        state.config,
        cfg(&ds, &[("scenario", "crash"), ("detection", "3s")])
    );
    let q = encode(&ds, &state, defaults);
    assert!(
        q.starts_with("dataset=stoatflow&preset=crash&detection=3s"),
        "{q}"
    );
    // scenario=crash alone is the crash preset, at its zoom.
    let (crash, _) = decode(&ds, "dataset=stoatflow&scenario=crash", defaults);
    assert_eq!(crash.zoom, 0.1);
    assert_eq!(
        encode(&ds, &crash, defaults),
        "dataset=stoatflow&preset=crash"
    );
    assert_eq!(decode(&ds, &q, defaults).0, state, "round trip");

    // Aeron's parameters on StoatFlow's page: notices, never applied.
    let aeron_key = &common::aeron().file.dimensions[0].url_key;
    let (state, notices) = decode(
        &ds,
        &format!("dataset=stoatflow&{aeron_key}=10ms"),
        defaults,
    );
    assert_eq!(state.config, cfg(&ds, &[]));
    assert_eq!(notices.len(), 1);
    let aeron_id = &common::aeron().file.id;
    assert_eq!(
        notices[0].accepted,
        Accepted::OtherDataset(aeron_id.clone())
    );
    // And StoatFlow's on the default page.
    let aeron = common::aeron();
    let (_, notices) = decode(&aeron, "scenario=crash", defaults);
    assert_eq!(
        notices[0].accepted,
        Accepted::OtherDataset("stoatflow".into())
    );
    assert!(!encode(&aeron, &decode(&aeron, "", defaults).0, defaults).contains("dataset"));
    let _ = bundled::entry("stoatflow").unwrap();
}

/// Copy a folder, recursively.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

/// A checkout moved elsewhere (or a target folder reused from another
/// one) bundles the data/ it is given when the generator runs: every
/// dataset is read from there, cargo reruns on every file under it, and the
/// hash the pack step compares is that folder's — one edit away from a
/// failed build, never a stale dataset shipped.
#[test]
fn the_bundle_is_generated_from_the_data_folder_it_is_given_when_it_runs() {
    let dir = std::env::temp_dir().join(format!("ft-moved-{}", std::process::id()));
    let data = dir.join("checkout/data");
    copy_dir(std::path::Path::new("data"), &data);
    let (source, read) = failover_timeline::model::bundle::generate(&data);
    let here = std::fs::canonicalize("data").unwrap();
    for (id, _) in DATASETS {
        let moved = data.join(format!("{id}.json"));
        assert!(
            source.contains(&format!("include_str!({:?})", moved.display().to_string())),
            "{id} is read from the moved folder: {source}"
        );
    }
    assert!(!source.contains(&here.display().to_string()), "{source}");
    // Cargo reruns on the folder and on every file in it, seeds included.
    assert!(read.contains(&data));
    assert!(read.iter().any(|f| f.starts_with(data.join("seeds"))));
    // The same files hash the same wherever they are; this build's is
    // data/'s as it is now (the pack step fails the build otherwise).
    let hash = failover_timeline::model::bundle::data_hash(&data);
    assert!(source.contains(&format!("pub const DATA: &str = {hash:?};")));
    assert_eq!(hash, failover_timeline::model::bundle::data_hash(&here));
    assert_eq!(hash, failover_timeline::model::bundled::DATA);
    // One edited seed page is another bundle.
    let seed = std::fs::read_dir(data.join("seeds"))
        .unwrap()
        .flatten()
        .next()
        .unwrap()
        .path();
    std::fs::write(&seed, "edited").unwrap();
    assert_ne!(hash, failover_timeline::model::bundle::data_hash(&data));
    std::fs::remove_dir_all(&dir).unwrap();
    // build.rs names no path fixed when it was compiled.
    let build = std::fs::read_to_string("build.rs").unwrap();
    assert!(!build.contains("env!(\"CARGO_MANIFEST_DIR\")"));
}
