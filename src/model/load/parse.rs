//! JSON text to the file types ([`DatasetFile`]), nothing checked yet.

use super::errors::LoadErrors;
use crate::model::file::DatasetFile;

/// Natively: the JSON path of the first problem, as the loader's other
/// errors give it.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    let mut de = serde_json::Deserializer::from_str(json);
    let file = serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." {
            "$".into()
        } else {
            format!("$.{path}")
        };
        LoadErrors::one(path, e.into_inner().to_string())
    })?;
    // Nothing after the file's one value (as `serde_json::from_str`, the
    // browser's other reading, refuses it).
    de.end().map_err(|e| LoadErrors::one("$", e.to_string()))?;
    Ok(file)
}

/// In the browser: serde_json's own message, which gives line and column.
#[cfg(all(target_arch = "wasm32", not(feature = "loader")))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    serde_json::from_str(json).map_err(|e| LoadErrors::one("$", e.to_string()))
}
