//! Typed reports of a game value (what the CLI prints and a page shows),
//! and their text form.

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

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
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct GameReport {
    /// The canonical form in CGSuite's notation.
    pub canonical: String,
    /// The Grundy value `k` of a position of an impartial ruleset (its
    /// value is the nimber `*k`); `None` otherwise, and then left out of
    /// the JSON (see the `Serialize` impl).
    #[serde(default)]
    pub grundy: Option<u32>,
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

/// Every field in order, except that a human-readable format (JSON)
/// leaves out a missing `grundy`, so reports of partizan games read as
/// before it existed. Binary formats (the worker's bincode) need every
/// field, so they always get it.
impl Serialize for GameReport {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let skip = self.grundy.is_none() && s.is_human_readable();
        let mut st = s.serialize_struct("GameReport", if skip { 11 } else { 12 })?;
        st.serialize_field("canonical", &self.canonical)?;
        if skip {
            st.skip_field("grundy")?;
        } else {
            st.serialize_field("grundy", &self.grundy)?;
        }
        st.serialize_field("outcome", &self.outcome)?;
        st.serialize_field("left_stop", &self.left_stop)?;
        st.serialize_field("right_stop", &self.right_stop)?;
        st.serialize_field("mean", &self.mean)?;
        st.serialize_field("temperature", &self.temperature)?;
        st.serialize_field("birthday", &self.birthday)?;
        st.serialize_field("thermograph", &self.thermograph)?;
        st.serialize_field("reduced", &self.reduced)?;
        st.serialize_field("atomic_weight", &self.atomic_weight)?;
        st.serialize_field("atomic_weight_note", &self.atomic_weight_note)?;
        st.end()
    }
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

    /// `Some(k)` when `g` is the nimber `*k` (every impartial game is one).
    pub fn nim_value(&self, g: Game) -> Option<u32> {
        self.nus(g)
            .filter(|n| n.number == Dyadic::ZERO && n.ups == 0)
            .map(|n| n.star)
    }

    /// The full report of `g` (without a Grundy value: the caller knows
    /// whether `g` comes from an impartial ruleset).
    pub fn report(&mut self, g: Game) -> GameReport {
        let th = self.thermograph(g);
        let reduced = self.reduced(g);
        let (atomic_weight, atomic_weight_note) = match self.atomic_weight(g) {
            Ok(w) => (Some(self.show(w)), None),
            Err(e) => (None, Some(e.to_string())),
        };
        GameReport {
            canonical: self.show(g),
            grundy: None,
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
        let mut rows = vec![("canonical", self.canonical.clone())];
        if let Some(k) = self.grundy {
            rows.push(("grundy", k.to_string()));
        }
        rows.extend([
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
        ]);
        rows.iter().map(|(k, v)| format!("{k:<14}{v}\n")).collect()
    }
}
