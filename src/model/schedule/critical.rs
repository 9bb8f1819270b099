//! The critical path: the backward pass that gives each span its slack
//! (how much later it could start without moving the outage's end), and
//! the walk back from the outage's end along whatever decided each time.

use super::{Binding, Timeline};
use crate::model::config::Config;
use crate::model::dataset::{event_span, ArrowAnchor, Dataset};
use crate::model::event::Event;
use crate::model::index::{ArrowIx, SpanIx, StageIx};

/// Slack below this is zero: the span is on the critical path.
pub const EPS_MS: f64 = 1e-6;

/// One link of the critical path, in time order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Stage { span: SpanIx, stage: StageIx },
    Arrow(ArrowIx),
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
pub(super) fn mark_slack(
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
pub(super) fn critical_path(
    ds: &Dataset,
    binding: &[Binding],
    tl: &mut Timeline,
    end: Event,
) -> Vec<Step> {
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
