//! The loader's truth rule and the schema a team fills in, each with a
//! small file that breaks it (the shipped minimal example, changed in one
//! place), and the exact JSON path of the error.

use failover_timeline::model::quotes::{states_ms, written_numbers};
use failover_timeline::model::{load, verdict, Config, Lang};
use serde_json::{json, Value};

const MINIMAL: &str = include_str!("../data/examples/minimal.json");

fn minimal() -> Value {
    serde_json::from_str(MINIMAL).unwrap()
}

/// The error paths of `v`'s load, or none.
fn paths(v: &Value) -> Vec<String> {
    match load(&v.to_string()) {
        Ok(_) => Vec::new(),
        Err(e) => {
            e.0.into_iter()
                .map(|e| format!("{}: {}", e.path, e.message))
                .collect()
        }
    }
}

fn fails_at(v: &Value, path: &str) -> String {
    let errors = paths(v);
    errors
        .iter()
        .find(|e| e.split(": ").next() == Some(path))
        .unwrap_or_else(|| panic!("no error at {path}: {errors:?}"))
        .clone()
}

#[test]
fn the_minimal_example_loads() {
    assert_eq!(paths(&minimal()), Vec::<String>::new());
}

#[test]
fn an_arm_figure_cannot_have_a_derived_source() {
    let mut v = minimal();
    v["arms"][0]["figures"][0]["source"] = json!({"derived": {"en": "our guess"}});
    fails_at(&v, "$.arms[0].figures[0].source");
}

#[test]
fn a_headline_is_an_arm_figure_or_a_number_of_its_sentence() {
    let mut v = minimal();
    v["presets"][0]["headline"]["outage_ms"] = json!(12345);
    fails_at(&v, "$.presets[0].headline.outage_ms");
    let mut v = minimal();
    v["presets"][0]["headline"]["source"] = json!({"derived": {"en": "our sum"}});
    fails_at(&v, "$.presets[0].headline.source");
    // Not the arm's figure, but a number the sentence states (in seconds).
    let mut v = minimal();
    v["presets"][0]["headline"]["outage_ms"] = json!(1000);
    v["presets"][0]["headline"]["source"]["quote"] =
        json!("about 1 s to notice the missing heartbeats");
    assert_eq!(paths(&v), Vec::<String>::new());
    // A preset an arm measured needs the page's headline.
    let mut v = minimal();
    v["presets"][0].as_object_mut().unwrap().remove("headline");
    fails_at(&v, "$.presets[0].headline");
}

#[test]
fn a_figures_number_must_be_in_its_sentence_unless_it_says_how_it_was_read() {
    // "ttl 30" is no 30,000 ms downtime.
    let mut v = minimal();
    v["arms"][0]["figures"][0]["values"] = json!([30000]);
    v["arms"][0]["figures"][0]["source"]["quote"] =
        json!("We killed the primary broker five times");
    let e = fails_at(&v, "$.arms[0].figures[0].values[0]");
    // The first fix it suggests is checking the number; a reading only for
    // a figure the page gives in other words.
    let check = e.find("check the number").expect(&e);
    assert!(check < e.find("`reading`").expect(&e), "{e}");
    v["arms"][0]["figures"][0]["reading"] = json!({"en": "read off the chart"});
    assert!(!paths(&v)
        .iter()
        .any(|e| e.starts_with("$.arms[0].figures[0].values[0]")));
}

#[test]
fn a_number_is_read_in_the_unit_written_after_it() {
    assert!(states_ms("took over after 1,240 ms", 1240.0));
    assert!(states_ms("took over after 0.27 s", 270.0));
    assert!(states_ms("took over after ~270ms", 270.0));
    assert!(states_ms("stalls for ~0.4–0.9 s", 400.0));
    assert!(states_ms("350 to 820 ms", 350.0));
    assert!(states_ms("30 000 ms", 30000.0));
    assert!(states_ms("about 2 seconds", 2000.0));
    assert!(states_ms("耗时三十毫秒", 30.0));
    assert!(states_ms("大约两秒", 2000.0));
    assert!(states_ms("一千五百毫秒", 1500.0));
    assert!(states_ms("１２０ ms", 120.0));
    // A bare number is milliseconds; a unit is never guessed.
    assert!(!states_ms("ttl 30", 30000.0));
    assert!(states_ms("ttl 30", 30.0));
    assert!(!states_ms("0.27 s", 0.27));
    assert!(!states_ms("185 ms", 85.0));
    assert!(!states_ms("1,2345 ms", 12345.0));
    assert_eq!(written_numbers("3, 4 ms").len(), 2);
}

