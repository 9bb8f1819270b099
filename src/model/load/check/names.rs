//! The ids of everything a dataset names, checked unique once, and names
//! resolved to indices with an error at the path that named them.

use std::collections::HashMap;

use crate::model::file::IdMap;

use super::Check;
use crate::model::dataset::Length;
use crate::model::event::{Event, EventName};
use crate::model::file::{DatasetFile, Dimension, Duration};
use crate::model::index::{ArrowIx, DimIx, LaneIx, SpanIx, StageIx};
use crate::model::load::errors::{words, Words};

/// Every id in the file, by kind, with its index.
pub(in crate::model::load) struct Names<'f> {
    file: &'f DatasetFile,
    lanes: HashMap<&'f str, usize>,
    classes: HashMap<&'f str, usize>,
    jvms: HashMap<&'f str, usize>,
    dims: HashMap<&'f str, usize>,
    inert: HashMap<&'f str, usize>,
    spans: HashMap<&'f str, usize>,
    /// Per span, its stages' ids.
    stages: Vec<HashMap<&'f str, usize>>,
    arrows: HashMap<&'f str, usize>,
    metrics: HashMap<&'f str, usize>,
    arms: HashMap<&'f str, usize>,
}

impl<'f> Names<'f> {
    /// Collect the ids, reporting empty and duplicate ones.
    pub fn collect(c: &mut Check, file: &'f DatasetFile) -> Names<'f> {
        Names {
            file,
            lanes: c.unique("$.lanes", file.lanes.iter().map(|l| l.id.as_str())),
            classes: c.unique("$.classes", file.classes.iter().map(|k| k.id.as_str())),
            jvms: c.unique("$.processes", file.jvms.iter().map(|j| j.id.as_str())),
            dims: c.unique(
                "$.dimensions",
                file.dimensions.iter().map(|d| d.id.as_str()),
            ),
            inert: c.unique("$.inert", file.inert.iter().map(|k| k.id.as_str())),
            spans: c.unique("$.spans", file.spans.iter().map(|s| s.id.as_str())),
            stages: file
                .spans
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    c.unique(
                        &format!("$.spans[{i}].stages"),
                        s.stages.iter().map(|st| st.id.as_str()),
                    )
                })
                .collect(),
            arrows: c.unique("$.arrows", file.arrows.iter().map(|a| a.id.as_str())),
            metrics: c.unique("$.metrics", file.metrics.iter().map(|m| m.id.as_str())),
            arms: c.unique("$.arms", file.arms.iter().map(|a| a.id.as_str())),
        }
    }

    pub fn lane(&self, c: &mut Check, path: &str, id: &str) -> Option<LaneIx> {
        let found = self.lanes.get(id).copied().map(LaneIx);
        if found.is_none() {
            c.err(path, words!("unknown lane {id:?}", "未知泳道 {id:?}"));
        }
        found
    }

    pub fn class(&self, c: &mut Check, path: &str, id: &str) -> Option<usize> {
        let found = self.classes.get(id).copied();
        if found.is_none() {
            c.err(
                path,
                words!("unknown stage class {id:?}", "未知子阶段类别 {id:?}"),
            );
        }
        found
    }

    /// A dimension and its index.
    pub fn dimension(&self, c: &mut Check, path: &str, id: &str) -> Option<(DimIx, &'f Dimension)> {
        let found = self.dims.get(id).copied();
        if found.is_none() {
            // A link's key for a dimension is not its name in the file.
            let by_key = self.file.dimensions.iter().find(|d| d.url_key == id);
            c.err(
                path,
                match by_key.map(|d| &d.id) {
                    Some(dim) => words!(
                        "{id:?} is the url_key of dimension {dim:?}: a dataset file names a dimension by its id, {dim:?} (a link by its url_key)",
                        "{id:?} 是维度 {dim:?} 的 url_key：数据集文件里用维度的 id，即 {dim:?}（链接里才用 url_key）",
                    ),
                    None => words!("unknown dimension {id:?}", "未知维度 {id:?}"),
                },
            );
        }
        found.map(|d| (DimIx(d), &self.file.dimensions[d]))
    }

    pub fn jvm(&self, c: &mut Check, path: &str, id: &str) {
        if !self.jvms.contains_key(id) {
            c.err(path, words!("unknown JVM {id:?}", "未知 JVM {id:?}"));
        }
    }

    pub fn has_inert(&self, id: &str) -> bool {
        self.inert.contains_key(id)
    }

    pub fn has_metric(&self, id: &str) -> bool {
        self.metrics.contains_key(id)
    }

    pub fn arm(&self, c: &mut Check, path: String, id: &str) {
        if !self.arms.contains_key(id) {
            c.err(path, words!("unknown arm {id:?}", "未知实验组 {id:?}"));
        }
    }

    /// A span's index and a stage's within it, from `SPAN` and `STAGE`.
    pub fn stage(&self, span: &str, stage: &str) -> Option<(SpanIx, StageIx)> {
        let s = self.spans.get(span).copied()?;
        Some((SpanIx(s), StageIx(self.stages[s].get(stage).copied()?)))
    }

    /// An event as written (`end:SPAN`, `arrive:ARROW`, …), resolved.
    pub fn event(&self, c: &mut Check, path: &str, text: &str) -> Option<Event> {
        let name = match EventName::parse(text) {
            Ok(n) => n,
            Err(e) => {
                let zh = format!(
                    "“{}” 不是事件（应为 t0、start:SPAN、end:SPAN、stage-start:SPAN/STAGE、\
                     stage-end:SPAN/STAGE、depart:ARROW 或 arrive:ARROW）",
                    e.0
                );
                let en = e.to_string();
                c.err(path, Words { en, zh });
                return None;
            }
        };
        let span = |c: &mut Check, s: &str| {
            let found = self.spans.get(s).copied().map(SpanIx);
            if found.is_none() {
                c.err(path, words!("unknown span {s:?}", "未知的段 {s:?}"));
            }
            found
        };
        let stage = |c: &mut Check, s: &str, st: &str| {
            let si = span(c, s)?;
            let found = self.stages[si.0].get(st).copied();
            if found.is_none() {
                c.err(
                    path,
                    words!(
                        "span {s:?} has no stage {st:?}",
                        "段 {s:?} 没有子阶段 {st:?}"
                    ),
                );
            }
            found.map(|j| (si, StageIx(j)))
        };
        let arrow = |c: &mut Check, a: &str| {
            let found = self.arrows.get(a).copied().map(ArrowIx);
            if found.is_none() {
                c.err(path, words!("unknown arrow {a:?}", "未知连线 {a:?}"));
            }
            found
        };
        match name {
            EventName::T0 => Some(Event::T0),
            EventName::SpanStart(s) => span(c, s).map(Event::SpanStart),
            EventName::SpanEnd(s) => span(c, s).map(Event::SpanEnd),
            EventName::StageStart(s, st) => stage(c, s, st).map(|(a, b)| Event::StageStart(a, b)),
            EventName::StageEnd(s, st) => stage(c, s, st).map(|(a, b)| Event::StageEnd(a, b)),
            EventName::Depart(a) => arrow(c, a).map(Event::Depart),
            EventName::Arrive(a) => arrow(c, a).map(Event::Arrive),
        }
    }

    /// A duration as written: fixed, or one length per measured value of a
    /// dimension (every one given, no other).
    pub fn length(&self, c: &mut Check, path: &str, d: &Duration) -> Length {
        match d {
            Duration::Fixed(v) => {
                c.ms(path, v.ms);
                Length::Fixed(v.ms)
            }
            Duration::By { by, values } => {
                let Some((di, dim)) = self.dimension(c, &format!("{path}.by"), by) else {
                    return Length::Fixed(0.0);
                };
                for key in values.keys() {
                    if !dim.values.iter().any(|v| &v.id == key) {
                        c.err(format!("{path}.values.{key}"), {
                            let measured = measured(dim);
                            words!(
                                "{key:?} is not a measured value of {by:?} (measured: {measured})",
                                "{key:?} 不是 {by:?} 的实测值（实测值：{measured}）",
                            )
                        });
                    }
                }
                let per_value = dim
                    .values
                    .iter()
                    .map(|v| match values.get(&v.id) {
                        Some(length) => {
                            c.ms(&format!("{path}.values.{}", v.id), length.ms);
                            length.ms
                        }
                        None => {
                            c.err(format!("{path}.values"), {
                                let v = &v.id;
                                words!(
                                    "no length for {by:?} = {v:?}",
                                    "没有给 {by:?} = {v:?} 的长度",
                                )
                            });
                            0.0
                        }
                    })
                    .collect();
                Length::By(di, per_value)
            }
        }
    }

    /// A configuration as written (dimension id → value id): known
    /// dimensions at measured values.
    pub fn config(&self, c: &mut Check, path: &str, cfg: &IdMap<String>) {
        for (k, v) in cfg {
            let Some((_, dim)) = self.dimension(c, &format!("{path}.{k}"), k) else {
                continue;
            };
            if !dim.values.iter().any(|x| &x.id == v) {
                c.err(format!("{path}.{k}"), {
                    let measured = measured(dim);
                    words!(
                        "{v:?} is outside the measured values of {k:?} ({measured})",
                        "{v:?} 不在 {k:?} 的实测值之内（{measured}）",
                    )
                });
            }
        }
    }
}

/// A dimension's measured value ids, for an error message.
fn measured(dim: &Dimension) -> String {
    dim.values
        .iter()
        .map(|v| v.id.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}
