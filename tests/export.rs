//! Native tests of the exports: the Chrome Trace Event JSON against the
//! format's rules and the schedule, the SVG against the display list, and
//! both against hostile data (markup in names) and unsafe file names. Run
//! for both bundled datasets alike.

mod common;
use common::{aeron, aeron_changed, cfg, stoatflow};

use std::collections::BTreeMap;

use failover_timeline::model::index::SpanIx;
use failover_timeline::model::{schedule, verdict, Config, Dataset, Lang, Timeline, Verdict};
use failover_timeline::view::describe::badge;
use failover_timeline::view::export::{
    caption, config_line, export_viewport, file_name, source_line, RunShown,
};
use failover_timeline::view::svg::svg;
use failover_timeline::view::trace::trace_json;
use failover_timeline::view::{Palette, Theme};
use serde_json::Value;

/// A configuration with its schedule and verdict, owned.
struct Run {
    cfg: Config,
    tl: Timeline,
    verdict: Verdict,
}

impl Run {
    fn new(ds: &Dataset, cfg: Config) -> Run {
        Run {
            tl: schedule(ds, &cfg),
            verdict: verdict(ds, &cfg),
            cfg,
        }
    }

    fn snap(&self) -> RunShown<'_> {
        RunShown {
            drill: None,
            config: &self.cfg,
            timeline: &self.tl,
            verdict: &self.verdict,
            own: None,
        }
    }
}

/// Every preset of `ds`, plus stock and an un-run combination where there is one.
fn runs(ds: &Dataset) -> Vec<Run> {
    let mut out: Vec<Run> = (0..ds.file.presets.len())
        .map(|p| {
            Run::new(
                ds,
                failover_timeline::model::verdict::preset_config(ds, p).clone(),
            )
        })
        .collect();
    out.push(Run::new(ds, Config::stock(ds)));
    if ds.dimension_index("hb").is_some() {
        out.push(Run::new(ds, cfg(ds, &[("hb", "5ms"), ("setup", "20ms")])));
    }
    out
}

fn datasets() -> Vec<Dataset> {
    vec![aeron(), stoatflow()]
}

fn events(doc: &Value) -> &Vec<Value> {
    doc["traceEvents"]
        .as_array()
        .expect("traceEvents is an array")
}

fn num(v: &Value, key: &str) -> f64 {
    v[key]
        .as_f64()
        .unwrap_or_else(|| panic!("{key} is a number: {v}"))
}

const US: f64 = 1e-3; // one nanosecond, in µs

// ---------- the trace ----------

/// The format's rules: every event has a phase and a pid, every `X` a `ts`
/// and a positive `dur` (0 ms is an instant), slices on one thread nest,
/// every flow id has one start and one end, each inside a slice (or on an
/// instant) of its own thread.
fn check_trace_rules(doc: &Value) {
    let evs = events(doc);
    let mut slices: BTreeMap<(u64, u64), Vec<(f64, f64)>> = BTreeMap::new();
    // Thread instants: what lasts 0 ms, where a flow may bind too.
    let mut instants: BTreeMap<(u64, u64), Vec<(f64, f64)>> = BTreeMap::new();
    for e in evs {
        let ph = e["ph"].as_str().expect("ph");
        assert!(e["pid"].is_u64(), "pid: {e}");
        assert!(e["name"].is_string(), "name: {e}");
        if ph == "X" {
            let (ts, dur) = (num(e, "ts"), num(e, "dur"));
            assert!(ts >= 0.0 && dur > 0.0, "an X lasts: {e}");
            slices
                .entry((e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap()))
                .or_default()
                .push((ts, ts + dur));
        }
        if ph == "i" && e["s"] == "t" {
            let ts = num(e, "ts");
            instants
                .entry((e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap()))
                .or_default()
                .push((ts, ts));
        }
    }
    for (thread, list) in &mut slices {
        list.sort_by(|a, b| {
            a.0.partial_cmp(&b.0)
                .unwrap()
                .then(b.1.partial_cmp(&a.1).unwrap())
        });
        // A stack of open slices: each next one starts after the top ends, or inside it.
        let mut stack: Vec<(f64, f64)> = Vec::new();
        for &(a, b) in list.iter() {
            while stack.last().is_some_and(|&(_, end)| end <= a + US) {
                stack.pop();
            }
            if let Some(&(pa, pb)) = stack.last() {
                assert!(
                    a >= pa - US && b <= pb + US,
                    "{thread:?}: [{a}, {b}] overlaps [{pa}, {pb}]"
                );
            }
            stack.push((a, b));
        }
    }
    let mut flows: BTreeMap<u64, Vec<&Value>> = BTreeMap::new();
    for e in evs
        .iter()
        .filter(|e| matches!(e["ph"].as_str(), Some("s" | "f")))
    {
        flows
            .entry(e["id"].as_u64().expect("flow id"))
            .or_default()
            .push(e);
    }
    assert!(!flows.is_empty());
    for (id, pair) in flows {
        let phases: Vec<&str> = pair.iter().map(|e| e["ph"].as_str().unwrap()).collect();
        assert_eq!(phases, ["s", "f"], "flow {id}");
        assert_eq!(pair[0]["name"], pair[1]["name"], "flow {id}");
        assert!(
            num(pair[0], "ts") <= num(pair[1], "ts"),
            "flow {id} goes back in time"
        );
        assert_eq!(pair[1]["bp"], "e", "flow {id} binds to its enclosing slice");
        for e in pair {
            let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
            let t = num(e, "ts");
            let on = |m: &BTreeMap<(u64, u64), Vec<(f64, f64)>>| {
                m.get(&key)
                    .is_some_and(|v| v.iter().any(|&(a, b)| a - US <= t && t <= b + US))
            };
            assert!(
                on(&slices) || on(&instants),
                "flow {id} at {t} µs has no enclosing slice on {key:?}"
            );
        }
    }
    for ph in ["b", "e"] {
        for e in evs.iter().filter(|e| e["ph"] == ph) {
            assert!(e["id"].is_u64() && e["ts"].is_number(), "{e}");
        }
    }
}

