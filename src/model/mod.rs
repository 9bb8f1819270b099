//! The pure model: the dataset (`file` as read, `load` to check and
//! resolve it, `dataset` as resolved), configuration, schedule, verdict,
//! calibration.
//!
//! Nothing here imports leptos or web-sys, and nothing names an Aeron lane,
//! span or knob: those live in `data/*.json`, so another system's failover
//! loads through the same code. Tested natively with `cargo test`.

#[cfg(not(target_arch = "wasm32"))]
pub mod bundle;
pub mod calibrate;
pub mod compare;
pub mod config;
pub mod dataset;
pub mod drill;
pub mod event;
pub mod file;
pub mod in_range;
pub mod index;
pub mod jvm;
pub mod link_keys;
pub mod load;
pub mod own;
pub mod packed;
pub mod quotes;
pub mod reference;
pub mod run;
pub mod schedule;
pub mod split;
pub mod text;
pub mod tour;
pub mod unpack;
pub mod verdict;

pub use calibrate::{calibrate, calibration_table, CalibrationRow};
pub use config::{Config, ConfigError};
pub use dataset::{Dataset, Held};
pub use load::{load, load_packed, load_whole, LoadError, LoadErrors};
pub use run::{Run, Runs, Shown, Side};
pub use schedule::{schedule, Step, Timeline};
pub use text::{Lang, Text};
pub use verdict::{verdict, Verdict};

/// The datasets shipped in `data/`, embedded at build time (see build.rs):
/// adding a JSON file there adds a dataset with no code change.
pub mod bundled {
    /// A dataset as the picker lists it, before its data is loaded.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Entry {
        /// The file name without `.json`: the `dataset=` value in a URL.
        pub id: &'static str,
        pub title_en: &'static str,
        pub title_zh: &'static str,
        /// The URL keys of its knobs and conditions (a link meant for
        /// another dataset is recognised by them).
        pub url_keys: &'static [&'static str],
        /// Where the site keeps its packed bytes, relative to the page:
        /// everything but the reference text, which the page below the
        /// timeline fetches from `reference_file`.
        /// The timeline's file holds the English text only (the first
        /// load carries one language); `zh_file` is the same dataset with
        /// both languages, fetched when the page is in Chinese, and by the
        /// page below the timeline.
        pub file: &'static str,
        pub zh_file: &'static str,
        pub reference_file: &'static str,
    }

    impl Entry {
        pub fn title(&self, lang: super::Lang) -> &'static str {
            match lang {
                super::Lang::En => self.title_en,
                super::Lang::Zh => self.title_zh,
            }
        }
    }

    /// The catalogue entry of a dataset id.
    pub fn entry(id: &str) -> Option<&'static Entry> {
        CATALOGUE.iter().find(|e| e.id == id)
    }

    include!(concat!(env!("OUT_DIR"), "/datasets.rs"));
}
