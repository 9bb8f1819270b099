//! Native tests of the config check's reader: configs as people write them
//! (a `.properties` file with continued values, `JAVA_OPTS` continued with
//! `\`, a Kubernetes `env:` list, a Dockerfile, a systemd unit), each read
//! as the JVM would read it, every finding naming its lines and its form;
//! and hostile pastes answered within the line cap.

mod common;
use common::{aeron, aeron_changed};

use failover_timeline::model::jvm::read::{read, Item, Vocabulary, What};
use failover_timeline::model::jvm::{
    check, CheckReport, Finding, FindingKind, Lines, NotReadWhy, SourceForm, MAX_CHECK_LINES,
};
use failover_timeline::model::{bundled::DATASETS, load, Config, Dataset};

const SETUP: &str = "aeron.publication.setup.timeout";
const HB: &str = "aeron.publication.heartbeat.timeout";

fn value(ds: &Dataset, c: &Config, dim: &str) -> String {
    c.get(ds, ds.dimension_index(dim).unwrap()).to_string()
}

fn run(ds: &Dataset, text: &str) -> CheckReport {
    check(ds, text, &Config::stock(ds))
}

fn problems(r: &CheckReport) -> Vec<&Finding> {
    r.findings.iter().filter(|f| f.kind.is_problem()).collect()
}

/// No problem, and no line left unread.
fn assert_all_read_cleanly(r: &CheckReport) {
    assert!(problems(r).is_empty(), "{:?}", r.findings);
    assert!(
        !r.findings.iter().any(|f| f.kind.is_not_read()),
        "{:?}",
        r.findings
    );
}

fn lines(first: usize, last: usize) -> Lines {
    Lines { first, last }
}

/// The findings about `property`.
fn about<'a>(r: &'a CheckReport, property: &str) -> Vec<&'a Finding> {
    r.findings
        .iter()
        .filter(|f| f.property == property)
        .collect()
}

/// (key, value) pairs the reader takes from a properties text, read with no
/// dataset names (so only dotted keys read as properties).
fn pairs(text: &str) -> Result<Vec<(String, String)>, Vec<Item>> {
    let vocab = Vocabulary {
        names: Vec::new(),
        prefix: None,
    };
    let r = read(text, &vocab);
    let mut out = Vec::new();
    let mut bad = Vec::new();
    for item in r.items {
        match item.what {
            What::Setting { key, value } => out.push((key, value)),
            _ => bad.push(item),
        }
    }
    if bad.is_empty() {
        out.sort();
        Ok(out)
    } else {
        Err(bad)
    }
}

fn kv(list: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut v: Vec<_> = list
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    v.sort();
    v
}

// ---- 1. a .properties file, read as java.util.Properties.load reads it ----

#[test]
fn a_continued_properties_value_is_what_properties_load_reads() {
    let ds = aeron();
    let r = run(&ds, &format!("{SETUP}=\\\n  10000000\n"));
    // Properties.load joins the lines and drops the second's leading
    // blanks: the JVM runs 10 ms, and no trap is reported.
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
    let applied = about(&r, SETUP);
    assert_eq!(applied.len(), 1, "{:?}", r.findings);
    assert!(matches!(applied[0].kind, FindingKind::Applied { .. }));
    assert_eq!(
        applied[0].lines,
        lines(1, 2),
        "a continued value names both lines"
    );
    assert_eq!(applied[0].form, Some(SourceForm::PropertiesFile));
    // The rule, not the example: the value broken anywhere, over three
    // lines, with tabs and form feeds before the continuation.
    let r = run(&ds, &format!("{SETUP} = 100\\\n\t\u{c} 000\\\n   00\n"));
    assert_eq!(value(&ds, &r.config, "setup"), "10ms", "{:?}", r.findings);
    assert_eq!(about(&r, SETUP)[0].lines, lines(1, 3));
    // And a real trap across a continuation is still one.
    let r = run(&ds, &format!("{HB}:\\\n    10ms\n"));
    let f = about(&r, HB);
    assert!(
        matches!(&f[0].kind, FindingKind::SilentFallback { value, .. } if value == "10ms"),
        "{f:?}"
    );
    assert_eq!(f[0].lines, lines(1, 2));
}

