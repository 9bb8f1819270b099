//! "Save SVG": the handoff as a vector image for docs, in the page's
//! language and theme (the generator is `view::svg`).

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::view::svg::{svg, SvgView};

use crate::ui::exports::download::export_current;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// The button that downloads the current timeline as an SVG file.
#[component]
pub fn SaveSvg() -> impl IntoView {
    let ctx = use_app();
    let page_lang = ctx.lang;
    let save = move |_| {
        let view = SvgView {
            lang: ctx.lang.get_untracked(),
            theme: ctx.theme.get_untracked(),
            zoom: ctx.zoom.get_untracked(),
            critical: ctx.critical.get_untracked(),
            ruler: ruler_mark(&ctx),
        };
        export_current(&ctx, "image/svg+xml", "svg", |snaps| {
            svg(&ctx.ds, snaps, &view)
        });
    };
    view! {
        <button type="button" data-testid="save-svg" on:click=save title=words(page_lang, PageKey::SaveSvgTitle)>
            {words(page_lang, PageKey::SaveSvg)}
        </button>
    }
}

/// The ruler as the first module draws it, for the exports: its length
/// read over the runs on screen (the page's figure where it is one).
pub fn ruler_mark(ctx: &crate::ui::shell::context::AppCtx) -> Option<crate::view::RulerMark> {
    let ruler = ctx.ruler.get_untracked()?;
    let (tl, v) = (ctx.timeline.get_untracked(), ctx.verdict.get_untracked());
    let (tb, vb) = (
        ctx.timeline_b.get_untracked(),
        ctx.verdict_b.get_untracked(),
    );
    let mut runs = vec![(&tl, &v)];
    if let (Some(tb), Some(vb)) = (&tb, &vb) {
        runs.push((tb, vb));
    }
    let lang = ctx.lang.get_untracked();
    Some(crate::view::ruler::mark_of(&ctx.ds, &runs, ruler, lang))
}
