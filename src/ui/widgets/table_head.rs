//! A table's column headings, in the current language: one owner for the
//! `<thead>` the tables of the page share.

use leptos::prelude::*;

use crate::i18n::page::Word;
use crate::i18n::tr;

use crate::ui::shell::context::use_app;

/// `<thead>` with one `<th scope="col">` per key, in order.
#[component]
pub fn TableHead(columns: &'static [Word]) -> impl IntoView {
    let ctx = use_app();
    let headings = columns
        .iter()
        .map(|&key| view! { <th scope="col">{move || tr(ctx.lang.get(), key)}</th> })
        .collect_view();
    view! {
        <thead>
            <tr>{headings}</tr>
        </thead>
    }
}
