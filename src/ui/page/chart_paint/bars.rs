//! The bar charts: horizontal bars, one per point, for what each knob buys
//! (a linear axis) and for the handoff in proportion (a log axis).

use plotters::coord::ranged1d::AsRangedCoord;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::{err, Area, Res, Style};
use crate::model::reference::ChartKind;
use crate::model::Lang;
use crate::view::chart::{log_label, ms_or_s, PointHit};
use crate::view::evidence::{arithmetic_value, ChartData};
use crate::view::format::format_ms;

/// Horizontal bars, one per point, labelled above the bar: what each knob
/// buys (linear), or the handoff in proportion (log).
pub(super) fn bars(root: &Area, data: &ChartData, lang: Lang, st: &Style) -> Res<Vec<PointHit>> {
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
