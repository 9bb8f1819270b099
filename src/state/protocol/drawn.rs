//! A drill as drawn, on the wire: the page below reads a side's drill and
//! derives how it is drawn (`model::drill::DrawnDrill`); the first module draws
//! what it is handed. The schedule's times go as their bits (exact: both
//! modules derive the same run from it, so the timeline and the images
//! show one drill); every count and index is checked against the dataset
//! on the way in, so a line from another build or dataset is refused, never
//! a panic.

use crate::model::drill::{DrawnDrill, DrillWords};
use crate::model::event::Event;
use crate::model::index::{ArrowIx, LaneIx, SpanIx, StageIx};
use crate::model::schedule::{ArrowTime, Clock, Gap, Held, SpanTime, StageTime, Timeline, Wait};
use crate::model::{Dataset, Lang};

use super::super::figures::{read_wire, wire_form};
use super::wire::{escape, unescape};

/// Numbers and flags, comma-separated.
struct Out(Vec<String>);

impl Out {
    fn f(&mut self, v: f64) {
        self.0.push(v.to_bits().to_string());
    }
    fn n(&mut self, v: usize) {
        self.0.push(v.to_string());
    }
    fn ev(&mut self, e: Event) {
        self.0.push(match e {
            Event::T0 => "t".into(),
            Event::SpanStart(s) => format!("s{}", s.0),
            Event::SpanEnd(s) => format!("e{}", s.0),
            Event::StageStart(s, k) => format!("S{}.{}", s.0, k.0),
            Event::StageEnd(s, k) => format!("E{}.{}", s.0, k.0),
            Event::Depart(a) => format!("d{}", a.0),
            Event::Arrive(a) => format!("a{}", a.0),
        });
    }
}

/// The tokens of a line, read in order, each checked.
struct In<'a, I: Iterator<Item = &'a str>>(I);

impl<'a, I: Iterator<Item = &'a str>> In<'a, I> {
    fn f(&mut self) -> Option<f64> {
        Some(f64::from_bits(self.0.next()?.parse().ok()?))
    }
    /// An index below `n`.
    fn n(&mut self, n: usize) -> Option<usize> {
        let v: usize = self.0.next()?.parse().ok()?;
        (v < n).then_some(v)
    }
    fn flag(&mut self) -> Option<bool> {
        Some(self.n(2)? == 1)
    }
    fn ev(&mut self, ds: &Dataset) -> Option<Event> {
        let t = self.0.next()?;
        let (kind, rest) = (t.get(..1)?, t.get(1..)?);
        let span = |s: &str| {
            s.parse()
                .ok()
                .filter(|&s| s < ds.file.spans.len())
                .map(SpanIx)
        };
        let arrow = |s: &str| {
            s.parse()
                .ok()
                .filter(|&a| a < ds.file.arrows.len())
                .map(ArrowIx)
        };
        let stage = |s: &str| {
            let (a, b) = s.split_once('.')?;
            let s = span(a)?;
            let k: usize = b.parse().ok()?;
            (k < ds.file.spans[s].stages.len()).then_some((s, StageIx(k)))
        };
        Some(match kind {
            "t" => Event::T0,
            "s" => Event::SpanStart(span(rest)?),
            "e" => Event::SpanEnd(span(rest)?),
            "S" => stage(rest).map(|(s, k)| Event::StageStart(s, k))?,
            "E" => stage(rest).map(|(s, k)| Event::StageEnd(s, k))?,
            "d" => Event::Depart(arrow(rest)?),
            "a" => Event::Arrive(arrow(rest)?),
            _ => return None,
        })
    }
}

/// A schedule's times (not its critical path: a drill's has none) and what
/// holds it to the drill.
fn timeline(out: &mut Out, tl: &Timeline) {
    for s in &tl.spans {
        out.n(s.happens as usize);
        out.f(s.start);
        out.f(s.end);
        match &s.wait {
            Some(w) => {
                out.n(1);
                out.f(w.from);
                out.f(w.to);
                out.ev(w.on);
            }
            None => out.n(0),
        }
        for st in &s.stages {
            out.f(st.start);
            out.f(st.end);
        }
    }
    for a in &tl.arrows {
        out.f(a.depart);
        out.f(a.arrive);
    }
    for &m in &tl.metrics {
        out.f(m);
    }
    for v in [tl.outage.0, tl.outage.1, tl.react_ms] {
        out.f(v);
    }
    let held = tl.held.as_deref().cloned().unwrap_or_default();
    for m in &held.measured {
        for &b in m {
            out.n(b as usize);
        }
    }
    out.n(held.gaps.len());
    for g in &held.gaps {
        out.n(g.span.0);
        out.n(g.edge);
        out.f(g.from);
        out.f(g.to);
    }
    out.n(held.marks.len());
    for &(m, l, t) in &held.marks {
        out.n(m);
        // A lane's index, or `-` for none (t = 0).
        out.0
            .push(l.map_or_else(|| "-".to_string(), |l| l.0.to_string()));
        out.f(t);
    }
    out.n(held.clocks.len());
    for c in &held.clocks {
        out.n(c.behind.0);
        out.n(c.ahead.0);
        out.f(c.at_least);
    }
}

