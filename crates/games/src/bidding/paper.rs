//! The paper's statements as computations: Theorem 27's bound, the α/β
//! automaton of §3.4, Theorem 29's forced wins, the checks of the lemmas and
//! conjectures on a solved table, and the bid edges of Figures 3–6.

use serde::{Deserialize, Serialize};

use super::rules::{BcsPosition, BcsRules, Parity};
use super::table::BcsTable;
use crate::common::Player;

/// Theorem 27's bound on the convergence heap, the printed closed forms:
/// `1 + (TB/2 + 1)·TB/2 − TB/2 = 1 + TB²/4` for even `TB`, and
/// `1 + ⌈TB/2⌉² − TB/2` for odd `TB`, rounded down (`= 1 + c² − c`,
/// `c = ⌈TB/2⌉`). The convergence heap is an integer, so flooring loses nothing.
pub fn theorem27_bound(total_budget: u32) -> u64 {
    let tb = u64::from(total_budget);
    let c = tb.div_ceil(2);
    if tb % 2 == 0 {
        1 + (tb / 2 + 1) * (tb / 2) - tb / 2
    } else {
        1 + c * c - c
    }
}

/// §3.4: `α_even(δ)` on even `δ`: `⌊(δ+1)/2⌋` if `δ ≡ 0 (mod 4)`, else `⌈(δ+1)/2⌉`.
pub fn alpha_even(delta: i64) -> i64 {
    if delta.rem_euclid(4) == 0 {
        (delta + 1).div_euclid(2)
    } else {
        (delta + 2).div_euclid(2)
    }
}

/// §3.4: `α_odd(δ)` on even `δ`: `⌈(δ+1)/2⌉` if `δ ≡ 0 (mod 4)`, else `⌊(δ+1)/2⌋`.
pub fn alpha_odd(delta: i64) -> i64 {
    if delta.rem_euclid(4) == 0 {
        (delta + 2).div_euclid(2)
    } else {
        (delta + 1).div_euclid(2)
    }
}

/// §3.4: `β(δ)` on odd `δ`: `⌊δ/2⌋ + ι(δ)` if `δ ≡ 1 (mod 4)`, else
/// `⌈δ/2⌉ + ι(δ)`, with `ι(δ) = 1` iff `δ > 0`.
pub fn beta(delta: i64) -> i64 {
    let iota = i64::from(delta > 0);
    if delta.rem_euclid(4) == 1 {
        delta.div_euclid(2) + iota
    } else {
        (delta + 1).div_euclid(2) + iota
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AutomatonKind {
    /// Even `TB`: `A(even, p) = α_even(2p − TB)`, `A(odd, p) = α_odd(2p − TB)`.
    Alpha,
    /// Odd `TB`: `A(even, p) = A(odd, p) = β(2p − TB)` (Lemma 25 as printed).
    Beta,
}

/// The 0-bidding automaton `A` of §3.4 (Lemma 25): two states per budget
/// `p`, `(j, p) → (jᶜ, TB − p)` with `A(j, p) = 1 − A(jᶜ, TB − p)`.
/// Fields alphabetical, as the JSON report lists them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automaton {
    /// Entries `A(even, p)` and `A(odd, p)`, `p = 0..=TB`.
    pub even: Vec<i64>,
    pub kind: AutomatonKind,
    pub odd: Vec<i64>,
    pub total_budget: u32,
}

impl Automaton {
    pub fn entry(&self, p: u32, parity: Parity) -> i64 {
        match parity {
            Parity::Even => self.even[p as usize],
            Parity::Odd => self.odd[p as usize],
        }
    }

    /// Conjecture 28's predicted limit of `o_p(x)` for heaps of this parity:
    /// the entry, when it has that parity. For odd `TB` the printed β gives
    /// the even state of `p > TB/2` (and the odd state of `p < TB/2`) an
    /// entry of the wrong parity, which no outcome can take (Lemma 9):
    /// `None` there.
    pub fn predicted(&self, p: u32, parity: Parity) -> Option<i64> {
        let e = self.entry(p, parity);
        (Parity::of(e) == parity).then_some(e)
    }

    /// Not in the paper: a parity-consistent completion for odd `TB`,
    /// `α_j(δ + sign δ)` with `δ = 2p − TB` — the α automaton of the even budget
    /// next to `TB` on the richer player's side. It agrees with β wherever β
    /// has the right parity, and equals the printed entry for even `TB`.
    pub fn completed(&self, p: u32, parity: Parity) -> i64 {
        let delta = 2 * i64::from(p) - i64::from(self.total_budget);
        let d = match self.kind {
            AutomatonKind::Alpha => delta,
            AutomatonKind::Beta => delta + delta.signum(),
        };
        match parity {
            Parity::Even => alpha_even(d),
            Parity::Odd => alpha_odd(d),
        }
    }

    /// Whether `A(j, p) = 1 − A(jᶜ, TB − p)` holds for every state (Lemma 25).
    pub fn is_consistent(&self) -> bool {
        let tb = self.total_budget as usize;
        (0..=tb)
            .all(|p| self.even[p] == 1 - self.odd[tb - p] && self.odd[p] == 1 - self.even[tb - p])
    }
}

/// The automaton `A` for total budget `TB` (α for even, β for odd `TB`).
pub fn automaton(total_budget: u32) -> Automaton {
    let tb = i64::from(total_budget);
    let deltas = (0..=tb).map(|p| 2 * p - tb);
    if tb % 2 == 0 {
        Automaton {
            total_budget,
            kind: AutomatonKind::Alpha,
            even: deltas.clone().map(alpha_even).collect(),
            odd: deltas.map(alpha_odd).collect(),
        }
    } else {
        let b: Vec<i64> = deltas.map(beta).collect();
        Automaton {
            total_budget,
            kind: AutomatonKind::Beta,
            even: b.clone(),
            odd: b,
        }
    }
}

/// Smallest Left budget (`≤ TB`) that forces winning `moves` consecutive
/// bids, per marker holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForcedWin {
    pub moves: u32,
    pub with_marker: Option<u32>,
    pub without_marker: Option<u32>,
}

