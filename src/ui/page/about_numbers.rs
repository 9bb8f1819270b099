//! "About the numbers": the model against every measured figure, with each
//! residual shown and each known model limit explained. Nothing is tuned
//! to hide a difference.

use leptos::prelude::*;

use crate::i18n::page::{PageKey, Word};
use crate::i18n::{tr, trf, Key};
use crate::model::calibrate::{calibrate, FigureMark};
use crate::model::file::StatedKind;
use crate::view::evidence::arithmetic_value;
use crate::view::format::format_ms;
use crate::view::format::signed_ms;

use crate::ui::shell::context::use_app;
use crate::ui::widgets::table_head::TableHead;
use crate::ui::widgets::table_scroll::TableScroll;
use crate::ui::widgets::words::words;

#[component]
pub fn AboutNumbers() -> impl IntoView {
    let ctx = use_app();
    let lang = move || ctx.lang.get();
    let ds = ctx.ds.clone();
    let rows = calibrate(&ds);
    let within = rows.iter().filter(|r| r.within).count().to_string();
    let all = rows.len().to_string();
    let body = move || {
        let l = lang();
        rows.iter()
            .map(|r| {
                let arm = &ds.file.arms[r.arm];
                let metric = ds.file.metrics[r.metric].name.get(l).to_string();
                let sep = if r.range { "–" } else { " / " };
                let mut measured = r.measured.iter().map(|v| format_ms(*v)).collect::<Vec<_>>().join(sep);
                if r.marks.contains(&FigureMark::Arithmetic) {
                    measured = arithmetic_value(&measured);
                }
                if !r.marks.is_empty() {
                    let marks: Vec<&str> = r.marks.iter().map(|&m| tr(l, mark_key(m))).collect();
                    measured = format!("{measured} ({})", marks.join(", "));
                }
                let marks = r.marks.iter().map(|m| m.code()).collect::<Vec<_>>().join(" ");
                let residual = r.worst_residual;
                let limit = r.limit.map(|i| {
                    trf(l, PageKey::AboutLimit, &[("why", ds.file.model_limits[i].why.get(l))])
                });
                let class = if r.within { "" } else { "outside" };
                view! {
                    <tr class=class data-testid="about-row" data-arm=arm.id.clone() data-marks=marks>
                        <th scope="row"><code>{arm.id.clone()}</code></th>
                        <td>{metric}</td>
                        <td class="num">{measured}</td>
                        <td class="num">{format_ms(r.model)}</td>
                        <td class="num">{signed(residual)}</td>
                        <td class="num">{format!("±{}", format_ms(r.tolerance))}</td>
                        <td>{tr(l, if r.within { Key::Yes } else { Key::No })}{limit.map(|t| view! { <div class="limit">{t}</div> })}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let ds2 = ctx.ds.clone();
    let stated = move || {
        let l = lang();
        ds2.file
            .stated
            .iter()
            .map(|st| {
                let (kind, value) = match st.kind {
                    StatedKind::Difference => (
                        PageKey::StatedDifference,
                        format!("{} ms", signed_ms(st.value)),
                    ),
                    StatedKind::Share => {
                        (PageKey::StatedShare, format!("~{}%", format_ms(st.value)))
                    }
                    StatedKind::Bound => {
                        (PageKey::StatedBound, format!("{} ms", format_ms(st.value)))
                    }
                    StatedKind::Spread => {
                        (PageKey::StatedSpread, format!("{} ms", format_ms(st.value)))
                    }
                };
                view! {
                    <li data-testid="stated-figure" data-id=st.id.clone()>
                        <strong>{value}</strong>
                        {format!(" ({}) — {}", tr(l, kind), st.text.get(l))}
                        {crate::ui::widgets::source_quote::source_quote(&ds2, &st.source, l)}
                    </li>
                }
            })
            .collect_view()
    };
    let has_stated = !ctx.ds.file.stated.is_empty();
    view! {
        <section class="about-numbers" aria-labelledby="about-title" data-testid="about-numbers">
            <h2 id="about-title">{words(ctx.lang, PageKey::AboutTitle)}</h2>
            <p>{words(ctx.lang, PageKey::AboutIntro)}</p>
            <p data-testid="about-summary">{move || trf(lang(), PageKey::AboutSummary, &[("within", &within), ("all", &all)])}</p>
            <TableScroll labelled_by="about-title">
                <table>
                    <TableHead columns={&[Word::Page(PageKey::AboutArm), Word::Page(PageKey::AboutMetric), Word::Page(PageKey::ChartFigure), Word::Page(PageKey::AboutModel), Word::Page(PageKey::AboutResidual), Word::Page(PageKey::AboutTolerance), Word::Page(PageKey::AboutWithin)]} />
                    <tbody>{body}</tbody>
                </table>
            </TableScroll>
            <Show when=move || has_stated>
                <h3>{words(ctx.lang, PageKey::StatedTitle)}</h3>
                <ul class="stated-figures">{stated.clone()}</ul>
            </Show>
        </section>
    }
}

fn mark_key(m: FigureMark) -> Word {
    match m {
        FigureMark::Arithmetic => Word::First(Key::FigureArithmetic),
        FigureMark::Reading => Word::First(Key::FigureReading),
        FigureMark::Ambiguous => Word::Page(PageKey::MarkAmbiguous),
    }
}

/// A residual with its sign; a residual below display precision is "0".
fn signed(r: f64) -> String {
    if r.abs() < 0.05 {
        "0".to_string()
    } else if r > 0.0 {
        format!("+{}", format_ms(r))
    } else {
        format!("−{}", format_ms(-r))
    }
}
