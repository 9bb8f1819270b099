//! Embed every `data/*.json` dataset (see src/model/bundle.rs for what and
//! why): a new file in data/ is a new dataset with no code change.
use std::{env, fs, path::Path};

#[path = "src/model/bundle.rs"]
mod bundle;

/// The checkout this build runs in, read when the build script runs (not
/// when it was compiled: a target folder reused from another checkout must
/// read this one's `data/`).
fn root() -> std::path::PathBuf {
    env::var_os("CARGO_MANIFEST_DIR")
        .map(Into::into)
        .expect("cargo sets CARGO_MANIFEST_DIR")
}

fn main() {
    let data = root().join("data");
    let out_dir = env::var("OUT_DIR").unwrap();
    let (source, read) = bundle::generate(&data);
    for f in read {
        println!("cargo:rerun-if-changed={}", f.display());
    }
    fs::write(Path::new(&out_dir).join("datasets.rs"), source).unwrap();
    words();
}

/// The first module carries the words of one language, English; the
/// Chinese ones are a file of the site (`FT_ZH_WORDS`, named by a hash of
/// the catalogue's source, written by the pack step), fetched when the
/// page is in Chinese. Only the first module's browser build leaves them
/// out (`zh_on_demand`): native builds, the pack step and the second
/// module keep both languages.
fn words() {
    let catalogue = root().join("src/i18n/mod.rs");
    println!("cargo:rerun-if-changed={}", catalogue.display());
    let text = fs::read(&catalogue).unwrap_or_default();
    let mut hash: u64 = 0xcbf29ce484222325;
    for b in text {
        hash = (hash ^ b as u64).wrapping_mul(0x100000001b3);
    }
    println!("cargo:rustc-env=FT_ZH_WORDS=data/words-zh-{hash:016x}.txt");
    println!("cargo::rustc-check-cfg=cfg(zh_on_demand)");
    let wasm = env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    if wasm && env::var_os("CARGO_FEATURE_PAGE").is_none() {
        println!("cargo:rustc-cfg=zh_on_demand");
    }
    // The first module's browser build alone (not the page below's, not the
    // loader's): what it never reads, it carries no reader of
    // (`model::reference::unpack_empty`).
    println!("cargo::rustc-check-cfg=cfg(first_module)");
    if wasm
        && env::var_os("CARGO_FEATURE_PAGE").is_none()
        && env::var_os("CARGO_FEATURE_LOADER").is_none()
    {
        println!("cargo:rustc-cfg=first_module");
    }
}
