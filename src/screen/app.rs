//! The app: opens the dataset the URL names (the default one without
//! `dataset=`), in the state the URL gives, and puts up the full page or
//! the embed. Back/Forward to a link of another dataset opens that one; a
//! dataset switch in the header opens another at its default view.

use crate::i18n::{trf, Key};
use crate::model::packed::has_chinese;
use crate::model::{bundled, load_packed, load_whole, Held, Lang};
use crate::state::query::{
    decode, encode, key, param, requested_dataset, switch_query, Accepted, Defaults, Notice, Wanted,
};
use crate::view::Theme;
use crate::web::browser::{
    browser_defaults, current_query, document, fetch_bytes, fetched, window, words_for,
};

use super::dataset_file::read_dataset;

use super::dom::el;
use super::Screen;

thread_local! {
    /// The nodes the app put in `<body>`, to take down on the next open.
    static ROOT: std::cell::RefCell<Vec<web_sys::Node>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Start: open what the URL asks for, and follow Back/Forward.
pub fn start() {
    let defaults = browser_defaults();
    open(current_query(), defaults);
    // One listener for the life of the page (not the screen's: it outlives
    // a dataset switch).
    let pop = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || popstate(defaults));
    let _ = window().add_event_listener_with_callback(
        "popstate",
        wasm_bindgen::JsCast::unchecked_ref(pop.as_ref()),
    );
    pop.forget();
}

/// Back/Forward: within the dataset and page shown, restore the view;
/// another dataset, or the embed on or off, opens the page again.
fn popstate(defaults: Defaults) {
    let query = current_query();
    let (wanted, _) = requested_dataset(&query);
    let wanted = wanted.id();
    let lang = param(&query, key::LANG)
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(defaults.lang);
    // A link in Chinese over the English-only dataset: open it again, in
    // both languages.
    let same = super::with(|s| {
        s.ds.file.id == wanted
            && decode(&s.ds, &query, defaults).0.embed == s.view.embed
            && (lang == Lang::En || has_chinese(&s.ds))
    });
    if same != Some(true) {
        open(query, defaults);
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        words_for(lang).await;
        super::update(move |s| {
            let (mut view, found) = decode(&s.ds, &query, defaults);
            view.keep_unlinked(&s.view);
            s.notices = found;
            if s.view != view || s.view.zoom_choice.0 != view.zoom_choice.0 {
                s.view = view;
            }
        });
    });
}

/// Show the page in `lang`: at once if its words are here, else once they
/// come (one fetch however often it is asked for; the last language asked
/// for wins).
pub fn switch_lang(lang: Lang) {
    thread_local! {
        /// The language to show when the words come (none: the reader
        /// went back to one whose words are here).
        static WANTED: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
        static FETCHING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    // The dataset shown, if its text in `lang` is not here (the first load
    // carries its English only).
    let missing =
        super::with(|s| (lang == Lang::Zh && !has_chinese(&s.ds)).then_some(s.ds.file.id.clone()))
            .flatten();
    if crate::i18n::on_demand::has(lang) && missing.is_none() {
        WANTED.with(|w| w.set(None));
        super::update(move |s| s.view.lang = lang);
        return;
    }
    WANTED.with(|w| w.set(Some(lang)));
    if FETCHING.with(|f| f.replace(true)) {
        return; // on its way
    }
    let file = missing
        .and_then(|id| bundled::entry(&id))
        .map(|e| e.zh_file);
    wasm_bindgen_futures::spawn_local(async move {
        let dataset = file.map(super::page_below::fetch_once);
        words_for(lang).await;
        let both = match dataset {
            Some(f) => f
                .await
                .ok()
                .and_then(|b| load_packed(&b).ok().map(Held::new)),
            None => None,
        };
        FETCHING.with(|f| f.set(false));
        let Some(lang) = WANTED.with(|w| w.take()) else {
            return;
        };
        super::update(move |s| {
            if let Some(ds) = both.filter(|d| d.file.id == s.ds.file.id) {
                s.ds = ds;
            }
            // A dataset that did not come in Chinese stays in English.
            if lang == Lang::En || has_chinese(&s.ds) {
                s.view.lang = lang;
            }
        });
    });
}

/// The file of `entry` to fetch for a page in `lang` at `query`: its
/// first file (English, the words of a first frame), or the one with all
/// its words in both languages: for a page in Chinese, and for a link whose
/// first frame opens a tour step or a block (`tour=`, `sel=`: more words
/// than a first frame's).
fn dataset_file(entry: &bundled::Entry, lang: Lang, query: &str) -> &'static str {
    let more = [key::TOUR, key::SEL]
        .iter()
        .any(|k| param(query, k).is_some());
    if lang == Lang::Zh || more {
        entry.zh_file
    } else {
        entry.file
    }
}

