//! The logs a drill was read from: each log with its lines, its lane (the
//! one its marks or its name gave it, or the reader's pick), its times'
//! zone and any times going back; each mark found (the line, its time, its
//! log), not found, or found more than once (another pickable); a box per
//! mark for the reader's own text that marks it (kept in the browser for
//! the dataset), and the dataset file with those texts added.

use std::sync::Arc;

use leptos::prelude::*;

use crate::drill_read::log::{mark_lane, LogReading, MarkFound};
use crate::drill_read::time::Zone;
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::file::LogText;
use crate::model::index::LaneIx;
use crate::model::{Dataset, Lang};

use crate::ui::shell::context::use_app;

/// What the reader chose of a log reading: a lane per log, a hit per mark.
#[derive(Clone, Copy)]
pub struct Choices {
    pub lanes: RwSignal<Vec<Option<LaneIx>>>,
    pub picks: RwSignal<Vec<(usize, usize)>>,
    /// The reader's own texts, by mark.
    pub typed: RwSignal<Vec<(usize, String)>>,
}

/// The reader's own texts for `ds`'s marks, as the browser keeps them.
pub fn kept_texts(ds: &Dataset) -> Vec<(usize, String)> {
    let Some(text) = storage().and_then(|s| s.get_item(&key(ds)).ok().flatten()) else {
        return Vec::new();
    };
    let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
    let Some(o) = v.as_object() else {
        return Vec::new();
    };
    o.iter()
        .filter_map(|(id, t)| Some((ds.mark_index(id)?, t.as_str()?.to_string())))
        .collect()
}