/// Every expected value here follows `java.util.Properties.load`'s
/// documented rules (line terminators `\n` `\r` `\r\n`; a line ending in an
/// odd number of `\` continues, the next line's leading blanks dropped;
/// `#`/`!` comments only where a logical line starts; `=`, `:` or blanks
/// separate; `\` escapes, `\uXXXX`; trailing blanks kept; a bad `\u`
/// throws) and was confirmed with a JDK 17 by hand (`Properties.load` on a
/// `StringReader` of the same text). The suite itself never runs java.
#[test]
fn properties_syntax_is_read_as_properties_load_reads_it() {
    let cases: &[(&str, &[(&str, &str)])] = &[
        // A `\` at the very end of the text is dropped.
        ("a.b=abc\\", &[("a.b", "abc")]),
        // A blank line after a continuation ends the value.
        ("a.b=\\\n\nc.d=2\n", &[("a.b", ""), ("c.d", "2")]),
        // An even number of `\` is an escaped `\`, no continuation.
        ("a.b=x\\\\\nc.d=2\n", &[("a.b", "x\\"), ("c.d", "2")]),
        // A line of only `\` leaves the logical line empty: the next line
        // is a comment.
        ("\\\n#c.d=1\n", &[]),
        // Inside a value, a continued line starting with `#` is value.
        ("a.b=\\\n#notcomment\n", &[("a.b", "#notcomment")]),
        // Escapes in keys and values.
        (
            "k.a\\:x=1\nk.b\\ y = 2\nk.c\\u0041=\\u0042\\t|\n",
            &[("k.a:x", "1"), ("k.b y", "2"), ("k.cA", "B\t|")],
        ),
        // Separators: `=`, `:`, blanks, blanks around one `=`; a second
        // separator is value; trailing blanks are kept; a key alone.
        (
            "a.b = v  \n c.d:v2\ne.f g\nh.i\n j.k = : x\n",
            &[
                ("a.b", "v  "),
                ("c.d", "v2"),
                ("e.f", "g"),
                ("h.i", ""),
                ("j.k", ": x"),
            ],
        ),
        // `\r\n` and a lone `\r` end lines too.
        ("a.b=1\\\r\n   2\rc.d=3\n", &[("a.b", "12"), ("c.d", "3")]),
        // A key continued onto the next line.
        ("a.b\\\n .c=d\n", &[("a.b.c", "d")]),
        // `!` comments.
        ("! a.b=1\n#c.d=2\ne.f=3", &[("e.f", "3")]),
    ];
    for (text, expected) in cases {
        assert_eq!(
            pairs(text).map_err(|e| format!("{e:?}")),
            Ok(kv(expected)),
            "{text:?}"
        );
    }
    // A malformed \u makes Properties.load throw: named, not read.
    for text in ["a.b=x\\u0\n", "a.b=\\u00zz\n", "a.b=\\u00"] {
        let items = pairs(text).expect_err(text);
        assert!(
            matches!(items[0].what, What::BadEscape { .. }),
            "{text:?}: {items:?}"
        );
    }
}

#[test]
fn a_trailing_blank_after_a_long_decode_value_is_the_trap_the_jvm_falls_into() {
    // Properties.load keeps trailing blanks and Long.decode refuses them.
    let ds = aeron();
    let r = run(&ds, &format!("{SETUP}=10000000 \n"));
    assert!(matches!(
        about(&r, SETUP)[0].kind,
        FindingKind::SilentFallback { .. }
    ));
    assert_eq!(value(&ds, &r.config, "setup"), "100ms");
}

// ---- 2. -D flags in shell variables and on command lines ----

