//! The schedule: where every millisecond of the handoff goes for one
//! configuration.
//!
//! The combine rule is the page's: spans on one lane are serial on that
//! node's thread, so they add; lanes overlap in wall-clock, all anchored at
//! t = 0. A span that waits for other lanes (an arrow's arrival, another
//! span's end) starts at the latest of them and of its lane's previous span
//! — a join is a max. Masking is nothing more than that max: a shorter input
//! to a join that another input dominates changes nothing downstream.
//!
//! Two more rules, for systems whose failover is a race: a span may start on
//! the *earliest* of several events (`first_of`: whoever is back first), and
//! may not happen at all — in some configurations (`when`), or because
//! another event came before it would start (`unless`: the race it lost). A
//! span that does not happen is not drawn and its events never come (they
//! are at +∞, so a join on them never fires and a race ignores them).
//!
//! Times are f64 milliseconds from t = 0; the sums are small and exact
//! enough that no integer clock is needed.
//!
//! The schedule's types are in `timeline`; its slack and critical path,
//! the backward pass from the outage's end, in `critical`.

mod critical;
mod pins;
mod timeline;

pub use critical::{Step, EPS_MS};
pub use pins::{Clock, Gap, Held, Pins};

use pins::hold_start;
pub use timeline::{ArrowTime, SpanTime, StageTime, Timeline, Wait, UNKNOWN_PX};

use super::config::Config;
use super::dataset::{event_span, ArrowAnchor, Dataset, Length, MetricEnds};
use super::event::Event;
use super::index::{ArrowIx, SpanIx};
use critical::{critical_path, mark_slack};

/// Where a span's start comes from.
#[derive(Clone, Copy)]
enum Binding {
    Origin,
    Lane(SpanIx),
    Event(Event),
}

/// Schedule every span, stage and arrow of `ds` under `cfg`.
///
/// A stage of unknown length is NaN long: every time that depends on it is
/// NaN (a sum with it is; a join waiting on it is; a race it takes part
/// in is), shown "—", never a number. Where there is one, `drawn` is the
/// same schedule with it at the placeholder width it is drawn with.
pub fn schedule(ds: &Dataset, cfg: &Config) -> Timeline {
    both::<false>(ds, cfg, &Pins::default())
}

/// [`schedule`], held to a drill's instants where `pins` gives them
/// (`model::schedule::pins`): the timeline then says which stages are at
/// the drill's length, where the drill and the model differ, and which
/// lanes' clocks disagree (`Timeline::held`). It has no critical path: that
/// is the model's reading of a schedule, not a drill's.
pub fn held(ds: &Dataset, cfg: &Config, pins: &Pins) -> Timeline {
    both::<true>(ds, cfg, pins)
}

/// The times and, where a length is unknown, where to draw; `HELD`: held
/// to `pins` (a constant: the model's schedule carries none of a drill's
/// code, and the first module never holds one).
fn both<const HELD: bool>(ds: &Dataset, cfg: &Config, pins: &Pins) -> Timeline {
    let unknown = ds.spans.iter().any(|s| {
        s.stages
            .iter()
            .any(|st| matches!(st.length, Length::Unknown))
    });
    // One call site, so that it stays inline (the first load's size): the
    // times, then (where a length is unknown) where to draw, with the
    // critical path only where the outage's end can be placed.
    let mut runs: [Option<Timeline>; 2] = [None, None];
    let mut width = f64::NAN;
    let mut path = !HELD;
    for run in runs.iter_mut().take(1 + unknown as usize) {
        let tl = schedule_at::<HELD>(ds, cfg, width, path, pins);
        width = UNKNOWN_PX / ds.file.zoom_px_per_ms;
        path = !HELD && !tl.outage.1.is_nan();
        *run = Some(tl);
    }
    let [tl, drawn] = runs;
    let mut tl = tl.expect("one run at least");
    tl.drawn = drawn.map(Box::new);
    tl
}

