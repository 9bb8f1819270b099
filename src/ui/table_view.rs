//! The table view: every span, stage and arrow with its times, so nothing
//! is only in canvas pixels. Shown on demand; a screen-reader-only twin is
//! always in the page while it is hidden.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::dataset::ArrowKind;
use crate::view::layout::format_ms;

use super::context::use_app;

/// The toggle and the table (visible, or only for screen readers).
#[component]
pub fn TableView() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.state.with(|s| s.lang);
    let (shown, set_shown) = signal(false);
    view! {
        <section class="table-view">
            <button
                type="button"
                data-testid="table-toggle"
                aria-pressed=move || shown.get().to_string()
                on:click=move |_| set_shown.update(|v| *v = !*v)
            >
                {move || tr(lang(), Key::TableView)}
            </button>
            <div class:sr-only=move || !shown.get() data-testid="timeline-table">
                <Tables />
            </div>
        </section>
    }
}

/// The two tables: stages by span, and arrows.
#[component]
fn Tables() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.state.with(|s| s.lang);
    let d = ds.clone();
    let stage_rows = move || {
        let lang = lang();
        ctx.timeline.with(|tl| {
            let mut rows = Vec::new();
            for (s, span) in tl.spans.iter().enumerate() {
                let spec = &d.file.spans[s];
                let lane = d.file.lanes[d.lane_of_span(s)].name.get(lang).to_string();
                for (i, st) in span.stages.iter().enumerate() {
                    let stage = &spec.stages[i];
                    let source = if stage.source.is_measured() {
                        tr(lang, Key::Measured)
                    } else {
                        tr(lang, Key::ModelEstimate)
                    };
                    rows.push(view! {
                        <tr data-testid="table-stage" data-span=spec.id.clone() data-stage=stage.id.clone()>
                            <td>{lane.clone()}</td>
                            <td>{spec.name.get(lang).to_string()}</td>
                            <td>{stage.name.get(lang).to_string()}</td>
                            <td>{d.file.classes[d.stage_class(s, i)].name.get(lang).to_string()}</td>
                            <td class="num">{format_ms(st.start)}</td>
                            <td class="num">{format_ms(st.end)}</td>
                            <td class="num">{format_ms(st.end - st.start)}</td>
                            <td>{tr(lang, if st.critical { Key::Yes } else { Key::No })}</td>
                            <td>{source}</td>
                        </tr>
                    });
                }
            }
            rows
        })
    };
    let d = ds.clone();
    let arrow_rows = move || {
        let lang = lang();
        ctx.timeline.with(|tl| {
            tl.arrows
                .iter()
                .enumerate()
                .map(|(a, at)| {
                    let spec = &d.file.arrows[a];
                    let (from, to) = d.arrow_lanes(a);
                    let kind = match spec.kind {
                        ArrowKind::OneWay => tr(lang, Key::ArrowOneWay),
                        ArrowKind::RoundTrip => tr(lang, Key::ArrowRoundTrip),
                    };
                    let gate = d
                        .arrow_gate(a)
                        .map(|g| d.file.dimensions[g].name.get(lang).to_string())
                        .unwrap_or_default();
                    view! {
                        <tr data-testid="table-arrow" data-arrow=spec.id.clone()>
                            <td>{spec.interaction.get(lang).to_string()}</td>
                            <td>{kind}</td>
                            <td>{d.file.lanes[from].name.get(lang).to_string()}</td>
                            <td>{d.file.lanes[to].name.get(lang).to_string()}</td>
                            <td class="num">{format_ms(at.depart)}</td>
                            <td class="num">{format_ms(at.arrive)}</td>
                            <td>{gate}</td>
                        </tr>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <table class="timeline-table">
            <caption>{move || tr(lang(), Key::TableCaption)}</caption>
            <thead>
                <tr>
                    <th scope="col">{move || tr(lang(), Key::TableLane)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableSpan)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableStage)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableClass)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableStart)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableEnd)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableMs)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableCritical)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableSource)}</th>
                </tr>
            </thead>
            <tbody>{stage_rows}</tbody>
        </table>
        <table class="timeline-table">
            <caption>{move || tr(lang(), Key::TableArrows)}</caption>
            <thead>
                <tr>
                    <th scope="col">{move || tr(lang(), Key::TableInteraction)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableKind)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableFrom)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableTo)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableDepart)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableArrive)}</th>
                    <th scope="col">{move || tr(lang(), Key::TableGate)}</th>
                </tr>
            </thead>
            <tbody>{arrow_rows}</tbody>
        </table>
    }
}
