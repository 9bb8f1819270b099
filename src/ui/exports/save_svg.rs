//! "Save SVG": the handoff as a vector image for docs, in the page's
//! language and theme (the generator is `view::svg`).

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::view::svg::svg;

use crate::ui::exports::download::export_current;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// The button that downloads the current timeline as an SVG file.
#[component]
pub fn SaveSvg() -> impl IntoView {
    let ctx = use_app();
    let page_lang = ctx.lang;
    let save = move |_| {
        let picture = ctx.picture();
        export_current(&ctx, "image/svg+xml", "svg", |snaps| {
            svg(&ctx.ds, snaps, &picture)
        });
    };
    view! {
        <button type="button" data-testid="save-svg" on:click=save title=words(page_lang, PageKey::SaveSvgTitle)>
            {words(page_lang, PageKey::SaveSvg)}
        </button>
    }
}
