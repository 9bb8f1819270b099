//! The app's own URL keys, one table. The link's codec (`state::query`)
//! reads and writes them by these names, a tour step's link is checked
//! against them (`model::load::check::tour`), and the loader refuses a
//! dataset whose knob or condition takes one of them as its `url_key`
//! (it would shadow the app's key in every link).
//!
//! B's keys are A's with `b.` in front (`model::run::Side::prefix`); a
//! dataset's `url_key` cannot hold a `.`, so it never names one of B's.

/// `dataset=NAME`: the dataset a link shows (bundled, or `data/NAME.json`).
pub const DATASET: &str = "dataset";

/// The longest name a dataset may have (`data/NAME.json`, its `id`).
pub const MAX_NAME: usize = 64;

/// Whether `name` can name a dataset: a file beside the site,
/// `data/NAME.json`, and the `id` inside every dataset file (a link and
/// the snapshot between the two modules carry it as it is). Lower-case
/// letters, digits and `-`, starting with a letter or digit, at most
/// [`MAX_NAME`] characters. Nothing else is ever fetched: no `/`, `.`,
/// `%` or `:`, so no path outside `data/` and no other origin; no `;`,
/// `=` or `&`, so no link or snapshot field is cut by it.
pub fn is_dataset_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_NAME
        && b[0] != b'-'
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'-')
}
/// `preset=ID`: the base configuration the knobs override.
pub const PRESET: &str = "preset";
/// `tour=N`: the tour step shown, from 1.
pub const TOUR: &str = "tour";
/// `inert=ID,ID`: the inert knobs switched on.
pub const INERT: &str = "inert";
/// `fig=METRIC:V,V;…`: a side's own figures.
pub const FIG: &str = "fig";
/// `zoom=PX_PER_MS`.
pub const ZOOM: &str = "zoom";
/// `lang=en|zh`.
pub const LANG: &str = "lang";
/// `theme=light|dark`.
pub const THEME: &str = "theme";
/// `sel=SPAN`, `sel=SPAN/STAGE`, `sel=ARROW`: the drill-down and focus.
pub const SEL: &str = "sel";
/// `ruler=FROM,TO` (ms).
pub const RULER: &str = "ruler";
/// `cp=1`: the critical-path view.
pub const CRITICAL: &str = "cp";
/// `embed=1`: only the timeline, the badge and a compact knob bar.
pub const EMBED: &str = "embed";
/// `waits=0`: the WAIT slices (a lane idle before its next span) hidden.
pub const WAITS: &str = "waits";

/// `drill=MARK:MS,…`: a side's drill, each mark's time from the drill's
/// zero (its t = 0, else its earliest mark).
pub const DRILL: &str = "drill";
/// `drill.skew=LANE:MS,…`: the reader's offsets of lanes' clocks in the
/// drill (a `.` in it: never a dataset's `url_key`).
pub const DRILL_SKEW: &str = "drill.skew";

/// Every key above: none may be a dataset's `url_key`.
pub const APP_KEYS: [&str; 15] = [
    DATASET, PRESET, TOUR, INERT, FIG, ZOOM, LANG, THEME, SEL, RULER, CRITICAL, EMBED, WAITS,
    DRILL, DRILL_SKEW,
];

/// Whether `id` can name a mark in a link (`drill=ID:MS,…`): ASCII
/// letters, digits, `-`, `_` and `.`, at most [`MAX_NAME`]; nothing that
/// cuts a link's field (`:` `,` `;` `=` `&`).
pub fn is_mark_id(id: &str) -> bool {
    let b = id.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_NAME
        && b.iter()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_' | b'.'))
}

/// The keys a tour step's link may carry besides the dataset's own
/// (`tour=` is the step itself; the rest are the reader's, not a step's).
pub const TOUR_STEP_KEYS: [&str; 3] = [PRESET, INERT, ZOOM];

/// Whether `key` is one of the app's own keys.
pub fn is_app_key(key: &str) -> bool {
    APP_KEYS.contains(&key)
}
