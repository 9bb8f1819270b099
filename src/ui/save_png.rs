//! "Save PNG": the whole handoff at 2×, with the lane names, the
//! configuration, the badge's words and the source written into the image,
//! so a picture pasted into a chat explains itself.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::i18n::{tr, Key};
use crate::model::verdict::preset_of;
use crate::state::view_state::LEAD_MS;
use crate::view::export::{caption_lines, compare_caption_lines};
use crate::view::{layout, layout::layout_rows, Metrics, Palette, Scene, Viewport};

use super::context::use_app;
use super::paint::paint;

/// The image's scale: crisp on hi-DPI screens and in slides.
const SCALE: f64 = 2.0;
/// The lane-name gutter and the margins, CSS px.
const GUTTER: f64 = 150.0;
const PAD: f64 = 14.0;
const LINE: f64 = 18.0;
/// The widest timeline drawn at the current zoom; wider handoffs are fitted.
const MAX_TIMELINE_PX: f64 = 1600.0;

#[component]
pub fn SavePng() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let save = move |_| {
        if let Some(url) = render(&ctx) {
            let name = match ctx.config.with_untracked(|c| preset_of(&ctx.ds, c)) {
                Some(p) => format!("failover-timeline-{}.png", ctx.ds.file.presets[p].id),
                None => "failover-timeline-custom.png".to_string(),
            };
            download(&url, &name);
        }
    };
    view! {
        <button type="button" data-testid="save-png" on:click=save>
            {move || tr(lang(), Key::SavePng)}
        </button>
    }
}

fn canvas_2d(w: f64, h: f64) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let c: HtmlCanvasElement = document().create_element("canvas").ok()?.dyn_into().ok()?;
    c.set_width((w * SCALE).round() as u32);
    c.set_height((h * SCALE).round() as u32);
    let g: CanvasRenderingContext2d = c.get_context("2d").ok()??.dyn_into().ok()?;
    Some((c, g))
}

/// Break `text` into lines no wider than `max` px in the current font.
fn wrap(g: &CanvasRenderingContext2d, text: &str, max: f64) -> Vec<String> {
    let width = |s: &str| g.measure_text(s).map(|m| m.width()).unwrap_or(0.0);
    let mut out = Vec::new();
    let mut line = String::new();
    // Words where there are spaces; CJK runs break between characters.
    for piece in text.split_inclusive(' ') {
        let candidate = format!("{line}{piece}");
        if width(candidate.trim_end()) <= max || line.is_empty() && width(piece) <= max {
            line = candidate;
            continue;
        }
        if !line.is_empty() {
            out.push(line.trim_end().to_string());
            line.clear();
        }
        for ch in piece.chars() {
            let next = format!("{line}{ch}");
            if width(next.trim_end()) > max && !line.is_empty() {
                out.push(line.trim_end().to_string());
                line = ch.to_string();
            } else {
                line = next;
            }
        }
    }
    if !line.trim().is_empty() {
        out.push(line.trim_end().to_string());
    }
    out
}