#[test]
fn a_trace_follows_the_formats_rules_for_every_preset_of_both_datasets() {
    for ds in datasets() {
        for run in runs(&ds) {
            for lang in Lang::ALL {
                let text = trace_json(
                    &ds,
                    &[run.snap()],
                    &common::picture(lang, Theme::Light, 1.0),
                );
                let doc: Value = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("{}: not JSON: {e}", ds.file.id));
                check_trace_rules(&doc);
            }
        }
    }
}

#[test]
fn a_traces_durations_are_the_schedules() {
    for ds in datasets() {
        for run in runs(&ds) {
            let doc: Value = serde_json::from_str(&trace_json(
                &ds,
                &[run.snap()],
                &common::picture(Lang::En, Theme::Light, 1.0),
            ))
            .unwrap();
            let xs: Vec<&Value> = events(&doc)
                .iter()
                .filter(|e| e["ph"] == "X" || e["ph"] == "i" && e["s"] == "t")
                .collect();
            // A slice of that length, or an instant for 0 ms.
            let find = |tid: usize, name: &str, start: f64, end: f64| {
                xs.iter().any(|e| {
                    let dur = if e["ph"] == "X" { num(e, "dur") } else { 0.0 };
                    e["tid"].as_u64() == Some(tid as u64 + 1)
                        && e["name"] == name
                        && (num(e, "ts") - start * 1e3).abs() <= US
                        && (dur - (end - start) * 1e3).abs() <= 2.0 * US
                })
            };
            for (s, span) in run.tl.spans.iter().enumerate() {
                let lane = ds.lane_of_span(SpanIx(s)).get();
                let spec = &ds.file.spans[s];
                if !span.happens {
                    // Not in this configuration, so not in its trace.
                    assert!(
                        !xs.iter().any(|e| e["name"] == spec.name.en.as_str()),
                        "{}",
                        spec.id
                    );
                    continue;
                }
                assert!(
                    find(lane, &spec.name.en, span.start, span.end),
                    "span {}",
                    spec.id
                );
                for (st, time) in span.stages.iter().enumerate() {
                    assert!(
                        find(lane, &spec.stages[st].name.en, time.start, time.end),
                        "stage {}/{}",
                        spec.id,
                        spec.stages[st].id
                    );
                }
                if let Some(w) = &span.wait {
                    assert!(find(lane, "WAIT", w.from, w.to), "wait before {}", spec.id);
                }
            }
            // The outage, as an async slice from its first event to its last.
            let name = &ds.file.metrics[ds.outage_metric()].name.en;
            let at = |ph: &str| {
                events(&doc)
                    .iter()
                    .find(|e| e["ph"] == ph && e["name"] == name.as_str())
                    .map(|e| num(e, "ts"))
                    .expect("outage begins and ends")
            };
            assert!((at("b") - run.tl.outage.0 * 1e3).abs() <= US);
            assert!((at("e") - run.tl.outage.1 * 1e3).abs() <= US);
        }
    }
}

