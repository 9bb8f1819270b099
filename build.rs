//! Embed every `data/*.json` dataset (see src/model/bundle.rs for what and
//! why): a new file in data/ is a new dataset with no code change.
use std::{env, fs, path::Path};

#[path = "src/model/bundle.rs"]
mod bundle;

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let out_dir = env::var("OUT_DIR").unwrap();
    let (source, read) = bundle::generate(&data);
    for f in read {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    fs::write(Path::new(&out_dir).join("datasets.rs"), source).unwrap();
}
