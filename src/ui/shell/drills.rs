//! Each side's drill, read here: the first module keeps a drill as its
//! link's text; this module reads it (`state::drill_link`), holds it
//! against the model of the side's configuration (`model::drill`), words
//! it in the page's language, and hands the drill as drawn back to the
//! first module (`Intent::Drawn`), which draws it. Both modules derive the
//! side's run from the same drawing.

use crate::model::drill::{DrawnDrill, DrillRun};
use crate::model::{Config, Dataset, Lang, Side};
use crate::state::drill_link::{Bad, Drawing, Drawings, DrillLink};
use crate::state::protocol::{Intent, Snapshot};
use crate::view::describe::drawn_drill;

/// A side's drill as read here: its drawing, what reading found, and the
/// entries of its link left out.
#[derive(Clone, Debug, PartialEq)]
pub struct SideDrill {
    pub drawing: Drawing,
    /// The language its words are in.
    pub lang: Lang,
    pub run: DrillRun,
    pub bads: Vec<Bad>,
}

/// Each side's drill read, indexed by `Side`.
pub type ReadDrills = Vec<Option<SideDrill>>;

/// Bring `read` in line with snapshot `s`: a side whose drill, configuration
/// or language changed is read again (and its drawing sent to the first
/// module), a side with no drill has none. Says whether anything changed.
pub fn read_drills(ds: &Dataset, s: &Snapshot, read: &mut ReadDrills) -> bool {
    read.resize(Side::ALL.len(), None);
    let mut changed = false;
    for side in Side::ALL {
        let i = side.index();
        let wanted = s.drills.get(i).and_then(Option::as_ref);
        let config = s.configs.get(i);
        let (Some(link), Some(config)) = (wanted, config) else {
            changed |= read[i].take().is_some();
            continue;
        };
        let same = read[i].as_ref().is_some_and(|r| {
            r.drawing.link == *link && r.drawing.config == *config && r.lang == s.lang
        });
        if same {
            continue;
        }
        let fresh = read_one(ds, side, link, config, s.lang);
        let drawn = Intent::Drawn {
            side,
            config: config.clone(),
            link: link.clone(),
            drawn: Box::new((*fresh.drawing.drawn).clone()),
        };
        // A task later: the snapshot being taken may come from inside the
        // first module's answer to an intent of this module's.
        wasm_bindgen_futures::spawn_local(async move { crate::ui::shell::context::ask(drawn) });
        read[i] = Some(fresh);
        changed = true;
    }
    changed
}

/// One side's drill, read and drawn.
fn read_one(ds: &Dataset, side: Side, link: &DrillLink, config: &Config, lang: Lang) -> SideDrill {
    let (drill, bads) = link.read(ds);
    let (mut drawn, run): (DrawnDrill, DrillRun) = drawn_drill(ds, side, config, &drill, lang);
    // What the link carried that could not be read, said where the drill is.
    drawn
        .words
        .lines
        .extend(bads.iter().map(|b| bad_text(lang, b)));
    SideDrill {
        drawing: Drawing {
            link: link.clone(),
            config: config.clone(),
            drawn: std::sync::Arc::new(drawn),
        },
        lang,
        run,
        bads,
    }
}

/// The drawings of `read`, as the runs take them.
pub fn drawings(read: &ReadDrills) -> Drawings {
    Side::ALL.map(|side| {
        read.get(side.index())
            .and_then(Option::as_ref)
            .map(|r| r.drawing.clone())
    })
}

/// An entry of a link's drill left out, in words: "drill: «x:12» — not a
/// mark of this dataset (its marks: …)".
pub fn bad_text(lang: Lang, b: &Bad) -> String {
    use crate::i18n::page::PageKey as K;
    use crate::i18n::{tr, trf};
    use crate::state::drill_link::Problem;
    let why = match &b.problem {
        Problem::NotATime => tr(lang, K::DrillNotATime).to_string(),
        Problem::TooLarge => tr(lang, K::DrillTooLarge).to_string(),
        Problem::UnknownMark(ids) => trf(lang, K::DrillUnknownMark, &[("ids", &ids.join(", "))]),
        Problem::UnknownLane(ids) => trf(lang, K::DrillUnknownLane, &[("ids", &ids.join(", "))]),
        Problem::Twice => tr(lang, K::DrillTwice).to_string(),
        Problem::TooMany(n) => trf(lang, K::DrillTooMany, &[("n", &n.to_string())]),
    };
    trf(lang, K::DrillBad, &[("entry", &b.text), ("why", &why)])
}
