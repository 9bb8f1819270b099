//! Native tests of the JVM property writer and the config check, against the
//! bundled Aeron dataset and the page's parse trap.

mod common;
use common::{aeron, aeron_changed, cfg};

use failover_timeline::model::jvm::{check, long_decode, parse_duration, settings, FindingKind};
use failover_timeline::model::{Config, Dataset, Lang};
use failover_timeline::view::jvm_text::{config_text, Form};

fn value(ds: &Dataset, c: &Config, dim: &str) -> String {
    c.get(ds, ds.dimension_index(dim).unwrap()).to_string()
}

#[test]
fn long_decode_is_javas() {
    assert_eq!(long_decode("10000000"), Some(10_000_000));
    assert_eq!(long_decode("+5"), Some(5));
    assert_eq!(long_decode("-0x10"), Some(-16));
    assert_eq!(long_decode("#ff"), Some(255));
    assert_eq!(long_decode("010"), Some(8), "a leading zero is octal");
    assert_eq!(long_decode("0"), Some(0));
    for bad in ["10ms", "10 ", " 10", "", "08", "1e7", "10_000_000", "+-1"] {
        assert_eq!(long_decode(bad), None, "{bad:?} throws in Java");
    }
}

#[test]
fn parse_duration_takes_suffixes() {
    assert_eq!(parse_duration("1ms"), Some(1_000_000));
    assert_eq!(parse_duration("500us"), Some(500_000));
    assert_eq!(parse_duration("10MS"), Some(10_000_000));
    assert_eq!(parse_duration("2s"), Some(2_000_000_000));
    assert_eq!(parse_duration("250"), Some(250));
    for bad in ["", "ms", "1 ms", "1.5ms", "1h"] {
        assert_eq!(parse_duration(bad), None, "{bad:?}");
    }
}

#[test]
fn settings_write_long_decode_properties_as_nanoseconds() {
    let ds = aeron();
    let c = cfg(&ds, &[("hb", "10ms"), ("setup", "20ms"), ("tick", "500us")]);
    let s = settings(&ds, &c);
    let get = |name: &str| s.iter().find(|x| x.name == name).expect(name).clone();
    let hb = get("aeron.publication.heartbeat.timeout");
    assert_eq!(hb.value, "10000000");
    assert!(!hb.stock);
    assert_eq!(get("aeron.publication.setup.timeout").value, "20000000");
    // A duration property keeps its suffix.
    assert_eq!(get("aeron.cluster.slow.tick.interval").value, "500us");
    let sleep = get("aeron.client.idle.sleep.duration");
    assert!(sleep.stock, "sleep is at stock here");
    let shared = get("aeron.shared.idle.strategy");
    assert_eq!(shared.jvm, "cluster-client");
    // Every written value reads back through the JVM's own parser.
    for x in &s {
        let read = check(&ds, &format!("{}={}", x.name, x.value), &c);
        assert!(
            !read
                .findings
                .iter()
                .any(|f| f.kind.is_problem() && !matches!(f.kind, FindingKind::Partial { .. })),
            "{} = {} reads back cleanly: {:?}",
            x.name,
            x.value,
            read.findings
        );
    }
}

#[test]
fn generated_config_round_trips_through_the_check() {
    let ds = aeron();
    for arm in 0..ds.file.arms.len() {
        let c = failover_timeline::model::verdict::arm_config(&ds, arm).clone();
        let text: String = settings(&ds, &c)
            .iter()
            .map(|s| format!("-D{}={} ", s.name, s.value))
            .collect();
        let read = check(&ds, &text, &c);
        assert_eq!(read.config.values, c.values, "arm {}", ds.file.arms[arm].id);
        assert!(
            read.findings.iter().all(|f| !f.kind.is_problem()),
            "{:?}",
            read.findings
        );
    }
}

