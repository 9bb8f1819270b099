//! A drill read from the nodes' logs: each line's time read from its start
//! (`line`), each mark found where one of its log texts is in the line
//! (the dataset's, and the reader's own). Several logs at once, each a
//! file or a paste; lines prefixed by their source (several nodes' logs
//! interleaved) are split into a log per source. Each log is given a lane:
//! by the marks its lines match (a log that matches only node2's marks is
//! node2's), else by its name, else the reader picks. Read a line at a
//! time, so a big log is read in chunks.

use super::line::timed;
use super::time::Zone;
use super::{shown, Found, ReadDrill};
use crate::model::drill::Instant;
use crate::model::file::LogText;
use crate::model::index::LaneIx;
use crate::model::Dataset;

/// A log text, ready to find.
enum Pattern {
    Text(String),
    Regex(regex_lite::Regex),
}

impl Pattern {
    fn finds(&self, line: &str) -> bool {
        match self {
            Pattern::Text(t) => line.contains(t.as_str()),
            Pattern::Regex(r) => r.is_match(line),
        }
    }
}

/// Half a year, ms: a time with no year that goes back by more is in the
/// next year (a drill across New Year's).
const HALF_YEAR_MS: f64 = 182.0 * 86_400_000.0;

/// One log: a file, a paste, or one source of an interleaved one.
#[derive(Clone, Debug, PartialEq)]
pub struct LogInfo {
    /// The file's name (or "pasted"), and the source its lines name.
    pub name: String,
    pub source: Option<String>,
    pub lines: usize,
    pub timed: usize,
    /// The lane its marks (or its name) give it.
    pub lane: Option<LaneIx>,
    /// What its times say of their zone (the first one's).
    pub zone: Option<Zone>,
    /// Lines whose time is earlier than the line before: how many, and the
    /// first one's number.
    pub backwards: (usize, usize),
    /// The year its times with no year are read in (a base year, moved
    /// on where the log crosses New Year's).
    year: i16,
    last: Option<f64>,
}

/// A line where a mark's log text was found.
#[derive(Clone, Debug, PartialEq)]
pub struct Hit {
    pub mark: usize,
    pub log: usize,
    pub line: usize,
    pub ms: f64,
    pub zone: Zone,
    /// The line's start, as shown.
    pub text: String,
}

/// What reading logs found, before a drill is made of it.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LogReading {
    pub logs: Vec<LogInfo>,
    pub hits: Vec<Hit>,
    pub lines: usize,
    pub timed: usize,
}

/// The base year of a time with no year: a leap year (a 29 February reads).
const BASE_YEAR: i16 = 2000;

/// Logs being read, line by line.
pub struct LogReader<'d> {
    ds: &'d Dataset,
    patterns: Vec<(usize, Pattern)>,
    reading: LogReading,
    /// The input being read (its index in `inputs`), and its name.
    input: String,
    /// The logs of the input being read, by source.
    open: Vec<(Option<String>, usize)>,
    line: usize,
}

/// At most this many hits are kept per mark (the first ones).
const MAX_HITS: usize = 200;

