//! Native tests of the keyboard on the timeline: the key map, the focus
//! order across lanes and arrows, and what the focus announces.

mod common;
use common::{aeron, tuned};
use failover_timeline::model::index::{SpanIx, StageIx};

use failover_timeline::model::{schedule, Config, Lang, Side};
use failover_timeline::view::{
    focus::{focus_items, key_action, step, KeyAction, Move},
    Hit, Target,
};

#[test]
fn the_key_map_zooms_moves_and_selects() {
    for (key, action) in [
        ("+", KeyAction::ZoomIn),
        ("=", KeyAction::ZoomIn),
        ("-", KeyAction::ZoomOut),
        ("_", KeyAction::ZoomOut),
        ("0", KeyAction::ZoomReset),
        ("ArrowLeft", KeyAction::Move(Move::Left)),
        ("ArrowRight", KeyAction::Move(Move::Right)),
        ("ArrowUp", KeyAction::Move(Move::Up)),
        ("ArrowDown", KeyAction::Move(Move::Down)),
        ("Enter", KeyAction::Select),
        (" ", KeyAction::Select),
        // Perfetto's: W S zoom at the pointer, A D pan, F fits.
        ("w", KeyAction::ZoomInAt),
        ("W", KeyAction::ZoomInAt),
        ("s", KeyAction::ZoomOutAt),
        ("a", KeyAction::PanLeft),
        ("d", KeyAction::PanRight),
        ("D", KeyAction::PanRight),
        ("f", KeyAction::Fit),
        ("/", KeyAction::Find),
        ("[", KeyAction::RulerFrom { other_edge: false }),
        ("{", KeyAction::RulerFrom { other_edge: true }),
        ("]", KeyAction::RulerTo { other_edge: false }),
        ("}", KeyAction::RulerTo { other_edge: true }),
    ] {
        assert_eq!(key_action(key, false), Some(action), "{key:?}");
    }
    // Ctrl/⌘ + F finds; Ctrl/⌘ with another letter is the browser's.
    assert_eq!(key_action("f", true), Some(KeyAction::Find));
    assert_eq!(key_action("F", true), Some(KeyAction::Find));
    for key in ["w", "s", "a", "d", "c", "r"] {
        assert_eq!(key_action(key, true), None, "Ctrl+{key}");
    }
    assert_eq!(key_action("+", true), Some(KeyAction::ZoomIn));
    // Other keys are the page's (Tab moves on, other letters type nothing here).
    for key in ["Tab", "q", "x", "Escape", "PageDown"] {
        assert_eq!(key_action(key, false), None, "{key:?}");
    }
}

#[test]
fn w_and_s_zoom_about_the_pointer_else_the_focused_block_else_the_middle() {
    use failover_timeline::view::focus::zoom_anchor;
    assert_eq!(
        zoom_anchor(Some(120.0), Some((400.0, 500.0)), 1000.0),
        120.0
    );
    assert_eq!(zoom_anchor(None, Some((400.0, 500.0)), 1000.0), 450.0);
    assert_eq!(zoom_anchor(None, None, 1000.0), 500.0);
    // A block running off the timeline: the anchor stays on it.
    assert_eq!(zoom_anchor(None, Some((900.0, 1500.0)), 1000.0), 1000.0);
}

#[test]
fn a_hit_knows_its_times_in_its_own_run() {
    use failover_timeline::view::focus::hit_times;
    let ds = aeron();
    let a = schedule(&ds, &tuned(&ds));
    let b = schedule(&ds, &Config::stock(&ds));
    let rows = [&a, &b];
    for it in focus_items(&ds, &rows) {
        let (t0, t1) = hit_times(&rows, it.hit).expect("every focus item has times");
        assert_eq!(t0, it.t, "starts when the focus order says");
        assert!(t1 >= t0);
    }
}

