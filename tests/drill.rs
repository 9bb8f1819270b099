//! A reader's drill (issue 39), natively: the marks a dataset names and
//! the loader's checks of them; a drill held against the model (placed at
//! t = 0 or by its first mark; a stage marked at both edges at the drill's
//! length, every other at the model's; a difference said, never spread;
//! clocks that disagree, and by how much); what it measures; the events
//! table's reader.

mod common;

use common::{aeron, aeron_changed, bundled, stoatflow};
use failover_timeline::drill_read::table::read_table;
use failover_timeline::drill_read::{Notice, Problem};
use failover_timeline::model::drill::{Drill, DrillRun, Instant, Left};
use failover_timeline::model::index::{LaneIx, StageIx};
use failover_timeline::model::own::By;
use failover_timeline::model::schedule::{schedule, time_of};
use failover_timeline::model::{Config, Dataset, Lang, Shown, Side};
use failover_timeline::state::drill_link::{DrillLink, Problem as LinkProblem};
use failover_timeline::view::describe::{drawn_drill, stage_vs_model};
use serde_json::json;

fn mark(ds: &Dataset, id: &str) -> usize {
    ds.mark_index(id).unwrap_or_else(|| panic!("mark {id}"))
}

/// Every mark's model time under `cfg` (the ones the model places).
fn model_times(ds: &Dataset, cfg: &Config) -> Vec<(usize, f64)> {
    let tl = schedule(ds, cfg);
    (0..ds.file.marks.len())
        .map(|m| (m, time_of(ds, cfg, &tl, ds.mark_event(m))))
        .filter(|(_, t)| t.is_finite())
        .collect()
}

fn held(
    ds: &Dataset,
    cfg: &Config,
    times: &[(usize, f64)],
) -> (failover_timeline::model::Timeline, DrillRun) {
    let drill = Drill::new(ds, times, By::You);
    DrillRun::derive(ds, cfg, &schedule(ds, cfg), &drill)
}

#[test]
fn every_bundled_mark_names_an_instant_no_other_mark_names() {
    for ds in bundled() {
        assert!(ds.file.marks.len() >= 8, "{}: its marks", ds.file.id);
        let instants: Vec<Instant> = (0..ds.file.marks.len())
            .map(|m| Instant::of(&ds, ds.mark_event(m)))
            .collect();
        for (i, a) in instants.iter().enumerate() {
            assert!(!instants[..i].contains(a), "{}: {:?} twice", ds.file.id, a);
        }
        assert!(
            instants.contains(&Instant::T0),
            "{}: t = 0 is a mark",
            ds.file.id
        );
    }
}

#[test]
fn a_mark_that_is_not_an_event_or_not_link_safe_or_twice_is_refused_at_its_path() {
    let cases: Vec<(serde_json::Value, &str, &str)> = vec![
        (
            json!({"id": "x", "at": "end:nope", "name": {"en": "x"}}),
            "$.marks[0].at",
            "unknown span",
        ),
        (
            json!({"id": "x", "at": "later:n0-react", "name": {"en": "x"}}),
            "$.marks[0].at",
            "is not an event",
        ),
        (
            json!({"id": "a b", "at": "end:n0-react", "name": {"en": "x"}}),
            "$.marks[0].id",
            "cannot be carried by a link",
        ),
        (
            json!({"id": "x", "at": "end:n0-react", "name": {"en": "x"}, "log": [{"regex": "("}]}),
            "$.marks[0].log[0].regex",
            "does not compile",
        ),
        (
            json!({"id": "x", "at": "end:n0-react", "name": {"en": "x"}, "log": [" "]}),
            "$.marks[0].log[0]",
            "match every line",
        ),
    ];
    for (m, path, words) in cases {
        let errs = aeron_changed(|v| v["marks"] = json!([m]))
            .expect_err(path)
            .0;
        assert!(
            errs.iter()
                .any(|e| e.path == path && e.message.contains(words) && !e.zh.is_empty()),
            "{path}: {errs:?}"
        );
    }
    // Two names of one instant: a span's end and its last stage's end.
    let errs = aeron_changed(|v| {
        v["marks"] = json!([
            {"id": "a", "at": "end:n0-react", "name": {"en": "a"}},
            {"id": "b", "at": "stage-end:n0-react/react", "name": {"en": "b"}},
        ])
    })
    .expect_err("one instant twice")
    .0;
    assert!(
        errs.iter()
            .any(|e| e.path == "$.marks[1].at" && e.message.contains("\"a\"")),
        "{errs:?}"
    );
    // A round trip's ends are its stage's edges: the same instant too.
    let errs = aeron_changed(|v| {
        v["marks"] = json!([
            {"id": "a", "at": "stage-start:n1-image/setup-sm", "name": {"en": "a"}},
            {"id": "b", "at": "depart:setup-sm", "name": {"en": "b"}},
        ])
    })
    .expect_err("a round trip's departure")
    .0;
    assert!(errs.iter().any(|e| e.path == "$.marks[1].at"), "{errs:?}");
}