/// Theorem 29's sufficient budgets, solved for the least `p` with `q = TB − p`:
/// with the marker `p ≥ (2^k − 1)q + 2^(k−1) − 1`, without it
/// `p ≥ (2^k − 1)(q + 1)`, for `k = 1..=max_moves` (at most 64).
pub fn theorem29_budgets(total_budget: u32, max_moves: u32) -> Vec<ForcedWin> {
    let tb = u128::from(total_budget);
    (1..=max_moves.min(64))
        .map(|k| {
            let two_k = 1u128 << k;
            let least = |num: u128| {
                let p = num.div_ceil(two_k);
                (p <= tb).then_some(p as u32)
            };
            ForcedWin {
                moves: k,
                // 2^k·p ≥ (2^k − 1)·TB + 2^(k−1) − 1
                with_marker: least((two_k - 1) * tb + two_k / 2 - 1),
                // 2^k·p ≥ (2^k − 1)·(TB + 1)
                without_marker: least((two_k - 1) * (tb + 1)),
            }
        })
        .collect()
}

/// The exact least budgets from a solved table with `S = {1}`: the least `p`
/// with value `k` at heap `k` (Left wins all `k` moves), for each `k ≤
/// max_moves` the table covers. Empty unless `S = {1}`.
pub fn forced_win_budgets(table: &BcsTable, max_moves: u32) -> Vec<ForcedWin> {
    if table.rules().moves != [1] || !table.scoring.is_plain() {
        return Vec::new();
    }
    let tb = table.total_budget();
    (1..=max_moves)
        .take_while(|&k| table.covers(k))
        .map(|k| {
            let least = |m: Player| (0..=tb).find(|&p| table.value(k, p, m) == i64::from(k));
            ForcedWin {
                moves: k,
                with_marker: least(Player::Left),
                without_marker: least(Player::Right),
            }
        })
        .collect()
}

/// A limit value that differs from the automaton's prediction (fields
/// alphabetical, as the JSON report lists them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LimitMismatch {
    pub automaton: i64,
    pub limit: i64,
    pub p: u32,
    pub parity: Parity,
}

