//! The page's words are the page's: where a dataset's own text marks words
//! as the page's (“…” with "the page", 原文), they are a verbatim passage
//! of a seed page in that language, or said to be a translation; and a
//! sentence the app writes in its own voice names no page's words.

mod common;
use common::bundled;

use failover_timeline::i18n::page::PageKey;
use failover_timeline::i18n::{Key, Words};
use failover_timeline::model::{Dataset, Lang};

fn seed_text(id: &str) -> String {
    let path = format!("{}/data/seeds/{id}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text inside the first “…” of `text`.
fn quoted(text: &str) -> Option<&str> {
    let (_, rest) = text.split_once('“')?;
    Some(rest.split_once('”')?.0)
}

/// Every text of the dataset whose words say they are the page's, by path.
fn marked_as_the_pages(ds: &Dataset) -> Vec<(String, Lang, String)> {
    let mut out = Vec::new();
    for dim in &ds.file.dimensions {
        let Some(cost) = &dim.cost else { continue };
        for lang in Lang::ALL {
            let text = cost.text.get(lang).to_string();
            let marked = match lang {
                Lang::En => text.contains("(the page)"),
                Lang::Zh => text.starts_with("原文"),
            };
            if marked {
                out.push((format!("{} cost", dim.id), lang, text));
            }
        }
    }
    out
}

#[test]
fn words_marked_as_the_pages_are_on_a_page_in_that_language_or_said_to_be_translated() {
    let mut checked = 0;
    for ds in bundled() {
        for (at, lang, text) in marked_as_the_pages(&ds) {
            let q = quoted(&text).unwrap_or_else(|| panic!("{at}: marked, not quoted: {text}"));
            let pages: Vec<String> = ds
                .file
                .seeds
                .iter()
                .filter(|s| s.lang == lang.code())
                .map(|s| seed_text(&s.id))
                .collect();
            if pages.is_empty() {
                // No page in this language: the words are a translation,
                // and say so.
                assert!(text.contains("译文"), "{at}: {text}");
            } else {
                let q = q.split_whitespace().collect::<Vec<_>>().join(" ");
                assert!(
                    pages.iter().any(|p| p.contains(&q)),
                    "{at}: {q:?} is on no page"
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked}");
}

/// Every knob's cost leads with the page's words, marked as the page's.
#[test]
fn every_cost_is_marked_as_the_pages() {
    for ds in bundled() {
        let marked = marked_as_the_pages(&ds);
        for dim in ds.file.dimensions.iter().filter(|d| d.cost.is_some()) {
            for lang in Lang::ALL {
                let at = format!("{} cost", dim.id);
                assert!(
                    marked.iter().any(|(a, l, _)| a == &at && *l == lang),
                    "{at} {lang:?}"
                );
            }
        }
    }
}

/// The app's own sentences (both catalogues): none says what the page
/// advises, defines or measured by name of a system; such words come from
/// a dataset with their quote.
#[test]
fn the_apps_own_sentences_put_no_words_in_a_pages_mouth() {
    let all: Vec<(&str, &str)> = Key::ALL
        .iter()
        .map(|k| k.pair())
        .chain(PageKey::ALL.iter().map(|k| k.pair()))
        .collect();
    for (en, zh) in all {
        for banned in [
            "The page's advice:",
            "the page's advice",
            "as the page defines",
            "the page measured only",
            "Aeron rejects",
            "node and client JVMs",
            "split as the page",
            "aeron properties",
            "The five knobs",
            "do not re-test",
        ] {
            // The one label that introduces a quote the dataset gives.
            if en == "The page's advice:" && banned == "The page's advice:" {
                continue;
            }
            assert!(!en.contains(banned), "{en}");
        }
        for banned in [
            "页面原话",
            "按页面的定义",
            "只测过 Backoff",
            "别再测",
            "五个有效",
        ] {
            assert!(!zh.contains(banned), "{zh}");
        }
    }
}

/// A knob's cost, as the knobs panel shows it whatever the value: the
/// dataset's words with the ratio (our arithmetic) for the value set, or at
/// stock for each value off it; the what-if lines only off stock.
#[test]
fn a_knobs_cost_is_written_for_any_value() {
    use failover_timeline::view::jvm_text::{cost_lines, cost_text};
    let ds = common::aeron();
    let hb = ds.dimension_index("hb").unwrap();
    let stock = failover_timeline::model::Config::stock(&ds);
    let at_stock = cost_text(&ds, hb, &stock, Lang::En).unwrap();
    assert!(
        at_stock.contains("heartbeats 5 / 10 / 20× as often"),
        "{at_stock}"
    );
    assert!(cost_lines(&ds, &stock, Lang::En).is_empty());
    let c = common::cfg(&ds, &[("hb", "10ms")]);
    let off = cost_text(&ds, hb, &c, Lang::En).unwrap();
    assert!(off.contains("heartbeats 10× as often"), "{off}");
    assert_eq!(
        cost_lines(&ds, &c, Lang::En),
        vec![format!("{}: {off}", ds.file.dimensions[hb.0].name.en)]
    );
    // A knob with no cost says none.
    let sleep = ds.dimension_index("sleep").unwrap();
    assert_eq!(cost_text(&ds, sleep, &stock, Lang::En), None);
}

/// The loader keeps the app from saying "the page says" of words no page
/// said: a knob's cost (shown as what the page says it risks) and a figure
/// the page states (in the badge as the page's) must quote a sentence.
#[test]
fn a_cost_and_a_stated_figure_must_quote_the_page() {
    use failover_timeline::model::load;
    use serde_json::json;
    let minimal: serde_json::Value =
        serde_json::from_str(include_str!("../data/examples/minimal.json")).unwrap();
    let paths = |v: &serde_json::Value| -> Vec<String> {
        load(&v.to_string())
            .err()
            .map_or_else(Vec::new, |e| e.0.into_iter().map(|e| e.path).collect())
    };
    let quote = json!({"seed": "example", "quote": "We did not try any other timeout."});
    let derived = json!({"derived": {"en": "our guess"}});
    let mut v = minimal.clone();
    v["dimensions"][0]["cost"] = json!({"text": {"en": "untried"}, "source": quote});
    assert_eq!(paths(&v), Vec::<String>::new());
    v["dimensions"][0]["cost"]["source"] = derived.clone();
    assert_eq!(paths(&v), vec!["$.dimensions[0].cost.source"]);
    let mut v = minimal;
    v["arms"][0]["stated"] = json!([{"outage_ms": 1240, "source": derived}]);
    assert_eq!(paths(&v), vec!["$.arms[0].stated[0].source"]);
}
