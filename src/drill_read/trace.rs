//! A drill read from a Chrome Trace Event file: a mark's instant where an
//! event names it (this tool's own export writes each mark of a drill as an
//! instant with its id in `args.mark`), or a slice named by a span's or a
//! stage's id (a team's tracer): its start and end are those instants. One
//! drill per process that marks any.

use serde_json::Value;

use super::time::Zone;
use super::{Found, Notice, ReadDrill, Reading};
use crate::model::drill::Instant;
use crate::model::event::Event;
use crate::model::index::{SpanIx, StageIx};
use crate::model::Dataset;

/// Whether `text` looks like a trace (not a JSON line of a log).
pub fn is_trace(text: &str) -> bool {
    let t = text.trim_start();
    (t.starts_with('{') && t.contains("\"traceEvents\""))
        || (t.starts_with('[') && t.contains("\"ph\""))
}

/// The marks whose instant is `ev`'s.
fn marks_at(ds: &Dataset, ev: Event) -> Vec<usize> {
    let at = Instant::of(ds, ev);
    (0..ds.file.marks.len())
        .filter(|&m| Instant::of(ds, ds.mark_event(m)) == at)
        .collect()
}

/// The span or stage a slice's name is the id of: `SPAN`, `SPAN/STAGE`, or
/// a stage id no other span has.
fn named(ds: &Dataset, name: &str) -> Option<(SpanIx, Option<StageIx>)> {
    if let Some(s) = ds.span_index(name) {
        return Some((s, None));
    }
    if let Some((a, b)) = name.split_once('/') {
        let s = ds.span_index(a)?;
        let k = ds.file.spans[s.0].stages.iter().position(|st| st.id == b)?;
        return Some((s, Some(StageIx(k))));
    }
    let mut found = ds.file.spans.iter().enumerate().flat_map(|(s, span)| {
        span.stages
            .iter()
            .position(|st| st.id == name)
            .map(|k| (SpanIx(s), Some(StageIx(k))))
    });
    let one = found.next()?;
    found.next().is_none().then_some(one)
}

/// Read a trace: each process that marks anything is a drill.
pub fn read_trace(ds: &Dataset, text: &str) -> Reading {
    let mut r = Reading::default();
    let v: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            r.problem(e.line(), "", super::Problem::NotATime(e.to_string()));
            r.notices.push(Notice::NoDrill);
            return r;
        }
    };
    let events = match &v {
        Value::Object(o) => o.get("traceEvents").and_then(Value::as_array),
        Value::Array(a) => Some(a),
        _ => None,
    };
    let events: &[Value] = events.map_or(&[], |e| e.as_slice());
    r.lines = events.len();
    // Each process's drill: (pid, name, marks).
    let mut drills: Vec<(i64, String, Vec<Found>)> = Vec::new();
    let name_of = |pid: i64| -> Option<String> {
        events.iter().find_map(|e| {
            (e["ph"] == "M" && e["name"] == "process_name" && e["pid"].as_i64() == Some(pid))
                .then(|| e["args"]["name"].as_str().map(str::to_string))
                .flatten()
        })
    };
    for (i, e) in events.iter().enumerate() {
        let ph = e["ph"].as_str().unwrap_or("");
        let Some(ts) = e["ts"].as_f64() else {
            continue;
        };
        let ms = ts / 1000.0;
        let dur = e["dur"].as_f64().unwrap_or(0.0) / 1000.0;
        let pid = e["pid"].as_i64().unwrap_or(0);
        let mut at: Vec<(usize, f64)> = Vec::new();
        if let Some(m) = e["args"]["mark"].as_str().and_then(|id| ds.mark_index(id)) {
            at.push((m, ms));
        } else if let Some((s, stage)) = e["name"].as_str().and_then(|n| named(ds, n)) {
            let (from, to) = match stage {
                Some(k) => (Event::StageStart(s, k), Event::StageEnd(s, k)),
                None => (Event::SpanStart(s), Event::SpanEnd(s)),
            };
            match ph {
                "X" => {
                    at.extend(marks_at(ds, from).into_iter().map(|m| (m, ms)));
                    at.extend(marks_at(ds, to).into_iter().map(|m| (m, ms + dur)));
                }
                "B" => at.extend(marks_at(ds, from).into_iter().map(|m| (m, ms))),
                "E" => at.extend(marks_at(ds, to).into_iter().map(|m| (m, ms))),
                _ => {}
            }
        }
        if at.is_empty() {
            continue;
        }
        r.timed += 1;
        let d = match drills.iter().position(|(p, _, _)| *p == pid) {
            Some(d) => d,
            None => {
                let name = name_of(pid).unwrap_or_else(|| format!("pid {pid}"));
                drills.push((pid, name, Vec::new()));
                drills.len() - 1
            }
        };
        for (mark, ms) in at {
            let found = &mut drills[d].2;
            if !found.iter().any(|f| f.mark == mark) {
                found.push(Found {
                    mark,
                    ms,
                    line: i + 1,
                    zone: Zone::Relative,
                });
            }
        }
    }
    r.drills = drills
        .into_iter()
        .map(|(_, name, found)| ReadDrill { name, found })
        .collect();
    if r.drills.is_empty() {
        r.notices.push(Notice::NoDrill);
    }
    r
}
