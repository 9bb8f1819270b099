//! The i18n catalogue is the only way text reaches the page: a walk over
//! every component's source, the second module's views (`src/ui`) and the
//! first screen's hand-built DOM (`src/screen`).

mod common;

/// Every visible string of the UI goes through the i18n catalogue: no text
/// node or accessible-name attribute in a component is a word-bearing literal.
#[test]
fn no_visible_string_bypasses_the_catalogue() {
    // Symbols, and language names written in their own language, are not text to translate.
    let allowed = ["−", "+", "English", "中文"];
    let mut offenders = Vec::new();
    let mut paths = common::rust_files(std::path::Path::new("src/ui"));
    paths.extend(common::rust_files(std::path::Path::new("src/screen")));
    let files = paths.len();
    for path in paths {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim_start();
            if trimmed.starts_with("//") {
                continue;
            }
            // Text nodes: >"..."< in a view, or .text("...") on a built
            // element.
            let mut rest = line;
            while let Some(i) = rest
                .find(">\"")
                .map(|i| i + 2)
                .or_else(|| rest.find(".text(\"").map(|i| i + 7))
            {
                let after = &rest[i..];
                let Some(j) = after.find('"') else { break };
                let lit = &after[..j];
                if !allowed.contains(&lit) && lit.chars().any(|c| c.is_alphabetic()) {
                    offenders.push(format!("{}:{}: {lit}", path.display(), n + 1));
                }
                rest = &after[j + 1..];
            }
            for attr in [
                "aria-label=\"",
                "title=\"",
                "placeholder=\"",
                "alt=\"",
                "(\"aria-label\", \"",
                "(\"title\", \"",
                "(\"placeholder\", \"",
                "(\"alt\", \"",
            ] {
                if let Some(i) = line.find(attr) {
                    let lit = &line[i + attr.len()..];
                    let lit = &lit[..lit.find('"').unwrap_or(lit.len())];
                    if lit.chars().any(|c| c.is_alphabetic()) {
                        offenders.push(format!("{}:{}: {attr}{lit}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    assert!(
        files > 40,
        "walked {files} files: the catalogue check reads every component"
    );
    assert!(
        offenders.is_empty(),
        "literal UI text outside the catalogue:\n{}",
        offenders.join("\n")
    );
}
