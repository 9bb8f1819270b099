//! Native tests of the evidence charts' pure parts: which point is under the
//! pointer, the labels of a log axis, a chart's height, the series colours.

mod common;

use failover_timeline::view::chart::{height_px, hit, log_label, ms_or_s, PointHit};
use failover_timeline::view::{Palette, Theme};

#[test]
fn the_point_under_the_pointer_is_the_one_whose_box_holds_it() {
    let boxed = |point, x0, y0| PointHit {
        point,
        x0,
        y0,
        x1: x0 + 10.0,
        y1: y0 + 10.0,
    };
    let hits = [boxed(3, 0.0, 0.0), boxed(7, 20.0, 0.0)];
    assert_eq!(hit(&hits, 5.0, 5.0), Some(3));
    assert_eq!(hit(&hits, 20.0, 10.0), Some(7), "edges are inside");
    assert_eq!(hit(&hits, 15.0, 5.0), None, "between the boxes");
    assert_eq!(hit(&hits, 5.0, 11.0), None);
    assert_eq!(hit(&[], 0.0, 0.0), None);
}

#[test]
fn a_log_axis_is_labelled_at_one_two_and_five_times_a_power_of_ten() {
    for v in [
        0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 20.0, 500.0, 1000.0, 2000.0,
    ] {
        assert_eq!(log_label(v, ms_or_s), ms_or_s(v), "{v}");
    }
    for v in [0.3, 3.0, 7.0, 15.0, 300.0, 0.0, -1.0] {
        assert_eq!(log_label(v, ms_or_s), "", "{v}");
    }
}

#[test]
fn durations_past_a_second_read_in_seconds() {
    assert_eq!(ms_or_s(500.0), "500 ms");
    assert_eq!(ms_or_s(2000.0), "2 s");
    assert!(ms_or_s(999.0).ends_with(" ms"));
    assert!(ms_or_s(1000.0).ends_with(" s"));
}

#[test]
fn a_bar_chart_grows_with_its_rows() {
    use failover_timeline::model::reference::ChartKind;
    use failover_timeline::view::evidence::charts;
    let ds = common::aeron();
    let all = charts(&ds);
    let bars = all
        .iter()
        .find(|c| matches!(c.kind, ChartKind::Buys | ChartKind::Proportion))
        .expect("the Aeron page has a bar chart");
    let mut fewer = bars.clone();
    fewer.points.truncate(1);
    assert!(
        height_px(bars) > height_px(&fewer),
        "{} rows are taller than one",
        bars.points.len()
    );
    let sweep = all
        .iter()
        .find(|c| c.kind == ChartKind::Sweep)
        .expect("the Aeron page has a sweep");
    let mut fewer = sweep.clone();
    fewer.points.truncate(1);
    assert_eq!(height_px(sweep), height_px(&fewer), "a sweep is one size");
}

#[test]
fn chart_series_start_with_blue_and_vermillion_in_both_themes() {
    for theme in [Theme::Light, Theme::Dark] {
        let p = Palette::of(theme);
        let series: Vec<&str> = p.series().collect();
        assert_eq!(series.len(), 4, "{theme:?}");
        assert_eq!(series[0], p.classes[2], "{theme:?}: blue first");
        assert_eq!(series[1], p.classes[0], "{theme:?}: then vermillion");
        let mut unique = series.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 4, "{theme:?}: four distinct colours");
    }
}
