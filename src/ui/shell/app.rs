//! The page: loads the bundled dataset, reads the URL, then composes the
//! controls, the badge, the timeline and the panels around it.

use std::sync::Arc;

use leptos::prelude::*;

use crate::i18n::{trf, Key};
use crate::model::{bundled, load_packed, Dataset, Lang};
use crate::state::query::{
    decode, encode, param, requested_dataset, switch_query, Accepted, Defaults, Notice, DATASET_KEY,
};
use crate::state::view_state::Side;
use crate::view::Theme;

use crate::ui::controls::inert_toggles::InertToggles;
use crate::ui::controls::knob_panel::KnobPanel;
use crate::ui::controls::notices::Notices;
use crate::ui::controls::preset_bar::PresetBar;
use crate::ui::shell::after_first_frame::AfterFirstFrame;
use crate::ui::shell::bridge::{EXPORT_SLOT_ID, TABLE_SLOT_ID};
use crate::ui::shell::browser::{browser_defaults, fetch_bytes};
use crate::ui::shell::context::{provide_app, use_app};
use crate::ui::shell::dataset_picker::DatasetPicker;
use crate::ui::shell::second_part::{self, SecondPart};
use crate::ui::shell::settings_bar::SettingsBar;
use crate::ui::shell::url_sync;
use crate::ui::timeline::badge::Badge;
use crate::ui::timeline::compare_bar::CompareBar;
use crate::ui::timeline::drilldown::Drilldown;
use crate::ui::timeline::lane_labels::LaneLabels;
use crate::ui::timeline::legend::Legend;
use crate::ui::timeline::timeline_canvas::TimelineCanvas;
use crate::ui::timeline::what_if::WhatIf;
use crate::ui::timeline::zoom_control::ZoomControl;
use crate::ui::widgets::words::words;

