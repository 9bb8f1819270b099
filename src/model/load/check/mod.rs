//! Checking a dataset file, one file per part of it: [`names`] (unique ids,
//! and names resolved to indices), [`knobs`] (JVMs, dimensions and inert knobs),
//! [`spans`] (spans and their stages), [`arrows`], [`metrics`], [`arms`]
//! (arms, their figures and readings, presets, trust, stated figures) and
//! [`reference`] (the page around the timeline). Each reports every problem
//! at its JSON path, in English and Chinese (`words!`), and returns what it
//! resolved, so nothing is looked up by name twice.

mod arms;
mod arrows;
mod knobs;
mod marks;
mod metrics;
mod names;
mod reference;
mod spans;
mod tour;

use std::collections::{BTreeSet, HashMap};

use super::errors::{words, LoadError, LoadErrors, Words};
use crate::model::dataset::{ArrowRule, MetricEnds, SpanRule};
use crate::model::file::{DatasetFile, Source};
use crate::model::link_keys::{is_dataset_name, MAX_NAME};
use crate::model::text::{Lang, Text};

pub(super) use names::Names;
pub(super) use tour::StepLink;

/// What checking resolved: the rules the resolved dataset is made of.
pub(super) struct Rules {
    pub spans: Vec<SpanRule>,
    pub arrows: Vec<ArrowRule>,
    pub metrics: Vec<MetricEnds>,
    pub outage_metric: usize,
    pub react_metric: usize,
    pub tour: Vec<StepLink>,
    pub transit_class: Option<usize>,
    pub marks: Vec<crate::model::event::Event>,
}

/// Check every part of `file`; all problems, or what was resolved.
pub(super) fn check(file: &DatasetFile) -> Result<Rules, LoadErrors> {
    let mut c = Check::new(file);
    header(&mut c, file);
    let names = Names::collect(&mut c, file);
    knobs::jvms(&mut c, file);
    knobs::dimensions(&mut c, file, &names);
    knobs::inert(&mut c, file);
    let spans = spans::spans(&mut c, file, &names);
    let arrows = arrows::arrows(&mut c, file, &names);
    let metrics = metrics::metrics(&mut c, file, &names);
    arms::arms(&mut c, file, &names, metrics.outage);
    arms::stated(&mut c, file);
    arms::presets(&mut c, file, &names);
    arms::trust(&mut c, file, &names);
    arms::model_limits(&mut c, file, &names);
    reference::reference(&mut c, file, &names);
    let transit_class = tour::transit_class(&mut c, file, &names);
    let tour = tour::tour(&mut c, file, &names);
    let marks = marks::marks(&mut c, file, &names, &spans, &arrows);
    if !c.errors.is_empty() {
        return Err(LoadErrors(c.errors));
    }
    Ok(Rules {
        spans,
        arrows,
        metrics: metrics.ends,
        // Exactly one of each was checked above.
        outage_metric: metrics.outage.unwrap_or(0),
        react_metric: metrics.react.unwrap_or(0),
        tour,
        transit_class,
        marks,
    })
}

/// The dataset's name, its own texts, and its zoom.
fn header(c: &mut Check, file: &DatasetFile) {
    if !is_dataset_name(&file.id) {
        // A link and the snapshot between the two modules carry it as is.
        c.err("$.id", {
            let (id, max) = (&file.id, MAX_NAME);
            words!(
                "the id {id:?} is not a dataset name: lower-case letters, digits and -, not starting with -, at most {max} characters",
                "id {id:?} 不是数据集名称：只能由小写字母、数字和 - 组成，不能以 - 开头，最多 {max} 个字符",
            )
        });
    }
    c.text("$.title", &file.title);
    c.text("$.summary", &file.summary);
    c.text("$.zero", &file.zero);
    for (i, s) in file.seeds.iter().enumerate() {
        c.text(&format!("$.seeds[{i}].title"), &s.title);
        if let Some(u) = &s.url {
            if !(u.starts_with("https://") || u.starts_with("http://")) {
                c.err(
                    format!("$.seeds[{i}].url"),
                    words!(
                        "an address must start with https:// or http://",
                        "地址必须以 https:// 或 http:// 开头",
                    ),
                );
            }
        }
    }
    if let Some(t) = &file.estimate {
        c.text("$.estimate", t);
    }
    if !(file.zoom_px_per_ms.is_finite() && file.zoom_px_per_ms > 0.0) {
        c.err(
            "$.zoom_px_per_ms",
            words!(
                "zoom must be a positive number of px per ms",
                "缩放必须是正数（每毫秒多少像素）",
            ),
        );
    }
    for (i, l) in file.lanes.iter().enumerate() {
        c.text(&format!("$.lanes[{i}].name"), &l.name);
        c.text(&format!("$.lanes[{i}].role"), &l.role);
    }
    for (i, k) in file.classes.iter().enumerate() {
        c.text(&format!("$.classes[{i}].name"), &k.name);
    }
}

/// The problems found so far, and the checks every part shares.
pub(super) struct Check<'f> {
    errors: Vec<LoadError>,
    /// The ids a source may name.
    seeds: BTreeSet<&'f str>,
}

