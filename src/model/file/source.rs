//! Where a number comes from: a seed page (and how its quotes cite it), a
//! sentence of it ([`Source::Seed`]) or a note on how the model derived the
//! number ([`Source::Derived`]), and a sentence in our words with its source.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::model::text::Text;
use crate::model::unpack::Unpack;

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Seed {
    pub id: String,
    pub title: Text,
    pub lang: String,
    /// Where the page is published, shown with its title beside every
    /// quote of it.
    #[serde(default)]
    pub url: Option<String>,
    /// The title in the page's own language and the url, as every quote
    /// of it shows them: written by the loader (over whatever a file says).
    #[serde(default)]
    pub cite: String,
    /// The page was not beside the dataset file, so nothing checked that
    /// its quotes are on it: set by the loader module
    /// (`load::file_check::mark_unchecked`; false wherever a file was
    /// checked, over whatever it says), and said beside every figure that
    /// quotes it ("quote not checked").
    #[serde(default)]
    pub unchecked: bool,
}

/// What a quote whose seed page was not beside the dataset file says
/// after it where it is plain text (the trace), in both languages (a quote
/// is shown in its page's language, whatever the view's). On screen it is
/// said beside the figure instead (`Seed::unchecked`).
pub const NOT_CHECKED: &str = " [quote not checked: no seed page beside the file · 引文未核对]";

/// Where a number comes from.
#[derive(Clone, Debug, PartialEq, Unpack)]
pub enum Source {
    /// A sentence of a seed page, quoted.
    Seed { seed: String, quote: String },
    /// Not on the page: how the model arrived at it.
    Derived { derived: Text },
}

// The JSON says which kind by its shape; the packed form the browser reads
// (postcard) says it by a tag, so its decoder needs no look-ahead.
#[derive(Deserialize, Serialize)]
#[serde(remote = "Source", untagged, deny_unknown_fields)]
enum SourceShape {
    Seed { seed: String, quote: String },
    Derived { derived: Text },
}

#[derive(Deserialize, Serialize)]
#[serde(remote = "Source")]
enum SourceTagged {
    Seed { seed: String, quote: String },
    Derived { derived: Text },
}

by_shape_or_tag!(Source, SourceShape, SourceTagged);

impl Source {
    pub fn is_measured(&self) -> bool {
        matches!(self, Source::Seed { .. })
    }
}

/// A sentence of the page, in our words for both languages, with its source.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Quoted {
    pub text: Text,
    pub source: Source,
}
