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

/// The caption of a comparison's image: A's lines and B's, each marked with
/// its letter, the difference (or why there is none), then the source.
pub fn compare_caption_lines(
    ds: &Dataset,
    a: (&Config, &Timeline, &Verdict),
    b: (&Config, &Timeline, &Verdict),
    lang: Lang,
) -> Vec<String> {
    let side = |(cfg, tl, v): (&Config, &Timeline, &Verdict), letter: &str| {
        let mut lines = caption_lines(ds, cfg, tl, v, lang);
        lines.pop(); // the source, once at the end
        lines.remove(0); // the title, once at the top
        lines
            .into_iter()
            .map(|l| format!("{letter} · {l}"))
            .collect::<Vec<_>>()
    };
    let mut lines = caption_lines(ds, a.0, a.1, a.2, lang);
    let source = lines.pop().unwrap_or_default();
    lines.truncate(1);
    lines.extend(side(a, "A"));
    lines.extend(side(b, "B"));
    let d = crate::model::compare::delta(a.2, b.2);
    lines.push(super::describe::delta_text(&d, a.1, b.1, lang).text);
    lines.push(source);
    lines
}
