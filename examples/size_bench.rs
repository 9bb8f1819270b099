//! `make bench`'s figures at size (issue 41), natively in an optimised
//! build: the pure steps a knob change, a hover and a find keystroke run
//! through (schedule, layout, hit-testing, the keyboard's order, find), on
//! datasets of any size written by `bench/gen-dataset.mjs`. The browser's
//! figures (the same steps plus paint and the DOM) are `bench/size.mjs`'s;
//! these say which step grows.
//!
//!   cargo run --profile figures --example size_bench -- FILE.json...
//!
//! Prints one line per file and step: `file<TAB>step<TAB>median ms`.
use std::time::Instant;

use failover_timeline::model::{load, Config, Lang, Runs, Shown, Side};
use failover_timeline::view::find::find;
use failover_timeline::view::focus::focus_items;
use failover_timeline::view::{hit_test, layout_runs, Metrics, Scene, Viewport};

/// The median of `n` runs of `f`, in ms.
fn time<R>(n: usize, mut f: impl FnMut() -> R) -> f64 {
    let mut xs: Vec<f64> = (0..n)
        .map(|_| {
            let t = Instant::now();
            std::hint::black_box(f());
            t.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    xs.sort_by(f64::total_cmp);
    xs[n / 2]
}

fn main() {
    for file in std::env::args().skip(1) {
        let json = std::fs::read_to_string(&file).expect("a dataset file");
        let name = std::path::Path::new(&file)
            .file_stem()
            .map_or(file.clone(), |s| s.to_string_lossy().into_owned());
        let row = |step: &str, ms: f64| println!("{name}\t{step}\t{ms:.3}");
        row("load (JSON, checked)", time(3, || load(&json).is_ok()));
        let ds = load(&json).expect("a generated dataset loads");
        let stock = Config::stock(&ds);
        // A knob moved: the first dimension at its first value.
        let mut moved = stock.clone();
        let dim = &ds.file.dimensions[0];
        moved
            .set(&ds, &dim.id, &dim.values[0].id)
            .expect("the knob's first value");
        let mut runs = Runs::new(&ds, [Shown::model(&stock)]);
        let mut flip = false;
        row(
            "knob change: runs derived again",
            time(9, || {
                flip = !flip;
                runs.sync(&ds, [Shown::model(if flip { &moved } else { &stock })]);
                runs.rev()
            }),
        );
        let rows = runs.timelines();
        let horizon = runs.horizon();
        let width = 1400.0;
        let m = Metrics::default();
        let fit = Viewport::new(0.0, width / horizon.max(1.0), width);
        let scene = Scene::default();
        row(
            "layout, the whole handoff in view",
            time(9, || layout_runs(&ds, &rows, &fit, &m, Lang::En, &scene)),
        );
        let zoomed = Viewport::new(horizon / 2.0, 2.0, width);
        row(
            "layout, zoomed in (2 px/ms)",
            time(9, || layout_runs(&ds, &rows, &zoomed, &m, Lang::En, &scene)),
        );
        let list = layout_runs(&ds, &rows, &fit, &m, Lang::En, &scene);
        row(
            "  shapes in the display list (count)",
            list.shapes.len() as f64,
        );
        row(
            "hover: hit-test 100 points",
            time(9, || {
                (0..100)
                    .filter_map(|i| {
                        let x = (i * 37 % 1400) as f64;
                        let y = m.ruler_h + (i * 53) as f64 % (list.height - m.ruler_h);
                        hit_test(&list, x, y)
                    })
                    .count()
            }),
        );
        row(
            "the keyboard's order (focus_items)",
            time(5, || focus_items(&ds, &rows).len()),
        );
        row(
            "find keystroke: matches of \"park\"",
            time(5, || find(&ds, &rows, "park", Lang::En).len()),
        );
        let _ = Side::A;
    }
}
