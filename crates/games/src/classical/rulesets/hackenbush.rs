//! Blue-Red-Green Hackenbush (Winning Ways, chapters 1–2 and 7; Lessons in
//! Play, chapters 2 and 7): a picture of edges standing on the ground.
//! Left cuts a blue or a green edge, Right a red or a green one; the edge
//! is removed together with everything no longer connected to the ground.
//! The player who cannot move loses (normal play).
//!
//! # Notation
//!
//! A position (a *picture*) is its edges `u-v:c` joined by commas:
//! `0-1:b,1-2:r`. `u` and `v` are vertex numbers (0 to [`MAX_VERTEX`]),
//! vertex `0` is the ground (all of it: an edge to the ground stands on it
//! wherever it is drawn), `c` is `b` (blue, Left's), `r` (red, Right's) or
//! `g` (green, either player's). Loops (`2-2:g`) and parallel edges
//! (`1-2:b,1-2:b`) are allowed; every edge must be connected to the ground.
//! The notation is canonical once read: each edge with its smaller vertex
//! first, edges sorted by vertices then colour (blue, red, green). No edge
//! at all (the empty text) is the bare ground, 0. Vertices are named by the
//! picture and keep their numbers in play: a cut removes edges, never
//! renumbers, so a move's name stays the same until the edge goes.
//!
//! A move is the edge cut, as written: `1-2:b`. The second (third, …) of
//! identical parallel edges is `1-2:b2` (`1-2:b3`, …); cutting any of them
//! leaves the same picture. The gesture is a click on the edge.
//!
//! # Algorithms
//!
//! *Components*: the ground joins the parts of a picture without making
//! them interact, so the picture without its ground vertex splits into
//! connected parts; each part, with its edges to the ground, is a summand
//! (a loop on the ground is a part of its own). *Normalisation*: a part is
//! relabelled canonically (the ground stays 0; the other vertices are
//! ordered by colour refinement — the colour of a vertex is refined by (a
//! hash of) the multiset of (edge colour, neighbour's colour) around it
//! until stable —
//! and ties are broken by individualising each vertex of the first tied
//! class in turn, keeping the least edge list; past [`LEAF_BUDGET`] leaves
//! the least found so far is used, a valid if not canonical label), so
//! isomorphic parts share a memo entry. Swapping blue and red negates: the
//! representative has at least as many blue edges as red ones, and on a
//! tie the lesser of the two relabelled lists.

use crate::common::play::split_moves;
use crate::common::Player;

use super::{Board, Edit, Geometry, Glyph, Info, Limits, Move, Owner, PositionError, Ruleset};

/// Largest vertex number.
pub const MAX_VERTEX: u32 = 99;
/// Most edges of one picture.
pub const MAX_EDGES: usize = 48;
/// Leaves of the canonical labelling's search before it settles.
pub const LEAF_BUDGET: usize = 64;

/// An edge's colour: who may cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Colour {
    /// Left's.
    Blue,
    /// Right's.
    Red,
    /// Either player's.
    Green,
}

impl Colour {
    pub const ALL: [Colour; 3] = [Colour::Blue, Colour::Red, Colour::Green];

    /// `b`, `r`, `g`.
    pub fn letter(self) -> char {
        match self {
            Colour::Blue => 'b',
            Colour::Red => 'r',
            Colour::Green => 'g',
        }
    }

    fn of_letter(c: char) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_lowercase())
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }

    /// Whether `player` may cut an edge of this colour.
    pub fn cut_by(self, player: Player) -> bool {
        match (self, player) {
            (Colour::Green, _) | (Colour::Blue, Player::Left) | (Colour::Red, Player::Right) => {
                true
            }
            (Colour::Blue, Player::Right) | (Colour::Red, Player::Left) => false,
        }
    }

    /// Blue and red swapped (the players swapped).
    pub fn swapped(self) -> Colour {
        match self {
            Colour::Blue => Colour::Red,
            Colour::Red => Colour::Blue,
            Colour::Green => Colour::Green,
        }
    }

    fn owner(self) -> Owner {
        match self {
            Colour::Blue => Owner::Left,
            Colour::Red => Owner::Right,
            Colour::Green => Owner::Neutral,
        }
    }
}

/// An edge between vertices `u ≤ v` (a loop if equal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Edge {
    pub u: u8,
    pub v: u8,
    pub colour: Colour,
}

impl Edge {
    /// The edge between `a` and `b`, smaller vertex first.
    pub fn new(a: u8, b: u8, colour: Colour) -> Edge {
        Edge {
            u: a.min(b),
            v: a.max(b),
            colour,
        }
    }

    /// `1-2:b`.
    pub fn text(&self) -> String {
        format!("{}-{}:{}", self.u, self.v, self.colour.letter())
    }
}

