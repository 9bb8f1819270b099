//! The reader: a paste as the JVM would read it, whatever form it was
//! written in, setting by setting, each with the lines it came from and
//! the form it was read as. Pure (no web imports), so it is tested natively.
//!
//! A paste is split into lines (at `\n`, `\r\n` or `\r`, as
//! `Properties.load` splits them), at most [`MAX_CHECK_LINES`]. Lines are
//! then taken as records, each starting where the last ended; the first
//! rule that fits a record's first line decides its form:
//!
//! ```text
//! record := blank | comment                       ws* ( '#' | '!' | ';' ) …: skipped
//!         | dockerfile                            INSTRUCTION …          (units)
//!         | systemd                               '[' Section ']' | Key '=' … (units)
//!         | property                              a properties pair whose key
//!                                                 is a property name    (properties)
//!         | yaml                                  key ':' … | '- ' …     (yaml)
//!         | json                                  '{' | '}' | ']' | '"' …: its strings
//!                                                 read as YAML values   (yaml)
//!         | shell                                 anything else: shell words (shell)
//! property name := a name the dataset knows, or [A-Za-z0-9_][A-Za-z0-9_.-]* with a '.',
//!                  whose value holds no -D flag
//! ```
//!
//! In every form but a properties file the settings are the `-D` words
//! (in a command's words, or in a `NAME=…` variable's value). A record
//! that yields none is context: skipped, unless it names a setting (a
//! property the dataset knows, its prefix, its environment-variable
//! spelling), when it is listed as not read. A value the shell or
//! Kubernetes fills in (`$X`, `${X}`, `$(X)`) is not guessed at.
//!
//! What a reading lists is in `item`; each form's reader is in its own
//! file (`properties`, `yaml` with JSON, `units` for Dockerfile and systemd,
//! `shell`), beside the grammar it reads; `located` keeps the lines text
//! came from.

mod item;
mod located;
mod properties;
mod shell;
mod units;
mod vocabulary;
mod yaml;

pub use item::{Item, NotReadWhy, Reading, SourceForm, What};
pub use located::Lines;
use shell::{Flag, Token};
pub use vocabulary::Vocabulary;

/// The most lines a check reads. A JVM's settings are tens of lines; a
/// paste of a whole log is cut here, with a notice, not read for seconds.
pub const MAX_CHECK_LINES: usize = 2_000;

/// The paste's lines up to the cap, and how many are left past it.
fn split_lines(text: &str) -> (Vec<&str>, usize) {
    let mut lines = Vec::new();
    let mut rest = text;
    while !rest.is_empty() && lines.len() < MAX_CHECK_LINES {
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        lines.push(&rest[..end]);
        rest = &rest[end..];
        rest = rest
            .strip_prefix("\r\n")
            .or_else(|| rest.strip_prefix(['\n', '\r']))
            .unwrap_or(rest);
    }
    let mut unread = 0;
    while !rest.is_empty() {
        let end = rest.find(['\n', '\r']).unwrap_or(rest.len());
        unread += 1;
        rest = &rest[end..];
        rest = rest
            .strip_prefix("\r\n")
            .or_else(|| rest.strip_prefix(['\n', '\r']))
            .unwrap_or(rest);
    }
    (lines, unread)
}

/// Read a paste.
pub fn read(text: &str, vocab: &Vocabulary) -> Reading {
    let (lines, lines_unread) = split_lines(text);
    let mut r = Reader {
        lines: &lines,
        vocab,
        cut_short: lines_unread > 0,
        items: Vec::new(),
        scanned: 0,
    };
    // Each line is scanned a few times at most (a quote that never closes
    // is read again from the next line; a block scalar with no flags has
    // its lines read on their own). A paste built to rescan more than that
    // is read no further than this.
    let budget = 4 * lines.len() + 64;
    let mut at = 0;
    while at < lines.len() {
        if r.scanned > budget {
            r.items.push(Item {
                lines: Lines {
                    first: at + 1,
                    last: lines.len(),
                },
                form: None,
                what: What::NotRead {
                    text: shown(lines[at]),
                    why: NotReadWhy::Cut,
                },
            });
            break;
        }
        at = r.record(at).max(at + 1);
    }
    Reading {
        items: r.items,
        lines_unread,
    }
}

struct Reader<'a, 'v> {
    lines: &'a [&'a str],
    vocab: &'a Vocabulary<'v>,
    /// Lines were left past the cap: a record running to the last line
    /// read may go on there.
    cut_short: bool,
    items: Vec<Item>,
    /// Lines scanned so far, rescans counted.
    scanned: usize,
}

/// Does this value wait on the shell or Kubernetes to fill it in?
fn expands(v: &str) -> bool {
    v.match_indices('$').any(|(i, _)| {
        v[i + 1..]
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || matches!(c, '_' | '{' | '('))
    })
}

/// A line not read, as it is shown: its first line, trimmed, at most
/// [`SHOWN_CHARS`] characters (`…` where more was left out).
fn shown(text: &str) -> String {
    let text = text.trim();
    let first = text.lines().next().unwrap_or("").trim_end();
    let mut out: String = first.chars().take(SHOWN_CHARS).collect();
    if out.len() < text.len() {
        out.push_str(" …");
    }
    out
}

