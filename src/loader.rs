//! The loader module's work in the browser (`src/bin/loader.rs`): fetch a
//! dataset file and the seed pages it quotes, check it with the loader
//! (`model::load::file_check`: the pre-scan, the same checks as
//! `make check-dataset`), list every problem over the page, and pack what
//! loaded as a bundled dataset is packed, for the first module to show.
//! Nothing from the file is ever HTML: every string is set as text.

use std::collections::BTreeMap;

use wasm_bindgen::JsCast;

use crate::model::link_keys::is_dataset_name;
use crate::model::load::file_check::{
    check_file, is_seed_id, load_file, refused_size, seed_ids, Problem,
};
use crate::model::load::prescan::LIMITS;
use crate::model::Lang;
use crate::web::browser::{document, fetch_bytes};

/// Where the problems are listed (one list at a time).
pub use crate::web::bridge::PROBLEMS_ID;

/// The most problems listed one by one.
const LISTED: usize = 200;

/// Read, check and pack dataset `name`: `local`, a file from disk, else
/// `data/NAME.json` beside the site.
pub async fn read(name: &str, local: Option<web_sys::File>, lang: &str) -> Result<Vec<u8>, String> {
    let lang = Lang::from_code(lang).unwrap_or_default();
    let from_site = local.is_none();
    let file = if from_site {
        format!("data/{name}.json")
    } else {
        name.to_string()
    };
    let fail = |problems: Vec<Problem>| {
        show(&file, &problems, lang, !from_site);
        Err(listed(problems.len(), lang))
    };
    let bytes = match local {
        // Refused by its size before a byte is read.
        Some(f) if f.size() > LIMITS.bytes as f64 => {
            return fail(vec![refused_size(f.size() as usize)]);
        }
        Some(f) => {
            let buffer = wasm_bindgen_futures::JsFuture::from(f.array_buffer())
                .await
                .map_err(|e| format!("{file}: {e:?}"))?;
            web_sys::js_sys::Uint8Array::new(&buffer).to_vec()
        }
        // The first module checked the name; checked again: nothing but
        // `data/NAME.json` is ever fetched.
        // A file that is not there: the first module's notice says so
        // (one line: nothing to list).
        None if is_dataset_name(name) => match fetch_bytes(&file).await {
            Ok(b) => b,
            Err(why) => {
                clear();
                return Err(format!("{file}: {why}"));
            }
        },
        None => return Err(format!("{name:?} is not a dataset's name")),
    };
    let (ds, text) = match load_file(&bytes) {
        Ok(loaded) => loaded,
        Err(problems) => return fail(problems),
    };
    // Every seed page at once (each request goes out at its call).
    let ids: Vec<String> = seed_ids(text)
        .into_iter()
        .filter(|i| is_seed_id(i))
        .collect();
    let requests: Vec<_> = ids
        .iter()
        .map(|id| fetch_bytes(&format!("data/seeds/{id}.txt")))
        .collect();
    let mut pages = BTreeMap::new();
    for (id, r) in ids.iter().zip(requests) {
        if let Some(page) = r.await.ok().and_then(|b| String::from_utf8(b).ok()) {
            pages.insert(id.clone(), page);
        }
    }
    let checked = match check_file(ds, text, &pages, from_site.then_some(name)) {
        Ok(c) => c,
        Err(problems) => return fail(problems),
    };
    clear();
    Ok(crate::model::packed::pack_whole(checked.ds))
}

/// Why, for the first module's notice (which says what the page shows
/// instead): how many problems, listed over the page — never one of them
/// again.
fn listed(n: usize, lang: Lang) -> String {
    match (lang, n) {
        (Lang::En, 1) => "1 problem, listed above".into(),
        (Lang::En, n) => format!("{n} problems, listed above"),
        (Lang::Zh, n) => format!("{n} 个问题，列在上方"),
    }
}

/// Take the list of problems away (a file loaded).
fn clear() {
    if let Some(old) = document().get_element_by_id(PROBLEMS_ID) {
        old.remove();
    }
}

fn make(tag: &str) -> web_sys::Element {
    document().create_element(tag).expect("an element")
}

fn text_el(tag: &str, text: &str) -> web_sys::Element {
    let e = make(tag);
    e.set_text_content(Some(text));
    e
}

/// List `problems` of `file` over the page, in `lang`, replacing any list
/// shown; the page below it keeps working. `local`: a file from disk, which
/// never changes the page when refused (for a file beside the site the
/// first module says what the page shows).
fn show(file: &str, problems: &[Problem], lang: Lang, local: bool) {
    clear();
    let zh = lang == Lang::Zh;
    let list = make("section");
    list.set_id(PROBLEMS_ID);
    let _ = list.set_attribute("class", "notice dataset-problems");
    let _ = list.set_attribute("role", "alert");
    let _ = list.set_attribute("data-testid", PROBLEMS_ID);
    let _ = list.set_attribute("lang", lang.code());
    let n = problems.len();
    let head = match (zh, local) {
        (true, true) => format!("{file} 无法加载：{n} 个问题。页面上原来的数据集保持不变。"),
        (true, false) => format!("{file} 无法加载：{n} 个问题。"),
        (false, local) => format!(
            "{file} does not load: {n} problem{}.{}",
            if n == 1 { "" } else { "s" },
            if local {
                " The page keeps what it showed."
            } else {
                ""
            }
        ),
    };
    let _ = list.append_child(&text_el("p", &head));
    let ol = make("ol");
    for p in problems.iter().take(LISTED) {
        let li = make("li");
        let _ = li.set_attribute("data-testid", "dataset-problem");
        let _ = li.set_attribute("data-path", &p.path);
        let path = text_el("code", &p.path);
        let _ = li.append_child(&path);
        let place = p.place(lang);
        if !place.is_empty() {
            let at = text_el("span", &format!(" ({place})"));
            let _ = at.set_attribute("class", "problem-at");
            let _ = at.set_attribute("data-testid", "problem-at");
            let _ = li.append_child(&at);
        }
        let _ = li.append_child(&document().create_text_node(&format!(": {}", p.text(lang))));
        let _ = ol.append_child(&li);
    }
    if problems.len() > LISTED {
        let more = problems.len() - LISTED;
        let _ = ol.append_child(&text_el(
            "li",
            &if zh {
                format!("……还有 {more} 个")
            } else {
                format!("… and {more} more")
            },
        ));
    }
    let _ = list.append_child(&ol);
    let dismiss = text_el("button", if zh { "知道了" } else { "Dismiss" });
    let _ = dismiss.set_attribute("type", "button");
    let _ = dismiss.set_attribute("data-testid", "dataset-problems-dismiss");
    let onclick = wasm_bindgen::closure::Closure::once_into_js(clear);
    dismiss
        .unchecked_ref::<web_sys::HtmlElement>()
        .set_onclick(Some(onclick.unchecked_ref()));
    let _ = list.append_child(&dismiss);
    if let Some(body) = document().body() {
        let _ = body.prepend_with_node_1(&list);
    }
}
