//! "Export trace": the current timeline as Chrome Trace Event JSON for
//! Perfetto or speedscope (the generator is `view::trace`).

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::view::export::{file_name, Snapshot};
use crate::view::trace::trace_json;

use super::context::use_app;
use super::download::download_text;

/// The button that downloads the current timeline as a trace file.
#[component]
pub fn ExportTrace() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let save = move |_| {
        let (cfg, tl, verdict) = (
            ctx.config.get_untracked(),
            ctx.timeline.get_untracked(),
            ctx.verdict.get_untracked(),
        );
        let snap = Snapshot {
            config: &cfg,
            timeline: &tl,
            verdict: &verdict,
        };
        let text = trace_json(&ctx.ds, &[snap], ctx.lang.get_untracked());
        download_text(&text, "application/json", &file_name(&ctx.ds, &cfg, "json"));
    };
    view! {
        <button type="button" data-testid="export-trace" on:click=save title=move || tr(lang(), Key::ExportTraceTitle)>
            {move || tr(lang(), Key::ExportTrace)}
        </button>
    }
}
