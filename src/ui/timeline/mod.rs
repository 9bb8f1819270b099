//! The table view: every span, stage and arrow of the timeline in text,
//! a page at a time.

pub mod compare_table;
pub mod own_table;
pub mod pager;
pub mod table_view;
