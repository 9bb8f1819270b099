//! What the timeline shows: a list of runs, one per side, each a
//! configuration with its timeline and its verdict.
//!
//! Why a list and not "A plus an optional B": everything drawn or said
//! about a configuration (its row on the canvas, a hit on it, its tooltip,
//! its badge, its drill-down column) is the same code for every run, found
//! by the run's [`Side`]. A run whose figures come from somewhere else (a
//! reader's own measurement) is one more [`Figures`] source, not a third
//! special case beside A and B.

use std::sync::Arc;

use super::drill::DrawnDrill;
use super::own::{OwnFigures, Summary};
use super::{schedule, verdict, Config, Dataset, Timeline, Verdict};

/// Which run of the view: A is the one the page always has, B the one
/// compare opens. Its index is the run's place in the list (and its row in
/// each lane of the timeline).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash, PartialOrd, Ord)]
pub enum Side {
    #[default]
    A,
    B,
}

impl Side {
    /// Every side, in the order of the rows.
    pub const ALL: [Side; 2] = [Side::A, Side::B];

    /// The run's place in the list and its row in each lane.
    pub fn index(self) -> usize {
        self as usize
    }

    /// The side of row `i` (A for any row past the last).
    pub fn of_index(i: usize) -> Side {
        Side::ALL.get(i).copied().unwrap_or_default()
    }

    /// "A" or "B": how the page labels the side.
    pub fn letter(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }

    /// The prefix of the side's keys in a URL.
    pub fn prefix(self) -> &'static str {
        match self {
            Side::A => "",
            Side::B => "b.",
        }
    }

    /// The prefix of the ids of the side's controls (`b-knob-hb`).
    pub fn id_prefix(self) -> &'static str {
        match self {
            Side::A => "",
            Side::B => "b-",
        }
    }
}

/// Where a run's figures come from. Every run is the dataset's model of a
/// configuration, quoted against the page's measured arms (its verdict);
/// a run with a reader's own figures shows theirs first, the page's beside.
#[derive(Clone, Debug, PartialEq)]
pub enum Figures {
    /// The dataset's measured arms (the seed page's figures) only.
    Dataset,
    /// A reader's own figures for this configuration (from their drill,
    /// or from the link they opened), besides the page's.
    Own(OwnFigures),
    /// A reader's drill of this configuration: its marked instants drawn
    /// where it saw them (the run's timeline is held to them), the model's
    /// elsewhere; what it measures between two marks is the reader's own
    /// figures. With it, the model's own schedule of the configuration,
    /// which it is held against.
    Drill {
        drawn: Arc<DrawnDrill>,
        model: Box<Timeline>,
    },
}

impl Figures {
    /// The reader's figures, if the run has them (a drill's: what it
    /// measures between two of its marks).
    pub fn own(&self) -> Option<&OwnFigures> {
        match self {
            Figures::Own(f) => Some(f),
            Figures::Drill { drawn, .. } => Some(&drawn.figures),
            Figures::Dataset => None,
        }
    }

    /// The reader's drill as drawn, if the run is one.
    pub fn drill(&self) -> Option<&Arc<DrawnDrill>> {
        match self {
            Figures::Drill { drawn, .. } => Some(drawn),
            Figures::Own(_) | Figures::Dataset => None,
        }
    }

    /// Whether these are the figures of `shown`'s own figures and drill.
    fn of(&self, shown: &Shown) -> bool {
        match self {
            Figures::Dataset => shown.own.is_none() && shown.drill.is_none(),
            Figures::Own(f) => shown.own == Some(f) && shown.drill.is_none(),
            // The same drawing (a cheap key: a drawing is never changed,
            // only replaced).
            Figures::Drill { drawn, .. } => shown.drill.is_some_and(|d| Arc::ptr_eq(d, drawn)),
        }
    }
}

/// What a side of the view shows: its configuration, the reader's own
/// figures of it and their drill (`ViewState::runs`; a drill is shown
/// where a side has both).
#[derive(Clone, Copy, Debug)]
pub struct Shown<'a> {
    pub config: &'a Config,
    pub own: Option<&'a OwnFigures>,
    pub drill: Option<&'a Arc<DrawnDrill>>,
}

impl<'a> Shown<'a> {
    /// A configuration alone: the model and the page's figures.
    pub fn model(config: &'a Config) -> Shown<'a> {
        Shown {
            config,
            own: None,
            drill: None,
        }
    }
}

/// One configuration on screen: its timeline (as the model schedules it)
/// and its verdict (what was measured of it).
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    pub side: Side,
    pub config: Config,
    pub timeline: Timeline,
    pub verdict: Verdict,
    pub figures: Figures,
    /// The reader's outage (count, range, median), if they gave one:
    /// derived once here, read by the badge, the difference and the paint.
    pub own_outage: Option<Summary>,
    /// The latest instant drawn for the run: its spans' ends, and the end
    /// of a reader's longest outage (their bracket) from the outage's start.
    pub reach: f64,
    /// Changes whenever the run is derived again: a cheap key for "what I
    /// showed is still this run" (no configuration cloned to compare).
    pub rev: u64,
}