/// Keep `texts` for `ds` in the browser.
pub fn keep_texts(ds: &Dataset, texts: &[(usize, String)]) {
    let map: serde_json::Map<String, serde_json::Value> = texts
        .iter()
        .filter(|(_, t)| !t.trim().is_empty())
        .map(|(m, t)| {
            (
                ds.file.marks[*m].id.clone(),
                serde_json::Value::String(t.clone()),
            )
        })
        .collect();
    if let Some(s) = storage() {
        let _ = s.set_item(&key(ds), &serde_json::Value::Object(map).to_string());
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn key(ds: &Dataset) -> String {
    format!("failover-timeline:drill-texts:{}", ds.file.id)
}

/// The logs read and the marks found, with what the reader may change.
#[component]
pub fn LogsPanel(
    logs: RwSignal<Option<Arc<LogReading>>>,
    found: RwSignal<Vec<MarkFound>>,
    choices: Choices,
    reread: impl Fn() + Clone + Send + Sync + 'static,
    assemble: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let ctx = use_app();
    let (lang, ds) = (ctx.lang, ctx.ds.clone());
    move || {
        let r = logs.get()?;
        let l = lang.get();
        let lane_names: Vec<String> = ds
            .file
            .lanes
            .iter()
            .map(|x| x.name.get(l).to_string())
            .collect();
        let log_rows = r
            .logs
            .iter()
            .enumerate()
            .map(|(i, log)| {
                let assemble = assemble.clone();
                let chosen = move || choices.lanes.with(|c| c.get(i).copied().flatten());
                let options = std::iter::once((String::new(), "—".to_string()))
                    .chain(lane_names.iter().enumerate().map(|(k, n)| (k.to_string(), n.clone())))
                    .map(|(v, n)| {
                        let v2 = v.clone();
                        view! {
                            <option value=v prop:selected=move || chosen().map(|c| c.0.to_string()).unwrap_or_default() == v2>{n}</option>
                        }
                    })
                    .collect_view();
                let name = match &log.source {
                    Some(s) => format!("{} · {s}", log.name),
                    None => log.name.clone(),
                };
                let zone = zone_text(log.zone, l);
                let back = (log.backwards.0 > 0).then(|| {
                    trf(
                        l,
                        PageKey::DrillLogBackwards,
                        &[("n", &log.backwards.0.to_string()), ("line", &log.backwards.1.to_string())],
                    )
                });
                view! {
                    <tr data-testid="drill-log" data-log=i.to_string() data-lines=log.lines.to_string()
                        data-timed=log.timed.to_string()>
                        <th scope="row">{name}</th>
                        <td class="num">{log.lines}</td>
                        <td class="num">{log.timed}</td>
                        <td>{zone}{back.map(|b| format!(" · {b}"))}</td>
                        <td>
                            <select
                                data-testid=format!("drill-log-lane-{i}")
                                on:change:target=move |ev| {
                                    let v = ev.target().value().parse().ok().map(LaneIx);
                                    choices.lanes.update(|c| {
                                        c.resize(c.len().max(i + 1), None);
                                        c[i] = v;
                                    });
                                    assemble();
                                }
                            >
                                {options}
                            </select>
                        </td>
                    </tr>
                }
            })
            .collect_view();
        let mark_rows = (0..ds.file.marks.len())
            .map(|m| mark_row(&ds, &r, m, l, found, choices, assemble.clone()))
            .collect_view();
        let reread = reread.clone();
        let d = ds.clone();
        let download = move |_| {
            let texts = choices.typed.get_untracked();
            let json = crate::model::file::file_with_log_texts(&d.file, &texts);
            crate::ui::exports::download::download_text(
                &json,
                "application/json",
                &format!("{}.json", d.file.id),
            );
        };
        Some(view! {
            <h3>{tr(l, PageKey::DrillLogsTitle)}</h3>
            <div class="table-scroll">
                <table class="drill-logs" data-testid="drill-logs">
                    <thead><tr>
                        <th scope="col">{tr(l, PageKey::DrillLogName)}</th>
                        <th scope="col">{tr(l, PageKey::DrillLogLines)}</th>
                        <th scope="col">{tr(l, PageKey::DrillLogTimed)}</th>
                        <th scope="col">{tr(l, PageKey::DrillLogZone)}</th>
                        <th scope="col">{tr(l, PageKey::DrillLogLane)}</th>
                    </tr></thead>
                    <tbody>{log_rows}</tbody>
                </table>
            </div>
            <p class="hint">{tr(l, PageKey::DrillTextsHelp)}</p>
            <div class="table-scroll">
                <table class="drill-found" data-testid="drill-found">
                    <thead><tr>
                        <th scope="col">{tr(l, PageKey::DrillMark)}</th>
                        <th scope="col">{tr(l, PageKey::DrillFoundLine)}</th>
                        <th scope="col">{tr(l, PageKey::DrillTextOwn)}</th>
                    </tr></thead>
                    <tbody>{mark_rows}</tbody>
                </table>
            </div>
            <div class="own-buttons">
                <button type="button" data-testid="drill-reread" on:click=move |_| reread()>
                    {tr(l, PageKey::DrillReread)}
                </button>
                <button type="button" data-testid="drill-dataset-download" on:click=download>
                    {tr(l, PageKey::DrillDatasetDownload)}
                </button>
            </div>
        })
    }
}

/// One mark: where it was found (and the other lines it is on, to pick),
/// and the reader's own text for it.
fn mark_row(
    ds: &Arc<Dataset>,
    r: &LogReading,
    m: usize,
    l: Lang,
    found: RwSignal<Vec<MarkFound>>,
    choices: Choices,
    assemble: impl Fn() + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let mark = &ds.file.marks[m];
    let status = found
        .with_untracked(|f| f.get(m).cloned())
        .unwrap_or(MarkFound::No);
    let hit_text = |h: usize| {
        let hit = &r.hits[h];
        let log = &r.logs[hit.log];
        trf(
            l,
            PageKey::DrillHit,
            &[
                ("log", &log.name),
                ("line", &hit.line.to_string()),
                ("text", &hit.text),
            ],
        )
    };
    let (cell, state) = match &status {
        MarkFound::No => (tr(l, PageKey::DrillNotFound).to_string(), "none"),
        MarkFound::Yes { used, others } if others.is_empty() => (hit_text(*used), "one"),
        MarkFound::Yes { used, .. } => (hit_text(*used), "several"),
    };
    let pick = match status {
        MarkFound::Yes { used, others } if !others.is_empty() => {
            let mut all = vec![used];
            all.extend(others);
            all.sort_unstable();
            let options = all
                .into_iter()
                .map(|h| {
                    let text = hit_text(h);
                    view! { <option value=h.to_string() selected=h == used>{text}</option> }
                })
                .collect_view();
            Some(view! {
                <select
                    data-testid=format!("drill-pick-{}", mark.id)
                    on:change:target=move |ev| {
                        if let Ok(h) = ev.target().value().parse::<usize>() {
                            choices.picks.update(|p| {
                                p.retain(|(x, _)| *x != m);
                                p.push((m, h));
                            });
                            assemble();
                        }
                    }
                >
                    {options}
                </select>
            })
        }
        _ => None,
    };
    let given: Vec<String> = mark.log.iter().map(LogText::shown).collect();
    let lane = mark_lane(ds, m).map(|x| ds.file.lanes[x.0].name.get(l).to_string());
    let typed = move || {
        choices.typed.with(|t| {
            t.iter()
                .find(|(x, _)| *x == m)
                .map(|(_, s)| s.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <tr data-mark=mark.id.clone() data-found=state>
            <th scope="row">
                {mark.name.get(l).to_string()}
                {lane.map(|x| format!(" ({x})"))}
            </th>
            <td>{cell}{pick}</td>
            <td>
                <input
                    type="text"
                    data-testid=format!("drill-text-{}", mark.id)
                    placeholder=given.join(" · ")
                    spellcheck="false"
                    prop:value=typed
                    on:input:target=move |ev| {
                        let v = ev.target().value();
                        choices.typed.update(|t| {
                            t.retain(|(x, _)| *x != m);
                            t.push((m, v));
                        });
                    }
                />
            </td>
        </tr>
    }
}

/// What a log's times say of their zone.
fn zone_text(z: Option<Zone>, l: Lang) -> String {
    match z {
        Some(Zone::Offset(0)) => "UTC".into(),
        Some(Zone::Offset(o)) => {
            let sign = if o < 0 { '−' } else { '+' };
            let o = o.abs();
            format!("UTC{sign}{:02}:{:02}", o / 3600, o % 3600 / 60)
        }
        Some(Zone::Epoch) => tr(l, PageKey::DrillZoneEpoch).into(),
        Some(Zone::Unknown) | Some(Zone::Relative) => tr(l, PageKey::DrillZoneNone).into(),
        None => "—".into(),
    }
}
