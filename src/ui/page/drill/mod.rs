//! "Your drill": a reader's own failover drill, read from what they paste
//! or drop (an events table, the nodes' logs, a trace: `drill_read`), drawn
//! on the timeline beside the model of the same configuration. The view
//! holds it as its link's text (an intent: the first module owns the
//! view), and the page below reads that again to draw it
//! (`ui::shell::drills`). A bad paste is named line by line and never takes
//! a drill off the screen.

mod input;
mod logs;
mod reading;
mod shown;
mod table;

use std::sync::Arc;

use leptos::prelude::*;

use crate::drill_read::log::{drill_of, LogReader, LogReading, MarkFound};
use crate::drill_read::{kind, looks_binary, Kind, Notice, ReadDrill, Reading};
use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::drill::Drill;
use crate::model::own::By;
use crate::model::{Dataset, Lang, Side};
use crate::state::drill_link::DrillLink;
use crate::state::protocol::Intent;

use crate::ui::shell::context::{ask, use_app};
use crate::ui::widgets::words::words;
use input::{each_line, head, whole, Body, Feed, Input, Progress, Stop};
use logs::{keep_texts, kept_texts, Choices, LogsPanel};
use reading::{log_lines, reading_lines, stop_text};

/// The largest file read (more is a notice).
pub const MAX_BYTES: f64 = 512.0 * 1024.0 * 1024.0;

/// Everything the section holds between two readings.
#[derive(Clone, Copy)]
struct State {
    side: RwSignal<Side>,
    lines: RwSignal<Vec<String>>,
    /// A table's or a trace's drills.
    read: RwSignal<Option<Arc<Reading>>>,
    /// The drill of the reading drawn now (its index).
    drawn: RwSignal<Option<usize>>,
    /// A log reading, what its marks found, and the reader's choices.
    logs: RwSignal<Option<Arc<LogReading>>>,
    found: RwSignal<Vec<MarkFound>>,
    choices: Choices,
    progress: Progress,
    inputs: StoredValue<Vec<Input>, LocalStorage>,
}

impl State {
    /// Draw `d` (a drill read) on the chosen side: an intent.
    fn draw(self, ds: &Dataset, d: &ReadDrill) {
        let drill = Drill::new(ds, &d.times(), By::You);
        ask(Intent::SetDrill {
            side: self.side.get_untracked(),
            drill: Some(DrillLink::of(ds, &drill)),
        });
    }

    /// The drill of the log reading as the reader chose, drawn.
    fn assemble(self, ds: &Dataset) {
        let Some(r) = self.logs.get_untracked() else {
            return;
        };
        let lanes = self.choices.lanes.get_untracked();
        let picks = self.choices.picks.get_untracked();
        let (drill, found) = drill_of(ds, &r, &lanes, &picks);
        self.found.set(found);
        if !drill.found.is_empty() {
            self.draw(ds, &drill);
        }
    }

    /// Read the inputs kept: what each is, by its start; then the whole.
    fn read(self, ds: Arc<Dataset>, lang: ReadSignal<Lang>) {
        let inputs = self.inputs.get_value();
        let Some(first) = inputs.first().cloned() else {
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let l = lang.get_untracked();
            let sample = match head(&first).await {
                Ok(s) => s,
                Err(why) => return self.lines.set(vec![why]),
            };
            if looks_binary(&sample) {
                return self
                    .lines
                    .set(vec![tr(l, PageKey::DrillReadNotText).to_string()]);
            }
            let got = match kind(&ds, &sample) {
                Kind::Log => return self.read_logs(ds, lang, inputs).await,
                Kind::Trace => whole(&first, self.progress)
                    .await
                    .map(|t| crate::drill_read::trace::read_trace(&ds, &t)),
                Kind::Table => {
                    let mut r = crate::drill_read::table::TableReader::new(&ds);
                    let feed = |f: Feed| {
                        if let Feed::Line(x) = f {
                            r.line(x);
                        }
                    };
                    each_line(std::slice::from_ref(&first), self.progress, feed)
                        .await
                        .map(|_| r.finish())
                }
            };
            let got = match got {
                Ok(got) => got,
                // A newer reading says what it found.
                Err(Stop::Superseded) => return,
                Err(stop) => return self.lines.set(stop_text(stop, l)),
            };
            self.lines.set(reading_lines(&ds, &got, l));
            self.logs.set(None);
            // A reading with no drill keeps the drill on screen.
            if got.drills.is_empty() || got.notices.contains(&Notice::NotText) {
                return;
            }
            self.draw(&ds, &got.drills[0]);
            self.drawn.set(Some(0));
            self.read.set(Some(Arc::new(got)));
        });
    }

    /// Read `inputs` as logs, with the reader's own texts.
    async fn read_logs(self, ds: Arc<Dataset>, lang: ReadSignal<Lang>, inputs: Vec<Input>) {
        let typed = self.choices.typed.get_untracked();
        let mut reader = LogReader::new(&ds, &typed);
        let got = each_line(&inputs, self.progress, |f| match f {
            Feed::Begin(name) => reader.begin(name),
            Feed::Line(x) => reader.line(x),
        })
        .await;
        let l = lang.get_untracked();
        match got {
            Err(Stop::Superseded) => return,
            Err(stop) => return self.lines.set(stop_text(stop, l)),
            Ok(()) => {}
        }
        let r = reader.finish();
        self.choices
            .lanes
            .set(r.logs.iter().map(|x| x.lane).collect());
        self.choices.picks.set(Vec::new());
        self.lines.set(log_lines(&ds, &r, l));
        self.read.set(None);
        self.logs.set(Some(Arc::new(r)));
        self.assemble(&ds);
    }
}

