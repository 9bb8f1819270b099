//! Spans and their stages: each on a known lane, waiting for events that
//! exist, happening in configurations that were measured, its stages of a
//! known class with a length for every value of the dimension they follow.

use super::{Check, Names};
use crate::model::dataset::{Length, SpanRule, StageRule, When};
use crate::model::file::DatasetFile;
use crate::model::load::errors::words;

/// One rule per span (its lane's previous span is filled in later).
pub(super) fn spans(c: &mut Check, file: &DatasetFile, names: &Names) -> Vec<SpanRule> {
    file.spans
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let p = format!("$.spans[{i}]");
            let mut rule = SpanRule::default();
            c.text(&format!("{p}.name"), &s.name);
            rule.lane = names
                .lane(c, &format!("{p}.lane"), &s.lane)
                .unwrap_or_default();
            if s.stages.is_empty() {
                c.err(
                    format!("{p}.stages"),
                    words!("a span needs at least one stage", "段至少要有一个子阶段"),
                );
            }
            rule.after = events(c, names, &format!("{p}.after"), &s.after);
            rule.first_of = events(c, names, &format!("{p}.first_of"), &s.first_of);
            if s.first_of.len() == 1 {
                c.err(
                    format!("{p}.first_of"),
                    words!(
                        "a race needs at least two events (one event is `after`)",
                        "竞争至少要有两个事件（只有一个事件就用 `after`）",
                    ),
                );
            }
            if let Some(u) = &s.unless {
                rule.unless = names.event(c, &format!("{p}.unless"), u);
            }
            for (d, values) in &s.when {
                let path = format!("{p}.when.{d}");
                let Some((dim, spec)) = names.dimension(c, &path, d) else {
                    continue;
                };
                let mut idx = Vec::new();
                for (k, v) in values.iter().enumerate() {
                    match spec.values.iter().position(|x| &x.id == v) {
                        Some(vi) => idx.push(vi),
                        None => c.err(
                            format!("{path}[{k}]"),
                            words!(
                                "{v:?} is not a measured value of {d:?}",
                                "{v:?} 不是 {d:?} 的实测值",
                            ),
                        ),
                    }
                }
                if values.is_empty() {
                    c.err(
                        path,
                        words!("a span that never happens", "这一段永远不会发生"),
                    );
                }
                rule.when.push(When { dim, values: idx });
            }
            rule.stages = s
                .stages
                .iter()
                .enumerate()
                .map(|(j, st)| {
                    let sp = format!("{p}.stages[{j}]");
                    c.text(&format!("{sp}.name"), &st.name);
                    let class = names.class(c, &format!("{sp}.class"), &st.class);
                    let length = match &st.ms {
                        Some(ms) => names.length(c, &format!("{sp}.ms"), ms),
                        None => Length::Unknown,
                    };
                    match &st.note {
                        Some(n) => c.text(&format!("{sp}.note"), n),
                        None if st.ms.is_none() => c.err(
                            format!("{sp}.note"),
                            words!(
                                "a stage of unknown length (ms: null) needs a note saying why the page gives none",
                                "长度未知的子阶段（ms: null）需要一条 note，说明页面为什么没有给出长度",
                            ),
                        ),
                        None => {}
                    }
                    c.source(&format!("{sp}.source"), &st.source);
                    StageRule {
                        length,
                        class: class.unwrap_or(0),
                    }
                })
                .collect();
            rule
        })
        .collect()
}

/// A list of events, each resolved at `path[j]`; the unknown ones left out
/// (and reported).
fn events(
    c: &mut Check,
    names: &Names,
    path: &str,
    list: &[String],
) -> Vec<crate::model::event::Event> {
    list.iter()
        .enumerate()
        .filter_map(|(j, a)| names.event(c, &format!("{path}[{j}]"), a))
        .collect()
}
