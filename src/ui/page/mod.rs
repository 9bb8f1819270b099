//! The page below the timeline: the config and its check, the evidence
//! charts, the reference sections, the tables and "about the numbers".

pub mod about_numbers;
pub mod chart_paint;
pub mod config_check;
pub mod config_panel;
pub mod dataset_files;
pub mod drill;
pub mod evidence_chart;
pub mod inert_table;
pub mod knob_table;
pub mod own_figures;
pub mod page_sections;
pub mod reference_notes;
pub mod show_buttons;
