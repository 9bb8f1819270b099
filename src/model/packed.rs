//! The bundled datasets as the browser reads them: the loaded dataset (the
//! file and its names resolved to indices) in postcard, a compact serde
//! format that is not self-describing. Fields come in declaration order with
//! no names and variants by index, so the decoder the browser carries is a
//! straight read per field (`model::unpack`, derived per type), and the
//! loader's checks stay native (the self-describing form it replaced,
//! checked again in the browser, cost ~160 KB of wasm). The JSON stays the
//! source: `pack_dataset` writes these bytes at build time (Trunk's hook,
//! `src/bin/pack_datasets.rs`) from a file the loader has accepted, and
//! native tests check that both readings give the same dataset.

use super::unpack::{unpack, Error};

/// `v` packed (native: build time and tests).
#[cfg(not(target_arch = "wasm32"))]
pub fn pack<T: serde::Serialize>(v: &T) -> Vec<u8> {
    postcard::to_allocvec(v).expect("a dataset file always packs")
}

/// A dataset's JSON, loaded (checked and resolved) and packed: what the
/// site serves (native: the pack step and tests).
#[cfg(not(target_arch = "wasm32"))]
pub fn pack_dataset(json: &str) -> Result<Vec<u8>, super::LoadErrors> {
    Ok(pack(&super::load(json)?))
}

/// The same, in two files: the dataset without its reference text (what the
/// timeline needs first), and the reference text (for the page below it,
/// which puts it back with `with_reference`).
#[cfg(not(target_arch = "wasm32"))]
pub fn pack_dataset_split(json: &str) -> Result<(Vec<u8>, Vec<u8>), super::LoadErrors> {
    let mut ds = super::load(json)?;
    let reference = std::mem::take(&mut ds.file.reference);
    Ok((pack(&ds), pack(&reference)))
}

/// A dataset read from its first file, with the reference text read from
/// its second put back.
pub fn with_reference(mut ds: super::Dataset, bytes: &[u8]) -> Result<super::Dataset, Error> {
    ds.file.reference = unpack(bytes)?;
    Ok(ds)
}