/// The image as a PNG data URL.
fn render(ctx: &super::context::AppCtx) -> Option<String> {
    let ds = &ctx.ds;
    let (lang, theme, critical) = (
        ctx.lang.get_untracked(),
        ctx.theme.get_untracked(),
        ctx.critical.get_untracked(),
    );
    let palette = Palette::of(theme);
    let cfg = ctx.config.get_untracked();
    let tl = ctx.timeline.get_untracked();
    let verdict = ctx.verdict.get_untracked();
    let horizon = ctx.horizon.get_untracked() + 2.0 * LEAD_MS;
    let zoom = ctx.view.get_untracked().zoom;
    let mut vp = Viewport {
        start_ms: -LEAD_MS,
        px_per_ms: zoom,
        origin_px: 0.0,
        width_px: (horizon * zoom).min(MAX_TIMELINE_PX),
    };
    vp.px_per_ms = vp.fit_zoom(horizon).min(zoom);
    // Room past the end for the last ruler label.
    vp.width_px = (horizon * vp.px_per_ms).ceil() + 28.0;
    let metrics = Metrics::default();
    let scene = Scene {
        critical,
        focus: None,
        selected: None,
    };
    // Compare: both timelines, A above B in every lane, and both verdicts.
    let b = ctx.compare.get_untracked().and_then(|c| {
        let tl = ctx.timeline_b.get_untracked()?;
        Some((c, tl, ctx.verdict_b.get_untracked()?))
    });
    let list = match &b {
        Some((_, tl_b, _)) => layout_rows(ds, &[&tl, tl_b], &vp, &metrics, lang, &scene),
        None => layout(ds, &tl, &vp, &metrics, lang, &scene),
    };
    let (tc, tg) = canvas_2d(list.width, list.height)?;
    paint(&tg, &list, palette, SCALE);

    let width = (GUTTER + list.width + PAD).max(720.0);
    // Lay out the caption with a scratch context, to know the height.
    let (_, scratch) = canvas_2d(1.0, 1.0)?;
    let caption = match &b {
        Some((cb, tl_b, vb)) => {
            compare_caption_lines(ds, (&cfg, &tl, &verdict), (cb, tl_b, vb), lang)
        }
        None => caption_lines(ds, &cfg, &tl, &verdict, lang),
    };
    let (source, body) = caption.split_last()?;
    let mut head: Vec<(String, &str, &str)> = Vec::new();
    for (i, text) in body.iter().enumerate() {
        let font = if i == 0 {
            "bold 15px sans-serif"
        } else {
            "13px sans-serif"
        };
        scratch.set_font(font);
        for l in wrap(&scratch, text, width - 2.0 * PAD) {
            head.push((
                l,
                font,
                if i == 0 {
                    palette.text
                } else {
                    palette.text_muted
                },
            ));
        }
    }
    scratch.set_font("11px sans-serif");
    let foot = wrap(&scratch, source, width - 2.0 * PAD);
    let head_h = PAD + head.len() as f64 * LINE + PAD / 2.0;
    let height = head_h + list.height + PAD + foot.len() as f64 * LINE + PAD;

    let (out, g) = canvas_2d(width, height)?;
    let _ = g.set_transform(SCALE, 0.0, 0.0, SCALE, 0.0, 0.0);
    g.set_fill_style_str(palette.background);
    g.fill_rect(0.0, 0.0, width, height);
    g.set_text_baseline("top");
    for (i, (text, font, color)) in head.iter().enumerate() {
        g.set_font(font);
        g.set_fill_style_str(color);
        let _ = g.fill_text(text, PAD, PAD + i as f64 * LINE);
    }
    // Lane names in the gutter, aligned with the lanes.
    g.set_font("bold 12px sans-serif");
    g.set_text_baseline("middle");
    for (l, lane) in ds.file.lanes.iter().enumerate() {
        let Some(&(top, h)) = list.lanes.get(l) else {
            continue;
        };
        g.set_fill_style_str(palette.text);
        let _ = g.fill_text_with_max_width(
            lane.name.get(lang),
            PAD,
            head_h + top + h / 2.0 - 7.0,
            GUTTER - PAD * 1.5,
        );
        g.set_font("11px sans-serif");
        g.set_fill_style_str(palette.text_muted);
        let _ = g.fill_text_with_max_width(
            lane.role.get(lang),
            PAD,
            head_h + top + h / 2.0 + 8.0,
            GUTTER - PAD * 1.5,
        );
        g.set_font("bold 12px sans-serif");
    }
    let _ = g.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
    let _ = g.draw_image_with_html_canvas_element(&tc, GUTTER * SCALE, head_h * SCALE);
    let _ = g.set_transform(SCALE, 0.0, 0.0, SCALE, 0.0, 0.0);
    g.set_font("11px sans-serif");
    g.set_text_baseline("top");
    g.set_fill_style_str(palette.text_muted);
    for (i, text) in foot.iter().enumerate() {
        let _ = g.fill_text(text, PAD, head_h + list.height + PAD + i as f64 * LINE);
    }
    out.to_data_url_with_type("image/png").ok()
}

/// Hand the image to the browser as a download.
fn download(url: &str, name: &str) {
    let Ok(a) = document().create_element("a") else {
        return;
    };
    let _ = a.set_attribute("href", url);
    let _ = a.set_attribute("download", name);
    if let (Some(body), Ok(el)) = (document().body(), a.dyn_into::<web_sys::HtmlElement>()) {
        let _ = body.append_child(&el);
        el.click();
        let _ = body.remove_child(&el);
    }
}
