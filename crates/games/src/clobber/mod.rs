//! N-player Clobber (seed 003: L. Edixhoven and W. Kosters, "Player
//! preferences in N-player games"), N = 2–4, on strips and small grids.
//!
//! A cell holds 0 (empty) or a player number; a player moves a token onto
//! an orthogonally adjacent token of any other player, which is removed; a
//! player who cannot move is skipped (and never moves again); the last
//! player to move wins. A leaf's value is the winner, a node's value the
//! list of its children's distinct values, and a one-element list of a
//! number is that number (§2).
//!
//! * [`board`]: boards and their text syntax (`1,2,3` or `1,2|3,0`);
//! * [`solve`]: the memoised search for the unsimplified value;
//! * [`value`]: interned values ([`ValueId`]) and the list, subscript and
//!   bar notations;
//! * [`simplify`]: syntactic Rules 1–3, selfish Rules 4–5 (Definitions
//!   7–10), the prudent relation (Definitions 11–12) — three players;
//! * [`outcome`]: who can force a win, and kingmakers;
//! * [`census`]: Table 1; [`report`]: typed results for the CLI;
//! * [`tree`]: a position's game tree with every node's value.
//!
//! ## How a skipped turn appears in the tree
//!
//! A player who cannot move (while somebody else can) has a node of their
//! own with one child, the same board with the next player to move: the
//! skip adds a bracket, `[x]` ([`Skip::Node`]). This reading reproduces
//! Table 1's *Unsimplified* column exactly for lengths 2–11
//! (2, 3, 7, 21, 77, 506, 2408, 9777, 36407, 128345) and its *Games
//! analysed* column. It is also the only reading under which the
//! chooser of every node is fixed by its depth, which Rules 2 and 3 (three
//! brackets bring the same player back) need. The other reading — the
//! skip is invisible and the node is the next player's ([`Skip::Transparent`])
//! — gives 2, 3, 6, 19, 65, 466, 2335, 9687 for lengths 2–9, not the table.
//!
//! ## Readings of the simplification rules
//!
//! A list is read with its chooser (the player to move at its depth), and a
//! simple value `a_i` with the choice made by `a`, at any depth (Rule 1);
//! in list notation it is printed with the forced moves that lead from the
//! chooser to `a`, so Example 6's prudent value `3_1` prints `[[[1,2]]]`.
//! Rule 3 splices the chooser's own later choice `[[Y]]` into the current
//! list, including a simple `p_i` of the chooser `p` (the paper's example
//! `[1̄̄, 2̄] ⇒ 1̄̄`). Rules 4–5 order classes for player `p`: loss (no leaf
//! `p`) < open < win (`p`). Definition 7 treats a number as an atom:
//! `x ≤ Y` for a list `Y` iff `x ≤ y_j` for all `j`.
//!
//! Definition 11 taken literally does not make `2̄̄ <ᴾ₁ 2̄` (the pair
//! `3̄ = [1,2]` of `2̄̄` against `3` of `2̄` is reversed: `3 <₁ 3̄` by
//! Rule 5), so `[2̄, 2̄̄]` would survive on 1×8 and Theorem 16 would fail.
//! The proofs of Theorems 14 and 15 compare a simple value with fewer bars
//! as the one-element list of itself (Rule 1, `x = [x]`); with that
//! alignment ([`simplify`] docs) Theorems 13–16 hold (tests check them up
//! to 8 bars) and the *Prudent* column of Table 1 is reproduced.
//!
//! The paper's *Syntactic* column (501, 2398, 9748, … from length 7) is
//! not reproduced: these rules merge more values (485, 2365, 9639, …). The
//! paper says the syntactic rules do not apply to Example 6, but Rule 3
//! applies to the child `[[[1,2]]]` of the list `[1,3,[3,[[1,3]]],…]`
//! chosen by player 3 (depth 2; `[1,2]` is chosen by player 3 again at
//! depth 5). The *Selfish* column agrees up to length 9 (20) and then
//! differs (127 for 154 at length 10), consistent with fewer syntactic
//! merges in the paper's program.

pub mod board;
pub mod census;
pub mod outcome;
pub mod play;
pub mod report;
pub mod simplify;
pub mod solve;
pub mod tree;
pub mod value;

pub use board::{Board, MAX_CELLS};
pub use census::{
    census_games, census_work, for_each_game, games_of_length, Census, CensusRow, Distinct,
    MAX_CENSUS, TICK_GAMES,
};
pub use outcome::Outcomes;
pub use report::{census, census_text, CensusRecord, ValueReport};
pub use simplify::{Level, Simplifier};
pub use solve::{ClobberError, Engine, Skip, Stop, DEFAULT_BUDGET, STOP_EVERY};
pub use tree::{position_tree, PositionTree, TreeEdge, TreeNode};
pub use value::{Printer, Shape, Style, ValueId, Values, MAX_PLAYERS};
