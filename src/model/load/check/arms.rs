//! The measured arms and what the page states about configurations: each
//! arm's configuration, figures (values or a difference from another arm's
//! one value, readings, ambiguities, spreads) and stated outages; the
//! figures stated for no configuration; presets and their headlines; trust
//! rules; the arms the model is known to miss.

use super::{Check, Names};
use crate::model::file::IdMap;
use crate::model::load::errors::words;

use crate::model::file::{DatasetFile, Figure, Source, Stated};
use crate::model::load::resolve::difference_base;
use crate::model::quotes::states_ms;

pub(super) fn arms(c: &mut Check, file: &DatasetFile, names: &Names, outage: Option<usize>) {
    let outage_id = outage.map(|m| file.metrics[m].id.as_str());
    for (i, a) in file.arms.iter().enumerate() {
        let p = format!("$.arms[{i}]");
        names.config(c, &format!("{p}.config"), &a.config);
        for (j, k) in a.inert.iter().enumerate() {
            if !names.has_inert(k) {
                c.err(
                    format!("{p}.inert[{j}]"),
                    words!("unknown inert knob {k:?}", "未知无效参数 {k:?}"),
                );
            }
        }
        if let Some(r) = &a.reading {
            c.text(&format!("{p}.reading"), r);
        }
        if a.figures.is_empty() {
            c.err(
                format!("{p}.figures"),
                words!(
                    "an arm needs at least one measured figure",
                    "实验组至少要有一个实测数字",
                ),
            );
        }
        for (j, f) in a.figures.iter().enumerate() {
            let fp = format!("{p}.figures[{j}]");
            if !names.has_metric(&f.metric) {
                c.err(format!("{fp}.metric"), {
                    let metric = &f.metric;
                    words!("unknown metric {metric:?}", "未知指标 {metric:?}")
                });
            }
            match &f.difference {
                None if f.values.is_empty() => {
                    c.err(
                        format!("{fp}.values"),
                        words!("no measured value", "没有实测值"),
                    );
                }
                None => {}
                Some(_) if !f.values.is_empty() => c.err(
                    format!("{fp}.values"),
                    words!(
                        "a figure given as a difference has no values of its own (they are arithmetic)",
                        "以差值给出的数字没有自己的 values（它们是算出来的）",
                    ),
                ),
                Some(d) => {
                    c.ms(&format!("{fp}.difference.ms"), d.ms.abs());
                    if difference_base(file, &d.from, &f.metric).is_none() {
                        c.err(
                            format!("{fp}.difference.from"),
                            {
                                let (from, metric) = (&d.from, &f.metric);
                                words!(
                                    "{from:?} is not an arm with one measured {metric:?} value",
                                    "{from:?} 不是恰好有一个 {metric:?} 实测值的实验组",
                                )
                            },
                        );
                    }
                }
            }
            if let Some(r) = &f.reading {
                c.text(&format!("{fp}.reading"), r);
            }
            if let Some(a) = &f.ambiguity {
                c.text(&format!("{fp}.ambiguity.text"), &a.text);
                if a.values.is_empty() {
                    c.err(
                        format!("{fp}.ambiguity.values"),
                        words!("no value for the other reading", "另一种解读没有给出数值",),
                    );
                }
                for (k, v) in a.values.iter().enumerate() {
                    c.ms(&format!("{fp}.ambiguity.values[{k}]"), *v);
                }
            }
            for (k, v) in f.values.iter().enumerate() {
                c.ms(&format!("{fp}.values[{k}]"), *v);
            }
            if let Some(n) = &f.note {
                c.text(&format!("{fp}.note"), n);
            }
            c.source(&format!("{fp}.source"), &f.source);
            c.written(&format!("{fp}.written"), &f.written, &f.source);
            measured_in_sentence(c, &fp, f);
            if let Some(sd) = &f.stdev {
                c.ms(&format!("{fp}.stdev.ms"), sd.ms);
                c.source(&format!("{fp}.stdev.source"), &sd.source);
            }
        }
        for (j, st) in a.stated.iter().enumerate() {
            stated_outage(c, &format!("{p}.stated[{j}]"), st);
        }
        if !a.stated.is_empty()
            && !a
                .figures
                .iter()
                .any(|f| Some(f.metric.as_str()) == outage_id)
        {
            c.err(
                format!("{p}.stated"),
                words!(
                    "a stated outage needs the arm's measured outage beside it",
                    "给出 stated 中断时，这个实验组也要有实测的中断数字",
                ),
            );
        }
    }
}

