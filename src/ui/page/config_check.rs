//! "Check my config": paste a config as it is written (properties, `-D`
//! flags, `JAVA_OPTS`, Kubernetes YAML, a Dockerfile, a systemd unit);
//! every setting the JVM would read differently from what was meant is
//! named with its lines and the form it was read as, the lines that name a
//! setting the JVM never reads are listed apart, and the timeline is set to
//! what the JVM would actually run with.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf};
use crate::model::jvm::{check, CheckReport, Finding, MAX_CHECK_LINES};
use crate::model::{Dataset, Lang};
use crate::view::jvm_text::{finding_text, form_text};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// How many findings are listed; the rest are counted. A list of thousands
/// would take seconds to build and no one reads it.
const LISTED_FINDINGS: usize = 50;

/// A text area, a button, and the findings.
#[component]
pub fn ConfigCheck() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let (pasted, set_pasted) = signal(String::new());
    let report: RwSignal<Option<CheckReport>> = RwSignal::new(None);
    let ctx2 = ctx.clone();
    let run = move |_| {
        let base = ctx2.config.get_untracked();
        let r = check(&ctx2.ds, &pasted.get_untracked(), &base);
        ctx2.show(r.config.clone(), false);
        report.set(Some(r));
    };
    let d = ctx.ds.clone();
    let findings = move || {
        report.with(|r| {
            let Some(r) = r else {
                return ().into_any();
            };
            let problems = r.findings.iter().filter(|f| f.kind.is_problem()).count();
            let summary = if problems == 0 {
                tr(lang(), PageKey::CheckClean).to_string()
            } else {
                trf(
                    lang(),
                    PageKey::CheckProblems,
                    &[("n", &problems.to_string())],
                )
            };
            let unread_lines = (r.lines_unread > 0).then(|| {
                let text = trf(
                    lang(),
                    PageKey::CheckUnread,
                    &[
                        ("max", &MAX_CHECK_LINES.to_string()),
                        ("n", &r.lines_unread.to_string()),
                    ],
                );
                view! { <p class="notice" data-testid="check-unread">{text}</p> }
            });
            let (unread, listed): (Vec<&Finding>, Vec<&Finding>) =
                r.findings.iter().partition(|f| f.kind.is_not_read());
            let not_read = (!unread.is_empty()).then(|| {
                let head = trf(
                    lang(),
                    PageKey::CheckNotRead,
                    &[("n", &unread.len().to_string())],
                );
                view! {
                    <div class="not-read" data-testid="check-not-read">
                        <p>{head}</p>
                        <ul class="findings">{finding_list(&d, &unread, lang(), "not-read")}</ul>
                        {more_line(unread.len(), lang())}
                    </div>
                }
            });
            view! {
                <p data-testid="check-summary">{summary}</p>
                {unread_lines}
                <ul class="findings">{finding_list(&d, &listed, lang(), "finding")}</ul>
                {more_line(listed.len(), lang())}
                {not_read}
            }
            .into_any()
        })
    };
    view! {
        <section class="config-check" aria-labelledby="check-title">
            <h2 id="check-title">{words(ctx.lang, PageKey::CheckTitle)}</h2>
            <p>{words(ctx.lang, PageKey::CheckHelp)}</p>
            <label for="check-input">{words(ctx.lang, PageKey::CheckPaste)}</label>
            <textarea
                id="check-input"
                data-testid="check-input"
                rows="8"
                spellcheck="false"
                prop:value=move || pasted.get()
                on:input:target=move |ev| set_pasted.set(ev.target().value())
            ></textarea>
            <button type="button" data-testid="check-run" on:click=run>
                {words(ctx.lang, PageKey::CheckButton)}
            </button>
            <div role="status" aria-live="polite" data-testid="check-report">{findings}</div>
        </section>
    }
}

/// The first [`LISTED_FINDINGS`] findings as list items, each with the
/// form it was read as; `test_id` names the list's items.
fn finding_list(ds: &Dataset, findings: &[&Finding], lang: Lang, test_id: &'static str) -> AnyView {
    findings
        .iter()
        .take(LISTED_FINDINGS)
        .map(|f| {
            let class = if f.kind.is_problem() {
                "finding problem"
            } else {
                "finding"
            };
            let form = f.form.map(|form| {
                view! { <span class="finding-form" data-testid="finding-form">{form_text(form, lang)}</span> }
            });
            view! {
                <li
                    class=class
                    data-testid=test_id
                    data-line=f.lines.first.to_string()
                    data-last-line=f.lines.last.to_string()
                    data-form=f.form.map(|form| form.id())
                >
                    <span class="finding-text">{finding_text(ds, f, lang)}</span>
                    {form}
                </li>
            }
        })
        .collect_view()
        .into_any()
}

/// "… and N more", past [`LISTED_FINDINGS`].
fn more_line(n: usize, lang: Lang) -> Option<impl IntoView> {
    let more = n.saturating_sub(LISTED_FINDINGS);
    (more > 0).then(|| {
        let text = trf(lang, PageKey::CheckMore, &[("n", &more.to_string())]);
        view! { <p data-testid="check-more">{text}</p> }
    })
}
