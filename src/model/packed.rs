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

/// A dataset file's bytes as the loader module packs them, *whole*: the
/// dataset with its reference text taken out, then that text. The first
/// module reads the dataset and stops there (its reader of a reference
/// reads only an empty one: `reference::EMPTY`); the page below reads
/// both (`load::load_whole`, then `with_reference`).
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack_whole(mut ds: super::Dataset) -> Vec<u8> {
    let reference = std::mem::take(&mut ds.file.reference);
    let mut bytes = pack(&ds);
    bytes.extend(pack(&reference));
    bytes
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

/// The same, in three files: the first file (what the first load carries:
/// `first_file`), the dataset with all its words in both languages (fetched
/// once the first frame is up, and at once by a page in Chinese; the page
/// below reads it too), and the reference text.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn pack_dataset_langs(json: &str) -> Result<[Vec<u8>; 3], super::LoadErrors> {
    let mut ds = super::load(json)?;
    let reference = std::mem::take(&mut ds.file.reference);
    let both = pack(&ds);
    let first = pack(&first_file(&ds));
    Ok([first, both, pack(&reference)])
}

/// The fields whose words no first frame of an English page shows: read
/// when a block, arrow, source (every quote is behind a disclosure or in
/// a drill-down or tooltip) or tour is opened, by which time the file with
/// all the words is here (`screen::app`; a link that opens a tour step or
/// a block fetches that file first). Each is
/// a path of field names (arrays are transparent) that ends a text's, a
/// quote's or a citation's path (one that starts with `.` is the whole path, from the
/// top: the loaded dataset's, whose file is `.file`); every word under one
/// is left empty in the first file. An
/// e2e test (`tests/e2e/first-file.test.mjs`) checks that every bundled
/// preset's first frame from that file reads the same as from the full one.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub const LATER_WORDS: &[&str] = &[
    "quote",
    "stages.source",
    "arrows.source",
    // A length's own source (`{"ms": 3000, "source": …}`, a by-knob
    // value's): read where a stage's source is; the first file keeps the
    // number alone.
    "ms",
    "tour.ours",
    "tour.quotes",
    "bottoms_out",
    "cost",
    "inert.source",
    "dimensions.source",
    "model_limits",
    // Our reading of where a preset's figure goes: beside its sentence,
    // behind the basis's disclosure.
    "headline.reading",
    // The page's own figures beside its runs, listed below the timeline
    // (an arm's `stated` and a headline's `also` are in the badge). The
    // file is the dataset's `file`, so its whole path starts there.
    ".file.stated",
    // A stage's note on a length the page does not give: its drill-down.
    "stages.note",
    // What a knob's values buy: the evidence below the timeline.
    "dimensions.buys",
    // A seed page's title and citation: shown with a quote, or in an export.
    "seeds.title",
    "seeds.cite",
    // The file's own description: not shown on screen.
    ".file.summary",
];

/// `ds` as the first load carries it: the Chinese of every text left
/// empty, and every word under a path of `LATER_WORDS` too (a text is an
/// object of exactly `en` and `zh` in its serde form; a quote, a string
/// field `quote`). Its numbers, ids and structure are the dataset's own.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub fn first_file(ds: &super::Dataset) -> super::Dataset {
    use serde_json::Value;
    fn is_text(m: &serde_json::Map<String, Value>) -> bool {
        m.len() == 2
            && m.get("en").is_some_and(Value::is_string)
            && m.get("zh").is_some_and(Value::is_string)
    }
    // A path that starts with `.` is the whole path (the dataset's file is
    // under `.file`); another, its end.
    fn later(path: &str) -> bool {
        LATER_WORDS
            .iter()
            .any(|p| path == *p || (!p.starts_with('.') && path.ends_with(&format!(".{p}"))))
    }
    fn blank(v: &mut Value, path: &str, later_here: bool) {
        match v {
            // A length's own source (`{ms, source}`) is read only where a
            // stage's source is: the first file keeps its number alone.
            Value::Object(m)
                if later_here
                    && m.len() == 2
                    && m.contains_key("ms")
                    && m.contains_key("source") =>
            {
                *v = m["ms"].clone();
            }
            Value::Object(m) if is_text(m) => {
                m.insert("zh".into(), Value::String(String::new()));
                if later_here {
                    m.insert("en".into(), Value::String(String::new()));
                }
            }
            Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    let path = format!("{path}.{k}");
                    let later_here = later_here || later(&path);
                    // A string left out is one a path names (a quote, a
                    // citation), never an id under one.
                    if later(&path) && x.is_string() {
                        *x = Value::String(String::new());
                    } else {
                        blank(x, &path, later_here);
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(|x| blank(x, path, later_here)),
            _ => {}
        }
    }
    let mut v = serde_json::to_value(ds).expect("a dataset serialises");
    blank(&mut v, "", false);
    // A drill's marks are read by the page below, from the full file: the
    // first module only draws a drill as it is handed over.
    v["marks"] = Value::Array(Vec::new());
    v["file"]["marks"] = Value::Array(Vec::new());
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
