//! Compare: a difference of outages only between two measured headlines.

mod common;

use common::{aeron, cfg};
use failover_timeline::model::{
    compare::{delta, span_delta, Delta},
    schedule, verdict,
};

#[test]
fn stock_against_tuned_is_a_measured_difference_of_headlines() {
    let ds = aeron();
    let stock = cfg(&ds, &[]);
    let tuned = cfg(
        &ds,
        &[
            ("hb", "10ms"),
            ("setup", "10ms"),
            ("idle", "noop"),
            ("sleep", "1ms"),
        ],
    );
    let d = delta(&verdict(&ds, &stock), &verdict(&ds, &tuned));
    assert_eq!(
        d,
        Delta::Measured {
            a_ms: 266.0,
            b_ms: 81.0,
            delta_ms: -185.0
        }
    );
}

#[test]
fn no_difference_is_computed_when_either_side_was_never_run() {
    let ds = aeron();
    let stock = cfg(&ds, &[]);
    let unrun = cfg(&ds, &[("hb", "10ms")]);
    for (a, b, am, bm) in [
        (&stock, &unrun, true, false),
        (&unrun, &stock, false, true),
        (&unrun, &unrun, false, false),
    ] {
        let d = delta(&verdict(&ds, a), &verdict(&ds, b));
        assert_eq!(d.delta_ms(), None);
        assert_eq!(
            d,
            Delta::Refused {
                a_measured: am,
                b_measured: bm
            }
        );
    }
}

#[test]
fn a_span_difference_is_b_minus_a() {
    let ds = aeron();
    let (a, b) = (cfg(&ds, &[]), cfg(&ds, &[("hb", "10ms")]));
    let (ta, tb) = (schedule(&ds, &a), schedule(&ds, &b));
    let s = ds.span_index("n0-stepdown").expect("node0 steps down");
    let want = (tb.spans[s].end - tb.spans[s].start) - (ta.spans[s].end - ta.spans[s].start);
    assert_eq!(span_delta(&ta, &tb, s), want);
    assert!(
        failover_timeline::model::index::SpanIx::all(ds.file.spans.len())
            .any(|s| span_delta(&ta, &tb, s) < 0.0),
        "heartbeat 10 ms shortens a span"
    );
}
