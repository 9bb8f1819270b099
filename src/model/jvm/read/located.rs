//! Text taken from the paste, remembering the paste line each part came
//! from: a continued value is one string whose parts name their lines;
//! and the paste's characters from a line on, each with its line
//! (`PasteChars`, which the shell's words are read from).

/// The first and last line (1-based) of the paste something was read from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lines {
    pub first: usize,
    pub last: usize,
}

impl Lines {
    pub fn one(line: usize) -> Lines {
        Lines {
            first: line,
            last: line,
        }
    }
}

/// A string and, for each run of it, the line it was read from.
#[derive(Clone, Debug, Default)]
pub(crate) struct Located {
    pub text: String,
    /// (byte offset in `text`, line): where each line's part begins.
    marks: Vec<(usize, usize)>,
}

impl Located {
    pub fn push(&mut self, c: char, line: usize) {
        if self.marks.last().is_none_or(|&(_, l)| l != line) {
            self.marks.push((self.text.len(), line));
        }
        self.text.push(c);
    }

    pub fn push_str(&mut self, s: &str, line: usize) {
        for c in s.chars() {
            self.push(c, line);
        }
    }

    pub fn is_empty(&self) -> bool {
        self.text.is_empty()
    }

    /// The line the byte at `at` was read from.
    pub fn line_at(&self, at: usize) -> usize {
        let i = self.marks.partition_point(|&(b, _)| b <= at);
        self.marks[i.saturating_sub(1)].1
    }

    /// The lines of the whole text (`None` when it is empty).
    pub fn lines(&self) -> Option<Lines> {
        let last = self.text.char_indices().next_back()?.0;
        Some(Lines {
            first: self.line_at(0),
            last: self.line_at(last),
        })
    }

    /// The part from byte `start` on, with its lines.
    pub fn tail(&self, start: usize) -> Located {
        let mut out = Located::default();
        for (i, c) in self.text[start..].char_indices() {
            out.push(c, self.line_at(start + i));
        }
        out
    }

    /// Its characters with their lines.
    pub fn chars(&self) -> impl Iterator<Item = (char, usize)> + '_ {
        let mut mark = 0;
        self.text.char_indices().map(move |(i, c)| {
            while mark + 1 < self.marks.len() && self.marks[mark + 1].0 <= i {
                mark += 1;
            }
            (c, self.marks[mark].1)
        })
    }
}

/// The paste's characters from a line on, a newline after each line, with
/// the line (1-based) each came from.
pub(super) struct PasteChars<'a> {
    lines: &'a [&'a str],
    at: usize,
    pos: usize,
    /// The line of the last character taken (index).
    last: usize,
    /// Every line was taken and more was asked for.
    pub(super) ran_out: bool,
}

impl<'a> PasteChars<'a> {
    pub(super) fn new(lines: &'a [&'a str], at: usize) -> Self {
        PasteChars {
            lines,
            at,
            pos: 0,
            last: at,
            ran_out: false,
        }
    }

    /// The index of the line after the last character taken.
    pub(super) fn next_line(&self) -> usize {
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
