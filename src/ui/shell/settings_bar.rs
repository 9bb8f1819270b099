//! Language, theme and "copy link".

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::view::Theme;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::clipboard::copy_text;
use crate::ui::widgets::words::words;

/// The page's settings: 中文/English, light/dark, and a shareable link.
#[component]
pub fn SettingsBar() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let (copied, set_copied) = signal(false);
    let copy = move |_| {
        let url = window().location().href().unwrap_or_default();
        copy_text(url, move || {
            set_copied.set(true);
            gloo_timers::callback::Timeout::new(2000, move || set_copied.set(false)).forget();
        });
    };
    view! {
        <div class="settings-bar">
            <div role="group" aria-label=words(ctx.lang, Key::Language)>
                {Lang::ALL
                    .into_iter()
                    .map(|l| view! {
                        <button
                            type="button"
                            data-testid=format!("lang-{}", l.code())
                            lang=l.code()
                            aria-pressed=move || (lang() == l).to_string()
                            on:click=move |_| ctx.state.update(|s| s.lang = l)
                        >
                            {match l {
                                Lang::En => "English",
                                Lang::Zh => "中文",
                            }}
                        </button>
                    })
                    .collect_view()}
            </div>
            <button
                type="button"
                data-testid="theme-toggle"
                aria-pressed=move || (ctx.theme.get() == Theme::Dark).to_string()
                on:click=move |_| ctx.state.update(|s| {
                    s.theme = match s.theme {
                        Theme::Light => Theme::Dark,
                        Theme::Dark => Theme::Light,
                    }
                })
            >
                {words(ctx.lang, Key::DarkTheme)}
            </button>
            <button type="button" data-testid="copy-link" on:click=copy>
                {words(ctx.lang, Key::CopyLink)}
            </button>
            <span role="status" data-testid="copy-status">
                {move || copied.get().then(|| tr(lang(), Key::Copied))}
            </span>
        </div>
    }
}
