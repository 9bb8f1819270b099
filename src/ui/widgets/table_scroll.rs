//! A wide table's box: it scrolls sideways in a narrow window, and then a
//! keyboard must reach it to scroll it. One owner for that pattern.

use leptos::prelude::*;

/// The children in a sideways-scrolling box that takes focus, named by the
/// element with id `labelled_by` (the table's heading). A group, not a
/// region: the section around it is already the landmark with that name.
#[component]
pub fn TableScroll(
    /// The id of the heading that names the table.
    #[prop(into)]
    labelled_by: String,
    children: Children,
) -> impl IntoView {
    view! {
        <div class="table-scroll" tabindex="0" role="group" aria-labelledby=labelled_by>
            {children()}
        </div>
    }
}
