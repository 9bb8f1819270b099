//! A reader's own figures, natively: values as people type them (units,
//! separators, hostile input), the link's `fig=` keys both ways, files of
//! figures, and the difference rule over every pair of kinds (the page's,
//! a reader's, the model's) for both bundled datasets.

mod common;
use common::bundled;
use failover_timeline::model::compare::{delta_runs, kind, Basis, RunDelta};
use failover_timeline::model::own::{summary, By, OwnFigures, OwnMetric, Problem};
use failover_timeline::model::verdict::{arm_config, preset_config};
use failover_timeline::model::{Config, Dataset, Lang, Run, Shown, Side};
use failover_timeline::state::figures::{link_form, parse_link, parse_values, MAX_VALUES};
use failover_timeline::state::figures_file::{read_figures_file, FileProblem, MAX_FILE_BYTES};
use failover_timeline::state::query::{decode, encode, Defaults};
use failover_timeline::view::Theme;

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

fn values(text: &str) -> Vec<f64> {
    let (v, bad) = parse_values(text);
    assert!(bad.is_empty(), "{text}: {bad:?}");
    v
}

#[test]
fn values_are_read_as_typed() {
    assert_eq!(values("71, 69, 74"), [71.0, 69.0, 74.0]);
    assert_eq!(values("71 69 74 ms"), [71.0, 69.0, 74.0]);
    assert_eq!(values("0.9 s"), [900.0]);
    assert_eq!(values("1.1s,0.95s"), [1100.0, 950.0]);
    assert_eq!(values("71;69\t74\n75"), [71.0, 69.0, 74.0, 75.0]);
    assert_eq!(values("71，69、74"), [71.0, 69.0, 74.0]);
    // A unit word is for the values before it since the last one.
    assert_eq!(values("1 2 s 300 ms 4"), [1000.0, 2000.0, 300.0, 4.0]);
    assert_eq!(values("500us 500 µs"), [0.5, 0.5]);
    assert_eq!(values(".5"), [0.5]);
    assert!(values("").is_empty());
}

#[test]
fn a_bad_value_is_named_and_the_others_kept() {
    let cases: [(&str, Problem); 7] = [
        ("abc", Problem::NotANumber),
        ("NaN", Problem::NotANumber),
        ("inf", Problem::NotANumber),
        ("1e400", Problem::NotANumber),
        ("-5", Problem::Negative),
        ("3 min", Problem::UnknownUnit),
        ("90000s", Problem::TooLarge),
    ];
    for (bad, why) in cases {
        let (v, bads) = parse_values(&format!("71, {bad}, 74"));
        assert_eq!(v, [71.0, 74.0], "{bad}: the others are kept");
        assert_eq!(bads.len(), 1, "{bad}: {bads:?}");
        assert_eq!(bads[0].problem, why, "{bad}");
    }
    // A word after a number is its unit: one it does not know leaves the
    // number unread (never 71 ms), and only that number.
    let (v, bads) = parse_values("69, 71 ks");
    assert_eq!(v, [69.0]);
    assert_eq!(bads[0].problem, Problem::UnknownUnit);
    assert_eq!(bads[0].text, "71 ks");
    let (v, bads) = parse_values("71kb");
    assert!(v.is_empty());
    assert_eq!(bads[0].problem, Problem::UnknownUnit);
    // Ten thousand values: the first thousand kept, and said so.
    let many: Vec<String> = (0..10_000).map(|i| (i % 500).to_string()).collect();
    let (v, bads) = parse_values(&many.join(","));
    assert_eq!(v.len(), MAX_VALUES);
    assert_eq!(
        bads,
        vec![failover_timeline::model::own::Bad::new(
            "10000",
            Problem::TooMany(MAX_VALUES)
        )]
    );
    // Markup is a value that is not a number, named as written.
    let (_, bads) = parse_values("<img src=x onerror=alert(1)>");
    assert!(bads.iter().all(|b| b.problem == Problem::NotANumber));
    assert!(bads[0].text.starts_with("<img"));
}

#[test]
fn the_median_of_odd_and_even_counts() {
    let s = summary(&[74.0, 69.0, 71.0]).unwrap();
    assert_eq!((s.n, s.min, s.max, s.median), (3, 69.0, 74.0, 71.0));
    assert_eq!(summary(&[1.0, 4.0, 2.0, 3.0]).unwrap().median, 2.5);
    assert!(summary(&[]).is_none());
}

