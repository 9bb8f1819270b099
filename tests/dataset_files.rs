//! Dataset files read at run time (beside the site, or from disk): the
//! pre-scan refuses hostile files with their line:column, a `dataset=`
//! name never leaves `data/`, every loader error carries its JSON path and
//! line:column, and a file whose seed pages are not beside it says its
//! quotes were not checked; a dataset's `id` is a dataset name and no
//! `url_key` is one of the app's own. The browser runs this same code (the
//! loader module); e2e: tests/e2e/dataset-files.test.mjs.

use std::collections::BTreeMap;

use failover_timeline::model::bundled::DATASETS;
use failover_timeline::model::load::file_check::{
    check_file, listed_files, load_file, mark_unchecked, seed_ids, Problem, What, NOT_CHECKED,
};
use failover_timeline::model::load::position::position;
use failover_timeline::model::load::prescan::{line_col, prescan, Refusal, LIMITS};
use failover_timeline::model::{load, Lang};
use failover_timeline::state::query::{is_dataset_name, requested_dataset, Wanted};
use serde_json::{json, Value};

fn aeron() -> &'static str {
    DATASETS
        .iter()
        .find(|(id, _)| *id == "aeron-graceful-stepdown")
        .unwrap()
        .1
}

fn seeds() -> BTreeMap<String, String> {
    ["000", "002", "003"]
        .iter()
        .map(|id| {
            let page = std::fs::read_to_string(format!("data/seeds/{id}.txt")).unwrap();
            (id.to_string(), page)
        })
        .collect()
}

fn refusal(bytes: &[u8]) -> (usize, usize, Refusal) {
    let r = prescan(bytes, LIMITS).expect_err("refused");
    (r.line, r.column, r.why)
}

#[test]
fn the_bundled_files_pass_the_prescan() {
    for (id, json) in DATASETS {
        assert!(prescan(json.as_bytes(), LIMITS).is_ok(), "{id}");
    }
}

#[test]
fn hostile_files_are_refused_with_their_reason_and_place() {
    // (How soon, in the browser, is a figure of `make bench`.)
    // 20 MB.
    let big = vec![b' '; 20 << 20];
    assert!(matches!(
        refusal(&big).2,
        Refusal::TooLarge { bytes, .. } if bytes == 20 << 20
    ));
    // 20,000-deep nesting.
    let deep = format!("{}{}", "[".repeat(20_000), "]".repeat(20_000));
    assert_eq!(
        refusal(deep.as_bytes()),
        (1, 65, Refusal::TooDeep { limit: 64 })
    );
    // A million-element array.
    let many = format!("{{\"a\": [{}0]}}", "0,".repeat(1_000_000));
    assert!(matches!(
        refusal(many.as_bytes()).2,
        Refusal::TooMany { limit: 10_000 }
    ));
    // Not UTF-8, on line 2.
    let mut bad = b"{\"id\": \"x\",\n  \"title\": \"".to_vec();
    bad.extend([0xff, 0xfe]);
    bad.extend(b"\"}");
    assert_eq!(refusal(&bad), (2, 13, Refusal::NotUtf8));
    // A key twice in one object (not across objects).
    let dup = "{\"a\": {\"k\": 1},\n \"b\": {\"k\": 2, \"k\": 3}}";
    assert_eq!(
        refusal(dup.as_bytes()),
        (2, 16, Refusal::DuplicateKey("k".into()))
    );
    // Numbers out of range.
    for n in [
        "1e400",
        "-1e16",
        "123456789012345678901234567890123456789012345",
    ] {
        let json = format!("{{\"ms\": {n}}}");
        assert!(
            matches!(
                refusal(json.as_bytes()),
                (1, 8, Refusal::NumberOutOfRange(_))
            ),
            "{n}"
        );
    }
}

#[test]
fn strings_are_not_structure_to_the_prescan() {
    // Brackets, commas and escaped quotes inside strings count for nothing.
    let json = r#"{"a": "[[[{{,,\"k\":", "k": "\\"}"#;
    assert!(prescan(json.as_bytes(), LIMITS).is_ok());
    // Columns count characters, not bytes.
    assert_eq!(line_col("é\n中文x".as_bytes(), "é\n中文".len()), (2, 3));
}

