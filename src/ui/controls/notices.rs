//! The notice for URL parameters that were ignored: each named with what
//! would have been accepted. Shown as text, never as HTML; dismissible.

use leptos::prelude::*;

use crate::i18n::{tr, trf, Key};
use crate::model::Lang;
use crate::state::query::{Accepted, Notice};
use crate::view::viewport::{MAX_ZOOM, MIN_ZOOM};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::num;

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
                                let line = line(lang(), &n);
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

/// One ignored parameter, worded in `lang`.
fn line(lang: Lang, n: &Notice) -> String {
    let bad = |accepted: &str| {
        trf(
            lang,
            Key::NoticeBad,
            &[
                ("param", &n.param),
                ("value", &n.value),
                ("accepted", accepted),
            ],
        )
    };
    match &n.accepted {
        Accepted::Nothing => trf(
            lang,
            Key::NoticeUnknown,
            &[("param", &n.param), ("value", &n.value)],
        ),
        Accepted::OneOf(values) => bad(&values.join(", ")),
        Accepted::Zoom => bad(&trf(
            lang,
            Key::AcceptZoom,
            &[("min", &num(MIN_ZOOM)), ("max", &num(MAX_ZOOM))],
        )),
        Accepted::SpanId => bad(tr(lang, Key::AcceptSpanId)),
        Accepted::OtherDataset(id) => trf(
            lang,
            Key::NoticeOtherDataset,
            &[
                ("param", &n.param),
                ("value", &n.value),
                (
                    "dataset",
                    crate::model::bundled::entry(id).map_or(id.as_str(), |e| e.title(lang)),
                ),
            ],
        ),
        Accepted::NotLoaded(why) => trf(
            lang,
            Key::NoticeNotLoaded,
            &[
                (
                    "dataset",
                    crate::model::bundled::entry(&n.value)
                        .map_or(n.value.as_str(), |e| e.title(lang)),
                ),
                ("why", why),
            ],
        ),
        Accepted::MaxChars(limit) => trf(
            lang,
            Key::NoticeTooLong,
            &[("count", &n.value), ("limit", &limit.to_string())],
        ),
    }
}
