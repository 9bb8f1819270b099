//! The page below the timeline is a second module (`page.js` and its wasm,
//! built by Trunk from `src/bin/page.rs`). The first part loads it after the
//! timeline's first frame, hands it the view as a query string, and says so
//! if it does not come; the timeline never waits for it. The embed never
//! shows this component, so it never loads the second part.

use leptos::prelude::*;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::i18n::Key;
use crate::ui::shell::after_first_frame::after_first_frame;
use crate::ui::shell::bridge::{self, BELOW_ID};
use crate::ui::shell::context::use_app;
use crate::ui::shell::url_sync::CurrentQuery;
use crate::ui::widgets::words::words;

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
    static PACKED: std::cell::RefCell<Option<(String, Vec<u8>)>> =
        const { std::cell::RefCell::new(None) };
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

/// Where the second part mounts, and the notice if it does not load.
#[component]
pub fn SecondPart() -> impl IntoView {
    let ctx = use_app();
    let query = expect_context::<CurrentQuery>().0;
    let (state, set_state) = signal(Part::Loading);
    // Only a page that has a second part tells it each new view.
    announce(query);
    after_first_frame(move || {
        leptos::task::spawn_local(async move {
            let q = query.get_untracked();
            let packed = take_packed(&ctx.ds.file.id);
            let (module, wasm) = part_urls();
            set_state.set(match load_part(&module, &wasm, &q, &packed).await {
                Ok(_) => Part::Shown,
                Err(e) => Part::Failed(
                    e.dyn_ref::<web_sys::js_sys::Error>()
                        .map(|e| String::from(e.message()))
                        .or_else(|| e.as_string())
                        .unwrap_or_default(),
                ),
            });
        })
    });
    view! {
        {move || match state.get() {
            Part::Loading => view! {
                <p class="hint part-loading" role="status" data-testid="part-loading">
                    {words(ctx.lang, Key::PartLoading)}
                </p>
            }.into_any(),
            Part::Failed(why) => view! {
                <div class="notice" role="alert" data-testid="part-failed">
                    <p>{words(ctx.lang, Key::PartFailed)}</p>
                    <pre>{why}</pre>
                </div>
            }.into_any(),
            Part::Shown => ().into_any(),
        }}
        <div id=BELOW_ID data-testid="page-below"></div>
    }
}

#[derive(Clone)]
enum Part {
    Loading,
    Shown,
    Failed(String),
}

/// Tell the second part each new view, one task later and once per task:
/// a dragged slider repaints the timeline first.
fn announce(query: Memo<String>) {
    let pending = StoredValue::new_local(None::<gloo_timers::callback::Timeout>);
    Effect::new(move |_| {
        let q = query.get();
        let timer = gloo_timers::callback::Timeout::new(0, move || {
            bridge::dispatch(bridge::STATE_EVENT, &q);
        });
        pending.update_value(|t| *t = Some(timer));
    });
}
