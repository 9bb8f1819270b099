//! What a comparison says about B against A: the difference of two
//! measured headlines, or which side was never run and why no number.

use crate::i18n::{tr, trf, Key};
use crate::model::{Dataset, Lang, Timeline, Verdict};

use crate::view::format::{format_ms, range_text, seconds_decimals, signed_ms, signed_seconds};

use super::written_or;

/// What the comparison says about B against A.
#[derive(Clone, Debug, PartialEq)]
pub struct DeltaText {
    /// The difference of two measured headlines, or why there is none.
    pub text: String,
    /// Only when both sides were measured as points.
    pub delta_ms: Option<f64>,
    /// `Delta::code`: measured, ranges, one-figure, not-measured.
    pub answer: &'static str,
    /// Where each side's outage lies as drawn: a model estimate, said so.
    pub moved: String,
}

/// The comparison's verdict in words: `a` and `b` are each side's timeline
/// and verdict.
pub fn delta_text(
    ds: &Dataset,
    d: &crate::model::compare::Delta,
    a: (&Timeline, &Verdict),
    b: (&Timeline, &Verdict),
    lang: Lang,
) -> DeltaText {
    use crate::model::compare::Delta;
    // A side's headline as its badge shows it: as the page writes it, or a
    // range the page gives as the range; `None` for a side not measured.
    let written = |v: &Verdict| match v {
        Verdict::Measured { headline, .. } => headline.written.clone(),
        Verdict::NotMeasured { .. } => None,
    };
    let in_ms = |v: &Verdict| match v {
        Verdict::Measured { headline, .. } => v
            .quoted_range()
            .map_or_else(|| format_ms(headline.outage_ms), range_text),
        Verdict::NotMeasured { .. } => String::new(),
    };
    let shown = |v: &Verdict| written_or(written(v).as_deref(), in_ms(v));
    // "266 → 81 ms" where both are in ms, else each as the page writes it.
    let pair = match (written(a.1), written(b.1)) {
        (None, None) => format!("{} → {} ms", in_ms(a.1), in_ms(b.1)),
        _ => format!("{} → {}", shown(a.1), shown(b.1)),
    };
    // Our arithmetic keeps the page's unit: seconds where both sides are
    // written in seconds.
    let unit = [a.1, b.1]
        .iter()
        .map(|v| match v {
            Verdict::Measured { headline, .. } => {
                headline.written.as_deref().and_then(seconds_decimals)
            }
            Verdict::NotMeasured { .. } => None,
        })
        .collect::<Option<Vec<u32>>>()
        .map(|d| d.into_iter().max().unwrap_or(0));
    let signed = |ms: f64| match unit {
        Some(dec) => format!("{} s", signed_seconds(ms, dec)),
        None => format!("{} ms", signed_ms(ms)),
    };
    let text = match d {
        // "Exact" only where neither side's configuration is our reading
        // of the page (an arm's `reading`).
        Delta::Measured { delta_ms, .. } => trf(
            lang,
            if [a.1, b.1].iter().any(|v| read_from_page(ds, v)) {
                Key::DeltaMeasuredRead
            } else {
                Key::DeltaMeasured
            },
            &[("delta", &signed(*delta_ms)), ("pair", &pair)],
        ),
        Delta::Ranges { lo_ms, hi_ms } => trf(
            lang,
            Key::DeltaRanges,
            &[
                ("pair", &pair),
                ("lo", &signed(*lo_ms)),
                ("hi", &signed(*hi_ms)),
            ],
        ),
        Delta::OneFigure => trf(lang, Key::DeltaOneFigure, &[("figure", &shown(a.1))]),
        Delta::Refused {
            a_measured,
            b_measured,
        } => tr(
            lang,
            match (a_measured, b_measured) {
                (true, false) => Key::DeltaRefusedB,
                (false, true) => Key::DeltaRefusedA,
                _ => Key::DeltaRefusedBoth,
            },
        )
        .to_string(),
    };
    let moved = trf(
        lang,
        Key::DeltaMoved,
        &[
            ("metric", ds.file.metrics[ds.outage_metric()].name.get(lang)),
            ("a0", &format_ms(a.0.outage.0)),
            ("a1", &format_ms(a.0.outage.1)),
            ("b0", &format_ms(b.0.outage.0)),
            ("b1", &format_ms(b.0.outage.1)),
        ],
    );
    DeltaText {
        text,
        delta_ms: d.delta_ms(),
        answer: d.code(),
        moved,
    }
}

/// A measured side whose configuration, for some of its outage figures, is
/// how we read the page (its arm carries a `reading`).
fn read_from_page(ds: &Dataset, v: &Verdict) -> bool {
    match v {
        Verdict::Measured { outage, .. } => {
            outage.iter().any(|f| ds.file.arms[f.arm].reading.is_some())
        }
        Verdict::NotMeasured { .. } => false,
    }
}
