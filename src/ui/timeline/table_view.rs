//! The table view: every span, stage and arrow with its times, so nothing
//! is only in canvas pixels. Shown on demand; a screen-reader-only twin is
//! always in the page while it is hidden. Not on the first screen: the
//! second module of the page mounts it (`ui::mount`), into the first
//! part's `#table-slot`.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, Key};
use crate::model::dataset::Length;
use crate::model::file::ArrowKind;
use crate::model::index::{ArrowIx, SpanIx, StageIx};
use crate::view::describe::{stage_source, SourceText};
use crate::view::{format::format_ms, format::signed_ms};

use crate::ui::shell::context::use_app;
use crate::ui::timeline::own_table::OwnTable;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::words::words;
use crate::web::number::num;

/// The toggle and the table (visible, or only for screen readers).
#[component]
pub fn TableView() -> impl IntoView {
    let ctx = use_app();
    let (shown, set_shown) = signal(false);
    view! {
        <section class="table-view">
            <button
                type="button"
                data-testid="table-toggle"
                aria-pressed=move || shown.get().to_string()
                on:click=move |_| set_shown.update(|v| *v = !*v)
            >
                {words(ctx.lang, PageKey::TableView)}
            </button>
            <div class:sr-only=move || !shown.get() data-testid="timeline-table">
                <Tables />
            </div>
        </section>
    }
}

/// The two tables: stages by span, and arrows. The rows are built once;
/// only the cells that depend on the configuration update on a change.
#[component]
fn Tables() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let tl = ctx.timeline;
    let mut stage_rows = Vec::new();
    let waits_hidden = ctx.waits_hidden;
    for (s, spec) in SpanIx::all(ds.file.spans.len()).zip(&ds.file.spans) {
        let lane = ds.file.lanes[ds.lane_of_span(s)].name.clone();
        // The lane's idle wait before the span, as the timeline draws it
        // (and not while the WAIT slices are left out).
        let wait = move |f: fn(&crate::model::schedule::Wait) -> f64| {
            move || {
                tl.with(|t| {
                    t.spans[s]
                        .wait
                        .as_ref()
                        .map(|w| format_ms(f(w)))
                        .unwrap_or_default()
                })
            }
        };
        let (wait_lane, wait_span) = (lane.clone(), spec.name.clone());
        stage_rows.push(view! {
            <tr data-testid="table-wait" data-span=spec.id.clone()
                hidden=move || waits_hidden.get() || tl.with(|t| !t.spans[s].happens || t.spans[s].wait.is_none())>
                <td>{move || wait_lane.get(lang()).to_string()}</td>
                <td>{move || wait_span.get(lang()).to_string()}</td>
                <td>{words(ctx.lang, PageKey::TableWait)}</td>
                <td></td>
                <td class="num">{wait(|w| w.from)}</td>
                <td class="num">{wait(|w| w.to)}</td>
                <td class="num">{wait(|w| w.to - w.from)}</td>
                <td></td>
                <td></td>
            </tr>
        }.into_any());
        for (i, stage) in StageIx::all(spec.stages.len()).zip(&spec.stages) {
            let (span_name, stage_name) = (spec.name.clone(), stage.name.clone());
            let class = ds.file.classes[ds.stage_class(s, i)].name.clone();
            // Measured only where its sentence states the value drawn (the
            // rule for stage lengths, describe::stage_source).
            let (ds_s, config) = (ds.clone(), ctx.config);
            // A sentence whose seed page was not beside the file says so.
            let source = move || {
                let l = lang();
                config.with(|c| {
                    let src = stage_source(&ds_s, c, s, i, l);
                    let unchecked = matches!(&src, SourceText::Measured(q) if q.unchecked);
                    let label = src.label(l);
                    view! {
                        {label}
                        {unchecked.then(|| view! {
                            " · "<span class="unchecked" data-testid="quote-unchecked">{tr(l, Key::QuoteNotChecked)}</span>
                        })}
                    }
                })
            };
            let lane = lane.clone();
            let ds_ms = ds.clone();
            stage_rows.push(view! {
                <tr data-testid="table-stage" data-span=spec.id.clone() data-stage=stage.id.clone()
                    hidden=move || tl.with(|t| !t.spans[s].happens)>
                    <td>{move || lane.get(lang()).to_string()}</td>
                    <td>{move || span_name.get(lang()).to_string()}</td>
                    <td>{move || stage_name.get(lang()).to_string()}</td>
                    <td>{move || class.get(lang()).to_string()}</td>
                    <td class="num">{move || tl.with(|t| format_ms(t.spans[s].stages[i].start))}</td>
                    <td class="num">{move || tl.with(|t| format_ms(t.spans[s].stages[i].end))}</td>
                    <td class="num">{move || tl.with(|t| format_ms(t.stage_ms(&ds_ms, s, i)))}</td>
                    <td>{move || tr(lang(), if tl.with(|t| t.spans[s].stages[i].critical) { Key::Yes } else { Key::No })}</td>
                    <td>{source}</td>
                </tr>
            }.into_any());
        }
    }
    let arrow_rows: Vec<_> = ds
        .file
        .arrows
        .iter()
        .enumerate()
        .map(|(a, spec)| {
            let (from, to) = ds.arrow_lanes(ArrowIx(a));
            let kind = match spec.kind {
                ArrowKind::OneWay => Key::ArrowOneWay,
                ArrowKind::RoundTrip => Key::ArrowRoundTrip,
            };
            let interaction = spec.interaction.clone();
            let (from, to) = (ds.file.lanes[from].name.clone(), ds.file.lanes[to].name.clone());
            let gate = ds.arrow_gate(ArrowIx(a)).map(|g| ds.file.dimensions[g].name.clone());
            view! {
                <tr data-testid="table-arrow" data-arrow=spec.id.clone()
                    hidden=move || tl.with(|t| t.arrows[a].depart == f64::INFINITY)>
                    <td>{move || interaction.get(lang()).to_string()}</td>
                    <td>{move || tr(lang(), kind)}</td>
                    <td>{move || from.get(lang()).to_string()}</td>
                    <td>{move || to.get(lang()).to_string()}</td>
                    <td class="num">{move || tl.with(|t| format_ms(t.arrows[a].depart))}</td>
                    <td class="num">{move || tl.with(|t| format_ms(t.arrows[a].arrive))}</td>
                    <td>{move || gate.as_ref().map(|g| g.get(lang()).to_string()).unwrap_or_default()}</td>
                </tr>
            }
        })
        .collect();
    view! {
        <table class="timeline-table">
            <caption>{words(ctx.lang, PageKey::TableCaption)}</caption>
            <TableHead columns={&[Word::Page(PageKey::TableLane), Word::Page(PageKey::TableSpan), Word::Page(PageKey::TableStage), Word::Page(PageKey::TableClass), Word::Page(PageKey::TableStart), Word::Page(PageKey::TableEnd), Word::Page(PageKey::TableMs), Word::First(Key::TableCritical), Word::Page(PageKey::TableSource)]} />
            <tbody>{stage_rows}</tbody>
        </table>
        <table class="timeline-table">
            <caption>{words(ctx.lang, PageKey::TableArrows)}</caption>
            <TableHead columns={&[Word::Page(PageKey::TableInteraction), Word::Page(PageKey::TableKind), Word::Page(PageKey::TableFrom), Word::Page(PageKey::TableTo), Word::Page(PageKey::TableDepart), Word::Page(PageKey::TableArrive), Word::Page(PageKey::TableGate)]} />
            <tbody>{arrow_rows}</tbody>
        </table>
        <OwnTable />
        <Show when=move || ctx.compare.with(|b| b.is_some())>
            <CompareTable />
        </Show>
    }
}

