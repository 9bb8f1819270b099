//! The badge: the headline figure for every configuration that was measured
//! end-to-end, with on what it rests and every figure with its source;
//! otherwise a refusal that names the nearest measured configuration. Two
//! columns in a box that grows with what it shows (a source opened, a
//! reader's figures: nothing scrolls or is cut inside it), never below the
//! height it reserves (`style/main.css`).

use crate::i18n::{tr, Key};
use crate::model::Lang;
use crate::state::view_state::Side;
use crate::view::describe::{badge, drill_badge, own_badge, BadgeText, FigureText};
use crate::web::number::num;

use super::dom::{closest, el, set_attr, El, Slot};
use super::source::quote_details;
use super::{Part, Screen};

/// The verdict for a configuration, announced politely: A's (the one
/// configuration outside compare) or B's.
pub struct Badge {
    side: Side,
    section: web_sys::Element,
    main: Slot,
    details: Slot,
    shown: Option<(Lang, u64, bool)>,
}

impl Badge {
    pub fn new(_: &Screen, side: Side) -> (Badge, El) {
        let (m, d) = (Slot::new(), Slot::new());
        let main = el("div").class("badge-main").slot(&m);
        let details = el("div").class("badge-details").slot(&d);
        let section = el("section")
            .attr("role", "status")
            .attr("aria-live", "polite")
            .tid(testid(side))
            .attr("data-side", side.letter())
            .child(main)
            .child(details)
            // On a phone the badge is folded to its first line (the
            // headline, or a refusal's first words) and basis
            // (`style/main.css`): a tap on that line opens it, another
            // folds it again.
            .on("click", |ev| {
                if let Some(b) = closest(&ev, ".badge-main > p:first-of-type")
                    .and_then(|h| h.closest("section").ok().flatten())
                {
                    let open = b.has_attribute("data-open");
                    set_attr(&b, "data-open", (!open).then_some(""));
                }
            });
        let badge = Badge {
            side,
            section: section.get().clone(),
            main: m,
            details: d,
            shown: None,
        };
        (badge, section)
    }
}

/// A's badge, or B's.
fn testid(side: Side) -> &'static str {
    match side {
        Side::A => "badge",
        Side::B => "badge-b",
    }
}

impl Part for Badge {
    fn refresh(&mut self, s: &Screen) {
        let lang = s.view.lang;
        let comparing = s.comparing();
        let run = s.run(self.side);
        let key = (lang, run.rev, comparing);
        if self.shown.as_ref() == Some(&key) {
            return;
        }
        self.shown = Some(key);
        // A reader's drill leads where there is one, then a reader's
        // outage where they gave one; the page's otherwise.
        let t = drill_badge(&s.ds, run, lang)
            .or_else(|| own_badge(&s.ds, run, lang))
            .unwrap_or_else(|| badge(&s.ds, &run.timeline, &run.verdict, lang));
        let mut class = String::from("badge");
        if comparing {
            class.push_str(" compared");
        }
        if !t.measured {
            class.push_str(" not-measured");
        }
        let sec = &self.section;
        set_attr(sec, "class", Some(&class));
        let verdict = match (t.drill_n, t.own_n, t.measured) {
            (Some(_), _, _) => "drill",
            (None, Some(_), _) => "yours",
            (None, None, true) => "measured",
            (None, None, false) => "not-measured",
        };
        set_attr(sec, "data-verdict", Some(verdict));
        let n = t.drill_n.or(t.own_n);
        set_attr(sec, "data-n", n.map(|n| n.to_string()).as_deref());
        set_attr(sec, "data-outage-ms", t.outage_ms.map(num).as_deref());
        set_attr(sec, "data-e2e-ms", t.e2e_ms.map(num).as_deref());
        set_attr(sec, "data-headline", t.basis_code);
        let letter = comparing.then(|| {
            el("span")
                .class("side-letter")
                .attr("aria-hidden", "true")
                .text(self.side.letter())
        });
        let def_id = format!("{}-e2e-def", testid(self.side));
        self.main
            .set(letter.into_iter().chain(main_column(&t, lang, &def_id)));
        self.details.set(details_column(t, lang));
    }
}

/// The headline, its basis, the lines beside it and the caveat.
fn main_column(t: &BadgeText, lang: Lang, def_id: &str) -> Vec<El> {
    let mut out = Vec::new();
    if let Some(h) = &t.headline {
        let p = el("p").class("badge-headline").tid("badge-headline");
        out.push(match &t.e2e_definition {
            // End-to-end in the headline: defined on hover and focus.
            Some(def) => p
                .child(
                    el("span")
                        .class("metric-def")
                        .attr("tabindex", "0")
                        .attr("title", def)
                        .attr("aria-describedby", def_id)
                        .text(h),
                )
                .child(
                    el("span")
                        .attr("id", def_id)
                        .class("metric-tip")
                        .attr("role", "tooltip")
                        .text(def),
                ),
            None => p.text(h),
        });
    }
    if let Some(b) = &t.basis {
        // Our reading of where the page's figure goes, beside its sentence.
        let reading = t.basis_reading.as_ref().map(|r| el("p").text(r));
        let q = t
            .basis_quote
            .clone()
            .map(|q| quote_details(lang, q).maybe(reading));
        out.push(
            el("p")
                .class("badge-basis")
                .tid("badge-basis")
                .text(b)
                .maybe(q),
        );
    }
    out.extend(t.lines.iter().map(|l| el("p").class("badge-line").text(l)));
    if let Some((c, q)) = &t.caveat {
        out.push(
            el("p")
                .class("badge-line badge-caveat")
                .tid("badge-caveat")
                .text(c)
                .maybe(q.clone().map(|q| quote_details(lang, q))),
        );
    }
    out
}

/// Where the page disagrees with itself (first: it is about the
/// headline), the details, the figures, and the other metrics' figures.
fn details_column(t: BadgeText, lang: Lang) -> Vec<El> {
    let mut out = figure_list(t.also, lang, Key::BadgeAlso, "badge-also");
    out.extend(
        t.details
            .iter()
            .map(|l| el("p").class("badge-line").text(l)),
    );
    out.push(
        el("ul").class("badge-figures").kids(
            t.figures
                .into_iter()
                .map(|f| figure_item(f, lang, "badge-figure")),
        ),
    );
    out.extend(figure_list(t.other, lang, Key::BadgeOther, "badge-other"));
    out
}

/// One figure line, its test id `testid`.
fn figure_item(f: FigureText, lang: Lang, testid: &str) -> El {
    el("li")
        .tid(testid)
        .child(el("span").class("figure-values").text(&f.values))
        .maybe(
            f.note
                .map(|n| el("span").class("figure-note").text(&format!(" ({n})"))),
        )
        .maybe(f.quote.map(|q| quote_details(lang, q)))
}

/// A headed list of figures (none: nothing), its items' test id also its
/// class.
fn figure_list(figures: Vec<FigureText>, lang: Lang, heading: Key, testid: &str) -> Vec<El> {
    if figures.is_empty() {
        return Vec::new();
    }
    vec![
        el("p")
            .class(&format!("badge-line {testid}"))
            .text(tr(lang, heading)),
        el("ul")
            .class(&format!("badge-figures {testid}-list"))
            .kids(figures.into_iter().map(|f| figure_item(f, lang, testid))),
    ]
}
