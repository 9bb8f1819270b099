//! The truth audit of the Aeron dataset: where the page states a figure it
//! is carried exactly; where the page is ambiguous both readings are
//! carried; where a number is our arithmetic it is marked so.

mod common;

use common::{aeron, cfg};
use failover_timeline::model::{
    file::{Source, StatedKind},
    schedule,
    verdict::{arm_config, verdict},
    Dataset, Lang, Verdict,
};
use failover_timeline::view::describe::{badge, figure_text};

fn arm(ds: &Dataset, id: &str) -> usize {
    ds.file
        .arms
        .iter()
        .position(|a| a.id == id)
        .unwrap_or_else(|| panic!("arm {id}"))
}

fn quote(s: &Source) -> &str {
    match s {
        Source::Seed { quote, .. } => quote,
        Source::Derived { .. } => panic!("a figure on the page has a seed sentence"),
    }
}

#[test]
fn setup_20_alone_is_the_pages_difference_applied_to_stock_and_says_so() {
    let ds = aeron();
    let a = arm(&ds, "setup-20");
    let f = &ds.file.arms[a].figures[0];
    assert!(f.is_arithmetic(), "the page gives only −5 ms");
    let d = f.difference.as_ref().unwrap();
    assert_eq!((d.from.as_str(), d.ms), ("stock-multi-az", -5.0));
    assert_eq!(f.values, vec![261.0]);
    let Verdict::Measured { outage, .. } = verdict(&ds, arm_config(&ds, a)) else {
        panic!("measured");
    };
    let t = figure_text(&ds, &outage[0], Lang::En);
    assert!(t.values.starts_with('≈'), "{}", t.values);
    assert!(t.note.unwrap().contains("our arithmetic"));
    let c = arm_config(&ds, a);
    let b = badge(&ds, &schedule(&ds, c), &verdict(&ds, c), Lang::Zh);
    assert!(b.basis.unwrap().contains("我们的算术"));
}

#[test]
fn election_timeout_carries_both_readings_of_its_row() {
    let ds = aeron();
    let f = &ds.file.arms[arm(&ds, "inert-election-timeout")].figures[0];
    let amb = f
        .ambiguity
        .as_ref()
        .expect("the row “84.0 ≈ 82.0” reads two ways");
    let mut both: Vec<f64> = f.values.iter().chain(&amb.values).copied().collect();
    both.sort_by(f64::total_cmp);
    assert_eq!(both, vec![82.0, 84.0]);
    for lang in Lang::ALL {
        assert!(amb.text.get(lang).contains("84.0") && amb.text.get(lang).contains("82.0"));
    }
    assert!(quote(&f.source).contains("84.0 ≈ 82.0"));
}

#[test]
fn the_heartbeat_5_masking_pair_is_what_the_page_compares() {
    let ds = aeron();
    let para = ds
        .file
        .reference
        .masking
        .iter()
        .find(|m| quote(&m.source).contains("heartbeat=5"))
        .expect("the heartbeat=5 masking paragraph");
    let values: Vec<Vec<f64>> = para
        .show
        .iter()
        .map(|s| ds.file.arms[arm(&ds, &s.arm)].figures[0].values.clone())
        .collect();
    // "64/65 vs 64.7"
    assert_eq!(values, vec![vec![64.0, 65.0], vec![64.7]]);
}

#[test]
fn the_detection_sweep_is_carried_as_the_pages_one_sentence_with_readings() {
    let ds = aeron();
    let mut found = Vec::new();
    for a in &ds.file.arms {
        for f in a.figures.iter().filter(|f| f.metric == "detection") {
            assert!(quote(&f.source).contains("115 → 34 → 22 → 16"));
            let r = f
                .reading
                .as_ref()
                .unwrap_or_else(|| panic!("{} is a reading", a.id));
            assert!(r.en.contains("one heartbeat sweep"));
            found.push(f.values[0]);
        }
    }
    found.sort_by(f64::total_cmp);
    assert_eq!(found, vec![16.0, 22.0, 34.0, 115.0]);
    let sixteen = ds.file.arms[arm(&ds, "hb-5-on-tick-1")]
        .figures
        .iter()
        .find(|f| f.metric == "detection")
        .unwrap();
    assert!(sixteen.reading.as_ref().unwrap().en.contains("−6 ms alone"));
    // No derivation states a reading as a measured fact.
    for s in ds.file.spans.iter().flat_map(|s| &s.stages) {
        if let Source::Derived { derived } = &s.source {
            assert!(
                !derived.en.contains(", measured with noop"),
                "{}: {}",
                s.id,
                derived.en
            );
        }
    }
}

