//! What every export of the timeline (PNG, SVG, trace) shares: the
//! configurations it shows, the caption it carries (the title, the
//! configuration, the badge — a measured figure, or the refusal — and where
//! it comes from), its viewport and its file name. Pure, so the truth rule
//! holds for the files too.

use crate::i18n::page::PageKey;
use crate::i18n::trf;
use crate::model::drill::DrawnDrill;
use crate::model::index::DimIx;
use crate::model::own::OwnFigures;
use crate::model::{
    verdict::preset_of, Config, Dataset, Lang, Run, Shown, Side, Timeline, Verdict,
};
use crate::state::view_state::LEAD_MS;

use super::describe::{badge, drill_badge, own_badge};
use super::Viewport;

/// What the canvas and the images draw besides the runs: the page's
/// language, theme and zoom on screen, and the scene (the critical path,
/// the selection, a reader's outage, a tour step's highlights, the ruler,
/// the find box's matches). Built in one place from the view
/// (`state::protocol::Snapshot::picture`), so the canvas, the PNG and the
/// SVG show one picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub lang: Lang,
    pub theme: super::Theme,
    /// The zoom on screen, px/ms (an image fits it down when the handoff is
    /// too wide for it).
    pub zoom: f64,
    pub scene: super::Scene,
}

/// One configuration as an export shows it. The exports take a list of
/// these, so a comparison passes two.
#[derive(Clone, Copy, Debug)]
pub struct RunShown<'a> {
    pub config: &'a Config,
    pub timeline: &'a Timeline,
    pub verdict: &'a Verdict,
    /// A reader's own figures for it (shown as theirs, with who measured).
    pub own: Option<&'a OwnFigures>,
    /// A reader's drill of it, as drawn (its timeline is then held to it).
    pub drill: Option<&'a std::sync::Arc<DrawnDrill>>,
}

impl RunShown<'_> {
    /// The run this is (its figures with it).
    pub fn run(&self, ds: &Dataset, side: Side) -> Run {
        let shown = Shown {
            config: self.config,
            own: self.own,
            drill: self.drill,
        };
        Run::derive(ds, side, shown, 0)
    }
}

/// An exported picture's words about one configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct Caption {
    /// "configuration: tuned — heartbeat 10 ms · …"
    pub config: String,
    /// The badge's words: the measured headline and its runs, or the refusal.
    pub badge: Vec<String>,
}

/// The configuration in words: the preset it is, then every dimension's
/// value and the inert knobs switched on ("tuned — heartbeat 10 ms · …").
pub fn config_line(ds: &Dataset, cfg: &Config, lang: Lang) -> String {
    let mut config: Vec<String> = ds
        .file
        .dimensions
        .iter()
        .enumerate()
        .map(|(d, dim)| {
            format!(
                "{} {}",
                dim.name.get(lang),
                cfg.value_of(ds, DimIx(d)).label.get(lang)
            )
        })
        .collect();
    config.extend(cfg.inert.iter().map(|&k| ds.file.inert[k].property.clone()));
    let preset = preset_of(ds, cfg)
        .map(|p| format!("{} — ", ds.file.presets[p].name.get(lang)))
        .unwrap_or_default();
    format!("{preset}{}", config.join(" · "))
}

/// The words an export carries for one configuration.
pub fn caption(ds: &Dataset, snap: &RunShown, lang: Lang) -> Caption {
    let config = trf(
        lang,
        PageKey::PngConfig,
        &[("config", &config_line(ds, snap.config, lang))],
    );
    // A reader's drill leads where there is one, then their outage where
    // they gave one, as on the page (the drill's words say whose times).
    let run = || snap.run(ds, Side::A);
    let b = snap
        .drill
        .and_then(|_| drill_badge(ds, &run(), lang))
        .or_else(|| snap.own.and_then(|_| own_badge(ds, &run(), lang)))
        .unwrap_or_else(|| badge(ds, snap.timeline, snap.verdict, lang));
    // The headline and on what it rests, the runs; or the refusal and the
    // nearest measured configuration.
    let mut badge: Vec<String> = b.headline.into_iter().chain(b.basis).collect();
    badge.extend(b.lines);
    if !b.measured {
        badge.extend(b.details);
    }
    Caption { config, badge }
}

