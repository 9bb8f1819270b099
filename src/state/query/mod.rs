//! The view state as a readable, stable query string, and back.
//!
//! `?preset=stock&slow_tick=1ms&inert=timer-interval&zoom=12&lang=zh`: a
//! preset (or the dataset's default) is the base; explicit knobs override it;
//! only values that differ from what the page would show anyway are written.
//! Parsing never panics and never gives up: every bad parameter becomes a
//! [`Notice`] naming it and what is accepted, and every good one applies.
//!
//! One file a job: `notice` (what an ignored parameter would have
//! accepted), `dataset` (which dataset a link shows), `config` (the
//! configuration keys and `sel=`), `escape`; the keys themselves are one
//! table, `model::link_keys`.

mod config;
mod dataset;
mod escape;
mod notice;

pub use config::{selection, selection_id};
pub use dataset::{is_dataset_name, param, requested_dataset, switch_query, Wanted, MAX_NAME};
pub use notice::{Accepted, Defaults, Notice};

use crate::model::own::{By, OwnFigures};
use crate::model::tour::{step_of, BadStep};
use crate::model::{bundled, Dataset, Lang};
use crate::view::{
    format::{parse_decimal, shortest},
    Theme,
};

use super::drill_link::{DrillLink, MAX_LINK};
use super::figures::{link_form, parse_link};
use super::view_state::{clamp_zoom, Side, ViewState, ZoomChoice};

use config::{config_pairs, config_param, decode_side, nearest_preset, preset_ids};
use escape::{escape, unescape};

const LIMIT: usize = 4096;

/// The link's keys: one table (`model::link_keys`).
pub use crate::model::link_keys as key;

