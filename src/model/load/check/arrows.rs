//! Arrows between lanes: a one-way arrow departs at a span or stage event
//! and takes a transit time; a round trip spans a stage and takes its length.

use super::spans::Of;
use super::{Check, Names};
use crate::model::dataset::{ArrowAnchor, ArrowRule, Length};
use crate::model::event::Event;
use crate::model::file::{ArrowKind, DatasetFile};
use crate::model::load::errors::words;

pub(super) fn arrows(c: &mut Check, file: &DatasetFile, names: &Names) -> Vec<ArrowRule> {
    file.arrows
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let p = format!("$.arrows[{i}]");
            c.text(&format!("{p}.interaction"), &a.interaction);
            c.source(&format!("{p}.source"), &a.source);
            if let Some(s) = &a.interaction_source {
                c.source(&format!("{p}.interaction_source"), s);
            }
            let to = names.lane(c, &format!("{p}.to"), &a.to).unwrap_or_default();
            let gate = a.gated_by.as_ref().and_then(|g| {
                names
                    .dimension(c, &format!("{p}.gated_by"), g)
                    .map(|(d, _)| d)
            });
            let (anchor, transit) = match a.kind {
                ArrowKind::OneWay => {
                    let anchor = match &a.from {
                        Some(f) => names.event(c, &format!("{p}.from"), f),
                        None => {
                            c.err(
                                format!("{p}.from"),
                                words!("a one-way arrow needs `from`", "单向连线需要 `from`"),
                            );
                            None
                        }
                    };
                    if matches!(anchor, Some(Event::Depart(_) | Event::Arrive(_))) {
                        c.err(
                            format!("{p}.from"),
                            words!(
                                "an arrow departs at a span or stage event",
                                "连线要从段或子阶段的事件出发",
                            ),
                        );
                    }
                    // t = 0 is on no lane: an arrow joins two lanes, so it
                    // departs from something on one.
                    if anchor == Some(Event::T0) {
                        c.err(
                            format!("{p}.from"),
                            words!(
                                "`t0` is on no lane, and an arrow joins two lanes: a lane's first span starts at t = 0 with no arrow; to draw a message sent at t = 0, give its sender a span on its lane and depart at that span's start",
                                "`t0` 不在任何泳道上，而连线连接两条泳道：一条泳道的第一段本来就从 t = 0 开始，不需要连线；要画 t = 0 时发出的消息，就给发送方在它的泳道上加一段，从那段的开始出发",
                            ),
                        );
                    }
                    let transit = match &a.ms {
                        Some(d) => {
                            let path = format!("{p}.ms");
                            super::spans::stated_lengths(c, &path, d, &a.source, Of::Arrow);
                            names.length(c, &path, d)
                        }
                        None => {
                            c.err(
                                format!("{p}.ms"),
                                words!(
                                    "a one-way arrow needs a transit time",
                                    "单向连线需要传输时间",
                                ),
                            );
                            Length::Fixed(0.0)
                        }
                    };
                    (
                        ArrowAnchor::Departs(anchor.unwrap_or(Event::T0)),
                        Some(transit),
                    )
                }
                ArrowKind::RoundTrip => {
                    let over = a
                        .over
                        .as_deref()
                        .and_then(|o| o.split_once('/'))
                        .and_then(|(s, st)| names.stage(s, st));
                    let anchor = match over {
                        Some((s, st)) => ArrowAnchor::Over(s, st),
                        None => {
                            c.err(format!("{p}.over"), {
                                let over = &a.over;
                                let got = match over {
                                    Some(o) => format!("写的是 {o:?}"),
                                    None => "没有写".into(),
                                };
                                words!(
                                    "a round-trip arrow spans a stage: SPAN/STAGE, got {over:?}",
                                    "往返连线跨越一个子阶段，应写作 SPAN/STAGE，这里{got}",
                                )
                            });
                            ArrowAnchor::Departs(Event::T0)
                        }
                    };
                    if a.ms.is_some() {
                        c.err(
                            format!("{p}.ms"),
                            words!(
                                "a round trip takes its length from the stage it spans",
                                "往返连线的长度取自它跨越的子阶段",
                            ),
                        );
                    }
                    (anchor, None)
                }
            };
            // An arrow joins two lanes: one from a lane to itself is not
            // drawn (a wait on one lane is a stage, or a span's `after`).
            let from_span = match anchor {
                ArrowAnchor::Departs(
                    Event::SpanStart(s)
                    | Event::SpanEnd(s)
                    | Event::StageStart(s, _)
                    | Event::StageEnd(s, _),
                )
                | ArrowAnchor::Over(s, _) => file.spans.get(s.0),
                ArrowAnchor::Departs(_) => None,
            };
            if let Some(span) = from_span.filter(|sp| sp.lane == a.to) {
                let lane = &span.lane;
                c.err(
                    format!("{p}.to"),
                    words!(
                        "an arrow joins two lanes, and this one departs from lane \"{lane}\" and arrives there: a wait on one lane is a stage, or a span's `after`",
                        "连线连接两条泳道，这条从泳道 \"{lane}\" 出发又到达同一条：同一泳道上的等待写成子阶段，或段的 `after`",
                    ),
                );
            }
            ArrowRule {
                anchor,
                transit,
                to,
                gate,
            }
        })
        .collect()
}
