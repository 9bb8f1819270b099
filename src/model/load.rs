//! Loading a dataset: parse, then validate everything the schedule relies on,
//! so that the schedule itself never has to fail. Every error names the JSON
//! path it is about, so a person editing `data/*.json` can find it.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use super::config::Config;
use super::dataset::{ArrowKind, DatasetFile, Duration, MetricRole, Source};
use super::event::{Event, EventName};
use super::reference::{ChartKind, Prose};
use super::text::Text;

/// One problem in a dataset, at a JSON path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub path: String,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

/// Every problem found, in file order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadErrors(pub Vec<LoadError>);

impl fmt::Display for LoadErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LoadErrors {}

/// A length resolved against the dimensions: fixed, or one value per
/// measured value of a dimension (indexed like `Dimension::values`).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Length {
    Fixed(f64),
    By(usize, Vec<f64>),
}

/// Where a one-way arrow departs, or which stage a round trip spans.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum ArrowAnchor {
    Departs(Event),
    Over(usize, usize),
}

/// A validated dataset with its names resolved to indices. The browser
/// reads it packed as it is (`load_packed`): it was checked at build time.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Dataset {
    pub file: DatasetFile,
    /// Spans in an order where every span comes after what it waits for.
    pub(crate) order: Vec<usize>,
    pub(crate) span_lane: Vec<usize>,
    /// The span before each span on its lane.
    pub(crate) lane_prev: Vec<Option<usize>>,
    pub(crate) span_after: Vec<Vec<Event>>,
    /// The race each span starts on (earliest wins); empty for most.
    pub(crate) span_first_of: Vec<Vec<Event>>,
    /// The event that, coming first, means the span does not happen.
    pub(crate) span_unless: Vec<Option<Event>>,
    /// (dimension, the value indices where the span happens), per span.
    pub(crate) span_when: Vec<Vec<(usize, Vec<usize>)>>,
    pub(crate) stage_len: Vec<Vec<Length>>,
    pub(crate) stage_class: Vec<Vec<usize>>,
    pub(crate) arrow_anchor: Vec<ArrowAnchor>,
    pub(crate) arrow_len: Vec<Option<Length>>,
    pub(crate) arrow_to: Vec<usize>,
    pub(crate) arrow_gate: Vec<Option<usize>>,
    pub(crate) metric_events: Vec<(Event, Event)>,
    pub(crate) outage_metric: usize,
    pub(crate) react_metric: usize,
    /// Each arm's and preset's configuration, resolved once at load: the
    /// verdict compares against them on every knob change.
    pub(crate) arm_configs: Vec<Config>,
    pub(crate) preset_configs: Vec<Config>,
}

impl Dataset {
    pub fn dimension_index(&self, id: &str) -> Option<usize> {
        self.file.dimensions.iter().position(|d| d.id == id)
    }

    pub fn value_index(&self, dim: usize, id: &str) -> Option<usize> {
        self.file.dimensions[dim]
            .values
            .iter()
            .position(|v| v.id == id)
    }

    pub fn inert_index(&self, id: &str) -> Option<usize> {
        self.file.inert.iter().position(|k| k.id == id)
    }

    pub fn metric_index(&self, id: &str) -> Option<usize> {
        self.file.metrics.iter().position(|m| m.id == id)
    }

    pub fn preset_index(&self, id: &str) -> Option<usize> {
        self.file.presets.iter().position(|p| p.id == id)
    }

    pub fn span_index(&self, id: &str) -> Option<usize> {
        self.file.spans.iter().position(|s| s.id == id)
    }

    /// The events a span waits for besides its lane's previous span.
    pub fn span_after(&self, span: usize) -> &[Event] {
        &self.span_after[span]
    }

    pub fn lane_of_span(&self, span: usize) -> usize {
        self.span_lane[span]
    }

    pub fn arrow_lanes(&self, arrow: usize) -> (usize, usize) {
        let from = match self.arrow_anchor[arrow] {
            ArrowAnchor::Departs(ev) => self.event_lane(ev).unwrap_or(0),
            ArrowAnchor::Over(span, _) => self.span_lane[span],
        };
        (from, self.arrow_to[arrow])
    }

    pub fn arrow_gate(&self, arrow: usize) -> Option<usize> {
        self.arrow_gate[arrow]
    }

    pub fn stage_class(&self, span: usize, stage: usize) -> usize {
        self.stage_class[span][stage]
    }

    pub fn stage_length(&self, span: usize, stage: usize) -> &Length {
        &self.stage_len[span][stage]
    }

    pub fn outage_metric(&self) -> usize {
        self.outage_metric
    }

    pub fn react_metric(&self) -> usize {
        self.react_metric
    }

