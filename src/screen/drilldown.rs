//! The drill-down of the selected span: its stages, what sets each, where
//! each number comes from, and whether it decides the outage. In compare,
//! the same span in B beside it, stage by stage.

use crate::i18n::{tr, Key};
use crate::model::compare::span_delta;
use crate::model::index::SpanIx;
use crate::model::{Lang, Run, Side};
use crate::view::describe::{drilldown, own_span_lines, DrillText};
use crate::view::format::{format_ms, signed_ms};
use crate::web::browser::window;
use crate::web::number::num;

use super::dom::{el, listen, nodes, El, Slot};
use super::source::source_line;
use super::{Part, Screen};

/// What the panel shows: the span, opened from a run's row, in a
/// language, for the runs of this revision.
type Shown = Option<(SpanIx, Side, Lang, (u64, usize))>;

/// The panel for the selected span; Esc or Close shuts it.
pub struct Drilldown {
    slot: Slot,
    shown: Option<Shown>,
}

fn close() {
    super::update(|s| s.view.selected = None);
}

/// Copy a link to what the drill-down shows: its span, or the stage of it
/// the keyboard is on (`sel=SPAN/STAGE`), in the view as it is.
fn copy_link() {
    let Some((query, lang)) = super::with(|s| {
        let mut v = s.view.clone();
        v.pinned = s
            .focus
            .filter(|h| h.side == Side::A && h.span() == v.selected && h.arrow().is_none())
            .map(|h| h.target)
            .filter(|t| matches!(t, crate::view::Target::Stage { .. }));
        (
            crate::state::query::encode(&s.ds, &v, s.defaults),
            s.view.lang,
        )
    }) else {
        return;
    };
    let loc = window().location();
    let base = format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default()
    );
    let url = if query.is_empty() {
        base
    } else {
        format!("{base}?{query}")
    };
    crate::web::clipboard::copy_text(url, move || {
        let status = crate::web::browser::document()
            .query_selector("[data-testid=drilldown-link-status]")
            .ok()
            .flatten();
        if let Some(st) = status {
            st.set_text_content(Some(tr(lang, Key::Copied)));
        }
    });
}

impl Drilldown {
    /// Where the panel appears; Esc anywhere on the page closes it.
    pub fn new(_: &Screen) -> (Drilldown, El) {
        let esc = listen(&window(), "keydown", |ev| {
            let esc = wasm_bindgen::JsCast::dyn_ref::<web_sys::KeyboardEvent>(&ev)
                .is_some_and(|k| k.key() == "Escape");
            if esc && super::with(|s| s.view.selected.is_some()).unwrap_or(false) {
                close();
            }
        });
        let part = Drilldown {
            slot: Slot::new(),
            shown: None,
        };
        let placed = nodes([]).slot(&part.slot).hold(esc);
        (part, placed)
    }
}

impl Part for Drilldown {
    fn refresh(&mut self, s: &Screen) {
        let sel = s
            .view
            .selected
            .filter(|sp| sp.get() < s.ds.file.spans.len());
        // The run whose block opened it (the keyboard's or the pointer's
        // focus on that span); A's when it came from the link.
        let from = s
            .focus
            .filter(|h| h.span() == sel && s.runs.on_screen(h.side).is_some())
            .map_or(Side::A, |h| h.side);
        let key = sel.map(|sp| (sp, from, s.view.lang, s.runs.rev()));
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        self.shown = Some(key);
        let Some(sel) = sel else {
            self.slot.clear();
            return;
        };
        let lang = s.view.lang;
        let run = |r: &Run| drilldown(&s.ds, &r.timeline, &r.config, sel, lang);
        let a = s.run(Side::A);
        let d = run(a);
        // Compare: the same span in B, and B − A of its length
        // (model::compare owns the rule).
        let b = s
            .runs
            .on_screen(Side::B)
            .map(|b| (run(b), span_delta(&a.timeline, &b.timeline, sel)));
        // A reader's figures measured at this span, each run's, beside the
        // model's stages.
        let own = s.runs.iter().flat_map(|r| {
            let comparing = s.comparing();
            own_span_lines(&s.ds, r, sel, lang)
                .into_iter()
                .map(move |l| {
                    let line = if comparing {
                        format!("{}: {l}", r.side.letter())
                    } else {
                        l
                    };
                    el("p").class("drill-own").tid("drill-own").text(&line)
                })
        });
        let mut own: Vec<El> = own.collect();
        // A drill's row: each stage's drill length against the model's,
        // and where its marks differ from the model's stages.
        for r in s.runs.iter() {
            let lines = r
                .figures
                .drill()
                .map(|d| &d.words.spans[..])
                .unwrap_or_default();
            for (_, line, delta) in lines.iter().filter(|(sp, _, _)| *sp == sel) {
                let line = if s.comparing() {
                    format!("{}: {line}", r.side.letter())
                } else {
                    line.clone()
                };
                let p = el("p").class("drill-own").tid("drilldown-drill");
                let p = match delta {
                    Some(d) => p.attr("data-delta-ms", &num(*d)),
                    None => p,
                };
                own.push(p.text(&line));
            }
        }
        let id = &s.ds.file.spans[sel].id;
        self.slot.set([panel(d, b, lang)
            .kids(own)
            .attr("data-side", from.letter())
            .attr("data-span", id)]);
    }
}