#[test]
fn a_trace_names_processes_by_configuration_and_threads_by_lane_in_order() {
    let ds = aeron();
    let all = runs(&ds);
    let (a, b) = (&all[0], &all[1]);
    let doc: Value = serde_json::from_str(&trace_json(
        &ds,
        &[a.snap(), b.snap()],
        &common::picture(Lang::Zh, Theme::Light, 1.0),
    ))
    .unwrap();
    let meta = |name: &str| -> Vec<&Value> {
        events(&doc)
            .iter()
            .filter(|e| e["ph"] == "M" && e["name"] == name)
            .collect()
    };
    let procs = meta("process_name");
    assert_eq!(procs.len(), 2, "one process per configuration");
    assert_eq!(procs[0]["args"]["name"], config_line(&ds, &a.cfg, Lang::Zh));
    assert_eq!(procs[1]["args"]["name"], config_line(&ds, &b.cfg, Lang::Zh));
    assert_ne!(procs[0]["pid"], procs[1]["pid"]);
    let threads = meta("thread_name");
    assert_eq!(threads.len(), 2 * ds.file.lanes.len());
    for (l, lane) in ds.file.lanes.iter().enumerate() {
        let t = threads[l];
        assert!(
            t["args"]["name"]
                .as_str()
                .unwrap()
                .starts_with(&lane.name.zh),
            "{t}"
        );
        let sort = meta("thread_sort_index")
            .into_iter()
            .find(|e| e["pid"] == t["pid"] && e["tid"] == t["tid"])
            .expect("a sort index per thread");
        assert_eq!(sort["args"]["sort_index"], l);
    }
    // Flow ids do not collide across the two processes.
    check_trace_rules(&doc);
}

#[test]
fn a_traces_stages_say_which_knob_sets_them_and_where_the_number_comes_from() {
    let ds = aeron();
    let run = Run::new(&ds, Config::stock(&ds));
    let doc: Value = serde_json::from_str(&trace_json(
        &ds,
        &[run.snap()],
        &common::picture(Lang::En, Theme::Light, 1.0),
    ))
    .unwrap();
    let stages: Vec<&Value> = events(&doc)
        .iter()
        .filter(|e| e["args"]["provenance"].is_string())
        .collect();
    let stage_count: usize = ds.file.spans.iter().map(|s| s.stages.len()).sum();
    assert_eq!(stages.len(), stage_count);
    let class_names: Vec<&str> = ds.file.classes.iter().map(|c| c.name.en.as_str()).collect();
    for e in &stages {
        assert!(class_names.contains(&e["cat"].as_str().unwrap()), "{e}");
        let p = e["args"]["provenance"].as_str().unwrap();
        assert!(p == "measured" || p == "model estimate", "{e}");
        assert!(!e["args"]["source"].as_str().unwrap().is_empty(), "{e}");
    }
    assert!(
        stages.iter().any(|e| e["args"]["knob"].is_string()),
        "some stage is knob-set"
    );
    // The measured outage is quoted on the outage slice only when measured.
    let outage = |doc: &Value| -> Value {
        events(doc)
            .iter()
            .find(|e| e["ph"] == "b" && e["cat"] == "outage")
            .unwrap()["args"]
            .clone()
    };
    // Stock was measured end-to-end: its figure, and the badge's words.
    let quoted = run.verdict.quotable_outage().expect("stock is measured");
    assert_eq!(outage(&doc)["measured_ms"], quoted);
    let words = caption(&ds, &run.snap(), Lang::En).badge.join(" ");
    assert_eq!(outage(&doc)["badge"], words.as_str());
    // Un-run: no measured figure, the badge's refusal instead.
    let unrun = Run::new(&ds, cfg(&ds, &[("hb", "5ms"), ("setup", "20ms")]));
    assert!(!unrun.verdict.is_measured());
    let doc: Value = serde_json::from_str(&trace_json(
        &ds,
        &[unrun.snap()],
        &common::picture(Lang::En, Theme::Light, 1.0),
    ))
    .unwrap();
    assert!(outage(&doc)["measured_ms"].is_null());
    let words = caption(&ds, &unrun.snap(), Lang::En).badge.join(" ");
    assert_eq!(outage(&doc)["badge"], words.as_str());
}

