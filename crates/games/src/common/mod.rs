//! The vocabulary every game family shares: players, tie rules, play
//! variants, outcome classes, periods, sets and number formatting. Each
//! enumeration has one code (`code()`), one parser (`FromStr`, which also
//! accepts the older short spellings) and one display name, so permalinks,
//! the CLI and the pages cannot drift apart. [`Vocabulary`] lists them; the
//! pages build their selects from it (`view_model::options`), and
//! `tests/architecture.rs` checks that no other module spells the codes.

mod hash;
mod period;
pub mod play;
mod remoteness;
mod shard;

pub use hash::{Fx, FxMap, FxMix, FxMixMap, WordInterner};
pub use period::{find_period, least_preperiod, mix, Period, RollingWindow};
pub use remoteness::{mover_wins, remoteness_of, Found, RemotenessMemo};
pub use shard::{Header, Shard, MAX_SHARDS};

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

use crate::notation::NotationError;

/// An enumeration of the shared vocabulary: all its values, each with its one
/// code (permalinks, the CLI, JSON) and its one display name. Its `FromStr`
/// reads the code (and the older spellings), naming the offending token.
pub trait Vocabulary: Copy + PartialEq + FromStr<Err = NotationError> + 'static {
    /// Every value, in the order the pages list them.
    const ALL: &'static [Self];
    /// The code as permalinks and the CLI write it.
    fn code(self) -> &'static str;
    /// The name shown to people.
    fn name(self) -> &'static str;
}

/// Left = player 1, the maximiser in zero-sum play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    Left,
    Right,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::Left, Player::Right];

    /// `Left` or `Right`.
    pub fn name(self) -> &'static str {
        match self {
            Player::Left => "Left",
            Player::Right => "Right",
        }
    }

    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }

    /// 0 for Left, 1 for Right: the index into per-player arrays.
    pub fn index(self) -> usize {
        match self {
            Player::Left => 0,
            Player::Right => 1,
        }
    }

    /// `l` or `r`, as written in permalinks.
    pub fn code(self) -> &'static str {
        match self {
            Player::Left => "l",
            Player::Right => "r",
        }
    }

    /// `+1` for Left and `−1` for Right: the sign of a Left-minus-Right score.
    pub fn sign(self) -> i64 {
        match self {
            Player::Left => 1,
            Player::Right => -1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Player {
    type Err = NotationError;

    /// `l`, `left` or `1`; `r`, `right` or `2`; in any case (the CLI's
    /// `--marker` has always read `Left` and `RIGHT`).
    fn from_str(text: &str) -> Result<Player, NotationError> {
        let t = text.trim();
        let word = t.to_ascii_lowercase();
        Player::BOTH
            .into_iter()
            .find(|p| {
                word == p.code()
                    || word == p.name().to_ascii_lowercase()
                    || word == (p.index() + 1).to_string()
            })
            .ok_or_else(|| NotationError::new(t, "expected l (Left) or r (Right)"))
    }
}

impl Vocabulary for Player {
    const ALL: &'static [Player] = &Player::BOTH;

    fn code(self) -> &'static str {
        Player::code(self)
    }

    fn name(self) -> &'static str {
        Player::name(self)
    }
}

/// How a self-interest player breaks ties among moves of equal own value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tie {
    /// Minimise the opponent's gain.
    Antagonistic,
    /// Maximise the opponent's gain.
    Friendly,
}

impl Tie {
    pub const ALL: [Tie; 2] = [Tie::Antagonistic, Tie::Friendly];

    /// `a` or `f`, as written in permalinks.
    pub fn code(self) -> &'static str {
        match self {
            Tie::Antagonistic => "a",
            Tie::Friendly => "f",
        }
    }

    /// `antagonistic` or `friendly`: also the CLI's spelling.
    pub fn name(self) -> &'static str {
        match self {
            Tie::Antagonistic => "antagonistic",
            Tie::Friendly => "friendly",
        }
    }

    /// The rule a word names: its code or its name.
    fn of_word(word: &str) -> Option<Tie> {
        Tie::ALL
            .into_iter()
            .find(|t| word == t.code() || word == t.name())
    }
}

impl fmt::Display for Tie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Tie {
    type Err = NotationError;

