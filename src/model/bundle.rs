//! What build.rs embeds, as a function: every `data/*.json` dataset, so a
//! new dataset needs no code change — the JSON text (native tests read it,
//! with JSON-path errors) and a catalogue the page's picker lists. A native
//! test runs it on a folder with one more file.
//!
//! The browser build carries only the catalogue (ids, titles, URL keys):
//! the wasm does not grow with the number of datasets. Every dataset is a
//! file the page fetches (the default one preloaded beside the wasm),
//! packed into the site by `src/bin/pack_datasets.rs` under the name the
//! catalogue gives it (a hash of its JSON and the packed format is in the
//! name, so a cached copy is never stale).
use std::{
    fs,
    path::{Path, PathBuf},
};

/// Every `.rs` file under `dir`, read in path order (none if it is absent).
fn sources(dir: &Path) -> Vec<u8> {
    all_files(dir)
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .flat_map(|f| fs::read(f).unwrap_or_default())
        .collect()
}

/// Every file under `dir`, recursively, in path order.
fn all_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

/// A hash of everything under `data` (each file's path inside it and its
/// bytes): what a build bundled, compared by the pack step with the work
/// tree's `data/` when it runs, so a stale bundle fails the build.
pub fn data_hash(data: &Path) -> String {
    let mut bytes = Vec::new();
    for f in all_files(data) {
        let rel = f.strip_prefix(data).unwrap_or(&f);
        bytes.extend(rel.to_string_lossy().replace('\\', "/").as_bytes());
        bytes.push(0);
        bytes.extend(fs::read(&f).unwrap_or_default());
        bytes.push(0);
    }
    format!("{:016x}", fnv(&bytes))
}

/// FNV-1a, 64 bits: a content hash for the fetched file's name.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What the Chinese view shows after an untranslated English text
/// (`model::text::NOT_TRANSLATED`; build.rs cannot name the crate).
pub const NOT_TRANSLATED: &str = "〔未翻译〕";

/// A text field's language, or "" when the file does not have it (the
/// loader reports that, with its JSON path); a Chinese left out is the
/// English, marked.
fn text(v: &serde_json::Value, lang: &str) -> String {
    match v.get(lang).and_then(|t| t.as_str()) {
        Some(t) => t.to_string(),
        None if lang == "zh" => format!("{}{NOT_TRANSLATED}", text(v, "en")),
        None => String::new(),
    }
}

/// The Rust source of the `bundled` module for the datasets in `data`:
/// `DATASETS`, `CATALOGUE`, `DEFAULT`. Returns the source and the files
/// read (for cargo's rerun-if-changed).
pub fn generate(data: &Path) -> (String, Vec<PathBuf>) {
    let src = data.join("../src");
    let lock = data.join("../Cargo.lock");
    // `#[derive(Unpack)]`, the browser's reader of the packed form.
    let derive = data.join("../derive/src");
    let mut read = vec![
        data.to_path_buf(),
        src.clone(),
        lock.clone(),
        derive.clone(),
    ];
    // The packed format is postcard of the loaded dataset, whose layout is
    // the model's types (and read by the derive): their source is part of
    // each file's hash, so a change of either is a new name and a cached
    // copy is never read as the wrong layout.
    let format = [
        b"postcard".to_vec(),
        sources(&src.join("model")),
        sources(&derive),
    ]
    .concat();
    // The build: every source and the locked dependencies. The second module
    // of the page is fetched with it in its URL (its file names carry no
    // hash), so a cached copy from another build is never used.
    let build = fnv(&[
        sources(&src),
        sources(&derive),
        fs::read(&lock).unwrap_or_default(),
    ]
    .concat());
    // Cargo reruns the build on any change under data/ (the folder, and
    // each file: a seed page, an example, a new dataset).
    read.extend(all_files(data));
    let mut files: Vec<_> = fs::read_dir(data)
        .expect("data/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    // The page opens on the dataset data/default.txt names, else the first.
    let default_file = data.join("default.txt");
    read.push(default_file.clone());
    let stems: Vec<String> = files
        .iter()
        .map(|f| f.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    let default = fs::read_to_string(&default_file)
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| stems.contains(s))
        .or_else(|| stems.first().cloned())
        .unwrap_or_default();
    let mut json_list = String::from(
        "/// (dataset id from the file name, JSON text), sorted by file name.\n\
         pub const DATASETS: &[(&str, &str)] = &[\n",
    );
    let mut catalogue = String::from(
        "/// Every bundled dataset as the picker lists it, in file-name order.\n\
         pub const CATALOGUE: &[Entry] = &[\n",
    );
    for (f, id) in files.iter().zip(&stems) {
        read.push(f.clone());
        json_list.push_str(&format!(
            "    ({id:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
        // A file that is not JSON lists with empty titles: the native tests
        // and the pack step report it with its line.
        let text_json = fs::read_to_string(f).unwrap_or_default();
        let value = serde_json::from_str(&text_json).unwrap_or(serde_json::Value::Null);
        let hash = fnv(&[&format, text_json.as_bytes()].concat());
        let keys: Vec<String> = value
            .get("dimensions")
            .and_then(|d| d.as_array())
            .map(|dims| {
                dims.iter()
                    .filter_map(|d| d.get("url_key")?.as_str().map(|k| format!("{k:?}")))
                    .collect()
            })
            .unwrap_or_default();
        let title = &value["title"];
        catalogue.push_str(&format!(
            "    Entry {{ id: {id:?}, title_en: {:?}, title_zh: {:?}, url_keys: &[{}], file: {:?}, zh_file: {:?}, reference_file: {:?} }},\n",
            text(title, "en"),
            text(title, "zh"),
            keys.join(", "),
            format!("data/{id}-{hash:016x}.packed"),
            format!("data/{id}-{hash:016x}.zh.packed"),
            format!("data/{id}-{hash:016x}.reference.packed"),
        ));
    }
    json_list.push_str("];\n");
    catalogue.push_str("];\n");
    let mut out = json_list;
    out.push_str(&catalogue);
    out.push_str(&format!(
        "/// The dataset the page opens on (data/default.txt).\n\
         pub const DEFAULT: &str = {default:?};\n\
         /// This build, for the URLs of what has no hash in its name.\n\
         pub const BUILD: &str = \"{build:016x}\";\n\
         /// A hash of data/ as this build read it (`data_hash`).\n\
         pub const DATA: &str = \"{}\";\n",
        data_hash(data)
    ));
    (out, read)
}
