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
    ConfigIntro => "The JVM properties for the knobs set above, under the process each is set on.", "上面所调参数对应的 JVM 属性，按各自所在的进程分开。";
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
    // The config panel and the config check (view::jvm_text): only the
    // page below says them.
    ConfigConditions => "run conditions, not properties: {conditions}", "运行条件，不是属性：{conditions}";
    ConfigStockLine => "{name}: stock, nothing to set", "{name}：默认值，不用设";
    ConfigNsComment => "{value} in ns: Long.decode reads this property, and \"10ms\" would silently mean {stock}",
        "{value}，写成纳秒整数：这个属性由 Long.decode 读取，写 \"10ms\" 会悄悄变成 {stock}";
    ConfigInertLine => "measured to do nothing, not set: {property} ({tried}: {result})", "实测没用，不设：{property}（{tried}：{result}）";
    ConfigAllStock => "all stock: nothing to set", "全部默认：不用设";
    TheDefault => "the default", "默认值";
    FindingSilent => "{at}: {property}={value}: Long.decode cannot read \"{value}\", so the JVM silently runs {stock}. Write a bare nanosecond integer ({example}).",
        "{at}：{property}={value}：Long.decode 读不了 \"{value}\"，JVM 会不报错地用 {stock}。请写纯纳秒整数（{example}）。";
    FindingOctal => "{at}: {property}={value}: a leading 0 makes Long.decode read octal, {ns} ns ({ms} ms).",
        "{at}：{property}={value}：开头的 0 会让 Long.decode 按八进制读，得到 {ns} ns（{ms} ms）。";
    FindingBadDuration => "{at}: {property}={value} is not a duration (digits with ns, us, ms or s); the timeline keeps the stock value.",
        "{at}：{property}={value} 不是合法时长（数字加 ns、us、ms 或 s）；时间轴保持默认值。";
    FindingStrategy => "{at}: {property}={value}: not a measured value ({values}); the timeline keeps the stock value.",
        "{at}：{property}={value}：不是实测过的值（{values}）；时间轴保持默认值。";
    FindingOffGrid => "{at}: {property} = {ms} ms is off the measured grid ({grid}); drawn as the nearest measured value, {nearest}: an estimate.",
        "{at}：{property} = {ms} ms 不在实测值里（{grid}）；按最接近的实测值 {nearest} 画出：这是估计。";
    FindingPartial => "{at}: {name}: {set} of {of} properties say {value}. The timeline draws a value only where all {of} say it, so it draws the stock value.",
        "{at}：{name}：{of} 个属性里只有 {set} 个是 {value}。{of} 个全都设成这个值，时间轴才按它画，所以按默认值画。";
    FindingMisspelled => "{at}: {property} is not a property of this dataset. Did you mean {suggestion}? The JVM ignores unknown names silently.",
        "{at}：{property} 不是这个数据集里的属性。你是不是想写 {suggestion}？JVM 对不认识的名字一声不吭。";
    FindingUnknown => "{at}: {property} is not a property of this dataset; the timeline ignores it.",
        "{at}：{property} 不是这个数据集里的属性；时间轴忽略它。";
    FindingInert => "{at}: {property} was measured to do nothing ({result}); its toggle is switched on.",
        "{at}：{property} 实测没用（{result}）；已打开它的开关。";
    FindingApplied => "{at}: {name} = {value}.", "{at}：{name} = {value}。";
    FindingBadFlag => "{at}: a -D flag with no property name the JVM could take: {text}", "{at}：这个 -D 参数没有 JVM 能认的属性名：{text}";
    FindingUnterminated => "{at}: the {quote} opened on this line is never closed, so the shell (or the YAML reader) refuses it: nothing on it is read.",
        "{at}：这一行打开的 {quote} 没有闭合，shell（或 YAML 解析器）会拒绝它：这一行什么都没读。";
    FindingBadEscape => "{at}: a malformed \\uXXXX escape: java.util.Properties.load throws on it, so the file fails to load. Not read: {text}",
        "{at}：\\uXXXX 转义写错了：java.util.Properties.load 读到这里会抛异常，整个文件加载失败。没有读：{text}";
    NotReadContext => "{at}: {text} — names a setting, but the JVM takes no property from this line (it is neither a properties line nor a -D flag).",
        "{at}：{text} —— 提到了一个设置，但 JVM 不会从这一行读到属性（它既不是属性行也不是 -D 参数）。";
    NotReadToProgram => "{at}: {text} comes after the main class (or -jar): the program gets it as an argument, and the JVM does not set it.",
        "{at}：{text} 在主类（或 -jar）之后：它是传给程序的参数，JVM 不会设置它。";
    NotReadExpansion => "{at}: {text}: the shell (or Kubernetes) fills in this value when it starts the JVM; the check cannot know it, so it is not read.",
        "{at}：{text}：这个值要等 shell（或 Kubernetes）启动 JVM 时才填进去；检查无从得知，所以没有读。";
    NotReadCut => "{at}: {text} goes on past the lines that were read, so its value is not known: not read.",
        "{at}：{text} 一直延续到没读的那些行里，值不完整：没有读。";
    AtLine => "line {line}", "第 {line} 行";
    AtLines => "lines {first}–{last}", "第 {first}–{last} 行";
    ReadAsProperties => "read as a .properties line", "按 .properties 文件的行读取";
    ReadAsCommandLine => "read as a command line", "按命令行读取";
    ReadAsShellVariable => "read as a shell variable", "按 shell 变量读取";
    ReadAsYaml => "read as YAML (or JSON)", "按 YAML（或 JSON）读取";
    ReadAsDockerfileEnv => "read as a Dockerfile ENV", "按 Dockerfile ENV 读取";
    ReadAsDockerfileCommand => "read as a Dockerfile RUN, CMD or ENTRYPOINT", "按 Dockerfile RUN、CMD 或 ENTRYPOINT 读取";
    ReadAsSystemdEnvironment => "read as a systemd Environment=", "按 systemd Environment= 读取";
    ReadAsSystemdExec => "read as a systemd ExecStart=", "按 systemd ExecStart= 读取";
    FindingRepeated => "{at}: {property} again (first on line {first}); the last one wins.", "{at}：{property} 重复了（第一次在第 {first} 行）；以最后一次为准。";
    CheckTitle => "Check my config", "检查我的配置";
    CheckHelp => "Paste your config as you write it: a .properties file, -D flags, a java command line or JAVA_OPTS, a Kubernetes env: list, a Dockerfile or a systemd unit. The check reads it as the JVM would, flags values the JVM would silently ignore, unknown or misspelled properties and values off the measured grid, then sets the timeline to what the JVM would actually run with.",
        "按你平时写的样子把配置贴进来：.properties 文件、-D 参数、java 命令行或 JAVA_OPTS、Kubernetes 的 env: 列表、Dockerfile 或 systemd 单元都行。检查会像 JVM 那样读它，标出 JVM 会悄悄忽略的值、不认识或拼错的属性、以及不在实测值里的值，然后把时间轴设成 JVM 实际会跑的配置。";
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
    KnobsTitle => "The knobs: what each buys, how, and where it bottoms out", "各参数：能省多少、机制、到哪儿就到底";
    KnobName => "knob", "参数";
    KnobBuys => "what it buys", "能省多少";
    KnobMechanism => "mechanism", "机制";
    KnobKnee => "where it bottoms out", "到哪儿就到底了";
    InertTitle => "The {n} knobs measured to do nothing", "{n} 个实测没用的参数";
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
    OwnHelp => "Enter the figures of your own drill for the configuration on screen (values as you have them: 71, 69, 74 · 71 69 74 ms · 0.9 s). They are shown as yours, beside the page's, never as the page's, and the link carries them.",
        "在这里填上你自己演练的数字，对应时间轴上当前的配置（按你手上的写法：71, 69, 74 · 71 69 74 ms · 0.9 s）。它们会作为你的数字显示在原文数字旁边，绝不会当成原文的，链接也会带上它们。";
    OwnAdvice => "The page's advice:", "原文的建议：";
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
    DrillStageInside => "drill {drill} ms · model {model} ms · Δ {delta} ms, inside the calibration's ±{tol} ms", "演练 {drill} ms · 模型 {model} ms · Δ {delta} ms，在校准的 ±{tol} ms 之内";
    DrillStageOutside => "drill {drill} ms · model {model} ms · Δ {delta} ms, outside the calibration's ±{tol} ms", "演练 {drill} ms · 模型 {model} ms · Δ {delta} ms，超出校准的 ±{tol} ms";
    DrillEdgeStart => "the start of {span}", "{span} 的开始";
    DrillEdgeEnd => "the end of {stage}", "{stage} 的结束";
    DrillGapAt => "Δ {ms} ms at {at}: the drill marks it there, not where the model's stages since its last mark put it", "{at}处 Δ {ms} ms：演练把它标在那里，而不是模型的子阶段从上一个标记算起应到的位置";
    DrillStageModel => "the model's length: the drill does not mark both edges of this stage", "模型的长度：演练没有标出这个子阶段的两端";
    Cancel => "Cancel", "取消";
    DrillTitle => "Your drill", "你的演练";
    DrillHelp => "Paste your own failover drill, or drop its files here (read in this page, never uploaded): the nodes' logs (kubectl logs --timestamps, journalctl, a log file, a paste from a chat), one file per node or interleaved lines prefixed by their source; an events table (mark,time; a header row is allowed; a drill column, or blank lines between blocks, for several drills); or a Chrome trace (this page's own export too). Times in any common form: ISO 8601 / RFC 3339, Redis, syslog, logback, epoch s/ms/µs/ns, JSON lines. The drill is drawn beside the model of the same configuration, on the same lanes: what it marks at its own times, the rest at the model's, every difference said. The link carries it.",
        "粘贴你自己的故障切换演练，或把它的文件拖到这里（只在本页读取，不会上传）：各节点的日志（kubectl logs --timestamps、journalctl、日志文件、从聊天里复制的片段），每个节点一个文件，或每行带来源前缀的交错日志；一张事件表（mark,time；可以有表头；有 drill 列、或用空行隔开的几块，表示几次演练）；或一个 Chrome trace（本页自己导出的也行）。时间可以是各种常见格式：ISO 8601 / RFC 3339、Redis、syslog、logback、epoch 秒/毫秒/微秒/纳秒、JSON 行。演练画在同一配置的模型旁边、同样的泳道上：它标出的按它自己的时间，其余按模型，每处差别都会说明。链接会带上它。";
    DrillPasted => "pasted", "粘贴的";
    DrillFiles => "Or pick the files (logs, a table or a trace):", "或者选择文件（日志、表格或 trace）：";
    DrillCancelled => "Reading cancelled: nothing on screen changed.", "已取消读取：屏幕上的内容没有变。";
    DrillFileFailed => "The file could not be read ({why}): nothing on screen changed.", "文件无法读取（{why}）：屏幕上的内容没有变。";
    DrillLogsRead => "Read {logs} log(s), {lines} lines ({timed} with a time): {marks} of the dataset's {all} marks found.", "读了 {logs} 份日志，共 {lines} 行（{timed} 行有时间）：找到数据集 {all} 个标记中的 {marks} 个。";
    DrillLogsNoMark => "No mark of this dataset is in these logs (a log of another system? or give the lines that mark each event below): nothing on screen changed.", "这些日志里没有这个数据集的任何标记（别的系统的日志？或者在下面给出标记每个事件的行）：屏幕上的内容没有变。";
    DrillLogsZones => "The logs' times are in different zones (or some give none): each is read at its own; where one gives none it is read as if it were UTC, which may not be so.", "这些日志的时间时区不同（或有的没写时区）：各按各的读；没写时区的按 UTC 读，这未必对。";
    DrillLogsTitle => "The logs read", "读到的日志";
    DrillLogName => "log", "日志";
    DrillLogLines => "lines", "行数";
    DrillLogTimed => "with a time", "有时间的行";
    DrillLogZone => "times", "时间";
    DrillLogLane => "lane", "泳道";
    DrillLogBackwards => "{n} time(s) earlier than the line before (first at line {line})", "{n} 处时间比上一行早（第一处在第 {line} 行）";
    DrillZoneEpoch => "epoch", "epoch";
    DrillZoneNone => "no zone given", "没写时区";
    DrillTextsHelp => "Each mark of the dataset: the line it was found on, or the text of yours that marks it in your logs (kept in this browser for this dataset; read again to use it).", "数据集的每个标记：找到它的那一行；或者你自己写的、在你的日志里标出它的文字（存在这个浏览器里，只用于这个数据集；重新读取后生效）。";
    DrillFoundLine => "found on", "所在行";
    DrillTextOwn => "your text for it", "你给它的文字";
    DrillHit => "{log}, line {line}: {text}", "{log}，第 {line} 行：{text}";
    DrillReread => "Read again with these texts", "用这些文字重新读取";
    DrillDatasetDownload => "Download the dataset file with these texts", "下载加上这些文字的数据集文件";
    DrillInput => "Your drill's times", "你的演练时间";
    DrillRead => "Read and draw", "读取并画出";
    DrillClear => "Take the drill away", "移除演练";
    DrillMarksKnown => "This dataset's marks: {marks}", "这个数据集的标记：{marks}";
    DrillReadSummary => "Read {lines} lines ({timed} with a time): {drills} drill(s), {found} marks found.", "读了 {lines} 行（{timed} 行有时间）：{drills} 次演练，找到 {found} 个标记。";
    DrillReadNothing => "No drill in this text: nothing on screen changed.", "这段文字里没有演练：屏幕上的内容没有变。";
    DrillReadNotText => "This is not text (a binary file?): nothing was read, nothing on screen changed.", "这不是文本（二进制文件？）：什么也没读，屏幕上的内容没有变。";
    DrillReadTooBig => "The file is over {mb} MB: not read, nothing on screen changed.", "文件超过 {mb} MB：没有读，屏幕上的内容没有变。";
    DrillReadZonesMixed => "Some times have no time zone and some have one: those without are read as if they were UTC, which may not be so.", "有些时间没有时区，有些有：没有时区的按 UTC 读，这未必对。";
    DrillReadOffsets => "Times at {n} different offsets from UTC: each is read at its own offset.", "时间带有 {n} 种不同的 UTC 偏移：各按各的偏移读。";
    DrillReadMore => "… and {n} more lines not read.", "……还有 {n} 行没有读。";
    DrillLine => "line {line} “{text}”: {why}", "第 {line} 行 “{text}”：{why}";
    ReadUnknownMark => "“{cell}” is not a mark of this dataset", "“{cell}” 不是这个数据集的标记";
    ReadNotATime => "“{cell}” is not a time this reader knows", "“{cell}” 不是能读的时间";
    ReadTwice => "{mark} again (line {first} counts)", "{mark} 又出现了（以第 {first} 行为准）";
    ReadOtherKind => "a time of another kind than this drill's first (a time of day beside ms from the start): left out", "和这次演练第一行的时间不是一类（时刻和相对毫秒混在一起）：已略去";
    ReadShort => "no cell for the mark or the time", "缺少标记或时间那一格";
    ReadTooManyDrills => "more than {n} drills: the rest are not read", "超过 {n} 次演练：其余没有读";
    DrillsTitle => "The drills read", "读到的演练";
    DrillsDrill => "drill", "演练";
    DrillsMarks => "marks", "标记";
    DrillsDraw => "draw", "画出";
    DrillsDrawn => "drawn", "已画出";
    DrillsMedian => "median (min – max)", "中位数（最小 – 最大）";
    DrillsMedianCell => "{median} ({min} – {max}), n = {n}", "{median}（{min} – {max}），n = {n}";
    DrillShownTitle => "{side}: the drill on the timeline", "{side}：时间轴上的演练";
    DrillMarksCaption => "Each mark of the dataset: the drill's time on the timeline's clock, the model's, and the difference", "数据集的每个标记：演练在时间轴时钟上的时间、模型的时间和差值";
    DrillMark => "mark", "标记";
    DrillMs => "drill (ms)", "演练 (ms)";
    DrillModelMs => "model (ms)", "模型 (ms)";
    DrillDelta => "Δ (ms)", "Δ (ms)";
    DrillStatus => "in the drill", "演练中";
    DrillFound => "found", "找到";
    DrillNotFound => "not found", "没找到";
    DrillStagesCaption => "Each stage the drill marks at both edges: its length in the drill and in the model, and whether the difference is inside the dataset's calibration tolerance (±{tol} ms)", "演练两端都标出的每个子阶段：它在演练和模型里的长度，以及差值是否在数据集的校准容差（±{tol} ms）之内";
    DrillStage => "stage", "子阶段";
    DrillInside => "inside", "在容差内";
    DrillOutside => "outside", "超出容差";
    DrillNoStages => "The drill marks no stage at both edges: every length on its row is the model's.", "演练没有两端都标出的子阶段：它那一行的每个长度都是模型的。";
    DrillSkew => "Shift {lane}'s clock by {ms} ms", "把 {lane} 的时钟调 {ms} ms";
    DrillSkewed => "{lane}'s clock is shifted by {ms} ms (yours, not measured)", "{lane} 的时钟调了 {ms} ms（你设的，不是实测）";
    DrillSkewReset => "no shift", "不调";
    DrillYours => "your", "你的";
    DrillLinks => "the link's", "链接里的";
    DrillBad => "drill “{entry}”: {why}; left out", "演练 “{entry}”：{why}；已略去";
    DrillNotATime => "not MARK:MS with a number of ms", "不是 标记:毫秒 的形式";
    DrillTooLarge => "more than a day", "超过一天";
    DrillTooMany => "past the {n} marks a drill keeps", "超出一次演练最多保留的 {n} 个标记";
    DrillUnknownMark => "not a mark of this dataset (its marks: {ids})", "不是这个数据集的标记（可用：{ids}）";
    DrillUnknownLane => "not a lane of this dataset (its lanes: {ids})", "不是这个数据集的泳道（可用：{ids}）";
    DrillTwice => "given twice: the first counts", "给了两次：以第一次为准";
    DrillHeadline => "{metric} {value} · {whose} drill", "{metric} {value} · {whose}演练";
    DrillHeadlineNone => "{whose} drill: {n} marks drawn, no {metric} (it does not mark both its ends)", "{whose}演练：画出 {n} 个标记，没有{metric}（两端没有都标出）";
    DrillBasis => "Measured by {whose} drill on this configuration, not by the page: {n} marks drawn where it saw them; every time between two of its marks is the drill's, every other length the model's (faded, hatched).",
        "由{whose}演练在这个配置上测得，不是原文：{n} 个标记画在演练看到的位置；两个标记之间的时间是演练的，其余长度都是模型的（淡色、斜线）。";
    DrillPlaced => "Placed by the model: the drill has no t = 0, so its first mark ({mark}) sits at the model's {ms} ms; no time from t = 0 is the drill's.",
        "按模型放置：演练没有 t = 0，所以它的第一个标记（{mark}）放在模型的 {ms} ms 处；从 t = 0 起算的时间都不是演练的。";
    DrillClock => "{behind}'s clock reads at least {ms} ms behind {ahead}'s", "{behind} 的时钟至少比 {ahead} 的慢 {ms} ms";
    DrillLeftConfig => "Not drawn: {mark} (its span does not happen in this configuration)", "未画出：{mark}（它所在的段在这个配置下不会发生）";
    DrillLeftOrder => "Not drawn: {mark} (earlier than {after}, which comes before it on its lane)", "未画出：{mark}（比同一泳道上在它之前的 {after} 还早）";
    DrillLeftPlace => "Not drawn: {mark} (the drill has no t = 0 and no mark the model can place)", "未画出：{mark}（演练没有 t = 0，也没有模型能放置的标记）";
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
