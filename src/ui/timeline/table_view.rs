//! The table view: every span, stage and arrow with its times, so nothing
//! is only in canvas pixels. Shown on demand; a screen-reader-only twin is
//! always in the page while it is hidden. Not on the first screen: the
//! second module of the page mounts it (`ui::mount`), into the first
//! part's `#table-slot`.
//!
//! A page of spans at a time (`view::paging`): a change wakes the rows on
//! the page, never the dataset's thousands. Each span's times are one memo
//! (its WAIT and stage rows read it), so the timeline has one reader per
//! span on the page: a reactive signal's readers are a list that each
//! re-run reader leaves and joins again, which grows as their square.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, Key};
use crate::model::file::ArrowKind;
use crate::model::index::{ArrowIx, SpanIx, StageIx};
use crate::view::describe::{stage_source, SourceText};
use crate::view::format::format_ms;
use crate::view::paging::Pages;

use crate::ui::shell::context::{use_app, AppCtx};
use crate::ui::timeline::compare_table::CompareTable;
use crate::ui::timeline::own_table::OwnTable;
use crate::ui::timeline::pager::Pager;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::words::words;

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

/// A span's times as its rows show them, worked out once per change.
#[derive(Clone, PartialEq)]
struct SpanCells {
    happens: bool,
    /// The lane's idle wait before the span: from, to, length.
    wait: Option<[String; 3]>,
    /// Each stage's start, end, length and whether it is critical.
    stages: Vec<([String; 3], bool)>,
}

/// The rows of span `s`: its WAIT, then its stages.
fn span_rows(ctx: &AppCtx, s: SpanIx) -> Vec<AnyView> {
    let ctx = ctx.clone();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let tl = ctx.timeline;
    let waits_hidden = ctx.waits_hidden;
    let ds_ms = ds.clone();
    let cells = Memo::new(move |_| {
        tl.with(|t| {
            let sp = &t.spans[s];
            SpanCells {
                happens: sp.happens,
                wait: sp
                    .wait
                    .as_ref()
                    .map(|w| [format_ms(w.from), format_ms(w.to), format_ms(w.to - w.from)]),
                stages: StageIx::all(sp.stages.len())
                    .zip(&sp.stages)
                    .map(|(i, st)| {
                        let ms = format_ms(t.stage_ms(&ds_ms, s, i));
                        ([format_ms(st.start), format_ms(st.end), ms], st.critical)
                    })
                    .collect(),
            }
        })
    });
    let spec = &ds.file.spans[s];
    let lane = ds.file.lanes[ds.lane_of_span(s)].name.clone();
    let wait = move |k: usize| {
        move || cells.with(|c| c.wait.as_ref().map(|w| w[k].clone()).unwrap_or_default())
    };
    let (wait_lane, wait_span) = (lane.clone(), spec.name.clone());
    let mut rows = vec![view! {
        <tr data-testid="table-wait" data-span=spec.id.clone()
            hidden=move || waits_hidden.get() || cells.with(|c| !c.happens || c.wait.is_none())>
            <td>{move || wait_lane.get(lang()).to_string()}</td>
            <td>{move || wait_span.get(lang()).to_string()}</td>
            <td>{words(ctx.lang, PageKey::TableWait)}</td>
            <td></td>
            <td class="num">{wait(0)}</td>
            <td class="num">{wait(1)}</td>
            <td class="num">{wait(2)}</td>
            <td></td>
            <td></td>
        </tr>
    }
    .into_any()];
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
        let cell = move |k: usize| move || cells.with(|c| c.stages[i.0].0[k].clone());
        let critical = move || cells.with(|c| c.stages[i.0].1);
        rows.push(
            view! {
                <tr data-testid="table-stage" data-span=spec.id.clone() data-stage=stage.id.clone()
                    hidden=move || cells.with(|c| !c.happens)>
                    <td>{move || lane.get(lang()).to_string()}</td>
                    <td>{move || span_name.get(lang()).to_string()}</td>
                    <td>{move || stage_name.get(lang()).to_string()}</td>
                    <td>{move || class.get(lang()).to_string()}</td>
                    <td class="num">{cell(0)}</td>
                    <td class="num">{cell(1)}</td>
                    <td class="num">{cell(2)}</td>
                    <td>{move || tr(lang(), if critical() { Key::Yes } else { Key::No })}</td>
                    <td>{source}</td>
                </tr>
            }
            .into_any(),
        );
    }
    rows
}

