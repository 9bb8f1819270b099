//! The snapshot: what the page below and the images show of the view,
//! built from `ViewState` field by field, on the wire and back, and the
//! picture the canvas and the images draw from it.

use crate::model::index::SpanIx;
use crate::model::own::OwnFigures;
use crate::model::{Config, Dataset, Lang, Runs, Shown, Side};
use crate::view::export::Picture;
use crate::view::{Hit, OwnMark, Scene, Theme};

use super::super::drill_link::{Drawings, DrillLink};
use super::super::figures::{read_wire, wire_form};
use super::super::ViewState;
use super::wire::{bad, by_of, config, escape, field, fields, read_config, side_of, unescape};
use super::Unreadable;

/// What the page below the timeline shows, as the first module sees it now.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The dataset's id (its file name without `.json`).
    pub dataset: String,
    /// Each run's configuration, A first (B while comparing).
    pub configs: Vec<Config>,
    /// Each run's own figures (a reader's, a link's), beside `configs`.
    pub own: Vec<Option<OwnFigures>>,
    /// Each run's drill (a reader's, a link's), beside `configs`.
    pub drills: Vec<Option<DrillLink>>,
    pub lang: Lang,
    pub theme: Theme,
    /// The critical-path view is on.
    pub critical: bool,
    /// The WAIT slices are not drawn (the images and the trace leave them
    /// out too).
    pub waits_hidden: bool,
    /// The span whose drill-down is open.
    pub selected: Option<SpanIx>,
    /// The zoom on screen, CSS px per ms (after any fit to the width).
    pub zoom: f64,
    /// The ruler's two instants, ms (the exports draw it).
    pub ruler: Option<(f64, f64)>,
    /// The tour step shown (0-based): the exports draw its highlights.
    pub tour: Option<usize>,
    /// The find box's query: the exports outline what it matches, as the
    /// canvas does.
    pub find: Option<String>,
}

impl Snapshot {
    /// What the page below shows of `view` (its zoom as it is now: after
    /// any fit to the timeline's width).
    ///
    /// Every field of the view is named here: a new one is a compile error
    /// until it is sent (and so drawn by the exports) or said not to be.
    pub fn new(ds: &Dataset, view: &ViewState) -> Snapshot {
        let ViewState {
            config: _,
            compare: _,
            own: _,
            drill: _,
            zoom,
            // Who chose the zoom, the pan, the embed, a link's pinned
            // focus and the measure toggle are the first screen's alone:
            // the page below and the exports draw the whole handoff.
            zoom_choice: _,
            start_ms: _,
            embed: _,
            pinned: _,
            measuring: _,
            lang,
            theme,
            selected,
            critical,
            waits_hidden,
            tour,
            ruler,
            find,
        } = view;
        Snapshot {
            dataset: ds.file.id.clone(),
            // Each run's configuration, figures and drill, A first
            // (`ViewState::runs` reads `config`, `compare`, `own` and `drill`).
            configs: view.configs().cloned().collect(),
            own: Side::ALL
                .iter()
                .take(view.configs().count())
                .map(|&side| view.own(side).cloned())
                .collect(),
            drills: Side::ALL
                .iter()
                .take(view.configs().count())
                .map(|&side| view.drill(side).cloned())
                .collect(),
            lang: *lang,
            theme: *theme,
            critical: *critical,
            waits_hidden: *waits_hidden,
            selected: *selected,
            zoom: *zoom,
            ruler: *ruler,
            tour: *tour,
            find: find.as_deref().map(str::to_string),
        }
    }