#[test]
fn a_dataset_name_stays_inside_data() {
    for ok in ["patroni", "my-system-2", "a"] {
        assert!(is_dataset_name(ok), "{ok}");
    }
    let long = "a".repeat(65);
    for bad in [
        "",
        "../x",
        "a/b",
        "a\\b",
        ".hidden",
        "x.json",
        "https://evil.example/x",
        "//x",
        "A",
        "-x",
        "a%2Fb",
        "a b",
        &long,
    ] {
        assert!(!is_dataset_name(bad), "{bad:?}");
        let q = format!("dataset={}", bad.replace('%', "%25").replace(' ', "%20"));
        let (wanted, notice) = requested_dataset(&q);
        assert!(matches!(wanted, Wanted::Bundled(_)), "{bad:?}");
        assert!(notice.is_some(), "{bad:?}");
    }
    // A very long value is shown cut in the notice.
    let (_, notice) = requested_dataset(&format!("dataset={}", "x".repeat(5000)));
    assert!(notice.unwrap().value.len() <= 80);
}

#[test]
fn a_json_path_is_found_as_line_and_column() {
    let json = "{\n  \"id\": \"x\",\n  \"spans\": [\n    {\"id\": \"a\"},\n    {\"id\": \"b\", \"after\": [\"e1\", \"e2\"]}\n  ]\n}";
    assert_eq!(position(json, "$"), Some((1, 1)));
    assert_eq!(position(json, "$.id"), Some((2, 9)));
    assert_eq!(position(json, "$.spans[1]"), Some((5, 5)));
    assert_eq!(position(json, "$.spans[1].after[1]"), Some((5, 33)));
    // What is missing is placed at the nearest value that is there.
    assert_eq!(position(json, "$.spans[1].lane"), Some((5, 5)));
    assert_eq!(position(json, "$.spans[7]"), Some((3, 12)));
    assert_eq!(position(json, "not a path"), None);
}

#[test]
fn every_loader_error_has_its_path_and_line() {
    // Break Aeron's file in two places, one per line.
    let json = aeron().replacen("\"lane\": \"", "\"lane\": \"nowhere-", 1);
    let problems = load_file(json.as_bytes()).expect_err("a lane that is not there");
    assert!(!problems.is_empty());
    for p in &problems {
        assert!(p.path.starts_with('$'), "{p:?}");
        let (line, _) = p.at.expect("a line:column");
        assert!(line > 1, "{p:?}");
        assert!(p.place(Lang::En).starts_with("line "));
        assert!(p.place(Lang::Zh).starts_with("第 "));
    }
    // A syntax error: serde's own line and column, and the path so far.
    let cut = &aeron()[..aeron().len() / 2];
    let problems = load_file(cut.as_bytes()).expect_err("cut short");
    assert!(problems[0].at.is_some(), "{problems:?}");
    // Anything after the file's one value: serde's line and column.
    let more = format!("{} x", aeron());
    let problems = load_file(more.as_bytes()).expect_err("trailing characters");
    assert_eq!(problems[0].path, "$");
    let text = problems[0].text(Lang::En);
    assert!(text.starts_with("trailing characters"), "{text}");
    // Its place is said once, by the problem (not again in serde's words).
    assert!(!text.contains(" at line "), "{text}");
    let at = problems[0].at.expect("serde's line and column");
    assert_eq!(at.0, more.lines().count(), "the last line, where the x is");
    // Refusals are worded in both languages.
    let problems = load_file(b"{\"a\": 1, \"a\": 2}").expect_err("a duplicate key");
    assert!(matches!(
        problems[0].what,
        What::Refused(Refusal::DuplicateKey(_))
    ));
    assert!(problems[0].text(Lang::En).contains("twice"));
    assert!(problems[0].text(Lang::Zh).contains("两次"));
}

