//! `side=`, `moves=`, `b=`: a game in progress against the equilibrium
//! (issue 17), on `#/cs`, `#/bcs`, `#/games`, `#/classical` and `#/clobber`.
//! `side=l` (or `r`, `all`, or player numbers `1,3`) says which players the
//! visitor takes and turns the Play panel on; `moves=2,3,2` lists the moves
//! played; `b=3:1,0:2` the bid pairs of a bidding game (Left's bid first).
//! Whether the moves are legal is known only once the position is solved:
//! the Play panel then names the first illegal one and plays up to it.

use crate::games::bidding::{parse_bid_pairs, BidPair};
use crate::games::common::play::{split_moves, PlayError};
use crate::games::common::Player;
use crate::notation::NotationError;

/// Which players the visitor takes (1-based; Left = 1, Right = 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seats {
    All,
    Players(Vec<u8>),
}

impl Seats {
    /// Whether the visitor moves for `player` (1-based).
    pub fn takes(&self, player: u8) -> bool {
        match self {
            Seats::All => true,
            Seats::Players(ps) => ps.contains(&player),
        }
    }

    /// `all`, `l`, `r`, or `1,3`, as `side=` writes it (two players: l/r).
    pub fn code(&self, players: u8) -> String {
        match self {
            Seats::All => "all".into(),
            Seats::Players(ps) if players == 2 && ps.len() == 1 => if ps[0] == 1 {
                Player::Left
            } else {
                Player::Right
            }
            .code()
            .into(),
            Seats::Players(ps) => {
                let v: Vec<String> = ps.iter().map(u8::to_string).collect();
                v.join(",")
            }
        }
    }
}

/// Reads `side=`: `all`, `l`, `r`, or player numbers `1..=players`.
pub fn parse_seats(text: &str, players: u8) -> Result<Seats, NotationError> {
    let t = text.trim();
    if t == "all" {
        return Ok(Seats::All);
    }
    let mut ps = Vec::new();
    for tok in split_moves(t) {
        // Left and Right in any spelling `Player` reads, else a number.
        let p = match tok.parse::<Player>() {
            Ok(p) => p.index() as u8 + 1,
            Err(_) => tok.parse::<u8>().unwrap_or(0),
        };
        if p == 0 || p > players {
            return Err(NotationError::new(
                tok,
                format!("is not a side; use l, r, all or players 1 to {players}"),
            ));
        }
        if !ps.contains(&p) {
            ps.push(p);
        }
    }
    if ps.is_empty() {
        return Err(NotationError::new(t, "names no side; use l, r or all"));
    }
    ps.sort_unstable();
    if ps.len() == usize::from(players) {
        return Ok(Seats::All);
    }
    Ok(Seats::Players(ps))
}

/// Reads `moves=`: tokens of letters, digits, `:` and `-`.
pub fn parse_played(text: &str) -> Result<Vec<String>, NotationError> {
    let moves = split_moves(text);
    if let Some(bad) = moves.iter().find(|m| {
        !m.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == ':' || c == '-')
    }) {
        return Err(NotationError::new(bad, "is not a move"));
    }
    if moves.len() > MAX_PLAYED {
        return Err(NotationError::new(
            text.trim(),
            format!("lists more than {MAX_PLAYED} moves"),
        ));
    }
    Ok(moves)
}

/// Most moves a permalink replays.
pub const MAX_PLAYED: usize = 2_000;

/// Reads `b=3:1,0:2`. The error names the offending pair once: the
/// notice writes the token itself, so only the reason is taken over.
pub fn parse_bids(text: &str) -> Result<Vec<BidPair>, NotationError> {
    parse_bid_pairs(text).map_err(|e| match e {
        PlayError::Bad { token, reason } => NotationError::new(token, reason),
        e => NotationError::new(text.trim(), e.to_string()),
    })
}

/// A game in progress on a page.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PlayState {
    /// Who the visitor plays (`side=`); `None`: no game.
    pub seats: Option<Seats>,
    /// The moves played (`moves=`); in a bidding game the removals.
    pub moves: Vec<String>,
    /// Bid pairs of a bidding game (`b=`).
    pub bids: Vec<BidPair>,
    /// The rounds taken back by Undo (the visitor's move and the replies
    /// after it), the last on top, for Redo (kept while the page is open,
    /// not in the permalink).
    pub undone: Vec<Vec<String>>,
    /// Show the value of every legal move (`hints=1`).
    pub hints: bool,
}
