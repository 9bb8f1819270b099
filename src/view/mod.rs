//! Pure geometry: the viewport, the layout (a display list shared by the
//! painter and hit-testing) and the theme's colours. No web imports.

pub mod chart;
pub mod describe;
pub mod evidence;
pub mod export;
pub mod find;
pub mod focus;
pub mod format;
pub mod jvm_text;
pub mod layout;
pub mod overview;
pub mod paging;
pub mod ruler;
pub mod svg;
pub mod theme;
pub mod trace;
pub mod viewport;

pub use layout::{
    hit_test, layout, layout_runs, ArrowAt, Emphasis, Hit, Layout, Metrics, OwnMark, Paint,
    RulerMark, Scene, Shape, Target,
};
pub use theme::{Palette, Theme};
pub use viewport::Viewport;