    /// One rule for every player: `a`, `f`, `antagonistic` or `friendly`
    /// (any [`Ties`] spelling whose two rules agree, such as `a,a`).
    fn from_str(text: &str) -> Result<Tie, NotationError> {
        let t: Ties = text.parse()?;
        if t.left != t.right {
            return Err(NotationError::new(
                text.trim(),
                "give one rule for every player: a (antagonistic) or f (friendly)",
            ));
        }
        Ok(t.left)
    }
}

impl Vocabulary for Tie {
    const ALL: &'static [Tie] = &Tie::ALL;

    fn code(self) -> &'static str {
        Tie::code(self)
    }

    fn name(self) -> &'static str {
        Tie::name(self)
    }
}

/// Tie rule of each player (self-interest play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ties {
    pub left: Tie,
    pub right: Tie,
}

impl Ties {
    /// Both the same first, then Left's rule first: the order of the codes
    /// `a`, `f`, `af`, `fa`.
    pub const ALL: [Ties; 4] = [
        Ties::both(Tie::Antagonistic),
        Ties::both(Tie::Friendly),
        Ties {
            left: Tie::Antagonistic,
            right: Tie::Friendly,
        },
        Ties {
            left: Tie::Friendly,
            right: Tie::Antagonistic,
        },
    ];

    pub const fn both(t: Tie) -> Ties {
        Ties { left: t, right: t }
    }

    pub fn of(self, p: Player) -> Tie {
        match p {
            Player::Left => self.left,
            Player::Right => self.right,
        }
    }

    /// `a`, `f`, `af` or `fa` (Left's first), as written in permalinks.
    pub fn code(self) -> &'static str {
        match (self.left, self.right) {
            (Tie::Antagonistic, Tie::Antagonistic) => "a",
            (Tie::Friendly, Tie::Friendly) => "f",
            (Tie::Antagonistic, Tie::Friendly) => "af",
            (Tie::Friendly, Tie::Antagonistic) => "fa",
        }
    }

    /// `antagonistic`, `friendly`, or `Left antagonistic, Right friendly`.
    pub fn name(self) -> &'static str {
        match (self.left, self.right) {
            (Tie::Antagonistic, Tie::Antagonistic) => "antagonistic",
            (Tie::Friendly, Tie::Friendly) => "friendly",
            (Tie::Antagonistic, Tie::Friendly) => "Left antagonistic, Right friendly",
            (Tie::Friendly, Tie::Antagonistic) => "Left friendly, Right antagonistic",
        }
    }
}

impl fmt::Display for Ties {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Vocabulary for Ties {
    const ALL: &'static [Ties] = &Ties::ALL;

    fn code(self) -> &'static str {
        Ties::code(self)
    }

    fn name(self) -> &'static str {
        Ties::name(self)
    }
}

impl Default for Ties {
    fn default() -> Ties {
        Ties::both(Tie::Antagonistic)
    }
}

impl FromStr for Ties {
    type Err = NotationError;

    /// `a`, `f`, `af`, `fa`, or words such as `friendly` and
    /// `friendly,antagonistic` (the CLI form), Left's first.
    fn from_str(text: &str) -> Result<Ties, NotationError> {
        let t = text.trim();
        let err = || {
            NotationError::new(
                t,
                "expected a, f, af or fa (a = antagonistic, f = friendly; Left's first)",
            )
        };
        let one = |w: &str| Tie::of_word(w.trim()).ok_or_else(err);
        if let Some((l, r)) = t.split_once(',') {
            return Ok(Ties {
                left: one(l)?,
                right: one(r)?,
            });
        }
        Ties::ALL
            .into_iter()
            .find(|x| x.code() == t)
            .map_or_else(|| one(t).map(Ties::both), Ok)
    }
}

/// The ways of valuing a position on the same move rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    ZeroSum,
    SelfInterest,
    Normal,
    Misere,
    Grundy,
}

impl Variant {
    pub const ALL: [Variant; 5] = [
        Variant::ZeroSum,
        Variant::SelfInterest,
        Variant::Normal,
        Variant::Misere,
        Variant::Grundy,
    ];

