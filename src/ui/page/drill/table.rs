//! The drills a text held, one row each, with what each measures (a
//! metric between two of its marks, a stage both of whose edges it marks),
//! one drawn at a time; and a row of each column's median, min and max.

use std::sync::Arc;

use leptos::prelude::*;

use crate::drill_read::Reading;
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::drill::Drill;
use crate::model::index::{SpanIx, StageIx};
use crate::model::own::{summary, By};
use crate::model::Side;
use crate::view::describe::{drawn_drill, stage_vs_model};
use crate::view::format::{duration, format_ms};
use crate::web::number::num;

use crate::ui::shell::context::use_app;

/// What a drill measures, by column.
#[derive(Clone, Copy, PartialEq)]
enum Column {
    Metric(usize),
    Stage(SpanIx, StageIx),
}

/// The drills read (none: nothing), the one drawn, and what draws one.
#[component]
pub fn DrillsTable(
    read: RwSignal<Option<Arc<Reading>>>,
    drawn: RwSignal<Option<usize>>,
    draw: impl Fn(usize) + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = use_app();
    let lang = ctx.lang;
    let ds = ctx.ds.clone();
    let config = ctx.config;
    move || {
        let r = read.get()?;
        if r.drills.len() < 2 {
            return None;
        }
        let l = lang.get();
        let cfg = config.get();
        // Each drill as drawn on A's configuration: what it measures.
        let rows: Vec<Vec<(Column, f64)>> = r
            .drills
            .iter()
            .map(|d| {
                let drill = Drill::new(&ds, &d.times(), By::You);
                let (drawn, _) = drawn_drill(&ds, Side::A, &cfg, &drill, l);
                let drawn = Arc::new(drawn);
                let shown = crate::model::Shown {
                    config: &cfg,
                    own: None,
                    drill: Some(&drawn),
                };
                let run = crate::model::Run::derive(&ds, Side::A, shown, 0);
                let mut out: Vec<(Column, f64)> = drawn
                    .figures
                    .metrics
                    .iter()
                    .map(|m| (Column::Metric(m.metric), m.values[0]))
                    .collect();
                for s in SpanIx::all(ds.file.spans.len()) {
                    for st in StageIx::all(ds.file.spans[s].stages.len()) {
                        if let Some(v) = stage_vs_model(&ds, &run, s, st) {
                            out.push((Column::Stage(s, st), v.drill_ms));
                        }
                    }
                }
                out
            })
            .collect();
        let mut columns: Vec<Column> = Vec::new();
        for c in rows.iter().flatten().map(|(c, _)| *c) {
            if !columns.contains(&c) {
                columns.push(c);
            }
        }
        let name = |c: Column| match c {
            Column::Metric(m) => ds.file.metrics[m].name.get(l).to_string(),
            Column::Stage(s, st) => format!(
                "{} / {}",
                ds.file.spans[s].name.get(l),
                ds.file.spans[s].stages[st].name.get(l)
            ),
        };
        let value = |row: &Vec<(Column, f64)>, c: Column| {
            row.iter().find(|(x, _)| *x == c).map(|(_, v)| *v)
        };
        let heads = columns
            .iter()
            .map(|&c| view! { <th scope="col">{name(c)}</th> })
            .collect_view();
        let body = r
            .drills
            .iter()
            .zip(&rows)
            .enumerate()
            .map(|(i, (d, row))| {
                let draw = draw.clone();
                let cells = columns
                    .iter()
                    .map(|&c| {
                        let v = value(row, c);
                        view! {
                            <td class="num" data-ms=v.map(num)>
                                {v.map(format_ms).unwrap_or_else(|| "—".into())}
                            </td>
                        }
                    })
                    .collect_view();
                let is_drawn = move || drawn.get() == Some(i);
                view! {
                    <tr data-testid="drill-run" data-drill=d.name.clone()>
                        <th scope="row">{d.name.clone()}</th>
                        <td class="num">{d.found.len()}</td>
                        {cells}
                        <td>
                            <button
                                type="button"
                                data-testid=format!("drill-draw-{i}")
                                prop:disabled=is_drawn
                                on:click=move |_| draw(i)
                            >
                                {move || tr(lang.get(), if is_drawn() { PageKey::DrillsDrawn } else { PageKey::DrillsDraw })}
                            </button>
                        </td>
                    </tr>
                }
            })
            .collect_view();
        let median = columns
            .iter()
            .map(|&c| {
                let values: Vec<f64> = rows.iter().filter_map(|row| value(row, c)).collect();
                let s = summary(&values);
                let text = s.map(|s| {
                    trf(
                        l,
                        PageKey::DrillsMedianCell,
                        &[
                            ("median", &duration(s.median)),
                            ("min", &duration(s.min)),
                            ("max", &duration(s.max)),
                            ("n", &s.n.to_string()),
                        ],
                    )
                });
                view! {
                    <td class="num" data-median-ms=s.map(|s| num(s.median))
                        data-min-ms=s.map(|s| num(s.min)) data-max-ms=s.map(|s| num(s.max))
                        data-n=s.map(|s| s.n.to_string())>
                        {text.unwrap_or_else(|| "—".into())}
                    </td>
                }
            })
            .collect_view();
        Some(view! {
            <h3>{tr(l, PageKey::DrillsTitle)}</h3>
            <div class="table-scroll">
                <table class="drill-runs" data-testid="drill-runs">
                    <thead>
                        <tr>
                            <th scope="col">{tr(l, PageKey::DrillsDrill)}</th>
                            <th scope="col">{tr(l, PageKey::DrillsMarks)}</th>
                            {heads}
                            <th></th>
                        </tr>
                    </thead>
                    <tbody>{body}</tbody>
                    <tfoot>
                        <tr data-testid="drill-median">
                            <th scope="row">{tr(l, PageKey::DrillsMedian)}</th>
                            <td></td>
                            {median}
                            <td></td>
                        </tr>
                    </tfoot>
                </table>
            </div>
        })
    }
}
