//! Trunk's post-build hook: write every bundled dataset but the default
//! into the site, packed, under the name the page's catalogue fetches
//! (`data/ID-HASH.packed`). The default one is inside the wasm already.
use std::{fs, path::PathBuf};

use failover_timeline::model::bundled::{entry, DEFAULT, PACKED};

fn main() {
    let Some(dir) = std::env::args()
        .nth(1)
        .or_else(|| std::env::var("TRUNK_STAGING_DIR").ok())
        .map(PathBuf::from)
    else {
        eprintln!("pack-datasets: give the site's directory (or run it as a Trunk hook)");
        std::process::exit(2);
    };
    for (id, bytes) in PACKED.iter().filter(|(id, _)| *id != DEFAULT) {
        let file = entry(id)
            .expect("every packed dataset is in the catalogue")
            .file;
        let path = dir.join(file);
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent).expect("the site's data folder can be made");
        }
        fs::write(&path, bytes).expect("the site's directory is writable");
        println!("pack-datasets: {id} → {file} ({} bytes)", bytes.len());
    }
}
