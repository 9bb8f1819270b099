//! "Your drill": a reader's own failover drill, read from what they paste
//! or drop (an events table: `drill_read`), drawn on the timeline beside
//! the model of the same configuration. Reading it here; the view holds it
//! as its link's text (an intent: the first module owns the view), and the
//! page below reads that again to draw it (`ui::shell::drills`). A bad
//! paste is named line by line and never takes a drill off the screen.

mod reading;
mod shown;
mod table;

use std::sync::Arc;

use leptos::prelude::*;

use crate::drill_read::{looks_binary, Notice, Reading};
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::drill::Drill;
use crate::model::own::By;
use crate::model::Side;
use crate::state::drill_link::DrillLink;
use crate::state::protocol::Intent;

use crate::ui::shell::context::{ask, use_app};
use crate::ui::widgets::words::words;
use reading::{read_text, reading_lines, Progress};

/// The largest text read (a drill's table or logs; more is a notice).
pub const MAX_BYTES: usize = 256 * 1024 * 1024;

/// The box, the buttons, what reading found, the drills read, and the
/// drill on screen against the model.
#[component]
pub fn DrillSection() -> impl IntoView {
    let ctx = use_app();
    let lang = ctx.lang;
    let ds = ctx.ds.clone();
    let text = RwSignal::new(String::new());
    let side = RwSignal::new(Side::A);
    let lines: RwSignal<Vec<String>> = RwSignal::new(Vec::new());
    let read: RwSignal<Option<Arc<Reading>>> = RwSignal::new(None);
    // The drill of the reading drawn now (its index).
    let drawn: RwSignal<Option<usize>> = RwSignal::new(None);
    let progress = Progress::new();
    let comparing = ctx.compare;

    let draw = {
        let ds = ds.clone();
        move |i: usize| {
            let Some(r) = read.get_untracked() else {
                return;
            };
            let Some(d) = r.drills.get(i) else {
                return;
            };
            let drill = Drill::new(&ds, &d.times(), By::You);
            drawn.set(Some(i));
            ask(Intent::SetDrill {
                side: side.get_untracked(),
                drill: Some(DrillLink::of(&ds, &drill)),
            });
        }
    };
    // Read `t` (the box's text, or a dropped file's).
    let start = {
        let (ds, draw) = (ds.clone(), draw.clone());
        move |t: String| {
            let l = lang.get_untracked();
            if looks_binary(&t) {
                lines.set(vec![tr(l, PageKey::DrillReadNotText).to_string()]);
                return;
            }
            let (ds2, draw) = (ds.clone(), draw.clone());
            read_text(ds.clone(), t, progress, move |got| {
                let Some(got) = got else {
                    lines.set(Vec::new());
                    return;
                };
                let l = lang.get_untracked();
                lines.set(reading_lines(&ds2, &got, l));
                // A reading with no drill keeps the drill on screen.
                if got.drills.is_empty() || got.notices.contains(&Notice::NotText) {
                    return;
                }
                read.set(Some(Arc::new(got)));
                draw(0);
            });
        }
    };
    let on_read = {
        let start = start.clone();
        move |_| start(text.get_untracked())
    };
    let on_drop = {
        let start = start.clone();
        move |ev: web_sys::DragEvent| {
            let Some(file) = ev
                .data_transfer()
                .and_then(|d| d.files())
                .and_then(|f| f.get(0))
            else {
                return;
            };
            ev.prevent_default();
            let l = lang.get_untracked();
            if file.size() > MAX_BYTES as f64 {
                let mb = (MAX_BYTES / (1024 * 1024)).to_string();
                lines.set(vec![trf(l, PageKey::DrillReadTooBig, &[("mb", &mb)])]);
                return;
            }
            let start = start.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let Ok(t) = wasm_bindgen_futures::JsFuture::from(file.text()).await else {
                    lines.set(vec![tr(l, PageKey::DrillReadNotText).to_string()]);
                    return;
                };
                let t = t.as_string().unwrap_or_default();
                // The box shows a small file; a big one is only read.
                if t.len() <= 1024 * 1024 {
                    text.set(t.clone());
                }
                start(t);
            });
        }
    };
    let clear = move |_| {
        drawn.set(None);
        ask(Intent::SetDrill {
            side: side.get_untracked(),
            drill: None,
        });
    };
    let marks_known = {
        let ds = ds.clone();
        move || {
            let l = lang.get();
            let ids: Vec<&str> = ds.file.marks.iter().map(|m| m.id.as_str()).collect();
            trf(l, PageKey::DrillMarksKnown, &[("marks", &ids.join(", "))])
        }
    };
    let side_picker = move || {
        comparing.get().is_some().then(|| {
            let pick = |s: Side, key: PageKey| {
                view! {
                    <label>
                        <input
                            type="radio"
                            name="drill-side"
                            data-testid=format!("drill-side-{}", s.letter())
                            prop:checked=move || side.get() == s
                            on:change=move |_| side.set(s)
                        />
                        {words(lang, key)}
                    </label>
                }
            };
            view! {
                <fieldset class="own-side">
                    <legend>{words(lang, PageKey::OwnFor)}</legend>
                    {pick(Side::A, PageKey::OwnSideA)}
                    {pick(Side::B, PageKey::OwnSideB)}
                </fieldset>
            }
        })
    };
    let bar = move || {
        progress.done.get().map(|f| {
            view! {
                <div class="drill-progress">
                    <progress data-testid="drill-progress" max="1" value=f></progress>
                    <button
                        type="button"
                        data-testid="drill-cancel"
                        on:click=move |_| progress.cancel.set(true)
                    >
                        {tr(lang.get(), PageKey::Cancel)}
                    </button>
                </div>
            }
        })
    };
    let no_drop = |ev: web_sys::DragEvent| ev.prevent_default();
    view! {
        <section class="drill" data-testid="drill" aria-labelledby="drill-title">
            <h2 id="drill-title">{words(lang, PageKey::DrillTitle)}</h2>
            <p class="hint">{words(lang, PageKey::DrillHelp)}</p>
            <p class="hint drill-marks-known">{marks_known}</p>
            {side_picker}
            <label class="drill-input">
                <span>{words(lang, PageKey::DrillInput)}</span>
                <textarea
                    data-testid="drill-input"
                    rows="8"
                    spellcheck="false"
                    autocomplete="off"
                    prop:value=move || text.get()
                    on:input:target=move |ev| text.set(ev.target().value())
                    on:dragover=no_drop
                    on:drop=on_drop
                ></textarea>
            </label>
            <div class="own-buttons">
                <button type="button" data-testid="drill-read" on:click=on_read>
                    {words(lang, PageKey::DrillRead)}
                </button>
                <button type="button" data-testid="drill-clear" on:click=clear>
                    {words(lang, PageKey::DrillClear)}
                </button>
            </div>
            {bar}
            <div role="status" aria-live="polite" data-testid="drill-notices">
                <ul class="own-problems">
                    {move || lines.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                </ul>
            </div>
            <table::DrillsTable read=read drawn=drawn draw=draw />
            <shown::DrillShown />
        </section>
    }
}
