//! The legend: stage classes in their colours, the ⟳ mark, arrows, WAIT.

use leptos::prelude::*;

use crate::i18n::{trf, Key};
use crate::view::{Paint, Palette};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// What the colours and marks mean.
#[component]
pub fn Legend() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let classes = ctx.ds.file.classes.clone();
    // The shaded band is the dataset's outage metric, named as it names it.
    let outage = ctx.ds.file.metrics[ctx.ds.outage_metric()].name.clone();
    view! {
        <div class="legend">
            <span class="legend-title">{words(ctx.lang, Key::Legend)}</span>
            <ul class="legend-classes">
                {classes
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| {
                        // Set through the CSSOM, which a strict style-src allows.
                        let swatch = move || {
                            let theme = ctx.theme.get();
                            Palette::of(theme).color(Paint::Class(i))
                        };
                        view! {
                            <li>
                                <span class="swatch" style:background-color=swatch aria-hidden="true"></span>
                                {move || c.name.get(lang()).to_string()}
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <span class="legend-note">{words(ctx.lang, Key::LegendKnob)}</span>
            <span class="legend-note">{words(ctx.lang, Key::LegendArrows)}</span>
            <span class="legend-note">{words(ctx.lang, Key::LegendWait)}</span>
            <span class="legend-note"><span class="swatch outage" aria-hidden="true"></span>{move || trf(lang(), Key::LegendOutage, &[("metric", outage.get(lang()))])}</span>
        </div>
    }
}
