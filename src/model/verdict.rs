//! The verdict: may the app quote an outage for this configuration?
//!
//! Only if that exact configuration — every knob, condition and inert toggle —
//! was run end-to-end. Knobs are not additive, so anything else gets no
//! figure at all: it gets the nearest measured configuration, what differs
//! from it, and how far to trust the drawn estimate.

use super::config::Config;
use super::dataset::Dataset;
use super::file::{Source, Stated, TrustLevel};
use super::index::DimIx;

/// One measured figure for the configuration, with where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct MeasuredFigure {
    pub arm: usize,
    /// Its index in the arm's figures (its spec: notes, readings).
    pub figure: usize,
    pub metric: usize,
    pub values: Vec<f64>,
    pub reps: Option<u32>,
    pub source: Source,
    /// Our arithmetic (the page gave a difference), not a number on the page.
    pub arithmetic: bool,
    /// The values are a range's two ends, not runs.
    pub range: bool,
}

/// The figure the badge leads with for a measured configuration, and on
/// what it rests. Every measured configuration has one.
#[derive(Clone, Debug, PartialEq)]
pub struct Headline {
    pub outage_ms: f64,
    pub basis: Basis,
    /// The figure as the page writes it ("~3.6 s"), where it is one figure
    /// of the page: the badge shows it in the page's unit and rounding.
    pub written: Option<String>,
    /// The sentences the figure rests on (one, or each of the figures a
    /// mean is taken over): two sides resting on one sentence and one
    /// figure are one measurement, never subtracted.
    pub sentences: Vec<Source>,
    /// Other figures the page states for this configuration (it disagrees
    /// with itself): shown beside the headline, never averaged into it.
    pub also: Vec<Stated>,
}

/// Where the headline figure comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Basis {
    /// The page's own figure for this preset.
    Preset(usize),
    /// The page's own figure for this configuration, stated beside its runs
    /// (an arm's `stated`), with its sentence.
    Stated(Source),
    /// The one value measured for it.
    Single,
    /// The mean of its measured values: our arithmetic.
    Mean,
    /// The page gives only a difference from another arm: our arithmetic.
    Difference,
    /// The page gives only a range: its upper end, the range shown.
    Range,
}

impl Basis {
    /// A stable name for the basis (the badge's `data-headline`).
    pub fn code(&self) -> &'static str {
        match self {
            Basis::Preset(_) => "preset",
            Basis::Stated(_) => "stated",
            Basis::Single => "single",
            Basis::Mean => "mean",
            Basis::Difference => "difference",
            Basis::Range => "range",
        }
    }

    /// The figure is our arithmetic on the page's numbers.
    pub fn is_arithmetic(&self) -> bool {
        matches!(self, Basis::Mean | Basis::Difference)
    }
}

/// A dimension whose value differs from the nearest measured arm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    pub dimension: DimIx,
    pub here: usize,
    pub measured: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    Measured {
        /// Every outage figure measured for exactly this configuration.
        outage: Vec<MeasuredFigure>,
        /// Other figures measured for it (sub-spans).
        other: Vec<MeasuredFigure>,
        headline: Headline,
        /// Outage values across all runs: count, min, max.
        n: usize,
        min: f64,
        max: f64,
    },
    NotMeasured {
        /// The measured arm with the fewest differences (first in file order).
        nearest: Option<usize>,
        differs: Vec<Difference>,
        /// Inert toggles on here but not in the nearest arm, or the reverse.
        inert_differs: Vec<usize>,
        trust: TrustLevel,
        /// The trust rules that lowered the trust.
        trust_rules: Vec<usize>,
    },
}

impl Verdict {
    pub fn is_measured(&self) -> bool {
        matches!(self, Verdict::Measured { .. })
    }

    /// The figure to quote, if any: the headline of a measured configuration.
    pub fn quotable_outage(&self) -> Option<f64> {
        match self {
            Verdict::Measured { headline, .. } => Some(headline.outage_ms),
            Verdict::NotMeasured { .. } => None,
        }
    }

    /// When the quoted figure is a range the page gives ("~0.4–0.9 s"):
    /// its two ends. The quoted figure is then its upper end.
    pub fn quoted_range(&self) -> Option<(f64, f64)> {
        let Verdict::Measured { outage, .. } = self else {
            return None;
        };
        let quoted = self.quotable_outage()?;
        outage
            .iter()
            .filter(|f| f.range && f.values.len() == 2)
            .map(|f| (f.values[0].min(f.values[1]), f.values[0].max(f.values[1])))
            .find(|&(_, hi)| hi == quoted)
    }
}

/// An arm's configuration (resolved at load).
pub fn arm_config(ds: &Dataset, arm: usize) -> &Config {
    &ds.arm_configs[arm]
}

/// A preset's configuration (resolved at load).
pub fn preset_config(ds: &Dataset, preset: usize) -> &Config {
    &ds.preset_configs[preset]
}

/// The preset whose configuration `cfg` is, if any.
pub fn preset_of(ds: &Dataset, cfg: &Config) -> Option<usize> {
    (0..ds.file.presets.len()).find(|&p| preset_config(ds, p) == cfg)
}

