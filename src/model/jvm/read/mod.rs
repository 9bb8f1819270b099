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

mod located;
mod properties;
mod shell;
mod units;
mod yaml;

pub use located::Lines;
use shell::{Flag, Token};
use yaml::Scalar;

/// The most lines a check reads. A JVM's settings are tens of lines; a
/// paste of a whole log is cut here, with a notice, not read for seconds.
pub const MAX_CHECK_LINES: usize = 2_000;

/// The form a line was read as: the settings in it are the lines of a
/// properties file, or the `-D` flags in the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SourceForm {
    /// A line of a `.properties` file (`java.util.Properties.load`).
    PropertiesFile,
    /// A `-D` flag on a command line (`java …`, or flags alone).
    CommandLine,
    /// A `-D` flag in a shell variable (`JAVA_OPTS="…"`, `export …`).
    ShellVariable,
    /// A `-D` flag in a YAML value (a Kubernetes `env:` value, `args:`),
    /// or in a JSON string (JSON being YAML's flow style).
    YamlValue,
    /// A `-D` flag in a Dockerfile `ENV`.
    DockerfileEnv,
    /// A `-D` flag in a Dockerfile `RUN`, `CMD` or `ENTRYPOINT`.
    DockerfileCommand,
    /// A `-D` flag in a systemd `Environment=`.
    SystemdEnvironment,
    /// A `-D` flag in a systemd `ExecStart=` (or another `Exec…=`).
    SystemdExec,
}

impl SourceForm {
    pub const ALL: &'static [SourceForm] = &[
        SourceForm::PropertiesFile,
        SourceForm::CommandLine,
        SourceForm::ShellVariable,
        SourceForm::YamlValue,
        SourceForm::DockerfileEnv,
        SourceForm::DockerfileCommand,
        SourceForm::SystemdEnvironment,
        SourceForm::SystemdExec,
    ];

    /// Its name in test ids and data attributes.
    pub fn id(self) -> &'static str {
        match self {
            SourceForm::PropertiesFile => "properties",
            SourceForm::CommandLine => "command-line",
            SourceForm::ShellVariable => "shell-variable",
            SourceForm::YamlValue => "yaml",
            SourceForm::DockerfileEnv => "dockerfile-env",
            SourceForm::DockerfileCommand => "dockerfile-command",
            SourceForm::SystemdEnvironment => "systemd-environment",
            SourceForm::SystemdExec => "systemd-exec",
        }
    }
}

/// Why a line that names a setting was not read as one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotReadWhy {
    /// Structure of its form (a YAML key, an environment variable's name, a
    /// Dockerfile `ARG`): the JVM takes no property from it.
    Context,
    /// A `-D` after the main class or `-jar`: the program's argument.
    ToProgram,
    /// Its value is filled in by the shell or Kubernetes (`$X`, `$(X)`).
    Expansion,
    /// It goes on past [`MAX_CHECK_LINES`]; its value is not known.
    Cut,
}

/// What one record (or one flag in it) says.
#[derive(Clone, Debug, PartialEq)]
pub enum What {
    /// A property and the exact value the JVM gets.
    Setting { key: String, value: String },
    /// A `-D` with no property name the JVM could take.
    BadFlag { text: String },
    /// A quote opened that never closes: the shell (or YAML) refuses it.
    Unterminated { quote: char },
    /// A malformed `\uXXXX`: `Properties.load` throws.
    BadEscape { text: String },
    /// Named a setting, but is not one the JVM reads.
    NotRead { text: String, why: NotReadWhy },
}

/// One thing read, where it was, and as what.
#[derive(Clone, Debug, PartialEq)]
pub struct Item {
    pub lines: Lines,
    pub form: Option<SourceForm>,
    pub what: What,
}

/// The paste as read.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub items: Vec<Item>,
    /// Lines past [`MAX_CHECK_LINES`], left unread.
    pub lines_unread: usize,
}

/// What the dataset names: to tell a property line from prose, and a line
/// that names a setting from mere context.
pub struct Vocabulary<'a> {
    pub names: Vec<&'a str>,
    pub prefix: Option<&'a str>,
}

