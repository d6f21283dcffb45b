//! "What am I looking at?": per-page definitions in the papers' notation, a
//! glossary shared by every page, the paper corrections (printed value,
//! correct value, hand computation, where it shows) and how a failed job is
//! shown (a work limit by its type, [`JobError::Limit`]). Pure data and
//! predicates; `web::explain` draws them.
//!
//! Sources: /work/shared/SPEC.md and the seeds it lists (000 Cumulative Games,
//! 001 bidding, 002 and 004 lecture notes, 003 N-player Clobber); the
//! corrections are those of the README's *Notes on the papers*.

use crate::jobs::{JobError, JobFailure};
use crate::state::CsMoves;
use crate::state::{BcsState, GameRules, Page, PageState};

/// One definition: the term in the paper's notation, its meaning, and where
/// the paper defines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Def {
    pub term: &'static str,
    pub text: &'static str,
    pub source: &'static str,
}

const fn d(term: &'static str, text: &'static str, source: &'static str) -> Def {
    Def { term, text, source }
}

/// The "What am I looking at?" panel of one page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// One sentence: what the page shows.
    pub title: &'static str,
    pub defs: &'static [Def],
}

/// The panel of `page`.
pub fn panel(page: Page) -> Explanation {
    match page {
        Page::Cs => Explanation {
            title:
                "Two players take pebbles from one heap and keep what they take; the table gives \
                    the outcome of every heap under four ways of scoring.",
            defs: CS,
        },
        Page::Bcs => Explanation {
            title: "Before each move both players bid for the right to move, from fixed budgets \
                    that the bids pass back and forth; the table gives the score under optimal \
                    bidding and play.",
            defs: BCS,
        },
        Page::Games => Explanation {
            title: "A general Cumulative Game for n players: heaps, rewards, whose turn it is and \
                    what each player wants, solved by backward induction.",
            defs: GAMES,
        },
        Page::Tree => Explanation {
            title: "The game tree (or DAG) of one starting position, with the equilibrium choices \
                    marked.",
            defs: TREE,
        },
        Page::Clobber => Explanation {
            title: "Clobber for three (or N) players: who can force a win, and the value of the \
                    position before and after the players' preferences prune the tree.",
            defs: CLOBBER,
        },
        Page::Classical => Explanation {
            title:
                "Classical normal-play games {L | R}: values, comparisons, outcome classes, games \
                    played on their boards, and impartial games (nimbers, octal games, Nim).",
            defs: CLASSICAL,
        },
        Page::Efg => Explanation {
            title: "A Gambit extensive-form file: its subgame-perfect equilibrium, and the \
                    one-heap Cumulative Game of Theorem 11 that has the same equilibrium.",
            defs: EFG,
        },
        Page::Search => Explanation {
            title: "The paper's computational claims as searches over every subtraction set of \
                    a given size.",
            defs: SEARCH,
        },
        Page::Misere => Explanation {
            title: "Misère play, where the player who cannot move wins: the misère quotient of \
                    an octal game, which decides every sum of its heaps, and the misère \
                    canonical forms of impartial games.",
            defs: MISERE,
        },
        Page::Scoring => Explanation {
            title: "Scoring play, where the game ends when the player to move has no move and \
                    the score decides: guaranteed scoring games <L | R>, their canonical forms, \
                    optimal scores, sums and comparisons.",
            defs: SCORING,
        },
        Page::Gallery => Explanation {
            title: "Every numbered example, table and figure of the papers that Pebbles \
                    reproduces, each opening the view that computes it.",
            defs: GALLERY,
        },
        Page::About => Explanation {
            title: "What Pebbles is, and where its mathematics comes from.",
            defs: ABOUT,
        },
    }
}

