//! Dataset files read at run time (beside the site, or from disk): the
//! pre-scan refuses hostile files with their line:column, a `dataset=`
//! name never leaves `data/`, every loader error carries its JSON path and
//! line:column, and a file whose seed pages are not beside it says its
//! quotes were not checked. The browser runs this same code (the loader
//! module); e2e: tests/e2e/dataset-files.test.mjs.

use std::collections::BTreeMap;

use failover_timeline::model::bundled::DATASETS;
use failover_timeline::model::load::file_check::{
    check_file, listed_files, load_file, mark_unchecked, seed_ids, What, NOT_CHECKED,
};
use failover_timeline::model::load::position::position;
use failover_timeline::model::load::prescan::{line_col, prescan, Refusal, LIMITS};
use failover_timeline::model::Lang;
use failover_timeline::state::query::{is_dataset_name, requested_dataset, Wanted};

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
fn hostile_files_are_refused_with_their_reason_and_place_quickly() {
    let start = std::time::Instant::now();
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
    assert!(start.elapsed().as_secs_f64() < 1.0, "{:?}", start.elapsed());
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
    assert!(problems[0]
        .text(Lang::En)
        .starts_with("trailing characters at line "));
    assert!(problems[0].at.is_some());
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
    let (ds, _) = load_file(aeron().as_bytes()).unwrap();
    let marked = mark_unchecked(&ds, &["002".into()]);
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
