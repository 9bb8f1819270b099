//! serde_json's messages for a file it could not read as a dataset file,
//! in Chinese: the common shapes (a missing or unknown field, a value of
//! the wrong type, a syntax error, …) recognised and worded again with the
//! same names and values; anything else said to be JSON that could not be
//! read, with serde's English quoted verbatim. The position serde gives
//! (" at line L column C") is kept. Natively and in the loader module only.

/// `message`, serde_json's error as it displays, in Chinese.
pub fn serde_zh(message: &str) -> String {
    let (said, at) = split_position(message);
    match (shape(said), at) {
        (Some(zh), Some((line, column))) => format!("{zh}（第 {line} 行第 {column} 列）"),
        (Some(zh), None) => zh,
        (None, _) => format!("这里的 JSON 无法读取（serde_json 的原话：“{message}”）"),
    }
}

/// The message without serde_json's " at line L column C", and L and C.
fn split_position(message: &str) -> (&str, Option<(usize, usize)>) {
    let Some((said, at)) = message.rsplit_once(" at line ") else {
        return (message, None);
    };
    let at = at.split_once(" column ").and_then(|(l, c)| {
        let number = |s: &str| {
            s.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| s.parse().ok())?
        };
        Some((number(l)?, number(c)?))
    });
    match at {
        Some(at) => (said, Some(at)),
        None => (message, None),
    }
}

/// One of the shapes serde and serde_json write, in Chinese.
fn shape(m: &str) -> Option<String> {
    if let Some(zh) = syntax(m) {
        return Some(zh.to_string());
    }
    if let Some(f) = m.strip_prefix("missing field ") {
        return Some(format!("缺少必需的字段 {f}"));
    }
    if let Some(f) = m.strip_prefix("duplicate field ") {
        return Some(format!("字段 {f} 出现了两次"));
    }
    if let Some(rest) = m.strip_prefix("unknown field ") {
        if let Some(f) = rest.strip_suffix(", there are no fields") {
            return Some(format!("未知字段 {f}：这里不能有任何字段"));
        }
        let (f, allowed) = rest.rsplit_once(", expected ")?;
        return Some(format!("未知字段 {f}，这里可用的字段：{}", names(allowed)));
    }
    if let Some(rest) = m.strip_prefix("unknown variant ") {
        if let Some(v) = rest.strip_suffix(", there are no variants") {
            return Some(format!("未知取值 {v}：这里没有可选的取值"));
        }
        let (v, allowed) = rest.rsplit_once(", expected ")?;
        return Some(format!("未知取值 {v}，可选的取值：{}", names(allowed)));
    }
    for (prefix, head) in [
        ("invalid type: ", "类型不对"),
        ("invalid value: ", "取值无效"),
    ] {
        if let Some(rest) = m.strip_prefix(prefix) {
            let (found, wanted) = rest.rsplit_once(", expected ")?;
            return Some(format!(
                "{head}：这里是{}，应为{}",
                unexpected(found)?,
                expected(wanted)?
            ));
        }
    }
    if let Some(rest) = m.strip_prefix("invalid length ") {
        let (n, wanted) = rest.split_once(", expected ")?;
        n.parse::<usize>().ok()?;
        return Some(format!(
            "长度不对：这里有 {n} 个元素，应为{}",
            expected(wanted)?
        ));
    }
    if let Some(name) = m.strip_prefix("data did not match any variant of untagged enum ") {
        return Some(match name {
            "Source" => "出处的写法不对：应为 {\"seed\", \"quote\"}（页面上的一句原文）或 {\"derived\"}（推算）".into(),
            "Duration" => "时长的写法不对：应为一个毫秒数，或 {\"by\", \"values\"}（按某个维度的取值给出）".into(),
            _ => format!("这个值不符合 {name} 的任何一种写法"),
        });
    }
    None
}

/// serde_json's own syntax errors (its `ErrorCode`s).
fn syntax(m: &str) -> Option<&'static str> {
    Some(match m {
        "EOF while parsing a list" => "文件在数组结束之前就结束了，缺少 `]`",
        "EOF while parsing an object" => "文件在对象结束之前就结束了，缺少 `}`",
        "EOF while parsing a string" => "文件在字符串结束之前就结束了，缺少 `\"`",
        "EOF while parsing a value" => "文件在一个值写完之前就结束了",
        "expected `:`" => "这里应为 `:`",
        "expected `,` or `]`" => "这里应为 `,` 或 `]`",
        "expected `,` or `}`" => "这里应为 `,` 或 `}`",
        "expected ident" => "这里应为 `true`、`false` 或 `null`",
        "expected value" => "这里应为一个 JSON 值",
        "expected `\"`" => "这里应为 `\"`：对象的键是字符串",
        "invalid escape" => "无效的转义序列",
        "invalid number" => "无效的数字",
        "number out of range" => "数字超出范围",
        "invalid unicode code point" => "无效的 Unicode 码点",
        "control character (\\u0000-\\u001F) found while parsing a string" => {
            "字符串里出现了控制字符（\\u0000-\\u001F）"
        }
        "key must be a string" => "对象的键必须是字符串",
        "invalid value: expected key to be a number in quotes" => "键应为加引号的数字",
        "float key must be finite (got NaN or +/-inf)" => {
            "浮点数键必须是有限值，不能是 NaN 或 ±inf"
        }
        "lone leading surrogate in hex escape" => "十六进制转义里有落单的前导代理项",
        "trailing comma" => "多余的逗号：最后一个成员后面不能有逗号",
        "trailing characters" => "JSON 值结束之后还有多余的字符",
        "unexpected end of hex escape" => "十六进制转义不完整",
        "recursion limit exceeded" => "嵌套层数超过上限",
        _ => return None,
    })
}