#[test]
fn a_dataset_with_no_measured_arm_is_valid_and_says_the_page_gives_no_figure() {
    let mut v = minimal();
    v["arms"] = json!([]);
    v["presets"][0].as_object_mut().unwrap().remove("headline");
    let ds = load(&v.to_string()).unwrap();
    let cfg = Config::stock(&ds);
    let vd = verdict(&ds, &cfg);
    assert!(vd.quotable_outage().is_none());
    let tl = failover_timeline::model::schedule(&ds, &cfg);
    let b = failover_timeline::view::describe::badge(&ds, &tl, &vd, Lang::En);
    let text = format!("{b:?}");
    assert!(text.contains("the page gives no figure"), "{text}");
    assert!(!text.contains("never run"), "{text}");
    assert!(text.contains("low"), "low trust: {text}");
    // The dataset's own words, where they differ.
    v["badge"] = json!({"nothing_measured": {"en": "The page reports no takeover time."}});
    let ds = load(&v.to_string()).unwrap();
    let b = failover_timeline::view::describe::badge(&ds, &tl, &verdict(&ds, &cfg), Lang::En);
    assert!(format!("{b:?}").contains("The page reports no takeover time."));
    v["badge"]["never_run"] = json!({"en": ""});
    fails_at(&v, "$.badge.never_run.en");
}

#[test]
fn chinese_is_optional_and_marked_where_it_is_left_out() {
    let ds = load(MINIMAL).unwrap();
    assert_eq!(
        ds.file.title.en,
        "Example: a standby takes over (made-up figures)"
    );
    assert_eq!(
        ds.file.title.get(Lang::Zh),
        "Example: a standby takes over (made-up figures)〔未翻译〕"
    );
    assert_eq!(
        failover_timeline::model::text::NOT_TRANSLATED,
        failover_timeline::model::bundle::NOT_TRANSLATED
    );
    // Given, it is used; given empty, it is an error at its path.
    let mut v = minimal();
    v["title"]["zh"] = json!("示例");
    assert_eq!(load(&v.to_string()).unwrap().file.title.zh, "示例");
    v["title"]["zh"] = json!("");
    fails_at(&v, "$.title.zh");
    let mut v = minimal();
    v["lanes"][0]["role"] = json!({"zh": "接管"});
    let e = load(&v.to_string()).unwrap_err().to_string();
    assert!(e.contains("$.lanes[0].role") && e.contains("`en`"), "{e}");
}

#[test]
fn a_seed_may_name_its_url() {
    let ds = load(MINIMAL).unwrap();
    assert_eq!(
        ds.file.seeds[0].url.as_deref(),
        Some("https://example.com/failover-example")
    );
}

#[test]
fn a_seed_url_is_a_web_address() {
    let mut v = minimal();
    v["seeds"][0]["url"] = json!("javascript:alert(1)");
    fails_at(&v, "$.seeds[0].url");
    let ds = load(MINIMAL).unwrap();
    let q = failover_timeline::view::describe::seed_quote(&ds, "example", "1,240 ms");
    assert_eq!(
        q.cite,
        "An example failover page, made up for the guide · https://example.com/failover-example"
    );
}

#[test]
fn the_zero_label_is_shortened_to_the_room_of_two_ticks() {
    use failover_timeline::model::load::ruler_zero;
    use failover_timeline::model::Text;
    let t = |en: &str, zh: &str| Text {
        en: en.into(),
        zh: zh.into(),
    };
    assert_eq!(ruler_zero(&t("trigger", "触发")).en, "0 trigger");
    assert_eq!(ruler_zero(&t("trigger", "触发")).zh, "0 触发");
    // Longer than one tick's room: whole up to two ticks' (the next
    // tick's label is left out), no word cut after one.
    assert_eq!(
        ruler_zero(&t("master down", "主节点宕机")).en,
        "0 master down"
    );
    assert_eq!(
        ruler_zero(&t("master down", "主节点宕机")).zh,
        "0 主节点宕机"
    );
    let long = ruler_zero(&t("the primary broker is killed", "主节点进程被强制杀掉"));
    assert_eq!(long.en, "0 the primary bro…");
    assert_eq!(long.zh, "0 主节点进程被强…");
    // The guide's example and the bundled ones fit whole.
    let ds = load(MINIMAL).unwrap();
    assert_eq!(ds.ruler_zero.en, "0 primary killed");
    for (_, json) in failover_timeline::model::bundled::DATASETS {
        let ds = load(json).unwrap();
        assert_eq!(ds.ruler_zero.en, format!("0 {}", ds.file.zero.en));
    }
}

