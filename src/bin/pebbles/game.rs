//! `pebbles game`: general Cumulative Games (presets, ruleset files, sums);
//! `--format efg` writes a position's game tree as a Gambit file.

use clap::Args;
use pebbles::games::common::format_vector;
use pebbles::games::cumulative_games::{self as cg, GameStepper, Ruleset, Solution, TableStepper};
use pebbles::games::efg;
use pebbles::notation;

use crate::budget::{Budget, LimitArgs};
use crate::cli::{choose, Bad};
use crate::limits::MAX_RULES_FILE_BYTES;
use crate::progress::Progress;

/// The text of a ruleset file, refused if it holds more than
/// [`MAX_RULES_FILE_BYTES`]: at most that many bytes plus one are read, so
/// an endless file (`/dev/urandom`) stops at once.
fn read_limited(path: &str) -> Result<String, Bad> {
    use std::io::Read;
    let cannot = |e: std::io::Error| Bad(format!("cannot read ruleset file '{path}': {e}"));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_RULES_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_RULES_FILE_BYTES {
        return Err(Bad(format!(
            "ruleset file '{path}' is larger than the limit of {MAX_RULES_FILE_BYTES} bytes (1 MiB)"
        )));
    }
    String::from_utf8(bytes).map_err(|_| Bad(format!("ruleset file '{path}' is not UTF-8 text")))
}

#[derive(Args)]
pub struct GameArgs {
    /// A preset: normal, misere, scoring, squirrel, auction, wealth, zero-sum, tragedy.
    #[arg(long, value_name = "NAME", conflicts_with_all = ["rules", "sum"])]
    preset: Option<String>,
    /// A ruleset file (JSON, format in `cumulative_games` docs; `--show-rules` prints one).
    #[arg(long, value_name = "FILE", conflicts_with = "sum")]
    rules: Option<String>,
    /// Disjunctive sum `FILE1:x1,FILE2:x2`; a preset name may replace a file, e.g. `misere:4,squirrel:4`.
    #[arg(long, value_name = "SUM")]
    sum: Option<String>,
    /// Heap size, or one size per heap of the ruleset (`4,4`).
    #[arg(long, value_name = "X", default_value = "7")]
    heap: String,
    /// A table over heap sizes `A..B` of a one-heap ruleset: every heap's outcome
    /// (gains) and grounded value, each starting player (Theorem 8's one pass).
    #[arg(long, value_name = "A..B", conflicts_with = "sum")]
    heaps: Option<String>,
    /// Starting player (1-based) of the play line and the Pareto check.
    #[arg(long, value_name = "P", default_value_t = 1)]
    first: usize,
    /// Print the ruleset as JSON (to save, edit and load with --rules) instead of solving.
    #[arg(long)]
    show_rules: bool,
    /// Print one JSON object instead of text (same as --format json).
    #[arg(long, conflicts_with = "format")]
    json: bool,
    /// text, json or efg (Gambit: the position's whole game tree, the
    /// utilities at its terminals; at most 20000 nodes).
    #[arg(long, value_name = "FORMAT", default_value = "text")]
    format: String,
    /// The solve's limits: `--max-work` in work units (one per move tried,
    /// plus one per formula operation).
    #[command(flatten)]
    limits: LimitArgs,
}

/// Search steps between two looks at the clock and the progress.
const STEPS: usize = 200_000;

/// A solver's budget met: its message, and how to go further.
fn over_budget(e: cg::SolveError, budget: &Budget) -> Bad {
    let raise = match (&e, budget.work_given()) {
        (cg::SolveError::WorkBudget { .. }, true) => "raise --max-work".to_string(),
        (cg::SolveError::WorkBudget { .. } | cg::SolveError::StateBudget { .. }, _) => {
            format!("raise --time-limit (e.g. {})", budget.further())
        }
        _ => return Bad::from(e),
    };
    Bad(format!("{e}; or {raise}"))
}

/// Steps `step` until it is done, with progress and the clock.
fn drive(
    what: &str,
    budget: &Budget,
    mut step: impl FnMut() -> Result<Option<(u64, u64)>, Bad>,
) -> Result<(), Bad> {
    let mut progress = Progress::new(format!("game {what}"), None);
    while let Some((done, total)) = step()? {
        if budget.expired() {
            let at = format!("{done} of {total}");
            return Err(Bad(format!("{what}: {}", budget.stopped(&at))));
        }
        progress.update(done, || format!("{done} of {total}"));
    }
    Ok(())
}

/// What `--format` (or `--json`) asks for: text, JSON or a Gambit file.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Text,
    Json,
    Efg,
}

