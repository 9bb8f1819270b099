//! The browser's reader of the packed form (`model::unpack`), rule by rule
//! against the writer (postcard): every value serde writes reads back as
//! itself, and every kind of damage is an error that names where it is.
//! (`tests/model.rs` also reads whole datasets and damaged copies of them
//! both ways.)

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;

use failover_timeline::model::file::{Duration, Source, SourcedMs};
use failover_timeline::model::index::SpanIx;
use failover_timeline::model::packed::pack;
use failover_timeline::model::unpack::{unpack, Unpack};
use failover_timeline::model::Text;

mod common;
use common::by_postcard;

/// `v` packed by serde reads back as `v` (compared by its Debug form).
fn round_trips<T: serde::Serialize + Unpack + Debug>(v: T) {
    let bytes = pack(&v);
    let back: T = unpack(&bytes).unwrap_or_else(|e| panic!("{v:?} from {bytes:?}: {e}"));
    assert_eq!(format!("{back:?}"), format!("{v:?}"), "from {bytes:?}");
}

/// Both readers refuse `bytes` as a `T`; ours says what and where.
fn refused<T>(bytes: &[u8], what: &str)
where
    T: serde::de::DeserializeOwned + Unpack + Debug,
{
    let e = unpack::<T>(bytes).expect_err("refused");
    assert!(e.to_string().contains(what), "{e} (expected: {what})");
    let theirs = by_postcard::<T>(bytes);
    assert!(theirs.is_none(), "postcard reads {bytes:?} as {theirs:?}");
}

#[test]
fn every_number_at_its_edges_reads_back() {
    for v in [0u16, 1, 127, 128, 255, 16_383, 16_384, u16::MAX] {
        round_trips(v);
    }
    for v in [0u32, 1, 127, 128, 2_097_151, 2_097_152, u32::MAX] {
        round_trips(v);
    }
    for v in [0u64, 1, 128, u64::from(u32::MAX) + 1, u64::MAX] {
        round_trips(v);
    }
    for v in [0usize, 1, 300, 70_000] {
        round_trips(v);
    }
    for v in [0i32, -1, 1, -64, 64, i32::MIN, i32::MAX] {
        round_trips(v);
    }
    for v in [0i64, -1, i64::MIN, i64::MAX] {
        round_trips(v);
    }
    for v in [
        0.0f64,
        -0.0,
        1.5,
        -266.25,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::INFINITY,
    ] {
        round_trips(v);
    }
    for v in [0u8, 1, 200, 255] {
        round_trips(v);
    }
}

#[test]
fn text_options_lists_maps_and_enums_read_back() {
    round_trips(String::new());
    round_trips("client outage 81 ms · 端到端 85 ms".to_string());
    round_trips(Some(true));
    round_trips(None::<bool>);
    round_trips(vec![Some(1u32), None, Some(300)]);
    round_trips(BTreeMap::from([
        ("1ms".to_string(), 12.5f64),
        ("10ms".into(), -3.0),
    ]));
    round_trips(BTreeSet::from([0usize, 3, 200]));
    round_trips(vec![SpanIx(0), SpanIx(4_000)]);
    let text = Text {
        en: "stock".into(),
        zh: "默认".into(),
    };
    round_trips(Source::Derived {
        derived: text.clone(),
    });
    round_trips(Source::Seed {
        seed: "000".into(),
        quote: "a sentence".into(),
    });
    round_trips(Duration::Fixed(10.0.into()));
    round_trips(Duration::By {
        by: "hb".into(),
        values: failover_timeline::model::file::IdMap::from([
            ("10ms".into(), 10.0.into()),
            (
                "20ms".into(),
                SourcedMs {
                    ms: 20.0,
                    source: Some(Source::Derived {
                        derived: text.clone(),
                    }),
                },
            ),
        ]),
    });
}

