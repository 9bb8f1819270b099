//! The words about a reader's drill: its badge (whose drill, how many of
//! its marks are drawn, what it measures between two of its marks, how it
//! was placed, which lanes' clocks disagree, which marks are not drawn and
//! why), and a mark's or a stage's drill time against the model's.

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf, Key};
use crate::model::drill::{DrawnDrill, Drill, DrillRun, DrillWords, Left};
use crate::model::index::{LaneIx, SpanIx, StageIx};
use crate::model::own::By;
use crate::model::{Config, Dataset, Lang, Run, Shown, Side, Timeline};
use crate::view::format::{duration, format_ms, signed_ms};

use super::{badge, model_check, own_lines, whose, BadgeText};

/// The badge of a run that is a drill; `None` for any other run. Its own
/// words are the drill's (`Drawn::words`: [`drill_words`], where the drill
/// was read); the second column is the page's, for the configuration.
pub fn drill_badge(ds: &Dataset, run: &Run, lang: Lang) -> Option<BadgeText> {
    let d = run.figures.drill()?;
    let page = badge(ds, run.model(), &run.verdict, lang);
    let outage = d.figures.summary(ds.outage_metric()).map(|s| s.median);
    Some(BadgeText {
        measured: outage.is_some(),
        own_n: None,
        drill_n: Some(d.n),
        headline: Some(d.words.headline.clone()),
        basis: Some(d.words.basis.clone()),
        basis_quote: None,
        basis_code: Some("drill"),
        e2e_definition: None,
        outage_ms: outage,
        e2e_ms: None,
        lines: d.words.lines.clone(),
        ..page
    })
}

/// A drill's own words (`Drawn::words`), for `run` (the side's run drawn
/// from it) and `d` (what reading it found): whose drill and what it
/// measures, how it was placed, which clocks disagree, which marks are not
/// drawn, the page's figure for the configuration, and each figure of the
/// drill's against the model.
pub fn drill_words(ds: &Dataset, run: &Run, d: &DrillRun, lang: Lang) -> DrillWords {
    let drill_whose = tr(
        lang,
        match d.drill.by {
            By::You => PageKey::DrillYours,
            By::Link => PageKey::DrillLinks,
        },
    );
    let whose = whose(d.drill.by, lang);
    let om = ds.outage_metric();
    let metric = ds.file.metrics[om].name.get(lang);
    let n = d.marks.len().to_string();
    let outage = d.figures.summary(om).map(|s| s.median);
    let headline = match outage {
        Some(v) => trf(
            lang,
            PageKey::DrillHeadline,
            &[
                ("metric", metric),
                ("value", &duration(v)),
                ("whose", drill_whose),
            ],
        ),
        None => trf(
            lang,
            PageKey::DrillHeadlineNone,
            &[("metric", metric), ("whose", drill_whose), ("n", &n)],
        ),
    };
    let mut lines = drill_lines(ds, d, lang);
    lines.extend(
        clock_lines(ds, &run.timeline, lang)
            .into_iter()
            .map(|(t, _, _)| t),
    );
    let page = badge(ds, run.model(), &run.verdict, lang);
    lines.push(match (&page.outage_ms, run.verdict.is_measured()) {
        (Some(o), true) => trf(lang, Key::OwnPageToo, &[("value", &duration(*o))]),
        _ => trf(lang, Key::OwnPageNever, &[("whose", whose)]),
    });
    if let Some(v) = outage {
        lines.push(model_check(ds, run, om, v, d.drill.by, lang));
    }
    lines.extend(own_lines(ds, run, &|m| m != om, lang));
    DrillWords {
        lang,
        headline,
        basis: trf(
            lang,
            PageKey::DrillBasis,
            &[("whose", drill_whose), ("n", &n)],
        ),
        lines,
        spans: Vec::new(),
    }
}

/// `drill` of configuration `config` as drawn on `side`, in `lang`: the
/// schedule held to it, what it measures, its words; and what reading it
/// found (its marks' times against the model's, the marks left out).
pub fn drawn_drill(
    ds: &Dataset,
    side: Side,
    config: &Config,
    drill: &Drill,
    lang: Lang,
) -> (DrawnDrill, DrillRun) {
    let model = crate::model::schedule(ds, config);
    let (held, d) = DrillRun::derive(ds, config, &model, drill);
    let drawn = std::sync::Arc::new(DrawnDrill {
        timeline: held,
        figures: d.figures.clone(),
        n: d.marks.len(),
        words: DrillWords::default(),
    });
    let shown = Shown {
        config,
        own: None,
        drill: Some(&drawn),
    };
    let run = Run::derive(ds, side, shown, 0);
    let mut words = drill_words(ds, &run, &d, lang);
    words.spans = SpanIx::all(ds.file.spans.len())
        .flat_map(|s| {
            span_drill_lines(ds, &run, s, lang)
                .into_iter()
                .map(move |(text, delta)| (s, text, delta))
        })
        .collect();
    drop(run);
    let mut drawn = std::sync::Arc::try_unwrap(drawn).unwrap_or_else(|a| (*a).clone());
    drawn.words = words;
    (drawn, d)
}

