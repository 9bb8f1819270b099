//! What the loader reports: every problem it finds, each at the JSON path it
//! is about, so a person editing `data/*.json` can find it.

use std::fmt;

/// One problem in a dataset, at a JSON path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub path: String,
    pub message: String,
}

impl LoadError {
    pub(super) fn new(path: impl Into<String>, message: impl Into<String>) -> LoadError {
        LoadError {
            path: path.into(),
            message: message.into(),
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
    pub(super) fn one(path: impl Into<String>, message: impl Into<String>) -> LoadErrors {
        LoadErrors(vec![LoadError::new(path, message)])
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