#[test]
fn a_shortened_zero_label_is_shown_in_full_under_the_pointer() {
    use failover_timeline::model::{schedule, Config};
    use failover_timeline::view::{layout, Metrics, Scene, Shape, Viewport};
    let lay = |json: &str, lang: Lang| {
        let ds = load(json).unwrap();
        let tl = schedule(&ds, &Config::stock(&ds));
        let l = layout(
            &ds,
            &tl,
            &Viewport::new(-2.0, ds.file.zoom_px_per_ms, 1200.0),
            &Metrics::default(),
            lang,
            &Scene::default(),
        );
        (ds, l)
    };
    // The minimal example with a `zero` longer than the room.
    let long = MINIMAL.replacen(
        "\"primary killed\"",
        "\"the primary broker is killed by the drill\"",
        1,
    );
    assert_ne!(long, MINIMAL);
    for lang in [Lang::En, Lang::Zh] {
        // Its box is where the short label is drawn, inside the ruler.
        let (ds, l) = lay(&long, lang);
        let [x, y, w, h] = l.zero_label.expect("a shortened label has a box");
        let short = ds.ruler_zero.get(lang);
        let drawn = l.shapes.iter().find_map(|s| match s {
            Shape::Text { x, y, text, .. } if text == short => Some((*x, *y)),
            _ => None,
        });
        let (tx, ty) = drawn.expect("the short label is drawn");
        assert_eq!(tx, x, "{lang:?}");
        assert!(ty >= y && ty <= y + h && w > 0.0 && h <= Metrics::default().ruler_h);
        assert!(l.over_zero_label(x + w / 2.0, y + h / 2.0));
        assert!(!l.over_zero_label(x + w + 1.0, y + h / 2.0));
        assert!(
            !l.over_zero_label(x + 1.0, y + h + 1.0),
            "not over the lanes"
        );
        // A label that fits whole has no box: nothing to show on hover.
        for (_, json) in failover_timeline::model::bundled::DATASETS {
            assert_eq!(lay(json, lang).1.zero_label, None);
        }
    }
}

/// A zero label longer than one tick's room ("0 master down") is drawn
/// whole over the next tick's room, whose label is left out; a short one
/// leaves every tick its label.
#[test]
fn a_zero_label_longer_than_one_tick_takes_the_next_ticks_room() {
    use failover_timeline::model::{schedule, Config};
    use failover_timeline::view::{layout, Metrics, Shape, Viewport};
    let m = Metrics::default();
    // The ruler's labels, left to right: (x, text).
    let labels = |zero: Value, lang: Lang| -> Vec<(f64, String)> {
        let json = MINIMAL.replacen("{ \"en\": \"primary killed\" }", &zero.to_string(), 1);
        assert_ne!(json, MINIMAL);
        let ds = load(&json).unwrap();
        let tl = schedule(&ds, &Config::stock(&ds));
        let vp = Viewport::new(-2.0, ds.file.zoom_px_per_ms, 1200.0);
        let l = layout(&ds, &tl, &vp, &m, lang, &Default::default());
        let mut out: Vec<(f64, String)> = l
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { x, y, text, .. } if *y < m.ruler_h => Some((*x, text.clone())),
                _ => None,
            })
            .collect();
        out.sort_by(|a, b| a.0.total_cmp(&b.0));
        out
    };
    let ticks = |l: &[(f64, String)]| l.iter().filter(|(_, t)| t.ends_with(" ms")).count();
    for lang in [Lang::En, Lang::Zh] {
        let short = labels(json!({"en": "kill", "zh": "杀掉"}), lang);
        let wide = labels(json!({"en": "master down", "zh": "主节点宕机"}), lang);
        let zero = |l: &[(f64, String)]| l.iter().position(|(_, t)| t.starts_with("0 ")).unwrap();
        let (zs, zw) = (zero(&short), zero(&wide));
        let whole = ["0 master down", "0 主节点宕机"];
        assert!(whole.contains(&wide[zw].1.as_str()), "{wide:?}");
        // One tick label fewer, and the next label clear of the zero's.
        assert_eq!(ticks(&wide) + 1, ticks(&short), "{wide:?}");
        let cols: usize = wide[zw]
            .1
            .chars()
            .map(failover_timeline::model::text::columns)
            .sum();
        assert!(
            wide[zw + 1].0 >= wide[zw].0 + cols as f64 * m.char_w,
            "{wide:?}"
        );
        assert!(short[zs + 1].0 < wide[zw + 1].0, "{short:?} {wide:?}");
    }
}

