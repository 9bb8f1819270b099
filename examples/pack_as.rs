//! For the e2e tests of datasets the site does not bundle (the guide's
//! examples in `data/examples/`): `cargo run --example pack_as -- FILE ID
//! SITE` loads FILE with the same loader as the build, and writes it packed
//! into the site SITE (a copy of `dist/`) under the file names the
//! catalogue gives bundled dataset ID, so `?dataset=ID` shows FILE exactly
//! as the browser shows any packed dataset. Not part of the build.
use std::process::exit;

use failover_timeline::model::bundled::entry;
use failover_timeline::model::packed::pack_dataset_langs;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [file, id, site] = &args[..] else {
        eprintln!("usage: pack_as FILE.json BUNDLED_ID SITE_DIR");
        exit(2);
    };
    let json = std::fs::read_to_string(file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        exit(2)
    });
    // It is shown as dataset ID: its id is ID's (the page below finds it
    // by it).
    let mut value: serde_json::Value = serde_json::from_str(&json).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        exit(1)
    });
    value["id"] = id.as_str().into();
    let packed = pack_dataset_langs(&value.to_string()).unwrap_or_else(|e| {
        eprintln!("{file} does not load:\n{e}");
        exit(1)
    });
    let Some(e) = entry(id) else {
        eprintln!("{id:?} is not a bundled dataset");
        exit(2);
    };
    for (name, bytes) in [e.file, e.zh_file, e.reference_file]
        .into_iter()
        .zip(packed)
    {
        let path = std::path::Path::new(site).join(name);
        std::fs::write(&path, bytes).unwrap_or_else(|err| {
            eprintln!("{}: {err}", path.display());
            exit(1)
        });
    }
}
