//! A configuration: one measured value for every dimension (knobs and
//! conditions) plus the set of inert knobs switched on. It is what the
//! schedule and the verdict take, and what a measured arm is matched against.

use std::collections::{BTreeMap, BTreeSet};

use super::dataset::Dataset;
use super::file::DimValue;
use super::index::DimIx;
use super::unpack::Unpack;

#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, Unpack)]
pub struct Config {
    /// For each dimension (in dataset order), the index of its value.
    pub values: Vec<usize>,
    /// Indices of the inert knobs switched on.
    pub inert: BTreeSet<usize>,
}

/// A configuration named something the dataset does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    UnknownDimension(String),
    UnknownValue {
        dimension: String,
        value: String,
        measured: Vec<String>,
    },
    UnknownInert(String),
}

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConfigError::UnknownDimension(d) => write!(f, "unknown knob or condition “{d}”"),
            ConfigError::UnknownValue {
                dimension,
                value,
                measured,
            } => write!(
                f,
                "“{value}” is not a measured value of “{dimension}” (measured: {})",
                measured.join(", ")
            ),
            ConfigError::UnknownInert(k) => write!(f, "unknown inert knob “{k}”"),
        }
    }
}

impl Config {
    /// Every dimension at its stock value, no inert knob on.
    pub fn stock(ds: &Dataset) -> Config {
        Config {
            values: ds
                .file
                .dimensions
                .iter()
                .enumerate()
                .map(|(d, dim)| ds.value_index(DimIx(d), &dim.stock).unwrap_or(0))
                .collect(),
            inert: BTreeSet::new(),
        }
    }

    /// Stock, overridden by `values` (dimension id → value id) and `inert`.
    pub fn from_ids<'a>(
        ds: &Dataset,
        values: &BTreeMap<String, String>,
        inert: impl IntoIterator<Item = &'a String>,
    ) -> Result<Config, ConfigError> {
        let mut cfg = Config::stock(ds);
        for (d, v) in values {
            cfg.set(ds, d, v)?;
        }
        for k in inert {
            let i = ds
                .inert_index(k)
                .ok_or_else(|| ConfigError::UnknownInert(k.clone()))?;
            cfg.inert.insert(i);
        }
        Ok(cfg)
    }

    /// Set one dimension by ids.
    pub fn set(&mut self, ds: &Dataset, dimension: &str, value: &str) -> Result<(), ConfigError> {
        let d = ds
            .dimension_index(dimension)
            .ok_or_else(|| ConfigError::UnknownDimension(dimension.to_string()))?;
        let v = ds
            .value_index(d, value)
            .ok_or_else(|| ConfigError::UnknownValue {
                dimension: dimension.to_string(),
                value: value.to_string(),
                measured: ds.file.dimensions[d]
                    .values
                    .iter()
                    .map(|x| x.id.clone())
                    .collect(),
            })?;
        self.values[d] = v;
        Ok(())
    }

    /// The measured value a dimension is at.
    pub fn value_of<'a>(&self, ds: &'a Dataset, dimension: DimIx) -> &'a DimValue {
        &ds.file.dimensions[dimension].values[self.values[dimension]]
    }

    /// The value id of a dimension.
    pub fn get<'a>(&self, ds: &'a Dataset, dimension: DimIx) -> &'a str {
        &self.value_of(ds, dimension).id
    }

    /// The dimensions where two configurations differ.
    pub fn differing(&self, other: &Config) -> Vec<DimIx> {
        DimIx::all(self.values.len())
            .filter(|&d| self.values[d] != other.values[d])
            .collect()
    }
}
