//! What the page below the timeline shows, as a context: the dataset, and
//! the first module's latest snapshot as one signal per field, with the runs
//! derived from it. `provide_app` once, `use_app` anywhere below.
//!
//! The first module owns the view: this module only reads it. A change made
//! here (a row toggle, a "show" button) is an intent sent to the first
//! part ([`ask`]); it comes back in the next snapshot.
//!
//! A snapshot wakes the page's readers at once, unless it comes within
//! [`SETTLE_MS`] of the one before (a dragged slider: one a frame): those
//! are taken at once (the runs are derived again, untracked, and the
//! snapshot kept, so an export made now draws what is on screen) but wake
//! the readers once, [`SETTLE_MS`] after the last: the timeline's frames
//! are not spent on a table below it.
//!
//! Why one signal per field and not one signal of the snapshot: every
//! reader of any field would wake on every change. A dragged knob would
//! wake each of the page's hundreds of language-bound texts, which then
//! find their language unchanged. Here a knob change wakes only what reads
//! the configuration, and a snapshot that changes nothing wakes no one.

use std::sync::Arc;

use leptos::prelude::*;

use crate::model::index::SpanIx;
use crate::model::own::OwnFigures;
use crate::model::{Config, Dataset, Lang, Runs, Side, Timeline, Verdict};
use crate::state::drill_link::DrillLink;
use crate::state::protocol::{Intent, Snapshot};
use crate::view::Theme;
use crate::web::bridge;

use super::drills::{drawings, read_drills, ReadDrills};

/// How long after the last snapshot the page's readers wake.
pub const SETTLE_MS: u32 = 80;

/// The snapshot's fields, each its own signal, and the runs.
#[derive(Clone, Copy)]
struct Fields {
    configs: RwSignal<Vec<Config>>,
    own: RwSignal<Vec<Option<OwnFigures>>>,
    drills: RwSignal<Vec<Option<DrillLink>>>,
    read: RwSignal<ReadDrills>,
    runs: RwSignal<Runs>,
    lang: RwSignal<Lang>,
    theme: RwSignal<Theme>,
    critical: RwSignal<bool>,
    waits_hidden: RwSignal<bool>,
    selected: RwSignal<Option<SpanIx>>,
    zoom: RwSignal<f64>,
    ruler: RwSignal<Option<(f64, f64)>>,
    tour: RwSignal<Option<usize>>,
    find: RwSignal<Option<String>>,
}

#[derive(Clone)]
pub struct AppCtx {
    pub ds: Arc<Dataset>,
    /// A's configuration.
    pub config: Memo<Config>,
    /// Compare: B's configuration (`None`: one timeline).
    pub compare: Memo<Option<Config>>,
    pub lang: ReadSignal<Lang>,
    pub theme: ReadSignal<Theme>,
    pub critical: ReadSignal<bool>,
    /// The WAIT slices are left out (of the timeline, the images, the
    /// trace and the table view).
    pub waits_hidden: ReadSignal<bool>,
    pub selected: ReadSignal<Option<SpanIx>>,
    /// The zoom on the timeline (px/ms), as the first module shows it.
    pub zoom: ReadSignal<f64>,
    /// The ruler's two instants (ms), drawn in the exports.
    pub ruler: ReadSignal<Option<(f64, f64)>>,
    /// The tour step shown: the exports draw its highlights.
    pub tour: ReadSignal<Option<usize>>,
    /// The find box's query: the exports outline its matches.
    pub find: ReadSignal<Option<String>>,
    /// A's timeline and verdict.
    pub timeline: Memo<Timeline>,
    pub verdict: Memo<Verdict>,
    /// Compare: B's timeline and verdict.
    pub timeline_b: Memo<Option<Timeline>>,
    pub verdict_b: Memo<Option<Verdict>>,
    /// Each run's own figures (a reader's, a link's), A first.
    pub own: ReadSignal<Vec<Option<OwnFigures>>>,
    /// Each run's drill as the link carries it (a reader's, a link's), A
    /// first.
    pub drills: ReadSignal<Vec<Option<DrillLink>>>,
    /// Each run's drill as read here (`drills`), A first.
    pub read: ReadSignal<ReadDrills>,
    /// The runs on screen, as the first module derives them.
    pub runs: ReadSignal<Runs>,
    fields: Fields,
    /// The snapshot last taken, whole (untracked): what the exports draw
    /// from, as the canvas draws from the view.
    latest: StoredValue<Snapshot>,
    /// The wake of the readers still to come, and whether the runs moved
    /// since they last woke.
    settle: StoredValue<Option<gloo_timers::callback::Timeout>, LocalStorage>,
    pending: StoredValue<bool>,
    runs_moved: StoredValue<bool>,
    /// Whether the drills read here moved since the readers last woke.
    read_moved: StoredValue<bool>,
    /// When the last snapshot came (ms, the page's clock).
    last: StoredValue<f64>,
}

