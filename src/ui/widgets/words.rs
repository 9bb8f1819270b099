//! Words of the catalogue that follow the page's language.

use leptos::prelude::*;

use crate::i18n::{tr, Words};
use crate::model::Lang;

/// The words for `key` in the page's language, as a text node or an
/// attribute value. One closure type per catalogue, so their view code is
/// built once for the page instead of once per string.
pub fn words(
    lang: ReadSignal<Lang>,
    key: impl Words + Send + Sync + 'static,
) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    move || tr(lang.get(), key)
}
