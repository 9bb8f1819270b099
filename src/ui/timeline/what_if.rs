//! A what-if warning beside the badge: in a configuration that was never
//! measured, each knob set off its stock value with what the page says that
//! costs (the dataset's `cost`), quoted. For a detection window, say,
//! tightening it risks a spurious promotion.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::index::DimIx;
use crate::view::describe::source_text;
use crate::view::jvm_text::cost_lines;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::source_quote::quote_details;

/// Shown only while the configuration is not measured and a knob with a
/// stated cost is off stock.
#[component]
pub fn WhatIf() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lines = Memo::new(move |_| {
        let lang = ctx.lang.get();
        if ctx.verdict.with(|v| v.is_measured()) {
            return (Vec::new(), Vec::new());
        }
        ctx.config.with(|c| {
            let quotes: Vec<_> = ds
                .file
                .dimensions
                .iter()
                .enumerate()
                .filter(|(d, dim)| c.get(&ds, DimIx(*d)) != dim.stock)
                .filter_map(|(_, dim)| dim.cost.as_ref())
                .filter_map(|cost| source_text(&ds, &cost.source, lang).into_quote())
                .collect();
            (cost_lines(&ds, c, lang), quotes)
        })
    });
    move || {
        let (text, quotes) = lines.get();
        let lang = ctx.lang.get_untracked();
        (!text.is_empty()).then(|| {
            view! {
                <section class="notice what-if" role="note" data-testid="what-if">
                    <p><strong>{tr(lang, Key::WhatIfTitle)}</strong></p>
                    {text.into_iter().map(|t| view! { <p>{t}</p> }).collect_view()}
                    {quotes.into_iter().map(|q| quote_details(tr(lang, Key::Source), q)).collect_view()}
                </section>
            }
        })
    }
}
