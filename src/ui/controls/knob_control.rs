//! One knob or condition: a slider over its measured values (durations), or
//! a choice of its values (strategies, environments), labelled with the JVM
//! property and the current value, stock and recommended marked.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::index::DimIx;
use crate::state::view_state::Side;

use crate::ui::shell::context::use_app;

/// The control for dimension `dimension`.
#[component]
pub fn KnobControl(
    /// Index of the dimension in the dataset.
    dimension: usize,
    /// Which configuration of a comparison it sets.
    #[prop(optional)]
    side: Side,
) -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let dim = ds.file.dimensions[dimension].clone();
    let lang = move || ctx.lang.get();
    let c = ctx.clone();
    let config = Memo::new(move |_| c.side_config(side));
    let current = Memo::new(move |_| config.with(|c| c.values[dimension]));
    let set = move |v: usize| ctx.state.update(|s| s.side_mut(side).values[dimension] = v);
    let stock = dim.values.iter().position(|v| v.id == dim.stock);
    // Recommended values are keyed by a value of another dimension (e.g. the environment).
    let d = ds.clone();
    let recommended = Memo::new(move |_| {
        let dim = &d.file.dimensions[dimension];
        config.with(|c| {
            dim.recommended.iter().find_map(|(when, v)| {
                let applies = DimIx::all(d.file.dimensions.len()).any(|o| c.get(&d, o) == when);
                applies
                    .then(|| dim.values.iter().position(|x| &x.id == v))
                    .flatten()
            })
        })
    });
    let marks = move |i: usize| {
        let mut m = Vec::new();
        if Some(i) == stock {
            m.push(tr(lang(), Key::Stock));
        }
        if Some(i) == recommended.get() {
            m.push(tr(lang(), Key::Recommended));
        }
        if m.is_empty() {
            String::new()
        } else {
            format!(" ({})", m.join(", "))
        }
    };
    let property = dim
        .properties
        .first()
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let name = dim.name.clone();
    let labels: Vec<_> = dim.values.iter().map(|v| v.label.clone()).collect();
    // B's controls: ids of their own.
    let tid = match side {
        Side::A => "",
        Side::B => "b-",
    };
    let id = format!("{tid}knob-{}", dim.id);
    let is_slider = dim.values.iter().all(|v| v.ms.is_some()) && dim.values.len() > 2;
    let gates = dim.gates.clone();
    let l2 = labels.clone();
    let value_text = move || format!("{}{}", l2[current.get()].get(lang()), marks(current.get()));
    let control = if is_slider {
        let vt = value_text.clone();
        view! {
            <input
                type="range"
                id=id.clone()
                data-testid=id.clone()
                min="0"
                max=(labels.len() - 1).to_string()
                step="1"
                prop:value=move || current.get().to_string()
                aria-valuetext=vt
                on:input:target=move |ev| {
                    if let Ok(v) = ev.target().value().parse::<usize>() {
                        set(v);
                    }
                }
            />
            <ol class="ticks" aria-hidden="true">
                {labels
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let l = l.clone();
                        view! { <li class:current=move || current.get() == i>{move || format!("{}{}", l.get(lang()), marks(i))}</li> }
                    })
                    .collect_view()}
            </ol>
        }
        .into_any()
    } else {
        view! {
            <div class="choices" role="radiogroup" aria-labelledby=format!("{id}-label")>
                {labels
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let l = l.clone();
                        view! {
                            <label class="choice">
                                <input
                                    type="radio"
                                    name=id.clone()
                                    data-testid=format!("{id}-{i}")
                                    prop:checked=move || current.get() == i
                                    on:change=move |_| set(i)
                                />
                                <span>{move || format!("{}{}", l.get(lang()), marks(i))}</span>
                            </label>
                        }
                    })
                    .collect_view()}
            </div>
        }
        .into_any()
    };
    view! {
        <div class="knob" data-knob=dim.id.clone()>
            <label class="knob-label" id=format!("{id}-label") for=id.clone()>
                <span class="knob-name">{move || name.get(lang()).to_string()}</span>
                {(!property.is_empty()).then(|| view! { <code class="knob-property">{property.clone()}</code> })}
                <output class="knob-value">{value_text}</output>
            </label>
            {control}
            {gates.map(|g| view! { <p class="knob-gates">{move || g.get(lang()).to_string()}</p> })}
        </div>
    }
}