fn panel(d: DrillText, b: Option<(DrillText, f64)>, lang: Lang) -> El {
    let w = |k| tr(lang, k);
    let letter = |side: &str| b.as_ref().map(|_| format!(" ({side})")).unwrap_or_default();
    let b_time = b.as_ref().map(|(b, delta)| {
        [
            el("p")
                .tid("drilldown-time-b")
                .attr("data-duration-ms", &num(b.duration_ms))
                .text(&format!("B: {}", b.time)),
            el("p")
                .tid("drilldown-delta")
                .attr("data-delta-ms", &num(*delta))
                .text(&format!(
                    "{}: {} ms",
                    w(Key::DrilldownDelta),
                    signed_ms(*delta)
                )),
        ]
    });
    let mut heads = vec![
        el("th").text(w(Key::DrilldownStage)),
        el("th").text(&format!("{}{}", w(Key::DrilldownMs), letter("A"))),
    ];
    if b.is_some() {
        heads.push(el("th").text(&format!("{} (B)", w(Key::DrilldownMs))));
        heads.push(el("th").text(w(Key::DrilldownDelta)));
    }
    for k in [
        Key::DrilldownClass,
        Key::DrilldownKnob,
        Key::TableCritical,
        Key::Source,
    ] {
        heads.push(el("th").text(w(k)));
    }
    let heads = heads.into_iter().map(|h| h.attr("scope", "col"));
    let rows = d.stages.iter().enumerate().map(|(i, st)| {
        let b_ms = b.as_ref().and_then(|(b, _)| b.stages.get(i)).map(|x| x.ms);
        let mut tr_el = el("tr").tid("drill-stage").attr("data-ms", &num(st.ms));
        if let Some(v) = b_ms {
            tr_el = tr_el.attr("data-ms-b", &num(v));
        }
        let tr_el = tr_el
            .child(el("td").text(&st.name))
            .child(el("td").class("num").text(&format_ms(st.ms)));
        let tr_el = match b_ms {
            Some(v) => tr_el
                .child(el("td").class("num").text(&format_ms(v)))
                .child(el("td").class("num").text(&signed_ms(v - st.ms))),
            None => tr_el,
        };
        let source = if st.source.is_measured() {
            el("td")
        } else {
            el("td").class("estimate")
        };
        tr_el
            .child(el("td").text(&st.class))
            .child(el("td").text(st.set_by.as_deref().unwrap_or_default()))
            .child(el("td").text(w(if st.critical { Key::Yes } else { Key::No })))
            .child(source_line(source, &st.source, lang))
    });
    let time_prefix = if b.is_some() { "A: " } else { "" };
    el("section")
        .class("drilldown")
        .tid("drilldown")
        .attr("role", "region")
        .attr("aria-label", &d.title)
        .child(
            el("header")
                .child(el("h2").text(&d.title))
                .child(
                    el("button")
                        .attr("type", "button")
                        .tid("drilldown-link")
                        .text(w(Key::CopyLinkHere))
                        .on("click", |_| copy_link()),
                )
                .child(
                    el("span")
                        .attr("role", "status")
                        .tid("drilldown-link-status"),
                )
                .child(
                    el("button")
                        .attr("type", "button")
                        .tid("drilldown-close")
                        .text(w(Key::Close))
                        .on("click", |_| close()),
                ),
        )
        .child(el("p").text(&format!("{}: {}", w(Key::DrilldownLane), d.lane)))
        .child(
            el("p")
                .tid("drilldown-time")
                .attr("data-duration-ms", &num(d.duration_ms))
                .text(&format!("{time_prefix}{}", d.time)),
        )
        .kids(b_time.into_iter().flatten())
        .child(
            el("table")
                .class("drill-stages")
                .child(el("thead").child(el("tr").kids(heads)))
                .child(el("tbody").kids(rows)),
        )
        .child(
            el("ul")
                .class("drill-path")
                .kids(d.path.iter().map(|p| el("li").text(p))),
        )
}
