//! What a saved picture of the timeline says about itself: the title, the
//! configuration, the badge (a measured figure, or the refusal), and where
//! it comes from. Pure, so the truth rule holds for the image too.

use crate::i18n::{trf, Key};
use crate::model::{verdict::preset_of, Config, Dataset, Lang, Timeline, Verdict};

use super::describe::badge;

/// The caption lines of an exported image, top to bottom; the last is the
/// source line.
pub fn caption_lines(
    ds: &Dataset,
    cfg: &Config,
    tl: &Timeline,
    verdict: &Verdict,
    lang: Lang,
) -> Vec<String> {
    let mut lines = vec![ds.file.title.get(lang).to_string()];
    let mut config: Vec<String> = ds
        .file
        .dimensions
        .iter()
        .enumerate()
        .map(|(d, dim)| {
            format!(
                "{} {}",
                dim.name.get(lang),
                dim.values[cfg.values[d]].label.get(lang)
            )
        })
        .collect();
    config.extend(cfg.inert.iter().map(|&k| ds.file.inert[k].property.clone()));
    let preset = preset_of(ds, cfg)
        .map(|p| format!("{} — ", ds.file.presets[p].name.get(lang)))
        .unwrap_or_default();
    lines.push(trf(
        lang,
        Key::PngConfig,
        &[("config", &format!("{preset}{}", config.join(" · ")))],
    ));
    let b = badge(ds, tl, verdict, lang);
    lines.extend(b.headline);
    lines.extend(b.basis);
    lines.extend(b.lines);
    if !b.measured {
        lines.extend(b.details);
    }
    let seeds: Vec<&str> = ds.file.seeds.iter().map(|s| s.title.get(lang)).collect();
    lines.push(trf(lang, Key::PngSource, &[("title", &seeds.join(" / "))]));
    lines
}
