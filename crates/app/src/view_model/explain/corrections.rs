//! The paper corrections of the README's *Notes on the papers*, each with
//! the page and a permalink where the value shows, and a predicate saying
//! which views show it.

use super::{preset, symmetric, Correction};
use crate::games::common::Tie;
use crate::state::{BcsState, Page, PageState};
use crate::state::{CsMoves, TreeView};

/// Example 2's partizan game ({2,3},{1,4}) with heap 11 listed.
fn example_2(s: &PageState, self_interest: bool) -> bool {
    let PageState::Cs(c) = s else { return false };
    let partizan = matches!(&c.moves, CsMoves::Partizan { left, right } if left == &[2, 3] && right == &[1, 4]);
    let col = if self_interest {
        c.cols.self_interest
    } else {
        c.cols.zero_sum
    };
    partizan && c.map.is_empty() && c.heaps.0 <= 11 && 11 <= c.heaps.1 && col
}

/// The bidding page's plain game: one symmetric set, no weights, penalty or overrides.
fn plain_bcs(s: &PageState) -> Option<&BcsState> {
    let PageState::Bcs(b) = s else { return None };
    let plain = b.right.is_none()
        && b.wl.is_none()
        && b.wr.is_none()
        && b.tau.is_none()
        && b.map.is_empty();
    plain.then_some(b)
}

/// The plain game with S = {1} and one of the total budgets `tbs`.
fn unitary(s: &PageState, tbs: &[u32]) -> bool {
    plain_bcs(s).is_some_and(|b| b.moves == [1] && tbs.contains(&b.total_budget))
}

fn odd_budget(s: &PageState) -> bool {
    plain_bcs(s).is_some_and(|b| b.total_budget % 2 == 1)
}

fn clobber_board(s: &PageState, cells: &[u8]) -> bool {
    matches!(s, PageState::Clobber(c) if c.players == 3 && c.board.cells() == cells)
}

