//! Zoom in px/ms, with the number visible, and "fit".

use leptos::prelude::*;

use crate::i18n::Key;
use crate::state::view_state::{fit_zoom, LEAD_MS};
use crate::view::format::{format_fixed, parse_decimal};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// Zoom buttons and a number field.
#[component]
pub fn ZoomControl() -> impl IntoView {
    let ctx = use_app();
    let zoom = move || ctx.view.get().zoom;
    let set = move |z: f64| ctx.state.update(|s| s.set_zoom(z));
    let fit = move |_| {
        let horizon = ctx.horizon.get_untracked();
        let width = leptos::prelude::document()
            .query_selector(".timeline-canvas")
            .ok()
            .flatten()
            .map(|e| e.client_width() as f64)
            .unwrap_or(1000.0);
        ctx.state.update(|s| {
            s.set_zoom(fit_zoom(horizon, width));
            s.start_ms = -LEAD_MS;
        });
    };
    view! {
        <div class="zoom-control" role="group" aria-label=words(ctx.lang, Key::Zoom)>
            <button type="button" aria-label=words(ctx.lang, Key::ZoomOut) on:click=move |_| set(zoom() / 1.25)>"−"</button>
            <label>
                <span>{words(ctx.lang, Key::Zoom)}</span>
                <input
                    type="number"
                    data-testid="zoom"
                    min="0.02"
                    max="64"
                    step="any"
                    prop:value=move || format_fixed(zoom(), 2)
                    on:change:target=move |ev| {
                        if let Some(z) = parse_decimal(&ev.target().value()) {
                            set(z);
                        }
                    }
                />
                <span>{words(ctx.lang, Key::PxPerMs)}</span>
            </label>
            <button type="button" aria-label=words(ctx.lang, Key::ZoomIn) on:click=move |_| set(zoom() * 1.25)>"+"</button>
            <button type="button" data-testid="zoom-fit" on:click=fit>{words(ctx.lang, Key::ZoomFit)}</button>
            <label class="toggle">
                <input
                    type="checkbox"
                    data-testid="critical-toggle"
                    prop:checked=move || ctx.critical.get()
                    on:change:target=move |ev| {
                        let on = ev.target().checked();
                        ctx.state.update(|s| s.critical = on);
                    }
                />
                <span>{words(ctx.lang, Key::CriticalPath)}</span>
            </label>
        </div>
    }
}
