//! The words only the second module says (the sections below the
//! timeline, the table view, the exports): their own catalogue, so the
//! first module, which never says them, does not carry them. The first module's
//! words (and those both modules say) are `i18n::Key`.

catalogue! {
    PageKey;
    TableView => "table view", "表格视图";
    TableLane => "lane", "泳道";
    TableSpan => "span", "阶段";
    TableStage => "stage", "子阶段";
    TableClass => "class", "类别";
    TableStart => "start (ms)", "开始 (ms)";
    TableEnd => "end (ms)", "结束 (ms)";
    TableMs => "ms", "ms";
    TableWait => "WAIT (the lane idle before the span)", "WAIT（该段开始前本节点空闲）";
    TableSource => "length from", "长度出处";
    TableArrows => "Arrows between lanes", "跨节点连线";
    TableInteraction => "interaction", "交互";
    TableKind => "kind", "类型";
    TableFrom => "from", "从";
    TableTo => "to", "到";
    TableDepart => "departs (ms)", "出发 (ms)";
    TableArrive => "arrives (ms)", "到达 (ms)";
    TableGate => "gated by", "控制参数";
    TablePageSpans => "Spans {from}–{to} of {n}", "第 {from}–{to} 段，共 {n} 段";
    TablePageArrows => "Arrows {from}–{to} of {n}", "第 {from}–{to} 条连线，共 {n} 条";
    TablePrev => "← previous page", "← 上一页";
    TableNext => "next page →", "下一页 →";
    TableCaption => "Every span, stage and arrow of the timeline (times are model estimates; the badge quotes measurements)",
        "时间轴上的每一段、每个子阶段和每条连线（时间为模型推算；徽标里才是实测）";
    ConfigTitle => "Config you can paste", "可以直接粘贴的配置";
    ConfigIntro => "The JVM properties for the knobs set above, split as the page splits them.", "上面所调参数对应的 JVM 属性，按原文的方式分开。";
    FormProperties => "properties file", "properties 文件";
    FormFlags => "-D flags", "-D 参数";
    CopyConfig => "Copy", "复制";
    CostTitle => "What these settings cost", "这些设置的代价";
    CostNone => "Stock settings: no extra cost.", "默认设置：没有额外代价。";
    CostRatio => "× figures are arithmetic on the setting (stock ÷ value), not measurements.", "“倍”数是对设置做的算术（默认值 ÷ 设置值），不是实测。";
    CheckUnread => "Only the first {max} lines were read; {n} more were left out. Paste the JVM's settings, not a whole log.",
        "只读了前 {max} 行，其余 {n} 行没有读。请粘贴 JVM 的配置，不要粘整份日志。";
    CheckMore => "… and {n} more findings, not listed.", "……还有 {n} 条发现，没有列出。";
    MarkAmbiguous => "ambiguous on the page", "页面有歧义";
    StatedTitle => "Figures the page states without a configuration it names", "页面给出、但没点明配置的数字";
    StatedDifference => "a difference, base not stated", "差值，没给基线";
    StatedShare => "a share of the stock outage", "相对默认中断的比例";
    StatedBound => "a bound", "上限";
    StatedSpread => "a standard deviation, environment not named", "标准差，未说明环境";
    TableCompareCaption => "Compare: every stage in A and B, and B − A as drawn (a model estimate where a side was not measured)",
        "对比：A 和 B 的每个子阶段，以及图上的 B − A（某一边没实测时是模型推算）";
    TableMsA => "ms (A)", "ms（A）";
    TableMsB => "ms (B)", "ms（B）";
    TableCriticalA => "critical path (A)", "关键路径（A）";
    TableCriticalB => "critical path (B)", "关键路径（B）";
    CheckTitle => "Check my config", "检查我的配置";
    CheckHelp => "Paste your config as you write it: a .properties file, -D flags, a java command line or JAVA_OPTS, a Kubernetes env: list, a Dockerfile or a systemd unit. The check reads it as the JVM would, flags values the JVM would silently ignore, unknown or misspelled aeron properties and values off the measured grid, then sets the timeline to what the JVM would actually run with.",
        "按你平时写的样子把配置贴进来：.properties 文件、-D 参数、java 命令行或 JAVA_OPTS、Kubernetes 的 env: 列表、Dockerfile 或 systemd 单元都行。检查会像 JVM 那样读它，标出 JVM 会悄悄忽略的值、不认识或拼错的 aeron 属性、以及不在实测值里的值，然后把时间轴设成 JVM 实际会跑的配置。";
    CheckNotRead => "Not read ({n}): lines that name a setting the JVM takes no property from. They are not problems, and the timeline ignores them.",
        "没有读（{n}）：这些行提到了设置，但 JVM 不会从中读到属性。它们不算问题，时间轴也不理会它们。";
    CheckPaste => "Your config, as you write it", "你的配置，照你写的样子";
    CheckButton => "Check and show on the timeline", "检查并显示到时间轴";
    CheckClean => "No problems found; the timeline shows this config.", "没发现问题；时间轴显示的就是这份配置。";
    CheckProblems => "{n} problem(s); the timeline now shows what this config would actually run.", "{n} 个问题；时间轴现在显示的是这份配置实际会跑出的样子。";
    EvidenceTitle => "The evidence, measured", "证据（实测）";
    EvidenceIntro => "Every point is a measured figure. Click a point (or its row's button) to show that configuration on the timeline.",
        "每个点都是实测数字。点一个点（或它那一行的按钮），时间轴就切到那个配置。";
    ShowOnTimeline => "show on the timeline", "在时间轴上显示";
    ShowShort => "show", "显示";
    ChartWhat => "what", "内容";
    ChartSaved => "saved (ms)", "省下（ms）";
    ChartBefore => "before (ms)", "之前（ms）";
    ChartAfter => "after (ms)", "之后（ms）";
    ChartValue => "value", "取值";
    ChartFigure => "measured (ms)", "实测（ms）";
    ChartMean => "mean (ms)", "均值（ms）";
    ChartStdev => "stdev (ms)", "标准差（ms）";
    ChartCost => "cost", "耗时";
    ChartDominated => "dominated by", "主导项";
    ChartKnee => "knee", "拐点";
    ChartSeries => "series", "系列";
    KnobsTitle => "The five knobs, best first", "五个有效参数，按收益排序";
    KnobBuys => "what it buys", "能省多少";
    KnobMechanism => "mechanism", "机制";
    KnobKnee => "where it bottoms out", "到哪儿就到底了";
    InertTitle => "The {n} knobs that do nothing — do not re-test these", "{n} 个没用的参数 —— 别再测了";
    InertProperty => "property", "属性";
    InertTriedCol => "tried", "试过";
    InertResult => "measured result", "实测结果";
    InertWhy => "why it does nothing", "为什么没用";
    InertOnTimeline => "on the timeline", "时间轴上";
    RulesTitle => "The structural rules that predict inertness", "能预判哪些参数没用的结构性规律";
    TrapsTitle => "Measurement traps", "测量陷阱";
    ProbesTitle => "Probes on vs off: the instrumentation control", "开探针 vs 关探针：插桩对照";
    MaskingTitle => "Knobs are not additive", "参数不能简单相加";
    MaskingHint => "Each button sets the timeline to a measured configuration with the critical path on: compare what decides the outage.",
        "每个按钮会把时间轴切到一个实测配置并打开关键路径：对比一下是什么决定了中断时长。";
    ResidualTitle => "What remains after all configuration", "所有配置做完之后还剩什么";
    ColocationTitle => "Co-location", "同 AZ 部署";
    SuspendTitle => "SUSPEND-then-RESIGN", "先 SUSPEND 再 RESIGN";
    MetricTitle => "What the outage measures", "中断时长量的是什么";
    RecommendedTitle => "The recommended package", "推荐配置";
    AboutTitle => "About the numbers", "关于这些数字";
    AboutIntro => "Model vs measured: every measured figure next to what the model draws for the same configuration. Residual = model − measured. A figure outside tolerance is a known model limit, listed with why, or a test fails.",
        "模型 vs 实测：每个实测数字旁边是模型对同一配置画出的值。残差 = 模型 − 实测。超出容差的数字要么列为已知的模型局限并说明原因，要么测试失败。";
    AboutArm => "measured configuration", "实测配置";
    AboutMetric => "metric", "指标";
    AboutModel => "model (ms)", "模型（ms）";
    AboutResidual => "residual (ms)", "残差（ms）";
    AboutTolerance => "tolerance (ms)", "容差（ms）";
    AboutWithin => "within", "在容差内";
    AboutLimit => "known model limit: {why}", "已知的模型局限：{why}";
    AboutSummary => "{within} of {all} figures within tolerance.", "{all} 个数字中 {within} 个在容差内。";
    SavePng => "Save PNG", "保存 PNG";
    SaveSvg => "Save SVG", "保存 SVG";
    SaveSvgTitle => "A vector image with the same picture, its words as text: for docs", "同一张图的矢量版，文字可选可搜：适合放进文档";
    ExportTrace => "Export trace", "导出 trace";
    ExportTraceTitle => "Chrome Trace Event JSON: open it in Perfetto (ui.perfetto.dev → Open trace file) or speedscope",
        "Chrome Trace Event JSON：可在 Perfetto（ui.perfetto.dev → Open trace file）或 speedscope 中打开";
    PngConfig => "configuration: {config}", "配置：{config}";
    PngSource => "source: {title} · drawn by Failover Timeline from measured figures; spans are model estimates",
        "出处：{title} · Failover Timeline 据实测数字绘制；各段为模型估计";
    OwnTitle => "Your measurements", "你自己的实测";
    OwnHelp => "The page's advice: measure the combination you intend to ship. Enter the figures of your own drill for the configuration on screen (values as you have them: 71, 69, 74 · 71 69 74 ms · 0.9 s). They are shown as yours, beside the page's, never as the page's, and the link carries them.",
        "原文的建议：测一测你打算上线的那套组合。在这里填上你自己演练的数字，对应时间轴上当前的配置（按你手上的写法：71, 69, 74 · 71 69 74 ms · 0.9 s）。它们会作为你的数字显示在原文数字旁边，绝不会当成原文的，链接也会带上它们。";
    OwnFor => "For", "对应";
    OwnSideA => "A: the configuration on screen", "A：时间轴上的配置";
    OwnSideB => "B: the compared configuration", "B：对比的配置";
    OwnMore => "Other metrics of this dataset", "这个数据集的其他指标";
    OwnApply => "Show my figures", "显示我的数字";
    OwnClear => "Remove my figures", "去掉我的数字";
    OwnShown => "Shown on the timeline: {n} values.", "已显示在时间轴上：{n} 个值。";
    OwnProblem => "{metric}: “{value}” left out — {why}.", "{metric}：“{value}”未采用 —— {why}。";
    OwnNothing => "No value to show: enter at least one.", "没有可显示的数值：请至少填一个。";
    DatasetFilesTitle => "Your system's dataset", "你自己系统的数据集";
    DatasetFilesHelp => "Open a dataset JSON from disk, or drop it anywhere on this page: it is checked here with the same loader as make check-dataset and shown in place of this one. Nothing is uploaded. Edit the file and drop it again: the view (configuration, zoom, selection) stays. How to write one: data/README.md.",
        "从磁盘打开一个数据集 JSON，或把它拖到本页任意位置：在本页用与 make check-dataset 相同的加载器检查，然后替换当前数据集显示。不会上传任何内容。改完文件再拖一次：视图（配置、缩放、选中）保持不变。写法见 data/README.md。";
    DatasetFileLabel => "A dataset file", "数据集文件";
    DatasetFilesGroup => "Dataset files", "数据集文件";
    DatasetLoaderFailed => "{file} was not opened: the page could not load its dataset loader (loader.js: {why}). The page keeps what it showed; try the file again once the site can be reached.",
        "{file} 未能打开：页面无法加载数据集加载器（loader.js：{why}）。页面上原来的内容保持不变；等网站可以访问后再试一次。";
    OwnFileTitle => "From a file your drill writes", "从演练脚本写出的文件读入";
    OwnFileHelp => "CSV rows “configuration, metric, value” (the configuration as the link writes it, e.g. \"preset=stock&hb=100ms\", in quotes when it has a comma), or JSON lines {\"config\": …, \"metric\": …, \"value\": …}. Nothing is uploaded: the file is read in this page. Its format is in the dataset guide (data/README.md).",
        "CSV 每行“配置, 指标, 数值”（配置按链接的写法，如 \"preset=stock&hb=100ms\"，含逗号时加引号），或每行一个 JSON：{\"config\": …, \"metric\": …, \"value\": …}。文件不会上传：只在本页读取。格式见数据集指南（data/README.md）。";
    OwnFileLabel => "A file of figures", "数字文件";
    OwnFileLine => "line {line}: “{text}” — {why}", "第 {line} 行：“{text}” —— {why}";
    OwnFileWhole => "The file: {why}.", "文件：{why}。";
    OwnFileMore => "… and {n} more problems.", "……还有 {n} 个问题。";
    OwnFileRuns => "{n} configurations in the file: pick one to show.", "文件里有 {n} 个配置：选一个显示。";
    OwnShowA => "Show as A", "作为 A 显示";
    OwnShowB => "Show as B", "作为 B 显示";
    FileNotText => "not a text file", "不是文本文件";
    FileTooBig => "larger than {mb} MB, not read", "超过 {mb} MB，没有读取";
    FileBadLine => "not “configuration, metric, value” (CSV) nor a JSON line with config, metric and value", "既不是“配置, 指标, 数值”（CSV），也不是含 config、metric、value 的 JSON 行";
    FileBadConfig => "a configuration this dataset cannot read ({what})", "这个数据集读不懂的配置（{what}）";
    FileTooManyRuns => "more than {n} configurations: the rest are left out", "超过 {n} 个配置：其余的没有读";
    FileEmpty => "no row of figures in it", "里面没有数字行";
    TableOwnCaption => "Readers' own figures against the model of the same configuration", "读者自己的数字与同一配置下的模型对照";
    TableRun => "run", "配置";
    TableWhose => "whose", "谁测的";
    TableOwnValues => "median (n, range)", "中位数（n，范围）";
    TableInside => "inside tolerance", "在容差内";
}

/// A word of either catalogue, for a list that mixes them (a table's
/// column heads).
#[derive(Clone, Copy, Debug)]
pub enum Word {
    First(super::Key),
    Page(PageKey),
}

impl super::Words for Word {
    fn pair(self) -> (&'static str, &'static str) {
        match self {
            Word::First(k) => k.pair(),
            Word::Page(k) => k.pair(),
        }
    }
}