/// serde's list of names (`` `a` ``, `` `a` or `b` ``, `` one of `a`, `b`, `c` ``).
fn names(list: &str) -> String {
    list.strip_prefix("one of ")
        .unwrap_or(list)
        .replace("`, `", "`、`")
        .replace("` or `", "`、`")
}

/// What serde found (`de::Unexpected` as serde_json writes it).
fn unexpected(u: &str) -> Option<String> {
    let prefixed = [
        ("boolean ", "布尔值"),
        ("integer ", "整数"),
        ("floating point ", "浮点数"),
        ("character ", "字符"),
        ("string ", "字符串"),
    ];
    for (en, zh) in prefixed {
        if let Some(v) = u.strip_prefix(en) {
            return Some(format!("{zh} {v}"));
        }
    }
    Some(
        match u {
            "null" => "null",
            "unit value" => "空值",
            "byte array" => "字节数组",
            "Option value" => "可选值",
            "sequence" => "数组",
            "map" => "对象",
            "enum" => "枚举",
            "newtype struct" => "newtype 结构体",
            "unit variant" => "单元变体",
            "newtype variant" => "newtype 变体",
            "tuple variant" => "元组变体",
            "struct variant" => "结构体变体",
            _ => return None,
        }
        .to_string(),
    )
}

