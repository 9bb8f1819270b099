//! One evidence chart: a plotters canvas, and the same points as a small
//! table (for screen readers and for copying numbers). Clicking a point, or
//! its row's button, shows that measured configuration on the timeline.

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf, Key};
use crate::model::reference::ChartKind;
use crate::model::verdict::arm_config;
use crate::view::evidence::{arithmetic_value, own_points, ChartData};
use crate::view::format::format_ms;
use crate::view::Palette;

use crate::ui::page::chart_paint::draw;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::source_quote::SourceQuote;
use crate::ui::widgets::table_scroll::TableScroll;
use crate::ui::widgets::words::words;
use crate::view::chart::{height_px, hit, PointHit};

#[component]
pub fn EvidenceChart(data: ChartData) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let canvas: NodeRef<Canvas> = NodeRef::new();
    let hits: StoredValue<Vec<PointHit>> = StoredValue::new(Vec::new());
    let (failed, set_failed) = signal(None::<String>);
    let (width, set_width) = signal(0.0_f64);
    let resize = window_event_listener(leptos::ev::resize, move |_| {
        if let Some(c) = canvas.get_untracked() {
            set_width.set(c.client_width() as f64);
        }
    });
    on_cleanup(move || resize.remove());
    let d = ctx.ds.clone();
    let chart = data.clone();
    let height = height_px(&data);
    Effect::new(move |_| {
        let Some(el) = canvas.get() else { return };
        let (lang, theme) = (ctx.lang.get(), ctx.theme.get());
        let w = match width.get() {
            w if w > 0.0 => w,
            _ => el.client_width().max(320) as f64,
        };
        let dpr = window().device_pixel_ratio().max(1.0);
        el.set_width((w * dpr).round() as u32);
        el.set_height((height * dpr).round() as u32);
        let _ = web_sys::HtmlElement::style(&el).set_property("height", &format!("{height}px"));
        // The runs' own figures this chart can show (redrawn as they change).
        let own = ctx.runs.with(|r| own_points(&d, &chart, r.iter()));
        let _ = el.set_attribute("data-own-points", &own.len().to_string());
        match draw(&el, &d, &chart, &own, lang, Palette::of(theme), dpr) {
            Ok(h) => {
                hits.set_value(h);
                set_failed.set(None);
            }
            Err(e) => set_failed.set(Some(e)),
        }
    });
    let arms: Vec<Option<usize>> = data.points.iter().map(|p| p.arm).collect();
    let ctx2 = ctx.clone();
    let arms2 = arms.clone();
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let (x, y) = (ev.offset_x() as f64, ev.offset_y() as f64);
        let point = hits.with_value(|h| hit(h, x, y));
        if let Some(arm) = point.and_then(|p| arms2[p]) {
            ctx2.show(arm_config(&ctx2.ds, arm).clone(), false);
        }
    };
    let title = data.title.clone();
    let id = data.id.clone();
    let title_id = format!("chart-{id}-title");
    let table = table(data.clone(), title_id.clone());
    view! {
        <figure class="evidence-chart" data-testid=format!("chart-{id}")>
            <figcaption id=title_id>{move || title.get(lang()).to_string()}</figcaption>
            <canvas
                node_ref=canvas
                class="chart-canvas"
                data-testid=format!("chart-canvas-{id}")
                aria-hidden="true"
                on:click=on_click
            ></canvas>
            {move || failed.get().map(|e| view! { <p class="notice" role="alert">{e}</p> })}
            {table}
            {data.source.map(|s| view! { <SourceQuote source=s /> })}
        </figure>
    }
}

