//! "Config you can paste": the JVM properties for the knobs as set, as a
//! properties file or as `-D` flags, one click to copy, and what the
//! settings cost.

use leptos::prelude::*;

use crate::i18n::page::PageKey;
use crate::i18n::{tr, Key};
use crate::view::jvm_text::{config_text, cost_lines, Form};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;
use crate::web::clipboard::copy_text;

/// The generated config and its cost line.
#[component]
pub fn ConfigPanel() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let (form, set_form) = signal(Form::Properties);
    let (copied, set_copied) = signal(false);
    let d = ctx.ds.clone();
    let text = Memo::new(move |_| ctx.config.with(|c| config_text(&d, c, lang(), form.get())));
    let d = ctx.ds.clone();
    let costs = Memo::new(move |_| ctx.config.with(|c| cost_lines(&d, c, lang())));
    let copy = move |_| {
        copy_text(text.get_untracked(), move || {
            set_copied.set(true);
            gloo_timers::callback::Timeout::new(2000, move || set_copied.set(false)).forget();
        });
    };
    let form_button = move |f: Form, key: PageKey, id: &'static str| {
        view! {
            <button
                type="button"
                data-testid=id
                aria-pressed=move || (form.get() == f).to_string()
                on:click=move |_| set_form.set(f)
            >
                {move || tr(lang(), key)}
            </button>
        }
    };
    let cost_source = ctx
        .ds
        .file
        .dimensions
        .iter()
        .find_map(|d| d.cost.as_ref())
        .map(|c| c.source.clone());
    view! {
        <section class="config-panel" aria-labelledby="config-title">
            <h2 id="config-title">{words(ctx.lang, PageKey::ConfigTitle)}</h2>
            <p>{words(ctx.lang, PageKey::ConfigIntro)}</p>
            <div class="config-tools">
                {form_button(Form::Properties, PageKey::FormProperties, "config-form-properties")}
                {form_button(Form::Flags, PageKey::FormFlags, "config-form-flags")}
                <button type="button" data-testid="config-copy" on:click=copy>
                    {words(ctx.lang, PageKey::CopyConfig)}
                </button>
                <span role="status">{move || copied.get().then(|| tr(lang(), Key::Copied))}</span>
            </div>
            <pre class="config-text" data-testid="config-text" tabindex="0">{move || text.get()}</pre>
            <h3>{words(ctx.lang, PageKey::CostTitle)}</h3>
            <ul class="cost" data-testid="config-cost">
                {move || {
                    let lines = costs.get();
                    if lines.is_empty() {
                        view! { <li>{tr(lang(), PageKey::CostNone)}</li> }.into_any()
                    } else {
                        lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view().into_any()
                    }
                }}
            </ul>
            <p class="hint">
                {words(ctx.lang, PageKey::CostRatio)}
                " "
                {cost_source.map(|s| view! { <crate::ui::widgets::source_quote::SourceQuote source=s /> })}
            </p>
        </section>
    }
}
