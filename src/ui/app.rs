//! The page: loads the bundled dataset, then composes the controls, the
//! badge, the timeline and the panels around it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::{tr, trf, Key};
use crate::model::{bundled::DATASETS, load, Dataset, Lang};
use crate::state::ViewState;
use crate::view::Theme;

use super::badge::Badge;
use super::context::{provide_app, use_app};
use super::drilldown::Drilldown;
use super::inert_toggles::InertToggles;
use super::knob_panel::KnobPanel;
use super::lane_labels::LaneLabels;
use super::legend::Legend;
use super::preset_bar::PresetBar;
use super::table_view::TableView;
use super::timeline_canvas::TimelineCanvas;
use super::zoom_control::ZoomControl;

/// The whole app: the first bundled dataset at its default preset.
#[component]
pub fn App() -> impl IntoView {
    let lang = Lang::En;
    let Some((id, json)) = DATASETS.first() else {
        return view! { <p class="notice" role="alert">"No dataset is bundled."</p> }.into_any();
    };
    match load(json) {
        Ok(ds) => view! { <Loaded dataset=Arc::new(ds) /> }.into_any(),
        Err(e) => view! {
            <div class="notice" role="alert">
                <p>{trf(lang, Key::DatasetError, &[("id", id)])}</p>
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
    let initial = ViewState::initial(&dataset, Lang::En, Theme::Light);
    provide_app(dataset, initial);
    let ctx = use_app();
    let lang = Signal::derive(move || ctx.state.with(|s| s.lang));
    let title = ctx.ds.file.title.clone();
    view! {
        <header class="page-header">
            <h1>{move || title.get(lang.get()).to_string()}</h1>
        </header>
        <main>
            <PresetBar />
            <Badge />
            <div class="timeline-tools">
                <ZoomControl />
                <Legend />
            </div>
            <div class="timeline-area">
                <LaneLabels />
                <TimelineCanvas />
            </div>
            <p class="hint">{move || tr(lang.get(), Key::Hint)}</p>
            <p class="hint">{move || tr(lang.get(), Key::KeyboardHint)}</p>
            <Drilldown />
            <section class="controls">
                <KnobPanel />
                <InertToggles />
            </section>
            <TableView />
        </main>
    }
}
