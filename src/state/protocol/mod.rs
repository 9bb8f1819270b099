//! What the two modules of the page say to each other, defined once: both
//! compile this folder (`snapshot`, `intent`, `drawn`: a drill as drawn,
//! and `wire`: the line's form).
//!
//! The first module owns the view. After each change it sends the second
//! module (the page below the timeline) a [`Snapshot`] of what it shows; the second module sends back an [`Intent`] (switch
//! an inert knob, show a configuration, a reader's drill), which the first module runs through
//! the same update as its own controls ([`Intent::apply`]). One intent is
//! not a change of the view: a side's drill as drawn (`Intent::Drawn`),
//! which the page below derives from the drill in the view (it reads
//! drills; the first module only draws them). The second module keeps no view of
//! its own and never writes the URL.
//!
//! On the wire each message is one line of `key=value` fields joined by
//! `;` (ids, integers and configurations: nothing to escape). A zoom goes
//! as its bits, so the exports draw exactly the zoom on screen. Reading
//! never panics: a message that does not fit the dataset is an error, and
//! the receiver ignores it.

mod drawn;
mod intent;
mod snapshot;
mod wire;

pub use intent::Intent;
pub use snapshot::Snapshot;

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable(pub String);