/// A Hackenbush position: its edges, sorted (see the module docs).
pub type Picture = Vec<Edge>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Hackenbush;

static INFO: Info = Info {
    id: "hackenbush",
    name: "Hackenbush",
    impartial: false,
    loopy: false,
    rules: "Edges stand on the ground (vertex 0). Left cuts a blue or green edge, Right a \
            red or green one; the edge goes with everything no longer connected to the ground. \
            The player who cannot move loses.",
    source: "Winning Ways, chapters 1, 2 and 7; Lessons in Play, chapters 2 and 7",
    notation: "edges u-v:c joined by commas, c is b (blue, Left), r (red, Right) or g (green); \
               vertex 0 is the ground: 0-1:b,1-2:r; boards by +",
    move_notation: "the edge cut: 1-2:b (the second of two such edges: 1-2:b2)",
    size_name: "edges",
    limits: Limits {
        expr: 12,
        page: 24,
        play: 18,
        cli: 48,
    },
    edit: Edit::Graph(&['b', 'r', 'g']),
    start: "0-1:b,1-2:r,2-3:b",
    examples: &[
        (
            "Hackenbush stalk 0-1:b,1-2:r,2-3:b (3/4)",
            "0-1:b,1-2:r,2-3:b",
        ),
        (
            "Hackenbush flower: a green stem, blue and red petals",
            "0-1:g,1-2:g,2-2:b,2-2:b,2-2:r",
        ),
        (
            "Hackenbush green tree (colon principle: *2)",
            "0-1:g,1-2:g,2-3:g,1-4:g,4-5:g,5-6:g",
        ),
        (
            "Hackenbush house",
            "0-1:b,0-2:b,1-2:r,1-3:g,2-3:g,0-4:r,4-5:r,0-5:r",
        ),
        ("Hackenbush sum", "0-1:b,1-2:r + 0-1:g,1-1:g + 0-1:r,0-1:b"),
    ],
};

/// Reads one edge `u-v:c`.
fn edge(token: &str) -> Result<Edge, PositionError> {
    let shape = "an edge is written u-v:c, as 0-1:b (c is b, r or g)";
    let (ends, colour) = token
        .split_once(':')
        .ok_or_else(|| PositionError::bad(token, shape))?;
    let (a, b) = ends
        .split_once('-')
        .ok_or_else(|| PositionError::bad(token, shape))?;
    let vertex = |t: &str| match t.trim().parse::<u32>() {
        Ok(n) if n <= MAX_VERTEX => Ok(n as u8),
        Ok(_) => Err(PositionError::bad(
            token,
            format!("vertex numbers go up to {MAX_VERTEX}"),
        )),
        Err(_) => Err(PositionError::bad(token, shape)),
    };
    let (a, b) = (vertex(a)?, vertex(b)?);
    let mut letters = colour.trim().chars();
    let colour = match (letters.next().and_then(Colour::of_letter), letters.next()) {
        (Some(c), None) => c,
        _ => {
            return Err(PositionError::bad(
                token,
                "the colour is b (blue, Left's), r (red, Right's) or g (green, either's)",
            ))
        }
    };
    Ok(Edge::new(a, b, colour))
}

/// Vertices connected to the ground by `edges`, as bits.
fn grounded(edges: &[Edge]) -> u128 {
    let mut reached: u128 = 1;
    loop {
        let before = reached;
        for e in edges {
            if reached >> e.u & 1 == 1 || reached >> e.v & 1 == 1 {
                reached |= 1 << e.u | 1 << e.v;
            }
        }
        if reached == before {
            return reached;
        }
    }
}

/// The picture after cutting edge `i`: it and whatever hung on it only go.
pub fn cut(p: &[Edge], i: usize) -> Picture {
    let rest: Vec<Edge> = p
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, e)| *e)
        .collect();
    let reached = grounded(&rest);
    rest.into_iter()
        .filter(|e| reached >> e.u & 1 == 1)
        .collect()
}

/// The edges' vertices, ascending, the ground first.
fn vertices(p: &[Edge]) -> Vec<u32> {
    let mut seen: u128 = 1;
    for e in p {
        seen |= 1 << e.u | 1 << e.v;
    }
    (0..128).filter(|&v| seen >> v & 1 == 1).collect()
}

/// The move names of the edges: `1-2:b`, a second copy `1-2:b2`.
fn labels(p: &[Edge]) -> Vec<String> {
    p.iter()
        .enumerate()
        .map(|(i, e)| match p[..i].iter().filter(|f| *f == e).count() {
            0 => e.text(),
            k => format!("{}{}", e.text(), k + 1),
        })
        .collect()
}

