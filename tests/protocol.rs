//! Native tests of what the two modules say to each other: every field of a
//! snapshot and every intent comes out of the wire as it went in, for both
//! bundled datasets, and a message that does not fit the dataset is an
//! error, never a panic.

mod common;
use common::bundled;
use failover_timeline::model::drill::Drill;
use failover_timeline::model::index::{LaneIx, SpanIx};
use failover_timeline::model::own::{By, OwnFigures, OwnMetric};
use failover_timeline::model::{Config, Dataset, Lang, Side};
use failover_timeline::state::drill_link::DrillLink;
use failover_timeline::state::protocol::{Intent, Snapshot};
use failover_timeline::view::describe::drawn_drill;
use failover_timeline::view::Theme;

/// A configuration with every dimension at its last value and every inert
/// knob on: as far from stock as the dataset goes.
fn far(ds: &Dataset) -> Config {
    let mut c = Config::stock(ds);
    for (v, d) in c.values.iter_mut().zip(&ds.file.dimensions) {
        *v = d.values.len() - 1;
    }
    c.inert = (0..ds.file.inert.len()).collect();
    c
}

/// Figures of every metric of the dataset (values that are not round
/// numbers) for `config`.
fn figures(ds: &Dataset, config: Config, by: By) -> OwnFigures {
    OwnFigures {
        config,
        metrics: (0..ds.file.metrics.len())
            .map(|m| OwnMetric {
                metric: m,
                values: vec![71.25, 0.001 * m as f64, 86_400_000.0],
            })
            .collect(),
        by,
    }
}

/// A drill of every second mark of `ds`, at odd times (a µs, a third).
fn drill(ds: &Dataset, by: By) -> Drill {
    let times: Vec<(usize, f64)> = (0..ds.file.marks.len())
        .step_by(2)
        .map(|m| (m, 1_772_619_302_000.0 + m as f64 * 12.345 + 1.0 / 3.0))
        .collect();
    Drill::new(ds, &times, by)
}

/// `drill` as a link carries it, with the wire's separators in its text
/// (a link's text is whatever its author wrote).
fn link(ds: &Dataset, drill: &Drill) -> DrillLink {
    let mut l = DrillLink::of(ds, drill);
    l.marks.push_str(",x;y=z|%3B:1");
    l
}

/// A change to one field of a snapshot.
type Change<'a> = Box<dyn Fn(&mut Snapshot) + 'a>;

fn base(ds: &Dataset) -> Snapshot {
    Snapshot {
        dataset: ds.file.id.clone(),
        configs: vec![Config::stock(ds)],
        own: vec![None],
        drills: vec![None],
        lang: Lang::En,
        theme: Theme::Light,
        critical: false,
        waits_hidden: false,
        selected: None,
        zoom: 8.0,
        ruler: None,
        tour: None,
        find: None,
    }
}

#[test]
fn every_snapshot_field_survives_the_wire() {
    for ds in bundled() {
        let b = base(&ds);
        let changes: Vec<(&str, Change)> = vec![
            ("configs", Box::new(|s| s.configs = vec![far(&ds)])),
            (
                "compare",
                Box::new(|s| {
                    s.configs.push(far(&ds));
                    s.own.push(None);
                    s.drills.push(None);
                }),
            ),
            (
                "own figures of A",
                Box::new(|s| s.own = vec![Some(figures(&ds, Config::stock(&ds), By::You))]),
            ),
            (
                "own figures of B",
                Box::new(|s| {
                    s.configs.push(far(&ds));
                    s.own = vec![None, Some(figures(&ds, far(&ds), By::Link))];
                    s.drills.push(None);
                }),
            ),
            (
                "drill of A",
                Box::new(|s| s.drills = vec![Some(link(&ds, &drill(&ds, By::You)))]),
            ),
            (
                "drill of B, a lane's clock offset",
                Box::new(|s| {
                    s.configs.push(far(&ds));
                    s.own.push(None);
                    let d = drill(&ds, By::Link).with_skew(LaneIx(1), -3.125);
                    s.drills = vec![None, Some(link(&ds, &d))];
                }),
            ),
            ("lang", Box::new(|s| s.lang = Lang::Zh)),
            ("theme", Box::new(|s| s.theme = Theme::Dark)),
            ("critical", Box::new(|s| s.critical = true)),
            ("waits hidden", Box::new(|s| s.waits_hidden = true)),
            (
                "selected",
                Box::new(|s| s.selected = Some(SpanIx(ds.file.spans.len() - 1))),
            ),
            // A zoom fitted to a width: not a round number.
            ("zoom", Box::new(|s| s.zoom = 1100.0 / 343.0)),
            // A ruler's ends at full precision (an edge's instant).
            ("ruler", Box::new(|s| s.ruler = Some((-1.0 / 3.0, 257.125)))),
            // The wire's separators and its escape in a query, and a CJK one.
            ("find", Box::new(|s| s.find = Some("a;b=c%3B d".into()))),
            (
                "find in Chinese",
                Box::new(|s| s.find = Some("切换".into())),
            ),
        ];
        let mut changes = changes;
        if !ds.tour().is_empty() {
            let last = ds.tour().len() - 1;
            changes.push(("tour", Box::new(move |s| s.tour = Some(last))));
        }
        for (name, change) in changes {
            let mut s = b.clone();
            change(&mut s);
            assert_ne!(s, b, "{name}: the change changes the snapshot");
            let back = Snapshot::decode(&ds, &s.encode());
            assert_eq!(back, Ok(s), "{}: {name}", ds.file.id);
        }
    }
}

