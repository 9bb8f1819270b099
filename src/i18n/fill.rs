//! A word in a language, its `{name}` placeholders filled: [`tr`],
//! [`fill`] and [`trf`] (which also closes the gaps a filled-in Chinese
//! word leaves).

use super::Words;
use crate::model::Lang;

/// A UI string in `lang`.
pub fn tr(lang: Lang, key: impl Words) -> &'static str {
    let (en, zh) = key.pair();
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// Fill `{name}` placeholders in a template (one pass; a name not in
/// `args`, or a `{` with no `}`, stays as written). A value is never
/// searched for placeholders of its own. No slicing by index: the first
/// module then carries no string-slicing panic and its formatter.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len());
    let mut rest = template;
    while let Some((before, after)) = rest.split_once('{') {
        out.push_str(before);
        let filled = after.split_once('}').and_then(|(name, tail)| {
            args.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v, tail))
        });
        match filled {
            Some((value, tail)) => {
                out.push_str(value);
                rest = tail;
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// `tr` then `fill`.
pub fn trf(lang: Lang, key: impl Words, args: &[(&str, &str)]) -> String {
    let text = fill(tr(lang, key), args);
    match lang {
        Lang::Zh => close_cjk_gaps(&text),
        Lang::En => text,
    }
}

/// Chinese sets a space between Han and Latin or digits ("约 57 ms"), never
/// between two Han characters. A template spaces its placeholder for a
/// number, and the same placeholder may be filled with a word ("默认值"):
/// drop the space where both neighbours are CJK.
fn close_cjk_gaps(s: &str) -> String {
    fn cjk(c: char) -> bool {
        matches!(c, '\u{3000}'..='\u{303f}' | '\u{3400}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}')
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    for (i, &c) in chars.iter().enumerate() {
        let gap =
            c == ' ' && i > 0 && chars.get(i + 1).is_some_and(|&n| cjk(n)) && cjk(chars[i - 1]);
        if !gap {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::page::PageKey;
    use crate::i18n::Key;

    #[test]
    fn no_space_between_two_chinese_words_from_a_template() {
        let t = trf(
            Lang::Zh,
            PageKey::FindingSilent,
            &[
                ("at", "第 3 行"),
                ("property", "p"),
                ("value", "10ms"),
                ("stock", tr(Lang::Zh, PageKey::TheDefault)),
                ("example", "10000000"),
            ],
        );
        assert!(t.contains("JVM 会不报错地用默认值。"), "{t}");
        assert!(t.starts_with("第 3 行"), "spaces beside digits stay: {t}");
    }

    #[test]
    fn fills_placeholders() {
        assert_eq!(
            trf(
                Lang::En,
                Key::BadgeOutage,
                &[("metric", "client outage"), ("outage", "81"), ("e2e", "85")]
            ),
            "client outage 81 ms · end-to-end 85 ms"
        );
        assert_eq!(
            trf(
                Lang::Zh,
                Key::BadgeOutage,
                &[("metric", "客户端中断"), ("outage", "81"), ("e2e", "85")]
            ),
            "客户端中断 81 ms · 端到端 85 ms"
        );
    }
}
