//! "Export trace": the timeline as Chrome Trace Event JSON, the format
//! Perfetto, chrome://tracing and speedscope open.
//!
//! One process per configuration (named by it), one thread per lane (its
//! name and order as metadata). Each span is an `X` slice with its stages
//! nested inside as `X` slices (category: the stage's class; args: the knob
//! that sets it, measured or estimate, the source), and a lane's idle wait
//! is a `WAIT` slice; what lasts 0 ms in this configuration is a thread
//! instant (`i`) instead. Each arrow segment the canvas draws is a flow (`s`
//! on the sender, `f` on the receiver, binding to the enclosing slice);
//! where a lane has no slice at that moment, an instant named after the
//! interaction marks the end, so no flow dangles. The metrics (the outage,
//! the react gap, …) are async slices on the process.
//!
//! Times are microseconds from t = 0, written to the nanosecond. The JSON is
//! written by hand, every string escaped (with `<`, `>` and `&` as `\u00XX`,
//! so nothing in the file reads as markup), which keeps a JSON serialiser
//! out of the page.

use std::fmt::Write;

use crate::model::file::{ArrowKind, MetricRole};
use crate::model::index::{ArrowIx, LaneIx, SpanIx};
use crate::model::schedule::metric_bounds;
use crate::model::Dataset;

use super::describe::{badge, drilldown};
use events::{string, Arg, Events, Val};

mod events;
use super::export::{caption, config_line, Picture, RunShown};

/// The thread id of lane `lane` (0 is left for process-wide events).
fn tid(lane: LaneIx) -> usize {
    lane.0 + 1
}

