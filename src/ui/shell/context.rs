//! The app's shared state as a context: the dataset, the view state (one
//! signal per part, see `state_store`), and the values derived from it.
//! `provide_app` once, `use_app` anywhere below.

use std::sync::Arc;

use leptos::prelude::*;

use crate::model::{schedule, verdict, Config, Dataset, Lang, Timeline, Verdict};
use crate::state::{view_state::Side, ViewState};
use crate::view::Theme;

use crate::ui::shell::state_store::StateStore;

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
    pub selected: ReadSignal<Option<crate::model::index::SpanIx>>,
    pub embed: ReadSignal<bool>,
    /// Zoom (px/ms) and pan (the time at the left edge).
    pub view: ReadSignal<crate::ui::shell::state_store::Window>,
    pub timeline: Memo<Timeline>,
    pub verdict: Memo<Verdict>,
    /// Compare: B's configuration, timeline and verdict (`None`: one timeline).
    pub compare: ReadSignal<Option<Config>>,
    pub timeline_b: Memo<Option<Timeline>>,
    pub verdict_b: Memo<Option<Verdict>>,
    /// The latest end of any span drawn, in either timeline of a comparison.
    pub horizon: Memo<f64>,
    /// The configuration one task after a change, for what is off the
    /// interaction path (the config text, the tables, the row toggles): a
    /// dragged slider repaints the timeline first, then these catch up.
    pub settled: Memo<Config>,
    /// The timeline of `settled`.
    pub settled_timeline: Memo<Timeline>,
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
    let compare = state.compare();
    let d4 = ds.clone();
    let timeline_b = Memo::new(move |_| compare.with(|b| b.as_ref().map(|c| schedule(&d4, c))));
    let d5 = ds.clone();
    let verdict_b =
        Memo::new(move |_| compare.with(|b| b.as_ref().map(|c| crate::model::verdict(&d5, c))));
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
        compare,
        timeline_b,
        verdict_b,
        horizon: Memo::new(move |_| {
            let a = timeline.with(|tl| tl.horizon());
            let b = timeline_b.with(|b| b.as_ref().map_or(0.0, |tl| tl.horizon()));
            a.max(b)
        }),
        settled,
        settled_timeline,
        push_history: RwSignal::new(false),
    };
    provide_context(ctx.clone());
    ctx
}

impl AppCtx {
    /// The configuration of `side`, tracked (B is A's until compare opens).
    pub fn side_config(&self, side: Side) -> Config {
        match side {
            Side::A => self.config.get(),
            Side::B => self.compare.get().unwrap_or_else(|| self.config.get()),
        }
    }

    /// Run `f` on the timeline and verdict of `side`, tracked.
    pub fn with_side<R>(&self, side: Side, f: impl FnOnce(&Timeline, &Verdict) -> R) -> R {
        match side {
            Side::A => self.timeline.with(|tl| self.verdict.with(|v| f(tl, v))),
            Side::B => self.timeline_b.with(|tl| {
                self.verdict_b.with(|v| match (tl, v) {
                    (Some(tl), Some(v)) => f(tl, v),
                    _ => self.timeline.with(|tl| self.verdict.with(|v| f(tl, v))),
                })
            }),
        }
    }

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