#[test]
fn a_file_beside_its_seeds_is_checked_as_check_dataset_checks_it() {
    let (ds, text) = load_file(aeron().as_bytes()).expect("Aeron loads");
    assert_eq!(seed_ids(text), ["000", "002"]);
    let checked = check_file(ds, text, &seeds(), Some("aeron-graceful-stepdown")).unwrap();
    assert!(checked.unchecked.is_empty());
    // Its id must be its file's name when it is data/NAME.json.
    let (ds, text) = load_file(aeron().as_bytes()).unwrap();
    let problems = check_file(ds, text, &seeds(), Some("my-copy"))
        .err()
        .unwrap();
    assert_eq!(problems[0].path, "$.id");
    assert!(problems[0].at.is_some());
    // A quote that is not on its page is refused, with its path.
    let json = aeron().replacen("\"quote\": \"", "\"quote\": \"Not on the page. ", 1);
    let (ds, text) = load_file(json.as_bytes()).unwrap();
    let problems = check_file(ds, text, &seeds(), None).err().unwrap();
    assert!(matches!(problems[0].what, What::NotInSeed { .. }));
    assert!(problems[0].path.ends_with(".source") || problems[0].path.contains('.'));
    assert!(problems[0].at.is_some());
}

#[test]
fn without_its_seed_pages_every_quote_says_it_was_not_checked() {
    let (ds, text) = load_file(aeron().as_bytes()).unwrap();
    let checked = check_file(ds, text, &BTreeMap::new(), None).unwrap();
    assert_eq!(checked.unchecked, ["000", "002"]);
    let v = serde_json::to_value(&checked.ds).unwrap();
    let quotes = failover_timeline::model::quotes::quotes(&v);
    assert!(!quotes.is_empty());
    assert!(quotes.iter().all(|(_, _, q)| q.ends_with(NOT_CHECKED)));
    // Marking is per seed page.
    let marked = load(&mark_unchecked(aeron(), &["002".into()])).unwrap();
    let v = serde_json::to_value(&marked).unwrap();
    for (_, seed, q) in failover_timeline::model::quotes::quotes(&v) {
        assert_eq!(q.ends_with(NOT_CHECKED), seed == "002");
    }
}

#[test]
fn the_site_index_lists_dataset_files_for_the_picker() {
    let listed = listed_files(
        r#"{"datasets": [
            {"id": "patroni", "title": {"en": "Patroni", "zh": "Patroni 切换"}},
            {"id": "plain", "title": "Plain"},
            {"id": "../etc", "title": "no"},
            {"title": "no id"}
        ]}"#,
    );
    let ids: Vec<_> = listed.iter().map(|l| l.id.as_str()).collect();
    assert_eq!(ids, ["patroni", "plain"]);
    assert_eq!(listed[0].title.zh, "Patroni 切换");
    assert_eq!(listed[1].title.zh, "Plain");
    assert!(listed_files("not json").is_empty());
}

/// Aeron's file with `change` made, as the loader module reads it: its
/// problems (none if it loads).
fn problems_of(change: impl FnOnce(&mut Value)) -> Vec<Problem> {
    let mut v: Value = serde_json::from_str(aeron()).unwrap();
    change(&mut v);
    load_file(v.to_string().as_bytes())
        .err()
        .unwrap_or_default()
}

/// `v` at the JSON pointer `at` set to `to` (a member added if need be).
fn set(v: &mut Value, at: &str, to: Value) {
    let (parent, key) = at.rsplit_once('/').expect("a pointer");
    match v.pointer_mut(parent) {
        Some(Value::Object(m)) => {
            m.insert(key.to_string(), to);
        }
        Some(Value::Array(a)) => a[key.parse::<usize>().expect("an index")] = to,
        _ => panic!("no {parent}"),
    }
}

fn push(v: &mut Value, at: &str, item: Value) {
    v.pointer_mut(at)
        .and_then(Value::as_array_mut)
        .unwrap_or_else(|| panic!("no array {at}"))
        .push(item);
}

/// Whether `s` has a CJK ideograph.
fn cjk(s: &str) -> bool {
    s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
}

