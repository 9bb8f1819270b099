//! "Save SVG": the handoff as a standalone vector image for docs, drawn
//! from the same display list the canvas paints, in the page's language and
//! theme: the title, then per configuration its line, the badge's words, the
//! lane names and the timeline; the source at the foot. Text stays text
//! (selectable, searchable); every stage block carries a `<title>` naming its
//! span and stage, and a `<desc>` lists every span with its times, so a label
//! too long for its block (or a span too short to draw) is still in the file.
//!
//! Everything from the dataset or the configuration is XML-escaped
//! (`xml`: the escaping and the attribute helpers).

use std::fmt::Write;

mod xml;
pub use xml::{esc, estimate_width};
use xml::{fill, n, opacity, stroke, text_top};

use crate::i18n::{trf, Key};
use crate::model::index::{SpanIx, StageIx};
use crate::model::Lang;
use crate::model::{Config, Dataset, Timeline};

use super::describe::{stage_source, SourceText};
use super::export::{
    caption, export_viewport, source_line, wrap, Picture, RunShown, GUTTER, LINE, PAD,
};
use super::format::format_ms;
use super::layout::{pen, Align, Layout, Target, FONT_FAMILY, LABEL_PX};
use super::{layout, Metrics, Palette, Shape};

const TITLE_PX: f64 = 15.0;
const CAPTION_PX: f64 = 13.0;
const SOURCE_PX: f64 = 11.0;
const MIN_WIDTH: f64 = 720.0;

/// The zoom every run is drawn at: the page's, or less so the widest fits.
pub fn svg_zoom(snaps: &[RunShown], zoom: f64) -> f64 {
    snaps
        .iter()
        .map(|s| export_viewport(s.timeline, zoom).px_per_ms)
        .fold(zoom, f64::min)
}

/// The SVG document for `snaps`: each configuration's line and badge, then
/// one timeline of every run, A above B in each lane (the canvas's and the
/// PNG's order), drawn as `pic` says (the ruler, find, a tour step's
/// highlights, the critical path, a reader's outage).
pub fn svg(ds: &Dataset, snaps: &[RunShown], pic: &Picture) -> String {
    let Picture {
        lang,
        theme,
        zoom,
        scene,
    } = pic;
    let lang = *lang;
    let palette = Palette::of(*theme);
    let metrics = Metrics::default();
    let zoom = svg_zoom(snaps, *zoom);
    let rows: Vec<&Timeline> = snaps.iter().map(|s| s.timeline).collect();
    let longest = rows
        .iter()
        .copied()
        .reduce(|a, b| if b.horizon() > a.horizon() { b } else { a });
    let vp = match longest {
        Some(tl) => export_viewport(tl, zoom),
        None => super::Viewport::new(0.0, zoom, 0.0),
    };
    let list = layout::layout_runs(ds, &rows, &vp, &metrics, lang, scene);
    let width = (GUTTER + list.width + PAD).max(MIN_WIDTH).ceil();
    let text_w = width - 2.0 * PAD;

    let mut body = String::new();
    let mut y = PAD;
    let title = ds.file.title.get(lang);
    for line in wrap(title, text_w, |s| estimate_width(s, TITLE_PX)) {
        text_top(&mut body, PAD, y, &line, TITLE_PX, palette.text, true);
        y += LINE;
    }
    for (i, snap) in snaps.iter().enumerate() {
        let c = caption(ds, snap, lang);
        let _ = write!(
            body,
            "<g class=\"configuration\" data-index=\"{i}\" data-px-per-ms=\"{}\">",
            zoom
        );
        // In compare the rows are labelled A and B: so is each caption.
        let config = match snaps.len() {
            1 => c.config.clone(),
            _ => format!(
                "{} · {}",
                crate::model::Side::of_index(i).letter(),
                c.config
            ),
        };
        for text in std::iter::once(&config).chain(&c.badge) {
            for line in wrap(text, text_w, |s| estimate_width(s, CAPTION_PX)) {
                text_top(
                    &mut body,
                    PAD,
                    y,
                    &line,
                    CAPTION_PX,
                    palette.text_muted,
                    false,
                );
                y += LINE;
            }
        }
        describe(&mut body, ds, snap.config, snap.timeline, lang);
        body.push_str("</g>\n");
    }
    y += PAD / 2.0;
    lane_names(&mut body, ds, &list, y, lang, palette);
    timeline(&mut body, ds, snaps, &list, y, lang, palette);
    y += list.height + PAD;
    for line in wrap(&source_line(ds, lang), text_w, |s| {
        estimate_width(s, SOURCE_PX)
    }) {
        text_top(
            &mut body,
            PAD,
            y,
            &line,
            SOURCE_PX,
            palette.text_muted,
            false,
        );
        y += LINE;
    }
    let height = (y + PAD).ceil();

    let mut out = String::new();
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" lang=\"{code}\" xml:lang=\"{code}\" font-family=\"{FONT_FAMILY}\" \
         data-theme=\"{theme}\" data-px-per-ms=\"{zoom}\" role=\"img\">\n<title>{}</title>\n",
        esc(title),
        code = lang.code(),
        theme = theme.code(),
    );
    let _ = writeln!(
        out,
        "<rect width=\"{width}\" height=\"{height}\" {}/>",
        fill(palette.background)
    );
    out.push_str(&body);
    out.push_str("</svg>\n");
    out
}

