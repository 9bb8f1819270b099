//! JVM properties, both ways: the settings a configuration needs
//! ([`settings`], what the config panel writes), and what a pasted config
//! would make the JVM run with ([`check`]: the paste [`read`] in whatever
//! form it was written, a properties file, a command line, a shell
//! variable, YAML, a Dockerfile or a systemd unit; its values as the JVM's
//! [`numbers`], an unknown name matched by [`spelling`]).
//!
//! The page's parse trap lives here: properties read with `Long.getLong` →
//! `Long.decode` take a bare nanosecond integer, and anything else (a `10ms`
//! suffix) silently falls back to the default. Duration properties are read
//! with Aeron's `parseDuration` and take `ns`/`us`/`ms`/`s` suffixes.

mod check;
mod numbers;
pub mod read;
mod settings;
mod spelling;

pub use check::{check, CheckReport, Finding, FindingKind};
pub use numbers::{long_decode, parse_duration};
pub use read::{Lines, NotReadWhy, SourceForm, MAX_CHECK_LINES};
pub use settings::{dimension_property, format_ns, settings, Setting};
