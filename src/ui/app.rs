//! The page: loads the bundled dataset, reads the URL, then composes the
//! controls, the badge, the timeline and the panels around it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::{tr, trf, Key};
use crate::model::{bundled::PACKED, load_packed, Dataset, Lang};
use crate::state::query::{decode, encode, Defaults};
use crate::state::view_state::Side;
use crate::view::Theme;

use super::after_first_frame::AfterFirstFrame;
use super::badge::Badge;
use super::compare_bar::CompareBar;
use super::context::{provide_app, use_app};
use super::drilldown::Drilldown;
use super::export_trace::ExportTrace;
use super::inert_toggles::InertToggles;
use super::knob_panel::KnobPanel;
use super::lane_labels::LaneLabels;
use super::legend::Legend;
use super::notices::Notices;
use super::page_sections::PageSections;
use super::preset_bar::PresetBar;
use super::save_png::SavePng;
use super::save_svg::SaveSvg;
use super::settings_bar::SettingsBar;
use super::table_view::TableView;
use super::timeline_canvas::TimelineCanvas;
use super::url_sync;
use super::zoom_control::ZoomControl;

/// What the browser prefers, before the URL says otherwise.
fn browser_defaults() -> Defaults {
    let lang = window()
        .navigator()
        .language()
        .filter(|l| l.to_ascii_lowercase().starts_with("zh"))
        .map_or(Lang::En, |_| Lang::Zh);
    let dark = window()
        .match_media("(prefers-color-scheme: dark)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    Defaults {
        lang,
        theme: if dark { Theme::Dark } else { Theme::Light },
    }
}

/// The whole app: the first bundled dataset, in the state the URL gives.
#[component]
pub fn App() -> impl IntoView {
    let defaults = browser_defaults();
    let Some((id, bytes)) = PACKED.first() else {
        return view! { <p class="notice" role="alert">{tr(defaults.lang, Key::NoDataset)}</p> }
            .into_any();
    };
    let loaded = load_packed(bytes);
    // For `make bench`: the dataset is parsed and validated.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("ft-loaded");
    }
    match loaded {
        Ok(ds) => view! { <Loaded dataset=Arc::new(ds) defaults=defaults /> }.into_any(),
        Err(e) => view! {
            <div class="notice" role="alert">
                <p>{trf(defaults.lang, Key::DatasetError, &[("id", id)])}</p>
                <pre>{e.to_string()}</pre>
            </div>
        }
        .into_any(),
    }
}

/// The page for a dataset that loaded.
#[component]
pub fn Loaded(
    /// The validated dataset.
    dataset: Arc<Dataset>,
    /// The browser's language and theme.
    defaults: Defaults,
) -> impl IntoView {
    let (initial, found) = decode(&dataset, &url_sync::current_query(), defaults);
    let notices = RwSignal::new(found);
    let ctx = provide_app(dataset, initial);
    url_sync::install(&ctx, defaults, notices);
    // The document follows the view: <html lang> and the theme's colours.
    Effect::new(move |_| {
        let (lang, theme) = (ctx.lang.get(), ctx.theme.get());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("data-theme", theme.code());
        }
    });
    move || {
        if ctx.embed.get() {
            view! { <EmbedView defaults=defaults /> }.into_any()
        } else {
            view! { <FullView notices=notices /> }.into_any()
        }
    }
}

/// Everything: settings, presets, badge, timeline, panels, knobs, tables.
#[component]
fn FullView(
    /// Complaints about the URL.
    notices: RwSignal<Vec<crate::state::query::Notice>>,
) -> impl IntoView {
    let ctx = use_app();
    let lang = Signal::derive(move || ctx.lang.get());
    let title = ctx.ds.file.title.clone();
    view! {
        <header class="page-header">
            <h1>{move || title.get(lang.get()).to_string()}</h1>
            <SettingsBar />
        </header>
        <main>
            <Notices notices=notices />
            <PresetBar />
            <Badge />
            <CompareBar />
            <div class="timeline-tools">
                <ZoomControl />
                <SavePng />
                <SaveSvg />
                <ExportTrace />
                <Legend />
            </div>
            <div class="timeline-area">
                <LaneLabels />
                <TimelineCanvas />
            </div>
            <p class="hint">{move || tr(lang.get(), Key::Hint)}</p>
            <p class="hint">{move || tr(lang.get(), Key::KeyboardHint)}</p>
            <Drilldown />
            // Below the timeline: built after its first paint.
            <AfterFirstFrame>
                <section class="controls">
                    <KnobPanel />
                    <InertToggles />
                </section>
                <Show when=move || ctx.compare.with(|b| b.is_some())>
                    <section class="controls controls-b" data-testid="controls-b">
                        <KnobPanel side=Side::B />
                    </section>
                </Show>
            </AfterFirstFrame>
            <TableView />
            <PageSections />
        </main>
    }
}

/// For an iframe on a docs portal: the timeline, the badge, a compact knob
/// bar, and a link to the full view.
#[component]
fn EmbedView(
    /// The browser's language and theme (the full-view link keeps the rest).
    defaults: Defaults,
) -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let ds = ctx.ds.clone();
    let title = ctx.ds.file.title.clone();
    let full = move || {
        let mut s = ctx.state.get();
        s.embed = false;
        let q = encode(&ds, &s, defaults);
        let path = window().location().pathname().unwrap_or_default();
        if q.is_empty() {
            path
        } else {
            format!("{path}?{q}")
        }
    };
    view! {
        <main class="embed">
            // Named for screen readers; the portal page around it has the visible title.
            <h1 class="sr-only">{move || title.get(lang()).to_string()}</h1>
            <PresetBar />
            <Badge />
            <CompareBar />
            <div class="timeline-area">
                <LaneLabels />
                <TimelineCanvas />
            </div>
            <div class="embed-knobs">
                <KnobPanel />
            </div>
            <a class="open-full" data-testid="open-full" href=full target="_blank" rel="noopener">
                {move || tr(lang(), Key::OpenFull)}
            </a>
            <Drilldown />
        </main>
    }
}
