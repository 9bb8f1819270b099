//! How far the model is trusted: how close it must come to a measured
//! figure, the configurations whose estimates deserve less trust, and the
//! arms it is known to miss.

use super::IdMap;

use serde::{Deserialize, Serialize};

use super::Source;
use crate::model::text::Text;
use crate::model::unpack::Unpack;

/// How close the model must come to a measured figure.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct Calibration {
    pub outage_abs_ms: f64,
    pub outage_rel: f64,
    pub sub_span_abs_ms: f64,
}

/// When an estimate deserves less trust than usual.
#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct TrustRule {
    pub when: IdMap<String>,
    pub level: TrustLevel,
    pub why: Text,
    pub source: Source,
}

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize, Unpack,
)]
#[serde(rename_all = "kebab-case")]
pub enum TrustLevel {
    Low,
    Medium,
}

#[derive(Clone, Debug, Deserialize, Serialize, Unpack)]
#[serde(deny_unknown_fields)]
pub struct ModelLimit {
    pub arm: String,
    pub metric: String,
    pub why: Text,
}
