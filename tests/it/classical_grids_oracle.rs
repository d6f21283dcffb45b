//! Cram, Snort, Col, Konane and Amazons against independent oracles: each
//! game's rules written again here on plain character grids (no bitmasks,
//! no components, no symmetries), its value the canonical form by the
//! definition (`Universe::canon` over the options, recursively, with a memo
//! of whole positions only), compared with the registry's solver (bitmask
//! moves, components, symmetric images, colour swaps) on random small
//! positions and sums of them. A wrapper that splits positions wrongly must
//! disagree with the oracles, so the comparison can fail.

use std::collections::HashMap;

use pebbles::games::classical::grid::Bits;
use pebbles::games::classical::rulesets::amazons::Amazons;
use pebbles::games::classical::rulesets::colouring::SNORT;
use pebbles::games::classical::rulesets::konane::Konane;
use pebbles::games::classical::rulesets::{Board, Info, Move, Place, PositionError};
use pebbles::games::classical::{Game, Ruleset, RulesetId, Solver, Universe};
use pebbles::games::common::Player;
use proptest::prelude::*;

type Grid = Vec<Vec<char>>;

fn grid(text: &str) -> Grid {
    text.split('|').map(|r| r.chars().collect()).collect()
}

fn text(g: &Grid) -> String {
    g.iter()
        .map(|r| r.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join("|")
}

/// The pieces of `player` and of the opponent.
fn marks(player: Player) -> (char, char) {
    match player {
        Player::Left => ('x', 'o'),
        Player::Right => ('o', 'x'),
    }
}

/// The cell `k` steps from `(r, c)` in direction `(dr, dc)`, if on the board.
fn at(g: &Grid, (r, c): (usize, usize), (dr, dc): (i32, i32), k: i32) -> Option<(usize, usize)> {
    let (r, c) = (r as i32 + dr * k, c as i32 + dc * k);
    (r >= 0 && c >= 0 && (r as usize) < g.len() && (c as usize) < g[0].len())
        .then_some((r as usize, c as usize))
}

const ROOK: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const QUEEN: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

fn cells(g: &Grid) -> Vec<(usize, usize)> {
    (0..g.len())
        .flat_map(|r| (0..g[0].len()).map(move |c| (r, c)))
        .collect()
}

fn next_to(g: &Grid, p: (usize, usize), ch: char) -> bool {
    ROOK.iter()
        .any(|&d| at(g, p, d, 1).is_some_and(|(r, c)| g[r][c] == ch))
}

/// The games' rules on character grids.
#[derive(Clone, Copy, Debug)]
enum Game5 {
    Cram,
    Snort,
    Col,
    Konane,
    Amazons,
}

impl Game5 {
    fn id(self) -> &'static str {
        match self {
            Game5::Cram => "cram",
            Game5::Snort => "snort",
            Game5::Col => "col",
            Game5::Konane => "konane",
            Game5::Amazons => "amazons",
        }
    }

    fn options(self, g: &Grid, player: Player) -> Vec<Grid> {
        let (me, them) = marks(player);
        let mut out = Vec::new();
        for p in cells(g) {
            let (r, c) = p;
            match self {
                Game5::Cram if g[r][c] == '.' => {
                    for d in [(0, 1), (1, 0)] {
                        if let Some((r2, c2)) = at(g, p, d, 1).filter(|&(r2, c2)| g[r2][c2] == '.')
                        {
                            let mut h = g.clone();
                            h[r][c] = '#';
                            h[r2][c2] = '#';
                            out.push(h);
                        }
                    }
                }
                Game5::Snort | Game5::Col if g[r][c] == '.' => {
                    let forbidden = if matches!(self, Game5::Snort) {
                        them
                    } else {
                        me
                    };
                    if !next_to(g, p, forbidden) {
                        let mut h = g.clone();
                        h[r][c] = me;
                        out.push(h);
                    }
                }
                Game5::Konane if g[r][c] == me => {
                    for d in ROOK {
                        let mut h = g.clone();
                        h[r][c] = '.';
                        for k in 1.. {
                            let over = at(g, p, d, 2 * k - 1);
                            let land = at(g, p, d, 2 * k);
                            match (over, land) {
                                (Some((ro, co)), Some((rl, cl)))
                                    if g[ro][co] == them && g[rl][cl] == '.' =>
                                {
                                    h[ro][co] = '.';
                                    let mut done = h.clone();
                                    done[rl][cl] = me;
                                    out.push(done);
                                }
                                _ => break,
                            }
                        }
                    }
                }
                Game5::Amazons if g[r][c] == me => {
                    for d in QUEEN {
                        for k in 1.. {
                            let Some((rt, ct)) = at(g, p, d, k).filter(|&(a, b)| g[a][b] == '.')
                            else {
                                break;
                            };
                            let mut moved = g.clone();
                            moved[r][c] = '.';
                            moved[rt][ct] = me;
                            for e in QUEEN {
                                for l in 1.. {
                                    let Some((ra, ca)) = at(&moved, (rt, ct), e, l)
                                        .filter(|&(a, b)| moved[a][b] == '.')
                                    else {
                                        break;
                                    };
                                    let mut shot = moved.clone();
                                    shot[ra][ca] = '#';
                                    out.push(shot);
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The value by the definition.
    fn value(self, u: &mut Universe, g: &Grid, memo: &mut HashMap<Grid, Game>) -> Game {
        if let Some(&v) = memo.get(g) {
            return v;
        }
        let mut sides = [Vec::new(), Vec::new()];
        for (k, player) in Player::BOTH.into_iter().enumerate() {
            for o in self.options(g, player) {
                let v = self.value(u, &o, memo);
                sides[k].push(v);
            }
        }
        let [l, r] = sides;
        let v = u.canon(l, r);
        memo.insert(g.clone(), v);
        v
    }

    fn registry(self) -> RulesetId {
        self.id().parse().unwrap()
    }
}

/// A random grid: rows of `w` cells, `symbols[k % len]` per cell, where
/// `c` stands for the stone of a checkerboard (Konane's opening pattern,
/// dense enough for multiple jumps).
fn random_grid(symbols: &[char], w: usize, picks: &[usize]) -> Grid {
    picks
        .chunks(w)
        .filter(|row| row.len() == w)
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(|(c, &k)| match symbols[k % symbols.len()] {
                    'c' if (r + c) % 2 == 0 => 'x',
                    'c' => 'o',
                    s => s,
                })
                .collect()
        })
        .collect()
}

/// The symbols positions are drawn from (repeats weight them) and the
/// largest board the oracle solves quickly.
fn alphabet(game: Game5) -> (&'static [char], usize) {
    match game {
        Game5::Cram => (&['.', '.', '.', '.', '#'], 16),
        Game5::Snort | Game5::Col => (&['.', '.', '.', '.', 'x', 'o', '#'], 12),
        Game5::Konane => (&['c', 'c', 'c', 'c', 'c', 'c', '.', '.', 'x', 'o', '#'], 18),
        Game5::Amazons => (&['.', '.', '.', '.', '.', 'x', 'o', '#', '#'], 9),
    }
}

fn check_against_oracle(game: Game5, a: &Grid, b: &Grid) -> Result<(), TestCaseError> {
    let r = game.registry();
    let mut u = Universe::new();
    let mut memo = HashMap::new();
    let va = game.value(&mut u, a, &mut memo);
    let vb = game.value(&mut u, b, &mut memo);
    let (ta, tb) = (text(a), text(b));
    let got = r
        .sum_value(&mut u, std::slice::from_ref(&ta), Place::Cli)
        .unwrap();
    prop_assert_eq!(u.show(got), u.show(va), "{} {}", game.id(), ta);
    let both = r
        .sum_value(&mut u, &[ta.clone(), tb.clone()], Place::Cli)
        .unwrap();
    let want = u.add(va, vb);
    prop_assert_eq!(u.show(both), u.show(want), "{} {} + {}", game.id(), ta, tb);
    Ok(())
}

/// A random board of `game` with `w` columns, as many rows of `picks` as
/// fit within its size for the oracle, against the oracle, alone and in a
/// sum with a small second board.
fn random_case(
    game: Game5,
    w: usize,
    picks: &[usize],
    second: &[usize],
) -> Result<(), TestCaseError> {
    let (symbols, most) = alphabet(game);
    let a = random_grid(symbols, w, &picks[..picks.len().min(most / w * w)]);
    let b = random_grid(symbols, 2, second);
    prop_assume!(!a.is_empty() && !b.is_empty());
    check_against_oracle(game, &a, &b)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn cram_agrees_with_its_oracle(
        w in 1usize..7, picks in prop::collection::vec(0usize..100, 1..19),
        second in prop::collection::vec(0usize..100, 2..5),
    ) {
        random_case(Game5::Cram, w, &picks, &second)?;
    }

    #[test]
    fn snort_agrees_with_its_oracle(
        w in 1usize..7, picks in prop::collection::vec(0usize..100, 1..19),
        second in prop::collection::vec(0usize..100, 2..5),
    ) {
        random_case(Game5::Snort, w, &picks, &second)?;
    }

    #[test]
    fn col_agrees_with_its_oracle(
        w in 1usize..7, picks in prop::collection::vec(0usize..100, 1..19),
        second in prop::collection::vec(0usize..100, 2..5),
    ) {
        random_case(Game5::Col, w, &picks, &second)?;
    }

    #[test]
    fn amazons_agrees_with_its_oracle(
        w in 1usize..5, picks in prop::collection::vec(0usize..100, 1..19),
        second in prop::collection::vec(0usize..100, 2..5),
    ) {
        random_case(Game5::Amazons, w, &picks, &second)?;
    }
}

proptest! {
    // Multiple jumps need dense boards and lines of five cells: more cases.
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn konane_agrees_with_its_oracle(
        w in 3usize..7, picks in prop::collection::vec(0usize..100, 9..19),
        second in prop::collection::vec(0usize..100, 2..5),
    ) {
        random_case(Game5::Konane, w, &picks, &second)?;
    }
}

/// Positions with the structure that components and symmetries exploit:
/// regions apart, blocked cells, stones far apart, amazons diagonal.
const SHAPED: [(Game5, &str); 18] = [
    (Game5::Cram, "..#..|..#..|#####|...#."),
    (Game5::Cram, "....|.##.|...."),
    (Game5::Snort, "x.o.|....|.x.."),
    (Game5::Snort, "..x..|.o...|....."),
    (Game5::Col, "x.o.|....|.x.."),
    (Game5::Col, ".....|x.#.o|....."),
    (Game5::Konane, "xo.o.|.....|.ox.x"),
    (Game5::Konane, "xo.o.x"),
    (Game5::Konane, "x.xo.|o....|.o..x|..x.o"),
    (Game5::Konane, "xox.|o.o.|.x..|...."),
    (Game5::Konane, "xo..ox|......|..xo.."),
    // A double jump passes over c3 and leaves it empty for Left's a3-c3.
    (Game5::Konane, "....x.|....o.|.ox.x."),
    (Game5::Konane, "xoxoxo|oxoxox|xoxo.."),
    (Game5::Amazons, "x#|#."),
    (Game5::Amazons, "x.#.|#.#o|.#.."),
    (Game5::Amazons, "x.o|.#.|o.."),
    (Game5::Amazons, "x..#|...#|###.|o..."),
    (Game5::Amazons, ".x.|#.#|.o."),
];

#[test]
fn shaped_positions_agree_with_the_oracles() {
    for (game, pos) in SHAPED {
        check_against_oracle(game, &grid(pos), &grid(".")).unwrap();
    }
}

/// A ruleset exactly like `R` except for its split into components.
#[derive(Clone)]
struct Split<R> {
    inner: R,
    split: fn(&Bits<3>) -> Vec<Bits<3>>,
}

impl<R: Ruleset<Position = Bits<3>> + Clone> Ruleset for Split<R> {
    type Position = Bits<3>;
    fn info(&self) -> &'static Info {
        self.inner.info()
    }
    fn parse(&self, text: &str) -> Result<Bits<3>, PositionError> {
        self.inner.parse(text)
    }
    fn print(&self, p: &Bits<3>) -> String {
        self.inner.print(p)
    }
    fn size(&self, p: &Bits<3>) -> usize {
        self.inner.size(p)
    }
    fn options(&self, p: &Bits<3>, player: Player) -> Vec<Bits<3>> {
        self.inner.options(p, player)
    }
    fn components(&self, p: &Bits<3>) -> Vec<Bits<3>> {
        (self.split)(p)
    }
    fn normalize(&self, p: &Bits<3>) -> (Bits<3>, bool) {
        self.inner.normalize(p)
    }
    fn board(&self, p: &Bits<3>) -> Board {
        self.inner.board(p)
    }
    fn moves(&self, p: &Bits<3>, player: Player) -> Vec<Move<Bits<3>>> {
        self.inner.moves(p, player)
    }
}

/// Each cell that is not `#` alone, with its orthogonal neighbours' pieces:
/// wrong, the empty cells of a region are not independent.
fn cell_by_cell(p: &Bits<3>) -> Vec<Bits<3>> {
    let near = |i: usize| {
        let (w, r, c) = (p.w as usize, i / p.w as usize, i % p.w as usize);
        let mut m = 0u64;
        if c > 0 {
            m |= 1 << (i - 1);
        }
        if c + 1 < w {
            m |= 1 << (i + 1);
        }
        if r > 0 {
            m |= 1 << (i - w);
        }
        if r + 1 < p.h as usize {
            m |= 1 << (i + w);
        }
        m
    };
    (0..p.cells())
        .filter(|&i| p.union() >> i & 1 == 1)
        .map(|i| {
            let keep = 1u64 << i | near(i);
            let masks = [p.masks[0] & 1 << i, p.masks[1] & keep, p.masks[2] & keep];
            Bits { masks, ..*p }.crop()
        })
        .collect()
}

/// The orthogonally connected groups of pieces and empty cells taken
/// separately: wrong for Konane (a jump leaves a group) and for Amazons
/// (queens move diagonally).
fn orthogonal_groups(p: &Bits<3>) -> Vec<Bits<3>> {
    let pieces = p.masks[1] | p.masks[2];
    let mut out = p.regions(pieces);
    out.extend(p.regions(p.masks[0]));
    out
}

/// The value of `pos` under `rules`, and by the oracle.
fn both_values<R: Ruleset<Position = Bits<3>>>(
    rules: R,
    game: Game5,
    pos: &str,
) -> (String, String) {
    let mut u = Universe::new();
    let b = rules.parse(pos).unwrap();
    let got = Solver::new(rules).value(&mut u, &b);
    let want = game.value(&mut u, &grid(pos), &mut HashMap::new());
    (u.show(got), u.show(want))
}

/// How many of `positions` the wrong split gets wrong.
fn wrong_values<R: Ruleset<Position = Bits<3>> + Clone>(
    broken: Split<R>,
    game: Game5,
    positions: &[&str],
) -> usize {
    positions
        .iter()
        .filter(|pos| {
            let (got, want) = both_values(broken.clone(), game, pos);
            got != want
        })
        .count()
}

#[test]
fn a_wrong_split_disagrees_with_the_oracles() {
    let snort = Split {
        inner: SNORT,
        split: cell_by_cell,
    };
    assert!(wrong_values(snort, Game5::Snort, &[".", "..", "x..o", "...|..."]) > 0);
    let konane = Split {
        inner: Konane,
        split: orthogonal_groups,
    };
    assert!(wrong_values(konane, Game5::Konane, &["..ox", "xo.o.", ".ox.|o..x|...."]) > 0);
    let amazons = Split {
        inner: Amazons,
        split: orthogonal_groups,
    };
    let (got, want) = both_values(amazons, Game5::Amazons, "x#|#.");
    assert_eq!((got.as_str(), want.as_str()), ("0", "1"));
    // The real split of the same positions agrees.
    for (game, pos) in [
        (Game5::Snort, ".."),
        (Game5::Snort, "...|..."),
        (Game5::Konane, "xo.o."),
        (Game5::Amazons, "x#|#."),
    ] {
        let mut u = Universe::new();
        let got = game
            .registry()
            .sum_value(&mut u, &[pos.to_string()], Place::Cli)
            .unwrap();
        let want = game.value(&mut u, &grid(pos), &mut HashMap::new());
        assert_eq!(u.show(got), u.show(want), "{pos}");
    }
}
