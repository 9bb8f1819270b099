//! The knobs: what each buys (from its pairs of measured figures, our
//! arithmetic marked as the chart marks it), the mechanism, and where it
//! bottoms out, in the dataset's order; a JVM system's properties under
//! each knob's name.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::Key;
use crate::model::file::DimensionKind;
use crate::view::evidence::{buy_text, buys};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::source_quote::source_quote;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::table_scroll::TableScroll;
use crate::ui::widgets::words::words;

#[component]
pub fn KnobTable() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let ds = ctx.ds.clone();
    let all_buys = buys(&ds);
    // A JVM system's knobs are named with their properties.
    let columns: &'static [Word] = if ds.file.dimensions.iter().any(|d| !d.properties.is_empty()) {
        &[
            Word::Page(PageKey::InertProperty),
            Word::Page(PageKey::KnobBuys),
            Word::Page(PageKey::KnobMechanism),
            Word::Page(PageKey::KnobKnee),
            Word::First(Key::Source),
        ]
    } else {
        &[
            Word::Page(PageKey::KnobName),
            Word::Page(PageKey::KnobBuys),
            Word::Page(PageKey::KnobMechanism),
            Word::Page(PageKey::KnobKnee),
            Word::First(Key::Source),
        ]
    };
    let rows = move || {
        let l = lang();
        ds.file
            .dimensions
            .iter()
            .enumerate()
            .filter(|(_, d)| d.kind == DimensionKind::Knob)
            .map(|(i, d)| {
                let buys: Vec<String> = all_buys
                    .iter()
                    .filter(|b| b.dimension.get() == i)
                    .map(|b| buy_text(b, l))
                    .collect();
                let props: Vec<String> = d.properties.iter().map(|p| p.name.clone()).collect();
                view! {
                    <tr data-testid="knob-row">
                        <th scope="row">
                            {d.name.get(l).to_string()}
                            {(!props.is_empty()).then(|| view! { <br /><code>{props.join(", ")}</code> })}
                        </th>
                        <td>{buys.into_iter().map(|b| view! { <div>{b}</div> }).collect_view()}</td>
                        <td>{d.gates.as_ref().map(|g| g.get(l).to_string())}</td>
                        <td>{d.bottoms_out.as_ref().map(|b| b.get(l).to_string())}</td>
                        <td>{d.source.as_ref().map(|s| source_quote(&ds, s, l))}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <section class="knob-table" aria-labelledby="knobs-title">
            <h2 id="knobs-title">{words(ctx.lang, PageKey::KnobsTitle)}</h2>
            <TableScroll labelled_by="knobs-title">
                <table>
                    <TableHead columns />
                    <tbody>{rows}</tbody>
                </table>
            </TableScroll>
        </section>
    }
}
