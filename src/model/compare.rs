//! Comparing two configurations. A difference of outages is quoted only
//! between two measured headlines: an estimate minus a measurement is not a
//! measurement, and knobs are not additive, so a difference involving an
//! estimate would put a number on a combination no one ran. A range the
//! page gives is never subtracted as a point, and one figure the page gives
//! for two configurations is not two measurements.

use super::index::SpanIx;
use super::own::By;
use super::run::{Run, Side};
use super::schedule::Timeline;
use super::verdict::Verdict;

/// What the page may say about B against A.
#[derive(Clone, Debug, PartialEq)]
pub enum Delta {
    /// Both were run end-to-end and each has a point figure: B's headline
    /// minus A's.
    Measured { a_ms: f64, b_ms: f64, delta_ms: f64 },
    /// Both were run, but one side's figure (or both) is a range the page
    /// gives: no difference was measured. B − A lies in `lo_ms..=hi_ms`,
    /// our arithmetic on the ranges' ends, never a point.
    Ranges { lo_ms: f64, hi_ms: f64 },
    /// Both sides rest on one figure of one sentence (the page gives one
    /// figure for both configurations): there is nothing to subtract.
    OneFigure,
    /// One side or both were never run end-to-end: no number at all.
    Refused { a_measured: bool, b_measured: bool },
}

impl Delta {
    /// The difference, only where both sides were measured as points.
    pub fn delta_ms(&self) -> Option<f64> {
        match self {
            Delta::Measured { delta_ms, .. } => Some(*delta_ms),
            _ => None,
        }
    }

    /// A stable name for the kind of answer (the page's
    /// `data-delta-answer`).
    pub fn code(&self) -> &'static str {
        match self {
            Delta::Measured { .. } => "measured",
            Delta::Ranges { .. } => "ranges",
            Delta::OneFigure => "one-figure",
            Delta::Refused { .. } => "not-measured",
        }
    }
}

/// A measured side's figure as an interval: a range the page gives, or
/// the point of its headline.
fn interval(v: &Verdict, ms: f64) -> (f64, f64) {
    v.quoted_range().unwrap_or((ms, ms))
}

/// B − A of the headline outages; a range where a side's figure is one; a
/// refusal where both rest on one figure, or naming the unmeasured side.
pub fn delta(a: &Verdict, b: &Verdict) -> Delta {
    let (Verdict::Measured { headline: ha, .. }, Verdict::Measured { headline: hb, .. }) = (a, b)
    else {
        return Delta::Refused {
            a_measured: a.is_measured(),
            b_measured: b.is_measured(),
        };
    };
    // One configuration against itself: no difference, by identity.
    if a == b {
        return Delta::Measured {
            a_ms: ha.outage_ms,
            b_ms: hb.outage_ms,
            delta_ms: 0.0,
        };
    }
    let (ia, ib) = (interval(a, ha.outage_ms), interval(b, hb.outage_ms));
    if !ha.sentences.is_empty() && ha.sentences == hb.sentences && ia == ib {
        return Delta::OneFigure;
    }
    if ia.0 != ia.1 || ib.0 != ib.1 {
        return Delta::Ranges {
            lo_ms: ib.0 - ia.1,
            hi_ms: ib.1 - ia.0,
        };
    }
    Delta::Measured {
        a_ms: ha.outage_ms,
        b_ms: hb.outage_ms,
        delta_ms: hb.outage_ms - ha.outage_ms,
    }
}

/// What one side of a comparison rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The page measured it (its headline).
    Page,
    /// A reader's own outage figures (the reader's, or a link's).
    Own(By),
    /// Nobody measured it: the model's estimate only.
    Model,
}

impl Basis {
    /// The side's word in `data-delta-kind` ("yours" for a link's too).
    pub fn code(self) -> &'static str {
        match self {
            Basis::Page => "page",
            Basis::Own(_) => "yours",
            Basis::Model => "model",
        }
    }

    /// What `run`'s outage rests on.
    pub fn of(run: &Run) -> Basis {
        match run.figures.own().filter(|_| run.own_outage.is_some()) {
            Some(f) => Basis::Own(f.by),
            None if run.verdict.is_measured() => Basis::Page,
            None => Basis::Model,
        }
    }
}