#[test]
fn damage_is_an_error_that_says_where() {
    // The bytes end inside a value.
    refused::<u32>(&[], "the bytes end at byte 0");
    refused::<u32>(&[0x80], "the bytes end at byte 1");
    refused::<u32>(&[0x80, 0x80], "the bytes end at byte 2");
    refused::<f64>(&[0; 7], "the bytes end");
    // A varint wider than its type.
    refused::<u16>(&[0xff, 0xff, 0x04], "a number too large at byte 0");
    refused::<u32>(&[0xff, 0xff, 0xff, 0xff, 0x10], "a number too large");
    refused::<u64>(&[0xff; 11], "a number too large");
    // Tags that are neither.
    refused::<bool>(&[2], "a bool that is neither at byte 0");
    refused::<Vec<Option<u8>>>(&[2, 0, 2, 0], "an option that is neither at byte 2");
    refused::<Source>(&[7], "an unknown variant at byte 0");
    // A length past the bytes left is refused before anything is made.
    refused::<Vec<u8>>(&[0xff, 0xff, 0xff, 0xff, 0x0f], "a length past the end");
    refused::<String>(&[5, b'a', b'b'], "a length past the end at byte 0");
    refused::<String>(&[2, 0xc3, 0x28], "text that is not UTF-8 at byte 1");
    // Whole values with bytes after them.
    let e = unpack::<u8>(&[1, 2, 3]).unwrap_err().to_string();
    assert_eq!(e, "2 trailing bytes");
}

/// After damage the reader gives empty values and reads nothing more, so a
/// damaged length deep inside a list stops the whole read quickly and the
/// error is the first damage, not a later one.
#[test]
fn the_first_damage_is_the_error() {
    // A list of two strings: the first claims 9 bytes, 2 are left.
    let e = unpack::<Vec<String>>(&[2, 9, b'a', b'b'])
        .unwrap_err()
        .to_string();
    assert_eq!(e, "a length past the end at byte 1");
}

/// The first file of every bundled dataset (`packed::first_file`) is the
/// dataset with words left out, nothing else: every difference is a text's
/// Chinese, or a word under a path of `LATER_WORDS`, left empty; its
/// numbers, ids and structure are the dataset's; and it does leave words
/// out (the English a first frame does not show). The one list it leaves
/// out whole is the drill's marks (`.marks`, `.file.marks`): only the page
/// below reads a drill.
#[test]
fn a_first_file_leaves_out_words_and_nothing_else() {
    use failover_timeline::model::packed::{first_file, LATER_WORDS};
    use serde_json::Value;
    fn later(path: &str) -> bool {
        LATER_WORDS.iter().any(|p| {
            path.split('.')
                .collect::<Vec<_>>()
                .windows(p.split('.').count())
                .any(|w| w.join(".") == *p)
        })
    }
    fn compare(full: &Value, first: &Value, path: &str, left_out: &mut usize) {
        match (full, first) {
            (Value::Object(a), Value::Object(b)) => {
                assert_eq!(
                    a.keys().collect::<Vec<_>>(),
                    b.keys().collect::<Vec<_>>(),
                    "{path}"
                );
                for (k, v) in a {
                    compare(v, &b[k], &format!("{path}.{k}"), left_out);
                }
            }
            // A length's own source goes whole, its number stays.
            (Value::Object(a), b @ Value::Number(_)) if a.get("source").is_some() => {
                assert_eq!(a.get("ms"), Some(b), "{path}");
                assert_eq!(a.len(), 2, "{path}");
                assert!(later(path), "{path}: left out, but not a later word");
                *left_out += 1;
            }
            (Value::Array(_), Value::Array(b)) if path == ".marks" || path == ".file.marks" => {
                assert!(b.is_empty(), "{path}: the first file has no marks");
            }
            (Value::Array(a), Value::Array(b)) => {
                assert_eq!(a.len(), b.len(), "{path}");
                for (x, y) in a.iter().zip(b) {
                    compare(x, y, path, left_out);
                }
            }
            (Value::String(a), Value::String(b)) if a != b => {
                assert_eq!(b, "", "{path}: a word changed, not left out");
                assert!(
                    path.ends_with(".zh") || later(path),
                    "{path}: left out, but not a later word"
                );
                if !path.ends_with(".zh") {
                    *left_out += 1;
                }
            }
            (a, b) => assert_eq!(a, b, "{path}"),
        }
    }
    for ds in common::bundled() {
        let full = serde_json::to_value(&ds).unwrap();
        let first = serde_json::to_value(first_file(&ds)).unwrap();
        let mut left_out = 0;
        compare(&full, &first, "", &mut left_out);
        assert!(
            left_out > 20,
            "{}: {left_out} English words left out",
            ds.file.id
        );
    }
}

