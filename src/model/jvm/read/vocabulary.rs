//! What the dataset names, as the reader needs it: to tell a property
//! line from prose, and a line that names a setting from mere context.

/// What the dataset names: to tell a property line from prose, and a line
/// that names a setting from mere context.
pub struct Vocabulary<'a> {
    pub names: Vec<&'a str>,
    pub prefix: Option<&'a str>,
}

impl Vocabulary<'_> {
    pub(super) fn knows(&self, key: &str) -> bool {
        self.names.contains(&key)
    }

    pub(super) fn prefixed(&self, key: &str) -> bool {
        self.prefix
            .is_some_and(|p| key.len() > p.len() && key.starts_with(p))
    }

    /// Does `text` name a setting: a `-D` flag, a known property, one with
    /// the dataset's prefix, or one's environment-variable spelling
    /// (`AERON_PUBLICATION_SETUP_TIMEOUT`)?
    pub(super) fn named_in(&self, text: &str) -> bool {
        text.contains("-D")
            || text
                .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')))
                .any(|t| {
                    let named = |t: &str| self.knows(t) || self.prefixed(t);
                    named(t) || t.contains('_') && named(&t.to_ascii_lowercase().replace('_', "."))
                })
    }
}