#[test]
fn java_opts_continued_with_a_backslash_reads_every_flag() {
    let ds = aeron();
    let text = "JAVA_OPTS=\"-Daeron.conductor.idle.strategy=org.agrona.concurrent.BusySpinIdleStrategy \\\n           -Daeron.cluster.idle.strategy=org.agrona.concurrent.BusySpinIdleStrategy\"\n";
    let r = run(&ds, text);
    assert!(
        !r.findings.iter().any(|f| matches!(
            f.kind,
            FindingKind::BadFlag { .. } | FindingKind::NotRead { .. }
        )),
        "{:?}",
        r.findings
    );
    // Both flags are read, each from its own line, as a shell variable;
    // BusySpin is a strategy the page never measured (a true finding).
    let conductor = about(&r, "aeron.conductor.idle.strategy");
    assert!(
        matches!(&conductor[0].kind, FindingKind::UnmeasuredStrategy { value } if value.ends_with("BusySpinIdleStrategy")),
        "{conductor:?}"
    );
    assert_eq!(conductor[0].lines, lines(1, 1));
    assert_eq!(conductor[0].form, Some(SourceForm::ShellVariable));
    let cluster = about(&r, "aeron.cluster.idle.strategy");
    assert_eq!(cluster[0].lines, lines(2, 2));
    assert_eq!(cluster[0].form, Some(SourceForm::ShellVariable));

    // The same rule with measured values: export, single quotes, and a
    // value split by the continuation inside a word.
    let text = "export JAVA_OPTS='-Daeron.publication.heartbeat.timeout=10000000'\nJAVA_TOOL_OPTIONS=\"-Daeron.publication.setup.timeout=100\\\n00000 -Xmx4g\"\n";
    let r = run(&ds, text);
    assert_eq!(value(&ds, &r.config, "hb"), "10ms", "{:?}", r.findings);
    assert_eq!(value(&ds, &r.config, "setup"), "10ms", "{:?}", r.findings);
    assert_eq!(about(&r, SETUP)[0].lines, lines(2, 3));
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
}

#[test]
fn a_java_command_line_gives_the_jvm_only_the_flags_before_its_main_class() {
    let ds = aeron();
    let text = "exec java -Xmx4g -cp /opt/lib/* \\\n  -Daeron.publication.heartbeat.timeout=10000000 \\\n  -jar node.jar -Daeron.publication.setup.timeout=10000000\n";
    let r = run(&ds, text);
    let hb = about(&r, HB);
    assert_eq!(hb[0].form, Some(SourceForm::CommandLine));
    assert_eq!(hb[0].lines, lines(2, 2));
    assert_eq!(value(&ds, &r.config, "hb"), "10ms");
    // After -jar FILE it is the program's argument: not set, not a trap.
    assert_eq!(value(&ds, &r.config, "setup"), "100ms");
    let after: Vec<_> = r
        .findings
        .iter()
        .filter(|f| {
            matches!(
                f.kind,
                FindingKind::NotRead {
                    why: NotReadWhy::ToProgram,
                    ..
                }
            )
        })
        .collect();
    assert_eq!(after.len(), 1, "{:?}", r.findings);
    assert_eq!(after[0].lines, lines(3, 3));
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
}

#[test]
fn a_value_the_shell_fills_in_is_not_called_a_trap() {
    let ds = aeron();
    let r = run(
        &ds,
        "JAVA_OPTS=\"-Daeron.publication.setup.timeout=${SETUP_NS} $JAVA_OPTS\"\n",
    );
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
    assert!(r.findings.iter().any(|f| matches!(
        f.kind,
        FindingKind::NotRead {
            why: NotReadWhy::Expansion,
            ..
        }
    )));
}

// ---- 3. container and orchestration files ----