#[test]
fn keyboard_focus_walks_lanes_and_arrows() {
    let ds = aeron();
    let tl = schedule(&ds, &tuned(&ds));
    let items = focus_items(&ds, &[&tl]);
    assert!(items.iter().any(|i| i.hit.arrow().is_some()));
    let first = step(&items, None, Move::Right).unwrap();
    assert_eq!(first, items[0].hit);
    let second = step(&items, Some(first), Move::Right).unwrap();
    assert_eq!(second, items[1].hit);
    assert_eq!(step(&items, Some(second), Move::Left), Some(first));
    let down = step(&items, Some(first), Move::Down).unwrap();
    let lane_of = |h| items.iter().find(|i| i.hit == h).unwrap().lane;
    assert_eq!(lane_of(down).get(), lane_of(first).get() + 1);
    assert_eq!(
        step(&items, Some(first), Move::Up),
        Some(first),
        "no lane above the first"
    );
}

/// The keyboard's announcement goes through the catalogue: a stage reads
/// its span, name, length and times in the page's language.
#[test]
fn the_focus_announcement_speaks_the_pages_language() {
    use failover_timeline::view::focus::announce;
    let ds = aeron();
    let tl = schedule(&ds, &Config::stock(&ds));
    let hit = Some(Hit::new(
        Side::A,
        Target::Stage {
            span: SpanIx(1),
            stage: StageIx(0),
        },
    ));
    let (en, zh) = (
        announce(&ds, &[&tl], hit, Lang::En),
        announce(&ds, &[&tl], hit, Lang::Zh),
    );
    let span = &ds.file.spans[1];
    assert!(
        en.starts_with(&format!("{} · {}: ", span.name.en, span.stages[0].name.en)),
        "{en}"
    );
    assert!(
        zh.starts_with(&format!("{} · {}：", span.name.zh, span.stages[0].name.zh)),
        "{zh}"
    );
    assert!(en.ends_with(" ms)") && zh.ends_with(" ms）"), "{en} / {zh}");
    assert_eq!(announce(&ds, &[&tl], None, Lang::En), "");
}

/// In a comparison the keyboard walks both runs: each lane's A row, then
/// its B row; Down from A goes to B of the same lane; B's blocks announce
/// B's times, with the run's letter.
#[test]
fn in_a_comparison_the_keyboard_reaches_b() {
    use failover_timeline::view::focus::announce;
    let ds = aeron();
    let (a, b) = (
        schedule(&ds, &Config::stock(&ds)),
        schedule(&ds, &tuned(&ds)),
    );
    let rows = [&a, &b];
    let items = focus_items(&ds, &rows);
    let of = |side| items.iter().filter(|i| i.hit.side == side).count();
    assert_eq!(of(Side::A), focus_items(&ds, &[&a]).len());
    assert_eq!(of(Side::B), focus_items(&ds, &[&b]).len());
    assert!(items
        .iter()
        .any(|i| i.hit.side == Side::B && i.hit.arrow().is_some()));
    let first = step(&items, None, Move::Right).unwrap();
    assert_eq!(first.side, Side::A);
    let down = step(&items, Some(first), Move::Down).unwrap();
    let lane_of = |h| items.iter().find(|i| i.hit == h).unwrap().lane;
    assert_eq!((down.side, lane_of(down)), (Side::B, lane_of(first)));
    assert_eq!(step(&items, Some(down), Move::Up), Some(first));
    // Right along B's row stays in B's row.
    let next = step(&items, Some(down), Move::Right).unwrap();
    assert_eq!(next.side, Side::B);
    // What B's block says: B's times, not A's.
    let Some(Target::Stage { span, stage }) = Some(down.target) else {
        panic!("the first item of a row is a stage: {down:?}");
    };
    let st = &b.spans[span].stages[stage];
    let said = announce(&ds, &rows, Some(down), Lang::En);
    assert!(said.starts_with("B: "), "{said}");
    let ms = failover_timeline::view::format::format_ms(st.end - st.start);
    assert!(said.contains(&format!("{ms} ms")), "{said} / {ms}");
}
