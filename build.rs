//! Embed every `data/*.json` dataset, so a new dataset needs no code change:
//! the JSON text (native tests read it, with JSON-path errors) and the same
//! value tree packed (the browser reads it; see src/model/packed.rs).
use std::{env, fs, path::Path};

#[allow(dead_code)]
#[path = "src/model/packed.rs"]
mod packed;

fn main() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    println!("cargo:rerun-if-changed={}", data.display());
    let mut files: Vec<_> = fs::read_dir(&data)
        .expect("data/ exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let out_dir = env::var("OUT_DIR").unwrap();
    let mut out = String::from(
        "/// (dataset id from the file name, JSON text), sorted by file name.\n\
         pub const DATASETS: &[(&str, &str)] = &[\n",
    );
    let mut packed_list = String::from(
        "/// (dataset id, the same dataset packed), in the order of DATASETS.\n\
         pub const PACKED: &[(&str, &[u8])] = &[\n",
    );
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        let id = f.file_stem().unwrap().to_string_lossy();
        out.push_str(&format!(
            "    ({id:?}, include_str!({:?})),\n",
            f.display().to_string()
        ));
        // A file that is not JSON packs as null: the loader then reports it
        // in the page, and the native tests report it with its line.
        let text = fs::read_to_string(f).unwrap_or_default();
        let value = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        let mut bytes = Vec::new();
        packed::pack(&value, &mut bytes);
        let bin = Path::new(&out_dir).join(format!("{id}.packed"));
        fs::write(&bin, bytes).unwrap();
        packed_list.push_str(&format!(
            "    ({id:?}, include_bytes!({:?})),\n",
            bin.display().to_string()
        ));
    }
    out.push_str("];\n");
    packed_list.push_str("];\n");
    out.push_str(&packed_list);
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("datasets.rs"),
        out,
    )
    .unwrap();
}
