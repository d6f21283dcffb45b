//! Domineering, Clobber and Nim positions: values published with CGSuite,
//! and the solver (regions, symmetries, memo, resumable steps) against a
//! plain recursion over whole boards on random small boards.

use pebbles::games::classical::rulesets::clobber::Clobber;
use pebbles::games::classical::rulesets::domineering::{Domineering, DomineeringBoard};
use pebbles::games::classical::rulesets::konane::Konane;
use pebbles::games::classical::rulesets::nim::Nim;
use pebbles::games::classical::rulesets::{Board, Info, Move, PositionError};
use pebbles::games::classical::{Game, Ruleset, Solver, Universe};
use pebbles::games::common::Player;
use proptest::prelude::*;
use std::collections::HashMap;

fn domineering(u: &mut Universe, text: &str) -> String {
    let board = Domineering.parse(text).unwrap();
    let g = Solver::new(Domineering).value(u, &board);
    u.show(g)
}

/// The value by the definition alone: no regions, no symmetry, no memo.
pub(crate) fn plain<R: Ruleset>(rules: &R, u: &mut Universe, p: &R::Position) -> Game {
    let l: Vec<Game> = rules
        .options(p, Player::Left)
        .iter()
        .map(|o| plain(rules, u, o))
        .collect();
    let r: Vec<Game> = rules
        .options(p, Player::Right)
        .iter()
        .map(|o| plain(rules, u, o))
        .collect();
    u.canon(l, r)
}

#[test]
fn domineering_values_published_with_cgsuite() {
    let mut u = Universe::new();
    for (board, want) in [
        (".|.", "1"),
        ("..", "-1"),
        ("....", "-2"),
        ("..|..", "±1"),
        ("...|...|...", "±1"),
        (".#|..", "*"),
        ("..#|..#|...", "{1/2|-2}"),
        (".#.#|.#..", "1*"),
        ("...#|....|....|....", "{1*|-1*}"),
        ("....|....|....|....", "±{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}"),
        ("#", "0"),
        (".", "0"),
    ] {
        assert_eq!(domineering(&mut u, board), want, "{board}");
    }
    let g = u.parse("{1*|-1*}").unwrap();
    assert_eq!(u.temperature(g).to_string(), "1");
}

#[test]
fn clobber_values_published_with_cgsuite() {
    let mut u = Universe::new();
    for (board, want) in [
        ("xox|ox.", "{^^*|*,v}"),
        ("xo", "*"),
        ("xxo", "^"),
        ("xoo", "v"),
        ("x.o", "0"),
        ("xo|ox", "*"),
    ] {
        let b = Clobber.parse(board).unwrap();
        let g = Solver::new(Clobber).value(&mut u, &b);
        assert_eq!(u.show(g), want, "{board}");
    }
}

#[test]
fn game_trees_follow_the_options() {
    let mut u = Universe::new();
    let g = u.parse("{3||2*|1*}").unwrap();
    let t = u.tree(g, 9, 100);
    assert_eq!(t.label, "{3||2*|1*}");
    assert_eq!(t.left[0].label, "3");
    assert_eq!(t.right[0].label, "{2*|1*}");
    assert_eq!(t.right[0].left[0].label, "2*");
    assert!(!t.truncated);
    let cut = u.tree(g, 1, 100);
    assert!(cut.right[0].truncated && cut.right[0].left.is_empty());
    let small = u.tree(g, 9, 3);
    assert!(small.right[0].truncated);
}

#[test]
fn nim_heaps_are_nimbers() {
    let mut u = Universe::new();
    let mut solver = Solver::new(Nim);
    for (heaps, want) in [
        (vec![1, 2, 3], "0"),
        (vec![3], "*3"),
        (vec![1, 4], "*5"),
        (vec![2, 5, 6], "*"),
        (vec![], "0"),
    ] {
        let g = solver.value(&mut u, &heaps);
        assert_eq!(u.show(g), want, "{heaps:?}");
    }
}

#[test]
fn bad_boards_name_the_cell() {
    assert_eq!(
        Domineering.parse("..|.x").unwrap_err().to_string(),
        "`x` at position 4: expected one of `.` (empty) or `#` (blocked)"
    );
    assert_eq!(
        Domineering.parse("..|.").unwrap_err().to_string(),
        "row 2 has 1 cells but row 1 has 2"
    );
    assert_eq!(
        Clobber.parse("").unwrap_err().to_string(),
        "the board is empty"
    );
    assert_eq!(
        Clobber.parse(&"x".repeat(65)).unwrap_err().to_string(),
        "the board has 65 cells; at most 64 are allowed"
    );
}

