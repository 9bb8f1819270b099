//! The table view: every span, stage and arrow of the timeline in text.

pub mod own_table;
pub mod table_view;