/// Switch to bundled dataset `id` at its default view, keeping the language
/// and theme: a new history entry.
pub fn switch_dataset(id: &str, lang: Lang, theme: Theme, defaults: Defaults) {
    let query = switch_query(id, lang, theme, defaults);
    let url = if query.is_empty() {
        window().location().pathname().unwrap_or_default()
    } else {
        format!("?{query}")
    };
    if let Ok(h) = window().history() {
        let _ = h.push_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
    open(query, defaults);
}

/// Show the dataset `query` asks for, once its packed file is here (the
/// default one is preloaded beside the wasm), or once the loader module has
/// read it if it is a dataset file (`data/NAME.json`). A dataset that does
/// not come is a notice over the default one; a dataset file that does not
/// load while a page is up leaves that page (the loader lists why).
fn open(query: String, defaults: Defaults) {
    let (wanted, notice) = requested_dataset(&query);
    let mut notices: Vec<Notice> = notice.into_iter().collect();
    // The language the link asks for: its words come with the dataset.
    let lang = param(&query, key::LANG)
        .and_then(|l| Lang::from_code(&l))
        .unwrap_or(defaults.lang);
    // A bundled dataset's file, or a dataset file read by the loader module:
    // both come as a response whose body is the packed dataset.
    let (id, title, response, file) = match &wanted {
        Wanted::Bundled(e) => (
            e.id,
            e.title(lang),
            window().fetch_with_str(dataset_file(e, lang, &query)),
            false,
        ),
        Wanted::File(name) => (name.as_str(), name.as_str(), read_dataset(name, lang), true),
    };
    let (id, title) = (id.to_string(), title.to_string());
    let dataset = fetched(response);
    wasm_bindgen_futures::spawn_local(async move {
        words_for(lang).await;
        let shown = file && super::with(|_| ()).is_some();
        if id != bundled::DEFAULT && !shown {
            super::take_down();
            replace_root(vec![
                el("p")
                    .class("notice")
                    .attr("role", "status")
                    .tid("dataset-loading")
                    .text(&trf(lang, Key::DatasetLoading, &[("dataset", &title)]))
                    .split()
                    .0,
            ]);
        }
        match dataset.await {
            Ok(bytes) => ready(&id, bytes, file, notices, defaults),
            // Refused (the loader lists the file's problems over the page:
            // `why` says how many, never one again), or the loader module
            // itself did not load: say so, keep the page.
            Err(why) if shown => super::update(move |s| {
                s.notices.push(Notice {
                    param: key::DATASET.into(),
                    value: id,
                    accepted: Accepted::NotOpened(why),
                })
            }),
            Err(why) if id != bundled::DEFAULT => {
                notices.push(Notice {
                    param: key::DATASET.into(),
                    value: id,
                    accepted: Accepted::NotLoaded(why),
                });
                let default = bundled::entry(bundled::DEFAULT).expect("the default is bundled");
                match fetch_bytes(dataset_file(default, lang, &query)).await {
                    Ok(bytes) => ready(bundled::DEFAULT, bytes, false, notices, defaults),
                    Err(why) => broken(bundled::DEFAULT, &why, defaults),
                }
            }
            Err(why) => broken(&id, &why, defaults),
        }
    });
}

/// A local file the page below read (dropped or picked), loaded and
/// packed by the loader module: it replaces the dataset shown; the same
/// dataset again (an edited file) keeps the view.
pub fn local_file(name: String, packed: Vec<u8>) {
    let (Ok(ds), Some(defaults)) = (read(&packed, true), super::with(|s| s.defaults)) else {
        return;
    };
    let query = super::with(|s| {
        if s.ds.file.id == ds.file.id {
            encode(&s.ds, &s.view, s.defaults)
        } else {
            switch_query(&ds.file.id, s.view.lang, s.view.theme, s.defaults)
        }
    })
    .unwrap_or_default();
    let notices = vec![Notice {
        param: String::new(),
        value: name,
        accepted: Accepted::LocalFile,
    }];
    super::page_below::keep_packed(&ds.file.id, packed, true);
    words_mark(true);
    put_up_at(ds, notices, defaults, &query);
}

/// The dataset in packed bytes: a bundled dataset's file, or `whole`, a
/// dataset file's (packed by the loader module: its reference text after
/// it, for the page below).
fn read(bytes: &[u8], whole: bool) -> Result<Held, crate::model::LoadErrors> {
    if whole {
        load_whole(bytes).map(|(ds, _)| Held::new(ds))
    } else {
        load_packed(bytes).map(Held::new)
    }
}

/// Load packed bytes and put the page up (or say why they do not load).
/// `whole`: the bytes carry the reference text (a dataset file's).
fn ready(id: &str, bytes: Vec<u8>, whole: bool, notices: Vec<Notice>, defaults: Defaults) {
    let loaded = read(&bytes, whole);
    // For `make bench`: the dataset is parsed and validated.
    if let Some(perf) = window().performance() {
        let _ = perf.mark("ft-loaded");
    }
    match loaded {
        Ok(ds) => {
            // The page below reads both languages: hand it these bytes if
            // they are that file. Else they are the first file (English,
            // the words of a first frame): fetch the full one now, for this
            // screen and the page below both.
            let full = if has_chinese(&ds) {
                super::page_below::keep_packed(id, bytes, whole);
                None
            } else {
                bundled::entry(id).map(|e| super::page_below::share_full_file(id, e.zh_file))
            };
            words_mark(full.is_none());
            put_up(ds, notices, defaults);
            if let Some(full) = full {
                let id = id.to_string();
                wasm_bindgen_futures::spawn_local(async move {
                    let full = full
                        .await
                        .and_then(|b| load_packed(&b).map(Held::new).map_err(|e| e.to_string()));
                    super::update(move |s| match full {
                        Ok(ds) if ds.file.id == s.ds.file.id && !has_chinese(&s.ds) => {
                            s.ds = ds;
                            s.runs.renew(&s.ds);
                            words_mark(true);
                        }
                        Ok(_) => {}
                        Err(why) => s.notices.push(Notice {
                            param: key::DATASET.into(),
                            value: id,
                            accepted: Accepted::WordsNotLoaded(why),
                        }),
                    });
                });
            }
        }
        Err(e) => broken(id, &e.to_string(), defaults),
    }
}

/// Say on `<html>` whether the dataset shown has all its words
/// (`data-words="all"`) or only its first frame's (`"first"`): tests wait
/// for the former before reading a block's or an arrow's words.
fn words_mark(all: bool) {
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("data-words", if all { "all" } else { "first" });
    }
}

