//! The bundled datasets as the browser reads them: the JSON value tree,
//! packed at build time (build.rs) into a few tagged bytes per value, read
//! back here through serde. It keeps serde_json's parser (~120 KB of wasm)
//! out of the page and parses faster; the JSON stays the source, and
//! native tests check that both readings give the same dataset.
//!
//! Format: one value is a tag byte, then
//! `0` null · `1` false · `2` true · `3` f64 (8 bytes LE) · `4` string
//! (varint length, UTF-8) · `5` array (varint count, values) · `6` object
//! (varint count, then key string without tag and value, repeated) · `7`
//! unsigned integer (varint) · `8` signed integer (zigzag varint).

use std::fmt;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};

pub const NULL: u8 = 0;
pub const FALSE: u8 = 1;
pub const TRUE: u8 = 2;
pub const F64: u8 = 3;
pub const STR: u8 = 4;
pub const ARRAY: u8 = 5;
pub const OBJECT: u8 = 6;
pub const U64: u8 = 7;
pub const I64: u8 = 8;

/// What went wrong, with the byte offset.
#[derive(Debug, Clone, PartialEq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// Read a `T` from packed bytes; trailing bytes are an error.
pub fn from_bytes<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Error> {
    let mut de = Reader { b: bytes, pos: 0 };
    let v = T::deserialize(&mut de)?;
    if de.pos != bytes.len() {
        return Err(Error(format!("{} trailing bytes", bytes.len() - de.pos)));
    }
    Ok(v)
}

struct Reader<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, Error> {
        let v = *self
            .b
            .get(self.pos)
            .ok_or_else(|| Error(format!("unexpected end at byte {}", self.pos)))?;
        self.pos += 1;
        Ok(v)
    }

    fn varint(&mut self) -> Result<u64, Error> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Error(format!("varint too long at byte {}", self.pos)))
    }

    fn str(&mut self) -> Result<&'a str, Error> {
        let n = self.varint()? as usize;
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.b.len())
            .ok_or_else(|| Error(format!("string past the end at byte {}", self.pos)))?;
        let s = std::str::from_utf8(&self.b[self.pos..end])
            .map_err(|e| Error(format!("bad UTF-8 at byte {}: {e}", self.pos)))?;
        self.pos = end;
        Ok(s)
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn unexpected(&self, tag: u8, what: &str) -> Error {
        Error(format!(
            "expected {what}, found tag {tag} at byte {}",
            self.pos - 1
        ))
    }

    fn expect(&mut self, tag: u8) -> Result<(), Error> {
        match self.byte()? {
            t if t == tag => Ok(()),
            t => Err(self.unexpected(t, TAG_NAMES.get(tag as usize).copied().unwrap_or("?"))),
        }
    }

    fn f64_bytes(&mut self) -> Result<f64, Error> {
        let end = self.pos + 8;
        let bytes: [u8; 8] = self
            .b
            .get(self.pos..end)
            .and_then(|s| s.try_into().ok())
            .ok_or_else(|| Error(format!("f64 past the end at byte {}", self.pos)))?;
        self.pos = end;
        Ok(f64::from_le_bytes(bytes))
    }

    fn i64_zigzag(&mut self) -> Result<i64, Error> {
        let z = self.varint()?;
        Ok(((z >> 1) as i64) ^ -((z & 1) as i64))
    }

    /// Any number, as f64.
    fn number(&mut self) -> Result<f64, Error> {
        match self.byte()? {
            F64 => self.f64_bytes(),
            U64 => Ok(self.varint()? as f64),
            I64 => Ok(self.i64_zigzag()? as f64),
            t => Err(self.unexpected(t, "a number")),
        }
    }

    /// Step over one value.
    fn skip(&mut self) -> Result<(), Error> {
        match self.byte()? {
            NULL | FALSE | TRUE => Ok(()),
            F64 => self.f64_bytes().map(drop),
            STR => self.str().map(drop),
            U64 | I64 => self.varint().map(drop),
            ARRAY => (0..self.varint()?).try_for_each(|_| self.skip()),
            OBJECT => (0..self.varint()?).try_for_each(|_| {
                self.str()?;
                self.skip()
            }),
            t => Err(self.unexpected(t, "a value")),
        }
    }
}