impl Run {
    /// The run of `config` on `side`: scheduled and judged by the dataset,
    /// with the reader's figures if it has some, held to their drill if it
    /// is one.
    pub fn derive(ds: &Dataset, side: Side, shown: Shown, rev: u64) -> Run {
        let config = shown.config.clone();
        let mut timeline = schedule(ds, &config);
        let figures = match (shown.drill, shown.own) {
            (Some(d), _) => {
                let model = std::mem::replace(&mut timeline, d.timeline.clone());
                Figures::Drill {
                    drawn: d.clone(),
                    model: Box::new(model),
                }
            }
            (None, Some(f)) => Figures::Own(f.clone()),
            (None, None) => Figures::Dataset,
        };
        let own_outage = figures.own().and_then(|f| f.outage(ds));
        let own_end = own_outage.map_or(0.0, |s| timeline.outage.0 + s.max);
        Run {
            side,
            own_outage,
            reach: timeline.horizon().max(own_end),
            timeline,
            verdict: verdict(ds, &config),
            config,
            figures,
            rev,
        }
    }
}

impl Run {
    /// The model's schedule of the run's configuration: its timeline, or
    /// for a drill what the drill is held against (a reader's figure is
    /// compared with this, never with the drill's own times).
    pub fn model(&self) -> &Timeline {
        match &self.figures {
            Figures::Drill { model, .. } => model,
            _ => &self.timeline,
        }
    }
}

/// The runs of a view, indexed by side: A always, B while comparing.
#[derive(Clone, Debug, PartialEq)]
pub struct Runs {
    runs: Vec<Run>,
    /// The last revision handed out.
    rev: u64,
}

impl Runs {
    /// The runs of these configurations (each with its own figures and
    /// drill, if any), A first.
    pub fn new<'a>(ds: &Dataset, runs: impl IntoIterator<Item = Shown<'a>>) -> Runs {
        let mut out = Runs {
            runs: Vec::new(),
            rev: 0,
        };
        out.sync(ds, runs);
        out
    }

    /// Bring the runs in line with `runs` (A first): a run whose
    /// configuration or figures changed is derived again (a new revision),
    /// the others are kept as they are; runs past the last go.
    pub fn sync<'a>(&mut self, ds: &Dataset, runs: impl IntoIterator<Item = Shown<'a>>) {
        let mut n = 0;
        for (i, shown) in runs.into_iter().enumerate() {
            n = i + 1;
            if self
                .runs
                .get(i)
                .is_some_and(|r| &r.config == shown.config && r.figures.of(&shown))
            {
                continue;
            }
            self.rev += 1;
            let run = Run::derive(ds, Side::of_index(i), shown, self.rev);
            match self.runs.get_mut(i) {
                Some(r) => *r = run,
                None => self.runs.push(run),
            }
        }
        self.runs.truncate(n.max(1).min(self.runs.len()));
    }

    /// Every run derived again from `ds`, with its configuration and
    /// figures, at a new revision: the dataset's words changed under them
    /// (its file with all the words replaced the first one), and a run
    /// holds words of its own (its verdict's sentences and notes), so
    /// whatever shows a run shows it again, in the new words.
    pub fn renew(&mut self, ds: &Dataset) {
        for r in &mut self.runs {
            self.rev += 1;
            let (own, drill) = match &r.figures {
                Figures::Own(f) => (Some(f.clone()), None),
                Figures::Drill { drawn, .. } => (None, Some(drawn.clone())),
                Figures::Dataset => (None, None),
            };
            let shown = Shown {
                config: &r.config.clone(),
                own: own.as_ref(),
                drill: drill.as_ref(),
            };
            *r = Run::derive(ds, r.side, shown, self.rev);
        }
    }

    /// The run of `side`; B's is A's until compare opens.
    pub fn get(&self, side: Side) -> &Run {
        self.runs.get(side.index()).unwrap_or_else(|| &self.runs[0])
    }

    /// The run of `side`, if it is on screen.
    pub fn on_screen(&self, side: Side) -> Option<&Run> {
        self.runs.get(side.index())
    }

    /// Every run on screen, A first.
    pub fn iter(&self) -> std::slice::Iter<'_, Run> {
        self.runs.iter()
    }

    /// How many runs are on screen (2 while comparing).
    pub fn len(&self) -> usize {
        self.runs.len()
    }

    /// Never true: A is always on screen.
    pub fn is_empty(&self) -> bool {
        self.runs.is_empty()
    }

    /// Each run's timeline, A first: the rows the layout draws.
    pub fn timelines(&self) -> Vec<&Timeline> {
        self.runs.iter().map(|r| &r.timeline).collect()
    }

    /// Each run's timeline where it is drawn ([`Timeline::at`]: a stage of
    /// unknown length at its placeholder width): positions on the canvas,
    /// for bringing a block into view, fitting and the overview, never
    /// times to show.
    pub fn drawn(&self) -> Vec<&Timeline> {
        self.runs.iter().map(|r| r.timeline.at()).collect()
    }

    /// The latest end of any span drawn, in any run.
    pub fn horizon(&self) -> f64 {
        self.runs.iter().map(|r| r.reach).fold(0.0, f64::max)
    }

    /// A key that changes whenever any run does (and when one comes or goes).
    pub fn rev(&self) -> (u64, usize) {
        (
            self.runs.iter().map(|r| r.rev).max().unwrap_or(0),
            self.len(),
        )
    }
}
