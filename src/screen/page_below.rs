//! The page below the timeline is a second module (`page.js` and its wasm,
//! built by Trunk from `src/bin/page.rs`). The first module loads it after the
//! timeline's first frame and says so if it does not come; the timeline
//! never waits for it. This part is the second module's one link to the
//! view: it sends it a snapshot of what it shows after each change (one
//! task later: a dragged slider repaints the timeline first), and runs the
//! intents it sends back through the screen's own update
//! (`state::protocol`). The embed never builds this part, so it never loads
//! the second module.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::drill_link::Drawing;
use crate::state::protocol::{Intent, Snapshot};
use crate::web::bridge::{self, BELOW_ID};

use super::dom::{el, El};
use super::timer::Timer;
use super::{Part, Screen};

/// What the first module has of the dataset it shows, for the second.
enum Kept {
    /// Its packed bytes with both languages.
    Bytes(Vec<u8>),
    /// The URL of that file, which `share_full_file` is fetching.
    Shared(&'static str),
}

thread_local! {
    /// The dataset the first module is showing (its id, what it has of it,
    /// and whether that carries its reference text), handed to the second
    /// module so it does not fetch it again.
    static PACKED: RefCell<Option<(String, Kept, bool)>> = const { RefCell::new(None) };
}

/// Keep the packed bytes of the dataset now shown, for the second module:
/// `whole` when they carry its reference text (a dataset file's, packed by
/// the loader module), else the page below fetches that.
pub fn keep_packed(id: &str, bytes: Vec<u8>, whole: bool) {
    PACKED.with(|p| *p.borrow_mut() = Some((id.to_string(), Kept::Bytes(bytes), whole)));
}

/// Fetch `file`, bundled dataset `id` with all its words (the first load
/// carries its first file), once: the second module is handed the same
/// bytes.
pub fn share_full_file(
    id: &str,
    file: &'static str,
) -> impl std::future::Future<Output = Result<Vec<u8>, String>> {
    PACKED.with(|p| *p.borrow_mut() = Some((id.to_string(), Kept::Shared(file), false)));
    fetch_once(file)
}

/// Fetch `file` once however often it is asked for (the full file of a
/// dataset: the screen, the page below and a language switch share it).
pub async fn fetch_once(file: &str) -> Result<Vec<u8>, String> {
    match wasm_bindgen_futures::JsFuture::from(crate::web::modules::fetch_full(file)).await {
        Ok(bytes) => Ok(web_sys::js_sys::Uint8Array::new(&bytes).to_vec()),
        Err(e) => Err(crate::web::browser::js_message(&e)),
    }
}

/// What is kept of dataset `id`: its bytes, whether they are whole, and the
/// URL of the shared fetch to take them from instead (else nothing: the
/// second module fetches it), handed over once: the first module keeps no
/// copy.
fn take_packed(id: &str) -> (Vec<u8>, bool, &'static str) {
    PACKED.with(|p| match p.borrow_mut().take() {
        Some((kept, Kept::Bytes(bytes), whole)) if kept == id => (bytes, whole, ""),
        Some((kept, Kept::Shared(file), whole)) if kept == id => (Vec::new(), whole, file),
        _ => (Vec::new(), false, ""),
    })
}

/// How the load is going.
#[derive(Clone, PartialEq)]
enum Load {
    Loading,
    Shown,
    Failed(String),
}

/// Where the second module mounts, and the notice while it loads or if it
/// does not.
pub struct PageBelow {
    load: Rc<RefCell<Load>>,
    /// Unseen: no notice of its own.
    headless: bool,
    /// The notice before `#page-below` (none once shown).
    notice: Option<web_sys::Element>,
    below: web_sys::Element,
    shown: Option<(Lang, Load)>,
    /// The last snapshot sent, as its wire line: a change of anything the
    /// page below or the exports show changes it (the line is the key).
    sent: String,
    /// Sends the latest snapshot one task after a change.
    send: Timer,
    /// The change came from the page below: answer it at once (no slider
    /// of the timeline is being dragged; the page below waits for it).
    asked: Rc<Cell<bool>>,
    /// The intents the second module sends, taken while this part is up.
    _intents: bridge::Listener,
}

/// Run an intent of the second module through the screen's update.
fn take(asked: &Cell<bool>, line: String) {
    asked.set(true);
    super::update(move |s| {
        // One that does not read (from the page below of another dataset,
        // while a switch is under way) is not for this screen.
        match Intent::decode(&s.ds, &line) {
            Ok(Intent::Drawn {
                side,
                config,
                link,
                drawn,
            }) => s.take_drawn(
                side,
                Drawing {
                    link,
                    config,
                    drawn: std::sync::Arc::from(drawn),
                },
            ),
            Ok(intent) => {
                if intent.apply(&mut s.view) {
                    s.push.set(true);
                }
            }
            Err(_) => {}
        }
    });
}

impl PageBelow {
    /// Start loading it (the first frame is on screen), for the view now;
    /// `headless`: unseen, only to read a drill (the embed's).
    pub fn new(s: &Screen, headless: bool) -> (PageBelow, El) {
        let load = Rc::new(RefCell::new(Load::Loading));
        let first = Snapshot::new(&s.ds, &s.view).encode();
        let sent = first.clone();
        let (packed, whole, shared) = take_packed(&s.ds.file.id);
        let l = load.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let build = crate::model::bundled::BUILD;
            let now =
                match crate::web::modules::load_part(build, &first, &packed, whole, shared).await {
                    Ok(_) => Load::Shown,
                    Err(e) => Load::Failed(crate::web::browser::js_message(&e)),
                };
            *l.borrow_mut() = now;
            super::update(|_| {});
        });
        let below = el("div").attr("id", BELOW_ID).tid("page-below");
        let below = if headless {
            below.attr("hidden", "").attr("data-headless", "")
        } else {
            below
        };
        let asked = Rc::new(Cell::new(false));
        let a = asked.clone();
        let part = PageBelow {
            load,
            headless,
            notice: None,
            below: below.get().clone(),
            shown: None,
            sent,
            send: Timer::new(0, |line| bridge::dispatch(bridge::SNAPSHOT_EVENT, &line)),
            _intents: bridge::listen(bridge::INTENT_EVENT, move |line| take(&a, line)),
            asked,
        };
        (part, below)
    }
}

impl Part for PageBelow {
    fn refresh(&mut self, s: &Screen) {
        let asked = self.asked.replace(false);
        let line = Snapshot::new(&s.ds, &s.view).encode();
        if line != self.sent {
            self.sent = line.clone();
            if asked {
                self.send.cancel();
                bridge::dispatch(bridge::SNAPSHOT_EVENT, &line);
            } else {
                self.send.set(line);
            }
        }
        let key = (s.view.lang, self.load.borrow().clone());
        if self.headless || self.shown.as_ref() == Some(&key) {
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
            self.notice = Some(n.split().0.unchecked_into());
        }
    }
}
