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

use super::config::Config;
use super::dataset::{event_span, ArrowAnchor, Dataset, Length, MetricEnds};
use super::event::Event;
use super::index::{ArrowIx, SpanIx, StageIx};

/// Slack below this is zero: the span is on the critical path.
pub const EPS_MS: f64 = 1e-6;

#[derive(Clone, Debug, PartialEq)]
pub struct StageTime {
    pub start: f64,
    pub end: f64,
    pub critical: bool,
}

/// A WAIT slice: the lane idles from `from` to `to` waiting on `on`.
#[derive(Clone, Debug, PartialEq)]
pub struct Wait {
    pub from: f64,
    pub to: f64,
    pub on: Event,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SpanTime {
    pub start: f64,
    pub end: f64,
    pub stages: Vec<StageTime>,
    pub wait: Option<Wait>,
    /// How much later this span could start without moving the outage's end;
    /// `None` when nothing it does reaches the outage.
    pub slack: Option<f64>,
    pub critical: bool,
    /// False when the span does not happen in this configuration: it is
    /// zero-length at its lane's cursor, and its events never come.
    pub happens: bool,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArrowTime {
    pub depart: f64,
    pub arrive: f64,
    pub critical: bool,
}

/// One link of the critical path, in time order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Stage { span: SpanIx, stage: StageIx },
    Arrow(ArrowIx),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Timeline {
    pub spans: Vec<SpanTime>,
    pub arrows: Vec<ArrowTime>,
    /// Each metric's value, indexed like the dataset's metrics.
    pub metrics: Vec<f64>,
    /// The client outage: from TX step-down to the first committed reply.
    pub outage: (f64, f64),
    pub react_ms: f64,
    pub outage_ms: f64,
    /// Outage plus the react gap before it.
    pub end_to_end_ms: f64,
    /// The chain of stages and arrows that decides the outage's end, from
    /// t = 0 onwards. (A WAIT slice is idle time beside the chain, not on it.)
    /// Empty when it runs through a stage of unknown length (it cannot be
    /// placed: [`Timeline::unplaced`]).
    pub critical: Vec<Step>,
    /// Where a stage's length is unknown (`ms: null`): the times above are
    /// NaN wherever they depend on it (shown "—"), and this is the same
    /// schedule with the unknown stages at a placeholder width
    /// ([`UNKNOWN_PX`] at the dataset's zoom) — positions to draw, never
    /// times to show.
    pub drawn: Option<Box<Timeline>>,
}

/// The width a stage of unknown length is drawn at, in px at the dataset's
/// own zoom: a placeholder, not a time.
pub const UNKNOWN_PX: f64 = 48.0;

impl Timeline {
    /// Where to draw: the placeholder schedule where a length is unknown.
    pub fn at(&self) -> &Timeline {
        self.drawn.as_deref().unwrap_or(self)
    }

    /// A stage's length as shown: NaN ("—") where the page gives none; a
    /// known length stays known after an unknown one (only its times
    /// cannot be placed).
    pub fn stage_ms(&self, ds: &Dataset, span: SpanIx, stage: StageIx) -> f64 {
        if matches!(ds.stage_length(span, stage), Length::Unknown) {
            return f64::NAN;
        }
        let st = &self.at().spans[span].stages[stage];
        st.end - st.start
    }

    /// The earliest drawn instant from which times are not known: where
    /// the first thing that depends on a length the page does not give
    /// begins ([`Timeline::drawn`]). Infinite when every length is known.
    pub fn placeable_until(&self) -> f64 {
        let Some(d) = &self.drawn else {
            return f64::INFINITY;
        };
        let known = |a: f64, b: f64| a.is_finite() && b.is_finite();
        let mut first = f64::INFINITY;
        for (real, drawn) in self.spans.iter().zip(&d.spans) {
            if !real.happens {
                continue;
            }
            for (r, dr) in real.stages.iter().zip(&drawn.stages) {
                if !known(r.start, r.end) {
                    first = first.min(dr.start);
                }
            }
            if let (Some(r), Some(dr)) = (&real.wait, &drawn.wait) {
                if !known(r.from, r.to) {
                    first = first.min(dr.from);
                }
            }
        }
        for (r, dr) in self.arrows.iter().zip(&d.arrows) {
            if !known(r.depart, r.arrive) {
                first = first.min(dr.depart);
            }
        }
        first
    }

    /// Whether the critical path cannot be placed: the outage's end
    /// depends on a length the page does not give.
    pub fn unplaced(&self) -> bool {
        self.drawn.is_some() && !self.outage.1.is_finite()
    }

    /// The latest end of any span: how long the whole handoff takes to draw.
    pub fn horizon(&self) -> f64 {
        self.spans
            .iter()
            .filter(|s| s.happens)
            .map(|s| s.end)
            .fold(0.0, f64::max)
    }
}

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
    let mut path = true;
    for run in runs.iter_mut().take(1 + unknown as usize) {
        let tl = schedule_at(ds, cfg, width, path);
        width = UNKNOWN_PX / ds.file.zoom_px_per_ms;
        path = !tl.outage.1.is_nan();
        *run = Some(tl);
    }
    let [tl, drawn] = runs;
    let mut tl = tl.expect("one run at least");
    tl.drawn = drawn.map(Box::new);
    tl
}

/// The schedule with every unknown length at `unknown_ms` (NaN: not
/// placeable; a width: where to draw it), with its slack and critical
/// path where `path`.
fn schedule_at(ds: &Dataset, cfg: &Config, unknown_ms: f64, path: bool) -> Timeline {
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
            .map(|&ev| (event_time(ds, cfg, &spans, ev), ev))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        joins.extend(race.map(|(_, ev)| ev));
        let unknown_race = ds.spans[s]
            .first_of
            .iter()
            .any(|&ev| event_time(ds, cfg, &spans, ev).is_nan());
        for &ev in &joins {
            let t = event_time(ds, cfg, &spans, ev);
            // A join waiting on an unknown time is unknown (and stays so).
            if t > start || t.is_nan() {
                start = t;
                bind = Binding::Event(ev);
            }
        }
        if unknown_race {
            start = f64::NAN;
        }
        let lost = ds.spans[s]
            .unless
            .is_some_and(|ev| event_time(ds, cfg, &spans, ev) < start);
        // (An unknown start is a span that happens at a time not placeable.)
        let happens = start != f64::INFINITY && !lost && in_configuration(ds, cfg, s);
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
        waited[s] = joins;
        let mut t = start;
        let stages = durations[s]
            .iter()
            .map(|d| {
                let st = StageTime {
                    start: t,
                    end: t + d,
                    critical: false,
                };
                t += d;
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
            depart: event_time(ds, cfg, &spans, Event::Depart(a)),
            arrive: event_time(ds, cfg, &spans, Event::Arrive(a)),
            critical: false,
        })
        .collect();
    let metrics: Vec<f64> = ds
        .metrics
        .iter()
        .map(|m| event_time(ds, cfg, &spans, m.to) - event_time(ds, cfg, &spans, m.from))
        .collect();
    let MetricEnds {
        from: out_from,
        to: out_to,
    } = ds.metrics[ds.outage_metric];
    let outage = (
        event_time(ds, cfg, &spans, out_from),
        event_time(ds, cfg, &spans, out_to),
    );
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
    (
        event_time(ds, cfg, &tl.spans, from),
        event_time(ds, cfg, &tl.spans, to),
    )
}

/// Whether `cfg` is one of the configurations the span happens in.
fn in_configuration(ds: &Dataset, cfg: &Config, span: SpanIx) -> bool {
    ds.spans[span]
        .when
        .iter()
        .all(|w| w.values.contains(&cfg.values[w.dim]))
}

/// An event's time, given the spans scheduled so far (those it depends on);
/// +∞ for an event of a span that does not happen.
fn event_time(ds: &Dataset, cfg: &Config, spans: &[SpanTime], ev: Event) -> f64 {
    if event_span(ds, ev).is_some_and(|s| !spans[s].happens) {
        return f64::INFINITY;
    }
    match ev {
        Event::T0 => 0.0,
        Event::SpanStart(s) => spans[s].start,
        Event::SpanEnd(s) => spans[s].end,
        Event::StageStart(s, st) => spans[s].stages[st].start,
        Event::StageEnd(s, st) => spans[s].stages[st].end,
        Event::Depart(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => event_time(ds, cfg, spans, e),
            ArrowAnchor::Over(s, st) => spans[s].stages[st].start,
        },
        Event::Arrive(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => {
                let transit = ds.arrows[a].transit.as_ref().map_or(0.0, |l| l.ms(cfg));
                event_time(ds, cfg, spans, e) + transit
            }
            ArrowAnchor::Over(s, st) => spans[s].stages[st].end,
        },
    }
}

/// How far after its span's start an event falls.
fn offset(ds: &Dataset, cfg: &Config, durations: &[Vec<f64>], ev: Event) -> f64 {
    let prefix = |s: SpanIx, upto: usize| durations[s][..upto].iter().sum::<f64>();
    match ev {
        Event::T0 | Event::SpanStart(_) => 0.0,
        Event::SpanEnd(s) => prefix(s, durations[s].len()),
        Event::StageStart(s, st) => prefix(s, st.0),
        Event::StageEnd(s, st) => prefix(s, st.0 + 1),
        Event::Depart(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => offset(ds, cfg, durations, e),
            ArrowAnchor::Over(s, st) => prefix(s, st.0),
        },
        Event::Arrive(a) => match ds.arrows[a].anchor {
            ArrowAnchor::Departs(e) => {
                offset(ds, cfg, durations, e)
                    + ds.arrows[a].transit.as_ref().map_or(0.0, |l| l.ms(cfg))
            }
            ArrowAnchor::Over(s, st) => prefix(s, st.0 + 1),
        },
    }
}

/// The backward pass: the latest each span may start without moving the
/// outage's end; slack is that minus when it does start.
fn mark_slack(
    ds: &Dataset,
    cfg: &Config,
    tl: &mut Timeline,
    durations: &[Vec<f64>],
    waited: &[Vec<Event>],
    end: Event,
) {
    let n = ds.file.spans.len();
    let mut latest = vec![f64::INFINITY; n];
    if let Some(s) = event_span(ds, end) {
        latest[s] = tl.outage.1 - offset(ds, cfg, durations, end);
    }
    for &d in ds.order.iter().rev() {
        if !latest[d].is_finite() {
            continue;
        }
        for &ev in &waited[d] {
            if let Some(s) = event_span(ds, ev) {
                latest[s] = latest[s].min(latest[d] - offset(ds, cfg, durations, ev));
            }
        }
        if let Some(p) = ds.spans[d].prev_on_lane {
            let dur: f64 = durations[p].iter().sum();
            latest[p] = latest[p].min(latest[d] - dur);
        }
    }
    for (s, span) in tl.spans.iter_mut().enumerate() {
        span.slack =
            (latest[s].is_finite() && span.happens).then(|| (latest[s] - span.start).max(0.0));
    }
}

/// Walk back from the outage's end along whatever decided each time.
fn critical_path(ds: &Dataset, binding: &[Binding], tl: &mut Timeline, end: Event) -> Vec<Step> {
    let mut steps = Vec::new();
    let mut ev = end;
    // Each step moves to an earlier span or arrow; the graph is acyclic, so
    // this ends. The bound guards against a malformed dataset all the same.
    for _ in 0..(4 * (ds.file.spans.len() + ds.file.arrows.len()) + 4) {
        let (span, upto) = match ev {
            Event::T0 => break,
            Event::Arrive(a) | Event::Depart(a) => match ds.arrows[a].anchor {
                ArrowAnchor::Departs(e) => {
                    if matches!(ev, Event::Arrive(_)) {
                        steps.push(Step::Arrow(a));
                        tl.arrows[a].critical = true;
                    }
                    ev = e;
                    continue;
                }
                ArrowAnchor::Over(s, st) => {
                    steps.push(Step::Arrow(a));
                    tl.arrows[a].critical = true;
                    (s, st.0 + 1)
                }
            },
            Event::SpanStart(s) => (s, 0),
            Event::SpanEnd(s) => (s, tl.spans[s].stages.len()),
            Event::StageStart(s, st) => (s, st.0),
            Event::StageEnd(s, st) => (s, st.0 + 1),
        };
        tl.spans[span].critical = true;
        for st in StageIx::all(upto).rev() {
            // Zero-length stages decide nothing.
            if tl.spans[span].stages[st].end - tl.spans[span].stages[st].start > EPS_MS {
                steps.push(Step::Stage { span, stage: st });
                tl.spans[span].stages[st].critical = true;
            }
        }
        ev = match binding[span] {
            Binding::Origin => Event::T0,
            Binding::Lane(p) => Event::SpanEnd(p),
            Binding::Event(e) => e,
        };
    }
    steps.reverse();
    steps
}