/// The most characters of a line not read that are shown.
const SHOWN_CHARS: usize = 160;

fn is_blank(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\u{c}')
}

impl Reader<'_, '_> {
    /// Read the record at line index `at`; the index of the line after it.
    fn record(&mut self, at: usize) -> usize {
        let t = self.lines[at].trim_start_matches(is_blank);
        if t.is_empty() || t.starts_with(['#', '!', ';']) {
            return at + 1;
        }
        if let Some(instruction) = units::instruction(t) {
            return self.dockerfile(at, instruction);
        }
        if t.starts_with('[') && t.trim_end().ends_with(']') && !t.contains("-D") {
            self.context(at, at + 1, None);
            return at + 1;
        }
        if let Some(key) = units::directive(t) {
            let key = key.to_string();
            return self.systemd(at, &key);
        }
        if let Some(next) = self.property(at) {
            return next;
        }
        if yaml::is_yaml(t) {
            return self.yaml(at);
        }
        if t.starts_with(['{', '}', '"', ']']) {
            return self.json(at);
        }
        self.shell(at)
    }

    /// Lines `from..to` (indices) as one text, for [`Vocabulary::named_in`].
    fn raw(&self, from: usize, to: usize) -> String {
        self.lines[from..to.min(self.lines.len())].join("\n")
    }

    /// A record that yielded no setting, read as `form` (`None`: a line of
    /// a form that holds no settings, a section header, a `FROM`): listed
    /// if it names one.
    fn context(&mut self, from: usize, to: usize, form: Option<SourceForm>) {
        let text = self.raw(from, to);
        if self.vocab.named_in(&text) {
            self.items.push(Item {
                lines: Lines {
                    first: from + 1,
                    last: to.max(from + 1),
                },
                form,
                what: What::NotRead {
                    text: shown(&text),
                    why: NotReadWhy::Context,
                },
            });
        }
    }

    /// A record that runs on past the last line read.
    fn cut(&mut self, from: usize) -> bool {
        if !self.cut_short {
            return false;
        }
        self.items.push(Item {
            lines: Lines {
                first: from + 1,
                last: self.lines.len(),
            },
            form: None,
            what: What::NotRead {
                text: shown(self.lines[from]),
                why: NotReadWhy::Cut,
            },
        });
        true
    }

    /// A quote opened on line index `line` that never closes.
    fn unterminated(&mut self, line: usize, quote: char, form: SourceForm) {
        if self.vocab.named_in(self.lines[line]) {
            self.items.push(Item {
                lines: Lines::one(line + 1),
                form: Some(form),
                what: What::Unterminated { quote },
            });
        }
    }

    /// The flags of one record, each as read from `form` (or
    /// `variable_form` when it came out of a variable's value).
    fn flags(&mut self, tokens: &[Token], form: SourceForm, variable_form: SourceForm) -> usize {
        let mut flags = Vec::new();
        shell::flags(tokens, &mut flags);
        let n = flags.len();
        for f in flags {
            self.items.push(match f {
                Flag::Set {
                    key,
                    value,
                    lines,
                    from_variable,
                } => {
                    let form = Some(if from_variable { variable_form } else { form });
                    if expands(&value) {
                        Item {
                            lines,
                            form,
                            what: What::NotRead {
                                text: shown(&format!("-D{key}={value}")),
                                why: NotReadWhy::Expansion,
                            },
                        }
                    } else {
                        Item {
                            lines,
                            form,
                            what: What::Setting { key, value },
                        }
                    }
                }
                Flag::Bad { text, lines } => Item {
                    lines,
                    form: Some(form),
                    what: What::BadFlag { text: shown(&text) },
                },
                Flag::ToProgram { text, lines } => Item {
                    lines,
                    form: Some(form),
                    what: What::NotRead {
                        text: shown(&text),
                        why: NotReadWhy::ToProgram,
                    },
                },
            });
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_split_as_properties_load_splits_them() {
        assert_eq!(split_lines("a\r\nb\rc\nd").0, ["a", "b", "c", "d"]);
        assert_eq!(split_lines("a\n").0, ["a"]);
        let long = "x\n".repeat(MAX_CHECK_LINES + 3);
        let (lines, unread) = split_lines(&long);
        assert_eq!((lines.len(), unread), (MAX_CHECK_LINES, 3));
    }

    #[test]
    fn a_line_not_read_is_shown_short() {
        assert_eq!(shown("  - name: X  "), "- name: X");
        assert_eq!(shown("a: |\n  b\n"), "a: | …");
        assert_eq!(shown(&"漢".repeat(500)).chars().count(), SHOWN_CHARS + 2);
    }

    #[test]
    fn a_value_the_shell_fills_in_is_not_guessed() {
        assert!(expands("${TIMEOUT}") && expands("$T") && expands("$(T)"));
        assert!(!expands("10$") && !expands("a$1"));
    }
}
