//! Keyboard navigation over the timeline: the blocks and arrows of every
//! run in reading order (lane by lane, each lane's rows A then B), and
//! where an arrow key moves the focus.

use crate::i18n::{trf, Key};
use crate::model::index::{ArrowIx, LaneIx, SpanIx, StageIx};
use crate::model::{Dataset, Lang, Side, Timeline};

use super::format::format_ms;
use super::layout::{Hit, Target};

/// Something the keyboard can focus: a stage block or an arrow.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FocusItem {
    /// The block or arrow, and the run it belongs to.
    pub hit: Hit,
    pub lane: LaneIx,
    /// When it starts (an arrow: when it departs).
    pub t: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Left,
    Right,
    Up,
    Down,
}

/// What a key does on the timeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    ZoomIn,
    ZoomOut,
    /// Back to the dataset's zoom, t = 0 near the left edge.
    ZoomReset,
    /// Move the focus to the next block or arrow that way.
    Move(Move),
    /// Select the focused block's span (its drill-down opens).
    Select,
    /// W / S (Perfetto's): zoom in / out at the pointer, or at the focused
    /// block when the pointer is not on the timeline.
    ZoomInAt,
    ZoomOutAt,
    /// A / D: pan towards earlier / later times.
    PanLeft,
    PanRight,
    /// F: fit the selection (the open span), or the whole handoff.
    Fit,
    /// `/` or Ctrl/⌘ + F: to the find box.
    Find,
    /// `[` / `]`: the ruler's first / second end at the focused block's
    /// start / end (`{` / `}`, with Shift: at its other edge).
    RulerFrom {
        other_edge: bool,
    },
    RulerTo {
        other_edge: bool,
    },
}

/// The timeline's key map: a `KeyboardEvent.key` (with Ctrl or ⌘ held or
/// not) to what it does (none for a key the timeline leaves to the page:
/// with Ctrl or ⌘, every letter but F is the browser's).
pub fn key_action(key: &str, ctrl: bool) -> Option<KeyAction> {
    let letter = key.len() == 1 && key.bytes().all(|b| b.is_ascii_alphabetic());
    if ctrl && letter {
        return key.eq_ignore_ascii_case("f").then_some(KeyAction::Find);
    }
    Some(match key {
        "w" | "W" => KeyAction::ZoomInAt,
        "s" | "S" => KeyAction::ZoomOutAt,
        "a" | "A" => KeyAction::PanLeft,
        "d" | "D" => KeyAction::PanRight,
        "f" | "F" => KeyAction::Fit,
        "/" => KeyAction::Find,
        "[" => KeyAction::RulerFrom { other_edge: false },
        "{" => KeyAction::RulerFrom { other_edge: true },
        "]" => KeyAction::RulerTo { other_edge: false },
        "}" => KeyAction::RulerTo { other_edge: true },
        "+" | "=" => KeyAction::ZoomIn,
        "-" | "_" => KeyAction::ZoomOut,
        "0" => KeyAction::ZoomReset,
        "ArrowLeft" => KeyAction::Move(Move::Left),
        "ArrowRight" => KeyAction::Move(Move::Right),
        "ArrowUp" => KeyAction::Move(Move::Up),
        "ArrowDown" => KeyAction::Move(Move::Down),
        "Enter" | " " => KeyAction::Select,
        _ => return None,
    })
}

/// Every non-empty stage and every arrow of every run (`rows[i]` is the
/// timeline of `Side::of_index(i)`), by lane, then row, then time.
pub fn focus_items(ds: &Dataset, rows: &[&Timeline]) -> Vec<FocusItem> {
    let mut items = Vec::new();
    for (r, tl) in rows.iter().enumerate() {
        let side = Side::of_index(r);
        run_items(ds, tl, side, &mut items);
    }
    // A stable merge sort by hand, bottom up: O(n log n) at ten thousand
    // spans, where a library sort's code would be kilobytes of the first
    // load.
    let after = |x: &FocusItem, y: &FocusItem| {
        (x.lane, x.hit.side)
            .cmp(&(y.lane, y.hit.side))
            .then(x.t.total_cmp(&y.t))
            .is_gt()
    };
    let n = items.len();
    let mut out = items.clone();
    let mut w = 1;
    while w < n {
        let mut i = 0;
        while i < n {
            let (mid, end) = ((i + w).min(n), (i + 2 * w).min(n));
            let (mut a, mut b) = (i, mid);
            for slot in &mut out[i..end] {
                let left = a < mid && (b >= end || !after(&items[a], &items[b]));
                *slot = if left { items[a] } else { items[b] };
                if left {
                    a += 1;
                } else {
                    b += 1;
                }
            }
            i = end;
        }
        std::mem::swap(&mut items, &mut out);
        w *= 2;
    }
    items
}

