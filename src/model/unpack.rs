//! The browser's reader for the packed datasets (`packed`): postcard's
//! encoding, read straight. `#[derive(Unpack)]` (the `unpack-derive` crate)
//! reads a struct's fields in declaration order and an enum's variant by its
//! index, which is what serde writes natively at build time.
//!
//! A hand reader instead of serde's visitors, for the first module's
//! size. A read never fails early: damage (bytes that end, a length
//! past them, an unknown tag) stops the reader, every later read gives an
//! empty value, and `unpack` returns the first damage as its error. So the
//! code per field is one call, with no unwinding of half-built values, and
//! a length is checked against the bytes left before anything is allocated:
//! damaged bytes are an error, never a panic. Native tests read every
//! bundled dataset and thousands of damaged copies both ways (this reader
//! and postcard's own) and require the same answer.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

pub use unpack_derive::Unpack;

/// What went wrong reading packed bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

/// A read position in packed bytes, and the first damage found.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    damage: Option<(&'static str, usize)>,
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Reader {
            bytes,
            at: 0,
            damage: None,
        }
    }

    /// Bytes not read yet.
    pub fn left(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// Where the next read starts.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The value that started at byte `at` is damaged: keep the first
    /// damage and read no more.
    pub fn fail(&mut self, what: &'static str, at: usize) {
        self.damage.get_or_insert((what, at));
        self.at = self.bytes.len();
    }

    /// `n` bytes, or none (and damage) if fewer are left.
    fn take(&mut self, n: usize) -> &'a [u8] {
        if n > self.left() {
            self.fail("the bytes end", self.bytes.len());
            return &[];
        }
        let taken = &self.bytes[self.at..self.at + n];
        self.at += n;
        taken
    }

    fn byte(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }

    /// An unsigned LEB128 varint of at most `bits` bits.
    fn varint(&mut self, bits: u32) -> u64 {
        let at = self.at;
        let mut value = 0u64;
        let mut shift = 0u32;
        loop {
            let b = self.byte();
            let part = u64::from(b & 0x7f);
            if shift >= bits || (bits - shift < 7 && part >> (bits - shift) != 0) {
                self.fail("a number too large", at);
                return 0;
            }
            value |= part << shift;
            if b & 0x80 == 0 {
                return value;
            }
            shift += 7;
        }
    }

    /// An enum's variant index.
    pub fn variant(&mut self) -> u32 {
        self.varint(32) as u32
    }

    /// A sequence's length. Every packed value takes at least one byte, so a
    /// length past the bytes left is damage (and is never allocated).
    fn len(&mut self) -> usize {
        let at = self.at;
        let n = self.varint(64);
        if n > self.left() as u64 {
            self.fail("a length past the end", at);
            return 0;
        }
        n as usize
    }
}

/// A value read from packed bytes (an empty one once the reader is damaged).
pub trait Unpack: Sized {
    fn unpack(r: &mut Reader<'_>) -> Self;
}

/// Read a `T` from all of `bytes`: damage or trailing bytes are an error.
pub fn unpack<T: Unpack>(bytes: &[u8]) -> Result<T, Error> {
    unpack_then(bytes, false).map(|(v, _)| v)
}

/// Read a `T` from the start of `bytes`, and give what follows it (a
/// dataset file's whole bytes: the dataset, then its reference text).
pub fn unpack_prefix<T: Unpack>(bytes: &[u8]) -> Result<(T, &[u8]), Error> {
    unpack_then(bytes, true)
}

fn unpack_then<T: Unpack>(bytes: &[u8], more: bool) -> Result<(T, &[u8]), Error> {
    let mut r = Reader::new(bytes);
    let v = T::unpack(&mut r);
    let error = match r.damage {
        Some((what, at)) => Error(format!("{what} at byte {at}")),
        None if r.left() != 0 && !more => Error(format!("{} trailing bytes", r.left())),
        None => return Ok((v, bytes.get(r.at..).unwrap_or_default())),
    };
    // In the browser, what was read of damaged bytes is not freed: the
    // first module then has no code that drops a dataset (`model::Held`).
    #[cfg(target_arch = "wasm32")]
    std::mem::forget(v);
    Err(error)
}

impl Unpack for u8 {
    fn unpack(r: &mut Reader<'_>) -> Self {
        r.byte()
    }
}

macro_rules! unsigned {
    ($($t:ty),*) => {$(
        impl Unpack for $t {
            fn unpack(r: &mut Reader<'_>) -> Self {
                // Never truncates: at most the type's bits are read.
                r.varint(<$t>::BITS.min(64)) as $t
            }
        }
    )*};
}
unsigned!(u16, u32, u64, usize);

macro_rules! signed {
    ($($t:ty => $u:ty),*) => {$(
        impl Unpack for $t {
            fn unpack(r: &mut Reader<'_>) -> Self {
                let u = <$u>::unpack(r);
                // Zigzag: 0, -1, 1, -2, …
                ((u >> 1) as $t) ^ -((u & 1) as $t)
            }
        }
    )*};
}
signed!(i16 => u16, i32 => u32, i64 => u64);

impl Unpack for f64 {
    fn unpack(r: &mut Reader<'_>) -> Self {
        match r.take(8).try_into() {
            Ok(b) => f64::from_le_bytes(b),
            Err(_) => 0.0,
        }
    }
}

impl Unpack for bool {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let at = r.at;
        match r.byte() {
            0 => false,
            1 => true,
            _ => {
                r.fail("a bool that is neither", at);
                false
            }
        }
    }
}

impl Unpack for String {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let n = r.len();
        let at = r.at;
        match std::str::from_utf8(r.take(n)) {
            Ok(s) => s.to_owned(),
            Err(_) => {
                r.fail("text that is not UTF-8", at);
                String::new()
            }
        }
    }
}

impl<T: Unpack> Unpack for Option<T> {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let at = r.at;
        match r.byte() {
            0 => None,
            1 => Some(T::unpack(r)),
            _ => {
                r.fail("an option that is neither", at);
                None
            }
        }
    }
}

impl<T: Unpack> Unpack for Vec<T> {
    fn unpack(r: &mut Reader<'_>) -> Self {
        // Collected from a range: its length is known, so no element's
        // push checks the capacity (smaller than a loop of pushes).
        let n = r.len();
        (0..n).map(|_| T::unpack(r)).collect()
    }
}

impl<A: Unpack, B: Unpack> Unpack for (A, B) {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let a = A::unpack(r);
        (a, B::unpack(r))
    }
}

// Sets and maps are filled one entry at a time: collecting one sorts
// first, and each key type would bring its own copy of a sort's code
// (kilobytes of the first load) for entries that arrive in order anyway.
impl<T: Unpack + Ord> Unpack for BTreeSet<T> {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let mut set = BTreeSet::new();
        for _ in 0..r.len() {
            set.insert(T::unpack(r));
        }
        set
    }
}

impl<K: Unpack + Ord, V: Unpack> Unpack for BTreeMap<K, V> {
    fn unpack(r: &mut Reader<'_>) -> Self {
        let mut map = BTreeMap::new();
        for _ in 0..r.len() {
            let k = K::unpack(r);
            map.insert(k, V::unpack(r));
        }
        map
    }
}
