//! The evidence charts, drawn with plotters on a canvas. The data comes
//! from `view::evidence`; this only draws it and reports where each point
//! landed, so a click can show that point's configuration.

use plotters::coord::ranged1d::AsRangedCoord;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_canvas::CanvasBackend;
use web_sys::HtmlCanvasElement;

use crate::model::reference::ChartKind;
use crate::model::{Dataset, Lang};
use crate::view::chart::{log_label, ms_or_s, PointHit};
use crate::view::evidence::{arithmetic_value, ChartData, OwnPoint};
use crate::view::format::format_ms;
use crate::view::Palette;

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

fn around(point: usize, (x, y): (i32, i32), r: f64) -> PointHit {
    PointHit {
        point,
        x0: x as f64 - r,
        y0: y as f64 - r,
        x1: x as f64 + r,
        y1: y as f64 + r,
    }
}

/// A metric against a knob's value (log axis), one line per series, the
/// knee ringed.
fn sweep(
    root: &Area,
    ds: &Dataset,
    data: &ChartData,
    own: &[OwnPoint],
    lang: Lang,
    st: &Style,
) -> Res<Vec<PointHit>> {
    // The axes hold the page's points and the reader's.
    let xs: Vec<f64> = data
        .points
        .iter()
        .map(|p| p.x)
        .chain(own.iter().map(|o| o.x))
        .collect();
    let (xmin, xmax) = xs
        .iter()
        .fold((f64::MAX, f64::MIN), |(a, b), &x| (a.min(x), b.max(x)));
    let ymax = data
        .points
        .iter()
        .map(|p| p.y)
        .chain(own.iter().map(|o| o.y))
        .fold(0.0, f64::max)
        * 1.3;
    let x_range = (xmin / 1.8..xmax * 1.8).log_scale();
    let x_desc = data
        .dimension
        .map(|d| format!("{} (ms)", ds.file.dimensions[d].name.get(lang)))
        .unwrap_or_default();
    let mut chart = ChartBuilder::on(root)
        .margin(st.px(12.0))
        .x_label_area_size(st.px(40.0))
        .y_label_area_size(st.px(48.0))
        .build_cartesian_2d(x_range, 0.0..ymax.max(1.0))
        .map_err(err)?;
    chart
        .configure_mesh()
        .light_line_style(st.grid)
        .bold_line_style(st.grid)
        .axis_style(st.axis)
        .label_style(st.font(11.0))
        .axis_desc_style(st.font(11.0))
        .max_light_lines(0)
        .x_desc(x_desc)
        .y_desc("ms")
        .x_label_formatter(&|x| log_label(*x, format_ms))
        .y_label_formatter(&|y| format_ms(*y))
        .draw()
        .map_err(err)?;
    let mut hits = Vec::new();
    for s in 0..data.series.len() {
        let color = st.series[s % st.series.len()];
        let pts: Vec<(usize, (f64, f64))> = data
            .points
            .iter()
            .enumerate()
            .filter(|(_, p)| p.series == s)
            .map(|(i, p)| (i, (p.x, p.y)))
            .collect();
        chart
            .draw_series(LineSeries::new(
                pts.iter().map(|(_, xy)| *xy),
                color.stroke_width(st.u(2.0)),
            ))
            .map_err(err)?;
        // A point's labels go above it, or below it where another series
        // has a higher point at the same x: the series' labels then keep to
        // their own side of the lines and do not overlap.
        let label_dy = |x: f64, y: f64| {
            let under = data
                .points
                .iter()
                .any(|q| q.series != s && (q.x - x).abs() < 1e-9 && q.y > y);
            if under {
                st.px(6.0)
            } else {
                -st.px(16.0)
            }
        };
        for (i, (x, y)) in &pts {
            let p = (*x, *y);
            chart
                .draw_series([Circle::new(p, st.u(4.5), color.filled())])
                .map_err(err)?;
            chart
                .draw_series([EmptyElement::at(p)
                    + Text::new(format_ms(*y), (st.px(6.0), label_dy(*x, *y)), st.font(11.0))])
                .map_err(err)?;
            hits.push(around(*i, chart.backend_coord(&p), 12.0 * st.dpr));
        }
        if let Some(knee) = data.knees.get(s).copied().flatten() {
            if let Some((_, p)) = pts.iter().find(|(_, (x, _))| (*x - knee).abs() < 1e-9) {
                let ring = ShapeStyle::from(&color).stroke_width(st.u(2.0));
                // Beyond its value label, on the same side of the point.
                let dy = label_dy(p.0, p.1);
                let dy = if dy < 0 {
                    dy - st.px(12.0)
                } else {
                    dy + st.px(12.0)
                };
                chart
                    .draw_series([EmptyElement::at(*p)
                        + Circle::new((0, 0), st.u(10.0), ring)
                        + Text::new(
                            crate::i18n::tr(lang, crate::i18n::page::PageKey::ChartKnee),
                            (st.px(6.0), dy),
                            st.font(11.0).color(&color),
                        )])
                    .map_err(err)?;
            }
        }
    }
    // A reader's figures: a cross of their own colour, labelled with whose
    // they are, never joined to the page's lines.
    for o in own {
        let p = (o.x, o.y);
        let whose = crate::view::describe::whose(o.by, lang);
        let label = format!(
            "{whose} {} (n = {})",
            crate::view::format::duration(o.y),
            o.n
        );
        chart
            .draw_series([EmptyElement::at(p)
                + Cross::new((0, 0), st.u(6.0), st.own.stroke_width(st.u(2.5)))
                + Text::new(
                    label,
                    (st.px(8.0), st.px(4.0)),
                    st.font(11.0).color(&st.own),
                )])
            .map_err(err)?;
    }
    // The legend, drawn as plain text: plotters' own legend measures text
    // with an inline-styled <span>, which a strict CSP refuses.
    if data.series.len() > 1 {
        let (xs, ys) = chart.plotting_area().get_pixel_range();
        for (s, label) in data.series.iter().enumerate() {
            let color = st.series[s % st.series.len()];
            let y = ys.start + st.px(12.0 + 16.0 * s as f64);
            let x = xs.start + st.px(10.0);
            root.draw(&PathElement::new(
                vec![(x, y), (x + st.px(18.0), y)],
                color.stroke_width(st.u(3.0)),
            ))
            .map_err(err)?;
            root.draw(&Text::new(
                label.get(lang).to_string(),
                (x + st.px(24.0), y),
                st.font(11.0).pos(Pos::new(HPos::Left, VPos::Center)),
            ))
            .map_err(err)?;
        }
    }
    Ok(hits)
}

