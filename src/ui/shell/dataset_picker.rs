//! "Which system": every bundled dataset by its title. Choosing one opens
//! it at its default view, keeping the language and theme.

use leptos::prelude::*;

use crate::i18n::Key;
use crate::model::bundled::CATALOGUE;

use crate::ui::shell::app::DatasetSwitch;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// A select in the header, one option per bundled dataset.
#[component]
pub fn DatasetPicker() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let shown = ctx.ds.file.id.clone();
    let switch = use_context::<DatasetSwitch>();
    let change = move |ev: leptos::ev::Event| {
        let id = event_target_value(&ev);
        if let Some(DatasetSwitch(cb)) = switch {
            let (l, t) = (ctx.lang.get_untracked(), ctx.theme.get_untracked());
            cb.run((id, l, t));
        }
    };
    view! {
        <label class="dataset-picker">
            <span>{words(ctx.lang, Key::DatasetPicker)}</span>
            <select data-testid="dataset-picker" on:change=change>
                {CATALOGUE
                    .iter()
                    .map(|e| {
                        view! {
                            <option value=e.id selected=e.id == shown>
                                {move || e.title(lang())}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
