//! The first screen, drawn with plain DOM on the pure `model` and `view`
//! (no UI framework: the first load stays small). The timeline, badge,
//! presets, knobs and conditions, drill-down, tooltip, notices and the
//! header; the page below is the second module (`ui`), loaded after the
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
mod dataset_file;
mod delta;
mod document;
pub mod dom;
mod drilldown;
mod find;
mod header;
mod hints;
mod inert;
mod knob;
mod knob_panel;
mod lanes;
mod legend;
mod notices;
mod open_full;
mod outage_split;
mod overview;
mod page_below;
mod presets;
mod ruler;
mod source;
mod timer;
mod toggle;
pub use timer::{after_first_frame, later};
mod tour;
mod url_sync;
mod views;
mod what_if;
mod words;
mod zoom;

use std::cell::{Cell, RefCell};

use crate::model::{Held, Run, Runs, Side};
use crate::state::drill_link::{Drawing, Drawings};
use crate::state::query::{Defaults, Notice};
use crate::state::ViewState;
use crate::view::{ArrowAt, Hit};

use dom::El;

/// Everything the first screen shows, in one place.
pub struct Screen {
    pub ds: Held,
    /// The browser's language and theme (the URL leaves them out when equal).
    pub defaults: Defaults,
    /// Everything a person can set; what the URL encodes.
    pub view: ViewState,
    /// What is on screen: a run per side (A, and B while comparing), each
    /// derived from the view's configuration of that side.
    pub runs: Runs,
    /// The block or arrow the keyboard is on, in whichever run.
    pub focus: Option<Hit>,
    /// The arrow under the pointer, and where.
    pub hover: Option<ArrowAt>,
    /// Complaints about the URL, until dismissed.
    pub notices: Vec<Notice>,
    /// The timeline's width in CSS px (0 until it is on the page).
    pub width_px: f64,
    /// The next change of the view is a new history entry (a preset click).
    pub push: Cell<bool>,
    /// Each side's drill as the page below drew it (it reads drills; this
    /// module draws them): shown while the side has that drill and that
    /// configuration.
    pub drawn: Drawings,
}

impl Screen {
    pub fn new(ds: Held, defaults: Defaults, view: ViewState, notices: Vec<Notice>) -> Screen {
        let runs = Runs::new(&ds, view.runs());
        Screen {
            ds,
            defaults,
            view,
            runs,
            focus: None,
            hover: None,
            notices,
            width_px: 0.0,
            push: Cell::new(false),
            drawn: [None, None],
        }
    }

    /// Keep a side's drill as the page below drew it, for its link and
    /// configuration (`Intent::Drawn`); the runs show it where the side
    /// still has both.
    pub fn take_drawn(&mut self, side: Side, drawing: Drawing) {
        self.drawn[side.index()] = Some(drawing);
    }

    /// The run of `side` (B's is A's until compare opens).
    pub fn run(&self, side: Side) -> &Run {
        self.runs.get(side)
    }

    pub fn comparing(&self) -> bool {
        self.runs.len() > 1
    }

    /// The ruler as it reads over the runs on screen.
    pub fn ruler(&self) -> Option<crate::view::ruler::Reading> {
        let r = self.view.ruler?;
        let rows = self.runs.timelines();
        let runs: Vec<_> = self
            .runs
            .iter()
            .map(|run| (&run.timeline, &run.verdict))
            .collect();
        let ends = crate::view::ruler::ends(&rows, r);
        Some(crate::view::ruler::reading(
            &self.ds,
            &runs,
            ends,
            self.view.lang,
        ))
    }

    /// The blocks the find box matches, in the keyboard's order.
    pub fn matches(&self) -> Vec<Hit> {
        let q = self.view.find.as_deref().unwrap_or("");
        crate::view::find::find(&self.ds, &self.runs.timelines(), q, self.view.lang)
    }

