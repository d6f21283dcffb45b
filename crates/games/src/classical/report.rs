//! Typed reports of a game value (what the CLI prints and a page shows),
//! and their text form.

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

use crate::common::Class;

use super::dyadic::Dyadic;
use super::thermo::Thermograph;
use super::universe::{Game, Universe};

/// Work units each expensive part of a report (thermograph, reduced form,
/// atomic weight) may take on the page and in the JavaScript API before it
/// stops and says so: under a second natively (a unit of the reduced form,
/// which compares through stops, costs under 1 µs; `cargo bench --bench
/// cgt_sums`). The canonical form, outcome, stops and birthday are always
/// given.
pub const REPORT_WORK: u64 = 250_000;

/// Longest canonical form written in a report, in characters; a longer
/// one is cut and the report says so.
pub const MAX_SHOWN: usize = 1 << 20;

/// Longest label of a game tree's node, in characters (then `…`).
pub const MAX_TREE_LABEL: usize = 120;

/// The walls of a thermograph as `[temperature, value]` critical points.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walls {
    pub left: Vec<[Dyadic; 2]>,
    pub right: Vec<[Dyadic; 2]>,
}

/// Everything the explorer shows about one game. The parts that can take
/// long run under their own budget ([`REPORT_WORK`]); a part that stopped
/// is `None` and `stopped` says which and why.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct GameReport {
    /// The canonical form in CGSuite's notation (cut after [`MAX_SHOWN`]
    /// characters, with `…`).
    pub canonical: String,
    /// The Grundy value `k` of a position of an impartial ruleset (its
    /// value is the nimber `*k`); `None` otherwise, and then left out of
    /// the JSON (see the `Serialize` impl).
    #[serde(default)]
    pub grundy: Option<u32>,
    pub outcome: Class,
    /// The outcome under misère play (the player who cannot move wins),
    /// of the game as given: an expression's literal form, a ruleset's or
    /// a script's own positions (never the canonical form's, which may
    /// differ). `None` when it met its limit (`stopped` says so) or was
    /// not computed, and then left out of the JSON.
    #[serde(default)]
    pub misere_outcome: Option<Class>,
    pub left_stop: Dyadic,
    pub right_stop: Dyadic,
    pub mean: Option<Dyadic>,
    pub temperature: Option<Dyadic>,
    pub birthday: u32,
    pub thermograph: Option<Walls>,
    /// The reduced canonical form (the simplest game infinitesimally close).
    pub reduced: Option<String>,
    /// The atomic weight, for all-small games.
    pub atomic_weight: Option<String>,
    /// Why the atomic weight is missing.
    pub atomic_weight_note: Option<String>,
    /// The parts cut short, each with the reason:
    /// `thermograph: stopped after 4000000 steps, the limit of this part`.
    #[serde(default)]
    pub stopped: Vec<String>,
}

/// Every field in order, except that a human-readable format (JSON)
/// leaves out a missing `grundy` or `misere_outcome`, so reports of partizan games read as
/// before it existed, and an empty `stopped`, so complete reports read as
/// they did before it existed (`pebbles cgt --json` and the JavaScript API
/// alike). Binary formats (the worker's bincode) need every field, so they
/// always get it.
impl Serialize for GameReport {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let readable = s.is_human_readable();
        let skip = self.grundy.is_none() && readable;
        let complete = self.stopped.is_empty() && readable;
        let no_misere = self.misere_outcome.is_none() && readable;
        let fields = 14 - usize::from(skip) - usize::from(complete) - usize::from(no_misere);
        let mut st = s.serialize_struct("GameReport", fields)?;
        st.serialize_field("canonical", &self.canonical)?;
        if skip {
            st.skip_field("grundy")?;
        } else {
            st.serialize_field("grundy", &self.grundy)?;
        }
        st.serialize_field("outcome", &self.outcome)?;
        if no_misere {
            st.skip_field("misere_outcome")?;
        } else {
            st.serialize_field("misere_outcome", &self.misere_outcome)?;
        }
        st.serialize_field("left_stop", &self.left_stop)?;
        st.serialize_field("right_stop", &self.right_stop)?;
        st.serialize_field("mean", &self.mean)?;
        st.serialize_field("temperature", &self.temperature)?;
        st.serialize_field("birthday", &self.birthday)?;
        st.serialize_field("thermograph", &self.thermograph)?;
        st.serialize_field("reduced", &self.reduced)?;
        st.serialize_field("atomic_weight", &self.atomic_weight)?;
        st.serialize_field("atomic_weight_note", &self.atomic_weight_note)?;
        if complete {
            st.skip_field("stopped")?;
        } else {
            st.serialize_field("stopped", &self.stopped)?;
        }
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
            // A node's box shows the start of a long form (a sum of 25
            // switches prints 1.5·10⁸ characters).
            label: self.show_capped(g, MAX_TREE_LABEL).0,
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

    /// The full report of `g`, each expensive part within [`REPORT_WORK`]
    /// (without a Grundy value: the caller knows whether `g` comes from an
    /// impartial ruleset).
    pub fn report(&mut self, g: Game) -> GameReport {
        self.report_within(g, REPORT_WORK)
    }