const FORMATS: [(&str, Format); 3] = [
    ("text", Format::Text),
    ("json", Format::Json),
    ("efg", Format::Efg),
];

pub(crate) fn load(spec: &str) -> Result<Ruleset, Bad> {
    if cg::PRESETS.contains(&spec) {
        return Ok(cg::preset(spec)?);
    }
    let text = read_limited(spec)?;
    cg::ruleset_from_json(&text).map_err(|e| Bad(format!("{spec}: {e}")))
}

pub(crate) fn heaps(s: &str) -> Result<Vec<u32>, Bad> {
    s.split(',')
        .map(|t| {
            t.trim().parse::<u32>().map_err(|_| {
                Bad(format!(
                    "--heap `{}`: not a heap size",
                    notation::shown(t.trim())
                ))
            })
        })
        .collect()
}

/// `--heap` (one size for every heap, or one per heap) and `--first`
/// checked against `rules`, each refusal naming its option and token.
pub(crate) fn position(rules: &Ruleset, heap: &str, first: usize) -> Result<Vec<u32>, Bad> {
    let mut sizes = heaps(heap)?;
    let n = rules.heaps.len();
    if sizes.len() == 1 && n > 1 {
        sizes = vec![sizes[0]; n];
    }
    if sizes.len() != n {
        return Err(Bad(format!(
            "--heap `{}`: {} heap sizes for a ruleset of {n} heap{}",
            notation::shown(heap.trim()),
            sizes.len(),
            if n == 1 { "" } else { "s" }
        )));
    }
    first_player(rules, first)?;
    Ok(sizes)
}

/// `--first` among the players of `rules`.
fn first_player(rules: &Ruleset, first: usize) -> Result<(), Bad> {
    if first == 0 || first > rules.players {
        return Err(Bad(format!(
            "--first `{first}`: the players are numbered 1 to {}",
            rules.players
        )));
    }
    Ok(())
}

pub fn run(a: GameArgs) -> Result<String, Bad> {
    if a.first == 0 {
        return Err(Bad("--first 0: players are numbered from 1".into()));
    }
    let format = choose("format", if a.json { "json" } else { &a.format }, &FORMATS)?;
    if format == Format::Efg && (a.heaps.is_some() || a.show_rules) {
        return Err(Bad(
            "--format efg writes one position's game tree: drop --heaps and --show-rules".into(),
        ));
    }
    let (rules, sizes) = if let Some(sum) = &a.sum {
        let mut comps = Vec::new();
        for part in sum.split(',') {
            let (spec, x) = part
                .rsplit_once(':')
                .ok_or_else(|| Bad(format!("--sum '{part}': write NAME_OR_FILE:heap")))?;
            let x = x
                .trim()
                .parse::<u32>()
                .map_err(|_| Bad(format!("--sum '{part}': '{x}' is not a heap size")))?;
            comps.push((load(spec.trim())?, x));
        }
        let sizes = comps.iter().map(|c| c.1).collect();
        let rules = cg::sum_rules(&comps).map_err(|e| Bad(format!("--sum: {e}")))?;
        first_player(&rules, a.first)?;
        (rules, sizes)
    } else {
        let rules = match (&a.preset, &a.rules) {
            (Some(p), _) => cg::preset(p).map_err(|e| Bad(format!("--preset {e}")))?,
            (None, Some(f)) => load(f)?,
            (None, None) => cg::preset("squirrel")?,
        };
        let sizes = position(&rules, &a.heap, a.first)?;
        (rules, sizes)
    };
    if a.show_rules {
        return Ok(cg::to_json(&rules));
    }
    let budget = a.limits.budget()?;
    if let Some(range) = &a.heaps {
        let (lo, hi) = notation::parse_range(range, 0, cg::MAX_HEAP)
            .map_err(|e| Bad(format!("--heaps {e}")))?;
        let mut t = TableStepper::new(&rules, lo, hi)?.with_budget(budget.limits().cg_budget());
        let what = format!("--heaps {}", range.trim());
        let over = |e: cg::TableError| match e {
            cg::TableError::Solve(e) => over_budget(e, &budget),
            e => Bad::from(e),
        };
        drive(&what, &budget, || {
            let done = t.step(STEPS).map_err(over)?;
            Ok((!done).then(|| t.progress()))
        })?;
        let t = t.finish().map_err(over)?;
        return Ok(if format == Format::Json {
            cg::table_json(&t)
        } else {
            table_text(&rules, &t)
        });
    }
    if format == Format::Efg {
        let t =
            cg::unfold(&rules, &sizes, a.first).map_err(|e| Bad(format!("--format efg: {e}")))?;
        return Ok(efg::to_efg(&t.game));
    }
    let over = |e| over_budget(e, &budget);
    let mut s = GameStepper::new(&rules, &sizes, a.first)?.with_budget(budget.limits().cg_budget());
    drive("", &budget, || {
        let done = s.step(STEPS).map_err(over)?;
        Ok((!done).then(|| s.progress()))
    })?;
    let sol = s.finish().map_err(over)?;
    if format == Format::Json {
        return Ok(cg::report_json(&sol));
    }
    Ok(text(&rules, &sol))
}

