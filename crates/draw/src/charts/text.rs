//! Text extents estimated from the text alone, the same natively and in the
//! browser. On wasm32 plotters measures text by adding an element to the
//! page and reading its size, which forces a layout of the whole page each
//! time: tens of milliseconds per chart beside a large table.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::line::{fail, FONT};
use super::ChartError;

/// Width in pixels of `text` in a sans-serif font of `size` px, from advance
/// widths close to Helvetica's (in em).
pub fn text_width(text: &str, size: f64) -> u32 {
    let em: f64 = text.chars().map(advance).sum();
    (em * size).ceil() as u32
}

fn advance(c: char) -> f64 {
    match c {
        'm' | 'w' | 'M' | 'W' | '%' | '@' => 0.85,
        'i' | 'j' | 'l' | '\'' | '|' | '!' | '.' | ',' | ':' | ';' => 0.25,
        ' ' | 'f' | 't' | 'r' | 'I' | '(' | ')' | '[' | ']' | '{' | '}' | '-' | '/' => 0.33,
        '0'..='9' | 'a'..='z' | '$' | '_' | '?' | '*' | '+' | '=' | '<' | '>' => 0.556,
        'A'..='Z' => 0.67,
        // Greek letters and symbols such as ≤ or ∞: about an average letter.
        _ => 0.6,
    }
}

/// Draws `title` centred at the top of `root` and returns the area below it
/// (what plotters' `titled` does, without measuring the text).
pub(super) fn titled<'a>(
    root: &DrawingArea<SVGBackend<'a>, Shift>,
    title: &str,
    size: f64,
) -> Result<DrawingArea<SVGBackend<'a>, Shift>, ChartError> {
    let (w, _) = root.dim_in_pixel();
    let pad = ((size / 2.0) as u32).min(5);
    let style = (FONT, size)
        .into_font()
        .color(&BLACK)
        .pos(Pos::new(HPos::Center, VPos::Top));
    root.draw_text(title, &style, (w as i32 / 2, pad as i32))
        .map_err(fail)?;
    Ok(root.margin(size.ceil() as u32 + 2 * pad, 0, 0, 0))
}
