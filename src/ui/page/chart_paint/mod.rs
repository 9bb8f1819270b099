//! The evidence charts, drawn with plotters on a canvas. The data comes
//! from `view::evidence`; this only draws it and reports where each point
//! landed, so a click can show that point's configuration.
//!
//! One file per chart kind (`sweep`, `bars`, `spread`); here what they
//! share: the canvas, the palette's colours, the style, and the dispatch.

mod bars;
mod spread;
mod sweep;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

use crate::model::reference::ChartKind;
use crate::model::{Dataset, Lang};
use crate::view::chart::PointHit;
use crate::view::evidence::{ChartData, OwnPoint};
use crate::view::Palette;
use bars::bars;
use spread::spread;
use sweep::sweep;

type Area = DrawingArea<CanvasBackend, Shift>;
type Res<T> = Result<T, String>;

fn err<E: std::fmt::Debug>(e: E) -> String {
    format!("{e:?}")
}

/// "#d55e00" as a colour; anything else is mid-grey.
fn rgb(css: &str) -> RGBColor {
    let hex = css.trim_start_matches('#');
    let c = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(128)
    };
    if hex.len() == 6 {
        RGBColor(c(0), c(2), c(4))
    } else {
        RGBColor(128, 128, 128)
    }
}

/// What every chart draws with: the pixel ratio and the palette's colours.
struct Style {
    dpr: f64,
    text: RGBColor,
    muted: RGBColor,
    grid: RGBColor,
    axis: RGBColor,
    series: Vec<RGBColor>,
    /// A reader's own figures.
    own: RGBColor,
}

impl Style {
    fn font(&self, px: f64) -> TextStyle<'static> {
        ("sans-serif", px * self.dpr).into_font().color(&self.text)
    }
    fn px(&self, v: f64) -> i32 {
        (v * self.dpr).round() as i32
    }
    fn u(&self, v: f64) -> u32 {
        (v * self.dpr).round().max(1.0) as u32
    }
}

/// Draw `data` on `canvas` (backing store already `dpr` × its CSS size).
pub fn draw(
    canvas: &HtmlCanvasElement,
    ds: &Dataset,
    data: &ChartData,
    own: &[OwnPoint],
    lang: Lang,
    palette: &Palette,
    dpr: f64,
) -> Res<Vec<PointHit>> {
    let backend = CanvasBackend::with_canvas_object(canvas.clone()).ok_or("no 2d context")?;
    let root = backend.into_drawing_area();
    root.fill(&rgb(palette.background)).map_err(err)?;
    let style = Style {
        dpr,
        text: rgb(palette.text),
        muted: rgb(palette.text_muted),
        grid: rgb(palette.grid),
        axis: rgb(palette.axis),
        series: palette.series().map(rgb).collect(),
        own: rgb(palette.own),
    };
    let hits = match data.kind {
        ChartKind::Sweep => sweep(&root, ds, data, own, lang, &style)?,
        ChartKind::Spread => spread(&root, data, lang, &style)?,
        ChartKind::Buys | ChartKind::Proportion => bars(&root, data, lang, &style)?,
    };
    root.present().map_err(err)?;
    Ok(hits
        .into_iter()
        .map(|h| PointHit {
            x0: h.x0 / dpr,
            y0: h.y0 / dpr,
            x1: h.x1 / dpr,
            y1: h.y1 / dpr,
            ..h
        })
        .collect())
}