/// Every problem worded in Chinese on a Chinese page, in English (as
/// `make check-dataset` prints it) on an English one.
fn worded_in_both(problems: &[Problem]) {
    let english = english_words;
    for p in problems {
        let (en, zh) = (p.text(Lang::En), p.text(Lang::Zh));
        let What::Load(w) = &p.what else {
            panic!("not a loader error: {p:?}")
        };
        assert_eq!(en, w.en, "{p:?}");
        assert!(!zh.trim().is_empty(), "{}: no Chinese: {en}", p.path);
        assert_ne!(zh, en, "{}: the Chinese is the English", p.path);
        assert!(cjk(&zh), "{}: no CJK in {zh:?}", p.path);
        assert!(
            !english(&zh),
            "{}: an English sentence in the Chinese: {zh:?}",
            p.path
        );
    }
}

/// The words an English sentence of the loader's is made of (what the e2e
/// test looks for on a Chinese page).
fn english_words(s: &str) -> bool {
    let words: Vec<&str> = s
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    ["unknown", "missing", "must", "needs", "expected", "invalid"]
        .iter()
        .any(|w| words.contains(w))
        || words.windows(2).any(|p| p == ["is", "not"])
}

#[test]
fn every_loader_problem_of_a_heavily_broken_file_is_worded_in_chinese_too() {
    let quote = |q: &str| json!({"seed": "000", "quote": q});
    let ours = |t: &str| json!({"en": t, "zh": t});
    let problems = problems_of(|v| {
        // The header: an address, the zoom, texts.
        set(v, "/seeds/0/url", json!("ftp://example.com/page"));
        set(v, "/zoom_px_per_ms", json!(-1));
        set(v, "/title/en", json!(""));
        set(v, "/summary/zh", json!(""));
        // Names: a duplicate id, an empty one.
        set(v, "/lanes/1/id", json!("node0"));
        set(v, "/classes/5/id", json!(""));
        // Knobs.
        set(v, "/property_prefix", json!(" "));
        set(v, "/dimensions/0/url_key", json!("Heart Beat"));
        set(v, "/dimensions/0/stock", json!("7ms"));
        set(v, "/dimensions/0/recommended/multi-az", json!("3ms"));
        set(
            v,
            "/dimensions/0/properties/0/process",
            json!("no-such-jvm"),
        );
        set(v, "/dimensions/6/values", json!([]));
        set(v, "/dimensions/1/buys/0/from", json!("no-arm"));
        // Spans, their stages and events.
        set(v, "/spans/0/lane", json!("nowhere"));
        set(
            v,
            "/spans/1/after",
            json!([
                "end:nothing",
                "later:x",
                "stage-end:n0-react/nostage",
                "depart:no-arrow"
            ]),
        );
        set(v, "/spans/2/first_of", json!(["t0"]));
        set(
            v,
            "/spans/3/when",
            json!({"no-dim": ["a"], "env": ["moon"], "idle": []}),
        );
        set(v, "/spans/4/stages/0/class", json!("no-class"));
        set(v, "/spans/4/stages/0/ms", json!(-5));
        set(
            v,
            "/spans/5/stages/0/ms",
            json!({"by": "hb", "values": {"100ms": 1, "7ms": 2}}),
        );
        set(v, "/spans/6/stages/0/ms", Value::Null);
        set(v, "/spans/6/stages/0/note", Value::Null);
        set(
            v,
            "/spans/7/stages/0/source",
            json!({"seed": "999", "quote": " "}),
        );
        set(v, "/spans/9/stages", json!([]));
        // Arrows.
        set(v, "/arrows/0/from", Value::Null);
        set(v, "/arrows/1/from", json!("depart:canvass"));
        set(v, "/arrows/2/ms", Value::Null);
        set(v, "/arrows/3/gated_by", json!("no-dim"));
        set(v, "/arrows/6/over", json!("nonsense"));
        set(v, "/arrows/6/ms", json!(3));
        // Metrics: an unknown event, two outages.
        set(v, "/metrics/0/from", json!("end:nothing"));
        set(v, "/metrics/2/role", json!("outage"));
        // Arms and their figures.
        set(v, "/arms/10/config", json!({"no-dim": "x", "hb": "7ms"}));
        set(v, "/arms/0/inert", json!(["no-knob"]));
        set(v, "/arms/1/figures", json!([]));
        set(
            v,
            "/arms/1/stated",
            json!([{"outage_ms": 10, "source": quote("about 10 ms"), "written": "11 ms"}]),
        );
        set(v, "/arms/2/figures/0/metric", json!("no-metric"));
        set(v, "/arms/2/figures/1/values", json!([]));
        set(v, "/arms/3/figures/0/values", json!([1]));
        set(
            v,
            "/arms/4/figures/0/difference",
            json!({"from": "no-arm", "ms": -5}),
        );
        set(v, "/arms/4/figures/0/values", json!([]));
        set(
            v,
            "/arms/5/figures/0/ambiguity",
            json!({"text": ours("the other reading"), "values": []}),
        );
        set(
            v,
            "/arms/6/figures/0/source",
            json!({"derived": ours("a guess")}),
        );
        set(v, "/arms/7/figures/0/values", json!([123456]));
        set(v, "/arms/8/figures/0/written", json!("999 ms"));
        set(
            v,
            "/arms/9/figures/0/stdev",
            json!({"ms": -1, "source": quote("stdev 1 ms")}),
        );
        set(v, "/stated/1/id", v["stated"][0]["id"].clone());
        // Presets and their headlines.
        set(v, "/presets/0/headline", Value::Null);
        set(
            v,
            "/presets/1/headline/source",
            json!({"derived": ours("our sum")}),
        );
        set(v, "/presets/1/headline/written", json!("81 ms"));
        set(v, "/presets/2/headline/outage_ms", json!(12345));
        set(v, "/presets/2/headline/e2e_ms", json!(999));
        set(v, "/default_preset", json!("no-preset"));
        // Trust, the model's known misses.
        set(v, "/trust/0/when", json!({"hb": "7ms"}));
        set(v, "/trust/0/why/en", json!(""));
        set(v, "/model_limits/0/arm", json!("no-arm"));
        set(v, "/model_limits/1/metric", json!("no-metric"));
        // The reference: a section, a log axis, a table, charts.
        set(
            v,
            "/reference/sections",
            json!([{"id": "s", "title": ours("a section"), "items": []}]),
        );
        set(v, "/reference/proportion/rows/0/cost_ms", json!(0));
        let two = json!(v["reference"]["recommended"]["columns"].as_array().unwrap()[..2]);
        set(v, "/reference/recommended/columns", two);
        set(v, "/reference/charts/1/dimension", json!("no-dim"));
        set(v, "/reference/charts/2/metric", json!("no-metric"));
        set(v, "/reference/charts/2/series/0/knee", json!("7ms"));
        set(v, "/reference/charts/2/series/0/arms/0", json!("no-arm"));
        push(
            v,
            "/reference/charts",
            json!({"id": "knobs", "kind": "spread", "title": ours("a spread"), "arms": ["no-arm"]}),
        );
        push(
            v,
            "/reference/charts",
            json!({"id": "empty", "kind": "sweep", "title": ours("a sweep"), "dimension": "hb", "metric": "outage", "series": []}),
        );
        // The tour.
        set(
            v,
            "/tour/0/link",
            json!("preset=nope&zz=1&inert=no-knob&zoom=-3&hb=7ms"),
        );
        set(v, "/tour/1/highlight", json!({}));
        set(v, "/tour/2/quotes", json!([]));
        set(v, "/tour/3/quotes/0", json!({"derived": ours("our words")}));
        let again = v["tour"][4]["quotes"][0].clone();
        set(v, "/tour/4/quotes/1", again);
        set(
            v,
            "/tour/5/ruler",
            json!({"from": "end:nothing", "to": "t0"}),
        );
        set(v, "/tour/6/highlight/spans", json!(["no-span"]));
        set(v, "/transit_class", json!("no-class"));
    });
    worded_in_both(&problems);
    // Every change above was found: a problem at each of these paths.
    let paths: Vec<&str> = problems.iter().map(|p| p.path.as_str()).collect();
    for path in [
        "$.seeds[0].url",
        "$.zoom_px_per_ms",
        "$.title.en",
        "$.summary.zh",
        "$.lanes[1].id",
        "$.classes[5].id",
        "$.property_prefix",
        "$.dimensions[0].url_key",
        "$.dimensions[0].stock",
        "$.dimensions[0].recommended.multi-az",
        "$.dimensions[0].properties[0].process",
        "$.dimensions[6].values",
        "$.dimensions[1].buys[0].from",
        "$.spans[0].lane",
        "$.spans[1].after[0]",
        "$.spans[1].after[1]",
        "$.spans[1].after[2]",
        "$.spans[1].after[3]",
        "$.spans[2].first_of",
        "$.spans[3].when.no-dim",
        "$.spans[3].when.env[0]",
        "$.spans[3].when.idle",
        "$.spans[4].stages[0].class",
        "$.spans[4].stages[0].ms",
        "$.spans[5].stages[0].ms.values.7ms",
        "$.spans[5].stages[0].ms.values",
        "$.spans[6].stages[0].note",
        "$.spans[7].stages[0].source.seed",
        "$.spans[7].stages[0].source.quote",
        "$.spans[9].stages",
        "$.arrows[0].from",
        "$.arrows[1].from",
        "$.arrows[2].ms",
        "$.arrows[3].gated_by",
        "$.arrows[6].over",
        "$.arrows[6].ms",
        "$.metrics[0].from",
        "$.metrics",
        "$.arms[10].config.no-dim",
        "$.arms[10].config.hb",
        "$.arms[0].inert[0]",
        "$.arms[1].figures",
        "$.arms[1].stated",
        "$.arms[1].stated[0].written",
        "$.arms[2].figures[0].metric",
        "$.arms[2].figures[1].values",
        "$.arms[3].figures[0].values",
        "$.arms[4].figures[0].difference.from",
        "$.arms[5].figures[0].ambiguity.values",
        "$.arms[6].figures[0].source",
        "$.arms[7].figures[0].values[0]",
        "$.arms[8].figures[0].written",
        "$.arms[9].figures[0].stdev.ms",
        "$.stated[1].id",
        "$.presets[0].headline",
        "$.presets[1].headline.source",
        "$.presets[1].headline.written",
        "$.presets[1].headline.e2e_ms",
        "$.presets[2].headline.outage_ms",
        "$.presets[2].headline.e2e_ms",
        "$.default_preset",
        "$.trust[0].when.hb",
        "$.trust[0].why.en",
        "$.model_limits[0].arm",
        "$.model_limits[1].metric",
        "$.reference.sections[0].items",
        "$.reference.proportion.rows[0].cost_ms",
        "$.reference.recommended.columns",
        "$.reference.charts[1].dimension",
        "$.reference.charts[2].metric",
        "$.reference.charts[2].series[0].knee",
        "$.reference.charts[2].series[0].arms[0]",
        "$.reference.charts[4].id",
        "$.reference.charts[4].arms",
        "$.reference.charts[4].arms[0]",
        "$.reference.charts[5].series",
        "$.tour[0].link",
        "$.tour[1].highlight",
        "$.tour[2].quotes",
        "$.tour[3].quotes[0]",
        "$.tour[4].quotes[1]",
        "$.tour[5].ruler.from",
        "$.tour[6].highlight.spans[0]",
        "$.transit_class",
    ] {
        assert!(paths.contains(&path), "no problem at {path}: {paths:#?}");
    }
    // Many different messages, not one repeated.
    let mut messages: Vec<String> = problems.iter().map(|p| p.text(Lang::En)).collect();
    messages.sort();
    messages.dedup();
    assert!(messages.len() > 60, "{messages:#?}");
}

