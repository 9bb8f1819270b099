//! Keeps the address bar and the view state in step: a control change
//! replaces the URL (debounced while a slider drags), a preset click pushes
//! one history entry, and Back/Forward restore the view.

use leptos::prelude::*;

use crate::state::query::{decode, encode, requested_dataset, Defaults, Notice};

use crate::ui::shell::bridge;
use crate::ui::shell::context::AppCtx;

/// The view as its query string, derived once: the address bar and the
/// second part of the page follow it.
#[derive(Clone, Copy)]
pub struct CurrentQuery(pub Memo<String>);

/// Quiet time before a replaceState while a control keeps changing.
const DEBOUNCE_MS: u32 = 250;

/// The current query string, without the `?`.
pub fn current_query() -> String {
    let search = window().location().search().unwrap_or_default();
    search.strip_prefix('?').unwrap_or(&search).to_string()
}

/// Start syncing. `notices` receives the complaints of a Back/Forward URL.
pub fn install(ctx: &AppCtx, defaults: Defaults, notices: RwSignal<Vec<Notice>>) {
    let ctx = ctx.clone();
    let pending = StoredValue::new_local(None::<gloo_timers::callback::Timeout>);
    let ds = ctx.ds.clone();
    let query = Memo::new(move |_| ctx.state.with(|s| encode(&ds, s, defaults)));
    provide_context(CurrentQuery(query));
    let push = ctx.push_history;
    Effect::new(move |_| {
        let query = query.get();
        if query == current_query() {
            return;
        }
        let url = if query.is_empty() {
            window().location().pathname().unwrap_or_default()
        } else {
            format!("?{query}")
        };
        let history = window().history().ok();
        if push.get_untracked() {
            push.set(false);
            pending.update_value(|t| *t = None);
            if let Some(h) = history {
                let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
            return;
        }
        let timer = gloo_timers::callback::Timeout::new(DEBOUNCE_MS, move || {
            if let Ok(h) = window().history() {
                let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
            }
        });
        // Dropping the previous timer cancels it.
        pending.update_value(|t| *t = Some(timer));
    });
    let ds = ctx.ds.clone();
    let pop = window_event_listener(leptos::ev::popstate, move |_| {
        pending.update_value(|t| *t = None);
        let query = current_query();
        if requested_dataset(&query).0.id != ds.file.id {
            // A link of another dataset: the app opens that one.
            return;
        }
        let (state, found) = decode(&ds, &query, defaults);
        notices.set(found);
        ctx.state.set(state);
    });
    on_cleanup(move || pop.remove());
    // A change the second part asks for (a row toggle, a "show" button
    // below the timeline): read as a link is, but it may only change what
    // is shown and how; the zoom and pan stay the timeline's.
    for (event, push) in [(bridge::SET_EVENT, false), (bridge::SHOW_EVENT, true)] {
        let ds = ctx.ds.clone();
        let ctx = ctx.clone();
        bridge::listen(event, move |q| {
            let (asked, _) = decode(&ds, &q, defaults);
            if push {
                ctx.push_history.set(true);
            }
            ctx.state.update(|s| {
                s.config = asked.config;
                s.compare = asked.compare;
                s.critical = asked.critical;
                s.selected = asked.selected;
            });
        });
    }
}
