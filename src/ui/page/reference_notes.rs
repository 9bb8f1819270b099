//! The rest of the page, live: what the outage measures, the recommended
//! package, co-location, "knobs are not additive" (each masking effect with
//! buttons that show it on the timeline), the probes control, the
//! measurement traps, what remains, and SUSPEND-then-RESIGN.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::tr;
use crate::model::reference::{Prose, Section};

use crate::ui::page::show_buttons::ShowButtons;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::source_quote::SourceQuote;
use crate::ui::widgets::words::words;

/// A paragraph: its title, text, source and "show" buttons.
fn prose(p: Prose, testid: String) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let (title, text) = (p.title.clone(), p.text.clone());
    view! {
        <div class="prose" data-testid=testid>
            {title.map(|t| view! { <h4>{move || t.get(lang()).to_string()}</h4> })}
            <p>{move || text.get(lang()).to_string()}</p>
            {(!p.show.is_empty()).then(|| view! { <div class="show-buttons"><ShowButtons shows=p.show.clone() /></div> })}
            <SourceQuote source=p.source />
        </div>
    }
}

/// A titled section of paragraphs (nothing when the dataset has none).
fn section(
    title: PageKey,
    id: &'static str,
    items: Vec<Prose>,
    hint: Option<PageKey>,
) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    (!items.is_empty()).then(|| {
        view! {
            <section class="reference" data-testid=format!("ref-{id}")>
                <h3>{move || tr(lang(), title)}</h3>
                {hint.map(|h| view! { <p class="hint">{move || tr(lang(), h)}</p> })}
                {items
                    .into_iter()
                    .enumerate()
                    .map(|(i, p)| prose(p, format!("{id}-{i}")))
                    .collect_view()}
            </section>
        }
    })
}

/// A section the dataset titles itself, with its optional introduction.
fn titled_section(sec: Section) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let (title, intro, id) = (sec.title, sec.intro, sec.id);
    view! {
        <section class="reference" data-testid=format!("ref-{id}")>
            <h3>{move || title.get(lang()).to_string()}</h3>
            {intro.map(|t| view! { <p class="hint">{move || t.get(lang()).to_string()}</p> })}
            {sec.items
                .into_iter()
                .enumerate()
                .map(|(i, p)| prose(p, format!("{id}-{i}")))
                .collect_view()}
        </section>
    }
}

#[component]
pub fn ReferenceNotes() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let r = ctx.ds.file.reference.clone();
    let recommended = r.recommended.clone().map(|rec| {
        let intro = rec.intro.clone();
        let rows = rec
            .table
            .into_iter()
            .map(|row| {
                view! {
                    <tr>
                        <th scope="row">{move || row.configuration.get(lang()).to_string()}</th>
                        <td>{move || row.multi_az.get(lang()).to_string()}</td>
                        <td>{move || row.single_az.get(lang()).to_string()}</td>
                    </tr>
                }
            })
            .collect_view();
        let headers = rec
            .columns
            .into_iter()
            .map(|c| view! { <th scope="col">{move || c.get(lang()).to_string()}</th> })
            .collect_view();
        view! {
            <section class="reference" data-testid="ref-recommended">
                <h3>{words(ctx.lang, PageKey::RecommendedTitle)}</h3>
                <p>{move || intro.get(lang()).to_string()}</p>
                <table>
                    <thead>
                        <tr>{headers}</tr>
                    </thead>
                    <tbody>{rows}</tbody>
                </table>
                <SourceQuote source=rec.source />
            </section>
        }
    });
    let residual = r.residual.clone().map(|res| {
        let text = res.text.clone();
        view! {
            <section class="reference" data-testid="ref-residual">
                <h3>{words(ctx.lang, PageKey::ResidualTitle)}</h3>
                <p>{move || text.get(lang()).to_string()}</p>
                <ol>
                    {res.code_changes.into_iter().map(|c| view! {
                        <li><strong>{move || c.title.get(lang()).to_string()}</strong>" "{move || c.text.get(lang()).to_string()}</li>
                    }).collect_view()}
                </ol>
                <SourceQuote source=res.source />
            </section>
        }
    });
    view! {
        {section(PageKey::MetricTitle, "metric", r.metric.into_iter().collect(), None)}
        {recommended}
        {section(PageKey::MaskingTitle, "masking", r.masking, Some(PageKey::MaskingHint))}
        {section(PageKey::ColocationTitle, "colocation", r.colocation.into_iter().collect(), None)}
        {section(PageKey::ProbesTitle, "instrumentation", r.instrumentation.into_iter().collect(), None)}
        {section(PageKey::TrapsTitle, "traps", r.traps, None)}
        {residual}
        {section(PageKey::SuspendTitle, "suspend", r.suspend_then_resign.into_iter().collect(), None)}
        {r.sections.into_iter().map(titled_section).collect_view()}
    }
}
