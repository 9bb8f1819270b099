//! Buttons that set the timeline to a measured configuration, with the
//! critical path on: how the page's masking effects are shown, not told.

use leptos::prelude::*;

use crate::model::reference::Show;
use crate::model::verdict::arm_config;

use crate::ui::shell::context::use_app;

/// One button per measured arm; the one the timeline shows is pressed.
#[component]
pub fn ShowButtons(shows: Vec<Show>) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    shows
        .into_iter()
        .filter_map(|s| {
            let arm = ctx.ds.file.arms.iter().position(|a| a.id == s.arm)?;
            let cfg = arm_config(&ctx.ds, arm).clone();
            let c2 = cfg.clone();
            let ctx2 = ctx.clone();
            Some(view! {
                <button
                    type="button"
                    class="show-on-timeline"
                    data-testid=format!("show-{}", s.arm)
                    aria-pressed=move || ctx.config.with(|c| *c == c2).to_string()
                    on:click=move |_| ctx2.show(cfg.clone(), true)
                >
                    {move || s.label.get(lang()).to_string()}
                </button>
            })
        })
        .collect_view()
}