/// The paper's lemmas, properties and conjectures checked on a solved table
/// (every stored row; later heaps repeat them). Fields alphabetical, as the
/// JSON report lists them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checks {
    /// States whose printed automaton entry has the wrong parity (odd `TB`).
    pub automaton_parity_conflicts: u32,
    /// Lemma 22 as printed: `−⌊TB/2⌋ ≤ o_p ≤ ⌈TB/2⌉ + 1`.
    pub bounded_outcome: bool,
    /// Unitary games with period 2 found: every limit value equals
    /// [`Automaton::completed`] (an observation, not the paper's claim).
    pub completed_automaton_holds: Option<bool>,
    /// Unitary games with period 2 found: every limit value equals the
    /// automaton's prediction ([`Automaton::predicted`]).
    pub conjecture28_holds: Option<bool>,
    pub conjecture28_mismatches: Vec<LimitMismatch>,
    /// Unitary games: convergence heap `≤` [`theorem27_bound`].
    pub convergence_within_bound: Option<bool>,
    /// Heaps `0..heaps_checked` were checked.
    pub heaps_checked: u32,
    /// `ν_p(x) = −o_{TB−p}(x)` everywhere (equation (1)).
    pub marker_symmetry: bool,
    /// The first position whose matrix has no saddle point.
    pub no_equilibrium_at: Option<BcsPosition>,
    /// Smallest and largest `o_p(x)` seen.
    pub outcome_range: (i64, i64),
    /// Lemma 9 (`S = {1}` only): `o_p(x) ≡ x (mod 2)`.
    pub parity_lemma: Option<bool>,
    /// Every bidding matrix has a saddle point (Theorem 3's equilibrium).
    pub pure_equilibria: bool,
    /// Lemma 20: `2p ≥ TB ⇒ o_p ≥ 0`, `2p < TB ⇒ o_p ≤ 0`.
    pub sign_border: bool,
    /// Unitary games: Theorem 29's budgets are exactly the least forcing ones.
    pub theorem29_exact: Option<bool>,
    /// Definition 2 (A): `o_p`, `ν_p` non-decreasing in `p`.
    pub u_a: bool,
    pub u_a_violation: Option<BcsPosition>,
    /// Definition 2 (B): `o_p ≥ ν_p`.
    pub u_b: bool,
    pub u_b_violation: Option<BcsPosition>,
    /// Definition 2 (C): `o_p ≤ ν_{p+1}`.
    pub u_c: bool,
    pub u_c_violation: Option<BcsPosition>,
}

/// Runs every check on `table`.
pub fn checks(table: &BcsTable) -> Checks {
    let tb = table.total_budget();
    let n = table.computed_heaps();
    let mut c = Checks {
        automaton_parity_conflicts: 0,
        bounded_outcome: true,
        completed_automaton_holds: None,
        conjecture28_holds: None,
        conjecture28_mismatches: Vec::new(),
        convergence_within_bound: None,
        heaps_checked: n,
        marker_symmetry: true,
        no_equilibrium_at: table.first_without_equilibrium(),
        outcome_range: (0, 0),
        parity_lemma: (table.rules().moves == [1] && table.scoring.is_plain()).then_some(true),
        pure_equilibria: table.positions_without_equilibrium() == 0,
        sign_border: true,
        theorem29_exact: None,
        u_a: true,
        u_a_violation: None,
        u_b: true,
        u_b_violation: None,
        u_c: true,
        u_c_violation: None,
    };
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for x in 0..n {
        let o = table.row(x, Player::Left);
        let nu = table.row(x, Player::Right);
        c.check_row(x, tb, &o, &nu);
        lo = o.iter().copied().fold(lo, i64::min);
        hi = o.iter().copied().fold(hi, i64::max);
    }
    if n > 0 {
        c.outcome_range = (lo, hi);
    }
    if table.rules().is_unitary() {
        c.check_unitary(table);
    }
    c
}

/// Clears `ok` and records `pos` the first time `good` fails.
fn flag(ok: &mut bool, at: &mut Option<BcsPosition>, good: bool, pos: BcsPosition) {
    if !good && *ok {
        *ok = false;
        *at = Some(pos);
    }
}

