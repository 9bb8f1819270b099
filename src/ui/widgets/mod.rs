//! Small parts the others share: source quotes, table heads and scroll
//! boxes, the clipboard.

pub mod clipboard;
pub mod number;
pub mod source_line;
pub mod source_quote;
pub mod table_head;
pub mod table_scroll;
pub mod words;