#[test]
fn a_kubernetes_env_list_reads_its_values_and_its_structure_is_no_problem() {
    let ds = aeron();
    let text = "\
containers:
  - name: node
    image: eclipse-temurin:17
    env:
      - name: JAVA_TOOL_OPTIONS
        value: \"-Daeron.publication.heartbeat.timeout=10000000 -Daeron.publication.setup.timeout=10ms\"
      - name: AERON_PUBLICATION_SETUP_TIMEOUT
        value: \"10000000\"
      - name: LOG_LEVEL
        value: info
";
    let r = run(&ds, text);
    // The only problem is the real trap: 10ms on a Long.decode property.
    let p = problems(&r);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(matches!(p[0].kind, FindingKind::SilentFallback { .. }));
    assert_eq!(p[0].property, SETUP);
    assert_eq!(p[0].lines, lines(6, 6));
    assert_eq!(p[0].form, Some(SourceForm::YamlValue));
    assert_eq!(value(&ds, &r.config, "hb"), "10ms");
    // The environment variable named like a property is listed apart; the
    // other structure lines are not listed at all.
    let unread: Vec<_> = r.findings.iter().filter(|f| f.kind.is_not_read()).collect();
    assert_eq!(unread.len(), 1, "{unread:?}");
    assert_eq!(unread[0].lines, lines(7, 7));
    assert_eq!(unread[0].form, Some(SourceForm::YamlValue));

    // Block scalars, flow sequences, list items, docker-compose lists.
    let text = "\
env:
  - name: JAVA_OPTS
    value: >-
      -Daeron.publication.heartbeat.timeout=10000000
      -Daeron.publication.setup.timeout=10000000
args: [\"-Daeron.cluster.slow.tick.interval=1ms\", '-Xmx4g']
command:
  - -Daeron.client.idle.sleep.duration=1ms
environment:
  - JAVA_OPTS=-Daeron.pending.setups.timeout=50000000
";
    let r = run(&ds, text);
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
    for (dim, v) in [
        ("hb", "10ms"),
        ("setup", "10ms"),
        ("tick", "1ms"),
        ("sleep", "1ms"),
    ] {
        assert_eq!(value(&ds, &r.config, dim), v, "{dim}: {:?}", r.findings);
    }
    assert_eq!(about(&r, SETUP)[0].lines, lines(5, 5));
    assert_eq!(r.config.inert.len(), 1);
    assert!(r
        .findings
        .iter()
        .filter(|f| !f.kind.is_not_read())
        .all(|f| f.form == Some(SourceForm::YamlValue)));
}

#[test]
fn a_manifest_written_as_json_reads_its_strings() {
    let ds = aeron();
    let text = r#"{
  "name": "node",
  "environment": [
    { "name": "JAVA_TOOL_OPTIONS", "value": "-Daeron.publication.heartbeat.timeout=10000000 -Daeron.publication.setup.timeout=10ms" },
    { "name": "LOG_LEVEL", "value": "info" }
  ],
  "command": ["java", "-Daeron.cluster.slow.tick.interval=1ms", "-jar", "/app.jar"]
}"#;
    let r = run(&ds, text);
    let p = problems(&r);
    assert_eq!(p.len(), 1, "{:?}", r.findings);
    assert!(matches!(p[0].kind, FindingKind::SilentFallback { .. }));
    assert_eq!(
        (p[0].lines, p[0].form),
        (lines(4, 4), Some(SourceForm::YamlValue))
    );
    assert_eq!(value(&ds, &r.config, "hb"), "10ms");
    assert_eq!(value(&ds, &r.config, "tick"), "1ms");
    assert!(
        !r.findings.iter().any(|f| f.kind.is_not_read()),
        "{:?}",
        r.findings
    );
}

#[test]
fn a_configmap_holding_a_properties_file_reads_the_file() {
    let ds = aeron();
    let text =
        "data:\n  aeron.properties: |\n    aeron.publication.setup.timeout=\\\n      10000000\n";
    let r = run(&ds, text);
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    assert_eq!(about(&r, SETUP)[0].lines, lines(3, 4));
}

