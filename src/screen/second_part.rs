//! The page below the timeline is a second module (`page.js` and its wasm,
//! built by Trunk from `src/bin/page.rs`). The first part loads it after the
//! timeline's first frame, hands it the view as a query string, and says so
//! if it does not come; the timeline never waits for it. The embed never
//! builds this part, so it never loads the second part.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::query::encode;
use crate::web::bridge::BELOW_ID;

use super::dom::{el, El};
use super::{Part, Screen};

/// The second part's module and its wasm, relative to the page (the site
/// may live under any sub-path). Their names carry no hash, so the build is
/// in their URLs: a cached copy from another build is never used.
fn part_urls() -> (String, String) {
    let build = crate::model::bundled::BUILD;
    (
        format!("page.js?v={build}"),
        format!("page_bg.wasm?v={build}"),
    )
}

// One import per page: a dataset switch mounts the loaded module again.
// The packed dataset is copied at once: the view into wasm memory it
// arrives as is only valid during this call.
#[wasm_bindgen(inline_js = r#"
let ready;
export function load_part(url, wasm, query, packed) {
  const bytes = packed.slice();
  if (!ready) {
    ready = import(new URL(url, document.baseURI).href).then(async (m) => {
      await m.default({ module_or_path: new URL(wasm, document.baseURI) });
      return m;
    });
    ready.catch(() => { ready = undefined; });
  }
  return ready.then((m) => m.mount(query, bytes));
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    async fn load_part(
        url: &str,
        wasm: &str,
        query: &str,
        packed: &[u8],
    ) -> Result<JsValue, JsValue>;
}

thread_local! {
    /// The packed dataset the first part is showing (its id and bytes),
    /// handed to the second part so it does not fetch it again.
    static PACKED: RefCell<Option<(String, Vec<u8>)>> = const { RefCell::new(None) };
}

/// Keep the packed bytes of the dataset now shown, for the second part.
pub fn keep_packed(id: &str, bytes: Vec<u8>) {
    PACKED.with(|p| *p.borrow_mut() = Some((id.to_string(), bytes)));
}

/// The kept bytes if they are of dataset `id` (else empty: the second part
/// fetches them), handed over once: the first part keeps no copy.
fn take_packed(id: &str) -> Vec<u8> {
    PACKED.with(|p| match p.borrow_mut().take() {
        Some((kept, bytes)) if kept == id => bytes,
        _ => Vec::new(),
    })
}

/// How the load is going.
#[derive(Clone, PartialEq)]
enum Load {
    Loading,
    Shown,
    Failed(String),
}

/// Where the second part mounts, and the notice while it loads or if it
/// does not.
pub struct SecondPart {
    load: Rc<RefCell<Load>>,
    /// The notice before `#page-below` (none once shown).
    notice: Option<web_sys::Element>,
    below: web_sys::Element,
    shown: Option<(Lang, Load)>,
}

impl SecondPart {
    /// Start loading it (the first frame is on screen), for the view now.
    pub fn new(s: &Screen) -> (SecondPart, Vec<El>) {
        let load = Rc::new(RefCell::new(Load::Loading));
        let query = encode(&s.ds, &s.view, s.defaults);
        let packed = take_packed(&s.ds.file.id);
        let l = load.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let (module, wasm) = part_urls();
            let now = match load_part(&module, &wasm, &query, &packed).await {
                Ok(_) => Load::Shown,
                Err(e) => Load::Failed(
                    e.dyn_ref::<web_sys::js_sys::Error>()
                        .map(|e| String::from(e.message()))
                        .or_else(|| e.as_string())
                        .unwrap_or_default(),
                ),
            };
            *l.borrow_mut() = now;
            super::update(|_| {});
        });
        let below = el("div").attr("id", BELOW_ID).tid("page-below");
        let part = SecondPart {
            load,
            notice: None,
            below: below.get().clone(),
            shown: None,
        };
        (part, vec![below])
    }
}

impl Part for SecondPart {
    fn refresh(&mut self, s: &Screen) {
        let key = (s.view.lang, self.load.borrow().clone());
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        let (lang, load) = key.clone();
        self.shown = Some(key);
        if let Some(old) = self.notice.take() {
            old.remove();
        }
        let notice = match load {
            Load::Loading => Some(
                el("p")
                    .class("hint part-loading")
                    .attr("role", "status")
                    .tid("part-loading")
                    .text(tr(lang, Key::PartLoading)),
            ),
            Load::Failed(why) => Some(
                el("div")
                    .class("notice")
                    .attr("role", "alert")
                    .tid("part-failed")
                    .child(el("p").text(tr(lang, Key::PartFailed)))
                    .child(el("pre").text(&why)),
            ),
            Load::Shown => None,
        };
        if let Some(n) = notice {
            let _ = self.below.before_with_node_1(n.get());
            self.notice = Some(n.done());
        }
    }
}
