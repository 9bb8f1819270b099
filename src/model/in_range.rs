//! The one check the browser makes on a packed dataset: every index points
//! at something. The loader checked everything else when it was packed;
//! this turns bytes damaged on the way into an error, never a panic.

use super::config::Config;
use super::event::Event;
use super::load::{ArrowAnchor, Dataset, Length};

impl Dataset {
    /// `Err` names the first index that points nowhere.
    pub fn indices_in_range(&self) -> Result<(), String> {
        let f = &self.file;
        let (spans, arrows, lanes) = (f.spans.len(), f.arrows.len(), f.lanes.len());
        let dims: Vec<usize> = f.dimensions.iter().map(|d| d.values.len()).collect();
        let stages: Vec<usize> = f.spans.iter().map(|s| s.stages.len()).collect();
        let below = |what: &str, i: usize, n: usize| {
            if i < n {
                Ok(())
            } else {
                Err(format!("packed dataset: {what} index {i} of {n}"))
            }
        };
        let event = |e: &Event| match *e {
            Event::T0 => Ok(()),
            Event::SpanStart(s) | Event::SpanEnd(s) => below("span", s, spans),
            Event::StageStart(s, k) | Event::StageEnd(s, k) => {
                below("span", s, spans)?;
                below("stage", k, stages[s])
            }
            Event::Depart(a) | Event::Arrive(a) => below("arrow", a, arrows),
        };
        let length = |l: &Length| match l {
            Length::Fixed(_) => Ok(()),
            Length::By(d, v) => {
                below("dimension", *d, dims.len())?;
                below("length", v.len().saturating_sub(1), dims[*d])
            }
        };
        let config = |c: &Config| {
            below(
                "configuration",
                c.values.len().saturating_sub(1),
                dims.len().max(1),
            )?;
            for (d, v) in c.values.iter().enumerate() {
                below("value", *v, dims[d])?;
            }
            c.inert
                .iter()
                .try_for_each(|k| below("inert knob", *k, f.inert.len()))
        };
        let per_span = [
            self.order.len(),
            self.span_lane.len(),
            self.lane_prev.len(),
            self.span_after.len(),
            self.span_first_of.len(),
            self.span_unless.len(),
            self.span_when.len(),
            self.stage_len.len(),
            self.stage_class.len(),
        ];
        let per_arrow = [
            self.arrow_anchor.len(),
            self.arrow_len.len(),
            self.arrow_to.len(),
            self.arrow_gate.len(),
        ];
        if per_span.iter().any(|&n| n != spans) || per_arrow.iter().any(|&n| n != arrows) {
            return Err("packed dataset: index tables of the wrong length".into());
        }
        for (s, &n_stages) in stages.iter().enumerate() {
            below("span", self.order[s], spans)?;
            below("lane", self.span_lane[s], lanes)?;
            if let Some(p) = self.lane_prev[s] {
                below("span", p, spans)?;
            }
            self.span_after[s].iter().try_for_each(event)?;
            self.span_first_of[s].iter().try_for_each(event)?;
            self.span_unless[s].iter().try_for_each(event)?;
            for (d, values) in &self.span_when[s] {
                below("dimension", *d, dims.len())?;
                values
                    .iter()
                    .try_for_each(|v| below("value", *v, dims[*d]))?;
            }
            if self.stage_len[s].len() != n_stages || self.stage_class[s].len() != n_stages {
                return Err("packed dataset: stage tables of the wrong length".into());
            }
            self.stage_len[s].iter().try_for_each(length)?;
            self.stage_class[s]
                .iter()
                .try_for_each(|c| below("class", *c, f.classes.len()))?;
        }
        for a in 0..arrows {
            match self.arrow_anchor[a] {
                ArrowAnchor::Departs(e) => event(&e)?,
                ArrowAnchor::Over(s, k) => {
                    below("span", s, spans)?;
                    below("stage", k, stages[s])?;
                }
            }
            self.arrow_len[a].iter().try_for_each(length)?;
            below("lane", self.arrow_to[a], lanes)?;
            if let Some(d) = self.arrow_gate[a] {
                below("dimension", d, dims.len())?;
            }
        }
        for (from, to) in &self.metric_events {
            event(from)?;
            event(to)?;
        }
        below("metric", self.outage_metric, f.metrics.len())?;
        below("metric", self.react_metric, f.metrics.len())?;
        if self.arm_configs.len() != f.arms.len() || self.preset_configs.len() != f.presets.len() {
            return Err("packed dataset: configuration tables of the wrong length".into());
        }
        self.arm_configs.iter().try_for_each(config)?;
        self.preset_configs.iter().try_for_each(config)
    }
}
