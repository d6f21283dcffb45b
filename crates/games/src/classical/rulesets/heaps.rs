//! The heap notation of the heap games (Nim, Grundy's game, Wythoff):
//! heap sizes separated by commas, `3,4,5`, each a whole number up to the
//! game's largest heap; an emptied heap is written `0`. Each game checks
//! how many heaps it takes; this module names none of them.

use crate::common::play::split_moves;

use super::PositionError;

/// The heaps of `text`, each a whole number up to `max_heap`; the error
/// names the first heap that is not one.
pub fn parse(text: &str, max_heap: u32) -> Result<Vec<u32>, PositionError> {
    split_moves(text)
        .iter()
        .map(|h| match h.parse::<u32>() {
            Ok(n) if n <= max_heap => Ok(n),
            _ => Err(PositionError::bad(
                h,
                format!("a heap is a whole number up to {max_heap}"),
            )),
        })
        .collect()
}

/// [`parse`], and 1 to `max_heaps` heaps (the error names the whole text).
pub fn parse_some(text: &str, max_heap: u32, max_heaps: usize) -> Result<Vec<u32>, PositionError> {
    let heaps = parse(text, max_heap)?;
    if heaps.is_empty() || heaps.len() > max_heaps {
        return Err(PositionError::bad(
            text,
            format!("give 1 to {max_heaps} heaps"),
        ));
    }
    Ok(heaps)
}

/// `3,4,5`: what [`parse`] reads back.
pub fn print(heaps: &[u32]) -> String {
    let v: Vec<String> = heaps.iter().map(u32::to_string).collect();
    v.join(",")
}

/// The pebbles of all heaps.
pub fn pebbles(heaps: &[u32]) -> usize {
    heaps.iter().map(|&h| h as usize).sum()
}

/// The items of `impl Ruleset` that every game on a row of heaps
/// (`Vec<u32>`, Nim and Grundy's game) shares, written once: the position,
/// `info` (the file's `INFO`), `parse` (1 to the file's `MAX_HEAPS` heaps
/// of at most `MAX_HEAP`), `print`, `describe` (the game's name, then the
/// heaps), `size` (the pebbles) and `board` (a pebble a site). The game's
/// file writes the moves: `options`, `components`, `moves` and `action`.
macro_rules! row_of_heaps {
    () => {
        /// Heap sizes, in order (an emptied heap stays, as `0`).
        type Position = Vec<u32>;

        fn info(&self) -> &'static Info {
            &INFO
        }

        fn parse(&self, text: &str) -> Result<Vec<u32>, PositionError> {
            heaps::parse_some(text, MAX_HEAP, MAX_HEAPS)
        }

        fn print(&self, p: &Vec<u32>) -> String {
            heaps::print(p)
        }

        /// `Nim 3,4,5`, `Grundy's game 5,7,9`.
        fn describe(&self, p: &Vec<u32>) -> String {
            format!("{} {}", INFO.name, heaps::print(p))
        }

        fn size(&self, p: &Vec<u32>) -> usize {
            heaps::pebbles(p)
        }

        fn board(&self, p: &Vec<u32>) -> Board {
            Board::heaps(p.clone())
        }
    };
}
pub(super) use row_of_heaps;
