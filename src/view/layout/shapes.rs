//! The display list's vocabulary: the shapes a layout yields, how each is
//! coloured and stroked, what a shape stands for when the pointer is on it
//! ([`Hit`]), and the fixed geometry rows are laid out with. Types only:
//! `layout` builds a list of them, `hit` reads one back, the painters
//! (canvas, PNG, SVG) draw one.

use crate::model::index::{ArrowIx, SpanIx, StageIx};
use crate::model::tour::Highlight;
use crate::model::Side;

/// What a shape is coloured as; the theme decides the colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paint {
    /// A stage of the class with this index in the dataset.
    Class(usize),
    Wait,
    LaneBand(bool),
    Outage,
    Grid,
    Axis,
    ZeroLine,
    Text,
    TextMuted,
    /// A label on a stage of the class with this index.
    TextOnClass(usize),
    Arrow,
    SpanOutline,
    /// Stroke around a stage on the critical path (critical-path view).
    CriticalOutline,
    /// Stroke around the keyboard-focused block or along the focused arrow.
    Focus,
    /// Stroke around the span whose drill-down is open.
    Selected,
    /// A reader's own figure drawn over the model (its bracket and label).
    Own,
    /// Stroke around a block the find box matched.
    Match,
    /// The ruler's two ends, and the band between them.
    Ruler,
    RulerBand,
    /// The overview strip outside the window the timeline shows.
    OverviewShade,
}

impl Paint {
    /// Painted as an outline rather than filled.
    pub fn is_stroke(self) -> bool {
        matches!(
            self,
            Paint::SpanOutline
                | Paint::CriticalOutline
                | Paint::Focus
                | Paint::Selected
                | Paint::Match
        )
    }
}

/// How a shape is stroked, the same on the canvas and in a saved SVG.
pub mod pen {
    use super::{Emphasis, Paint};

    /// A dashed line's dash and gap, px.
    pub const DASH: [f64; 2] = [5.0, 4.0];
    /// An arrow head's length, px.
    pub const HEAD_PX: f64 = 6.0;

    /// The width of an outline drawn around a rect of `paint`.
    pub fn outline_width(paint: Paint) -> f64 {
        if paint == Paint::SpanOutline {
            1.0
        } else {
            2.0
        }
    }

    /// The width of a line of `paint`, with or without a head.
    pub fn line_width(paint: Paint, head: bool) -> f64 {
        match paint {
            Paint::Focus => 3.0,
            Paint::Own => 2.0,
            _ if head => 1.5,
            _ => 1.0,
        }
    }

    pub fn alpha(emph: Emphasis) -> f64 {
        match emph {
            Emphasis::Normal => 1.0,
            Emphasis::Dim => 0.25,
        }
    }

    /// The head of an arrow ending at (x2, y2): its tip, then its two barbs,
    /// each at π/7 from the shaft. The shaft's direction is rotated by the
    /// constants, not by `atan2`/`sin`/`cos` (whose code and tables are
    /// kilobytes of the first load).
    pub fn arrow_head([x1, y1, x2, y2]: [f64; 4]) -> [(f64, f64); 3] {
        // cos(π/7), sin(π/7)
        const C: f64 = 0.900_968_867_902_419_1;
        const S: f64 = 0.433_883_739_117_558_1;
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = if len > 0.0 {
            (dx / len, dy / len)
        } else {
            (1.0, 0.0)
        };
        let barb = |side: f64| {
            let (cos, sin) = (ux * C - side * uy * S, uy * C + side * ux * S);
            (x2 - HEAD_PX * cos, y2 - HEAD_PX * sin)
        };
        [(x2, y2), barb(-1.0), barb(1.0)]
    }
}

/// How strongly a shape is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Emphasis {
    #[default]
    Normal,
    /// Faded: off the critical path while the critical-path view is on,
    /// or not matched while the find box has a query.
    Dim,
}

/// What the layout should show besides the timeline itself.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Scene {
    /// Highlight the critical path, fade the rest.
    pub critical: bool,
    pub focus: Option<Hit>,
    pub selected: Option<SpanIx>,
    /// Each row's reader's outage, where they gave one (indexed by side).
    pub own: [Option<OwnMark>; 2],
    /// Draw these at full strength and fade the rest (a tour step's names).
    pub highlight: Option<Highlight>,
    /// The ruler, drawn across every lane with its length.
    pub ruler: Option<RulerMark>,
    /// The find box's query: the blocks it matches are outlined, the rest
    /// faded (see `view::find`).
    pub find: Option<std::rc::Rc<str>>,
    /// Leave the WAIT slices out (`waits=0`).
    pub waits_hidden: bool,
}