/// Horizontal bars, one per point, labelled above the bar: what each knob
/// buys (linear), or the handoff in proportion (log).
fn bars(root: &Area, data: &ChartData, lang: Lang, st: &Style) -> Res<Vec<PointHit>> {
    let n = data.points.len().max(1) as f64;
    let max = data.points.iter().map(|p| p.y).fold(1.0, f64::max);
    if data.kind == ChartKind::Proportion {
        let min = data
            .points
            .iter()
            .map(|p| p.y)
            .fold(f64::MAX, f64::min)
            .max(0.1);
        let lo = 10f64.powf(min.log10().floor());
        let hi = 10f64.powf((max * 1.5).log10().ceil());
        let x = (lo..hi).log_scale();
        bar_chart(root, data, lang, st, x, lo, n)
    } else {
        bar_chart(root, data, lang, st, 0.0..max * 1.25, 0.0, n)
    }
}

fn bar_chart<X>(
    root: &Area,
    data: &ChartData,
    lang: Lang,
    st: &Style,
    x: X,
    base: f64,
    n: f64,
) -> Res<Vec<PointHit>>
where
    X: AsRangedCoord<Value = f64>,
    X::CoordDescType: plotters::coord::ranged1d::ValueFormatter<f64>,
{
    let kind = data.kind;
    let mut chart = ChartBuilder::on(root)
        .margin(st.px(12.0))
        .x_label_area_size(st.px(34.0))
        .y_label_area_size(st.px(6.0))
        .build_cartesian_2d(x, 0.0..n)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_y_mesh()
        .y_labels(0)
        .light_line_style(st.grid)
        .bold_line_style(st.grid)
        .axis_style(st.axis)
        .label_style(st.font(11.0))
        .axis_desc_style(st.font(11.0))
        .x_desc(match data.kind {
            ChartKind::Buys => crate::i18n::tr(lang, crate::i18n::page::PageKey::ChartSaved),
            // Its tick labels carry their units (ms, s).
            ChartKind::Proportion => "",
            _ => "ms",
        })
        .max_light_lines(0)
        .x_label_formatter(&|v| match kind {
            ChartKind::Proportion => log_label(*v, ms_or_s),
            _ => format_ms(*v),
        })
        .draw()
        .map_err(err)?;
    let mut hits = Vec::new();
    for (i, p) in data.points.iter().enumerate() {
        let top = n - i as f64;
        let color = st.series[0];
        let bar = [(base, top - 0.9), (p.y.max(base), top - 0.5)];
        chart
            .draw_series([Rectangle::new(bar, color.filled())])
            .map_err(err)?;
        let value = match (p.before_after, data.kind) {
            (Some((b, a)), _) => {
                let after = if p.arithmetic {
                    arithmetic_value(&format_ms(a))
                } else {
                    format_ms(a)
                };
                let bar = if p.y_arithmetic {
                    arithmetic_value(&format_ms(p.y))
                } else {
                    format_ms(p.y)
                };
                format!("−{bar} ({} → {after})", format_ms(b))
            }
            (None, ChartKind::Proportion) => ms_or_s(p.y),
            _ => format_ms(p.y),
        };
        chart
            .draw_series([
                EmptyElement::at((base, top - 0.08))
                    + Text::new(
                        p.label.get(lang).to_string(),
                        (0, 0),
                        st.font(11.0).color(&st.muted),
                    ),
                EmptyElement::at((p.y.max(base), top - 0.7))
                    + Text::new(
                        value,
                        (st.px(5.0), 0),
                        st.font(11.0).pos(Pos::new(HPos::Left, VPos::Center)),
                    ),
            ])
            .map_err(err)?;
        let (x0, y0) = chart.backend_coord(&(base, top - 0.05));
        let (x1, y1) = chart.backend_coord(&(p.y.max(base), top - 0.9));
        hits.push(PointHit {
            point: i,
            x0: x0 as f64,
            y0: y0 as f64,
            x1: (x1 as f64).max(x0 as f64 + 24.0 * st.dpr),
            y1: y1 as f64,
        });
    }
    Ok(hits)
}