/// The truth rule for a measured figure: its source is a sentence of the
/// page (a derived number is a model estimate, never an arm's figure), and
/// each value is a number of that sentence — in ms, or in seconds ("~3.6
/// s" for 3600) — unless the figure says how it was read (`reading`) or is
/// our arithmetic on the page's difference.
fn measured_in_sentence(c: &mut Check, fp: &str, f: &Figure) {
    let quote = match &f.source {
        Source::Derived { .. } => {
            c.err(
                format!("{fp}.source"),
                words!(
                    "a measured figure needs a sentence of the page: a derived number is a model estimate, not an arm's figure",
                    "实测数字需要页面上的一句原文：推算出的数字是模型估计，不是实验组的数字",
                ),
            );
            return;
        }
        Source::Seed { quote, .. } => quote,
    };
    if f.reading.is_some() || f.is_arithmetic() {
        return;
    }
    for (k, v) in f.values.iter().enumerate() {
        if !states_ms(quote, *v) {
            c.err(
                format!("{fp}.values[{k}]"),
                words!(
                    "{v} ms is not a number of the quoted sentence in the unit written after it (data/README.md, \"a number of its sentence\"): check the number and its unit against the sentence first; only a figure the page gives in other words (a sum, a range, another unit) needs a `reading` that says how it was read",
                    "按数字后面写的单位读，{v} ms 不是引用的句子里的数字（data/README.md，“a number of its sentence”）：请先对照句子核对这个数字和单位；只有页面换了说法给出的数字（求和、区间、别的单位）才需要一个 `reading` 说明它是怎么读出来的",
                ),
            );
        }
    }
}

/// An outage the page states for a configuration.
fn stated_outage(c: &mut Check, path: &str, st: &Stated) {
    c.ms(&format!("{path}.outage_ms"), st.outage_ms);
    c.source(&format!("{path}.source"), &st.source);
    // The badge says the page states it.
    if !st.source.is_measured() {
        c.err(
            format!("{path}.source"),
            words!(
                "a figure the page states is a sentence of the page, quoted: a derived number is a model estimate",
                "原文给出的数字要引用原文的句子：推算出的数字是模型估计",
            ),
        );
    }
    c.written(&format!("{path}.written"), &st.written, &st.source);
    if let Some(n) = &st.note {
        c.text(&format!("{path}.note"), n);
    }
}

/// Figures stated for no configuration, and the page's words on why
/// estimates do not add.
pub(super) fn stated(c: &mut Check, file: &DatasetFile) {
    c.unique("$.stated", file.stated.iter().map(|s| s.id.as_str()));
    for (i, st) in file.stated.iter().enumerate() {
        let p = format!("$.stated[{i}]");
        c.text(&format!("{p}.text"), &st.text);
        c.source(&format!("{p}.source"), &st.source);
        if !st.value.is_finite() {
            c.err(
                format!("{p}.value"),
                words!("not a finite number", "不是有限的数"),
            );
        }
    }
    for (k, t) in [
        ("never_run", &file.badge.never_run),
        ("nothing_measured", &file.badge.nothing_measured),
    ] {
        if let Some(t) = t {
            c.text(&format!("$.badge.{k}"), t);
        }
    }
    if let Some(q) = &file.not_additive {
        c.text("$.not_additive.text", &q.text);
        c.source("$.not_additive.source", &q.source);
    }
}

