//! The drill's marks: each names an instant of the timeline no other mark
//! names, by an id a link can carry, with log texts that can be found.

use super::{Check, Names};
use crate::model::dataset::{ArrowRule, SpanRule};
use crate::model::event::Event;
use crate::model::file::{DatasetFile, LogText};
use crate::model::link_keys::is_mark_id;
use crate::model::load::errors::words;

/// Each mark's event (t = 0 where its `at` does not resolve: reported).
pub(super) fn marks(
    c: &mut Check,
    file: &DatasetFile,
    names: &Names,
    spans: &[SpanRule],
    arrows: &[ArrowRule],
) -> Vec<Event> {
    c.unique("$.marks", file.marks.iter().map(|m| m.id.as_str()));
    // Which mark names each instant so far, by the instant's own name.
    let mut seen: Vec<(Instant, usize)> = Vec::new();
    file.marks
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let p = format!("$.marks[{i}]");
            if !m.id.is_empty() && !is_mark_id(&m.id) {
                c.err(format!("{p}.id"), {
                    let id = &m.id;
                    words!(
                        "the mark id {id:?} cannot be carried by a link: letters, digits, - _ and . only, at most 64",
                        "标记 id {id:?} 无法放进链接：只能用字母、数字、- _ 和 .，最多 64 个字符",
                    )
                });
            }
            c.text(&format!("{p}.name"), &m.name);
            if let Some(n) = &m.note {
                c.text(&format!("{p}.note"), n);
            }
            for (j, l) in m.log.iter().enumerate() {
                log_text(c, &format!("{p}.log[{j}]"), l);
            }
            let Some(ev) = names.event(c, &format!("{p}.at"), &m.at) else {
                return Event::T0;
            };
            let at = instant(spans, arrows, ev);
            if let Some((_, first)) = seen.iter().find(|(x, _)| *x == at) {
                c.err(format!("{p}.at"), {
                    let (at, first) = (&m.at, &file.marks[*first].id);
                    words!(
                        "{at:?} is the instant mark {first:?} already names: two marks on one instant cannot be told apart",
                        "{at:?} 与标记 {first:?} 是同一时刻：一个时刻上的两个标记无法区分",
                    )
                });
            } else {
                seen.push((at, i));
            }
            ev
        })
        .collect()
}

/// An instant, named one way (`model::drill::Instant`, before the
/// dataset it would need exists).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Instant {
    T0,
    Edge(usize, usize),
    Arrive(usize),
}

fn instant(spans: &[SpanRule], arrows: &[ArrowRule], ev: Event) -> Instant {
    use crate::model::dataset::ArrowAnchor;
    let n = |s: usize| spans.get(s).map_or(0, |r| r.stages.len());
    match ev {
        Event::T0 => Instant::T0,
        Event::SpanStart(s) => Instant::Edge(s.0, 0),
        Event::SpanEnd(s) => Instant::Edge(s.0, n(s.0)),
        Event::StageStart(s, k) => Instant::Edge(s.0, k.0),
        Event::StageEnd(s, k) => Instant::Edge(s.0, k.0 + 1),
        Event::Depart(a) => match arrows.get(a.0).map(|r| r.anchor) {
            Some(ArrowAnchor::Departs(e)) => instant(spans, arrows, e),
            Some(ArrowAnchor::Over(s, k)) => Instant::Edge(s.0, k.0),
            None => Instant::Arrive(usize::MAX),
        },
        Event::Arrive(a) => match arrows.get(a.0).map(|r| r.anchor) {
            Some(ArrowAnchor::Over(s, k)) => Instant::Edge(s.0, k.0 + 1),
            _ => Instant::Arrive(a.0),
        },
    }
}

/// A log text: not empty; a pattern that compiles.
fn log_text(c: &mut Check, path: &str, l: &LogText) {
    match l {
        LogText::Plain(t) if t.trim().is_empty() => c.err(
            path,
            words!(
                "an empty log text would match every line",
                "空的日志文字会匹配每一行",
            ),
        ),
        LogText::Plain(_) => {}
        LogText::Regex { regex } => {
            if regex.is_empty() {
                c.err(
                    format!("{path}.regex"),
                    words!(
                        "an empty pattern would match every line",
                        "空的模式会匹配每一行",
                    ),
                );
            }
            #[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
            if let Err(e) = regex_lite::Regex::new(regex) {
                let e = e.to_string();
                c.err(
                    format!("{path}.regex"),
                    words!("the pattern does not compile: {e}", "模式无法编译：{e}",),
                );
            }
        }
    }
}
