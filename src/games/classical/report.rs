//! Typed reports of a game value (what the CLI prints and a page shows),
//! and their text form.

use serde::{Deserialize, Serialize};

use crate::games::common::Class;

use super::dyadic::Dyadic;
use super::universe::{Game, Universe};

/// The walls of a thermograph as `[temperature, value]` critical points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walls {
    pub left: Vec<[Dyadic; 2]>,
    pub right: Vec<[Dyadic; 2]>,
}

/// Everything the explorer shows about one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReport {
    /// The canonical form in CGSuite's notation.
    pub canonical: String,
    pub outcome: Class,
    pub left_stop: Dyadic,
    pub right_stop: Dyadic,
    pub mean: Dyadic,
    pub temperature: Dyadic,
    pub birthday: u32,
    pub thermograph: Walls,
    /// The reduced canonical form (the simplest game infinitesimally close).
    pub reduced: String,
    /// The atomic weight, for all-small games.
    pub atomic_weight: Option<String>,
    /// Why the atomic weight is missing.
    pub atomic_weight_note: Option<String>,
}

/// A node of the game tree of a canonical form: its notation and its
/// options (Left's drawn slanting left, Right's right), cut off below
/// `depth` or once the node budget is spent (`truncated`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    pub label: String,
    pub left: Vec<TreeNode>,
    pub right: Vec<TreeNode>,
    pub truncated: bool,
}

/// The truth of a comparison such as `^ <= *`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComparisonReport {
    pub expression: String,
    pub result: bool,
}

impl Universe {
    /// `L`, `R`, `N` or `P`: `G > 0`, `G < 0`, `G ‖ 0`, `G = 0`.
    pub fn outcome(&mut self, g: Game) -> Class {
        let left_first_wins = !self.le(g, Universe::ZERO);
        let right_first_wins = !self.le(Universe::ZERO, g);
        Class::from_wins(left_first_wins, right_first_wins)
    }

    /// The game tree of `g` to `depth` levels, at most `budget` nodes.
    pub fn tree(&self, g: Game, depth: usize, budget: usize) -> TreeNode {
        // The root is one node; each expansion pays for all its children.
        let mut left_budget = budget.saturating_sub(1);
        self.tree_node(g, depth, &mut left_budget)
    }

    fn tree_node(&self, g: Game, depth: usize, budget: &mut usize) -> TreeNode {
        let mut node = TreeNode {
            label: self.show(g),
            left: vec![],
            right: vec![],
            truncated: false,
        };
        let options = self.left(g).len() + self.right(g).len();
        if options > 0 && (depth == 0 || *budget < options) {
            node.truncated = true;
            return node;
        }
        *budget -= options;
        for &o in self.left(g) {
            node.left
                .push(self.tree_node(o, depth.saturating_sub(1), budget));
        }
        for &o in self.right(g) {
            node.right
                .push(self.tree_node(o, depth.saturating_sub(1), budget));
        }
        node
    }

    /// The full report of `g`.
    pub fn report(&mut self, g: Game) -> GameReport {
        let th = self.thermograph(g);
        let reduced = self.reduced(g);
        let (atomic_weight, atomic_weight_note) = match self.atomic_weight(g) {
            Ok(w) => (Some(self.show(w)), None),
            Err(e) => (None, Some(e.to_string())),
        };
        GameReport {
            canonical: self.show(g),
            outcome: self.outcome(g),
            left_stop: self.left_stop(g),
            right_stop: self.right_stop(g),
            mean: th.mean,
            temperature: th.temperature,
            birthday: self.birthday(g),
            thermograph: Walls {
                left: th.left,
                right: th.right,
            },
            reduced: self.show(reduced),
            atomic_weight,
            atomic_weight_note,
        }
    }
}

fn wall(points: &[[Dyadic; 2]]) -> String {
    let parts: Vec<String> = points.iter().map(|[t, v]| format!("({t}, {v})")).collect();
    parts.join(" ")
}

impl GameReport {
    /// Aligned `name  value` lines.
    pub fn text(&self) -> String {
        let aw = match (&self.atomic_weight, &self.atomic_weight_note) {
            (Some(w), _) => w.clone(),
            (None, Some(note)) => format!("none ({note})"),
            (None, None) => "none".into(),
        };
        let rows = [
            ("canonical", self.canonical.clone()),
            ("outcome", self.outcome.to_string()),
            ("left stop", self.left_stop.to_string()),
            ("right stop", self.right_stop.to_string()),
            ("mean", self.mean.to_string()),
            ("temperature", self.temperature.to_string()),
            ("birthday", self.birthday.to_string()),
            ("reduced", self.reduced.clone()),
            ("atomic weight", aw),
            ("left wall", wall(&self.thermograph.left)),
            ("right wall", wall(&self.thermograph.right)),
        ];
        rows.iter().map(|(k, v)| format!("{k:<14}{v}\n")).collect()
    }
}