#[test]
fn a_dockerfile_env_and_entrypoint_are_read() {
    let ds = aeron();
    let text = "\
FROM eclipse-temurin:17
# tuned timers
ENV JAVA_OPTS=\"-Daeron.publication.heartbeat.timeout=10000000 \\
    -Daeron.publication.setup.timeout=10000000\" \\
    APP_HOME=/opt/app
COPY node.jar /opt/app/node.jar
ENTRYPOINT [\"java\", \"-Daeron.cluster.slow.tick.interval=1ms\", \"-jar\", \"/opt/app/node.jar\"]
";
    let r = run(&ds, text);
    assert_all_read_cleanly(&r);
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    assert_eq!(value(&ds, &r.config, "tick"), "1ms");
    let setup = about(&r, SETUP);
    assert_eq!(setup[0].lines, lines(4, 4));
    assert_eq!(setup[0].form, Some(SourceForm::DockerfileEnv));
    let tick = about(&r, "aeron.cluster.slow.tick.interval");
    assert_eq!(tick[0].lines, lines(7, 7));
    assert_eq!(tick[0].form, Some(SourceForm::DockerfileCommand));
    // The old `ENV NAME value` form.
    let r = run(
        &ds,
        "ENV JAVA_OPTS -Daeron.publication.setup.timeout=10ms\n",
    );
    assert!(matches!(
        about(&r, SETUP)[0].kind,
        FindingKind::SilentFallback { .. }
    ));
}

#[test]
fn a_systemd_unit_reads_environment_and_execstart() {
    let ds = aeron();
    let text = "\
[Unit]
Description=Aeron cluster node
[Service]
User=aeron
Environment=\"JAVA_OPTS=-Daeron.publication.heartbeat.timeout=10000000 \\
  -Daeron.publication.setup.timeout=10000000\" \"APP=node\"
ExecStart=/usr/bin/java $JAVA_OPTS -Daeron.cluster.slow.tick.interval=1ms -jar /opt/node.jar
Restart=always
";
    let r = run(&ds, text);
    assert_all_read_cleanly(&r);
    assert_eq!(value(&ds, &r.config, "hb"), "10ms");
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    assert_eq!(value(&ds, &r.config, "tick"), "1ms");
    let setup = about(&r, SETUP);
    assert_eq!(setup[0].lines, lines(6, 6));
    assert_eq!(setup[0].form, Some(SourceForm::SystemdEnvironment));
    assert_eq!(
        about(&r, "aeron.cluster.slow.tick.interval")[0].form,
        Some(SourceForm::SystemdExec)
    );
}

// ---- every dataset, and a team's own ----

#[test]
fn the_reader_serves_every_dataset_and_a_teams_own_names() {
    // A dataset with no properties reads any paste without a finding.
    for (id, json) in DATASETS {
        let ds = load(json).unwrap();
        let r = run(&ds, "JAVA_OPTS=\"-Dx.y=1\"\nenv:\n  - name: A\n");
        if ds.file.dimensions.iter().all(|d| d.properties.is_empty()) {
            assert!(r.findings.is_empty(), "{id}: {:?}", r.findings);
        }
    }
    // A team's dataset whose property is not dotted: its name is enough
    // for a properties line, and the parse kind still rules the value.
    let team = aeron_changed(|v| {
        let dims = v["dimensions"].as_array_mut().unwrap();
        let hb = dims.iter_mut().find(|d| d["id"] == "hb").unwrap();
        hb["properties"][0]["name"] = "hbTimeoutNs".into();
    })
    .unwrap();
    let r = run(&team, "hbTimeoutNs = \\\n   10ms\n");
    let f = about(&r, "hbTimeoutNs");
    assert!(
        matches!(f[0].kind, FindingKind::SilentFallback { .. }),
        "{f:?}"
    );
    assert_eq!(f[0].lines, lines(1, 2));
    let r = run(&team, "java -DhbTimeoutNs=10000000 Main\n");
    assert_eq!(value(&team, &r.config, "hb"), "10ms", "{:?}", r.findings);
}

// ---- hostile pastes ----

/// What a hostile paste reads as. How long it takes is a figure of
/// `make bench` (examples/paste_bench.rs), not an assertion here.
fn hostile(ds: &Dataset, text: &str) -> CheckReport {
    run(ds, text)
}

#[test]
fn hostile_pastes_answer_within_the_line_cap() {
    let ds = aeron();
    // 10,000 continuation lines: read up to the cap, the value left unread
    // (not guessed from its first 2,000 lines).
    for text in [
        format!("{SETUP}=1\\\n{}", "0\\\n".repeat(10_000)),
        format!(
            "JAVA_OPTS=\"-D{SETUP}=1 \\\n{}\"",
            "-Dx.y=0 \\\n".repeat(10_000)
        ),
        format!(
            "env:\n  value: \"-D{SETUP}=1\n{}\"",
            "  -Dx.y=0\n".repeat(10_000)
        ),
    ] {
        let r = hostile(&ds, &text);
        assert!(r.lines_unread > 0);
        assert_eq!(
            value(&ds, &r.config, "setup"),
            "100ms",
            "{:?}",
            &r.findings[..1]
        );
        assert!(r.findings.iter().all(|f| f.lines.last <= MAX_CHECK_LINES));
        assert!(
            r.findings.iter().any(|f| matches!(
                f.kind,
                FindingKind::NotRead {
                    why: NotReadWhy::Cut,
                    ..
                }
            )),
            "{:?}",
            &r.findings[..r.findings.len().min(3)]
        );
    }
    // Unterminated quotes: named, and the lines after them still read.
    let r = hostile(
        &ds,
        &format!("JAVA_OPTS=\"-D{HB}=10000000\n{SETUP}=10000000\nvalue: '-D{HB}=1\n"),
    );
    let open: Vec<_> = r
        .findings
        .iter()
        .filter(|f| matches!(f.kind, FindingKind::Unterminated { .. }))
        .collect();
    assert_eq!(open.len(), 2, "{:?}", r.findings);
    assert_eq!(open[0].lines, lines(1, 1));
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    assert_eq!(
        value(&ds, &r.config, "hb"),
        "100ms",
        "an unterminated line sets nothing"
    );
    // Prose with a stray apostrophe neither swallows the paste nor is a
    // problem.
    let r = hostile(&ds, &format!("it's the node config\n{SETUP}=10000000\n"));
    assert!(problems(&r).is_empty(), "{:?}", r.findings);
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    // A `\` at the very end, in each form.
    for text in [
        format!("{SETUP}=10000000\\"),
        format!("java -D{SETUP}=10000000 \\"),
        format!("ENV JAVA_OPTS=-D{SETUP}=10000000 \\"),
        format!("Environment=JAVA_OPTS=-D{SETUP}=10000000 \\"),
        "\\".to_string(),
    ] {
        let r = hostile(&ds, &text);
        if text.len() > 1 {
            assert_eq!(
                value(&ds, &r.config, "setup"),
                "10ms",
                "{text:?}: {:?}",
                r.findings
            );
        }
    }
    // NUL bytes: text like any other, never a panic.
    let r = hostile(
        &ds,
        &format!("{SETUP}=1000\u{0}0000\n-D\u{0}=1\n\u{0}\u{0}\\\n"),
    );
    assert!(matches!(
        about(&r, SETUP)[0].kind,
        FindingKind::SilentFallback { .. }
    ));
    // One huge line of flags, and a huge unknown key: linear.
    let flags = format!("-D{SETUP}=10000000 ").repeat(50_000);
    let r = hostile(&ds, &flags);
    assert_eq!(value(&ds, &r.config, "setup"), "10ms");
    hostile(&ds, &format!("aeron.{}=1", "x".repeat(200_000)));
    // Block scalars nested 2,000 deep, none holding a flag: each one's
    // lines are read again on their own, within a bounded number of scans.
    let nested: String = (0..MAX_CHECK_LINES)
        .map(|i| format!("{}k{i}: |\n", " ".repeat(i)))
        .collect();
    hostile(&ds, &nested);
    let quotes: String = (0..3_000).map(|_| "v: \"-D\\\"\n").collect();
    hostile(&ds, &quotes);
    // Quote characters on every line, in every order.
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let alphabet: Vec<char> = "\"'\\\n -Da.b=1:[]|>#$({".chars().collect();
    let mut junk = String::new();
    for _ in 0..40_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        junk.push(alphabet[(seed % alphabet.len() as u64) as usize]);
    }
    hostile(&ds, &junk);
}
