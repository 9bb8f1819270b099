//! The page: the dataset's title, the lanes and the timeline.

use std::sync::Arc;

use leptos::prelude::*;

use crate::model::{bundled::DATASETS, load, schedule, verdict::preset_config, Dataset, Lang};
use crate::view::Theme;

use super::lane_labels::LaneLabels;
use super::timeline_canvas::TimelineCanvas;

/// The whole app: loads the first bundled dataset and shows its default preset.
#[component]
pub fn App() -> impl IntoView {
    let Some((id, json)) = DATASETS.first() else {
        return view! { <p class="notice" role="alert">"No dataset is bundled."</p> }.into_any();
    };
    match load(json) {
        Ok(ds) => view! { <Loaded dataset=Arc::new(ds) /> }.into_any(),
        Err(e) => view! {
            <div class="notice" role="alert">
                <p>{format!("The dataset {id} does not load:")}</p>
                <pre>{e.to_string()}</pre>
            </div>
        }
        .into_any(),
    }
}

/// The page for a dataset that loaded.
#[component]
fn Loaded(
    /// The validated dataset.
    dataset: Arc<Dataset>,
) -> impl IntoView {
    let (lang, _set_lang) = signal(Lang::En);
    let (theme, _set_theme) = signal(Theme::Light);
    let preset = dataset
        .preset_index(&dataset.file.default_preset)
        .unwrap_or(0);
    let (config, _set_config) = signal(preset_config(&dataset, preset));
    let zoom = dataset.file.presets[preset]
        .zoom_px_per_ms
        .unwrap_or(dataset.file.zoom_px_per_ms);
    let (zoom, _set_zoom) = signal(zoom);
    let ds = dataset.clone();
    let timeline = Memo::new(move |_| schedule(&ds, &config.get()));
    let title = dataset.file.title.clone();
    view! {
        <header class="page-header">
            <h1>{move || title.get(lang.get()).to_string()}</h1>
        </header>
        <main class="timeline-area">
            <LaneLabels dataset=dataset.clone() lang=lang.into() />
            <TimelineCanvas
                dataset=dataset.clone()
                timeline=timeline
                zoom=zoom.into()
                lang=lang.into()
                theme=theme.into()
            />
        </main>
    }
    .into_any()
}