impl Ruleset for Hackenbush {
    type Position = Picture;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<Picture, PositionError> {
        let tokens = split_moves(text);
        if tokens.len() > MAX_EDGES {
            return Err(PositionError::bad(
                &tokens[MAX_EDGES],
                format!("a picture has at most {MAX_EDGES} edges"),
            ));
        }
        let edges = tokens
            .iter()
            .map(|t| edge(t))
            .collect::<Result<Vec<Edge>, _>>()?;
        let reached = grounded(&edges);
        if let Some(k) = edges.iter().position(|e| reached >> e.u & 1 == 0) {
            return Err(PositionError::bad(
                &tokens[k],
                "is not connected to the ground (vertex 0)",
            ));
        }
        let mut edges = edges;
        edges.sort_unstable();
        Ok(edges)
    }

    fn print(&self, p: &Picture) -> String {
        let v: Vec<String> = p.iter().map(Edge::text).collect();
        v.join(",")
    }

    /// `Hackenbush 0-1:b,1-2:r`.
    fn describe(&self, p: &Picture) -> String {
        if p.is_empty() {
            "Hackenbush: the bare ground".to_string()
        } else {
            format!("Hackenbush {}", self.print(p))
        }
    }

    fn size(&self, p: &Picture) -> usize {
        p.len()
    }

    fn options(&self, p: &Picture, player: Player) -> Vec<Picture> {
        let mut out: Vec<Picture> = Vec::new();
        for (i, e) in p.iter().enumerate() {
            // Identical parallel edges leave the same picture: one option.
            if e.colour.cut_by(player) && (i == 0 || p[i - 1] != *e) {
                out.push(cut(p, i));
            }
        }
        out
    }

    fn components(&self, p: &Picture) -> Vec<Picture> {
        parts(p)
    }

    fn normalize(&self, p: &Picture) -> (Picture, bool) {
        let swapped: Picture = p
            .iter()
            .map(|e| Edge::new(e.u, e.v, e.colour.swapped()))
            .collect();
        let count = |c: Colour| p.iter().filter(|e| e.colour == c).count();
        let (blue, red) = (count(Colour::Blue), count(Colour::Red));
        if blue > red {
            (canonical(p), false)
        } else if blue < red {
            (canonical(&swapped), true)
        } else {
            let (a, b) = (canonical(p), canonical(&swapped));
            if b < a {
                (b, true)
            } else {
                (a, false)
            }
        }
    }

    fn board(&self, p: &Picture) -> Board {
        let mut sites: Vec<Glyph> = p
            .iter()
            .map(|e| Glyph::Edge {
                owner: e.colour.owner(),
                mark: e.colour.letter(),
            })
            .collect();
        let vertices = vertices(p);
        sites.extend(vertices.iter().map(|_| Glyph::Vertex));
        Board {
            geometry: Geometry::Graph {
                vertices,
                edges: p.iter().map(|e| (u32::from(e.u), u32::from(e.v))).collect(),
                ground: 0,
            },
            sites,
        }
    }

    fn moves(&self, p: &Picture, player: Player) -> Vec<Move<Picture>> {
        labels(p)
            .into_iter()
            .enumerate()
            .filter(|&(i, _)| p[i].colour.cut_by(player))
            .map(|(i, label)| Move {
                label,
                sites: vec![i],
                to: cut(p, i),
            })
            .collect()
    }

    /// `cut the blue edge 1-2`.
    fn action(&self, label: &str) -> String {
        match edge(label.trim_end_matches(|c: char| c.is_ascii_digit())) {
            Ok(e) => format!("cut the {} edge {}-{}", e.colour.name(), e.u, e.v),
            Err(_) => format!("played {label}"),
        }
    }

    /// `cut the blue edge 1-2`, as the log says it (`0-1:b`'s colour and
    /// ends in words; two equal edges are the same move).
    fn move_name(&self, _: &Picture, _: Player, label: &str) -> String {
        match edge(label.trim_end_matches(|c: char| c.is_ascii_digit())) {
            Ok(_) => self.action(label),
            Err(_) => label.to_string(),
        }
    }
}

/// The independent parts of a picture: the parts of the graph without
/// its ground vertex, each with its edges to the ground; each loop on the
/// ground alone.
pub fn parts(p: &[Edge]) -> Vec<Picture> {
    let mut root: [u8; 128] = std::array::from_fn(|i| i as u8);
    fn find(root: &mut [u8; 128], mut x: u8) -> u8 {
        while root[x as usize] != x {
            root[x as usize] = root[root[x as usize] as usize];
            x = root[x as usize];
        }
        x
    }
    for e in p.iter().filter(|e| e.u != 0) {
        let (a, b) = (find(&mut root, e.u), find(&mut root, e.v));
        root[a.max(b) as usize] = a.min(b);
    }
    let mut out: Vec<(u8, Picture)> = Vec::new();
    for e in p {
        if e.v == 0 {
            out.push((0, vec![*e]));
            continue;
        }
        let r = find(&mut root, e.v);
        match out.iter_mut().find(|(k, _)| *k == r) {
            Some((_, part)) => part.push(*e),
            None => out.push((r, vec![*e])),
        }
    }
    out.into_iter().map(|(_, part)| part).collect()
}

