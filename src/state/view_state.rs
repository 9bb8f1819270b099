//! One value for the whole view: the configuration (knobs, conditions, inert
//! toggles), zoom and pan, language, theme, selection and the critical-path
//! toggle. Derived things (the active preset, the timeline, the verdict) are
//! computed from it, never stored.

use crate::model::index::SpanIx;
use crate::model::own::OwnFigures;
use crate::model::Shown;
use crate::model::{verdict::preset_config, Config, Dataset, Lang};
use crate::state::drill_link::{Drawings, DrillLink};
use crate::view::{viewport::MAX_ZOOM, viewport::MIN_ZOOM, Theme};

/// Time shown left of t = 0 when the view is not panned.
pub const LEAD_MS: f64 = 2.0;

/// Who set the zoom. It decides whether the view may narrow it to show the
/// whole handoff, and whether the URL carries it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoomChoice {
    /// The preset's zoom, not yet checked against the timeline's width.
    Preset,
    /// Checked, and narrowed where the handoff was wider than the timeline:
    /// the view's own choice for this width, so the URL leaves it out (the
    /// reader of a shared link gets the fit for their width).
    Fitted,
    /// Set by the link or by the reader: kept as it is.
    Chosen,
}

pub use crate::model::run::Side;

/// Equal views: the same configuration, zoom, pan, language, theme,
/// selection and toggles (derived; transient fields are `Unseen`).
#[derive(Clone, Debug, PartialEq)]
pub struct ViewState {
    /// The configuration shown (A in a comparison).
    pub config: Config,
    /// Compare: B's configuration, drawn beside A's on the same time axis.
    pub compare: Option<Config>,
    /// CSS px per ms.
    pub zoom: f64,
    /// Who set the zoom: kept, but not part of what is seen.
    pub zoom_choice: Unseen<ZoomChoice>,
    /// The time at the left edge of the canvas (pan).
    pub start_ms: f64,
    pub lang: Lang,
    pub theme: Theme,
    /// The span whose drill-down is open.
    pub selected: Option<SpanIx>,
    /// Highlight the stages that decide the outage.
    pub critical: bool,
    /// The WAIT slices (a lane idle before its next span) are not drawn.
    pub waits_hidden: bool,
    /// Only the timeline, the badge and a compact knob bar.
    pub embed: bool,
    /// Each side's own figures (a reader's drill, or a link's), indexed by
    /// `Side`: only while the side shows the configuration they are of.
    pub own: [Option<OwnFigures>; 2],
    /// Each side's drill (a reader's, or a link's), indexed by `Side`, as
    /// its link carries it: its marked instants are drawn on the side's row,
    /// held against the model of the side's configuration, once the page
    /// below has read it (`drill_link::Drawing`). A drill on a side opens
    /// compare, so the model of the same configuration is drawn beside it.
    pub drill: [Option<DrillLink>; 2],
    /// The tour step shown (0-based): its configuration is `config`, what
    /// it names is highlighted. Left as soon as the configuration differs.
    pub tour: Option<usize>,
    /// The ruler's two instants, ms (`from` ≤ `to`), until Esc or a click
    /// elsewhere.
    pub ruler: Option<(f64, f64)>,
    /// The stage or arrow of A's run a link points at (`sel=SPAN/STAGE`,
    /// `sel=ARROW`): it has the keyboard's focus (an arrow shows its
    /// tooltip) until the focus moves on.
    pub pinned: Option<crate::view::Target>,
    /// The find box's query (trimmed; none: nothing to find). Not in the
    /// link: a search is the reader's own, as in Perfetto.
    pub find: Option<std::rc::Rc<str>>,
    /// The "measure" toggle: a drag on the timeline sets the ruler (as
    /// Shift + drag does). Not in the link either.
    pub measuring: bool,
}

impl ViewState {
    /// The page as it opens: the dataset's default preset at its zoom.
    pub fn initial(ds: &Dataset, lang: Lang, theme: Theme) -> ViewState {
        let preset = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
        ViewState {
            config: preset_config(ds, preset).clone(),
            compare: None,
            zoom: preset_zoom(ds, preset),
            zoom_choice: Unseen(ZoomChoice::Preset),
            start_ms: -LEAD_MS,
            lang,
            theme,
            selected: None,
            critical: false,
            waits_hidden: false,
            embed: false,
            own: [None, None],
            drill: [None, None],
            tour: None,
            ruler: None,
            pinned: None,
            find: None,
            measuring: false,
        }
    }

    /// Jump to a preset: its configuration and zoom.
    pub fn apply_preset(&mut self, ds: &Dataset, preset: usize) {
        self.config = preset_config(ds, preset).clone();
        self.zoom = preset_zoom(ds, preset);
        self.zoom_choice.0 = ZoomChoice::Preset;
        self.start_ms = -LEAD_MS;
    }

