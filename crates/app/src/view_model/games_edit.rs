//! Edits of every part of a Cumulative Games ruleset ([`RuleEdit`], applied
//! by the pure [`apply`]), the texts the ruleset editor shows, and the
//! ruleset in one line of words. Heaps, players and receivers are 0-based
//! here, 1-based in every text.

use crate::games::common::format_number;
use crate::games::cumulative_games::{
    self as cg, ActionSet, Attitude, HeapRules, Ruleset, TieBreak, Utility,
};
use crate::notation::{self, NotationError};
use crate::view_model::games::{utility_of_value, GamesEditError};

/// One edit of the ruleset editor.
#[derive(Clone, Debug, PartialEq)]
pub enum RuleEdit {
    /// Number of players (text, 2–6).
    Players(String),
    /// An edit of heap `h`'s rules.
    Heap(usize, HeapEdit),
    /// An edit of player `p`'s turn and tie rule.
    Player(usize, PlayerEdit),
}

/// One edit of a player's rules ([`RuleEdit::Player`]).
#[derive(Clone, Debug, PartialEq)]
pub enum PlayerEdit {
    /// Who moves after the player (text, 1-based).
    Turn { text: String },
    /// The player's preference order over the others (`3,2`).
    TieOrder { text: String },
    /// The player's attitude towards player `other`.
    TieAttitude { other: usize, friendly: bool },
}

/// One edit of a heap's rules ([`RuleEdit::Heap`]).
#[derive(Clone, Debug, PartialEq)]
pub enum HeapEdit {
    /// Whether every player shares player 1's action set.
    SharedActions { shared: bool },
    /// Player `p`: the amounts (`2,3`; `any`: every amount up to the heap;
    /// empty: none).
    Amounts { player: usize, text: String },
    /// Player `p`: the legality condition (empty: none).
    Condition { player: usize, text: String },
    /// The reward formula to `receiver` when `mover` moves.
    Reward {
        mover: usize,
        receiver: usize,
        text: String,
    },
    /// The utility select's value.
    Utility { kind: String },
    /// The weight `w` of normal / misère play.
    Weight { text: String },
    /// The custom utility formula of player `p`.
    UtilityFormula { player: usize, text: String },
    /// Starting cumulations (`1,0,0`; empty: zeros).
    Initial { text: String },
}

fn bad(token: &str, message: &str) -> GamesEditError {
    NotationError::new(token.trim(), message.to_string()).into()
}

/// A comma list of numbers in `min..=max` (empty: none).
fn list(text: &str, min: u32, max: u32) -> Result<Vec<u32>, GamesEditError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .map(|t| Ok(notation::parse_number(t, min, max)?))
        .collect()
}

/// `v` resized to `n` entries, new ones from `fill(i)`.
fn resize<T: Clone>(v: &mut Vec<T>, n: usize, fill: impl Fn(usize) -> T) {
    v.truncate(n);
    while v.len() < n {
        let i = v.len();
        v.push(fill(i));
    }
}

/// The ruleset with `n` players: per-player lists grow (copies of player 1,
/// zero rewards to and from new players) or shrink; turn and ties reset to
/// the defaults.
fn set_players(r: &mut Ruleset, n: usize) {
    for h in &mut r.heaps {
        if h.actions.len() > 1 {
            let first = h.actions[0].clone();
            resize(&mut h.actions, n, |_| first.clone());
        }
        for row in &mut h.rewards {
            resize(row, n, |_| "0".into());
        }
        if h.rewards.len() > 1 {
            let zeros = vec!["0".to_string(); n];
            resize(&mut h.rewards, n, |i| {
                let mut row = zeros.clone();
                row[i] = "a".into();
                row
            });
        }
        if !h.initial.is_empty() {
            resize(&mut h.initial, n, |_| 0.0);
        }
        if let Utility::Custom { formulas } = &mut h.utility {
            if formulas.len() > 1 {
                resize(formulas, n, |i| format!("c{}", i + 1));
            }
        }
    }
    r.players = n;
    r.turn = None;
    r.ties.clear();
}

/// The ties written out in full (defaults: the others cyclically, antagonistic).
pub fn full_ties(r: &Ruleset) -> Vec<TieBreak> {
    let n = r.players;
    if r.ties.len() == n {
        return r.ties.clone();
    }
    (0..n)
        .map(|p| {
            TieBreak::uniform(
                (1..n).map(|k| (p + k) % n + 1).collect(),
                Attitude::Antagonistic,
            )
        })
        .collect()
}

/// The turn table written out in full (default cyclic), 1-based.
pub fn full_turn(r: &Ruleset) -> Vec<usize> {
    let n = r.players;
    r.turn
        .clone()
        .filter(|t| t.len() == n)
        .unwrap_or_else(|| (0..n).map(|p| (p + 1) % n + 1).collect())
}

