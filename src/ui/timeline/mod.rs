//! The timeline and what sits on it: the canvas and its painter, lane
//! labels, legend, tooltip, drill-down, the badges and the comparison, zoom,
//! and the table view. (The exports are in `ui::exports`.)

pub mod arrow_tooltip;
pub mod badge;
pub mod compare_bar;
pub mod delta;
pub mod drilldown;
pub mod lane_labels;
pub mod legend;
pub mod paint;
pub mod table_view;
pub mod timeline_canvas;
pub mod what_if;
pub mod zoom_control;
