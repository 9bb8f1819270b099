//! The one viewport type: which milliseconds map to which CSS pixels.
//!
//! The timeline is laid out in CSS pixels at a fixed zoom (px per ms); the
//! painter multiplies by devicePixelRatio once, so geometry here never
//! depends on the screen. Pan and zoom return new values rather than
//! mutating, so the view state stays one plain value.

/// Horizontal mapping between time (ms from t = 0) and x (CSS px).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Viewport {
    /// The time at x = `origin_px`.
    pub start_ms: f64,
    pub px_per_ms: f64,
    /// Where the time axis begins (after the lane gutter), in CSS px.
    pub origin_px: f64,
    /// The visible width of the whole canvas, in CSS px.
    pub width_px: f64,
    /// The rows in view, top to bottom (CSS px from the canvas's top): a
    /// lane outside them is not laid out (a tall timeline scrolled through
    /// the page draws only what the window shows). All of them by default.
    pub rows_px: (f64, f64),
}

/// Low enough for a system whose failover takes seconds (50 s across 1,000 px).
pub const MIN_ZOOM: f64 = 0.02;
pub const MAX_ZOOM: f64 = 64.0;

impl Viewport {
    /// The time axis from the canvas's left edge (the lane labels are
    /// beside it, not on it): `start_ms` there, `px_per_ms`, `width_px` wide.
    pub fn new(start_ms: f64, px_per_ms: f64, width_px: f64) -> Viewport {
        Viewport {
            start_ms,
            px_per_ms,
            origin_px: 0.0,
            width_px,
            rows_px: (f64::NEG_INFINITY, f64::INFINITY),
        }
    }

    /// Whether the rows from `y` to `y + h` (CSS px) are in view.
    pub fn rows_shown(&self, y: f64, h: f64) -> bool {
        y + h >= self.rows_px.0 && y <= self.rows_px.1
    }

    pub fn x_from_time(&self, t_ms: f64) -> f64 {
        self.origin_px + (t_ms - self.start_ms) * self.px_per_ms
    }

    pub fn time_from_x(&self, x_px: f64) -> f64 {
        self.start_ms + (x_px - self.origin_px) / self.px_per_ms
    }

    /// The time range that is on screen.
    pub fn visible_ms(&self) -> (f64, f64) {
        (
            self.time_from_x(self.origin_px),
            self.time_from_x(self.width_px),
        )
    }

    /// Zoom to `px_per_ms` keeping the time under `anchor_x` where it is.
    pub fn zoomed_at(&self, px_per_ms: f64, anchor_x: f64) -> Viewport {
        let z = px_per_ms.clamp(MIN_ZOOM, MAX_ZOOM);
        let t = self.time_from_x(anchor_x);
        Viewport {
            px_per_ms: z,
            start_ms: t - (anchor_x - self.origin_px) / z,
            ..*self
        }
    }

    /// Two fingers that were `dist0` apart about `mid0` (x, CSS px) at this
    /// view, now `dist` apart about `mid`: the zoom scales by their spread,
    /// and the instant under the first midpoint stays under the fingers.
    pub fn pinched(&self, mid0: f64, dist0: f64, mid: f64, dist: f64) -> Viewport {
        let z = (self.px_per_ms * dist / dist0.max(1.0)).clamp(MIN_ZOOM, MAX_ZOOM);
        let t = self.time_from_x(mid0);
        Viewport {
            px_per_ms: z,
            start_ms: t - (mid - self.origin_px) / z,
            ..*self
        }
    }

    /// Move the view by `dx` CSS px (positive: later times come into view).
    pub fn panned(&self, dx_px: f64) -> Viewport {
        Viewport {
            start_ms: self.start_ms + dx_px / self.px_per_ms,
            ..*self
        }
    }

    /// The zoom at which `span_ms` fills the time axis.
    pub fn fit_zoom(&self, span_ms: f64) -> f64 {
        let avail = (self.width_px - self.origin_px).max(1.0);
        (avail / span_ms.max(1e-3)).clamp(MIN_ZOOM, MAX_ZOOM)
    }
}

/// A ruler tick spacing in ms that puts ticks at least `min_px` apart.
pub fn tick_step_ms(px_per_ms: f64, min_px: f64) -> f64 {
    let mut step = 0.1;
    for _ in 0..24 {
        for m in [1.0, 2.0, 5.0] {
            if step * m * px_per_ms >= min_px {
                return step * m;
            }
        }
        step *= 10.0;
    }
    step
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vp() -> Viewport {
        Viewport {
            start_ms: -2.0,
            px_per_ms: 8.0,
            origin_px: 140.0,
            width_px: 1200.0,
            rows_px: (f64::NEG_INFINITY, f64::INFINITY),
        }
    }

    #[test]
    fn round_trips_within_half_a_pixel() {
        for zoom in [0.5, 1.0, 3.3, 8.0, 16.0, 64.0] {
            let v = Viewport {
                px_per_ms: zoom,
                ..vp()
            };
            for i in 0..500 {
                let x = i as f64 * 2.37;
                assert!((v.x_from_time(v.time_from_x(x)) - x).abs() < 0.5);
                let t = i as f64 * 0.61 - 3.0;
                let back = v.time_from_x(v.x_from_time(t));
                assert!((v.x_from_time(back) - v.x_from_time(t)).abs() < 0.5);
            }
        }
    }

    #[test]
    fn zoom_keeps_the_anchor_still() {
        let v = vp();
        let anchor = 612.0;
        let t = v.time_from_x(anchor);
        let z = v.zoomed_at(16.0, anchor);
        assert!((z.x_from_time(t) - anchor).abs() < 0.5);
        assert_eq!(z.px_per_ms, 16.0);
        assert_eq!(v.zoomed_at(1e9, anchor).px_per_ms, MAX_ZOOM);
    }

    #[test]
    fn a_span_is_duration_times_zoom_wide() {
        let v = vp();
        let w = v.x_from_time(30.0) - v.x_from_time(10.0);
        assert!((w - 20.0 * 8.0).abs() < 1e-9);
        let v16 = v.zoomed_at(16.0, 300.0);
        assert!(((v16.x_from_time(30.0) - v16.x_from_time(10.0)) - 2.0 * w).abs() < 1e-9);
    }

    #[test]
    fn a_pinch_scales_by_the_spread_and_keeps_the_instant_under_the_fingers() {
        let v = vp();
        let t = v.time_from_x(500.0);
        let p = v.pinched(500.0, 100.0, 520.0, 200.0);
        assert!((p.px_per_ms - 16.0).abs() < 1e-9);
        assert!(
            (p.x_from_time(t) - 520.0).abs() < 1e-9,
            "the fingers carry the instant"
        );
        let same = v.pinched(500.0, 100.0, 500.0, 100.0);
        assert!((same.start_ms - v.start_ms).abs() < 1e-9 && same.px_per_ms == v.px_per_ms);
        assert_eq!(v.pinched(0.0, 1.0, 0.0, 1e9).px_per_ms, MAX_ZOOM);
    }

    #[test]
    fn pan_moves_by_pixels() {
        let v = vp().panned(80.0);
        assert!((v.start_ms - 8.0).abs() < 1e-9);
    }

    #[test]
    fn tick_steps_adapt_to_zoom() {
        assert_eq!(tick_step_ms(8.0, 60.0), 10.0);
        assert_eq!(tick_step_ms(64.0, 60.0), 1.0);
        assert_eq!(tick_step_ms(0.5, 60.0), 200.0);
        assert!((tick_step_ms(600.0, 60.0) - 0.1).abs() < 1e-12);
    }
}