// ---------- hostile data, file names ----------

const EVIL: &str = "</script><script>alert(\"x\")</script> & 'q'";

/// The Aeron dataset with markup in the names an export writes out.
fn hostile() -> Dataset {
    let mut ds = aeron_changed(|v| {
        v["title"]["en"] = Value::from(EVIL);
        v["lanes"][0]["name"]["en"] = Value::from(EVIL);
        v["spans"][0]["name"]["en"] = Value::from(EVIL);
        v["spans"][0]["stages"][0]["name"]["en"] = Value::from(EVIL);
        v["dimensions"][0]["name"]["en"] = Value::from(EVIL);
        v["arrows"][0]["interaction"]["en"] = Value::from(EVIL);
        v["seeds"][0]["title"]["en"] = Value::from(EVIL);
        v["presets"][0]["id"] = Value::from("st<o>ck/../x");
        // The tour's links name that preset by its old id.
        v.as_object_mut().unwrap().remove("tour");
    })
    .unwrap_or_else(|e| panic!("{e}"));
    // The loader refuses an id that is not a dataset name (`$.id`); an
    // export still makes a safe file name of whatever id it is handed.
    ds.file.id = "../../Evil <id>".into();
    ds
}

#[test]
fn markup_in_the_data_is_text_in_both_exports() {
    let ds = hostile();
    let run = Run::new(&ds, Config::stock(&ds));
    let trace = trace_json(
        &ds,
        &[run.snap()],
        &common::picture(Lang::En, Theme::Light, 1.0),
    );
    assert!(
        !trace.contains('<') && !trace.contains('>'),
        "no markup characters in the trace"
    );
    let doc: Value = serde_json::from_str(&trace).unwrap();
    assert!(
        events(&doc).iter().any(|e| e["name"] == EVIL),
        "the name survives as text"
    );
    assert!(doc["otherData"]["title"] == EVIL);

    let view = common::picture(Lang::En, Theme::Light, 4.0);
    let image = svg(&ds, &[run.snap()], &view);
    assert!(!image.contains("<script"), "no script element");
    assert!(!image.contains("alert(\"x\")"), "quotes are escaped");
    assert!(image.contains(
        "&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"
    ));
    // Only the generator's own elements open a tag.
    let mut tags: Vec<&str> = image
        .split('<')
        .skip(1)
        .map(|t| t.split([' ', '>', '/', '\n']).next().unwrap_or(""))
        .filter(|t| !t.is_empty())
        .collect();
    tags.sort();
    tags.dedup();
    assert_eq!(
        tags,
        ["clipPath", "desc", "g", "line", "polygon", "rect", "svg", "text", "title"],
        "{tags:?}"
    );
}

#[test]
fn file_names_are_safe_whatever_the_data_says() {
    let ds = hostile();
    let stock = Config::stock(&ds);
    assert_eq!(
        file_name(&ds, &stock, "json"),
        "failover-timeline-evil-id-st-o-ck-x.json"
    );
    let ds = aeron();
    let tuned =
        failover_timeline::model::verdict::preset_config(&ds, ds.preset_index("tuned").unwrap());
    assert_eq!(
        file_name(&ds, tuned, "svg"),
        "failover-timeline-aeron-graceful-stepdown-tuned.svg"
    );
    let custom = cfg(&ds, &[("hb", "5ms"), ("setup", "20ms")]);
    assert_eq!(
        file_name(&ds, &custom, "json"),
        "failover-timeline-aeron-graceful-stepdown-custom.json"
    );
    let sf = stoatflow();
    let name = file_name(&sf, &Config::stock(&sf), "json");
    assert!(name.starts_with("failover-timeline-stoatflow-"), "{name}");
}

// ---------- the SVG ----------

/// The value of attribute `key` on an element's line.
fn attr<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let pat = format!(" {key}=\"");
    let i = line.find(&pat)? + pat.len();
    Some(&line[i..i + line[i..].find('"')?])
}