/// How the drill sits on the timeline: placed by the model, the marks not
/// drawn.
pub fn drill_lines(ds: &Dataset, d: &DrillRun, lang: Lang) -> Vec<String> {
    let name = |m: usize| ds.file.marks[m].name.get(lang);
    let mut out = Vec::new();
    if let Some(m) = d.placed_by {
        let at = d.at(m).map_or(f64::NAN, |t| t.at);
        out.push(trf(
            lang,
            PageKey::DrillPlaced,
            &[("mark", name(m)), ("ms", &format_ms(at))],
        ));
    }
    for (m, why) in &d.left {
        out.push(match why {
            Left::NotInConfiguration => trf(lang, PageKey::DrillLeftConfig, &[("mark", name(*m))]),
            Left::OutOfOrder { after } => trf(
                lang,
                PageKey::DrillLeftOrder,
                &[("mark", name(*m)), ("after", name(*after))],
            ),
            Left::CannotPlace => trf(lang, PageKey::DrillLeftPlace, &[("mark", name(*m))]),
        });
    }
    out
}

/// The clocks a drill's schedule `tl` finds disagreeing, in words
/// ("node2's clock reads at least 3.1 ms behind node0's"), each with the
/// lane to offset and by how much.
pub fn clock_lines(ds: &Dataset, tl: &Timeline, lang: Lang) -> Vec<(String, LaneIx, f64)> {
    let lane = |l: LaneIx| ds.file.lanes[l.0].name.get(lang);
    tl.held
        .iter()
        .flat_map(|h| &h.clocks)
        .map(|c| {
            let text = trf(
                lang,
                PageKey::DrillClock,
                &[
                    ("behind", lane(c.behind)),
                    ("ahead", lane(c.ahead)),
                    // Clocks disagree by µs: as many digits as a log has.
                    ("ms", &crate::view::format::format_fixed(c.at_least, 3)),
                ],
            );
            (text, c.behind, c.at_least)
        })
        .collect()
}

/// A stage of a drill's run: its length as drawn, the model's, and the
/// difference where the drill marks both its edges (with whether it lies
/// inside the dataset's calibration tolerance for a sub-span).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StageVsModel {
    pub drill_ms: f64,
    pub model_ms: f64,
    pub delta_ms: f64,
    pub inside: bool,
}

/// Stage `st` of `span` in a drill's run, against the model: `None` where
/// the drill does not mark both its edges (it is the model's length).
pub fn stage_vs_model(ds: &Dataset, run: &Run, span: SpanIx, st: StageIx) -> Option<StageVsModel> {
    run.figures.drill()?;
    let held = run.timeline.held.as_deref()?;
    if !held.is_measured(span, st.0) {
        return None;
    }
    let stage = &run.timeline.spans[span].stages[st];
    let drill_ms = stage.end - stage.start;
    let model_ms = run.model().stage_ms(ds, span, st);
    let delta_ms = drill_ms - model_ms;
    let tol = ds.file.calibration.sub_span_abs_ms;
    Some(StageVsModel {
        drill_ms,
        model_ms,
        delta_ms,
        inside: delta_ms.abs() <= tol + 1e-9,
    })
}

/// A stage in a drill's row, in words: the drill's length against the
/// model's, or that it is the model's length (the drill does not mark both
/// its edges).
pub fn stage_drill_text(
    ds: &Dataset,
    run: &Run,
    span: SpanIx,
    st: StageIx,
    lang: Lang,
) -> Option<String> {
    run.figures.drill()?;
    Some(match stage_vs_model(ds, run, span, st) {
        Some(v) => trf(
            lang,
            if v.inside {
                PageKey::DrillStageInside
            } else {
                PageKey::DrillStageOutside
            },
            &[
                ("drill", &format_ms(v.drill_ms)),
                ("model", &format_ms(v.model_ms)),
                ("delta", &signed_ms(v.delta_ms)),
                ("tol", &format_ms(ds.file.calibration.sub_span_abs_ms)),
            ],
        ),
        None => tr(lang, PageKey::DrillStageModel).to_string(),
    })
}

/// What a drill's run says of `span` in its drill-down: each stage's
/// drill length against the model's (or that it is the model's), and each
/// difference at one of its edges; each line with its Δ, ms, if it has one.
pub fn span_drill_lines(
    ds: &Dataset,
    run: &Run,
    span: SpanIx,
    lang: Lang,
) -> Vec<(String, Option<f64>)> {
    if run.figures.drill().is_none() {
        return Vec::new();
    }
    let stages = &ds.file.spans[span].stages;
    let mut out: Vec<(String, Option<f64>)> = StageIx::all(stages.len())
        .filter_map(|st| {
            let text = stage_drill_text(ds, run, span, st, lang)?;
            let delta = stage_vs_model(ds, run, span, st).map(|v| v.delta_ms);
            Some((format!("{}: {text}", stages[st].name.get(lang)), delta))
        })
        .collect();
    let gaps = run.timeline.held.iter().flat_map(|h| &h.gaps);
    for g in gaps.filter(|g| g.span == span) {
        let at = match g.edge {
            0 => trf(
                lang,
                PageKey::DrillEdgeStart,
                &[("span", ds.file.spans[span].name.get(lang))],
            ),
            k => trf(
                lang,
                PageKey::DrillEdgeEnd,
                &[("stage", stages[k - 1].name.get(lang))],
            ),
        };
        let text = trf(
            lang,
            PageKey::DrillGapAt,
            &[("ms", &signed_ms(g.ms())), ("at", &at)],
        );
        out.push((text, Some(g.ms())));
    }
    out
}
