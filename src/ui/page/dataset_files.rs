//! Dataset files, in the page below: a file picker, and a dataset JSON
//! dropped anywhere on the page, each read by the loader module (imported
//! here: the first module does not carry this path) and, once checked and
//! packed, handed to the first module (its export `open_dataset_file`),
//! which shows it through the view's one owner; nothing is uploaded. A
//! file that does not load is listed by the loader over the page. And the
//! dataset files the site lists (`data/index.json`), added to the header's
//! picker (its `#dataset-files` group).

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::page::PageKey;
use crate::i18n::{tr, trf, Key};
use crate::model::load::file_check::{listed_files, Listed};
use crate::model::Lang;
use crate::ui::shell::context::use_app;
use crate::ui::widgets::words::words;
use crate::web::bridge::{FILES_ID, PROBLEMS_ID};
use crate::web::browser::{document, fetch_bytes};

/// Have the loader read `file` in `lang`, and the first module show it;
/// if the loader module itself does not load, say so over the page.
fn open(file: web_sys::File, lang: Lang) {
    let read = crate::web::modules::read_local(crate::model::bundled::BUILD, &file, lang.code());
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = wasm_bindgen_futures::JsFuture::from(read).await {
            loader_failed(&file.name(), &why, lang);
        }
    });
}

/// Over the page, where the loader lists a file's problems (and replacing
/// any list shown): `file` was not opened, the loader module did not load.
/// Everything else stays as it was.
fn loader_failed(file: &str, why: &JsValue, lang: Lang) {
    let why = why
        .dyn_ref::<web_sys::js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| why.as_string())
        .unwrap_or_default();
    let doc = document();
    let (Ok(list), Ok(p), Ok(dismiss), Some(body)) = (
        doc.create_element("section"),
        doc.create_element("p"),
        doc.create_element("button"),
        doc.body(),
    ) else {
        return;
    };
    if let Some(old) = doc.get_element_by_id(PROBLEMS_ID) {
        old.remove();
    }
    list.set_id(PROBLEMS_ID);
    for (k, v) in [
        ("class", "notice dataset-problems"),
        ("role", "alert"),
        ("data-testid", "dataset-loader-failed"),
        ("lang", lang.code()),
    ] {
        let _ = list.set_attribute(k, v);
    }
    p.set_text_content(Some(&trf(
        lang,
        PageKey::DatasetLoaderFailed,
        &[("file", file), ("why", &why)],
    )));
    let _ = dismiss.set_attribute("type", "button");
    let _ = dismiss.set_attribute("data-testid", "dataset-problems-dismiss");
    dismiss.set_text_content(Some(tr(lang, Key::Dismiss)));
    let gone = list.clone();
    let onclick = wasm_bindgen::closure::Closure::once_into_js(move || gone.remove());
    dismiss
        .unchecked_ref::<web_sys::HtmlElement>()
        .set_onclick(Some(onclick.unchecked_ref()));
    let _ = list.append_child(&p);
    let _ = list.append_child(&dismiss);
    let _ = body.prepend_with_node_1(&list);
}

/// Put the listed files in the picker's group, in `lang`: those the picker
/// does not list already.
fn fill(listed: &[Listed], lang: Lang) {
    let Some(group) = document().get_element_by_id(FILES_ID) else {
        return;
    };
    let Some(select) = group.parent_element() else {
        return;
    };
    group.set_text_content(None);
    let mut added = 0;
    for l in listed {
        let taken = select
            .query_selector(&format!("option[value=\"{}\"]", l.id))
            .ok()
            .flatten()
            .is_some();
        if taken {
            continue;
        }
        let Ok(o) = document().create_element("option") else {
            continue;
        };
        let _ = o.set_attribute("value", &l.id);
        o.set_text_content(Some(l.title.get(lang)));
        let _ = group.append_child(&o);
        added += 1;
    }
    let _ = group.set_attribute("label", tr(lang, PageKey::DatasetFilesGroup));
    if added > 0 {
        let _ = group.remove_attribute("hidden");
    }
}

#[component]
pub fn DatasetFiles() -> impl IntoView {
    let ctx = use_app();
    let lang = ctx.lang;
    // The site's list of dataset files, if it has one.
    let listed: RwSignal<Vec<Listed>> = RwSignal::new(Vec::new());
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(bytes) = fetch_bytes("data/index.json").await {
            listed.set(listed_files(&String::from_utf8_lossy(&bytes)));
        }
    });
    Effect::new(move |_| {
        let l = lang.get();
        listed.with(|list| fill(list, l));
    });
    // A file dropped anywhere on the page.
    let over = window_event_listener(leptos::ev::dragover, |e| {
        let files = e
            .data_transfer()
            .is_some_and(|d| d.types().includes(&JsValue::from_str("Files"), 0));
        if files {
            e.prevent_default();
        }
    });
    let dropped = window_event_listener(leptos::ev::drop, move |e| {
        let Some(file) = e
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|f| f.get(0))
        else {
            return;
        };
        e.prevent_default();
        open(file, lang.get_untracked());
    });
    on_cleanup(move || {
        over.remove();
        dropped.remove();
    });
    let pick = move |ev: web_sys::Event| {
        if let Some((input, file)) = crate::ui::widgets::picked_file::picked_file(&ev) {
            open(file, lang.get_untracked());
            // The same file picked again (edited) is a change too.
            input.set_value("");
        }
    };
    view! {
        <section class="dataset-files" aria-labelledby="dataset-files-title">
            <h2 id="dataset-files-title">{words(lang, PageKey::DatasetFilesTitle)}</h2>
            <p class="hint">{words(lang, PageKey::DatasetFilesHelp)}</p>
            <label class="dataset-file">
                {words(lang, PageKey::DatasetFileLabel)}
                <input type="file" data-testid="dataset-file" accept=".json,application/json" on:change=pick />
            </label>
        </section>
    }
}
