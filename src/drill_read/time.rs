//! A time as logs and tables write it, read from the start of a text:
//!
//! - RFC 3339 / ISO 8601: `2026-03-04T10:15:02.123456789Z`, a space for
//!   the `T`, a `,` for the `.` (logback, log4j), any fraction to
//!   nanoseconds, `Z` or an offset (`+01:00`, `+0100`, `+01`), or none;
//! - Redis: `04 Mar 2026 10:15:02.123`;
//! - no year: `04 Mar 10:15:02.123` (old Redis), `Mar  4 10:15:02.123456`
//!   (syslog, journald's short-precise);
//! - epoch seconds, milliseconds, microseconds or nanoseconds, told apart
//!   by their size, with or without a fraction.
//!
//! The calendar is jiff's. A time with no year is read in a year the
//! caller gives (a log reader moves to the next one where the times would
//! go back by months: a drill across New Year's reads in order). A time
//! with no zone is read as if it were UTC and said to have none: two
//! clocks whose zones are not known are not assumed to agree.

use jiff::{civil::DateTime, tz::Offset};

/// What a time says of its zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    /// UTC, or an offset from it (seconds): an instant.
    Offset(i32),
    /// A wall-clock time with no zone written.
    Unknown,
    /// Seconds (or ms, µs, ns) since the Unix epoch: an instant.
    Epoch,
    /// A duration from the drill's own start (a table's `812.5`), on no
    /// clock.
    Relative,
}

/// A time read: ms on its clock (since the Unix epoch where it is an
/// instant; a wall-clock time as if it were UTC), what it says of its
/// zone, whether it has a year, and how many bytes it took.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stamp {
    pub ms: f64,
    pub zone: Zone,
    /// False for the forms without a year (read in the year given).
    pub year: bool,
    pub len: usize,
}

const MONTHS: [&[u8; 3]; 12] = [
    b"Jan", b"Feb", b"Mar", b"Apr", b"May", b"Jun", b"Jul", b"Aug", b"Sep", b"Oct", b"Nov", b"Dec",
];

/// A cursor over the text's bytes.
struct At<'a> {
    b: &'a [u8],
    i: usize,
}

impl At<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        let ok = self.peek() == Some(c);
        self.i += ok as usize;
        ok
    }

    /// Exactly `n` digits.
    fn digits(&mut self, n: usize) -> Option<i64> {
        let s = self.b.get(self.i..self.i + n)?;
        if !s.iter().all(u8::is_ascii_digit) {
            return None;
        }
        self.i += n;
        Some(s.iter().fold(0, |v, d| v * 10 + i64::from(d - b'0')))
    }

    /// One or two digits (a day written `4` or `04`).
    fn day(&mut self) -> Option<i64> {
        let two = self.b.get(self.i + 1).is_some_and(u8::is_ascii_digit);
        self.digits(if two { 2 } else { 1 })
    }

    fn spaces(&mut self) -> usize {
        let start = self.i;
        while self.peek() == Some(b' ') {
            self.i += 1;
        }
        self.i - start
    }

    fn month(&mut self) -> Option<i64> {
        let s = self.b.get(self.i..self.i + 3)?;
        let m = MONTHS.iter().position(|m| m.as_slice() == s)?;
        self.i += 3;
        Some(m as i64 + 1)
    }

    /// `.ffffff` or `,fff` (1 to 9 digits, more are cut): nanoseconds.
    fn fraction(&mut self) -> i64 {
        let save = self.i;
        if !(self.eat(b'.') || self.eat(b',')) {
            return 0;
        }
        let start = self.i;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.i += 1;
        }
        let digits = &self.b[start..self.i];
        if digits.is_empty() {
            self.i = save;
            return 0;
        }
        let mut ns = 0i64;
        for k in 0..9 {
            ns = ns * 10 + digits.get(k).map_or(0, |d| i64::from(d - b'0'));
        }
        ns
    }

    /// `HH:MM:SS` and a fraction.
    fn clock(&mut self) -> Option<(i64, i64, i64, i64)> {
        let h = self.digits(2)?;
        self.eat(b':').then_some(())?;
        let m = self.digits(2)?;
        self.eat(b':').then_some(())?;
        let s = self.digits(2)?;
        Some((h, m, s, self.fraction()))
    }

    /// Not in the middle of a word or number.
    fn ends(&self) -> bool {
        self.peek().is_none_or(|c| !c.is_ascii_alphanumeric())
    }
}

