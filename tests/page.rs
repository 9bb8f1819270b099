//! Native tests of the page around the timeline: the chart data carries the
//! page's numbers from the measured arms, and the config text obeys the
//! parse trap in both languages.

mod common;
use common::{aeron, cfg};

use failover_timeline::model::reference::ChartKind;
use failover_timeline::model::{calibrate, Config, Dataset, Lang};
use failover_timeline::view::evidence::charts;
use failover_timeline::view::jvm_text::{config_text, cost_lines, finding_text, Form};

fn ys(ds: &Dataset, id: &str, series: usize) -> Vec<f64> {
    let c = charts(ds).into_iter().find(|c| c.id == id).expect(id);
    c.points
        .iter()
        .filter(|p| p.series == series)
        .map(|p| p.y)
        .collect()
}

#[test]
fn charts_carry_the_pages_numbers() {
    let ds = aeron();
    assert_eq!(ys(&ds, "detection", 0), vec![115.0, 34.0, 22.0, 16.0]);
    assert_eq!(ys(&ds, "slow-tick", 0), vec![77.0, 64.7, 60.7, 64.3]);
    assert_eq!(ys(&ds, "slow-tick", 1), vec![62.3, 57.3, 51.3, 51.3]);
    assert_eq!(ys(&ds, "proportion", 0), vec![57.0, 266.0, 1500.0, 11000.0]);
    let all = charts(&ds);
    // The page's "stdev collapses 6×, 15.9 → 2.5 ms" names no environment,
    // and the multi-AZ statistics rule that one out: no chart and no arm
    // places it; it is a figure stated for no configuration.
    assert!(all.iter().all(|c| c.kind != ChartKind::Spread));
    assert!(all
        .iter()
        .flat_map(|c| &c.points)
        .all(|p| p.stdev.is_none()));
    assert!(ds
        .file
        .arms
        .iter()
        .flat_map(|a| &a.figures)
        .all(|f| f.stdev.is_none()));
    let spreads: Vec<f64> = ds
        .file
        .stated
        .iter()
        .filter(|s| s.kind == failover_timeline::model::file::StatedKind::Spread)
        .map(|s| s.value)
        .collect();
    assert_eq!(spreads, vec![15.9, 2.5]);
    // What each knob buys, best first, from measured pairs: hb 20 buys 81,
    // setup 20 alone 5 and on top of hb 20 61 (the masking the page names).
    let buys = ys(&ds, "knobs", 0);
    let rounded: Vec<i64> = buys.iter().map(|y| y.round() as i64).collect();
    assert_eq!(rounded, vec![81, 5, 61, 13, 17, 16, 13]);
    // Only the 61 ms bar is our subtraction (185 − 124): every other
    // pair's sentence states its difference.
    let knobs = all.iter().find(|c| c.id == "knobs").unwrap();
    let ours: Vec<i64> = knobs
        .points
        .iter()
        .filter(|p| p.y_arithmetic)
        .map(|p| p.y.round() as i64)
        .collect();
    assert_eq!(ours, vec![61]);
    let slow = all.iter().find(|c| c.id == "slow-tick").unwrap();
    assert_eq!(slow.knees, vec![Some(1.0), Some(0.5)]);
    let detection = all.iter().find(|c| c.id == "detection").unwrap();
    assert_eq!(
        detection.knees,
        vec![Some(10.0)],
        "10 ms is the practical value"
    );
    // Every sweep or spread point is a measured arm a click can show.
    for c in &all {
        for p in &c.points {
            assert_eq!(p.arm.is_some(), c.kind != ChartKind::Proportion, "{}", c.id);
        }
    }
}

#[test]
fn config_text_writes_nanoseconds_where_long_decode_reads() {
    let ds = aeron();
    let c = cfg(&ds, &[("hb", "10ms"), ("tick", "1ms")]);
    for lang in Lang::ALL {
        let props = config_text(&ds, &c, lang, Form::Properties);
        assert!(
            props.contains("aeron.publication.heartbeat.timeout=10000000\n"),
            "{props}"
        );
        assert!(!props.contains("aeron.publication.heartbeat.timeout=10ms"));
        assert!(
            props.contains("aeron.cluster.slow.tick.interval=1ms\n"),
            "a duration keeps its suffix"
        );
        // Stock values are commented out, not set.
        assert!(
            props.contains("#aeron.publication.setup.timeout=100000000\n"),
            "{props}"
        );
        assert!(props.contains("#aeron.shared.idle.strategy=backoff\n"));
        let flags = config_text(&ds, &c, lang, Form::Flags);
        assert!(flags.contains("-Daeron.publication.heartbeat.timeout=10000000 -Daeron.cluster.slow.tick.interval=1ms\n"), "{flags}");
        assert!(
            !flags.contains("setup.timeout"),
            "stock is left out of the flags"
        );
    }
}