/// The schedule with every unknown length at `unknown_ms` (NaN: not
/// placeable; a width: where to draw it), with its slack and critical
/// path where `path`, held to `pins` where given.
fn schedule_at<const HELD: bool>(
    ds: &Dataset,
    cfg: &Config,
    unknown_ms: f64,
    path: bool,
    pinned: &Pins,
) -> Timeline {
    let n = ds.file.spans.len();
    let durations: Vec<Vec<f64>> = (0..n)
        .map(|s| {
            ds.spans[s]
                .stages
                .iter()
                .map(|st| match st.length {
                    Length::Unknown => unknown_ms,
                    ref l => l.ms(cfg),
                })
                .collect()
        })
        .collect();
    let mut held = HELD.then(|| Held::new(ds));
    let mut spans: Vec<SpanTime> = vec![
        SpanTime {
            start: 0.0,
            end: 0.0,
            stages: Vec::new(),
            wait: None,
            slack: None,
            critical: false,
            happens: true,
        };
        n
    ];
    let mut binding = vec![Binding::Origin; n];
    // The events each span's start waited on: its joins and the race's winner.
    let mut waited: Vec<Vec<Event>> = vec![Vec::new(); n];
    let time = |spans: &[SpanTime], ev| event_time::<HELD>(ds, cfg, spans, pinned, ev);
    for &s in &ds.order {
        let (cursor, mut bind) = match ds.spans[s].prev_on_lane {
            Some(p) => (spans[p].end, Binding::Lane(p)),
            None => (0.0, Binding::Origin),
        };
        let mut start = cursor;
        let mut joins = ds.spans[s].after.clone();
        // A NaN (unknown) time sorts last, and a race with one in it is
        // itself unknown: whoever is first cannot be told.
        let race = ds.spans[s]
            .first_of
            .iter()
            .map(|&ev| (time(&spans, ev), ev))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        joins.extend(race.map(|(_, ev)| ev));
        let unknown_race = ds.spans[s]
            .first_of
            .iter()
            .any(|&ev| time(&spans, ev).is_nan());
        for &ev in &joins {
            let t = time(&spans, ev);
            // A join waiting on an unknown time is unknown (and stays so).
            if t > start || t.is_nan() {
                start = t;
                bind = Binding::Event(ev);
            }
        }
        if unknown_race {
            start = f64::NAN;
        }
        // A drill that marks the span saw it happen, whatever race the
        // model says it loses (but not in a configuration it is not in).
        let marked = HELD && pinned.marks_span(SpanIx(s.0));
        let lost = !marked
            && ds.spans[s]
                .unless
                .is_some_and(|ev| time(&spans, ev) < start);
        // (An unknown start is a span that happens at a time not placeable.)
        let happens = (start != f64::INFINITY || marked) && !lost && in_configuration(ds, cfg, s);
        if !happens {
            spans[s] = SpanTime {
                start: cursor,
                end: cursor,
                stages: durations[s]
                    .iter()
                    .map(|_| StageTime {
                        start: cursor,
                        end: cursor,
                        critical: false,
                    })
                    .collect(),
                wait: None,
                slack: None,
                critical: false,
                happens: false,
            };
            continue;
        }
        if let Some(h) = held.as_mut() {
            start = hold_start(ds, pinned, h, s, &joins, &durations[s], start);
        }
        waited[s] = joins;
        let mut t = start;
        let mut from_mark = HELD && pinned.edge(s, 0).is_some();
        let stages = durations[s]
            .iter()
            .enumerate()
            .map(|(k, d)| {
                let mut st = StageTime {
                    start: t,
                    end: t + d,
                    critical: false,
                };
                t += d;
                if let (Some(h), Some(to)) = (held.as_mut(), pinned.edge(s, k + 1)) {
                    if from_mark {
                        // Both edges marked: the drill's length.
                        st.end = to;
                        h.measured[s][k] = true;
                    } else if (to - t).abs() > EPS_MS || t.is_nan() {
                        h.gaps.push(Gap {
                            span: s,
                            edge: k + 1,
                            from: t,
                            to,
                        });
                    }
                    t = to;
                }
                from_mark = HELD && pinned.edge(s, k + 1).is_some();
                st
            })
            .collect();
        let wait = match bind {
            Binding::Event(on) if start > cursor + EPS_MS => Some(Wait {
                from: cursor,
                to: start,
                on,
            }),
            _ => None,
        };
        spans[s] = SpanTime {
            start,
            end: t,
            stages,
            wait,
            slack: None,
            critical: false,
            happens: true,
        };
        binding[s] = bind;
    }
    let arrows: Vec<ArrowTime> = ArrowIx::all(ds.file.arrows.len())
        .map(|a| ArrowTime {
            depart: time(&spans, Event::Depart(a)),
            arrive: time(&spans, Event::Arrive(a)),
            critical: false,
        })
        .collect();
    if let Some(h) = held.as_mut() {
        // An arrow that arrives before it departs: the receiver's clock
        // is behind the sender's by at least that much.
        for (a, t) in ArrowIx::all(arrows.len()).zip(&arrows) {
            let marked = |ev| pinned.at(ds, ev).is_some();
            if marked(Event::Arrive(a)) && marked(Event::Depart(a)) {
                let (from, to) = ds.arrow_lanes(a);
                h.order(Some(to), Some(from), t.arrive, t.depart);
            }
        }
    }
    let metrics: Vec<f64> = ds
        .metrics
        .iter()
        .map(|m| time(&spans, m.to) - time(&spans, m.from))
        .collect();
    let MetricEnds {
        from: out_from,
        to: out_to,
    } = ds.metrics[ds.outage_metric];
    let outage = (time(&spans, out_from), time(&spans, out_to));
    let react_ms = metrics[ds.react_metric];
    let outage_ms = outage.1 - outage.0;
    let mut tl = Timeline {
        spans,
        arrows,
        metrics,
        outage,
        react_ms,
        outage_ms,
        end_to_end_ms: outage_ms + react_ms,
        critical: Vec::new(),
        drawn: None,
        held: held.map(Box::new),
    };
    // No path to an end that cannot be placed (a length the page does not
    // give is on the way to it).
    if path && !tl.outage.1.is_nan() {
        mark_slack(ds, cfg, &mut tl, &durations, &waited, out_to);
        tl.critical = critical_path(ds, &binding, &mut tl, out_to);
    }
    tl
}

