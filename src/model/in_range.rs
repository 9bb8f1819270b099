//! The one check the browser makes on a packed dataset: every index points
//! at something. The loader checked everything else when it was packed;
//! this turns bytes damaged on the way into an error, never a panic.

use super::config::Config;
use super::dataset::{ArrowAnchor, Dataset, Length};
use super::event::Event;
use super::index::Position;

impl Dataset {
    /// `Err` names the first index that points nowhere.
    pub fn indices_in_range(&self) -> Result<(), String> {
        let f = &self.file;
        let (spans, arrows, lanes) = (f.spans.len(), f.arrows.len(), f.lanes.len());
        let dims: Vec<usize> = f.dimensions.iter().map(|d| d.values.len()).collect();
        let stages: Vec<usize> = f.spans.iter().map(|s| s.stages.len()).collect();
        fn below(what: &str, i: impl Position, n: usize) -> Result<(), String> {
            let i = i.pos();
            if i < n {
                Ok(())
            } else {
                Err(format!("packed dataset: {what} index {i} of {n}"))
            }
        }
        let event = |e: &Event| match *e {
            Event::T0 => Ok(()),
            Event::SpanStart(s) | Event::SpanEnd(s) => below("span", s, spans),
            Event::StageStart(s, k) | Event::StageEnd(s, k) => {
                below("span", s, spans)?;
                below("stage", k, stages[s])
            }
            Event::Depart(a) | Event::Arrive(a) => below("arrow", a, arrows),
        };
        let length = |l: &Length| -> Result<(), String> {
            match l {
                Length::Fixed(_) | Length::Unknown => Ok(()),
                Length::By(d, v) => {
                    below("dimension", *d, dims.len())?;
                    if v.len() == dims[*d] {
                        Ok(())
                    } else {
                        Err("packed dataset: a length without one value per measured value".into())
                    }
                }
            }
        };
        let config = |c: &Config| {
            if c.values.len() != dims.len() {
                return Err("packed dataset: a configuration of the wrong length".to_string());
            }
            for (d, v) in c.values.iter().enumerate() {
                below("value", *v, dims[d])?;
            }
            c.inert
                .iter()
                .try_for_each(|k| below("inert knob", *k, f.inert.len()))
        };
        if self.order.len() != spans
            || self.spans.len() != spans
            || self.arrows.len() != arrows
            || self.metrics.len() != f.metrics.len()
            || self.arm_configs.len() != f.arms.len()
            || self.preset_configs.len() != f.presets.len()
            || self.tour.len() != f.tour.len()
            || self.marks.len() != f.marks.len()
        {
            return Err("packed dataset: index tables of the wrong length".into());
        }
        self.order
            .iter()
            .try_for_each(|s| below("span", *s, spans))?;
        for (rule, &n_stages) in self.spans.iter().zip(&stages) {
            below("lane", rule.lane, lanes)?;
            if let Some(p) = rule.prev_on_lane {
                below("span", p, spans)?;
            }
            rule.after.iter().try_for_each(event)?;
            rule.first_of.iter().try_for_each(event)?;
            rule.unless.iter().try_for_each(event)?;
            for w in &rule.when {
                below("dimension", w.dim, dims.len())?;
                w.values
                    .iter()
                    .try_for_each(|v| below("value", *v, dims[w.dim]))?;
            }
            if rule.stages.len() != n_stages {
                return Err("packed dataset: stage rules of the wrong length".into());
            }
            for st in &rule.stages {
                length(&st.length)?;
                below("class", st.class, f.classes.len())?;
            }
        }
        for rule in &self.arrows {
            match rule.anchor {
                ArrowAnchor::Departs(e) => event(&e)?,
                ArrowAnchor::Over(s, k) => {
                    below("span", s, spans)?;
                    below("stage", k, stages[s])?;
                }
            }
            rule.transit.iter().try_for_each(length)?;
            below("lane", rule.to, lanes)?;
            if let Some(d) = rule.gate {
                below("dimension", d, dims.len())?;
            }
        }
        for m in &self.metrics {
            event(&m.from)?;
            event(&m.to)?;
        }
        below("metric", self.outage_metric, f.metrics.len())?;
        below("metric", self.react_metric, f.metrics.len())?;
        self.arm_configs.iter().try_for_each(config)?;
        self.preset_configs.iter().try_for_each(config)?;
        if let Some(k) = self.transit_class {
            below("class", k, f.classes.len())?;
        }
        self.marks.iter().try_for_each(event)?;
        for t in &self.tour {
            config(&t.config)?;
            let h = &t.highlight;
            h.spans.iter().try_for_each(|s| below("span", *s, spans))?;
            h.arrows
                .iter()
                .try_for_each(|a| below("arrow", *a, arrows))?;
            for st in &h.stages {
                below("span", st.span, spans)?;
                below("stage", st.stage, stages[st.span])?;
            }
            if let Some(r) = &t.ruler {
                event(&r.from)?;
                event(&r.to)?;
            }
        }
        Ok(())
    }
}