/// The timeline in words, for screen readers and search: every span with
/// its lane and times, the ones too short to draw included, and each stage
/// with its length and where that length comes from under this
/// configuration (measured, or a model estimate).
fn describe(out: &mut String, ds: &Dataset, cfg: &Config, tl: &Timeline, lang: Lang) {
    out.push_str("<desc>");
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        let time = trf(
            lang,
            Key::DrilldownTime,
            &[
                ("start", &format_ms(span.start)),
                ("end", &format_ms(span.end)),
                ("ms", &format_ms(span.end - span.start)),
            ],
        );
        let line = format!(
            "{} · {}: {time}",
            ds.file.lanes[ds.lane_of_span(s)].name.get(lang),
            ds.file.spans[s].name.get(lang)
        );
        let _ = writeln!(out, "{}", esc(&line));
        for (i, st) in StageIx::all(span.stages.len()).zip(&span.stages) {
            // A measured length's sentence is in the drill-down; an
            // estimate says here what it rests on.
            let source = stage_source(ds, cfg, s, i, lang);
            let how = match &source {
                SourceText::Measured(_) => String::new(),
                estimate => format!(": {}", estimate.plain()),
            };
            let line = format!(
                "  {}: {} ms · {}{how}",
                ds.file.spans[s].stages[i.0].name.get(lang),
                format_ms(st.end - st.start),
                source.label(lang),
            );
            let _ = writeln!(out, "{}", esc(&line));
        }
    }
    out.push_str("</desc>\n");
}

/// The lane names and roles in the gutter, aligned with the lanes.
fn lane_names(out: &mut String, ds: &Dataset, list: &Layout, y0: f64, lang: Lang, p: &Palette) {
    let max = GUTTER - PAD * 1.5;
    for (lane, &(top, h)) in ds.file.lanes.iter().zip(&list.lanes) {
        let mid = y0 + top + h / 2.0;
        for (text, dy, px, color, bold) in [
            (lane.name.get(lang), -7.0, 12.0, p.text, true),
            (lane.role.get(lang), 8.0, 11.0, p.text_muted, false),
        ] {
            // Squeezed into the gutter, as the PNG's fillText with a max
            // width; the estimate is generous, so only when clearly too wide.
            let fit = if estimate_width(text, px) > 1.1 * max {
                format!(" textLength=\"{max}\" lengthAdjust=\"spacingAndGlyphs\"")
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "<text class=\"lane\" x=\"{PAD}\" y=\"{}\" font-size=\"{px}\"{}{fit} dominant-baseline=\"central\" {}>{}</text>",
                n(mid + dy),
                if bold { " font-weight=\"bold\"" } else { "" },
                fill(color),
                esc(text)
            );
        }
    }
}

