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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_step_within_the_line() {
        assert_eq!(step_of_key("ArrowRight"), Some(Step::Next));
        assert_eq!(step_of_key("PageUp"), Some(Step::Back));
        assert_eq!(step_of_key("ArrowUp"), None);
        assert_eq!(stepped(0, 3, Step::Back), 0);
        assert_eq!(stepped(2, 3, Step::Next), 3);
        assert_eq!(stepped(3, 3, Step::Next), 3);
        assert_eq!(stepped(9, 3, Step::Back), 2);
        assert_eq!(stepped(1, 3, Step::Last), 3);
        assert_eq!(stepped(2, 3, Step::First), 0);
    }

    #[test]
    fn presenter_mode_round_trips_through_the_hash() {
        let (v, n) = View::parse("#/cs?s=2,3&present=1");
        assert!(n.is_empty() && v.present);
        assert!(v.to_hash().ends_with("&present=1"), "{}", v.to_hash());
        let off = presenting(&v, false);
        assert!(!off.to_hash().contains("present"));
        assert_eq!(View::parse(&off.to_hash()).0, off);
        let (v, n) = View::parse("#/bcs?present=yes");
        assert!(!v.present);
        assert_eq!(n[0].param, "present");
        assert!(n[0].message.starts_with("`yes`"));
        assert_eq!(present_button(true).0, "Exit presentation");
    }

    #[test]
    fn a_revealed_detail_and_its_anchor_both_show() {
        let h = 900.0;
        // In view already: no scroll.
        assert_eq!(reveal_scroll((100.0, 130.0), (130.0, 500.0), h), 0.0);
        // The detail runs below the window: scroll just enough.
        let d = reveal_scroll((600.0, 630.0), (630.0, 1000.0), h);
        assert_eq!(d, 1000.0 + REVEAL_MARGIN - h);
        assert!(600.0 - d >= 0.0, "the anchor stays in view");
        // The detail is far below (another part of the page): it comes up,
        // the anchor with it if they fit together.
        let d = reveal_scroll((200.0, 230.0), (1700.0, 2100.0), h);
        assert_eq!(d, 200.0 - REVEAL_MARGIN);
        // Above the window: scroll up.
        assert_eq!(
            reveal_scroll((-50.0, -20.0), (-20.0, 300.0), h),
            -50.0 - REVEAL_MARGIN
        );
        // Too tall together: the anchor at the top.
        assert_eq!(
            reveal_scroll((500.0, 530.0), (530.0, 2000.0), h),
            500.0 - REVEAL_MARGIN
        );
        assert_eq!(reveal_scroll((f64::NAN, 1.0), (0.0, 1.0), h), 0.0);
    }
}
