//! The UI's own strings in English and Chinese. Dataset strings (lanes,
//! spans, knobs, sources) come from `data/`; everything the UI says itself
//! comes from here. The Chinese follows seed 002 where the page has the words.
//!
//! Templates use `{name}` placeholders, filled by [`fill`]; numbers are
//! formatted the same way in both languages.

use crate::model::Lang;

macro_rules! catalogue {
    ($($key:ident => $en:expr, $zh:expr;)*) => {
        /// A UI string.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Key { $($key),* }

        impl Key {
            /// Every key, for the completeness test.
            pub const ALL: &'static [Key] = &[$(Key::$key),*];
        }

        fn entry(key: Key) -> (&'static str, &'static str) {
            match key { $(Key::$key => ($en, $zh)),* }
        }
    };
}

catalogue! {
    Presets => "Presets", "预设";
    Knobs => "Tunable knobs — turn one to see the spans change", "可调参数 —— 调一个看看各段怎么变";
    Conditions => "Run conditions", "运行条件";
    InertKnobs => "The knobs that do nothing (toggle: no span moves)", "没用的参数（切换后没有任何一段会动）";
    Stock => "stock", "默认";
    Recommended => "recommended", "推荐";
    ActivePreset => "active preset", "当前预设";
    NoPreset => "custom — no preset", "自定义 —— 不是预设";
    Zoom => "Zoom", "缩放";
    ZoomIn => "Zoom in", "放大";
    ZoomOut => "Zoom out", "缩小";
    ZoomFit => "fit", "适配";
    PxPerMs => "px/ms", "px/ms";
    CriticalPath => "critical path", "关键路径";
    TableView => "table view", "表格视图";
    Legend => "How the time is spent", "子阶段类别（这几毫秒花在哪）";
    LegendKnob => "⟳ = a tunable knob sets this span's length", "⟳ = 这一段的长度由某个参数决定";
    LegendArrows => "arrows: solid ⇄ = round-trip, dashed → = one-way", "连线：实线 ⇄ 是往返，虚线 → 是单程";
    LegendWait => "WAIT slice: the lane idles, waiting on another", "WAIT 等待段：这条泳道在等别的节点";
    LegendOutage => "client-perceived outage", "客户端感知到的中断";
    Hint => "Click a block to break down its milliseconds. Hover a cross-node arrow to see the interaction and the knob that gates it.",
        "点一个色块，看它的毫秒都花在哪。把鼠标停在跨节点连线上，可以看到那次交互以及卡住它的参数。";
    KeyboardHint => "Keyboard: Tab to the timeline, arrow keys move between blocks and arrows, Enter opens, Esc closes, + − 0 zoom.",
        "键盘：Tab 到时间轴，方向键在色块和连线之间移动，Enter 打开，Esc 关闭，+ − 0 缩放。";
    BadgeOutage => "client outage {outage} ms · end-to-end {e2e} ms", "客户端中断 {outage} ms · 端到端 {e2e} ms";
    BadgeMeasured => "measured end-to-end · {n} runs, {min}–{max} ms", "端到端实测 · {n} 次，{min}–{max} ms";
    BadgeMeasuredOne => "measured end-to-end · 1 run", "端到端实测 · 1 次";
    BadgeFigures => "Every figure measured for exactly this configuration:", "这个配置实测过的每一个数字：";
    BadgeNotMeasured => "Not measured: this combination was never run end-to-end, so no outage is quoted.",
        "没测过：这个组合从没端到端跑过，所以不给中断数字。";
    BadgeEstimate => "The drawn spans are estimates from single-knob A/Bs, and knobs are not additive: summing them overstates, sometimes by 60 ms.",
        "图上各段是单参数 A/B 推算出来的，而参数不能简单相加：加起来会高估，有时能高估 60 ms。";
    BadgeNearest => "Nearest measured configuration: {name}. What differs:", "最接近的实测配置：{name}。不同之处：";
    BadgeDiffers => "{knob}: {here} here, {measured} measured", "{knob}：这里是 {here}，实测的是 {measured}";
    BadgeInertDiffers => "inert knob {knob}", "无效参数 {knob}";
    TrustLow => "Trust: low", "可信度：低";
    TrustMedium => "Trust: medium", "可信度：中";
    Source => "source", "出处";
    ModelEstimate => "model estimate", "模型推算";
    Measured => "measured", "实测";
    Close => "Close", "关闭";
    DrillLane => "lane", "泳道";
    DrillTime => "{start} → {end} ms · {ms} ms", "{start} → {end} ms · {ms} ms";
    DrillStage => "stage", "子阶段";
    DrillClass => "how", "类别";
    DrillMs => "ms", "ms";
    DrillKnob => "set by", "决定于";
    DrillOnPath => "on the critical path: it decides the outage", "在关键路径上：它决定中断时长";
    DrillSlack => "{slack} ms of slack: it could take that much longer without moving the outage", "有 {slack} ms 余量：它再长这么多也不影响中断";
    DrillOffPath => "off the outage path: nothing the client sees waits for it", "不在中断路径上：客户端看到的一切都不等它";
    DrillMaskedBy => "masked at {join}: that waited for {other}", "在 {join} 处被遮蔽：那里等的是 {other}";
    DrillWaited => "before it, the lane waits {ms} ms for {on}", "在它之前，这条泳道等了 {ms} ms，等的是 {on}";
    DrillTimesNote => "Start and end times are the model's composition of the stages; each stage says where its length comes from.",
        "起止时间是模型把各子阶段串起来算的；每个子阶段注明了长度的出处。";
    ArrowOneWay => "one-way", "单程";
    ArrowRoundTrip => "round-trip", "往返";
    ArrowGatedBy => "gated by {knob}", "受 {knob} 控制";
    ArrowNotGated => "no knob gates it", "没有参数控制它";
    TableLane => "lane", "泳道";
    TableSpan => "span", "阶段";
    TableStage => "stage", "子阶段";
    TableClass => "class", "类别";
    TableStart => "start (ms)", "开始 (ms)";
    TableEnd => "end (ms)", "结束 (ms)";
    TableMs => "ms", "ms";
    TableSource => "length from", "长度出处";
    TableArrows => "Arrows between lanes", "跨节点连线";
    TableInteraction => "interaction", "交互";
    TableKind => "kind", "类型";
    TableFrom => "from", "从";
    TableTo => "to", "到";
    TableDepart => "departs (ms)", "出发 (ms)";
    TableArrive => "arrives (ms)", "到达 (ms)";
    TableGate => "gated by", "控制参数";
    TableCaption => "Every span, stage and arrow of the timeline (times are model estimates; the badge quotes measurements)",
        "时间轴上的每一段、每个子阶段和每条连线（时间为模型推算；徽标里才是实测）";
    TableCritical => "critical", "关键";
    Yes => "yes", "是";
    No => "no", "否";
    InertTried => "tried {tried} · result {result} · {why}", "试过 {tried} · 结果 {result} · {why}";
    NoticeTitle => "Some parameters in this link were ignored; everything else applies:", "这个链接里有些参数被忽略了；其余的照常生效：";
    NoticeBad => "{param}={value} is not accepted (accepted: {accepted})", "{param}={value} 无效（可用：{accepted}）";
    NoticeUnknown => "{param}={value}: unknown parameter", "{param}={value}：未知参数";
    Dismiss => "Dismiss", "知道了";
    Language => "Language", "语言";
    DarkTheme => "dark theme", "深色主题";
    CopyLink => "Copy link", "复制链接";
    Copied => "Link copied", "链接已复制";
    OpenFull => "Open the full view", "打开完整视图";
    DatasetError => "The dataset {id} does not load:", "数据集 {id} 加载失败：";
    Lanes => "Lanes", "泳道";
    NoDataset => "No dataset is bundled.", "没有打包任何数据集。";
    TimelineLabel => "Step-down timeline. Use the arrow keys to move between blocks.", "让位时间轴。用方向键在色块之间移动。";
}

