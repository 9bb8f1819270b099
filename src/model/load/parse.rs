//! JSON text to the file types ([`DatasetFile`]), nothing checked yet.

use super::errors::LoadErrors;
use crate::model::file::DatasetFile;

/// Natively and in the loader module: the JSON path of the first problem,
/// as the loader's other errors give it, and serde_json's message (with
/// its line and column) in English and in Chinese.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    let serde = |path: String, e: serde_json::Error| {
        let en = e.to_string();
        let zh = super::serde_zh::serde_zh(&en);
        let en = plain_types(&en);
        LoadErrors::one(path, super::Words { en, zh })
    };
    let mut de = serde_json::Deserializer::from_str(json);
    let file = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| serde(json_path(&e.path().to_string()), e.into_inner()))?;
    // Nothing after the file's one value (as `serde_json::from_str`).
    de.end().map_err(|e| serde("$".into(), e))?;
    Ok(file)
}

/// serde's message with the kinds of value said as a dataset's author
/// says them: "expected f64" is "expected a number", a map an object, a
/// sequence a list (the Rust name after it where it helps).
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub(super) fn plain_types(message: &str) -> String {
    let found = |head: &str| -> String {
        let mut out = head.to_string();
        for (rust, plain) in [
            ("invalid type: map", "invalid type: an object"),
            ("invalid type: sequence", "invalid type: a list"),
        ] {
            if let Some(rest) = out.strip_prefix(rust) {
                out = format!("{plain}{rest}");
            }
        }
        out
    };
    // A value of none of the shapes a field may take (serde names the
    // Rust type): the shapes, as the guide writes them.
    if let Some(rest) = message.strip_prefix("data did not match any variant of untagged enum ") {
        let (name, at) = match rest.split_once(" at line ") {
            Some((name, at)) => (name, format!(" at line {at}")),
            None => (rest, String::new()),
        };
        let shapes = match name {
            "Source" => "a source is {\"seed\", \"quote\"} (a sentence of the page, verbatim) or {\"derived\"} (how the model got its number)",
            "Duration" => "a length is a number of ms, or {\"by\", \"values\"} (one per value of a dimension)",
            _ => return message.to_string(),
        };
        return format!("{shapes}{at}");
    }
    let Some((head, tail)) = message.rsplit_once(", expected ") else {
        return found(message);
    };
    let (what, at) = match tail.split_once(" at line ") {
        Some((what, at)) => (what, format!(" at line {at}")),
        None => (tail, String::new()),
    };
    let plain = match what {
        "f32" | "f64" => "a number".to_string(),
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number, 0 or more".to_string(),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number".to_string(),
        "a sequence" => "a list [ … ]".to_string(),
        "a map" => "an object { … }".to_string(),
        "a borrowed string" => "a string".to_string(),
        "struct TextFile" => "a text: a string, or an object {\"en\", \"zh\"}".to_string(),
        w if w.starts_with("enum ") => "one of its allowed values (a string)".to_string(),
        w => match w.strip_prefix("struct ") {
            Some(name) => format!("an object {{ … }} ({name})"),
            None => w.to_string(),
        },
    };
    format!("{}, expected {plain}{at}", found(head))
}

/// serde_path_to_error's path as the loader writes paths: `$` for the
/// whole file, and nothing from a segment it could not name (`?`, a place
/// inside a value it had not yet told apart) on.
#[cfg(any(not(target_arch = "wasm32"), feature = "loader"))]
pub(super) fn json_path(serde: &str) -> String {
    let known = match serde.split_once('?') {
        Some((before, _)) => before.trim_end_matches('.'),
        None => serde,
    };
    if known.is_empty() || known == "." {
        "$".into()
    } else {
        format!("$.{known}")
    }
}

/// The other modules in the browser read packed bytes and never parse a
/// dataset file: serde_json's own message, which gives line and column, in
/// English (the Chinese is the loader module's).
#[cfg(all(target_arch = "wasm32", not(feature = "loader")))]
pub(super) fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    serde_json::from_str(json).map_err(|e| LoadErrors::english("$", e.to_string()))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::{json_path, plain_types};

    #[test]
    fn kinds_of_value_are_said_as_an_author_says_them() {
        for (serde, plain) in [
            (
                "invalid type: string \"fast\", expected f64 at line 22 column 25",
                "invalid type: string \"fast\", expected a number at line 22 column 25",
            ),
            (
                "invalid type: floating point `1.5`, expected u32",
                "invalid type: floating point `1.5`, expected a whole number, 0 or more",
            ),
            (
                "invalid type: map, expected a sequence",
                "invalid type: an object, expected a list [ … ]",
            ),
            (
                "invalid type: string \"x\", expected struct Lane",
                "invalid type: string \"x\", expected an object { … } (Lane)",
            ),
            (
                "invalid type: boolean `true`, expected enum MetricRole",
                "invalid type: boolean `true`, expected one of its allowed values (a string)",
            ),
            (
                "data did not match any variant of untagged enum Source at line 30 column 7",
                "a source is {\"seed\", \"quote\"} (a sentence of the page, verbatim) or {\"derived\"} (how the model got its number) at line 30 column 7",
            ),
            ("missing field `lane`", "missing field `lane`"),
        ] {
            assert_eq!(plain_types(serde), plain);
        }
    }

    #[test]
    fn paths_end_where_serde_could_still_name_the_place() {
        assert_eq!(json_path("."), "$");
        assert_eq!(json_path("?"), "$");
        assert_eq!(
            json_path("spans[0].stages[0].ms"),
            "$.spans[0].stages[0].ms"
        );
        assert_eq!(
            json_path("spans[0].stages[0].ms.?"),
            "$.spans[0].stages[0].ms"
        );
        assert_eq!(json_path("arms[2].?.x"), "$.arms[2]");
    }

    #[test]
    fn a_file_cut_short_is_placed_without_unknown_segments() {
        let json = include_str!("../../../data/aeron-graceful-stepdown.json");
        for cut in [json.len() / 3, json.len() / 2, json.len() - 10] {
            let cut = (0..=cut).rev().find(|&i| json.is_char_boundary(i)).unwrap();
            let e = crate::model::load(&json[..cut]).unwrap_err();
            let path = &e.0[0].path;
            assert!(path.starts_with('$') && !path.contains('?'), "{path}");
        }
    }
}
