//! Build what is below the timeline after the first frame, so it never
//! delays the first timeline paint. One owner for that pattern.

use leptos::prelude::*;

/// Its children, mounted on the next animation frame.
#[component]
pub fn AfterFirstFrame(children: ChildrenFn) -> impl IntoView {
    let (ready, set_ready) = signal(false);
    request_animation_frame(move || set_ready.set(true));
    view! { <Show when=move || ready.get()>{children()}</Show> }
}
