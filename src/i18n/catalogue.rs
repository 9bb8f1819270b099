//! How a catalogue is written: the `catalogue!` macro (an enum of keys,
//! each with its English and Chinese), the [`Words`] every key gives, and
//! the checks every catalogue passes.

/// A catalogue: an enum of keys, each with its English and Chinese.
macro_rules! catalogue {
    ($name:ident; $($key:ident => $en:expr, $zh:expr;)*) => {
        /// A UI string.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($key),* }

        impl $name {
            /// Every key, for the completeness test.
            pub const ALL: &'static [$name] = &[$($name::$key),*];
        }

        impl $crate::i18n::Words for $name {
            #[cfg(not(zh_on_demand))]
            fn pair(self) -> (&'static str, &'static str) {
                match self { $($name::$key => ($en, $zh)),* }
            }
            // The first module in the browser: the Chinese words are
            // fetched (`on_demand`); English stands in until they are here.
            #[cfg(zh_on_demand)]
            fn pair(self) -> (&'static str, &'static str) {
                let en = match self { $($name::$key => $en),* };
                (en, $crate::i18n::on_demand::zh(self as usize).unwrap_or(en))
            }
        }
    };
}

/// A key of a catalogue: its words in English and in Chinese.
pub trait Words: Copy {
    fn pair(self) -> (&'static str, &'static str);
}

#[cfg(test)]
mod tests {
    use super::Words;
    use crate::i18n::{page, Key};

    #[test]
    fn every_key_has_both_languages_and_the_same_placeholders() {
        let holes = |s: &str| {
            let mut v: Vec<String> = s
                .split('{')
                .skip(1)
                .filter_map(|p| p.split_once('}').map(|(h, _)| h.to_string()))
                .collect();
            v.sort();
            v
        };
        let first = Key::ALL.iter().map(|k| (format!("{k:?}"), k.pair()));
        let second = page::PageKey::ALL
            .iter()
            .map(|k| (format!("{k:?}"), k.pair()));
        for (k, (en, zh)) in first.chain(second) {
            assert!(!en.trim().is_empty() && !zh.trim().is_empty(), "{k}");
            assert_eq!(holes(en), holes(zh), "{k} placeholders differ");
        }
    }

    #[test]
    fn a_word_is_in_one_catalogue_only() {
        let first: Vec<String> = Key::ALL.iter().map(|k| format!("{k:?}")).collect();
        for k in page::PageKey::ALL {
            assert!(!first.contains(&format!("{k:?}")), "{k:?} is in both");
        }
    }
}
