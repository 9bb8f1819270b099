//! The drill on the timeline, side by side with the model: how it was
//! placed, which clocks disagree (with an offset to try, the reader's own),
//! each mark's drill and model time, and each stage it marks at both edges
//! against the model's length and the calibration's tolerance.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::drill::Left;
use crate::model::index::{LaneIx, SpanIx, StageIx};
use crate::model::{Dataset, Lang, Side};
use crate::state::drill_link::DrillLink;
use crate::state::protocol::Intent;
use crate::view::describe::{clock_lines, drill_lines, stage_vs_model};
use crate::view::format::{format_ms, signed_ms};
use crate::web::number::num;

use crate::ui::shell::context::{ask, use_app};
use crate::ui::shell::drills::SideDrill;

/// Each side's drill as read here, against the model.
#[component]
pub fn DrillShown() -> impl IntoView {
    let ctx = use_app();
    let (read, runs, lang) = (ctx.read, ctx.runs, ctx.lang);
    let ds = ctx.ds.clone();
    move || {
        let l = lang.get();
        read.with(|read| {
            runs.with(|runs| {
                Side::ALL
                    .iter()
                    .filter_map(|&side| {
                        let d = read.get(side.index())?.as_ref()?;
                        let run = runs.on_screen(side)?;
                        Some(one_side(&ds, side, d, run, l))
                    })
                    .collect_view()
            })
        })
    }
}

