//! "Save PNG": the whole handoff at 2×, with the lane names, the
//! configuration, the badge's words and the source written into the image,
//! so a picture pasted into a chat explains itself.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::i18n::page::PageKey;
use crate::view::export::Picture;
use crate::view::export::{
    caption_lines, compare_caption_lines, export_viewport, file_name, wrap, RunShown, GUTTER, LINE,
    PAD,
};
use crate::view::layout::{css_font, layout_runs};
use crate::view::{layout, Metrics, Palette};

use crate::ui::exports::download::download;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;
use crate::web::paint::paint;

/// The image's scale: crisp on hi-DPI screens and in slides.
const SCALE: f64 = 2.0;

#[component]
pub fn SavePng() -> impl IntoView {
    let ctx = use_app();
    let page_lang = ctx.lang;
    let save = move |_| {
        ctx.settle();
        if let Some(url) = render(&ctx) {
            let name = ctx.config.with_untracked(|c| file_name(&ctx.ds, c, "png"));
            download(&url, &name);
        }
    };
    view! {
        <button type="button" data-testid="save-png" on:click=save>
            {words(page_lang, PageKey::SavePng)}
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

/// `text` in lines no wider than `max` px in the context's current font.
fn wrap_measured(g: &CanvasRenderingContext2d, text: &str, max: f64) -> Vec<String> {
    wrap(text, max, |s| {
        g.measure_text(s).map(|m| m.width()).unwrap_or(0.0)
    })
}

/// The image as a PNG data URL.
fn render(ctx: &crate::ui::shell::context::AppCtx) -> Option<String> {
    let ds = &ctx.ds;
    // The canvas's picture, from the same builder (`RunShown::picture`).
    let Picture {
        lang,
        theme,
        zoom,
        scene,
    } = ctx.picture();
    let palette = Palette::of(theme);
    let cfg = ctx.config.get_untracked();
    let tl = ctx.timeline.get_untracked();
    let verdict = ctx.verdict.get_untracked();
    // Compare: both timelines, A above B in every lane, and both verdicts.
    let b = ctx.compare.get_untracked().and_then(|c| {
        Some((
            c,
            ctx.timeline_b.get_untracked()?,
            ctx.verdict_b.get_untracked()?,
        ))
    });
    let longest = match &b {
        Some((_, tb, _)) if tb.horizon() > tl.horizon() => tb,
        _ => &tl,
    };
    let vp = export_viewport(longest, zoom);
    let metrics = Metrics::default();
    // A reader's figures, each side's, bracketed and captioned as on screen.
    let own = ctx.own.get_untracked();
    let own_of = |i: usize| own.get(i).and_then(Option::as_ref);
    // Each side's drill as drawn: the runs' (both modules draw one drill).
    let runs = ctx.runs.get_untracked();
    let drill_of = |i: usize| {
        runs.on_screen(crate::model::Side::of_index(i))
            .and_then(|r| r.figures.drill())
    };
    let list = match &b {
        Some((_, tb, _)) => layout_runs(ds, &[&tl, tb], &vp, &metrics, lang, &scene),
        None => layout(ds, &tl, &vp, &metrics, lang, &scene),
    };
    let (tc, tg) = canvas_2d(list.width, list.height)?;
    paint(&tg, &list, palette, SCALE);

    let width = (GUTTER + list.width + PAD).max(720.0);
    // Lay out the caption with a scratch context, to know the height.
    let (_, scratch) = canvas_2d(1.0, 1.0)?;
    let caption = match &b {
        Some((cb, tb, vb)) => {
            let snap = |config, timeline, verdict, own, drill| RunShown {
                config,
                timeline,
                verdict,
                own,
                drill,
            };
            compare_caption_lines(
                ds,
                &snap(&cfg, &tl, &verdict, own_of(0), drill_of(0)),
                &snap(cb, tb, vb, own_of(1), drill_of(1)),
                lang,
            )
        }
        None => caption_lines(
            ds,
            &RunShown {
                config: &cfg,
                timeline: &tl,
                verdict: &verdict,
                own: own_of(0),
                drill: drill_of(0),
            },
            lang,
        ),
    };
    let (source, body) = caption.split_last()?;
    let (title_font, body_font) = (css_font(15.0, true), css_font(13.0, false));
    let mut head: Vec<(String, &str, &str)> = Vec::new();
    for (i, text) in body.iter().enumerate() {
        let font = if i == 0 { &title_font } else { &body_font };
        scratch.set_font(font);
        for l in wrap_measured(&scratch, text, width - 2.0 * PAD) {
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
    scratch.set_font(&css_font(11.0, false));
    let foot = wrap_measured(&scratch, source, width - 2.0 * PAD);
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
    g.set_font(&css_font(12.0, true));
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
        g.set_font(&css_font(11.0, false));
        g.set_fill_style_str(palette.text_muted);
        let _ = g.fill_text_with_max_width(
            lane.role.get(lang),
            PAD,
            head_h + top + h / 2.0 + 8.0,
            GUTTER - PAD * 1.5,
        );
        g.set_font(&css_font(12.0, true));
    }
    let _ = g.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
    let _ = g.draw_image_with_html_canvas_element(&tc, GUTTER * SCALE, head_h * SCALE);
    let _ = g.set_transform(SCALE, 0.0, 0.0, SCALE, 0.0, 0.0);
    g.set_font(&css_font(11.0, false));
    g.set_text_baseline("top");
    g.set_fill_style_str(palette.text_muted);
    for (i, text) in foot.iter().enumerate() {
        let _ = g.fill_text(text, PAD, head_h + list.height + PAD + i as f64 * LINE);
    }
    out.to_data_url_with_type("image/png").ok()
}
