//! Native tests of the words shown about the timeline: the drill-down, the
//! badge and an arrow's tooltip.

mod common;
use common::{aeron, tuned};
use failover_timeline::model::index::{ArrowIx, SpanIx};

use failover_timeline::model::file::{Duration, Source};
use failover_timeline::model::{schedule, verdict, Lang};
use failover_timeline::view::describe::{arrow_tooltip, badge, drilldown, SourceText};

#[test]
fn a_drill_down_adds_up_and_says_where_each_number_comes_from() {
    let ds = aeron();
    let cfg = tuned(&ds);
    let tl = schedule(&ds, &cfg);
    for s in SpanIx::all(tl.spans.len()) {
        let d = drilldown(&ds, &tl, &cfg, s, Lang::En);
        let sum: f64 = d.stages.iter().map(|st| st.ms).sum();
        assert!((sum - d.duration_ms).abs() < 1e-9, "{}", d.title);
        // Each stage's source: its length's own source where it has one
        // (a by-knob value's), else the stage's; a seed's sentence with
        // that seed's language, or the model's derivation (resting on the
        // stage's sentence where that is the page's).
        for (st, spec) in d.stages.iter().zip(&ds.file.spans[s].stages) {
            let own = match &spec.ms {
                Some(Duration::Fixed(v)) => v.source.as_ref(),
                Some(Duration::By { by, values }) => values
                    .get(cfg.get(&ds, ds.dimension_index(by).unwrap()))
                    .unwrap()
                    .source
                    .as_ref(),
                None => None,
            };
            match (&st.source, own.unwrap_or(&spec.source)) {
                (SourceText::Measured(q), Source::Seed { seed, quote }) => {
                    let seed = ds.file.seeds.iter().find(|x| &x.id == seed).unwrap();
                    assert_eq!((&q.text, &q.lang), (quote, &seed.lang));
                }
                (SourceText::Estimate { how, rests_on }, Source::Derived { derived }) => {
                    assert_eq!(how, derived.get(Lang::En));
                    let shared = match &spec.source {
                        Source::Seed { quote, .. } if own.is_some() => Some(quote),
                        _ => None,
                    };
                    assert_eq!(rests_on.as_ref().map(|q| &q.text), shared);
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(!d.path.is_empty());
    }
    let zh = drilldown(&ds, &tl, &cfg, SpanIx(0), Lang::Zh);
    assert!(zh
        .path
        .iter()
        .any(|p| p.contains("关键路径") || p.contains("余量") || p.contains("中断")));
}

#[test]
fn the_badge_quotes_no_outage_for_an_unrun_combination() {
    let ds = aeron();
    let mut cfg = tuned(&ds);
    cfg.set(&ds, "setup", "20ms").unwrap();
    let tl = schedule(&ds, &cfg);
    let b = badge(&ds, &tl, &verdict(&ds, &cfg), Lang::En);
    assert!(!b.measured && b.headline.is_none() && b.outage_ms.is_none() && b.e2e_ms.is_none());
    let all = b.lines.join(" ");
    let model = failover_timeline::view::format::format_ms(tl.outage_ms);
    assert!(!all.contains(&format!("{model} ms")), "{all}");
    assert!(all.contains("never run end-to-end"));
    let tuned_cfg = tuned(&ds);
    let tl = schedule(&ds, &tuned_cfg);
    let b = badge(&ds, &tl, &verdict(&ds, &tuned_cfg), Lang::Zh);
    assert_eq!(
        b.headline.as_deref(),
        Some("客户端中断 81 ms · 端到端 85 ms")
    );
}

#[test]
fn an_arrow_tooltip_names_its_gate() {
    let ds = aeron();
    let cfg = tuned(&ds);
    let tl = schedule(&ds, &cfg);
    for a in ArrowIx::all(tl.arrows.len()) {
        let tip = arrow_tooltip(&ds, &tl, &cfg, a, Lang::En);
        assert_eq!(
            tip.source.is_measured(),
            ds.file.arrows[a].source.is_measured()
        );
        let lines = tip.lines;
        assert_eq!(lines.len(), 3);
        assert!(lines[2].starts_with("gated by") || lines[2] == "no knob gates it");
        if ds.arrow_gate(a).is_some() {
            assert!(lines[2].contains(" = "), "{}", lines[2]);
        }
    }
}
