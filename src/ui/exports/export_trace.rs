//! "Export trace": the current timeline as Chrome Trace Event JSON for
//! Perfetto or speedscope (the generator is `view::trace`).

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::view::trace::trace_json;

use crate::ui::exports::download::export_current;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// The button that downloads the current timeline as a trace file.
#[component]
pub fn ExportTrace() -> impl IntoView {
    let ctx = use_app();
    let page_lang = ctx.lang;
    let save = move |_| {
        let picture = ctx.picture();
        export_current(&ctx, "application/json", "json", |snaps| {
            trace_json(&ctx.ds, snaps, &picture)
        });
    };
    view! {
        <button type="button" data-testid="export-trace" on:click=save title=words(page_lang, PageKey::ExportTraceTitle)>
            {words(page_lang, PageKey::ExportTrace)}
        </button>
    }
}
