//! The UI's own strings in English and Chinese. Dataset strings (lanes,
//! spans, knobs, sources) come from `data/`; everything the UI says itself
//! comes from here. The Chinese follows seed 002 where the page has the words.
//!
//! Templates use `{name}` placeholders, filled by [`fill()`]; numbers are
//! formatted the same way in both languages.
//!
//! Here is the first catalogue, [`Key`]: the words the first module says
//! (the hash of this file's source names its Chinese words' file, see
//! `build.rs` and [`on_demand`]). The second module's are in [`page`]; how
//! a catalogue is written, in `catalogue`; a word in a language with its
//! placeholders filled, in `fill`.

#[macro_use]
mod catalogue;
mod fill;

/// The second module's own words (the first module never names them, so its
/// wasm does not carry them).
pub mod page;

pub mod on_demand;

pub use catalogue::Words;
pub use fill::{fill, tr, trf};

catalogue! {
    Key;
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
    Legend => "How the time is spent", "子阶段类别（这几毫秒花在哪）";
    LegendKnob => "⟳ = a tunable knob sets this span's length", "⟳ = 这一段的长度由某个参数决定";
    LegendArrows => "arrows: solid ⇄ = round-trip, dashed → = one-way", "连线：实线 ⇄ 是往返，虚线 → 是单程";
    LegendWait => "WAIT slice: the lane idles, waiting on another", "WAIT 等待段：这条泳道在等别的节点";
    LegendOutage => "shaded: {metric}", "阴影：{metric}";
    Hint => "Click a block to break down its milliseconds. Hover a cross-node arrow to see the interaction and the knob that gates it.",
        "点一个色块，看它的毫秒都花在哪。把鼠标停在跨节点连线上，可以看到那次交互以及卡住它的参数。";
    KeyboardHint => "Keyboard: Tab to the timeline, arrow keys move between blocks and arrows, Enter opens, Esc closes, + − 0 zoom.",
        "键盘：Tab 到时间轴，方向键在色块和连线之间移动，Enter 打开，Esc 关闭，+ − 0 缩放。";
    KeyboardHintMore => "W S zoom at the pointer, A D pan, F fits the handoff (or the open span), / or Ctrl+F finds, [ ] set the ruler's ends at the focused block's start and end ({ } its other edge), Shift+drag measures.",
        "W S 在指针处缩放，A D 平移，F 适配整个交接（或打开的那一段），/ 或 Ctrl+F 查找，[ ] 把标尺两端设在聚焦色块的起点和终点（{ } 用另一条边），Shift+拖动测量。";
    RulerText => "{from} → {to}: {dt} ms", "{from} → {to}：{dt} ms";
    RulerTextUnplaced => "{from} → {to}: {dt}", "{from} → {to}：{dt}";
    RulerPastUnknown => "a point past a length not given", "未给出时长之后的某处";
    RulerStart => "start", "开始";
    RulerEnd => "end", "结束";
    RulerModel => "the difference of the model's two instants", "模型里两个时刻之差";
    RulerMeasured => "measured: the page's figure for this configuration, from its outage's start to its end", "实测：页面对这个配置给出的数字，从中断开始到结束";
    RulerMarkModel => "Δt {dt} ms · model estimate", "Δt {dt} ms · 模型估计";
    RulerMarkMeasured => "Δt {dt} ms · measured", "Δt {dt} ms · 实测";
    RulerMarkUnplaced => "Δt {dt} · a length before it is not given", "Δt {dt} · 之前有一段时长未给出";
    RulerUnplaced => "an end lies past a stage the page gives no length (drawn at a placeholder width): the distance is not a time", "有一端落在原文未给出时长的阶段之后（那一段按占位宽度画出）：这段距离不是时间";
    RulerToggle => "measure", "测量";
    WaitsToggle => "WAIT slices", "WAIT 段";
    RulerClear => "Clear the ruler", "清除标尺";
    RulerName => "Ruler", "标尺";
    AcceptRuler => "two times in ms, from and to, e.g. 12.5,40", "两个以 ms 为单位的时刻，起点和终点，例如 12.5,40";
    OverviewLabel => "Overview of the whole handoff: drag the box to pan, its edges to zoom", "整个交接的概览：拖动方框平移，拖动方框边缘缩放";
    FindLabel => "Find a span or stage", "查找段或子阶段";
    FindCount => "{n} of {total}", "第 {n} 个，共 {total} 个";
    FindNone => "no match", "没有匹配";
    FindSome => "{total} found", "找到 {total} 个";
    FindNext => "Next match", "下一个匹配";
    FindPrev => "Previous match", "上一个匹配";
    BadgeOutage => "{metric} {outage} ms · end-to-end {e2e} ms", "{metric} {outage} ms · 端到端 {e2e} ms";
    BadgeOutageE2eOurs => "{metric} {outage} ms · end-to-end {e2e} ms (our arithmetic: the outage plus the react gap)",
        "{metric} {outage} ms · 端到端 {e2e} ms（我们的算术：中断加上 react 间隔）";
    BadgeE2eDefinition => "end-to-end: {metric} + {react} ({react_ms} ms)",
        "端到端：{metric} + {react}（{react_ms} ms）";
    BadgeRuns => "This exact configuration was run: {metric} {min}–{max} ms over {n} measured values.",
        "这个配置整体跑过：{n} 个{metric}实测值，{min}–{max} ms。";
    BadgeRunOne => "This exact configuration was run: one measured {metric} value.", "这个配置整体跑过：一个{metric}实测值。";
    BadgeRunOneRead => "This configuration, as we read it from the page, was run: one measured {metric} value.",
        "按我们对原文的解读，这个配置跑过：一个{metric}实测值。";
    BadgeRunsRead => "This configuration, as we read it from the page, was run: {metric} {min}–{max} ms over {n} measured values.",
        "按我们对原文的解读，这个配置跑过：{n} 个{metric}实测值，{min}–{max} ms。";
    BadgeRunDifference => "This exact configuration was run; the page gives its {metric} only as a difference from another's.",
        "这个配置整体跑过；原文只给了它的{metric}相对另一个配置的差值。";
    BadgeArmReading => "Our reading of the configuration: {reading}", "我们对这个配置的解读：{reading}";
    BadgeFigures => "Every {metric} figure measured for exactly this configuration:", "这个配置实测过的每一个{metric}数字：";
    BadgeFiguresRead => "Every {metric} figure measured for this configuration, as we read it from the page:", "按我们对原文的解读，这个配置实测过的每一个{metric}数字：";
    BadgeFiguresArithmetic => "Every {metric} figure for exactly this configuration, ≈ marking our arithmetic:",
        "这个配置的每一个{metric}数字（标 ≈ 的是我们的算术）：";
    BadgeOther => "Other figures measured for it:", "这个配置实测过的其他数字：";
    BadgeAlso => "The page also states, for this configuration:", "页面对这个配置还给过：";
    BasisPreset => "the page's own figure for this preset", "页面给这个预设的数字";
    BasisPresetRead => "the page's figure, placed on this preset by our reading", "原文的数字，按我们的解读放在这个预设上";
    BasisStated => "the page's own figure for this configuration", "页面给这个配置的数字";
    BasisSingle => "the one value measured for this configuration", "这个配置唯一的实测值";
    BasisRange => "the page gives a range: its upper end is quoted", "页面给的是一个范围：引用其上限";
    BasisMean => "our arithmetic: the mean of {n} measured values", "我们的算术：{n} 个实测值的平均";
    BasisMeanRead => "our arithmetic: the mean of {n} measured values from {k} experiments, each read as this configuration",
        "我们的算术：{k} 组实验的 {n} 个实测值的平均，每组的配置都是我们的解读";
    BasisDifference => "our arithmetic: the page gives only {delta} ms against {name} ({base} ms)",
        "我们的算术：页面只给了相对{name}（{base} ms）的 {delta} ms";
    FigureArithmetic => "our arithmetic, not a number on the page", "我们的算术，不是页面上的数字";
    FigureReading => "reading", "解读";
    FigureAmbiguous => "the page can be read two ways; the other reading gives {other}: {why}",
        "页面这里有两种读法，另一种读法是 {other}：{why}";
    BadgeMetric => "{metric} {value}", "{metric} {value}";
    BadgeMeasuredRange => "measured · the page gives a range, {range}: the badge quotes its upper end",
        "实测 · 原文给的是一个范围，{range}：徽标引用其上限";
    BadgeNotMeasured => "Not measured: this combination was never run end-to-end, so no outage is quoted.",
        "没测过：这个组合从没端到端跑过，所以不给中断数字。";
    BadgeEstimate => "The drawn spans are estimates from measured parts, not a measurement of this combination.",
        "图上各段是根据实测的各部分推算的，不是这个组合的实测。";
    BadgeNearest => "Nearest measured configuration: {name}. What differs:", "最接近的实测配置：{name}。不同之处：";
    BadgeDiffers => "{knob}: {here} here, {measured} measured", "{knob}：这里是 {here}，实测的是 {measured}";
    BadgeInertDiffers => "inert knob {knob}", "无效参数 {knob}";
    TrustLow => "Trust: low", "可信度：低";
    TrustMedium => "Trust: medium", "可信度：中";
    Source => "source", "出处";
    QuoteNotChecked => "quote not checked", "引文未核对";
    ArrowNamedBy => "the page names it", "原文的说法";
    ModelEstimate => "model estimate", "模型推算";
    LengthNotGiven => "length not given", "未给出时长";
    EstimateUnrunValue => "no arm ran {knob} = {value}: the model draws the value the knob sets, resting on", "没有哪组实验跑过 {knob} = {value}：图上画的是这个参数设定的值，依据是";
    Measured => "measured", "实测";
    Close => "Close", "关闭";
    DrilldownLane => "lane", "泳道";
    DrilldownTime => "{start} → {end} ms · {ms} ms", "{start} → {end} ms · {ms} ms";
    DrilldownStage => "stage", "子阶段";
    DrilldownClass => "how", "类别";
    DrilldownMs => "ms", "ms";
    DrilldownKnob => "set by", "决定于";
    DrilldownOnPath => "on the critical path: it decides the outage", "在关键路径上：它决定中断时长";
    DrilldownUnplaced => "critical path cannot be placed: it runs through a stage of unknown length",
        "关键路径无法定位：它经过一个时长未知的阶段";
    // 48: model::schedule::UNKNOWN_PX (a test checks they agree).
    DrilldownUnknown => "{note} Length unknown: drawn as a 48 px placeholder, not a time; times after it cannot be placed",
        "{note} 时长未知：画成 48 px 的占位块，不是时间；它之后的时间无法定位";
    DrilldownSlack => "{slack} ms of slack: it could take that much longer without moving the outage", "有 {slack} ms 余量：它再长这么多也不影响中断";
    DrilldownOffPath => "off the outage path: nothing the client sees waits for it", "不在中断路径上：客户端看到的一切都不等它";
    DrilldownMaskedBy => "masked at {join}: that waited for {other}", "在 {join} 处被遮蔽：那里等的是 {other}";
    DrilldownWaited => "before it, the lane waits {ms} ms for {on}", "在它之前，这条泳道等了 {ms} ms，等的是 {on}";
    DrilldownTimesNote => "Start and end times are the model's composition of the stages; each stage says where its length comes from.",
        "起止时间是模型把各子阶段串起来算的；每个子阶段注明了长度的出处。";
    ArrowOneWay => "one-way", "单程";
    ArrowRoundTrip => "round-trip", "往返";
    ArrowGatedBy => "gated by {knob}", "受 {knob} 控制";
    ArrowNotGated => "no knob gates it", "没有参数控制它";
    TableCritical => "critical", "关键";
    Yes => "yes", "是";
    No => "no", "否";
    InertTried => "tried {tried} · result {result} · {why}", "试过 {tried} · 结果 {result} · {why}";
    NoticeTitle => "Some parameters in this link were ignored; everything else applies:", "这个链接里有些参数被忽略了；其余的照常生效：";
    NoticeBad => "{param}={value} is not accepted (accepted: {accepted})", "{param}={value} 无效（可用：{accepted}）";
    NoticeOtherDataset => "{param}={value} belongs to the dataset “{dataset}”, not this one: not applied",
        "{param}={value} 属于数据集“{dataset}”，不属于当前这个：未应用";
    NoticeNotLoaded => "The dataset “{dataset}” could not be loaded ({why}); the default is shown instead.",
        "数据集“{dataset}”加载失败（{why}），改为显示默认数据集。";
    NoticeNotOpened => "“{dataset}” could not be opened ({why}); nothing changed.",
        "“{dataset}”无法打开（{why}），页面没有变化。";
    NoticeWordsNotLoaded => "The rest of the dataset's words could not be loaded ({why}): the timeline's numbers are all here, but what a block, arrow or source says is missing.",
        "数据集其余的文字加载失败（{why}）：时间轴的数字都在，但方块、箭头和出处的说明缺失。";
    KnobCost => "what moving it off stock costs", "调离默认值的代价";
    WhatIfTitle => "Drawn, not measured. What the page says this setting risks:", "画出来的，没有实测。原文说这个设置的风险：";
    DatasetPicker => "System", "系统";
    DatasetLoading => "Loading “{dataset}”…", "正在加载“{dataset}”…";
    PartLoading => "Loading the rest of the page…", "正在加载页面的其余部分…";
    PartFailed => "The rest of the page (config, evidence, reference) did not load; the timeline above works. Reload to try again.",
        "页面的其余部分（配置、证据、参考）没有加载成功；上面的时间轴照常可用。重新加载页面可再试一次。";
    SplitTitle => "Where the {ms} ms outage goes, by how the time is spent", "这 {ms} ms 中断花在哪，按时间怎么花的分";
    SplitUnplaced => "Where the outage goes cannot be drawn: a stage on its path has no known length (hatched on the timeline)", "中断花在哪画不出来：它路径上有一段长度未知（时间轴上画成斜线）";
    SplitResidual => "the model's decomposition of the drawn outage; the page measured {measured} ms here (model {residual} ms)",
        "这是模型对图上中断的拆分；这个配置页面实测 {measured} ms（模型差 {residual} ms）";
    SplitEstimate => "the model's decomposition of the drawn outage, itself a model estimate here (not measured)",
        "这是模型对图上中断的拆分；这里的中断本身也是模型推算（没测过）";
    SplitLargest => "largest: {what} · {set_by}", "最大的一块：{what} · {set_by}";
    SplitSetBy => "set by {knob}", "决定于 {knob}";
    SplitFixed => "no knob sets it", "没有参数决定它";
    TourLabel => "Tour", "导览";
    TourStart => "Take the tour: {steps} steps", "看导览：共 {steps} 步";
    TourStep => "step {step} of {steps}", "第 {step} 步，共 {steps} 步";
    TourPrev => "Previous step", "上一步";
    TourNext => "Next step", "下一步";
    TourLeave => "Leave the tour (Esc)", "退出导览（Esc）";
    TourOurs => "our words", "我们的话";
    TourPage => "the page", "原文";
    NoticeNoTour => "{param}={value}: this dataset has no tour", "{param}={value}：这个数据集没有导览";
    AcceptTourStep => "a step from 1 to {steps}", "1 到 {steps} 之间的一步";
    AcceptDatasetName => "a dataset's name: lower-case letters, digits and -, at most 64", "数据集的名字：小写字母、数字和 -，最多 64 个字符";
    NoticeLocalFile => "This view is of a local file, {value}, read in this page and never uploaded: its link cannot carry it.", "这个视图来自本地文件 {value}，只在本页读取，从未上传：链接带不走它。";
    NoticeUnknown => "{param}={value}: unknown parameter", "{param}={value}：未知参数";
    NoticeTooLong => "the link's query is {count} characters long: only its first {limit} were read",
        "链接的查询串有 {count} 个字符：只读取了前 {limit} 个";
    AcceptZoom => "a number of px per ms from {min} to {max}", "每毫秒 {min} 到 {max} 像素之间的数";
    AcceptSpanId => "the id of a span of the timeline, SPAN/STAGE for one of its stages, or an arrow's id", "时间轴上某一段的 id、某个子阶段的 SPAN/STAGE，或某条连线的 id";
    CopyLinkHere => "Copy link to this", "复制指向这里的链接";
    Dismiss => "Dismiss", "知道了";
    Language => "Language", "语言";
    DarkTheme => "dark theme", "深色主题";
    CopyLink => "Copy link", "复制链接";
    Copied => "Link copied", "链接已复制";
    OpenFull => "Open the full view", "打开完整视图";
    DatasetError => "The dataset {id} does not load:", "数据集 {id} 加载失败：";
    Lanes => "Lanes", "泳道";
    TimelineLabel => "{title}: timeline from 0, {zero}. Use the arrow keys to move between blocks.", "{title}：时间轴，0 为{zero}。用方向键在色块之间移动。";
    Compare => "Compare", "对比";
    CompareSwap => "Swap A and B", "交换 A 和 B";
    CompareClose => "Close compare", "关闭对比";
    CompareB => "B: presets and knobs", "B：预设与参数";
    DeltaMeasuredRead => "B − A: {delta} ({pair}), both measured, as we read the page's configurations.",
        "B − A：{delta}（{pair}），两边都是实测的（配置按我们对原文的解读）。";
    DeltaMeasured => "B − A: {delta} ({pair}), both measured as these exact configurations.",
        "B − A：{delta}（{pair}），两边都是按这两个配置整体实测的。";
    DeltaRanges => "No measured difference: the page gives a range ({pair}), and a range is not a point to subtract. Our arithmetic on the ranges' ends puts B − A between {lo} and {hi}.",
        "没有实测的差值：原文给的是范围（{pair}），范围不是可以相减的一个点。按我们的算术（取范围两端），B − A 在 {lo} 到 {hi} 之间。";
    DeltaOneFigure => "No difference is quoted: the page gives one figure, {figure}, in one sentence for both configurations; it measured no difference between them.",
        "不给差值：原文用同一句话给这两个配置同一个数字 {figure}；它没有测过两者之差。";
    DeltaRefusedA => "No difference is quoted: A was never run end-to-end. Its spans are estimates, and knobs are not additive, so a difference against it would put a number on a combination no one ran.",
        "不给差值：A 从没整体跑过。它的各段是推算的，而参数不能简单相加，拿它算差值等于给一个没人跑过的组合报数字。";
    DeltaRefusedB => "No difference is quoted: B was never run end-to-end. Its spans are estimates, and knobs are not additive, so a difference against it would put a number on a combination no one ran.",
        "不给差值：B 从没整体跑过。它的各段是推算的，而参数不能简单相加，拿它算差值等于给一个没人跑过的组合报数字。";
    DeltaRefusedBoth => "No difference is quoted: neither A nor B was run end-to-end. Both are estimates, and knobs are not additive, so their difference would be a number no one measured.",
        "不给差值：A 和 B 都没整体跑过。两边都是推算的，而参数不能简单相加，它们的差值是没人测过的数字。";
    DeltaMoved => "Where the {metric} lies as drawn (model): A {a0} → {a1} ms, B {b0} → {b1} ms.",
        "图上的{metric}位置（模型）：A {a0} → {a1} ms，B {b0} → {b1} ms。";
    DrilldownDelta => "B − A (as drawn, model)", "B − A（图上，模型）";
    FocusStage => "{span} · {stage}: {ms} ms ({start} → {end} ms)", "{span} · {stage}：{ms} ms（{start} → {end} ms）";
    NoticeFigure => "{param}: “{value}” left out — {why}. The other figures are shown.",
        "{param}：“{value}”未采用 —— {why}。其余数字照常显示。";
    FigNotANumber => "not a plain number (write 71, 71 ms or 0.9 s)", "不是普通数字（请写成 71、71 ms 或 0.9 s）";
    FigNegative => "a duration cannot be negative", "时长不能是负数";
    FigTooLarge => "longer than a day", "超过一天";
    FigTooMany => "more than {n} values: the first {n} are kept", "超过 {n} 个值：只保留前 {n} 个";
    FigUnknownUnit => "not a unit this page reads (ms, s, µs)", "不是能识别的单位（ms、s、µs）";
    FigUnknownMetric => "not a metric of this dataset (its metrics: {ids})", "不是这个数据集的指标（可用：{ids}）";
    FigNoValues => "no value given", "没有给出数值";
    WhoseYou => "yours", "你的";
    WhoseLink => "the link's", "链接里的";
    ByPage => "by the page's authors", "由原文作者测得";
    ByYou => "by you", "由你测得";
    ByLink => "by the link's author", "由链接作者测得";
    OwnHeadline => "{metric} {median} · {whose}, median of {n}", "{metric} {median} · {whose}，{n} 次的中位数";
    OwnBasisYou => "Measured by you on this configuration, not by the page: n = {n}, {range}, median {median}.",
        "这是你在这个配置上测的，不是原文的数字：n = {n}，{range}，中位数 {median}。";
    OwnBasisLink => "Figures this link carries: measured by whoever wrote it, not by the page, and not checked here. n = {n}, {range}, median {median}.",
        "这是链接带来的数字：由写链接的人测得，不是原文的，这里也没核对。n = {n}，{range}，中位数 {median}。";
    OwnPageToo => "The page measured this configuration too: {value}.", "原文也测过这个配置：{value}。";
    OwnPageNever => "The page never ran this configuration end-to-end: the only measurement is {whose}.",
        "原文没有整体跑过这个配置：唯一的实测是{whose}。";
    OwnModelInside => "The model estimates {model} here, calibrated to the page within ±{tol}; {whose}, {value}, is inside it.",
        "模型在这里估计 {model}，按原文校准的误差是 ±{tol}；{whose} {value} 在这个范围内。";
    OwnModelOutside => "The model estimates {model} here, calibrated to the page within ±{tol}; {whose}, {value}, is outside it by {gap}.",
        "模型在这里估计 {model}，按原文校准的误差是 ±{tol}；{whose} {value} 超出了这个范围 {gap}。";
    OwnModelNone => "{metric}: {whose} {value} (n = {n}); the model does not draw this figure.",
        "{metric}：{whose} {value}（n = {n}）；模型不画这个数字。";
    OwnMetric => "{metric}, {whose}: {values} (n = {n}, median {value}).", "{metric}（{whose}）：{values}（n = {n}，中位数 {value}）。";
    DeltaOwn => "B − A: {delta} ({b} vs {a}), both measured: A {a_by}, B {b_by}.",
        "B − A：{delta}（{b} 对 {a}），两边都是实测：A {a_by}，B {b_by}。";
    DeltaOwnRange => "B − A lies between {lo} and {hi} (our arithmetic: a range the page gives against a measured point): A {a_by}, B {b_by}.",
        "B − A 在 {lo} 到 {hi} 之间（我们的算术：原文给的是一个范围，对面是实测的一个点）：A {a_by}，B {b_by}。";
    DeltaOwnModel => "No B − A figure: {side} has only the model's estimate (nobody ran it end-to-end), and a measurement minus an estimate is not a measurement.",
        "不给 B − A：{side} 只有模型的估计（没有人整体跑过），实测减去估计不是实测。";
    OwnBracket => "{whose} {value} (n = {n})", "{whose} {value}（n = {n}）";

}