const CS: &[Def] = &[
    d("S, or S_L and S_R", "The subtraction set: a move removes an amount a ∈ S with a ≤ x from the heap x and adds a to the mover's pocket (cumulation). Partizan rules give Left (player 1) S_L and Right (player 2) S_R; heap-dynamic overrides change the allowed set at given heaps.", "Larsson, Meir & Zick §2, Definition 1"),
    d("o_zs(x, p)", "Zero-sum outcome: Left's pocket minus Right's after optimal play from heap x with player p to move; Left maximises it, Right minimises it, and a player with no move scores 0: o(x,1) = max_a o(x−a,2) + a, o(x,2) = min_a o(x−a,1) − a. Symmetric rules: o(x) = max_a (a − o(x−a)).", "Larsson, Meir & Zick Definitions 2 and 4"),
    d("o_si(x, p)", "Self-interest outcome: the gains (Left, Right) when each player maximises their own pocket. Among moves that give the mover the same gain, an antagonistic player minimises the other's gain, a friendly one maximises it.", "Larsson, Meir & Zick Definitions 3 and 5"),
    d("L, R, N, P", "Outcome classes of normal and misère play on the same moves: L Left wins whoever starts, R Right wins whoever starts, N the next player (the one to move) wins, P the previous player wins.", "SPEC §1; CGT lecture notes"),
    d("normal / misère", "Normal play: a player who cannot move loses. Misère play: a player who cannot move wins. Pockets are ignored.", "Larsson, Meir & Zick §1.1 (P1, P2)"),
    d("G(x)", "Grundy value (symmetric rules): G(x) = mex{ G(x−a) : a ∈ S, a ≤ x }, the least non-negative integer not among the options' values; x is a P-position of normal play exactly when G(x) = 0.", "Impartial games slides (mex)"),
    d("period", "From heap x₀ (the preperiod) on, values repeat every q heaps: v(x+q) = v(x). Symmetric zero-sum outcomes are eventually periodic (Cohensius et al.); the page proves a period from a repeated window of rows, and looks only within the heaps it computes.", "Larsson, Meir & Zick §2; SPEC §1"),
];

const BCS: &[Def] = &[
    d("TB, p, q", "The total budget TB is split: Left holds p, Right q = TB − p. TB = 0 is ordinary alternating play.", "Larsson, Patel & Rai Definition 8"),
    d("B, ℓ, r", "Each turn both players bid from the bidding set B ⊆ {0..TB}, within their budgets: Left ℓ, Right r. The higher bidder moves and pays the bid to the other.", "Larsson, Patel & Rai Definition 8"),
    d("marker, p̂", "The tie-break marker: on equal bids its holder moves, pays, and hands the marker over. p̂ (written p^ on the page) means Left holds p and the marker.", "Larsson, Patel & Rai Definition 8"),
    d("o_p(x), ν_p(x)", "The value of heap x (Left's removals minus Right's; Left maximises) when Left holds p: o_p with the marker at Left, ν_p with the marker at Right. For symmetric rules ν_p(x) = −o_{TB−p}(x).", "Larsson, Patel & Rai Definition 10, Observation 5"),
    d("maximin, bidding matrix", "Left bids to maximise the minimum over Right's bids; the bidding matrix lists each pair (ℓ, r). Where maximin = minimax the bids are a pure equilibrium (Theorem 13).", "Larsson, Patel & Rai Observation 5, Example 12"),
    d("U(A), U(B), U(C)", "Uniqueness properties: U(A) more budget never hurts Left; U(B) holding the marker never hurts; U(C) the marker is worth at most one unit of budget.", "Larsson, Patel & Rai Definition 2"),
    d("limits, α, β, convergence heap", "For S = {1} the values become periodic with period 2 in x (Theorem 24); the limits for even and odd heaps are the entries of the automaton A built from α_even, α_odd and β (Conjecture 28); Theorem 27 bounds the heap where this starts by O(TB²).", "Larsson, Patel & Rai §3.4, Theorems 24 and 27"),
    d("w_L, w_R, τ", "General rules: Left and Right have their own sets and weights; the score is τ + Σw_L − Σw_R, with τ the terminal penalty when the bid winner cannot move.", "Larsson, Patel & Rai Definition 1"),
];

