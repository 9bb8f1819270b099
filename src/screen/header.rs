//! The header of the full page: the title, the dataset picker, language,
//! theme and "copy link"; the title alone for the embed.

use std::rc::Rc;

use crate::i18n::{tr, Key};
use crate::model::bundled::CATALOGUE;
use crate::model::Lang;
use crate::view::Theme;
use crate::web::bridge::FILES_ID;
use crate::web::browser::window;
use crate::web::clipboard::copy_text;

use super::dom::{closest, el, set_pressed, set_text, El};
use super::words::Words;
use super::{Part, Screen};

/// The dataset's title, in the page's language.
pub struct Title {
    h1: web_sys::Element,
    shown: Option<Lang>,
}

impl Title {
    /// An `<h1>` (with `class`, if any).
    pub fn new(_: &Screen, class: &str) -> (Title, El) {
        let h1 = el("h1");
        let h1 = if class.is_empty() {
            h1
        } else {
            h1.class(class)
        };
        (
            Title {
                h1: h1.get().clone(),
                shown: None,
            },
            h1,
        )
    }
}

impl Part for Title {
    fn refresh(&mut self, s: &Screen) {
        if self.shown != Some(s.view.lang) {
            self.shown = Some(s.view.lang);
            set_text(&self.h1, s.ds.file.title.get(s.view.lang));
        }
    }
}

/// The header of the full page.
pub struct Header {
    title: Title,
    /// The picker's label, the language group's name, the buttons' words.
    words: Words,
    /// The picker's options: each dataset's title.
    options: Vec<web_sys::Element>,
    /// The option of the dataset file shown, if it is one.
    file: Option<web_sys::Element>,
    langs: Vec<(web_sys::Element, Lang)>,
    theme: web_sys::Element,
    shown: Option<(Lang, Theme)>,
}

impl Header {
    pub fn new(s: &Screen) -> (Header, El) {
        let (title, h1) = Title::new(s, "");
        let defaults = s.defaults;
        let mut words = Words::default();
        let picker_word = words.text(el("span"), Key::DatasetPicker);
        let mut options: Vec<El> = CATALOGUE
            .iter()
            .map(|e| {
                let o = el("option").attr("value", e.id);
                if e.id == s.ds.file.id {
                    o.attr("selected", "")
                } else {
                    o
                }
            })
            .collect();
        let option_els = options.iter().map(|o| o.get().clone()).collect();
        // A dataset file shown (not bundled) is listed too, chosen.
        let id = &s.ds.file.id;
        let file = (!CATALOGUE.iter().any(|e| e.id == id)).then(|| {
            let o = el("option").attr("value", id).attr("selected", "");
            let kept = o.get().clone();
            options.push(o);
            kept
        });
        // The files `data/index.json` lists: the page below fills this in.
        options.push(el("optgroup").attr("id", FILES_ID).attr("hidden", ""));
        let select = el("select")
            .tid("dataset-picker")
            .kids(options)
            .on("change", move |ev| {
                let Some(select) = super::dom::target_el(&ev).and_then(|e| {
                    wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(e).ok()
                }) else {
                    return;
                };
                let id = select.value();
                if let Some((lang, theme)) = super::with(|s| (s.view.lang, s.view.theme)) {
                    // Later: the picker's own listener is taken down with the page.
                    super::later(move || super::app::switch_dataset(&id, lang, theme, defaults));
                }
            });
        let picker = el("label")
            .class("dataset-picker")
            .child(picker_word)
            .child(select);
        let lang_buttons: Vec<El> = Lang::ALL
            .into_iter()
            .map(|l| {
                el("button")
                    .attr("type", "button")
                    .tid(&format!("lang-{}", l.code()))
                    .attr("lang", l.code())
                    .text(match l {
                        Lang::En => "English",
                        Lang::Zh => "中文",
                    })
            })
            .collect();
        let langs = lang_buttons
            .iter()
            .zip(Lang::ALL)
            .map(|(b, l)| (b.get().clone(), l))
            .collect();
        let group = words.attr(el("div"), "aria-label", Key::Language);
        let group = group
            .attr("role", "group")
            .kids(lang_buttons)
            .on("click", |ev| {
                let Some(l) = closest(&ev, "button[lang]")
                    .and_then(|b| b.get_attribute("lang"))
                    .and_then(|c| Lang::from_code(&c))
                else {
                    return;
                };
                super::app::switch_lang(l);
            });
        let theme = words.text(el("button"), Key::DarkTheme);
        let theme = theme
            .attr("type", "button")
            .tid("theme-toggle")
            .on("click", |_| {
                super::update(|s| {
                    s.view.theme = match s.view.theme {
                        Theme::Light => Theme::Dark,
                        Theme::Dark => Theme::Light,
                    }
                })
            });
        let status = el("span").attr("role", "status").tid("copy-status");
        let status_el = Rc::new(status.get().clone());
        let copy = words.text(el("button"), Key::CopyLink);
        let copy = copy
            .attr("type", "button")
            .tid("copy-link")
            .on("click", move |_| {
                let url = window().location().href().unwrap_or_default();
                let status = status_el.clone();
                copy_text(url, move || {
                    let lang = super::with(|s| s.view.lang).unwrap_or(Lang::En);
                    status.set_text_content(Some(tr(lang, Key::Copied)));
                    let status = status.clone();
                    let clear = wasm_bindgen::closure::Closure::once_into_js(move || {
                        status.set_text_content(None)
                    });
                    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(
                        wasm_bindgen::JsCast::unchecked_ref(&clear),
                        2000,
                    );
                });
            });
        let header = Header {
            title,
            words,
            options: option_els,
            file,
            langs,
            theme: theme.get().clone(),
            shown: None,
        };
        let el = el("header")
            .class("page-header")
            .child(h1)
            .child(picker)
            .child(
                el("div")
                    .class("settings-bar")
                    .child(group)
                    .child(theme)
                    .child(copy)
                    .child(status),
            );
        (header, el)
    }
}

impl Part for Header {
    fn refresh(&mut self, s: &Screen) {
        self.title.refresh(s);
        let now = (s.view.lang, s.view.theme);
        if self.shown == Some(now) {
            return;
        }
        self.shown = Some(now);
        let lang = now.0;
        self.words.refresh(lang);
        for (o, e) in self.options.iter().zip(CATALOGUE) {
            set_text(o, e.title(lang));
        }
        if let Some(o) = &self.file {
            set_text(o, s.ds.file.title.get(lang));
        }
        for (b, l) in &self.langs {
            set_pressed(b, *l == lang);
        }
        set_pressed(&self.theme, now.1 == Theme::Dark);
    }
}
