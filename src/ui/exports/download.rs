//! Handing a file the page made to the browser as a download: a data URL
//! on a transient link, so nothing leaves the page and no request is made.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::view::export::{file_name, RunShown};

use crate::ui::shell::context::AppCtx;

/// Download `url` (a data URL) as `name`.
pub fn download(url: &str, name: &str) {
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

/// Download `text` as a `mime` file called `name`.
pub fn download_text(text: &str, mime: &str, name: &str) {
    let body: String = web_sys::js_sys::encode_uri_component(text).into();
    download(&format!("data:{mime};charset=utf-8,{body}"), name);
}

/// Make a text file from the current configuration (`make` gets it as a
/// run shown; in compare, A's and B's) and download it as
/// `failover-timeline-<dataset>-<preset>.<ext>`.
pub fn export_current(
    ctx: &AppCtx,
    mime: &str,
    ext: &str,
    make: impl FnOnce(&[RunShown]) -> String,
) {
    ctx.settle();
    let (cfg, tl, verdict) = (
        ctx.config.get_untracked(),
        ctx.timeline.get_untracked(),
        ctx.verdict.get_untracked(),
    );
    let b = ctx.compare.get_untracked().and_then(|c| {
        Some((
            c,
            ctx.timeline_b.get_untracked()?,
            ctx.verdict_b.get_untracked()?,
        ))
    });
    let own = ctx.own.get_untracked();
    let own_of = |i: usize| own.get(i).and_then(Option::as_ref);
    // Each side's drill as drawn: the runs' (both modules draw one drill).
    let runs = ctx.runs.get_untracked();
    let drill_of = |i: usize| {
        runs.on_screen(crate::model::Side::of_index(i))
            .and_then(|r| r.figures.drill())
    };
    let mut snaps = vec![RunShown {
        config: &cfg,
        timeline: &tl,
        verdict: &verdict,
        own: own_of(0),
        drill: drill_of(0),
    }];
    if let Some((c, t, v)) = &b {
        snaps.push(RunShown {
            config: c,
            timeline: t,
            verdict: v,
            own: own_of(1),
            drill: drill_of(1),
        });
    }
    download_text(&make(&snaps), mime, &file_name(&ctx.ds, &cfg, ext));
}
