//! How a position is drawn and played: a geometry (a grid of cells, a strip,
//! heaps of pebbles), what stands on each *site* (a cell or a pebble), and
//! each legal move as the sites a player touches, in order (click-click or
//! drag). The generic board of the web page and the keyboard cursor work
//! from this description alone, so a new ruleset gets its board for free.
//!
//! Sites are numbered per geometry: a `w × h` grid row by row (`r·w + c`),
//! a strip left to right, heaps heap by heap with each heap's pebbles from
//! the bottom, a graph's edges in its order and then its vertices.

use serde::{Deserialize, Serialize};

use crate::common::Player;

/// The shape of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Geometry {
    /// `w` columns and `h` rows of cells; site `r·w + c`.
    Grid { w: usize, h: usize },
    /// One row of `len` cells, site `i` from the left.
    Strip { len: usize },
    /// Heaps of pebbles; the sites are every heap's pebbles in turn,
    /// bottom first.
    Heaps { sizes: Vec<u32> },
    /// A graph standing on the ground (Hackenbush): site `i` is edge `i`
    /// (its endpoints by vertex number, a loop has both the same), then
    /// site `edges.len() + j` is vertex `vertices[j]` (ascending, the
    /// ground among them). The ground is one vertex, drawn as a line.
    Graph {
        vertices: Vec<u32>,
        edges: Vec<(u32, u32)>,
        ground: u32,
    },
}

impl Geometry {
    /// How many sites the geometry has.
    pub fn sites(&self) -> usize {
        match self {
            Geometry::Grid { w, h } => w * h,
            Geometry::Strip { len } => *len,
            Geometry::Heaps { sizes } => sizes.iter().map(|&s| s as usize).sum(),
            Geometry::Graph {
                vertices, edges, ..
            } => edges.len() + vertices.len(),
        }
    }

    /// The name of site `i` in move notation: `b2` (column letter, row
    /// from the top) on grids and strips (`b1`), heap and pebble from the
    /// bottom on heaps (`heap 2, pebble 3`), on graphs the edge by its
    /// endpoints (`edge 1-2`, the second of two such `edge 1-2 (2)`) and
    /// the vertex by its number (`vertex 3`, `the ground`).
    pub fn site_name(&self, i: usize) -> String {
        match self {
            Geometry::Grid { w, .. } => cell_name(*w, i),
            Geometry::Strip { .. } => cell_name(usize::MAX, i),
            Geometry::Heaps { sizes } => {
                let (h, p) = self.heap_of(i).unwrap_or((sizes.len(), 0));
                format!("heap {}, pebble {}", h + 1, p + 1)
            }
            Geometry::Graph {
                vertices,
                edges,
                ground,
            } => match edges.get(i) {
                Some(&(u, v)) => {
                    let copy = edges[..i].iter().filter(|&&e| e == (u, v)).count();
                    match copy {
                        0 => format!("edge {u}-{v}"),
                        k => format!("edge {u}-{v} ({})", k + 1),
                    }
                }
                None => match vertices.get(i - edges.len()) {
                    Some(v) if v == ground => "the ground".to_string(),
                    Some(v) => format!("vertex {v}"),
                    None => format!("site {}", i + 1),
                },
            },
        }
    }

    /// The vertex number of site `i` on a graph, if it is a vertex.
    pub fn vertex_of(&self, i: usize) -> Option<u32> {
        let Geometry::Graph {
            vertices, edges, ..
        } = self
        else {
            return None;
        };
        i.checked_sub(edges.len())
            .and_then(|j| vertices.get(j))
            .copied()
    }

    /// The site of vertex `v` on a graph.
    pub fn vertex_site(&self, v: u32) -> Option<usize> {
        let Geometry::Graph {
            vertices, edges, ..
        } = self
        else {
            return None;
        };
        vertices
            .iter()
            .position(|&x| x == v)
            .map(|j| edges.len() + j)
    }

    /// (heap, pebble from the bottom) of site `i` on heaps.
    pub fn heap_of(&self, i: usize) -> Option<(usize, usize)> {
        let Geometry::Heaps { sizes } = self else {
            return None;
        };
        let mut first = 0;
        for (h, &s) in sizes.iter().enumerate() {
            if i < first + s as usize {
                return Some((h, i - first));
            }
            first += s as usize;
        }
        None
    }

    /// The site of pebble `p` (from the bottom) of heap `h`.
    pub fn heap_site(&self, h: usize, p: usize) -> Option<usize> {
        let Geometry::Heaps { sizes } = self else {
            return None;
        };
        let size = *sizes.get(h)? as usize;
        (p < size).then(|| sizes[..h].iter().map(|&s| s as usize).sum::<usize>() + p)
    }
}

/// `b2`: column letter (`a`…`z`, then `aa`…), row number from the top.
/// `w = usize::MAX` names a strip's cells `a1`, `b1`, …
pub fn cell_name(w: usize, i: usize) -> String {
    let (r, c) = if w == usize::MAX {
        (0, i)
    } else {
        (i / w, i % w)
    };
    format!("{}{}", column_letters(c), r + 1)
}

