//! JSON text to the file types ([`DatasetFile`]), nothing checked yet.

use super::errors::LoadErrors;
use crate::model::file::DatasetFile;

/// Natively and in the loader module: the JSON path of the first problem,
/// as the loader's other errors give it, and serde_json's message (with
/// its line and column) in English and in Chinese.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    let serde = |path: String, e: serde_json::Error| {
        let en = e.to_string();
        let zh = super::serde_zh::serde_zh(&en);
        LoadErrors::one(path, super::Words { en, zh })
    };
    let mut de = serde_json::Deserializer::from_str(json);
    let file = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." {
            "$".into()
        } else {
            format!("$.{path}")
        };
        serde(path, e.into_inner())
    })?;
    // Nothing after the file's one value (as `serde_json::from_str`).
    de.end().map_err(|e| serde("$".into(), e))?;
    Ok(file)
}

/// The other modules in the browser read packed bytes and never parse a
/// dataset file: serde_json's own message, which gives line and column, in
/// English (the Chinese is the loader module's).
#[cfg(all(target_arch = "wasm32", not(feature = "loader")))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    serde_json::from_str(json).map_err(|e| LoadErrors::english("$", e.to_string()))
}
