//! The spread chart: each point's mean as a column, ± one standard
//! deviation as a whisker.

use plotters::prelude::*;

use super::{err, Area, Res, Style};
use crate::model::Lang;
use crate::view::chart::PointHit;
use crate::view::evidence::ChartData;
use crate::view::format::format_ms;

/// Mean as a column, ± one standard deviation as a whisker.
pub(super) fn spread(root: &Area, data: &ChartData, lang: Lang, st: &Style) -> Res<Vec<PointHit>> {
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