#[test]
fn every_metric_of_every_dataset_goes_through_the_link_and_back() {
    for ds in bundled() {
        for (m, metric) in ds.file.metrics.iter().enumerate() {
            let (got, bad) = parse_link(&ds, &format!("{}:71,69.5,0.9s", metric.id));
            assert!(bad.is_empty(), "{}: {bad:?}", metric.id);
            assert_eq!(
                got,
                vec![OwnMetric {
                    metric: m,
                    values: vec![71.0, 69.5, 900.0]
                }]
            );
            let again = parse_link(&ds, &link_form(&ds, &got)).0;
            assert_eq!(again, got, "{}", metric.id);
        }
        let (got, bad) = parse_link(&ds, "no-such-metric:1;outage:2");
        assert_eq!(got.len(), 1, "the known metric is kept");
        assert_eq!(
            got[0].metric,
            ds.outage_metric(),
            "`outage` names the outage metric"
        );
        assert!(
            matches!(&bad[0].problem, Problem::UnknownMetric(ids) if ids.len() == ds.file.metrics.len())
        );
    }
}

#[test]
fn a_link_with_figures_opens_with_them_and_writes_them_back() {
    for ds in bundled() {
        for p in &ds.file.presets {
            let q = format!("preset={0}&b.preset={0}&b.fig=outage:71,69,74", p.id);
            let (view, notices) = decode(&ds, &q, DEFAULTS);
            assert!(notices.is_empty(), "{q}: {notices:?}");
            let own = view.own(Side::B).expect("B's figures");
            assert_eq!(own.by, By::Link);
            assert_eq!(own.config, *view.side(Side::B));
            assert!(view.own(Side::A).is_none());
            let again = decode(&ds, &encode(&ds, &view, DEFAULTS), DEFAULTS).0;
            assert_eq!(again, view, "{q}");
        }
        // A typo in one value keeps the rest and names the value.
        let (view, notices) = decode(&ds, "fig=outage:71,x7,74", DEFAULTS);
        assert_eq!(view.own(Side::A).unwrap().metrics[0].values, [71.0, 74.0]);
        assert_eq!(notices.len(), 1);
        assert_eq!(
            (notices[0].param.as_str(), notices[0].value.as_str()),
            ("fig", "x7")
        );
    }
}

#[test]
fn figures_go_when_their_side_moves_to_another_configuration() {
    let ds = common::aeron();
    let (mut view, _) = decode(&ds, "fig=outage:71", DEFAULTS);
    view.settle_own();
    assert!(view.own(Side::A).is_some());
    let p = (0..ds.file.presets.len())
        .find(|&p| *preset_config(&ds, p) != view.config)
        .expect("another preset");
    view.apply_preset(&ds, p);
    view.settle_own();
    assert!(
        view.own(Side::A).is_none(),
        "they were of another configuration"
    );
    // Swapping the sides takes each side's figures with it.
    let (mut view, _) = decode(&ds, "preset=stock&b.preset=stock&b.fig=outage:71", DEFAULTS);
    view.swap_compare();
    view.settle_own();
    assert!(view.own(Side::A).is_some() && view.own(Side::B).is_none());
    view.close_compare();
    assert!(view.own(Side::B).is_none());
}

fn file(ds: &Dataset, text: &str) -> failover_timeline::state::figures_file::FileRead {
    read_figures_file(ds, text.as_bytes())
}

#[test]
fn a_file_of_two_configurations_gives_two_runs() {
    for ds in bundled() {
        let (p0, p1) = (&ds.file.presets[0].id, &ds.file.presets[1].id);
        let csv = format!(
            "config,metric,value\npreset={p0},outage,71\npreset={p0},outage,69 ms\n\"preset={p1}\",outage,0.5 s\n"
        );
        let jsonl = format!(
            "{{\"config\":\"preset={p0}\",\"metric\":\"outage\",\"value\":71}}\n{{\"config\":\"preset={p0}\",\"metric\":\"outage\",\"value\":\"69 ms\"}}\n{{\"config\":\"?preset={p1}\",\"metric\":\"outage\",\"value\":500}}\n"
        );
        for text in [csv, jsonl] {
            let r = file(&ds, &text);
            assert!(r.bad.is_empty(), "{}: {:?}", ds.file.id, r.bad);
            assert_eq!(r.runs.len(), 2);
            assert_eq!(r.runs[0].config, *preset_config(&ds, 0));
            assert_eq!(r.runs[0].metrics[0].values, [71.0, 69.0]);
            assert_eq!(r.runs[1].config, *preset_config(&ds, 1));
            assert_eq!(r.runs[1].metrics[0].values, [500.0]);
        }
    }
}