/// Parse `query` (with or without the leading `?`) into a view state.
pub fn decode(ds: &Dataset, query: &str, defaults: Defaults) -> (ViewState, Vec<Notice>) {
    let mut notices = Vec::new();
    let mut state = ViewState::initial(ds, defaults.lang, defaults.theme);
    let query = query.strip_prefix('?').unwrap_or(query);
    // A pasted monster URL is not worth parsing past a few KB.
    let query = match query.char_indices().nth(LIMIT) {
        Some((i, _)) => {
            notices.push(Notice {
                param: "…".into(),
                value: query.chars().count().to_string(),
                accepted: Accepted::MaxChars(LIMIT),
            });
            query.get(..i).unwrap_or(query)
        }
        None => query,
    };
    let pairs: Vec<(String, String)> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (unescape(k), unescape(v)),
            None => (unescape(p), String::new()),
        })
        .collect();
    let bad = |notices: &mut Vec<Notice>, k: &str, v: &str, accepted: Accepted| {
        notices.push(Notice {
            param: k.to_string(),
            value: v.to_string(),
            accepted,
        });
    };
    // Each side's figures (the last given), read once its configuration is.
    let fig_of = |side: Side| {
        let key = format!("{}{}", side.prefix(), key::FIG);
        pairs.iter().rev().find(|(k, _)| *k == key).cloned()
    };
    let figs = [fig_of(Side::A), fig_of(Side::B)];
    // Each side's drill and its clock offsets (the last given).
    let last = |side: Side, k: &str| {
        let key = format!("{}{}", side.prefix(), k);
        pairs.iter().rev().find(|(k, _)| *k == key).cloned()
    };
    let drills = Side::ALL.map(|side| (last(side, key::DRILL), last(side, key::DRILL_SKEW)));
    // Compare: B's keys are A's with a `b.` prefix; any one of them opens it.
    let (b_pairs, pairs): (Vec<_>, Vec<_>) = pairs
        .into_iter()
        .partition(|(k, _)| k.starts_with(Side::B.prefix()));
    // The preset first: it is the base the knobs override.
    for (k, v) in pairs.iter().filter(|(k, _)| k == key::PRESET) {
        match ds.preset_index(v) {
            Some(p) => state.apply_preset(ds, p),
            None => bad(&mut notices, k, v, preset_ids(ds)),
        }
    }
    // A tour step next: its configuration is a base too.
    for (k, v) in pairs.iter().filter(|(k, _)| k == key::TOUR) {
        match step_of(ds, v) {
            Ok(step) => state.enter_tour(ds, step),
            Err(BadStep::NoTour) => bad(&mut notices, k, v, Accepted::TourStep(0)),
            Err(BadStep::OutOfRange(n)) => bad(&mut notices, k, v, Accepted::TourStep(n)),
        }
    }
    if !b_pairs.is_empty() {
        state.compare = Some(decode_side(ds, &b_pairs, &mut notices));
    }
    for (k, v) in &pairs {
        let k = k.as_str();
        if k == key::PRESET || k == key::TOUR {
            continue;
        }
        if let Some(bads) = config_param(ds, &mut state.config, k, v) {
            for (value, accepted) in bads {
                bad(&mut notices, k, &value, accepted);
            }
            continue;
        }
        match k {
            key::ZOOM => match parse_decimal(v) {
                Some(z) if z.is_finite() && z > 0.0 && clamp_zoom(z) == z => {
                    // Chosen by the link, even where it equals the preset's.
                    state.zoom = z;
                    state.zoom_choice.0 = ZoomChoice::Chosen;
                }
                _ => bad(&mut notices, k, v, Accepted::Zoom),
            },
            key::LANG => match Lang::from_code(v) {
                Some(l) => state.lang = l,
                None => bad(
                    &mut notices,
                    k,
                    v,
                    Accepted::OneOf(vec!["en".into(), "zh".into()]),
                ),
            },
            key::THEME => match Theme::from_code(v) {
                Some(t) => state.theme = t,
                None => bad(
                    &mut notices,
                    k,
                    v,
                    Accepted::OneOf(vec!["light".into(), "dark".into()]),
                ),
            },
            key::SEL => match selection(ds, v) {
                Some((span, pinned)) => {
                    state.selected = span;
                    state.pinned = pinned;
                }
                None => bad(&mut notices, k, v, Accepted::SpanId),
            },
            key::RULER => match v
                .split_once(',')
                .map(|(a, b)| (parse_decimal(a), parse_decimal(b)))
            {
                Some((Some(a), Some(b))) if a != b && a.abs() < 1e9 && b.abs() < 1e9 => {
                    state.set_ruler(a, b)
                }
                _ => bad(&mut notices, k, v, Accepted::Ruler),
            },
            key::CRITICAL | key::EMBED | key::WAITS => match v.as_str() {
                "1" | "" => flag(&mut state, k, true),
                "0" => flag(&mut state, k, false),
                _ => bad(
                    &mut notices,
                    k,
                    v,
                    Accepted::OneOf(vec!["1".into(), "0".into()]),
                ),
            },
            // Chosen before this dataset was loaded (see `requested_dataset`);
            // figures are read once the configuration is.
            key::DATASET | key::FIG | key::DRILL | key::DRILL_SKEW => {}
            _ => {
                let other = bundled::CATALOGUE
                    .iter()
                    .find(|e| e.id != ds.file.id && e.url_keys.contains(&k));
                let accepted = match other {
                    Some(e) => Accepted::OtherDataset(e.id.to_string()),
                    None => Accepted::Nothing,
                };
                bad(&mut notices, k, v, accepted)
            }
        }
    }
    for (side, fig) in Side::ALL.into_iter().zip(&figs) {
        if let Some((k, v)) = fig {
            let (metrics, bads) = parse_link(ds, v);
            for b in bads {
                bad(&mut notices, k, &b.text, Accepted::Figure(b.problem));
            }
            if !metrics.is_empty() {
                let config = state.side(side).clone();
                state.own[side.index()] = Some(OwnFigures {
                    config,
                    metrics,
                    by: By::Link,
                });
            }
        }
    }
    // Each side's drill, kept as the link writes it: the page below reads
    // it (and names what it cannot read).
    for (side, (marks, skew)) in Side::ALL.into_iter().zip(drills) {
        match (marks, skew) {
            (Some((k, v)), _) if v.trim().is_empty() => {
                bad(&mut notices, &k, &v, Accepted::Nothing)
            }
            (Some((k, v)), _) if v.len() > MAX_LINK => {
                let n = v.chars().count().to_string();
                bad(&mut notices, &k, &n, Accepted::MaxChars(MAX_LINK))
            }
            (Some((_, marks)), skew) => {
                let skew = skew.map(|(_, s)| s).unwrap_or_default();
                let by = By::Link;
                state.set_drill(side, Some(DrillLink { marks, skew, by }));
            }
            // Offsets of no drill's clocks.
            (None, Some((k, v))) => bad(&mut notices, &k, &v, Accepted::Nothing),
            (None, None) => {}
        }
    }
    // A link that sets a preset's configuration knob by knob (the way
    // `scenario=crash` does) opens at that preset's zoom, as `preset=` would.
    let named = |name: &str| pairs.iter().any(|(k, _)| k == name);
    // A knob named beside the step, or compare, leaves the tour.
    state.settle_tour(ds);
    if !named(key::ZOOM) && !named(key::PRESET) && state.tour.is_none() {
        if let Some(p) = crate::model::verdict::preset_of(ds, &state.config) {
            state.zoom = ds.file.presets[p]
                .zoom_px_per_ms
                .unwrap_or(ds.file.zoom_px_per_ms);
        }
    }
    (state, notices)
}

