//! A few words for building the page's elements by hand: an element with
//! its attributes, text, children and listeners in one expression; a slot
//! whose content is replaced whole. Text is always a text node, never
//! parsed as HTML: what a URL or a data file says is shown as it is.
//!
//! The rules are in the types: an element being built ([`El`]) carries the
//! listeners of everything in it, and whoever places it takes them (a part
//! through `Parts::place`, a slot through [`Slot::set`]): a listener lives
//! exactly as long as what it serves. Content that comes and goes is a
//! [`Slot`]'s, never a parent's children replaced wholesale, so a slot
//! survives its parent's refresh.

use wasm_bindgen::JsCast;
use web_sys::{Element, Event, EventTarget, Node};

use crate::web::browser::document;
pub use crate::web::listener::Listener;

/// An element (or a run of nodes) being built, and the listeners on it.
pub struct El {
    node: Node,
    held: Vec<Listener>,
}

/// A new `<tag>`.
pub fn el(tag: &str) -> El {
    El::of(
        document()
            .create_element(tag)
            .unwrap_or_else(|_| panic!("a valid tag"))
            .into(),
    )
}

/// Several nodes placed as one (a document fragment: its nodes go where it
/// is placed, with no wrapper).
pub fn nodes(kids: impl IntoIterator<Item = El>) -> El {
    El::of(document().create_document_fragment().into()).kids(kids)
}

impl El {
    fn of(node: Node) -> El {
        El {
            node,
            held: Vec::new(),
        }
    }
    pub fn attr(self, name: &str, value: &str) -> El {
        // On a run of nodes there is no attribute to set: the call fails
        // quietly (the DOM says so; nothing panics).
        let _ = self
            .node
            .unchecked_ref::<Element>()
            .set_attribute(name, value);
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
        let _ = self.node.append_child(&document().create_text_node(text));
        self
    }
    /// Append `child`; its listeners are now this element's.
    pub fn child(mut self, child: El) -> El {
        let _ = self.node.append_child(&child.node);
        self.held.extend(child.held);
        self
    }
    /// Append `node` (a text node a part keeps, say).
    pub fn node(self, node: &Node) -> El {
        let _ = self.node.append_child(node);
        self
    }
    /// Place `slot`'s anchor here: its content will appear at this point.
    pub fn slot(self, slot: &Slot) -> El {
        let _ = self.node.append_child(&slot.anchor);
        self
    }
    pub fn maybe(self, child: Option<El>) -> El {
        match child {
            Some(c) => self.child(c),
            None => self,
        }
    }
    pub fn kids(self, kids: impl IntoIterator<Item = El>) -> El {
        kids.into_iter().fold(self, El::child)
    }
    /// Listen for `event` on this element for as long as whoever places it
    /// keeps it.
    pub fn on(mut self, event: &'static str, f: impl FnMut(Event) + 'static) -> El {
        self.held.push(listen(&self.node, event, f));
        self
    }
    /// Carry `listener` (on the window, say) with this element: it lives as
    /// long as whoever places the element keeps it.
    pub fn hold(mut self, listener: Listener) -> El {
        self.held.push(listener);
        self
    }
    /// The element, to keep or to place.
    pub fn get(&self) -> &Element {
        self.node.unchecked_ref()
    }
    /// The node to place, and the listeners to keep with it.
    pub fn split(self) -> (Node, Vec<Listener>) {
        (self.node, self.held)
    }
    /// The element, placed by hand (the page's root, a notice): its
    /// listeners go to `keep`.
    pub fn done(self, keep: &mut Vec<Listener>) -> Element {
        keep.extend(self.held);
        self.node.unchecked_into()
    }
}

/// Listen for `event` on `target` until the listener is dropped.
pub fn listen(
    target: &EventTarget,
    event: &'static str,
    f: impl FnMut(Event) + 'static,
) -> Listener {
    crate::web::listener::listen(target, event, f)
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
/// would have been. The slot keeps its content's listeners: replacing the
/// content drops the old ones.
pub struct Slot {
    anchor: Node,
    shown: Vec<Node>,
    held: Vec<Listener>,
}

impl Slot {
    /// A slot, and the anchor to place where its content goes.
    pub fn new() -> Slot {
        Slot {
            anchor: document().create_text_node("").into(),
            shown: Vec::new(),
            held: Vec::new(),
        }
    }
    /// Show `kids` (elements; nothing: empty).
    pub fn set(&mut self, kids: impl IntoIterator<Item = El>) {
        self.clear();
        let Some(parent) = self.anchor.parent_node() else {
            return;
        };
        for k in kids {
            let (node, held) = k.split();
            let _ = parent.insert_before(&node, Some(&self.anchor));
            self.shown.push(node);
            self.held.extend(held);
        }
    }
    pub fn clear(&mut self) {
        self.held.clear();
        for n in self.shown.drain(..) {
            if let Some(p) = n.parent_node() {
                let _ = p.remove_child(&n);
            }
        }
    }
}

impl Default for Slot {
    fn default() -> Slot {
        Slot::new()
    }
}

impl From<Node> for El {
    /// Nodes already made (kept by a part), to place again.
    fn from(n: Node) -> El {
        El::of(n)
    }
}

impl From<Element> for El {
    /// An element already made (kept by a part), to place again.
    fn from(e: Element) -> El {
        El::of(e.into())
    }
}
