//! The timeline canvas: lays out the timeline for the current size and zoom
//! and paints it, crisp at any devicePixelRatio. The only effect here is the
//! one that syncs the canvas with the display list.

use std::sync::Arc;

use leptos::html::{Canvas, Div};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

use crate::model::{Dataset, Lang, Timeline};
use crate::view::{layout, Metrics, Palette, Theme, Viewport};

use super::paint::paint;

/// How much time shows left of t = 0, so the RESIGN line is not on the edge.
const LEAD_MS: f64 = 2.0;

/// The swimlanes on a canvas.
#[component]
pub fn TimelineCanvas(
    /// The dataset being shown.
    dataset: Arc<Dataset>,
    /// The schedule to draw.
    timeline: Memo<Timeline>,
    /// Zoom in CSS px per ms.
    zoom: Signal<f64>,
    /// Language of the labels drawn on the canvas.
    lang: Signal<Lang>,
    /// Colour theme.
    theme: Signal<Theme>,
) -> impl IntoView {
    let container: NodeRef<Div> = NodeRef::new();
    let canvas: NodeRef<Canvas> = NodeRef::new();
    let (width, set_width) = signal(0.0_f64);
    let (dpr, set_dpr) = signal(1.0_f64);

    let measure = move || {
        if let Some(el) = container.get_untracked() {
            set_width.set(el.client_width() as f64);
        }
        set_dpr.set(window().device_pixel_ratio().max(1.0));
    };
    Effect::new(move |_| {
        if container.get().is_some() {
            measure();
        }
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resize.remove());

    let metrics = Metrics::default();
    Effect::new(move |_| {
        let (Some(canvas), w) = (canvas.get(), width.get()) else {
            return;
        };
        if w <= 0.0 {
            return;
        }
        let tl = timeline.get();
        let vp = Viewport {
            start_ms: -LEAD_MS,
            px_per_ms: zoom.get(),
            origin_px: 0.0,
            width_px: w,
        };
        let list = layout(&dataset, &tl, &vp, &metrics, lang.get());
        let ratio = dpr.get();
        let el: &web_sys::HtmlCanvasElement = &canvas;
        el.set_width((list.width * ratio).round() as u32);
        el.set_height((list.height * ratio).round() as u32);
        let style = web_sys::HtmlElement::style(el);
        let _ = style.set_property("width", &format!("{}px", list.width));
        let _ = style.set_property("height", &format!("{}px", list.height));
        let ctx = el
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
        if let Some(ctx) = ctx {
            paint(&ctx, &list, Palette::of(theme.get()), ratio);
        }
    });

    view! {
        <div class="timeline-canvas" node_ref=container>
            <canvas node_ref=canvas data-testid="timeline" role="img" aria-label="Step-down timeline"></canvas>
        </div>
    }
}
