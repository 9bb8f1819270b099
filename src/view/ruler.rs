//! The ruler: a measure between two instants of the timeline, across every
//! lane. Its ends snap to the nearest span or stage edge of any lane, of
//! either run, within a few pixels; it says which edges it snapped to, and
//! whether its number is the model's or the page's (only where both ends
//! are the measured instants of a measured configuration: its outage's
//! bounds, whose length the page measured).

use crate::i18n::{tr, trf, Key};
use crate::model::index::{SpanIx, StageIx};
use crate::model::verdict::Verdict;
use crate::model::{Dataset, Lang, Side, Timeline};

use super::format::format_ms;

/// How near (CSS px) an end must come to an edge to snap to it.
pub const SNAP_PX: f64 = 6.0;

/// Two ends that are the same instant (ms): a link's `ruler=` is written
/// at full precision, so a shared ruler finds its edges again.
const SAME_MS: f64 = 1e-6;

/// An edge a ruler end can snap to: the start or end of a span, of one of
/// its stages, or of the outage, in the run on `side`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Edge {
    pub t: f64,
    pub side: Side,
    pub at: EdgeOf,
    /// The end of it (else its start).
    pub end: bool,
}

/// What an edge is the edge of.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum EdgeOf {
    Span(SpanIx),
    Stage(SpanIx, StageIx),
    /// The client outage (its start: TX step-down; its end: the first
    /// committed reply, an arrow's arrival, on no span's edge).
    Outage,
}

/// Every edge of every run's spans that happen and their non-empty stages
/// (`rows[i]` is the timeline of `Side::of_index(i)`), then the outage's
/// bounds: where two coincide, the first listed is named (a span's before
/// its stages', A's before B's).
pub fn edges(rows: &[&Timeline]) -> Vec<Edge> {
    let mut out = Vec::new();
    for (r, tl) in rows.iter().enumerate() {
        let side = Side::of_index(r);
        for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
            if !span.happens || !span.start.is_finite() || !span.end.is_finite() {
                continue;
            }
            for (t, end) in [(span.start, false), (span.end, true)] {
                let at = EdgeOf::Span(s);
                out.push(Edge { t, side, at, end });
            }
            for (st, stage) in StageIx::all(span.stages.len()).zip(&span.stages) {
                if stage.end - stage.start <= 0.0 {
                    continue;
                }
                for (t, end) in [(stage.start, false), (stage.end, true)] {
                    let at = EdgeOf::Stage(s, st);
                    out.push(Edge { t, side, at, end });
                }
            }
        }
    }
    for (r, tl) in rows.iter().enumerate() {
        let side = Side::of_index(r);
        for (t, end) in [(tl.outage.0, false), (tl.outage.1, true)] {
            if t.is_finite() {
                let at = EdgeOf::Outage;
                out.push(Edge { t, side, at, end });
            }
        }
    }
    out
}

/// Where an end at `t` lands: the nearest edge within `tol_ms` (the first
/// listed on a tie), else `t` itself.
pub fn snap(edges: &[Edge], t: f64, tol_ms: f64) -> End {
    let mut best: Option<Edge> = None;
    for e in edges {
        let d = (e.t - t).abs();
        if d <= tol_ms && best.is_none_or(|b| d < (b.t - t).abs()) {
            best = Some(*e);
        }
    }
    match best {
        Some(e) => End {
            t: e.t,
            edge: Some(e),
        },
        None => End { t, edge: None },
    }
}

/// One end of the ruler: an instant, and the edge it is on (if any).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct End {
    pub t: f64,
    pub edge: Option<Edge>,
}

/// The ruler as set (ms; `from` ≤ `to`), its ends found on the timeline
/// again (a link's ruler names its edges as a dragged one does).
pub fn ends(rows: &[&Timeline], (from, to): (f64, f64)) -> (End, End) {
    let all = edges(rows);
    (snap(&all, from, SAME_MS), snap(&all, to, SAME_MS))
}

/// Whose number the ruler shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Basis {
    /// The difference of the model's two instants.
    Model,
    /// The ends are the outage's start and end in a run whose configuration
    /// was measured end to end (the two instants the page measured): the
    /// page's figure for that configuration, with its sentence (the first
    /// the figure rests on).
    Measured {
        side: Side,
        source: crate::model::file::Source,
    },
    /// An end lies at or past a stage of unknown length (or what waits on
    /// one) in its run: drawn at a placeholder width, so the ruler's
    /// length there is not a time ("—").
    Unplaced,
}

