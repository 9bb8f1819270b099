//! `make check-dataset FILE=data/NAME.json`: everything a team adding its own
//! failover timeline needs to hear before `make dist`, with no browser:
//! loader errors with their JSON paths, every quote checked against the
//! seed page it names (`seeds/ID.txt` beside the file), and the calibration
//! table (the model against every measured figure).
use std::path::Path;

use failover_timeline::model::{calibrate, calibration_table, load, quotes::check_quotes};

fn main() {
    let Some(file) = std::env::args().nth(1) else {
        eprintln!("usage: check-dataset data/NAME.json");
        std::process::exit(2);
    };
    let path = Path::new(&file);
    let json = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{file}: {e}");
            std::process::exit(2);
        }
    };
    let mut failed = false;
    let ds = match load(&json) {
        Ok(ds) => Some(ds),
        Err(errors) => {
            eprintln!("{file} does not load:\n{errors}");
            failed = true;
            None
        }
    };
    let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
    if let Some(ds) = &ds {
        if Some(&ds.file.id) != stem.as_ref() {
            eprintln!(
                "$.id: {:?} must be the file's name without .json ({:?}): it is the dataset= value in a link",
                ds.file.id,
                stem.unwrap_or_default()
            );
            failed = true;
        }
    }
    if let Ok(value) = serde_json::from_str(&json) {
        let seeds = path.parent().unwrap_or(Path::new(".")).join("seeds");
        let problems = check_quotes(&value, |id| {
            std::fs::read_to_string(seeds.join(format!("{id}.txt"))).ok()
        });
        for p in &problems {
            eprintln!("{p}");
        }
        failed |= !problems.is_empty();
        if problems.is_empty() {
            println!("quotes: every quote is a verbatim passage of its seed");
        }
    }
    if let Some(ds) = &ds {
        print!("{}", calibration_table(ds));
        let unexplained: Vec<_> = calibrate(ds)
            .into_iter()
            .filter(|r| !r.within && r.limit.is_none())
            .collect();
        if !unexplained.is_empty() {
            eprintln!(
                "{} figure(s) missed with no model_limits entry saying why",
                unexplained.len()
            );
            failed = true;
        }
    }
    if failed {
        std::process::exit(1);
    }
    // Only a file directly in data/ is bundled (data/examples/ is not).
    let bundled = path
        .parent()
        .and_then(|p| p.file_name())
        .is_some_and(|d| d == "data");
    if bundled {
        println!("{file}: ok — `make dist` adds it to the picker");
    } else {
        println!("{file}: ok — copy it into data/ (with its seeds) and `make dist` adds it to the picker");
    }
}