const GAMES: &[Def] = &[
    d("ω, cumulations", "A heap position: heap sizes plus, on each heap, the n players' cumulations (pockets).", "Larsson, Meir & Zick §1.2, Definition 6"),
    d("action set, reward map r(ω, i, a)", "What player i may do at ω (vectors that change heap sizes), and the vector of gains added to the cumulations when they do it.", "Larsson, Meir & Zick Definition 6"),
    d("turn function γ", "γ(ω, previous player) names the next player; cyclic (1, 2, …, n, 1, …) unless the ruleset says otherwise.", "Larsson, Meir & Zick Definition 6"),
    d("utility map", "Turns the final cumulations into each player's utility: the identity is self-interest; normal and misère Pebbles pay the winner and charge the loser.", "Larsson, Meir & Zick Definition 7"),
    d("PSPE", "Pure-strategy subgame-perfect equilibrium, by backward induction; a player indifferent between moves breaks the tie by a fixed preference over the others' results (friendly or antagonistic).", "Larsson, Meir & Zick §1.2, §4"),
    d("outcome o(ω)", "An n×n matrix: row i holds every player's gain when player i starts. For Heap Dynamic rules (moves, rewards and turns ignore the cumulations) it follows from the heap sizes alone (Theorem 8).", "Larsson, Meir & Zick §6, Theorem 8"),
    d("+ (disjunctive sum)", "A move is made in exactly one component; the sum of heap positions is again a heap position.", "Larsson, Meir & Zick §1.2–1.3, §7"),
    d("Pareto efficient", "No other play gives every player at least as much and someone more.", "Larsson, Meir & Zick §9, Example 5"),
];

const TREE: &[Def] = &[
    d("x; (C₁, C₂); p", "A grounded position: heap x, the pockets (C₁, C₂) and the player p to move.", "Larsson, Meir & Zick §1.2 (Layer 3)"),
    d("extensive form", "The tree of every play from the start; leaves carry the players' utilities.", "Larsson, Meir & Zick §4, Observation 6"),
    d("equilibrium edges", "Thick edges are the PSPE choices of backward induction: each mover takes the child best for itself, ties broken by its tie rule. Figure 4: 7 → 5 → 2 → 0 with utilities (4, 3).", "Larsson, Meir & Zick Figures 2 and 4"),
    d("heap DAG", "One node per heap size: what remains to be won from a heap does not depend on the pockets, so equal subtrees merge (at most O(x²) states). The doubled edge is the move that sets the parent's value.", "Larsson, Meir & Zick §2.4, Figure 5"),
    d("{L | R} tree", "The partizan game tree: Left's options slant left, Right's slant right; nodes show the heap and the pockets.", "Larsson, Meir & Zick Figure 3; CGT lecture notes"),
    d("Nim graph", "The positions of Nim reachable from the start; a position is a P-position (previous player wins) exactly when its nim-sum h₁ ⊕ … ⊕ h_k is 0.", "Impartial games slides"),
];

const CLOBBER: &[Def] = &[
    d("rules", "Players 1, 2, 3 (or N) move in turn; a token clobbers an orthogonally adjacent token of another player and takes its square; a player who cannot move is skipped; the last player to move wins.", "Edixhoven & Kosters §3"),
    d("value [x, y, …]", "The list of the distinct values of a node's children; a leaf's value is the winner's number, and a one-element list of a number is that number.", "Edixhoven & Kosters §3"),
    d("1̄, 1̄̄, a_i", "Simple values: 1̄ = [2,3], 2̄ = [1,3], 3̄ = [1,2], 1̄̄ = [2̄,3̄], …; a_i is a with i bars.", "Edixhoven & Kosters §4.1"),
    d("syntactic", "Rules 1–3 drop nodes that change neither the choices nor the outcomes: [x] ⇒ x for simple x, [[[x]]] ⇒ x, and a player's choices merge with their own later choices.", "Edixhoven & Kosters §4.2"),
    d("selfish", "Rules 4–5: a player takes a certain win, and avoids a certain loss when anything else remains.", "Edixhoven & Kosters §4.4"),
    d("prudent", "A selfish player who also discards an option whose every outcome is worse than, or incomparable to, every outcome of another (Definitions 11–12); with three players every value then becomes one simple value.", "Edixhoven & Kosters §4.5, Theorems 13–16"),
];

