//! One log line: who wrote it (a prefix naming its source, where several
//! nodes' logs are interleaved), its time (read from its start, after an
//! optional prefix: a file or pod name, a process id such as `12297:X` or
//! `[4608]`, a line number), and the rest. A JSON line takes its time from
//! its `time`, `ts`, `timestamp` or `@timestamp` field.

use super::time::{read, Stamp};

/// At most this many words before the time are read as its prefix.
const MAX_PREFIX: usize = 3;

/// A line's time, and the name its prefix gives its source, if any.
#[derive(Clone, Debug, PartialEq)]
pub struct Timed<'a> {
    pub stamp: Stamp,
    /// A word before the time that names the line's source (`node2` of
    /// `[node2] …`, `Sentinel_2_log` of `Sentinel_2_log 7:X …`); not a
    /// process id, a line number or a level.
    pub source: Option<&'a str>,
}

/// The time of `line` (no year: read in `year`), and its source.
pub fn timed(line: &str, year: i16) -> Option<Timed<'_>> {
    let t = line.trim_start_matches('\u{feff}').trim_start();
    if t.starts_with('{') {
        return json_time(t, year).map(|stamp| Timed {
            stamp,
            source: None,
        });
    }
    let mut rest = t;
    let mut source = None;
    for _ in 0..=MAX_PREFIX {
        if let Some(stamp) = read(rest, year) {
            return Some(Timed { stamp, source });
        }
        // A bracketed time: `[2026-03-04 10:15:02,123]`.
        if let Some(inner) = rest.strip_prefix('[') {
            if let Some(stamp) = read(inner, year) {
                return Some(Timed { stamp, source });
            }
        }
        let (word, after) = split_word(rest)?;
        if source.is_none() && names_a_source(word) {
            source = Some(
                word.trim_start_matches('[')
                    .trim_end_matches([']', ':', '|']),
            );
        }
        rest = after.trim_start_matches([' ', '\t', '|']);
    }
    None
}

/// The first word of `s` (to a space or tab), and what follows it.
fn split_word(s: &str) -> Option<(&str, &str)> {
    let end = s.find([' ', '\t'])?;
    Some((&s[..end], &s[end..]))
}

/// A prefix word that names a source: not a number, a process id
/// (`12297:X`, `[4608]`), a level (`INFO`, `#`) or punctuation.
fn names_a_source(word: &str) -> bool {
    let w = word
        .trim_start_matches('[')
        .trim_end_matches([']', ':', '|']);
    let letters = w.chars().filter(|c| c.is_alphabetic()).count();
    let pid = w
        .split_once(':')
        .is_some_and(|(a, b)| a.bytes().all(|c| c.is_ascii_digit()) && b.len() <= 1);
    let level = [
        "INFO", "WARN", "WARNING", "ERROR", "DEBUG", "TRACE", "FATAL", "NOTICE",
    ]
    .iter()
    .any(|l| w.eq_ignore_ascii_case(l));
    letters > 0 && !pid && !level && w.len() <= 80
}

/// The time field of a JSON line: a string as a time, a number as epoch
/// seconds, ms, µs or ns by its size.
fn json_time(line: &str, year: i16) -> Option<Stamp> {
    let v: serde_json::Value = serde_json::from_str(line).ok()?;
    let o = v.as_object()?;
    let field = ["@timestamp", "timestamp", "time", "ts", "t"]
        .iter()
        .find_map(|k| o.get(*k))?;
    match field {
        serde_json::Value::String(s) => read(s.trim(), year).filter(|st| st.len == s.trim().len()),
        serde_json::Value::Number(n) => {
            let text = n.to_string();
            read(&text, year)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn src(line: &str) -> Option<&str> {
        timed(line, 2026).and_then(|t| t.source)
    }

    #[test]
    fn prefixes_before_the_time() {
        let at = |l: &str| timed(l, 2026).map(|t| t.stamp.ms);
        let want = at("2026-03-04T10:15:02.123Z x");
        assert!(want.is_some());
        assert_eq!(at("[n7] 2026-03-04T10:15:02.123Z x"), want);
        assert_eq!(src("[n7] 2026-03-04T10:15:02.123Z x"), Some("n7"));
        assert_eq!(
            src("pod/active-0 2026-03-04T10:15:02.123Z x"),
            Some("pod/active-0")
        );
        let redis = "Sentinel_2_log 7:X 04 Mar 2026 10:15:02.123 # +odown master mymaster";
        assert_eq!(src(redis), Some("Sentinel_2_log"));
        assert_eq!(
            at("7:X 04 Mar 2026 10:15:02.123 # +sdown"),
            want.map(|_| at(redis).unwrap())
        );
        assert_eq!(src("12297:X 04 Mar 2026 10:15:02.123 # +sdown"), None);
        assert_eq!(src("[4608] 04 Mar 10:15:02.123 * x"), None);
        assert_eq!(src("453311 2026-03-04 10:15:02,123 INFO x"), None);
        assert!(at("[2026-03-04 10:15:02,123] INFO x").is_some());
        assert_eq!(timed("no time here at all", 2026), None);
    }

    #[test]
    fn json_lines() {
        let a = timed(r#"{"ts": "2026-03-04T10:15:02.5Z", "msg": "x"}"#, 2026).unwrap();
        let b = timed(r#"{"@timestamp": 1772619302500, "msg": "x"}"#, 2026).unwrap();
        assert_eq!(a.stamp.ms, b.stamp.ms);
        assert_eq!(timed(r#"{"msg": "no time"}"#, 2026), None);
    }
}
