//! Values of loopy games: a canonical stopper, or a pair of sides `S & T`.

use serde::Serialize;

use super::canon::{canonical, equal};
use super::graph::Graph;
use super::sides::side;
use super::survival::{ge, trap, Victim};
use super::LoopyError;
use crate::common::{Class, Player};

/// The value of a loopy game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopyValue {
    /// A stopper in canonical form (start at vertex 0).
    Stopper(Graph),
    /// `onside & offside`, each a canonical stopper, `onside > offside`.
    Sided { onside: Graph, offside: Graph },
}

impl LoopyValue {
    /// The value of the game at `root` of `g`.
    pub fn of_graph(g: &Graph, root: u32) -> Result<LoopyValue, LoopyError> {
        let g = g.reachable(root);
        if g.is_stopper() {
            return Ok(LoopyValue::Stopper(canonical(&g)?));
        }
        LoopyValue::sided(side(&g, true)?, side(&g, false)?)
    }

    /// `S & T` from two canonical stoppers: a stopper when they are equal;
    /// refused unless `S ≥ T`.
    fn sided(onside: Graph, offside: Graph) -> Result<LoopyValue, LoopyError> {
        if equal(&onside, &offside)? {
            return Ok(LoopyValue::Stopper(onside));
        }
        Ok(LoopyValue::Sided { onside, offside })
    }

    /// `S & T` (its `&` at character `pos`): the onside of `s` and the
    /// offside of `t`, which must not be above it.
    pub fn with_sides(
        s: &LoopyValue,
        t: &LoopyValue,
        pos: usize,
    ) -> Result<LoopyValue, LoopyError> {
        let (on, off) = (s.onside().clone(), t.offside().clone());
        if !ge(&on, &off)? {
            return Err(LoopyError::SidesOutOfOrder { pos });
        }
        LoopyValue::sided(on, off)
    }

    pub fn is_stopper(&self) -> bool {
        matches!(self, LoopyValue::Stopper(_))
    }

    pub fn onside(&self) -> &Graph {
        match self {
            LoopyValue::Stopper(g) => g,
            LoopyValue::Sided { onside, .. } => onside,
        }
    }

    pub fn offside(&self) -> &Graph {
        match self {
            LoopyValue::Stopper(g) => g,
            LoopyValue::Sided { offside, .. } => offside,
        }
    }

    pub fn neg(&self) -> LoopyValue {
        match self {
            LoopyValue::Stopper(g) => LoopyValue::Stopper(g.negated()),
            LoopyValue::Sided { onside, offside } => LoopyValue::Sided {
                onside: offside.negated(),
                offside: onside.negated(),
            },
        }
    }

    /// `G + H`: onside by upsum (the onside of `G⁺ + H⁺`), offside by
    /// downsum (the offside of `G⁻ + H⁻`).
    pub fn add(&self, h: &LoopyValue) -> Result<LoopyValue, LoopyError> {
        if let (LoopyValue::Stopper(a), LoopyValue::Stopper(b)) = (self, h) {
            return LoopyValue::of_graph(&Graph::sum(a, b)?, 0);
        }
        let on = side(&Graph::sum(self.onside(), h.onside())?, true)?;
        let off = side(&Graph::sum(self.offside(), h.offside())?, false)?;
        LoopyValue::sided(on, off)
    }

    /// `G ≤ H`: `G⁺ ≤ H⁺` and `G⁻ ≤ H⁻` (Siegel, *CGT*, ch. VI.5).
    pub fn le(&self, h: &LoopyValue) -> Result<bool, LoopyError> {
        Ok(ge(h.onside(), self.onside())? && ge(h.offside(), self.offside())?)
    }

    /// `G = H`.
    pub fn eq_value(&self, h: &LoopyValue) -> Result<bool, LoopyError> {
        Ok(self.le(h)? && h.le(self)?)
    }

    /// Who wins with each player moving first (a draw is `None`): Left
    /// wins when Right cannot survive, decided on the offside (Right
    /// survives `G` iff he survives `G⁻`); Right wins when Left cannot,
    /// decided on the onside.
    pub fn outcome(&self) -> Result<LoopyOutcome, LoopyError> {
        let zero = Graph::zero();
        let right_trap = trap(self.offside(), &zero, Victim::Right)?;
        let left_trap = trap(self.onside(), &zero, Victim::Left)?;
        let result = |left_first: bool| {
            if right_trap.caught(0, 0, !left_first) {
                Some(Player::Left)
            } else if left_trap.caught(0, 0, left_first) {
                Some(Player::Right)
            } else {
                None
            }
        };
        Ok(LoopyOutcome {
            left_first: result(true),
            right_first: result(false),
        })
    }
}

/// The result of a loopy game with each player moving first: the winner,
/// or `None` for a draw (play goes on forever).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LoopyOutcome {
    pub left_first: Option<Player>,
    pub right_first: Option<Player>,
}

impl LoopyOutcome {
    /// `L`, `R`, `N`, `P` (the classes of `common::Class`) when neither
    /// start draws, `D` when both do; otherwise two letters, the result
    /// with Left then with Right moving first (`LD`: Left moving first
    /// wins, Right moving first draws).
    pub fn code(&self) -> String {
        let letter = |p: Option<Player>| match p {
            Some(Player::Left) => Class::L.as_str(),
            Some(Player::Right) => Class::R.as_str(),
            None => DRAW,
        };
        match (self.left_first, self.right_first) {
            (Some(a), Some(b)) => Class::from_wins(a == Player::Left, b == Player::Right)
                .as_str()
                .to_string(),
            (None, None) => DRAW.to_string(),
            (a, b) => format!("{}{}", letter(a), letter(b)),
        }
    }
}

/// The code of a draw.
pub const DRAW: &str = "D";
