//! The view state as a readable, stable query string, and back.
//!
//! `?preset=stock&slow_tick=1ms&inert=timer-interval&zoom=12&lang=zh`: a
//! preset (or the dataset's default) is the base; explicit knobs override it;
//! only values that differ from what the page would show anyway are written.
//! Parsing never panics and never gives up: every bad parameter becomes a
//! [`Notice`] naming it and what is accepted, and every good one applies.

use crate::model::index::{ArrowIx, DimIx, SpanIx, StageIx};
use crate::model::own::{By, OwnFigures, Problem};
use crate::model::tour::{step_of, BadStep};
use crate::model::{bundled, Config, Dataset, Lang};
use crate::view::{
    format::{parse_decimal, shortest},
    Target, Theme,
};

use super::figures::{link_form, parse_link};
use super::view_state::{clamp_zoom, Side, ViewState, ZoomChoice};

/// A parameter that was ignored, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub param: String,
    pub value: String,
    /// What would have been accepted.
    pub accepted: Accepted,
}

/// What an ignored parameter would have accepted. Rules are named, not
/// worded: the page words them in its language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Accepted {
    /// Nothing: the parameter is unknown.
    Nothing,
    /// One of these values, as written in a link.
    OneOf(Vec<String>),
    /// A zoom in px per ms, from `MIN_ZOOM` to `MAX_ZOOM`.
    Zoom,
    /// The id of one of the timeline's spans, `SPAN/STAGE` for a stage, or
    /// an arrow's id.
    SpanId,
    /// Two instants in ms, `from,to`.
    Ruler,
    /// A query of at most this many characters (the value is its length).
    MaxChars(usize),
    /// Nothing here: the parameter belongs to another bundled dataset
    /// (its id), and is not applied to this one.
    OtherDataset(String),
    /// The dataset exists but its data could not be fetched (why); the
    /// default dataset is shown instead.
    NotLoaded(String),
    /// The dataset is shown, but its file with all the words did not come
    /// (why): what a block, arrow or source says is missing.
    WordsNotLoaded(String),
    /// A figure of the reader's (`fig=`): what is wrong with this value.
    Figure(Problem),
    /// A tour step from 1 to this many (0: the dataset has no tour).
    TourStep(usize),
    /// A dataset's name (`is_dataset_name`): this value cannot be one.
    DatasetName,
    /// Not a parameter: the dataset shown is a local file (its name), read
    /// in the page; a link cannot carry it.
    LocalFile,
}

/// Collected values are a list to choose from.
impl FromIterator<String> for Accepted {
    fn from_iter<I: IntoIterator<Item = String>>(values: I) -> Self {
        Accepted::OneOf(values.into_iter().collect())
    }
}

/// What the page shows with no query at all, beyond the dataset's default
/// preset: the language and theme the browser prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defaults {
    pub lang: Lang,
    pub theme: Theme,
}

const LIMIT: usize = 4096;

/// The link's keys: one table (`model::link_keys`).
pub use crate::model::link_keys as key;

/// The longest name a dataset file may have (`data/NAME.json`).
pub const MAX_NAME: usize = 64;

/// Whether `name` can name a dataset file beside the site, `data/NAME.json`:
/// lower-case letters, digits and `-`, starting with a letter or digit, at
/// most [`MAX_NAME`] characters. Nothing else is ever fetched: no `/`, `.`,
/// `%` or `:`, so no path outside `data/` and no other origin.
pub fn is_dataset_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_NAME
        && b[0] != b'-'
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
}

/// The dataset a link asks for: bundled, or a file beside the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    Bundled(&'static bundled::Entry),
    /// `data/NAME.json`, read by the loader module (its name checked).
    File(String),
}

impl Wanted {
    pub fn id(&self) -> &str {
        match self {
            Wanted::Bundled(e) => e.id,
            Wanted::File(name) => name,
        }
    }
}

/// The dataset a query asks for, and a notice when its name cannot name
/// one (the default is shown then).
pub fn requested_dataset(query: &str) -> (Wanted, Option<Notice>) {
    let default = bundled::entry(bundled::DEFAULT).unwrap_or(&bundled::CATALOGUE[0]);
    match param(query, key::DATASET) {
        None => (Wanted::Bundled(default), None),
        Some(id) => match bundled::entry(&id) {
            Some(e) => (Wanted::Bundled(e), None),
            None if is_dataset_name(&id) => (Wanted::File(id), None),
            None => (
                Wanted::Bundled(default),
                Some(Notice {
                    param: key::DATASET.into(),
                    // A very long value is shown cut.
                    value: id.chars().take(MAX_NAME + 16).collect(),
                    accepted: Accepted::DatasetName,
                }),
            ),
        },
    }
}