/// Applies `edit` to `rules` and checks the whole ruleset.
pub fn apply(rules: &Ruleset, edit: RuleEdit) -> Result<Ruleset, GamesEditError> {
    let mut r = rules.clone();
    let n = r.players;
    match edit {
        RuleEdit::Players(t) => set_players(
            &mut r,
            notation::parse_number(&t, 2, cg::MAX_PLAYERS as u32)? as usize,
        ),
        RuleEdit::Player(player, edit) => player_edit(&mut r, player, edit)?,
        RuleEdit::Heap(heap, edit) => {
            if let Some(h) = r.heaps.get_mut(heap) {
                heap_edit(h, n, edit)?;
            }
        }
    }
    cg::validate(&r)?;
    Ok(r)
}

/// Edits of player `player`'s turn and tie rule.
fn player_edit(r: &mut Ruleset, player: usize, edit: PlayerEdit) -> Result<(), GamesEditError> {
    let n = r.players;
    match edit {
        PlayerEdit::Turn { text } => {
            let q = notation::parse_number(&text, 1, n as u32)? as usize;
            let mut turn = full_turn(r);
            turn[player.min(n - 1)] = q;
            r.turn = Some(turn);
        }
        PlayerEdit::TieOrder { text } => {
            let order: Vec<usize> = list(&text, 1, n as u32)?
                .into_iter()
                .map(|q| q as usize)
                .collect();
            let mut ties = full_ties(r);
            let old = &ties[player];
            let att: Vec<Attitude> = order
                .iter()
                .map(|q| {
                    old.order
                        .iter()
                        .position(|o| o == q)
                        .map_or(Attitude::Antagonistic, |k| old.attitude_at(k))
                })
                .collect();
            ties[player] = TieBreak::per_player(order, att);
            r.ties = ties;
        }
        PlayerEdit::TieAttitude { other, friendly } => {
            let mut ties = full_ties(r);
            let t = &ties[player];
            let mut att: Vec<Attitude> = (0..t.order.len()).map(|k| t.attitude_at(k)).collect();
            if let Some(k) = t.order.iter().position(|&q| q == other + 1) {
                att[k] = if friendly {
                    Attitude::Friendly
                } else {
                    Attitude::Antagonistic
                };
            }
            ties[player] = TieBreak::per_player(t.order.clone(), att);
            r.ties = ties;
        }
    }
    Ok(())
}

/// Edits of one heap's rules, with `n` players.
fn heap_edit(h: &mut HeapRules, n: usize, edit: HeapEdit) -> Result<(), GamesEditError> {
    let per_player = |acts: &mut Vec<ActionSet>| {
        let first = acts[0].clone();
        resize(acts, n, |_| first.clone());
    };
    match edit {
        HeapEdit::SharedActions { shared: true } => h.actions.truncate(1),
        HeapEdit::SharedActions { shared: false } => per_player(&mut h.actions),
        HeapEdit::Amounts { player, text } => {
            if player > 0 {
                per_player(&mut h.actions);
            }
            // `any`: every amount up to the heap (the Wealth preset's form).
            let any = text.trim().eq_ignore_ascii_case("any");
            let set = if any {
                Vec::new()
            } else {
                list(&text, 1, cg::MAX_AMOUNT)?
            };
            if let Some(a) = h.actions.get_mut(player) {
                a.amounts = set;
                a.any = any;
            }
        }
        HeapEdit::Condition { player, text } => {
            if player > 0 {
                per_player(&mut h.actions);
            }
            if let Some(a) = h.actions.get_mut(player) {
                a.condition = (!text.trim().is_empty()).then(|| text.trim().to_string());
            }
        }
        HeapEdit::Reward {
            mover,
            receiver,
            text,
        } => {
            if h.rewards.len() == 1 && n > 1 {
                let row = h.rewards[0].clone();
                resize(&mut h.rewards, n, |_| row.clone());
            }
            if let Some(f) = h
                .rewards
                .get_mut(mover)
                .and_then(|row| row.get_mut(receiver))
            {
                *f = text;
            }
        }
        HeapEdit::Utility { .. }
        | HeapEdit::Weight { .. }
        | HeapEdit::UtilityFormula { .. }
        | HeapEdit::Initial { .. } => utility_edit(h, n, edit)?,
    }
    Ok(())
}

