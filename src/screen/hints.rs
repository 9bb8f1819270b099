//! The two hints under the timeline: pointer and keyboard.

use crate::i18n::Key;

use super::dom::{el, nodes, El};
use super::words::Words;
use super::{Part, Screen};

/// The two hints under the timeline: pointer and keyboard.
pub struct Hints {
    words: Words,
}

impl Hints {
    pub fn new(_: &Screen) -> (Hints, El) {
        let mut w = Words::default();
        let a = w.text(el("p").class("hint"), Key::Hint);
        let b = w.text(el("p").class("hint"), Key::KeyboardHint);
        let c = w.text(
            el("p").class("hint").tid("keys-hint"),
            Key::KeyboardHintMore,
        );
        (Hints { words: w }, nodes([a, b, c]))
    }
}

impl Part for Hints {
    fn refresh(&mut self, s: &Screen) {
        self.words.refresh(s.view.lang);
    }
}
