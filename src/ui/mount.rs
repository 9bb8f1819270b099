//! The second module's entry (`src/bin/page.rs` calls [`mount`]): it
//! mounts the page below the timeline, the table view and the exports into
//! the places the first module leaves for them (`web::bridge`), for the
//! dataset and view of the first module's snapshot, and then shows each
//! snapshot the first module sends (`state::protocol`).

use std::any::Any;
use std::cell::RefCell;
use std::sync::Arc;

use leptos::portal::Portal;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::model::bundled;
use crate::model::packed::with_reference;
use crate::model::{load_packed, load_whole};
use crate::state::protocol::Snapshot;

use crate::ui::exports::export_trace::ExportTrace;
use crate::ui::exports::save_png::SavePng;
use crate::ui::exports::save_svg::SaveSvg;
use crate::ui::page::page_sections::PageSections;
use crate::ui::shell::context::{provide_app, AppCtx};
use crate::ui::timeline::table_view::TableView;
use crate::web::bridge::{self, BELOW_ID, EXPORT_SLOT_ID, TABLE_SLOT_ID};
use crate::web::browser::fetch_bytes;

thread_local! {
    /// What is mounted now: a dataset switch mounts again, and dropping
    /// the handle takes the old page down.
    static MOUNTED: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Mount for the first module's `snapshot` (a `protocol::Snapshot` line),
/// with the dataset's packed bytes the first module read (empty: fetch
/// them); an error says why not.
pub async fn mount(snapshot: String, packed: Vec<u8>, whole: bool) -> Result<(), String> {
    MOUNTED.with(|m| m.borrow_mut().take());
    let id = Snapshot::dataset_of(&snapshot).unwrap_or_default();
    // A dataset file's bytes (packed by the loader module) are whole: its
    // reference text is in them, and no file of the site has them.
    let ds = if whole && !packed.is_empty() {
        let (ds, reference) = load_whole(&packed).map_err(|e| e.to_string())?;
        with_reference(ds, reference).map_err(|e| e.to_string())?
    } else {
        let entry = bundled::entry(id).ok_or_else(|| format!("no dataset {id:?}"))?;
        // The first module hands over the dataset it read; the reference
        // text is this module's own. Its own fetch is the file with both
        // languages (the first module's English-only one would leave a
        // Chinese page below blank).
        let packed = if packed.is_empty() {
            fetch_bytes(entry.zh_file).await?
        } else {
            packed
        };
        let ds = load_packed(&packed).map_err(|e| e.to_string())?;
        with_reference(ds, &fetch_bytes(entry.reference_file).await?).map_err(|e| e.to_string())?
    };
    let below = document()
        .get_element_by_id(BELOW_ID)
        .ok_or_else(|| format!("no #{BELOW_ID} in the page"))?;
    let first = Snapshot::decode(&ds, &snapshot).map_err(|e| e.0)?;
    let ds = Arc::new(ds);
    // The embed's: unseen, only to read the view's drills.
    if below.has_attribute("data-headless") {
        let handle = leptos::mount::mount_to(below.unchecked_into(), move || {
            let ctx = provide_app(ds, first);
            follow(&ctx);
        });
        MOUNTED.with(|m| *m.borrow_mut() = Some(Box::new(handle)));
        return Ok(());
    }
    let handle = leptos::mount::mount_to(below.unchecked_into(), move || {
        let ctx = provide_app(ds, first);
        follow(&ctx);
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

/// Show each snapshot the first module sends, while this page is mounted.
fn follow(ctx: &AppCtx) {
    let ctx = ctx.clone();
    let listener = bridge::listen(bridge::SNAPSHOT_EVENT, move |line| {
        // One of another dataset (a switch under way) is not for this page.
        if let Ok(s) = Snapshot::decode(&ctx.ds, &line) {
            ctx.apply(s);
        }
    });
    // Removed with the mounted page (dropped when its owner is cleaned up).
    StoredValue::new_local(listener);
}
