//! The timeline canvas: lays the timeline out for the current size, zoom and
//! pan, paints it crisp at any devicePixelRatio, and turns pointer, wheel and
//! keys into view-state changes. Hit-testing reads the same display list the
//! painter drew.

use leptos::html::{Canvas, Div};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::CanvasRenderingContext2d;

use crate::i18n::Key;
use crate::state::view_state::{ZoomChoice, LEAD_MS};
use crate::view::{
    focus::{announce, focus_items, key_action, step, KeyAction},
    hit_test, layout,
    layout::layout_rows,
    ArrowAt, Hit, Layout, Metrics, Palette, Scene, Viewport,
};

use crate::ui::shell::context::use_app;
use crate::ui::timeline::arrow_tooltip::ArrowTooltip;
use crate::ui::timeline::paint::paint;
use crate::ui::widgets::number::{num, px};
use crate::ui::widgets::words::words;

/// Pointer travel (CSS px) below which a press is a click, not a drag.
const CLICK_SLOP_PX: f64 = 3.0;

/// A press on the canvas, until it is released.
#[derive(Clone, Copy)]
struct Drag {
    /// The pointer's x at the press.
    x0: f64,
    /// The time at the left edge at the press.
    start_ms0: f64,
    /// It moved beyond [`CLICK_SLOP_PX`]: a pan, not a click.
    moved: bool,
}

