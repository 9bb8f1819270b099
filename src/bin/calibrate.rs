//! `make calibrate`: print the model-vs-measured table for every bundled dataset.
use failover_timeline::model::{bundled::DATASETS, calibration_table, load};

fn main() {
    for (id, json) in DATASETS {
        match load(json) {
            Ok(ds) => println!("== {id}\n{}", calibration_table(&ds)),
            Err(e) => {
                eprintln!("== {id}: does not load\n{e}");
                std::process::exit(1);
            }
        }
    }
}