/// The words no first frame shows are out of the first file, a whole path
/// (`.file.stated`: the page's figures listed below the timeline) as surely as
/// a field anywhere (a seed page's title and citation); the ids that name
/// them stay.
#[test]
fn a_first_file_leaves_out_the_figures_below_and_the_citations() {
    use failover_timeline::model::packed::first_file;
    for ds in common::bundled() {
        let first = first_file(&ds);
        assert!(first.file.summary.en.is_empty(), "{}", ds.file.id);
        for (s, full) in first.file.stated.iter().zip(&ds.file.stated) {
            assert!(s.text.en.is_empty() && s.id == full.id, "{}", ds.file.id);
        }
        for (s, full) in first.file.seeds.iter().zip(&ds.file.seeds) {
            assert!(s.title.en.is_empty() && s.cite.is_empty());
            assert_eq!((&s.id, &s.lang), (&full.id, &full.lang));
            assert!(!full.cite.is_empty());
        }
    }
}

/// When the file with all the words replaces the first file, every run is
/// derived again: a run holds words of its own (its verdict's sentences,
/// a headline's notes), so keeping the old runs would show the first
/// file's empty words beside the new dataset (once: "64 ms ()" in the
/// badge, for a note of `headline.also`).
#[test]
fn renewed_runs_hold_the_words_of_the_whole_file() {
    use failover_timeline::model::packed::first_file;
    use failover_timeline::model::run::{Runs, Shown};
    use failover_timeline::model::verdict::{preset_config, verdict};
    use failover_timeline::model::{load, Side};
    for (id, json) in failover_timeline::model::bundled::DATASETS {
        let full = load(json).unwrap();
        let first = first_file(&full);
        for p in 0..full.file.presets.len() {
            let a = preset_config(&full, p).clone();
            let b = preset_config(&full, (p + 1) % full.file.presets.len()).clone();
            let mut runs = Runs::new(&first, [Shown::model(&a), Shown::model(&b)]);
            let before = runs.rev();
            runs.renew(&full);
            assert_ne!(runs.rev(), before, "{id}: a new revision");
            for (side, cfg) in [(Side::A, &a), (Side::B, &b)] {
                let run = runs.get(side);
                assert_eq!(&run.config, cfg);
                assert_eq!(run.verdict, verdict(&full, cfg), "{id} preset {p} {side:?}");
            }
        }
    }
}

