//! Words as a POSIX shell reads them, and the `-D` flags among them as the
//! `java` launcher takes them.
//!
//! ```text
//! words    := ( word | sep | blank )* EOL         EOL outside quotes ends the line
//! word     := ( plain | '\' c | "'" …  "'" | '"' dq* '"' )+
//! dq       := '\' ('$' | '`' | '"' | '\') | '\' EOL (dropped) | any
//! '\' EOL  := dropped outside single quotes: the line goes on
//! sep      := ';' | '|' | '&'                     a new command starts
//! comment  := '#' at a word's start, to EOL
//! ```
//!
//! A newline inside quotes goes on to the next line only while the line so
//! far holds a `-D` or a `NAME=` assignment; otherwise the quote is taken as
//! unterminated at its line (a stray apostrophe in prose must not swallow
//! the paste).
//!
//! The shell form's reader is here too (`Reader::shell`): a record that is
//! no other form is read as shell words, a command line or a variable.

use super::located::{Lines, Located, PasteChars};
use super::{Reader, SourceForm};

/// A word of a command, or the end of one command.
pub(super) enum Token {
    Word(Located),
    Sep,
}

/// How a line of words ended.
pub(super) enum End {
    /// At the end of a line, or of the text.
    Done,
    /// A quote opened on `line` that is never closed.
    Unterminated { quote: char, line: usize },
}

/// Read shell words from `chars` up to the end of the line (a newline
/// outside quotes), taking continued and quoted lines with it.
pub(super) fn words(chars: &mut impl Iterator<Item = (char, usize)>) -> (Vec<Token>, End) {
    let mut out = Vec::new();
    let mut cur = Located::default();
    let mut started = false;
    let mut quote: Option<(char, usize)> = None;
    let flush = |cur: &mut Located, started: &mut bool, out: &mut Vec<Token>| {
        if *started {
            out.push(Token::Word(std::mem::take(cur)));
            *started = false;
        }
    };
    let go_on = |out: &[Token], cur: &Located| {
        let shellish = |t: &str| t.contains("-D") || assignment(t).is_some();
        shellish(&cur.text)
            || out
                .iter()
                .any(|t| matches!(t, Token::Word(w) if shellish(&w.text)))
    };
    let mut pending: Option<(char, usize)> = None;
    while let Some((c, line)) = pending.take().or_else(|| chars.next()) {
        match quote {
            Some(('\'', _)) => match c {
                '\'' => quote = None,
                '\n' if !go_on(&out, &cur) => break,
                c => cur.push(c, line),
            },
            Some((_, _)) => match c {
                '"' => quote = None,
                '\\' => match chars.next() {
                    Some(('\n', _)) => {}
                    Some((e @ ('$' | '`' | '"' | '\\'), l)) => cur.push(e, l),
                    Some(other) => {
                        cur.push('\\', line);
                        pending = Some(other);
                    }
                    None => break,
                },
                '\n' if !go_on(&out, &cur) => break,
                c => cur.push(c, line),
            },
            None => match c {
                '\n' => {
                    flush(&mut cur, &mut started, &mut out);
                    return (out, End::Done);
                }
                ' ' | '\t' | '\r' | '\u{c}' => flush(&mut cur, &mut started, &mut out),
                '\\' => match chars.next() {
                    Some(('\n', _)) | None => {}
                    Some((e, l)) => {
                        started = true;
                        cur.push(e, l);
                    }
                },
                '\'' | '"' => {
                    started = true;
                    quote = Some((c, line));
                }
                '#' if !started => {
                    for (c, _) in chars.by_ref() {
                        if c == '\n' {
                            break;
                        }
                    }
                    flush(&mut cur, &mut started, &mut out);
                    return (out, End::Done);
                }
                ';' | '|' | '&' => {
                    flush(&mut cur, &mut started, &mut out);
                    out.push(Token::Sep);
                }
                c => {
                    started = true;
                    cur.push(c, line);
                }
            },
        }
    }
    match quote {
        Some((quote, line)) => (out, End::Unterminated { quote, line }),
        None => {
            flush(&mut cur, &mut started, &mut out);
            (out, End::Done)
        }
    }
}

/// The words of a value the JVM splits itself (`JAVA_TOOL_OPTIONS`,
/// `JDK_JAVA_OPTIONS`; also how `$JAVA_OPTS` is split in the usual start
/// scripts): blanks separate, `'…'` and `"…"` group and are removed.
pub(super) fn split_value(v: &Located) -> Vec<Token> {
    let mut out = Vec::new();
    let mut cur = Located::default();
    let mut started = false;
    let mut quote = None;
    for (c, line) in v.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c, line),
            None if c.is_whitespace() => {
                if started {
                    out.push(Token::Word(std::mem::take(&mut cur)));
                    started = false;
                }
            }
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                started = true;
            }
            None => {
                started = true;
                cur.push(c, line);
            }
        }
    }
    if started {
        out.push(Token::Word(cur));
    }
    out
}