    /// What the canvas and both images draw besides the runs themselves:
    /// one builder, so the three show one picture. `focus` is the
    /// keyboard's (the canvas's only; an image has none).
    pub fn picture(&self, ds: &Dataset, runs: &Runs, focus: Option<Hit>) -> Picture {
        let Snapshot {
            dataset: _,
            configs: _,
            own: _,
            drills: _,
            lang,
            theme,
            critical,
            waits_hidden,
            selected,
            zoom,
            ruler,
            tour,
            find,
        } = self;
        let shown: Vec<_> = runs.iter().map(|r| (&r.timeline, &r.verdict)).collect();
        let scene = Scene {
            critical: *critical,
            focus,
            selected: *selected,
            own: Side::ALL.map(|side| runs.on_screen(side).and_then(OwnMark::of)),
            highlight: tour
                .and_then(|k| ds.tour().get(k))
                .map(|r| r.highlight.clone()),
            ruler: ruler.map(|r| crate::view::ruler::mark_of(ds, &shown, r, *lang)),
            find: find.as_deref().map(std::rc::Rc::from),
            waits_hidden: *waits_hidden,
        };
        Picture {
            lang: *lang,
            theme: *theme,
            zoom: *zoom,
            scene,
        }
    }

    /// The dataset a snapshot is of, before that dataset is loaded.
    pub fn dataset_of(line: &str) -> Option<&str> {
        fields(line).find(|(k, _)| *k == "ds").map(|(_, v)| v)
    }

    /// The wire line. The first module sends it when it differs from the
    /// last one sent: the line is the change key.
    pub fn encode(&self) -> String {
        let Snapshot {
            dataset,
            configs,
            own,
            drills,
            lang,
            theme,
            critical,
            waits_hidden,
            selected,
            zoom,
            ruler,
            tour,
            find,
        } = self;
        let mut out = vec![
            field("ds", dataset),
            field("lang", lang.code()),
            field("theme", theme.code()),
            field("cp", if *critical { "1" } else { "0" }),
            field("waits", if *waits_hidden { "0" } else { "1" }),
            field("zoom", &zoom.to_bits().to_string()),
        ];
        if let Some(s) = selected {
            out.push(field("sel", &s.get().to_string()));
        }
        if let Some((a, b)) = ruler {
            out.push(field("ruler", &format!("{},{}", a.to_bits(), b.to_bits())));
        }
        if let Some(k) = tour {
            out.push(field("tour", &k.to_string()));
        }
        if let Some(q) = find {
            out.push(field("find", &escape(q)));
        }
        out.extend(configs.iter().map(|c| field("run", &config(c))));
        for (i, f) in own.iter().enumerate() {
            if let Some(f) = f {
                let side = Side::of_index(i).letter();
                let own = format!("{side},{},{}", f.by.code(), wire_form(&f.metrics));
                out.push(field("own", &own));
            }
        }
        for (i, d) in drills.iter().enumerate() {
            if let Some(d) = d {
                let side = Side::of_index(i).letter();
                let (marks, skew, by) = (escape(&d.marks), escape(&d.skew), d.by.code());
                out.push(field("drill", &format!("{side}|{by}|{marks}|{skew}")));
            }
        }
        out.join(";")
    }

