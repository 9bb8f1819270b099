//! What the loader reports: every problem it finds, each at the JSON path it
//! is about, so a person editing `data/*.json` can find it; worded in
//! English (as `make check-dataset` prints it) and in Chinese (for a
//! dataset file opened on a Chinese page).

use std::fmt;

/// One message in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    pub en: String,
    pub zh: String,
}

/// `words!("unknown lane {id:?}", "未知泳道 {id:?}")`: both sentences
/// formatted with the same names in scope.
macro_rules! words {
    ($en:literal, $zh:literal $(,)?) => {
        $crate::model::load::errors::Words {
            en: format!($en),
            zh: format!($zh),
        }
    };
}
pub(in crate::model::load) use words;

/// One problem in a dataset, at a JSON path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub path: String,
    /// In English: what `make check-dataset` prints.
    pub message: String,
    /// In Chinese (empty only for bytes packed at build time that fail to
    /// unpack: [`LoadErrors::english`]).
    pub zh: String,
}

impl LoadError {
    pub(super) fn new(path: impl Into<String>, words: Words) -> LoadError {
        LoadError {
            path: path.into(),
            message: words.en,
            zh: words.zh,
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Every problem found, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadErrors(pub Vec<LoadError>);

impl LoadErrors {
    /// A load that failed on one problem.
    pub(super) fn one(path: impl Into<String>, words: Words) -> LoadErrors {
        LoadErrors(vec![LoadError::new(path, words)])
    }

    /// A load that failed on one problem said in English only, where a
    /// module other than the loader's reads a dataset: bundled bytes,
    /// checked when they were packed, damaged on the way. Those modules
    /// carry no Chinese of the loader's, and a dataset file's problem list
    /// never shows this.
    pub(super) fn english(path: impl Into<String>, message: String) -> LoadErrors {
        LoadErrors(vec![LoadError {
            path: path.into(),
            message,
            zh: String::new(),
        }])
    }
}

impl fmt::Display for LoadErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LoadErrors {}
