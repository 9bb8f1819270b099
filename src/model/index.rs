//! Indices that say what they index. The resolved dataset and its events
//! point into the file's lists by position; a bare `usize` would let a
//! span's index stand where an arrow's is meant. Each is a newtype, and a
//! `Vec` or slice of the file's list can be indexed by it directly.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

use super::unpack::Unpack;

/// A position in a list, typed or not.
pub trait Position: Copy {
    fn pos(self) -> usize;
}

impl Position for usize {
    fn pos(self) -> usize {
        self
    }
}

macro_rules! index {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
            Unpack,
        )]
        #[serde(transparent)]
        pub struct $name(pub usize);

        impl $name {
            /// The plain position, for what is not typed (a test id, a JS number).
            pub fn get(self) -> usize {
                self.0
            }

            /// Every index of a list `n` long, in order.
            pub fn all(n: usize) -> impl DoubleEndedIterator<Item = $name> + Clone {
                (0..n).map($name)
            }
        }

        impl Position for $name {
            fn pos(self) -> usize {
                self.0
            }
        }

        impl<T> Index<$name> for [T] {
            type Output = T;
            fn index(&self, i: $name) -> &T {
                &self[i.0]
            }
        }

        impl<T> IndexMut<$name> for [T] {
            fn index_mut(&mut self, i: $name) -> &mut T {
                &mut self[i.0]
            }
        }

        impl<T> Index<$name> for Vec<T> {
            type Output = T;
            fn index(&self, i: $name) -> &T {
                &self[i.0]
            }
        }

        impl<T> IndexMut<$name> for Vec<T> {
            fn index_mut(&mut self, i: $name) -> &mut T {
                &mut self[i.0]
            }
        }
    };
}

index!(
    /// A span of `file.spans`.
    SpanIx
);
index!(
    /// A stage of a span's `stages`.
    StageIx
);
index!(
    /// An arrow of `file.arrows`.
    ArrowIx
);
index!(
    /// A lane of `file.lanes`.
    LaneIx
);
index!(
    /// A dimension (knob or condition) of `file.dimensions`.
    DimIx
);
