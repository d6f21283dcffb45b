//! Bidding Cumulative Subtraction (BCS), seed 001 (Larsson, Patel, Rai).
//!
//! Left holds `p`, Right `q = TB − p`, one of them the tie-break marker. Both
//! bid from the bid set `B` within their budgets; the higher bid moves and
//! pays it to the other; on equal bids the marker holder moves, pays, and
//! hands over the marker. The mover removes `s ∈ S`, scoring `+s` (Left) or
//! `−s` (Right); play ends when no `s` fits. A player with no legal bid
//! (`B ∩ 0..=budget` empty) lets the other win with any of its bids (no tie,
//! the marker stays). If some budget split lets nobody bid, the ruleset is
//! invalid (seed §2); every split `p = 0..=TB` is a starting position here.
//!
//! General rules (Definition 1, §2): Left and Right have their own
//! subtraction sets, each move a weight (a formula of the amount `a` and heap
//! `n`, by default `a`), and a bid winner who cannot move ends the game with
//! the terminal penalty `τ(n)` of that player (default 0). The score is
//! `τ + Σ w_L − Σ w_R`, the paper's printed utility: Definition 1's recursion
//! adds `w_R`, but only the printed reading makes `L = R`, `w_L = w_R =
//! amount`, `τ = 0` the symmetric game of §3 (Proposition 4 subtracts `w` for
//! Right). Examples 2.1–2.2 use the signed reading, so their `w_R = 1` is a
//! Right weight of −1 here (see [`preset`]). The winner of a bid picks the
//! move after the bidding (the prose; the formula writes `y` beside `ℓ`).
//! Weights that use `n` make rows heap-dependent: no period is looked for.
//! Heap-dynamic overrides (as in Cumulative Subtraction) give both players
//! one set at single heaps; windows are compared only after the last one.
//!
//! Values are Definition 1's maximin (Left commits to a bid, Right answers),
//! computed for both marker holders directly — `o_p(x)` (Left holds it) and
//! `ν_p(x)` (Right holds it) — never through `ν_p = −o_{TB−p}` or the reduced
//! form, which need property U; the solver also counts positions whose
//! bidding matrix has no pure equilibrium (maximin ≠ minimax).
//!
//! Cost: `O(TB·|S|)` per heap for the continuations plus `O(TB)` per cell for
//! the maximin and the minimax (suffix minima over Right's bids, prefix maxima
//! over Left's), i.e. `O(TB² + TB·|S|)` per heap. Row `x` (all `p`, both
//! markers) depends only on rows `x − s`, so the first repeated window of
//! `max S` rows proves eventual periodicity: the solver stops there and
//! answers every later heap from the period.
//!
//! Notes on the seed (checked by hand and in `tests/bidding.rs`):
//! * Example 12's second table is the matrix of heap 5, not heap 9: at heap 9
//!   the cell `(ℓ = 4, r = 0)` is `1 + o_0(8) = −3` (printed `−1`), and the
//!   first table itself uses `o_0(8) = −4`. The value, `−1`, is the same.
//! * Lemma 22's lower bound `−⌊TB/2⌋` fails for odd `TB` (`TB = 1`:
//!   `o_0(1) = −1`, Right outbids Left's 0); the values span exactly
//!   `−⌈TB/2⌉ ..= ⌈TB/2⌉ + 1`.
//! * For odd `TB`, β (Lemma 25) gives half of the automaton states an entry of
//!   the wrong parity for an outcome; see [`Automaton::predicted`].
//! * Theorem 27's sum does not simplify to the printed closed forms; the
//!   closed forms are used (see [`theorem27_bound`]).
//!
//! Parts: [`rules`](BcsRules) (rulesets, validation, positions), the
//! scoring (weights and penalties compiled with the Cumulative Games formula
//! code), the presets, the row
//! kernel (the hot loops), the solver and solved [`BcsTable`] (queries,
//! exact periods), the bidding [`BidMatrix`] and optimal [`Play`], the
//! paper's statements ([`checks`], [`automaton`], [`theorem29_budgets`],
//! [`bid_edges`]) and the report (the CLI / export JSON documents).

mod kernel;
mod matrix;
mod paper;
mod play;
mod presets;
mod report;
mod rules;
mod scoring;
mod table;

pub use super::common::{Period, Player};
pub use matrix::{BidMatrix, Play};
pub use paper::{
    alpha_even, alpha_odd, automaton, beta, bid_edges, checks, forced_win_budgets, theorem27_bound,
    theorem29_budgets, Automaton, AutomatonKind, BidEdge, Checks, EdgeKind, ForcedWin,
    LimitMismatch,
};
pub use play::{bid_label, format_bid_pairs, parse_bid_pairs, BcsGame, BcsPlayPos, BidPair, Stage};
pub use presets::{preset, PresetError, PRESETS};
pub use report::{
    last_listed, listed_heaps, matrix_report, matrix_report_for, play_action, report, rules_text,
    sweep_record, Heaps, MarkerLimits, MatrixDoc, MatrixReport, Report, Rows, SweepRecord,
};
pub use rules::{
    BcsPosition, BcsRules, Parity, RulesError, DEFAULT_WORK_LIMIT, MAX_BUDGET, MAX_HEAP,
};
pub use scoring::{ScoreError, MAX_VALUE, MAX_WEIGHT};
pub use table::{
    heap_bytes, heap_cost, horizon, memory_horizon, solve_until_periodic, work, BcsSolver,
    BcsTable, Limits, PositionError, SolveError,
};
