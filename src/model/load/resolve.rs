//! The checked file and its rules into a [`Dataset`]: figures given as a
//! difference get their arithmetic value, each span learns its lane's
//! previous span, arms and presets get their configurations, and the spans
//! are put in order.

use std::collections::HashMap;

use crate::model::file::IdMap;

use super::check::Rules;
use super::errors::{words, LoadErrors};
use super::order::topo_order;
use crate::model::config::Config;
use crate::model::dataset::Dataset;
use crate::model::file::DatasetFile;
use crate::model::index::{LaneIx, SpanIx};
use crate::model::text::{Lang, Text};
use crate::model::tour::TourRule;

pub(super) fn dataset(mut file: DatasetFile, rules: Rules) -> Result<Dataset, LoadErrors> {
    fill_differences(&mut file);
    let mut spans = rules.spans;
    let mut last_on_lane: HashMap<LaneIx, SpanIx> = HashMap::new();
    for (i, s) in spans.iter_mut().enumerate() {
        s.prev_on_lane = last_on_lane.insert(s.lane, SpanIx(i));
    }
    for s in &mut file.seeds {
        let title = s.title.get(Lang::from_code(&s.lang).unwrap_or_default());
        s.cite = match &s.url {
            Some(u) => format!("{title} · {u}"),
            None => title.to_string(),
        };
        s.unchecked = false;
    }
    if file.arms.is_empty() && file.badge.nothing_measured.is_none() {
        file.badge.nothing_measured = Some(NOTHING_MEASURED.clone());
    }
    let mut ds = Dataset {
        ruler_zero: ruler_zero(&file.zero),
        file,
        order: Vec::new(),
        spans,
        arrows: rules.arrows,
        metrics: rules.metrics,
        outage_metric: rules.outage_metric,
        react_metric: rules.react_metric,
        arm_configs: Vec::new(),
        preset_configs: Vec::new(),
        tour: Vec::new(),
        transit_class: rules.transit_class,
        marks: rules.marks,
    };
    // The ids were checked, so these resolve.
    fn resolve_config(ds: &Dataset, values: &IdMap<String>, inert: &[String]) -> Config {
        Config::from_ids(ds, values, inert).unwrap_or_else(|_| Config::stock(ds))
    }
    ds.arm_configs = ds
        .file
        .arms
        .iter()
        .map(|a| resolve_config(&ds, &a.config, &a.inert))
        .collect();
    ds.preset_configs = ds
        .file
        .presets
        .iter()
        .map(|p| resolve_config(&ds, &p.config, &[]))
        .collect();
    ds.tour = rules
        .tour
        .into_iter()
        .map(|t| TourRule {
            config: resolve_config(&ds, &t.values, &t.inert),
            zoom: t.zoom,
            highlight: t.highlight,
            ruler: t.ruler,
        })
        .collect();
    ds.order = topo_order(&ds).map_err(|cycle| {
        let names: Vec<&str> = cycle
            .iter()
            .map(|&s| ds.file.spans[s].id.as_str())
            .collect();
        let cycle = names.join(" -> ");
        LoadErrors::one(
            "$.spans",
            words!("dependency cycle: {cycle}", "依赖成环：{cycle}"),
        )
    })?;
    Ok(ds)
}

/// The one measured value of `metric` on arm `from`: the base a difference
/// the page gives is applied to (none if the arm has no such single value).
pub(super) fn difference_base(file: &DatasetFile, from: &str, metric: &str) -> Option<f64> {
    let arm = file.arms.iter().find(|a| a.id == from)?;
    let base = arm
        .figures
        .iter()
        .find(|g| g.metric == metric && g.difference.is_none())?;
    match base.values[..] {
        [v] => Some(v),
        _ => None,
    }
}

/// A figure the page gives only as a difference gets its arithmetic value:
/// the base arm's one value plus the difference (checked before).
fn fill_differences(file: &mut DatasetFile) {
    let mut filled = Vec::new();
    for (i, a) in file.arms.iter().enumerate() {
        for (j, f) in a.figures.iter().enumerate() {
            let Some(d) = &f.difference else { continue };
            if let Some(v) = difference_base(file, &d.from, &f.metric) {
                filled.push((i, j, v + d.ms));
            }
        }
    }
    for (i, j, v) in filled {
        file.arms[i].figures[j].values = vec![v];
    }
}

/// The ruler's label at t = 0: "0 ZERO" in at most [`RULER_ZERO_WIDTH`]
/// columns (a CJK character is two), an ellipsis for the rest: the ruler's
/// ticks are at least 64 px apart, and a label longer than one spacing
/// takes the next tick's room (its label is left out), so a longer one
/// would run into the tick after. The full text is the canvas's
/// accessible name, and the pointer's over the label.
pub fn ruler_zero(zero: &Text) -> Text {
    fn cut(zero: &str) -> String {
        let text = format!("0 {zero}");
        let cols = crate::model::text::columns;
        if text.chars().map(cols).sum::<usize>() <= RULER_ZERO_WIDTH {
            return text;
        }
        let mut out = String::new();
        let mut used = 1; // the ellipsis
        for c in text.chars() {
            used += cols(c);
            if used > RULER_ZERO_WIDTH {
                break;
            }
            out.push(c);
        }
        out.push('…');
        out
    }
    Text {
        en: cut(&zero.en),
        zh: cut(&zero.zh),
    }
}

/// Columns of the ruler's zero label: two tick spacings (at least 128 px)
/// less a margin, at 6.6 px a column (`view::layout::Metrics::char_w`).
pub const RULER_ZERO_WIDTH: usize = 18;

/// Columns of one tick spacing (64 px less a margin): a zero label wider
/// than this takes the next tick's room, whose label is left out.
pub const RULER_ZERO_ONE_TICK: usize = 9;

/// The badge of a dataset with no measured arm, where the file gives no
/// words of its own (`badge.nothing_measured`): filled in here, so the first
/// module carries no sentence for it.
static NOTHING_MEASURED: std::sync::LazyLock<Text> = std::sync::LazyLock::new(|| Text {
    en: "Not measured: the page gives no figure, so no outage is quoted.".into(),
    zh: "没测过：页面没有给出任何数字，所以不给中断数字。".into(),
});
