//! The knobs: the JVMs their properties are set on, dimensions of a
//! configuration (their URL keys, properties, measured values, stock and
//! recommended values) and the inert knobs.

use super::{Check, Names};
use crate::model::file::DatasetFile;
use crate::model::link_keys;
use crate::model::load::errors::words;

/// The JVMs (their headings) and the property prefix.
pub(super) fn jvms(c: &mut Check, file: &DatasetFile) {
    for (i, j) in file.jvms.iter().enumerate() {
        c.text(&format!("$.processes[{i}].name"), &j.name);
    }
    if file
        .property_prefix
        .as_deref()
        .is_some_and(|p| p.trim().is_empty())
    {
        c.err(
            "$.property_prefix",
            words!(
                "an empty prefix names every property",
                "空的前缀会匹配所有属性",
            ),
        );
    }
}

pub(super) fn dimensions(c: &mut Check, file: &DatasetFile, names: &Names) {
    for (i, d) in file.dimensions.iter().enumerate() {
        let p = format!("$.dimensions[{i}]");
        c.text(&format!("{p}.name"), &d.name);
        let url_ok = !d.url_key.is_empty()
            && d.url_key
                .chars()
                .all(|ch| ch.is_ascii_lowercase() || ch == '_' || ch.is_ascii_digit());
        if !url_ok {
            c.err(
                format!("{p}.url_key"),
                words!(
                    "a URL key is lower-case letters, digits and _",
                    "URL 键只能由小写字母、数字和 _ 组成",
                ),
            );
        } else if link_keys::is_app_key(&d.url_key) {
            // It would shadow the app's own key in every link.
            c.err(format!("{p}.url_key"), {
                let key = &d.url_key;
                let keys = link_keys::APP_KEYS.join(", ");
                words!(
                    "{key:?} is one of the app's own link keys ({keys}): choose another",
                    "{key:?} 是应用自己的链接键之一（{keys}）：请换一个",
                )
            });
        }
        for (j, prop) in d.properties.iter().enumerate() {
            names.jvm(c, &format!("{p}.properties[{j}].process"), &prop.jvm);
        }
        c.unique(
            &format!("{p}.values"),
            d.values.iter().map(|v| v.id.as_str()),
        );
        if d.values.is_empty() {
            c.err(
                format!("{p}.values"),
                words!(
                    "a dimension needs at least one measured value",
                    "维度至少要有一个实测值",
                ),
            );
        }
        for (j, v) in d.values.iter().enumerate() {
            c.text(&format!("{p}.values[{j}].label"), &v.label);
            if let Some(ms) = v.ms {
                c.ms(&format!("{p}.values[{j}].ms"), ms);
            }
        }
        let known = |v: &str| d.values.iter().any(|x| x.id == v);
        if !known(&d.stock) {
            c.err(format!("{p}.stock"), {
                let stock = &d.stock;
                words!(
                    "stock value {stock:?} is not a measured value",
                    "默认值 {stock:?} 不是实测值",
                )
            });
        }
        for (env, v) in &d.recommended {
            if !known(v) {
                c.err(
                    format!("{p}.recommended.{env}"),
                    words!("{v:?} is not a measured value", "{v:?} 不是实测值"),
                );
            }
        }
        for (name, t) in [("gates", &d.gates), ("bottoms_out", &d.bottoms_out)] {
            if let Some(t) = t {
                c.text(&format!("{p}.{name}"), t);
            }
        }
        if let Some(s) = &d.source {
            c.source(&format!("{p}.source"), s);
        }
    }
}

pub(super) fn inert(c: &mut Check, file: &DatasetFile) {
    for (i, k) in file.inert.iter().enumerate() {
        let p = format!("$.inert[{i}]");
        for (name, t) in [("tried", &k.tried), ("result", &k.result), ("why", &k.why)] {
            c.text(&format!("{p}.{name}"), t);
        }
        c.source(&format!("{p}.source"), &k.source);
    }
}
