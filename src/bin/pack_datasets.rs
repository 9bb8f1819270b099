//! Trunk's post-build hook: write every bundled dataset into the site,
//! checked and packed, under the names the page's catalogue fetches
//! (`data/ID-HASH.packed` for the timeline in English, `data/ID-HASH.zh.packed`
//! for it in both languages, `data/ID-HASH.reference.packed` for the
//! reference text below it), and preload the default one beside
//! the wasm so its fetch does not wait for the wasm to start; and the first
//! module's Chinese words (`data/words-zh-HASH.txt`, see `i18n::on_demand`).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    pack::run();
}

// A build step: nothing to run in a browser.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod pack {
    use std::{fs, path::PathBuf, process::exit};

    use failover_timeline::model::bundle::data_hash;
    use failover_timeline::model::bundled::{entry, CATALOGUE, DATA, DATASETS, DEFAULT};
    use failover_timeline::model::packed::pack_dataset_langs;

    pub fn run() {
        let Some(dir) = std::env::args()
            .nth(1)
            .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
            .map(PathBuf::from)
        else {
            eprintln!("pack-datasets: give the site's directory (or run it as a Trunk hook)");
            exit(2);
        };
        stale_bundle_fails(&dir);
        for (id, json) in DATASETS {
            let [english, both, reference] = pack_dataset_langs(json).unwrap_or_else(|e| {
                eprintln!("pack-datasets: data/{id}.json does not load:\n{e}");
                exit(1);
            });
            let e = entry(id).expect("every bundled dataset is in the catalogue");
            let files = [
                (e.file, english),
                (e.zh_file, both),
                (e.reference_file, reference),
            ];
            for (file, bytes) in files {
                let path = dir.join(file);
                if let Some(parent) = path.parent() {
                    fs::create_dir_all(parent).expect("the site's data folder can be made");
                }
                fs::write(&path, &bytes).expect("the site's directory is writable");
                println!("pack-datasets: {id} → {file} ({} bytes)", bytes.len());
            }
        }
        // The bundled datasets' seed pages, where the loader looks for a
        // file's (`data/seeds/ID.txt`): an edited copy of a bundled dataset,
        // dropped from disk, has its quotes checked against them.
        copy_seeds(&dir);
        // The site's list of dataset files beside it, for the picker: none as
        // built (a host lists its own files here; data/README.md).
        let index = dir.join("data/index.json");
        if !index.exists() {
            fs::write(&index, "{\"datasets\": []}\n").expect("the site's directory is writable");
        }
        // The first module's Chinese words, fetched when the page is in Chinese.
        let words = dir.join(failover_timeline::i18n::on_demand::FILE);
        fs::write(&words, failover_timeline::i18n::on_demand::zh_file())
            .expect("the site's directory is writable");
        let index = dir.join("index.html");
        let html = fs::read_to_string(&index).expect("the site has an index.html");
        let file = entry(DEFAULT)
            .expect("the default is in the catalogue")
            .file;
        // The wasm fetches it with the defaults of fetch(): a CORS-mode request
        // with same-origin credentials, which is what `crossorigin` asks for.
        let preload = format!(
            r#"<link rel="preload" href="./{file}" as="fetch" type="application/octet-stream" crossorigin="anonymous">"#
        );
        if !html.contains("</head>") {
            eprintln!("pack-datasets: index.html has no </head>");
            exit(1);
        }
        fs::write(
            &index,
            html.replacen("</head>", &format!("{preload}</head>"), 1),
        )
        .expect("the site's index.html is writable");
    }

    /// Copy `data/seeds/*.txt` of the work tree into the site.
    fn copy_seeds(dir: &std::path::Path) {
        let from = root().join("data/seeds");
        let to = dir.join("data/seeds");
        fs::create_dir_all(&to).expect("the site's data folder can be made");
        let mut pages: Vec<PathBuf> = fs::read_dir(&from)
            .unwrap_or_else(|e| {
                eprintln!("pack-datasets: {} cannot be read: {e}", from.display());
                exit(1);
            })
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "txt"))
            .collect();
        pages.sort();
        for page in pages {
            let name = page.file_name().expect("a file has a name");
            fs::copy(&page, to.join(name)).expect("the site's directory is writable");
        }
    }

    /// The work tree the step runs for (cargo sets `CARGO_MANIFEST_DIR` for
    /// `cargo run`; else the folder it runs in).
    fn root() -> PathBuf {
        std::env::var_os("CARGO_MANIFEST_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("."))
    }

    /// What the site bundles must be `data/` as the work tree has it now,
    /// read when this step runs ([`root`]): this step's own copy of
    /// the datasets (a hash of data/ embedded when it was built), and the
    /// catalogue inside each wasm module of the site (the packed files'
    /// names carry each JSON's hash). A target folder reused from another
    /// checkout once shipped a stale dataset silently.
    fn stale_bundle_fails(dir: &std::path::Path) {
        let data = root().join("data");
        let now = data_hash(&data);
        if now != DATA {
            eprintln!(
                "pack-datasets: the bundled datasets are not data/ as it is now ({} has {now}, the build read {DATA}): build again (cargo reruns build.rs on any change under data/)",
                data.display()
            );
            exit(1);
        }
        for e in fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = e.path();
            if path.extension().is_none_or(|x| x != "wasm") {
                continue;
            }
            let wasm = fs::read(&path).unwrap_or_default();
            let has = |s: &str| wasm.windows(s.len()).any(|w| w == s.as_bytes());
            // A module that names a bundled dataset's files (the loader
            // module names none) must name the ones data/ has now.
            for entry in CATALOGUE {
                if has(&format!("data/{}-", entry.id)) && !has(entry.file) {
                    eprintln!(
                        "pack-datasets: {} does not bundle {} as data/ has it now (no {}): it was built from another data/",
                        path.file_name().unwrap_or_default().to_string_lossy(),
                        entry.id,
                        entry.file
                    );
                    exit(1);
                }
            }
        }
    }
}
