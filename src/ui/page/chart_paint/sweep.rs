//! The sweep chart: a metric against a knob's value on a log axis, one
//! line per series with its knee ringed, and a reader's own figures as
//! crosses beside them.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::{err, Area, Res, Style};
use crate::model::{Dataset, Lang};
use crate::view::chart::{log_label, PointHit};
use crate::view::evidence::{ChartData, OwnPoint};
use crate::view::format::format_ms;

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
pub(super) fn sweep(
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
            // A figure placed by our reading is drawn hollow (the table
            // says how it was placed).
            let mark = if data.points[*i].reading.is_some() {
                ShapeStyle::from(&color).stroke_width(st.u(2.0))
            } else {
                color.filled()
            };
            chart
                .draw_series([Circle::new(p, st.u(4.5), mark)])
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
