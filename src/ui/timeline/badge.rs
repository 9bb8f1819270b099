//! The badge: the headline figure for every configuration that was measured
//! end-to-end, with on what it rests and every figure with its source;
//! otherwise a refusal that names the nearest measured configuration. Two
//! columns in a box of fixed height: a verdict that flips while a slider
//! drags does not move the timeline below.

use leptos::prelude::*;

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::view_state::Side;
use crate::view::describe::{badge, FigureText};

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::num;
use crate::ui::widgets::source_quote::quote_details;

/// One figure line, plain text in `lang` (the list is rebuilt on every
/// change: no reactive label inside it).
fn figure_item(f: FigureText, lang: Lang, testid: &'static str) -> impl IntoView {
    view! {
        <li data-testid=testid>
            <span class="figure-values">{f.values}</span>
            {f.note.map(|n| view! { <span class="figure-note">{format!(" ({n})")}</span> })}
            {f.quote.map(|q| quote_details(tr(lang, Key::Source), q))}
        </li>
    }
}

/// A headed list of figures (none: nothing), its items' test id also its
/// class.
fn figure_list(
    figures: Vec<FigureText>,
    lang: Lang,
    heading: Key,
    testid: &'static str,
) -> Option<impl IntoView> {
    (!figures.is_empty()).then(|| {
        let items = figures
            .into_iter()
            .map(|f| figure_item(f, lang, testid))
            .collect_view();
        view! {
            <p class=format!("badge-line {testid}")>{tr(lang, heading)}</p>
            <ul class=format!("badge-figures {testid}-list")>{items}</ul>
        }
    })
}

/// Plain lines of the badge.
fn line_items(lines: Vec<String>) -> impl IntoView {
    lines
        .into_iter()
        .map(|l| view! { <p class="badge-line">{l}</p> })
        .collect_view()
}

/// The verdict for a configuration, announced politely: A's (the one
/// configuration outside compare) or B's.
#[component]
pub fn Badge(
    /// Which configuration of a comparison.
    #[prop(optional)]
    side: Side,
) -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    let c = ctx.clone();
    let text = Memo::new(move |_| {
        let lang = c.lang.get();
        c.with_side(side, |tl, v| badge(&ds, tl, v, lang))
    });
    let testid = match side {
        Side::A => "badge",
        Side::B => "badge-b",
    };
    let def_id = format!("{testid}-e2e-def");
    let comparing = move || ctx.compare.with(|b| b.is_some());
    view! {
        <section
            class="badge"
            role="status"
            aria-live="polite"
            data-testid=testid
            data-side=side.letter()
            class:compared=comparing
            data-verdict=move || if text.with(|t| t.measured) { "measured" } else { "not-measured" }
            data-outage-ms=move || text.with(|t| t.outage_ms.map(num))
            data-e2e-ms=move || text.with(|t| t.e2e_ms.map(num))
            data-headline=move || text.with(|t| t.basis_code)
            class:not-measured=move || !text.with(|t| t.measured)
        >
            <div class="badge-main">
                <Show when=comparing>
                    <span class="side-letter" aria-hidden="true">{side.letter()}</span>
                </Show>
                {move || {
                    let lang = ctx.lang.get_untracked();
                    text.with(|t| {
                        let head = t.headline.clone().map(|h| match t.e2e_definition.clone() {
                            // End-to-end in the headline: defined on hover and focus.
                            Some(def) => view! {
                                <p class="badge-headline" data-testid="badge-headline">
                                    <span
                                        class="metric-def"
                                        tabindex="0"
                                        title=def.clone()
                                        aria-describedby=def_id.clone()
                                    >
                                        {h}
                                    </span>
                                    <span id=def_id.clone() class="metric-tip" role="tooltip">{def}</span>
                                </p>
                            }
                            .into_any(),
                            None => view! { <p class="badge-headline" data-testid="badge-headline">{h}</p> }.into_any(),
                        });
                        let basis = t.basis.clone().map(|b| {
                            let q = t.basis_quote.clone().map(|q| quote_details(tr(lang, Key::Source), q));
                            view! { <p class="badge-basis" data-testid="badge-basis">{b}{q}</p> }
                        });
                        let lines = line_items(t.lines.clone());
                        let caveat = t.caveat.clone().map(|(c, q)| {
                            view! {
                                <p class="badge-line badge-caveat" data-testid="badge-caveat">
                                    {c}
                                    {q.map(|q| quote_details(tr(lang, Key::Source), q))}
                                </p>
                            }
                        });
                        (head, basis, lines, caveat)
                    })
                }}
            </div>
            <div class="badge-details">
                {move || {
                    // Rebuilt whenever the text changes, the language included.
                    let lang = ctx.lang.get_untracked();
                    text.with(|t| {
                        let details = line_items(t.details.clone());
                        let figures = t
                            .figures
                            .clone()
                            .into_iter()
                            .map(|f| figure_item(f, lang, "badge-figure"))
                            .collect_view();
                        // Where the page disagrees with itself, first: it is
                        // about the headline.
                        let also = figure_list(t.also.clone(), lang, Key::BadgeAlso, "badge-also");
                        let other = figure_list(t.other.clone(), lang, Key::BadgeOther, "badge-other");
                        view! {
                            {also}
                            {details}
                            <ul class="badge-figures">{figures}</ul>
                            {other}
                        }
                    })
                }}
            </div>
        </section>
    }
}
