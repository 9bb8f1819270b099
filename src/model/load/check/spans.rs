//! Spans and their stages: each on a known lane, waiting for events that
//! exist, happening in configurations that were measured, its stages of a
//! known class with a length for every value of the dimension they follow.

use super::{Check, Names};
use crate::model::dataset::{Length, SpanRule, StageRule, When};
use crate::model::file::{DatasetFile, Duration, Source, SourcedMs};
use crate::model::load::errors::words;
use crate::model::quotes::states_ms;

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
                        Some(ms) => {
                            stated_lengths(c, &format!("{sp}.ms"), ms, &st.source, Of::Stage);
                            names.length(c, &format!("{sp}.ms"), ms)
                        }
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

/// Whose length: a stage's, or a one-way arrow's transit.
#[derive(Clone, Copy)]
pub(super) enum Of {
    Stage,
    Arrow,
}

/// The rule for lengths: a length is the page's number only where a number
/// of its sentence, in the unit written after it, is that length (the arms'
/// rule, `model::quotes::states_ms`). Its sentence is its own `source`
/// (`{"ms": 3000, "source": …}`, one per value of a by-knob length) or else
/// the stage's (or arrow's). A length whose sentence does not state it must
/// say so: a sentence of its own that does, or a `derived` source (how the
/// model got it: a model estimate, shown as one). Each one that rests on no
/// sentence is an error at its path, so an author learns which values of
/// which stage, and none is ever labelled measured.
pub(super) fn stated_lengths(c: &mut Check, path: &str, d: &Duration, shared: &Source, of: Of) {
    // Each length, its path, and the knob value it is for (a by-knob one).
    type At<'a> = Option<(&'a str, &'a str)>;
    let each: Vec<(String, At, &SourcedMs)> = match d {
        Duration::Fixed(v) => vec![(path.to_string(), None, v)],
        Duration::By { by, values } => values
            .iter()
            .map(|(k, v)| {
                (
                    format!("{path}.values.{k}"),
                    Some((by.as_str(), k.as_str())),
                    v,
                )
            })
            .collect(),
    };
    for (p, at, v) in each {
        if let Some(own) = &v.source {
            c.source(&format!("{p}.source"), own);
        }
        let quote = match v.source.as_ref().unwrap_or(shared) {
            Source::Seed { quote, .. } => quote,
            Source::Derived { .. } => continue,
        };
        if states_ms(quote, v.ms) {
            continue;
        }
        let ms = v.ms;
        let words = match (&v.source, at, of) {
            (Some(_), _, _) => words!(
                "{ms} ms is not a number of its own sentence in the unit written after it (data/README.md, \"a number of its sentence\"): check the number and its unit against the sentence; a length the page does not state is a model estimate, with a `derived` source that says how the model got it",
                "按数字后面写的单位读，{ms} ms 不是它自己引用的句子里的数字（data/README.md，“a number of its sentence”）：请对照句子核对数字和单位；页面没有写明的长度是模型推算，出处要写 `derived`，说明模型怎么得出它",
            ),
            (None, Some((by, k)), of) => {
                let (en, zh) = whose(of);
                words!(
                    "{ms} ms (at {by} = {k}) is not a number of the {en}'s sentence in the unit written after it: a length is the page's only where its sentence states it (data/README.md, \"The rule for stage lengths\"). Give this value a source of its own: a sentence that states it, {{\"ms\": {ms}, \"source\": {{\"seed\": …, \"quote\": …}}}}, or `derived` (how the model got it: shown as a model estimate)",
                    "{ms} ms（{by} = {k} 时）不是这个{zh}引用句里的数字（按数字后面写的单位读）：长度只有在句子写明时才算页面的数字（data/README.md，“The rule for stage lengths”）。请给这个取值单独写出处：写明它的句子，{{\"ms\": {ms}, \"source\": {{\"seed\": …, \"quote\": …}}}}，或 `derived`（说明模型怎么得出它；显示为模型推算）",
                )
            }
            (None, None, of) => {
                let (en, zh) = whose(of);
                words!(
                    "{ms} ms is not a number of the {en}'s sentence in the unit written after it: a length is the page's only where its sentence states it (data/README.md, \"The rule for stage lengths\"). Write it with a source of its own: a sentence that states it, {{\"ms\": {ms}, \"source\": {{\"seed\": …, \"quote\": …}}}}, or `derived` (how the model got it: shown as a model estimate)",
                    "{ms} ms 不是这个{zh}引用句里的数字（按数字后面写的单位读）：长度只有在句子写明时才算页面的数字（data/README.md，“The rule for stage lengths”）。请给它单独写出处：写明它的句子，{{\"ms\": {ms}, \"source\": {{\"seed\": …, \"quote\": …}}}}，或 `derived`（说明模型怎么得出它；显示为模型推算）",
                )
            }
        };
        c.err(p, words);
    }
}

/// A stage or an arrow, in words of both languages.
fn whose(of: Of) -> (&'static str, &'static str) {
    match of {
        Of::Stage => ("stage", "子阶段"),
        Of::Arrow => ("arrow", "连线"),
    }
}
