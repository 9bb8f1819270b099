//! The shared-URL codec: state → query → state is the identity; bad input
//! gives notices, never a panic, and every valid parameter still applies.

mod common;
use common::aeron;

use failover_timeline::model::drill::Drill;
use failover_timeline::model::index::LaneIx;
use failover_timeline::model::own::{By, OwnFigures, OwnMetric};
use failover_timeline::model::{Dataset, Lang};
use failover_timeline::state::drill_link::DrillLink;
use failover_timeline::state::query::{decode, encode, selection, Accepted, Defaults};
use failover_timeline::state::view_state::Side;
use failover_timeline::state::ViewState;
use failover_timeline::view::Theme;

const DEFAULTS: Defaults = Defaults {
    lang: Lang::En,
    theme: Theme::Light,
};

/// A small deterministic generator (no dependency needed for this).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn random_state(ds: &Dataset, rng: &mut Lcg) -> ViewState {
    let mut s = ViewState::initial(ds, DEFAULTS.lang, DEFAULTS.theme);
    // A tour step names its configuration: nothing else of it is moved.
    if !ds.tour().is_empty() && rng.below(5) == 0 {
        s.enter_tour(ds, rng.below(ds.tour().len()));
        return with_the_rest(ds, s, rng);
    }
    if rng.below(3) == 0 {
        s.apply_preset(ds, rng.below(ds.file.presets.len()));
    }
    for d in 0..ds.file.dimensions.len() {
        if rng.below(2) == 0 {
            s.config.values[d] = rng.below(ds.file.dimensions[d].values.len());
        }
    }
    for k in 0..ds.file.inert.len() {
        if rng.below(6) == 0 {
            s.config.inert.insert(k);
        }
    }
    if rng.below(2) == 0 {
        s.zoom = [0.5, 1.0, 2.5, 8.0, 12.0, 16.0, 33.3, 64.0][rng.below(8)];
    }
    // Compare, with B's own preset, knobs and inert toggles.
    if rng.below(3) == 0 {
        s.open_compare();
        if rng.below(2) == 0 {
            s.apply_preset_to(ds, Side::B, rng.below(ds.file.presets.len()));
        }
        let b = s.side_mut(Side::B);
        for d in 0..ds.file.dimensions.len() {
            if rng.below(3) == 0 {
                b.values[d] = rng.below(ds.file.dimensions[d].values.len());
            }
        }
        for k in 0..ds.file.inert.len() {
            if rng.below(8) == 0 {
                b.inert.insert(k);
            }
        }
    }
    with_the_rest(ds, s, rng)
}

/// Everything but the configuration: every other field of the view a link
/// carries, each at random. The destructuring names every field, so a new
/// one fails to compile here until the property covers it.
fn with_the_rest(ds: &Dataset, mut s: ViewState, rng: &mut Lcg) -> ViewState {
    let ViewState {
        config: _,
        compare: _,
        zoom: _,
        zoom_choice: _,
        start_ms: _,
        lang: _,
        theme: _,
        selected: _,
        critical: _,
        waits_hidden: _,
        embed: _,
        own: _,
        drill: _,
        tour: _,
        ruler: _,
        pinned: _,
        // Not in the link (`ViewState::keep_unlinked`): left at rest.
        find: _,
        measuring: _,
    } = &s;
    s.lang = [Lang::En, Lang::Zh][rng.below(2)];
    s.theme = [Theme::Light, Theme::Dark][rng.below(2)];
    // `sel=`: a span, a span's stage (focused), or an arrow (focused).
    let v = match rng.below(4) {
        0 => None,
        1 => Some(ds.file.spans[rng.below(ds.file.spans.len())].id.clone()),
        2 => {
            let span = &ds.file.spans[rng.below(ds.file.spans.len())];
            Some(format!(
                "{}/{}",
                span.id,
                span.stages[rng.below(span.stages.len())].id
            ))
        }
        _ => ds
            .file
            .arrows
            .get(rng.below(ds.file.arrows.len().max(1)))
            .map(|a| a.id.clone()),
    };
    if let Some((span, pinned)) = v.and_then(|v| selection(ds, &v)) {
        s.selected = span;
        s.pinned = pinned;
    }
    s.critical = rng.below(2) == 0;
    s.waits_hidden = rng.below(3) == 0;
    s.embed = rng.below(4) == 0;
    if rng.below(3) == 0 {
        // Ends as a drag leaves them: eighths of a ms, either order.
        let at = |rng: &mut Lcg| rng.below(80_000) as f64 / 8.0 - 100.0;
        let (a, b) = (at(rng), at(rng));
        s.set_ruler(a, b);
    }
    // A link's figures for each side shown, of the configuration it shows.
    for side in Side::ALL {
        if (side == Side::A || s.compare.is_some()) && rng.below(3) == 0 {
            let mut metrics = Vec::new();
            for metric in 0..ds.file.metrics.len() {
                if rng.below(2) == 0 {
                    let n = 1 + rng.below(3);
                    let values = (0..n)
                        .map(|_| rng.below(1_000_000) as f64 / 100.0)
                        .collect();
                    metrics.push(OwnMetric { metric, values });
                }
            }
            if !metrics.is_empty() {
                let config = s.side(side).clone();
                s.set_own(
                    side,
                    Some(OwnFigures {
                        config,
                        metrics,
                        by: By::Link,
                    }),
                );
            }
        }
    }
    // A link's drill for a side, sometimes with a lane's clock offset: it
    // opens compare (so a tour step is left, as the link's reader sees it).
    for side in Side::ALL {
        if ds.file.marks.is_empty() || rng.below(4) != 0 {
            continue;
        }
        let mut times: Vec<(usize, f64)> = Vec::new();
        for m in 0..ds.file.marks.len() {
            if rng.below(2) == 0 {
                times.push((m, rng.below(8_000_000) as f64 / 8.0));
            }
        }
        if times.is_empty() {
            continue;
        }
        let mut drill = Drill::new(ds, &times, By::Link);
        if rng.below(3) == 0 {
            let lane = LaneIx(rng.below(ds.file.lanes.len()));
            drill = drill.with_skew(lane, rng.below(4000) as f64 / 8.0 - 250.0);
        }
        s.set_drill(side, Some(DrillLink::of(ds, &drill)));
        s.settle_tour(ds);
    }
    s
}

