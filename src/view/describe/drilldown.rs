//! A span's drill-down: its stages, what sets each, where each number
//! comes from, and whether it decides the outage.

use crate::i18n::{tr, trf, Key};
use crate::model::index::{SpanIx, StageIx};
use crate::model::{
    dataset::{event_span, Length},
    event::Event,
    Config, Dataset, Lang, Timeline,
};

use crate::view::format::format_ms;

use super::{stage_source, value_label, SourceText};

/// One stage row of a drill-down.
#[derive(Clone, Debug, PartialEq)]
pub struct StageText {
    pub name: String,
    pub ms: f64,
    pub class: String,
    /// "publication heartbeat timeout = 10 ms" when a dimension sets it.
    pub set_by: Option<String>,
    pub critical: bool,
    pub source: SourceText,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DrillText {
    pub title: String,
    pub lane: String,
    pub time: String,
    pub duration_ms: f64,
    pub stages: Vec<StageText>,
    /// On the path, its slack, or what masks it.
    pub path: Vec<String>,
}

fn event_name(ds: &Dataset, ev: Event, lang: Lang) -> String {
    match ev {
        Event::Arrive(a) | Event::Depart(a) => ds.file.arrows[a].interaction.get(lang).to_string(),
        _ => event_span(ds, ev)
            .map(|s| ds.file.spans[s].name.get(lang).to_string())
            .unwrap_or_else(|| ds.file.zero.get(lang).to_string()),
    }
}

pub fn drilldown(ds: &Dataset, tl: &Timeline, cfg: &Config, span: SpanIx, lang: Lang) -> DrillText {
    let st = &tl.spans[span];
    let spec = &ds.file.spans[span];
    let stages = spec
        .stages
        .iter()
        .enumerate()
        .map(|(i, stage)| {
            let i = StageIx(i);
            let set_by = match ds.stage_length(span, i) {
                Length::By(d, _) => Some(format!(
                    "{} = {}",
                    ds.file.dimensions[*d].name.get(lang),
                    value_label(ds, *d, cfg.values[*d], lang)
                )),
                Length::Fixed(_) => None,
                // No number: why, and that its width is a placeholder.
                Length::Unknown => Some(trf(
                    lang,
                    Key::DrilldownUnknown,
                    &[("note", stage.note.as_ref().map_or("", |n| n.get(lang)))],
                )),
            };
            StageText {
                name: stage.name.get(lang).to_string(),
                ms: tl.stage_ms(ds, span, i),
                class: ds.file.classes[ds.stage_class(span, i)]
                    .name
                    .get(lang)
                    .to_string(),
                set_by,
                critical: st.stages[i].critical,
                source: stage_source(ds, cfg, span, i, lang),
            }
        })
        .collect();
    let mut path = Vec::new();
    if let Some(w) = &st.wait {
        path.push(trf(
            lang,
            Key::DrilldownWaited,
            &[
                ("ms", &format_ms(w.to - w.from)),
                ("on", &event_name(ds, w.on, lang)),
            ],
        ));
    }
    match st.slack {
        _ if tl.unplaced() => path.push(tr(lang, Key::DrilldownUnplaced).to_string()),
        Some(s) if s < 1e-6 => path.push(tr(lang, Key::DrilldownOnPath).to_string()),
        Some(s) => {
            path.push(trf(lang, Key::DrilldownSlack, &[("slack", &format_ms(s))]));
            if let Some(m) = masked_at(ds, tl, span, lang) {
                path.push(m);
            }
        }
        None => path.push(tr(lang, Key::DrilldownOffPath).to_string()),
    }
    path.push(tr(lang, Key::DrilldownTimesNote).to_string());
    DrillText {
        title: spec.name.get(lang).to_string(),
        lane: format!(
            "{} · {}",
            ds.file.lanes[ds.lane_of_span(span)].name.get(lang),
            ds.file.lanes[ds.lane_of_span(span)].role.get(lang)
        ),
        time: trf(
            lang,
            Key::DrilldownTime,
            &[
                ("start", &format_ms(st.start)),
                ("end", &format_ms(st.end)),
                ("ms", &format_ms(st.end - st.start)),
            ],
        ),
        duration_ms: st.end - st.start,
        stages,
        path,
    }
}

/// The join downstream of `span` that waited for something else instead.
fn masked_at(ds: &Dataset, tl: &Timeline, span: SpanIx, lang: Lang) -> Option<String> {
    dependents_of(ds, span).into_iter().find_map(|d| {
        let w = tl.spans[d].wait.as_ref()?;
        (event_span(ds, w.on) != Some(span)).then(|| {
            trf(
                lang,
                Key::DrilldownMaskedBy,
                &[
                    ("join", ds.file.spans[d].name.get(lang)),
                    ("other", &event_name(ds, w.on, lang)),
                ],
            )
        })
    })
}

/// Spans that wait on an event of `span`.
fn dependents_of(ds: &Dataset, span: SpanIx) -> Vec<SpanIx> {
    SpanIx::all(ds.file.spans.len())
        .filter(|&d| {
            ds.span_after(d)
                .iter()
                .any(|&ev| event_span(ds, ev) == Some(span))
        })
        .collect()
}