/// What the page may say about run B against run A, where either may carry
/// a reader's own figures.
#[derive(Clone, Debug, PartialEq)]
pub enum RunDelta {
    /// Neither side has own outage figures: the page's rule.
    Page(Delta),
    /// Both sides measured (one or both by a reader), points: B − A of
    /// the medians (a reader's) and headlines (the page's).
    Own { a_ms: f64, b_ms: f64, delta_ms: f64 },
    /// A reader's point against a range the page gives: B − A lies in
    /// `lo_ms..=hi_ms`, never a point.
    OwnRange { lo_ms: f64, hi_ms: f64 },
    /// A reader's figure against the model's estimate of the other side:
    /// no difference figure (how the reader's figure sits against the
    /// model of its own configuration is said instead).
    AgainstModel { own: Side },
}

impl RunDelta {
    pub fn delta_ms(&self) -> Option<f64> {
        match self {
            RunDelta::Page(d) => d.delta_ms(),
            RunDelta::Own { delta_ms, .. } => Some(*delta_ms),
            _ => None,
        }
    }

    /// The kind of answer (`data-delta-answer`).
    pub fn code(&self) -> &'static str {
        match self {
            RunDelta::Page(d) => d.code(),
            RunDelta::Own { .. } => "measured",
            RunDelta::OwnRange { .. } => "ranges",
            RunDelta::AgainstModel { .. } => "not-measured",
        }
    }
}

/// The two sides' bases as `data-delta-kind` names them: `page-page`,
/// `yours-page` (in either order), `yours-yours`, `yours-model`, …
pub fn kind(a: Basis, b: Basis) -> String {
    let (x, y) = (a.code(), b.code());
    let rank = |c: &str| ["yours", "page", "model"].iter().position(|k| *k == c);
    if rank(x) <= rank(y) {
        format!("{x}-{y}")
    } else {
        format!("{y}-{x}")
    }
}

/// B − A where either run may carry a reader's figures: a number only
/// where both sides were measured (by the page or by a reader).
pub fn delta_runs(a: &Run, b: &Run) -> RunDelta {
    let (ba, bb) = (Basis::of(a), Basis::of(b));
    if !matches!(ba, Basis::Own(_)) && !matches!(bb, Basis::Own(_)) {
        return RunDelta::Page(delta(&a.verdict, &b.verdict));
    }
    // A side as an interval: a reader's median, the page's headline (or
    // the range it gives); `None` for the model's estimate.
    let side = |r: &Run, basis: Basis| match basis {
        Basis::Own(_) => r.own_outage.map(|s| (s.median, s.median)),
        Basis::Page => r
            .verdict
            .quotable_outage()
            .map(|ms| interval(&r.verdict, ms)),
        Basis::Model => None,
    };
    match (side(a, ba), side(b, bb)) {
        (Some(ia), Some(ib)) if ia.0 == ia.1 && ib.0 == ib.1 => RunDelta::Own {
            a_ms: ia.0,
            b_ms: ib.0,
            delta_ms: ib.0 - ia.0,
        },
        (Some(ia), Some(ib)) => RunDelta::OwnRange {
            lo_ms: ib.0 - ia.1,
            hi_ms: ib.1 - ia.0,
        },
        _ => RunDelta::AgainstModel {
            own: if matches!(ba, Basis::Own(_)) {
                Side::A
            } else {
                Side::B
            },
        },
    }
}

/// A span's length in B minus its length in A (the drawn model: an
/// estimate wherever a side is not measured).
pub fn span_delta(a: &Timeline, b: &Timeline, span: SpanIx) -> f64 {
    let len = |t: &Timeline| t.spans[span].end - t.spans[span].start;
    len(b) - len(a)
}
