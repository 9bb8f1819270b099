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
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack<T: serde::Serialize>(v: &T) -> Vec<u8> {
    postcard::to_allocvec(v).expect("a dataset file always packs")
}

/// A dataset's JSON, loaded (checked and resolved) and packed: what the
/// site serves (native: the pack step and tests).
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack_dataset(json: &str) -> Result<Vec<u8>, super::LoadErrors> {
    Ok(pack(&super::load(json)?))
}

/// The same, in two files: the dataset without its reference text (what the
/// timeline needs first), and the reference text (for the page below it,
/// which puts it back with `with_reference`).
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack_dataset_split(json: &str) -> Result<(Vec<u8>, Vec<u8>), super::LoadErrors> {
    let mut ds = super::load(json)?;
    let reference = std::mem::take(&mut ds.file.reference);
    Ok((pack(&ds), pack(&reference)))
}

/// The same, in three files: the dataset without its reference text in
/// English only (every `Text`'s Chinese left empty: what the first load
/// carries), the same with both languages (fetched when the page is in
/// Chinese, and by the page below the timeline), and the reference text.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack_dataset_langs(json: &str) -> Result<[Vec<u8>; 3], super::LoadErrors> {
    let mut ds = super::load(json)?;
    let reference = std::mem::take(&mut ds.file.reference);
    let both = pack(&ds);
    let english = pack(&english_only(&ds));
    Ok([english, both, pack(&reference)])
}

/// `ds` with the Chinese of every text left empty (a text is an object of
/// exactly `en` and `zh` in its serde form).
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn english_only(ds: &super::Dataset) -> super::Dataset {
    use serde_json::Value;
    fn blank(v: &mut Value) {
        match v {
            Value::Object(m) => {
                let text = m.len() == 2
                    && m.contains_key("en")
                    && m.get("zh").is_some_and(Value::is_string);
                if text {
                    m.insert("zh".into(), Value::String(String::new()));
                }
                m.values_mut().for_each(blank);
            }
            Value::Array(a) => a.iter_mut().for_each(blank),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(ds).expect("a dataset serialises");
    blank(&mut v);
    serde_json::from_value(v).expect("a dataset reads back")
}

/// Whether `ds` carries its Chinese text (the English-only file does not).
pub fn has_chinese(ds: &super::Dataset) -> bool {
    !ds.file.title.zh.is_empty()
}

/// A dataset read from its first file, with the reference text read from
/// its second put back.
pub fn with_reference(mut ds: super::Dataset, bytes: &[u8]) -> Result<super::Dataset, Error> {
    ds.file.reference = unpack(bytes)?;
    Ok(ds)
}
