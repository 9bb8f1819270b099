//! The drill-down of the selected span: its stages, what sets each, where
//! each number comes from, and whether it decides the outage.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::compare::span_delta;
use crate::view::{describe::drilldown, format::format_ms, format::signed_ms};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::num;
use crate::ui::widgets::source_line::SourceLine;

/// The panel for the span in `ViewState::selected`; Esc or Close shuts it.
#[component]
pub fn Drilldown() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let d2 = ds.clone();
    let text = Memo::new(move |_| {
        let (sel, lang) = (ctx.selected.get(), ctx.lang.get());
        let sel = sel.filter(|&s| s.get() < ds.file.spans.len())?;
        let cfg = ctx.config.get();
        Some(ctx.timeline.with(|tl| drilldown(&ds, tl, &cfg, sel, lang)))
    });
    // Compare: the same span in B, stage by stage.
    let text_b = Memo::new(move |_| {
        let (sel, lang) = (ctx.selected.get(), ctx.lang.get());
        let sel = sel.filter(|&s| s.get() < d2.file.spans.len())?;
        let cfg = ctx.compare.get()?;
        ctx.timeline_b
            .with(|tl| tl.as_ref().map(|tl| drilldown(&d2, tl, &cfg, sel, lang)))
    });
    // B − A of the selected span's length (model::compare owns the rule).
    let span_b_minus_a = Memo::new(move |_| {
        let sel = ctx.selected.get()?;
        ctx.timeline.with(|a| {
            ctx.timeline_b.with(|b| {
                let b = b.as_ref()?;
                (sel.get() < a.spans.len()).then(|| span_delta(a, b, sel))
            })
        })
    });
    let close = move || ctx.state.update(|s| s.selected = None);
    let esc = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && ctx.state.with_untracked(|s| s.selected.is_some()) {
            close();
        }
    });
    on_cleanup(move || esc.remove());
    move || {
        let b = text_b.get();
        text.get().map(|d| {
            let letter = |side: &str| b.as_ref().map(|_| format!(" ({side})")).unwrap_or_default();
            let b_time = b.as_ref().zip(span_b_minus_a.get()).map(|(b, delta)| {
                view! {
                    <p data-testid="drilldown-time-b" data-duration-ms=num(b.duration_ms)>{format!("B: {}", b.time)}</p>
                    <p data-testid="drilldown-delta" data-delta-ms=num(delta)>
                        {format!("{}: {} ms", tr(lang(), Key::DrillDelta), signed_ms(delta))}
                    </p>
                }
            });
            view! {
                <section class="drilldown" data-testid="drilldown" role="region" aria-label=d.title.clone()>
                    <header>
                        <h2>{d.title.clone()}</h2>
                        <button type="button" data-testid="drilldown-close" on:click=move |_| close()>
                            {tr(lang(), Key::Close)}
                        </button>
                    </header>
                    <p>{format!("{}: {}", tr(lang(), Key::DrillLane), d.lane)}</p>
                    <p data-testid="drilldown-time" data-duration-ms=num(d.duration_ms)>{format!("{}{}", if b.is_some() { "A: " } else { "" }, d.time)}</p>
                    {b_time}
                    <table class="drill-stages">
                        <thead>
                            <tr>
                                <th scope="col">{tr(lang(), Key::DrillStage)}</th>
                                <th scope="col">{format!("{}{}", tr(lang(), Key::DrillMs), letter("A"))}</th>
                                {b.as_ref().map(|_| view! {
                                    <th scope="col">{format!("{} (B)", tr(lang(), Key::DrillMs))}</th>
                                    <th scope="col">{tr(lang(), Key::DrillDelta)}</th>
                                })}
                                <th scope="col">{tr(lang(), Key::DrillClass)}</th>
                                <th scope="col">{tr(lang(), Key::DrillKnob)}</th>
                                <th scope="col">{tr(lang(), Key::TableCritical)}</th>
                                <th scope="col">{tr(lang(), Key::Source)}</th>
                            </tr>
                        </thead>
                        <tbody>
                            {d.stages
                                .iter()
                                .enumerate()
                                .map(|(i, st)| {
                                    let b_ms = b.as_ref().and_then(|b| b.stages.get(i)).map(|x| x.ms);
                                    view! {
                                    <tr data-testid="drill-stage" data-ms=num(st.ms) data-ms-b=b_ms.map(num)>
                                        <td>{st.name.clone()}</td>
                                        <td class="num">{format_ms(st.ms)}</td>
                                        {b_ms.map(|v| view! {
                                            <td class="num">{format_ms(v)}</td>
                                            <td class="num">{signed_ms(v - st.ms)}</td>
                                        })}
                                        <td>{st.class.clone()}</td>
                                        <td>{st.set_by.clone().unwrap_or_default()}</td>
                                        <td>{tr(lang(), if st.critical { Key::Yes } else { Key::No })}</td>
                                        <td class:estimate=!st.source.is_measured()><SourceLine source=st.source.clone() lang=lang() /></td>
                                    </tr>
                                    }
                                })
                                .collect_view()}
                        </tbody>
                    </table>
                    <ul class="drill-path">
                        {d.path.iter().map(|p| view! { <li>{p.clone()}</li> }).collect_view()}
                    </ul>
                </section>
            }
        })
    }
}
