//! The second part of the page, as its own module (`src/bin/page.rs`): it
//! mounts the page below the timeline, the table view and the exports into
//! the places the first part leaves for them (`ui::shell::bridge`), for the
//! dataset and view the first part hands over as a query string, and then
//! follows the first part's view.

use std::any::Any;
use std::cell::RefCell;
use std::sync::Arc;

use leptos::portal::Portal;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::packed::with_reference;
use crate::model::{load_packed, Dataset};
use crate::state::query::{decode, encode, requested_dataset, Defaults};

use crate::ui::exports::export_trace::ExportTrace;
use crate::ui::exports::save_png::SavePng;
use crate::ui::exports::save_svg::SaveSvg;
use crate::ui::page::page_sections::PageSections;
use crate::ui::shell::context::{provide_app, AppCtx};
use crate::ui::timeline::table_view::TableView;
use crate::web::bridge::{self, BELOW_ID, EXPORT_SLOT_ID, TABLE_SLOT_ID};
use crate::web::browser::{browser_defaults, fetch_bytes};

thread_local! {
    /// What is mounted now: a dataset switch mounts again, and dropping
    /// the handle takes the old page down.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Mount for the view `query` describes, with the dataset's packed bytes
/// the first part read (empty: fetch them); an error says why not.
pub async fn mount(query: String, packed: Vec<u8>) -> Result<(), String> {
    MOUNTED.with(|m| m.borrow_mut().take());
    let (entry, _) = requested_dataset(&query);
    // The first part hands over the dataset it read; the reference text is
    // this part's own.
    let packed = if packed.is_empty() {
        fetch_bytes(entry.file).await?
    } else {
        packed
    };
    let ds = load_packed(&packed).map_err(|e| e.to_string())?;
    let ds =
        with_reference(ds, &fetch_bytes(entry.reference_file).await?).map_err(|e| e.to_string())?;
    let below = document()
        .get_element_by_id(BELOW_ID)
        .ok_or_else(|| format!("no #{BELOW_ID} in the page"))?;
    let defaults = browser_defaults();
    let (state, _) = decode(&ds, &query, defaults);
    let ds = Arc::new(ds);
    let handle = leptos::mount::mount_to(below.unchecked_into(), move || {
        let ctx = provide_app(ds, state);
        follow(&ctx, defaults, query);
        let slot = document().get_element_by_id(EXPORT_SLOT_ID);
        let table_slot = document().get_element_by_id(TABLE_SLOT_ID);
        view! {
            {slot.map(|slot| view! {
                <Portal mount=slot>
                    <SavePng />
                    <SaveSvg />
                    <ExportTrace />
                </Portal>
            })}
            {table_slot.map(|slot| view! {
                <Portal mount=slot>
                    <TableView />
                </Portal>
            })}
            <PageSections />
        }
    });
    MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(handle)));
    if let Some(perf) = window().performance() {
        // For `make bench`: the page is whole.
        let _ = perf.mark("ft-part-mounted");
    }
    Ok(())
}

/// Keep this part's view the first part's: take each view it announces,
/// and ask it for a change made here (a row toggle, a "show" button: the
/// latter as a new history entry, as `AppCtx::show` asks).
fn follow(ctx: &AppCtx, defaults: Defaults, first: String) {
    let ctx = ctx.clone();
    let last = StoredValue::new(first);
    let ds: Arc<Dataset> = ctx.ds.clone();
    let d2 = ds.clone();
    let listener = bridge::listen(bridge::STATE_EVENT, move |q| {
        if last.with_value(|l| *l == q) {
            return;
        }
        let (state, _) = decode(&d2, &q, defaults);
        last.set_value(q);
        ctx.state.set(state);
    });
    // Removed with the mounted page (dropped when its owner is cleaned up).
    StoredValue::new_local(listener);
    Effect::new(move |_| {
        let q = ctx.state.with(|s| encode(&ds, s, defaults));
        if last.with_value(|l| *l != q) {
            last.set_value(q.clone());
            let push = ctx.push_history.get_untracked();
            ctx.push_history.set(false);
            let event = if push {
                bridge::SHOW_EVENT
            } else {
                bridge::SET_EVENT
            };
            bridge::dispatch(event, &q);
        }
    });
}
