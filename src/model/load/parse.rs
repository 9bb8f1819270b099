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
    // The path of the value serde_json stopped at, read off the text
    // (`position::path_at`): the same paths serde_path_to_error gives
    // (the tests below hold it to them), at a fraction of the code.
    let file = <DatasetFile as serde::Deserialize>::deserialize(&mut de)
        .map_err(|e| serde(super::position::path_at(json, e.line(), e.column()), e))?;
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
/// inside a value it had not yet told apart) on. The tests' measure of
/// `position::path_at`.
#[cfg(all(test, not(target_arch = "wasm32")))]
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

    /// Every value of the Aeron file made the wrong kind in turn, and
    /// every member of its objects left out in turn: the path read off the
    /// text where serde_json stopped is serde_path_to_error's.
    #[test]
    fn the_path_read_off_the_text_is_serde_path_to_errors() {
        use serde_json::Value;
        let json = include_str!("../../../data/aeron-graceful-stepdown.json");
        let whole: Value = serde_json::from_str(json).unwrap();
        // Every place in the file: a list of keys and indices.
        fn places(v: &Value, at: Vec<Value>, out: &mut Vec<Vec<Value>>) {
            match v {
                Value::Object(m) => m.iter().for_each(|(k, x)| {
                    let mut p = at.clone();
                    p.push(Value::from(k.as_str()));
                    places(x, p, out)
                }),
                Value::Array(a) => a.iter().enumerate().for_each(|(i, x)| {
                    let mut p = at.clone();
                    p.push(Value::from(i));
                    places(x, p, out)
                }),
                _ => {}
            }
            out.push(at);
        }
        let mut all = Vec::new();
        places(&whole, Vec::new(), &mut all);
        let mut compared = 0;
        for (n, place) in all
            .iter()
            .enumerate()
            .filter(|(n, p)| n.is_multiple_of(5) && !p.is_empty())
        {
            for leave_out in [false, true] {
                let mut v = whole.clone();
                let (last, parent) = place.split_last().unwrap();
                let mut at = &mut v;
                for step in parent {
                    at = match step {
                        Value::String(k) => &mut at[k.as_str()],
                        i => &mut at[i.as_u64().unwrap() as usize],
                    };
                }
                match (last, leave_out) {
                    (Value::String(k), true) => {
                        at.as_object_mut().unwrap().remove(k.as_str());
                    }
                    (_, true) => continue,
                    (Value::String(k), false) => at[k.as_str()] = wrong(&at[k.as_str()], n),
                    (i, false) => {
                        let i = i.as_u64().unwrap() as usize;
                        at[i] = wrong(&at[i], n);
                    }
                }
                let text = serde_json::to_string_pretty(&v).unwrap();
                let mut de = serde_json::Deserializer::from_str(&text);
                let Err(e) =
                    serde_path_to_error::deserialize::<_, crate::model::file::DatasetFile>(&mut de)
                else {
                    continue;
                };
                let want = json_path(&e.path().to_string());
                let e = e.into_inner();
                let got = crate::model::load::position::path_at(&text, e.line(), e.column());
                assert_eq!(
                    got,
                    want,
                    "{e} ({place:?} {})",
                    if leave_out { "left out" } else { "made wrong" }
                );
                compared += 1;
            }
        }
        assert!(compared > 300, "{compared} errors compared");
    }

    /// A value of another kind than `v`.
    fn wrong(v: &serde_json::Value, n: usize) -> serde_json::Value {
        use serde_json::{json, Value};
        match v {
            Value::String(_) if n.is_multiple_of(2) => json!(7),
            Value::String(_) => json!([]),
            Value::Number(_) => json!("seven"),
            Value::Bool(_) => json!("yes"),
            Value::Array(_) => json!({"a": 1}),
            Value::Object(_) if n.is_multiple_of(2) => json!("x"),
            Value::Object(_) => json!([1, 2]),
            Value::Null => json!({}),
        }
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