#[test]
fn a_suffix_on_a_long_decode_property_falls_back_to_stock() {
    let ds = aeron();
    let base = cfg(&ds, &[("hb", "10ms")]);
    let r = check(&ds, "aeron.publication.heartbeat.timeout=10ms\n", &base);
    assert_eq!(
        value(&ds, &r.config, "hb"),
        "100ms",
        "the JVM runs the default"
    );
    let f = &r.findings[0];
    assert_eq!(f.lines.first, 1);
    assert!(
        matches!(&f.kind, FindingKind::SilentFallback { value, stock } if value == "10ms" && stock == "100ms")
    );
}

#[test]
fn properties_and_flags_set_the_knobs() {
    let ds = aeron();
    let base = cfg(&ds, &[("env", "single-az")]);
    let text = "# node\n\
        aeron.publication.heartbeat.timeout=10000000\n\
        aeron.publication.setup.timeout : 20000000\n\
        java -Daeron.cluster.slow.tick.interval=1ms -Xmx4g \"-Daeron.client.idle.sleep.duration=1ms\"\n";
    let r = check(&ds, text, &base);
    assert_eq!(value(&ds, &r.config, "hb"), "10ms");
    assert_eq!(value(&ds, &r.config, "setup"), "20ms");
    assert_eq!(value(&ds, &r.config, "tick"), "1ms");
    assert_eq!(value(&ds, &r.config, "sleep"), "1ms");
    assert_eq!(value(&ds, &r.config, "env"), "single-az", "conditions stay");
    assert_eq!(value(&ds, &r.config, "idle"), "backoff", "absent: stock");
    assert!(
        r.findings.iter().all(|f| !f.kind.is_problem()),
        "{:?}",
        r.findings
    );
}

#[test]
fn the_idle_knob_needs_all_five_strategies() {
    let ds = aeron();
    let base = Config::stock(&ds);
    let r = check(&ds, "aeron.cluster.idle.strategy=noop\naeron.sender.idle.strategy=org.agrona.concurrent.NoOpIdleStrategy\n", &base);
    assert_eq!(value(&ds, &r.config, "idle"), "backoff");
    assert!(
        r.findings
            .iter()
            .any(|f| matches!(f.kind, FindingKind::Partial { set: 2, of: 5, .. })),
        "{:?}",
        r.findings
    );
    let all = "aeron.cluster.idle.strategy=noop\naeron.conductor.idle.strategy=noop\naeron.sender.idle.strategy=noop\naeron.receiver.idle.strategy=noop\naeron.shared.idle.strategy=NoOpIdleStrategy\n";
    assert_eq!(value(&ds, &check(&ds, all, &base).config, "idle"), "noop");
    let spin = check(&ds, "aeron.cluster.idle.strategy=busyspin", &base);
    assert!(matches!(
        spin.findings[0].kind,
        FindingKind::UnmeasuredStrategy { .. }
    ));
}

