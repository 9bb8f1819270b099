//! The table view's pager: which rows of how many are listed, and the
//! buttons to the page before and after. Nothing while one page holds them
//! all (every bundled dataset).

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::trf;
use crate::view::paging::Pages;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

#[component]
pub fn Pager(
    pages: Pages,
    page: RwSignal<usize>,
    what: PageKey,
    testid: &'static str,
) -> impl IntoView {
    if !pages.paged() {
        return ().into_any();
    }
    let ctx = use_app();
    let said = move || {
        let rows = pages.rows(page.get());
        trf(
            ctx.lang.get(),
            what,
            &[
                ("from", &(rows.start + 1).to_string()),
                ("to", &rows.end.to_string()),
                ("n", &pages.n.to_string()),
            ],
        )
    };
    view! {
        <p class="table-pager" data-testid=testid>
            <button type="button" data-testid=format!("{testid}-prev")
                prop:disabled=move || page.get() == 0
                on:click=move |_| page.update(|p| *p = p.saturating_sub(1))>
                {words(ctx.lang, PageKey::TablePrev)}
            </button>
            <span aria-live="polite" data-testid=format!("{testid}-rows")>{said}</span>
            <button type="button" data-testid=format!("{testid}-next")
                prop:disabled=move || { page.get() + 1 >= pages.count() }
                on:click=move |_| page.update(|p| *p = (*p + 1).min(pages.count() - 1))
            >
                {words(ctx.lang, PageKey::TableNext)}
            </button>
        </p>
    }
    .into_any()
}
