//! The page around the timeline: texts in both languages, sources that name
//! a seed, and every arm, knob, metric and value a chart or button names.

use super::{Check, Names};
use crate::model::file::DatasetFile;
use crate::model::load::errors::words;
use crate::model::reference::{ChartKind, Prose};

pub(super) fn reference(c: &mut Check, file: &DatasetFile, names: &Names) {
    let arm = |c: &mut Check, path: String, id: &str| names.arm(c, path, id);
    for (i, d) in file.dimensions.iter().enumerate() {
        let p = format!("$.dimensions[{i}]");
        for (j, b) in d.buys.iter().enumerate() {
            arm(c, format!("{p}.buys[{j}].from"), &b.from);
            arm(c, format!("{p}.buys[{j}].to"), &b.to);
            c.text(&format!("{p}.buys[{j}].label"), &b.label);
        }
        if let Some(cost) = &d.cost {
            c.text(&format!("{p}.cost.text"), &cost.text);
            c.source(&format!("{p}.cost.source"), &cost.source);
            // Shown as what the page says moving the knob risks.
            if !cost.source.is_measured() {
                c.err(
                    format!("{p}.cost.source"),
                    words!(
                        "a knob's cost is what the page says moving it risks: quote the page's sentence, {{seed, quote}}",
                        "参数的代价是原文说调它有什么风险：请引用原文的句子，{{seed, quote}}",
                    ),
                );
            }
        }
    }
    let r = &file.reference;
    c.page_quotes("$.reference.advice", &r.advice, file);
    let prose = |c: &mut Check, path: String, pr: &Prose| {
        if let Some(t) = &pr.title {
            c.text(&format!("{path}.title"), t);
        }
        c.text(&format!("{path}.text"), &pr.text);
        c.source(&format!("{path}.source"), &pr.source);
        for (j, s) in pr.show.iter().enumerate() {
            arm(c, format!("{path}.show[{j}].arm"), &s.arm);
            c.text(&format!("{path}.show[{j}].label"), &s.label);
        }
    };
    for (name, list) in [
        ("masking", &r.masking),
        ("structural_rules", &r.structural_rules),
        ("traps", &r.traps),
    ] {
        for (i, pr) in list.iter().enumerate() {
            prose(c, format!("$.reference.{name}[{i}]"), pr);
        }
    }
    for (name, pr) in [
        ("colocation", &r.colocation),
        ("suspend_then_resign", &r.suspend_then_resign),
        ("instrumentation", &r.instrumentation),
        ("metric", &r.metric),
    ] {
        if let Some(pr) = pr {
            prose(c, format!("$.reference.{name}"), pr);
        }
    }
    c.unique(
        "$.reference.sections",
        r.sections.iter().map(|x| x.id.as_str()),
    );
    for (i, sec) in r.sections.iter().enumerate() {
        let p = format!("$.reference.sections[{i}]");
        c.text(&format!("{p}.title"), &sec.title);
        if let Some(t) = &sec.intro {
            c.text(&format!("{p}.intro"), t);
        }
        if sec.items.is_empty() {
            c.err(
                format!("{p}.items"),
                words!(
                    "a section needs at least one paragraph",
                    "一节至少要有一段文字",
                ),
            );
        }
        for (j, pr) in sec.items.iter().enumerate() {
            prose(c, format!("{p}.items[{j}]"), pr);
        }
    }
    if let Some(res) = &r.residual {
        c.text("$.reference.residual.text", &res.text);
        c.source("$.reference.residual.source", &res.source);
        for (i, t) in res.code_changes.iter().enumerate() {
            c.text(
                &format!("$.reference.residual.code_changes[{i}].title"),
                &t.title,
            );
            c.text(
                &format!("$.reference.residual.code_changes[{i}].text"),
                &t.text,
            );
        }
    }
    if let Some(pr) = &r.proportion {
        for (i, row) in pr.rows.iter().enumerate() {
            let p = format!("$.reference.proportion.rows[{i}]");
            if !(row.cost_ms.is_finite() && row.cost_ms > 0.0) {
                c.err(
                    format!("{p}.cost_ms"),
                    words!(
                        "a cost on a log axis must be positive",
                        "对数轴上的代价必须是正数",
                    ),
                );
            }
            for (name, t) in [
                ("event", &row.event),
                ("cost_label", &row.cost_label),
                ("dominated_by", &row.dominated_by),
            ] {
                c.text(&format!("{p}.{name}"), t);
            }
        }
        c.text("$.reference.proportion.ratio", &pr.ratio);
        c.source("$.reference.proportion.source", &pr.source);
    }
    if let Some(rec) = &r.recommended {
        c.text("$.reference.recommended.intro", &rec.intro);
        for (i, t) in rec.columns.iter().enumerate() {
            c.text(&format!("$.reference.recommended.columns[{i}]"), t);
        }
        if rec.columns.len() != 3 {
            c.err(
                "$.reference.recommended.columns",
                words!(
                    "three headers: configuration and the two environments",
                    "要有三个表头：配置，以及两种环境",
                ),
            );
        }
        for (i, row) in rec.table.iter().enumerate() {
            for (name, t) in [
                ("configuration", &row.configuration),
                ("multi_az", &row.multi_az),
                ("single_az", &row.single_az),
            ] {
                c.text(&format!("$.reference.recommended.table[{i}].{name}"), t);
            }
        }
        c.text("$.reference.recommended.cost", &rec.cost);
        c.source("$.reference.recommended.source", &rec.source);
    }
    for (i, k) in r.knees.iter().enumerate() {
        let p = format!("$.reference.knees[{i}]");
        c.text(&format!("{p}.knee"), &k.knee);
        c.text(&format!("{p}.evidence"), &k.evidence);
        c.source(&format!("{p}.source"), &k.source);
    }
    c.unique(
        "$.reference.charts",
        r.charts.iter().map(|ch| ch.id.as_str()),
    );
    for (i, ch) in r.charts.iter().enumerate() {
        let p = format!("$.reference.charts[{i}]");
        c.text(&format!("{p}.title"), &ch.title);
        if let Some(s) = &ch.source {
            c.source(&format!("{p}.source"), s);
        }
        match ch.kind {
            ChartKind::Sweep => {
                let dim = ch
                    .dimension
                    .as_deref()
                    .and_then(|d| file.dimensions.iter().find(|x| x.id == d));
                let Some(dim) = dim else {
                    c.err(
                        format!("{p}.dimension"),
                        words!(
                            "a sweep needs a known knob",
                            "扫参图（sweep）需要一个已知的参数"
                        ),
                    );
                    continue;
                };
                let metric_ok = ch
                    .metric
                    .as_deref()
                    .is_some_and(|m| file.metrics.iter().any(|x| x.id == m));
                if !metric_ok {
                    c.err(
                        format!("{p}.metric"),
                        words!(
                            "a sweep needs a known metric",
                            "扫参图（sweep）需要一个已知的指标"
                        ),
                    );
                }
                if ch.series.is_empty() {
                    c.err(
                        format!("{p}.series"),
                        words!(
                            "a sweep needs at least one series",
                            "扫参图（sweep）至少要有一个数据系列",
                        ),
                    );
                }
                for (j, s) in ch.series.iter().enumerate() {
                    c.text(&format!("{p}.series[{j}].label"), &s.label);
                    for (k, a) in s.arms.iter().enumerate() {
                        arm(c, format!("{p}.series[{j}].arms[{k}]"), a);
                    }
                    if let Some(knee) = &s.knee {
                        if !dim.values.iter().any(|v| &v.id == knee) {
                            c.err(format!("{p}.series[{j}].knee"), {
                                let dim = &dim.id;
                                words!(
                                    "{knee:?} is not a value of {dim:?}",
                                    "{knee:?} 不是 {dim:?} 的取值",
                                )
                            });
                        }
                    }
                }
            }
            ChartKind::Spread => {
                if ch.arms.len() < 2 {
                    c.err(
                        format!("{p}.arms"),
                        words!(
                            "a spread compares at least two arms",
                            "离散图（spread）至少要比较两个实验组",
                        ),
                    );
                }
                for (k, a) in ch.arms.iter().enumerate() {
                    arm(c, format!("{p}.arms[{k}]"), a);
                }
            }
            ChartKind::Buys | ChartKind::Proportion => {}
        }
    }
}
