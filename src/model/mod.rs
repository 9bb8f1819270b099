//! The pure model: dataset, configuration, schedule, verdict, calibration.
//!
//! Nothing here imports leptos or web-sys, and nothing names an Aeron lane,
//! span or knob: those live in `data/*.json`, so another system's failover
//! loads through the same code. Tested natively with `cargo test`.

pub mod calibrate;
pub mod compare;
pub mod config;
pub mod dataset;
pub mod event;
pub mod jvm;
pub mod load;
pub mod packed;
pub mod reference;
pub mod schedule;
pub mod text;
pub mod verdict;

pub use calibrate::{calibrate, calibration_table, CalibrationRow};
pub use config::{Config, ConfigError};
pub use load::{load, load_packed, Dataset, LoadError, LoadErrors};
pub use schedule::{schedule, Step, Timeline};
pub use text::{Lang, Text};
pub use verdict::{verdict, Verdict};

/// The datasets shipped in `data/`, embedded at build time (see build.rs):
/// adding a JSON file there adds a dataset with no code change.
pub mod bundled {
    include!(concat!(env!("OUT_DIR"), "/datasets.rs"));
}