/// The trace of `snaps`, one process each, as a JSON document, in the
/// picture's language, with its WAIT slices unless it leaves them out.
pub fn trace_json(ds: &Dataset, snaps: &[RunShown], pic: &Picture) -> String {
    let lang = pic.lang;
    let mut out = Events::default();
    let mut flow_id = 0;
    for (p, snap) in snaps.iter().enumerate() {
        let pid = p + 1;
        let tl = snap.timeline;
        let label = config_line(ds, snap.config, lang);
        out.meta(pid, 0, "process_name", Arg::name(&label));
        out.meta(pid, 0, "process_sort_index", Arg::sort(p));
        out.meta(
            pid,
            0,
            "process_labels",
            Arg::labels(ds.file.title.get(lang)),
        );
        for (l, lane) in ds.file.lanes.iter().enumerate() {
            let name = format!("{} · {}", lane.name.get(lang), lane.role.get(lang));
            out.meta(pid, tid(LaneIx(l)), "thread_name", Arg::name(&name));
            out.meta(pid, tid(LaneIx(l)), "thread_sort_index", Arg::sort(l));
        }
        // Spans (with their stages inside) and waits, lane by lane in time order.
        let mut order: Vec<SpanIx> = SpanIx::all(tl.spans.len()).collect();
        order.sort_by(|&a, &b| {
            (ds.lane_of_span(a), tl.spans[a].start)
                .partial_cmp(&(ds.lane_of_span(b), tl.spans[b].start))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        for s in order {
            let span = &tl.spans[s];
            // A span that does not happen in this configuration (a crash's
            // restart in a switch) is not in its trace.
            if !span.happens {
                continue;
            }
            let t = tid(ds.lane_of_span(s));
            let drill = drilldown(ds, tl, snap.config, s, lang);
            if let Some(w) = span.wait.as_ref().filter(|_| !pic.scene.waits_hidden) {
                let args = vec![("why", Val::Str(drill.path[0].clone()))];
                out.slice(pid, t, "WAIT", "wait", w.from, w.to, &args);
            }
            let mut args = vec![
                ("lane", Val::Str(drill.lane.clone())),
                ("critical", Val::Bool(span.critical)),
            ];
            if let Some(slack) = span.slack.filter(|s| s.is_finite()) {
                args.push(("slack_ms", Val::Num(slack)));
            }
            out.slice(pid, t, &drill.title, "span", span.start, span.end, &args);
            let held = snap.drill.and_then(|d| d.timeline.held.as_deref());
            for (k, (st, text)) in span.stages.iter().zip(&drill.stages).enumerate() {
                let mut args = vec![("class", Val::Str(text.class.clone()))];
                // A drill's stage: its length the drill's, or the model's.
                if let Some(h) = held {
                    let whose = if h.is_measured(s, k) {
                        "drill"
                    } else {
                        "model"
                    };
                    args.push(("length", Val::Str(whose.into())));
                }
                if let Some(k) = &text.set_by {
                    args.push(("knob", Val::Str(k.clone())));
                }
                args.push(("provenance", Val::Str(text.source.label(lang).to_string())));
                args.push(("source", Val::Str(text.source.plain())));
                args.push(("critical", Val::Bool(st.critical)));
                out.slice(pid, t, &text.name, &text.class, st.start, st.end, &args);
            }
        }
        // Arrows: one flow per segment the canvas draws.
        for (a, arrow) in ArrowIx::all(tl.arrows.len()).zip(&tl.arrows) {
            // An arrow of a span that does not happen never comes.
            if !(arrow.depart.is_finite() && arrow.arrive.is_finite()) {
                continue;
            }
            let spec = &ds.file.arrows[a];
            let name = spec.interaction.get(lang);
            let (from, to) = ds.arrow_lanes(a);
            let legs = match spec.kind {
                ArrowKind::OneWay => vec![(from, arrow.depart, to, arrow.arrive)],
                ArrowKind::RoundTrip => {
                    let mid = (arrow.depart + arrow.arrive) / 2.0;
                    vec![(from, arrow.depart, to, mid), (to, mid, from, arrow.arrive)]
                }
            };
            for (l0, t0, l1, t1) in legs {
                flow_id += 1;
                for (lane, t) in [(l0, t0), (l1, t1)] {
                    if !out.encloses(pid, tid(lane), t) {
                        out.slice(pid, tid(lane), name, "arrow", t, t, &[]);
                    }
                }
                out.flow(pid, tid(l0), 's', flow_id, name, t0);
                out.flow(pid, tid(l1), 'f', flow_id, name, t1);
            }
        }
        // The metrics, as async slices on the process; the outage carries
        // the badge's words (quoted only where measured).
        let words = caption(ds, snap, lang).badge.join(" ");
        let b = badge(ds, tl, snap.verdict, lang);
        for (m, metric) in ds.file.metrics.iter().enumerate() {
            let (t0, t1) = metric_bounds(ds, snap.config, tl, m);
            if !(t0.is_finite() && t1.is_finite()) {
                continue;
            }
            let role = match metric.role {
                MetricRole::Outage => "outage",
                MetricRole::React => "react",
                MetricRole::SubSpan => "sub-span",
                // Not a duration on the timeline.
                MetricRole::Observed => continue,
            };
            let mut args = vec![("model_ms", Val::Num(tl.metrics[m]))];
            // A reader's figures for the metric, with who measured them.
            if let Some((f, s)) = snap.own.and_then(|f| Some((f, f.summary(m)?))) {
                args.push(("own_median_ms", Val::Num(s.median)));
                args.push(("own_n", Val::Num(s.n as f64)));
                args.push(("own_by", Val::Str(f.by.code().to_string())));
            }
            if metric.role == MetricRole::Outage {
                if let Some(o) = b.outage_ms {
                    args.push(("measured_ms", Val::Num(o)));
                }
                args.push(("badge", Val::Str(words.clone())));
            }
            out.async_slice(pid, m + 1, metric.name.get(lang), role, t0, t1, &args);
        }
        out.instant(pid, ds.file.zero.get(lang), 0.0);
        // A drill's marks, each an instant on its lane at its time, named
        // by the mark (its id in the args: a trace read back is the drill).
        let marks = snap.drill.and_then(|d| d.timeline.held.as_deref());
        for &(m, lane, t) in marks.iter().flat_map(|h| &h.marks) {
            let mark = &ds.file.marks[m];
            let args = [
                ("mark", Val::Str(mark.id.clone())),
                (
                    "by",
                    Val::Str(snap.drill.map_or("", |d| d.figures.by.code()).to_string()),
                ),
            ];
            // t = 0 on the process (no lane's).
            out.slice(
                pid,
                lane.map_or(0, tid),
                mark.name.get(lang),
                "drill-mark",
                t,
                t,
                &args,
            );
        }
    }
    let seeds: Vec<&str> = ds.file.seeds.iter().map(|s| s.title.get(lang)).collect();
    let mut doc = String::from("{\"traceEvents\":[\n");
    doc.push_str(&out.items.join(",\n"));
    doc.push_str("\n],\"displayTimeUnit\":\"ms\",\"otherData\":{");
    // A comparison carries what the page may say of B − A: a number only
    // between two measured points, else why not (a range, one figure).
    if let [a, b] = snaps {
        let d = crate::model::compare::delta(a.verdict, b.verdict);
        let t = super::describe::delta_text(
            ds,
            &d,
            (a.timeline, a.verdict),
            (b.timeline, b.verdict),
            lang,
        );
        let _ = write!(
            doc,
            "\"difference\":{},\"difference_answer\":{},",
            string(&t.text),
            string(t.answer)
        );
        if let Some(ms) = t.delta_ms {
            let _ = write!(
                doc,
                "\"difference_ms\":{},",
                super::format::format_fixed(ms, 3)
            );
        }
    }
    let _ = writeln!(
        doc,
        "\"dataset\":{},\"title\":{},\"source\":{},\"lang\":{}}}}}",
        string(&ds.file.id),
        string(ds.file.title.get(lang)),
        string(&seeds.join(" / ")),
        string(lang.code())
    );
    doc
}
