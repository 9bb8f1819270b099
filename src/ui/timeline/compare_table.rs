//! Compare in the table view: every stage in A and in B, and B − A (as
//! drawn: a model estimate wherever a side was not measured), with each
//! side's critical path. A page of spans at a time, each span's figures
//! one memo (as the stage table: `table_view`).

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, Key};
use crate::model::dataset::Length;
use crate::model::index::{SpanIx, StageIx};
use crate::model::Timeline;
use crate::view::format::{format_ms, signed_ms};
use crate::view::paging::Pages;
use crate::web::number::num;

use crate::ui::shell::context::{use_app, AppCtx};
use crate::ui::timeline::pager::Pager;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::words::words;

/// One stage in A and B: lengths (as `Timeline::stage_ms`: a known length
/// stays known after an unknown one) and critical paths.
#[derive(Clone, PartialEq)]
struct Pair {
    a_ms: f64,
    b_ms: f64,
    a_critical: bool,
    b_critical: bool,
}

/// A span's stages in A and B, and whether it happens in either.
#[derive(Clone, PartialEq)]
struct SpanPairs {
    shown: bool,
    stages: Vec<Pair>,
}

fn span_rows(ctx: &AppCtx, s: SpanIx) -> Vec<AnyView> {
    let ds = ctx.ds.clone();
    let lang = ctx.lang;
    let (a, b) = (ctx.timeline, ctx.timeline_b);
    let spec = &ds.file.spans[s];
    let unknown: Vec<bool> = StageIx::all(spec.stages.len())
        .map(|i| matches!(ds.stage_length(s, i), Length::Unknown))
        .collect();
    let ms = move |t: &Timeline, i: StageIx| {
        let st = &t.at().spans[s].stages[i];
        st.end - st.start
    };
    let pairs = Memo::new(move |_| {
        a.with(|ta| {
            b.with(|tb| SpanPairs {
                shown: ta.spans[s].happens || tb.as_ref().is_some_and(|t| t.spans[s].happens),
                stages: StageIx::all(unknown.len())
                    .map(|i| Pair {
                        a_ms: if unknown[i.0] { f64::NAN } else { ms(ta, i) },
                        b_ms: match tb {
                            _ if unknown[i.0] => f64::NAN,
                            Some(t) => ms(t, i),
                            None => 0.0,
                        },
                        a_critical: ta.spans[s].stages[i].critical,
                        b_critical: tb.as_ref().is_some_and(|t| t.spans[s].stages[i].critical),
                    })
                    .collect(),
            })
        })
    });
    let lane = ds.file.lanes[ds.lane_of_span(s)].name.clone();
    let crit = move |on: bool| tr(lang.get(), if on { Key::Yes } else { Key::No });
    StageIx::all(spec.stages.len())
        .zip(&spec.stages)
        .map(|(i, stage)| {
            let (lane, span_name, stage_name) = (lane.clone(), spec.name.clone(), stage.name.clone());
            let pair = move || pairs.with(|p| p.stages[i.0].clone());
            view! {
                <tr data-testid="table-compare-stage" data-span=spec.id.clone() data-stage=stage.id.clone()
                    hidden=move || pairs.with(|p| !p.shown)
                    data-delta-ms=move || { let p = pair(); num(p.b_ms - p.a_ms) }>
                    <td>{move || lane.get(lang.get()).to_string()}</td>
                    <td>{move || span_name.get(lang.get()).to_string()}</td>
                    <td>{move || stage_name.get(lang.get()).to_string()}</td>
                    <td class="num">{move || format_ms(pair().a_ms)}</td>
                    <td class="num">{move || format_ms(pair().b_ms)}</td>
                    <td class="num">{move || { let p = pair(); signed_ms(p.b_ms - p.a_ms) }}</td>
                    <td>{move || crit(pair().a_critical)}</td>
                    <td>{move || crit(pair().b_critical)}</td>
                </tr>
            }
            .into_any()
        })
        .collect()
}

#[component]
pub fn CompareTable() -> impl IntoView {
    let ctx = use_app();
    let spans = Pages::new(ctx.ds.file.spans.len());
    let page = RwSignal::new(0usize);
    let c = ctx.clone();
    let rows = move || {
        spans
            .rows(page.get())
            .flat_map(|s| span_rows(&c, SpanIx(s)))
            .collect::<Vec<_>>()
    };
    view! {
        <Pager pages=spans page=page what=PageKey::TablePageSpans testid="compare-pager" />
        <table class="timeline-table" data-testid="compare-table">
            <caption>{words(ctx.lang, PageKey::TableCompareCaption)}</caption>
            <TableHead columns={&[Word::Page(PageKey::TableLane), Word::Page(PageKey::TableSpan), Word::Page(PageKey::TableStage), Word::Page(PageKey::TableMsA), Word::Page(PageKey::TableMsB), Word::First(Key::DrilldownDelta), Word::Page(PageKey::TableCriticalA), Word::Page(PageKey::TableCriticalB)]} />
            <tbody>{rows}</tbody>
        </table>
    }
}