impl<'d> LogReader<'d> {
    /// A reader of `ds`'s marks' log texts, and `extra`: the reader's own
    /// texts for marks (plain, as typed).
    pub fn new(ds: &'d Dataset, extra: &[(usize, String)]) -> LogReader<'d> {
        let mut patterns = Vec::new();
        for (m, mark) in ds.file.marks.iter().enumerate() {
            for l in &mark.log {
                let p = match l {
                    LogText::Plain(t) => Pattern::Text(t.clone()),
                    LogText::Regex { regex } => match regex_lite::Regex::new(regex) {
                        Ok(r) => Pattern::Regex(r),
                        Err(_) => continue,
                    },
                };
                patterns.push((m, p));
            }
        }
        for (m, t) in extra {
            if *m < ds.file.marks.len() && !t.trim().is_empty() {
                patterns.push((*m, Pattern::Text(t.trim().to_string())));
            }
        }
        LogReader {
            ds,
            patterns,
            reading: LogReading::default(),
            input: String::new(),
            open: Vec::new(),
            line: 0,
        }
    }

    /// Start the next input (a file, or a paste), named `name`.
    pub fn begin(&mut self, name: &str) {
        self.input = name.to_string();
        self.open.clear();
        self.line = 0;
    }

    /// The log of the input being read that `source` names.
    fn log_of(&mut self, source: Option<&str>) -> usize {
        if let Some((_, i)) = self.open.iter().find(|(s, _)| s.as_deref() == source) {
            return *i;
        }
        let i = self.reading.logs.len();
        self.reading.logs.push(LogInfo {
            name: self.input.clone(),
            source: source.map(str::to_string),
            lines: 0,
            timed: 0,
            lane: None,
            zone: None,
            backwards: (0, 0),
            year: BASE_YEAR,
            last: None,
        });
        self.open.push((source.map(str::to_string), i));
        i
    }

    /// Read one line of the input being read.
    pub fn line(&mut self, line: &str) {
        self.line += 1;
        self.reading.lines += 1;
        let n = self.line;
        let line = line.trim_end_matches('\r');
        let year = |r: &Self, source: Option<&str>| {
            r.open
                .iter()
                .find(|(s, _)| s.as_deref() == source)
                .map_or(BASE_YEAR, |(_, i)| r.reading.logs[*i].year)
        };
        // The source first (a line's own year depends on its log's).
        let Some(first) = timed(line, BASE_YEAR) else {
            if let Some(i) = self.open.first().map(|(_, i)| *i) {
                self.reading.logs[i].lines += 1;
            }
            return;
        };
        let source = first.source;
        let y = year(self, source);
        let Some(mut t) = timed(line, y) else {
            return;
        };
        let i = self.log_of(source);
        let log = &mut self.reading.logs[i];
        if !t.stamp.year && log.last.is_some_and(|l| t.stamp.ms < l - HALF_YEAR_MS) {
            // Across New Year's: the next year.
            log.year += 1;
            if let Some(next) = timed(line, log.year) {
                t = next;
            }
        }
        log.lines += 1;
        log.timed += 1;
        self.reading.timed += 1;
        log.zone.get_or_insert(t.stamp.zone);
        if log.last.is_some_and(|l| t.stamp.ms < l) {
            if log.backwards.0 == 0 {
                log.backwards.1 = n;
            }
            log.backwards.0 += 1;
        }
        log.last = Some(t.stamp.ms);
        for (m, p) in &self.patterns {
            if !p.finds(line) {
                continue;
            }
            if self.reading.hits.iter().filter(|h| h.mark == *m).count() >= MAX_HITS {
                continue;
            }
            self.reading.hits.push(Hit {
                mark: *m,
                log: i,
                line: n,
                ms: t.stamp.ms,
                zone: t.stamp.zone,
                text: shown(line),
            });
        }
    }

    /// What was read, each log given the lane its marks (or its name) give.
    pub fn finish(mut self) -> LogReading {
        let ds = self.ds;
        for (i, log) in self.reading.logs.iter_mut().enumerate() {
            let mut lanes: Vec<LaneIx> = Vec::new();
            for h in self.reading.hits.iter().filter(|h| h.log == i) {
                if let Some(l) = mark_lane(ds, h.mark) {
                    if !lanes.contains(&l) {
                        lanes.push(l);
                    }
                }
            }
            log.lane = match lanes[..] {
                [one] => Some(one),
                _ => lane_named(ds, log.source.as_deref().unwrap_or(&log.name))
                    .or_else(|| lane_named(ds, &log.name)),
            };
        }
        self.reading
    }
}

/// The lane a mark's instant is on (none for t = 0).
pub fn mark_lane(ds: &Dataset, mark: usize) -> Option<LaneIx> {
    Instant::of(ds, ds.mark_event(mark)).lane(ds)
}

/// The lane a log's name names: a lane's id or name in it (any case), the
/// longest that is.
fn lane_named(ds: &Dataset, name: &str) -> Option<LaneIx> {
    let name = name.to_lowercase();
    let mut best: Option<(usize, LaneIx)> = None;
    for (l, lane) in ds.file.lanes.iter().enumerate() {
        for key in [&lane.id, &lane.name.en] {
            let k = key.to_lowercase();
            if !k.is_empty() && name.contains(&k) && best.is_none_or(|(n, _)| k.len() > n) {
                best = Some((k.len(), LaneIx(l)));
            }
        }
    }
    best.map(|(_, l)| l)
}

/// How each mark stands in a drill made of logs.
#[derive(Clone, Debug, PartialEq)]
pub enum MarkFound {
    /// Not in any log of its lane.
    No,
    /// Found; the hit used (its index in `LogReading::hits`) and every
    /// other hit of the mark.
    Yes { used: usize, others: Vec<usize> },
}

/// A drill of what `r` found, with each log on lane `lanes[log]` (the
/// reader's choice where they made one) and each mark at the hit `picks`
/// names where the reader picked one (else the first at or after the
/// drill's start: its t = 0 mark, else its earliest hit).
pub fn drill_of(
    ds: &Dataset,
    r: &LogReading,
    lanes: &[Option<LaneIx>],
    picks: &[(usize, usize)],
) -> (ReadDrill, Vec<MarkFound>) {
    let lane_of = |log: usize| lanes.get(log).copied().flatten();
    // A mark's hits: in a log of its lane (a mark on no lane: any log's);
    // where no log of its lane has it (a lane that is no node's, such as a
    // backlog), any log's.
    let candidates = |m: usize| -> Vec<usize> {
        let want = mark_lane(ds, m);
        let of_mark = (0..r.hits.len()).filter(|&h| r.hits[h].mark == m);
        let of_lane: Vec<usize> = of_mark
            .clone()
            .filter(|&h| want.is_none() || lane_of(r.hits[h].log) == want)
            .collect();
        if of_lane.is_empty() {
            of_mark.collect()
        } else {
            of_lane
        }
    };
    let all: Vec<Vec<usize>> = (0..ds.file.marks.len()).map(candidates).collect();
    let picked = |m: usize| {
        picks
            .iter()
            .find(|(x, h)| *x == m && all[m].contains(h))
            .map(|(_, h)| *h)
    };
    let t0 = (0..ds.file.marks.len())
        .find(|&m| matches!(Instant::of(ds, ds.mark_event(m)), Instant::T0));
    let start = t0
        .and_then(|m| picked(m).or_else(|| all[m].first().copied()))
        .map(|h| r.hits[h].ms)
        .unwrap_or_else(|| {
            all.iter()
                .flatten()
                .map(|&h| r.hits[h].ms)
                .fold(f64::INFINITY, f64::min)
        });
    let mut found = Vec::new();
    let mut status = Vec::new();
    for (m, hits) in all.iter().enumerate() {
        let used = picked(m)
            .or_else(|| hits.iter().copied().find(|&h| r.hits[h].ms >= start))
            .or_else(|| hits.first().copied());
        match used {
            Some(u) => {
                let h = &r.hits[u];
                found.push(Found {
                    mark: m,
                    ms: h.ms,
                    line: h.line,
                    zone: h.zone,
                });
                status.push(MarkFound::Yes {
                    used: u,
                    others: hits.iter().copied().filter(|&x| x != u).collect(),
                });
            }
            None => status.push(MarkFound::No),
        }
    }
    let drill = ReadDrill {
        name: "logs".into(),
        found,
    };
    (drill, status)
}
