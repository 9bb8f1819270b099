//! A drill read from logs (issue 40), natively, on logs written the way
//! real ones are: `kubectl logs --timestamps` of two pods, Redis's own
//! lines with a process id, syslog with no year across New Year's, a
//! paste of interleaved nodes' lines each prefixed by its source, JSON
//! lines; noise between the marks; several hits of one mark; a trace this
//! tool exported, read back.

mod common;

use common::{aeron, stoatflow};
use failover_timeline::drill_read::log::{drill_of, LogReader, LogReading, MarkFound};
use failover_timeline::drill_read::time::{read, Zone};
use failover_timeline::drill_read::trace::read_trace;
use failover_timeline::drill_read::{kind, Kind};
use failover_timeline::model::drill::Drill;
use failover_timeline::model::index::LaneIx;
use failover_timeline::model::own::By;
use failover_timeline::model::{Dataset, Lang, Side};
use failover_timeline::view::describe::drawn_drill;

const ACTIVE: &str = "\
2026-03-04T10:15:01.998231455Z INFO  [main] c.s.ha.HaCoordinator - heartbeat ok epoch=4411
2026-03-04T10:15:02.000114872Z INFO  [http-nio-8080-exec-3] c.s.ha.SwitchController - POST /ha/switch accepted: draining
2026-03-04T10:15:02.004918331Z INFO  [stoatflow-commit] c.s.engine.EpochCommitter - Phase 2: Final barrier 4412 committed successfully
2026-03-04T10:15:02.011000000Z DEBUG [stoatflow-commit] c.s.engine.EpochCommitter - flushing 1288 records
2026-03-04T10:15:02.021677012Z INFO  [stoatflow-commit] c.s.engine.EpochCommitter - Phase 4b: Commit thread stopped
2026-03-04T10:15:02.022002121Z INFO  [ha] c.s.ha.HaCoordinator - published DRAINING marker
    at c.s.ha.HaCoordinator.publish(HaCoordinator.java:212)
";

const STANDBY: &str = "\
2026-03-04T10:15:01.990000000Z INFO  [ha] c.s.ha.Standby - standing by, active=stoatflow-active-0
2026-03-04T10:15:02.030514000Z INFO  [ha] c.s.ha.Standby - DRAINING seen: promoting (fence-and-assign)
2026-03-04T10:15:02.300000000Z INFO  [restore] c.s.state.Changelog - caught up to offset 9912331
2026-03-04T10:15:02.511207000Z INFO  [ha] c.s.ha.Standby - promotion complete: engine threads started
2026-03-04T10:15:02.511400000Z INFO  [engine-0] c.s.engine.Engine - processing resumed as active
";

/// The reader's own texts for the marks the page gives no log line for.
fn typed(ds: &Dataset) -> Vec<(usize, String)> {
    [
        ("trigger", "POST /ha/switch"),
        ("promotion-start", "promoting (fence-and-assign)"),
        ("promoted", "promotion complete"),
        ("resumed", "processing resumed"),
    ]
    .iter()
    .map(|(m, t)| (ds.mark_index(m).unwrap(), t.to_string()))
    .collect()
}

fn read_logs(ds: &Dataset, extra: &[(usize, String)], logs: &[(&str, &str)]) -> LogReading {
    let mut r = LogReader::new(ds, extra);
    for (name, text) in logs {
        r.begin(name);
        for l in text.lines() {
            r.line(l);
        }
    }
    r.finish()
}

fn lanes(r: &LogReading) -> Vec<Option<LaneIx>> {
    r.logs.iter().map(|l| l.lane).collect()
}

fn lane(ds: &Dataset, id: &str) -> LaneIx {
    LaneIx(ds.file.lanes.iter().position(|l| l.id == id).unwrap())
}

#[test]
fn a_stoatflow_drill_from_two_pods_kubectl_logs() {
    let ds = stoatflow();
    let r = read_logs(
        &ds,
        &typed(&ds),
        &[
            ("stoatflow-active-0.log", ACTIVE),
            ("stoatflow-standby-0.log", STANDBY),
        ],
    );
    assert_eq!((r.lines, r.timed), (12, 11), "lines read, and with a time");
    // The active's log matches only the active's marks (and t = 0).
    assert_eq!(
        lanes(&r),
        [Some(lane(&ds, "active")), Some(lane(&ds, "standby"))]
    );
    let (drill, found) = drill_of(&ds, &r, &lanes(&r), &[]);
    let ms = |id: &str| {
        let m = ds.mark_index(id).unwrap();
        drill.found.iter().find(|f| f.mark == m).map(|f| f.ms)
    };
    let t0 = ms("trigger").unwrap();
    // The page's own log lines, found where they are (to the ns).
    let commit = ms("commit-stopped").unwrap() - t0;
    assert!((commit - 21.562140).abs() < 1e-3, "{commit}");
    assert!((ms("resumed").unwrap() - t0 - 511.285128).abs() < 1e-3);
    assert!(matches!(
        found[ds.mark_index("stopped").unwrap()],
        MarkFound::No
    ));
    // The drill drawn from it: t = 0 marked, so its outage is its own.
    let d = Drill::new(&ds, &drill.times(), By::You);
    let cfg = common::tuned(&ds);
    let (drawn, run) = drawn_drill(&ds, Side::A, &cfg, &d, Lang::En);
    assert!(run.left.is_empty(), "{:?}", run.left);
    assert!((drawn.figures.outage(&ds).unwrap().median - 511.285128).abs() < 1e-3);
}