#[test]
fn stepping_reports_progress_and_finishes() {
    let mut u = Universe::new();
    let board = Domineering.parse("....|....|....|....").unwrap();
    let mut solver = Solver::new(Domineering);
    solver.start(&board);
    let mut steps = 0;
    let g = loop {
        if let Some(g) = solver.step(&mut u, 50) {
            break g;
        }
        steps += 1;
        let p = solver.progress();
        assert!(p.root_done <= p.root_total);
    };
    assert!(steps > 3);
    assert_eq!(u.show(g), "±{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}");
}

/// Domineering with regions but without the symmetry normalisation.
#[derive(Clone)]
struct NoSymmetry;

impl Ruleset for NoSymmetry {
    type Position = DomineeringBoard;
    fn info(&self) -> &'static Info {
        Ruleset::info(&Domineering)
    }
    fn parse(&self, text: &str) -> Result<DomineeringBoard, PositionError> {
        Domineering.parse(text)
    }
    fn print(&self, p: &DomineeringBoard) -> String {
        Domineering.print(p)
    }
    fn size(&self, p: &DomineeringBoard) -> usize {
        Domineering.size(p)
    }
    fn options(&self, p: &Self::Position, player: Player) -> Vec<Self::Position> {
        Domineering.options(p, player)
    }
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        Domineering.components(p)
    }
    fn board(&self, p: &DomineeringBoard) -> Board {
        Ruleset::board(&Domineering, p)
    }
    fn moves(&self, p: &DomineeringBoard, player: Player) -> Vec<Move<DomineeringBoard>> {
        Ruleset::moves(&Domineering, p, player)
    }
}

#[test]
fn symmetries_do_not_change_larger_values() {
    let mut u = Universe::new();
    for text in [
        "....|....|....|....|....",
        "....|.#..|....|...#",
        "...|...|...|...|...|...",
        "#....|.....|.....|..#..",
    ] {
        let b = Domineering.parse(text).unwrap();
        let fast = Solver::new(Domineering).value(&mut u, &b);
        let slow = Solver::new(NoSymmetry).value(&mut u, &b);
        assert_eq!(fast, slow, "{text}");
    }
}

