//! A reader's own figures: the values of their own drill, per metric of the
//! dataset, for one configuration. They are a run's figures of their own
//! kind (`run::Figures::Own`), under the same truth rule as the page's:
//! shown as measured by whoever measured them, never as the page's, and
//! compared with the model only inside its calibration tolerance.
//!
//! How they are read from text (typed, a link, a file) is
//! `state::figures`.

use super::{Config, Dataset};

/// Who measured the figures, as the page says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    /// The reader, here (entered, or loaded from their file).
    You,
    /// Whoever wrote the link they came in (not the page, not the reader).
    Link,
}

impl By {
    pub fn code(self) -> &'static str {
        match self {
            By::You => "you",
            By::Link => "link",
        }
    }
}

/// One metric's values, in ms.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnMetric {
    pub metric: usize,
    pub values: Vec<f64>,
}

/// A reader's figures for one configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct OwnFigures {
    /// The configuration they were measured on: when a side shows another
    /// configuration, its figures go (they are not that configuration's).
    pub config: Config,
    /// Each metric given, in the order given; none twice, none empty.
    pub metrics: Vec<OwnMetric>,
    pub by: By,
}

impl OwnFigures {
    /// The values of `metric`, if given.
    pub fn values(&self, metric: usize) -> Option<&[f64]> {
        self.metrics
            .iter()
            .find(|m| m.metric == metric)
            .map(|m| m.values.as_slice())
    }

    /// The count, range and median of `metric`'s values, if given.
    pub fn summary(&self, metric: usize) -> Option<Summary> {
        self.values(metric).and_then(summary)
    }

    /// The outage the reader measured, if they gave it.
    pub fn outage(&self, ds: &Dataset) -> Option<Summary> {
        self.summary(ds.outage_metric())
    }
}

/// n, range and median of a list of values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    pub n: usize,
    pub min: f64,
    pub max: f64,
    /// The middle value (the mean of the two middle ones for an even n).
    pub median: f64,
}

pub fn summary(values: &[f64]) -> Option<Summary> {
    if values.is_empty() {
        return None;
    }
    // By insertion (at most a thousand values): a library sort is a few
    // KB of the first load.
    let mut v: Vec<f64> = Vec::with_capacity(values.len());
    for &x in values {
        let at = v.iter().position(|&y| y > x).unwrap_or(v.len());
        v.insert(at, x);
    }
    let n = v.len();
    let median = if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    };
    Some(Summary {
        n,
        min: v[0],
        max: v[n - 1],
        median,
    })
}

/// What is wrong with a value or a metric. Named, not worded: the page
/// words it in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Not a plain number with an optional unit ("71", "0.9 s", "71ms").
    NotANumber,
    Negative,
    /// Longer than a day.
    TooLarge,
    /// Too many values: these many were kept.
    TooMany(usize),
    /// A unit other than ms, s or µs.
    UnknownUnit,
    /// Not a metric of the dataset (these are).
    UnknownMetric(Vec<String>),
    /// A metric given with no value.
    NoValues,
}

/// A value (or metric) left out, as written, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bad {
    pub text: String,
    pub problem: Problem,
}

impl Bad {
    pub fn new(text: &str, problem: Problem) -> Bad {
        Bad {
            // A pasted monster is named by its start.
            text: text.chars().take(40).collect(),
            problem,
        }
    }
}