#[test]
fn every_intent_survives_the_wire() {
    for ds in bundled() {
        let mut intents = vec![
            Intent::Show {
                config: far(&ds),
                critical: true,
            },
            Intent::Show {
                config: Config::stock(&ds),
                critical: false,
            },
        ];
        for side in Side::ALL {
            let d = drill(&ds, By::You).with_skew(LaneIx(0), 0.5);
            intents.push(Intent::SetDrill {
                side,
                drill: Some(link(&ds, &d)),
            });
            // A drill as drawn: its held schedule, words and figures,
            // exact (both modules derive one run from it).
            for lang in [Lang::En, Lang::Zh] {
                let config = far(&ds);
                let (drawn, _) = drawn_drill(&ds, side, &config, &d, lang);
                intents.push(Intent::Drawn {
                    side,
                    config,
                    link: link(&ds, &d),
                    drawn: Box::new(drawn),
                });
            }
            intents.push(Intent::SetDrill { side, drill: None });
            intents.push(Intent::SetOwn {
                side,
                figures: None,
            });
            for by in [By::You, By::Link] {
                intents.push(Intent::SetOwn {
                    side,
                    figures: Some(figures(&ds, far(&ds), by)),
                });
            }
        }
        for knob in 0..ds.file.inert.len() {
            for side in Side::ALL {
                for on in [true, false] {
                    intents.push(Intent::SetInert { side, knob, on });
                }
            }
        }
        for i in intents {
            let back = Intent::decode(&ds, &i.encode());
            match &i {
                // A schedule's NaN (a time past a length not given) is not
                // equal to itself: the line read back is written again,
                // bit for bit.
                Intent::Drawn { .. } => {
                    let back = back.unwrap_or_else(|e| panic!("{e:?}: {i:?}"));
                    assert_eq!(back.encode(), i.encode());
                }
                _ => assert_eq!(back, Ok(i.clone()), "{i:?}"),
            }
        }
    }
}

#[test]
fn a_message_that_does_not_fit_the_dataset_is_an_error() {
    for ds in bundled() {
        let good = base(&ds).encode();
        let other = good.replace(&format!("ds={}", ds.file.id), "ds=elsewhere");
        let cases = [
            String::new(),
            "nonsense".to_string(),
            other,
            good.replace("lang=en", "lang=xx"),
            good.replace("zoom=", "zoom=x"),
            format!("{good};sel=999999"),
            format!("{good};run=1.2"),
            format!("{good};run=/"),
            format!("{good};run=a/b"),
            // Three runs: there are two sides.
            format!("{good};run={0};run={0}", good.split("run=").nth(1).unwrap()),
            "set-inert;side=C;knob=0;on=1".to_string(),
            "set-inert;side=A;knob=99999;on=1".to_string(),
            "set-inert;side=A;on=1".to_string(),
            "set-inert;side=A;knob=0".to_string(),
            "show;cp=1".to_string(),
            format!("{good};own=A,you,99999:71"),
            format!("{good};own=A,you,0:{}", (-5.0f64).to_bits()),
            format!("{good};own=A,you,0:{}", f64::NAN.to_bits()),
            format!("{good};own=A,you,0:"),
            format!("{good};own=B,you,0:71"),
            format!("{good};own=A,somebody,0:71"),
            "set-own;side=A;by=you;run=0/;fig=0:4634204016564240384".to_string(),
            "set-own;side=A;by=me;fig=0:71".to_string(),
        ];
        for line in cases {
            let read = Snapshot::decode(&ds, &line).is_ok() || Intent::decode(&ds, &line).is_ok();
            assert!(!read, "{}: {line:?} was read", ds.file.id);
        }
        assert!(Snapshot::decode(&ds, &good).is_ok());
    }
}

