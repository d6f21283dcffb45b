//! General Cumulative Games, seed 000 §3–8.
//!
//! n players (2–6) move on d ≥ 1 heaps. A [`Ruleset`] gives, per heap, each
//! player's action set (amounts to remove), a reward map (the vector added to
//! that heap's cumulations, one formula per mover and receiving player), a
//! utility map on the terminal cumulations, and for the whole game a turn
//! function and each player's tie-break preference order.
//!
//! Solving ([`solve`]) is backward induction with equal states merged:
//! * **Heap Dynamic** rulesets (Property 8: no action condition, reward or
//!   utility formula reads the cumulations) are solved by the Theorem 8
//!   dynamic programme: a state is the heap sizes, the player to move and,
//!   where a utility needs it, each heap's last mover; rewards are added along
//!   the edges, so the values hold for every initial cumulation.
//! * Otherwise states also carry the cumulations (Auction and Wealth Pebbles),
//!   and at most [`STATE_BUDGET`] states are explored.
//!
//! # Outcome and grounded value (Definitions 11–14, Lemma 5, Theorem 6)
//!
//! A [`Solution`] keeps apart two n×n matrices, one row per starting player:
//! * `outcome` is the σ*-outcome of Definition 14 for the PSPE profile σ* the
//!   solver picks: 0 at a grounded position whose player to move has no
//!   action, otherwise the reward of σ*'s action plus the outcome of the
//!   option. By Lemma 5 it is the final minus the starting cumulations, i.e.
//!   each player's *gain*; it never contains the starting cumulations, and it
//!   is what the rewards give whatever the utilities are.
//! * `grounded_value` is the game value of Definitions 11/13: each player's
//!   utility at the terminal PSPE play reaches. For self-interest (identity)
//!   utilities Theorem 6 / Corollary 7 give `grounded_value = initial +
//!   outcome`, with `initial` the starting cumulations summed over the heaps
//!   (Definition 12). Other utilities (zero-sum, normal, misère, custom) are
//!   read off the terminal, so only the grounded value shows them.
//!
//! Worked by hand: three players, `"initial":[1,0,0]`, the single action
//! `{1}`, identity rewards and utility. At heap 0 every starter is at a
//! terminal, so every outcome row is (0,0,0) and every grounded value row is
//! C = (1,0,0). At heap 3 with the cyclic turn, the starter p takes 1, then
//! the next two players take 1 each: every player gains 1, so every outcome
//! row is (1,1,1) and every grounded value row is (2,1,1).
//!
//! Conventions (where the seed is silent):
//! * The game ends when the player to move has no legal action on any heap.
//! * Normal-play utility `±w`: the heap's last mover gets `+w`, everyone else
//!   `−w`; misère the opposite. On a heap where nobody moved, the grounded
//!   position's previous player counts as its last mover (§1.3, footnote 10).
//! * Zero-sum utility: own cumulation minus the sum of the others'.
//! * Ties: a player maximises its own utility; among equal options it follows
//!   its preference order, minimising (antagonistic) or maximising (friendly)
//!   each listed player's utility in turn, with the attitude it holds towards
//!   that player; then the first option in heap and amount order. Utilities within 1e-9 (relative) count as equal.
//! * Formulas are evaluated in floating point (`7/2 = 3.5`); comparisons give
//!   booleans, which count as 1/0 where a number is needed.
//!
//! # File format (JSON)
//!
//! ```json
//! {
//!   "name": "squirrel",
//!   "players": 2,
//!   "heaps": [{
//!     "actions": [{ "amounts": [2, 3] }],
//!     "rewards": [["a", "0"], ["0", "a"]],
//!     "utility": { "kind": "identity" },
//!     "initial": [0, 0]
//!   }],
//!   "turn": [2, 1],
//!   "ties": [{ "order": [2], "attitude": "antagonistic" }]
//! }
//! ```
//! * `actions`: one set shared by all players, or one per player. A set has
//!   `amounts` (legal when ≤ x), optional `"any": true` (every 1..=x, as in
//!   Nim), optional `overrides` (`{"5": [1]}`: at heap size 5 these amounts
//!   replace `amounts`/`any`) and an optional `condition` formula (the action
//!   is legal only where it is true / nonzero), e.g. `"a <= c"`.
//! * `rewards`: one row shared by all movers, or one row per mover; row entry
//!   `i` is the reward formula for player `i+1`. Variables: `a` action, `x`
//!   heap size before the move, `p` mover (1-based), `c1..cn` the heap's
//!   cumulations before the move, `c` the mover's own.
//! * `utility`: `{"kind":"identity"}`, `{"kind":"zero-sum"}`,
//!   `{"kind":"normal","w":1}`, `{"kind":"misere","w":1}`, or
//!   `{"kind":"custom","formulas":[…]}` (one shared or one per player) over `x`
//!   final heap size, `p` the player valued, `l` the heap's last mover,
//!   `c1..cn`, `c` = `cp`.
//! * `initial`: the heap's starting cumulations (default zeros).
//! * `turn` (optional): entry `i` is the player who moves after player `i+1`;
//!   default cyclic.
//! * `ties` (optional): per player, the other players in order of priority
//!   (`order`) and the attitude towards each, `"attitudes": ["friendly",
//!   "antagonistic", …]` (one per entry of `order`), or one `"attitude"` for
//!   all of them; default: the others in cyclic order, antagonistic.
//!   E.g. `{"order": [2, 3], "attitudes": ["friendly", "antagonistic"]}`:
//!   among options equal to it, player 1 first helps player 2, then hurts 3.
//!
//! Functions allowed in formulas: `if(cond, a, b)`, `min(…)`, `max(…)`,
//! `floor`, `ceil`, `round`, `math::abs`.
//!
//! Parts: the [`Ruleset`] and its file format (`ruleset`), formulas
//! (`formula`: lexer, syntax check naming positions, evaluation), the checked
//! and compiled rules (`compile`), the solver (`engine`, with the Pareto
//! check in `pareto`), the outcome table over heap sizes (`table`) and its
//! provable period (`period`), the paper's [`preset`]s, the CLI [`report`] and
//! a position's whole game tree as a Gambit extensive form (`unfold`).

mod compile;
mod engine;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod formula;
mod memo;
mod pareto;
mod period;
mod play;
mod presets;
mod report;
mod ruleset;
mod table;
mod unfold;

pub use compile::{is_heap_dynamic, validate, RulesError};
pub use engine::{solve, solve_sum, GameStepper, Move, OptionValue, Solution, SolveError};
pub use formula::{compile_named, EvalError, FormulaError, NamedFormula, SyntaxError};
pub use period::{OutcomeGrowth, Recurrence, TablePeriod};
pub use play::{CgGame, CgPos};
pub use presets::{preset, PresetError, PRESETS};
pub use report::{report, report_json, table_json, Report, ReportMove, ReportOption};
pub use ruleset::{
    ruleset_from_json, sum_rules, to_json, ActionSet, Attitude, FileError, HeapRules, Ruleset,
    SolveBudget, SumError, TieBreak, Utility, MAX_AMOUNT, MAX_FORMULA, MAX_HEAP, MAX_HEAPS,
    MAX_PLAYERS, PARETO_BUDGET, STATE_BUDGET, WORK_BUDGET,
};
pub use table::{solve_heaps, HeapTable, TableError, TableStepper, MAX_TABLE_HEAPS};
pub use unfold::{unfold, UnfoldError, Unfolded, MAX_UNFOLD_NODES};
