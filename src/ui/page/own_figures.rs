//! "Your measurements": the figures of a reader's own drill for the
//! configuration on screen, typed per metric of the dataset or read from a
//! file their drill script writes. They become the side's own figures
//! (an intent: the first module owns the view), shown beside the page's
//! and carried by the link. A bad value is named and left out; what was
//! typed stays in its box.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::own::{By, OwnFigures, OwnMetric};
use crate::model::tour::sentence;
use crate::model::{Dataset, Lang, Side};
use crate::state::figures::{parse_metric, put};
use crate::state::figures_file::{
    read_figures_file, FileBad, FileProblem, FileRun, MAX_FILE_BYTES,
};
use crate::state::protocol::Intent;
use crate::view::describe::{config_summary, problem_text, source_text};
use crate::view::format::shortest;

use crate::ui::shell::context::{ask, use_app};
use crate::ui::widgets::words::words;

/// The boxes (one per metric: the outage first, the others folded), the
/// buttons, what was left out, and the file picker with its runs.
#[component]
pub fn OwnFiguresSection() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = ctx.lang;
    let n = ds.file.metrics.len();
    let om = ds.outage_metric();
    let texts: Vec<RwSignal<String>> = (0..n).map(|_| RwSignal::new(String::new())).collect();
    let side = RwSignal::new(Side::A);
    let problems: RwSignal<Vec<String>> = RwSignal::new(Vec::new());
    let comparing = ctx.compare;
    // What this form last asked for: when it comes back, the boxes keep
    // what was typed (a value left out stays there to be mended).
    let sent: RwSignal<Option<OwnFigures>> = RwSignal::new(None);
    // The boxes show the side's figures whenever they change otherwise (a
    // link's come in this way, a file's, the other side's).
    {
        let texts = texts.clone();
        let own = ctx.own;
        Effect::new(move |_| {
            let s = side.get();
            let f = own.with(|o| o.get(s.index()).cloned().flatten());
            if f.is_some() && sent.with_untracked(|x| *x == f) {
                return;
            }
            for (m, t) in texts.iter().enumerate() {
                let v = f.as_ref().and_then(|f| f.values(m)).map(values_text);
                t.set(v.unwrap_or_default());
            }
        });
    }
    let apply = {
        let (ds, ctx, texts) = (ds.clone(), ctx.clone(), texts.clone());
        move |_| {
            let lang = lang.get_untracked();
            let mut metrics: Vec<OwnMetric> = Vec::new();
            let mut out = Vec::new();
            for (m, t) in texts.iter().enumerate() {
                let text = t.get_untracked();
                if text.trim().is_empty() {
                    continue;
                }
                let id = &ds.file.metrics[m].id;
                let (got, bads) = parse_metric(&ds, id, &text);
                let name = ds.file.metrics[m].name.get(lang);
                out.extend(bads.iter().map(|b| {
                    trf(
                        lang,
                        PageKey::OwnProblem,
                        &[
                            ("metric", name),
                            ("value", &b.text),
                            ("why", &problem_text(lang, &b.problem)),
                        ],
                    )
                }));
                if let Some(g) = got {
                    put(&mut metrics, g);
                }
            }
            let s = side.get_untracked();
            let config = match s {
                Side::A => ctx.config.get_untracked(),
                Side::B => ctx
                    .compare
                    .get_untracked()
                    .unwrap_or_else(|| ctx.config.get_untracked()),
            };
            if metrics.is_empty() {
                out.push(tr(lang, PageKey::OwnNothing).to_string());
            } else {
                let count: usize = metrics.iter().map(|m| m.values.len()).sum();
                out.insert(
                    0,
                    trf(lang, PageKey::OwnShown, &[("n", &count.to_string())]),
                );
                let figures = OwnFigures {
                    config,
                    metrics,
                    by: By::You,
                };
                sent.set(Some(figures.clone()));
                ask(Intent::SetOwn {
                    side: s,
                    figures: Some(figures),
                });
            }
            problems.set(out);
        }
    };
    let clear = move |_| {
        problems.set(Vec::new());
        ask(Intent::SetOwn {
            side: side.get_untracked(),
            figures: None,
        });
    };
    let input = |m: usize, t: RwSignal<String>, ds: &Dataset| {
        let id = format!("own-{}", ds.file.metrics[m].id);
        let name = ds.file.metrics[m].name.clone();
        view! {
            <label class="own-metric">
                <span>{move || name.get(lang.get()).to_string()}</span>
                <input
                    type="text"
                    id=id.clone()
                    data-testid=id
                    data-metric=ds.file.metrics[m].id.clone()
                    spellcheck="false"
                    autocomplete="off"
                    prop:value=move || t.get()
                    on:input:target=move |ev| t.set(ev.target().value())
                />
            </label>
        }
    };
    let outage_box = input(om, texts[om], &ds);
    // No box for a metric that is none by what it is (from an event to itself).
    let other_boxes = (0..n)
        .filter(|&m| m != om && !ds.file.metrics[m].none_by_definition())
        .map(|m| input(m, texts[m], &ds))
        .collect_view();
    let side_picker = move || {
        comparing.get().is_some().then(|| {
            let pick = |s: Side, key: PageKey| {
                view! {
                    <label>
                        <input
                            type="radio"
                            name="own-side"
                            data-testid=format!("own-side-{}", s.letter())
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
    // The page's advice only where the dataset quotes it; the app's help
    // alone attributes nothing to the page.
    let advice = {
        let ds = ds.clone();
        move || {
            let l = lang.get();
            let (_, src) = sentence(&ds, &ds.file.reference.advice, l)?;
            let q = source_text(&ds, src, l).into_quote()?;
            Some(view! {
                <p class="hint own-advice" data-testid="own-advice">
                    {tr(l, PageKey::OwnAdvice)}" “"<span lang=q.lang.clone()>{q.text}</span>"” "
                    <cite lang=q.lang>{q.cite}</cite>
                </p>
            })
        }
    };
    view! {
        <section class="own-figures" data-testid="own-figures" aria-labelledby="own-title">
            <h2 id="own-title">{words(lang, PageKey::OwnTitle)}</h2>
            {advice}
            <p class="hint">{words(lang, PageKey::OwnHelp)}</p>
            {side_picker}
            {outage_box}
            <details class="own-more">
                <summary>{words(lang, PageKey::OwnMore)}</summary>
                {other_boxes}
            </details>
            <div class="own-buttons">
                <button type="button" data-testid="own-apply" on:click=apply>
                    {words(lang, PageKey::OwnApply)}
                </button>
                <button type="button" data-testid="own-clear" on:click=clear>
                    {words(lang, PageKey::OwnClear)}
                </button>
            </div>
            <div role="status" aria-live="polite" data-testid="own-problems">
                <ul class="own-problems">
                    {move || problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                </ul>
            </div>
            <OwnFile />
        </section>
    }
}

/// The values of a metric as the box shows them ("71, 69, 74").
fn values_text(values: &[f64]) -> String {
    values
        .iter()
        .map(|&v| shortest(v))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A file picker: the file is read here (never uploaded), its problems
/// listed by line, its configurations listed to show as A or B.
#[component]
fn OwnFile() -> impl IntoView {
    let ctx = use_app();
    let lang = ctx.lang;
    let runs: RwSignal<Vec<FileRun>> = RwSignal::new(Vec::new());
    let bad: RwSignal<(Vec<FileBad>, usize)> = RwSignal::new((Vec::new(), 0));
    let ds = ctx.ds.clone();
    let pick = move |ev: web_sys::Event| {
        let Some((_, file)) = crate::ui::widgets::picked_file::picked_file(&ev) else {
            return;
        };
        let ds = ds.clone();
        // Refused by its size before a byte is read.
        if file.size() > MAX_FILE_BYTES as f64 {
            let b = FileBad {
                line: 0,
                text: String::new(),
                problem: FileProblem::TooBig(MAX_FILE_BYTES),
            };
            bad.set((vec![b], 0));
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            let Ok(buf) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await else {
                let b = FileBad {
                    line: 0,
                    text: String::new(),
                    problem: FileProblem::NotText,
                };
                bad.set((vec![b], 0));
                return;
            };
            let bytes = web_sys::js_sys::Uint8Array::new(&buf).to_vec();
            let read = read_figures_file(&ds, &bytes);
            bad.set((read.bad, read.more));
            runs.set(read.runs);
        });
    };
    let d = ctx.ds.clone();
    let problems = move || {
        let l = lang.get();
        bad.with(|(list, more)| {
            let mut out: Vec<String> = list.iter().map(|b| file_problem(b, l)).collect();
            if *more > 0 {
                out.push(trf(l, PageKey::OwnFileMore, &[("n", &more.to_string())]));
            }
            out.into_iter()
                .map(|p| view! { <li>{p}</li> })
                .collect_view()
        })
    };
    let listed = move || {
        let l = lang.get();
        let d = d.clone();
        runs.with(|list| {
            let head = (!list.is_empty())
                .then(|| trf(l, PageKey::OwnFileRuns, &[("n", &list.len().to_string())]));
            let items = list
                .iter()
                .enumerate()
                .map(|(i, r)| {
                    let what: Vec<String> = r
                        .metrics
                        .iter()
                        .map(|m| format!("{} × {}", d.file.metrics[m.metric].id, m.values.len()))
                        .collect();
                    let text = format!(
                        "{} — {} ({})",
                        config_summary(&d, &r.config, l),
                        what.join(", "),
                        r.written
                    );
                    let show = |s: Side, key: PageKey| {
                        let r = r.clone();
                        view! {
                            <button
                                type="button"
                                data-testid=format!("own-file-show-{}-{i}", s.letter())
                                on:click=move |_| ask(Intent::SetOwn {
                                    side: s,
                                    figures: Some(OwnFigures {
                                        config: r.config.clone(),
                                        metrics: r.metrics.clone(),
                                        by: By::You,
                                    }),
                                })
                            >
                                {words(lang, key)}
                            </button>
                        }
                    };
                    view! {
                        <li data-testid="own-file-run" data-line=r.line.to_string()>
                            <span>{text}</span>
                            {show(Side::A, PageKey::OwnShowA)}
                            {show(Side::B, PageKey::OwnShowB)}
                        </li>
                    }
                })
                .collect_view();
            view! {
                {head.map(|h| view! { <p>{h}</p> })}
                <ul class="own-file-runs">{items}</ul>
            }
        })
    };
    view! {
        <h3>{words(lang, PageKey::OwnFileTitle)}</h3>
        <p class="hint">{words(lang, PageKey::OwnFileHelp)}</p>
        <label class="own-file">
            {words(lang, PageKey::OwnFileLabel)}
            <input type="file" data-testid="own-file" accept=".csv,.jsonl,.json,.txt,text/csv" on:change=pick />
        </label>
        <div role="status" aria-live="polite" data-testid="own-file-problems">
            <ul class="own-problems">{problems}</ul>
        </div>
        <div data-testid="own-file-runs">{listed}</div>
    }
}

/// One problem of a file, with its line.
fn file_problem(b: &FileBad, lang: Lang) -> String {
    let why = match &b.problem {
        FileProblem::NotText => tr(lang, PageKey::FileNotText).to_string(),
        FileProblem::TooBig(bytes) => trf(
            lang,
            PageKey::FileTooBig,
            &[("mb", &(bytes / (1024 * 1024)).to_string())],
        ),
        FileProblem::BadLine => tr(lang, PageKey::FileBadLine).to_string(),
        FileProblem::BadConfig(what) => trf(lang, PageKey::FileBadConfig, &[("what", what)]),
        FileProblem::Figure(p) => problem_text(lang, p),
        FileProblem::TooManyRuns(n) => {
            trf(lang, PageKey::FileTooManyRuns, &[("n", &n.to_string())])
        }
        FileProblem::Empty => tr(lang, PageKey::FileEmpty).to_string(),
    };
    if b.line == 0 {
        trf(lang, PageKey::OwnFileWhole, &[("why", &why)])
    } else {
        trf(
            lang,
            PageKey::OwnFileLine,
            &[
                ("line", &b.line.to_string()),
                ("text", &b.text),
                ("why", &why),
            ],
        )
    }
}
