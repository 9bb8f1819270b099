//! The trace's writer: Chrome Trace Event JSON by hand (every string
//! escaped; no JSON serialiser in the page), with the slices per thread
//! remembered so a flow binds to the slice around it.

use std::fmt::Write;

use crate::view::format::format_fixed;

/// An argument value.
#[derive(Clone)]
pub(super) enum Val {
    Str(String),
    Num(f64),
    Bool(bool),
}

/// Metadata arguments.
pub(super) struct Arg;

impl Arg {
    pub(super) fn name(s: &str) -> String {
        format!("{{\"name\":{}}}", string(s))
    }

    pub(super) fn sort(i: usize) -> String {
        format!("{{\"sort_index\":{i}}}")
    }

    pub(super) fn labels(s: &str) -> String {
        format!("{{\"labels\":{}}}", string(s))
    }
}

/// The events written so far, and the slices per thread (for binding flows).
#[derive(Default)]
pub(super) struct Events {
    pub(super) items: Vec<String>,
    /// (pid, tid, start ms, end ms) of every slice.
    slices: Vec<(usize, usize, f64, f64)>,
}

impl Events {
    pub(super) fn meta(&mut self, pid: usize, tid: usize, name: &str, args: String) {
        self.items.push(format!(
            "{{\"ph\":\"M\",\"pid\":{pid},\"tid\":{tid},\"name\":\"{name}\",\"args\":{args}}}"
        ));
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn slice(
        &mut self,
        pid: usize,
        tid: usize,
        name: &str,
        cat: &str,
        from: f64,
        to: f64,
        args: &[(&str, Val)],
    ) {
        // A time that cannot be placed (after a stage of unknown length)
        // is not in the trace; a slice whose end cannot be is an instant
        // at its start, its length "—".
        if !from.is_finite() {
            return;
        }
        let mut args = args.to_vec();
        let to = if to.is_finite() {
            to
        } else {
            args.push(("ms", Val::Str("—".into())));
            from
        };
        let args = &args[..];
        let (ts, end) = (us(from), us(to));
        // Zero-length: an instant on the thread. (speedscope mis-nests a
        // zero-length X that shares its time with a slice's end.)
        let (ph, dur) = if end > ts {
            ("X", format!(",\"dur\":{}", num(end - ts)))
        } else {
            ("i", ",\"s\":\"t\"".to_string())
        };
        self.items.push(format!(
            "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":{tid},\"name\":{},\"cat\":{},\"ts\":{}{dur},\"args\":{}}}",
            string(name),
            string(cat),
            num(ts),
            object(args)
        ));
        self.slices.push((pid, tid, from, to));
    }

    /// Some slice on the thread covers `t` (its ends included).
    pub(super) fn encloses(&self, pid: usize, tid: usize, t: f64) -> bool {
        self.slices
            .iter()
            .any(|&(p, th, a, b)| p == pid && th == tid && a <= t && t <= b)
    }

    pub(super) fn flow(&mut self, pid: usize, tid: usize, ph: char, id: usize, name: &str, t: f64) {
        let bind = if ph == 'f' { ",\"bp\":\"e\"" } else { "" };
        self.items.push(format!(
            "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":{tid},\"id\":{id},\"name\":{},\"cat\":\"arrow\",\"ts\":{}{bind}}}",
            string(name),
            num(us(t))
        ));
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn async_slice(
        &mut self,
        pid: usize,
        id: usize,
        name: &str,
        cat: &str,
        from: f64,
        to: f64,
        args: &[(&str, Val)],
    ) {
        for (ph, t, args) in [('b', from, object(args)), ('e', to, "{}".to_string())] {
            self.items.push(format!(
                "{{\"ph\":\"{ph}\",\"pid\":{pid},\"tid\":0,\"id\":{id},\"name\":{},\"cat\":{},\"ts\":{},\"args\":{args}}}",
                string(name),
                string(cat),
                num(us(t))
            ));
        }
    }

    pub(super) fn instant(&mut self, pid: usize, name: &str, t: f64) {
        self.items.push(format!(
            "{{\"ph\":\"i\",\"s\":\"p\",\"pid\":{pid},\"tid\":0,\"name\":{},\"cat\":\"t0\",\"ts\":{}}}",
            string(name),
            num(us(t))
        ));
    }
}

/// Milliseconds to microseconds, to the nanosecond.
pub(super) fn us(ms: f64) -> f64 {
    (ms * 1e6).round() / 1e3
}

/// A number as JSON: at most three decimals, no trailing zeros.
pub(super) fn num(v: f64) -> String {
    format_fixed(v, 3)
}

pub(super) fn object(args: &[(&str, Val)]) -> String {
    let fields: Vec<String> = args
        .iter()
        .map(|(k, v)| {
            let v = match v {
                Val::Str(s) => string(s),
                Val::Num(n) => num(*n),
                Val::Bool(b) => b.to_string(),
            };
            format!("{}:{v}", string(k))
        })
        .collect();
    format!("{{{}}}", fields.join(","))
}

/// A JSON string literal. Besides what JSON requires, `<`, `>`, `&` and the
/// line separators are written as `\u` escapes: the file never holds markup.
pub fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || matches!(c, '<' | '>' | '&' | '\u{2028}' | '\u{2029}') => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
