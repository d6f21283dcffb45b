//! The vocabulary every game family shares: players, tie rules, play
//! variants, outcome classes, periods, sets and number formatting. Each
//! enumeration has one code (`code()`), one parser (`FromStr`, which also
//! accepts the older short spellings) and one display name, so permalinks,
//! the CLI and the pages cannot drift apart.

mod hash;
mod period;
pub mod play;

pub use hash::{Fx, FxMap, WordInterner};
pub use period::{find_period, least_preperiod, mix, Period, RollingWindow};

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

use crate::notation::NotationError;

/// Left = player 1, the maximiser in zero-sum play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    Left,
    Right,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::Left, Player::Right];

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
        f.write_str(match self {
            Player::Left => "Left",
            Player::Right => "Right",
        })
    }
}

impl FromStr for Player {
    type Err = NotationError;

    /// `l`, `left` or `1`; `r`, `right` or `2`.
    fn from_str(text: &str) -> Result<Player, NotationError> {
        match text.trim() {
            "l" | "left" | "1" => Ok(Player::Left),
            "r" | "right" | "2" => Ok(Player::Right),
            t => Err(NotationError::new(t, "expected l (Left) or r (Right)")),
        }
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
    /// `a` or `f`.
    pub fn code(self) -> char {
        match self {
            Tie::Antagonistic => 'a',
            Tie::Friendly => 'f',
        }
    }
}

impl fmt::Display for Tie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Tie::Antagonistic => "antagonistic",
            Tie::Friendly => "friendly",
        })
    }
}

/// Tie rule of each player (self-interest play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Ties {
    pub left: Tie,
    pub right: Tie,
}

impl Ties {
    pub fn both(t: Tie) -> Ties {
        Ties { left: t, right: t }
    }

    pub fn of(self, p: Player) -> Tie {
        match p {
            Player::Left => self.left,
            Player::Right => self.right,
        }
    }

    /// `a`, `f`, `af` or `fa` (Left's first), as written in permalinks.
    pub fn code(self) -> String {
        if self.left == self.right {
            self.left.code().to_string()
        } else {
            format!("{}{}", self.left.code(), self.right.code())
        }
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
        let one = |w: &str| match w.trim() {
            "a" | "antagonistic" => Ok(Tie::Antagonistic),
            "f" | "friendly" => Ok(Tie::Friendly),
            _ => Err(err()),
        };
        let (left, right) = match (t.split_once(','), t) {
            (Some((l, r)), _) => (one(l)?, one(r)?),
            (None, "af") => (Tie::Antagonistic, Tie::Friendly),
            (None, "fa") => (Tie::Friendly, Tie::Antagonistic),
            (None, _) => {
                let x = one(t)?;
                (x, x)
            }
        };
        Ok(Ties { left, right })
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

/// A set of amounts as a sorted list without repeats.
pub fn normalized(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.code().parse::<Variant>(), Ok(v));
            assert_eq!(v.short_code().parse::<Variant>(), Ok(v));
        }
        for p in Player::BOTH {
            assert_eq!(p.code().parse::<Player>(), Ok(p));
        }
        for l in [Tie::Antagonistic, Tie::Friendly] {
            for r in [Tie::Antagonistic, Tie::Friendly] {
                let t = Ties { left: l, right: r };
                assert_eq!(t.code().parse::<Ties>(), Ok(t));
            }
        }
    }

    #[test]
    fn parsers_name_the_token() {
        assert_eq!("fast".parse::<Variant>().unwrap_err().token, "fast");
        assert_eq!(" x ".parse::<Player>().unwrap_err().token, "x");
        assert_eq!("aff".parse::<Ties>().unwrap_err().token, "aff");
        assert_eq!(
            "friendly,antagonistic".parse::<Ties>(),
            Ok(Ties {
                left: Tie::Friendly,
                right: Tie::Antagonistic
            })
        );
    }

    #[test]
    fn numbers_print_as_people_write_them() {
        assert_eq!(format_number(3.0), "3");
        assert_eq!(format_number(-0.0), "0");
        assert_eq!(format_number(0.5), "0.5");
        assert_eq!(format_vector(&[3.0, -1.25], ", "), "(3, -1.25)");
        assert_eq!(normalized(vec![3, 1, 3, 2]), vec![1, 2, 3]);
    }

    #[test]
    fn class_winner() {
        assert_eq!(Class::N.winner(Player::Right), Player::Right);
        assert_eq!(Class::P.winner(Player::Right), Player::Left);
        assert_eq!(Class::L.winner(Player::Right), Player::Left);
    }
}
