//! Layout of the bidding automaton figures of seed 001 (Figures 3–6): one
//! panel per bid, the budgets `0..=TB` in a row, each feasible bid an arc
//! routed up (or down) to a level of its own and across, labelled at its
//! apex with the bid and `T` (tie) or `W` (win) and its direction, as the
//! paper labels them (`0T`, `1W`, …).
//!
//! Levels are assigned greedily, shorter arcs first: two arcs on one level
//! never share an open interval of budgets, so their labels (at the interval
//! midpoints, at least one node step apart) never meet, and labels on
//! different levels are a level apart. Self-loops (a tie that returns to the
//! same budget) go below the row.

use serde::{Deserialize, Serialize};

use super::Placed;
use crate::games::bidding::{BidEdge, EdgeKind};

/// Which of the paper's figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AutomatonFigure {
    /// Figure 3: Left's wins via tie bids (Left holds the marker).
    Ties,
    /// Figure 4: non-reduced bidding, Left's wins above, Right's below.
    Wins,
    /// Figure 5: Left's winning bids with dominated bids erased.
    LeftWins,
    /// Figure 6: Right's winning bids with dominated bids erased.
    RightWins,
}

impl AutomatonFigure {
    pub const ALL: [AutomatonFigure; 4] = [
        AutomatonFigure::Ties,
        AutomatonFigure::Wins,
        AutomatonFigure::LeftWins,
        AutomatonFigure::RightWins,
    ];

    /// The paper's figure number.
    pub fn number(self) -> u32 {
        match self {
            AutomatonFigure::Ties => 3,
            AutomatonFigure::Wins => 4,
            AutomatonFigure::LeftWins => 5,
            AutomatonFigure::RightWins => 6,
        }
    }

    pub fn from_number(n: u32) -> Option<AutomatonFigure> {
        AutomatonFigure::ALL.into_iter().find(|f| f.number() == n)
    }

    pub fn caption(self) -> &'static str {
        match self {
            AutomatonFigure::Ties => {
                "Figure 3: Left's wins via tie bids (the marker passes to Right)"
            }
            AutomatonFigure::Wins => {
                "Figure 4: non-reduced bidding, Left's wins above the row, Right's below"
            }
            AutomatonFigure::LeftWins => "Figure 5: Left's winning bids, dominated bids erased",
            AutomatonFigure::RightWins => "Figure 6: Right's winning bids, dominated bids erased",
        }
    }

    /// Whether `e` is drawn, and above the row (a tie's self-loop below).
    fn shows(self, e: &BidEdge) -> Option<bool> {
        match (self, e.kind) {
            (AutomatonFigure::Ties, EdgeKind::Tie) => Some(e.from != e.to),
            (AutomatonFigure::Wins, EdgeKind::LeftWins) => Some(true),
            (AutomatonFigure::Wins, EdgeKind::RightWins) => Some(false),
            (AutomatonFigure::LeftWins, EdgeKind::LeftWins) if !e.dominated => Some(true),
            (AutomatonFigure::RightWins, EdgeKind::RightWins) if !e.dominated => Some(true),
            _ => None,
        }
    }
}

/// Node boxes, node spacing, level spacing and the label font (px).
pub const NODE_W: f64 = 54.0;
pub const NODE_H: f64 = 30.0;
pub const STEP: f64 = 72.0;
pub const LEVEL: f64 = 15.0;
/// Estimated label glyph width and height.
pub const CHAR_W: f64 = 6.5;
pub const LABEL_H: f64 = 12.0;
/// The panel title box, left of budget 0.
pub const TITLE_W: f64 = 84.0;

/// One arc: its route (from the source centre to the target centre) and the
/// label at the route's middle segment.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArcLayout {
    pub from: u32,
    pub to: u32,
    pub route: Vec<Placed>,
    pub label: String,
    pub label_at: Placed,
}

/// One panel: all arcs of one bid.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PanelLayout {
    pub bid: u32,
    pub title: String,
    pub title_at: Placed,
    /// Centre of budget `p`'s node, `p = 0..=TB`.
    pub nodes: Vec<Placed>,
    pub arcs: Vec<ArcLayout>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AutomatonLayout {
    pub figure: AutomatonFigure,
    pub panels: Vec<PanelLayout>,
}

/// An axis-aligned box: centre and size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub center: Placed,
    pub w: f64,
    pub h: f64,
}

impl Rect {
    /// Whether the interiors meet.
    pub fn overlaps(&self, o: &Rect) -> bool {
        (self.center.x - o.center.x).abs() * 2.0 < self.w + o.w - 1e-9
            && (self.center.y - o.center.y).abs() * 2.0 < self.h + o.h - 1e-9
    }
}

/// The box a label of `text` takes at `at`.
pub fn label_box(text: &str, at: Placed) -> Rect {
    Rect {
        center: at,
        w: CHAR_W * text.chars().count() as f64 + 4.0,
        h: LABEL_H,
    }
}

