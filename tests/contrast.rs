//! The palettes' contrast: canvas text reads at WCAG 4.5:1 on whatever is
//! under it, in both themes.

use failover_timeline::view::{Palette, Theme};

/// WCAG contrast ratio of two `#rrggbb` colours.
fn contrast(a: &str, b: &str) -> f64 {
    let lum = |hex: &str| {
        let c = |i: usize| {
            let v = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5)
    };
    let (x, y) = (lum(a), lum(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn canvas_text_reads_at_4_5_to_1_on_what_is_under_it() {
    for theme in [Theme::Light, Theme::Dark] {
        let p = Palette::of(theme);
        assert_eq!(p.classes.len(), p.text_on_class.len());
        for (class, ink) in p.classes.iter().zip(p.text_on_class) {
            let r = contrast(ink, class);
            assert!(r >= 4.5, "{theme:?}: {ink} on {class} is {r:.2}:1");
        }
        // WAIT labels sit over the wait bar and the lane bands.
        for under in [p.wait, p.lane[0], p.lane[1]] {
            let r = contrast(p.text, under);
            assert!(r >= 4.5, "{theme:?}: text on {under} is {r:.2}:1");
        }
        for under in p.lane {
            let r = contrast(p.text_muted, under);
            assert!(r >= 4.5, "{theme:?}: muted text on {under} is {r:.2}:1");
        }
    }
}
