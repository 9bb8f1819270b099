//! The timeline canvas: lays the timeline out for the current size, zoom and
//! pan and paints it crisp at any devicePixelRatio (only when what it shows
//! changed). The arrow tooltip and the keyboard announcement sit with it;
//! what the pointer, wheel and keys do is `canvas_input`, hit-testing the
//! display list painted here.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

use crate::i18n::{trf, Key};
use crate::model::Lang;
use crate::state::protocol::Snapshot;
use crate::state::view_state::LEAD_MS;
use crate::view::describe::arrow_tooltip;
use crate::view::export::Picture;
use crate::view::focus::announce;
use crate::view::{
    layout_runs, ArrowAt, Emphasis, Hit, Layout, Metrics, Palette, Shape, Target, Viewport,
};
use crate::web::browser::{document, window};
use crate::web::number::{num, px};
use crate::web::paint::paint;

use super::dom::{el, listen, set_attr, set_text, El, Slot};
use super::source::{quote_line, source_line};
use super::{Part, Screen};

/// Everything the drawing depends on: paint again only when it differs.
#[derive(Clone, PartialEq)]
struct Drawn {
    vp: Viewport,
    dpr: f64,
    /// What is drawn besides the runs (`Snapshot::picture`, as the images).
    picture: Picture,
    /// The runs' revision: changes when any run is derived again.
    runs: (u64, usize),
}

/// The swimlanes on a canvas, with zoom, pan, hover, click and keys.
pub struct Canvas {
    canvas: web_sys::HtmlCanvasElement,
    ctx: Option<CanvasRenderingContext2d>,
    /// The display list last painted, for hit-testing.
    layout: Rc<RefCell<Option<Layout>>>,
    drawn: Option<Drawn>,
    tooltip: Slot,
    tooltip_shown: Option<(ArrowAt, Lang, (u64, usize))>,
    announce: web_sys::Element,
    announced: Option<(Option<Hit>, Lang, (u64, usize))>,
    label: Option<Lang>,
}

/// The stages (`SPAN/STAGE`) and arrows (`>ARROW`) drawn at full strength,
/// each as often as it is drawn (a tour's tests read them as a set).
fn lit_ids(s: &Screen, list: &Layout) -> String {
    let f = &s.ds.file;
    let mut out = String::new();
    for shape in &list.shapes {
        let (Shape::Rect { hit, emph, .. } | Shape::Line { hit, emph, .. }) = shape else {
            continue;
        };
        if *emph != Emphasis::Normal {
            continue;
        }
        match hit.map(|h| h.target) {
            Some(Target::Stage { span, stage }) => {
                out.push_str(&f.spans[span].id);
                out.push('/');
                out.push_str(&f.spans[span].stages[stage].id);
            }
            Some(Target::Arrow(a)) => {
                out.push('>');
                out.push_str(&f.arrows[a].id);
            }
            _ => continue,
        }
        out.push(' ');
    }
    out
}

/// The timeline's width on the page (CSS px), 0 before it is there.
pub fn measured_width() -> f64 {
    document()
        .query_selector(".timeline-canvas")
        .ok()
        .flatten()
        .map_or(0.0, |e| e.client_width() as f64)
}

/// The window was resized or scrolled: the timeline's width again, and a
/// refresh (the canvas repaints only if what it shows differs).
fn relaid(_: web_sys::Event) {
    let width = measured_width();
    super::update(move |s| s.width_px = width);
}

/// The viewport of the screen's view at its width.
pub fn viewport(s: &Screen) -> Viewport {
    Viewport::new(s.view.start_ms, s.view.zoom, s.width_px)
}

/// A canvas taller than this (CSS px) lays out only the rows the window
/// shows (`Viewport::rows_px`): a timeline of a hundred lanes is painted a
/// window at a time, not six thousand pixels on every change.
const CULL_PX: f64 = 2048.0;

