//! Metrics: each measured between two events; exactly one is the outage and
//! one the reaction.

use super::{Check, Names};
use crate::model::dataset::MetricEnds;
use crate::model::event::Event;
use crate::model::file::{DatasetFile, MetricRole};
use crate::model::load::errors::words;

/// The metrics' events, and which metric is the outage and the reaction
/// (none where the file does not have exactly one).
pub(super) struct Metrics {
    pub ends: Vec<MetricEnds>,
    pub outage: Option<usize>,
    pub react: Option<usize>,
}

pub(super) fn metrics(c: &mut Check, file: &DatasetFile, names: &Names) -> Metrics {
    let (mut outage, mut react) = (Vec::new(), Vec::new());
    let mut ends = Vec::new();
    for (i, m) in file.metrics.iter().enumerate() {
        let p = format!("$.metrics[{i}]");
        c.text(&format!("{p}.name"), &m.name);
        let from = names.event(c, &format!("{p}.from"), &m.from);
        let to = names.event(c, &format!("{p}.to"), &m.to);
        ends.push(MetricEnds {
            from: from.unwrap_or(Event::T0),
            to: to.unwrap_or(Event::T0),
        });
        match m.role {
            MetricRole::Outage => outage.push(i),
            MetricRole::React => react.push(i),
            MetricRole::SubSpan | MetricRole::Observed => {}
        }
    }
    for (role, found) in [("outage", &outage), ("react", &react)] {
        if found.len() != 1 {
            c.err("$.metrics", {
                let found = found.len();
                words!(
                    "exactly one metric needs role {role:?}, found {found}",
                    "必须恰好有一个指标的 role 是 {role:?}，实际有 {found} 个",
                )
            });
        }
    }
    Metrics {
        ends,
        outage: outage.first().copied(),
        react: react.first().copied(),
    }
}
