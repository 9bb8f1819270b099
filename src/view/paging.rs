//! The table view's pages: a dataset of thousands of spans is shown a
//! page of rows at a time, so a change costs the rows on screen, not the
//! dataset (issue 41).

use std::ops::Range;

/// The spans (or arrows) one page of the table view lists.
pub const PER_PAGE: usize = 50;

/// `n` rows cut in pages of `per` (at least 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pages {
    pub n: usize,
    pub per: usize,
}

impl Pages {
    pub fn new(n: usize) -> Pages {
        Pages { n, per: PER_PAGE }
    }

    /// How many pages (one, even when there is nothing to list).
    pub fn count(self) -> usize {
        self.n.div_ceil(self.per.max(1)).max(1)
    }

    /// The rows of `page` (clamped to the last page).
    pub fn rows(self, page: usize) -> Range<usize> {
        let per = self.per.max(1);
        let page = page.min(self.count() - 1);
        let start = page * per;
        start.min(self.n)..(start + per).min(self.n)
    }

    /// Whether a pager is needed at all.
    pub fn paged(self) -> bool {
        self.count() > 1
    }
}
