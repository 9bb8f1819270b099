//! An events table: one row a mark, `mark,time` (the mark's id or name, a
//! time as `time::cell` reads it), comma-, semicolon- or tab-separated,
//! with a header row or without. Several drills in one table: a `drill`
//! column, or blank lines between blocks. Read a line at a time (a big
//! table is read in chunks by the page, with its progress shown).

use csv_core::{ReadRecordResult, Reader, ReaderBuilder};

use super::time::{cell, Zone};
use super::{mark_named, Found, Problem, ReadDrill, Reading, MAX_DRILLS};
use crate::model::Dataset;

/// Which cell is which.
#[derive(Clone, Copy, Debug)]
struct Columns {
    drill: Option<usize>,
    mark: usize,
    time: usize,
}

/// A table being read, line by line.
pub struct TableReader<'d> {
    ds: &'d Dataset,
    csv: Option<Reader>,
    columns: Option<Columns>,
    reading: Reading,
    /// The drill a block of rows goes to (no `drill` column), and whether
    /// a blank line ended it.
    block: Option<usize>,
    ended: bool,
    line: usize,
    out: Vec<u8>,
    ends: Vec<usize>,
}

impl<'d> TableReader<'d> {
    pub fn new(ds: &'d Dataset) -> TableReader<'d> {
        TableReader {
            ds,
            csv: None,
            columns: None,
            reading: Reading::default(),
            block: None,
            ended: false,
            line: 0,
            out: vec![0; 1024],
            ends: vec![0; 64],
        }
    }

    /// The cells of `line`, as the table's separator cuts them (quotes
    /// honoured).
    fn cells(&mut self, line: &str) -> Vec<String> {
        let csv = self.csv.get_or_insert_with(|| {
            let delim = if line.contains('\t') {
                b'\t'
            } else if line.contains(';') && !line.contains(',') {
                b';'
            } else {
                b','
            };
            ReaderBuilder::new().delimiter(delim).build()
        });
        let mut input = line.as_bytes();
        let (mut o, mut e) = (0, 0);
        loop {
            let (res, nin, nout, nend) =
                csv.read_record(input, &mut self.out[o..], &mut self.ends[e..]);
            input = &input[nin..];
            o += nout;
            e += nend;
            match res {
                ReadRecordResult::InputEmpty => {
                    if input.is_empty() {
                        // The line is the whole record: end it.
                        let (res, _, nout, nend) =
                            csv.read_record(&[], &mut self.out[o..], &mut self.ends[e..]);
                        o += nout;
                        e += nend;
                        if matches!(res, ReadRecordResult::OutputFull) {
                            let n = self.out.len();
                            self.out.resize(n * 2, 0);
                            continue;
                        }
                        if matches!(res, ReadRecordResult::OutputEndsFull) {
                            let n = self.ends.len();
                            self.ends.resize(n * 2, 0);
                            continue;
                        }
                        break;
                    }
                }
                ReadRecordResult::OutputFull => {
                    let n = self.out.len();
                    self.out.resize(n * 2, 0);
                }
                ReadRecordResult::OutputEndsFull => {
                    let n = self.ends.len();
                    self.ends.resize(n * 2, 0);
                }
                ReadRecordResult::Record | ReadRecordResult::End => break,
            }
        }
        csv.reset();
        let mut start = 0;
        self.ends[..e]
            .iter()
            .map(|&end| {
                let c = String::from_utf8_lossy(&self.out[start..end]).into_owned();
                start = end;
                c
            })
            .collect()
    }

    /// Read one line of the table.
    pub fn line(&mut self, line: &str) {
        self.line += 1;
        let n = self.line;
        self.reading.lines += 1;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            self.ended = self.block.is_some();
            return;
        }
        let cells = self.cells(line);
        let columns = match self.columns {
            Some(c) => c,
            None => {
                let (c, header) = columns(self.ds, &cells);
                self.columns = Some(c);
                if header {
                    return;
                }
                c
            }
        };
        let get = |i: usize| cells.get(i).map(|s| s.trim());
        let (Some(mark_cell), Some(time_cell)) = (get(columns.mark), get(columns.time)) else {
            self.reading.problem(n, line, Problem::Short);
            return;
        };
        // A block's own header row (tables pasted one after another).
        if named(mark_cell, MARK_NAMES) && named(time_cell, TIME_NAMES) {
            return;
        }
        let stamp = cell(time_cell);
        if stamp.is_some() {
            self.reading.timed += 1;
        }
        let Some(drill) = self.drill(columns.drill.and_then(get), n, line) else {
            return;
        };
        let Some(mark) = mark_named(self.ds, mark_cell) else {
            let p = Problem::UnknownMark(mark_cell.to_string());
            self.reading.problem(n, line, p);
            return;
        };
        let Some(stamp) = stamp else {
            let p = Problem::NotATime(time_cell.to_string());
            self.reading.problem(n, line, p);
            return;
        };
        let d = &mut self.reading.drills[drill];
        if let Some(first) = d.found.iter().find(|f| f.mark == mark) {
            let p = Problem::Twice {
                mark,
                first: first.line,
            };
            self.reading.problem(n, line, p);
            return;
        }
        // One clock a drill: times from its start and times of day do not mix.
        let relative = |z: Zone| z == Zone::Relative;
        if d.found
            .first()
            .is_some_and(|f| relative(f.zone) != relative(stamp.zone))
        {
            self.reading.problem(n, line, Problem::OtherKind);
            return;
        }
        d.found.push(Found {
            mark,
            ms: stamp.ms,
            line: n,
            zone: stamp.zone,
        });
    }