#[test]
fn the_loader_problems_found_one_at_a_time_are_worded_in_chinese_too() {
    // A one-way arrow that takes time, no transit class.
    let problems = problems_of(|v| set(v, "/transit_class", Value::Null));
    assert_eq!(problems[0].path, "$.arrows[0].ms");
    worded_in_both(&problems);
    // A dependency cycle (found only once everything else is right).
    let problems = problems_of(|v| {
        push(v, "/spans/0/after", json!("end:n0-shadow"));
        push(v, "/spans/2/after", json!("end:n0-react"));
    });
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "$.spans");
    assert!(problems[0].text(Lang::Zh).contains("n0-react"));
    worded_in_both(&problems);
}

#[test]
fn json_that_does_not_read_as_a_dataset_file_is_worded_in_chinese_too() {
    let minimal = include_str!("../data/examples/minimal.json");
    let changed = |change: &dyn Fn(&mut Value)| {
        let mut v: Value = serde_json::from_str(minimal).unwrap();
        change(&mut v);
        serde_json::to_string_pretty(&v).unwrap()
    };
    let files: Vec<(String, &str)> = vec![
        (
            changed(&|v| {
                v["lanes"][0].as_object_mut().unwrap().remove("id");
            }),
            "missing field",
        ),
        (
            changed(&|v| v["lanes"][0]["colour"] = json!("red")),
            "unknown field",
        ),
        (
            changed(&|v| v["zoom_px_per_ms"] = json!("fast")),
            "invalid type",
        ),
        (changed(&|v| v["title"] = json!(5)), "invalid type"),
        (
            changed(&|v| v["metrics"][0]["role"] = json!("sideways")),
            "unknown variant",
        ),
        (
            changed(&|v| v["spans"][0]["stages"][0]["source"] = json!({"seed": "example"})),
            "untagged enum",
        ),
        (
            changed(&|v| v["spans"][0]["stages"][0]["ms"] = json!({"by": 3})),
            "untagged enum",
        ),
        (
            minimal[..minimal.len() / 2].to_string(),
            "EOF while parsing",
        ),
        (format!("{minimal} x"), "trailing characters"),
        (
            minimal.replacen("\"zoom_px_per_ms\": 0.5", "\"zoom_px_per_ms\": ", 1),
            "expected value",
        ),
        (
            minimal.replacen("\"id\": \"minimal\",", "\"id\": \"minimal\"", 1),
            "expected `,` or `}`",
        ),
    ];
    for (text, shape) in &files {
        let problems = load_file(text.as_bytes()).expect_err(shape);
        assert_eq!(problems.len(), 1, "{shape}: {problems:?}");
        let p = &problems[0];
        let (en, zh) = (p.text(Lang::En), p.text(Lang::Zh));
        assert!(en.contains(shape), "{shape}: {en}");
        // The place is said once: by the problem, not in serde's words.
        assert!(!en.contains(" at line "), "{en}");
        assert!(!zh.contains("行第"), "{zh}");
        assert!(p.at.is_some(), "{p:?}");
        // A shape the translator knows: not serde's English quoted.
        assert!(!zh.contains(&en), "{zh}");
        worded_in_both(&problems);
    }
}

