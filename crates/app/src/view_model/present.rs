//! In front of a class: presenter mode (`present=1`), its arrow keys, and
//! keeping a detail that a click opens where the reader looks.

use crate::permalink::View;

/// A step through a play line, a game or the equilibrium play of a tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    Next,
    First,
    Last,
}

/// The step of a key in presenter mode: → (or Page Down, as a clicker
/// sends) the next move, ← (Page Up) the previous one, Home and End the
/// ends. Other keys are the page's.
pub fn step_of_key(key: &str) -> Option<Step> {
    match key {
        "ArrowRight" | "PageDown" => Some(Step::Next),
        "ArrowLeft" | "PageUp" => Some(Step::Back),
        "Home" => Some(Step::First),
        "End" => Some(Step::Last),
        _ => None,
    }
}

/// Where a cursor at `cur` of `0..=len` goes by `step`.
pub fn stepped(cur: usize, len: usize, step: Step) -> usize {
    match step {
        Step::Back => cur.min(len).saturating_sub(1),
        Step::Next => (cur + 1).min(len),
        Step::First => 0,
        Step::Last => len,
    }
}

/// The view with presenter mode switched on or off.
pub fn presenting(view: &View, on: bool) -> View {
    View {
        present: on,
        ..view.clone()
    }
}

/// The words of the header's presenter button, for `present`.
pub fn present_button(present: bool) -> (&'static str, &'static str) {
    if present {
        (
            "Exit presentation",
            "back to the editors and explanations (Esc)",
        )
    } else {
        (
            "Present",
            "large type, the result filling the screen; arrow keys step through play",
        )
    }
}

/// Windows at most this wide (px) are laid out for a phone: the result
/// first, the editors folded under it (static/style.css uses the same width).
pub const NARROW_PX: f64 = 720.0;

/// Room (px) kept between a revealed detail and the window's edge.
pub const REVEAL_MARGIN: f64 = 12.0;

/// The vertical extent (top, bottom) of an element in window coordinates.
pub type Span = (f64, f64);

/// How far to scroll the window (px, positive downwards) so that the clicked
/// element `anchor` and the `detail` it opened are both in a window `height`
/// px tall; 0 when they already are. When both cannot fit, the anchor goes
/// to the top and the detail follows it as far as it fits; the page never
/// scrolls the anchor out of sight to show the detail.
pub fn reveal_scroll(anchor: Span, detail: Span, height: f64) -> f64 {
    let ok = |s: Span| s.0.is_finite() && s.1.is_finite() && s.1 >= s.0;
    if !(ok(anchor) && ok(detail) && height.is_finite() && height > 0.0) {
        return 0.0;
    }
    let top = anchor.0.min(detail.0) - REVEAL_MARGIN;
    let bottom = anchor.1.max(detail.1) + REVEAL_MARGIN;
    if bottom - top > height {
        return top;
    }
    if top < 0.0 {
        top
    } else if bottom > height {
        bottom - height
    } else {
        0.0
    }
}