/// The whole app: the dataset the URL names (the default one without
/// `dataset=`), in the state the URL gives. Every dataset is a packed
/// file the page fetches (the default one preloaded beside the wasm).
#[component]
pub fn App() -> impl IntoView {
    let defaults = browser_defaults();
    let page = RwSignal::new(Page::Opening);
    let open = move |query: String| open_dataset(page, &query);
    provide_context(DatasetSwitch(Callback::new(
        move |(id, lang, theme): (String, Lang, Theme)| {
            let query = switch_query(&id, lang, theme, defaults);
            let url = if query.is_empty() {
                window().location().pathname().unwrap_or_default()
            } else {
                format!("?{query}")
            };
            if let Ok(h) = window().history() {
                let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
            open(query);
        },
    )));
    open(url_sync::current_query());
    // Back/Forward to a link of another dataset: open that one (the page's
    // own listener handles links within a dataset).
    let pop = window_event_listener(leptos::ev::popstate, move |_| {
        let query = url_sync::current_query();
        let wanted = requested_dataset(&query).0.id;
        let shown = page.with_untracked(|p| match p {
            Page::Ready(ds, _) => Some(ds.file.id.clone()),
            _ => None,
        });
        if shown.as_deref() != Some(wanted) {
            open(query);
        }
    });
    on_cleanup(move || pop.remove());
    move || {
        match page.get() {
            Page::Opening => ().into_any(),
            Page::Fetching(entry) => {
                // In the language the link asks for, before any dataset is loaded.
                let lang = param(&url_sync::current_query(), "lang")
                    .and_then(|l| Lang::from_code(&l))
                    .unwrap_or(defaults.lang);
                view! {
                    <p class="notice" role="status" data-testid="dataset-loading">
                        {trf(lang, Key::DatasetLoading, &[("dataset", entry.title(lang))])}
                    </p>
                }
                .into_any()
            }
            Page::Ready(ds, notices) => {
                view! { <Loaded dataset=ds defaults=defaults notices=notices /> }.into_any()
            }
            Page::Broken(id, error) => view! {
                <div class="notice" role="alert">
                    <p>{trf(defaults.lang, Key::DatasetError, &[("id", id)])}</p>
                    <pre>{error}</pre>
                </div>
            }
            .into_any(),
        }
    }
}

/// What the app shows: a dataset on its way, loaded, or one that is broken.
#[derive(Clone)]
enum Page {
    Opening,
    Fetching(&'static bundled::Entry),
    Ready(Arc<Dataset>, Vec<Notice>),
    Broken(&'static str, String),
}

/// Switch the page to another bundled dataset (id, and the language and
/// theme to keep): the header's picker calls it.
#[derive(Clone, Copy)]
pub struct DatasetSwitch(pub Callback<(String, Lang, Theme)>);

/// Show the dataset `query` asks for, once its packed file is here (the
/// default one is preloaded beside the wasm). A dataset that does not come
/// is a notice over the default one.
fn open_dataset(page: RwSignal<Page>, query: &str) {
    let (entry, notice) = requested_dataset(query);
    let mut notices: Vec<Notice> = notice.into_iter().collect();
    if entry.id != bundled::DEFAULT {
        page.set(Page::Fetching(entry));
    }
    leptos::task::spawn_local(async move {
        match fetch_bytes(entry.file).await {
            Ok(bytes) => page.set(ready(entry.id, bytes, notices)),
            Err(why) if entry.id != bundled::DEFAULT => {
                notices.push(Notice {
                    param: DATASET_KEY.into(),
                    value: entry.id.into(),
                    accepted: Accepted::NotLoaded(why),
                });
                let default = bundled::entry(bundled::DEFAULT).expect("the default is bundled");
                page.set(match fetch_bytes(default.file).await {
                    Ok(bytes) => ready(bundled::DEFAULT, bytes, notices),
                    Err(why) => Page::Broken(bundled::DEFAULT, why),
                });
            }
            Err(why) => page.set(Page::Broken(entry.id, why)),
        }
    });
}

/// Load packed bytes into a page (or say why they do not load).
fn ready(id: &'static str, bytes: Vec<u8>, notices: Vec<Notice>) -> Page {
    let loaded = load_packed(&bytes);
    if loaded.is_ok() {
        second_part::keep_packed(id, bytes);
    }
    // For `make bench`: the dataset is parsed and validated.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("ft-loaded");
    }
    match loaded {
        Ok(ds) => Page::Ready(Arc::new(ds), notices),
        Err(e) => Page::Broken(id, e.to_string()),
    }
}

/// The page for a dataset that loaded.
#[component]
pub fn Loaded(
    /// The validated dataset.
    dataset: Arc<Dataset>,
    /// The browser's language and theme.
    defaults: Defaults,
    /// Notices from choosing the dataset (an unknown or unreachable one).
    #[prop(optional)]
    notices: Vec<Notice>,
) -> impl IntoView {
    let (initial, found) = decode(&dataset, &url_sync::current_query(), defaults);
    let notices = RwSignal::new(notices.into_iter().chain(found).collect::<Vec<_>>());
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
    notices: RwSignal<Vec<Notice>>,
) -> impl IntoView {
    let ctx = use_app();
    let lang = Signal::derive(move || ctx.lang.get());
    let title = ctx.ds.file.title.clone();
    view! {
        <header class="page-header">
            <h1>{move || title.get(lang.get()).to_string()}</h1>
            <DatasetPicker />
            <SettingsBar />
        </header>
        <main>
            <Notices notices=notices />
            <PresetBar />
            <Badge />
            <CompareBar />
            <WhatIf />
            <div class="timeline-tools">
                <ZoomControl />
                // The exports come with the second part of the page.
                <span id=EXPORT_SLOT_ID class="export-slot" data-testid="export-slot"></span>
                <Legend />
            </div>
            <div class="timeline-area">
                <LaneLabels />
                <TimelineCanvas />
            </div>
            <p class="hint">{words(ctx.lang, Key::Hint)}</p>
            <p class="hint">{words(ctx.lang, Key::KeyboardHint)}</p>
            <Drilldown />
            // Below the timeline: built after its first paint.
            <AfterFirstFrame>
                <section class="controls">
                    <KnobPanel />
                    // A dataset with no inert knobs has no such panel.
                    {(!ctx.ds.file.inert.is_empty()).then(|| view! { <InertToggles /> })}
                </section>
                <Show when=move || ctx.compare.with(|b| b.is_some())>
                    <section class="controls controls-b" data-testid="controls-b">
                        <KnobPanel side=Side::B />
                    </section>
                </Show>
            </AfterFirstFrame>
            // The table view (every span, stage and arrow in text) comes
            // with the second part: it is not on the first screen.
            <div id=TABLE_SLOT_ID data-testid="table-slot"></div>
            // The page below the timeline: a second module, loaded after
            // the first frame.
            <SecondPart />
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
                {words(ctx.lang, Key::OpenFull)}
            </a>
            <Drilldown />
        </main>
    }
}
