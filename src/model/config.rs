//! A configuration: one measured value for every dimension (knobs and
//! conditions) plus the set of inert knobs switched on. It is what the
//! schedule and the verdict take, and what a measured arm is matched against.

use super::file::IdMap;

use super::dataset::Dataset;
use super::file::DimValue;
use super::index::DimIx;
use super::unpack::Unpack;

#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, Unpack)]
pub struct Config {
    /// For each dimension (in dataset order), the index of its value.
    pub values: Vec<usize>,
    /// Indices of the inert knobs switched on.
    pub inert: KnobSet,
}

/// A set of knob indices (the inert knobs switched on): a sorted list,
/// for a handful of knobs. A `BTreeSet` was its tree's code in the first
/// module (insert, remove, rebalancing: ~1 KB of the first load's gzip);
/// packed, written and read as the same sequence.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct KnobSet(Vec<usize>);

impl KnobSet {
    pub fn new() -> KnobSet {
        KnobSet(Vec::new())
    }
    /// Add `k`; false if it was there.
    pub fn insert(&mut self, k: usize) -> bool {
        match self.0.binary_search(&k) {
            Ok(_) => false,
            Err(at) => {
                self.0.insert(at, k);
                true
            }
        }
    }
    /// Take `k` out; false if it was not there.
    pub fn remove(&mut self, k: &usize) -> bool {
        match self.0.binary_search(k) {
            Ok(at) => {
                self.0.remove(at);
                true
            }
            Err(_) => false,
        }
    }
    pub fn contains(&self, k: &usize) -> bool {
        self.0.binary_search(k).is_ok()
    }
    pub fn clear(&mut self) {
        self.0.clear();
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// In ascending order.
    pub fn iter(&self) -> std::slice::Iter<'_, usize> {
        self.0.iter()
    }
    /// The knobs in one of the two sets and not in the other, ascending.
    pub fn symmetric_difference<'a>(
        &'a self,
        other: &'a KnobSet,
    ) -> impl Iterator<Item = usize> + 'a {
        let end = self.0.last().max(other.0.last()).map_or(0, |&k| k + 1);
        (0..end).filter(move |k| self.contains(k) != other.contains(k))
    }
}

impl std::fmt::Debug for KnobSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(&self.0).finish()
    }
}

impl<'a> IntoIterator for &'a KnobSet {
    type Item = &'a usize;
    type IntoIter = std::slice::Iter<'a, usize>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl FromIterator<usize> for KnobSet {
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> KnobSet {
        let mut set = KnobSet::new();
        for k in iter {
            set.insert(k);
        }
        set
    }
}

impl serde::Serialize for KnobSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(&self.0)
    }
}

impl<'de> serde::Deserialize<'de> for KnobSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<KnobSet, D::Error> {
        Ok(Vec::<usize>::deserialize(d)?.into_iter().collect())
    }
}

impl Unpack for KnobSet {
    fn unpack(r: &mut super::unpack::Reader<'_>) -> KnobSet {
        Vec::<usize>::unpack(r).into_iter().collect()
    }
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
            inert: KnobSet::new(),
        }
    }

    /// Stock, overridden by `values` (dimension id → value id) and `inert`.
    pub fn from_ids<'a>(
        ds: &Dataset,
        values: &IdMap<String>,
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