    /// The report of `g`, the thermograph, the reduced form and the atomic
    /// weight each within `budget` units of work.
    pub fn report_within(&mut self, g: Game, budget: u64) -> GameReport {
        let mut stopped = Vec::new();
        let (canonical, cut) = self.show_capped(g, MAX_SHOWN);
        if cut {
            stopped.push(format!("canonical: cut after {MAX_SHOWN} characters"));
        }
        let th: Option<Thermograph> = self
            .within(budget, |u| u.thermograph(g))
            .map_err(|e| stopped.push(format!("thermograph: {e}")))
            .ok();
        let reduced = match self.within(budget, |u| u.reduced(g)) {
            Ok(r) => {
                let (text, cut) = self.show_capped(r, MAX_SHOWN);
                if cut {
                    stopped.push(format!("reduced: cut after {MAX_SHOWN} characters"));
                }
                Some(text)
            }
            Err(e) => {
                stopped.push(format!("reduced: {e}"));
                None
            }
        };
        let (atomic_weight, atomic_weight_note) = match self.within(budget, |u| u.atomic_weight(g))
        {
            Ok(Ok(w)) => (Some(self.show_capped(w, MAX_SHOWN).0), None),
            Ok(Err(e)) => (None, Some(e.to_string())),
            Err(e) => {
                stopped.push(format!("atomic weight: {e}"));
                (None, Some(e.to_string()))
            }
        };
        GameReport {
            canonical,
            grundy: None,
            outcome: self.outcome(g),
            misere_outcome: None,
            left_stop: self.left_stop(g),
            right_stop: self.right_stop(g),
            mean: th.as_ref().map(|t| t.mean),
            temperature: th.as_ref().map(|t| t.temperature),
            birthday: self.birthday(g),
            thermograph: th.map(|t| Walls {
                left: t.left,
                right: t.right,
            }),
            reduced,
            atomic_weight,
            atomic_weight_note,
            stopped,
        }
    }
}

fn wall(points: &[[Dyadic; 2]]) -> String {
    let parts: Vec<String> = points.iter().map(|[t, v]| format!("({t}, {v})")).collect();
    parts.join(" ")
}

impl GameReport {
    /// Why `part` (`thermograph`, `reduced`, `atomic weight`, `canonical`)
    /// was cut short, if it was.
    pub fn stopped(&self, part: &str) -> Option<&str> {
        self.stopped
            .iter()
            .find_map(|s| s.strip_prefix(part)?.strip_prefix(": "))
    }

    /// A part's value, or `not computed (why)`.
    pub fn or_stopped(&self, value: Option<String>, part: &str) -> String {
        value.unwrap_or_else(|| {
            format!("not computed ({})", self.stopped(part).unwrap_or("stopped"))
        })
    }

    /// The atomic weight as shown: the value, `not computed (why)` when it
    /// stopped at its limit, or `none` followed by `note(why)` when the
    /// game has none (it is not all-small).
    pub fn atomic_weight_shown(&self, note: impl Fn(&str) -> String) -> String {
        match (&self.atomic_weight, &self.atomic_weight_note) {
            (Some(w), _) => w.clone(),
            (None, _) if self.stopped("atomic weight").is_some() => {
                self.or_stopped(None, "atomic weight")
            }
            (None, Some(why)) => format!("none{}", note(why)),
            (None, None) => "none".into(),
        }
    }

    /// Aligned `name  value` lines.
    pub fn text(&self) -> String {
        let aw = self.atomic_weight_shown(|why| format!(" ({why})"));
        let or_stopped = |v: Option<String>, part: &str| self.or_stopped(v, part);
        let walls = self.thermograph.as_ref();
        let mut rows = vec![("canonical", self.canonical.clone())];
        if let Some(k) = self.grundy {
            rows.push(("grundy", k.to_string()));
        }
        rows.push(("outcome", self.outcome.to_string()));
        if let Some(c) = self.misere_outcome {
            rows.push(("misère outcome", format!("{c} ({})", misere_words(c))));
        } else if let Some(why) = self.stopped("misère outcome") {
            rows.push(("misère outcome", format!("not computed ({why})")));
        }
        rows.extend([
            ("left stop", self.left_stop.to_string()),
            ("right stop", self.right_stop.to_string()),
            (
                "mean",
                or_stopped(self.mean.map(|m| m.to_string()), "thermograph"),
            ),
            (
                "temperature",
                or_stopped(self.temperature.map(|t| t.to_string()), "thermograph"),
            ),
            ("birthday", self.birthday.to_string()),
            ("reduced", or_stopped(self.reduced.clone(), "reduced")),
            ("atomic weight", aw),
            (
                "left wall",
                or_stopped(walls.map(|w| wall(&w.left)), "thermograph"),
            ),
            (
                "right wall",
                or_stopped(walls.map(|w| wall(&w.right)), "thermograph"),
            ),
        ]);
        // Names up to 13 characters take 14 columns; `misère outcome`
        // (14) keeps one space.
        rows.iter().map(|(k, v)| format!("{k:<13} {v}\n")).collect()
    }
}

/// Who wins a misère outcome class, in words.
pub fn misere_words(c: Class) -> &'static str {
    match c {
        Class::L => "Left wins under misère play, whoever starts",
        Class::R => "Right wins under misère play, whoever starts",
        Class::N => "the next player wins under misère play",
        Class::P => "the previous player wins under misère play",
    }
}