/// `NAME=value`, a shell assignment: the byte where its value starts.
pub(super) fn assignment(w: &str) -> Option<usize> {
    let eq = w.find('=')?;
    let name = &w[..eq];
    let mut cs = name.chars();
    let first = cs.next()?;
    ((first.is_ascii_alphabetic() || first == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_'))
    .then_some(eq + 1)
}

/// What a `-D` word, or a word after the main class, amounts to.
pub(super) enum Flag {
    /// `-Dkey=value` (or `-Dkey`, an empty value).
    Set {
        key: String,
        value: String,
        lines: Lines,
        /// It came from a variable's value, not the command itself.
        from_variable: bool,
    },
    /// `-D` with no property name the JVM could take.
    Bad { text: String, lines: Lines },
    /// After the main class or `-jar`: an argument of the program.
    ToProgram { text: String, lines: Lines },
}

/// Launcher options that take the next word as their argument.
const TAKES_ARGUMENT: &[&str] = &[
    "-cp",
    "-classpath",
    "--class-path",
    "-p",
    "--module-path",
    "--upgrade-module-path",
    "--add-modules",
    "--limit-modules",
    "--add-reads",
    "--add-exports",
    "--add-opens",
    "--patch-module",
    "--enable-native-access",
];

/// The `-D` flags among `tokens`: in the command's own words (a `java`
/// launcher reads them up to its main class, `-jar FILE` or `-m MODULE`;
/// after that they are the program's), and in the values of `NAME=…`
/// assignments (a variable holding flags).
pub(super) fn flags(tokens: &[Token], out: &mut Vec<Flag>) {
    #[derive(PartialEq)]
    enum State {
        Before,
        Options,
        SkipOne,
        ProgramNext,
        Program,
    }
    let mut state = State::Before;
    for t in tokens {
        let w = match t {
            Token::Sep => {
                state = State::Before;
                continue;
            }
            Token::Word(w) => w,
        };
        let text = w.text.as_str();
        match state {
            State::Program => {
                if text.starts_with("-D") {
                    out.push(Flag::ToProgram {
                        text: text.to_string(),
                        lines: w.lines().unwrap_or(Lines::one(1)),
                    });
                }
                continue;
            }
            State::SkipOne => {
                state = State::Options;
                continue;
            }
            State::ProgramNext => {
                state = State::Program;
                continue;
            }
            State::Options => {
                if text.starts_with("-D") {
                    out.push(flag(w, false));
                } else if TAKES_ARGUMENT.contains(&text) {
                    state = State::SkipOne;
                } else if matches!(text, "-jar" | "-m" | "--module") {
                    state = State::ProgramNext;
                } else if !text.starts_with(['-', '@', '$']) {
                    // (`$JAVA_OPTS`: options the shell fills in.)
                    state = State::Program;
                }
                continue;
            }
            State::Before => {}
        }
        if is_java(text) {
            state = State::Options;
        } else if text.starts_with("-D") {
            out.push(flag(w, false));
        } else if let Some(at) = assignment(text) {
            for t in split_value(&w.tail(at)) {
                if let Token::Word(v) = t {
                    if v.text.starts_with("-D") {
                        out.push(flag(&v, true));
                    }
                }
            }
        }
    }
}

fn is_java(w: &str) -> bool {
    let base = w.rsplit(['/', '\\']).next().unwrap_or(w);
    matches!(base, "java" | "java.exe")
}

fn flag(w: &Located, from_variable: bool) -> Flag {
    let lines = w.lines().unwrap_or(Lines::one(1));
    let body = &w.text[2..];
    let (key, value) = body.split_once('=').unwrap_or((body, ""));
    if is_key(key) {
        Flag::Set {
            key: key.to_string(),
            value: value.to_string(),
            lines,
            from_variable,
        }
    } else {
        Flag::Bad {
            text: w.text.clone(),
            lines,
        }
    }
}

/// A property name a `-D` flag can carry.
pub(super) fn is_key(k: &str) -> bool {
    !k.is_empty()
        && k.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '/'))
}

impl Reader<'_, '_> {
    /// A record read as shell words (a command line, or a variable's
    /// value); the index of the line after it.
    pub(super) fn shell(&mut self, at: usize) -> usize {
        let mut chars = PasteChars::new(self.lines, at);
        let (tokens, end) = words(&mut chars);
        let next = chars.next_line();
        self.scanned += next - at;
        if let End::Unterminated { quote, line } = end {
            if !(next >= self.lines.len() && self.cut(at)) {
                self.unterminated(line - 1, quote, SourceForm::CommandLine);
            }
            return line;
        }
        if chars.ran_out && self.cut(at) {
            return next;
        }
        if self.flags(&tokens, SourceForm::CommandLine, SourceForm::ShellVariable) == 0 {
            let variable = matches!(tokens.first(), Some(Token::Word(w))
                if w.text == "export" || assignment(&w.text).is_some());
            let form = if variable {
                SourceForm::ShellVariable
            } else {
                SourceForm::CommandLine
            };
            self.context(at, next, Some(form));
        }
        next
    }
}