    /// The latest end of any span drawn, in any run.
    pub fn horizon(&self) -> f64 {
        self.runs.horizon()
    }

    /// Apply `f`, then bring what is derived from the view up to date: a
    /// run whose configuration changed is derived again, the others kept.
    fn change(&mut self, f: Change) {
        let pinned = self.view.pinned;
        f(self);
        // A knob touched (or compare opened) leaves the tour, keeping what is shown.
        let ds = self.ds.clone();
        self.view.settle_tour(&ds);
        self.view.settle_own();
        self.runs.sync(&self.ds, self.view.runs_drawn(&self.drawn));
        self.fit();
        self.pin(pinned);
    }

    /// A link's stage or arrow (`sel=`) has the keyboard's focus; when the
    /// focus moves on, the link no longer names it. `before`: what was
    /// pinned before the change (a new pin takes the focus).
    fn pin(&mut self, before: Option<crate::view::Target>) {
        let Some(target) = self.view.pinned else {
            return;
        };
        let hit = Hit::new(Side::A, target);
        if before != Some(target) {
            self.focus = Some(hit);
        } else if self.focus != Some(hit) {
            self.view.pinned = None;
        }
    }

    /// A preset's first look: narrow the zoom if its handoff does not fit
    /// the timeline's width.
    fn fit(&mut self) {
        let horizon = self.horizon();
        self.view.fit_handoff(horizon, self.width_px);
    }
}

/// A part of the screen: brings its DOM in line with the screen's state.
///
/// Every part is made the same way, `new(s: &Screen, …) -> (Self, El)`: the
/// part, and what to place on the page (an element, several nodes, or a
/// slot's anchor), carrying the listeners the part needs. [`Parts::place`]
/// registers the part with those listeners and hands the node back to
/// place: one call, so no list of parts runs beside the page's elements.
pub trait Part {
    fn refresh(&mut self, s: &Screen);
}

/// A part and the listeners placed with it: dropped together.
struct Owned {
    part: Box<dyn Part>,
    _listeners: Vec<dom::Listener>,
}

/// The parts of a page, in the order they refresh (the order placed).
#[derive(Default)]
pub struct Parts(Vec<Owned>);

impl Parts {
    /// Register `part` with the listeners its node carries, and hand the
    /// node back to place on the page.
    pub fn place<P: Part + 'static>(&mut self, (part, el): (P, El)) -> El {
        self.keep(Box::new(part), el)
    }

    // One body for every part type (each would get its own copy).
    fn keep(&mut self, part: Box<dyn Part>, el: El) -> El {
        let (node, listeners) = el.split();
        self.0.push(Owned {
            part,
            _listeners: listeners,
        });
        El::from(node)
    }

    /// Bring every part in line with `s`.
    pub fn refresh(&mut self, s: &Screen) {
        for p in &mut self.0 {
            p.part.refresh(s);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The page's top-level nodes, and its parts.
type Built = (Vec<web_sys::Node>, Parts);

thread_local! {
    static SCREEN: RefCell<Option<Screen>> = const { RefCell::new(None) };
    static PARTS: RefCell<Parts> = RefCell::new(Parts::default());
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
                parts.refresh(s);
            }
        });
    });
}

/// Put `screen` up with `parts`, its timeline `width_px` wide now that its
/// elements are on the page (the first refresh draws them).
pub fn put_up(mut screen: Screen, parts: Parts, width_px: f64) {
    screen.width_px = width_px;
    screen.fit();
    screen.pin(None);
    SCREEN.with(|s| *s.borrow_mut() = Some(screen));
    PARTS.with(|p| *p.borrow_mut() = parts);
    refresh();
}

/// Take the screen down: its parts (and with them every listener and timer
/// they hold), its state.
pub fn take_down() {
    let parts = PARTS.with(|p| std::mem::take(&mut *p.borrow_mut()));
    drop(parts);
    SCREEN.with(|s| *s.borrow_mut() = None);
}
