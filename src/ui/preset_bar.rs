//! The presets: one click jumps to a configuration the page measured. The
//! active one is pressed; touching a knob leaves it.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::verdict::preset_of;

use super::context::use_app;

/// A button per preset, and which one is active.
#[component]
pub fn PresetBar() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let d = ds.clone();
    let active = Memo::new(move |_| ctx.config.with(|c| preset_of(&d, c)));
    let buttons = (0..ds.file.presets.len())
        .map(|p| {
            let name = ds.file.presets[p].name.clone();
            let id = ds.file.presets[p].id.clone();
            let d = ds.clone();
            view! {
                <button
                    type="button"
                    class="preset"
                    data-testid=format!("preset-{id}")
                    aria-pressed=move || (active.get() == Some(p)).to_string()
                    on:click=move |_| {
                        ctx.push_history.set(true);
                        ctx.state.update(|s| s.apply_preset(&d, p));
                    }
                >
                    {move || name.get(lang()).to_string()}
                </button>
            }
        })
        .collect_view();
    let d = ds.clone();
    view! {
        <nav class="preset-bar" aria-label=move || tr(lang(), Key::Presets)>
            <span class="preset-bar-title">{move || tr(lang(), Key::Presets)}</span>
            {buttons}
            <span class="active-preset" data-testid="active-preset">
                {move || match active.get() {
                    Some(p) => format!("{}: {}", tr(lang(), Key::ActivePreset), d.file.presets[p].name.get(lang())),
                    None => tr(lang(), Key::NoPreset).to_string(),
                }}
            </span>
        </nav>
    }
}
