//! The CLI's limits for a minute (`src/bin/pebbles/limits.rs` and
//! `budget.rs`), which `time_limit=` scales as `--time-limit` does, so that
//! a call with the default limits reports what `pebbles … --json` prints
//! (a report's parts stop at the same budgets). The CLI is a binary, not a
//! library, so its constants are restated here; `python/tests` compares
//! the two outputs on the golden examples.

use pebbles_games::classical::ExprLimits;

/// Seconds a call may take unless `time_limit=` says otherwise.
pub const DEFAULT_SECONDS: f64 = 60.0;

/// Longest `time_limit=`: a week.
pub const MAX_SECONDS: f64 = 604_800.0;

/// `pebbles cgt --expr`: each sum or comparison is estimated before it is
/// computed, and the whole expression takes at most `total` units.
pub const CGT_EXPR: ExprLimits = ExprLimits {
    sum: 50_000_000,
    total: 10_000_000,
};

/// Work units of each expensive part of a report (thermograph, reduced
/// form, atomic weight).
pub const CGT_REPORT_WORK: u64 = 2_000_000;

/// Longest canonical form a report prints, in characters.
pub const CGT_MAX_CANONICAL: u64 = 10_000_000;

/// Work units (options looked at) of an octal run between two looks at
/// the clock and at Ctrl-C: about a tenth of a second. The clock bounds an
/// open run unless `max_work=` is given, as on the CLI.
pub const OCTAL_SLICE: u64 = 50_000_000;