const CLASSICAL: &[Def] = &[
    d("{G^L | G^R}", "A game lists Left's options and Right's options: 0 = { | }, * = {0 | 0}, ↑ = {0 | *}.", "CGT lecture notes"),
    d("outcome class", "G > 0: Left wins (L); G < 0: Right wins (R); G = 0: the second player wins (P); G ‖ 0 (confused with 0): the first player wins (N).", "CGT lecture notes"),
    d("G ≥ H, G = H, G === H", "G ≥ H when Left wins G − H moving second; G = H when G ≥ H and H ≥ G. G === H: the same literal form (options, their options, …).", "CGT lecture notes"),
    d("canonical form", "The simplest form equal to G: remove dominated options and bypass reversible ones. Equal games have the same canonical form, e.g. {* | *} = 0 and {0, −1 | {0 | −1}} = Tiny(1).", "Larsson, Meir & Zick §1.4; CGT lecture notes"),
    d("stops, mean, temperature", "The left (right) stop is the number reached when Left (Right) starts and both play to the stop; the mean is the limit of the stops of n·G over n; the temperature says how much a move is worth, read off the thermograph.", "standard CGT (CGT lecture notes)"),
    d("ruleset, board", "A game with positions (the games under Position): the page draws its position, solves it to its canonical form, and plays it against the equilibrium on the board; a sum of boards is the disjunctive sum of their games. Each ruleset states its rules and where they come from.", "Winning Ways; Lessons in Play"),
    d("*n, mex, ⊕", "An impartial game equals a nimber *n with n the mex of its options' nimbers; *m + *n = *(m ⊕ n), ⊕ being binary addition without carry.", "CGT lecture notes Theorems; Impartial games slides"),
    d("octal game 0.d₁d₂…", "Digit d_k says whether taking k tokens may leave no heap (1), one heap (2) or two heaps (4), summed; the Grundy values become periodic, proven by the octal periodicity theorem.", "Impartial games slides (impartial games)"),
];

const EFG: &[Def] = &[
    d(".efg (perfect information)", "Gambit's text format: personal nodes `p` name a player and the actions, terminal nodes `t` carry a payoff per player. Chance nodes `c`, and information sets holding more than one node, are outside perfect information and refused with their line.", "Gambit's file format; Larsson, Meir & Zick §4"),
    d("PSPE", "Backward induction: at each node the mover takes a child best for itself; ties are broken by the page's tie rule (friendly or antagonistic towards the others).", "Larsson, Meir & Zick §4"),
    d("Theorem 11", "Every extensive-form game is a one-heap Cumulative Game: number the states in preorder q(s), put state s at heap Q − q(s), let the move to child s′ take q(s′) − q(s), and pay the leaves' payoffs through the utility; forced one-action states are inserted so that the cyclic turn function names each state's mover (cyc(G)).", "Larsson, Meir & Zick §8.2, Theorem 11"),
];

const SEARCH: &[Def] = &[
    d("Observation 7 discrepancy", "For a subtraction set S, the first heap where the optimal moves under zero-sum play differ from those under self-interest play, with the friendly or the antagonistic tie rule.", "Larsson, Meir & Zick §9, Observation 7"),
    d("bound X", "Heaps are searched only up to X. A set with no difference up to X may still differ later, so the counts depend on X; the paper does not state its bound.", "Larsson, Meir & Zick §9"),
    d("Pareto inefficient", "At heap x, the PSPE play gives payoffs that another play improves for both players (strictly for one, at least as much for the other); the page shows such a play.", "Larsson, Meir & Zick §9, Example 5"),
];

