//! The property lines a configuration needs, per JVM, written the way
//! the JVM reads them.

use crate::model::config::Config;
use crate::model::dataset::Dataset;
use crate::model::file::ParseKind;
use crate::model::index::DimIx;

/// One property line the configuration needs.
#[derive(Clone, Debug, PartialEq)]
pub struct Setting {
    pub dimension: DimIx,
    pub name: String,
    /// The id of the JVM it is set on (one of the dataset's `jvms`).
    pub jvm: String,
    /// Exactly what to write after `=`.
    pub value: String,
    pub parse: Option<ParseKind>,
    /// The dimension is at its stock value (the line may be left out).
    pub stock: bool,
}

/// Every knob property for `cfg`, in dataset order.
pub fn settings(ds: &Dataset, cfg: &Config) -> Vec<Setting> {
    let mut out = Vec::new();
    for (d, dim) in ds.file.dimensions.iter().enumerate() {
        let value = cfg.value_of(ds, DimIx(d));
        let stock = value.id == dim.stock;
        for p in &dim.properties {
            let written = match (dim.parse, value.ms) {
                (Some(ParseKind::NsInteger), Some(ms)) => format_ns(ms),
                _ => value.id.clone(),
            };
            out.push(Setting {
                dimension: DimIx(d),
                name: p.name.clone(),
                jvm: p.jvm.clone(),
                value: written,
                parse: dim.parse,
                stock,
            });
        }
    }
    out
}

/// Milliseconds as a bare nanosecond integer (10 → `10000000`).
pub fn format_ns(ms: f64) -> String {
    format!("{}", (ms * 1e6).round() as i64)
}

/// The dimension and property index a property name belongs to.
pub fn dimension_property(ds: &Dataset, key: &str) -> Option<(usize, usize)> {
    ds.file.dimensions.iter().enumerate().find_map(|(d, dim)| {
        dim.properties
            .iter()
            .position(|p| p.name == key)
            .map(|p| (d, p))
    })
}
