//! The lane names, as real text beside the canvas: readable by everyone,
//! screen readers included, and crisp at any zoom.

use std::sync::Arc;

use leptos::prelude::*;

use crate::model::{Dataset, Lang};
use crate::view::Metrics;

/// One label per lane, aligned with the lanes the canvas draws.
#[component]
pub fn LaneLabels(
    /// The dataset whose lanes to name.
    dataset: Arc<Dataset>,
    /// The language to name them in.
    lang: Signal<Lang>,
) -> impl IntoView {
    let m = Metrics::default();
    let lanes: Vec<_> = dataset.file.lanes.clone();
    view! {
        <ol class="lane-labels" aria-label="Lanes" style:padding-top=format!("{}px", m.ruler_h)>
            {lanes
                .into_iter()
                .map(|lane| {
                    view! {
                        <li class="lane-label" data-testid="lane-label" style:height=format!("{}px", m.lane_h)>
                            <span class="lane-name">{move || lane.name.get(lang.get()).to_string()}</span>
                            <span class="lane-role">{move || lane.role.get(lang.get()).to_string()}</span>
                        </li>
                    }
                })
                .collect_view()}
        </ol>
    }
}
