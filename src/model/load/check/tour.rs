//! The tour: every step's link is a configuration this dataset can read
//! (a preset, measured values of its dimensions, known inert knobs, a
//! zoom), every span, stage and arrow it highlights exists, its ruler's
//! ends are events, and its sentence is a quote of a seed (checked against
//! the seed's text by `quotes`, as every quote is) with our words in both
//! languages. The one-way arrows' transit class, where one takes time.

use crate::model::file::IdMap;

use super::{Check, Names};
use crate::model::file::{ArrowKind, DatasetFile, Duration};
use crate::model::link_keys::{self, INERT, PRESET, ZOOM};
use crate::model::load::errors::words;
use crate::model::tour::{Highlight, RulerEnds, StageRef};

/// A step as checked: its configuration by ids, to resolve with the rest.
pub(in crate::model::load) struct StepLink {
    pub values: IdMap<String>,
    pub inert: Vec<String>,
    pub zoom: Option<f64>,
    pub highlight: Highlight,
    pub ruler: Option<RulerEnds>,
}

pub(super) fn transit_class(c: &mut Check, file: &DatasetFile, names: &Names) -> Option<usize> {
    let class = file
        .transit_class
        .as_ref()
        .and_then(|id| names.class(c, "$.transit_class", id));
    let takes_time = |d: &Duration| match d {
        Duration::Fixed(v) => v.ms > 0.0,
        Duration::By { values, .. } => values.values().any(|v| v.ms > 0.0),
    };
    if class.is_none() && file.transit_class.is_none() {
        if let Some(i) = file
            .arrows
            .iter()
            .position(|a| a.kind == ArrowKind::OneWay && a.ms.as_ref().is_some_and(takes_time))
        {
            c.err(
                format!("$.arrows[{i}].ms"),
                words!(
                    "a one-way arrow takes time: name the class its transit counts as in $.transit_class",
                    "单向连线要花时间：请在 $.transit_class 里写明它的传输算作哪个子阶段类别",
                ),
            );
        }
    }
    class
}

pub(super) fn tour(c: &mut Check, file: &DatasetFile, names: &Names) -> Vec<StepLink> {
    file.tour
        .iter()
        .enumerate()
        .map(|(i, step)| {
            let p = format!("$.tour[{i}]");
            let mut out = link(c, file, names, &format!("{p}.link"), &step.link);
            let h = &step.highlight;
            for (j, id) in h.spans.iter().enumerate() {
                let path = format!("{p}.highlight.spans[{j}]");
                if let Some(crate::model::event::Event::SpanStart(s)) =
                    names.event(c, &path, &format!("start:{id}"))
                {
                    out.highlight.spans.push(s);
                }
            }
            for (j, id) in h.stages.iter().enumerate() {
                let path = format!("{p}.highlight.stages[{j}]");
                if let Some(crate::model::event::Event::StageStart(span, stage)) =
                    names.event(c, &path, &format!("stage-start:{id}"))
                {
                    out.highlight.stages.push(StageRef { span, stage });
                }
            }
            for (j, id) in h.arrows.iter().enumerate() {
                let path = format!("{p}.highlight.arrows[{j}]");
                if let Some(crate::model::event::Event::Depart(a)) =
                    names.event(c, &path, &format!("depart:{id}"))
                {
                    out.highlight.arrows.push(a);
                }
            }
            if h.spans.is_empty() && h.stages.is_empty() && h.arrows.is_empty() {
                c.err(
                    format!("{p}.highlight"),
                    words!(
                        "a step highlights at least one span, stage or arrow",
                        "每一步至少要高亮一个段、子阶段或连线",
                    ),
                );
            }
            if let Some(r) = &step.ruler {
                let from = names.event(c, &format!("{p}.ruler.from"), &r.from);
                let to = names.event(c, &format!("{p}.ruler.to"), &r.to);
                out.ruler = from.zip(to).map(|(from, to)| RulerEnds { from, to });
            }
            c.text(&format!("{p}.ours"), &step.ours);
            if step.quotes.is_empty() {
                c.err(
                    format!("{p}.quotes"),
                    words!(
                        "a step quotes a sentence of the page",
                        "每一步都要引用页面上的一句原文",
                    ),
                );
            }
            c.page_quotes(&format!("{p}.quotes"), &step.quotes, file);
            out
        })
        .collect()
}

/// A step's link read as the page reads a link's configuration keys.
fn link(c: &mut Check, file: &DatasetFile, names: &Names, path: &str, link: &str) -> StepLink {
    // The base is what a link with no preset opens on: the default preset.
    let base = file.presets.iter().find(|p| p.id == file.default_preset);
    let mut out = StepLink {
        values: base.map(|p| p.config.clone()).unwrap_or_default(),
        inert: Vec::new(),
        zoom: None,
        highlight: Highlight::default(),
        ruler: None,
    };
    let pairs: Vec<(&str, &str)> = link
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap_or((p, "")))
        .collect();
    // The preset first: it is the base the knobs override, as in a link.
    for (_, v) in pairs.iter().filter(|(k, _)| *k == PRESET) {
        match file.presets.iter().find(|p| p.id == *v) {
            Some(p) => out.values = p.config.clone(),
            None => c.err(path, words!("unknown preset {v:?}", "未知预设 {v:?}")),
        }
    }
    for (k, v) in pairs {
        if let Some(dim) = file.dimensions.iter().find(|d| d.url_key == k) {
            if dim.values.iter().any(|x| x.id == v) {
                out.values.insert(dim.id.clone(), v.to_string());
            } else {
                names.config(c, path, &IdMap::from([(dim.id.clone(), v.to_string())]));
            }
            continue;
        }
        match k {
            PRESET => {}
            INERT => {
                for id in v.split(',').filter(|s| !s.is_empty()) {
                    if names.has_inert(id) {
                        out.inert.push(id.to_string());
                    } else {
                        c.err(
                            path,
                            words!("unknown inert knob {id:?}", "未知无效参数 {id:?}"),
                        );
                    }
                }
            }
            ZOOM => match v.parse::<f64>() {
                Ok(z) if z.is_finite() && z > 0.0 => out.zoom = Some(z),
                _ => c.err(
                    path,
                    words!(
                        "zoom {v:?} is not a positive number of px per ms",
                        "缩放 {v:?} 不是正数（每毫秒多少像素）",
                    ),
                ),
            },
            _ => {
                let keys: Vec<&str> = file
                    .dimensions
                    .iter()
                    .map(|d| d.url_key.as_str())
                    .chain(link_keys::TOUR_STEP_KEYS)
                    .collect();
                c.err(path, {
                    let keys = keys.join(", ");
                    words!(
                        "{k:?} is not a configuration key of this dataset ({keys})",
                        "{k:?} 不是这个数据集的配置键（{keys}）",
                    )
                });
            }
        }
    }
    out
}
