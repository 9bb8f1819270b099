//! The badge says what its figures are: a figure that is our arithmetic is
//! never introduced as a measured value, a mean of several of the page's
//! experiments read as one configuration says so, and a preset's figure
//! whose sentence names no preset is our reading, said beside it. Checked
//! on every preset, tour step and arm of both bundled datasets, in both
//! languages.

mod common;
use common::{aeron, bundled, cfg, tuned};

use failover_timeline::model::verdict::{arm_config, preset_config};
use failover_timeline::model::{schedule, verdict, Config, Dataset, Lang};
use failover_timeline::view::describe::{badge, BadgeText};
use failover_timeline::view::evidence::ARITHMETIC_MARK;

fn badge_of(ds: &Dataset, c: &Config, lang: Lang) -> BadgeText {
    badge(ds, &schedule(ds, c), &verdict(ds, c), lang)
}

/// Every configuration a reader reaches by a named way: the presets, the
/// tour's steps and the measured arms.
fn named_configs(ds: &Dataset) -> Vec<Config> {
    let mut out: Vec<Config> = (0..ds.file.presets.len())
        .map(|p| preset_config(ds, p).clone())
        .collect();
    out.extend(ds.tour().iter().map(|t| t.config.clone()));
    out.extend((0..ds.file.arms.len()).map(|a| arm_config(ds, a).clone()));
    out
}

#[test]
fn no_badge_line_calls_our_arithmetic_measured() {
    let mut ours = 0;
    for ds in bundled() {
        for c in named_configs(&ds) {
            for (lang, measured) in [(Lang::En, "measured"), (Lang::Zh, "实测")] {
                let b = badge_of(&ds, &c, lang);
                if !b
                    .figures
                    .iter()
                    .any(|f| f.values.starts_with(ARITHMETIC_MARK))
                {
                    continue;
                }
                ours += 1;
                // Every line above the figures: beside the headline, and
                // the one that heads the list.
                for line in b.lines.iter().chain(&b.details) {
                    assert!(!line.contains(measured), "{}: {line}", ds.file.id);
                }
            }
        }
    }
    assert!(ours >= 2, "setup 20 ms alone, in both languages");
}

#[test]
fn the_setup_timeout_alone_is_the_pages_difference_and_our_arithmetic() {
    let ds = aeron();
    let c = cfg(&ds, &[("setup", "20ms")]);
    let b = badge_of(&ds, &c, Lang::En);
    assert_eq!(b.basis_code, Some("difference"));
    assert!(b.lines[0].contains("only as a difference"), "{:?}", b.lines);
    assert!(
        b.details[0].contains("≈ marking our arithmetic"),
        "{:?}",
        b.details
    );
    assert!(b.figures[0].values.starts_with("≈ 261"), "{:?}", b.figures);
}

#[test]
fn a_mean_of_two_experiments_read_as_one_configuration_says_so() {
    // Tour step 6: heartbeat and setup 10 ms with noop, sleep at stock: the
    // idle A/B's 92.0 and the sleep A/B's 97, both placed here by reading.
    let ds = aeron();
    let step = &ds.tour()[5];
    let c = &step.config;
    assert_eq!(
        c,
        &cfg(&ds, &[("hb", "10ms"), ("setup", "10ms"), ("idle", "noop")])
    );
    let b = badge_of(&ds, c, Lang::En);
    assert_eq!(b.outage_ms, Some(94.5));
    let basis = b.basis.unwrap();
    assert!(
        basis.contains("from 2 experiments, each read as this configuration"),
        "{basis}"
    );
    let zh = badge_of(&ds, c, Lang::Zh).basis.unwrap();
    assert!(zh.contains("2 组实验") && zh.contains("我们的解读"), "{zh}");
    // One experiment's values stay a plain mean.
    let probes = cfg(
        &ds,
        &[
            ("hb", "10ms"),
            ("setup", "10ms"),
            ("idle", "noop"),
            ("sleep", "1ms"),
            ("tick", "1ms"),
            ("probes", "off"),
        ],
    );
    let b = badge_of(&ds, &probes, Lang::En);
    assert!(!b.basis.unwrap_or_default().contains("experiments"));
}

#[test]
fn the_default_presets_figure_is_placed_by_our_reading() {
    let ds = aeron();
    let b = badge_of(&ds, &tuned(&ds), Lang::En);
    assert_eq!(b.basis_code, Some("preset"));
    assert_eq!(
        b.basis.as_deref(),
        Some("the page's figure, placed on this preset by our reading")
    );
    let reading = b.basis_reading.expect("the reading beside the sentence");
    assert!(reading.contains("names no preset"), "{reading}");
    assert!(b.basis_quote.is_some());
    // A preset the sentence names is the page's own.
    let stock = badge_of(&ds, &Config::stock(&ds), Lang::En);
    assert_eq!(
        stock.basis.as_deref(),
        Some("the page's own figure for this preset")
    );
    assert!(stock.basis_reading.is_none());
}