/// Mean as a column, ± one standard deviation as a whisker.
fn spread(root: &Area, data: &ChartData, lang: Lang, st: &Style) -> Res<Vec<PointHit>> {
    let n = data.points.len().max(1);
    let ymax = data
        .points
        .iter()
        .map(|p| p.y + p.stdev.unwrap_or(0.0))
        .fold(1.0, f64::max)
        * 1.2;
    let labels: Vec<String> = data
        .points
        .iter()
        .map(|p| p.label.get(lang).to_string())
        .collect();
    let mut chart = ChartBuilder::on(root)
        .margin(st.px(12.0))
        .x_label_area_size(st.px(34.0))
        .y_label_area_size(st.px(48.0))
        .build_cartesian_2d(-0.5..n as f64 - 0.5, 0.0..ymax)
        .map_err(err)?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .max_light_lines(0)
        .x_labels(0)
        .light_line_style(st.grid)
        .bold_line_style(st.grid)
        .axis_style(st.axis)
        .label_style(st.font(11.0))
        .axis_desc_style(st.font(11.0))
        .y_desc("ms")
        .y_label_formatter(&|y| format_ms(*y))
        .draw()
        .map_err(err)?;
    let mut hits = Vec::new();
    for (i, p) in data.points.iter().enumerate() {
        let c = i as f64;
        let color = st.series[i % st.series.len()];
        chart
            .draw_series([Rectangle::new(
                [(c - 0.28, 0.0), (c + 0.28, p.y)],
                color.mix(0.85).filled(),
            )])
            .map_err(err)?;
        let sd = p.stdev.unwrap_or(0.0);
        let whisker = st.text.stroke_width(st.u(2.0));
        chart
            .draw_series([
                PathElement::new(vec![(c, p.y - sd), (c, p.y + sd)], whisker),
                PathElement::new(vec![(c - 0.08, p.y + sd), (c + 0.08, p.y + sd)], whisker),
                PathElement::new(vec![(c - 0.08, p.y - sd), (c + 0.08, p.y - sd)], whisker),
            ])
            .map_err(err)?;
        let text = match p.stdev {
            Some(sd) => format!("{} ± {}", format_ms(p.y), format_ms(sd)),
            None => format_ms(p.y),
        };
        chart
            .draw_series([EmptyElement::at((c, p.y + sd))
                + Text::new(text, (st.px(8.0), -st.px(16.0)), st.font(11.0))])
            .map_err(err)?;
        chart
            .draw_series([EmptyElement::at((c - 0.28, 0.0))
                + Text::new(labels[i].clone(), (0, st.px(6.0)), st.font(11.0))])
            .map_err(err)?;
        let (x0, y0) = chart.backend_coord(&(c - 0.28, p.y + sd));
        let (x1, y1) = chart.backend_coord(&(c + 0.28, 0.0));
        hits.push(PointHit {
            point: i,
            x0: x0 as f64,
            y0: y0 as f64,
            x1: x1 as f64,
            y1: y1 as f64,
        });
    }
    Ok(hits)
}