/// The rows of a canvas `height` tall (CSS px) in view: from a kilobyte
/// above the window's top, five kilobytes' worth (a window up to ~3,000 px
/// tall), in steps of 512 px, so a scroll repaints only when it crosses
/// one. All of them on a canvas no taller than [`CULL_PX`].
fn rows_in_view(canvas: &web_sys::Element, height: f64) -> (f64, f64) {
    if height <= CULL_PX {
        return (f64::NEG_INFINITY, f64::INFINITY);
    }
    let top = ((crate::web::modules::view_top(canvas) - 1024.0) / 512.0).floor() * 512.0;
    (top, top + 5120.0)
}

impl Canvas {
    pub fn new(_: &Screen) -> (Canvas, El) {
        let m = Metrics::default();
        let canvas = el("canvas")
            .tid("timeline")
            // The fixed geometry the canvas is laid out with (one owner:
            // `Metrics` and `LEAD_MS`), for tests that aim at a lane.
            .attr("data-ruler-h", &num(m.ruler_h))
            .attr("data-lane-h", &num(m.lane_h))
            .attr("data-block-h", &num(m.block_h))
            .attr("data-lead-ms", &num(LEAD_MS))
            .attr("tabindex", "0")
            .attr("role", "application");
        let layout: Rc<RefCell<Option<Layout>>> = Rc::default();
        let target: web_sys::HtmlCanvasElement = canvas.get().clone().unchecked_into();
        let input = super::canvas_input::listen_input(&target, layout.clone());
        let announce = el("p")
            .class("sr-only")
            .attr("aria-live", "polite")
            .tid("focus-announce");
        let part = Canvas {
            ctx: target
                .get_context("2d")
                .ok()
                .flatten()
                .and_then(|c| c.dyn_into().ok()),
            canvas: target,
            layout,
            drawn: None,
            tooltip: Slot::new(),
            tooltip_shown: None,
            announce: announce.get().clone(),
            announced: None,
            label: None,
        };
        let container = el("div")
            .class("timeline-canvas")
            .child(canvas)
            .slot(&part.tooltip)
            .child(announce);
        let resize = listen(&window(), "resize", relaid);
        // A tall canvas lays out the rows in the window (`rows_in_view`):
        // scrolling brings others in (the same call: one copy of the code).
        let scroll = listen(&window(), "scroll", relaid);
        let container = input
            .into_iter()
            .fold(container.hold(resize).hold(scroll), El::hold);
        (part, container)
    }

    /// Lay out and paint what the screen shows, if it differs from what was
    /// painted.
    fn paint(&mut self, s: &Screen) {
        let m = Metrics::default();
        let mut vp = viewport(s);
        let rows = s.ds.file.lanes.len() * s.runs.len();
        vp.rows_px = rows_in_view(&self.canvas, m.ruler_h + rows as f64 * m.lane_h);
        // The picture the exports draw too: one builder, from the view.
        let picture = Snapshot::new(&s.ds, &s.view).picture(&s.ds, &s.runs, s.focus);
        let drawn = Drawn {
            vp,
            dpr: window().device_pixel_ratio().max(1.0),
            picture,
            runs: s.runs.rev(),
        };
        if self.drawn.as_ref() == Some(&drawn) {
            return;
        }
        // For tests and tools outside the page: what is drawn, in ms.
        set_attr(&self.canvas, "data-horizon-ms", Some(&num(s.horizon())));
        set_attr(&self.canvas, "data-px-per-ms", Some(&num(s.view.zoom)));
        set_attr(&self.canvas, "data-start-ms", Some(&num(s.view.start_ms)));
        let (o0, o1) = s.run(crate::model::Side::A).timeline.outage;
        let outage = format!("{},{}", num(o0), num(o1));
        set_attr(&self.canvas, "data-outage-ms", Some(&outage));
        if vp.width_px <= 0.0 {
            return;
        }
        let rows = s.runs.timelines();
        let list = layout_runs(
            &s.ds,
            &rows,
            &vp,
            &m,
            drawn.picture.lang,
            &drawn.picture.scene,
        );
        let ratio = drawn.dpr;
        let el = &self.canvas;
        let (w, h) = (
            (list.width * ratio).round() as u32,
            (list.height * ratio).round() as u32,
        );
        // Resizing clears the canvas and costs a reallocation: only when needed.
        if el.width() != w || el.height() != h {
            el.set_width(w);
            el.set_height(h);
            let style = el.style();
            let _ = style.set_property("width", &px(list.width));
            let _ = style.set_property("height", &px(list.height));
        }
        if let Some(ctx) = &self.ctx {
            paint(ctx, &list, Palette::of(drawn.picture.theme), ratio);
            // Marks for `make bench`: first paint, and every repaint. Only
            // the newest repaint mark is kept: the browser holds marks until
            // they are cleared, so one per repaint would grow without bound.
            // (A PerformanceObserver still sees each one.)
            if let Some(perf) = window().performance() {
                if self.drawn.is_none() {
                    let _ = perf.mark("ft-first-paint");
                }
                perf.clear_marks_with_mark_name("ft-paint");
                let _ = perf.mark("ft-paint");
            }
        }
        // For tests: what a highlight left at full strength, by id.
        let lit = drawn
            .picture
            .scene
            .highlight
            .as_ref()
            .map(|_| lit_ids(s, &list));
        set_attr(&self.canvas, "data-lit", lit.as_deref());
        self.drawn = Some(drawn);
        *self.layout.borrow_mut() = Some(list);
    }