impl AutomatonLayout {
    /// Every node, title and label box of every panel.
    pub fn boxes(&self) -> Vec<Rect> {
        let mut out = Vec::new();
        for p in &self.panels {
            out.extend(p.nodes.iter().map(|&c| Rect {
                center: c,
                w: NODE_W,
                h: NODE_H,
            }));
            out.push(Rect {
                center: p.title_at,
                w: TITLE_W,
                h: NODE_H,
            });
            out.extend(p.arcs.iter().map(|a| label_box(&a.label, a.label_at)));
        }
        out
    }
}

/// An arc before routing: interval in node steps, side, level.
struct Pending<'a> {
    edge: &'a BidEdge,
    above: bool,
    level: usize,
}

/// Open interval of an arc in half-steps (a loop spans its node only).
fn span(e: &BidEdge) -> (i64, i64) {
    let (a, b) = (i64::from(e.from.min(e.to)), i64::from(e.from.max(e.to)));
    if a == b {
        (2 * a - 1, 2 * a + 1)
    } else {
        (2 * a, 2 * b)
    }
}

/// Levels `1..`, shorter arcs first, per side.
fn assign_levels(arcs: &mut [Pending<'_>]) {
    let mut order: Vec<usize> = (0..arcs.len()).collect();
    order.sort_by_key(|&i| {
        let (a, b) = span(arcs[i].edge);
        (b - a, a)
    });
    let mut taken: Vec<(bool, usize, (i64, i64))> = Vec::new();
    for i in order {
        let (above, s) = (arcs[i].above, span(arcs[i].edge));
        let mut level = 1;
        while taken
            .iter()
            .any(|&(ab, l, t)| ab == above && l == level && t.0 < s.1 && s.0 < t.1)
        {
            level += 1;
        }
        taken.push((above, level, s));
        arcs[i].level = level;
    }
}

/// The label of a bid edge: `3W →`, `0T ←`, a loop `1T ↺`.
fn label(e: &BidEdge) -> String {
    let kind = if e.kind == EdgeKind::Tie { 'T' } else { 'W' };
    let arrow = match e.to.cmp(&e.from) {
        std::cmp::Ordering::Greater => "→",
        std::cmp::Ordering::Less => "←",
        std::cmp::Ordering::Equal => "↺",
    };
    format!("{}{kind} {arrow}", e.bid)
}

/// Lays out `figure` for total budget `tb` from the feasible bid edges.
pub fn automaton_layout(figure: AutomatonFigure, tb: u32, edges: &[BidEdge]) -> AutomatonLayout {
    let mut bids: Vec<u32> = edges
        .iter()
        .filter(|e| figure.shows(e).is_some())
        .map(|e| e.bid)
        .collect();
    bids.sort_unstable();
    bids.dedup();
    let mut panels = Vec::new();
    let mut top = 0.0;
    for bid in bids {
        let mut arcs: Vec<Pending<'_>> = edges
            .iter()
            .filter(|e| e.bid == bid)
            .filter_map(|e| {
                Some(Pending {
                    edge: e,
                    above: figure.shows(e)?,
                    level: 0,
                })
            })
            .collect();
        assign_levels(&mut arcs);
        let levels = |up: bool| {
            arcs.iter()
                .filter(|a| a.above == up)
                .map(|a| a.level)
                .max()
                .unwrap_or(0) as f64
        };
        let y = top + NODE_H / 2.0 + LEVEL * (levels(true) + 0.5) + 4.0;
        panels.push(panel(figure, bid, tb, y, &arcs));
        top = y + NODE_H / 2.0 + LEVEL * (levels(false) + 0.5) + 12.0;
    }
    AutomatonLayout { figure, panels }
}

fn panel(figure: AutomatonFigure, bid: u32, tb: u32, y: f64, arcs: &[Pending<'_>]) -> PanelLayout {
    let cx = |p: u32| STEP * f64::from(p);
    let nodes: Vec<Placed> = (0..=tb).map(|p| Placed { x: cx(p), y }).collect();
    let arcs = arcs
        .iter()
        .map(|a| {
            let e = a.edge;
            let sign = if a.above { -1.0 } else { 1.0 };
            let edge_y = y + sign * NODE_H / 2.0;
            let ly = edge_y + sign * LEVEL * a.level as f64;
            let (x1, x2) = if e.from == e.to {
                (cx(e.from) - 10.0, cx(e.from) + 10.0)
            } else {
                (cx(e.from), cx(e.to))
            };
            let route = vec![
                Placed { x: x1, y: edge_y },
                Placed { x: x1, y: ly },
                Placed { x: x2, y: ly },
                Placed { x: x2, y: edge_y },
            ];
            ArcLayout {
                from: e.from,
                to: e.to,
                label: label(e),
                label_at: Placed {
                    x: (x1 + x2) / 2.0,
                    y: ly,
                },
                route,
            }
        })
        .collect();
    let kind = if figure == AutomatonFigure::Ties {
        "tie"
    } else {
        "win"
    };
    PanelLayout {
        bid,
        title: format!("bid {bid} ({kind})"),
        title_at: Placed {
            x: -(NODE_W / 2.0 + 10.0 + TITLE_W / 2.0),
            y,
        },
        nodes,
        arcs,
    }
}
