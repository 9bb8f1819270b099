//! Small parts the second module's views share: source quotes, table heads
//! and scroll boxes, words that follow the language, the file an input picked.

pub mod picked_file;
pub mod source_line;
pub mod source_quote;
pub mod table_head;
pub mod table_scroll;
pub mod words;