    /// What each run shows, A first: its configuration and own figures
    /// (no drill drawn: [`Self::runs_drawn`]).
    pub fn runs(&self) -> impl Iterator<Item = Shown<'_>> {
        self.runs_drawn(&[None, None])
    }

    /// What each run shows, A first: its configuration, own figures and
    /// its drill where `drawn` has it drawn for the run's drill link and
    /// configuration (as `ViewState::runs_drawn`).
    pub fn runs_drawn<'a>(&'a self, drawn: &'a Drawings) -> impl Iterator<Item = Shown<'a>> {
        self.configs.iter().enumerate().map(move |(i, config)| {
            let link = self.drills.get(i).and_then(Option::as_ref);
            let drill = drawn
                .get(i)
                .and_then(Option::as_ref)
                .filter(|d| Some(&d.link) == link && d.config == *config)
                .map(|d| &d.drawn);
            Shown {
                config,
                own: self
                    .own
                    .get(i)
                    .and_then(Option::as_ref)
                    .filter(|_| drill.is_none()),
                drill,
            }
        })
    }

    /// Read a snapshot of dataset `ds` (the dataset the reader holds).
    pub fn decode(ds: &Dataset, line: &str) -> Result<Snapshot, Unreadable> {
        let mut s = Snapshot {
            dataset: String::new(),
            configs: Vec::new(),
            own: Vec::new(),
            drills: Vec::new(),
            lang: Lang::En,
            theme: Theme::Light,
            critical: false,
            waits_hidden: false,
            selected: None,
            zoom: f64::NAN,
            ruler: None,
            tour: None,
            find: None,
        };
        let mut owns = Vec::new();
        let mut drills = Vec::new();
        for (k, v) in fields(line) {
            match k {
                "ds" => s.dataset = v.to_string(),
                "lang" => s.lang = Lang::from_code(v).ok_or_else(|| bad(k, v))?,
                "theme" => s.theme = Theme::from_code(v).ok_or_else(|| bad(k, v))?,
                "cp" => s.critical = v == "1",
                "waits" => s.waits_hidden = v == "0",
                "zoom" => s.zoom = f64::from_bits(v.parse().map_err(|_| bad(k, v))?),
                "sel" => {
                    let i: usize = v.parse().map_err(|_| bad(k, v))?;
                    if i >= ds.file.spans.len() {
                        return Err(bad(k, v));
                    }
                    s.selected = Some(SpanIx(i));
                }
                "ruler" => {
                    let bits = |x: &str| x.parse::<u64>().map(f64::from_bits).ok();
                    let ends = v.split_once(',').map(|(a, b)| (bits(a), bits(b)));
                    match ends {
                        Some((Some(a), Some(b))) if a.is_finite() && b.is_finite() => {
                            s.ruler = Some((a, b))
                        }
                        _ => return Err(bad(k, v)),
                    }
                }
                "tour" => {
                    let k: usize = v.parse().map_err(|_| bad(k, v))?;
                    if k >= ds.tour().len() {
                        return Err(bad("tour", v));
                    }
                    s.tour = Some(k);
                }
                "find" => s.find = Some(unescape(v).ok_or_else(|| bad(k, v))?),
                "run" => s.configs.push(read_config(ds, v)?),
                "own" => owns.push(v),
                "drill" => drills.push(v),
                _ => return Err(bad(k, v)),
            }
        }
        s.own = vec![None; s.configs.len()];
        for v in owns {
            let mut it = v.splitn(3, ',');
            let (side, by, wire) = (it.next(), it.next(), it.next().unwrap_or(""));
            let side = side.and_then(side_of).ok_or_else(|| bad("own", v))?;
            let by = by.and_then(by_of).ok_or_else(|| bad("own", v))?;
            let metrics = read_wire(ds, wire).ok_or_else(|| bad("own", v))?;
            let config = s.configs.get(side.index()).ok_or_else(|| bad("own", v))?;
            s.own[side.index()] = Some(OwnFigures {
                config: config.clone(),
                metrics,
                by,
            });
        }
        s.drills = vec![None; s.configs.len()];
        for v in drills {
            let mut it = v.split('|');
            let (side, by, marks, skew) = (it.next(), it.next(), it.next(), it.next());
            let side = side.and_then(side_of).ok_or_else(|| bad("drill", v))?;
            let text = |t: Option<&str>| t.and_then(unescape).ok_or_else(|| bad("drill", v));
            let link = DrillLink {
                marks: text(marks)?,
                skew: text(skew)?,
                by: by.and_then(by_of).ok_or_else(|| bad("drill", v))?,
            };
            let slot = s
                .drills
                .get_mut(side.index())
                .ok_or_else(|| bad("drill", v))?;
            *slot = Some(link);
        }
        if s.dataset != ds.file.id {
            return Err(Unreadable(format!("a snapshot of {}", s.dataset)));
        }
        if s.configs.is_empty() || s.configs.len() > Side::ALL.len() {
            return Err(Unreadable(format!("{} runs", s.configs.len())));
        }
        if !(s.zoom.is_finite() && s.zoom > 0.0) {
            return Err(Unreadable("no zoom".into()));
        }
        Ok(s)
    }

    /// The configuration of `side`; B's is A's until compare opens.
    pub fn config(&self, side: Side) -> &Config {
        self.configs.get(side.index()).unwrap_or(&self.configs[0])
    }
}
