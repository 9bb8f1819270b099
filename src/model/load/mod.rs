//! Loading a dataset, one file per job: [`parse`] the JSON (or unpack the
//! bundled bytes), [`check`] every field while resolving its names to
//! indices, [`resolve`] the result into a [`Dataset`], and [`order`] its
//! spans so each comes after what it waits for. Everything the schedule
//! relies on is checked here, so the schedule itself never has to fail.
//! Every error names the JSON path it is about ([`errors`]).

mod check;
mod errors;
pub mod file_check;
mod order;
mod parse;
pub mod position;
pub mod prescan;
mod resolve;
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
mod serde_zh;

pub use errors::{LoadError, LoadErrors, Words};
pub use resolve::{ruler_zero, RULER_ZERO_ONE_TICK, RULER_ZERO_WIDTH};

use super::dataset::Dataset;
use super::file::DatasetFile;

/// Parse and validate a dataset from JSON text.
pub fn load(json: &str) -> Result<Dataset, LoadErrors> {
    validate(parse::parse(json)?)
}

/// Read a bundled dataset, loaded and packed at build time (the browser's
/// way: no JSON parser and no loader in the page).
pub fn load_packed(bytes: &[u8]) -> Result<Dataset, LoadErrors> {
    let ds: Dataset =
        super::unpack::unpack(bytes).map_err(|e| LoadErrors::english("$", e.to_string()))?;
    in_range(ds)
}

/// Read a dataset file's whole bytes (`packed::pack_whole`): the dataset,
/// and the bytes of its reference text after it (the page below reads
/// them, `packed::with_reference`; the first module never does).
pub fn load_whole(bytes: &[u8]) -> Result<(Dataset, &[u8]), LoadErrors> {
    let (ds, reference) =
        super::unpack::unpack_prefix(bytes).map_err(|e| LoadErrors::english("$", e.to_string()))?;
    Ok((in_range(ds)?, reference))
}

fn in_range(ds: Dataset) -> Result<Dataset, LoadErrors> {
    // Checked when it was packed; here only that every index is in range,
    // so that bytes damaged on the way are an error and never a panic.
    if let Err(e) = ds.indices_in_range() {
        // Not freed in the browser, as in `unpack` (`model::Held`).
        #[cfg(target_arch = "wasm32")]
        std::mem::forget(ds);
        return Err(LoadErrors::english("$", e));
    }
    Ok(ds)
}

fn validate(file: DatasetFile) -> Result<Dataset, LoadErrors> {
    let rules = check::check(&file)?;
    resolve::dataset(file, rules)
}
