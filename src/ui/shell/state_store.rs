//! The view state held as one signal per part (configuration, zoom and pan,
//! language, theme, selection, critical path, embed), behind the same
//! read/update API as a single signal of [`ViewState`].
//!
//! Why not one signal: every reader of any part would wake on every change.
//! A dragged knob would wake each of the page's hundreds of language-bound
//! texts, which then find their language unchanged; that checking cost more
//! than the timeline's own repaint. Here a knob change wakes only what reads
//! the configuration. `ViewState` stays the one description of the view (the
//! URL encodes it); this only decides who is told about a change.

use leptos::prelude::*;

use crate::model::index::SpanIx;
use crate::model::{Config, Lang};
use crate::state::view_state::ZoomChoice;
use crate::state::ViewState;
use crate::view::Theme;

/// The part of the view state that places the timeline: zoom and pan.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    /// CSS px per ms.
    pub zoom: f64,
    /// The time at the left edge.
    pub start_ms: f64,
    pub zoom_choice: ZoomChoice,
}

impl Window {
    fn of(s: &ViewState) -> Window {
        Window {
            zoom: s.zoom,
            start_ms: s.start_ms,
            zoom_choice: s.zoom_choice,
        }
    }
}

#[derive(Clone, Copy)]
pub struct StateStore {
    config: RwSignal<Config>,
    /// Compare: B's configuration.
    compare: RwSignal<Option<Config>>,
    /// Zoom (px/ms), pan (the time at the left edge) and who chose the zoom.
    view: RwSignal<Window>,
    lang: RwSignal<Lang>,
    theme: RwSignal<Theme>,
    selected: RwSignal<Option<SpanIx>>,
    critical: RwSignal<bool>,
    embed: RwSignal<bool>,
}

impl StateStore {
    pub fn new(s: ViewState) -> StateStore {
        StateStore {
            view: RwSignal::new(Window::of(&s)),
            compare: RwSignal::new(s.compare),
            config: RwSignal::new(s.config),
            lang: RwSignal::new(s.lang),
            theme: RwSignal::new(s.theme),
            selected: RwSignal::new(s.selected),
            critical: RwSignal::new(s.critical),
            embed: RwSignal::new(s.embed),
        }
    }

    pub fn config(&self) -> ReadSignal<Config> {
        self.config.read_only()
    }
    pub fn compare(&self) -> ReadSignal<Option<Config>> {
        self.compare.read_only()
    }
    pub fn view(&self) -> ReadSignal<Window> {
        self.view.read_only()
    }
    pub fn lang(&self) -> ReadSignal<Lang> {
        self.lang.read_only()
    }
    pub fn theme(&self) -> ReadSignal<Theme> {
        self.theme.read_only()
    }
    pub fn selected(&self) -> ReadSignal<Option<SpanIx>> {
        self.selected.read_only()
    }
    pub fn critical(&self) -> ReadSignal<bool> {
        self.critical.read_only()
    }
    pub fn embed(&self) -> ReadSignal<bool> {
        self.embed.read_only()
    }

    fn snapshot(&self, track: bool) -> ViewState {
        fn read<T: Clone + Send + Sync + 'static>(s: RwSignal<T>, track: bool) -> T {
            if track {
                s.get()
            } else {
                s.get_untracked()
            }
        }
        let w = read(self.view, track);
        ViewState {
            config: read(self.config, track),
            compare: read(self.compare, track),
            zoom: w.zoom,
            zoom_choice: w.zoom_choice,
            start_ms: w.start_ms,
            lang: read(self.lang, track),
            theme: read(self.theme, track),
            selected: read(self.selected, track),
            critical: read(self.critical, track),
            embed: read(self.embed, track),
        }
    }

    /// The whole state, tracked: the reader wakes on a change of any part.
    pub fn get(&self) -> ViewState {
        self.snapshot(true)
    }

    /// Read the whole state, tracked.
    pub fn with<R>(&self, f: impl FnOnce(&ViewState) -> R) -> R {
        f(&self.snapshot(true))
    }

    /// Read the whole state without subscribing.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&ViewState) -> R) -> R {
        f(&self.snapshot(false))
    }

    /// Change the state; only the parts that differ are set, so only their
    /// readers wake.
    pub fn update(&self, f: impl FnOnce(&mut ViewState)) {
        let mut s = self.snapshot(false);
        f(&mut s);
        self.set(s);
    }

    /// Replace the state (Back/Forward); unchanged parts stay quiet.
    pub fn set(&self, s: ViewState) {
        if self.with_untracked(|old| *old == s && old.zoom_choice == s.zoom_choice) {
            return;
        }
        fn put<T: PartialEq + Send + Sync + 'static>(sig: RwSignal<T>, v: T) {
            if sig.with_untracked(|old| *old != v) {
                sig.set(v);
            }
        }
        put(self.view, Window::of(&s));
        put(self.compare, s.compare);
        put(self.config, s.config);
        put(self.lang, s.lang);
        put(self.theme, s.theme);
        put(self.selected, s.selected);
        put(self.critical, s.critical);
        put(self.embed, s.embed);
    }
}
