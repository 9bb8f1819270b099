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
            ArrowRule {
                anchor,
                transit,
                to,
                gate,
            }
        })
        .collect()
}