/// The text content of every `tag` element.
fn contents(svg: &str, tag: &str) -> Vec<String> {
    let open = format!("<{tag}");
    svg.split(&open)
        .skip(1)
        .filter_map(|rest| {
            let body = &rest[rest.find('>')? + 1..];
            Some(body[..body.find('<')?].to_string())
        })
        .collect()
}

/// `s` without whitespace: a wrapped line compares with its source.
fn squeeze(s: &str) -> String {
    s.split_whitespace().collect()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[test]
fn an_svgs_stage_widths_are_duration_times_zoom_and_it_holds_every_label() {
    for ds in datasets() {
        for run in runs(&ds) {
            for (lang, zoom) in [(Lang::En, 2.0), (Lang::Zh, 8.0)] {
                let view = common::picture(lang, Theme::Dark, zoom);
                let image = svg(&ds, &[run.snap()], &view);
                let fitted = export_viewport(&run.tl, zoom).px_per_ms;
                let svg_zoom: f64 = attr(&image, "data-px-per-ms").unwrap().parse().unwrap();
                assert_eq!(svg_zoom, fitted, "the zoom the file says it is drawn at");
                assert!(fitted <= zoom);
                let mut drawn = 0;
                for line in image
                    .lines()
                    .filter(|l| l.starts_with("<rect") && l.contains("class=\"stage\""))
                {
                    let span = ds
                        .span_index(&unescape(attr(line, "data-span").unwrap()))
                        .unwrap();
                    let stage_id = unescape(attr(line, "data-stage").unwrap());
                    let st = ds.file.spans[span]
                        .stages
                        .iter()
                        .position(|s| s.id == stage_id)
                        .unwrap();
                    let t = &run.tl.spans[span].stages[st];
                    let w: f64 = attr(line, "width").unwrap().parse().unwrap();
                    assert!(
                        (w - (t.end - t.start) * fitted).abs() <= 0.01,
                        "{}/{stage_id}: {w} px for {} ms at {fitted} px/ms",
                        ds.file.spans[span].id,
                        t.end - t.start
                    );
                    drawn += 1;
                }
                let visible = run
                    .tl
                    .spans
                    .iter()
                    .flat_map(|s| &s.stages)
                    .filter(|t| (t.end - t.start) * fitted >= 0.5)
                    .count();
                assert_eq!(
                    drawn, visible,
                    "every stage wider than half a pixel is a rect"
                );
                let texts: Vec<String> = contents(&image, "text")
                    .iter()
                    .map(|t| unescape(t))
                    .collect();
                let titles: Vec<String> = contents(&image, "title")
                    .iter()
                    .map(|t| unescape(t))
                    .collect();
                for lane in &ds.file.lanes {
                    assert!(
                        texts.contains(&lane.name.get(lang).to_string()),
                        "lane {}",
                        lane.id
                    );
                }
                let desc = unescape(&contents(&image, "desc").concat());
                for span in &ds.file.spans {
                    let name = span.name.get(lang);
                    assert!(
                        desc.contains(name),
                        "span {} is in the description",
                        span.id
                    );
                }
                // Every span drawn is named where it is drawn: its label, or its blocks' titles.
                for (s, span) in ds.file.spans.iter().enumerate() {
                    if run.tl.spans[s].end - run.tl.spans[s].start < 0.5 / fitted {
                        continue; // nothing of it is drawn, on the canvas either
                    }
                    let name = span.name.get(lang);
                    assert!(
                        texts.iter().chain(&titles).any(|t| t.contains(name)),
                        "span {} is named in the file",
                        span.id
                    );
                }
                // The configuration line, wrapped over lines maybe.
                assert!(
                    squeeze(&texts.concat()).contains(&squeeze(&config_line(&ds, &run.cfg, lang)))
                );
            }
        }
    }
}

#[test]
fn an_svg_is_in_the_pages_language_and_theme_with_the_badges_words() {
    let ds = aeron();
    let tuned = Run::new(
        &ds,
        failover_timeline::model::verdict::preset_config(&ds, ds.preset_index("tuned").unwrap())
            .clone(),
    );
    for theme in [Theme::Light, Theme::Dark] {
        for lang in Lang::ALL {
            let view = common::picture(lang, theme, 8.0);
            let image = svg(&ds, &[tuned.snap()], &view);
            assert!(image.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
            assert_eq!(attr(&image, "lang"), Some(lang.code()));
            let bg = Palette::of(theme).background;
            assert!(image.contains(&format!(
                "<rect width=\"{}\" height=\"{}\" fill=\"{bg}\"/>",
                attr(&image, "width").unwrap(),
                attr(&image, "height").unwrap()
            )));
            let texts: Vec<String> = contents(&image, "text")
                .iter()
                .map(|t| unescape(t))
                .collect();
            // The badge's words and the source line, each maybe wrapped over lines.
            let all = squeeze(&texts.concat());
            let c = caption(&ds, &tuned.snap(), lang);
            assert!(!c.badge.is_empty());
            for line in c.badge.iter().chain([&source_line(&ds, lang)]) {
                assert!(all.contains(&squeeze(line)), "{line}");
            }
            // The badge's measured headline is among them.
            let b = badge(&ds, &tuned.tl, &tuned.verdict, lang);
            let headline = b.headline.expect("tuned is measured");
            assert!(all.contains(&squeeze(&headline)), "{headline}");
        }
    }
    // Two configurations stack, each with its own line.
    let stock = Run::new(&ds, Config::stock(&ds));
    let view = common::picture(Lang::En, Theme::Light, 8.0);
    let both = svg(&ds, &[stock.snap(), tuned.snap()], &view);
    assert_eq!(both.matches("<g class=\"configuration\"").count(), 2);
    // Each caption says whose row it is, as the rows do.
    assert!(both.contains(">A · configuration: ") && both.contains(">B · configuration: "));
    // One timeline of both runs, A above B in every lane: the canvas's and
    // the PNG's order (the layout of both rows), not two stacked pictures.
    assert_eq!(both.matches("<g class=\"timeline\"").count(), 1);
    let rows = [&stock.tl, &tuned.tl];
    let longest = if tuned.tl.horizon() > stock.tl.horizon() {
        &tuned.tl
    } else {
        &stock.tl
    };
    let zoom = failover_timeline::view::svg::svg_zoom(&[stock.snap(), tuned.snap()], 8.0);
    let vp = export_viewport(longest, zoom);
    let list = failover_timeline::view::layout_runs(
        &ds,
        &rows,
        &vp,
        &failover_timeline::view::Metrics::default(),
        Lang::En,
        &failover_timeline::view::Scene::default(),
    );
    let drawn: Vec<(String, String)> = list
        .shapes
        .iter()
        .filter_map(|s| match s {
            failover_timeline::view::Shape::Rect {
                y,
                hit: Some(h),
                paint,
                ..
            } if !paint.is_stroke()
                && matches!(h.target, failover_timeline::view::Target::Stage { .. }) =>
            {
                Some((h.side.letter().to_string(), format!("{:.2}", y)))
            }
            _ => None,
        })
        .collect();
    let in_svg: Vec<(String, String)> = both
        .lines()
        .filter(|l| l.starts_with("<rect ") && l.contains("class=\"stage\""))
        .map(|l| {
            let side = attr(l, "data-side").expect("each block says whose run it is");
            let y = attr(l, "y").unwrap().parse::<f64>().unwrap();
            (side.to_string(), format!("{:.2}", y))
        })
        .collect();
    assert!(drawn.iter().any(|(s, _)| s == "B"), "both runs are drawn");
    assert_eq!(
        in_svg, drawn,
        "the SVG's blocks, in the canvas's rows and order"
    );
}

#[test]
fn exported_numbers_drop_trailing_zeros_and_never_read_minus_zero() {
    use failover_timeline::view::format::format_fixed;
    assert_eq!(format_fixed(120.0, 2), "120");
    assert_eq!(format_fixed(120.0, 0), "120");
    assert_eq!(format_fixed(1.5, 3), "1.5");
    assert_eq!(format_fixed(266_100.000_000_4, 3), "266100");
    assert_eq!(format_fixed(-0.000_1, 3), "0");
}

#[test]
fn captions_wrap_at_spaces_and_between_cjk_characters() {
    use failover_timeline::view::export::wrap;
    let width = |s: &str| s.chars().count() as f64;
    assert_eq!(wrap("aa bb cc", 5.0, width), ["aa bb", "cc"]);
    assert_eq!(
        wrap("客户端中断八十一", 3.0, width),
        ["客户端", "中断八", "十一"]
    );
    assert_eq!(
        wrap("averyveryverylongword", 8.0, width).concat(),
        "averyveryverylongword"
    );
}
