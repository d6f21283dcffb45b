//! The arithmetic of the pan-and-zoom frame: where the picture sits and how
//! big it is, zooming about the pointer, and telling a drag from a click.

/// Translation (pixels) and scale of the picture in its frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub x: f64,
    pub y: f64,
    pub scale: f64,
}

/// Smallest and largest scale (small enough to fit a 2 000-node tree).
pub const SCALES: (f64, f64) = (0.02, 8.0);
/// Below this scale texts are too small to read (12 px → 3 px) and are
/// not drawn: laying out thousands of unreadable labels is what made
/// opening the largest views slow.
pub const TEXT_SCALE: f64 = 0.25;
/// Zoom factor of one wheel step.
pub const WHEEL_STEP: f64 = 1.15;
/// Pointer travel (|dx| + |dy|, pixels) that turns a press into a drag.
pub const DRAG_SLOP: f64 = 3.0;

impl Camera {
    pub const HOME: Camera = Camera {
        x: 0.0,
        y: 0.0,
        scale: 1.0,
    };

    fn clamp(scale: f64) -> f64 {
        scale.clamp(SCALES.0, SCALES.1)
    }

    /// The whole picture of size `content` in a frame of size `frame`
    /// (never enlarged past 1:1), centred across and at the top: a tree's
    /// root is at the top centre, so it is in view whatever the scale.
    pub fn fit(content: (f64, f64), frame: (f64, f64)) -> Camera {
        let ok = |v: f64| v.is_finite() && v > 0.0;
        if !(ok(content.0) && ok(content.1) && ok(frame.0) && ok(frame.1)) {
            return Camera::HOME;
        }
        let scale = Camera::clamp((frame.0 / content.0).min(frame.1 / content.1).min(1.0));
        Camera {
            x: (frame.0 - content.0 * scale) / 2.0,
            y: ((frame.1 - content.1 * scale) / 2.0).max(0.0),
            scale,
        }
    }

    /// Scaled by `factor` (about the frame's corner).
    pub fn zoomed(self, factor: f64) -> Camera {
        Camera {
            scale: Camera::clamp(self.scale * factor),
            ..self
        }
    }

    /// One wheel step at the pointer `(px, py)`: in when `delta_y < 0`; the
    /// point under the pointer stays put.
    pub fn wheeled(self, delta_y: f64, px: f64, py: f64) -> Camera {
        let factor = if delta_y < 0.0 {
            WHEEL_STEP
        } else {
            1.0 / WHEEL_STEP
        };
        let scale = Camera::clamp(self.scale * factor);
        let k = scale / self.scale;
        Camera {
            x: px - (px - self.x) * k,
            y: py - (py - self.y) * k,
            scale,
        }
    }

    pub fn panned(self, dx: f64, dy: f64) -> Camera {
        Camera {
            x: self.x + dx,
            y: self.y + dy,
            ..self
        }
    }

    /// The CSS transform of the picture.
    /// Whether labels are drawn at this scale.
    pub fn shows_text(self) -> bool {
        self.scale >= TEXT_SCALE
    }

    pub fn style(self) -> String {
        format!(
            "transform: translate({}px, {}px) scale({}); transform-origin: 0 0;",
            self.x, self.y, self.scale
        )
    }
}

/// A pressed pointer: where it was last, and whether it has moved enough
/// to be a drag (a release without moving is a click).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drag {
    x: f64,
    y: f64,
    pub moved: bool,
}

impl Drag {
    pub fn start(x: f64, y: f64) -> Drag {
        Drag { x, y, moved: false }
    }

    /// The pointer is at `(x, y)`: the distance to pan by, once it is a drag.
    pub fn move_to(&mut self, x: f64, y: f64) -> Option<(f64, f64)> {
        if (x - self.x).abs() + (y - self.y).abs() > DRAG_SLOP {
            self.moved = true;
        }
        if !self.moved {
            return None;
        }
        let d = (x - self.x, y - self.y);
        (self.x, self.y) = (x, y);
        Some(d)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_shows_the_whole_picture_with_the_root_in_view() {
        // A tree 17 152 px wide in a 1 100 × 520 frame.
        let c = Camera::fit((17_152.0, 900.0), (1_100.0, 520.0));
        assert!((c.scale - 1_100.0 / 17_152.0).abs() < 1e-9);
        assert!(c.x.abs() < 1e-6, "{c:?}");
        let root_x = c.x + 17_152.0 / 2.0 * c.scale;
        assert!((root_x - 550.0).abs() < 1e-6);
        // Small pictures keep 1:1 and sit in the middle.
        let small = Camera::fit((200.0, 100.0), (1_000.0, 500.0));
        assert_eq!(
            small,
            Camera {
                x: 400.0,
                y: 200.0,
                scale: 1.0
            }
        );
        assert_eq!(Camera::fit((0.0, 5.0), (f64::NAN, 1.0)), Camera::HOME);
        // Fitted that far out, labels are not drawn; 1:1 they are.
        assert!(!c.shows_text() && small.shows_text());
    }

    #[test]
    fn zoom_is_clamped_and_keeps_the_pointer_fixed() {
        assert_eq!(Camera::HOME.zoomed(100.0).scale, 8.0);
        assert_eq!(Camera::HOME.zoomed(0.0).scale, SCALES.0);
        let c = Camera::HOME.panned(10.0, 20.0).wheeled(-1.0, 50.0, 60.0);
        assert!((c.scale - 1.15).abs() < 1e-12);
        // The picture point under the pointer before and after.
        let before = ((50.0 - 10.0) / 1.0, (60.0 - 20.0) / 1.0);
        let after = ((50.0 - c.x) / c.scale, (60.0 - c.y) / c.scale);
        assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
        assert!(Camera::HOME.wheeled(1.0, 0.0, 0.0).scale < 1.0);
        assert_eq!(
            Camera::HOME.style(),
            "transform: translate(0px, 0px) scale(1); transform-origin: 0 0;"
        );
    }

    #[test]
    fn a_small_wobble_is_still_a_click() {
        let mut d = Drag::start(0.0, 0.0);
        assert_eq!(d.move_to(1.0, 1.0), None);
        assert!(!d.moved);
        assert_eq!(d.move_to(3.0, 2.0), Some((3.0, 2.0)));
        assert!(d.moved);
        assert_eq!(d.move_to(4.0, 2.0), Some((1.0, 0.0)));
    }
}