#[test]
fn a_hostile_file_is_refused_or_read_around_with_lines_named() {
    let ds = common::aeron();
    let big = vec![b'1'; MAX_FILE_BYTES + 1];
    assert_eq!(
        read_figures_file(&ds, &big).bad[0].problem,
        FileProblem::TooBig(MAX_FILE_BYTES)
    );
    let junk: Vec<u8> = (0..4096u32).map(|i| (i * 7919 % 256) as u8).collect();
    assert_eq!(
        read_figures_file(&ds, &junk).bad[0].problem,
        FileProblem::NotText
    );
    assert_eq!(file(&ds, "a\0b").bad[0].problem, FileProblem::NotText);
    assert_eq!(file(&ds, "").bad[0].problem, FileProblem::Empty);
    let r = file(
        &ds,
        "preset=stock,outage,71\nnot a row\npreset=stock,outage,-3\npreset=nope,outage,5\npreset=stock,nope,5\n\"preset=stock,outage,1\n",
    );
    assert_eq!(r.runs.len(), 1, "the good row is kept");
    assert_eq!(r.runs[0].metrics[0].values, [71.0]);
    let lines: Vec<usize> = r.bad.iter().map(|b| b.line).collect();
    assert_eq!(lines, [2, 3, 4, 5, 6]);
    assert_eq!(r.bad[0].problem, FileProblem::BadLine);
    assert_eq!(r.bad[1].problem, FileProblem::Figure(Problem::Negative));
    assert!(matches!(&r.bad[2].problem, FileProblem::BadConfig(t) if t == "preset=nope"));
    assert!(matches!(
        &r.bad[3].problem,
        FileProblem::Figure(Problem::UnknownMetric(_))
    ));
    // Many bad lines: the first fifty named, the rest counted.
    let many = "x\n".repeat(10_000);
    let r = file(&ds, &many);
    assert_eq!((r.bad.len(), r.more), (50, 9_950));
}

/// A run of `config` with these own outage values (none: the page's only).
fn run(ds: &Dataset, side: Side, config: &Config, own: Option<Vec<f64>>) -> Run {
    let own = own.map(|values| OwnFigures {
        config: config.clone(),
        metrics: vec![OwnMetric {
            metric: ds.outage_metric(),
            values,
        }],
        by: By::You,
    });
    let shown = Shown {
        config,
        own: own.as_ref(),
        drill: None,
    };
    Run::derive(ds, side, shown, 1)
}