    fn event_lane(&self, ev: Event) -> Option<usize> {
        match ev {
            Event::T0 => None,
            Event::SpanStart(s)
            | Event::SpanEnd(s)
            | Event::StageStart(s, _)
            | Event::StageEnd(s, _) => Some(self.span_lane[s]),
            Event::Depart(a) => self.arrow_lanes(a).0.into(),
            Event::Arrive(a) => Some(self.arrow_to[a]),
        }
    }
}

/// Parse and validate a dataset from JSON text.
pub fn load(json: &str) -> Result<Dataset, LoadErrors> {
    validate(parse(json)?)
}

/// Read and validate a bundled dataset, packed at build time (the browser's
/// way: no JSON parser in the page).
pub fn load_packed(bytes: &[u8]) -> Result<Dataset, LoadErrors> {
    let error = |message: String| {
        LoadErrors(vec![LoadError {
            path: "$".into(),
            message,
        }])
    };
    let ds: Dataset = super::packed::from_bytes(bytes).map_err(|e| error(e.to_string()))?;
    // Checked when it was packed; here only that every index is in range,
    // so that bytes damaged on the way are an error and never a panic.
    ds.indices_in_range().map_err(error)?;
    Ok(ds)
}

#[cfg(not(target_arch = "wasm32"))]
fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    let mut de = serde_json::Deserializer::from_str(json);
    serde_path_to_error::deserialize(&mut de).map_err(|e| {
        let path = e.path().to_string();
        LoadErrors(vec![LoadError {
            path: if path == "." {
                "$".into()
            } else {
                format!("$.{path}")
            },
            message: e.into_inner().to_string(),
        }])
    })
}

/// In the browser: serde_json's own message, which gives line and column.
#[cfg(target_arch = "wasm32")]
fn parse(json: &str) -> Result<DatasetFile, LoadErrors> {
    serde_json::from_str(json).map_err(|e| {
        LoadErrors(vec![LoadError {
            path: "$".into(),
            message: e.to_string(),
        }])
    })
}

struct Check {
    errors: Vec<LoadError>,
}

impl Check {
    fn err(&mut self, path: impl Into<String>, message: impl Into<String>) {
        self.errors.push(LoadError {
            path: path.into(),
            message: message.into(),
        });
    }

    fn text(&mut self, path: &str, t: &Text) {
        for lang in t.missing() {
            self.err(
                path,
                format!("missing translation: {} is empty", lang.code()),
            );
        }
    }

    fn unique<'a>(
        &mut self,
        path: &str,
        ids: impl Iterator<Item = &'a str>,
    ) -> HashMap<&'a str, usize> {
        let mut seen = HashMap::new();
        for (i, id) in ids.enumerate() {
            if id.trim().is_empty() {
                self.err(format!("{path}[{i}].id"), "empty id");
            }
            if let Some(first) = seen.insert(id, i) {
                self.err(
                    format!("{path}[{i}].id"),
                    format!("duplicate id {id:?} (first at {path}[{first}])"),
                );
                seen.insert(id, first);
            }
        }
        seen
    }

    fn ms(&mut self, path: &str, v: f64) {
        if !v.is_finite() {
            self.err(path, format!("duration {v} is not a finite number"));
        } else if v < 0.0 {
            self.err(path, format!("duration {v} ms is negative"));
        }
    }

    fn source(&mut self, path: &str, s: &Source, seeds: &BTreeSet<&str>) {
        match s {
            Source::Seed { seed, quote } => {
                if !seeds.contains(seed.as_str()) {
                    self.err(format!("{path}.seed"), format!("unknown seed {seed:?}"));
                }
                if quote.trim().is_empty() {
                    self.err(format!("{path}.quote"), "empty quote");
                }
            }
            Source::Derived { derived } => self.text(&format!("{path}.derived"), derived),
        }
    }
}