/// Presets, their headlines, and the one the page opens on.
pub(super) fn presets(c: &mut Check, file: &DatasetFile, names: &Names) {
    c.unique("$.presets", file.presets.iter().map(|p| p.id.as_str()));
    for (i, pr) in file.presets.iter().enumerate() {
        let p = format!("$.presets[{i}]");
        c.text(&format!("{p}.name"), &pr.name);
        // A preset sets no inert knob: an arm with one is another
        // configuration.
        let arms: Vec<_> = file
            .arms
            .iter()
            .filter(|a| a.inert.is_empty() && same_config(file, &a.config, &pr.config))
            .collect();
        let Some(h) = &pr.headline else {
            if let Some(a) = arms.first() {
                c.err(
                    format!("{p}.headline"),
                    {
                        let arm = &a.id;
                        words!(
                            "arm {arm:?} measured this configuration: its preset needs the page's headline figure",
                            "实验组 {arm:?} 实测过这个配置：它的预设需要页面的标题数字（headline）",
                        )
                    },
                );
            }
            names.config(c, &format!("{p}.config"), &pr.config);
            continue;
        };
        c.text(&format!("{p}.headline.label"), &h.label);
        if let Some(r) = &h.reading {
            c.text(&format!("{p}.headline.reading"), r);
        }
        c.ms(&format!("{p}.headline.outage_ms"), h.outage_ms);
        c.source(&format!("{p}.headline.source"), &h.source);
        c.written(&format!("{p}.headline.written"), &h.written, &h.source);
        // A headline is the page's: a sentence, and a number that sentence
        // states or one an arm of that configuration measured.
        match &h.source {
            Source::Derived { .. } => c.err(
                format!("{p}.headline.source"),
                words!(
                    "a preset's headline is the page's figure: it needs a sentence of the page",
                    "预设的标题数字（headline）是页面给的数字：需要页面上的一句原文",
                ),
            ),
            Source::Seed { quote, .. } => {
                let o = h.outage_ms;
                let by_arm = arms
                    .iter()
                    .any(|a| a.figures.iter().any(|f| f.values.contains(&o)));
                if !by_arm && !states_ms(quote, o) {
                    c.err(
                        format!("{p}.headline.outage_ms"),
                        words!(
                            "{o} ms is neither a number of the headline's sentence nor a figure of an arm with this configuration",
                            "{o} ms 既不是标题数字那句原文里的数字，也不是这个配置的实验组的数字",
                        ),
                    );
                }
            }
        }
        if let Some(e2e) = h.e2e_ms {
            c.ms(&format!("{p}.headline.e2e_ms"), e2e);
            c.stated_in(&format!("{p}.headline.e2e_ms"), e2e, &h.source);
        }
        for (j, st) in h.also.iter().enumerate() {
            stated_outage(c, &format!("{p}.headline.also[{j}]"), st);
        }
        names.config(c, &format!("{p}.config"), &pr.config);
    }
    if !file.presets.iter().any(|p| p.id == file.default_preset) {
        c.err("$.default_preset", {
            let preset = &file.default_preset;
            words!("unknown preset {preset:?}", "未知预设 {preset:?}")
        });
    }
}

/// The configurations a trust level applies to, and why.
pub(super) fn trust(c: &mut Check, file: &DatasetFile, names: &Names) {
    for (i, t) in file.trust.iter().enumerate() {
        let p = format!("$.trust[{i}]");
        names.config(c, &format!("{p}.when"), &t.when);
        c.text(&format!("{p}.why"), &t.why);
        c.source(&format!("{p}.source"), &t.source);
    }
}

/// The arms the model is known to miss, on a known metric, with why.
pub(super) fn model_limits(c: &mut Check, file: &DatasetFile, names: &Names) {
    for (i, l) in file.model_limits.iter().enumerate() {
        let p = format!("$.model_limits[{i}]");
        names.arm(c, format!("{p}.arm"), &l.arm);
        if !names.has_metric(&l.metric) {
            c.err(format!("{p}.metric"), {
                let metric = &l.metric;
                words!("unknown metric {metric:?}", "未知指标 {metric:?}")
            });
        }
        c.text(&format!("{p}.why"), &l.why);
    }
}

/// Two configurations as a file writes them are the same: every dimension
/// has one value, a dimension left out being its stock.
fn same_config(file: &DatasetFile, a: &IdMap<String>, b: &IdMap<String>) -> bool {
    file.dimensions.iter().all(|d| {
        let of = |m: &IdMap<String>| m.get(&d.id).cloned().unwrap_or_else(|| d.stock.clone());
        of(a) == of(b)
    })
}