#[test]
fn cost_lines_follow_the_settings() {
    let ds = aeron();
    assert!(cost_lines(&ds, &Config::stock(&ds), Lang::En).is_empty());
    let c = cfg(&ds, &[("hb", "10ms"), ("idle", "noop"), ("tick", "500us")]);
    let lines = cost_lines(&ds, &c, Lang::En).join("\n");
    assert!(
        lines.contains("heartbeats 10× as often as stock"),
        "{lines}"
    );
    assert!(lines.contains("~5 spinning cores per node plus 1 client core"));
    assert!(lines.contains("polled 20× as often"), "{lines}");
}

/// A ratio on a setting is our arithmetic, not the page's claim: each cost
/// line that carries one leads with the page's own words and says so.
#[test]
fn cost_ratios_are_labelled_arithmetic_after_the_pages_words() {
    let ds = aeron();
    for dim in &ds.file.dimensions {
        let Some(cost) = &dim.cost else { continue };
        for lang in Lang::ALL {
            let text = cost.text.get(lang);
            if let Some(at) = text.find("{ratio}") {
                let before = &text[..at];
                let marker = match lang {
                    Lang::En => "our arithmetic",
                    Lang::Zh => "我们的算术",
                };
                assert!(before.contains(marker), "{}: {text}", dim.id);
                let lead = match lang {
                    Lang::En => text.starts_with('“'),
                    Lang::Zh => text.starts_with("原文：“"),
                };
                assert!(lead, "{}: the page's words come first: {text}", dim.id);
            }
        }
    }
}

#[test]
fn findings_read_as_sentences_in_both_languages() {
    let ds = aeron();
    let r = failover_timeline::model::jvm::check(
        &ds,
        "aeron.publication.heartbeat.timeout=10ms\naeron.cluster.slow.tik.interval=1ms\n",
        &Config::stock(&ds),
    );
    for lang in Lang::ALL {
        let text: Vec<String> = r
            .findings
            .iter()
            .map(|f| finding_text(&ds, f, lang))
            .collect();
        assert!(text.iter().all(|t| !t.contains('{')), "{text:?}");
        assert!(
            text[0].contains("10000000"),
            "the fix is named: {}",
            text[0]
        );
        assert!(
            text.iter().any(
                |t| t.contains("Did you mean aeron.cluster.slow.tick.interval")
                    || t.contains("aeron.cluster.slow.tick.interval？")
            ),
            "{text:?}"
        );
    }
}

#[test]
fn calibration_rows_cover_every_measured_outage() {
    let ds = aeron();
    let rows = calibrate(&ds);
    assert!(rows.len() >= 40);
    let limits = rows.iter().filter(|r| r.limit.is_some()).count();
    assert_eq!(limits, ds.file.model_limits.len());
    assert!(rows.iter().all(|r| r.within || r.limit.is_some()));
}

#[test]
fn an_exported_image_quotes_only_what_was_measured() {
    use failover_timeline::model::{schedule, verdict};
    use failover_timeline::view::export::{caption_lines, RunShown};
    let ds = aeron();
    let tuned =
        failover_timeline::model::verdict::preset_config(&ds, ds.preset_index("tuned").unwrap())
            .clone();
    let tl = schedule(&ds, &tuned);
    let lines = caption_lines(
        &ds,
        &RunShown {
            drill: None,
            config: &tuned,
            timeline: &tl,
            verdict: &verdict(&ds, &tuned),
            own: None,
        },
        Lang::En,
    );
    assert!(
        lines
            .iter()
            .any(|l| l == "client outage 81 ms · end-to-end 85 ms"),
        "{lines:?}"
    );
    assert!(lines[1].starts_with("configuration: "), "{lines:?}");
    assert!(lines.last().unwrap().starts_with("source: "));
    // Un-run: no outage figure anywhere in the picture's words.
    let unrun = cfg(&ds, &[("hb", "5ms"), ("setup", "20ms")]);
    let tl = schedule(&ds, &unrun);
    let lines = caption_lines(
        &ds,
        &RunShown {
            drill: None,
            config: &unrun,
            timeline: &tl,
            verdict: &verdict(&ds, &unrun),
            own: None,
        },
        Lang::En,
    );
    assert!(
        lines.iter().all(|l| !l.contains("client outage")),
        "{lines:?}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Not measured")),
        "{lines:?}"
    );
}
