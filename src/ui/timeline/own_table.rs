//! The table view's rows for readers' own figures: each run's figure of
//! each metric given, its median, count and range, the model's value for
//! the same configuration and its calibration tolerance, and whether the
//! figure lies inside it. Only while some run has figures of its own.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, Key};
use crate::view::describe::{own_rows, whose};
use crate::view::format::format_ms;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::words::words;
use crate::web::number::num;

#[component]
pub fn OwnTable() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let rows = move || {
        let lang = ctx.lang.get();
        ctx.runs.with(|runs| {
            runs.iter()
                .flat_map(|r| {
                    let by = r
                        .figures
                        .own()
                        .map(|f| whose(f.by, lang))
                        .unwrap_or_default();
                    own_rows(&ds, r)
                        .into_iter()
                        .map(move |row| (r.side, by, row))
                })
                .map(|(side, by, row)| {
                    let metric = ds.file.metrics[row.metric].name.get(lang).to_string();
                    let values = format!(
                        "{} ms ({}, {}–{})",
                        format_ms(row.median),
                        row.n,
                        format_ms(row.min),
                        format_ms(row.max)
                    );
                    let (model, tol) =
                        row.model.map_or((String::new(), String::new()), |(m, t)| {
                            (format_ms(m), format!("±{}", format_ms(t)))
                        });
                    let inside = row
                        .inside()
                        .map(|i| tr(lang, if i { Key::Yes } else { Key::No }))
                        .unwrap_or_default();
                    view! {
                        <tr data-testid="table-own" data-side=side.letter()
                            data-metric=ds.file.metrics[row.metric].id.clone()
                            data-median-ms=num(row.median)>
                            <td>{side.letter()}</td>
                            <td>{metric}</td>
                            <td>{by}</td>
                            <td class="num">{values}</td>
                            <td class="num">{model}</td>
                            <td class="num">{tol}</td>
                            <td>{inside}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <Show when=move || ctx.runs.with(|r| r.iter().any(|r| r.figures.own().is_some()))>
            <table class="timeline-table" data-testid="own-table">
                <caption>{words(ctx.lang, PageKey::TableOwnCaption)}</caption>
                <TableHead columns={&[Word::Page(PageKey::TableRun), Word::Page(PageKey::AboutMetric), Word::Page(PageKey::TableWhose), Word::Page(PageKey::TableOwnValues), Word::Page(PageKey::AboutModel), Word::Page(PageKey::AboutTolerance), Word::Page(PageKey::TableInside)]} />
                <tbody>{rows.clone()}</tbody>
            </table>
        </Show>
    }
}