#[test]
fn off_grid_octal_unknown_inert_and_malformed_lines_are_named() {
    let ds = aeron();
    let base = Config::stock(&ds);
    let text = "aeron.publication.heartbeat.timeout=15000000\n\
        aeron.publication.setup.timeout=010000000\n\
        aeron.cluster.slow.tik.interval=1ms\n\
        aeron.pending.setups.timeout=50000000\n\
        this is not a property\n\
        aeron.cluster.slow.tick.interval=fast\n\
        aeron.publication.heartbeat.timeout=20000000\n";
    let r = check(&ds, text, &base);
    let at = |line: usize| -> Vec<&FindingKind> {
        r.findings
            .iter()
            .filter(|f| f.lines.first == line)
            .map(|f| &f.kind)
            .collect()
    };
    assert!(
        at(1)
            .iter()
            .any(|k| matches!(k, FindingKind::Repeated { .. }))
            || at(7)
                .iter()
                .any(|k| matches!(k, FindingKind::Repeated { first: 1 }))
    );
    assert!(
        at(2)
            .iter()
            .any(|k| matches!(k, FindingKind::Octal { ns: 2_097_152, .. })),
        "{:?}",
        at(2)
    );
    assert!(at(3).iter().any(|k| matches!(k, FindingKind::Unknown { suggestion: Some(s) } if s == "aeron.cluster.slow.tick.interval")));
    assert!(at(4).iter().any(|k| matches!(k, FindingKind::Inert { .. })));
    // Prose names no setting: it is not a problem, nor listed as not read.
    assert!(at(5).is_empty(), "{:?}", at(5));
    assert!(at(6)
        .iter()
        .any(|k| matches!(k, FindingKind::BadDuration { .. })));
    // The last heartbeat line wins; it is on the grid.
    assert_eq!(value(&ds, &r.config, "hb"), "20ms");
    assert_eq!(r.config.inert.len(), 1);
    // 15 ms is between the measured 10 and 20: drawn as the nearest.
    let off = check(&ds, "aeron.publication.heartbeat.timeout=15000000", &base);
    assert!(
        matches!(&off.findings[0].kind, FindingKind::OffGrid { nearest, .. } if nearest == "20ms" || nearest == "10ms")
    );
}

#[test]
fn the_check_never_panics_on_junk() {
    let ds = aeron();
    let base = Config::stock(&ds);
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let alphabet: Vec<char> = "aeron.publication.heartbeat.timeout=-D0x#10ms \n\t:\"'!é漢\u{0}"
        .chars()
        .collect();
    for _ in 0..3000 {
        let mut s = String::new();
        for _ in 0..(seed % 120) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            s.push(alphabet[(seed % alphabet.len() as u64) as usize]);
        }
        let r = check(&ds, &s, &base);
        assert_eq!(r.config.values.len(), base.values.len());
    }
}

#[test]
fn a_huge_paste_is_read_up_to_the_cap_and_says_what_it_left_out() {
    use failover_timeline::model::jvm::MAX_CHECK_LINES;
    let ds = aeron();
    let text = "aeron.publication.heartbeat.timeout=10ms\n".repeat(20_000);
    let r = check(&ds, &text, &Config::stock(&ds));
    assert_eq!(r.lines_unread, 20_000 - MAX_CHECK_LINES);
    assert!(r.findings.iter().all(|f| f.lines.last <= MAX_CHECK_LINES));
    let small = check(
        &ds,
        "aeron.cluster.slow.tick.interval=1ms\n",
        &Config::stock(&ds),
    );
    assert_eq!(small.lines_unread, 0);
}

#[test]
fn unknown_properties_are_those_with_the_datasets_prefix() {
    let text = "aeron.cluster.slow.tik.interval=1ms\nagrona.disable.bounds.checks=true\n";
    let unknown = |ds: &Dataset| -> Vec<String> {
        check(ds, text, &Config::stock(ds))
            .findings
            .into_iter()
            .filter(|f| matches!(f.kind, FindingKind::Unknown { .. }))
            .map(|f| f.property)
            .collect()
    };
    assert_eq!(unknown(&aeron()), ["aeron.cluster.slow.tik.interval"]);
    let other = aeron_changed(|v| v["property_prefix"] = "agrona.".into()).unwrap();
    assert_eq!(unknown(&other), ["agrona.disable.bounds.checks"]);
    let none = aeron_changed(|v| {
        v.as_object_mut().unwrap().remove("property_prefix");
    })
    .unwrap();
    assert!(unknown(&none).is_empty());
}

#[test]
fn the_properties_are_listed_under_the_datasets_jvms() {
    let ds = aeron();
    let text = config_text(&ds, &Config::stock(&ds), Lang::En, Form::Properties);
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("# ── ")).collect();
    let expected: Vec<String> = ds
        .file
        .jvms
        .iter()
        .map(|j| format!("# ── {} ──", j.name.get(Lang::En)))
        .collect();
    assert_eq!(headings, expected);
}
