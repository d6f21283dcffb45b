//! Work counted by a [`Universe`], and regions that run under a budget of
//! it ([`Universe::within`]).
//!
//! Every operation that can recurse (a sum, a comparison, a negative, a new
//! record, a thermograph node) counts one unit. Inside a region the count
//! is checked against the region's limit; once it is passed, or once a
//! [`Dyadic`](super::Dyadic) overflows, the universe is *spent*: every
//! operation returns at once with a placeholder, and nothing is stored (no
//! record, no cache entry) until the region ends, so the universe holds
//! only what was computed in full. The region then reports why it stopped.
//! The count is also the "work counter" the hostile-input tests bound.

use std::cell::Cell;

use thiserror::Error;

use super::dyadic;
use super::universe::{Game, Universe};
use crate::common::FxMap;

/// Why a budgeted region gave no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Stopped {
    /// It needed more than `limit` units of work.
    #[error("stopped after {limit} steps, the limit of this computation")]
    Work { limit: u64 },
    /// A number needed a denominator past `2^61` or a numerator past `i64`.
    #[error("stopped: a number needs more than 64 bits")]
    Precision,
    /// The universe's [`Clock`] said stop (the CLI's time limit).
    #[error("stopped by the time limit")]
    Clock,
}

/// Asked by a universe every [`CLOCK_EVERY`] units of work inside a
/// budgeted region ([`Universe::within`]): `true` stops the region with
/// [`Stopped::Clock`]. The CLI's deadline, so that a region's work limit
/// (an estimate of time) is backed by the time itself.
pub type Clock = std::sync::Arc<dyn Fn() -> bool + Send + Sync>;

/// Units of work between two looks at a universe's [`Clock`].
pub const CLOCK_EVERY: u64 = 1 << 8;

/// The work counter of a universe and the limit of the current region.
pub(crate) struct Meter {
    spent: Cell<u64>,
    limit: Cell<u64>,
    /// The budget of the current region, for the message.
    budget: Cell<u64>,
    over: Cell<bool>,
    clock: Option<Clock>,
    /// The clock said stop (the universe is then spent until the
    /// outermost region ends).
    late: Cell<bool>,
}

impl Default for Meter {
    fn default() -> Meter {
        Meter {
            spent: Cell::new(0),
            limit: Cell::new(u64::MAX),
            budget: Cell::new(u64::MAX),
            over: Cell::new(false),
            clock: None,
            late: Cell::new(false),
        }
    }
}

impl std::fmt::Debug for Meter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Meter")
            .field("spent", &self.spent)
            .field("limit", &self.limit)
            .field("over", &self.over)
            .field("clock", &self.clock.is_some())
            .field("late", &self.late)
            .finish()
    }
}

impl Universe {
    /// Units of work done so far by this universe (one per sum,
    /// comparison, negative, record or thermograph node computed).
    pub fn work(&self) -> u64 {
        self.meter.spent.get()
    }

    /// Looks at `clock` every [`CLOCK_EVERY`] units of work inside a
    /// budgeted region: once it says stop, the region (and every region
    /// around it) ends with [`Stopped::Clock`].
    pub fn set_clock(&mut self, clock: Clock) {
        self.meter.clock = Some(clock);
    }

    /// Counts one unit; whether the universe is spent (then the caller
    /// returns a placeholder at once and stores nothing).
    #[inline]
    pub(crate) fn tick(&self) -> bool {
        let m = &self.meter;
        let spent = m.spent.get() + 1;
        m.spent.set(spent);
        if spent > m.limit.get() {
            m.over.set(true);
        }
        if spent % CLOCK_EVERY == 0 && m.limit.get() != u64::MAX && !m.late.get() {
            self.look_at_clock();
        }
        self.spent()
    }

    /// Looks at the clock (inside a budgeted region) without counting
    /// work: for a step made of cache hits, which count nothing (a
    /// canonical form's dominance checks).
    #[inline]
    pub(crate) fn lap(&self) {
        let m = &self.meter;
        if m.clock.is_some() && m.limit.get() != u64::MAX && !m.late.get() {
            self.look_at_clock();
        }
    }

    #[cold]
    fn look_at_clock(&self) {
        let m = &self.meter;
        if m.clock.as_ref().is_some_and(|late| late()) {
            m.late.set(true);
            m.over.set(true);
        }
    }