#[test]
fn the_residual_sub_spans_sit_on_the_recommended_package_probes_off() {
    let ds = aeron();
    let recommended = cfg(
        &ds,
        &ds.file
            .dimensions
            .iter()
            .filter_map(|d| {
                d.recommended
                    .get("multi-az")
                    .map(|v| (d.id.as_str(), v.as_str()))
            })
            .collect::<Vec<_>>(),
    );
    let mut probes_off = recommended.clone();
    probes_off.set(&ds, "probes", "off").unwrap();
    assert_ne!(probes_off, recommended);
    for metric in ["join-log-as-leader", "on-new-leader", "duty-cycle"] {
        let (a, f) = ds
            .file
            .arms
            .iter()
            .enumerate()
            .find_map(|(i, a)| {
                a.figures
                    .iter()
                    .find(|f| f.metric == metric)
                    .map(|f| (i, f))
            })
            .unwrap();
        // The residual's ~57 ms is the page's probes-off figure for that
        // package: they sit there, probes off.
        assert_eq!(arm_config(&ds, a), &probes_off, "{metric}");
        assert!(
            ds.file.arms[a].reading.is_some(),
            "{metric}: the placement is a reading"
        );
        assert!(!quote(&f.source).is_empty());
    }
}

#[test]
fn the_only_cpu_stage_is_the_one_the_page_calls_cpu() {
    let ds = aeron();
    let cpu = ds.file.classes.iter().position(|c| c.id == "cpu").unwrap();
    let on_cpu: Vec<&str> = ds
        .file
        .spans
        .iter()
        .flat_map(|s| &s.stages)
        .filter(|s| ds.file.classes.iter().position(|c| c.id == s.class) == Some(cpu))
        .map(|s| s.id.as_str())
        .collect();
    // "~2 ms of genuine CPU (logBuffers allocation, the only on-CPU sliver
    // in the whole failover)": the println probes are instrumentation.
    assert_eq!(on_cpu, vec!["log-buffers"]);
}

#[test]
fn the_multi_az_floor_shows_that_the_page_disagrees_with_itself() {
    let ds = aeron();
    let p = ds.preset_index("floor-multi-az").unwrap();
    let h = ds.file.presets[p].headline.as_ref().unwrap();
    let also: Vec<(f64, &str)> = h
        .also
        .iter()
        .map(|s| {
            let Source::Seed { seed, .. } = &s.source else {
                panic!("the page's own figures")
            };
            (s.outage_ms, seed.as_str())
        })
        .collect();
    assert!(also.contains(&(64.0, "000")), "the table's ~64 ms");
    assert!(also.contains(&(65.0, "000")), "“not ~65 ms”");
    assert!(also.contains(&(64.0, "002")), "“不是约 64 ms”");
    let c = failover_timeline::model::verdict::preset_config(&ds, p);
    let b = badge(&ds, &schedule(&ds, c), &verdict(&ds, c), Lang::En);
    assert_eq!(b.also.len(), 3);
}

#[test]
fn figures_the_page_states_without_a_configuration_are_carried() {
    let ds = aeron();
    let hb5 = ds
        .file
        .stated
        .iter()
        .find(|s| s.id == "heartbeat-5-alone")
        .unwrap();
    assert_eq!((hb5.kind, hb5.value), (StatedKind::Difference, -6.0));
    let share = ds
        .file
        .stated
        .iter()
        .find(|s| s.id == "five-knobs-share")
        .unwrap();
    assert_eq!((share.kind, share.value), (StatedKind::Share, 78.0));
    assert!(quote(&share.source).contains("约 78%"));
    let bound = ds.file.not_additive.as_ref().unwrap();
    assert!(quote(&bound.source).contains("sometimes by 60 ms"));
    // 65.3, the base of the awaiting-idle A/B, on the floor configuration.
    let base = arm(&ds, "awaiting-idle-base");
    assert_eq!(ds.file.arms[base].figures[0].values, vec![65.3]);
    let floor = failover_timeline::model::verdict::preset_config(
        &ds,
        ds.preset_index("floor-multi-az").unwrap(),
    );
    assert_eq!(arm_config(&ds, base), floor);
}

#[test]
fn the_buys_chart_marks_the_arithmetic_after_figure() {
    let ds = aeron();
    let buys = failover_timeline::view::evidence::buys(&ds);
    let setup_alone = buys
        .iter()
        .find(|b| ds.file.arms[b.to].id == "setup-20")
        .expect("setup 20 ms alone is a measured A/B");
    assert!(setup_alone.arithmetic);
    assert_eq!(
        setup_alone.before - setup_alone.after,
        5.0,
        "the page's −5 ms"
    );
    assert!(buys.iter().filter(|b| b.arithmetic).count() == 1);
}