/// A dataset that does not load: what and why, as text.
fn broken(id: &str, why: &str, defaults: Defaults) {
    super::take_down();
    replace_root(vec![
        el("div")
            .class("notice")
            .attr("role", "alert")
            .child(el("p").text(&trf(defaults.lang, Key::DatasetError, &[("id", id)])))
            .child(el("pre").text(why))
            .split()
            .0,
    ]);
}

/// Replace what the app shows in `<body>` with `nodes`.
fn replace_root(nodes: Vec<web_sys::Node>) {
    let body = document().body().expect("a body");
    ROOT.with(|r| {
        for old in r.borrow_mut().drain(..) {
            if let Some(p) = old.parent_node() {
                let _ = p.remove_child(&old);
            }
        }
        for n in &nodes {
            let _ = body.append_child(n);
        }
        *r.borrow_mut() = nodes;
    });
}

/// The page for a dataset that loaded, in the view the URL gives (the app
/// calls it once the dataset's file is read; the browser tests directly).
pub fn put_up(ds: Held, notices: Vec<Notice>, defaults: Defaults) {
    put_up_at(ds, notices, defaults, &current_query());
}

/// The same, in the view `query` gives.
fn put_up_at(ds: Held, notices: Vec<Notice>, defaults: Defaults, query: &str) {
    super::take_down();
    let (view, found) = decode(&ds, query, defaults);
    let notices = notices.into_iter().chain(found).collect();
    let screen = Screen::new(ds, defaults, view, notices);
    let (nodes, parts) = if screen.view.embed {
        super::views::embed_view(&screen)
    } else {
        super::views::full_view(&screen)
    };
    replace_root(nodes);
    super::put_up(screen, parts, super::canvas::measured_width());
}
