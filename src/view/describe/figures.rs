//! A measured figure in words, with its source sentence.

use crate::i18n::{tr, trf, Key};
use crate::model::{Dataset, Lang};

use crate::model::verdict::MeasuredFigure;

use crate::view::evidence::arithmetic_value;
use crate::view::format::{format_ms, range_text};

use super::{source_text, FigureText};

/// A measured figure in words: its values, marked where they are our
/// arithmetic or a reading, and the other reading where the page is
/// ambiguous.
pub fn figure_text(ds: &Dataset, f: &MeasuredFigure, lang: Lang) -> FigureText {
    let x = figure_spec(ds, f);
    let mut values = figure_values(ds, f);
    let mut notes: Vec<String> = Vec::new();
    if x.is_arithmetic() {
        values = arithmetic_value(&values);
        notes.push(tr(lang, Key::FigureArithmetic).to_string());
    }
    if let Some(r) = &x.reading {
        notes.push(format!("{}: {}", tr(lang, Key::FigureReading), r.get(lang)));
    }
    if let Some(a) = &x.ambiguity {
        let other: Vec<String> = a
            .values
            .iter()
            .map(|v| format!("{} ms", format_ms(*v)))
            .collect();
        notes.push(trf(
            lang,
            Key::FigureAmbiguous,
            &[("other", &other.join(" / ")), ("why", a.text.get(lang))],
        ));
    }
    if let Some(t) = &x.note {
        notes.push(t.get(lang).to_string());
    }
    FigureText {
        values,
        note: (!notes.is_empty()).then(|| notes.join("; ")),
        quote: source_text(ds, &f.source, lang).into_quote(),
    }
}

/// The dataset's figure behind a measured one (its note, reading, ambiguity).
pub(super) fn figure_spec<'a>(
    ds: &'a Dataset,
    f: &MeasuredFigure,
) -> &'a crate::model::file::Figure {
    &ds.file.arms[f.arm].figures[f.figure]
}

/// A figure's values as the page writes them where it is known; else a
/// range as its ends, runs one by one, in ms.
fn figure_values(ds: &Dataset, f: &MeasuredFigure) -> String {
    if let Some(w) = &figure_spec(ds, f).written {
        return w.clone();
    }
    if f.range && f.values.len() == 2 {
        return format!("{} ms", range_text((f.values[0], f.values[1])));
    }
    f.values
        .iter()
        .map(|v| format!("{} ms", format_ms(*v)))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A measured figure of another metric (promotion, a latency blip, a
/// sub-span): its values named by the metric, marked as `figure_text` marks.
pub(super) fn other_figure(ds: &Dataset, f: &MeasuredFigure, lang: Lang) -> FigureText {
    let t = figure_text(ds, f, lang);
    FigureText {
        values: format!("{}: {}", ds.file.metrics[f.metric].name.get(lang), t.values),
        ..t
    }
}