#[test]
fn several_hits_of_a_mark_the_first_at_or_after_the_start_is_used_another_can_be_picked() {
    let ds = stoatflow();
    // A commit stopped long before the switch (a previous drill), and twice after.
    let early =
        "2026-03-04T09:00:00.000000000Z INFO [stoatflow-commit] Phase 4b: Commit thread stopped\n";
    let late =
        "2026-03-04T10:15:02.500000000Z INFO [stoatflow-commit] Phase 4b: Commit thread stopped\n";
    let active = format!("{early}{ACTIVE}{late}");
    let r = read_logs(
        &ds,
        &typed(&ds),
        &[("active", &active), ("standby", STANDBY)],
    );
    let m = ds.mark_index("commit-stopped").unwrap();
    let (drill, found) = drill_of(&ds, &r, &lanes(&r), &[]);
    let MarkFound::Yes { used, others } = &found[m] else {
        panic!("found")
    };
    assert_eq!(others.len(), 2);
    assert_eq!(r.hits[*used].line, 6, "the first at or after the trigger");
    // One click picks another.
    let (picked, _) = drill_of(&ds, &r, &lanes(&r), &[(m, others[1])]);
    let at = |d: &failover_timeline::drill_read::ReadDrill| {
        d.found.iter().find(|f| f.mark == m).unwrap().ms
    };
    assert!(at(&picked) > at(&drill));
}

#[test]
fn interleaved_logs_split_by_their_prefix_and_given_lanes_by_their_marks() {
    let ds = stoatflow();
    let mut paste = String::new();
    for (a, s) in ACTIVE
        .lines()
        .zip(STANDBY.lines().chain(std::iter::repeat("")))
    {
        paste.push_str(&format!("[pod/stoatflow-active-0/app] {a}\n"));
        if !s.is_empty() {
            paste.push_str(&format!("[pod/stoatflow-standby-0/app] {s}\n"));
        }
    }
    let r = read_logs(&ds, &typed(&ds), &[("pasted", &paste)]);
    let sources: Vec<&str> = r.logs.iter().filter_map(|l| l.source.as_deref()).collect();
    assert_eq!(
        sources,
        ["pod/stoatflow-active-0/app", "pod/stoatflow-standby-0/app"]
    );
    assert_eq!(
        lanes(&r),
        [Some(lane(&ds, "active")), Some(lane(&ds, "standby"))]
    );
    let (drill, _) = drill_of(&ds, &r, &lanes(&r), &[]);
    assert_eq!(drill.found.len(), 5);
}

#[test]
fn redis_and_syslog_forms_without_a_year_read_in_order_across_new_year() {
    // Old Redis (no year), a drill across midnight on New Year's Eve.
    let ds = stoatflow();
    let log = "\
[4608] 31 Dec 23:59:59.900 * Phase 2: Final barrier 7 committed successfully
[4608] 31 Dec 23:59:59.990 # POST /ha/switch accepted
[4608] 01 Jan 00:00:00.011 * Phase 4b: Commit thread stopped
";
    let r = read_logs(&ds, &typed(&ds), &[("redis-active.log", log)]);
    let (drill, _) = drill_of(&ds, &r, &[Some(lane(&ds, "active"))], &[]);
    let t = |id: &str| {
        drill
            .found
            .iter()
            .find(|f| f.mark == ds.mark_index(id).unwrap())
            .unwrap()
            .ms
    };
    assert!((t("commit-stopped") - t("trigger") - 21.0).abs() < 1e-3);
    assert_eq!(r.logs[0].backwards.0, 0, "in order across New Year's");
    // syslog / journald short-precise: Mon dd, µs.
    let sys = "Mar  4 10:15:02.000114 host stoatflow[42]: POST /ha/switch accepted\nMar  4 10:15:02.021677 host stoatflow[42]: Phase 4b: Commit thread stopped\n";
    let r = read_logs(&ds, &typed(&ds), &[("syslog", sys)]);
    let (drill, _) = drill_of(&ds, &r, &[Some(lane(&ds, "active"))], &[]);
    assert!((drill.found[1].ms - drill.found[0].ms - 21.563).abs() < 1e-3);
    assert_eq!(r.logs[0].zone, Some(Zone::Unknown));
    // A leap day reads with no year given.
    assert!(read("Feb 29 10:00:00.5 x", 2000).is_some());
}

