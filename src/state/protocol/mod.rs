//! What the two modules of the page say to each other, defined once: both
//! compile this folder (`snapshot`, `intent`, and `wire`: the line's form).
//!
//! The first module owns the view. After each change it sends the second
//! module (the page below the timeline) a [`Snapshot`] of what it shows; the second module sends back an [`Intent`] (switch
//! an inert knob, show a configuration), which the first module runs through
//! the same update as its own controls ([`Intent::apply`]). The second module keeps no view of
//! its own and never writes the URL.
//!
//! On the wire each message is one line of `key=value` fields joined by
//! `;` (ids, integers and configurations: nothing to escape). A zoom goes
//! as its bits, so the exports draw exactly the zoom on screen. Reading
//! never panics: a message that does not fit the dataset is an error, and
//! the receiver ignores it.

mod intent;
mod snapshot;
mod wire;

pub use intent::Intent;
pub use snapshot::Snapshot;

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub String);