/// Compare: every stage in A and in B, and B − A (as drawn: a model
/// estimate wherever a side was not measured), with each side's critical path.
#[component]
fn CompareTable() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let (a, b) = (ctx.timeline, ctx.timeline_b);
    // As `Timeline::stage_ms`: a known length stays known after an unknown one.
    let ms = |t: &crate::model::Timeline, s: SpanIx, i: StageIx| {
        let st = &t.at().spans[s].stages[i];
        st.end - st.start
    };
    let mut rows = Vec::new();
    for (s, spec) in SpanIx::all(ds.file.spans.len()).zip(&ds.file.spans) {
        let lane = ds.file.lanes[ds.lane_of_span(s)].name.clone();
        for (i, stage) in StageIx::all(spec.stages.len()).zip(&spec.stages) {
            let (lane, span_name, stage_name) =
                (lane.clone(), spec.name.clone(), stage.name.clone());
            let unknown = matches!(ds.stage_length(s, i), Length::Unknown);
            let a_ms = move || {
                if unknown {
                    f64::NAN
                } else {
                    a.with(|t| ms(t, s, i))
                }
            };
            let b_ms = move || {
                if unknown {
                    f64::NAN
                } else {
                    b.with(|t| t.as_ref().map_or(0.0, |t| ms(t, s, i)))
                }
            };
            let crit = move |on: bool| tr(lang(), if on { Key::Yes } else { Key::No });
            rows.push(view! {
                <tr data-testid="table-compare-stage" data-span=spec.id.clone() data-stage=stage.id.clone()
                    hidden=move || !a.with(|t| t.spans[s].happens) && !b.with(|t| t.as_ref().is_some_and(|t| t.spans[s].happens))
                    data-delta-ms=move || num(b_ms() - a_ms())>
                    <td>{move || lane.get(lang()).to_string()}</td>
                    <td>{move || span_name.get(lang()).to_string()}</td>
                    <td>{move || stage_name.get(lang()).to_string()}</td>
                    <td class="num">{move || format_ms(a_ms())}</td>
                    <td class="num">{move || format_ms(b_ms())}</td>
                    <td class="num">{move || signed_ms(b_ms() - a_ms())}</td>
                    <td>{move || crit(a.with(|t| t.spans[s].stages[i].critical))}</td>
                    <td>{move || crit(b.with(|t| t.as_ref().is_some_and(|t| t.spans[s].stages[i].critical)))}</td>
                </tr>
            });
        }
    }
    view! {
        <table class="timeline-table" data-testid="compare-table">
            <caption>{words(ctx.lang, PageKey::TableCompareCaption)}</caption>
            <TableHead columns={&[Word::Page(PageKey::TableLane), Word::Page(PageKey::TableSpan), Word::Page(PageKey::TableStage), Word::Page(PageKey::TableMsA), Word::Page(PageKey::TableMsB), Word::First(Key::DrilldownDelta), Word::Page(PageKey::TableCriticalA), Word::Page(PageKey::TableCriticalB)]} />
            <tbody>{rows}</tbody>
        </table>
    }
}