/// The chart's points as a table, each measured one with a "show" button;
/// `title_id` names the chart's caption, which names the table's box.
fn table(data: ChartData, title_id: String) -> impl IntoView {
    let ctx = use_app();
    let page_lang = ctx.lang;
    let lang = move || ctx.lang.get();
    let kind = data.kind;
    let series = data.series.clone();
    // A sweep with a point placed by our reading says so in a column.
    let read = data.points.iter().any(|p| p.reading.is_some());
    let headers = move || {
        let l = lang();
        let mut cols: Vec<PageKey> = match kind {
            ChartKind::Buys => vec![
                PageKey::ChartWhat,
                PageKey::ChartBefore,
                PageKey::ChartAfter,
                PageKey::ChartSaved,
            ],
            ChartKind::Sweep => vec![
                PageKey::ChartSeries,
                PageKey::ChartValue,
                PageKey::ChartFigure,
            ],
            ChartKind::Spread => vec![PageKey::ChartWhat, PageKey::ChartMean, PageKey::ChartStdev],
            ChartKind::Proportion => vec![
                PageKey::ChartWhat,
                PageKey::ChartCost,
                PageKey::ChartDominated,
            ],
        };
        let reading = read.then(|| tr(l, Key::FigureReading));
        cols.drain(..)
            .map(|k| tr(l, k))
            .chain(reading)
            .map(|h| view! { <th scope="col">{h}</th> })
            .collect_view()
    };
    let rows = move || {
        let l = lang();
        let proportion = ctx.ds.file.reference.proportion.clone();
        data.points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let cells: Vec<String> = match kind {
                    ChartKind::Buys => {
                        let (b, a) = p.before_after.unwrap_or_default();
                        let after = if p.arithmetic {
                            format!(
                                "{} ({})",
                                arithmetic_value(&format_ms(a)),
                                tr(l, Key::FigureArithmetic)
                            )
                        } else {
                            format_ms(a)
                        };
                        let bar = if p.y_arithmetic {
                            format!(
                                "{} ({})",
                                arithmetic_value(&format_ms(p.y)),
                                tr(l, Key::FigureArithmetic)
                            )
                        } else {
                            format_ms(p.y)
                        };
                        vec![p.label.get(l).to_string(), format_ms(b), after, bar]
                    }
                    ChartKind::Sweep => vec![
                        series
                            .get(p.series)
                            .map(|s| s.get(l).to_string())
                            .unwrap_or_default(),
                        p.label.get(l).to_string(),
                        p.values
                            .iter()
                            .map(|v| format_ms(*v))
                            .collect::<Vec<_>>()
                            .join(" / "),
                    ]
                    .into_iter()
                    .chain(read.then(|| {
                        p.reading.as_ref().map_or_else(String::new, |r| {
                            trf(l, Key::BadgeArmReading, &[("reading", r.get(l))])
                        })
                    }))
                    .collect(),
                    ChartKind::Spread => vec![
                        p.label.get(l).to_string(),
                        format_ms(p.y),
                        p.stdev.map(format_ms).unwrap_or_default(),
                    ],
                    ChartKind::Proportion => {
                        let row = proportion.as_ref().and_then(|pr| pr.rows.get(i));
                        vec![
                            p.label.get(l).to_string(),
                            row.map(|r| r.cost_label.get(l).to_string())
                                .unwrap_or_default(),
                            row.map(|r| r.dominated_by.get(l).to_string())
                                .unwrap_or_default(),
                        ]
                    }
                };
                let show = p.arm.map(|arm| {
                    let ctx = ctx.clone();
                    view! {
                        <button
                            type="button"
                            class="show-on-timeline"
                            data-testid="chart-show"
                            on:click=move |_| ctx.show(arm_config(&ctx.ds, arm).clone(), false)
                        >
                            {tr(l, PageKey::ShowShort)}
                        </button>
                    }
                });
                view! {
                    <tr data-testid="chart-row">
                        {cells.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}
                        <td>{show}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <TableScroll labelled_by=title_id><table class="chart-table">
            <thead><tr>{headers}<th scope="col"><span class="sr-only">{words(page_lang, PageKey::ShowOnTimeline)}</span></th></tr></thead>
            <tbody>{rows}</tbody>
        </table></TableScroll>
    }
}