const TAG_NAMES: [&str; 9] = [
    "null",
    "false",
    "true",
    "a number",
    "a string",
    "an array",
    "an object",
    "an integer",
    "an integer",
];

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    #[inline(never)]
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.byte()? {
            NULL => visitor.visit_unit(),
            FALSE => visitor.visit_bool(false),
            TRUE => visitor.visit_bool(true),
            F64 => visitor.visit_f64(self.f64_bytes()?),
            STR => visitor.visit_borrowed_str(self.str()?),
            ARRAY => {
                let n = self.varint()? as usize;
                visitor.visit_seq(Items { r: self, left: n })
            }
            OBJECT => {
                let n = self.varint()? as usize;
                visitor.visit_map(Items { r: self, left: n })
            }
            U64 => visitor.visit_u64(self.varint()?),
            I64 => visitor.visit_i64(self.i64_zigzag()?),
            t => Err(Error(format!("unknown tag {t} at byte {}", self.pos - 1))),
        }
    }

    #[inline(never)]
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.peek() == Some(NULL) {
            self.pos += 1;
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    #[inline(never)]
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        // The datasets' enums are unit variants written as strings.
        match self.byte()? {
            STR => visitor.visit_enum(self.str()?.into_deserializer()),
            t => Err(Error(format!(
                "expected a string for an enum, found tag {t}"
            ))),
        }
    }

    // Typed reads call one visitor method each, so a type's visitor is
    // built only for what it asks (the way serde_json's reads are).
    //
    // The reads that recurse are never inlined: inlined, the reading of the
    // whole dataset became one 60 KB function (120 KB after wasm-opt), which
    // Chromium compiles slowly: first paint ~+100 ms (make bench).
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.expect(STR)?;
        visitor.visit_borrowed_str(self.str()?)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let v = self.number()?;
        visitor.visit_f64(v)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.expect(U64)?;
        visitor.visit_u64(self.varint()?)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.byte()? {
            FALSE => visitor.visit_bool(false),
            TRUE => visitor.visit_bool(true),
            t => Err(self.unexpected(t, "a boolean")),
        }
    }

    #[inline(never)]
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.expect(ARRAY)?;
        let n = self.varint()? as usize;
        visitor.visit_seq(Items { r: self, left: n })
    }

    #[inline(never)]
    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.expect(OBJECT)?;
        let n = self.varint()? as usize;
        visitor.visit_map(Items { r: self, left: n })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.skip()?;
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u128 char
        bytes byte_buf unit unit_struct newtype_struct tuple tuple_struct
    }
}

/// The items of an array or the entries of an object.
struct Items<'r, 'de> {
    r: &'r mut Reader<'de>,
    left: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.r).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

impl<'de> MapAccess<'de> for Items<'_, 'de> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        let key = self.r.str()?;
        seed.deserialize(de::value::BorrowedStrDeserializer::new(key))
            .map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        seed.deserialize(&mut *self.r)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.left)
    }
}

/// Pack a JSON value (build.rs packs every bundled dataset with this).
#[cfg(not(target_arch = "wasm32"))]
pub fn pack(v: &serde_json::Value, out: &mut Vec<u8>) {
    use serde_json::Value;
    fn varint(mut n: u64, out: &mut Vec<u8>) {
        while n >= 0x80 {
            out.push((n as u8 & 0x7f) | 0x80);
            n >>= 7;
        }
        out.push(n as u8);
    }
    fn string(s: &str, out: &mut Vec<u8>) {
        varint(s.len() as u64, out);
        out.extend_from_slice(s.as_bytes());
    }
    match v {
        Value::Null => out.push(NULL),
        Value::Bool(false) => out.push(FALSE),
        Value::Bool(true) => out.push(TRUE),
        Value::Number(n) => {
            if let Some(u) = n.as_u64() {
                out.push(U64);
                varint(u, out);
            } else if let Some(i) = n.as_i64() {
                out.push(I64);
                varint(((i << 1) ^ (i >> 63)) as u64, out);
            } else {
                out.push(F64);
                out.extend_from_slice(&n.as_f64().unwrap_or(f64::NAN).to_le_bytes());
            }
        }
        Value::String(s) => {
            out.push(STR);
            string(s, out);
        }
        Value::Array(items) => {
            out.push(ARRAY);
            varint(items.len() as u64, out);
            for item in items {
                pack(item, out);
            }
        }
        Value::Object(map) => {
            out.push(OBJECT);
            varint(map.len() as u64, out);
            for (k, item) in map {
                string(k, out);
                pack(item, out);
            }
        }
    }
}
