//! The checked file and its rules into a [`Dataset`]: figures given as a
//! difference get their arithmetic value, each span learns its lane's
//! previous span, arms and presets get their configurations, and the spans
//! are put in order.

use std::collections::{BTreeMap, HashMap};

use super::check::Rules;
use super::errors::LoadErrors;
use super::order::topo_order;
use crate::model::config::Config;
use crate::model::dataset::Dataset;
use crate::model::file::DatasetFile;
use crate::model::index::{LaneIx, SpanIx};
use crate::model::tour::TourRule;

pub(super) fn dataset(mut file: DatasetFile, rules: Rules) -> Result<Dataset, LoadErrors> {
    fill_differences(&mut file);
    let mut spans = rules.spans;
    let mut last_on_lane: HashMap<LaneIx, SpanIx> = HashMap::new();
    for (i, s) in spans.iter_mut().enumerate() {
        s.prev_on_lane = last_on_lane.insert(s.lane, SpanIx(i));
    }
    let mut ds = Dataset {
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
    };
    // The ids were checked, so these resolve.
    fn resolve_config(ds: &Dataset, values: &BTreeMap<String, String>, inert: &[String]) -> Config {
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
        LoadErrors::one(
            "$.spans",
            format!("dependency cycle: {}", names.join(" -> ")),
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