/// A UI string in `lang`.
pub fn tr(lang: Lang, key: Key) -> &'static str {
    let (en, zh) = entry(key);
    match lang {
        Lang::En => en,
        Lang::Zh => zh,
    }
}

/// Fill `{name}` placeholders in a template.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// `tr` then `fill`.
pub fn trf(lang: Lang, key: Key, args: &[(&str, &str)]) -> String {
    fill(tr(lang, key), args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_both_languages_and_the_same_placeholders() {
        let holes = |s: &str| {
            let mut v: Vec<String> = s
                .split('{')
                .skip(1)
                .filter_map(|p| p.split_once('}').map(|(h, _)| h.to_string()))
                .collect();
            v.sort();
            v
        };
        for &k in Key::ALL {
            let (en, zh) = entry(k);
            assert!(!en.trim().is_empty() && !zh.trim().is_empty(), "{k:?}");
            assert_eq!(holes(en), holes(zh), "{k:?} placeholders differ");
        }
    }

    #[test]
    fn fills_placeholders() {
        assert_eq!(
            trf(
                Lang::En,
                Key::BadgeOutage,
                &[("outage", "81"), ("e2e", "85")]
            ),
            "client outage 81 ms · end-to-end 85 ms"
        );
        assert_eq!(
            trf(
                Lang::Zh,
                Key::BadgeOutage,
                &[("outage", "81"), ("e2e", "85")]
            ),
            "客户端中断 81 ms · 端到端 85 ms"
        );
    }
}