fn run_items(ds: &Dataset, tl: &Timeline, side: Side, items: &mut Vec<FocusItem>) {
    for (s, span) in SpanIx::all(tl.spans.len()).zip(&tl.spans) {
        for (st, stage) in StageIx::all(span.stages.len()).zip(&span.stages) {
            if stage.end - stage.start > 0.0 {
                items.push(FocusItem {
                    hit: Hit::new(side, Target::Stage { span: s, stage: st }),
                    lane: ds.lane_of_span(s),
                    t: stage.start,
                });
            }
        }
    }
    for (a, arrow) in ArrowIx::all(tl.arrows.len()).zip(&tl.arrows) {
        // An arrow of a span that does not happen is not drawn.
        if !arrow.depart.is_finite() {
            continue;
        }
        items.push(FocusItem {
            hit: Hit::new(side, Target::Arrow(a)),
            lane: ds.arrow_lanes(a).0,
            t: arrow.depart,
        });
    }
}

/// The share of the timeline's width one A or D press pans by.
pub const PAN_SHARE: f64 = 0.2;
/// How much one W or S press zooms.
pub const ZOOM_STEP: f64 = 1.25;

/// Where W and S zoom about (CSS px): the pointer if it is on the
/// timeline, else the middle of the focused block (`focus_x`: its left and
/// right edge), else the middle of the timeline.
pub fn zoom_anchor(pointer_x: Option<f64>, focus_x: Option<(f64, f64)>, width_px: f64) -> f64 {
    pointer_x
        .or(focus_x.map(|(a, b)| (a + b) / 2.0))
        .unwrap_or(width_px / 2.0)
        .clamp(0.0, width_px.max(0.0))
}

/// When `hit` begins and ends in its run (`rows[i]` is the timeline of
/// `Side::of_index(i)`): a stage's, a WAIT's or an arrow's times.
pub fn hit_times(rows: &[&Timeline], hit: Hit) -> Option<(f64, f64)> {
    let tl = rows.get(hit.side.index())?;
    let t = match hit.target {
        Target::Stage { span, stage } => {
            let st = tl.spans.get(span.get())?.stages.get(stage.0)?;
            (st.start, st.end)
        }
        Target::Wait { span } => {
            let w = tl.spans.get(span.get())?.wait.as_ref()?;
            (w.from, w.to)
        }
        Target::Arrow(a) => {
            let a = tl.arrows.get(a.get())?;
            (a.depart, a.arrive)
        }
    };
    (t.0.is_finite() && t.1.is_finite()).then_some(t)
}

/// Where the focus goes from `current` (the first item when nothing has it).
pub fn step(items: &[FocusItem], current: Option<Hit>, mv: Move) -> Option<Hit> {
    let Some(i) = current.and_then(|c| items.iter().position(|it| it.hit == c)) else {
        return items.first().map(|it| it.hit);
    };
    let here = items[i];
    match mv {
        Move::Right => items.get(i + 1).map(|it| it.hit).or(Some(here.hit)),
        Move::Left => Some(items[i.saturating_sub(1)].hit),
        Move::Up | Move::Down => {
            // The rows as drawn: each lane's A, then its B.
            let mut rows: Vec<(LaneIx, Side)> =
                items.iter().map(|it| (it.lane, it.hit.side)).collect();
            rows.dedup();
            let mut row = rows.iter().position(|&r| r == (here.lane, here.hit.side))?;
            loop {
                row = match mv {
                    Move::Up if row > 0 => row - 1,
                    Move::Down if row + 1 < rows.len() => row + 1,
                    _ => return Some(here.hit),
                };
                // The item on that row nearest in time.
                let nearest = items
                    .iter()
                    .filter(|it| (it.lane, it.hit.side) == rows[row])
                    .min_by(|a, b| (a.t - here.t).abs().total_cmp(&(b.t - here.t).abs()));
                if let Some(it) = nearest {
                    return Some(it.hit);
                }
            }
        }
    }
}

/// What a screen reader hears when the keyboard lands on `hit`: a stage's
/// span, name, length and times; a WAIT's span; an arrow's interaction. In
/// a comparison (more than one row) it starts with the run's letter.
pub fn announce(ds: &Dataset, rows: &[&Timeline], hit: Option<Hit>, lang: Lang) -> String {
    let Some(hit) = hit else {
        return String::new();
    };
    let Some(tl) = rows.get(hit.side.index()) else {
        return String::new();
    };
    let said = match hit.target {
        Target::Stage { span, stage } => {
            let st = &tl.spans[span].stages[stage];
            trf(
                lang,
                Key::FocusStage,
                &[
                    ("span", ds.file.spans[span].name.get(lang)),
                    ("stage", ds.file.spans[span].stages[stage].name.get(lang)),
                    ("ms", &format_ms(tl.stage_ms(ds, span, stage))),
                    ("start", &format_ms(st.start)),
                    ("end", &format_ms(st.end)),
                ],
            )
        }
        Target::Wait { span } => ds.file.spans[span].name.get(lang).to_string(),
        Target::Arrow(a) => ds.file.arrows[a].interaction.get(lang).to_string(),
    };
    if rows.len() > 1 {
        format!("{}: {said}", hit.side.letter())
    } else {
        said
    }
}
