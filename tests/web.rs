//! Component tests in a real browser (wasm-bindgen-test in headless Chromium).
//! Plain #[test]s do not run on wasm32; these are the wasm tier.
#![cfg(target_arch = "wasm32")]

// The first module's allocator, under every test here (the first module links it).
extern crate first_alloc;
use failover_timeline::web::panic;
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

/// The first module of the page for the default dataset (the app fetches its
/// packed file; the e2e tier covers that on the built site).
#[wasm_bindgen_test]
async fn the_app_mounts_four_lanes_and_a_canvas() {
    use failover_timeline::model::{bundled, load, Lang};
    use failover_timeline::screen::app::put_up;
    use failover_timeline::state::query::Defaults;
    use failover_timeline::view::Theme;
    let json = bundled::DATASETS
        .iter()
        .find(|(id, _)| *id == bundled::DEFAULT)
        .unwrap()
        .1;
    let ds = failover_timeline::model::Held::new(load(json).expect("the default dataset loads"));
    let defaults = Defaults {
        lang: Lang::En,
        theme: Theme::Light,
    };
    put_up(ds, Vec::new(), defaults);
    let host = document();
    let labels = host.query_selector_all("[data-testid=lane-label]").unwrap();
    assert_eq!(labels.length(), 4);
    let first = labels.get(0).unwrap().text_content().unwrap();
    assert!(first.contains("node0"), "{first}");
    assert!(host
        .query_selector("canvas[data-testid=timeline]")
        .unwrap()
        .is_some());
}

/// Another system's dataset (StoatFlow, seed 003) has no JVM properties,
/// charts or inert knobs: the page still mounts, with the sections it has
/// (the first module, and what the second module mounts below it).
#[wasm_bindgen_test]
async fn another_systems_dataset_mounts_with_the_sections_it_has() {
    use failover_timeline::model::{load, Lang};
    use failover_timeline::screen::app::put_up;
    use failover_timeline::state::query::Defaults;
    use failover_timeline::view::Theme;
    use std::sync::Arc;

    let ds = load(include_str!("../data/stoatflow.json")).expect("the StoatFlow dataset loads");
    let lanes = ds.file.lanes.len() as u32;
    let ds_charts = ds.file.reference.charts.len() as u32;
    let r = &ds.file.reference;
    let ds_sections = (r.sections.len()
        + usize::from(r.metric.is_some())
        + usize::from(!r.traps.is_empty())) as u32;
    let defaults = Defaults {
        lang: Lang::En,
        theme: Theme::Light,
    };
    let ds = Arc::new(ds);
    let below = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&below).unwrap();
    let below: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(below);
    let d2 = ds.clone();
    let first = load(include_str!("../data/stoatflow.json")).expect("it loads");
    put_up(
        failover_timeline::model::Held::new(first),
        Vec::new(),
        defaults,
    );
    let host = document();
    let sections = leptos::mount::mount_to(below.clone(), move || {
        use failover_timeline::state::protocol::Snapshot;
        use failover_timeline::state::ViewState;
        use failover_timeline::ui::page::page_sections::PageSections;
        let view = ViewState::initial(&d2, Lang::En, Theme::Light);
        failover_timeline::ui::shell::context::provide_app(d2.clone(), Snapshot::new(&d2, &view));
        leptos::view! { <PageSections /> }
    });
    // Past the first frame, when the sections below the timeline are built.
    let later = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 100)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(later).await.unwrap();
    assert_eq!(
        host.query_selector_all("[data-testid=lane-label]")
            .unwrap()
            .length(),
        lanes
    );
    let count = |sel: &str| below.query_selector_all(sel).unwrap().length();
    assert_eq!(
        count("[data-testid=about-numbers]"),
        1,
        "about the numbers is there"
    );
    assert!(count("[data-testid=about-row]") > 0);
    assert_eq!(
        count("[data-testid=config-text]"),
        0,
        "no JVM properties, no config panel"
    );
    assert_eq!(count("[data-testid=inert-row]"), 0);
    assert_eq!(
        count(".evidence-chart"),
        ds_charts,
        "only the charts it has"
    );
    assert_eq!(
        count("[data-testid^=ref-]"),
        ds_sections,
        "its reference sections"
    );
    assert!(
        document().get_element_by_id(panic::FATAL_ID).is_none(),
        "no panic"
    );
    drop(sections);
}