/// The headline of a measured configuration, best first: the page's figure
/// for its preset, the page's figure stated for it, its one value, the
/// page's difference applied to its base, the mean of its values.
fn headline(ds: &Dataset, cfg: &Config, outage: &[MeasuredFigure], all: &[f64]) -> Headline {
    if let Some((p, h)) =
        preset_of(ds, cfg).and_then(|p| Some((p, ds.file.presets[p].headline.as_ref()?)))
    {
        return Headline {
            outage_ms: h.outage_ms,
            basis: Basis::Preset(p),
            written: h.written.clone(),
            sentences: vec![h.source.clone()],
            also: h.also.clone(),
        };
    }
    let spec = |f: &MeasuredFigure| &ds.file.arms[f.arm].figures[f.figure];
    let mut arms: Vec<usize> = outage.iter().map(|f| f.arm).collect();
    arms.dedup();
    if let Some((first, rest)) = arms
        .iter()
        .find_map(|&a| ds.file.arms[a].stated.split_first())
    {
        return Headline {
            outage_ms: first.outage_ms,
            basis: Basis::Stated(first.source.clone()),
            written: first.written.clone(),
            sentences: vec![first.source.clone()],
            also: rest.to_vec(),
        };
    }
    // A range the page gives is quoted by its upper end, never averaged.
    let runs: Vec<f64> = outage
        .iter()
        .filter(|f| !f.range)
        .flat_map(|f| f.values.iter().copied())
        .collect();
    if runs.is_empty() {
        let hi = all.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let quoted = outage.iter().find(|f| f.values.contains(&hi));
        return Headline {
            outage_ms: hi,
            basis: Basis::Range,
            written: quoted.and_then(|f| spec(f).written.clone()),
            sentences: quoted.map(|f| f.source.clone()).into_iter().collect(),
            also: Vec::new(),
        };
    }
    let basis = match outage {
        [f] if f.values.len() == 1 && f.arithmetic => Basis::Difference,
        _ if runs.len() == 1 => Basis::Single,
        _ => Basis::Mean,
    };
    let points: Vec<&MeasuredFigure> = outage.iter().filter(|f| !f.range).collect();
    let written = match points.as_slice() {
        [f] if f.values.len() == 1 && !f.arithmetic => spec(f).written.clone(),
        _ => None,
    };
    let mut sentences: Vec<Source> = Vec::new();
    for f in points {
        if !sentences.contains(&f.source) {
            sentences.push(f.source.clone());
        }
    }
    Headline {
        outage_ms: runs.iter().sum::<f64>() / runs.len() as f64,
        basis,
        written,
        sentences,
        also: Vec::new(),
    }
}

pub fn verdict(ds: &Dataset, cfg: &Config) -> Verdict {
    let outage_id = &ds.file.metrics[ds.outage_metric()].id;
    let mut outage = Vec::new();
    let mut other = Vec::new();
    for (i, arm) in ds.file.arms.iter().enumerate() {
        if arm_config(ds, i) != cfg {
            continue;
        }
        for (j, f) in arm.figures.iter().enumerate() {
            let metric = ds.metric_index(&f.metric).unwrap_or(0);
            let fig = MeasuredFigure {
                arm: i,
                figure: j,
                metric,
                values: f.values.clone(),
                reps: f.reps,
                source: f.source.clone(),
                arithmetic: f.is_arithmetic(),
                range: f.range,
            };
            if &f.metric == outage_id {
                outage.push(fig);
            } else {
                other.push(fig);
            }
        }
    }
    if !outage.is_empty() {
        let all: Vec<f64> = outage
            .iter()
            .flat_map(|f| f.values.iter().copied())
            .collect();
        let headline = headline(ds, cfg, &outage, &all);
        return Verdict::Measured {
            n: all.len(),
            min: all.iter().copied().fold(f64::INFINITY, f64::min),
            max: all.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            outage,
            other,
            headline,
        };
    }
    let nearest = (0..ds.file.arms.len())
        .filter(|&i| {
            ds.file.arms[i]
                .figures
                .iter()
                .any(|f| &f.metric == outage_id)
        })
        .min_by_key(|&i| {
            let a = arm_config(ds, i);
            a.differing(cfg).len() + a.inert.symmetric_difference(&cfg.inert).count()
        });
    let (differs, inert_differs) = match nearest {
        Some(i) => {
            let a = arm_config(ds, i);
            (
                a.differing(cfg)
                    .into_iter()
                    .map(|d| Difference {
                        dimension: d,
                        here: cfg.values[d],
                        measured: a.values[d],
                    })
                    .collect(),
                a.inert.symmetric_difference(&cfg.inert).collect(),
            )
        }
        None => (Vec::new(), Vec::new()),
    };
    let trust_rules: Vec<usize> = ds
        .file
        .trust
        .iter()
        .enumerate()
        .filter(|(_, rule)| {
            rule.when.iter().all(|(d, v)| {
                ds.dimension_index(d)
                    .is_some_and(|di| cfg.get(ds, di) == v.as_str())
            })
        })
        .map(|(i, _)| i)
        .collect();
    let trust = trust_rules
        .iter()
        .map(|&i| ds.file.trust[i].level)
        .min()
        // Nothing measured: no estimate rests on a figure of the page.
        .unwrap_or(if ds.file.arms.is_empty() {
            TrustLevel::Low
        } else {
            TrustLevel::Medium
        });
    Verdict::NotMeasured {
        nearest,
        differs,
        inert_differs,
        trust,
        trust_rules,
    }
}