    /// Whether the current region's budget is used up or a number
    /// overflowed: nothing may be stored.
    #[inline]
    pub(crate) fn spent(&self) -> bool {
        self.meter.over.get() || dyadic::overflowed()
    }

    /// Why the universe is spent, if it is.
    pub(crate) fn why_spent(&self) -> Option<Stopped> {
        if dyadic::overflowed() {
            Some(Stopped::Precision)
        } else if self.meter.late.get() {
            Some(Stopped::Clock)
        } else if self.meter.over.get() {
            Some(Stopped::Work {
                limit: self.meter.budget.get(),
            })
        } else {
            None
        }
    }

    /// Runs `f` with at most `budget` units of work. `Err` when it needed
    /// more (or a number overflowed): whatever `f` returned is then
    /// meaningless and was not stored. Regions nest; an inner one never
    /// gets more than what is left of the outer one.
    pub fn within<T>(
        &mut self,
        budget: u64,
        f: impl FnOnce(&mut Universe) -> T,
    ) -> Result<T, Stopped> {
        let outer_limit = self.meter.limit.get();
        let outer_budget = self.meter.budget.replace(budget);
        let outer_over = self.meter.over.get();
        let outer_overflow = dyadic::clear_overflow();
        let limit = self.work().saturating_add(budget).min(outer_limit);
        self.meter.limit.set(limit);
        let out = f(self);
        let over = self.meter.over.get();
        let late = self.meter.late.get();
        let overflow = dyadic::clear_overflow();
        self.meter.limit.set(outer_limit);
        self.meter.budget.set(outer_budget);
        // Past the deadline, the regions around this one stop too; once
        // the outermost has ended the universe is whole again.
        let outermost = outer_limit == u64::MAX;
        self.meter.late.set(late && !outermost);
        self.meter
            .over
            .set(outer_over || self.work() > outer_limit || (late && !outermost));
        if outer_overflow {
            dyadic::raise_overflow();
        }
        match (overflow, late, over) {
            (true, _, _) => Err(Stopped::Precision),
            (false, true, _) => Err(Stopped::Clock),
            (false, false, true) => Err(Stopped::Work { limit: budget }),
            (false, false, false) => Ok(out),
        }
    }
}

/// What a sum `G + H` (or comparing `G` with `H`) is estimated to cost,
/// looked at before it is computed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Pairs of subpositions the recursion may visit (`1` for the closed
    /// forms of numbers and `x + n·↑ + *k`).
    pub work: u64,
    /// How deep the recursion goes (`0` for closed forms).
    pub depth: u64,
    /// A bound on the sum's birthday.
    pub birthday: u64,
}

impl Universe {
    /// The cost of `g + h` or of comparing them. The sum's recursion visits
    /// pairs `(g', h')` of subpositions, a number's own options never
    /// (numbers translate), so `work` is the product of the two counts of
    /// [`Universe::subpositions`] (each counted up to `cap`).
    pub fn sum_cost(&self, g: Game, h: Game, cap: u64) -> Cost {
        let birthday = u64::from(self.birthday(g)) + u64::from(self.birthday(h));
        if self.nus(g).is_some() && self.nus(h).is_some() {
            return Cost {
                work: 1,
                depth: 0,
                birthday,
            };
        }
        let count = |x: Game| {
            if self.is_number(x) {
                1
            } else {
                self.subpositions(x, cap)
            }
        };
        Cost {
            work: count(g).saturating_mul(count(h)),
            depth: u64::from(self.depth(g)) + u64::from(self.depth(h)),
            birthday,
        }
    }

    /// Distinct subpositions of `g` (itself included), a number counted
    /// once without its own options; counting stops past `cap`.
    pub fn subpositions(&self, g: Game, cap: u64) -> u64 {
        let mut seen: FxMap<Game, ()> = FxMap::default();
        let mut stack = vec![g];
        seen.insert(g, ());
        while let Some(x) = stack.pop() {
            if seen.len() as u64 > cap {
                break;
            }
            if self.is_number(x) {
                continue;
            }
            for &o in self.left(x).iter().chain(self.right(x)) {
                if seen.insert(o, ()).is_none() {
                    stack.push(o);
                }
            }
        }
        seen.len() as u64
    }
}