    /// The tooltip of the arrow under the pointer, or under the keyboard.
    fn tooltip(&mut self, s: &Screen) {
        let at = s.hover.or_else(|| {
            let hit = s.focus?;
            let layout = self.layout.borrow();
            layout.as_ref()?.arrow_midpoint(hit.side, hit.arrow()?)
        });
        // The run whose row the arrow is in: its times, its knob values.
        let run = at.and_then(|at| Some((at, s.runs.on_screen(at.side)?)));
        let Some((at, run)) = run else {
            self.tooltip_shown = None;
            self.tooltip.clear();
            return;
        };
        let key = (at, s.view.lang, s.runs.rev());
        if self.tooltip_shown.as_ref() == Some(&key) {
            return;
        }
        self.tooltip_shown = Some(key);
        let lang = s.view.lang;
        let mut tip = arrow_tooltip(&s.ds, &run.timeline, &run.config, at.arrow, lang);
        if s.comparing() {
            // Which row's arrow: its letter, as the row is labelled.
            if let Some(first) = tip.lines.first_mut() {
                *first = format!("{}: {first}", run.side.letter());
            }
        }
        let div = el("div")
            .class("arrow-tooltip")
            .attr("role", "tooltip")
            .tid("arrow-tooltip")
            .attr("data-arrow", &s.ds.file.arrows[at.arrow].id)
            .attr("data-side", run.side.letter())
            .kids(tip.lines.iter().map(|l| el("p").text(l)))
            .maybe(tip.interaction.map(|q| quote_line(el("p"), &q, lang)))
            .child(source_line(el("p"), &tip.source, lang));
        let style = div.get().unchecked_ref::<web_sys::HtmlElement>().style();
        let _ = style.set_property("left", &px(at.x + 12.0));
        let _ = style.set_property("top", &px(at.y + 12.0));
        self.tooltip.set([div]);
    }
}

impl Part for Canvas {
    fn refresh(&mut self, s: &Screen) {
        self.paint(s);
        if self.label != Some(s.view.lang) {
            self.label = Some(s.view.lang);
            // The dataset's own name: not every timeline is a step-down.
            let label = trf(
                s.view.lang,
                Key::TimelineLabel,
                &[
                    ("title", s.ds.file.title.get(s.view.lang)),
                    ("zero", s.ds.file.zero.get(s.view.lang)),
                ],
            );
            set_attr(&self.canvas, "aria-label", Some(&label));
        }
        self.tooltip(s);
        let key = (s.focus, s.view.lang, s.runs.rev());
        if self.announced.as_ref() != Some(&key) {
            self.announced = Some(key);
            let rows = s.runs.timelines();
            set_text(
                &self.announce,
                &announce(&s.ds, &rows, s.focus, s.view.lang),
            );
        }
    }
}
