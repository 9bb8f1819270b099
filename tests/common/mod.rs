//! What the native test files share: the bundled datasets (the Aeron one
//! also as changed by a test), a configuration by ids, the source files.
#![allow(dead_code)] // each test file uses what it needs

use failover_timeline::model::{bundled::DATASETS, load, Config, Dataset, Lang, LoadErrors};
use failover_timeline::state::ViewState;
use failover_timeline::view::Theme;

pub fn aeron_json() -> &'static str {
    DATASETS
        .iter()
        .find(|(id, _)| *id == "aeron-graceful-stepdown")
        .expect("bundled Aeron dataset")
        .1
}

pub fn aeron() -> Dataset {
    load(aeron_json()).unwrap_or_else(|e| panic!("the bundled dataset loads:\n{e}"))
}

/// The Aeron dataset's JSON as `change` leaves it, loaded.
pub fn aeron_changed(change: impl FnOnce(&mut serde_json::Value)) -> Result<Dataset, LoadErrors> {
    let mut v: serde_json::Value = serde_json::from_str(aeron_json()).unwrap();
    change(&mut v);
    load(&v.to_string())
}

/// Stock, with these (dimension, value) ids set.
pub fn cfg(ds: &Dataset, pairs: &[(&str, &str)]) -> Config {
    let map: failover_timeline::model::file::IdMap<String> = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    Config::from_ids(ds, &map, std::iter::empty()).expect("valid config")
}

/// The configuration the page opens on (the default preset's).
pub fn tuned(ds: &Dataset) -> Config {
    ViewState::initial(ds, Lang::En, Theme::Light).config
}

/// Every bundled dataset, loaded.
pub fn bundled() -> Vec<Dataset> {
    DATASETS
        .iter()
        .map(|(id, json)| load(json).unwrap_or_else(|e| panic!("{id} loads:\n{e}")))
        .collect()
}

/// The bundled StoatFlow dataset.
pub fn stoatflow() -> Dataset {
    let json = DATASETS
        .iter()
        .find(|(id, _)| *id == "stoatflow")
        .expect("bundled StoatFlow dataset")
        .1;
    load(json).unwrap_or_else(|e| panic!("StoatFlow loads:\n{e}"))
}

/// Every `.rs` file below `dir`, subfolders included, in a stable order.
pub fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// `bytes` read whole by postcard's own reader (serde), the reference the
/// browser's reader (`model::unpack`) is checked against. postcard's
/// `from_bytes` ignores trailing bytes; the app refuses them, so this does.
pub fn by_postcard<T: serde::de::DeserializeOwned>(bytes: &[u8]) -> Option<T> {
    match postcard::take_from_bytes::<T>(bytes) {
        Ok((v, [])) => Some(v),
        _ => None,
    }
}

/// What an image draws besides its runs, with nothing on the timeline but
/// the runs (no ruler, find, highlight, critical path or reader's outage).
pub fn picture(
    lang: failover_timeline::model::Lang,
    theme: failover_timeline::view::Theme,
    zoom: f64,
) -> failover_timeline::view::export::Picture {
    failover_timeline::view::export::Picture {
        lang,
        theme,
        zoom,
        scene: failover_timeline::view::Scene::default(),
    }
}
