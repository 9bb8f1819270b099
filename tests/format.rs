//! view::format: numbers as the page writes them, with integer arithmetic
//! (no Rust float formatting in the wasm), checked against Rust's own.

use failover_timeline::view::format::{format_fixed, format_ms, range_text, signed_ms};

#[test]
fn milliseconds_have_at_most_one_decimal_and_no_trailing_zero() {
    assert_eq!(format_ms(81.0), "81");
    assert_eq!(format_ms(81.25), "81.3");
    assert_eq!(format_ms(7.44), "7.4");
    assert_eq!(format_ms(0.04), "0");
    assert_eq!(format_ms(-0.04), "0");
    assert_eq!(format_ms(-2.5), "-2.5");
    assert_eq!(format_ms(266_100.0), "266100");
    assert_eq!(format_ms(f64::INFINITY), "—");
    assert_eq!(format_ms(f64::NAN), "—");
    assert_eq!(signed_ms(-5.0), "−5");
    assert_eq!(signed_ms(2.25), "+2.3");
    assert_eq!(range_text((400.0, 900.5)), "400–900.5");
}

/// Away from exact ties (where Rust rounds half to even and the page rounds
/// half away from zero), every value reads as Rust's `{:.N}` would write it.
#[test]
fn fixed_decimals_read_as_rusts_formatting() {
    let rust = |v: f64, d: usize| {
        let s = format!("{v:.d$}");
        let s = if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        };
        if s == "-0" {
            "0".to_string()
        } else {
            s
        }
    };
    let mut checked = 0;
    let mut v = -2_000.0_f64;
    while v < 300_000.0 {
        for d in 0..4 {
            let scaled = v.abs() * 10f64.powi(d as i32);
            if (scaled - scaled.floor() - 0.5).abs() < 1e-6 {
                continue;
            }
            assert_eq!(format_fixed(v, d), rust(v, d), "{v} to {d} decimals");
            checked += 1;
        }
        v += if v.abs() < 100.0 { 0.0137 } else { 13.7 };
    }
    assert!(checked > 50_000, "{checked}");
    assert_eq!(format_fixed(f64::NAN, 2), "NaN");
    assert_eq!(format_fixed(-0.0001, 2), "0");
}

#[test]
fn a_plain_decimal_reads_as_rust_reads_it_and_nothing_else_reads() {
    use failover_timeline::view::format::parse_decimal;
    for s in [
        "8",
        "3.4",
        "0.02",
        "64",
        "-0.5",
        ".5",
        "12.",
        "+7",
        "007.250",
        "3.14159265358979",
    ] {
        assert_eq!(parse_decimal(s), Some(s.parse::<f64>().unwrap()), "{s}");
    }
    for s in [
        "", ".", "-", "abc", "1e3", "inf", "NaN", "1.2.3", "0x10", "1,5", " - 1",
    ] {
        assert_eq!(parse_decimal(s), None, "{s}");
    }
}

#[test]
fn the_shortest_decimal_reads_back_as_the_same_number() {
    use failover_timeline::view::format::{parse_decimal, shortest};
    assert_eq!(shortest(8.0), "8");
    assert_eq!(shortest(33.3), "33.3");
    assert_eq!(shortest(8.0 * 1.25 * 1.25 * 1.25), "15.625");
    let mut z = 8.0_f64;
    for _ in 0..40 {
        z /= 1.25;
        let s = shortest(z);
        let back = parse_decimal(&s).unwrap();
        // Nine decimals at most: within a billionth of a px per ms.
        assert!((back - z).abs() <= 1e-9, "{z} → {s}");
        let rust = format!("{z}");
        if rust.split('.').nth(1).is_none_or(|f| f.len() <= 9) {
            assert_eq!(s, rust, "as short as Rust's own");
        }
    }
}