#[test]
fn state_to_query_to_state_is_the_identity() {
    for ds in common::bundled() {
        let mut rng = Lcg(7);
        let mut seen = [0usize; 6];
        for _ in 0..5000 {
            let s = random_state(&ds, &mut rng);
            seen[0] += s.tour.is_some() as usize;
            seen[1] += s.ruler.is_some() as usize;
            seen[2] += s.own.iter().flatten().count().min(1);
            seen[3] += s.pinned.is_some() as usize;
            seen[4] += s.compare.is_some() as usize;
            seen[5] += s.drill.iter().flatten().count().min(1);
            let q = encode(&ds, &s, DEFAULTS);
            let (back, notices) = decode(&ds, &q, DEFAULTS);
            assert!(notices.is_empty(), "{}: {q}: {notices:?}", ds.file.id);
            assert_eq!(back, s, "{}: {q}", ds.file.id);
        }
        let tour = !ds.tour().is_empty();
        assert!(
            seen.iter()
                .enumerate()
                .all(|(i, &n)| n > 100 || (i == 0 && !tour)),
            "{}: every field is exercised: {seen:?}",
            ds.file.id
        );
    }
}

#[test]
fn the_default_view_writes_nothing_and_a_preset_writes_only_its_name() {
    let ds = aeron();
    let s = ViewState::initial(&ds, DEFAULTS.lang, DEFAULTS.theme);
    assert_eq!(encode(&ds, &s, DEFAULTS), "");
    let mut stock = s.clone();
    stock.apply_preset(&ds, ds.preset_index("stock").unwrap());
    assert_eq!(encode(&ds, &stock, DEFAULTS), "preset=stock");
    let mut t = s;
    t.config.set(&ds, "tick", "500us").unwrap();
    t.lang = Lang::Zh;
    assert_eq!(encode(&ds, &t, DEFAULTS), "slow_tick=500us&lang=zh");
}

#[test]
fn explicit_knobs_override_the_preset() {
    let ds = aeron();
    let (s, notices) = decode(
        &ds,
        "?slow_tick=1ms&preset=stock&client_sleep=1ms",
        DEFAULTS,
    );
    assert!(notices.is_empty());
    let tick = ds.dimension_index("tick").unwrap();
    let hb = ds.dimension_index("hb").unwrap();
    assert_eq!(s.config.get(&ds, tick), "1ms");
    assert_eq!(
        s.config.get(&ds, hb),
        "100ms",
        "the rest comes from the stock preset"
    );
}

#[test]
fn bad_parameters_are_named_and_the_good_ones_still_apply() {
    let ds = aeron();
    let (s, notices) = decode(
        &ds,
        "hb=abc&zoom=-5&slow_tick=3ms&lang=xx&env=single-az&colour=red&inert=timer-interval,nope&theme=dark",
        DEFAULTS,
    );
    let names: Vec<(&str, &str)> = notices
        .iter()
        .map(|n| (n.param.as_str(), n.value.as_str()))
        .collect();
    assert_eq!(
        names,
        vec![
            ("hb", "abc"),
            ("zoom", "-5"),
            ("slow_tick", "3ms"),
            ("lang", "xx"),
            ("colour", "red"),
            ("inert", "nope")
        ]
    );
    let tick = notices.iter().find(|n| n.param == "slow_tick").unwrap();
    assert_eq!(
        tick.accepted,
        Accepted::OneOf(vec![
            "10ms".into(),
            "1ms".into(),
            "500us".into(),
            "100us".into()
        ])
    );
    let env = ds.dimension_index("env").unwrap();
    assert_eq!(s.config.get(&ds, env), "single-az");
    assert_eq!(s.theme, Theme::Dark);
    assert_eq!(s.config.inert.len(), 1);
    assert_eq!(s.lang, Lang::En);
    assert_eq!(s.zoom, 8.0, "a bad zoom leaves the preset's zoom");
}

