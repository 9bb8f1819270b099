//! The difference between A and B: a number only when both were measured
//! end-to-end; otherwise which side was never run and why no number.

use leptos::prelude::*;

use crate::model::compare::delta;
use crate::view::describe::delta_text;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::number::num;

/// B − A of the measured headlines, or the refusal.
#[component]
pub fn Delta() -> impl IntoView {
    let ctx = use_app();
    let ds = ctx.ds.clone();
    // Read in place: a knob change in compare clones no timeline.
    let text = Memo::new(move |_| {
        let lang = ctx.lang.get();
        ctx.verdict.with(|va| {
            ctx.verdict_b.with(|vb| {
                let vb = vb.as_ref()?;
                ctx.timeline.with(|ta| {
                    ctx.timeline_b.with(|tb| {
                        let d = delta(va, vb);
                        Some(delta_text(&ds, &d, (ta, va), (tb.as_ref()?, vb), lang))
                    })
                })
            })
        })
    });
    move || {
        text.get().map(|t| {
            let measured = t.delta_ms.is_some();
            view! {
                <section
                    class="delta"
                    class:not-measured=!measured
                    role="status"
                    aria-live="polite"
                    data-testid="delta"
                    data-delta-ms=t.delta_ms.map(num)
                >
                    <p class="delta-text">{t.text}</p>
                    <p class="delta-moved">{t.moved}</p>
                </section>
            }
        })
    }
}
