//! The static *About* page.

use yew::prelude::*;

use crate::state::Page;

#[component]
pub fn AboutPage() -> Html {
    html! {
        <section class="about">
            <h1>{ "About Pebbles" }</h1>
            <super::explain::ExplainPanel page={Page::About} />
            <p>{ "Pebbles explores combinatorial games that score: cumulative subtraction, \
                  n-player cumulative games with reward maps, discrete Richman bidding, and the \
                  classical normal-play theory they grow from. Every number is computed in your \
                  browser by Rust solvers compiled to WebAssembly; nothing is sent to a server." }</p>
            <h2>{ "Systems" }</h2>
            <ul>
                <li><a href="#/cs">{ "Cumulative Subtraction" }</a>{ ": zero-sum and self-interest scoring, \
                    normal and misère play, Grundy values, partizan and heap-dynamic rules." }</li>
                <li><a href="#/bcs">{ "Bidding Cumulative Subtraction" }</a>{ ": budgets, tie-break marker, \
                    maximin equilibria and period-2 convergence." }</li>
                <li><a href="#/games">{ "Cumulative Games" }</a>{ ": n players, reward maps, turn functions, \
                    utility maps, disjunctive sums, Pareto checks, Pebbles P1–P6." }</li>
                <li><a href="#/tree">{ "Trees & DAGs" }</a>{ ": extensive-form trees with subgame-perfect play." }</li>
                <li><a href="#/clobber">{ "Clobber" }</a>{ ": three-player (and N-player) Clobber values, \
                    syntactic, selfish and prudent simplification, Table 1's census." }</li>
                <li><a href="#/classical">{ "Classical CGT" }</a>{ ": normal-play games, outcome classes, nimbers." }</li>
                <li><a href="#/efg">{ "Gambit files" }</a>{ ": perfect-information .efg files in and out, their PSPE, \
                    and Theorem 11's one-heap Cumulative Game." }</li>
                <li><a href="#/search">{ "Searches" }</a>{ ": §9's Observation 7 discrepancies and Pareto failures \
                    over all subtraction sets of a size." }</li>
                <li><a href="#/misere">{ "Misère" }</a>{ ": misère quotients of octal games (Plambeck & Siegel), \
                    verified on their heaps, and impartial misère canonical forms with their genus." }</li>
                <li><a href="#/scoring">{ "Scoring play" }</a>{ ": guaranteed scoring games (Larsson, Neto, Nowakowski & Santos): \
                    canonical forms, optimal scores, sums and comparisons." }</li>
            </ul>
            <h2>{ "Gallery" }</h2>
            <p>{ "The " }<a id="about-gallery" href="#/gallery">{ "gallery" }</a>{ " has a card for every \
                  numbered example, table and figure of the papers that Pebbles reproduces, each \
                  opening the view that computes it, with the paper's misprints and their hand \
                  computations." }</p>
            <h2>{ "Sources" }</h2>
            <ol class="refs">
                <li>{ "U. Larsson, R. Meir, Y. Zick. " }<em>{ "Cumulative Games: Who is the current player?" }</em></li>
                <li>{ "U. Larsson, N. Patel, R. K. Rai. " }<em>{ "Discrete Richman-bidding Scoring Games." }</em></li>
                <li>{ "L. Edixhoven, W. Kosters. " }<em>{ "Player preferences in N-player games." }</em></li>
                <li>{ "Lecture notes: " }<em>{ "General Combinatorial Game Theory" }</em>{ " and " }<em>{ "Impartial games" }</em>{ " (N/P positions, Nim, mex)." }</li>
            </ol>
            <h2>{ "Sharing" }</h2>
            <p>{ "The address bar always holds the whole configuration: copy it to share, or use \
                  Embed for an iframe snippet that shows only the results." }</p>
        </section>
    }
}
