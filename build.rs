//! Embed every `data/*.json` dataset, so a new dataset needs no code change.
use std::{env, fs, path::Path};

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    println!("cargo:rerun-if-changed={}", data.display());
    let mut files: Vec<_> = fs::read_dir(&data)
        .expect("data/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut out = String::from(
        "/// (dataset id from the file name, JSON text), sorted by file name.\n\
         pub const DATASETS: &[(&str, &str)] = &[\n",
    );
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let id = f.file_stem().unwrap().to_string_lossy();
        out.push_str(&format!(
            "    ({id:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("datasets.rs"),
        out,
    )
    .unwrap();
}
