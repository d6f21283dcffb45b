//! A scripted game's play panel (issue 37): the page has no script
//! engine, so the panel and the next state come from the script worker's
//! replay of the game ([`ScriptPlayView`]), with the same [`Action`]s as a
//! ruleset's game.

use super::*;

/// The seat of the visitor, for a scripted game's job: `None` when the
/// visitor moves for both sides (a lecture).
pub fn script_side(seats: &Seats) -> Option<Player> {
    match seats {
        Seats::Players(ps) if ps.as_slice() == [2] => Some(Player::Right),
        Seats::Players(ps) if ps.as_slice() == [1] => Some(Player::Left),
        Seats::Players(_) | Seats::All => None,
    }
}

/// The panel of a scripted game, from the script worker's replay of it
/// (the worker has played the computer's replies already).
pub fn script_panel(v: &ScriptPlayView, st: &PlayState) -> PanelView {
    let seats = st.seats.clone().unwrap_or(Seats::All);
    let takes = |p: Player| seats.takes(Mover::Side(p).number());
    let yours = v.to_move.is_some_and(takes);
    let legal: &[ScriptMove] = if yours { &v.legal } else { &[] };
    PanelView {
        position: v.position.clone(),
        value: v.value.clone(),
        status: status(v.to_move.map(Mover::Side), yours),
        moves: legal.iter().map(|o| o.label.clone()).collect(),
        move_names: legal.iter().map(move_name).collect(),
        bid: None,
        log: v
            .steps
            .iter()
            .map(|s| (s.text.clone(), takes(s.mover), s.optimal))
            .collect(),
        summary: v.summary.clone(),
        error: v.error.clone(),
        can_undo: v.steps.iter().any(|s| takes(s.mover)),
        can_redo: !st.undone.is_empty(),
        // The worker has replied already.
        waiting: false,
        history: match v.history.as_slice() {
            [] => HistoryView::Missing(WORKER_HISTORY.into()),
            points => history_of_points(points),
        },
        hints_on: st.hints,
        hints: if st.hints && yours {
            v.hints
                .iter()
                .map(|h| Hint {
                    label: h.label.clone(),
                    name: h.name.clone(),
                    value: h.value.clone(),
                    option: None,
                    remoteness: h.remoteness,
                    verdict: h.verdict.clone(),
                    grade: if h.best { Grade::Best } else { Grade::Losing },
                })
                .collect()
        } else {
            Vec::new()
        },
    }
}

/// A move's button: the board's words (`fox d4–e5`), or, where the game
/// has none, the label and the position it leads to (`1: to [2, 3]`).
fn move_name(m: &ScriptMove) -> String {
    if m.name == m.label {
        format!("{}: to {}", m.label, crate::notation::shown(&m.to))
    } else {
        m.name.clone()
    }
}

/// The next play state of a scripted game: as [`reduce`], with the moves
/// checked against the worker's replay `v` of the current state; the
/// computer's replies come from the worker (after a move, the page asks it
/// again), so [`Action::Reply`] changes nothing.
pub fn reduce_script(
    v: &ScriptPlayView,
    st: &PlayState,
    action: Action,
) -> Result<PlayState, PlayError> {
    let seats = st.seats.clone().unwrap_or(Seats::All);
    let takes = |p: Player| seats.takes(Mover::Side(p).number());
    let mut next = st.clone();
    match action {
        Action::Start(seats) => {
            return Ok(PlayState {
                seats: Some(seats),
                hints: st.hints,
                ..PlayState::default()
            })
        }
        Action::Stop => return Ok(PlayState::default()),
        Action::Hints(on) => next.hints = on,
        Action::Restart => {
            next.moves.clear();
            next.undone.clear();
        }
        Action::Undo => {
            if let Some(k) = v.steps.iter().rposition(|s| takes(s.mover)) {
                next.moves = v.moves[..k].to_vec();
                next.undone.push(v.moves[k..].to_vec());
            }
        }
        Action::Redo => {
            if let Some(round) = next.undone.pop() {
                next.moves = v.moves.clone();
                next.moves.extend(round);
            }
        }
        Action::UndoAll => undo_all(v, takes, &mut next),
        Action::RedoAll => {
            next.moves = v.moves.clone();
            while let Some(round) = next.undone.pop() {
                next.moves.extend(round);
            }
        }
        Action::Move(m) | Action::Play(m) => {
            let m = m.trim().to_string();
            let yours = v.to_move.is_some_and(takes);
            if !yours || !v.legal.iter().any(|o| o.label == m) {
                let legal: Vec<&str> = if yours {
                    v.legal.iter().map(|o| o.label.as_str()).collect()
                } else {
                    Vec::new()
                };
                return Err(PlayError::Illegal {
                    ply: v.steps.len() + 1,
                    token: crate::notation::shown(&m),
                    legal: legal.join(", "),
                });
            }
            next.moves = v.moves.clone();
            next.moves.push(m);
            next.undone.clear();
        }
        Action::Bid(b) => {
            return Err(PlayError::Bad {
                token: b,
                reason: "a script's game has no bids".into(),
            })
        }
        Action::Reply => {}
    }
    Ok(next)
}

/// Takes back every round the visitor started, the last first (so that
/// Redo plays them again in order).
fn undo_all(v: &ScriptPlayView, takes: impl Fn(Player) -> bool, next: &mut PlayState) {
    let mut end = v.moves.len();
    for k in (0..v.steps.len())
        .rev()
        .filter(|&k| takes(v.steps[k].mover))
    {
        next.undone.push(v.moves[k..end].to_vec());
        end = k;
    }
    next.moves = v.moves[..end].to_vec();
}