/// Arrow `a`'s row.
fn arrow_row(ctx: &AppCtx, a: ArrowIx) -> AnyView {
    let ds = &ctx.ds;
    let lang = ctx.lang;
    let lang = move || lang.get();
    let tl = ctx.timeline;
    let spec = &ds.file.arrows[a];
    let (from, to) = ds.arrow_lanes(a);
    let kind = match spec.kind {
        ArrowKind::OneWay => Key::ArrowOneWay,
        ArrowKind::RoundTrip => Key::ArrowRoundTrip,
    };
    let interaction = spec.interaction.clone();
    let (from, to) = (
        ds.file.lanes[from].name.clone(),
        ds.file.lanes[to].name.clone(),
    );
    let gate = ds.arrow_gate(a).map(|g| ds.file.dimensions[g].name.clone());
    let times = Memo::new(move |_| {
        tl.with(|t| {
            let at = &t.arrows[a];
            (
                at.depart == f64::INFINITY,
                format_ms(at.depart),
                format_ms(at.arrive),
            )
        })
    });
    view! {
        <tr data-testid="table-arrow" data-arrow=spec.id.clone()
            hidden=move || times.with(|t| t.0)>
            <td>{move || interaction.get(lang()).to_string()}</td>
            <td>{move || tr(lang(), kind)}</td>
            <td>{move || from.get(lang()).to_string()}</td>
            <td>{move || to.get(lang()).to_string()}</td>
            <td class="num">{move || times.with(|t| t.1.clone())}</td>
            <td class="num">{move || times.with(|t| t.2.clone())}</td>
            <td>{move || gate.as_ref().map(|g| g.get(lang()).to_string()).unwrap_or_default()}</td>
        </tr>
    }
    .into_any()
}

/// The two tables: stages by span, and arrows, a page of each at a time.
/// The rows of a page are built when it is shown; only the cells that
/// depend on the configuration update on a change.
#[component]
fn Tables() -> impl IntoView {
    let ctx = use_app();
    let spans = Pages::new(ctx.ds.file.spans.len());
    let arrows = Pages::new(ctx.ds.file.arrows.len());
    let span_page = RwSignal::new(0usize);
    let arrow_page = RwSignal::new(0usize);
    let (c1, c2) = (ctx.clone(), ctx.clone());
    let stage_rows = move || {
        spans
            .rows(span_page.get())
            .flat_map(|s| span_rows(&c1, SpanIx(s)))
            .collect::<Vec<_>>()
    };
    let arrow_rows = move || {
        arrows
            .rows(arrow_page.get())
            .map(|a| arrow_row(&c2, ArrowIx(a)))
            .collect::<Vec<_>>()
    };
    view! {
        <Pager pages=spans page=span_page what=PageKey::TablePageSpans testid="table-pager" />
        <table class="timeline-table">
            <caption>{words(ctx.lang, PageKey::TableCaption)}</caption>
            <TableHead columns={&[Word::Page(PageKey::TableLane), Word::Page(PageKey::TableSpan), Word::Page(PageKey::TableStage), Word::Page(PageKey::TableClass), Word::Page(PageKey::TableStart), Word::Page(PageKey::TableEnd), Word::Page(PageKey::TableMs), Word::First(Key::TableCritical), Word::Page(PageKey::TableSource)]} />
            <tbody>{stage_rows}</tbody>
        </table>
        <Pager pages=arrows page=arrow_page what=PageKey::TablePageArrows testid="table-arrow-pager" />
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