fn flag(state: &mut ViewState, k: &str, on: bool) {
    match k {
        key::CRITICAL => state.critical = on,
        key::EMBED => state.embed = on,
        // `waits=0` hides them; shown is the default.
        key::WAITS => state.waits_hidden = !on,
        _ => {}
    }
}

/// Write `state` as a query string (without `?`), only what differs from
/// what the page shows with no query.
pub fn encode(ds: &Dataset, state: &ViewState, defaults: Defaults) -> String {
    // Every field named: a new one is a compile error here until the link
    // carries it or says why not.
    let ViewState {
        config,
        compare,
        zoom,
        zoom_choice,
        // The pan is where the reader scrolled: a link opens at its start.
        start_ms: _,
        lang,
        theme,
        selected,
        critical,
        waits_hidden,
        embed,
        own: _,
        drill: _,
        tour,
        ruler,
        pinned,
        // The reader's own: see `ViewState::keep_unlinked`.
        find: _,
        measuring: _,
    } = state;
    let base_preset = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    let preset = nearest_preset(ds, config);
    let mut base = ViewState::initial(ds, defaults.lang, defaults.theme);
    base.apply_preset(ds, preset);
    let mut out: Vec<(String, String)> = Vec::new();
    if ds.file.id != bundled::DEFAULT {
        out.push((key::DATASET.into(), ds.file.id.clone()));
    }
    if let Some(k) = *tour {
        // The step names its configuration and zoom.
        out.push((key::TOUR.into(), (k + 1).to_string()));
        base.enter_tour(ds, k);
    } else {
        if preset != base_preset {
            out.push((key::PRESET.into(), ds.file.presets[preset].id.clone()));
        }
        config_pairs(ds, config, preset, "", &mut out);
    }
    // Each side's own figures (`ViewState::own` reads `own` and `compare`).
    let figures = |side: Side, out: &mut Vec<(String, String)>| {
        if let Some(f) = state.own(side) {
            let k = format!("{}{}", side.prefix(), key::FIG);
            out.push((k, link_form(ds, &f.metrics)));
        }
    };
    // Each side's drill (`ViewState::drill` reads `drill` and `compare`).
    let drill = |side: Side, out: &mut Vec<(String, String)>| {
        if let Some(d) = state.drill(side) {
            let p = side.prefix();
            out.push((format!("{p}{}", key::DRILL), d.marks.clone()));
            if !d.skew.is_empty() {
                out.push((format!("{p}{}", key::DRILL_SKEW), d.skew.clone()));
            }
        }
    };
    figures(Side::A, &mut out);
    drill(Side::A, &mut out);
    if let Some(b) = compare {
        // B always names its preset: a `b.` key is what opens compare.
        let p = nearest_preset(ds, b);
        let prefix = Side::B.prefix();
        out.push((
            format!("{prefix}{}", key::PRESET),
            ds.file.presets[p].id.clone(),
        ));
        config_pairs(ds, b, p, prefix, &mut out);
        figures(Side::B, &mut out);
        drill(Side::B, &mut out);
    }
    if *zoom != base.zoom && zoom_choice.0 != ZoomChoice::Fitted {
        out.push((key::ZOOM.into(), shortest(*zoom)));
    }
    if *lang != defaults.lang {
        out.push((key::LANG.into(), lang.code().into()));
    }
    if *theme != defaults.theme {
        out.push((key::THEME.into(), theme.code().into()));
    }
    if let Some(v) = selection_id(ds, *selected, *pinned) {
        out.push((key::SEL.into(), v));
    }
    if let Some((a, b)) = ruler {
        out.push((
            key::RULER.into(),
            format!("{},{}", shortest(*a), shortest(*b)),
        ));
    }
    if *critical {
        out.push((key::CRITICAL.into(), "1".into()));
    }
    if *waits_hidden {
        out.push((key::WAITS.into(), "0".into()));
    }
    if *embed {
        out.push((key::EMBED.into(), "1".into()));
    }
    out.iter()
        .map(|(k, v)| format!("{}={}", escape(k), escape(v)))
        .collect::<Vec<_>>()
        .join("&")
}