/// When metric `metric` starts and ends under `cfg`: its two events' times
/// in `tl` (the schedule of `cfg`).
pub fn metric_bounds(ds: &Dataset, cfg: &Config, tl: &Timeline, metric: usize) -> (f64, f64) {
    let MetricEnds { from, to } = ds.metrics[metric];
    (time_of(ds, cfg, tl, from), time_of(ds, cfg, tl, to))
}

/// The time of `ev` in `tl` (the schedule of `cfg`).
pub fn time_of(ds: &Dataset, cfg: &Config, tl: &Timeline, ev: Event) -> f64 {
    event_time::<false>(ds, cfg, &tl.spans, &Pins::default(), ev)
}

/// Whether `cfg` is one of the configurations the span happens in.
pub fn in_configuration(ds: &Dataset, cfg: &Config, span: SpanIx) -> bool {
    ds.spans[span]
        .when
        .iter()
        .all(|w| w.values.contains(&cfg.values[w.dim]))
}

/// An event's time, given the spans scheduled so far (those it depends on);
/// +∞ for an event of a span that does not happen. An instant a drill
/// marks is where it marks it.
fn event_time<const HELD: bool>(
    ds: &Dataset,
    cfg: &Config,
    spans: &[SpanTime],
    pins: &Pins,
    ev: Event,
) -> f64 {
    if event_span(ds, ev).is_some_and(|s| !spans[s].happens) {
        return f64::INFINITY;
    }
    if HELD {
        if let Some(t) = pins.at(ds, ev) {
            return t;
        }
    }
    match ev {
        Event::T0 => 0.0,
        Event::SpanStart(s) => spans[s].start,
        Event::SpanEnd(s) => spans[s].end,
        Event::StageStart(s, st) => spans[s].stages[st].start,
        Event::StageEnd(s, st) => spans[s].stages[st].end,
        Event::Depart(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => event_time::<HELD>(ds, cfg, spans, pins, e),
            ArrowAnchor::Over(s, st) => spans[s].stages[st].start,
        },
        Event::Arrive(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => {
                let transit = ds.arrows[a].transit.as_ref().map_or(0.0, |l| l.ms(cfg));
                event_time::<HELD>(ds, cfg, spans, pins, e) + transit
            }
            ArrowAnchor::Over(s, st) => spans[s].stages[st].end,
        },
    }
}