#[test]
fn a_drill_at_the_model_s_own_times_is_the_model() {
    for ds in bundled() {
        for p in 0..ds.file.presets.len() {
            let cfg = failover_timeline::model::verdict::preset_config(&ds, p).clone();
            let times = model_times(&ds, &cfg);
            let (tl, run) = held(&ds, &cfg, &times);
            let model = schedule(&ds, &cfg);
            assert!(run.left.is_empty(), "{}: {:?}", ds.file.id, run.left);
            assert_eq!(run.placed_by, None, "{}: t = 0 marked", ds.file.id);
            let h = tl.held.as_deref().unwrap();
            assert!(
                h.gaps.is_empty() && h.clocks.is_empty(),
                "{}: {:?}",
                ds.file.id,
                h
            );
            for (s, span) in tl.spans.iter().enumerate() {
                if !span.happens {
                    continue;
                }
                for (k, st) in span.stages.iter().enumerate() {
                    let m = &model.spans[s].stages[k];
                    assert!((st.start - m.start).abs() < 1e-6 && (st.end - m.end).abs() < 1e-6);
                }
            }
        }
    }
}

#[test]
fn a_stage_marked_at_both_edges_is_the_drill_s_length_and_its_difference_is_against_the_tolerance()
{
    let ds = stoatflow();
    let cfg = common::tuned(&ds);
    let (tl, run) = held(
        &ds,
        &cfg,
        &[
            (mark(&ds, "trigger"), 0.0),
            (mark(&ds, "promotion-start"), 30.0),
            (mark(&ds, "promoted"), 520.0),
            (mark(&ds, "resumed"), 520.0),
        ],
    );
    let promote = ds.span_index("promote").unwrap();
    let st = &tl.spans[promote].stages[0];
    assert_eq!((st.start, st.end), (30.0, 520.0));
    assert!(tl.held.as_ref().unwrap().is_measured(promote, 0));
    // The outage (t = 0 to resume) is the drill's: both its ends marked.
    assert_eq!(run.figures.outage(&ds).map(|s| s.median), Some(520.0));
    // Against the model, in the words of the run drawn from it.
    let (drawn, _) = drawn_drill(&ds, Side::A, &cfg, &run.drill, Lang::En);
    let drawn = std::sync::Arc::new(drawn);
    let shown = Shown {
        config: &cfg,
        own: None,
        drill: Some(&drawn),
    };
    let r = failover_timeline::model::Run::derive(&ds, Side::A, shown, 1);
    let v = stage_vs_model(&ds, &r, promote, StageIx(0)).expect("measured");
    let model = schedule(&ds, &cfg).stage_ms(&ds, promote, StageIx(0));
    assert_eq!(v.model_ms, model);
    assert_eq!(v.delta_ms, 490.0 - model);
    assert_eq!(
        v.inside,
        (490.0 - model).abs() <= ds.file.calibration.sub_span_abs_ms
    );
    // A stage the drill does not mark at both edges is the model's.
    let drain = ds.span_index("drain").unwrap();
    assert!(stage_vs_model(&ds, &r, drain, StageIx(0)).is_none());
}