/// A graph's vertices by local number (the ground 0) with their incident
/// edges: (neighbour, colour), a loop listed once with itself.
struct Local {
    adjacent: Vec<Vec<(usize, Colour)>>,
    /// Each edge by local numbers.
    edges: Vec<(usize, usize, Colour)>,
}

impl Local {
    fn new(p: &[Edge]) -> Local {
        let ids = vertices(p);
        let mut local = [0usize; 128];
        for (k, &v) in ids.iter().enumerate() {
            local[v as usize] = k;
        }
        let mut adjacent = vec![Vec::new(); ids.len()];
        let mut edges = Vec::with_capacity(p.len());
        for e in p {
            let (a, b) = (local[e.u as usize], local[e.v as usize]);
            adjacent[a].push((b, e.colour));
            if a != b {
                adjacent[b].push((a, e.colour));
            }
            edges.push((a, b, e.colour));
        }
        Local { adjacent, edges }
    }

    /// Colours refined until stable: each vertex's colour becomes the
    /// rank of (its colour, a hash of the multiset of (edge colour,
    /// neighbour's colour, loop or not) around it). Ranks keep the order
    /// of the colours they refine; the hash is a function of the multiset,
    /// so the refinement (and with it the labelling) depends on the graph
    /// only, not on its vertex numbers.
    fn refine(&self, mut colour: Vec<usize>) -> Vec<usize> {
        let n = colour.len();
        let mut order: Vec<usize> = (0..n).collect();
        let mut signature = vec![0u64; n];
        let mut count = usize::MAX;
        loop {
            signature.iter_mut().for_each(|s| *s = 0);
            for &(a, b, c) in &self.edges {
                let kind = 3 * c as u64;
                if a == b {
                    signature[a] = signature[a].wrapping_add(mix(kind + 2, 0));
                } else {
                    signature[a] = signature[a].wrapping_add(mix(kind, colour[b] as u64));
                    signature[b] = signature[b].wrapping_add(mix(kind, colour[a] as u64));
                }
            }
            order.sort_unstable_by_key(|&v| (colour[v], signature[v]));
            let mut next = vec![0; n];
            let mut rank = 0;
            for k in 1..n {
                let key = |v: usize| (colour[v], signature[v]);
                if key(order[k]) != key(order[k - 1]) {
                    rank += 1;
                }
                next[order[k]] = rank;
            }
            colour = next;
            if rank + 1 == count {
                return colour;
            }
            count = rank + 1;
        }
    }

    /// The edges relabelled by `colour` (all distinct), sorted.
    fn relabelled(&self, colour: &[usize]) -> Picture {
        let mut out: Picture = self
            .edges
            .iter()
            .map(|&(a, b, c)| Edge::new(colour[a] as u8, colour[b] as u8, c))
            .collect();
        out.sort_unstable();
        out
    }

    /// The least relabelled edge list below `colour`; `leaves` counts
    /// the discrete colourings met.
    fn search(&self, colour: Vec<usize>, best: &mut Option<Picture>, leaves: &mut usize) {
        let colour = self.refine(colour);
        let mut size = vec![0usize; colour.len()];
        for &c in &colour {
            size[c] += 1;
        }
        let Some(cell) = (0..size.len()).find(|&c| size[c] > 1) else {
            let key = self.relabelled(&colour);
            if best.as_ref().is_none_or(|b| key < *b) {
                *best = Some(key);
            }
            *leaves += 1;
            return;
        };
        for v in (0..colour.len()).filter(|&v| colour[v] == cell) {
            if *leaves >= LEAF_BUDGET && best.is_some() {
                return;
            }
            // `v` first in its class, the rest after it.
            let split: Vec<usize> = colour
                .iter()
                .enumerate()
                .map(|(w, &c)| 2 * c + usize::from(c == cell && w != v))
                .collect();
            self.search(split, best, leaves);
        }
    }
}

/// A 64-bit mix of two numbers (SplitMix64's finaliser).
fn mix(a: u64, b: u64) -> u64 {
    let mut z = a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_add(0x632B_E59B_D9B4_E5B3);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `p` relabelled canonically: the ground stays 0, the other vertices
/// are numbered 1, 2, … in the order of the module docs' labelling.
pub fn canonical(p: &[Edge]) -> Picture {
    let g = Local::new(p);
    let start: Vec<usize> = (0..g.adjacent.len()).map(|v| usize::from(v > 0)).collect();
    let mut best = None;
    g.search(start, &mut best, &mut 0);
    best.unwrap_or_default()
}
