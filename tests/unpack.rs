//! The browser's reader of the packed form (`model::unpack`), rule by rule
//! against the writer (postcard): every value serde writes reads back as
//! itself, and every kind of damage is an error that names where it is.
//! (`tests/model.rs` also reads whole datasets and damaged copies of them
//! both ways.)

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Debug;

use failover_timeline::model::file::{Duration, Source};
use failover_timeline::model::index::SpanIx;
use failover_timeline::model::packed::pack;
use failover_timeline::model::unpack::{unpack, Unpack};
use failover_timeline::model::Text;

mod common;
use common::by_postcard;

/// `v` packed by serde reads back as `v` (compared by its Debug form).
fn round_trips<T: serde::Serialize + Unpack + Debug>(v: T) {
    let bytes = pack(&v);
    let back: T = unpack(&bytes).unwrap_or_else(|e| panic!("{v:?} from {bytes:?}: {e}"));
    assert_eq!(format!("{back:?}"), format!("{v:?}"), "from {bytes:?}");
}

/// Both readers refuse `bytes` as a `T`; ours says what and where.
fn refused<T>(bytes: &[u8], what: &str)
where
    T: serde::de::DeserializeOwned + Unpack + Debug,
{
    let e = unpack::<T>(bytes).expect_err("refused");
    assert!(e.to_string().contains(what), "{e} (expected: {what})");
    let theirs = by_postcard::<T>(bytes);
    assert!(theirs.is_none(), "postcard reads {bytes:?} as {theirs:?}");
}

#[test]
fn every_number_at_its_edges_reads_back() {
    for v in [0u16, 1, 127, 128, 255, 16_383, 16_384, u16::MAX] {
        round_trips(v);
    }
    for v in [0u32, 1, 127, 128, 2_097_151, 2_097_152, u32::MAX] {
        round_trips(v);
    }
    for v in [0u64, 1, 128, u64::from(u32::MAX) + 1, u64::MAX] {
        round_trips(v);
    }
    for v in [0usize, 1, 300, 70_000] {
        round_trips(v);
    }
    for v in [0i32, -1, 1, -64, 64, i32::MIN, i32::MAX] {
        round_trips(v);
    }
    for v in [0i64, -1, i64::MIN, i64::MAX] {
        round_trips(v);
    }
    for v in [
        0.0f64,
        -0.0,
        1.5,
        -266.25,
        f64::MAX,
        f64::MIN_POSITIVE,
        f64::INFINITY,
    ] {
        round_trips(v);
    }
    for v in [0u8, 1, 200, 255] {
        round_trips(v);
    }
}

#[test]
fn text_options_lists_maps_and_enums_read_back() {
    round_trips(String::new());
    round_trips("client outage 81 ms · 端到端 85 ms".to_string());
    round_trips(Some(true));
    round_trips(None::<bool>);
    round_trips(vec![Some(1u32), None, Some(300)]);
    round_trips(BTreeMap::from([
        ("1ms".to_string(), 12.5f64),
        ("10ms".into(), -3.0),
    ]));
    round_trips(BTreeSet::from([0usize, 3, 200]));
    round_trips(vec![SpanIx(0), SpanIx(4_000)]);
    let text = Text {
        en: "stock".into(),
        zh: "默认".into(),
    };
    round_trips(Source::Derived {
        derived: text.clone(),
    });
    round_trips(Source::Seed {
        seed: "000".into(),
        quote: "a sentence".into(),
    });
    round_trips(Duration::Fixed(10.0));
    round_trips(Duration::By {
        by: "hb".into(),
        values: BTreeMap::from([("10ms".into(), 10.0)]),
    });
}

#[test]
fn damage_is_an_error_that_says_where() {
    // The bytes end inside a value.
    refused::<u32>(&[], "the bytes end at byte 0");
    refused::<u32>(&[0x80], "the bytes end at byte 1");
    refused::<u32>(&[0x80, 0x80], "the bytes end at byte 2");
    refused::<f64>(&[0; 7], "the bytes end");
    // A varint wider than its type.
    refused::<u16>(&[0xff, 0xff, 0x04], "a number too large at byte 0");
    refused::<u32>(&[0xff, 0xff, 0xff, 0xff, 0x10], "a number too large");
    refused::<u64>(&[0xff; 11], "a number too large");
    // Tags that are neither.
    refused::<bool>(&[2], "a bool that is neither at byte 0");
    refused::<Vec<Option<u8>>>(&[2, 0, 2, 0], "an option that is neither at byte 2");
    refused::<Source>(&[7], "an unknown variant at byte 0");
    // A length past the bytes left is refused before anything is made.
    refused::<Vec<u8>>(&[0xff, 0xff, 0xff, 0xff, 0x0f], "a length past the end");
    refused::<String>(&[5, b'a', b'b'], "a length past the end at byte 0");
    refused::<String>(&[2, 0xc3, 0x28], "text that is not UTF-8 at byte 1");
    // Whole values with bytes after them.
    let e = unpack::<u8>(&[1, 2, 3]).unwrap_err().to_string();
    assert_eq!(e, "2 trailing bytes");
}

/// After damage the reader gives empty values and reads nothing more, so a
/// damaged length deep inside a list stops the whole read quickly and the
/// error is the first damage, not a later one.
#[test]
fn the_first_damage_is_the_error() {
    // A list of two strings: the first claims 9 bytes, 2 are left.
    let e = unpack::<Vec<String>>(&[2, 9, b'a', b'b'])
        .unwrap_err()
        .to_string();
    assert_eq!(e, "a length past the end at byte 1");
}
