//! Comparing two configurations. A difference of outages is quoted only
//! between two measured headlines: an estimate minus a measurement is not a
//! measurement, and knobs are not additive, so a difference involving an
//! estimate would put a number on a combination no one ran.

use super::index::SpanIx;
use super::schedule::Timeline;
use super::verdict::Verdict;

/// What the page may say about B against A.
#[derive(Clone, Debug, PartialEq)]
pub enum Delta {
    /// Both were run end-to-end: B's headline minus A's.
    Measured { a_ms: f64, b_ms: f64, delta_ms: f64 },
    /// One side or both were never run end-to-end: no number at all.
    Refused { a_measured: bool, b_measured: bool },
}

impl Delta {
    /// The difference, only where both sides were measured.
    pub fn delta_ms(&self) -> Option<f64> {
        match self {
            Delta::Measured { delta_ms, .. } => Some(*delta_ms),
            Delta::Refused { .. } => None,
        }
    }
}

/// B − A of the headline outages, or a refusal naming the unmeasured side.
pub fn delta(a: &Verdict, b: &Verdict) -> Delta {
    match (a.quotable_outage(), b.quotable_outage()) {
        (Some(a_ms), Some(b_ms)) => Delta::Measured {
            a_ms,
            b_ms,
            delta_ms: b_ms - a_ms,
        },
        _ => Delta::Refused {
            a_measured: a.is_measured(),
            b_measured: b.is_measured(),
        },
    }
}

/// A span's length in B minus its length in A (the drawn model: an
/// estimate wherever a side is not measured).
pub fn span_delta(a: &Timeline, b: &Timeline, span: SpanIx) -> f64 {
    let len = |t: &Timeline| t.spans[span].end - t.spans[span].start;
    len(b) - len(a)
}
