//! The words of the outage split: each class's share of the drawn outage,
//! its largest stage and the knob that sets it, and what the split is —
//! the model's decomposition, with its residual against the measurement
//! where the configuration was measured.

use crate::i18n::{tr, trf, Key};
use crate::model::split::{outage_split, Split};
use crate::model::{Dataset, Lang, Step, Timeline, Verdict};
use crate::view::format::{format_ms, signed_ms};

/// One segment, worded.
#[derive(Clone, Debug, PartialEq)]
pub struct SegmentText {
    pub class: usize,
    pub ms: f64,
    /// "parked poll 41.2 ms".
    pub label: String,
    /// "largest: vote (node1) · set by idle strategy".
    pub detail: String,
    pub largest: Step,
}

/// The bar's words.
#[derive(Clone, Debug, PartialEq)]
pub struct SplitText {
    pub split: Split,
    pub title: String,
    /// What the split is, and how far the model is from the measurement.
    pub note: String,
    pub segments: Vec<SegmentText>,
}

pub fn split_text(ds: &Dataset, tl: &Timeline, verdict: &Verdict, lang: Lang) -> SplitText {
    let split = outage_split(ds, tl);
    let outage = format_ms(split.outage_ms);
    // A stage of unknown length on the outage's path: there is nothing to
    // split, and the bar says so instead of "— ms".
    if !split.outage_ms.is_finite() {
        return SplitText {
            split,
            title: tr(lang, Key::SplitUnplaced).to_string(),
            note: String::new(),
            segments: Vec::new(),
        };
    }
    let title = trf(lang, Key::SplitTitle, &[("ms", &outage)]);
    let note = match verdict.quotable_outage() {
        Some(measured) => trf(
            lang,
            Key::SplitResidual,
            &[
                ("measured", &format_ms(measured)),
                ("residual", &signed_ms(split.outage_ms - measured)),
            ],
        ),
        None => tr(lang, Key::SplitEstimate).to_string(),
    };
    let segments = split
        .segments
        .iter()
        .map(|seg| {
            let what = match seg.largest {
                Step::Stage { span, stage } => {
                    let sp = &ds.file.spans[span];
                    format!(
                        "{} / {}",
                        sp.name.get(lang),
                        sp.stages[stage].name.get(lang)
                    )
                }
                Step::Arrow(a) => ds.file.arrows[a].interaction.get(lang).to_string(),
            };
            let set_by = match seg.set_by {
                Some(d) => trf(
                    lang,
                    Key::SplitSetBy,
                    &[("knob", ds.file.dimensions[d].name.get(lang))],
                ),
                None => tr(lang, Key::SplitFixed).to_string(),
            };
            SegmentText {
                class: seg.class,
                ms: seg.ms,
                label: format!(
                    "{} {} ms",
                    ds.file.classes[seg.class].name.get(lang),
                    format_ms(seg.ms)
                ),
                detail: trf(
                    lang,
                    Key::SplitLargest,
                    &[("what", &what), ("set_by", &set_by)],
                ),
                largest: seg.largest,
            }
        })
        .collect();
    SplitText {
        split,
        title,
        note,
        segments,
    }
}
