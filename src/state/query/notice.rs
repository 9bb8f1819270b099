//! A link's parameter that was ignored, what it would have accepted, and
//! what the page shows with no query at all.

use crate::model::own::Problem;
use crate::model::Lang;
use crate::view::Theme;

/// A parameter that was ignored, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub param: String,
    pub value: String,
    /// What would have been accepted.
    pub accepted: Accepted,
}

/// What an ignored parameter would have accepted. Rules are named, not
/// worded: the page words them in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// Nothing: the parameter is unknown.
    Nothing,
    /// One of these values, as written in a link.
    OneOf(Vec<String>),
    /// A zoom in px per ms, from `MIN_ZOOM` to `MAX_ZOOM`.
    Zoom,
    /// The id of one of the timeline's spans, `SPAN/STAGE` for a stage, or
    /// an arrow's id.
    SpanId,
    /// Two instants in ms, `from,to`.
    Ruler,
    /// A query of at most this many characters (the value is its length).
    MaxChars(usize),
    /// Nothing here: the parameter belongs to another bundled dataset
    /// (its id), and is not applied to this one.
    OtherDataset(String),
    /// The dataset could not be fetched, or its file did not load (why:
    /// how many problems the loader listed over the page); the default
    /// dataset is shown instead.
    NotLoaded(String),
    /// A dataset file asked for while another is shown did not load (why:
    /// how many problems the loader listed over the page, or its loader
    /// module did not load); the page keeps what it showed.
    NotOpened(String),
    /// The dataset is shown, but its file with all the words did not come
    /// (why): what a block, arrow or source says is missing.
    WordsNotLoaded(String),
    /// A figure of the reader's (`fig=`): what is wrong with this value.
    Figure(Problem),
    /// A tour step from 1 to this many (0: the dataset has no tour).
    TourStep(usize),
    /// A dataset's name (`is_dataset_name`): this value cannot be one.
    DatasetName,
    /// Not a parameter: the dataset shown is a local file (its name), read
    /// in the page; a link cannot carry it.
    LocalFile,
}

impl Accepted {
    /// About the page as a whole, not one of the link's parameters: the
    /// dataset did not come (or not all of it), or is a local file.
    pub fn whole(&self) -> bool {
        matches!(
            self,
            Accepted::NotLoaded(_)
                | Accepted::NotOpened(_)
                | Accepted::WordsNotLoaded(_)
                | Accepted::LocalFile
        )
    }
}

/// Collected values are a list to choose from.
impl FromIterator<String> for Accepted {
    fn from_iter<I: IntoIterator<Item = String>>(values: I) -> Self {
        Accepted::OneOf(values.into_iter().collect())
    }
}

/// What the page shows with no query at all, beyond the dataset's default
/// preset: the language and theme the browser prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defaults {
    pub lang: Lang,
    pub theme: Theme,
}
