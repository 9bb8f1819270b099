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
use super::export::{caption, config_line, Picture, RunShown};
use super::format::format_fixed;

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

/// An argument value.
#[derive(Clone)]
enum Val {
    Str(String),
    Num(f64),
    Bool(bool),
}

/// Metadata arguments.
struct Arg;

impl Arg {
    fn name(s: &str) -> String {
        format!("{{\"name\":{}}}", string(s))
    }

    fn sort(i: usize) -> String {
        format!("{{\"sort_index\":{i}}}")
    }

    fn labels(s: &str) -> String {
        format!("{{\"labels\":{}}}", string(s))
    }
}

/// The events written so far, and the slices per thread (for binding flows).
#[derive(Default)]
struct Events {
    items: Vec<String>,
    /// (pid, tid, start ms, end ms) of every slice.
    slices: Vec<(usize, usize, f64, f64)>,
}

impl Events {
    fn meta(&mut self, pid: usize, tid: usize, name: &str, args: String) {
        self.items.push(format!(
            "{{\"ph\":\"M\",\"pid\":{pid},\"tid\":{tid},\"name\":\"{name}\",\"args\":{args}}}"
        ));
    }

    #[allow(clippy::too_many_arguments)]
    fn slice(
        &mut self,
        pid: usize,
        tid: usize,
        name: &str,
        cat: &str,
        from: f64,
        to: f64,
        args: &[(&str, Val)],
    ) {
        // A time that cannot be placed (after a stage of unknown length)
        // is not in the trace; a slice whose end cannot be is an instant
        // at its start, its length "—".
        if !from.is_finite() {
            return;
        }
        let mut args = args.to_vec();
        let to = if to.is_finite() {
            to
        } else {
            args.push(("ms", Val::Str("—".into())));
            from
        };
        let args = &args[..];
        let (ts, end) = (us(from), us(to));
        // Zero-length: an instant on the thread. (speedscope mis-nests a
        // zero-length X that shares its time with a slice's end.)
        let (ph, dur) = if end > ts {
            ("X", format!(",\"dur\":{}", num(end - ts)))
        } else {
            ("i", ",\"s\":\"t\"".to_string())
        };
        self.items.push(format!(
            "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":{tid},\"name\":{},\"cat\":{},\"ts\":{}{dur},\"args\":{}}}",
            string(name),
            string(cat),
            num(ts),
            object(args)
        ));
        self.slices.push((pid, tid, from, to));
    }

    /// Some slice on the thread covers `t` (its ends included).
    fn encloses(&self, pid: usize, tid: usize, t: f64) -> bool {
        self.slices
            .iter()
            .any(|&(p, th, a, b)| p == pid && th == tid && a <= t && t <= b)
    }

    fn flow(&mut self, pid: usize, tid: usize, ph: char, id: usize, name: &str, t: f64) {
        let bind = if ph == 'f' { ",\"bp\":\"e\"" } else { "" };
        self.items.push(format!(
            "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":{tid},\"id\":{id},\"name\":{},\"cat\":\"arrow\",\"ts\":{}{bind}}}",
            string(name),
            num(us(t))
        ));
    }

    #[allow(clippy::too_many_arguments)]
    fn async_slice(
        &mut self,
        pid: usize,
        id: usize,
        name: &str,
        cat: &str,
        from: f64,
        to: f64,
        args: &[(&str, Val)],
    ) {
        for (ph, t, args) in [('b', from, object(args)), ('e', to, "{}".to_string())] {
            self.items.push(format!(
                "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":0,\"id\":{id},\"name\":{},\"cat\":{},\"ts\":{},\"args\":{args}}}",
                string(name),
                string(cat),
                num(us(t))
            ));
        }
    }

    fn instant(&mut self, pid: usize, name: &str, t: f64) {
        self.items.push(format!(
            "{{\"ph\":\"i\",\"s\":\"p\",\"pid\":{pid},\"tid\":0,\"name\":{},\"cat\":\"t0\",\"ts\":{}}}",
            string(name),
            num(us(t))
        ));
    }
}

/// Milliseconds to microseconds, to the nanosecond.
fn us(ms: f64) -> f64 {
    (ms * 1e6).round() / 1e3
}

/// A number as JSON: at most three decimals, no trailing zeros.
fn num(v: f64) -> String {
    format_fixed(v, 3)
}

fn object(args: &[(&str, Val)]) -> String {
    let fields: Vec<String> = args
        .iter()
        .map(|(k, v)| {
            let v = match v {
                Val::Str(s) => string(s),
                Val::Num(n) => num(*n),
                Val::Bool(b) => b.to_string(),
            };
            format!("{}:{v}", string(k))
        })
        .collect();
    format!("{{{}}}", fields.join(","))
}

/// A JSON string literal. Besides what JSON requires, `<`, `>`, `&` and the
/// line separators are written as `\u` escapes: the file never holds markup.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || matches!(c, '<' | '>' | '&' | '\u{2028}' | '\u{2029}') => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
