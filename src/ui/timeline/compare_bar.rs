//! Compare: pin the current configuration as A and open B beside it; swap
//! them; close. With compare on: B's presets, the two badges and the
//! difference between them.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::state::view_state::Side;

use crate::ui::controls::preset_bar::PresetBar;
use crate::ui::shell::context::use_app;
use crate::ui::timeline::badge::Badge;
use crate::ui::timeline::delta::Delta;
use crate::ui::widgets::words::words;

/// The compare button, or B's controls and verdicts.
#[component]
pub fn CompareBar() -> impl IntoView {
    let ctx = use_app();
    let on = move || ctx.compare.with(|b| b.is_some());
    let update = move |f: fn(&mut crate::state::ViewState)| {
        ctx.push_history.set(true);
        ctx.state.update(f);
    };
    view! {
        <div class="compare-bar">
            <Show
                when=on
                fallback=move || view! {
                    <button type="button" data-testid="compare-open" on:click=move |_| update(|s| s.open_compare())>
                        {words(ctx.lang, Key::Compare)}
                    </button>
                }
            >
                <button type="button" data-testid="compare-swap" on:click=move |_| update(|s| s.swap_compare())>
                    {words(ctx.lang, Key::CompareSwap)}
                </button>
                <button type="button" data-testid="compare-close" on:click=move |_| update(|s| s.close_compare())>
                    {words(ctx.lang, Key::CompareClose)}
                </button>
            </Show>
        </div>
        <Show when=on>
            <PresetBar side=Side::B />
            <Badge side=Side::B />
            <Delta />
        </Show>
    }
}