#[test]
fn the_difference_is_a_number_only_between_two_measured_sides() {
    for ds in bundled() {
        let measured: Vec<Config> = (0..ds.file.arms.len())
            .map(|a| arm_config(&ds, a).clone())
            .filter(|c| {
                failover_timeline::model::verdict(&ds, c)
                    .quotable_outage()
                    .is_some()
            })
            .collect();
        // A configuration no arm ran: stock with its first dimension moved.
        let unrun = (0..ds.file.dimensions.len())
            .flat_map(|d| (0..ds.file.dimensions[d].values.len()).map(move |v| (d, v)))
            .map(|(d, v)| {
                let mut c = Config::stock(&ds);
                c.values[d] = v;
                c
            })
            .find(|c| !failover_timeline::model::verdict(&ds, c).is_measured())
            .expect("an un-run configuration");
        let sides = |c: &Config, side| {
            [
                (run(&ds, side, c, None), "page-or-model"),
                (run(&ds, side, c, Some(vec![71.0, 69.0, 74.0])), "yours"),
            ]
        };
        for a_cfg in measured.iter().take(4).chain([&unrun]) {
            for b_cfg in measured.iter().take(4).chain([&unrun]) {
                for (a, _) in sides(a_cfg, Side::A) {
                    for (b, _) in sides(b_cfg, Side::B) {
                        let (ba, bb) = (Basis::of(&a), Basis::of(&b));
                        let d = delta_runs(&a, &b);
                        let k = kind(ba, bb);
                        let measured_both = ba != Basis::Model && bb != Basis::Model;
                        if !measured_both {
                            assert_eq!(d.delta_ms(), None, "{k}: no figure beside an estimate");
                        }
                        match (ba, bb) {
                            (Basis::Own(_), Basis::Own(_)) => {
                                assert_eq!(k, "yours-yours");
                                assert_eq!(d.delta_ms(), Some(0.0), "71 vs 71");
                            }
                            (Basis::Own(_), Basis::Page) | (Basis::Page, Basis::Own(_)) => {
                                assert_eq!(k, "yours-page");
                                let page = if ba == Basis::Page { &a } else { &b };
                                match d {
                                    RunDelta::Own { delta_ms, .. } => {
                                        let p = page.verdict.quotable_outage().unwrap();
                                        let want = if ba == Basis::Page {
                                            71.0 - p
                                        } else {
                                            p - 71.0
                                        };
                                        assert!((delta_ms - want).abs() < 1e-9);
                                    }
                                    RunDelta::OwnRange { lo_ms, hi_ms } => assert!(lo_ms < hi_ms),
                                    other => panic!("{k}: {other:?}"),
                                }
                            }
                            (Basis::Own(_), Basis::Model) | (Basis::Model, Basis::Own(_)) => {
                                assert_eq!(k, "yours-model");
                                assert!(matches!(d, RunDelta::AgainstModel { .. }));
                            }
                            _ => assert!(matches!(d, RunDelta::Page(_)), "{k}: the page's rule"),
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn against_the_model_the_tolerance_sentence_says_inside_or_outside() {
    use failover_timeline::view::describe::model_check;
    for ds in bundled() {
        let cfg = Config::stock(&ds);
        let model = failover_timeline::model::schedule(&ds, &cfg).metrics[ds.outage_metric()];
        let tol = failover_timeline::model::calibrate::tolerance(&ds, ds.outage_metric(), model);
        for (v, inside) in [
            (model, true),
            (model + tol * 0.5, true),
            (model + tol * 2.0, false),
        ] {
            let r = run(&ds, Side::A, &cfg, Some(vec![v]));
            let t = model_check(&ds, &r, ds.outage_metric(), v, By::You, Lang::En);
            assert_eq!(t.contains("is inside it"), inside, "{}: {t}", ds.file.id);
            assert!(t.contains("calibrated to the page within ±"), "{t}");
        }
    }
}

/// The exports carry a reader's figures with who measured them: the
/// caption's headline and basis, the SVG's bracket label, the trace's
/// metric args; a comparison's caption gives the difference by whom.
#[test]
fn the_exports_carry_a_readers_figures_and_who_measured_them() {
    use failover_timeline::view::export::{caption_lines, compare_caption_lines, RunShown};
    use failover_timeline::view::svg::svg;
    use failover_timeline::view::trace::trace_json;
    for ds in bundled() {
        let cfg = failover_timeline::model::verdict::preset_config(&ds, 0).clone();
        let tl = failover_timeline::model::schedule(&ds, &cfg);
        let v = failover_timeline::model::verdict(&ds, &cfg);
        let own = OwnFigures {
            config: cfg.clone(),
            metrics: vec![OwnMetric {
                metric: ds.outage_metric(),
                values: vec![71.0, 69.0, 74.0],
            }],
            by: By::Link,
        };
        let with = RunShown {
            drill: None,
            config: &cfg,
            timeline: &tl,
            verdict: &v,
            own: Some(&own),
        };
        let lines = caption_lines(&ds, &with, Lang::En);
        assert!(
            lines
                .iter()
                .any(|l| l.contains("71 ms · the link's, median of 3")),
            "{lines:?}"
        );
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("Figures this link carries")),
            "{lines:?}"
        );
        // The picture as the page builds it (the canvas's builder): the
        // reader's outage is in its scene.
        let shot = failover_timeline::state::protocol::Snapshot {
            dataset: ds.file.id.clone(),
            configs: vec![cfg.clone()],
            own: vec![Some(own.clone())],
            drills: vec![None],
            lang: Lang::En,
            theme: Theme::Light,
            critical: false,
            waits_hidden: false,
            selected: None,
            zoom: 1.0,
            ruler: None,
            tour: None,
            find: None,
        };
        let runs = failover_timeline::model::Runs::new(&ds, shot.runs());
        let doc = svg(&ds, &[with], &shot.picture(&ds, &runs, None));
        assert!(
            doc.contains("the link&#39;s 71 ms (n = 3)"),
            "the bracket's label in the SVG"
        );
        let trace = trace_json(&ds, &[with], &common::picture(Lang::En, Theme::Light, 1.0));
        assert!(
            trace.contains("\"own_median_ms\":71"),
            "{}",
            &trace[..400.min(trace.len())]
        );
        assert!(trace.contains("\"own_by\":\"link\""));
        let without = RunShown { own: None, ..with };
        let both = compare_caption_lines(&ds, &without, &with, Lang::En);
        assert!(
            both.iter().any(|l| l
                .contains("both measured: A by the page's authors, B by the link's author")
                || l.starts_with("B − A lies between")),
            "{both:?}"
        );
    }
}

/// A metric from an event to itself is none by what it is: no reader is
/// asked for it. An observed figure (a percentile) is not a duration, and
/// is asked for.
#[test]
fn a_metric_from_an_event_to_itself_is_none_by_definition() {
    for ds in bundled() {
        for m in &ds.file.metrics {
            let expected =
                m.from == m.to && m.role != failover_timeline::model::file::MetricRole::Observed;
            assert_eq!(m.none_by_definition(), expected, "{} {}", ds.file.id, m.id);
        }
    }
    let stoat = common::stoatflow();
    let react = stoat.file.metrics.iter().find(|m| m.id == "react").unwrap();
    assert!(
        react.none_by_definition(),
        "StoatFlow: t = 0 is the trigger"
    );
    let peak = stoat
        .file
        .metrics
        .iter()
        .find(|m| m.id == "peak-latency")
        .unwrap();
    assert!(
        !peak.none_by_definition(),
        "an observed figure is asked for"
    );
}