const MISERE: &[Def] = &[
    d("misère play", "The player who cannot move wins (the last player to move loses). Sums do not simplify as in normal play: *2 + *2 is 0 in normal play but not in misère play.", "Conway, On Numbers and Games ch. 12; Siegel, Combinatorial Game Theory ch. V"),
    d("octal code 0.d₁d₂…", "Digit d_k says how a move may remove k tokens from a heap: 1 taking the whole heap, 2 leaving one heap, 4 leaving two heaps (a split); 0.77 is Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's Chess.", "Winning Ways ch. 4"),
    d("misère quotient Q", "Sums of heaps 1..N of one game, identified when no sum X of such heaps tells them apart (G + X and H + X have the same misère outcome for every X): a commutative monoid, given by generators and relations. Φ sends each heap to its element, and a sum to the product of its heaps' elements.", "Plambeck, Taming the wild (2005); Plambeck & Siegel, Misère quotients (2008)"),
    d("P-portion", "The elements of the misère P-positions (the player to move loses). A sum is a P-position exactly when the product of its heaps' elements is in the P-portion: the table answers every sum of heaps up to N by multiplication.", "Plambeck & Siegel §3"),
    d("T₂, R₈", "Misère Nim on heaps 1 and 2 has the six-element quotient T₂ = ⟨a, b | a² = 1, b³ = b⟩ with P-portion {a, b²}; 0.75 has the eight-element R₈.", "Plambeck, Taming the wild §3; Plambeck & Siegel"),
    d("verified", "The quotient is learned from a brute force over positions, then checked for every sum of heaps up to N by a search over the finitely many states (Φ(G), Φ(G − heap)): each answer is a theorem about those heaps, not an extrapolation to larger ones.", "README, pebbles misere --quotient"),
    d("misère canonical form", "An impartial game with dominated nothing and no reversible option left, written in CGSuite's notation: *[2] is the nim heap *2, *[2[2]] is *2 + *2, *[2#] is {*2}, *[2#1] is {{*2}, *}. G == H when G + X and H + X have the same misère outcome for every impartial X.", "Conway, ONAG ch. 12; Siegel ch. V.1; CGSuite"),
    d("genus g^{g₀g₁g₂…}", "g is the normal-play Grundy value, gₙ the misère Grundy value of G plus n heaps *2; written as Winning Ways writes it, up to where it alternates: 0 is 0^120, * is 1^031.", "Winning Ways ch. 13; ONAG ch. 12"),
];

const SCORING: &[Def] = &[
    d("<L | R>", "A scoring game: Left's options L and Right's options R, split by commas. A side may be empty, and then it carries a score: ^s (written ∅^s in the papers). The player to move with an empty side cannot move; the game ends, and its score is s. Left wants the score high, Right low.", "Larsson, Neto, Nowakowski & Santos, Guaranteed scoring games (2016)"),
    d("n, ^s", "A number n is <^n | ^n>: whoever is to move, the game is over with score n. <^a | ^b> is a game born on day 0: the score is a if Left is to move, b if Right is.", "LNS 2016; the Scoring Games Calculator's user guide"),
    d("guaranteed", "At every position, a Left empty side's score ^ℓ is at most every score that can still be reached from there, and a Right empty side's score ^r at least every such score: running out of moves never helps the player who ran out. Sums and conjugates of guaranteed games are guaranteed; canonical forms and comparisons are theorems about guaranteed games only, so for any other game the page gives the scores and says where the condition breaks.", "LNS 2016, the class GS"),
    d("Ls, Rs", "The score of optimal play with Left moving first (Ls) and with Right moving first (Rs).", "LNS 2016"),
    d("G + H", "The disjunctive sum: the player to move moves in one component. The sum ends only when the player to move has no move in any component, and its score is then the sum of the components' empty sides' scores. -G swaps the players and negates the scores; G - H is G + (-H).", "LNS 2016, the disjunctive sum and the conjugate"),
    d("G ≥ H", "Left does at least as well in G as in H whatever is added: Ls(G + X) ≥ Ls(H + X) and Rs(G + X) ≥ Rs(H + X) for every guaranteed X. G == H when both hold; G <> H (confused) when neither does. The page decides it by the paper's finite test, not by trying sums.", "LNS 2016 §3"),
    d("canonical form", "The unique simplest game equal to G, after removing dominated options and bypassing reversible ones (two atomic cases where the reversing option has an empty side). Equal games have the same canonical form.", "LNS 2016 §4"),
    d("invertible", "G + (-G) = 0. Unlike normal play, not every scoring game has an inverse; when one exists it is the conjugate -G.", "LNS 2016 §5"),
    d("hat(n)", "The normal-play integer n embedded: every empty side scores 0, hat(2) = <<0|^0>|^0>. Normal-play games keep their order in this embedding.", "LNS 2016 §2; the user guide's \"Conway games\""),
];

