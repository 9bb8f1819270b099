//! The presets: one click jumps to a configuration the page measured. The
//! active one is pressed; touching a knob leaves it.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::verdict::preset_of;
use crate::state::view_state::Side;

use crate::ui::shell::context::use_app;

/// A button per preset, and which one is active, for A or for B.
#[component]
pub fn PresetBar(
    /// Which configuration of a comparison the presets set.
    #[prop(optional)]
    side: Side,
) -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let lang = move || ctx.lang.get();
    let d = ds.clone();
    let c = ctx.clone();
    let active = Memo::new(move |_| preset_of(&d, &c.side_config(side)));
    // B's buttons: ids and a title of their own.
    let (tid, title) = match side {
        Side::A => ("", Key::Presets),
        Side::B => ("b-", Key::CompareB),
    };
    let buttons = (0..ds.file.presets.len())
        .map(|p| {
            let name = ds.file.presets[p].name.clone();
            let id = ds.file.presets[p].id.clone();
            let d = ds.clone();
            view! {
                <button
                    type="button"
                    class="preset"
                    data-testid=format!("{tid}preset-{id}")
                    aria-pressed=move || (active.get() == Some(p)).to_string()
                    on:click=move |_| {
                        ctx.push_history.set(true);
                        ctx.state.update(|s| s.apply_preset_to(&d, side, p));
                    }
                >
                    {move || name.get(lang()).to_string()}
                </button>
            }
        })
        .collect_view();
    let d = ds.clone();
    view! {
        <nav class="preset-bar" data-side=side.letter() aria-label=move || tr(lang(), title)>
            <span class="preset-bar-title">{move || tr(lang(), title)}</span>
            {buttons}
            <span class="active-preset" data-testid=format!("{tid}active-preset")>
                {move || match active.get() {
                    Some(p) => format!("{}: {}", tr(lang(), Key::ActivePreset), d.file.presets[p].name.get(lang())),
                    None => tr(lang(), Key::NoPreset).to_string(),
                }}
            </span>
        </nav>
    }
}
