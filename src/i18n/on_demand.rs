//! The first module's Chinese words, fetched when the page is in Chinese
//! (a link's `lang=zh`, the browser's preference, or the language switch):
//! the first load carries one language's words, not two. The file is the
//! first catalogue's Chinese in key order, one word per record
//! ([`SEPARATOR`]), written by the pack step from [`zh_file`].

use std::cell::RefCell;

use crate::model::Lang;

use super::{Key, Words};

/// Between two words in the file (a control character no word contains).
pub const SEPARATOR: char = '\u{1f}';

/// The file's path in the site, named by the catalogue's hash.
pub const FILE: &str = env!("FT_ZH_WORDS");

thread_local! {
    static ZH: RefCell<Vec<&'static str>> = const { RefCell::new(Vec::new()) };
}

/// Whether the words of `lang` are here (always, but for Chinese in the
/// first module before its file came).
pub fn has(lang: Lang) -> bool {
    lang == Lang::En || cfg!(not(zh_on_demand)) || ZH.with(|z| !z.borrow().is_empty())
}

/// The Chinese of key number `i`, once the file is loaded.
pub fn zh(i: usize) -> Option<&'static str> {
    ZH.with(|z| z.borrow().get(i).copied())
}

/// Take the file's text (kept for the life of the page). A file with the
/// wrong number of words (another build's) is refused: English stays.
pub fn load(text: String) -> bool {
    if ZH.with(|z| !z.borrow().is_empty()) {
        return true;
    }
    let text: &'static str = Box::leak(text.into_boxed_str());
    let words: Vec<&'static str> = text.split(SEPARATOR).collect();
    if words.len() != Key::ALL.len() {
        return false;
    }
    ZH.with(|z| *z.borrow_mut() = words);
    true
}

/// The file's text: every key's Chinese, in key order.
pub fn zh_file() -> String {
    let mut out = String::new();
    for (i, k) in Key::ALL.iter().enumerate() {
        if i > 0 {
            out.push(SEPARATOR);
        }
        out.push_str(k.pair().1);
    }
    out
}