/// The page below's context: a snapshot with a knob changed wakes what
/// reads the configuration and not what reads the language, once the
/// snapshots settle (several in a row, as a dragged slider sends, wake it
/// once), and a snapshot that changes nothing wakes no one. (The first
/// screen repaints the canvas before its other parts by their order in
/// `screen::views`.)
#[wasm_bindgen_test]
async fn a_state_change_wakes_only_its_readers() {
    use failover_timeline::model::{bundled, load, Lang};
    use failover_timeline::state::protocol::Snapshot;
    use failover_timeline::state::ViewState;
    use failover_timeline::ui::shell::context::{provide_app, SETTLE_MS};
    use failover_timeline::view::Theme;
    use leptos::prelude::*;
    use std::sync::{Arc, Mutex};

    // Mounting sets up the browser executor that runs effects.
    let host = document().create_element("div").unwrap();
    let mounted = leptos::mount::mount_to(wasm_bindgen::JsCast::unchecked_into(host), || ());
    let owner = Owner::new();
    owner.set();
    let ds = Arc::new(load(bundled::DATASETS[0].1).expect("the bundled dataset loads"));
    let mut view = ViewState::initial(&ds, Lang::En, Theme::Light);
    let ctx = provide_app(ds.clone(), Snapshot::new(&ds, &view));
    let log = Arc::new(Mutex::new(Vec::<&str>::new()));
    let push = |name: &'static str| {
        let log = log.clone();
        move || log.lock().unwrap().push(name)
    };
    let (lang, config) = (push("lang"), push("config"));
    let (l, c) = (ctx.lang, ctx.config);
    Effect::new(move |_| {
        l.track();
        lang()
    });
    Effect::new(move |_| {
        c.with(|_| ());
        config()
    });
    leptos::task::tick().await;
    assert_eq!(*log.lock().unwrap(), ["lang", "config"], "each runs once");
    log.lock().unwrap().clear();

    let stock = view.config.clone();
    view.config.values[0] = 1 - view.config.values[0].min(1);
    let moved = view.config.clone();
    // One change wakes its readers at once.
    ctx.apply(Snapshot::new(&ds, &view));
    leptos::task::tick().await;
    assert_eq!(*log.lock().unwrap(), ["config"]);
    log.lock().unwrap().clear();
    // A drag: the knob back, there again and back, a snapshot each, right
    // after (it ends off what the readers last saw).
    for cfg in [&stock, &moved, &stock] {
        view.config = cfg.clone();
        ctx.apply(Snapshot::new(&ds, &view));
        leptos::task::tick().await;
    }
    assert!(
        log.lock().unwrap().is_empty(),
        "nothing wakes before they settle"
    );
    // The runs followed at once (what an export draws).
    let a = failover_timeline::model::Side::A;
    assert_eq!(ctx.runs.with_untracked(|r| r.get(a).config.clone()), stock);
    after_ms(SETTLE_MS + 20).await;
    leptos::task::tick().await;
    assert_eq!(*log.lock().unwrap(), ["config"], "one wake for the three");
    log.lock().unwrap().clear();

    after_ms(SETTLE_MS + 20).await;
    view.set_zoom(view.zoom);
    ctx.apply(Snapshot::new(&ds, &view));
    after_ms(SETTLE_MS + 20).await;
    leptos::task::tick().await;
    assert!(log.lock().unwrap().is_empty(), "{:?}", log.lock().unwrap());
    drop(owner);
    drop(mounted);
}

