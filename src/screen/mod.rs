//! The first screen, drawn with plain DOM on the pure `model` and `view`
//! (no UI framework: the first load stays small). The timeline, badge,
//! presets, knobs and conditions, drill-down, tooltip, notices and the
//! header; the page below is the second part (`ui`), loaded after the
//! timeline's first frame.
//!
//! One state ([`Screen`]: the view state, what is derived from it, and the
//! transient focus and hover), changed only through [`update`]. After each
//! change every part of the screen is asked to [`Part::refresh`]: each
//! compares what it shows with what it last showed and touches the DOM only
//! where that differs. The canvas is asked first, so a knob change repaints
//! before the badge and labels change the DOM.

pub mod app;
mod badge;
mod below;
mod canvas;
mod canvas_input;
mod compare;
mod controls;
mod delta;
mod document;
mod dom;
mod drilldown;
mod header;
mod hints;
mod inert;
mod knob;
mod knob_panel;
mod lanes;
mod legend;
mod notices;
mod open_full;
mod presets;
mod second_part;
mod source;
mod url_sync;
mod views;
mod what_if;
mod words;
mod zoom;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;

use crate::model::{schedule, verdict, Config, Dataset, Timeline, Verdict};
use crate::state::query::{Defaults, Notice};
use crate::state::view_state::Side;
use crate::state::ViewState;
use crate::view::{ArrowAt, Hit};

/// Everything the first screen shows, in one place.
pub struct Screen {
    pub ds: Rc<Dataset>,
    /// The browser's language and theme (the URL leaves them out when equal).
    pub defaults: Defaults,
    /// Everything a person can set; what the URL encodes.
    pub view: ViewState,
    pub timeline: Timeline,
    pub verdict: Verdict,
    /// Compare: B's timeline and verdict.
    pub b: Option<(Timeline, Verdict)>,
    /// The block or arrow the keyboard is on.
    pub focus: Option<Hit>,
    /// The arrow under the pointer, and where.
    pub hover: Option<ArrowAt>,
    /// Complaints about the URL, until dismissed.
    pub notices: Vec<Notice>,
    /// The timeline's width in CSS px (0 until it is on the page).
    pub width_px: f64,
    /// The next change of the view is a new history entry (a preset click).
    pub push: Cell<bool>,
}

impl Screen {
    pub fn new(
        ds: Rc<Dataset>,
        defaults: Defaults,
        view: ViewState,
        notices: Vec<Notice>,
    ) -> Screen {
        let (timeline, verdict) = derive(&ds, &view.config);
        let b = view.compare.as_ref().map(|c| derive(&ds, c));
        Screen {
            ds,
            defaults,
            view,
            timeline,
            verdict,
            b,
            focus: None,
            hover: None,
            notices,
            width_px: 0.0,
            push: Cell::new(false),
        }
    }

    /// The configuration of `side` (B is A's until compare opens).
    pub fn config(&self, side: Side) -> &Config {
        match (side, &self.view.compare) {
            (Side::B, Some(b)) => b,
            _ => &self.view.config,
        }
    }

    /// The timeline and verdict of `side` (B's are A's until compare opens).
    pub fn side(&self, side: Side) -> (&Timeline, &Verdict) {
        match (side, &self.b) {
            (Side::B, Some((tl, v))) => (tl, v),
            _ => (&self.timeline, &self.verdict),
        }
    }

    pub fn comparing(&self) -> bool {
        self.view.compare.is_some()
    }

    /// The latest end of any span drawn, in either timeline of a comparison.
    pub fn horizon(&self) -> f64 {
        let b = self.b.as_ref().map_or(0.0, |(tl, _)| tl.horizon());
        self.timeline.horizon().max(b)
    }

    /// Apply `f`, then bring what is derived from the view up to date.
    fn change(&mut self, f: Change) {
        let (config, compare) = (self.view.config.clone(), self.view.compare.clone());
        f(self);
        if self.view.config != config {
            (self.timeline, self.verdict) = derive(&self.ds, &self.view.config);
        }
        if self.view.compare != compare {
            self.b = self.view.compare.as_ref().map(|c| derive(&self.ds, c));
        }
        self.fit();
    }

    /// A preset's first look: narrow the zoom if its handoff does not fit
    /// the timeline's width.
    fn fit(&mut self) {
        let horizon = self.horizon();
        self.view.fit_handoff(horizon, self.width_px);
    }
}

/// The timeline and verdict of a configuration.
fn derive(ds: &Dataset, c: &Config) -> (Timeline, Verdict) {
    (schedule(ds, c), verdict(ds, c))
}

/// A part of the screen: brings its DOM in line with the screen's state.
pub trait Part {
    fn refresh(&mut self, s: &Screen);
}

/// Elements, and the parts that keep them up to date.
type Built = (Vec<web_sys::Element>, Vec<Box<dyn Part>>);

thread_local! {
    static SCREEN: RefCell<Option<Screen>> = const { RefCell::new(None) };
    static PARTS: RefCell<Vec<Box<dyn Part>>> = RefCell::new(Vec::new());
}

/// A change of the screen's state.
type Change = Box<dyn FnOnce(&mut Screen)>;

/// Change the screen's state, then refresh every part. Called while a
/// refresh runs (an event the DOM fires as it changes), it waits a task.
pub fn update(f: impl FnOnce(&mut Screen) + 'static) {
    // One body for every caller (each closure type would get its own copy).
    apply(Box::new(f));
}

fn apply(f: Change) {
    let busy =
        SCREEN.with(|s| s.try_borrow_mut().is_err()) || PARTS.with(|p| p.try_borrow_mut().is_err());
    if busy {
        later(move || apply(f));
        return;
    }
    SCREEN.with(|s| {
        if let Some(s) = s.borrow_mut().as_mut() {
            s.change(f);
        }
    });
    refresh();
}

/// Read the screen's state (`None`: no screen is up, or it is changing).
pub fn with<R>(f: impl FnOnce(&Screen) -> R) -> Option<R> {
    SCREEN.with(|s| s.try_borrow().ok().and_then(|s| s.as_ref().map(f)))
}

/// Bring every part in line with the state.
fn refresh() {
    PARTS.with(|p| {
        let Ok(mut parts) = p.try_borrow_mut() else {
            return;
        };
        SCREEN.with(|s| {
            if let Some(s) = s.borrow().as_ref() {
                for part in parts.iter_mut() {
                    part.refresh(s);
                }
            }
        });
    });
}

/// Put `screen` up with `parts`, its timeline `width_px` wide now that its
/// elements are on the page (the first refresh draws them).
fn put_up(mut screen: Screen, parts: Vec<Box<dyn Part>>, width_px: f64) {
    screen.width_px = width_px;
    screen.fit();
    SCREEN.with(|s| *s.borrow_mut() = Some(screen));
    PARTS.with(|p| *p.borrow_mut() = parts);
    refresh();
}

/// Take the screen down: its parts, its listeners, its state.
fn take_down() {
    PARTS.with(|p| p.borrow_mut().clear());
    dom::drop_listeners();
    SCREEN.with(|s| *s.borrow_mut() = None);
}

/// Run `f` in a later task.
pub fn later(f: impl FnOnce() + 'static) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ = crate::web::browser::window()
        .set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), 0);
}

/// Run `f` once the next frame has been rendered. Not in the
/// animation-frame callback itself: that runs before the frame's style,
/// layout and paint, so what it builds would be in that frame. A timer set
/// from the callback runs after the frame is rendered.
pub fn after_first_frame(f: impl FnOnce() + 'static) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(move || later(f));
    let _ = crate::web::browser::window().request_animation_frame(cb.unchecked_ref());
}
