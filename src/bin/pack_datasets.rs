//! Trunk's post-build hook: write every bundled dataset into the site,
//! checked and packed, under the name the page's catalogue fetches
//! (`data/ID-HASH.packed`), and preload the default one beside the wasm so
//! its fetch does not wait for the wasm to start.
use std::{fs, path::PathBuf, process::exit};

use failover_timeline::model::bundled::{entry, DATASETS, DEFAULT};
use failover_timeline::model::packed::pack_dataset;

fn main() {
    let Some(dir) = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
        .map(PathBuf::from)
    else {
        eprintln!("pack-datasets: give the site's directory (or run it as a Trunk hook)");
        exit(2);
    };
    for (id, json) in DATASETS {
        let bytes = pack_dataset(json).unwrap_or_else(|e| {
            eprintln!("pack-datasets: data/{id}.json does not load:\n{e}");
            exit(1);
        });
        let file = entry(id)
            .expect("every bundled dataset is in the catalogue")
            .file;
        let path = dir.join(file);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("the site's data folder can be made");
        }
        fs::write(&path, &bytes).expect("the site's directory is writable");
        println!("pack-datasets: {id} → {file} ({} bytes)", bytes.len());
    }
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
