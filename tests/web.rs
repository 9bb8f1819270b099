//! Component tests in a real browser (wasm-bindgen-test in headless Chromium).
//! Plain #[test]s do not run on wasm32; these are the wasm tier.
#![cfg(target_arch = "wasm32")]

use failover_timeline::ui::{app::App, panic};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

#[wasm_bindgen_test]
fn a_panic_message_is_shown_as_text() {
    panic::report("<img src=x onerror=alert(1)> boom");
    let el = document()
        .get_element_by_id(panic::FATAL_ID)
        .expect("the alert exists");
    assert_eq!(el.get_attribute("role").as_deref(), Some("alert"));
    let text = el.text_content().unwrap();
    assert!(text.contains("<img src=x onerror=alert(1)> boom"), "{text}");
    assert_eq!(
        el.child_element_count(),
        0,
        "the message is text, not markup"
    );
}

#[wasm_bindgen_test]
async fn the_app_mounts_four_lanes_and_a_canvas() {
    let host = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&host).unwrap();
    let host: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(host);
    let handle = leptos::mount::mount_to(host.clone(), App);
    leptos::task::tick().await;
    let labels = host.query_selector_all("[data-testid=lane-label]").unwrap();
    assert_eq!(labels.length(), 4);
    let first = labels.get(0).unwrap().text_content().unwrap();
    assert!(first.contains("node0"), "{first}");
    assert!(host
        .query_selector("canvas[data-testid=timeline]")
        .unwrap()
        .is_some());
    drop(handle);
}
