//! The timeline and what sits on it: the canvas and its painter, lane
//! labels, legend, tooltip, drill-down, the badges and the comparison, zoom,
//! the table view and the exports (PNG, SVG, trace).

pub mod arrow_tooltip;
pub mod badge;
pub mod compare_bar;
pub mod delta;
pub mod download;
pub mod drilldown;
pub mod export_trace;
pub mod lane_labels;
pub mod legend;
pub mod paint;
pub mod save_png;
pub mod save_svg;
pub mod table_view;
pub mod timeline_canvas;
pub mod what_if;
pub mod zoom_control;