impl<'f> Check<'f> {
    fn new(file: &'f DatasetFile) -> Check<'f> {
        Check {
            errors: Vec::new(),
            seeds: file.seeds.iter().map(|s| s.id.as_str()).collect(),
        }
    }

    pub fn err(&mut self, path: impl Into<String>, words: Words) {
        self.errors.push(LoadError::new(path, words));
    }

    /// A text in every language it is given in (a Chinese left out
    /// is shown as the English, marked as not translated).
    pub fn text(&mut self, path: &str, t: &Text) {
        for lang in t.missing() {
            self.err(
                format!("{path}.{}", lang.code()),
                match lang {
                    Lang::En => words!(
                        "missing text: en is empty (English is required)",
                        "缺少文字：en 是空的（英文必须有）",
                    ),
                    Lang::Zh => words!(
                        "missing translation: zh is empty (leave zh out to show the English marked as not translated)",
                        "缺少译文：zh 是空的（不写 zh 则显示英文，并标明未翻译）",
                    ),
                },
            );
        }
    }

    /// Ids that are neither empty nor repeated; each id's index.
    pub fn unique<'a>(
        &mut self,
        path: &str,
        ids: impl Iterator<Item = &'a str>,
    ) -> HashMap<&'a str, usize> {
        let mut seen = HashMap::new();
        for (i, id) in ids.enumerate() {
            if id.trim().is_empty() {
                self.err(format!("{path}[{i}].id"), words!("empty id", "id 是空的"));
            }
            if let Some(first) = seen.insert(id, i) {
                self.err(
                    format!("{path}[{i}].id"),
                    words!(
                        "duplicate id {id:?} (first at {path}[{first}])",
                        "id {id:?} 重复（第一次出现在 {path}[{first}]）",
                    ),
                );
                seen.insert(id, first);
            }
        }
        seen
    }

    /// A duration: finite and not negative.
    pub fn ms(&mut self, path: &str, v: f64) {
        if !v.is_finite() {
            self.err(
                path,
                words!(
                    "duration {v} is not a finite number",
                    "时长 {v} 不是有限的数",
                ),
            );
        } else if v < 0.0 {
            self.err(
                path,
                words!("duration {v} ms is negative", "时长 {v} ms 是负数"),
            );
        }
    }

    /// A figure as the page writes it: verbatim in the sentence it is
    /// quoted from (a derivation has no page form).
    pub fn written(&mut self, path: &str, written: &Option<String>, s: &Source) {
        let Some(w) = written else {
            return;
        };
        match s {
            Source::Seed { quote, .. } if !w.trim().is_empty() && quote.contains(w.as_str()) => {}
            Source::Seed { .. } => self.err(
                path,
                words!(
                    "{w:?} is not written in the quoted sentence",
                    "引用的句子里没有写 {w:?}",
                ),
            ),
            Source::Derived { .. } => self.err(
                path,
                words!(
                    "a derived number has no form on the page: drop `written`",
                    "推算出的数字在页面上没有写法：去掉 `written`",
                ),
            ),
        }
    }

    /// A number the sentence must state ("85" in "end-to-end 85 ms"), as a
    /// whole number, not the digits of another.
    pub fn stated_in(&mut self, path: &str, v: f64, s: &Source) {
        let Source::Seed { quote, .. } = s else {
            self.err(
                path,
                words!(
                    "a number the page states needs a quoted sentence",
                    "页面给出的数字需要一句引文",
                ),
            );
            return;
        };
        if !crate::model::quotes::states_ms(quote, v) {
            self.err(
                path,
                words!(
                    "{v} ms is not a number of the quoted sentence",
                    "{v} ms 不是引用的句子里的数字",
                ),
            );
        }
    }

    /// A source: a known seed with a quote, or a derivation in every language.
    /// The page's own sentences for one thing, one per page language (a
    /// tour step's, the page's advice): each a quote, never `derived` (our
    /// words go elsewhere), and no two from pages in one language.
    pub fn page_quotes(&mut self, path: &str, quotes: &[Source], file: &DatasetFile) {
        let mut langs = Vec::new();
        for (j, q) in quotes.iter().enumerate() {
            let qp = format!("{path}[{j}]");
            self.source(&qp, q);
            match q {
                Source::Seed { seed, .. } => {
                    let lang = file.seeds.iter().find(|s| &s.id == seed).map(|s| &s.lang);
                    if lang.is_some() && langs.contains(&lang) {
                        self.err(&qp, {
                            let lang = lang.map_or("", |l| l.as_str());
                            words!(
                                "a second quote from a page in {lang:?}",
                                "同一处第二句来自 {lang:?} 页面的引文",
                            )
                        });
                    }
                    langs.push(lang);
                }
                Source::Derived { .. } => self.err(
                    &qp,
                    words!(
                        "the page's sentence, quoted: our words go elsewhere (a tour step's in `ours`)",
                        "这里是页面原文的引文：我们自己的话写在别处（导览每一步写在 `ours` 里）",
                    ),
                ),
            }
        }
    }

    pub fn source(&mut self, path: &str, s: &Source) {
        match s {
            Source::Seed { seed, quote } => {
                if !self.seeds.contains(seed.as_str()) {
                    self.err(
                        format!("{path}.seed"),
                        words!("unknown seed {seed:?}", "未知种子页 {seed:?}"),
                    );
                }
                if quote.trim().is_empty() {
                    self.err(format!("{path}.quote"), words!("empty quote", "引文是空的"));
                }
            }
            Source::Derived { derived } => self.text(&format!("{path}.derived"), derived),
        }
    }
}
