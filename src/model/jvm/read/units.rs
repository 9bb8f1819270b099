//! The two container and service forms: a Dockerfile instruction and a
//! systemd unit directive, each joined over its `\` continuations.
//!
//! ```text
//! dockerfile := INSTRUCTION ws args ( '\' EOL ( comment-line | blank-line )* args )*
//!               '\' EOL is dropped; comment and blank lines inside are skipped
//! systemd    := Key '=' value ( '\' EOL ( comment-line )* value )*
//!               '\' EOL becomes one blank; '#' and ';' lines inside are skipped
//! ```
//!
//! `ENV` takes `NAME=value` pairs (or the old `ENV NAME value`); `RUN`,
//! `CMD` and `ENTRYPOINT` take a shell line or a JSON array. systemd's
//! `Environment=` takes quoted `NAME=value` assignments; `Exec…=` a command
//! line whose first word may carry `@-:+!` prefixes.
//!
//! Both forms' readers are here too (`Reader::dockerfile`,
//! `Reader::systemd`): the flags in the instructions and directives that
//! take them.

use super::located::Located;
use super::shell::{self, Token};
use super::yaml;
use super::{Reader, SourceForm};

/// The instructions of a Dockerfile (written in capitals, as they are by
/// convention: prose starting with "From" is not one).
const INSTRUCTIONS: &[&str] = &[
    "FROM",
    "RUN",
    "CMD",
    "LABEL",
    "MAINTAINER",
    "EXPOSE",
    "ENV",
    "ADD",
    "COPY",
    "ENTRYPOINT",
    "VOLUME",
    "USER",
    "WORKDIR",
    "ARG",
    "ONBUILD",
    "STOPSIGNAL",
    "HEALTHCHECK",
    "SHELL",
];

/// The Dockerfile instruction `t` starts with.
pub(super) fn instruction(t: &str) -> Option<&'static str> {
    let word = t.split([' ', '\t']).next()?;
    let found = INSTRUCTIONS.iter().find(|i| **i == word)?;
    (t.len() > word.len() || *found == "ENV").then_some(*found)
}

/// The systemd directive key `t` starts with (`Environment`, `ExecStart`…:
/// a capital, then letters, at least one of them small).
pub(super) fn directive(t: &str) -> Option<&str> {
    let key = &t[..t.find('=')?];
    let mut cs = key.chars();
    (cs.next()?.is_ascii_uppercase()
        && key.chars().all(|c| c.is_ascii_alphanumeric())
        && key.chars().any(|c| c.is_ascii_lowercase()))
    .then_some(key)
}

/// Lines from `at` joined over their `\` continuations: the text, and the
/// index of the line after it. `blank` is what a continuation becomes;
/// `comments` start the lines skipped inside.
pub(super) fn joined(
    lines: &[&str],
    at: usize,
    blank: Option<char>,
    comments: &[char],
) -> (Located, usize) {
    let mut out = Located::default();
    let mut i = at;
    let mut s = lines[at];
    loop {
        let t = s.trim_end();
        let Some(body) = t.strip_suffix('\\') else {
            out.push_str(t, i + 1);
            return (out, i + 1);
        };
        out.push_str(body, i + 1);
        if let Some(b) = blank {
            out.push(b, i + 1);
        }
        i += 1;
        while i < lines.len() && {
            let n = lines[i].trim_start();
            n.is_empty() && blank.is_none() || n.starts_with(comments)
        } {
            i += 1;
        }
        if i == lines.len() {
            return (out, i);
        }
        s = lines[i];
    }
}

/// The words of a joined line, read as a shell reads them.
pub(super) fn shell_words(l: &Located) -> Vec<Token> {
    let mut it = l.chars();
    shell::words(&mut it).0
}

/// A JSON array's items (`["java", "-Dx=1"]`) as the words of a command:
/// each item one word, except one holding a whole shell line (`sh -c "…"`),
/// whose words are read apart.
pub(super) fn exec_words(l: &Located) -> Option<Vec<Token>> {
    let start = l.text.find('[')?;
    let (items, _) = yaml::flow(l.tail(start + 1).chars())?;
    let mut out = Vec::new();
    let mut shells = Vec::new();
    for item in items {
        if !item.text.starts_with("-D") && item.text.contains(char::is_whitespace) {
            shells.push(Token::Sep);
            shells.extend(shell_words(&item));
        } else {
            out.push(Token::Word(item));
        }
    }
    out.extend(shells);
    Some(out)
}

/// An `Exec…=` command's words with the first word's `@-:+!` prefixes off.
pub(super) fn exec_line(l: &Located) -> Vec<Token> {
    let mut words = shell_words(l);
    if let Some(Token::Word(w)) = words.first_mut() {
        let strip = w.text.len() - w.text.trim_start_matches(['@', '-', ':', '+', '!']).len();
        if strip > 0 && !w.text.starts_with("-D") {
            *w = w.tail(strip);
        }
    }
    words
}

impl Reader<'_, '_> {
    /// A Dockerfile instruction: the flags in an `ENV`, `RUN`, `CMD` or
    /// `ENTRYPOINT`; the index of the line after it.
    pub(super) fn dockerfile(&mut self, at: usize, instruction: &str) -> usize {
        let (l, next) = joined(self.lines, at, None, &['#']);
        if next == self.lines.len()
            && self.lines[next - 1].trim_end().ends_with('\\')
            && self.cut(at)
        {
            return next;
        }
        let args = l.tail(instruction.len());
        let (found, form) = match instruction {
            "ENV" => {
                let words = shell_words(&args);
                let f = SourceForm::DockerfileEnv;
                (self.flags(&words, f, f), Some(f))
            }
            "RUN" | "CMD" | "ENTRYPOINT" => {
                let words = if args.text.trim_start().starts_with('[') {
                    exec_words(&args).unwrap_or_default()
                } else {
                    shell_words(&args)
                };
                let f = SourceForm::DockerfileCommand;
                (self.flags(&words, f, f), Some(f))
            }
            _ => (0, None),
        };
        if found == 0 {
            self.context(at, next, form);
        }
        next
    }

    /// A systemd directive: the flags in an `Environment=` or `Exec…=`;
    /// the index of the line after it.
    pub(super) fn systemd(&mut self, at: usize, key: &str) -> usize {
        let (l, next) = joined(self.lines, at, Some(' '), &['#', ';']);
        if next == self.lines.len()
            && self.lines[next - 1].trim_end().ends_with('\\')
            && self.cut(at)
        {
            return next;
        }
        let value = l.tail(l.text.find('=').map_or(0, |i| i + 1));
        let (found, form) = if key == "Environment" {
            let words = shell_words(&value);
            let f = SourceForm::SystemdEnvironment;
            (self.flags(&words, f, f), Some(f))
        } else if key.starts_with("Exec") {
            let words = exec_line(&value);
            let f = SourceForm::SystemdExec;
            (self.flags(&words, f, f), Some(f))
        } else {
            (0, None)
        };
        if found == 0 {
            self.context(at, next, form);
        }
        next
    }
}