const GALLERY: &[Def] = &[
    d("card", "One example, table or figure: its citation, what it shows, a preview computed from the solvers, and Open, the permalink of the view that shows it.", "this app"),
    d("misprint", "Where the paper prints a value the definitions contradict: the printed value, the correct one and the hand computation (the paper corrections).", "README, Notes on the papers"),
    d("seed", "The five papers: 000 Cumulative Games, 001 bidding, 002 and 004 lecture notes, 003 N-player Clobber.", "SPEC.md"),
];

const ABOUT: &[Def] = &[
    d("cumulative play", "Moves add to the movers' pockets; scores, not only who moved last, decide who did well.", "Larsson, Meir & Zick §1"),
    d("CGT and EGT", "Combinatorial game theory studies every position with either player starting and sums of games; extensive-form game theory studies one start and its equilibria. Larsson, Meir & Zick joins the two.", "Larsson, Meir & Zick §1.2"),
    d("work limit", "The browser stops each computation at a fixed amount of work or memory. A message that says so is a limit of this page, never a statement about the game; the CLI can go further.", "this app"),
];

/// The glossary shown on every page: (term, meaning), terms unique.
pub const GLOSSARY: &[(&str, &str)] = &[
    ("Left, Right", "Player 1 (maximises the zero-sum score) and player 2."),
    ("heap x", "The number of pebbles left."),
    ("pocket, cumulation", "What a player has taken so far."),
    ("subtraction set S", "The amounts a player may remove."),
    ("symmetric rules", "Both players have the same moves (in CGT: impartial)."),
    ("partizan rules", "Left and Right have different moves."),
    ("heap-dynamic", "The allowed moves depend on the heap size beyond S ∩ {1..x}."),
    ("zero-sum", "One number, Left's pocket minus Right's; Left maximises, Right minimises."),
    ("self-interest", "Each player maximises their own pocket."),
    ("antagonistic, friendly", "Tie rules: among equally good moves, minimise (antagonistic) or maximise (friendly) the other player's gain."),
    ("normal play", "Who cannot move loses."),
    ("misère play", "Who cannot move wins."),
    ("outcome class L R N P", "Left wins, Right wins, next player wins, previous player wins."),
    ("mex", "The least non-negative integer not in a set."),
    ("Grundy value", "The mex of the options' Grundy values; 0 exactly at P-positions."),
    ("nimber *n", "The Nim heap of size n; every impartial game equals one."),
    ("nim-sum ⊕", "Binary addition without carry."),
    ("period, preperiod", "Values repeat every q heaps from heap x₀ on."),
    ("PSPE", "Pure-strategy subgame-perfect equilibrium (backward induction)."),
    ("grounded position", "A position together with the player to move."),
    ("extensive form", "The game as a tree of plays with utilities at the leaves."),
    ("reward map", "What each player's cumulation gains from a move."),
    ("turn function", "Who moves next."),
    ("utility map", "Final cumulations → each player's utility."),
    ("disjunctive sum", "Several games side by side; a move is made in one of them."),
    ("Pareto efficient", "No other play is at least as good for all and better for one."),
    ("total budget TB", "Left's budget p plus Right's q."),
    ("marker", "Decides equal bids; its holder moves and passes it on."),
    ("o_p, ν_p", "Bidding values with Left's budget p, marker at Left (o) or Right (ν)."),
    ("maximin", "The best guaranteed value: max over own choices of the min over the opponent's."),
    ("α, β automaton", "§3.4's prediction of the limit values of bidding tables."),
    ("convergence heap", "Where a bidding table becomes periodic."),
    ("canonical form", "The simplest form of a game's value."),
    ("stop", "The number reached when one player starts and both play well."),
    ("temperature", "How much moving first is worth."),
    ("mean", "The long-run value of n copies, divided by n."),
    ("reduced form", "The value with infinitesimals ignored."),
    ("atomic weight", "An all-small game's size in units of ↑."),
    ("birthday", "The day on which a value is first born (the height of its simplest tree)."),
    ("simple value a_i", "Three-player Clobber: a with i bars, 1̄ = [2,3]."),
    ("kingmaker", "A player who cannot win but decides which of the others does."),
    ("syntactic, selfish, prudent", "Simplifications of N-player values: by form, by certain wins, by cautious preference."),
    ("work limit", "Where this page stops computing; not a result about the game."),
];

