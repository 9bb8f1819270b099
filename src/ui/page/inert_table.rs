//! The knobs that do nothing, as a table (tried, result, why), each row
//! wired to the timeline's toggle for it; and the structural rules that
//! predict inertness.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, trf, Key};
use crate::model::Side;
use crate::state::protocol::Intent;

use crate::ui::shell::context::{ask, use_app};
use crate::ui::widgets::source_quote::SourceQuote;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::table_scroll::TableScroll;
use crate::ui::widgets::words::words;

#[component]
pub fn InertTable() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let n = ctx.ds.file.inert.len().to_string();
    let knobs = ctx.ds.file.inert.clone();
    let rows = knobs
        .into_iter()
        .enumerate()
        .map(|(k, knob)| {
            let on = move || ctx.config.with(|c| c.inert.contains(&k));
            let (tried, result, why) = (knob.tried.clone(), knob.result.clone(), knob.why.clone());
            view! {
                <tr data-testid="inert-row" data-inert=knob.id.clone()>
                    <th scope="row"><code>{knob.property.clone()}</code></th>
                    <td>{move || tried.get(lang()).to_string()}</td>
                    <td>{move || result.get(lang()).to_string()}</td>
                    <td>{move || why.get(lang()).to_string()} <SourceQuote source=knob.source.clone() /></td>
                    <td>
                        <button
                            type="button"
                            data-testid=format!("inert-row-toggle-{}", knob.id)
                            aria-pressed=move || on().to_string()
                            on:click=move |_| ask(Intent::SetInert { side: Side::A, knob: k, on: !on() })
                        >
                            {move || tr(lang(), if on() { Key::Yes } else { Key::No })}
                        </button>
                    </td>
                </tr>
            }
        })
        .collect_view();
    let rules = ctx.ds.file.reference.structural_rules.clone();
    view! {
        <section class="inert-table" aria-labelledby="inert-title">
            <h2 id="inert-title">{move || trf(lang(), PageKey::InertTitle, &[("n", &n)])}</h2>
            <TableScroll labelled_by="inert-title">
                <table>
                    <TableHead columns={&[Word::Page(PageKey::InertProperty), Word::Page(PageKey::InertTriedCol), Word::Page(PageKey::InertResult), Word::Page(PageKey::InertWhy), Word::Page(PageKey::InertOnTimeline)]} />
                    <tbody>{rows}</tbody>
                </table>
            </TableScroll>
            {(!rules.is_empty()).then(|| view! {
                <h3>{words(ctx.lang, PageKey::RulesTitle)}</h3>
                <ol class="rules">
                    {rules.into_iter().map(|r| {
                        let text = r.text.clone();
                        view! { <li>{move || text.get(lang()).to_string()} <SourceQuote source=r.source /></li> }
                    }).collect_view()}
                </ol>
            })}
        </section>
    }
}