/// An intent does to the view what the first screen's own control does.
#[test]
fn an_intent_runs_the_first_screens_own_update() {
    use failover_timeline::state::ViewState;
    let ds = common::aeron();
    let mut view = ViewState::initial(&ds, Lang::En, Theme::Light);
    let mut by_hand = view.clone();
    let push = Intent::SetInert {
        side: Side::A,
        knob: 1,
        on: true,
    }
    .apply(&mut view);
    assert!(!push, "a switch is not a history entry");
    by_hand.set_inert(Side::A, 1, true);
    assert_eq!(view, by_hand);
    assert!(view.config.inert.contains(&1));
    // B's knob without compare open: nothing to switch.
    let before = view.clone();
    Intent::SetInert {
        side: Side::B,
        knob: 2,
        on: true,
    }
    .apply(&mut view);
    assert_eq!(view, before);
    view.open_compare();
    Intent::SetInert {
        side: Side::B,
        knob: 2,
        on: true,
    }
    .apply(&mut view);
    assert!(view.compare.as_ref().unwrap().inert.contains(&2));
    assert!(!view.config.inert.contains(&2), "A is untouched");
    // Show: A becomes the configuration, a new history entry.
    view.selected = Some(SpanIx(0));
    let push = Intent::Show {
        config: far(&ds),
        critical: true,
    }
    .apply(&mut view);
    assert!(push);
    assert_eq!(
        (&view.config, view.selected, view.critical),
        (&far(&ds), None, true)
    );
}

/// The canvas and the images draw one picture: the page below's, built
/// from the snapshot it was sent, equals the canvas's, built from the view
/// (the ruler, find, a tour step's highlights and the critical path in it).
#[test]
fn the_images_draw_the_canvas_picture_across_the_wire() {
    use failover_timeline::model::Runs;
    use failover_timeline::state::ViewState;
    for ds in bundled() {
        let mut view = ViewState::initial(&ds, Lang::En, Theme::Dark);
        if !ds.tour().is_empty() {
            view.enter_tour(&ds, ds.tour().len() - 1);
        }
        view.set_ruler(40.5, 1.0 / 3.0);
        let name = ds.file.spans[0].name.get(Lang::En).to_string();
        view.find = Some(std::rc::Rc::from(name.as_str()));
        view.critical = true;
        view.waits_hidden = true;
        view.open_compare();
        view.side_mut(Side::B).values[0] = ds.file.dimensions[0].values.len() - 1;
        let runs = Runs::new(&ds, view.runs());
        let canvas = Snapshot::new(&ds, &view).picture(&ds, &runs, None);
        let line = Snapshot::new(&ds, &view).encode();
        let below = Snapshot::decode(&ds, &line).expect("the line reads");
        let image = below.picture(&ds, &Runs::new(&ds, below.runs()), None);
        assert_eq!(image, canvas, "{}", ds.file.id);
        let scene = &image.scene;
        assert!(scene.critical);
        assert!(scene.waits_hidden);
        assert_eq!(scene.find.as_deref(), Some(name.as_str()));
        let ruler = scene.ruler.expect("the ruler is drawn");
        assert_eq!((ruler.from, ruler.to), (1.0 / 3.0, 40.5));
        assert_eq!(scene.highlight.is_some(), view.tour.is_some());
        assert_eq!(image.theme, Theme::Dark);
    }
}
