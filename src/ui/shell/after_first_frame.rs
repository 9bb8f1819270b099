//! Build what is below the timeline after the first frame, so it never
//! delays the first timeline paint. One owner for that pattern.

use leptos::prelude::*;

/// Its children, mounted once the first frame has been rendered.
///
/// Not in an animation-frame callback: those run at the start of the frame,
/// before its style, layout and paint, so what they build is in that frame.
/// Built there, the page below the timeline (~3,000 boxes) was laid out in
/// the first frame and the timeline appeared ~400 ms after it was drawn. A
/// timer set from the callback runs after the frame is rendered.
#[component]
pub fn AfterFirstFrame(children: ChildrenFn) -> impl IntoView {
    let (ready, set_ready) = signal(false);
    after_first_frame(move || set_ready.set(true));
    view! { <Show when=move || ready.get()>{children()}</Show> }
}

/// Run `f` once the next frame has been rendered (see above for why a timer
/// set from the animation-frame callback).
pub fn after_first_frame(f: impl FnOnce() + 'static) {
    request_animation_frame(move || set_timeout(f, std::time::Duration::ZERO));
}