#[test]
fn a_gap_between_the_model_s_stages_and_a_mark_is_said_never_spread() {
    let ds = stoatflow();
    let cfg = common::tuned(&ds);
    // Caught up 280 ms after the model's catch-up would end.
    let model = schedule(&ds, &cfg);
    let catchup = ds.span_index("catchup").unwrap();
    let end = model.spans[catchup].end;
    let (tl, _) = held(
        &ds,
        &cfg,
        &[
            (mark(&ds, "trigger"), 0.0),
            (mark(&ds, "caught-up"), end + 280.0),
        ],
    );
    let h = tl.held.as_deref().unwrap();
    let g = h
        .gaps
        .iter()
        .find(|g| g.span == catchup)
        .expect("a gap at the catch-up's end");
    assert_eq!(g.ms(), 280.0);
    // The stage keeps the model's length; the span ends at the mark.
    let st = &tl.spans[catchup].stages[0];
    assert_eq!(
        st.end - st.start,
        model.spans[catchup].stages[0].end - model.spans[catchup].stages[0].start
    );
    assert_eq!(tl.spans[catchup].end, end + 280.0);
    assert!(!h.is_measured(catchup, 0));
}

#[test]
fn without_t0_the_drill_is_placed_by_its_first_mark_and_measures_nothing_from_t0() {
    let ds = stoatflow();
    let cfg = common::tuned(&ds);
    let model = schedule(&ds, &cfg);
    let cm = mark(&ds, "commit-stopped");
    let (_, run) = held(
        &ds,
        &cfg,
        &[
            (cm, 1_772_619_302_010.0),
            (mark(&ds, "resumed"), 1_772_619_302_510.0),
        ],
    );
    assert_eq!(run.placed_by, Some(cm));
    let at = run.at(cm).unwrap();
    assert_eq!(at.at, time_of(&ds, &cfg, &model, ds.mark_event(cm)));
    assert_eq!(run.at(mark(&ds, "resumed")).unwrap().at - at.at, 500.0);
    // The outage is from t = 0: not the drill's.
    assert_eq!(run.figures.outage(&ds), None);
}

#[test]
fn contradicting_clocks_are_bounded_and_an_offset_of_the_bound_puts_them_in_order() {
    let ds = aeron();
    let cfg = common::tuned(&ds);
    let times = model_times(&ds, &cfg);
    let sent = mark(&ds, "new-leader-sent");
    let learns = mark(&ds, "client-learns");
    let t_sent = times.iter().find(|(m, _)| *m == sent).unwrap().1;
    let drill = Drill::new(
        &ds,
        &[
            (mark(&ds, "resign"), 0.0),
            (sent, t_sent),
            (learns, t_sent - 3.25),
        ],
        By::You,
    );
    let (tl, _) = DrillRun::derive(&ds, &cfg, &schedule(&ds, &cfg), &drill);
    let clocks = &tl.held.as_deref().unwrap().clocks;
    let client = LaneIx(ds.file.lanes.iter().position(|l| l.id == "client").unwrap());
    let node2 = LaneIx(ds.file.lanes.iter().position(|l| l.id == "node2").unwrap());
    assert_eq!(clocks.len(), 1, "{clocks:?}");
    assert_eq!((clocks[0].behind, clocks[0].ahead), (client, node2));
    assert!((clocks[0].at_least - 3.25).abs() < 1e-9);
    let fixed = drill.with_skew(client, 3.25);
    let (tl, _) = DrillRun::derive(&ds, &cfg, &schedule(&ds, &cfg), &fixed);
    assert!(tl.held.as_deref().unwrap().clocks.is_empty());
}

#[test]
fn a_mark_out_of_its_lane_s_order_or_of_a_span_not_run_is_left_out_named() {
    let ds = stoatflow();
    let cfg = common::tuned(&ds); // a graceful switch: no crash spans
    let (_, run) = held(
        &ds,
        &cfg,
        &[
            (mark(&ds, "trigger"), 0.0),
            (mark(&ds, "promoted"), 500.0),
            (mark(&ds, "promotion-start"), 600.0),
            (mark(&ds, "container-restarted"), 50.0),
        ],
    );
    assert!(run
        .left
        .contains(&(mark(&ds, "container-restarted"), Left::NotInConfiguration)));
    assert!(
        run.left.contains(&(
            mark(&ds, "promotion-start"),
            Left::OutOfOrder {
                after: mark(&ds, "promoted")
            }
        )) || run.left.contains(&(
            mark(&ds, "promoted"),
            Left::OutOfOrder {
                after: mark(&ds, "promotion-start")
            }
        )),
        "{:?}",
        run.left
    );
    assert_eq!(run.marks.len(), 2);
}

