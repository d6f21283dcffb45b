//! The limits of every call are the library's (`pebbles_games::limits`,
//! the same the CLI applies), so a call with the default limits reports
//! what `pebbles … --json` prints (a report's parts stop at the same
//! budgets; `python/tests` compares the two outputs). `time_limit=` scales
//! them as `--time-limit` does and `max_work=` sets the work limit as
//! `--max-work` does. Only how often a run looks at the clock and at
//! Ctrl-C is this package's own.

pub use pebbles_games::limits::{
    CGT_MAX_CANONICAL, CGT_REPORT_WORK, CGT_TEMPER_WORK, CS_RATE, MISERE_WORK, SCORING_WORK,
};

/// Work units (options looked at) of an octal run's first slice between
/// two looks at the clock and at Ctrl-C; later slices adapt to take about a
/// tenth of a second ([`pebbles_games::limits::Slicer`]). The clock bounds an open run unless
/// `max_work=` is given, as on the CLI.
pub const OCTAL_SLICE: u64 = 1_000_000;

/// Search steps of a Cumulative Game between two looks at the clock and
/// at Ctrl-C (the CLI's slice).
pub const GAME_STEPS: usize = 200_000;

/// New positions a misère quotient's brute force evaluates between two
/// looks at the clock and at Ctrl-C.
pub const QUOTIENT_FUEL: usize = 20_000;