/// The display list of every run (`rows`, A first), drawn right of the
/// gutter at `y0`. In compare each block says whose run it is
/// (`data-side`); a stage's title says where its length comes from.
fn timeline(
    out: &mut String,
    ds: &Dataset,
    rows: &[RunShown],
    list: &Layout,
    y0: f64,
    lang: Lang,
    p: &Palette,
) {
    let clip = "timeline-clip";
    let _ = writeln!(
        out,
        "<clipPath id=\"{clip}\"><rect width=\"{}\" height=\"{}\"/></clipPath>\n<g class=\"timeline\" transform=\"translate({GUTTER} {})\" clip-path=\"url(#{clip})\" font-size=\"{LABEL_PX}\">",
        n(list.width),
        n(list.height),
        n(y0)
    );
    for shape in &list.shapes {
        match shape {
            Shape::Rect {
                x,
                y,
                w,
                h,
                paint,
                hit,
                emph,
            } => {
                let dim = opacity(pen::alpha(*emph));
                if paint.is_stroke() {
                    let sw = pen::outline_width(*paint);
                    let i = sw / 2.0;
                    let _ = writeln!(
                        out,
                        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" {} stroke-width=\"{sw}\"{dim}/>",
                        n(x + i),
                        n(y + i),
                        n((w - sw).max(0.0)),
                        n(h - sw),
                        stroke(p.color(*paint))
                    );
                    continue;
                }
                let side = match hit {
                    Some(h) if rows.len() > 1 => format!(" data-side=\"{}\"", h.side.letter()),
                    _ => String::new(),
                };
                let run = hit.and_then(|h| rows.get(h.side.index())).or(rows.first());
                let (data, title) = match (hit.map(|h| h.target), run) {
                    (Some(Target::Stage { span, stage }), Some(run)) => {
                        let s = &ds.file.spans[span];
                        let source = stage_source(ds, run.config, span, stage, lang);
                        (
                            format!(
                                " class=\"stage\" data-span=\"{}\" data-stage=\"{}\"{side}",
                                esc(&s.id),
                                esc(&s.stages[stage].id)
                            ),
                            format!(
                                "{} — {}: {} ms · {}",
                                s.name.get(lang),
                                s.stages[stage].name.get(lang),
                                format_ms(run.timeline.stage_ms(ds, span, stage)),
                                source.label(lang)
                            ),
                        )
                    }
                    (Some(Target::Wait { span }), _) => (
                        format!(
                            " class=\"wait\" data-span=\"{}\"{side}",
                            esc(&ds.file.spans[span].id)
                        ),
                        String::new(),
                    ),
                    _ => (String::new(), String::new()),
                };
                let attrs = format!(
                    "x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" {}{dim}{data}",
                    n(*x),
                    n(*y),
                    n(*w),
                    n(*h),
                    fill(p.color(*paint))
                );
                if title.is_empty() {
                    let _ = writeln!(out, "<rect {attrs}/>");
                } else {
                    let _ = writeln!(out, "<rect {attrs}><title>{}</title></rect>", esc(&title));
                }
            }
            Shape::Line {
                x1,
                y1,
                x2,
                y2,
                paint,
                dashed,
                head,
                emph,
                ..
            } => {
                let dim = opacity(pen::alpha(*emph));
                let dash = if *dashed {
                    format!(" stroke-dasharray=\"{} {}\"", pen::DASH[0], pen::DASH[1])
                } else {
                    String::new()
                };
                let color = p.color(*paint);
                let _ = writeln!(
                    out,
                    "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" {} stroke-width=\"{}\"{dash}{dim}/>",
                    n(*x1),
                    n(*y1),
                    n(*x2),
                    n(*y2),
                    stroke(color),
                    pen::line_width(*paint, *head)
                );
                if *head {
                    let pts: Vec<String> = pen::arrow_head([*x1, *y1, *x2, *y2])
                        .iter()
                        .map(|(x, y)| format!("{},{}", n(*x), n(*y)))
                        .collect();
                    let _ = writeln!(
                        out,
                        "<polygon points=\"{}\" {}{dim}/>",
                        pts.join(" "),
                        fill(color)
                    );
                }
            }
            Shape::Text {
                x,
                y,
                text,
                paint,
                align,
            } => {
                let anchor = match align {
                    Align::Left => "start",
                    Align::Center => "middle",
                };
                let _ = writeln!(
                    out,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"{anchor}\" dominant-baseline=\"central\" {}>{}</text>",
                    n(*x),
                    n(*y),
                    fill(p.color(*paint)),
                    esc(text)
                );
            }
        }
    }
    out.push_str("</g>\n");
}