#[test]
fn a_link_s_drill_reads_back_as_it_was_and_names_each_bad_entry() {
    for ds in bundled() {
        let times: Vec<(usize, f64)> = (0..ds.file.marks.len())
            .map(|m| (m, 1000.0 + m as f64 * 12.125))
            .collect();
        let drill = Drill::new(&ds, &times, By::Link).with_skew(LaneIx(1), -0.5);
        let link = DrillLink::of(&ds, &drill);
        let (back, bads) = link.read(&ds);
        assert!(bads.is_empty(), "{bads:?}");
        assert_eq!(back, drill);
    }
    let ds = stoatflow();
    let link = DrillLink {
        marks: "trigger:0,nope:5,promoted:x,resumed:520,resumed:9,caught-up:1e400".into(),
        skew: "nowhere:3".into(),
        by: By::Link,
    };
    let (drill, bads) = link.read(&ds);
    let problems: Vec<&LinkProblem> = bads.iter().map(|b| &b.problem).collect();
    assert!(
        matches!(problems[0], LinkProblem::UnknownMark(ids) if ids.contains(&"trigger".to_string()))
    );
    assert_eq!(problems[1], &LinkProblem::NotATime);
    assert!(problems.contains(&&LinkProblem::Twice));
    assert!(problems
        .iter()
        .any(|p| matches!(p, LinkProblem::UnknownLane(_))));
    assert_eq!(drill.marks.len(), 2);
}

#[test]
fn an_events_table_is_read_as_people_write_it() {
    let ds = stoatflow();
    let m = |id| mark(&ds, id);
    // A header, tabs, a quoted cell, CRLF, ISO instants with a fraction.
    let r = read_table(
        &ds,
        "event\ttimestamp\r\ntrigger\t2026-03-04T10:15:02Z\r\n\"promotion-start\"\t2026-03-04T10:15:02.0305Z\r\nthe new active resumes processing\t2026-03-04T10:15:02.5Z\r\n",
    );
    assert_eq!(r.drills.len(), 1);
    let t = r.drills[0].times();
    let at = |id| t.iter().find(|(x, _)| *x == m(id)).unwrap().1 - t[0].1;
    assert_eq!(at("promotion-start"), 30.5);
    assert_eq!(at("resumed"), 500.0, "a mark by its name");
    // Epoch seconds and milliseconds, ms from the start; several drills by
    // blank lines and by a drill column.
    let r = read_table(
        &ds,
        "trigger,1772619302.000\nresumed,1772619302.9\n\ntrigger,0\nresumed,812.5 ms\n",
    );
    assert_eq!(r.drills.len(), 2);
    assert_eq!(r.drills[1].times()[1].1, 812.5);
    let r = read_table(
        &ds,
        "drill,mark,time\na,trigger,0\nb,trigger,0\na,resumed,1 s\nb,resumed,900\n",
    );
    assert_eq!(
        r.drills.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
        ["a", "b"]
    );
    assert_eq!(r.drills[0].times()[1].1, 1000.0);
    // Every bad line named, the rest applied.
    let r = read_table(&ds, "trigger,0\ntrigger,3\n=cmd,4\nresumed,NaN\npromoted,1e400\ncaught-up,2026-03-04T10:15:02Z\nx\n");
    let kinds: Vec<&Problem> = r.problems.iter().map(|p| &p.problem).collect();
    assert!(matches!(kinds[0], Problem::Twice { first: 1, .. }));
    assert!(matches!(kinds[1], Problem::UnknownMark(c) if c == "=cmd"));
    assert!(matches!(kinds[2], Problem::NotATime(c) if c == "NaN"));
    assert!(matches!(kinds[3], Problem::NotATime(c) if c == "1e400"));
    assert_eq!(kinds[4], &Problem::OtherKind);
    assert_eq!(kinds[5], &Problem::Short);
    assert_eq!(r.drills[0].found.len(), 1);
    // Two offsets: said; no drill at all: said.
    let r = read_table(
        &ds,
        "trigger,2026-03-04T10:15:02Z\nresumed,2026-03-04T11:15:02.5+01:00\n",
    );
    assert!(matches!(&r.notices[..], [Notice::Offsets(o)] if o.len() == 2));
    assert_eq!(r.drills[0].times()[1].1 - r.drills[0].times()[0].1, 500.0);
    let r = read_table(&ds, "nothing here\n");
    assert!(r.notices.contains(&Notice::NoDrill));
}