/// The ms since the epoch of a civil time at `offset` seconds.
fn instant(
    y: i64,
    mo: i64,
    d: i64,
    (h, mi, s, ns): (i64, i64, i64, i64),
    offset: i32,
) -> Option<f64> {
    let dt = DateTime::new(
        i16::try_from(y).ok()?,
        mo as i8,
        d as i8,
        h as i8,
        mi as i8,
        // A leap second reads as the second before it ends.
        s.min(59) as i8,
        ns as i32,
    )
    .ok()?;
    let ts = Offset::from_seconds(offset).ok()?.to_timestamp(dt).ok()?;
    // Whole ms exactly, then the fraction (an epoch's ms in an f64 keep a
    // tenth of a µs: a drill's times are kept to the µs).
    let sub = ts.subsec_nanosecond().rem_euclid(1_000_000);
    Some((ts.as_nanosecond().div_euclid(1_000_000)) as f64 + f64::from(sub) / 1e6)
}

/// A table's time cell, whole: a time as above, or milliseconds from the
/// drill's start (`812.5`, `812.5 ms`, `0.81 s`; no exponent, at most a
/// day either way).
pub fn cell(text: &str) -> Option<Stamp> {
    let t = text.trim();
    if let Some(s) = read(t, 2000).filter(|s| s.len == t.len()) {
        return Some(s);
    }
    let (num, unit) = match t.find(|c: char| c.is_alphabetic() || c == 'µ') {
        Some(i) => (t[..i].trim(), t[i..].trim()),
        None => (t, ""),
    };
    let per = match unit {
        "" | "ms" => 1.0,
        "s" => 1000.0,
        "us" | "µs" | "μs" => 0.001,
        _ => return None,
    };
    let digits = num.strip_prefix('-').unwrap_or(num);
    let plain = !digits.is_empty()
        && digits.bytes().all(|c| c.is_ascii_digit() || c == b'.')
        && digits.bytes().filter(|&c| c == b'.').count() <= 1
        && digits.bytes().any(|c| c.is_ascii_digit());
    let v: f64 = if plain {
        num.parse().ok()?
    } else {
        return None;
    };
    let ms = v * per;
    (ms.is_finite() && ms.abs() <= 86_400_000.0).then_some(Stamp {
        ms,
        zone: Zone::Relative,
        year: true,
        len: text.len(),
    })
}

/// The time at the start of `text` (no year: read in `year`).
pub fn read(text: &str, year: i16) -> Option<Stamp> {
    let b = text.as_bytes();
    iso(b)
        .or_else(|| day_month(b, year))
        .or_else(|| month_day(b, year))
        .or_else(|| epoch(b))
}

/// `YYYY-MM-DD[T ]HH:MM:SS[.f][Z|±HH[:MM]]`.
fn iso(b: &[u8]) -> Option<Stamp> {
    let mut at = At { b, i: 0 };
    let y = at.digits(4)?;
    at.eat(b'-').then_some(())?;
    let mo = at.digits(2)?;
    at.eat(b'-').then_some(())?;
    let d = at.digits(2)?;
    (at.eat(b'T') || at.eat(b't') || at.eat(b' ')).then_some(())?;
    let clock = at.clock()?;
    let zone = if at.eat(b'Z') || at.eat(b'z') {
        Zone::Offset(0)
    } else if let Some(sign) = at.peek().filter(|c| *c == b'+' || *c == b'-') {
        let save = at.i;
        at.i += 1;
        match at.digits(2) {
            Some(hh) => {
                at.eat(b':');
                let mm = at.digits(2).unwrap_or(0);
                let secs = (hh * 3600 + mm * 60) as i32;
                Zone::Offset(if sign == b'-' { -secs } else { secs })
            }
            None => {
                at.i = save;
                Zone::Unknown
            }
        }
    } else {
        Zone::Unknown
    };
    if !at.ends() {
        return None;
    }
    let offset = match zone {
        Zone::Offset(o) => o,
        _ => 0,
    };
    Some(Stamp {
        ms: instant(y, mo, d, clock, offset)?,
        zone,
        year: true,
        len: at.i,
    })
}

/// `DD Mon [YYYY] HH:MM:SS[.f]` (Redis; old Redis has no year).
fn day_month(b: &[u8], year: i16) -> Option<Stamp> {
    let mut at = At { b, i: 0 };
    let d = at.day()?;
    (at.spaces() > 0).then_some(())?;
    let mo = at.month()?;
    (at.spaces() > 0).then_some(())?;
    let save = at.i;
    let y = match at.digits(4) {
        Some(y) if at.spaces() > 0 => Some(y),
        _ => {
            at.i = save;
            None
        }
    };
    let clock = at.clock()?;
    if !at.ends() {
        return None;
    }
    Some(Stamp {
        ms: instant(y.unwrap_or(i64::from(year)), mo, d, clock, 0)?,
        zone: Zone::Unknown,
        year: y.is_some(),
        len: at.i,
    })
}