/// Every correction, in the README's order by seed.
pub static CORRECTIONS: [Correction; 20] = [
    Correction {
        source: "Larsson, Meir & Zick, Example 2",
        what: "o_zs(11, 1) for S = ({2,3}, {1,4})",
        printed: "0",
        correct: "1",
        why: "o(11,1) = max(o(9,2) + 2, o(8,2) + 3) = max(−1 + 2, −2 + 3) = 1, from the table's own o(9,2) = −1 and o(8,2) = −2.",
        page: Page::Cs,
        view: "#/cs?l=2,3&r=1,4&heaps=0..14",
        applies: |s| example_2(s, false),
    },
    Correction {
        source: "Larsson, Meir & Zick, Example 2",
        what: "o_si(11, 1) for S = ({2,3}, {1,4})",
        printed: "(6,6)",
        correct: "(6,5)",
        why: "Taking 2 leads to o_si(9,2) = (4,5), giving (2 + 4, 5) = (6,5); taking 3 leads to o_si(8,2) = (3,5), also (6,5).",
        page: Page::Cs,
        view: "#/cs?l=2,3&r=1,4&heaps=0..14",
        applies: |s| example_2(s, true),
    },
    Correction {
        source: "Larsson, Meir & Zick, Definition 5, equations (10) and (13)",
        what: "the antagonistic tie-break",
        printed: "minimise the mover's own continuation value",
        correct: "minimise the opponent's value (Definition 3 and the prose), as the page does",
        why: "Among moves of equal value to the mover, the mover's own value is equal by definition, so minimising it chooses nothing; the opponent's value is what an antagonistic player lowers. No value of Example 2 changes.",
        page: Page::Cs,
        view: "#/cs?s=2,3&heaps=0..20",
        applies: |s| {
            matches!(s, PageState::Cs(c) if c.cols.self_interest
                && (c.ties.left == Tie::Antagonistic || c.ties.right == Tie::Antagonistic))
        },
    },
    Correction {
        source: "Larsson, Meir & Zick, §9 Observation 7",
        what: "the counts of sets where zero-sum and self-interest differ (antagonistic 1, 16, 68; friendly 493, 2081, 5386)",
        printed: "counts with no heap bound X and no criterion stated",
        correct: "the examples hold ({3,5} friendly at heap 14; {6,13,17} antagonistic at heap 76); the counts depend on X and the criterion",
        why: "With \"the values differ\" (o_zs ≠ o¹_si − o²_si), antagonistic / friendly up to 20: 1 / 577 (X ≥ 400); up to 40: 68 / 5657 at X = 400, but up to 30 the same X gives 18, not 16. No single X gives all six. {3,5} at 14: zero-sum 3 by taking 5, self-interest (8,6) by taking 3.",
        page: Page::Cs,
        view: "#/cs?s=3,5&heaps=0..20&tie=f",
        applies: |s| {
            matches!(s, PageState::Cs(c) if symmetric(&c.moves, &[3, 5]) || symmetric(&c.moves, &[6, 13, 17]))
        },
    },
    Correction {
        source: "Larsson, Meir & Zick, §9 (Pareto efficiency)",
        what: "the smallest symmetric subtraction game that is not Pareto efficient",
        printed: "S = {3,7}, first at x = 30",
        correct: "true only for strict domination; with the usual definition (no worse for anyone, better for someone) S = {3,5} fails at heap 9",
        why: "S = {3,5}, heap 9: the PSPE play 5, 3 gives (5,3); the play 3, 3, 3 gives (6,3), no worse for player 2 and better for player 1. The page's Pareto check uses the usual definition.",
        page: Page::Games,
        view: "#/games?preset=tragedy&x=100",
        applies: |s| matches!(s, PageState::Games(_)),
    },
    Correction {
        source: "Larsson, Meir & Zick, Theorem 8, equation (20)",
        what: "the reward term of the outcome recursion",
        printed: "o^p(ω^(a), γ) − r_p",
        correct: "o^p(ω^(a), γ) + r_p",
        why: "Definition 14 and Lemma 5 add the mover's reward. Scoring Pebbles, S = {2,3}, heap 2: player 1 takes 2 and the game ends, so player 1 gains 0 + 2 = 2, not 0 − 2.",
        page: Page::Games,
        view: "#/games?preset=scoring&x=2",
        // Heap Dynamic rules only: Auction and Wealth Pebbles read the cumulations.
        applies: |s| matches!(s, PageState::Games(g) if !matches!(preset(&g.rules), Some("auction" | "wealth"))),
    },
    Correction {
        source: "Larsson, Meir & Zick, Example 5",
        what: "who gets at most 40 after an opening other than 51",
        printed: "Player 2",
        correct: "Player 1",
        why: "S = {20,31,51}, heap 100: 20, 51, 20 ends at (40, 51) with 9 pebbles left; Player 1 took 20 + 20 = 40.",
        page: Page::Games,
        view: "#/games?preset=tragedy&x=100",
        applies: |s| matches!(s, PageState::Games(g) if preset(&g.rules) == Some("tragedy")),
    },
    Correction {
        source: "Larsson, Meir & Zick, Figure 3",
        what: "a node label of the tree of heap 4",
        printed: "1;(2,2) twice",
        correct: "one of them is 0;(2,2)",
        why: "Heap plus both pockets always total 4: 0 + 2 + 2 = 4, while 1 + 2 + 2 = 5.",
        page: Page::Tree,
        view: "#/tree?s=2,3&x=4&view=cgt",
        applies: |s| matches!(s, PageState::Tree(t) if t.view == TreeView::Cgt && t.heap == 4 && symmetric(&t.moves, &[2, 3])),
    },
    Correction {
        source: "Larsson, Meir & Zick, Figure 5(c)",
        what: "the DAG of heap 7, S = {2,3}",
        printed: "one node seems drawn twice",
        correct: "7 heaps {7,5,4,3,2,1,0} and 9 edges",
        why: "7 → 5, 4; 5 → 3, 2; 4 → 2, 1; 3 → 1, 0; 2 → 0: 2 + 2 + 2 + 2 + 1 = 9 edges, as the figure's edge labels and Example 1 say.",
        page: Page::Tree,
        view: "#/tree?s=2,3&x=7&mode=zs&view=dag",
        applies: |s| matches!(s, PageState::Tree(t) if t.nim.is_none() && t.view == TreeView::Dag && t.heap == 7 && symmetric(&t.moves, &[2, 3])),
    },
    Correction {
        source: "Larsson, Patel & Rai, Example 12 (second table)",
        what: "the heap of the second bidding matrix",
        printed: "heap 9",
        correct: "heap 5 (with Left's budget 4 and the marker)",
        why: "Row 8 is p̂ = 9..0: 4 4 2 2 0 0 0 −2 −2 −4, so at heap 9 the cell ℓ = 4, r = 0 is 1 + o₀(8) = 1 − 4 = −3 (printed −1). All 30 printed cells equal the matrix at (5, 4̂); the value, −1, is the same at both heaps.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=9&heaps=0..40&x=5&p=4",
        applies: |s| unitary(s, &[9]) && matches!(s, PageState::Bcs(b) if matches!(b.matrix, Some((5 | 9, 4)))),
    },
    Correction {
        source: "Larsson, Patel & Rai, Figures 1 and 2",
        what: "the row labels of the limit tables, and Figure 2's odd row",
        printed: "\"x even\" over the odd values; Figure 2's odd row without o₃",
        correct: "the labels swapped; o₃ = −1",
        why: "By Lemma 9 a value has its heap's parity, so the row of odd values belongs to odd heaps. Figure 2 (TB = 9), a large odd heap x, Left's budget 3: a tie gives 1 − o₆(x − 1) = −1, Right bidding 1 gives o₄(x − 1) − 1 = −1, Right bidding 2 or more gives at least 1; so the odd-heap limit o₃ is −1.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=9&heaps=0..40",
        applies: |s| unitary(s, &[8, 9]),
    },
    Correction {
        source: "Larsson, Patel & Rai, Lemma 22",
        what: "the lower bound of the outcomes for odd TB",
        printed: "−⌊TB/2⌋ ≤ o_p(x)",
        correct: "−⌈TB/2⌉ ≤ o_p(x) ≤ ⌈TB/2⌉ + 1 (observed for every TB ≤ 90)",
        why: "TB = 1, p = 0: Right bids 1, outbids Left's 0 and takes the pebble, so o₀(1) = −1 < −⌊1/2⌋ = 0. The page's Lemma 22 check tests the printed bound, so it fails for every odd TB because of the misprint.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=1&heaps=0..12",
        applies: odd_budget,
    },
    Correction {
        source: "Larsson, Patel & Rai, Lemma 25 and Conjecture 28",
        what: "the β automaton for odd TB",
        printed: "entries β(·) for every state",
        correct: "half the states get an entry of the wrong parity; the rest fit α_j(2p − TB ± sign)",
        why: "TB = 9, p = 9: A(even) = β(9) = 5, but the even-heap limit is 6 (the figure's own 5 + 1), and an even heap has an even value (Lemma 9). Conjecture 28 is checked on the parity-consistent entries, where it holds for every TB ≤ 120.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=9&heaps=0..40",
        applies: odd_budget,
    },
    Correction {
        source: "Larsson, Patel & Rai, Theorem 27",
        what: "the sum in the convergence bound",
        printed: "Σ(δ+1) over even δ ≤ TB = (TB/2 + 1)·TB/2",
        correct: "(TB/2 + 1)²",
        why: "δ = 0, 2, …, TB gives 1 + 3 + … + (TB + 1), the first TB/2 + 1 odd numbers, whose sum is (TB/2 + 1)². The odd-TB form is not an integer; the page shows the printed closed forms, floored. Convergence heaps stay within them for every TB ≤ 120.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=8&heaps=0..40",
        applies: |s| plain_bcs(s).is_some(),
    },
    Correction {
        source: "Larsson, Patel & Rai, Conjecture 7",
        what: "U(C) whenever 0 ∈ B (nonnegative Left and nonpositive Right weights)",
        printed: "conjectured true",
        correct: "false as stated",
        why: "B = {0}, TB = 1, S = {1}: both must bid 0, so the marker holder moves. o₀(1) = 1 (Left holds the marker) but ν₁(1) = −1 (Right holds it), so U(C), ν̂_p(x) ≤ ν_{p+1}(x), fails at p = 0.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=1&heaps=0..12&bids=0",
        applies: |s| matches!(s, PageState::Bcs(b) if b.bids.as_ref().is_some_and(|v| v.contains(&0))),
    },
    Correction {
        source: "Larsson, Patel & Rai, Definition 1 and §2",
        what: "the sign of Right's weights in the score",
        printed: "Definition 1's recursion adds w_R",
        correct: "τ + Σw_L − Σw_R, as §2 prints the utility",
        why: "Only the subtracted reading makes \"w_L = w_R = amount, τ = 0\" the symmetric game of §3 (Definition 8: Right's removal of s subtracts s). Examples 2.1–2.2 use the signed reading: their w_R = 1 is a Right weight of −1 here (presets zugzwang-b, zugzwang-ac), and their ν̂₁(x₁) = 0 < ν₁(x₁) = 1 is reproduced.",
        page: Page::Bcs,
        view: "#/bcs?preset=zugzwang-b",
        applies: |s| {
            matches!(s, PageState::Bcs(b) if b.right.is_some() || b.wl.is_some() || b.wr.is_some() || b.tau.is_some())
        },
    },
    Correction {
        source: "Larsson, Patel & Rai, Observation 5",
        what: "the tie term of the maximin recursion",
        printed: "−ν̂_{q+ℓ}(x)",
        correct: "−ν̂_{q+ℓ}(x − s), the position after the move",
        why: "On a tie Left moves (removing s) and hands the marker to Right; what follows is the heap x − s. With x itself the recursion would refer to the value being defined.",
        page: Page::Bcs,
        view: "#/bcs?s=1&tb=9&heaps=0..40&x=9&p=6",
        applies: |s| matches!(s, PageState::Bcs(b) if b.matrix.is_some()),
    },
    Correction {
        source: "Edixhoven & Kosters, Table 1",
        what: "the Syntactic and Selfish columns",
        printed: "Syntactic 501 at length 7; Selfish 154 at length 10",
        correct: "485 and 127 with the rules as written (Games analysed, Unsimplified and Prudent match at every length)",
        why: "Rule 3 applies to Example 6's child [[[1,2]]] of [1,3,[3,[[1,3]]],…] (player 3 chooses [1,2] at depth 2 and again at depth 5), although the paper says no syntactic rule applies: the 675-character value shrinks to 667. The tree reading that matches Games analysed lets a player who must skip a node of their own with one child add a bracket.",
        page: Page::Clobber,
        view: "#/clobber?board=1,2,3,2,1,3,2,3,2,1&census=2..9",
        applies: |s| matches!(s, PageState::Clobber(c) if c.census.1 >= 7),
    },
    Correction {
        source: "Edixhoven & Kosters, Definition 11",
        what: "the prudent relation between simple values",
        printed: "Definition 11 taken literally",
        correct: "compare a simple value with fewer bars as the one-element list of itself (x = [x], Rule 1), as the proofs of Theorems 14 and 15 do",
        why: "Literally 2̄̄ <ᴾ₁ 2̄ does not follow: the pair 3̄ = [1,2] against 3 goes the wrong way, since 3 <₁ 3̄ by Rule 5. Then [2̄, 2̄̄] survives on 1×8 and Theorem 16 fails; with x = [x] Theorems 13–16 hold and the Prudent column is reproduced.",
        page: Page::Clobber,
        view: "#/clobber",
        applies: |s| matches!(s, PageState::Clobber(c) if c.players == 3),
    },
    Correction {
        source: "Edixhoven & Kosters, §4.4",
        what: "the prudent value of 1 3 2 3 2 3 1 2 3",
        printed: "3₂",
        correct: "3₁ ([[[1,2]]])",
        why: "The selfish value [2₂, 3₂, [3₁, 3₂]] matches the paper. Player 2 prefers 3₁ to 3₂ (Theorem 15: half of the leaves against a quarter); player 1 then takes 3₁ (half) over 2₂ and 3₂ (a quarter each). 3₂ alone cannot be right: by Theorem 13, 2₂ and 3₂ are incomparable, so player 1 could not discard 2₂.",
        page: Page::Clobber,
        view: "#/clobber?board=1,3,2,3,2,3,1,2,3",
        applies: |s| clobber_board(s, &[1, 3, 2, 3, 2, 3, 1, 2, 3]),
    },
];
