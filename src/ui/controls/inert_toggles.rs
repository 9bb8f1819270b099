//! The inert knobs as toggles: switching one never moves a span (they were
//! A/B'd flat); it only changes which measured configuration this is.

use leptos::prelude::*;

use crate::i18n::{trf, Key};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;

/// A checkbox per inert knob, with what was tried and why it does nothing.
#[component]
pub fn InertToggles() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let knobs = ctx.ds.file.inert.clone();
    view! {
        <fieldset class="inert">
            <legend>{words(ctx.lang, Key::InertKnobs)}</legend>
            <ul>
                {knobs
                    .into_iter()
                    .enumerate()
                    .map(|(k, knob)| {
                        let tip = move || {
                            trf(lang(), Key::InertTried, &[
                                ("tried", knob.tried.get(lang())),
                                ("result", knob.result.get(lang())),
                                ("why", knob.why.get(lang())),
                            ])
                        };
                        let tip2 = tip.clone();
                        view! {
                            <li>
                                <label title=tip>
                                    <input
                                        type="checkbox"
                                        data-testid=format!("inert-{}", knob.id)
                                        prop:checked=move || ctx.config.with(|c| c.inert.contains(&k))
                                        on:change:target=move |ev| {
                                            let on = ev.target().checked();
                                            ctx.state.update(|s| {
                                                if on {
                                                    s.config.inert.insert(k);
                                                } else {
                                                    s.config.inert.remove(&k);
                                                }
                                            });
                                        }
                                    />
                                    <code>{knob.property.clone()}</code>
                                </label>
                                <span class="inert-why">{tip2}</span>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </fieldset>
    }
}