fn table_text(rules: &Ruleset, t: &cg::HeapTable) -> String {
    let mut out = format!(
        "{} — {} players, heaps {}..{}, starting cumulations {}\nalgorithm: {} ({} states)\n\
         per heap x and starting player: outcome (each player's gain) / grounded value (utilities)\n",
        if rules.name.is_empty() { "ruleset" } else { &rules.name },
        t.players,
        t.from,
        t.to,
        vector(&t.initial),
        t.algorithm,
        t.states
    );
    for (i, (o, g)) in t.outcomes.iter().zip(&t.grounded_values).enumerate() {
        let cells: Vec<String> = o
            .iter()
            .zip(g)
            .enumerate()
            .map(|(p, (o, g))| format!("player {} starts {} / {}", p + 1, vector(o), vector(g)))
            .collect();
        out.push_str(&format!(
            "  x = {}: {}\n",
            t.from as usize + i,
            cells.join("; ")
        ));
    }
    out.push_str(&period_text(t));
    out
}

/// The table's eventual period, or why none is given.
fn period_text(t: &cg::HeapTable) -> String {
    let Some(p) = &t.period else {
        return match &t.recurrence {
            cg::Recurrence::Window { .. } => format!(
                "no period proved within heaps {}..{}: the last rows have not occurred before\n",
                t.from, t.to
            ),
            rec => format!("no period sought: {rec}\n"),
        };
    };
    let growth = match &p.outcome_growth {
        Some(g) => match g.uniform() {
            Some(v) => format!("each period adds {} to every outcome row", vector(v)),
            None => format!(
                "from heap {} on, what each period adds to the outcome rows repeats every {} heaps",
                g.preperiod, g.period
            ),
        },
        None => "no period proved for the outcome rows".into(),
    };
    format!(
        "eventually periodic: from heap {} on, the grounded values repeat every {} heaps, \
         each period adding {}; {growth} ({})\n",
        p.preperiod,
        p.period,
        vector(&p.value_shift),
        t.recurrence
    )
}

fn vector(v: &[f64]) -> String {
    format_vector(v, ",")
}

fn line(moves: &[cg::Move]) -> String {
    if moves.is_empty() {
        return "  (no move: terminal)\n".into();
    }
    moves
        .iter()
        .map(|m| {
            format!(
                "  player {} takes {} from heap {} → {}  rewards {}  cumulations {}\n",
                m.player,
                m.amount,
                m.heap_index + 1,
                m.heap_after,
                vector(&m.rewards),
                vector(&m.cumulations_after)
            )
        })
        .collect()
}

fn text(rules: &Ruleset, s: &Solution) -> String {
    let heaps: Vec<String> = s.heaps.iter().map(|x| x.to_string()).collect();
    let mut out = format!(
        "{} — {} players, heaps {}\nalgorithm: {} ({} states)\noutcome (row = starting player, column = each player's gain in PSPE play):\n",
        if rules.name.is_empty() { "ruleset" } else { &rules.name },
        s.players,
        heaps.join(","),
        s.algorithm,
        s.states
    );
    for (p, row) in s.outcome.iter().enumerate() {
        out.push_str(&format!("  player {} starts: {}\n", p + 1, vector(row)));
    }
    out.push_str(&format!(
        "grounded value (row = starting player, column = each player's utility; starting cumulations {}):\n",
        vector(&s.initial)
    ));
    for (p, row) in s.grounded_value.iter().enumerate() {
        out.push_str(&format!("  player {} starts: {}\n", p + 1, vector(row)));
    }
    out.push_str(&format!(
        "PSPE play, player {} starts, value {}:\n",
        s.first,
        vector(&s.value)
    ));
    out.push_str(&line(&s.pspe_line));
    match (&s.pareto_improvement, s.pareto_checked) {
        (Some(l), _) => {
            out.push_str(&format!(
                "not Pareto efficient: this play gives {}:\n",
                vector(s.pareto_improvement_value.as_deref().unwrap_or(&[]))
            ));
            out.push_str(&line(l));
        }
        (None, true) => out.push_str("Pareto efficient\n"),
        (None, false) => out.push_str("Pareto check skipped: search budget exceeded\n"),
    }
    out
}
