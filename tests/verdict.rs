//! The verdict and the badge's words: every configuration measured
//! end-to-end gets a headline figure, said with what it rests on; every
//! number names its metric; nothing else gets a figure.

mod common;

use common::{aeron, bundled, cfg};
use failover_timeline::model::{
    schedule,
    verdict::{arm_config, verdict, Basis},
    Lang, Verdict,
};
use failover_timeline::view::describe::badge;

/// Walks every arm with an outage figure in every bundled dataset.
#[test]
fn every_measured_arm_of_every_dataset_has_a_headline_with_its_hooks() {
    for ds in bundled() {
        let outage = &ds.file.metrics[ds.outage_metric()].id;
        for (a, arm) in ds.file.arms.iter().enumerate() {
            if !arm.figures.iter().any(|f| &f.metric == outage) {
                continue;
            }
            let cfg = arm_config(&ds, a);
            let v = verdict(&ds, cfg);
            assert!(v.is_measured(), "{}/{}", ds.file.id, arm.id);
            let tl = schedule(&ds, cfg);
            for lang in Lang::ALL {
                let b = badge(&ds, &tl, &v, lang);
                let (o, e) = (b.outage_ms.unwrap(), b.e2e_ms.unwrap());
                assert!((e - o - tl.react_ms).abs() < 1e-9, "{}", arm.id);
                let head = b.headline.as_deref().unwrap();
                assert!(head.contains(ds.file.metrics[ds.outage_metric()].name.get(lang)));
                assert!(b.basis.is_some() && b.basis_code.is_some(), "{}", arm.id);
                // End-to-end is defined wherever the headline names it.
                assert_eq!(b.e2e_definition.is_some(), tl.react_ms > 0.0, "{}", arm.id);
                assert_eq!(
                    b.e2e_definition.is_some(),
                    head.contains("end-to-end") || head.contains("端到端"),
                    "{}",
                    arm.id
                );
            }
        }
    }
}

fn headline(ds: &failover_timeline::model::Dataset, pairs: &[(&str, &str)]) -> (f64, Basis) {
    match verdict(ds, &cfg(ds, pairs)) {
        Verdict::Measured { headline, .. } => (headline.outage_ms, headline.basis),
        v => panic!("{pairs:?} is measured: {v:?}"),
    }
}

const FLOOR: [(&str, &str); 5] = [
    ("hb", "10ms"),
    ("setup", "10ms"),
    ("idle", "noop"),
    ("sleep", "1ms"),
    ("tick", "1ms"),
];

#[test]
fn a_headline_is_the_pages_figure_where_it_states_one_else_the_mean() {
    let ds = aeron();
    // A preset: the page's figure for it.
    let (o, b) = headline(&ds, &[]);
    assert_eq!((o, b.code()), (266.0, "preset"));
    // Probes off on the floor: the page's "~57 ms", not the mean 57.3.
    let mut off = FLOOR.to_vec();
    off.push(("probes", "off"));
    let (o, b) = headline(&ds, &off);
    assert_eq!((o, b.code()), (57.0, "stated"));
    // Heartbeat 5 ms on the floor: 64 and 65, no figure stated: the mean.
    let mut hb5 = FLOOR.to_vec();
    hb5[0] = ("hb", "5ms");
    let (o, b) = headline(&ds, &hb5);
    assert_eq!((o, b.code()), (64.5, "mean"));
    assert!(b.is_arithmetic());
    // One value: that value.
    let (o, b) = headline(&ds, &[("env", "single-az")]);
    assert_eq!((o, b.code()), (260.0, "single"));
    // The page's difference applied to its base: our arithmetic.
    let (o, b) = headline(&ds, &[("setup", "20ms")]);
    assert_eq!((o, b.code()), (261.0, "difference"));
    assert!(b.is_arithmetic());
}

#[test]
fn the_runs_line_names_its_metric_and_never_calls_the_runs_end_to_end() {
    let ds = aeron();
    let mut off = FLOOR.to_vec();
    off.push(("probes", "off"));
    let c = cfg(&ds, &off);
    let (v, tl) = (verdict(&ds, &c), schedule(&ds, &c));
    for (lang, metric, e2e) in [
        (Lang::En, "client outage", "end-to-end"),
        (Lang::Zh, "客户端中断", "端到端"),
    ] {
        let b = badge(&ds, &tl, &v, lang);
        assert!(b.headline.as_deref().unwrap().contains(e2e));
        let runs = &b.lines[0];
        assert!(runs.contains(metric), "{runs}");
        assert!(runs.contains("56–58"), "{runs}");
        assert!(!runs.contains(e2e), "{runs}");
        for d in &b.details {
            assert!(!d.contains(e2e), "{d}");
        }
        let def = b.e2e_definition.unwrap();
        assert!(def.contains(metric) && def.contains(e2e), "{def}");
    }
    // The basis says the mean is ours where it is.
    let mut hb5 = FLOOR.to_vec();
    hb5[0] = ("hb", "5ms");
    let c = cfg(&ds, &hb5);
    let b = badge(&ds, &schedule(&ds, &c), &verdict(&ds, &c), Lang::En);
    assert!(b.basis.unwrap().contains("our arithmetic: the mean of 2"));
}

#[test]
fn a_refusal_quotes_the_pages_bound_on_summing_with_its_source() {
    let ds = aeron();
    let c = cfg(&ds, &[("hb", "10ms")]);
    let v = verdict(&ds, &c);
    assert!(!v.is_measured());
    let b = badge(&ds, &schedule(&ds, &c), &v, Lang::En);
    let (text, quote) = b.caveat.expect("the page's words on summing");
    assert!(text.contains("60 ms"), "{text}");
    assert!(quote.unwrap().text.contains("sometimes by 60 ms"));
    assert!(b.headline.is_none() && b.outage_ms.is_none() && b.e2e_ms.is_none());
}