#[test]
fn times_going_backwards_and_lines_with_no_time_are_counted() {
    let ds = stoatflow();
    let log =
        "2026-03-04 10:15:02,100 INFO a\nno time on this line\n2026-03-04 10:15:02,050 INFO b\n";
    let r = read_logs(&ds, &[], &[("x", log)]);
    assert_eq!((r.lines, r.timed), (3, 2));
    assert_eq!(r.logs[0].backwards, (1, 3));
    let (drill, _) = drill_of(&ds, &r, &[None], &[]);
    assert!(drill.found.is_empty(), "a log of another system: no mark");
}

#[test]
fn json_lines_and_epoch_times() {
    let ds = stoatflow();
    let log = "\
{\"ts\":\"2026-03-04T10:15:02.000Z\",\"level\":\"info\",\"msg\":\"POST /ha/switch accepted\"}
{\"@timestamp\":1772619302021.5,\"msg\":\"Phase 4b: Commit thread stopped\"}
";
    let r = read_logs(&ds, &typed(&ds), &[("active.jsonl", log)]);
    let (drill, _) = drill_of(&ds, &r, &lanes(&r), &[]);
    assert_eq!(drill.found.len(), 2);
    assert!((drill.found[1].ms - drill.found[0].ms - 21.5).abs() < 1e-3);
}

#[test]
fn what_a_text_is_is_told_by_its_start() {
    let ds = stoatflow();
    assert_eq!(kind(&ds, ACTIVE), Kind::Log);
    assert_eq!(
        kind(&ds, "mark,time\ntrigger,0\nresumed,500\n"),
        Kind::Table
    );
    assert_eq!(kind(&ds, "trigger\t2026-03-04T10:15:02Z\n"), Kind::Table);
    assert_eq!(kind(&ds, "{\"traceEvents\":[]}"), Kind::Trace);
    assert_eq!(
        kind(&ds, "{\"ts\":\"2026-03-04T10:15:02Z\",\"msg\":\"x\"}"),
        Kind::Log
    );
}

#[test]
fn a_drill_exported_as_a_trace_reads_back_as_the_same_drill() {
    for ds in [stoatflow(), aeron()] {
        let cfg = common::tuned(&ds);
        let tl = failover_timeline::model::schedule(&ds, &cfg);
        let times: Vec<(usize, f64)> = (0..ds.file.marks.len())
            .map(|m| {
                (
                    m,
                    failover_timeline::model::schedule::time_of(&ds, &cfg, &tl, ds.mark_event(m))
                        * 1.25,
                )
            })
            .filter(|(_, t)| t.is_finite())
            .collect();
        let drill = Drill::new(&ds, &times, By::You);
        let (drawn, run) = drawn_drill(&ds, Side::A, &cfg, &drill, Lang::En);
        let drawn = std::sync::Arc::new(drawn);
        let verdict = failover_timeline::model::verdict(&ds, &cfg);
        let snap = failover_timeline::view::export::RunShown {
            config: &cfg,
            timeline: &drawn.timeline,
            verdict: &verdict,
            own: None,
            drill: Some(&drawn),
        };
        let pic = failover_timeline::view::export::Picture {
            lang: Lang::En,
            theme: failover_timeline::view::Theme::Light,
            zoom: 1.0,
            scene: Default::default(),
        };
        let json = failover_timeline::view::trace::trace_json(&ds, &[snap], &pic);
        assert_eq!(kind(&ds, &json), Kind::Trace);
        let r = read_trace(&ds, &json);
        assert_eq!(r.drills.len(), 1, "{}", ds.file.id);
        let back = Drill::new(&ds, &r.drills[0].times(), By::You);
        assert_eq!(back.marks.len(), run.marks.len(), "{}", ds.file.id);
        for (a, b) in back.marks.iter().zip(
            &run.drill
                .marks
                .iter()
                .filter(|m| run.at(m.mark).is_some())
                .collect::<Vec<_>>(),
        ) {
            assert_eq!(a.mark, b.mark);
            assert!((a.ms - b.ms).abs() < 1e-3, "{}: {a:?} {b:?}", ds.file.id);
        }
    }
}

#[test]
fn a_dataset_file_with_the_reader_s_log_texts_loads_and_reads_by_itself() {
    use failover_timeline::model::file::file_with_log_texts;
    let minimal = std::fs::read_to_string("data/examples/minimal.json").unwrap();
    for ds in [
        stoatflow(),
        aeron(),
        failover_timeline::model::load(&minimal).unwrap(),
    ] {
        let extra = vec![(0, "the drill starts here".to_string())];
        let json = file_with_log_texts(&ds.file, &extra);
        let back =
            failover_timeline::model::load(&json).unwrap_or_else(|e| panic!("{}: {e}", ds.file.id));
        assert!(back.file.marks[0]
            .log
            .contains(&failover_timeline::model::file::LogText::Plain(
                "the drill starts here".into()
            )));
        // Nothing else changed.
        assert_eq!(back.file.spans.len(), ds.file.spans.len());
        assert_eq!(back.file.title, ds.file.title);
        let r = read_logs(
            &back,
            &[],
            &[("x", "2026-03-04T10:15:02Z the drill starts here\n")],
        );
        assert_eq!(r.hits.len(), 1, "{}", ds.file.id);
    }
}