fn one_side(
    ds: &Dataset,
    side: Side,
    d: &SideDrill,
    run: &crate::model::Run,
    l: Lang,
) -> impl IntoView {
    let letter = side.letter();
    let placed = d.run.placed_by.is_some().then(|| {
        let text = drill_lines(ds, &d.run, l)
            .into_iter()
            .next()
            .unwrap_or_default();
        view! { <p class="notice-inline" data-testid="drill-placed">{text}</p> }
    });
    let left = d.run.left.clone();
    let link = d.drawing.link.clone();
    let clocks = clock_lines(ds, &d.drawing.drawn.timeline, l)
        .into_iter()
        .map(|(text, lane, ms)| {
            let link = link.clone();
            let (drill, _) = link.read(ds);
            let now = drill.skew_of(Some(lane));
            let next = DrillLink::of(ds, &drill.with_skew(lane, now + ms));
            let label = trf(
                l,
                PageKey::DrillSkew,
                &[("lane", ds.file.lanes[lane.0].name.get(l)), ("ms", &signed_us(ms))],
            );
            view! {
                <li data-testid="drill-clock" data-lane=ds.file.lanes[lane.0].id.clone() data-at-least-ms=num(ms)>
                    {text}
                    " "
                    <button
                        type="button"
                        data-testid=format!("drill-skew-{}", ds.file.lanes[lane.0].id)
                        on:click=move |_| ask(Intent::SetDrill { side, drill: Some(next.clone()) })
                    >
                        {label}
                    </button>
                </li>
            }
        })
        .collect_view();
    let (drill, _) = link.read(ds);
    let skews = drill
        .skew
        .iter()
        .map(|&(lane, ms)| {
            let back = DrillLink::of(ds, &drill.with_skew(lane, 0.0));
            let text = trf(
                l,
                PageKey::DrillSkewed,
                &[("lane", ds.file.lanes[lane.0].name.get(l)), ("ms", &signed_us(ms))],
            );
            view! {
                <li data-testid="drill-skewed" data-lane=lane_id(ds, lane) data-skew-ms=num(ms)>
                    {text}
                    " "
                    <button type="button" on:click=move |_| ask(Intent::SetDrill { side, drill: Some(back.clone()) })>
                        {tr(l, PageKey::DrillSkewReset)}
                    </button>
                </li>
            }
        })
        .collect_view();
    let marks = (0..ds.file.marks.len())
        .map(|m| {
            let at = d.run.at(m);
            let why = left.iter().find(|(x, _)| *x == m).map(|(_, w)| *w);
            let status = match (at, why) {
                (Some(_), _) => tr(l, PageKey::DrillFound).to_string(),
                (None, Some(w)) => left_text(ds, m, w, l),
                (None, None) => tr(l, PageKey::DrillNotFound).to_string(),
            };
            // The model's time of the mark's instant, drawn or not.
            let cfg = &d.drawing.config;
            let model = Some(crate::model::schedule::time_of(
                ds,
                cfg,
                &d.run.model,
                ds.mark_event(m),
            ))
            .filter(|t| t.is_finite());
            let delta = at.map(|t| t.at - t.model).filter(|d| d.is_finite());
            view! {
                <tr
                    data-mark=ds.file.marks[m].id.clone()
                    data-drill-ms=at.map(|t| num(t.at))
                    data-model-ms=model.map(num)
                    data-delta-ms=delta.map(num)
                >
                    <th scope="row">{ds.file.marks[m].name.get(l).to_string()}</th>
                    <td class="num">{at.map(|t| us(t.at)).unwrap_or_else(|| "—".into())}</td>
                    <td class="num">{model.map(us).unwrap_or_else(|| "—".into())}</td>
                    <td class="num">{delta.map(signed_us).unwrap_or_else(|| "—".into())}</td>
                    <td>{status}</td>
                </tr>
            }
        })
        .collect_view();
    let mut stages = Vec::new();
    for s in SpanIx::all(ds.file.spans.len()) {
        for st in StageIx::all(ds.file.spans[s].stages.len()) {
            if let Some(v) = stage_vs_model(ds, run, s, st) {
                stages.push((s, st, v));
            }
        }
    }
    let tol = format_ms(ds.file.calibration.sub_span_abs_ms);
    let stage_rows = (!stages.is_empty()).then(|| {
        let rows = stages
            .into_iter()
            .map(|(s, st, v)| {
                view! {
                    <tr
                        data-span=ds.file.spans[s].id.clone()
                        data-stage=ds.file.spans[s].stages[st].id.clone()
                        data-drill-ms=num(v.drill_ms)
                        data-model-ms=num(v.model_ms)
                        data-delta-ms=num(v.delta_ms)
                        data-inside=if v.inside { "1" } else { "0" }
                    >
                        <th scope="row">{format!(
                            "{} / {}",
                            ds.file.spans[s].name.get(l),
                            ds.file.spans[s].stages[st].name.get(l)
                        )}</th>
                        <td class="num">{format_ms(v.drill_ms)}</td>
                        <td class="num">{format_ms(v.model_ms)}</td>
                        <td class="num">{signed_ms(v.delta_ms)}</td>
                        <td>{tr(l, if v.inside { PageKey::DrillInside } else { PageKey::DrillOutside })}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="drill-stages" data-testid="drill-measured-stages">
                <caption>{trf(l, PageKey::DrillStagesCaption, &[("tol", &tol)])}</caption>
                <thead>
                    <tr>
                        <th scope="col">{tr(l, PageKey::DrillStage)}</th>
                        <th scope="col">{tr(l, PageKey::DrillMs)}</th>
                        <th scope="col">{tr(l, PageKey::DrillModelMs)}</th>
                        <th scope="col">{tr(l, PageKey::DrillDelta)}</th>
                        <th scope="col"></th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
    });
    let no_stages = stage_rows
        .is_none()
        .then(|| view! { <p class="hint">{tr(l, PageKey::DrillNoStages)}</p> });
    view! {
        <div class="drill-shown" data-testid="drill-shown" data-side=letter>
            <h3>{trf(l, PageKey::DrillShownTitle, &[("side", letter)])}</h3>
            {placed}
            <ul class="drill-clocks">{clocks}{skews}</ul>
            <div class="table-scroll">
                <table class="drill-marks" data-testid="drill-marks" data-side=letter>
                    <caption>{tr(l, PageKey::DrillMarksCaption)}</caption>
                    <thead>
                        <tr>
                            <th scope="col">{tr(l, PageKey::DrillMark)}</th>
                            <th scope="col">{tr(l, PageKey::DrillMs)}</th>
                            <th scope="col">{tr(l, PageKey::DrillModelMs)}</th>
                            <th scope="col">{tr(l, PageKey::DrillDelta)}</th>
                            <th scope="col">{tr(l, PageKey::DrillStatus)}</th>
                        </tr>
                    </thead>
                    <tbody>{marks}</tbody>
                </table>
            </div>
            <div class="table-scroll">{stage_rows}</div>
            {no_stages}
        </div>
    }
}

/// A drill's time to the µs (a log's own precision), no trailing zeros.
fn us(ms: f64) -> String {
    crate::view::format::format_fixed(ms, 3)
}

/// A difference to the µs, with its sign.
fn signed_us(ms: f64) -> String {
    let s = us(ms.abs());
    if ms < 0.0 {
        format!("−{s}")
    } else {
        format!("+{s}")
    }
}

fn lane_id(ds: &Dataset, lane: LaneIx) -> String {
    ds.file.lanes[lane.0].id.clone()
}

/// Why a mark is not drawn, short.
fn left_text(ds: &Dataset, m: usize, w: Left, l: Lang) -> String {
    let name = |m: usize| ds.file.marks[m].name.get(l);
    match w {
        Left::NotInConfiguration => trf(l, PageKey::DrillLeftConfig, &[("mark", name(m))]),
        Left::OutOfOrder { after } => trf(
            l,
            PageKey::DrillLeftOrder,
            &[("mark", name(m)), ("after", name(after))],
        ),
        Left::CannotPlace => trf(l, PageKey::DrillLeftPlace, &[("mark", name(m))]),
    }
}