/// The first value of `key` in a query, decoded.
pub fn param(query: &str, key: &str) -> Option<String> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .find(|(k, _)| unescape(k) == key)
        .map(|(_, v)| unescape(v))
}

/// The query that opens dataset `id` at its default view, keeping the
/// language and theme (written only where they differ from the browser's).
pub fn switch_query(id: &str, lang: Lang, theme: Theme, defaults: Defaults) -> String {
    let mut out = Vec::new();
    if id != bundled::DEFAULT {
        out.push(format!("{}={}", key::DATASET, escape(id)));
    }
    if lang != defaults.lang {
        out.push(format!("{}={}", key::LANG, lang.code()));
    }
    if theme != defaults.theme {
        out.push(format!("{}={}", key::THEME, theme.code()));
    }
    out.join("&")
}

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
            key::CRITICAL | key::EMBED => match v.as_str() {
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
            key::DATASET | key::FIG => {}
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

/// What `sel=` names: a span (its drill-down opens), a stage as
/// `SPAN/STAGE` (its span's drill-down opens, the stage focused), or an
/// arrow (focused: its tooltip shows).
pub fn selection(ds: &Dataset, v: &str) -> Option<(Option<SpanIx>, Option<Target>)> {
    if let Some(s) = ds.span_index(v) {
        return Some((Some(s), None));
    }
    if let Some((span, stage)) = v.split_once('/') {
        let s = ds.span_index(span)?;
        let st = ds.file.spans[s].stages.iter().position(|x| x.id == stage)?;
        let target = Target::Stage {
            span: s,
            stage: StageIx(st),
        };
        return Some((Some(s), Some(target)));
    }
    let a = ds.file.arrows.iter().position(|a| a.id == v)?;
    Some((None, Some(Target::Arrow(ArrowIx(a)))))
}

/// `sel=`'s value for a selection: the pinned stage (of the open span) or
/// arrow, else the open span.
pub fn selection_id(ds: &Dataset, span: Option<SpanIx>, pinned: Option<Target>) -> Option<String> {
    match (span, pinned) {
        (Some(s), Some(Target::Stage { span, stage })) if span == s => Some(format!(
            "{}/{}",
            ds.file.spans[s].id, ds.file.spans[s].stages[stage.0].id
        )),
        (None, Some(Target::Arrow(a))) => Some(ds.file.arrows[a].id.clone()),
        (Some(s), _) => Some(ds.file.spans[s].id.clone()),
        _ => None,
    }
}

fn preset_ids(ds: &Dataset) -> Accepted {
    ds.file.presets.iter().map(|p| p.id.clone()).collect()
}

/// A configuration key (a dimension's or `inert`) applied to `cfg`: `None`
/// if `key` is not one, else every value it could not take, with what it
/// accepts.
fn config_param(
    ds: &Dataset,
    cfg: &mut Config,
    key: &str,
    value: &str,
) -> Option<Vec<(String, Accepted)>> {
    if let Some(d) = ds
        .file
        .dimensions
        .iter()
        .position(|d| d.url_key == key)
        .map(DimIx)
    {
        return Some(match ds.value_index(d, value) {
            Some(i) => {
                cfg.values[d] = i;
                Vec::new()
            }
            None => vec![(
                value.to_string(),
                ds.file.dimensions[d]
                    .values
                    .iter()
                    .map(|x| x.id.clone())
                    .collect(),
            )],
        });
    }
    if key != key::INERT {
        return None;
    }
    cfg.inert.clear();
    let mut bads = Vec::new();
    for id in value.split(',').filter(|s| !s.is_empty()) {
        match ds.inert_index(id) {
            Some(i) => {
                cfg.inert.insert(i);
            }
            None => bads.push((
                id.to_string(),
                ds.file.inert.iter().map(|x| x.id.clone()).collect(),
            )),
        }
    }
    Some(bads)
}

/// B's configuration from its `b.` keys: the default preset, then its
/// preset, then its knobs. Keys B cannot have (zoom, language…: one page
/// has one of each) are named in notices.
fn decode_side(ds: &Dataset, pairs: &[(String, String)], notices: &mut Vec<Notice>) -> Config {
    let prefix = Side::B.prefix();
    let base = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    let mut cfg = crate::model::verdict::preset_config(ds, base).clone();
    let mut bad = |k: &str, v: &str, accepted| {
        notices.push(Notice {
            param: k.to_string(),
            value: v.to_string(),
            accepted,
        })
    };
    for (k, v) in pairs
        .iter()
        .filter(|(k, _)| k.get(prefix.len()..) == Some(key::PRESET))
    {
        match ds.preset_index(v) {
            Some(p) => cfg = crate::model::verdict::preset_config(ds, p).clone(),
            None => bad(k, v, preset_ids(ds)),
        }
    }
    for (k, v) in pairs {
        let key = k.get(prefix.len()..).unwrap_or_default();
        if key == key::PRESET || key == key::FIG {
            continue;
        }
        match config_param(ds, &mut cfg, key, v) {
            Some(bads) => {
                for (value, accepted) in bads {
                    bad(k, &value, accepted);
                }
            }
            None => bad(k, v, Accepted::Nothing),
        }
    }
    cfg
}

fn flag(state: &mut ViewState, k: &str, on: bool) {
    match k {
        key::CRITICAL => state.critical = on,
        key::EMBED => state.embed = on,
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
        embed,
        own: _,
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
    figures(Side::A, &mut out);
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
    if *embed {
        out.push((key::EMBED.into(), "1".into()));
    }
    out.iter()
        .map(|(k, v)| format!("{}={}", escape(k), escape(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// The preset that leaves the fewest knobs to write (the default on a tie).
fn nearest_preset(ds: &Dataset, cfg: &Config) -> usize {
    let base_preset = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    (0..ds.file.presets.len())
        .min_by_key(|&p| {
            let pc = crate::model::verdict::preset_config(ds, p);
            (pc.differing(cfg).len(), usize::from(p != base_preset))
        })
        .unwrap_or(base_preset)
}

/// The knobs of `cfg` that differ from `preset`, and its inert toggles, as
/// `prefix`ed keys.
fn config_pairs(
    ds: &Dataset,
    cfg: &Config,
    preset: usize,
    prefix: &str,
    out: &mut Vec<(String, String)>,
) {
    let base = crate::model::verdict::preset_config(ds, preset);
    for d in base.differing(cfg) {
        let dim = &ds.file.dimensions[d];
        out.push((
            format!("{prefix}{}", dim.url_key),
            cfg.get(ds, d).to_string(),
        ));
    }
    if !cfg.inert.is_empty() {
        let ids: Vec<&str> = cfg
            .inert
            .iter()
            .map(|&i| ds.file.inert[i].id.as_str())
            .collect();
        out.push((format!("{prefix}inert"), ids.join(",")));
    }
}

/// Percent-encode all but the characters a query can carry as they are.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        match b {
            // `,` `:` `;` are a link's own separators (`inert=a,b`,
            // `fig=outage:71,69;detection:12`): kept readable.
            b'A'..=b'Z'
            | b'a'..=b'z'
            | b'0'..=b'9'
            | b'-'
            | b'_'
            | b'.'
            | b'~'
            | b','
            | b':'
            | b';' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Decode `+` and `%XX`; a malformed escape is kept as written.
fn unescape(s: &str) -> String {
    let bytes = s.as_bytes();
    let hex = |b: u8| (b as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let decoded = match bytes[i] {
            b'%' if i + 2 < bytes.len() => hex(bytes[i + 1]).zip(hex(bytes[i + 2])),
            _ => None,
        };
        match (bytes[i], decoded) {
            (_, Some((hi, lo))) => {
                out.push(hi * 16 + lo);
                i += 3;
            }
            (b'+', None) => {
                out.push(b' ');
                i += 1;
            }
            (b, None) => {
                out.push(b);
                i += 1;
            }
        }
    }
    // Bytes that are not UTF-8 (a hand-made `%FF`): each non-ASCII byte
    // stands as U+FFFD, the text stays readable (cheaper than the standard
    // lossy decoder, which the first module would carry for this alone).
    String::from_utf8(out).unwrap_or_else(|e| {
        e.into_bytes()
            .into_iter()
            .map(|b| if b.is_ascii() { b as char } else { '\u{fffd}' })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unescapes_and_keeps_malformed_escapes() {
        assert_eq!(unescape("a+b%20c"), "a b c");
        assert_eq!(unescape("100%"), "100%");
        assert_eq!(unescape("%zz%4"), "%zz%4");
        assert_eq!(unescape("%E4%B8%AD"), "中");
        assert_eq!(unescape("%FF"), "\u{FFFD}");
        assert_eq!(escape("a b<中>"), "a%20b%3C%E4%B8%AD%3E");
        assert_eq!(unescape(&escape("x=1&y=<script>")), "x=1&y=<script>");
    }
}