/// A printed value that the definitions contradict, with its hand
/// computation and where the page shows it.
#[derive(Clone, Copy, Debug)]
pub struct Correction {
    /// The paper and place, e.g. "Larsson, Meir & Zick, Example 2".
    pub source: &'static str,
    /// What is printed wrong.
    pub what: &'static str,
    pub printed: &'static str,
    pub correct: &'static str,
    /// The hand computation from the definition.
    pub why: &'static str,
    /// The page that shows the value.
    pub page: Page,
    /// A permalink of that page where the value shows.
    pub view: &'static str,
    /// Whether a page state shows the value.
    pub applies: fn(&PageState) -> bool,
}

impl PartialEq for Correction {
    fn eq(&self, other: &Correction) -> bool {
        (self.source, self.what) == (other.source, other.what)
    }
}

mod corrections;
pub use corrections::CORRECTIONS;

/// Every correction of `page`, for its panel.
pub fn corrections_of(page: Page) -> Vec<&'static Correction> {
    CORRECTIONS.iter().filter(|c| c.page == page).collect()
}

/// The corrections of values the view `state` shows, for beside the result.
pub fn corrections_for(state: &PageState) -> Vec<&'static Correction> {
    CORRECTIONS
        .iter()
        .filter(|c| c.page == state.page() && (c.applies)(state))
        .collect()
}

/// The summary line of a view's `n` paper notes: places where the paper
/// prints otherwise than the definitions give (the page follows them).
pub fn notes_summary(n: usize) -> String {
    match n {
        1 => "A note on the paper: one place where it prints otherwise".into(),
        n => format!("Notes on the paper: {n} places where it prints otherwise"),
    }
}

/// Symmetric moves equal to `set` on a CS-like page.
pub(crate) fn symmetric(moves: &CsMoves, set: &[u32]) -> bool {
    matches!(moves, CsMoves::Symmetric(s) if s == set)
}

/// The preset a games view uses, if any.
pub(crate) fn preset(rules: &GameRules) -> Option<&str> {
    match rules {
        GameRules::Preset(p) => Some(p),
        _ => None,
    }
}

/// What a failing check adds when the paper's statement, not the game, is
/// at fault: U(C) under Conjecture 7's premise (0 ∈ B, the usual weights).
pub fn check_caveat(check: &str, ok: Option<bool>, state: &BcsState) -> Option<&'static str> {
    let premise = state.bids.as_ref().is_some_and(|b| b.contains(&0))
        && state.wl.is_none()
        && state.wr.is_none();
    (check.starts_with("U(C)") && ok == Some(false) && premise).then_some(
        "Conjecture 7 expects U(C) whenever 0 ∈ B; the conjecture is false as stated \
         (see the paper corrections for this view)",
    )
}

/// What every work-limit message says (the text of [`JobError::Limit`]).
pub use crate::jobs::LIMIT_NOTE;

/// What a search that ends with the range the user asked for adds.
pub const RANGE_NOTE: &str =
    "the search stops at the end of the range asked for; this is not a result about the game";

/// A failed job as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureText {
    /// The failure's own words: a [`JobError::Limit`] says that it is a work
    /// limit of this page, not a result about the game.
    pub message: String,
    /// A work limit, by its type: the page marks it (class `limit`) and
    /// gives the glossary's definition as its title.
    pub limit: Option<&'static str>,
}

/// What the page shows for `failure`: decided by its variant, not its words.
pub fn failure_text(failure: &JobFailure) -> FailureText {
    let limit = matches!(failure, JobFailure::Job(JobError::Limit { .. })).then(|| {
        GLOSSARY
            .iter()
            .find(|(term, _)| *term == "work limit")
            .map_or(LIMIT_NOTE, |(_, text)| *text)
    });
    FailureText {
        message: failure.to_string(),
        limit,
    }
}

/// "no period found in heaps 0..n" worded as the limit it is.
pub fn no_period_within(what: &str, from: u32, to: u32) -> String {
    format!(
        "{what}: no period found in heaps {from}..{to}, where this page stops looking \
         ({LIMIT_NOTE})"
    )
}