impl Vocabulary<'_> {
    fn knows(&self, key: &str) -> bool {
        self.names.contains(&key)
    }

    fn prefixed(&self, key: &str) -> bool {
        self.prefix
            .is_some_and(|p| key.len() > p.len() && key.starts_with(p))
    }

    /// Does `text` name a setting: a `-D` flag, a known property, one with
    /// the dataset's prefix, or one's environment-variable spelling
    /// (`AERON_PUBLICATION_SETUP_TIMEOUT`)?
    fn named_in(&self, text: &str) -> bool {
        text.contains("-D")
            || text
                .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')))
                .any(|t| {
                    let named = |t: &str| self.knows(t) || self.prefixed(t);
                    named(t) || t.contains('_') && named(&t.to_ascii_lowercase().replace('_', "."))
                })
    }
}

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

/// A key as written in a properties file that reads as a property name:
/// letters, digits, `._-`, and escapes (`\:`, `\ `, `\u0041`).
fn property_name(raw: &str) -> bool {
    let mut cs = raw.chars();
    let name = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    let mut first = true;
    while let Some(c) = cs.next() {
        if c == '\\' {
            cs.next();
        } else if !name(c) || first && matches!(c, '.' | '-') {
            return false;
        }
        first = false;
    }
    !first
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

    /// A properties pair, if the record is one; the index after it.
    fn property(&mut self, at: usize) -> Option<usize> {
        let (logical, next) = properties::logical_line(self.lines, at);
        self.scanned += next - at;
        let l = logical?;
        let (raw_key, value_at) = properties::split(&l.text);
        let raw_value = &l.text[value_at..];
        let key = properties::unescape(raw_key);
        let name = key.as_deref().unwrap_or(raw_key);
        let known = self.vocab.knows(name) || self.vocab.prefixed(name);
        let dotted = name.contains('.') && property_name(raw_key);
        let flags_inside = raw_value.starts_with("-D") || raw_value.contains(" -D");
        if !(known || dotted && !flags_inside) {
            return None;
        }
        // A ConfigMap's `name.properties: |`: the lines under it are read
        // on their own.
        if yaml::is_block_header(raw_value) && l.text[..value_at].trim_end().ends_with(':') {
            return Some(at + 1);
        }
        let last = self.lines[next - 1];
        let continued = (last.len() - last.trim_end_matches('\\').len()) % 2 == 1;
        if next == self.lines.len() && continued && self.cut(at) {
            return Some(next);
        }
        let lines = l.lines().unwrap_or(Lines::one(at + 1));
        let form = Some(SourceForm::PropertiesFile);
        let what = match (key, properties::unescape(raw_value)) {
            (Some(key), Some(value)) => What::Setting { key, value },
            _ => What::BadEscape {
                text: shown(&l.text),
            },
        };
        self.items.push(Item { lines, form, what });
        Some(next)
    }

    fn yaml(&mut self, at: usize) -> usize {
        let (scalar, next) = yaml::read(self.lines, at);
        self.scanned += next - at;
        let form = SourceForm::YamlValue;
        let (tokens, block) = match scalar {
            Scalar::None => {
                self.context(at, at + 1, Some(SourceForm::YamlValue));
                return at + 1;
            }
            Scalar::Unterminated(q) => {
                // (It was looked for to the end.)
                self.scanned += self.lines.len() - next;
                if !self.cut(at) {
                    self.unterminated(at, q, form);
                }
                return at + 1;
            }
            Scalar::Block(inner) => (scalar_words(*inner), true),
            other => (scalar_words(other), false),
        };
        if self.flags(&tokens, form, form) > 0 {
            return next;
        }
        if block {
            // No flags in it: its lines may be settings of their own.
            self.context(at, at + 1, Some(SourceForm::YamlValue));
            return at + 1;
        }
        self.context(at, next, Some(SourceForm::YamlValue));
        next
    }

    /// A line of JSON (a manifest or task definition written as JSON):
    /// each string that holds flags, split as a YAML value is.
    fn json(&mut self, at: usize) -> usize {
        let mut found = 0;
        for s in yaml::json_strings(self.lines[at], at + 1) {
            let words = scalar_words(Scalar::Value(s));
            found += self.flags(&words, SourceForm::YamlValue, SourceForm::YamlValue);
        }
        if found == 0 {
            self.context(at, at + 1, Some(SourceForm::YamlValue));
        }
        at + 1
    }

    fn dockerfile(&mut self, at: usize, instruction: &str) -> usize {
        let (l, next) = units::joined(self.lines, at, None, &['#']);
        if next == self.lines.len()
            && self.lines[next - 1].trim_end().ends_with('\\')
            && self.cut(at)
        {
            return next;
        }
        let args = l.tail(instruction.len());
        let (found, form) = match instruction {
            "ENV" => {
                let words = units::shell_words(&args);
                let f = SourceForm::DockerfileEnv;
                (self.flags(&words, f, f), Some(f))
            }
            "RUN" | "CMD" | "ENTRYPOINT" => {
                let words = if args.text.trim_start().starts_with('[') {
                    units::exec_words(&args).unwrap_or_default()
                } else {
                    units::shell_words(&args)
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

    fn systemd(&mut self, at: usize, key: &str) -> usize {
        let (l, next) = units::joined(self.lines, at, Some(' '), &['#', ';']);
        if next == self.lines.len()
            && self.lines[next - 1].trim_end().ends_with('\\')
            && self.cut(at)
        {
            return next;
        }
        let value = l.tail(l.text.find('=').map_or(0, |i| i + 1));
        let (found, form) = if key == "Environment" {
            let words = units::shell_words(&value);
            let f = SourceForm::SystemdEnvironment;
            (self.flags(&words, f, f), Some(f))
        } else if key.starts_with("Exec") {
            let words = units::exec_line(&value);
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

    fn shell(&mut self, at: usize) -> usize {
        let mut chars = PasteChars::new(self.lines, at);
        let (tokens, end) = shell::words(&mut chars);
        let next = chars.next_line();
        self.scanned += next - at;
        if let shell::End::Unterminated { quote, line } = end {
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
                if w.text == "export" || shell::assignment(&w.text).is_some());
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

/// A YAML scalar's words: a value is split as the JVM splits an options
/// variable; a list item starting with `-D` is one argument.
fn scalar_words(s: Scalar) -> Vec<Token> {
    match s {
        Scalar::Value(l) => shell::split_value(&l),
        Scalar::Item(l) if l.text.starts_with("-D") => vec![Token::Word(l)],
        Scalar::Item(l) => shell::split_value(&l),
        Scalar::Items(items) => {
            let mut out = Vec::new();
            for item in items {
                if item.text.starts_with("-D") || !item.text.contains(char::is_whitespace) {
                    out.push(Token::Word(item));
                } else {
                    out.push(Token::Sep);
                    out.extend(units::shell_words(&item));
                    out.push(Token::Sep);
                }
            }
            out
        }
        Scalar::Block(inner) => scalar_words(*inner),
        Scalar::None | Scalar::Unterminated(_) => Vec::new(),
    }
}

/// The paste's characters from a line on, a newline after each line, with
/// the line (1-based) each came from.
struct PasteChars<'a> {
    lines: &'a [&'a str],
    at: usize,
    pos: usize,
    /// The line of the last character taken (index).
    last: usize,
    /// Every line was taken and more was asked for.
    ran_out: bool,
}

impl<'a> PasteChars<'a> {
    fn new(lines: &'a [&'a str], at: usize) -> Self {
        PasteChars {
            lines,
            at,
            pos: 0,
            last: at,
            ran_out: false,
        }
    }

    /// The index of the line after the last character taken.
    fn next_line(&self) -> usize {
        self.last + 1
    }
}

impl Iterator for PasteChars<'_> {
    type Item = (char, usize);

    fn next(&mut self) -> Option<(char, usize)> {
        let Some(line) = self.lines.get(self.at) else {
            self.ran_out = true;
            return None;
        };
        self.last = self.at;
        match line[self.pos..].chars().next() {
            Some(c) => {
                self.pos += c.len_utf8();
                Some((c, self.at + 1))
            }
            None => {
                self.at += 1;
                self.pos = 0;
                Some(('\n', self.at))
            }
        }
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