/// The ruler as drawn: its two instants (ms), and the length it reads
/// (the model's difference, or the page's figure where `measured`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RulerMark {
    pub from: f64,
    pub to: f64,
    pub dt_ms: f64,
    pub measured: bool,
}

impl OwnMark {
    /// The mark of `run`'s reader's outage, if they gave one.
    pub fn of(run: &crate::model::Run) -> Option<OwnMark> {
        let f = run.figures.own()?;
        let s = run.own_outage?;
        Some(OwnMark {
            min: s.min,
            median: s.median,
            max: s.max,
            n: s.n,
            by_link: f.by == crate::model::own::By::Link,
        })
    }
}

/// A reader's outage on a run's row: from the model's outage start, a
/// bracket as long as their median, a whisker over their range, and its
/// label (worded by the caller, in the page's language).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OwnMark {
    pub min: f64,
    pub median: f64,
    pub max: f64,
    pub n: usize,
    /// A link's figures ("the link's"), else the reader's ("yours").
    pub by_link: bool,
}

impl Scene {
    /// How strongly a shape is drawn: faded if the critical-path view is on
    /// and it is off the path, or a highlight is on and it is not named.
    pub fn emphasis(&self, critical: bool, named: impl FnOnce(&Highlight) -> bool) -> Emphasis {
        let off_path = self.critical && !critical;
        let unnamed = self.highlight.as_ref().is_some_and(|h| !named(h));
        if off_path || unnamed {
            Emphasis::Dim
        } else {
            Emphasis::Normal
        }
    }
}

/// What a shape stands for inside one run's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Stage { span: SpanIx, stage: StageIx },
    Wait { span: SpanIx },
    Arrow(ArrowIx),
}

/// What a pointer over a shape points at: a block or an arrow, in the row
/// of the run on `side`. Everything that answers a hit (tooltip, focus,
/// drill-down) reads that run, never A's by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub side: Side,
    pub target: Target,
}

impl Hit {
    pub fn new(side: Side, target: Target) -> Hit {
        Hit { side, target }
    }

    /// The span of a block (a stage or a WAIT); none for an arrow.
    pub fn span(self) -> Option<SpanIx> {
        match self.target {
            Target::Stage { span, .. } | Target::Wait { span } => Some(span),
            Target::Arrow(_) => None,
        }
    }

    /// The arrow hit, if it is one.
    pub fn arrow(self) -> Option<ArrowIx> {
        match self.target {
            Target::Arrow(a) => Some(a),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect {
        x: f64,
        y: f64,
        w: f64,
        h: f64,
        paint: Paint,
        hit: Option<Hit>,
        emph: Emphasis,
    },
    Line {
        x1: f64,
        y1: f64,
        x2: f64,
        y2: f64,
        paint: Paint,
        dashed: bool,
        head: bool,
        hit: Option<Hit>,
        emph: Emphasis,
    },
    Text {
        x: f64,
        y: f64,
        text: String,
        paint: Paint,
        align: Align,
    },
}

/// The face every label is set in, on the canvas, in the PNG and the SVG:
/// the generic sans-serif, the page's own (one font lookup, any language).
pub const FONT_FAMILY: &str = "sans-serif";
/// The canvas labels' size, CSS px.
pub const LABEL_PX: f64 = 12.0;
/// The average width of a Latin glyph, as a share of the size: what
/// `Metrics::char_w` assumes to decide whether a label fits.
pub const GLYPH_EM: f64 = 0.55;

/// A CSS font at `px`, bold or not, in [`FONT_FAMILY`].
pub fn css_font(px: f64, bold: bool) -> String {
    let weight = if bold { "bold " } else { "" };
    format!(
        "{weight}{}px {FONT_FAMILY}",
        crate::view::format::shortest(px)
    )
}

/// Fixed vertical geometry, in CSS px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Metrics {
    pub ruler_h: f64,
    pub lane_h: f64,
    pub block_h: f64,
    /// Average glyph width used to decide whether a label fits in a block.
    pub char_w: f64,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics {
            ruler_h: 30.0,
            lane_h: 64.0,
            block_h: 30.0,
            char_w: LABEL_PX * GLYPH_EM,
        }
    }
}

/// A laid-out timeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub shapes: Vec<Shape>,
    pub width: f64,
    pub height: f64,
    /// Each lane's top y and height.
    pub lanes: Vec<(f64, f64)>,
    /// Where the ruler's t = 0 label is drawn (x, y, w, h), when it is the
    /// dataset's `zero` shortened: the pointer over it shows it in full.
    pub zero_label: Option<[f64; 4]>,
}