/// Every field of a snapshot reaches the page below: each one changed in
/// turn shows in the context's signal of it, and the runs follow the
/// configurations.
#[wasm_bindgen_test]
async fn every_snapshot_field_reaches_the_page_below() {
    use failover_timeline::model::index::SpanIx;
    use failover_timeline::model::{bundled, load, schedule, Lang};
    use failover_timeline::state::protocol::Snapshot;
    use failover_timeline::state::ViewState;
    use failover_timeline::ui::shell::context::provide_app;
    use failover_timeline::view::Theme;
    use leptos::prelude::*;
    use std::sync::Arc;

    let owner = Owner::new();
    owner.set();
    let ds = Arc::new(load(bundled::DATASETS[0].1).expect("the bundled dataset loads"));
    let view = ViewState::initial(&ds, Lang::En, Theme::Light);
    let mut s = Snapshot::new(&ds, &view);
    let ctx = provide_app(ds.clone(), s.clone());
    let mut b = s.configs[0].clone();
    b.values[0] = 1 - b.values[0].min(1);
    s.configs.push(b.clone());
    s.lang = Lang::Zh;
    s.theme = Theme::Dark;
    s.critical = true;
    s.selected = Some(SpanIx(1));
    s.zoom = 1100.0 / 343.0;
    s.ruler = Some((1.0 / 3.0, 40.25));
    s.tour = (!ds.tour().is_empty()).then_some(0);
    s.find = Some("a;b".into());
    s.waits_hidden = true;
    ctx.apply(s.clone());
    // Every field back, as the exports read it (`AppCtx::snapshot`).
    assert_eq!(ctx.snapshot(), s);
    assert_eq!(ctx.config.get_untracked(), s.configs[0]);
    assert_eq!(ctx.compare.get_untracked(), Some(b.clone()));
    assert_eq!(ctx.timeline_b.get_untracked(), Some(schedule(&ds, &b)));
    assert_eq!(ctx.lang.get_untracked(), Lang::Zh);
    assert_eq!(ctx.theme.get_untracked(), Theme::Dark);
    assert!(ctx.critical.get_untracked());
    assert_eq!(ctx.selected.get_untracked(), Some(SpanIx(1)));
    assert_eq!(ctx.zoom.get_untracked(), s.zoom);
    assert_eq!(ctx.ruler.get_untracked(), s.ruler);
    assert_eq!(ctx.tour.get_untracked(), s.tour);
    assert_eq!(ctx.find.get_untracked(), s.find);
    // Compare closed: B goes (once the snapshots settle, or an export
    // asks: `settle`).
    s.configs.truncate(1);
    ctx.apply(s);
    ctx.settle();
    assert_eq!(ctx.compare.get_untracked(), None);
    assert_eq!(ctx.timeline_b.get_untracked(), None);
    drop(owner);
}

/// `ms` later (a timer of `ms` has run).
async fn after_ms(ms: u32) {
    let later = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms as i32)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(later).await.unwrap();
}

/// One task later (a timer of 0 ms has run).
async fn next_task() {
    let later = web_sys::js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(later).await.unwrap();
}

/// A screen of the bundled dataset with only `parts` on it.
fn screen_with(parts: failover_timeline::screen::Parts) {
    use failover_timeline::model::{bundled, load, Lang};
    use failover_timeline::screen::{put_up, Screen};
    use failover_timeline::state::query::Defaults;
    use failover_timeline::state::ViewState;
    use failover_timeline::view::Theme;
    let ds = failover_timeline::model::Held::new(load(bundled::DATASETS[0].1).expect("it loads"));
    let view = ViewState::initial(&ds, Lang::En, Theme::Light);
    let defaults = Defaults {
        lang: Lang::En,
        theme: Theme::Light,
    };
    put_up(Screen::new(ds, defaults, view, Vec::new()), parts, 0.0);
}

