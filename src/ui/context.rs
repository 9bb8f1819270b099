//! The app's shared state as a context: the dataset, the view state (one
//! signal per part, see `state_store`), and the values derived from it.
//! `provide_app` once, `use_app` anywhere below.

use std::sync::Arc;

use leptos::prelude::*;

use crate::model::{schedule, verdict, Config, Dataset, Lang, Timeline, Verdict};
use crate::state::ViewState;
use crate::view::{Hit, Theme};

use super::state_store::StateStore;

#[derive(Clone)]
pub struct AppCtx {
    pub ds: Arc<Dataset>,
    /// Everything a person can set; what the URL will encode.
    pub state: StateStore,
    // The parts of the state, each its own signal: a reader wakes only when
    // its part changes.
    pub config: ReadSignal<Config>,
    pub lang: ReadSignal<Lang>,
    pub theme: ReadSignal<Theme>,
    pub critical: ReadSignal<bool>,
    pub selected: ReadSignal<Option<usize>>,
    pub embed: ReadSignal<bool>,
    /// Zoom (px/ms) and pan (the time at the left edge).
    pub view: ReadSignal<super::state_store::Window>,
    pub timeline: Memo<Timeline>,
    pub verdict: Memo<Verdict>,
    /// The configuration one task after a change, for what is off the
    /// interaction path (the config text, the tables, the row toggles): a
    /// dragged slider repaints the timeline first, then these catch up.
    pub settled: Memo<Config>,
    /// The timeline of `settled`.
    pub settled_timeline: Memo<Timeline>,
    /// The block or arrow the keyboard is on (transient).
    pub focus: RwSignal<Option<Hit>>,
    /// The arrow under the pointer and where (transient).
    pub hover: RwSignal<Option<(usize, f64, f64)>>,
    /// The next state change is a preset click: push a history entry.
    pub push_history: RwSignal<bool>,
}

pub fn provide_app(ds: Arc<Dataset>, initial: ViewState) -> AppCtx {
    let state = StateStore::new(initial);
    let config = state.config();
    let d1 = ds.clone();
    let timeline = Memo::new(move |_| schedule(&d1, &config.get()));
    let d2 = ds.clone();
    let verdict = Memo::new(move |_| verdict(&d2, &config.get()));
    let latest = RwSignal::new(config.get_untracked());
    Effect::new(move |_| {
        let c = config.get();
        set_timeout(move || latest.set(c), std::time::Duration::ZERO);
    });
    let settled = Memo::new(move |_| latest.get());
    let d3 = ds.clone();
    let settled_timeline = Memo::new(move |_| schedule(&d3, &settled.get()));
    let ctx = AppCtx {
        ds,
        state,
        config,
        lang: state.lang(),
        theme: state.theme(),
        critical: state.critical(),
        selected: state.selected(),
        embed: state.embed(),
        view: state.view(),
        timeline,
        verdict,
        settled,
        settled_timeline,
        focus: RwSignal::new(None),
        hover: RwSignal::new(None),
        push_history: RwSignal::new(false),
    };
    provide_context(ctx.clone());
    ctx
}

impl AppCtx {
    /// Jump to a configuration from elsewhere on the page (a chart point, a
    /// masking button, a pasted config): a history entry, the critical path
    /// if asked, and the timeline scrolled into view.
    pub fn show(&self, config: Config, critical: bool) {
        self.push_history.set(true);
        self.state.update(|s| {
            s.config = config;
            s.selected = None;
            s.critical = s.critical || critical;
        });
        if let Some(el) = document().query_selector(".timeline-area").ok().flatten() {
            el.scroll_into_view();
        }
    }
}

pub fn use_app() -> AppCtx {
    expect_context::<AppCtx>()
}