/// The swimlanes on a canvas, with zoom, pan, hover, click and keys.
#[component]
pub fn TimelineCanvas() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let container: NodeRef<Div> = NodeRef::new();
    let canvas: NodeRef<Canvas> = NodeRef::new();
    let (width, set_width) = signal(0.0_f64);
    let (dpr, set_dpr) = signal(1.0_f64);
    let last_layout: StoredValue<Option<Layout>> = StoredValue::new(None);
    let drag: StoredValue<Option<Drag>> = StoredValue::new(None);

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
    let viewport = Memo::new(move |_| {
        let w = ctx.view.get();
        Viewport::new(w.start_ms, w.zoom, width.get())
    });
    let d = ds.clone();
    Effect::new(move |_| {
        // Before the badge and labels change the DOM (see track_first).
        ctx.state.track_first();
        let (Some(canvas), vp) = (canvas.get(), viewport.get()) else {
            return;
        };
        if vp.width_px <= 0.0 {
            return;
        }
        // A preset's first look: narrow the zoom if its handoff does not fit
        // (this change runs the effect again).
        if ctx
            .view
            .with_untracked(|w| w.zoom_choice == ZoomChoice::Preset)
        {
            let horizon = ctx.horizon.get_untracked();
            ctx.state.update(|s| s.fit_handoff(horizon, vp.width_px));
            return;
        }
        let (lang, theme, critical, selected) = (
            ctx.lang.get(),
            ctx.theme.get(),
            ctx.critical.get(),
            ctx.selected.get(),
        );
        let scene = Scene {
            critical,
            focus: ctx.focus.get(),
            selected,
        };
        let list = ctx.timeline.with(|tl| {
            ctx.timeline_b.with(|b| match b {
                Some(b) => layout_rows(&d, &[tl, b], &vp, &metrics, lang, &scene),
                None => layout(&d, tl, &vp, &metrics, lang, &scene),
            })
        });
        let ratio = dpr.get();
        let el: &web_sys::HtmlCanvasElement = &canvas;
        let (w, h) = (
            (list.width * ratio).round() as u32,
            (list.height * ratio).round() as u32,
        );
        // Resizing clears the canvas and costs a reallocation: only when needed.
        if el.width() != w || el.height() != h {
            el.set_width(w);
            el.set_height(h);
            let style = web_sys::HtmlElement::style(el);
            let _ = style.set_property("width", &px(list.width));
            let _ = style.set_property("height", &px(list.height));
        }
        let ctx2d = el
            .get_context("2d")
            .ok()
            .flatten()
            .and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok());
        if let Some(ctx2d) = ctx2d {
            paint(&ctx2d, &list, Palette::of(theme), ratio);
            // Marks for `make bench`: first paint, and every repaint. Only
            // the newest repaint mark is kept: the browser holds marks until
            // they are cleared, so one per repaint would grow without bound.
            // (A PerformanceObserver still sees each one.)
            if let Some(perf) = window().performance() {
                if last_layout.with_value(|l| l.is_none()) {
                    let _ = perf.mark("ft-first-paint");
                }
                perf.clear_marks_with_mark_name("ft-paint");
                let _ = perf.mark("ft-paint");
            }
        }
        last_layout.set_value(Some(list));
    });

    let hit_at = move |x: f64, y: f64| {
        last_layout.with_value(|l| l.as_ref().and_then(|l| hit_test(l, x, y)))
    };
    let span_of = |hit: Hit| match hit {
        Hit::Stage { span, .. } | Hit::Wait { span } => Some(span),
        Hit::Arrow(_) => None,
    };

    let on_pointer_down = move |ev: web_sys::PointerEvent| {
        drag.set_value(Some(Drag {
            x0: ev.offset_x() as f64,
            start_ms0: ctx.state.with_untracked(|s| s.start_ms),
            moved: false,
        }));
        if let Some(c) = canvas.get_untracked() {
            let _ = c.set_pointer_capture(ev.pointer_id());
        }
    };
    let on_pointer_move = move |ev: web_sys::PointerEvent| {
        let (x, y) = (ev.offset_x() as f64, ev.offset_y() as f64);
        if let Some(d) = drag.get_value() {
            if d.moved || (x - d.x0).abs() > CLICK_SLOP_PX {
                drag.set_value(Some(Drag { moved: true, ..d }));
                let zoom = ctx.state.with_untracked(|s| s.zoom);
                ctx.state
                    .update(|s| s.start_ms = d.start_ms0 - (x - d.x0) / zoom);
                ctx.hover.set(None);
                return;
            }
        }
        let hit = hit_at(x, y);
        ctx.hover.set(match hit {
            Some(Hit::Arrow(arrow)) => Some(ArrowAt { arrow, x, y }),
            _ => None,
        });
        if let Some(c) = canvas.get_untracked() {
            let _ = web_sys::HtmlElement::style(&c)
                .set_property("cursor", if hit.is_some() { "pointer" } else { "grab" });
        }
    };
    let on_pointer_up = move |ev: web_sys::PointerEvent| {
        let was_drag = drag.get_value().is_some_and(|d| d.moved);
        drag.set_value(None);
        if was_drag {
            return;
        }
        let hit = hit_at(ev.offset_x() as f64, ev.offset_y() as f64);
        ctx.focus.set(hit);
        ctx.state.update(|s| s.selected = hit.and_then(span_of));
    };
    let on_wheel = move |ev: web_sys::WheelEvent| {
        let x = ev.offset_x() as f64;
        if ev.ctrl_key() || ev.meta_key() {
            ev.prevent_default();
            let vp = viewport.get_untracked();
            let z = vp.zoomed_at(vp.px_per_ms * (-ev.delta_y() * 0.002).exp(), x);
            ctx.state.update(|s| {
                s.set_zoom(z.px_per_ms);
                s.start_ms = z.start_ms;
            });
        } else if ev.shift_key() || ev.delta_x().abs() > ev.delta_y().abs() {
            ev.prevent_default();
            let d = if ev.delta_x() != 0.0 {
                ev.delta_x()
            } else {
                ev.delta_y()
            };
            let vp = viewport.get_untracked().panned(d);
            ctx.state.update(|s| s.start_ms = vp.start_ms);
        }
    };
    let d = ds.clone();
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let vp = viewport.get_untracked();
        let centre = vp.width_px / 2.0;
        let zoom_to = |z: f64| {
            let n = vp.zoomed_at(z, centre);
            ctx.state.update(|s| {
                s.set_zoom(n.px_per_ms);
                s.start_ms = n.start_ms;
            });
        };
        let Some(action) = key_action(&ev.key()) else {
            return;
        };
        let mv = match action {
            KeyAction::ZoomIn => {
                zoom_to(vp.px_per_ms * 1.25);
                None
            }
            KeyAction::ZoomOut => {
                zoom_to(vp.px_per_ms / 1.25);
                None
            }
            KeyAction::ZoomReset => {
                ctx.state.update(|s| {
                    s.set_zoom(d.file.zoom_px_per_ms);
                    s.start_ms = -LEAD_MS;
                });
                None
            }
            KeyAction::Move(mv) => Some(mv),
            KeyAction::Select => {
                if let Some(span) = ctx.focus.get_untracked().and_then(span_of) {
                    ctx.state.update(|s| s.selected = Some(span));
                }
                ev.prevent_default();
                return;
            }
        };
        ev.prevent_default();
        let Some(mv) = mv else { return };
        let next = ctx.timeline.with_untracked(|tl| {
            let items = focus_items(&d, tl);
            step(&items, ctx.focus.get_untracked(), mv)
                .and_then(|h| items.iter().find(|it| it.hit == h).map(|it| (h, it.t)))
        });
        if let Some((hit, t)) = next {
            ctx.focus.set(Some(hit));
            // Keep the focused item on screen.
            let x = vp.x_from_time(t);
            if x < 0.0 || x > vp.width_px - 40.0 {
                ctx.state
                    .update(|s| s.start_ms = t - vp.width_px * 0.25 / vp.px_per_ms);
            }
        }
    };

    // Where the keyboard-focused arrow is drawn, for its tooltip.
    let focus_at = Signal::derive(move || {
        let _ = viewport.get();
        let _ = ctx.timeline.get();
        match ctx.focus.get() {
            Some(Hit::Arrow(a)) => {
                last_layout.with_value(|l| l.as_ref().and_then(|l| l.arrow_midpoint(a)))
            }
            _ => None,
        }
    });
    let d = ds.clone();
    let announce = move || {
        let lang = ctx.lang.get();
        ctx.timeline
            .with(|tl| announce(&d, tl, ctx.focus.get(), lang))
    };
    let label = words(ctx.lang, Key::TimelineLabel);

    view! {
        <div class="timeline-canvas" node_ref=container>
            <canvas
                node_ref=canvas
                data-testid="timeline"
                // For tests and tools outside the page: what is drawn, in ms.
                data-horizon-ms=move || num(ctx.horizon.get())
                data-px-per-ms=move || num(ctx.view.get().zoom)
                // The fixed geometry the canvas is laid out with (one owner:
                // `Metrics` and `LEAD_MS`), for tests that aim at a lane.
                data-ruler-h=num(metrics.ruler_h)
                data-lane-h=num(metrics.lane_h)
                data-block-h=num(metrics.block_h)
                data-lead-ms=num(LEAD_MS)
                tabindex="0"
                role="application"
                aria-label=label
                on:pointerdown=on_pointer_down
                on:pointermove=on_pointer_move
                on:pointerup=on_pointer_up
                on:pointerleave=move |_| ctx.hover.set(None)
                on:wheel=on_wheel
                on:keydown=on_key
                on:blur=move |_| ctx.hover.set(None)
            ></canvas>
            <ArrowTooltip focus_at=focus_at />
            <p class="sr-only" aria-live="polite" data-testid="focus-announce">{announce}</p>
        </div>
    }
}