    /// The configuration of `side` (B is A's until compare is open).
    pub fn side(&self, side: Side) -> &Config {
        match (side, &self.compare) {
            (Side::B, Some(b)) => b,
            _ => &self.config,
        }
    }

    /// Each run's configuration, A first (B while comparing).
    pub fn configs(&self) -> impl Iterator<Item = &Config> {
        std::iter::once(&self.config).chain(self.compare.as_ref())
    }

    /// What each side shows, A first: its configuration and own figures
    /// (no drill drawn: [`Self::runs_drawn`]).
    pub fn runs(&self) -> impl Iterator<Item = Shown<'_>> {
        self.runs_drawn(&[None, None])
    }

    /// What each side shows, A first: its configuration, own figures and
    /// its drill where `drawn` has it drawn for the side's drill link and
    /// configuration (a side with a drill shows the drill, its figures
    /// kept).
    pub fn runs_drawn<'a>(&'a self, drawn: &'a Drawings) -> impl Iterator<Item = Shown<'a>> {
        self.configs().zip(Side::ALL).map(move |(config, side)| {
            let drill = drawn[side.index()]
                .as_ref()
                .filter(|d| Some(&d.link) == self.drill(side) && d.config == *config)
                .map(|d| &d.drawn);
            Shown {
                config,
                own: self.own(side).filter(|_| drill.is_none()),
                drill,
            }
        })
    }

    /// The configuration of `side`, to change; B opens compare.
    pub fn side_mut(&mut self, side: Side) -> &mut Config {
        match side {
            Side::A => &mut self.config,
            Side::B => self.compare.get_or_insert_with(|| self.config.clone()),
        }
    }

    /// Open step `step` of the tour: its configuration (one run: compare
    /// closes), its zoom (the link's, else the preset's it is, else the
    /// default's; narrowed to fit as a preset's is), the drill-down closed.
    pub fn enter_tour(&mut self, ds: &Dataset, step: usize) {
        let Some(rule) = ds.tour().get(step) else {
            return;
        };
        let preset = crate::model::verdict::preset_of(ds, &rule.config)
            .or_else(|| ds.preset_index(&ds.file.default_preset))
            .unwrap_or(0);
        self.apply_preset(ds, preset);
        self.config = rule.config.clone();
        if let Some(z) = rule.zoom {
            self.zoom = clamp_zoom(z);
            self.zoom_choice.0 = ZoomChoice::Chosen;
        }
        self.compare = None;
        self.selected = None;
        self.tour = Some(step);
    }

    /// The tour is left once the view is no longer its step: another
    /// configuration (a knob touched) or compare opened. What is shown stays.
    pub fn settle_tour(&mut self, ds: &Dataset) {
        if let Some(k) = self.tour {
            let on_step = ds.tour().get(k).is_some_and(|r| r.config == self.config);
            if !on_step || self.compare.is_some() {
                self.tour = None;
            }
        }
    }

    /// What the tour step shown highlights, if one is.
    pub fn highlight<'a>(&self, ds: &'a Dataset) -> Option<&'a crate::model::tour::Highlight> {
        self.tour
            .and_then(|k| ds.tour().get(k))
            .map(|r| &r.highlight)
    }

    /// Jump `side` to a preset. A's preset also sets the zoom; B shares it.
    pub fn apply_preset_to(&mut self, ds: &Dataset, side: Side, preset: usize) {
        match side {
            Side::A => self.apply_preset(ds, preset),
            Side::B => *self.side_mut(Side::B) = preset_config(ds, preset).clone(),
        }
    }

    /// Compare: pin the current configuration as A and open B equal to it.
    pub fn open_compare(&mut self) {
        if self.compare.is_none() {
            self.compare = Some(self.config.clone());
        }
    }

    /// Switch inert knob `knob` of `side`'s configuration on or off (B
    /// only while comparing).
    pub fn set_inert(&mut self, side: Side, knob: usize, on: bool) {
        if side == Side::B && self.compare.is_none() {
            return;
        }
        let inert = &mut self.side_mut(side).inert;
        if on {
            inert.insert(knob);
        } else {
            inert.remove(&knob);
        }
    }

    /// Show `config` as A from elsewhere on the page (a chart point, a
    /// masking button, a pasted configuration): the drill-down closes, and
    /// the critical path comes on if asked.
    pub fn show(&mut self, config: Config, critical: bool) {
        self.config = config;
        self.selected = None;
        self.critical = self.critical || critical;
    }

    /// Exchange A and B (their figures and drills go with them).
    pub fn swap_compare(&mut self) {
        if let Some(b) = self.compare.as_mut() {
            std::mem::swap(&mut self.config, b);
            self.own.swap(0, 1);
            self.drill.swap(0, 1);
        }
    }

    /// Back to one timeline: A's.
    pub fn close_compare(&mut self) {
        self.compare = None;
        self.own[Side::B.index()] = None;
        self.drill[Side::B.index()] = None;
    }

    /// The drill `side` shows (B's only while comparing).
    pub fn drill(&self, side: Side) -> Option<&DrillLink> {
        if side == Side::B && self.compare.is_none() {
            return None;
        }
        self.drill[side.index()].as_ref()
    }

    /// Give `side` a drill (`None`: take it away). A drill opens compare:
    /// the other side shows the model of the same configuration (B set to
    /// A's where it was not open).
    pub fn set_drill(&mut self, side: Side, drill: Option<DrillLink>) {
        let opens = drill.is_some();
        if side == Side::B {
            self.side_mut(Side::B);
        }
        self.drill[side.index()] = drill;
        if opens {
            self.open_compare();
        }
    }

    /// The own figures `side` shows (B's only while comparing).
    pub fn own(&self, side: Side) -> Option<&OwnFigures> {
        if side == Side::B && self.compare.is_none() {
            return None;
        }
        self.own[side.index()].as_ref()
    }

    /// Give `side` figures of its own (`None`: take them away). Figures of
    /// B open compare.
    pub fn set_own(&mut self, side: Side, figures: Option<OwnFigures>) {
        if let Some(f) = &figures {
            *self.side_mut(side) = f.config.clone();
        }
        self.own[side.index()] = figures;
    }

    /// Figures stay only beside the configuration they are of: a side
    /// moved to another configuration (a knob, a preset) drops them.
    pub fn settle_own(&mut self) {
        for side in Side::ALL {
            let keep = match &self.own[side.index()] {
                Some(f) => {
                    (side == Side::A || self.compare.is_some()) && *self.side(side) == f.config
                }
                None => true,
            };
            if !keep {
                self.own[side.index()] = None;
            }
        }
    }

    /// A zoom the reader (or the link) chose.
    /// Setting the zoom it already has changes nothing (it stays the view's
    /// own choice if it was).
    pub fn set_zoom(&mut self, zoom: f64) {
        let zoom = clamp_zoom(zoom);
        if zoom != self.zoom {
            self.zoom = zoom;
            self.zoom_choice.0 = ZoomChoice::Chosen;
        }
    }

    /// The first look at a preset: where its handoff (`horizon_ms` long) is
    /// wider than the timeline (`width_px`), start at the largest zoom that
    /// shows all of it. Only once per preset, and never over a chosen zoom:
    /// a dragged knob then moves spans on a steady scale.
    pub fn fit_handoff(&mut self, horizon_ms: f64, width_px: f64) {
        if self.zoom_choice.0 != ZoomChoice::Preset || width_px <= 0.0 {
            return;
        }
        let fit = fit_zoom(horizon_ms, width_px);
        if fit < self.zoom {
            self.zoom = fit;
            self.start_ms = -LEAD_MS;
        }
        self.zoom_choice.0 = ZoomChoice::Fitted;
    }
}

