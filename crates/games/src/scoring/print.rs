//! Scoring games written as the Scoring Games Calculator writes them:
//! `<L|R>`, options split by commas, `^s` for an empty side `∅^s`, and a
//! number `n` for `<^n|^n>` (`<^-3|<2|1>>`, `<<^0|0>|^1>`). Options are
//! listed by birthday, then by their text, so a canonical form prints one
//! way.

use super::arena::{ScoringUniverse, Sg, Side};
use super::ScoringError;

/// Most positions (of the tree, counted with repeats) a printed game may have.
pub const MAX_PRINT_POSITIONS: u64 = 200_000;

/// The game in the calculator's notation; refused when its tree has more
/// than [`MAX_PRINT_POSITIONS`] positions.
pub fn print_checked(
    u: &ScoringUniverse,
    g: Sg,
    what: &'static str,
) -> Result<String, ScoringError> {
    let size = u.figures(g).tree_size;
    if size > MAX_PRINT_POSITIONS {
        return Err(ScoringError::TooBigToPrint {
            what,
            positions: size,
            limit: MAX_PRINT_POSITIONS,
        });
    }
    Ok(print(u, g))
}

/// The game in the calculator's notation (no size check: for small games
/// and messages).
pub fn print(u: &ScoringUniverse, g: Sg) -> String {
    let mut out = String::new();
    write(u, g, &mut out);
    out
}

fn write(u: &ScoringUniverse, g: Sg, out: &mut String) {
    let node = u.node(g);
    if let (Side::Atom(a), Side::Atom(b)) = (&node.left, &node.right) {
        if a == b {
            out.push_str(&a.to_string());
            return;
        }
    }
    out.push('<');
    side(u, &node.left, out);
    out.push('|');
    side(u, &node.right, out);
    out.push('>');
}

fn side(u: &ScoringUniverse, s: &Side, out: &mut String) {
    match s {
        Side::Atom(a) => {
            out.push('^');
            out.push_str(&a.to_string());
        }
        Side::Options(o) => {
            let mut texts: Vec<(u32, String)> = o
                .iter()
                .map(|&x| (u.figures(x).birthday, print(u, x)))
                .collect();
            texts.sort();
            for (i, (_, t)) in texts.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(t);
            }
        }
    }
}