#[test]
fn a_url_key_that_is_one_of_the_apps_own_is_refused_at_its_path() {
    use failover_timeline::model::link_keys::{is_app_key, APP_KEYS};
    // The one in the issue: a knob that would shadow `zoom=` in every link.
    // (Aeron's fifth knob, which no tour step's link names.)
    let problems = problems_of(|v| set(v, "/dimensions/4/url_key", json!("zoom")));
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].path, "$.dimensions[4].url_key");
    assert!(problems[0].at.is_some(), "{problems:?}");
    let en = problems[0].text(Lang::En);
    assert!(
        en.contains("\"zoom\" is one of the app's own link keys"),
        "{en}"
    );
    assert!(en.contains("choose another"), "{en}");
    worded_in_both(&problems);
    // Every key of the app's table, on each dimension in turn.
    let dims = serde_json::from_str::<Value>(aeron()).unwrap()["dimensions"]
        .as_array()
        .unwrap()
        .len();
    for (n, key) in APP_KEYS.iter().enumerate() {
        assert!(is_app_key(key), "{key}");
        let i = n % dims;
        let problems = problems_of(|v| set(v, &format!("/dimensions/{i}/url_key"), json!(key)));
        let path = format!("$.dimensions[{i}].url_key");
        assert!(
            problems
                .iter()
                .any(|p| p.path == path && p.text(Lang::En).contains(&format!("{key:?}"))),
            "{key}: {problems:?}"
        );
        worded_in_both(&problems);
    }
    // Not a prefix or a near miss: a key of the dataset's own still loads.
    assert!(!is_app_key("zoom2") && !is_app_key("b.zoom"));
    assert!(problems_of(|v| set(v, "/dimensions/4/url_key", json!("zoom2"))).is_empty());
}

