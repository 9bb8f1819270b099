//! Colours for the canvas, per theme. Stage classes use the Okabe–Ito
//! palette, which stays distinguishable under the common colour-vision
//! deficiencies; the dark theme uses lighter variants of the same hues.

use super::layout::Paint;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    #[default]
    Light,
    Dark,
}

impl Theme {
    pub fn code(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    pub fn from_code(code: &str) -> Option<Theme> {
        match code {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }
}

/// CSS colours for every [`Paint`].
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    pub classes: &'static [&'static str],
    /// Label text on each class's colour: dark, or white where dark text
    /// would read at under 4.5:1.
    pub text_on_class: &'static [&'static str],
    pub background: &'static str,
    pub lane: [&'static str; 2],
    pub wait: &'static str,
    pub outage: &'static str,
    pub grid: &'static str,
    pub axis: &'static str,
    pub zero: &'static str,
    pub text: &'static str,
    pub text_muted: &'static str,
    pub arrow: &'static str,
    pub outline: &'static str,
    pub critical: &'static str,
    pub focus: &'static str,
    pub selected: &'static str,
    /// A reader's own figure on the timeline.
    pub own: &'static str,
    /// A block the find box matched.
    pub matched: &'static str,
    pub ruler: &'static str,
    pub ruler_band: &'static str,
    pub overview_shade: &'static str,
}

const LIGHT: Palette = Palette {
    // vermillion, orange, blue, sky blue, reddish purple, then spares
    classes: &[
        "#D55E00", "#E69F00", "#0072B2", "#56B4E9", "#CC79A7", "#009E73", "#F0E442",
    ],
    text_on_class: &[
        "#111111", "#111111", "#ffffff", "#111111", "#111111", "#111111", "#111111",
    ],
    background: "#ffffff",
    lane: ["#ffffff", "#f4f6f8"],
    wait: "#b9c0c8",
    outage: "rgba(213, 94, 0, 0.07)",
    grid: "#e3e7eb",
    axis: "#8a939c",
    zero: "#1b1f24",
    text: "#1b1f24",
    text_muted: "#525a63",
    arrow: "#3b4149",
    outline: "rgba(0, 0, 0, 0.55)",
    critical: "#000000",
    focus: "#0050a0",
    selected: "#1b1f24",
    own: "#7b2d8e",
    matched: "#8a4b00",
    ruler: "#7a1fa2",
    ruler_band: "rgba(122, 31, 162, 0.10)",
    overview_shade: "rgba(255, 255, 255, 0.6)",
};

const DARK: Palette = Palette {
    classes: &[
        "#F07A2E", "#F2B93B", "#3A9BDB", "#8ACCF2", "#E09CC4", "#2EC4A0", "#F5EC6E",
    ],
    text_on_class: &[
        "#0b0d10", "#0b0d10", "#0b0d10", "#0b0d10", "#0b0d10", "#0b0d10", "#0b0d10",
    ],
    background: "#15191e",
    lane: ["#15191e", "#1c2128"],
    wait: "#59626d",
    outage: "rgba(240, 122, 46, 0.12)",
    grid: "#2a3038",
    axis: "#7d8792",
    zero: "#e8ecf0",
    text: "#e8ecf0",
    text_muted: "#aab3bd",
    arrow: "#c4ccd4",
    outline: "rgba(0, 0, 0, 0.6)",
    critical: "#ffffff",
    focus: "#7cc4ff",
    selected: "#e8ecf0",
    own: "#d9a6ff",
    matched: "#ffd866",
    ruler: "#d59cff",
    ruler_band: "rgba(213, 156, 255, 0.14)",
    overview_shade: "rgba(0, 0, 0, 0.5)",
};

impl Palette {
    pub fn of(theme: Theme) -> &'static Palette {
        match theme {
            Theme::Light => &LIGHT,
            Theme::Dark => &DARK,
        }
    }

    /// The colours of a chart's series, in order: blue and vermillion
    /// first, the pair that stays apart for every common colour-vision
    /// deficiency, then bluish green and orange.
    pub fn series(&self) -> impl Iterator<Item = &'static str> + '_ {
        [2, 0, 5, 1]
            .into_iter()
            .filter_map(|i| self.classes.get(i).copied())
    }

    pub fn color(&self, paint: Paint) -> &'static str {
        match paint {
            Paint::Class(i) => self.classes[i % self.classes.len()],
            Paint::Wait => self.wait,
            Paint::LaneBand(odd) => self.lane[usize::from(odd)],
            Paint::Outage => self.outage,
            Paint::Grid => self.grid,
            Paint::Axis => self.axis,
            Paint::ZeroLine => self.zero,
            Paint::Text => self.text,
            Paint::TextMuted => self.text_muted,
            Paint::TextOnClass(i) => self.text_on_class[i % self.text_on_class.len()],
            Paint::Arrow => self.arrow,
            Paint::SpanOutline => self.outline,
            Paint::CriticalOutline => self.critical,
            Paint::Focus => self.focus,
            Paint::Selected => self.selected,
            Paint::Own => self.own,
            Paint::Match => self.matched,
            Paint::Ruler => self.ruler,
            Paint::RulerBand => self.ruler_band,
            Paint::OverviewShade => self.overview_shade,
        }
    }
}