fn validate(mut file: DatasetFile) -> Result<Dataset, LoadErrors> {
    let mut c = Check { errors: Vec::new() };
    let seeds: BTreeSet<&str> = file.seeds.iter().map(|s| s.id.as_str()).collect();
    c.text("$.title", &file.title);
    c.text("$.summary", &file.summary);
    c.text("$.zero", &file.zero);
    if let Some(t) = &file.estimate {
        c.text("$.estimate", t);
    }
    if !(file.zoom_px_per_ms.is_finite() && file.zoom_px_per_ms > 0.0) {
        c.err(
            "$.zoom_px_per_ms",
            "zoom must be a positive number of px per ms",
        );
    }

    let lanes = c.unique("$.lanes", file.lanes.iter().map(|l| l.id.as_str()));
    for (i, l) in file.lanes.iter().enumerate() {
        c.text(&format!("$.lanes[{i}].name"), &l.name);
        c.text(&format!("$.lanes[{i}].role"), &l.role);
    }
    let classes = c.unique("$.classes", file.classes.iter().map(|k| k.id.as_str()));
    for (i, k) in file.classes.iter().enumerate() {
        c.text(&format!("$.classes[{i}].name"), &k.name);
    }
    let dims = c.unique(
        "$.dimensions",
        file.dimensions.iter().map(|d| d.id.as_str()),
    );
    for (i, d) in file.dimensions.iter().enumerate() {
        let p = format!("$.dimensions[{i}]");
        c.text(&format!("{p}.name"), &d.name);
        let url_ok = !d.url_key.is_empty()
            && d.url_key
                .chars()
                .all(|ch| ch.is_ascii_lowercase() || ch == '_' || ch.is_ascii_digit());
        if !url_ok {
            c.err(
                format!("{p}.url_key"),
                "a URL key is lower-case letters, digits and _",
            );
        }
        c.unique(
            &format!("{p}.values"),
            d.values.iter().map(|v| v.id.as_str()),
        );
        if d.values.is_empty() {
            c.err(
                format!("{p}.values"),
                "a dimension needs at least one measured value",
            );
        }
        for (j, v) in d.values.iter().enumerate() {
            c.text(&format!("{p}.values[{j}].label"), &v.label);
            if let Some(ms) = v.ms {
                c.ms(&format!("{p}.values[{j}].ms"), ms);
            }
        }
        let known = |v: &str| d.values.iter().any(|x| x.id == v);
        if !known(&d.stock) {
            c.err(
                format!("{p}.stock"),
                format!("stock value {:?} is not a measured value", d.stock),
            );
        }
        for (env, v) in &d.recommended {
            if !known(v) {
                c.err(
                    format!("{p}.recommended.{env}"),
                    format!("{v:?} is not a measured value"),
                );
            }
        }
        for (name, t) in [("gates", &d.gates), ("bottoms_out", &d.bottoms_out)] {
            if let Some(t) = t {
                c.text(&format!("{p}.{name}"), t);
            }
        }
        if let Some(s) = &d.source {
            c.source(&format!("{p}.source"), s, &seeds);
        }
    }
    let inert = c.unique("$.inert", file.inert.iter().map(|k| k.id.as_str()));
    for (i, k) in file.inert.iter().enumerate() {
        let p = format!("$.inert[{i}]");
        for (name, t) in [("tried", &k.tried), ("result", &k.result), ("why", &k.why)] {
            c.text(&format!("{p}.{name}"), t);
        }
        c.source(&format!("{p}.source"), &k.source, &seeds);
    }

    let spans = c.unique("$.spans", file.spans.iter().map(|s| s.id.as_str()));
    let arrows = c.unique("$.arrows", file.arrows.iter().map(|a| a.id.as_str()));
    let stage_ids: Vec<HashMap<&str, usize>> = file
        .spans
        .iter()
        .enumerate()
        .map(|(i, s)| {
            c.unique(
                &format!("$.spans[{i}].stages"),
                s.stages.iter().map(|st| st.id.as_str()),
            )
        })
        .collect();

    let resolve = |c: &mut Check, path: &str, text: &str| -> Option<Event> {
        let name = match EventName::parse(text) {
            Ok(n) => n,
            Err(e) => {
                c.err(path, e.to_string());
                return None;
            }
        };
        let span = |c: &mut Check, s: &str| {
            let found = spans.get(s).copied();
            if found.is_none() {
                c.err(path, format!("unknown span {s:?}"));
            }
            found
        };
        let stage = |c: &mut Check, s: &str, st: &str| {
            let si = span(c, s)?;
            let found = stage_ids[si].get(st).copied();
            if found.is_none() {
                c.err(path, format!("span {s:?} has no stage {st:?}"));
            }
            found.map(|j| (si, j))
        };
        let arrow = |c: &mut Check, a: &str| {
            let found = arrows.get(a).copied();
            if found.is_none() {
                c.err(path, format!("unknown arrow {a:?}"));
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
    };

    let length = |c: &mut Check, path: &str, d: &Duration| -> Length {
        match d {
            Duration::Fixed(v) => {
                c.ms(path, *v);
                Length::Fixed(*v)
            }
            Duration::By { by, values } => {
                let Some(&di) = dims.get(by.as_str()) else {
                    c.err(format!("{path}.by"), format!("unknown dimension {by:?}"));
                    return Length::Fixed(0.0);
                };
                let dim = &file.dimensions[di];
                for key in values.keys() {
                    if !dim.values.iter().any(|v| &v.id == key) {
                        let measured: Vec<&str> =
                            dim.values.iter().map(|v| v.id.as_str()).collect();
                        c.err(
                            format!("{path}.values.{key}"),
                            format!(
                                "{key:?} is not a measured value of {by:?} (measured: {})",
                                measured.join(", ")
                            ),
                        );
                    }
                }
                let per_value = dim
                    .values
                    .iter()
                    .map(|v| match values.get(&v.id) {
                        Some(ms) => {
                            c.ms(&format!("{path}.values.{}", v.id), *ms);
                            *ms
                        }
                        None => {
                            c.err(
                                format!("{path}.values"),
                                format!("no length for {:?} = {:?}", by, v.id),
                            );
                            0.0
                        }
                    })
                    .collect();
                Length::By(di, per_value)
            }
        }
    };

    let mut span_lane = vec![0; file.spans.len()];
    let mut span_after = vec![Vec::new(); file.spans.len()];
    let mut span_first_of = vec![Vec::new(); file.spans.len()];
    let mut span_unless = vec![None; file.spans.len()];
    let mut span_when = vec![Vec::new(); file.spans.len()];
    let mut stage_len = vec![Vec::new(); file.spans.len()];
    let mut stage_class = vec![Vec::new(); file.spans.len()];
    for (i, s) in file.spans.iter().enumerate() {
        let p = format!("$.spans[{i}]");
        c.text(&format!("{p}.name"), &s.name);
        match lanes.get(s.lane.as_str()) {
            Some(&l) => span_lane[i] = l,
            None => c.err(format!("{p}.lane"), format!("unknown lane {:?}", s.lane)),
        }
        if s.stages.is_empty() {
            c.err(format!("{p}.stages"), "a span needs at least one stage");
        }
        for (j, a) in s.after.iter().enumerate() {
            if let Some(ev) = resolve(&mut c, &format!("{p}.after[{j}]"), a) {
                span_after[i].push(ev);
            }
        }
        for (j, a) in s.first_of.iter().enumerate() {
            if let Some(ev) = resolve(&mut c, &format!("{p}.first_of[{j}]"), a) {
                span_first_of[i].push(ev);
            }
        }
        if s.first_of.len() == 1 {
            c.err(
                format!("{p}.first_of"),
                "a race needs at least two events (one event is `after`)",
            );
        }
        if let Some(u) = &s.unless {
            span_unless[i] = resolve(&mut c, &format!("{p}.unless"), u);
        }
        for (d, values) in &s.when {
            let Some(&di) = dims.get(d.as_str()) else {
                c.err(format!("{p}.when.{d}"), format!("unknown dimension {d:?}"));
                continue;
            };
            let dim = &file.dimensions[di];
            let mut idx = Vec::new();
            for (k, v) in values.iter().enumerate() {
                match dim.values.iter().position(|x| &x.id == v) {
                    Some(vi) => idx.push(vi),
                    None => c.err(
                        format!("{p}.when.{d}[{k}]"),
                        format!("{v:?} is not a measured value of {d:?}"),
                    ),
                }
            }
            if values.is_empty() {
                c.err(format!("{p}.when.{d}"), "a span that never happens");
            }
            span_when[i].push((di, idx));
        }
        for (j, st) in s.stages.iter().enumerate() {
            let sp = format!("{p}.stages[{j}]");
            c.text(&format!("{sp}.name"), &st.name);
            match classes.get(st.class.as_str()) {
                Some(&k) => stage_class[i].push(k),
                None => {
                    c.err(
                        format!("{sp}.class"),
                        format!("unknown stage class {:?}", st.class),
                    );
                    stage_class[i].push(0);
                }
            }
            stage_len[i].push(length(&mut c, &format!("{sp}.ms"), &st.ms));
            c.source(&format!("{sp}.source"), &st.source, &seeds);
        }
    }

    let mut arrow_anchor = Vec::new();
    let mut arrow_len = Vec::new();
    let mut arrow_to = Vec::new();
    let mut arrow_gate = Vec::new();
    for (i, a) in file.arrows.iter().enumerate() {
        let p = format!("$.arrows[{i}]");
        c.text(&format!("{p}.interaction"), &a.interaction);
        c.source(&format!("{p}.source"), &a.source, &seeds);
        arrow_to.push(lanes.get(a.to.as_str()).copied().unwrap_or_else(|| {
            c.err(format!("{p}.to"), format!("unknown lane {:?}", a.to));
            0
        }));
        arrow_gate.push(a.gated_by.as_ref().and_then(|g| {
            let d = dims.get(g.as_str()).copied();
            if d.is_none() {
                c.err(format!("{p}.gated_by"), format!("unknown dimension {g:?}"));
            }
            d
        }));
        match a.kind {
            ArrowKind::OneWay => {
                let anchor = match &a.from {
                    Some(f) => resolve(&mut c, &format!("{p}.from"), f),
                    None => {
                        c.err(format!("{p}.from"), "a one-way arrow needs `from`");
                        None
                    }
                };
                if matches!(anchor, Some(Event::Depart(_) | Event::Arrive(_))) {
                    c.err(
                        format!("{p}.from"),
                        "an arrow departs at a span or stage event",
                    );
                }
                arrow_anchor.push(ArrowAnchor::Departs(anchor.unwrap_or(Event::T0)));
                arrow_len.push(Some(match &a.ms {
                    Some(d) => length(&mut c, &format!("{p}.ms"), d),
                    None => {
                        c.err(format!("{p}.ms"), "a one-way arrow needs a transit time");
                        Length::Fixed(0.0)
                    }
                }));
            }
            ArrowKind::RoundTrip => {
                let over = a.over.as_deref().and_then(|o| match o.split_once('/') {
                    Some((s, st)) => {
                        let si = spans.get(s).copied();
                        let sti = si.and_then(|si| stage_ids[si].get(st).copied());
                        si.zip(sti)
                    }
                    None => None,
                });
                match over {
                    Some((s, st)) => arrow_anchor.push(ArrowAnchor::Over(s, st)),
                    None => {
                        c.err(
                            format!("{p}.over"),
                            format!(
                                "a round-trip arrow spans a stage: SPAN/STAGE, got {:?}",
                                a.over
                            ),
                        );
                        arrow_anchor.push(ArrowAnchor::Departs(Event::T0));
                    }
                }
                if a.ms.is_some() {
                    c.err(
                        format!("{p}.ms"),
                        "a round trip takes its length from the stage it spans",
                    );
                }
                arrow_len.push(None);
            }
        }
    }

    let mut metric_events = Vec::new();
    let (mut outage, mut react) = (Vec::new(), Vec::new());
    c.unique("$.metrics", file.metrics.iter().map(|m| m.id.as_str()));
    for (i, m) in file.metrics.iter().enumerate() {
        let p = format!("$.metrics[{i}]");
        c.text(&format!("{p}.name"), &m.name);
        let from = resolve(&mut c, &format!("{p}.from"), &m.from).unwrap_or(Event::T0);
        let to = resolve(&mut c, &format!("{p}.to"), &m.to).unwrap_or(Event::T0);
        metric_events.push((from, to));
        match m.role {
            MetricRole::Outage => outage.push(i),
            MetricRole::React => react.push(i),
            MetricRole::SubSpan => {}
        }
    }
    for (role, found) in [("outage", &outage), ("react", &react)] {
        if found.len() != 1 {
            c.err(
                "$.metrics",
                format!(
                    "exactly one metric needs role {role:?}, found {}",
                    found.len()
                ),
            );
        }
    }
    let metrics: BTreeSet<&str> = file.metrics.iter().map(|m| m.id.as_str()).collect();

    let check_config =
        |c: &mut Check, path: &str, cfg: &std::collections::BTreeMap<String, String>| {
            for (k, v) in cfg {
                match dims.get(k.as_str()) {
                    None => c.err(format!("{path}.{k}"), format!("unknown dimension {k:?}")),
                    Some(&d) => {
                        let dim = &file.dimensions[d];
                        if !dim.values.iter().any(|x| &x.id == v) {
                            let measured: Vec<&str> =
                                dim.values.iter().map(|x| x.id.as_str()).collect();
                            c.err(
                                format!("{path}.{k}"),
                                format!(
                                    "{v:?} is outside the measured values of {k:?} ({})",
                                    measured.join(", ")
                                ),
                            );
                        }
                    }
                }
            }
        };
    let arm_ids = c.unique("$.arms", file.arms.iter().map(|a| a.id.as_str()));
    for (i, a) in file.arms.iter().enumerate() {
        let p = format!("$.arms[{i}]");
        check_config(&mut c, &format!("{p}.config"), &a.config);
        for (j, k) in a.inert.iter().enumerate() {
            if !inert.contains_key(k.as_str()) {
                c.err(
                    format!("{p}.inert[{j}]"),
                    format!("unknown inert knob {k:?}"),
                );
            }
        }
        if let Some(r) = &a.reading {
            c.text(&format!("{p}.reading"), r);
        }
        if a.figures.is_empty() {
            c.err(
                format!("{p}.figures"),
                "an arm needs at least one measured figure",
            );
        }
        for (j, f) in a.figures.iter().enumerate() {
            let fp = format!("{p}.figures[{j}]");
            if !metrics.contains(f.metric.as_str()) {
                c.err(
                    format!("{fp}.metric"),
                    format!("unknown metric {:?}", f.metric),
                );
            }
            match &f.difference {
                None if f.values.is_empty() => {
                    c.err(format!("{fp}.values"), "no measured value");
                }
                None => {}
                Some(_) if !f.values.is_empty() => c.err(
                    format!("{fp}.values"),
                    "a figure given as a difference has no values of its own (they are arithmetic)",
                ),
                Some(d) => {
                    c.ms(&format!("{fp}.difference.ms"), d.ms.abs());
                    if difference_base(&file, &d.from, &f.metric).is_none() {
                        c.err(
                            format!("{fp}.difference.from"),
                            format!(
                                "{:?} is not an arm with one measured {:?} value",
                                d.from, f.metric
                            ),
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
                        "no value for the other reading",
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
            c.source(&format!("{fp}.source"), &f.source, &seeds);
            if let Some(sd) = &f.stdev {
                c.ms(&format!("{fp}.stdev.ms"), sd.ms);
                c.source(&format!("{fp}.stdev.source"), &sd.source, &seeds);
            }
        }
        for (j, st) in a.stated.iter().enumerate() {
            check_stated(&mut c, &format!("{p}.stated[{j}]"), st, &seeds);
        }
        let outage_id = outage.first().map(|&m| file.metrics[m].id.as_str());
        if !a.stated.is_empty()
            && !a
                .figures
                .iter()
                .any(|f| Some(f.metric.as_str()) == outage_id)
        {
            c.err(
                format!("{p}.stated"),
                "a stated outage needs the arm's measured outage beside it",
            );
        }
    }
    c.unique("$.stated", file.stated.iter().map(|s| s.id.as_str()));
    for (i, st) in file.stated.iter().enumerate() {
        let p = format!("$.stated[{i}]");
        c.text(&format!("{p}.text"), &st.text);
        c.source(&format!("{p}.source"), &st.source, &seeds);
        if !st.value.is_finite() {
            c.err(format!("{p}.value"), "not a finite number");
        }
    }
    if let Some(q) = &file.not_additive {
        c.text("$.not_additive.text", &q.text);
        c.source("$.not_additive.source", &q.source, &seeds);
    }
    c.unique("$.presets", file.presets.iter().map(|p| p.id.as_str()));
    for (i, pr) in file.presets.iter().enumerate() {
        let p = format!("$.presets[{i}]");
        c.text(&format!("{p}.name"), &pr.name);
        c.text(&format!("{p}.headline.label"), &pr.headline.label);
        c.ms(&format!("{p}.headline.outage_ms"), pr.headline.outage_ms);
        c.source(&format!("{p}.headline.source"), &pr.headline.source, &seeds);
        for (j, st) in pr.headline.also.iter().enumerate() {
            check_stated(&mut c, &format!("{p}.headline.also[{j}]"), st, &seeds);
        }
        check_config(&mut c, &format!("{p}.config"), &pr.config);
    }
    if !file.presets.iter().any(|p| p.id == file.default_preset) {
        c.err(
            "$.default_preset",
            format!("unknown preset {:?}", file.default_preset),
        );
    }
    for (i, t) in file.trust.iter().enumerate() {
        let p = format!("$.trust[{i}]");
        check_config(&mut c, &format!("{p}.when"), &t.when);
        c.text(&format!("{p}.why"), &t.why);
        c.source(&format!("{p}.source"), &t.source, &seeds);
    }
    for (i, l) in file.model_limits.iter().enumerate() {
        let p = format!("$.model_limits[{i}]");
        if !arm_ids.contains_key(l.arm.as_str()) {
            c.err(format!("{p}.arm"), format!("unknown arm {:?}", l.arm));
        }
        if !metrics.contains(l.metric.as_str()) {
            c.err(
                format!("{p}.metric"),
                format!("unknown metric {:?}", l.metric),
            );
        }
        c.text(&format!("{p}.why"), &l.why);
    }

    check_reference(&mut c, &file, &arm_ids, &seeds);

    let mut lane_prev = vec![None; file.spans.len()];
    let mut last_on_lane: HashMap<usize, usize> = HashMap::new();
    for i in 0..file.spans.len() {
        lane_prev[i] = last_on_lane.insert(span_lane[i], i);
    }

    if !c.errors.is_empty() {
        return Err(LoadErrors(c.errors));
    }

    fill_differences(&mut file);
    let mut ds = Dataset {
        file,
        order: Vec::new(),
        span_lane,
        lane_prev,
        span_after,
        span_first_of,
        span_unless,
        span_when,
        stage_len,
        stage_class,
        arrow_anchor,
        arrow_len,
        arrow_to,
        arrow_gate,
        metric_events,
        outage_metric: outage[0],
        react_metric: react[0],
        arm_configs: Vec::new(),
        preset_configs: Vec::new(),
    };
    // The ids were checked above, so these resolve.
    let resolve_config = |ds: &Dataset, values, inert: &[String]| {
        Config::from_ids(ds, values, inert).unwrap_or_else(|_| Config::stock(ds))
    };
    ds.arm_configs = ds
        .file
        .arms
        .iter()
        .map(|a| resolve_config(&ds, &a.config, &a.inert))
        .collect();
    ds.preset_configs = ds
        .file
        .presets
        .iter()
        .map(|p| resolve_config(&ds, &p.config, &[]))
        .collect();
    ds.order = topo_order(&ds).map_err(|cycle| {
        let names: Vec<&str> = cycle
            .iter()
            .map(|&s| ds.file.spans[s].id.as_str())
            .collect();
        LoadErrors(vec![LoadError {
            path: "$.spans".into(),
            message: format!("dependency cycle: {}", names.join(" -> ")),
        }])
    })?;
    Ok(ds)
}

/// The one measured value of `metric` on arm `from`: the base a difference
/// the page gives is applied to (none if the arm has no such single value).
fn difference_base(file: &DatasetFile, from: &str, metric: &str) -> Option<f64> {
    let arm = file.arms.iter().find(|a| a.id == from)?;
    let base = arm
        .figures
        .iter()
        .find(|g| g.metric == metric && g.difference.is_none())?;
    match base.values[..] {
        [v] => Some(v),
        _ => None,
    }
}

/// A figure the page gives only as a difference gets its arithmetic value:
/// the base arm's one value plus the difference (checked above).
fn fill_differences(file: &mut DatasetFile) {
    let mut filled = Vec::new();
    for (i, a) in file.arms.iter().enumerate() {
        for (j, f) in a.figures.iter().enumerate() {
            let Some(d) = &f.difference else { continue };
            if let Some(v) = difference_base(file, &d.from, &f.metric) {
                filled.push((i, j, v + d.ms));
            }
        }
    }
    for (i, j, v) in filled {
        file.arms[i].figures[j].values = vec![v];
    }
}

/// The spans an event belongs to (the one whose timing decides it).
pub(crate) fn event_span(ds: &Dataset, ev: Event) -> Option<usize> {
    match ev {
        Event::T0 => None,
        Event::SpanStart(s)
        | Event::SpanEnd(s)
        | Event::StageStart(s, _)
        | Event::StageEnd(s, _) => Some(s),
        Event::Depart(a) | Event::Arrive(a) => match ds.arrow_anchor[a] {
            ArrowAnchor::Departs(e) => event_span(ds, e),
            ArrowAnchor::Over(s, _) => Some(s),
        },
    }
}

/// Order spans so each comes after the spans it waits for; on a cycle,
/// return the spans in it.
fn topo_order(ds: &Dataset) -> Result<Vec<usize>, Vec<usize>> {
    let n = ds.file.spans.len();
    let deps: Vec<Vec<usize>> = (0..n)
        .map(|s| {
            let mut d: Vec<usize> = ds.span_after[s]
                .iter()
                .chain(&ds.span_first_of[s])
                .chain(&ds.span_unless[s])
                .filter_map(|&e| event_span(ds, e))
                .collect();
            d.extend(ds.lane_prev[s]);
            d
        })
        .collect();
    // 0 = unvisited, 1 = on the stack, 2 = done
    let mut state = vec![0u8; n];
    let mut order = Vec::with_capacity(n);
    fn visit(
        s: usize,
        deps: &[Vec<usize>],
        state: &mut [u8],
        order: &mut Vec<usize>,
        stack: &mut Vec<usize>,
    ) -> Result<(), Vec<usize>> {
        match state[s] {
            2 => return Ok(()),
            1 => {
                let from = stack.iter().position(|&x| x == s).unwrap_or(0);
                let mut cycle = stack[from..].to_vec();
                cycle.push(s);
                return Err(cycle);
            }
            _ => {}
        }
        state[s] = 1;
        stack.push(s);
        for &d in &deps[s] {
            visit(d, deps, state, order, stack)?;
        }
        stack.pop();
        state[s] = 2;
        order.push(s);
        Ok(())
    }
    let mut stack = Vec::new();
    for s in 0..n {
        visit(s, &deps, &mut state, &mut order, &mut stack)?;
    }
    Ok(order)
}

/// The page around the timeline: texts in both languages, sources that name
/// a seed, and every arm, knob, metric and value a chart or button names.
/// A figure the page states for a configuration.
fn check_stated(c: &mut Check, path: &str, st: &super::dataset::Stated, seeds: &BTreeSet<&str>) {
    c.ms(&format!("{path}.outage_ms"), st.outage_ms);
    c.source(&format!("{path}.source"), &st.source, seeds);
    if let Some(n) = &st.note {
        c.text(&format!("{path}.note"), n);
    }
}

fn check_reference(
    c: &mut Check,
    file: &DatasetFile,
    arm_ids: &HashMap<&str, usize>,
    seeds: &BTreeSet<&str>,
) {
    let arm = |c: &mut Check, path: String, id: &str| {
        if !arm_ids.contains_key(id) {
            c.err(path, format!("unknown arm {id:?}"));
        }
    };
    for (i, d) in file.dimensions.iter().enumerate() {
        let p = format!("$.dimensions[{i}]");
        for (j, b) in d.buys.iter().enumerate() {
            arm(c, format!("{p}.buys[{j}].from"), &b.from);
            arm(c, format!("{p}.buys[{j}].to"), &b.to);
            c.text(&format!("{p}.buys[{j}].label"), &b.label);
        }
        if let Some(cost) = &d.cost {
            c.text(&format!("{p}.cost.text"), &cost.text);
            c.source(&format!("{p}.cost.source"), &cost.source, seeds);
        }
    }
    let r = &file.reference;
    let prose = |c: &mut Check, path: String, pr: &Prose| {
        if let Some(t) = &pr.title {
            c.text(&format!("{path}.title"), t);
        }
        c.text(&format!("{path}.text"), &pr.text);
        c.source(&format!("{path}.source"), &pr.source, seeds);
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
                "a section needs at least one paragraph",
            );
        }
        for (j, pr) in sec.items.iter().enumerate() {
            prose(c, format!("{p}.items[{j}]"), pr);
        }
    }
    if let Some(res) = &r.residual {
        c.text("$.reference.residual.text", &res.text);
        c.source("$.reference.residual.source", &res.source, seeds);
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
                    "a cost on a log axis must be positive",
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
        c.source("$.reference.proportion.source", &pr.source, seeds);
    }
    if let Some(rec) = &r.recommended {
        c.text("$.reference.recommended.intro", &rec.intro);
        for (i, t) in rec.columns.iter().enumerate() {
            c.text(&format!("$.reference.recommended.columns[{i}]"), t);
        }
        if rec.columns.len() != 3 {
            c.err(
                "$.reference.recommended.columns",
                "three headers: configuration and the two environments",
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
        c.source("$.reference.recommended.source", &rec.source, seeds);
    }
    for (i, k) in r.knees.iter().enumerate() {
        let p = format!("$.reference.knees[{i}]");
        c.text(&format!("{p}.knee"), &k.knee);
        c.text(&format!("{p}.evidence"), &k.evidence);
        c.source(&format!("{p}.source"), &k.source, seeds);
    }
    c.unique(
        "$.reference.charts",
        r.charts.iter().map(|ch| ch.id.as_str()),
    );
    for (i, ch) in r.charts.iter().enumerate() {
        let p = format!("$.reference.charts[{i}]");
        c.text(&format!("{p}.title"), &ch.title);
        if let Some(s) = &ch.source {
            c.source(&format!("{p}.source"), s, seeds);
        }
        match ch.kind {
            ChartKind::Sweep => {
                let dim = ch
                    .dimension
                    .as_deref()
                    .and_then(|d| file.dimensions.iter().find(|x| x.id == d));
                let Some(dim) = dim else {
                    c.err(format!("{p}.dimension"), "a sweep needs a known knob");
                    continue;
                };
                let metric_ok = ch
                    .metric
                    .as_deref()
                    .is_some_and(|m| file.metrics.iter().any(|x| x.id == m));
                if !metric_ok {
                    c.err(format!("{p}.metric"), "a sweep needs a known metric");
                }
                if ch.series.is_empty() {
                    c.err(format!("{p}.series"), "a sweep needs at least one series");
                }
                for (j, s) in ch.series.iter().enumerate() {
                    c.text(&format!("{p}.series[{j}].label"), &s.label);
                    for (k, a) in s.arms.iter().enumerate() {
                        arm(c, format!("{p}.series[{j}].arms[{k}]"), a);
                    }
                    if let Some(knee) = &s.knee {
                        if !dim.values.iter().any(|v| &v.id == knee) {
                            c.err(
                                format!("{p}.series[{j}].knee"),
                                format!("{knee:?} is not a value of {:?}", dim.id),
                            );
                        }
                    }
                }
            }
            ChartKind::Spread => {
                if ch.arms.len() < 2 {
                    c.err(format!("{p}.arms"), "a spread compares at least two arms");
                }
                for (k, a) in ch.arms.iter().enumerate() {
                    arm(c, format!("{p}.arms[{k}]"), a);
                }
            }
            ChartKind::Buys | ChartKind::Proportion => {}
        }
    }
}