#[test]
fn a_dataset_id_is_a_dataset_name_in_every_file() {
    use failover_timeline::model::link_keys;
    // The model's rule is the one the link's codec checks `dataset=` with.
    let long = "a".repeat(link_keys::MAX_NAME + 1);
    let bad = ["a;b", "A", "-x", "a b", "x/../y", "a=b", "a&b", "", &long];
    for id in bad {
        assert!(!link_keys::is_dataset_name(id), "{id:?}");
        assert_eq!(
            link_keys::is_dataset_name(id),
            is_dataset_name(id),
            "{id:?}"
        );
        // From disk (no name to match): refused by the loader, at `$.id`.
        let problems = problems_of(|v| set(v, "/id", json!(id)));
        assert_eq!(problems.len(), 1, "{id:?}: {problems:?}");
        assert_eq!(problems[0].path, "$.id", "{id:?}");
        assert!(problems[0].at.is_some(), "{problems:?}");
        assert!(
            problems[0].text(Lang::En).contains("is not a dataset name"),
            "{problems:?}"
        );
        worded_in_both(&problems);
    }
    for id in ["aeron-2", "a", &"a".repeat(link_keys::MAX_NAME)] {
        assert!(link_keys::is_dataset_name(id), "{id:?}");
        assert!(
            problems_of(|v| set(v, "/id", json!(id))).is_empty(),
            "{id:?}"
        );
    }
    // Beside the site too: `data/a;b.json` is never fetched, and a file
    // whose id is not a name is refused before its name is compared.
    let mut v: Value = serde_json::from_str(aeron()).unwrap();
    set(&mut v, "/id", json!("a;b"));
    let problems = load_file(v.to_string().as_bytes()).expect_err("refused");
    assert_eq!(problems[0].path, "$.id");
    // Every bundled dataset's id is a name (its file's).
    for (name, json) in DATASETS {
        let (ds, _) = load_file(json.as_bytes()).unwrap_or_else(|p| panic!("{name}: {p:?}"));
        assert_eq!(ds.file.id, *name);
        assert!(link_keys::is_dataset_name(&ds.file.id), "{name}");
    }
}

/// A value of the wrong type is said in an author's words (a number, not
/// `f64`), with its place said once: the value's, where its path names it.
#[test]
fn a_wrong_type_says_a_number_and_its_place_once() {
    let minimal = include_str!("../data/examples/minimal.json");
    let text = minimal.replacen("\"zoom_px_per_ms\": 0.5", "\"zoom_px_per_ms\": \"fast\"", 1);
    let problems = load_file(text.as_bytes()).expect_err("a string where a number goes");
    assert_eq!(problems.len(), 1, "{problems:?}");
    let p = &problems[0];
    assert_eq!(p.path, "$.zoom_px_per_ms");
    let (en, zh) = (p.text(Lang::En), p.text(Lang::Zh));
    assert!(en.contains("expected a number"), "{en}");
    assert!(!en.contains("f64") && !en.contains(" at line "), "{en}");
    assert!(zh.contains("数字") && !zh.contains("行第"), "{zh}");
    // The value's own line (where the path names it), said by the problem.
    let line = text.lines().position(|l| l.contains("\"fast\"")).unwrap() + 1;
    assert_eq!(p.at.map(|a| a.0), Some(line));
    assert_eq!(p.at, position(&text, "$.zoom_px_per_ms"));
    worded_in_both(&problems);
}