#[test]
fn the_parser_never_panics_on_arbitrary_bytes_or_long_input() {
    let ds = aeron();
    let mut rng = Lcg(42);
    let alphabet: Vec<char> = "=&%+,?#abcxyz019-_.~<>\"'/\\ 中\u{0}\u{FFFD}ÿ"
        .chars()
        .collect();
    for len in [0, 1, 2, 3, 7, 31, 200, 5000, 20000] {
        for _ in 0..200 {
            let q: String = (0..len)
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect();
            let (s, _) = decode(&ds, &q, DEFAULTS);
            assert!(s.zoom.is_finite() && s.zoom > 0.0);
        }
    }
    for q in [
        "%",
        "%%",
        "%4",
        "%zz",
        "=",
        "&&&",
        "hb",
        "hb=",
        "=10ms",
        "sel=%3Cscript%3E",
        "zoom=NaN",
        "zoom=inf",
        "zoom=1e400",
    ] {
        let _ = decode(&ds, q, DEFAULTS);
    }
    let (_, notices) = decode(&ds, &"a=1&".repeat(5000), DEFAULTS);
    let long = notices.iter().find(|n| n.param == "…");
    assert_eq!(
        long.map(|n| (n.value.as_str(), &n.accepted)),
        Some(("20000", &Accepted::MaxChars(4096))),
        "an over-long query is cut and said so, with its length"
    );
}

#[test]
fn script_payloads_come_back_as_plain_text_in_notices() {
    let ds = aeron();
    let (_, notices) = decode(&ds, "hb=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", DEFAULTS);
    assert_eq!(notices[0].value, "<img src=x onerror=alert(1)>");
}

#[test]
fn a_b_key_alone_turns_compare_on_relative_to_the_default_view() {
    let ds = aeron();
    let (s, notices) = decode(&ds, "b.hb=100ms", DEFAULTS);
    assert!(notices.is_empty(), "{notices:?}");
    let b = s.compare.as_ref().expect("a b. key opens compare");
    assert_eq!(
        s.config,
        ViewState::initial(&ds, DEFAULTS.lang, DEFAULTS.theme).config
    );
    let hb = ds.dimension_index("hb").unwrap();
    assert_eq!(b.get(&ds, hb), "100ms");
    assert_eq!(s.side(Side::A), &s.config);
    // Without a b. key there is one timeline.
    let (one, _) = decode(&ds, "preset=stock", DEFAULTS);
    assert!(one.compare.is_none());
    // Open with B equal to A: the link still opens compare.
    let mut eq = one.clone();
    eq.open_compare();
    let q = encode(&ds, &eq, DEFAULTS);
    assert_eq!(q, "preset=stock&b.preset=stock");
    assert_eq!(decode(&ds, &q, DEFAULTS).0, eq);
}

#[test]
fn bad_b_values_get_notices_and_the_good_ones_apply() {
    let ds = aeron();
    let (s, notices) = decode(
        &ds,
        "preset=stock&b.preset=nope&b.hb=7ms&b.slow_tick=1ms&b.zoom=3&b.inert=x",
        DEFAULTS,
    );
    let named: Vec<&str> = notices.iter().map(|n| n.param.as_str()).collect();
    assert_eq!(named, vec!["b.preset", "b.hb", "b.zoom", "b.inert"]);
    let b = s.compare.expect("compare is on");
    assert_eq!(b.get(&ds, ds.dimension_index("tick").unwrap()), "1ms");
    assert_eq!(
        s.zoom_choice.0,
        failover_timeline::state::view_state::ZoomChoice::Preset,
        "b.zoom is not A's zoom"
    );
}

#[test]
fn swap_exchanges_and_close_returns_to_one_timeline() {
    let ds = aeron();
    let (mut s, _) = decode(&ds, "preset=stock&b.preset=tuned", DEFAULTS);
    let (a, b) = (s.config.clone(), s.compare.clone().unwrap());
    s.swap_compare();
    assert_eq!((&s.config, s.compare.as_ref().unwrap()), (&b, &a));
    assert_eq!(encode(&ds, &s, DEFAULTS), "b.preset=stock");
    s.close_compare();
    assert!(s.compare.is_none());
    assert_eq!(encode(&ds, &s, DEFAULTS), "");
}