/// A change asked for while the parts refresh (an event the DOM fires as
/// it changes) waits a task: no part sees the state change under it.
#[wasm_bindgen_test]
async fn a_change_during_a_refresh_waits() {
    use failover_timeline::screen::{dom::nodes, take_down, update, Part, Parts, Screen};
    use std::cell::RefCell;
    use std::rc::Rc;

    struct Probe {
        seen: Rc<RefCell<Vec<bool>>>,
        asked: bool,
    }
    impl Part for Probe {
        fn refresh(&mut self, s: &Screen) {
            self.seen.borrow_mut().push(s.view.critical);
            if !self.asked {
                self.asked = true;
                update(|s| s.view.critical = true);
                // Still the state this refresh began with.
                self.seen.borrow_mut().push(s.view.critical);
            }
        }
    }
    let seen = Rc::new(RefCell::new(Vec::new()));
    let mut parts = Parts::default();
    let _ = parts.place((
        Probe {
            seen: seen.clone(),
            asked: false,
        },
        nodes([]),
    ));
    // What earlier tests left to run (a fetch's answer, a one-shot) runs
    // first, not under this screen.
    for _ in 0..3 {
        next_task().await;
    }
    screen_with(parts);
    assert_eq!(*seen.borrow(), [false, false], "the change has not run yet");
    next_task().await;
    // Then it ran, and a refresh showed it. (A refresh another task asked
    // for may come between, with the state as it was: never the change
    // seen early.)
    let seen = seen.borrow();
    assert_eq!(seen.last(), Some(&true), "then it ran: {seen:?}");
    assert_eq!(
        seen.iter().position(|&c| c),
        Some(seen.len() - 1),
        "only the refresh after it saw it: {seen:?}"
    );
    take_down();
}

/// Taking the screen down drops every listener its parts hold: on their
/// elements and on the window.
#[wasm_bindgen_test]
async fn take_down_drops_every_listener() {
    use failover_timeline::screen::dom::{el, listen};
    use failover_timeline::screen::{take_down, Part, Parts, Screen};
    use std::cell::Cell;
    use std::rc::Rc;

    struct Quiet;
    impl Part for Quiet {
        fn refresh(&mut self, _: &Screen) {}
    }
    let (clicks, pings) = (Rc::new(Cell::new(0)), Rc::new(Cell::new(0)));
    let (c, p) = (clicks.clone(), pings.clone());
    let window: web_sys::EventTarget = web_sys::window().unwrap().into();
    let button = el("button")
        .on("click", move |_| c.set(c.get() + 1))
        .hold(listen(&window, "ft-test-ping", move |_| p.set(p.get() + 1)));
    let mut parts = Parts::default();
    let button = parts.place((Quiet, button));
    let button: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(button.split().0);
    document().body().unwrap().append_child(&button).unwrap();
    screen_with(parts);
    let ping = || {
        let ev = web_sys::Event::new("ft-test-ping").unwrap();
        web_sys::window().unwrap().dispatch_event(&ev).unwrap();
    };
    button.click();
    ping();
    assert_eq!((clicks.get(), pings.get()), (1, 1), "listening while up");
    take_down();
    button.click();
    ping();
    assert_eq!(
        (clicks.get(), pings.get()),
        (1, 1),
        "nothing listens once down"
    );
    button.remove();
}

/// A slot survives its parent's refresh: a sibling slot replaced again and
/// again leaves it in place, and it can still be set; content replaced in
/// a slot drops the listeners of what it replaced.
#[wasm_bindgen_test]
async fn a_slot_survives_its_parents_refresh() {
    use failover_timeline::screen::dom::{el, Slot};
    use std::cell::Cell;
    use std::rc::Rc;

    let (mut first, mut second) = (Slot::new(), Slot::new());
    let parent = el("div").slot(&first).slot(&second).split().0;
    let parent: web_sys::Element = wasm_bindgen::JsCast::unchecked_into(parent);
    document().body().unwrap().append_child(&parent).unwrap();
    let text = || parent.text_content().unwrap_or_default();
    first.set([el("b").text("kept")]);
    let clicks = Rc::new(Cell::new(0));
    let mut old = None;
    for i in 0..3 {
        let c = clicks.clone();
        let button = el("button")
            .text(&i.to_string())
            .on("click", move |_| c.set(c.get() + 1));
        let node = button.get().clone();
        second.set([button]);
        if let Some(old) = old.replace(node) {
            let old: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(old);
            old.click();
        }
        assert_eq!(text(), format!("kept{i}"));
    }
    assert_eq!(clicks.get(), 0, "a replaced button's listener went with it");
    let last: web_sys::HtmlElement = wasm_bindgen::JsCast::unchecked_into(old.unwrap());
    last.click();
    assert_eq!(clicks.get(), 1, "the shown one listens");
    first.set([el("i").text("again")]);
    assert_eq!(text(), "again2", "the first slot still works, in its place");
    parent.remove();
}