/// Edits of one heap's utility and starting cumulations.
fn utility_edit(h: &mut HeapRules, n: usize, edit: HeapEdit) -> Result<(), GamesEditError> {
    match edit {
        HeapEdit::Utility { kind } => h.utility = utility_of_value(&kind, n),
        HeapEdit::Weight { text } => {
            let w: f64 = text
                .trim()
                .parse()
                .map_err(|_| bad(&text, "is not a number"))?;
            match &mut h.utility {
                Utility::Normal { w: old } | Utility::Misere { w: old } => *old = w,
                _ => {}
            }
        }
        HeapEdit::UtilityFormula { player, text } => {
            if let Utility::Custom { formulas } = &mut h.utility {
                if formulas.len() == 1 {
                    let f = formulas[0].clone();
                    resize(formulas, n, |_| f.clone());
                }
                if let Some(f) = formulas.get_mut(player) {
                    *f = text;
                }
            }
        }
        HeapEdit::Initial { text } => {
            let v: Result<Vec<f64>, _> = if text.trim().is_empty() {
                Ok(Vec::new())
            } else {
                text.split(',')
                    .map(|t| {
                        t.trim()
                            .parse::<f64>()
                            .map_err(|_| bad(t, "is not a number"))
                    })
                    .collect()
            };
            h.initial = v?;
        }
        // The action sets and rewards: `heap_edit`'s.
        HeapEdit::SharedActions { .. }
        | HeapEdit::Amounts { .. }
        | HeapEdit::Condition { .. }
        | HeapEdit::Reward { .. } => {}
    }
    Ok(())
}

/// Player `p`'s action set on heap `h` (shared sets: player 1's).
pub fn actions_of(r: &Ruleset, h: usize, p: usize) -> &ActionSet {
    let a = &r.heaps[h].actions;
    a.get(p).unwrap_or(&a[0])
}

/// Heap `h`'s reward formula to `receiver` when `mover` moves.
pub fn reward_of(r: &Ruleset, h: usize, mover: usize, receiver: usize) -> String {
    let rows = &r.heaps[h].rewards;
    rows.get(mover)
        .or(rows.first())
        .and_then(|row| row.get(receiver))
        .cloned()
        .unwrap_or_default()
}

/// Heap `h`'s custom utility formula of player `p` (empty for other kinds).
pub fn utility_formula(r: &Ruleset, h: usize, p: usize) -> String {
    match &r.heaps[h].utility {
        Utility::Custom { formulas } => formulas
            .get(p)
            .or(formulas.first())
            .cloned()
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Heap `h`'s weight `w` (normal / misère), as text.
pub fn weight_text(r: &Ruleset, h: usize) -> Option<String> {
    match r.heaps[h].utility {
        Utility::Normal { w } | Utility::Misere { w } => Some(format_number(w)),
        _ => None,
    }
}

/// Heap `h`'s starting cumulations as text (zeros: empty).
pub fn initial_text(r: &Ruleset, h: usize) -> String {
    let v: Vec<String> = r.heaps[h]
        .initial
        .iter()
        .map(|&c| format_number(c))
        .collect();
    v.join(",")
}

/// The ruleset in one line of words.
pub fn summary(r: &Ruleset) -> String {
    let heaps: Vec<String> = (0..r.heaps.len()).map(|h| heap_summary(r, h)).collect();
    let cyclic = full_turn(r)
        == (0..r.players)
            .map(|p| (p + 1) % r.players + 1)
            .collect::<Vec<_>>();
    let turn = if cyclic {
        "turns in cyclic order"
    } else {
        "turns by the turn table"
    };
    let ties = if r.ties.is_empty() {
        "ties broken antagonistically towards the next players".to_string()
    } else {
        "ties broken by each player's own preference order".to_string()
    };
    format!(
        "{} players, {} heap{}: {}; {turn}; {ties}.",
        r.players,
        r.heaps.len(),
        if r.heaps.len() == 1 { "" } else { "s" },
        heaps.join("; ")
    )
}

fn heap_summary(r: &Ruleset, h: usize) -> String {
    let hr = &r.heaps[h];
    let set = |a: &ActionSet| {
        let base = if a.any {
            "any amount".to_string()
        } else {
            format!("{{{}}}", notation::format_set(&a.amounts))
        };
        match &a.condition {
            Some(c) => format!("{base} where {c}"),
            None => base,
        }
    };
    let moves = if hr.actions.len() == 1 {
        format!("everyone removes {}", set(&hr.actions[0]))
    } else {
        let v: Vec<String> = hr
            .actions
            .iter()
            .enumerate()
            .map(|(p, a)| format!("player {} {}", p + 1, set(a)))
            .collect();
        v.join(", ")
    };
    let utility = match &hr.utility {
        Utility::Identity => "self-interest".to_string(),
        Utility::ZeroSum => "zero-sum".to_string(),
        Utility::Normal { w } => format!("normal play ±{}", format_number(*w)),
        Utility::Misere { w } => format!("misère ±{}", format_number(*w)),
        Utility::Custom { .. } => "custom utilities".to_string(),
    };
    format!("heap {}: {moves}, {utility}", h + 1)
}