pub(crate) fn board(cells: usize, alphabet: &'static [char]) -> impl Strategy<Value = String> {
    (
        1usize..=3,
        prop::collection::vec(prop::sample::select(alphabet), cells),
    )
        .prop_map(|(rows, cells)| {
            let w = cells.len() / rows;
            cells[..w * rows]
                .chunks(w)
                .map(|r| r.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("|")
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn domineering_solver_matches_plain_recursion(text in board(9, &['.', '.', '.', '#'])) {
        let mut u = Universe::new();
        let b = Domineering.parse(&text).unwrap();
        let fast = Solver::new(Domineering).value(&mut u, &b);
        prop_assert_eq!(fast, plain(&Domineering, &mut u, &b), "{}", text);
        // Transposing swaps the players; reflections change nothing.
        let transposed = plain(&Domineering, &mut u, &b.transform(4));
        prop_assert_eq!(transposed, u.neg(fast));
        prop_assert_eq!(plain(&Domineering, &mut u, &b.transform(3)), fast);
    }

    #[test]
    fn clobber_solver_matches_plain_recursion(text in board(8, &['x', 'o', 'x', 'o', '.'])) {
        let mut u = Universe::new();
        let b = Clobber.parse(&text).unwrap();
        let fast = Solver::new(Clobber).value(&mut u, &b);
        prop_assert_eq!(fast, plain(&Clobber, &mut u, &b), "{}", text);
    }
}

/// A board of 1 to 8 rows and columns, about a quarter of its cells blocked.
fn grid_board() -> impl Strategy<Value = String> {
    board_blocking(&['.', '.', '.', '#'])
}

/// A board of 1 to 8 rows and columns, its cells drawn from `cells`.
fn board_blocking(cells: &'static [char]) -> impl Strategy<Value = String> {
    (1usize..=8, 1usize..=8).prop_flat_map(move |(h, w)| {
        prop::collection::vec(prop::sample::select(cells), w * h).prop_map(move |cells| {
            cells
                .chunks(w)
                .map(|r| r.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("|")
        })
    })
}

/// A ruleset's [`Ruleset::option_parts`] (its solver path) gives the parts
/// of the definition: `options`, `components`, `normalize`, option by option.
fn parts_match_the_definition<R: Ruleset>(rules: &R, text: &str) -> Result<(), TestCaseError>
where
    R::Position: PartialEq + std::fmt::Debug,
{
    let b = rules.parse(text).unwrap();
    for player in Player::BOTH {
        let (mut parts, mut ends) = (Vec::new(), Vec::new());
        rules.option_parts(&b, player, &mut parts, &mut ends);
        let (mut want, mut want_ends) = (Vec::new(), Vec::new());
        for o in rules.options(&b, player) {
            want.extend(rules.components(&o).iter().map(|c| rules.normalize(c)));
            want_ends.push(want.len());
        }
        prop_assert_eq!(&parts, &want, "{}", text);
        prop_assert_eq!(&ends, &want_ends, "{}", text);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Domineering's solver path (options split and normalised at stride 8
    /// without building the options) gives the parts of the definition:
    /// `options`, `components`, `normalize`.
    #[test]
    fn domineering_option_parts_match_the_definition(text in grid_board()) {
        parts_match_the_definition(&Domineering, &text)?;
    }

    /// The same on open boards (one blocked cell in eight): most regions
    /// are connected, where an option's part is known from the cells
    /// round the domino without a flood.
    #[test]
    fn domineering_option_parts_of_open_boards_match_the_definition(
        text in board_blocking(&['.', '.', '.', '.', '.', '.', '.', '#'])
    ) {
        parts_match_the_definition(&Domineering, &text)?;
    }

    /// Konane's parts of each option, found without building the options
    /// or their components, are those of the definition: `options`,
    /// `components`, `normalize`.
    #[test]
    fn konane_option_parts_match_the_definition(
        text in board_blocking(&['.', 'x', 'o', 'x', 'o', '#'])
    ) {
        parts_match_the_definition(&Konane, &text)?;
    }

    /// Konane's memo key gives the board back (so distinct boards have
    /// distinct keys), for every board of at most 29 cells, and is never
    /// `u64::MAX`.
    #[test]
    fn konane_memo_keys_give_the_board_back(
        text in board_blocking(&['.', 'x', 'o', '#'])
    ) {
        let b = Konane.parse(&text).unwrap();
        let n = usize::from(b.w) * usize::from(b.h);
        let key = Konane.memo_key(&b);
        prop_assert_eq!(key.is_some(), n <= 29, "{}", text);
        if let Some(key) = key {
            prop_assert_ne!(key, u64::MAX);
            let (w, h) = ((key >> 58 & 7) + 1, (key >> 61) + 1);
            let all = (1u64 << n) - 1;
            let (stones, o_or_empty) = (key & all, key >> n & all);
            let back = [o_or_empty & !stones, stones & !o_or_empty, stones & o_or_empty];
            prop_assert_eq!((w, h), (u64::from(b.w), u64::from(b.h)));
            prop_assert_eq!(back, b.masks, "{}", text);
        }
    }
}

/// `G ≤ H` by the definition alone: no `Gᴸ ≥ H` and no `Hᴿ ≤ G`, over the
/// universe's options, with no stops and no cache but this memo.
fn le_by_definition(
    u: &Universe,
    g: Game,
    h: Game,
    memo: &mut HashMap<(Game, Game), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(g, h)) {
        return known;
    }
    let ok = !u.left(g).iter().any(|&gl| le_by_definition(u, h, gl, memo))
        && !u
            .right(h)
            .iter()
            .any(|&hr| le_by_definition(u, hr, g, memo));
    memo.insert((g, h), ok);
    ok
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// Comparisons of the hot forms of Domineering regions (decided by
    /// stops, by the options' stops, by the cache or by recursion) agree
    /// with the definition, on random pairs of a universe's forms.
    #[test]
    fn comparisons_of_domineering_forms_agree_with_the_definition(
        text in board(15, &['.', '.', '.', '.', '#']),
        picks in prop::collection::vec((any::<u32>(), any::<u32>()), 400),
    ) {
        let mut u = Universe::new();
        for board in [text.as_str(), "....|....|....|..##", "...|...|...|...|..#"] {
            let b = Domineering.parse(board).unwrap();
            Solver::new(Domineering).value(&mut u, &b);
        }
        let n = u.len() as u32;
        let mut memo = HashMap::new();
        for (a, b) in picks {
            let (g, h) = (Game(a % n), Game(b % n));
            prop_assert_eq!(u.le(g, h), le_by_definition(&u, g, h, &mut memo), "{} ≤ {}", u.show(g), u.show(h));
        }
    }
}
