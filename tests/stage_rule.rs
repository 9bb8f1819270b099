//! The rule for stage lengths (data/README.md): a length is the page's
//! only where a number of its sentence, in the unit written after it, is
//! that length; a by-knob stage may give a value a sentence of its own, and
//! a value its sentence does not state is a model estimate (a `derived`
//! source) or an error at its JSON path. Broken both ways on the guide's
//! minimal example, then checked as the app shows it on every bundled
//! dataset.

mod common;
use common::{bundled, cfg};

use failover_timeline::model::index::{ArrowIx, SpanIx, StageIx};
use failover_timeline::model::quotes::states_ms;
use failover_timeline::model::{load, Config, Dataset, Lang};
use failover_timeline::view::describe::{arrow_source, stage_source, SourceText};
use serde_json::{json, Value};

const MINIMAL: &str = include_str!("../data/examples/minimal.json");

fn minimal() -> Value {
    serde_json::from_str(MINIMAL).unwrap()
}

/// Each error of `v`'s load as "PATH: message".
fn errors(v: &Value) -> Vec<String> {
    match load(&v.to_string()) {
        Ok(_) => Vec::new(),
        Err(e) => {
            e.0.into_iter()
                .map(|e| format!("{}: {}", e.path, e.message))
                .collect()
        }
    }
}

fn the_error_at(v: &Value, path: &str) -> String {
    let all = errors(v);
    let at: Vec<&String> = all
        .iter()
        .filter(|e| e.split(": ").next() == Some(path))
        .collect();
    assert_eq!(at.len(), 1, "one error at {path}: {all:?}");
    at[0].clone()
}

const TIMEOUT: &str = "/spans/0/stages/0/ms/values";

#[test]
fn a_by_knob_stage_whose_sentence_states_one_value_is_refused_at_the_other() {
    // The guide's stage as it was: 300 ms and 1 s under "about 1 s to
    // notice the missing heartbeats".
    let mut v = minimal();
    v.pointer_mut(TIMEOUT).unwrap()["300ms"] = json!(300);
    let e = the_error_at(&v, "$.spans[0].stages[0].ms.values.300ms");
    assert!(e.contains("300 ms (at hb-timeout = 300ms)"), "{e}");
    assert!(e.contains("`derived`"), "{e}");
    // Only that value: 1 s is a number of the sentence.
    assert_eq!(errors(&v).len(), 1, "{:?}", errors(&v));
    // In Chinese too.
    let zh = load(&v.to_string()).unwrap_err().0[0].zh.clone();
    assert!(zh.contains("300 ms（hb-timeout = 300ms 时）"), "{zh}");
}

#[test]
fn a_fixed_length_its_sentence_does_not_state_is_refused() {
    let mut v = minimal();
    v["spans"][1]["stages"][0]["ms"] = json!(250);
    let e = the_error_at(&v, "$.spans[1].stages[0].ms");
    assert!(
        e.contains("250 ms is not a number of the stage's sentence"),
        "{e}"
    );
    // Said with a source of its own, it is an estimate and loads.
    v["spans"][1]["stages"][0]["ms"] =
        json!({"ms": 250, "source": {"derived": {"en": "our reading"}}});
    assert_eq!(errors(&v), Vec::<String>::new());
}

#[test]
fn a_values_own_sentence_must_state_it_and_then_it_is_the_pages() {
    // A sentence of its own that states 1 s: loads.
    let mut v = minimal();
    let own = "with the heartbeat timeout at its default of 1 s";
    v.pointer_mut(TIMEOUT).unwrap()["1s"] =
        json!({"ms": 1000, "source": {"seed": "example", "quote": own}});
    assert_eq!(errors(&v), Vec::<String>::new());
    let ds = load(&v.to_string()).unwrap();
    let c = cfg(&ds, &[("hb-timeout", "1s")]);
    match stage_source(&ds, &c, SpanIx(0), StageIx(0), Lang::En) {
        SourceText::Measured(q) => assert_eq!(q.text, own),
        other => panic!("{other:?}"),
    }
    // A sentence of its own that does not: refused at that value, and the
    // message asks to check the number against it.
    let mut v = minimal();
    v.pointer_mut(TIMEOUT).unwrap()["1s"] = json!({"ms": 1000, "source":
        {"seed": "example", "quote": "then 240 ms to replay its log"}});
    let e = the_error_at(&v, "$.spans[0].stages[0].ms.values.1s");
    assert!(e.contains("not a number of its own sentence"), "{e}");
    // A source of its own is checked as any source is.
    let mut v = minimal();
    v.pointer_mut(TIMEOUT).unwrap()["1s"] =
        json!({"ms": 1000, "source": {"seed": "nowhere", "quote": own}});
    the_error_at(&v, "$.spans[0].stages[0].ms.values.1s.source.seed");
    // And its shape: no field the loader does not know.
    let mut v = minimal();
    v.pointer_mut(TIMEOUT).unwrap()["1s"] =
        json!({"ms": 1000, "source": {"seed": "example", "quote": own}, "note": "x"});
    assert!(!errors(&v).is_empty());
}

#[test]
fn the_guides_example_draws_the_unstated_value_as_an_estimate_on_its_sentence() {
    let ds = load(MINIMAL).unwrap();
    let at = |value: &str| {
        let c = cfg(&ds, &[("hb-timeout", value)]);
        stage_source(&ds, &c, SpanIx(0), StageIx(0), Lang::En)
    };
    match at("300ms") {
        SourceText::Estimate {
            how,
            rests_on: Some(q),
        } => {
            assert!(how.contains("1 s timeout"), "{how}");
            assert_eq!(q.text, "about 1 s to notice the missing heartbeats");
        }
        other => panic!("{other:?}"),
    }
    assert!(at("1s").is_measured());
}

/// Every configuration that moves one dimension of stock to each of its
/// values.
fn one_moves(ds: &Dataset) -> Vec<Config> {
    let mut out = Vec::new();
    for dim in &ds.file.dimensions {
        for value in &dim.values {
            let mut c = Config::stock(ds);
            c.set(ds, &dim.id, &value.id).unwrap();
            out.push(c);
        }
    }
    out
}

#[test]
fn every_length_shown_measured_is_a_number_of_the_sentence_shown_with_it() {
    let mut measured = 0;
    for ds in bundled() {
        for c in one_moves(&ds) {
            for s in SpanIx::all(ds.file.spans.len()) {
                for i in StageIx::all(ds.file.spans[s].stages.len()) {
                    let ms = ds.stage_length(s, i).ms(&c);
                    if let SourceText::Measured(q) = stage_source(&ds, &c, s, i, Lang::En) {
                        measured += 1;
                        let at = format!("{} {}", ds.file.id, ds.file.spans[s].id);
                        assert!(states_ms(&q.text, ms), "{at}: {ms} ms under {:?}", q.text);
                    }
                }
            }
            for a in ArrowIx::all(ds.file.arrows.len()) {
                if let (SourceText::Measured(q), Some(t)) =
                    (arrow_source(&ds, &c, a, Lang::En), ds.arrow_transit(a))
                {
                    let ms = t.ms(&c);
                    assert!(states_ms(&q.text, ms), "{}: {ms} ms", ds.file.arrows[a].id);
                }
            }
        }
    }
    assert!(measured > 0);
}
