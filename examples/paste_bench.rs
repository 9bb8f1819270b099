//! `make bench`'s figure for "check my config" on hostile pastes: how long
//! the reader takes on the pastes that would show a read gone unbounded or
//! quadratic (thousands of continuation lines, one huge line of flags,
//! block scalars nested to the line cap, quote characters on every line).
//! The tests assert what these pastes read as (`tests/config_forms.rs`);
//! their time is measured here, in an optimised build, not in a test.
use std::time::Instant;

use failover_timeline::model::bundled::DATASETS;
use failover_timeline::model::jvm::{check, MAX_CHECK_LINES};
use failover_timeline::model::{load, Config};

const SETUP: &str = "aeron.publication.setup.timeout";

fn pastes() -> Vec<(&'static str, String)> {
    let nested: String = (0..MAX_CHECK_LINES)
        .map(|i| format!("{}k{i}: |\n", " ".repeat(i)))
        .collect();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let alphabet: Vec<char> = "\"'\\\n -Da.b=1:[]|>#$({".chars().collect();
    let junk: String = (0..40_000)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            alphabet[(seed % alphabet.len() as u64) as usize]
        })
        .collect();
    vec![
        (
            "10,000 continuation lines",
            format!("{SETUP}=1\\\n{}", "0\\\n".repeat(10_000)),
        ),
        (
            "a YAML value of 10,000 lines",
            format!(
                "env:\n  value: \"-D{SETUP}=1\n{}\"",
                "  -Dx.y=0\n".repeat(10_000)
            ),
        ),
        (
            "one line of 50,000 flags",
            format!("-D{SETUP}=10000000 ").repeat(50_000),
        ),
        (
            "a 200,000-character key",
            format!("aeron.{}=1", "x".repeat(200_000)),
        ),
        ("block scalars nested to the line cap", nested),
        ("40,000 quote characters in every order", junk),
    ]
}

fn main() {
    let (_, json) = DATASETS
        .iter()
        .find(|(id, _)| *id == "aeron-graceful-stepdown")
        .expect("the Aeron dataset is bundled");
    let ds = load(json).expect("the bundled dataset loads");
    let base = Config::stock(&ds);
    for (name, text) in pastes() {
        let mut times: Vec<f64> = (0..7)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(check(&ds, &text, &base));
                t.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        times.sort_by(f64::total_cmp);
        // One line a figure: name, bytes, median and slowest of 7 (ms).
        println!(
            "{name}\t{}\t{:.2}\t{:.2}",
            text.len(),
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
}