pub fn provide_app(ds: Arc<Dataset>, first: Snapshot) -> AppCtx {
    let mut read = ReadDrills::new();
    read_drills(&ds, &first, &mut read);
    let runs = RwSignal::new(Runs::new(&ds, first.runs_drawn(&drawings(&read))));
    let latest = StoredValue::new(first.clone());
    // Every field named: a new one is a compile error until it has a signal.
    let Snapshot {
        dataset: _,
        configs,
        own,
        drills,
        lang,
        theme,
        critical,
        waits_hidden,
        selected,
        zoom,
        ruler,
        tour,
        find,
    } = first;
    let fields = Fields {
        runs,
        configs: RwSignal::new(configs),
        own: RwSignal::new(own),
        drills: RwSignal::new(drills),
        read: RwSignal::new(read),
        lang: RwSignal::new(lang),
        theme: RwSignal::new(theme),
        critical: RwSignal::new(critical),
        waits_hidden: RwSignal::new(waits_hidden),
        selected: RwSignal::new(selected),
        zoom: RwSignal::new(zoom),
        ruler: RwSignal::new(ruler),
        tour: RwSignal::new(tour),
        find: RwSignal::new(find),
    };
    let runs = fields.runs;
    let configs = fields.configs;
    let ctx = AppCtx {
        ds,
        config: Memo::new(move |_| configs.with(|c| c[0].clone())),
        compare: Memo::new(move |_| configs.with(|c| c.get(1).cloned())),
        lang: fields.lang.read_only(),
        theme: fields.theme.read_only(),
        critical: fields.critical.read_only(),
        waits_hidden: fields.waits_hidden.read_only(),
        selected: fields.selected.read_only(),
        zoom: fields.zoom.read_only(),
        ruler: fields.ruler.read_only(),
        tour: fields.tour.read_only(),
        find: fields.find.read_only(),
        timeline: Memo::new(move |_| runs.with(|r| r.get(Side::A).timeline.clone())),
        verdict: Memo::new(move |_| runs.with(|r| r.get(Side::A).verdict.clone())),
        timeline_b: b_timeline(runs),
        verdict_b: b_verdict(runs),
        own: fields.own.read_only(),
        drills: fields.drills.read_only(),
        read: fields.read.read_only(),
        runs: runs.read_only(),
        fields,
        latest,
        settle: StoredValue::new_local(None),
        pending: StoredValue::new(false),
        last: StoredValue::new(f64::NEG_INFINITY),
        runs_moved: StoredValue::new(false),
        read_moved: StoredValue::new(false),
    };
    provide_context(ctx.clone());
    ctx
}

/// B's timeline while comparing.
fn b_timeline(runs: RwSignal<Runs>) -> Memo<Option<Timeline>> {
    Memo::new(move |_| runs.with(|r| r.on_screen(Side::B).map(|b| b.timeline.clone())))
}

/// B's verdict while comparing.
fn b_verdict(runs: RwSignal<Runs>) -> Memo<Option<Verdict>> {
    Memo::new(move |_| runs.with(|r| r.on_screen(Side::B).map(|b| b.verdict.clone())))
}

