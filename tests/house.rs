//! The house rules that a reader of the code relies on, checked instead of
//! remembered: no source file over 400 lines (one job a file), and the
//! pure layers (`model`, `view`, `state`) import nothing of the browser or
//! of Leptos, so they are tested natively.

mod common;
use std::path::Path;

/// The longest a source file may be.
const MAX_LINES: usize = 400;

#[test]
fn no_source_file_is_over_400_lines() {
    let mut long = Vec::new();
    for f in common::rust_files(Path::new("src")) {
        let n = std::fs::read_to_string(&f).unwrap().lines().count();
        if n > MAX_LINES {
            long.push(format!("{} ({n} lines)", f.display()));
        }
    }
    assert!(
        long.is_empty(),
        "split along its seams, one job a file: {long:?}"
    );
}

#[test]
fn the_pure_layers_import_nothing_of_the_browser() {
    for layer in ["src/model", "src/view", "src/state"] {
        for f in common::rust_files(Path::new(layer)) {
            let text = std::fs::read_to_string(&f).unwrap();
            for (i, line) in text.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                for web in [
                    "web_sys",
                    "wasm_bindgen",
                    "leptos",
                    "js_sys",
                    "crate::web",
                    "crate::screen",
                    "crate::ui",
                ] {
                    assert!(
                        !code.contains(web),
                        "{}:{}: {web} in a pure layer",
                        f.display(),
                        i + 1
                    );
                }
            }
        }
    }
}
