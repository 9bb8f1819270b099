//! A link's configuration keys (each dimension's `url_key`, `inert`, B's
//! `b.` forms) read into a configuration and written from one, and `sel=`.

use crate::model::index::{ArrowIx, DimIx, SpanIx, StageIx};
use crate::model::{Config, Dataset};
use crate::view::Target;

use super::{key, Accepted, Notice};
use crate::state::view_state::Side;

/// What `sel=` names: a span (its drill-down opens), a stage as
/// `SPAN/STAGE` (its span's drill-down opens, the stage focused), or an
/// arrow (focused: its tooltip shows).
pub fn selection(ds: &Dataset, v: &str) -> Option<(Option<SpanIx>, Option<Target>)> {
    if let Some(s) = ds.span_index(v) {
        return Some((Some(s), None));
    }
    if let Some((span, stage)) = v.split_once('/') {
        let s = ds.span_index(span)?;
        let st = ds.file.spans[s].stages.iter().position(|x| x.id == stage)?;
        let target = Target::Stage {
            span: s,
            stage: StageIx(st),
        };
        return Some((Some(s), Some(target)));
    }
    let a = ds.file.arrows.iter().position(|a| a.id == v)?;
    Some((None, Some(Target::Arrow(ArrowIx(a)))))
}

/// `sel=`'s value for a selection: the pinned stage (of the open span) or
/// arrow, else the open span.
pub fn selection_id(ds: &Dataset, span: Option<SpanIx>, pinned: Option<Target>) -> Option<String> {
    match (span, pinned) {
        (Some(s), Some(Target::Stage { span, stage })) if span == s => Some(format!(
            "{}/{}",
            ds.file.spans[s].id, ds.file.spans[s].stages[stage.0].id
        )),
        (None, Some(Target::Arrow(a))) => Some(ds.file.arrows[a].id.clone()),
        (Some(s), _) => Some(ds.file.spans[s].id.clone()),
        _ => None,
    }
}

pub(super) fn preset_ids(ds: &Dataset) -> Accepted {
    ds.file.presets.iter().map(|p| p.id.clone()).collect()
}

/// A configuration key (a dimension's or `inert`) applied to `cfg`: `None`
/// if `key` is not one, else every value it could not take, with what it
/// accepts.
pub(super) fn config_param(
    ds: &Dataset,
    cfg: &mut Config,
    key: &str,
    value: &str,
) -> Option<Vec<(String, Accepted)>> {
    if let Some(d) = ds
        .file
        .dimensions
        .iter()
        .position(|d| d.url_key == key)
        .map(DimIx)
    {
        return Some(match ds.value_index(d, value) {
            Some(i) => {
                cfg.values[d] = i;
                Vec::new()
            }
            None => vec![(
                value.to_string(),
                ds.file.dimensions[d]
                    .values
                    .iter()
                    .map(|x| x.id.clone())
                    .collect(),
            )],
        });
    }
    if key != key::INERT {
        return None;
    }
    cfg.inert.clear();
    let mut bads = Vec::new();
    for id in value.split(',').filter(|s| !s.is_empty()) {
        match ds.inert_index(id) {
            Some(i) => {
                cfg.inert.insert(i);
            }
            None => bads.push((
                id.to_string(),
                ds.file.inert.iter().map(|x| x.id.clone()).collect(),
            )),
        }
    }
    Some(bads)
}

/// B's configuration from its `b.` keys: the default preset, then its
/// preset, then its knobs. Keys B cannot have (zoom, language…: one page
/// has one of each) are named in notices.
pub(super) fn decode_side(
    ds: &Dataset,
    pairs: &[(String, String)],
    notices: &mut Vec<Notice>,
) -> Config {
    let prefix = Side::B.prefix();
    let base = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    let mut cfg = crate::model::verdict::preset_config(ds, base).clone();
    let mut bad = |k: &str, v: &str, accepted| {
        notices.push(Notice {
            param: k.to_string(),
            value: v.to_string(),
            accepted,
        })
    };
    for (k, v) in pairs
        .iter()
        .filter(|(k, _)| k.get(prefix.len()..) == Some(key::PRESET))
    {
        match ds.preset_index(v) {
            Some(p) => cfg = crate::model::verdict::preset_config(ds, p).clone(),
            None => bad(k, v, preset_ids(ds)),
        }
    }
    for (k, v) in pairs {
        let key = k.get(prefix.len()..).unwrap_or_default();
        if key == key::PRESET || key == key::FIG || key == key::DRILL || key == key::DRILL_SKEW {
            continue;
        }
        match config_param(ds, &mut cfg, key, v) {
            Some(bads) => {
                for (value, accepted) in bads {
                    bad(k, &value, accepted);
                }
            }
            None => bad(k, v, Accepted::Nothing),
        }
    }
    cfg
}

/// The preset that leaves the fewest knobs to write (the default on a tie).
pub(super) fn nearest_preset(ds: &Dataset, cfg: &Config) -> usize {
    let base_preset = ds.preset_index(&ds.file.default_preset).unwrap_or(0);
    (0..ds.file.presets.len())
        .min_by_key(|&p| {
            let pc = crate::model::verdict::preset_config(ds, p);
            (pc.differing(cfg).len(), usize::from(p != base_preset))
        })
        .unwrap_or(base_preset)
}

/// The knobs of `cfg` that differ from `preset`, and its inert toggles, as
/// `prefix`ed keys.
pub(super) fn config_pairs(
    ds: &Dataset,
    cfg: &Config,
    preset: usize,
    prefix: &str,
    out: &mut Vec<(String, String)>,
) {
    let base = crate::model::verdict::preset_config(ds, preset);
    for d in base.differing(cfg) {
        let dim = &ds.file.dimensions[d];
        out.push((
            format!("{prefix}{}", dim.url_key),
            cfg.get(ds, d).to_string(),
        ));
    }
    if !cfg.inert.is_empty() {
        let ids: Vec<&str> = cfg
            .inert
            .iter()
            .map(|&i| ds.file.inert[i].id.as_str())
            .collect();
        out.push((format!("{prefix}{}", key::INERT), ids.join(",")));
    }
}