/// The box, the buttons, what reading found, the drills or logs read, and
/// the drill on screen against the model.
#[component]
pub fn DrillSection() -> impl IntoView {
    let ctx = use_app();
    let lang = ctx.lang;
    let ds = ctx.ds.clone();
    let text = RwSignal::new(String::new());
    let st = State {
        side: RwSignal::new(Side::A),
        lines: RwSignal::new(Vec::new()),
        read: RwSignal::new(None),
        drawn: RwSignal::new(None),
        logs: RwSignal::new(None),
        found: RwSignal::new(Vec::new()),
        choices: Choices {
            lanes: RwSignal::new(Vec::new()),
            picks: RwSignal::new(Vec::new()),
            typed: RwSignal::new(kept_texts(&ds)),
        },
        progress: Progress::new(),
        inputs: StoredValue::new_local(Vec::new()),
    };
    let comparing = ctx.compare;

    let on_read = {
        let ds = ds.clone();
        move |_| {
            let t = text.get_untracked();
            st.inputs.set_value(vec![Input {
                name: tr(lang.get_untracked(), PageKey::DrillPasted).to_string(),
                body: Body::Text(Arc::new(t)),
            }]);
            st.read(ds.clone(), lang);
        }
    };
    // Files dropped on the section, or picked: each one log (or a table,
    // or a trace).
    let take_files = {
        let ds = ds.clone();
        move |files: web_sys::FileList| {
            let l = lang.get_untracked();
            let mut inputs = Vec::new();
            for i in 0..files.length() {
                let Some(f) = files.get(i) else {
                    continue;
                };
                if f.size() > MAX_BYTES {
                    let mb = ((MAX_BYTES / (1024.0 * 1024.0)) as u64).to_string();
                    st.lines
                        .set(vec![trf(l, PageKey::DrillReadTooBig, &[("mb", &mb)])]);
                    return;
                }
                inputs.push(Input {
                    name: f.name(),
                    body: Body::File(f),
                });
            }
            if inputs.is_empty() {
                return;
            }
            st.inputs.set_value(inputs);
            st.read(ds.clone(), lang);
        }
    };
    let on_drop = {
        let take = take_files.clone();
        move |ev: web_sys::DragEvent| {
            if let Some(files) = ev.data_transfer().and_then(|d| d.files()) {
                ev.prevent_default();
                take(files);
            }
        }
    };
    let on_pick = move |ev: web_sys::Event| {
        let input: Option<web_sys::HtmlInputElement> = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into(t).ok());
        if let Some(files) = input.as_ref().and_then(|i| i.files()) {
            take_files(files);
        }
        // The same files picked again are a change too.
        if let Some(i) = input {
            i.set_value("");
        }
    };
    let reread = {
        let ds = ds.clone();
        move || {
            keep_texts(&ds, &st.choices.typed.get_untracked());
            st.read(ds.clone(), lang);
        }
    };
    let assemble = {
        let ds = ds.clone();
        move || st.assemble(&ds)
    };
    let draw = {
        let ds = ds.clone();
        move |i: usize| {
            let Some(r) = st.read.get_untracked() else {
                return;
            };
            if let Some(d) = r.drills.get(i) {
                st.drawn.set(Some(i));
                st.draw(&ds, d);
            }
        }
    };
    let clear = move |_| {
        st.drawn.set(None);
        ask(Intent::SetDrill {
            side: st.side.get_untracked(),
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
                            prop:checked=move || st.side.get() == s
                            on:change=move |_| st.side.set(s)
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
        st.progress.done.get().map(|f| {
            view! {
                <div class="drill-progress">
                    <progress data-testid="drill-progress" max="1" value=f></progress>
                    <button
                        type="button"
                        data-testid="drill-cancel"
                        on:click=move |_| st.progress.cancel.set(true)
                    >
                        {tr(lang.get(), PageKey::Cancel)}
                    </button>
                </div>
            }
        })
    };
    let no_drop = |ev: web_sys::DragEvent| ev.prevent_default();
    view! {
        <section class="drill" data-testid="drill" aria-labelledby="drill-title"
            on:dragover=no_drop on:drop=on_drop>
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
                ></textarea>
            </label>
            <label class="own-file">
                {words(lang, PageKey::DrillFiles)}
                <input type="file" multiple data-testid="drill-files" on:change=on_pick />
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
                    {move || st.lines.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                </ul>
            </div>
            <LogsPanel logs=st.logs found=st.found choices=st.choices reread=reread assemble=assemble />
            <table::DrillsTable read=st.read drawn=st.drawn draw=draw />
            <shown::DrillShown />
        </section>
    }
}
