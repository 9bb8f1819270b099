//! What both modules of the page need from the browser, with no framework:
//! the canvas painter, numbers as the browser writes them, the panic
//! notice, the browser's preferences and files, the clipboard, and the
//! bridge between the two modules. The first screen (`screen`) is built on
//! these alone, so the first load carries no UI framework.

pub mod bridge;
pub mod browser;
pub mod clipboard;
pub mod listener;
pub mod modules;
pub mod number;
pub mod paint;
pub mod panic;
