//! Elements whose text (or an attribute) is a catalogue word, set again
//! when the page's language changes: one owner for that pattern.

use crate::i18n::{tr, Key};
use crate::model::Lang;

use super::dom::{set_attr, set_text, El};

/// Elements whose text is a catalogue word, set again when the language
/// changes (one owner for that pattern).
#[derive(Default)]
pub struct Words {
    text: Vec<(web_sys::Element, Key)>,
    attrs: Vec<(web_sys::Element, &'static str, Key)>,
    lang: Option<Lang>,
}

impl Words {
    /// `el` with `key`'s words as its text.
    pub fn text(&mut self, el: El, key: Key) -> El {
        self.text.push((el.get().clone(), key));
        el
    }
    /// `el` with `key`'s words as attribute `name`.
    pub fn attr(&mut self, el: El, name: &'static str, key: Key) -> El {
        self.attrs.push((el.get().clone(), name, key));
        el
    }
    pub fn refresh(&mut self, lang: Lang) {
        if self.lang == Some(lang) {
            return;
        }
        self.lang = Some(lang);
        for (e, k) in &self.text {
            set_text(e, tr(lang, *k));
        }
        for (e, name, k) in &self.attrs {
            set_attr(e, name, Some(tr(lang, *k)));
        }
    }
}
