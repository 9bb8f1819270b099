//! Words of the catalogue that follow the page's language.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::Lang;

/// The words for `key` in the page's language, as a text node or an
/// attribute value. One closure type for every such use, so their view
/// code is built once for the page instead of once per string (a lever of
/// the first load's size, issue 14).
pub fn words(
    lang: ReadSignal<Lang>,
    key: Key,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || tr(lang.get(), key)
}