/// The source line: the seed pages the figures come from.
pub fn source_line(ds: &Dataset, lang: Lang) -> String {
    // A page its quotes were not checked against says so here too.
    let seeds: Vec<String> = ds
        .file
        .seeds
        .iter()
        .map(|s| match s.unchecked {
            true => format!(
                "{} ({})",
                s.title.get(lang),
                crate::i18n::tr(lang, crate::i18n::Key::QuoteNotChecked)
            ),
            false => s.title.get(lang).to_string(),
        })
        .collect();
    trf(lang, PageKey::PngSource, &[("title", &seeds.join(" / "))])
}

/// The caption lines of an exported image, top to bottom; the last is the
/// source line.
pub fn caption_lines(ds: &Dataset, snap: &RunShown, lang: Lang) -> Vec<String> {
    let c = caption(ds, snap, lang);
    let mut lines = vec![ds.file.title.get(lang).to_string(), c.config];
    lines.extend(c.badge);
    lines.push(source_line(ds, lang));
    lines
}

/// The lane-name gutter left of an exported timeline, px.
pub const GUTTER: f64 = 150.0;
/// The margins, px.
pub const PAD: f64 = 14.0;
/// The caption's line height, px.
pub const LINE: f64 = 18.0;
/// The widest timeline drawn at the current zoom; wider handoffs are fitted.
pub const MAX_TIMELINE_PX: f64 = 1600.0;

/// The whole handoff at `zoom` px/ms, or fitted into [`MAX_TIMELINE_PX`]
/// when that is wider; with room past the end for the last ruler label.
pub fn export_viewport(tl: &Timeline, zoom: f64) -> Viewport {
    let horizon = tl.horizon() + 2.0 * LEAD_MS;
    let mut vp = Viewport::new(-LEAD_MS, zoom, (horizon * zoom).min(MAX_TIMELINE_PX));
    vp.px_per_ms = vp.fit_zoom(horizon).min(zoom);
    vp.width_px = (horizon * vp.px_per_ms).ceil() + 28.0;
    vp
}

/// Break `text` into lines no wider than `max` as `width` measures them:
/// at spaces where there are some, between characters in CJK runs.
pub fn wrap(text: &str, max: f64, width: impl Fn(&str) -> f64) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
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

/// A safe download name: `failover-timeline-<dataset>-<preset or custom>.<ext>`,
/// in lower-case letters, digits and hyphens whatever the data says.
pub fn file_name(ds: &Dataset, cfg: &Config, ext: &str) -> String {
    let preset = preset_of(ds, cfg).map_or("custom", |p| ds.file.presets[p].id.as_str());
    format!(
        "failover-timeline-{}-{}.{}",
        slug(&ds.file.id),
        slug(preset),
        slug(ext)
    )
}

/// Lower-case ASCII letters and digits; every other run becomes one hyphen.
fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "x".to_string()
    } else {
        out.to_string()
    }
}

/// The caption of a comparison's image: A's lines and B's, each marked with
/// its letter, the difference (or why there is none), then the source.
pub fn compare_caption_lines(ds: &Dataset, a: &RunShown, b: &RunShown, lang: Lang) -> Vec<String> {
    let mut lines = vec![ds.file.title.get(lang).to_string()];
    for (snap, letter) in [(a, "A"), (b, "B")] {
        let c = caption(ds, snap, lang);
        lines.extend(
            std::iter::once(c.config)
                .chain(c.badge)
                .map(|l| format!("{letter} · {l}")),
        );
    }
    let d = crate::model::compare::delta(a.verdict, b.verdict);
    let page = super::describe::delta_text(
        ds,
        &d,
        (a.timeline, a.verdict),
        (b.timeline, b.verdict),
        lang,
    );
    // Where a reader's figures take part, their comparison speaks.
    let (ra, rb) = (a.run(ds, Side::A), b.run(ds, Side::B));
    let own = crate::model::compare::delta_runs(&ra, &rb);
    let own = super::describe::own_delta_text(ds, &own, &ra, &rb, lang);
    lines.push(own.map_or(page.text, |t| t.text));
    lines.push(source_line(ds, lang));
    lines
}
