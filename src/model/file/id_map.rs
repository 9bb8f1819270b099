//! A map from ids to values, as the file writes one (a JSON object: a
//! configuration, a stage's values per knob value, when a span happens):
//! a list sorted by id, for the handful of entries a dataset has. A
//! `BTreeMap` was its tree's code in the first module (~1 KB of the first
//! load's gzip) for maps that are read once and never changed; it reads,
//! writes and packs as the map it replaced (an object, entries by id).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::model::unpack::{Reader, Unpack};

#[derive(Clone, PartialEq)]
pub struct IdMap<V>(Vec<(String, V)>);

/// Its entries as a map's: `(&id, &value)`, by id.
pub type Iter<'a, V> = std::iter::Map<std::slice::Iter<'a, (String, V)>, Entry<'a, V>>;
type Entry<'a, V> = fn(&'a (String, V)) -> (&'a String, &'a V);

impl<V> IdMap<V> {
    pub fn new() -> IdMap<V> {
        IdMap(Vec::new())
    }
    /// Set `id` to `value` (a value it had is replaced, as JSON's last one wins).
    pub fn insert(&mut self, id: String, value: V) {
        match self.0.binary_search_by(|(k, _)| k.as_str().cmp(&id)) {
            Ok(at) => self.0[at].1 = value,
            Err(at) => self.0.insert(at, (id, value)),
        }
    }
    pub fn get(&self, id: &str) -> Option<&V> {
        self.0
            .binary_search_by(|(k, _)| k.as_str().cmp(id))
            .ok()
            .map(|at| &self.0[at].1)
    }
    pub fn iter(&self) -> Iter<'_, V> {
        self.0.iter().map(|(k, v)| (k, v))
    }
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.iter().map(|(k, _)| k)
    }
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.0.iter().map(|(_, v)| v)
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<V> Default for IdMap<V> {
    fn default() -> IdMap<V> {
        IdMap::new()
    }
}

impl<'a, V> IntoIterator for &'a IdMap<V> {
    type Item = (&'a String, &'a V);
    type IntoIter = Iter<'a, V>;
    fn into_iter(self) -> Iter<'a, V> {
        self.iter()
    }
}

impl<V> FromIterator<(String, V)> for IdMap<V> {
    fn from_iter<I: IntoIterator<Item = (String, V)>>(entries: I) -> IdMap<V> {
        let mut map = IdMap::new();
        for (k, v) in entries {
            map.insert(k, v);
        }
        map
    }
}

impl<V, const N: usize> From<[(String, V); N]> for IdMap<V> {
    fn from(entries: [(String, V); N]) -> IdMap<V> {
        entries.into_iter().collect()
    }
}

impl<V: fmt::Debug> fmt::Debug for IdMap<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl<V: Serialize> Serialize for IdMap<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for IdMap<V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<IdMap<V>, D::Error> {
        struct Entries<V>(PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for Entries<V> {
            type Value = IdMap<V>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                // As a `BTreeMap` says it: the loader's messages stay.
                f.write_str("a map")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut a: A) -> Result<IdMap<V>, A::Error> {
                let mut map = IdMap::new();
                while let Some((k, v)) = a.next_entry()? {
                    map.insert(k, v);
                }
                Ok(map)
            }
        }
        d.deserialize_map(Entries(PhantomData))
    }
}

impl<V: Unpack> Unpack for IdMap<V> {
    fn unpack(r: &mut Reader<'_>) -> IdMap<V> {
        // Packed as a map: its length, then each id and value.
        Vec::<(String, V)>::unpack(r).into_iter().collect()
    }
}