    /// The drill a row goes to: the one its `drill` cell names, or the
    /// block it is in.
    fn drill(&mut self, name: Option<&str>, n: usize, line: &str) -> Option<usize> {
        let drills = &mut self.reading.drills;
        let name = match name {
            Some(name) => {
                if let Some(i) = drills.iter().position(|d| d.name == name) {
                    return Some(i);
                }
                name.to_string()
            }
            None => {
                if let (Some(b), false) = (self.block, self.ended) {
                    return Some(b);
                }
                format!("{}", drills.len() + 1)
            }
        };
        if drills.len() >= MAX_DRILLS {
            self.reading.problem(n, line, Problem::TooManyDrills);
            return None;
        }
        drills.push(ReadDrill {
            name,
            found: Vec::new(),
        });
        self.block = Some(drills.len() - 1);
        self.ended = false;
        Some(drills.len() - 1)
    }

    /// What was read: the drills with a mark found, and every problem.
    pub fn finish(mut self) -> Reading {
        self.reading.drills.retain(|d| !d.found.is_empty());
        if self.reading.drills.is_empty() {
            self.reading.notices.push(super::Notice::NoDrill);
        }
        self.reading.zones();
        self.reading
    }
}

/// The columns of a table from its first row, and whether that row is a
/// header (names its columns: `mark`, `time`, `drill`, …). With no header,
/// `mark,time` or `drill,mark,time`.
/// A header's names for the mark, time and drill columns.
const MARK_NAMES: &[&str] = &["mark", "event", "name", "id", "标记", "事件"];
const TIME_NAMES: &[&str] = &["time", "timestamp", "ts", "at", "ms", "t", "时间"];
const DRILL_NAMES: &[&str] = &["drill", "run", "rep", "演练"];

fn named(cell: &str, names: &[&str]) -> bool {
    names.iter().any(|n| cell.trim().eq_ignore_ascii_case(n))
}

fn columns(ds: &Dataset, cells: &[String]) -> (Columns, bool) {
    let find = |names: &[&str]| cells.iter().position(|c| named(c, names));
    let mark = find(MARK_NAMES);
    let time = find(TIME_NAMES);
    let drill = find(DRILL_NAMES);
    if let (Some(mark), Some(time)) = (mark, time) {
        // A cell that is a mark is data, not a header.
        if mark_named(ds, &cells[mark]).is_none() {
            return (Columns { drill, mark, time }, true);
        }
    }
    let filled = cells
        .iter()
        .rposition(|c| !c.trim().is_empty())
        .map_or(0, |i| i + 1);
    let c = if filled >= 3 {
        Columns {
            drill: Some(0),
            mark: 1,
            time: 2,
        }
    } else {
        Columns {
            drill: None,
            mark: 0,
            time: 1,
        }
    };
    (c, false)
}

/// Read a whole table at once.
pub fn read_table(ds: &Dataset, text: &str) -> Reading {
    let mut r = TableReader::new(ds);
    for line in text.split('\n') {
        r.line(line);
    }
    r.finish()
}