/// The first module reads no reference text (`reference::unpack_empty`):
/// every file it reads carries an empty one, which packs as `EMPTY`. A
/// dataset file's whole bytes (the loader module's, `packed::pack_whole`)
/// have the dataset with an empty one, then the text, which the page below
/// puts back: the dataset as its JSON has it.
#[test]
fn the_first_module_reads_only_an_empty_reference_text() {
    use failover_timeline::model::packed::{pack_dataset_langs, pack_whole, with_reference};
    use failover_timeline::model::reference::{unpack_empty, Reference, EMPTY};
    use failover_timeline::model::unpack::Reader;
    use failover_timeline::model::{bundled::DATASETS, load, load_packed, load_whole};
    /// A reference read as the first module reads one.
    #[derive(Debug)]
    struct FirstModules(#[allow(dead_code)] Reference);
    impl Unpack for FirstModules {
        fn unpack(r: &mut Reader<'_>) -> Self {
            FirstModules(unpack_empty(r))
        }
    }
    assert_eq!(pack(&Reference::default()), EMPTY);
    assert!(unpack::<FirstModules>(&EMPTY).is_ok());
    for (id, json) in DATASETS {
        let [first, full, reference] = pack_dataset_langs(json).unwrap();
        for bytes in [&first, &full] {
            let ds = load_packed(bytes).unwrap();
            assert_eq!(pack(&ds.file.reference), EMPTY, "{id}");
        }
        // A reference text with anything in it is damage to that reader.
        let e = unpack::<FirstModules>(&reference).unwrap_err().to_string();
        assert!(
            e.starts_with("a reference text where the first module reads none"),
            "{id}: {e}"
        );
        let from_json = load(json).unwrap();
        let whole = pack_whole(load(json).unwrap());
        let (ds, rest) = load_whole(&whole).unwrap();
        assert_eq!(pack(&ds.file.reference), EMPTY, "{id}");
        let ds = with_reference(ds, rest).unwrap();
        assert_eq!(format!("{ds:?}"), format!("{from_json:?}"), "{id}");
        // Whole bytes are not a bundled file: the reference text trails.
        assert!(load_packed(&whole).is_err(), "{id}");
    }
}

/// A configuration's inert knobs (`config::KnobSet`, a sorted list) pack
/// as the set they replaced and read back; its set operations are a set's.
#[test]
fn a_set_of_knobs_packs_and_reads_as_a_set() {
    use failover_timeline::model::config::KnobSet;
    let mut knobs: KnobSet = [4, 1, 4, 2].into_iter().collect();
    assert_eq!(pack(&knobs), pack(&BTreeSet::<usize>::from([1, 2, 4])));
    assert_eq!(format!("{knobs:?}"), "{1, 2, 4}");
    round_trips(knobs.clone());
    assert!(knobs.insert(3) && !knobs.insert(3) && knobs.remove(&1) && !knobs.remove(&1));
    assert_eq!(knobs.iter().copied().collect::<Vec<_>>(), [2, 3, 4]);
    let other: KnobSet = [0, 3, 7].into_iter().collect();
    let theirs: Vec<usize> = BTreeSet::<usize>::from([2, 3, 4])
        .symmetric_difference(&BTreeSet::from([0, 3, 7]))
        .copied()
        .collect();
    assert_eq!(
        knobs.symmetric_difference(&other).collect::<Vec<_>>(),
        theirs
    );
    assert!(knobs.contains(&4) && !knobs.contains(&1) && knobs.len() == 3);
}

/// A map the file writes (`file::IdMap`, a sorted list) reads from JSON,
/// packs and reads back as the `BTreeMap` it replaced: entries by id, the
/// last of a repeated id winning.
#[test]
fn an_id_map_reads_and_packs_as_a_map() {
    use failover_timeline::model::file::IdMap;
    let json = r#"{"slow": "1ms", "env": "az", "slow": "10ms"}"#;
    let ours: IdMap<String> = serde_json::from_str(json).unwrap();
    let theirs: BTreeMap<String, String> = serde_json::from_str(json).unwrap();
    assert_eq!(format!("{ours:?}"), format!("{theirs:?}"));
    assert_eq!(pack(&ours), pack(&theirs));
    assert_eq!(
        serde_json::to_string(&ours).unwrap(),
        serde_json::to_string(&theirs).unwrap()
    );
    round_trips(ours.clone());
    assert_eq!(ours.get("slow").map(String::as_str), Some("10ms"));
    assert_eq!(ours.get("hb"), None);
    assert_eq!(
        ours.keys().collect::<Vec<_>>(),
        theirs.keys().collect::<Vec<_>>()
    );
    let e = serde_json::from_str::<IdMap<String>>("[1]")
        .unwrap_err()
        .to_string();
    let f = serde_json::from_str::<BTreeMap<String, String>>("[1]")
        .unwrap_err()
        .to_string();
    assert_eq!(e, f, "the loader's message is a map's");
}