    /// `zs`, `si`, `normal`, `misere`, `grundy`: the one code of permalinks
    /// (`mode=`, `play=`), the CLI and JSON.
    pub fn code(self) -> &'static str {
        match self {
            Variant::ZeroSum => "zs",
            Variant::SelfInterest => "si",
            Variant::Normal => "normal",
            Variant::Misere => "misere",
            Variant::Grundy => "grundy",
        }
    }

    /// `zs`, `si`, `n`, `m`, `g`: the column letters of `cols=` (and the
    /// older `play=` spelling); [`Variant::from_str`] reads both.
    pub fn short_code(self) -> &'static str {
        match self {
            Variant::ZeroSum => "zs",
            Variant::SelfInterest => "si",
            Variant::Normal => "n",
            Variant::Misere => "m",
            Variant::Grundy => "g",
        }
    }

    /// The short name of a table column or checkbox: `zero-sum`,
    /// `self-interest`, `normal`, `misère`, `Grundy`.
    pub fn short_name(self) -> &'static str {
        match self {
            Variant::ZeroSum => "zero-sum",
            Variant::SelfInterest => "self-interest",
            Variant::Normal => "normal",
            Variant::Misere => "misère",
            Variant::Grundy => "Grundy",
        }
    }

    /// Display name, e.g. "self-interest".
    pub fn name(self) -> &'static str {
        match self {
            Variant::ZeroSum => "zero-sum",
            Variant::SelfInterest => "self-interest",
            Variant::Normal => "normal play",
            Variant::Misere => "misère play",
            Variant::Grundy => "Grundy values",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Variant, NotationError> {
        let t = text.trim();
        Variant::ALL
            .into_iter()
            .find(|v| v.code() == t || v.short_code() == t)
            .ok_or_else(|| {
                NotationError::new(t, "is not a mode; use zs, si, normal, misere or grundy")
            })
    }
}

impl Vocabulary for Variant {
    const ALL: &'static [Variant] = &Variant::ALL;

    fn code(self) -> &'static str {
        Variant::code(self)
    }

    fn name(self) -> &'static str {
        Variant::name(self)
    }
}

/// Outcome class: `L`/`R` = that player wins whoever starts, `N` = the
/// starter wins, `P` = the second player wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Class {
    L,
    R,
    N,
    P,
}

impl Class {
    pub const ALL: [Class; 4] = [Class::L, Class::R, Class::N, Class::P];

    /// From "does the starter win" when Left starts and when Right starts.
    pub fn from_wins(left_starter_wins: bool, right_starter_wins: bool) -> Class {
        match (left_starter_wins, right_starter_wins) {
            (true, true) => Class::N,
            (false, false) => Class::P,
            (true, false) => Class::L,
            (false, true) => Class::R,
        }
    }

    /// Who wins when `to_move` moves first.
    pub fn winner(self, to_move: Player) -> Player {
        match self {
            Class::L => Player::Left,
            Class::R => Player::Right,
            Class::N => to_move,
            Class::P => to_move.other(),
        }
    }

    /// `L`, `R`, `N` or `P`: the code, also the name the pages and the CLI
    /// print.
    pub fn as_str(self) -> &'static str {
        match self {
            Class::L => "L",
            Class::R => "R",
            Class::N => "N",
            Class::P => "P",
        }
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Class {
    type Err = NotationError;

    /// `L`, `R`, `N` or `P`.
    fn from_str(text: &str) -> Result<Class, NotationError> {
        let t = text.trim();
        Class::ALL
            .into_iter()
            .find(|c| c.as_str() == t)
            .ok_or_else(|| NotationError::new(t, "is not an outcome class; use L, R, N or P"))
    }
}

impl Vocabulary for Class {
    const ALL: &'static [Class] = &Class::ALL;

    fn code(self) -> &'static str {
        self.as_str()
    }

    fn name(self) -> &'static str {
        self.as_str()
    }
}

/// A set of amounts as a sorted list without repeats.
pub fn normalized(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
}

/// `Left`, `Player 2`: a mover's name at the start of a sentence.
pub(crate) fn capitalised(name: &str) -> String {
    let mut c = name.chars();
    c.next()
        .map_or(String::new(), |f| f.to_uppercase().chain(c).collect())
}

/// A game value for people: whole numbers without a decimal point
/// (`3`, not `3.0`), others as Rust prints them (`0.5`).
pub fn format_number(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// A vector of game values, e.g. `(3, 1.5)` with separator `", "`.
pub fn format_vector(v: &[f64], separator: &str) -> String {
    let parts: Vec<String> = v.iter().map(|&x| format_number(x)).collect();
    format!("({})", parts.join(separator))
}
