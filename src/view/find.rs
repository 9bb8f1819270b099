//! The find box: which stage blocks a query matches, by the name of the
//! block or of its span in the page's language, or by either's id. Case
//! is folded for Latin letters only (no Unicode case tables in the first
//! load; Chinese has no case). The matches are in the keyboard's order
//! (`focus::focus_items`), so Enter steps through them as the arrows do.

use crate::model::index::{SpanIx, StageIx};
use crate::model::{Dataset, Lang, Timeline};

use super::focus::focus_items;
use super::layout::{Hit, Target};

/// The longest query kept (characters).
pub const MAX_QUERY: usize = 80;

/// `hay` contains `needle`, Latin letters in any case.
pub fn contains_folded(hay: &str, needle: &str) -> bool {
    let (h, n) = (hay.as_bytes(), needle.as_bytes());
    n.is_empty() || h.windows(n.len()).any(|w| w.eq_ignore_ascii_case(n))
}

/// The query as matched: trimmed; none when nothing is left.
pub fn needle(query: &str) -> Option<&str> {
    let q = query.trim();
    (!q.is_empty()).then_some(q)
}

/// Stage `stage` of span `span` matches `q` (trimmed, non-empty): its own
/// name or id, or its span's.
pub fn stage_matches(ds: &Dataset, span: SpanIx, stage: StageIx, q: &str, lang: Lang) -> bool {
    let sp = &ds.file.spans[span];
    let st = &sp.stages[stage.0];
    [sp.name.get(lang), &sp.id, st.name.get(lang), &st.id]
        .iter()
        .any(|s| contains_folded(s, q))
}

/// Every stage block `query` matches in the runs on screen, in the
/// keyboard's order (none for an empty query).
pub fn find(ds: &Dataset, rows: &[&Timeline], query: &str, lang: Lang) -> Vec<Hit> {
    let Some(q) = needle(query) else {
        return Vec::new();
    };
    focus_items(ds, rows)
        .into_iter()
        .filter_map(|it| match it.hit.target {
            Target::Stage { span, stage } if stage_matches(ds, span, stage, q, lang) => {
                Some(it.hit)
            }
            _ => None,
        })
        .collect()
}

/// The match Enter (or Shift+Enter, `back`) goes to from `current`: the
/// next (or previous) one, round the end; the first when none is current.
pub fn step_match(matches: &[Hit], current: Option<Hit>, back: bool) -> Option<usize> {
    let n = matches.len();
    if n == 0 {
        return None;
    }
    let at = current.and_then(|c| matches.iter().position(|&m| m == c));
    Some(match (at, back) {
        (None, false) => 0,
        (None, true) => n - 1,
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
    })
}
