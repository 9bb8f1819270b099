//! The notice for URL parameters that were ignored: each named with what
//! would have been accepted. Shown as text, never as HTML; dismissible.

use leptos::prelude::*;

use crate::i18n::{tr, trf, Key};
use crate::state::query::Notice;

use super::context::use_app;

/// Lists `notices` until dismissed.
#[component]
pub fn Notices(
    /// The complaints about the current URL.
    notices: RwSignal<Vec<Notice>>,
) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    move || {
        let list = notices.get();
        (!list.is_empty()).then(|| {
            view! {
                <section class="notice" data-testid="url-notice" role="alert">
                    <p>{tr(lang(), Key::NoticeTitle)}</p>
                    <ul>
                        {list
                            .into_iter()
                            .map(|n| {
                                let line = if n.accepted.is_empty() {
                                    trf(lang(), Key::NoticeUnknown, &[("param", &n.param), ("value", &n.value)])
                                } else {
                                    trf(lang(), Key::NoticeBad, &[
                                        ("param", &n.param),
                                        ("value", &n.value),
                                        ("accepted", &n.accepted.join(", ")),
                                    ])
                                };
                                view! { <li data-testid="url-notice-item">{line}</li> }
                            })
                            .collect_view()}
                    </ul>
                    <button type="button" data-testid="url-notice-dismiss" on:click=move |_| notices.set(Vec::new())>
                        {tr(lang(), Key::Dismiss)}
                    </button>
                </section>
            }
        })
    }
}
