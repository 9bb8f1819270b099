//! The presets: one click jumps to a configuration the page measured. The
//! active one is pressed; touching a knob leaves it.

use crate::i18n::{tr, Key};
use crate::model::verdict::preset_of;
use crate::model::Lang;
use crate::state::view_state::Side;

use super::dom::{el, set_attr, set_pressed, set_text, El};
use super::{Part, Screen};

/// A button per preset, and which one is active, for A or for B.
pub struct PresetBar {
    side: Side,
    nav: web_sys::Element,
    title: web_sys::Element,
    buttons: Vec<web_sys::Element>,
    active: web_sys::Element,
    shown: Option<(Lang, Option<usize>)>,
}

impl PresetBar {
    pub fn new(s: &Screen, side: Side) -> (PresetBar, El) {
        // B's buttons: ids of their own.
        let tid = side.id_prefix();
        let buttons: Vec<El> =
            s.ds.file
                .presets
                .iter()
                .enumerate()
                .map(|(p, preset)| {
                    el("button")
                        .attr("type", "button")
                        .class("preset")
                        .tid(&format!("{tid}preset-{}", preset.id))
                        .on("click", move |_| {
                            super::update(move |s| {
                                s.push.set(true);
                                let ds = s.ds.clone();
                                s.view.apply_preset_to(&ds, side, p);
                            })
                        })
                })
                .collect();
        let title = el("span").class("preset-bar-title");
        let active = el("span")
            .class("active-preset")
            .tid(&format!("{tid}active-preset"));
        let (t, a) = (title.get().clone(), active.get().clone());
        let button_els = buttons.iter().map(|b| b.get().clone()).collect();
        let nav = el("nav")
            .class("preset-bar")
            .attr("data-side", side.letter())
            .child(title)
            .kids(buttons)
            .child(active);
        let bar = PresetBar {
            side,
            nav: nav.get().clone(),
            title: t,
            buttons: button_els,
            active: a,
            shown: None,
        };
        (bar, nav)
    }
}

impl Part for PresetBar {
    fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        let active = preset_of(&s.ds, &s.run(self.side).config);
        if self.shown == Some((lang, active)) {
            return;
        }
        let lang_changed = self.shown.is_none_or(|(l, _)| l != lang);
        self.shown = Some((lang, active));
        if lang_changed {
            let title = tr(
                lang,
                match self.side {
                    Side::A => Key::Presets,
                    Side::B => Key::CompareB,
                },
            );
            set_attr(&self.nav, "aria-label", Some(title));
            set_text(&self.title, title);
            for (b, p) in self.buttons.iter().zip(&s.ds.file.presets) {
                set_text(b, p.name.get(lang));
            }
        }
        for (i, b) in self.buttons.iter().enumerate() {
            set_pressed(b, active == Some(i));
        }
        set_text(
            &self.active,
            &match active {
                Some(p) => format!(
                    "{}: {}",
                    tr(lang, Key::ActivePreset),
                    s.ds.file.presets[p].name.get(lang)
                ),
                None => tr(lang, Key::NoPreset).to_string(),
            },
        );
    }
}