/// `Mon DD HH:MM:SS[.f]` (syslog, journald: no year).
fn month_day(b: &[u8], year: i16) -> Option<Stamp> {
    let mut at = At { b, i: 0 };
    let mo = at.month()?;
    (at.spaces() > 0).then_some(())?;
    let d = at.day()?;
    (at.spaces() > 0).then_some(())?;
    let clock = at.clock()?;
    if !at.ends() {
        return None;
    }
    Some(Stamp {
        ms: instant(i64::from(year), mo, d, clock, 0)?,
        zone: Zone::Unknown,
        year: false,
        len: at.i,
    })
}

/// Epoch seconds (10 digits), ms (13), µs (16) or ns (19), with or without
/// a fraction.
fn epoch(b: &[u8]) -> Option<Stamp> {
    let mut at = At { b, i: 0 };
    while at.peek().is_some_and(|c| c.is_ascii_digit()) {
        at.i += 1;
    }
    let whole = at.i;
    // ms per unit, as a power of ten (1000 for seconds, 1/10⁶ for ns).
    let exp: i32 = match whole {
        9..=11 => 3,
        12..=14 => 0,
        15..=17 => -3,
        18..=20 => -6,
        _ => return None,
    };
    let int: u128 = std::str::from_utf8(&b[..whole]).ok()?.parse().ok()?;
    let frac = match at.peek() {
        Some(b'.') if b.get(at.i + 1).is_some_and(u8::is_ascii_digit) => {
            let start = at.i;
            at.i += 1;
            while at.peek().is_some_and(|c| c.is_ascii_digit()) {
                at.i += 1;
            }
            std::str::from_utf8(&b[start..at.i])
                .ok()?
                .parse::<f64>()
                .ok()?
        }
        _ => 0.0,
    };
    // Whole ms in integers (exact), the rest as a fraction.
    let ms = if exp >= 0 {
        let per = 10u128.pow(exp as u32);
        (int * per) as f64 + frac * per as f64
    } else {
        let div = 10u128.pow((-exp) as u32);
        (int / div) as f64 + ((int % div) as f64 + frac) / div as f64
    };
    if !at.ends() {
        return None;
    }
    Some(Stamp {
        ms,
        zone: Zone::Epoch,
        year: true,
        len: at.i,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(text: &str) -> f64 {
        read(text, 2026)
            .unwrap_or_else(|| panic!("{text:?} reads"))
            .ms
    }

    #[test]
    fn rfc3339_with_every_fraction_and_offset() {
        let base = ms("2026-03-04T10:15:02Z");
        assert_eq!(base, 1_772_619_302_000.0);
        assert_eq!(ms("2026-03-04T10:15:02.1Z") - base, 100.0);
        assert_eq!(ms("2026-03-04 10:15:02,123 INFO") - base, 123.0);
        let ns = ms("2026-03-04T10:15:02.123456789Z") - base;
        assert!((ns - 123.456_789).abs() < 1e-3, "{ns}");
        assert_eq!(ms("2026-03-04T11:15:02+01:00"), base);
        assert_eq!(ms("2026-03-04T11:15:02+0100"), base);
        assert_eq!(ms("2026-03-04T05:15:02-05"), base);
        let s = read("2026-03-04 10:15:02.5 x", 2000).unwrap();
        assert_eq!((s.zone, s.len), (Zone::Unknown, 21));
    }

    #[test]
    fn redis_syslog_and_no_year() {
        let redis = read("04 Mar 2026 10:15:02.123 # +odown", 1999).unwrap();
        assert_eq!(redis.ms, ms("2026-03-04T10:15:02.123Z"));
        assert!(redis.year);
        let old = read("04 Mar 10:15:02.123 * x", 2026).unwrap();
        assert_eq!(old.ms, redis.ms);
        assert!(!old.year);
        let syslog = read("Mar  4 10:15:02.123000 host app[1]: x", 2026).unwrap();
        assert_eq!(syslog.ms, redis.ms);
        assert_eq!(read("Feb 29 00:00:00 x", 2024).map(|s| s.year), Some(false));
        assert_eq!(read("Feb 29 00:00:00 x", 2026), None, "no leap day in 2026");
    }

    #[test]
    fn epochs_by_their_size() {
        let s = ms("2026-03-04T10:15:02.123Z");
        assert_eq!(ms("1772619302.123 x"), s);
        assert_eq!(ms("1772619302123 x"), s);
        assert_eq!(ms("1772619302123000"), s);
        assert_eq!(ms("1772619302123000000"), s);
        assert_eq!(read("12345 x", 2026), None, "too short for an epoch");
        assert_eq!(read("1772619302abc", 2026), None, "part of a word");
    }
}