/// What serde expected there (a visitor's `expecting`).
fn expected(e: &str) -> Option<String> {
    if e == "struct TextFile" {
        return Some("文字：一个字符串，或对象 {\"en\", \"zh\"}".into());
    }
    if let Some(name) = e.strip_prefix("struct ") {
        return Some(format!("对象（{name}）"));
    }
    if e.starts_with("enum ") {
        return Some("允许的取值之一（一个字符串）".into());
    }
    if let Some(n) = e
        .strip_prefix("a tuple of size ")
        .or_else(|| e.strip_prefix("tuple of size "))
    {
        return Some(format!("{n} 个元素的数组"));
    }
    if let Some(n) = e.strip_prefix("an array of length ") {
        return Some(format!("{n} 个元素的数组"));
    }
    let number = match e {
        "f32" | "f64" => Some("数字"),
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => Some("非负整数"),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => Some("整数"),
        _ => None,
    };
    if let Some(kind) = number {
        return Some(kind.into());
    }
    Some(
        match e {
            "a string" | "a borrowed string" => "字符串",
            "a sequence" => "数组",
            "a map" => "对象",
            "a boolean" => "布尔值",
            "a character" | "a char" => "单个字符",
            "unit" => "null",
            "option" => "可选值",
            _ => return None,
        }
        .to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::serde_zh;

    /// `message` in Chinese: CJK, none of serde's English words, and `kept`
    /// (names, values, the position) verbatim.
    fn zh(message: &str, kept: &[&str]) -> String {
        let zh = serde_zh(message);
        assert!(
            zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
            "{zh}"
        );
        for word in ["missing", "unknown", "expected", "invalid", "EOF", "while"] {
            assert!(!zh.contains(word), "{word} in {zh}");
        }
        for k in kept {
            assert!(zh.contains(k), "{k:?} not in {zh}");
        }
        zh
    }

    #[test]
    fn a_missing_field() {
        let z = zh("missing field `lane` at line 12 column 5", &["`lane`"]);
        assert_eq!(z, "缺少必需的字段 `lane`（第 12 行第 5 列）");
    }

    #[test]
    fn a_duplicate_field() {
        zh(
            "duplicate field `id` at line 3 column 9",
            &["`id`", "第 3 行第 9 列"],
        );
    }

    #[test]
    fn an_unknown_field_with_the_fields_there() {
        let z = zh(
            "unknown field `lanes`, expected one of `id`, `name`, `lane` at line 4 column 14",
            &["`lanes`", "第 4 行第 14 列"],
        );
        assert!(z.contains("`id`、`name`、`lane`"), "{z}");
        let z = zh("unknown field `fr`, expected `en` or `zh`", &["`fr`"]);
        assert!(z.contains("`en`、`zh`"), "{z}");
        zh("unknown field `x`, expected `en`", &["`x`", "`en`"]);
        zh("unknown field `x`, there are no fields", &["`x`"]);
        // A field named with serde's own words is still its name.
        let z = serde_zh("unknown field `a, expected b`, expected `en` or `zh` at line 1 column 2");
        assert_eq!(
            z,
            "未知字段 `a, expected b`，这里可用的字段：`en`、`zh`（第 1 行第 2 列）"
        );
    }

    #[test]
    fn an_unknown_variant() {
        let z = zh(
            "unknown variant `sideways`, expected `one-way` or `round-trip` at line 7 column 20",
            &["`sideways`", "`one-way`、`round-trip`", "第 7 行第 20 列"],
        );
        assert!(z.starts_with("未知取值"), "{z}");
        zh("unknown variant `x`, there are no variants", &["`x`"]);
    }

    #[test]
    fn a_value_of_the_wrong_type() {
        let z = zh(
            "invalid type: integer `3`, expected a string at line 2 column 10",
            &["整数 `3`", "字符串", "第 2 行第 10 列"],
        );
        assert_eq!(z, "类型不对：这里是整数 `3`，应为字符串（第 2 行第 10 列）");
        let z = zh(
            "invalid type: string \"fast\", expected f64",
            &["字符串 \"fast\"", "数字"],
        );
        // The kind in an author's words, never a Rust type.
        assert_eq!(z, "类型不对：这里是字符串 \"fast\"，应为数字");
        zh("invalid type: null, expected a sequence", &["null", "数组"]);
        zh("invalid type: map, expected a boolean", &["对象", "布尔值"]);
        zh(
            "invalid type: sequence, expected struct TextFile",
            &["数组", "\"en\"", "\"zh\"", "字符串"],
        );
        zh(
            "invalid type: string \"x\", expected struct Lane",
            &["字符串 \"x\"", "对象（Lane）"],
        );
        zh(
            "invalid type: floating point `1.5`, expected u32",
            &["`1.5`", "非负整数"],
        );
        zh(
            "invalid type: boolean `true`, expected enum MetricRole",
            &["`true`", "允许的取值之一"],
        );
    }

    #[test]
    fn an_invalid_value_or_length() {
        zh(
            "invalid value: integer `-1`, expected u32 at line 5 column 3",
            &["`-1`", "非负整数", "第 5 行第 3 列"],
        );
        let z = zh("invalid length 3, expected a tuple of size 2", &[]);
        assert_eq!(z, "长度不对：这里有 3 个元素，应为2 个元素的数组");
    }

    #[test]
    fn a_value_of_no_shape_an_untagged_enum_has() {
        let z = zh(
            "data did not match any variant of untagged enum Source at line 30 column 7",
            &["\"seed\"", "\"quote\"", "\"derived\"", "第 30 行第 7 列"],
        );
        assert!(z.starts_with("出处"), "{z}");
        zh(
            "data did not match any variant of untagged enum Duration",
            &["\"by\"", "\"values\""],
        );
        zh(
            "data did not match any variant of untagged enum Other",
            &["Other"],
        );
    }

    #[test]
    fn a_syntax_error() {
        let z = zh(
            "EOF while parsing an object at line 1200 column 0",
            &["`}`"],
        );
        assert!(z.ends_with("（第 1200 行第 0 列）"), "{z}");
        zh("EOF while parsing a list at line 3 column 1", &["`]`"]);
        zh("EOF while parsing a string at line 3 column 1", &[]);
        zh("EOF while parsing a value at line 1 column 0", &[]);
        zh("expected value at line 4 column 12", &["JSON"]);
        zh("expected `,` or `}` at line 9 column 3", &["`,`", "`}`"]);
        zh("expected `,` or `]` at line 9 column 3", &["`,`", "`]`"]);
        zh("expected `:` at line 2 column 8", &["`:`"]);
        zh("expected ident at line 2 column 8", &["`true`"]);
        zh(
            "trailing characters at line 80 column 2",
            &["第 80 行第 2 列"],
        );
        zh("trailing comma at line 8 column 2", &[]);
        zh("key must be a string at line 1 column 2", &[]);
        zh("invalid escape at line 1 column 2", &[]);
        zh("invalid number at line 1 column 2", &[]);
        zh("number out of range at line 1 column 2", &[]);
        zh(
            "control character (\\u0000-\\u001F) found while parsing a string at line 1 column 9",
            &["\\u0000"],
        );
        zh("recursion limit exceeded at line 1 column 129", &[]);
    }

    #[test]
    fn anything_else_is_json_that_could_not_be_read_with_serde_verbatim() {
        for m in [
            "something serde never said at line 4 column 2",
            "invalid type: integer `3`, expected a string containing hex",
            "invalid length 3, expected fewer elements in array",
            "missing field",
        ] {
            let z = serde_zh(m);
            assert!(z.contains("JSON 无法读取"), "{z}");
            assert!(z.contains(&format!("“{m}”")), "{z}");
        }
    }

    #[test]
    fn a_position_is_read_only_as_serde_writes_it() {
        // Not a position: the message is kept whole.
        let z = serde_zh("missing field `x` at line twelve");
        assert_eq!(z, "缺少必需的字段 `x` at line twelve");
    }
}
