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
/// Readable labels (12 px text at 9 px) as a share of `scale=`: a
/// projected picture is never fitted smaller than `scale` × this.
pub const READABLE: f64 = 0.75;
/// The least size a picture opens at, as a share of its actual size: its
/// smallest text (10 px: a node's value, an edge's amount, the player to
/// move) at least 10 px on screen, its names 12 px (times `scale=`). A
/// larger picture opens at this size at its root, to be panned; *Fit* shows
/// it whole.
pub const OPEN_LABELS: f64 = 1.0;
/// Room (px) kept above and below a picture in a frame shrunk to it.
pub const FRAME_PAD: f64 = 12.0;
/// The least height (px) a frame is shrunk to.
pub const MIN_FRAME: f64 = 220.0;

/// Room (px) kept between the keyboard cursor's node and the frame's edge.
pub const SHOW_MARGIN: f64 = 24.0;
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
    /// (never enlarged past `ui_scale`:1), centred across and at the top: a
    /// tree's root is at the top centre, so it is in view whatever the
    /// scale. `ui_scale` is the page's `scale=`: above 1 (a projector) the
    /// labels stay readable from afar, at least `ui_scale` × [`READABLE`],
    /// even if the picture then no longer fits.
    pub fn fit(content: (f64, f64), frame: (f64, f64), ui_scale: f64) -> Camera {
        let ok = |v: f64| v.is_finite() && v > 0.0;
        if !(ok(content.0) && ok(content.1) && ok(frame.0) && ok(frame.1)) {
            return Camera::HOME;
        }
        let ui = ui_zoom(ui_scale);
        let mut scale = (frame.0 / content.0).min(frame.1 / content.1).min(ui);
        if ui > 1.0 {
            scale = scale.max(ui * READABLE);
        }
        let scale = Camera::clamp(scale);
        Camera {
            x: (frame.0 - content.0 * scale) / 2.0,
            y: ((frame.1 - content.1 * scale) / 2.0).max(0.0),
            scale,
        }
    }

    /// How a picture of size `content` opens in a `frame`: as large as fits
    /// the frame's width and height (never past `ui_scale`:1), but with
    /// labels readable ([`OPEN_LABELS`] × `ui_scale`): a picture that is then
    /// larger than the frame opens at the top, centred on `home` (the root's
    /// box, x, y, width, height) when given, within the picture's edges.
    /// Also the frame's height when the picture at that size is shorter
    /// than the frame (so that no frame is mostly empty), at least
    /// [`MIN_FRAME`].
    pub fn open(
        content: (f64, f64),
        frame: (f64, f64),
        ui_scale: f64,
        home: Option<[f64; 4]>,
    ) -> (Camera, Option<f64>) {
        let fit = Camera::fit(content, frame, ui_scale);
        if fit == Camera::HOME && !(content.0 > 0.0 && frame.0 > 0.0) {
            return (fit, None);
        }
        let scale = Camera::clamp(fit.scale.max(ui_zoom(ui_scale) * OPEN_LABELS));
        let (w, h) = (content.0 * scale, content.1 * scale);
        let x = if w <= frame.0 {
            (frame.0 - w) / 2.0
        } else {
            let centre = home
                .filter(|b| b.iter().all(|v| v.is_finite()))
                .map_or(content.0 / 2.0, |b| b[0] + b[2] / 2.0);
            (frame.0 / 2.0 - centre * scale).clamp(frame.0 - w, 0.0)
        };
        let height = (h + 2.0 * FRAME_PAD < frame.1).then(|| (h + 2.0 * FRAME_PAD).max(MIN_FRAME));
        let y = match height {
            Some(fh) => (fh - h) / 2.0,
            None if h <= frame.1 => (frame.1 - h) / 2.0,
            None => 0.0,
        };
        (Camera { x, y, scale }, height)
    }

    /// Actual size (`ui_scale`:1, so labels are as large as the page's
    /// text), from the top left.
    pub fn home(ui_scale: f64) -> Camera {
        Camera {
            scale: ui_zoom(ui_scale),
            ..Camera::HOME
        }
    }

    /// Panned as little as possible so that the box `(x, y, width, height)`
    /// of the picture lies in a `frame` (width, height) with a margin of
    /// [`SHOW_MARGIN`] px; centred on it when it cannot fit.
    pub fn showing(self, b: [f64; 4], frame: (f64, f64)) -> Camera {
        if !(b.iter().all(|v| v.is_finite()) && frame.0 > 0.0 && frame.1 > 0.0) {
            return self;
        }
        let s = self.scale;
        let axis = |at: f64, pos: f64, len: f64, room: f64| {
            let (lo, hi) = (at + pos * s, at + (pos + len) * s);
            if hi - lo + 2.0 * SHOW_MARGIN > room {
                room / 2.0 - (pos + len / 2.0) * s
            } else if lo < SHOW_MARGIN {
                at + SHOW_MARGIN - lo
            } else if hi > room - SHOW_MARGIN {
                at - (hi - (room - SHOW_MARGIN))
            } else {
                at
            }
        };
        Camera {
            x: axis(self.x, b[0], b[2], frame.0),
            y: axis(self.y, b[1], b[3], frame.1),
            scale: s,
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

    /// Whether labels are drawn at this scale.
    pub fn shows_text(self) -> bool {
        self.scale >= TEXT_SCALE
    }

    /// The CSS transform of the picture.
    pub fn style(self) -> String {
        format!(
            "transform: translate({}px, {}px) scale({}); transform-origin: 0 0;",
            self.x, self.y, self.scale
        )
    }
}

/// The zoom of `scale=` (1 for anything odd; at most the largest zoom).
fn ui_zoom(ui_scale: f64) -> f64 {
    if ui_scale.is_finite() && ui_scale >= 1.0 {
        ui_scale.min(SCALES.1)
    } else {
        1.0
    }
}

/// The zoom factor of a key in the frame: `+` (or `=`) in, `-` out.
pub fn key_zoom(key: &str) -> Option<f64> {
    match key {
        "+" | "=" => Some(1.25),
        "-" | "_" => Some(0.8),
        _ => None,
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
