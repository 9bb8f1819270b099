//! `<html lang>` and the theme follow the view.

use crate::model::Lang;
use crate::view::Theme;
use crate::web::browser::document;

use super::dom::El;
use super::{Part, Screen};

/// `<html lang>` and `data-theme` follow the view.
pub struct DocumentRoot {
    shown: Option<(Lang, Theme)>,
}

impl DocumentRoot {
    /// Nothing to place: it sets the root element's attributes.
    pub fn new(_: &Screen) -> (DocumentRoot, El) {
        (DocumentRoot { shown: None }, super::dom::nodes([]))
    }
}

impl Part for DocumentRoot {
    fn refresh(&mut self, s: &Screen) {
        let now = (s.view.lang, s.view.theme);
        if self.shown == Some(now) {
            return;
        }
        self.shown = Some(now);
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", now.0.code());
            let _ = root.set_attribute("data-theme", now.1.code());
        }
    }
}