/// The loader's error at `path` for `v`, in English and in Chinese.
fn words_at(v: &Value, path: &str) -> (String, String) {
    use failover_timeline::model::load::file_check::load_file;
    let text = serde_json::to_string_pretty(v).unwrap();
    let problems = match load_file(text.as_bytes()) {
        Ok(_) => panic!("no error at {path}: it loads"),
        Err(p) => p,
    };
    let p = problems
        .iter()
        .find(|p| p.path == path)
        .unwrap_or_else(|| panic!("no error at {path}: {problems:?}"));
    assert!(p.at.is_some(), "{p:?}");
    (p.text(Lang::En), p.text(Lang::Zh))
}

/// Two lanes of the minimal example: the standby, and a client after it.
fn two_lanes() -> Value {
    let mut v = minimal();
    v["lanes"]
        .as_array_mut()
        .unwrap()
        .push(json!({ "id": "client", "name": { "en": "client" }, "role": { "en": "writes" } }));
    v
}

/// `t0` is on no lane: an arrow from it is refused with what to write
/// instead (it once became an undrawn self-arrow and a "standby → standby"
/// row of the table view).
#[test]
fn an_arrow_from_t0_is_refused_with_what_to_write() {
    let mut v = minimal();
    v["arrows"] = json!([{ "id": "kill", "kind": "one-way", "from": "t0", "to": "standby", "ms": 0,
        "interaction": { "en": "the primary stops answering" },
        "source": { "seed": "example", "quote": "then 240 ms to replay its log" } }]);
    let (en, zh) = words_at(&v, "$.arrows[0].from");
    assert!(en.contains("`t0` is on no lane"), "{en}");
    assert!(en.contains("first span starts at t = 0"), "{en}");
    assert!(zh.contains("`t0` 不在任何泳道上"), "{zh}");
}

/// An arrow joins two lanes: one that departs and arrives on the same lane
/// is refused at its `to`; between two lanes it loads.
#[test]
fn an_arrow_joins_two_lanes() {
    let arrow = |to: &str| {
        json!([{ "id": "tell", "kind": "one-way", "from": "end:detect", "to": to, "ms": 0,
            "interaction": { "en": "the standby says it is master" },
            "source": { "derived": { "en": "the page gives the message no time: drawn as 0 ms" } } }])
    };
    let mut v = two_lanes();
    v["arrows"] = arrow("standby");
    let (en, zh) = words_at(&v, "$.arrows[0].to");
    assert!(
        en.contains("departs from lane \"standby\" and arrives there"),
        "{en}"
    );
    assert!(zh.contains("同一条"), "{zh}");
    let mut v = two_lanes();
    v["arrows"] = arrow("client");
    assert_eq!(paths(&v), Vec::<String>::new());
}

/// A configuration names a dimension by its id; its link key (`url_key`)
/// there is refused with the id to write.
#[test]
fn a_config_that_names_a_dimension_by_its_link_key_is_told_its_id() {
    let mut v = minimal();
    v["arms"][0]["config"] = json!({ "hb": "1s" });
    let (en, zh) = words_at(&v, "$.arms[0].config.hb");
    assert!(
        en.contains("\"hb\" is the url_key of dimension \"hb-timeout\"")
            && en.contains("by its id, \"hb-timeout\""),
        "{en}"
    );
    assert!(
        zh.contains("url_key") && zh.contains("\"hb-timeout\""),
        "{zh}"
    );
    let mut v = minimal();
    v["arms"][0]["config"] = json!({ "hb-timeout": "1s" });
    assert_eq!(paths(&v), Vec::<String>::new());
}