impl Checks {
    /// Property U, the marker symmetry, Lemmas 9, 20 and 22 on row `x`
    /// (`o` with Left holding the marker, `nu` with Right).
    fn check_row(&mut self, x: u32, tb: u32, o: &[i64], nu: &[i64]) {
        let (lo_bound, hi_bound) = (-i64::from(tb / 2), i64::from(tb.div_ceil(2)) + 1);
        let tb = tb as usize;
        for p in 0..=tb {
            let pos = |marker| BcsPosition {
                x,
                p: p as u32,
                marker,
            };
            if p > 0 {
                flag(
                    &mut self.u_a,
                    &mut self.u_a_violation,
                    o[p] >= o[p - 1],
                    pos(Player::Left),
                );
                flag(
                    &mut self.u_a,
                    &mut self.u_a_violation,
                    nu[p] >= nu[p - 1],
                    pos(Player::Right),
                );
            }
            flag(
                &mut self.u_b,
                &mut self.u_b_violation,
                o[p] >= nu[p],
                pos(Player::Left),
            );
            if p < tb {
                flag(
                    &mut self.u_c,
                    &mut self.u_c_violation,
                    o[p] <= nu[p + 1],
                    pos(Player::Left),
                );
            }
            self.marker_symmetry &= nu[p] == -o[tb - p];
            if let Some(ok) = &mut self.parity_lemma {
                *ok &= Parity::of(o[p]) == Parity::of(i64::from(x))
                    && Parity::of(nu[p]) == Parity::of(i64::from(x));
            }
            self.sign_border &= if 2 * p >= tb { o[p] >= 0 } else { o[p] <= 0 };
            self.bounded_outcome &= (lo_bound..=hi_bound).contains(&o[p]);
        }
    }

    /// Theorem 27's bound, Conjecture 28 (printed and completed automaton)
    /// and Theorem 29 on a unitary game.
    fn check_unitary(&mut self, table: &BcsTable) {
        let tb = table.total_budget();
        self.convergence_within_bound = table
            .convergence_heap()
            .map(|h| u64::from(h) <= theorem27_bound(tb));
        if let Some(lim) = table.limits(Player::Left) {
            let a = automaton(tb);
            for p in 0..=tb {
                for (parity, limit) in [
                    (Parity::Even, lim.even[p as usize]),
                    (Parity::Odd, lim.odd[p as usize]),
                ] {
                    match a.predicted(p, parity) {
                        None => self.automaton_parity_conflicts += 1,
                        Some(e) if e != limit => self.conjecture28_mismatches.push(LimitMismatch {
                            p,
                            parity,
                            limit,
                            automaton: e,
                        }),
                        Some(_) => {}
                    }
                }
            }
            self.conjecture28_holds = Some(self.conjecture28_mismatches.is_empty());
            self.completed_automaton_holds = Some((0..=tb).all(|p| {
                a.completed(p, Parity::Even) == lim.even[p as usize]
                    && a.completed(p, Parity::Odd) == lim.odd[p as usize]
            }));
        }
        let exact = forced_win_budgets(table, 64);
        let paper = theorem29_budgets(tb, exact.len() as u32);
        self.theorem29_exact = Some(exact == paper);
    }
}

/// Figures 3–6: one feasible bid from node `p` (Left holds the marker and `p`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidEdge {
    pub from: u32,
    /// The next node, seen from whoever then holds the marker: `TB − p + b`
    /// after a tie at `b` (Right takes the marker), `p − ℓ` or `p + r` after a
    /// strict win (the marker stays with Left).
    pub to: u32,
    pub bid: u32,
    pub kind: EdgeKind,
    /// A strictly smaller bid wins against every bid the other can afford.
    pub dominated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EdgeKind {
    Tie,
    LeftWins,
    RightWins,
}

/// Every feasible bid edge of the bidding automaton (Figures 3–6).
pub fn bid_edges(rules: &BcsRules) -> Vec<BidEdge> {
    let tb = rules.total_budget;
    let bids = rules.bid_set();
    let mut out = Vec::new();
    for p in 0..=tb {
        let q = tb - p;
        let lowest_above = |limit: u32| bids.iter().copied().find(|&b| b > limit);
        let can = |budget: u32, below: u32| bids.iter().any(|&b| b <= budget && b < below);
        for &b in &bids {
            if b <= p && b <= q {
                out.push(BidEdge {
                    from: p,
                    to: q + b,
                    bid: b,
                    kind: EdgeKind::Tie,
                    dominated: false,
                });
            }
            if b <= p && can(q, b) {
                out.push(BidEdge {
                    from: p,
                    to: p - b,
                    bid: b,
                    kind: EdgeKind::LeftWins,
                    dominated: lowest_above(q).is_some_and(|w| w < b),
                });
            }
            if b <= q && can(p, b) {
                out.push(BidEdge {
                    from: p,
                    to: p + b,
                    bid: b,
                    kind: EdgeKind::RightWins,
                    dominated: lowest_above(p).is_some_and(|w| w < b),
                });
            }
        }
    }
    out
}