impl AppCtx {
    /// Take the first module's new snapshot: the runs follow it at once
    /// (untracked); the readers too, or, within a burst of them,
    /// [`SETTLE_MS`] after the last one.
    pub fn apply(&self, s: Snapshot) {
        // A drill the link names is read (and drawn) here, at once.
        let mut read = self.fields.read.get_untracked();
        let redrawn = read_drills(&self.ds, &s, &mut read);
        let moved = redrawn
            || self.latest.with_value(|old| {
                old.configs != s.configs || old.own != s.own || old.drills != s.drills
            });
        if moved {
            let drawn = drawings(&read);
            self.fields
                .runs
                .update_untracked(|r| r.sync(&self.ds, s.runs_drawn(&drawn)));
            self.runs_moved.set_value(true);
        }
        if redrawn {
            self.fields.read.update_untracked(|r| *r = read);
            self.read_moved.set_value(true);
        }
        self.latest.set_value(s);
        self.pending.set_value(true);
        let now = web_sys::js_sys::Date::now();
        // The answer to what this page asked (`ask`) is never part of a burst.
        let asked = ASKED.with(|a| a.replace(false));
        let burst = !asked && now - self.last.get_value() < f64::from(SETTLE_MS);
        self.last.set_value(now);
        if !burst {
            self.settle();
            return;
        }
        let ctx = self.clone();
        let wake = gloo_timers::callback::Timeout::new(SETTLE_MS, move || ctx.wake());
        // The one it replaces is cancelled as it drops.
        self.settle.set_value(Some(wake));
    }

    /// Wake now the readers a snapshot still to settle would wake: an
    /// export reads the view as it is on screen.
    pub fn settle(&self) {
        if self.pending.get_value() {
            self.settle.set_value(None);
            self.wake();
        }
    }

    /// Wake the readers of what changed since they last woke. Only the
    /// fields that differ are set, so only their readers wake.
    fn wake(&self) {
        self.pending.set_value(false);
        let f = self.fields;
        if self.runs_moved.get_value() {
            self.runs_moved.set_value(false);
            f.runs.notify();
        }
        if self.read_moved.get_value() {
            self.read_moved.set_value(false);
            f.read.notify();
        }
        fn put<T: PartialEq + Send + Sync + 'static>(sig: RwSignal<T>, v: T) {
            if sig.with_untracked(|old| *old != v) {
                sig.set(v);
            }
        }
        // Every field named: a new one is a compile error until it is set.
        let Snapshot {
            dataset: _,
            configs,
            own,
            drills,
            lang,
            theme,
            critical,
            waits_hidden,
            selected,
            zoom,
            ruler,
            tour,
            find,
        } = self.latest.get_value();
        put(f.configs, configs);
        put(f.own, own);
        put(f.drills, drills);
        put(f.lang, lang);
        put(f.theme, theme);
        put(f.critical, critical);
        put(f.waits_hidden, waits_hidden);
        put(f.selected, selected);
        put(f.zoom, zoom);
        put(f.ruler, ruler);
        put(f.tour, tour);
        put(f.find, find);
    }

    /// The snapshot now shown (untracked): what the exports draw from.
    pub fn snapshot(&self) -> Snapshot {
        self.settle();
        self.latest.get_value()
    }

    /// What the images draw besides the runs: the canvas's picture, built
    /// by the same code (`Snapshot::picture`), without the keyboard's focus.
    pub fn picture(&self) -> crate::view::export::Picture {
        self.settle();
        let runs = self.fields.runs;
        self.latest
            .with_value(|snap| runs.with_untracked(|r| snap.picture(&self.ds, r, None)))
    }

    /// Jump to a configuration from elsewhere on the page (a chart point, a
    /// masking button, a pasted config): a history entry, the critical path
    /// if asked, and the timeline scrolled into view.
    pub fn show(&self, config: Config, critical: bool) {
        ask(Intent::Show { config, critical });
        if let Some(el) = document().query_selector(".timeline-area").ok().flatten() {
            el.scroll_into_view();
        }
    }
}

thread_local! {
    /// An intent was sent: the snapshot that answers it wakes the readers at once.
    static ASKED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Ask the first module for a change; it comes back as a snapshot.
pub fn ask(intent: Intent) {
    ASKED.with(|a| a.set(true));
    bridge::dispatch(bridge::INTENT_EVENT, &intent.encode());
}

pub fn use_app() -> AppCtx {
    expect_context::<AppCtx>()
}
