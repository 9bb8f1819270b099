//! A few words for building the page's elements by hand: an element with
//! its attributes, text and children in one expression; a slot whose
//! content is replaced whole; listeners kept until the screen is taken
//! down. Text is always a text node, never parsed as HTML: what a URL or a
//! data file says is shown as it is.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, Node};

use crate::web::browser::document;

thread_local! {
    /// Every listener the screen added, with where and for what: removed
    /// and dropped when the screen is taken down.
    static LISTENERS: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
}

/// An element being built.
pub struct El(Element);

/// A new `<tag>`.
pub fn el(tag: &str) -> El {
    El(document().create_element(tag).expect("a valid tag"))
}

impl El {
    pub fn attr(self, name: &str, value: &str) -> El {
        let _ = self.0.set_attribute(name, value);
        self
    }
    pub fn class(self, class: &str) -> El {
        self.attr("class", class)
    }
    /// The `data-testid` tests and tools address it by.
    pub fn tid(self, id: &str) -> El {
        self.attr("data-testid", id)
    }
    /// Append `text` as a text node.
    pub fn text(self, text: &str) -> El {
        let _ = self.0.append_child(&document().create_text_node(text));
        self
    }
    pub fn child(self, child: El) -> El {
        let _ = self.0.append_child(&child.0);
        self
    }
    /// Append `node` (a text node a part keeps, say).
    pub fn node(self, node: &Node) -> El {
        let _ = self.0.append_child(node);
        self
    }
    /// Place `slot`'s anchor here: its content will appear at this point.
    pub fn slot(self, slot: &Slot) -> El {
        let _ = self.0.append_child(&slot.anchor);
        self
    }
    pub fn maybe(self, child: Option<El>) -> El {
        match child {
            Some(c) => self.child(c),
            None => self,
        }
    }
    pub fn kids(self, kids: impl IntoIterator<Item = El>) -> El {
        for k in kids {
            let _ = self.0.append_child(&k.0);
        }
        self
    }
    /// Listen for `event` on this element while the screen is up.
    pub fn on(self, event: &str, f: impl FnMut(Event) + 'static) -> El {
        listen(&self.0, event, f);
        self
    }
    /// The element, to keep or to place.
    pub fn get(&self) -> &Element {
        &self.0
    }
    pub fn done(self) -> Element {
        self.0
    }
}

struct Listener {
    target: EventTarget,
    event: String,
    closure: Closure<dyn FnMut(Event)>,
}

/// Listen for `event` on `target` (an element, the window) while the
/// screen is up.
pub fn listen(target: &EventTarget, event: &str, f: impl FnMut(Event) + 'static) {
    let closure = Closure::<dyn FnMut(Event)>::new(f);
    let _ = target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref());
    LISTENERS.with(|l| {
        l.borrow_mut().push(Listener {
            target: target.clone(),
            event: event.to_string(),
            closure,
        })
    });
}

/// Remove and drop every listener the screen added: it is being taken
/// down.
pub fn drop_listeners() {
    for l in LISTENERS.with(|l| std::mem::take(&mut *l.borrow_mut())) {
        let _ = l
            .target
            .remove_event_listener_with_callback(&l.event, l.closure.as_ref().unchecked_ref());
    }
}

/// Replace `parent`'s children with `kids`.
pub fn set_kids(parent: &Element, kids: impl IntoIterator<Item = El>) {
    parent.set_text_content(None);
    for k in kids {
        let _ = parent.append_child(&k.0);
    }
}

/// Set `text` as the whole content of `el`, if it differs.
pub fn set_text(el: &Element, text: &str) {
    if el.text_content().as_deref() != Some(text) {
        el.set_text_content(Some(text));
    }
}

/// `aria-pressed` of a toggle button.
pub fn set_pressed(el: &Element, pressed: bool) {
    set_attr(
        el,
        "aria-pressed",
        Some(if pressed { "true" } else { "false" }),
    );
}

/// Set or remove attribute `name`, only if it differs.
pub fn set_attr(el: &Element, name: &str, value: Option<&str>) {
    if el.get_attribute(name).as_deref() == value {
        return;
    }
    let _ = match value {
        Some(v) => el.set_attribute(name, v),
        None => el.remove_attribute(name),
    };
}

/// The element an event started at, if it is one.
pub fn target_el(ev: &Event) -> Option<Element> {
    ev.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// The nearest element from the event's target up that matches `selector`.
pub fn closest(ev: &Event, selector: &str) -> Option<Element> {
    target_el(ev).and_then(|e| e.closest(selector).ok().flatten())
}

/// A place among its parent's children whose content comes and goes:
/// an empty text node marks it, the content goes just before it. No
/// wrapper element: the page's CSS sees the content where a wrapper
/// would have been.
pub struct Slot {
    anchor: Node,
    shown: Vec<Node>,
}

impl Slot {
    /// A slot, and the anchor to place where its content goes.
    pub fn new() -> Slot {
        Slot {
            anchor: document().create_text_node("").into(),
            shown: Vec::new(),
        }
    }
    /// Show `kids` (nothing: empty).
    pub fn set(&mut self, kids: impl IntoIterator<Item = El>) {
        self.clear();
        let Some(parent) = self.anchor.parent_node() else {
            return;
        };
        for k in kids {
            let node: Node = k.0.into();
            let _ = parent.insert_before(&node, Some(&self.anchor));
            self.shown.push(node);
        }
    }
    pub fn clear(&mut self) {
        for n in self.shown.drain(..) {
            if let Some(p) = n.parent_node() {
                let _ = p.remove_child(&n);
            }
        }
    }
}

impl From<Element> for El {
    /// An element already made (kept by a part), to place again.
    fn from(e: Element) -> El {
        El(e)
    }
}