/// What the ruler shows: its length, on what it rests, and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub from: End,
    pub to: End,
    pub dt_ms: f64,
    pub basis: Basis,
    /// "node2 learnNewLeader end → client first reply start: 12.4 ms".
    pub text: String,
}

/// What the ruler between `from` and `to` reads, over the runs on screen
/// (`runs[i]`: the timeline and verdict of `Side::of_index(i)`).
pub fn reading(
    ds: &Dataset,
    runs: &[(&Timeline, &Verdict)],
    (from, to): (End, End),
    lang: Lang,
) -> Reading {
    let comparing = runs.len() > 1;
    let mut dt_ms = to.t - from.t;
    let mut basis = Basis::Model;
    let on = |t: f64, u: f64| (t - u).abs() <= SAME_MS;
    for (r, (tl, v)) in runs.iter().enumerate() {
        let Verdict::Measured { headline, .. } = v else {
            continue;
        };
        let bounds = on(from.t, tl.outage.0) && on(to.t, tl.outage.1);
        if let (true, Some(source)) = (bounds, headline.sentences.first()) {
            dt_ms = headline.outage_ms;
            basis = Basis::Measured {
                side: Side::of_index(r),
                source: source.clone(),
            };
            break;
        }
    }
    // An end on an edge is in that edge's run; a free one in every run.
    let limit = |e: &End| match e.edge {
        Some(edge) => runs
            .get(edge.side.index())
            .map_or(f64::INFINITY, |(tl, _)| tl.placeable_until()),
        None => runs
            .iter()
            .map(|(tl, _)| tl.placeable_until())
            .fold(f64::INFINITY, f64::min),
    };
    let past = |e: &End| e.t > limit(e) + SAME_MS;
    if past(&from) || past(&to) {
        dt_ms = f64::NAN;
        basis = Basis::Unplaced;
    }
    // A free end drawn past a length not given has no time to be named by.
    let name = |e: &End| match e.edge {
        None if past(e) => tr(lang, Key::RulerPastUnknown).to_string(),
        _ => end_name(ds, e, comparing, lang),
    };
    let text = trf(
        lang,
        if dt_ms.is_nan() {
            Key::RulerTextUnplaced
        } else {
            Key::RulerText
        },
        &[
            ("from", &name(&from)),
            ("to", &name(&to)),
            ("dt", &format_ms(dt_ms)),
        ],
    );
    Reading {
        from,
        to,
        dt_ms,
        basis,
        text,
    }
}

/// An end in words: the edge it is on ("node2 learnNewLeader end", with
/// the run's letter in a comparison), or its time.
pub fn end_name(ds: &Dataset, end: &End, comparing: bool, lang: Lang) -> String {
    let Some(e) = end.edge else {
        return format!("{} ms", format_ms(end.t));
    };
    let which = tr(
        lang,
        if e.end {
            Key::RulerEnd
        } else {
            Key::RulerStart
        },
    );
    let said = match e.at {
        EdgeOf::Span(s) | EdgeOf::Stage(s, _) => {
            let span = &ds.file.spans[s];
            let lane = ds.file.lanes[ds.lane_of_span(s)].name.get(lang);
            let what = match e.at {
                EdgeOf::Stage(_, st) => span.stages[st.0].name.get(lang),
                _ => span.name.get(lang),
            };
            format!("{lane} {what} {which}")
        }
        EdgeOf::Outage => {
            let metric = ds.file.metrics[ds.outage_metric()].name.get(lang);
            format!("{metric} {which}")
        }
    };
    if comparing {
        format!("{}: {said}", e.side.letter())
    } else {
        said
    }
}

/// A ruler from two instants in any order, `from` first.
pub fn ordered(a: f64, b: f64) -> (f64, f64) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// The ruler as drawn (canvas, PNG, SVG): its instants and its length.
pub fn mark(r: &Reading) -> super::RulerMark {
    super::RulerMark {
        from: r.from.t,
        to: r.to.t,
        dt_ms: r.dt_ms,
        measured: matches!(r.basis, Basis::Measured { .. }),
    }
}

/// The ruler `(from, to)` as drawn over the runs on screen.
pub fn mark_of(
    ds: &Dataset,
    runs: &[(&Timeline, &Verdict)],
    ruler: (f64, f64),
    lang: Lang,
) -> super::RulerMark {
    let rows: Vec<&Timeline> = runs.iter().map(|r| r.0).collect();
    mark(&reading(ds, runs, ends(&rows, ruler), lang))
}
