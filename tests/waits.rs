//! The "WAIT slices" control, end to end in the pure layers: the link
//! (`waits=0`), the picture built from the view, the layout every image
//! draws, and the trace.

mod common;
use common::bundled;
use failover_timeline::model::{Lang, Runs};
use failover_timeline::state::protocol::Snapshot;
use failover_timeline::state::query::{decode, encode, Defaults};
use failover_timeline::state::ViewState;
use failover_timeline::view::export::RunShown;
use failover_timeline::view::svg::svg;
use failover_timeline::view::trace::trace_json;
use failover_timeline::view::{layout_runs, Metrics, Shape, Target, Theme, Viewport};

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

/// The WAIT blocks a layout of `view` draws, built as the canvas builds it.
fn waits_drawn(ds: &failover_timeline::model::Dataset, view: &ViewState) -> usize {
    let runs = Runs::new(ds, view.runs());
    let pic = Snapshot::new(ds, view).picture(ds, &runs, None);
    let vp = Viewport::new(view.start_ms, view.zoom, 100_000.0);
    let list = layout_runs(
        ds,
        &runs.drawn(),
        &vp,
        &Metrics::default(),
        Lang::En,
        &pic.scene,
    );
    list.shapes
        .iter()
        .filter(|s| {
            matches!(s, Shape::Rect { hit: Some(h), .. } if matches!(h.target, Target::Wait { .. }))
        })
        .count()
}

#[test]
fn waits_0_in_a_link_leaves_the_wait_slices_out_of_every_picture() {
    let mut some = 0;
    for ds in bundled() {
        let (shown, notices) = decode(&ds, "", DEFAULTS);
        assert!(notices.is_empty());
        assert!(!shown.waits_hidden, "shown by default");
        let (hidden, notices) = decode(&ds, "waits=0", DEFAULTS);
        assert!(notices.is_empty(), "{notices:?}");
        assert!(hidden.waits_hidden);
        let (with, without) = (
            encode(&ds, &hidden, DEFAULTS),
            encode(&ds, &shown, DEFAULTS),
        );
        assert!(with.ends_with("waits=0"), "{with}");
        assert!(
            !without.contains("waits"),
            "shown is the default: {without}"
        );
        let (_, bad) = decode(&ds, "waits=maybe", DEFAULTS);
        assert_eq!(bad.len(), 1, "a value it cannot take is a notice");

        // Every preset: what is drawn with them shown is gone with them out.
        for p in 0..ds.file.presets.len() {
            let mut view = shown.clone();
            view.apply_preset(&ds, p);
            let n = waits_drawn(&ds, &view);
            some += n;
            view.waits_hidden = true;
            assert_eq!(waits_drawn(&ds, &view), 0, "{} preset {p}", ds.file.id);

            // The SVG and the trace, from the picture the page below builds.
            let runs = Runs::new(&ds, view.runs());
            let run = runs.get(failover_timeline::model::Side::A);
            let shot = RunShown {
                config: &run.config,
                timeline: &run.timeline,
                verdict: &run.verdict,
                own: None,
                drill: None,
            };
            for hide in [false, true] {
                view.waits_hidden = hide;
                let pic = Snapshot::new(&ds, &view).picture(&ds, &runs, None);
                let image = svg(&ds, &[shot], &pic);
                let trace = trace_json(&ds, &[shot], &pic);
                let (in_svg, in_trace) =
                    (image.contains("class=\"wait\""), trace.contains("\"WAIT\""));
                if hide {
                    assert!(!in_svg && !in_trace, "{} preset {p}: left out", ds.file.id);
                } else {
                    assert_eq!(
                        in_svg,
                        n > 0,
                        "{} preset {p}: the SVG draws what the canvas does",
                        ds.file.id
                    );
                    assert_eq!(
                        in_trace,
                        run.timeline
                            .spans
                            .iter()
                            .any(|s| s.happens && s.wait.is_some())
                    );
                }
            }
        }
    }
    assert!(some > 0, "the bundled datasets draw WAIT slices somewhere");
}