fn read_timeline<'a, I: Iterator<Item = &'a str>>(
    ds: &Dataset,
    r: &mut In<'a, I>,
) -> Option<Timeline> {
    const MANY: usize = 1 << 20;
    let mut spans = Vec::new();
    for s in &ds.file.spans {
        let happens = r.flag()?;
        let (start, end) = (r.f()?, r.f()?);
        let wait = match r.flag()? {
            true => Some(Wait {
                from: r.f()?,
                to: r.f()?,
                on: r.ev(ds)?,
            }),
            false => None,
        };
        let mut stages = Vec::new();
        for _ in &s.stages {
            stages.push(StageTime {
                start: r.f()?,
                end: r.f()?,
                critical: false,
            });
        }
        spans.push(SpanTime {
            start,
            end,
            stages,
            wait,
            slack: None,
            critical: false,
            happens,
        });
    }
    let mut arrows = Vec::new();
    for _ in &ds.file.arrows {
        arrows.push(ArrowTime {
            depart: r.f()?,
            arrive: r.f()?,
            critical: false,
        });
    }
    let mut metrics = Vec::new();
    for _ in &ds.file.metrics {
        metrics.push(r.f()?);
    }
    let outage = (r.f()?, r.f()?);
    let react_ms = r.f()?;
    let mut held = Held::default();
    for s in &ds.file.spans {
        let mut m = Vec::new();
        for _ in &s.stages {
            m.push(r.flag()?);
        }
        held.measured.push(m);
    }
    for _ in 0..r.n(MANY)? {
        let span = SpanIx(r.n(ds.file.spans.len())?);
        let edge = r.n(ds.file.spans[span].stages.len() + 1)?;
        held.gaps.push(Gap {
            span,
            edge,
            from: r.f()?,
            to: r.f()?,
        });
    }
    let lanes = ds.file.lanes.len();
    for _ in 0..r.n(MANY)? {
        let m = r.n(MANY)?;
        let lane = match r.0.next()? {
            "-" => None,
            l => Some(LaneIx(l.parse().ok().filter(|&l| l < lanes)?)),
        };
        held.marks.push((m, lane, r.f()?));
    }
    for _ in 0..r.n(MANY)? {
        held.clocks.push(Clock {
            behind: LaneIx(r.n(lanes)?),
            ahead: LaneIx(r.n(lanes)?),
            at_least: r.f()?,
        });
    }
    let outage_ms = outage.1 - outage.0;
    Some(Timeline {
        spans,
        arrows,
        metrics,
        outage,
        react_ms,
        outage_ms,
        end_to_end_ms: outage_ms + react_ms,
        critical: Vec::new(),
        drawn: None,
        held: Some(Box::new(held)),
    })
}

/// `drawn` as the wire's fields: `tl` (and `dtl`, where a length is
/// unknown: where it is drawn), `n`, `fig` (its figures, with `by`), and
/// its words.
pub fn encode(drawn: &DrawnDrill) -> Vec<(&'static str, String)> {
    let mut fields = Vec::new();
    let mut tl = |key, t: &Timeline| {
        let mut out = Out(Vec::new());
        timeline(&mut out, t);
        fields.push((key, out.0.join(",")));
    };
    tl("tl", &drawn.timeline);
    if let Some(d) = &drawn.timeline.drawn {
        tl("dtl", d);
    }
    let w = &drawn.words;
    fields.push(("n", drawn.n.to_string()));
    fields.push(("by", drawn.figures.by.code().to_string()));
    fields.push(("fig", wire_form(&drawn.figures.metrics)));
    fields.push(("lang", w.lang.code().to_string()));
    fields.push(("head", escape(&w.headline)));
    fields.push(("basis", escape(&w.basis)));
    for l in &w.lines {
        fields.push(("line", escape(l)));
    }
    for (span, text, delta) in &w.spans {
        let delta = delta.map(|d| d.to_bits().to_string()).unwrap_or_default();
        fields.push(("span", format!("{}|{delta}|{}", span.0, escape(text))));
    }
    fields
}

/// Read a drawn drill of configuration `config` from the wire's fields.
pub fn decode<'a>(
    ds: &Dataset,
    config: &crate::model::Config,
    fields: impl Iterator<Item = (&'a str, &'a str)>,
) -> Option<DrawnDrill> {
    let (mut tl, mut dtl, mut n, mut by, mut fig) = (None, None, None, None, None);
    let mut words = DrillWords::default();
    for (k, v) in fields {
        match k {
            "tl" => tl = Some(read_timeline(ds, &mut In(v.split(',')))?),
            "dtl" => dtl = Some(read_timeline(ds, &mut In(v.split(',')))?),
            "n" => n = Some(v.parse().ok()?),
            "by" => by = super::wire::by_of(v),
            "fig" => fig = Some(read_wire(ds, v)?),
            "lang" => words.lang = Lang::from_code(v)?,
            "head" => words.headline = unescape(v)?,
            "basis" => words.basis = unescape(v)?,
            "line" => words.lines.push(unescape(v)?),
            "span" => {
                let mut it = v.splitn(3, '|');
                let span: usize = it.next()?.parse().ok()?;
                let delta = match it.next()? {
                    "" => None,
                    d => Some(f64::from_bits(d.parse().ok()?)),
                };
                (span < ds.file.spans.len()).then_some(())?;
                words
                    .spans
                    .push((SpanIx(span), unescape(it.next()?)?, delta));
            }
            _ => {}
        }
    }
    let mut timeline = tl?;
    timeline.drawn = dtl.map(Box::new);
    Some(DrawnDrill {
        timeline,
        figures: crate::model::own::OwnFigures {
            config: config.clone(),
            metrics: fig?,
            by: by?,
        },
        n: n?,
        words,
    })
}
