//! Events on the shared clock: the points where spans, stages and arrows
//! begin and end. Datasets name them as short strings (`end:n0-react`,
//! `arrive:reply`, `stage-end:n2-init/log-buffers`, `t0`) so that joins and
//! metrics are data, not code.

use std::fmt;

use super::index::{ArrowIx, SpanIx, StageIx};
use super::unpack::Unpack;

/// A resolved event: indices into the dataset's spans and arrows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, Unpack)]
pub enum Event {
    /// t = 0, the RESIGN toggle (or whatever the dataset's zero is).
    T0,
    SpanStart(SpanIx),
    SpanEnd(SpanIx),
    StageStart(SpanIx, StageIx),
    StageEnd(SpanIx, StageIx),
    Depart(ArrowIx),
    Arrive(ArrowIx),
}

/// An event as written in a dataset, before its names are resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventName<'a> {
    T0,
    SpanStart(&'a str),
    SpanEnd(&'a str),
    StageStart(&'a str, &'a str),
    StageEnd(&'a str, &'a str),
    Depart(&'a str),
    Arrive(&'a str),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEvent(pub String);

impl fmt::Display for BadEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "“{}” is not an event (expected t0, start:SPAN, end:SPAN, stage-start:SPAN/STAGE, \
             stage-end:SPAN/STAGE, depart:ARROW or arrive:ARROW)",
            self.0
        )
    }
}

impl<'a> EventName<'a> {
    pub fn parse(text: &'a str) -> Result<EventName<'a>, BadEvent> {
        let bad = || BadEvent(text.to_string());
        if text == "t0" {
            return Ok(EventName::T0);
        }
        let (kind, rest) = text.split_once(':').ok_or_else(bad)?;
        if rest.is_empty() {
            return Err(bad());
        }
        let stage = || {
            rest.split_once('/')
                .filter(|(a, b)| !a.is_empty() && !b.is_empty())
                .ok_or_else(bad)
        };
        Ok(match kind {
            "start" => EventName::SpanStart(rest),
            "end" => EventName::SpanEnd(rest),
            "stage-start" => {
                let (s, st) = stage()?;
                EventName::StageStart(s, st)
            }
            "stage-end" => {
                let (s, st) = stage()?;
                EventName::StageEnd(s, st)
            }
            "depart" => EventName::Depart(rest),
            "arrive" => EventName::Arrive(rest),
            _ => return Err(bad()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_form() {
        assert_eq!(EventName::parse("t0"), Ok(EventName::T0));
        assert_eq!(EventName::parse("end:a"), Ok(EventName::SpanEnd("a")));
        assert_eq!(EventName::parse("start:a"), Ok(EventName::SpanStart("a")));
        assert_eq!(
            EventName::parse("stage-end:a/b"),
            Ok(EventName::StageEnd("a", "b"))
        );
        assert_eq!(
            EventName::parse("stage-start:a/b"),
            Ok(EventName::StageStart("a", "b"))
        );
        assert_eq!(EventName::parse("arrive:x"), Ok(EventName::Arrive("x")));
        assert_eq!(EventName::parse("depart:x"), Ok(EventName::Depart("x")));
    }

    #[test]
    fn refuses_malformed() {
        for bad in [
            "",
            "t1",
            "end:",
            "end",
            "stage-end:a",
            "stage-end:/b",
            "later:x",
        ] {
            assert!(EventName::parse(bad).is_err(), "{bad} should be refused");
        }
    }
}