impl ViewState {
    /// What no link carries (the find box's query, the measure toggle)
    /// stays as the reader left it in `before` when a link's view comes
    /// in (Back, Forward).
    pub fn keep_unlinked(&mut self, before: &ViewState) {
        self.find = before.find.clone();
        self.measuring = before.measuring;
    }

    /// Set the ruler between two instants, in either order (a
    /// zero-length one is none).
    pub fn set_ruler(&mut self, a: f64, b: f64) {
        self.ruler =
            (a.is_finite() && b.is_finite() && a != b).then(|| crate::view::ruler::ordered(a, b));
    }
}

/// A value the view keeps that is not part of what is seen (who chose the
/// zoom): two views that differ only in it are equal, so `ViewState`'s
/// equality is derived and a new field is compared without a word.
#[derive(Clone, Copy, Debug)]
pub struct Unseen<T>(pub T);

impl<T> PartialEq for Unseen<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// The largest zoom that shows a handoff `horizon_ms` long, with the lead on
/// both sides, in `width_px`.
pub fn fit_zoom(horizon_ms: f64, width_px: f64) -> f64 {
    crate::view::Viewport::new(-LEAD_MS, 1.0, width_px).fit_zoom(horizon_ms + 2.0 * LEAD_MS)
}

pub fn clamp_zoom(zoom: f64) -> f64 {
    if zoom.is_finite() {
        zoom.clamp(MIN_ZOOM, MAX_ZOOM)
    } else {
        MIN_ZOOM
    }
}

fn preset_zoom(ds: &Dataset, preset: usize) -> f64 {
    ds.file.presets[preset]
        .zoom_px_per_ms
        .unwrap_or(ds.file.zoom_px_per_ms)
}