/// `a`, `b`, …, `z`, `aa`, …: the letters of column `c` (from 0).
pub fn column_letters(c: usize) -> String {
    if c < 26 {
        ((b'a' + c as u8) as char).to_string()
    } else {
        format!(
            "{}{}",
            column_letters(c / 26 - 1),
            (b'a' + (c % 26) as u8) as char
        )
    }
}

/// Whose piece stands on a site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Owner {
    Left,
    Right,
    /// Either player's (a Nim pebble, a green edge).
    Neutral,
}

impl From<Player> for Owner {
    fn from(p: Player) -> Owner {
        match p {
            Player::Left => Owner::Left,
            Player::Right => Owner::Right,
        }
    }
}

/// What a site shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Glyph {
    /// A free cell.
    Empty,
    /// A cell no piece may use (a Domineering `#`, an Amazons arrow).
    Blocked,
    /// A piece, drawn with its notation letter (`x`, `o`, `T`, a pebble `●`).
    Piece { owner: Owner, mark: char },
    /// An edge of a graph: Left's blue, Right's red, either's green; `mark`
    /// is its colour's letter in the position notation (`b`).
    Edge { owner: Owner, mark: char },
    /// A vertex of a graph (the ground too).
    Vertex,
}

impl Glyph {
    /// Left's stone `x` (Clobber, Konane, Amazons, the colouring games,
    /// Toppling Dominoes).
    pub const LEFT_X: Glyph = Glyph::Piece {
        owner: Owner::Left,
        mark: 'x',
    };
    /// Right's stone `o`.
    pub const RIGHT_O: Glyph = Glyph::Piece {
        owner: Owner::Right,
        mark: 'o',
    };
    /// A pebble of a heap, either player's.
    pub const PEBBLE: Glyph = Glyph::Piece {
        owner: Owner::Neutral,
        mark: '●',
    };

    /// The glyph of a cell of a grid of three masks, empty, Left's `x` and
    /// Right's `o`, by the mask holding it ([`Bits::board`]); a cell in
    /// none of them is blocked (`#`).
    ///
    /// [`Bits::board`]: crate::classical::grid::Bits::board
    pub fn empty_x_o(mask: Option<usize>) -> Glyph {
        match mask {
            Some(0) => Glyph::Empty,
            Some(1) => Glyph::LEFT_X,
            Some(_) => Glyph::RIGHT_O,
            None => Glyph::Blocked,
        }
    }

    /// What the site holds, for its accessible name.
    pub fn describe(self) -> String {
        match self {
            Glyph::Empty => "empty".into(),
            Glyph::Blocked => "blocked".into(),
            Glyph::Piece {
                owner: Owner::Left,
                mark,
            } => format!("Left's {mark}"),
            Glyph::Piece {
                owner: Owner::Right,
                mark,
            } => format!("Right's {mark}"),
            Glyph::Piece {
                owner: Owner::Neutral,
                ..
            } => "pebble".into(),
            Glyph::Edge { owner, .. } => match owner {
                Owner::Left => "blue, Left's".into(),
                Owner::Right => "red, Right's".into(),
                Owner::Neutral => "green, either player's".into(),
            },
            Glyph::Vertex => "a vertex".into(),
        }
    }
}

/// A position as it is drawn: its geometry and each site's glyph.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub geometry: Geometry,
    pub sites: Vec<Glyph>,
}

impl Board {
    /// A grid board from its rows of glyphs (all rows as long as the first).
    pub fn grid(rows: Vec<Vec<Glyph>>) -> Board {
        let w = rows.first().map_or(0, Vec::len);
        let h = rows.len();
        Board {
            geometry: Geometry::Grid { w, h },
            sites: rows.into_iter().flatten().collect(),
        }
    }

    /// A strip board from its cells' glyphs.
    pub fn strip(sites: Vec<Glyph>) -> Board {
        Board {
            geometry: Geometry::Strip { len: sites.len() },
            sites,
        }
    }

    /// Heaps of these sizes, a [`Glyph::PEBBLE`] a site.
    pub fn heaps(sizes: Vec<u32>) -> Board {
        let geometry = Geometry::Heaps { sizes };
        Board {
            sites: vec![Glyph::PEBBLE; geometry.sites()],
            geometry,
        }
    }

    pub fn site_name(&self, i: usize) -> String {
        self.geometry.site_name(i)
    }
}

/// A legal move: its notation (as in `moves=` and the CLI), the sites a
/// player touches to make it, in order, and the position after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move<P> {
    pub label: String,
    /// The gesture: click these sites in turn (or drag from the first to
    /// the last). A board plays the move as soon as the sites touched so
    /// far start the path of this move and of no other.
    pub sites: Vec<usize>,
    pub to: P,
}
