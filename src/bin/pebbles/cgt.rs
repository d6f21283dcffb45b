//! `pebbles cgt`: classical short games (seed 002). A game expression, or a
//! position of any ruleset of the registry (`--game ID --position POS`, or
//! `--ID POS`), or of a script (`--script FILE --position POS`; scripts
//! named by `--script NAME=FILE` are rulesets of `--expr`, `NAME[POS]`,
//! and of `--game NAME`, summed with built-in boards) → canonical form,
//! outcome, stops, mean, temperature, birthday and thermograph; an octal
//! game's Grundy values with their period, and the 3-pile Nim table (seed
//! 004).

use std::sync::Arc;

use clap::{ArgGroup, Args};
use pebbles::games::classical::loopy::{is_loopy, PositionReport};
use pebbles::games::classical::misere::{
    expr_outcome, sum_outcome, MisereError, REPORT_MISERE_POSITIONS,
};
use pebbles::games::classical::nim::MAX_NIM_TABLE_HEAP;
use pebbles::games::classical::rulesets::{AnyRuleset, Place, PositionError, Rulesets};
use pebbles::games::classical::script::ScriptError;
use pebbles::games::classical::{
    nim_table, ComparisonReport, Game, ParseError, Stopped, Universe, Value,
};
use pebbles::games::common::Class;
use pebbles::notation;
use pebbles::notation::about;

use crate::budget::{Budget, LimitArgs};
use crate::cli::{opt, Bad};
use crate::limits::CGT_MAX_CANONICAL;
use pebbles::games::classical::parse::ExprLimits;
use pebbles::games::limits::{CGT_REPORT_WORK, CGT_TEMPER_WORK};

/// The expression's budgets (the library's, set for the default time
/// limit) scaled by `--time-limit`: the universe's work counter has no clock, so
/// its budgets follow the time limit instead.
struct Budgets {
    expr: ExprLimits,
    report: u64,
    temper: u64,
}

impl Budgets {
    fn of(a: &CgtArgs) -> Result<Budgets, Bad> {
        if a.limits.max_work.is_some() {
            return Err(Bad(
                "--max-work goes with --octal; an expression's budgets follow --time-limit".into(),
            ));
        }
        let b = a.limits.budget()?;
        Ok(Budgets {
            expr: b.limits().expr(),
            report: b.scale(CGT_REPORT_WORK),
            temper: b.scale(CGT_TEMPER_WORK),
        })
    }
}
use crate::position::PositionArgs;

#[derive(Args)]
#[command(group(ArgGroup::new("input").required(true).args(["expr", "octal", "nimtable"])))]
pub struct CgtArgs {
    /// A game or comparison: `{0,*|-1}`, `^ + *2`, `{3||2*|1*} - 2`, `^ <= *`.
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    pub(crate) expr: Option<String>,
    #[command(flatten)]
    pub(crate) position: PositionArgs,
    /// Misère play (the player who cannot move wins): the misère outcome,
    /// and for an impartial game (`*2 + *3`, `*[2#1]`, `--game nim
    /// --position 2,2`) its misère canonical form and genus.
    #[arg(long, conflicts_with_all = ["octal", "nimtable", "cool", "heat", "csv"])]
    pub(crate) misere: bool,
    /// An octal game by its code: `0.77` Kayles, `0.07` Dawson's Kayles,
    /// `4.07`; hexadecimal digits `8`–`F` also leave three heaps (`0.F`);
    /// prints Grundy values and the period when proven.
    #[arg(long, value_name = "CODE")]
    octal: Option<String>,
    /// Heaps of `--octal`, both ends included (default: every heap until
    /// the period is proven or the work limit is met).
    #[arg(long, value_name = "A..B", requires = "octal")]
    pub(crate) heaps: Option<String>,
    /// With `--octal`: the period, the candidate period and the sparse
    /// space's rare values instead of the Grundy values.
    #[arg(long, requires = "octal", conflicts_with = "csv")]
    pub(crate) summary: bool,
    /// `--time-limit` (the whole run; the expression's budgets grow with
    /// it) and `--max-work` (with `--octal`: options looked at).
    #[command(flatten)]
    pub(crate) limits: LimitArgs,
    /// The 3-pile Nim table for heaps `A..B` (at most 64 rows): the mex
    /// rule beside the nim-sum.
    #[arg(long, value_name = "A..B")]
    nimtable: Option<String>,
    /// Cool the game by the number T (`1`, `1/2`) before reporting it.
    #[arg(
        long,
        value_name = "T",
        allow_hyphen_values = true,
        conflicts_with = "heat"
    )]
    pub(crate) cool: Option<String>,
    /// Heat the game by the number T before reporting it.
    #[arg(long, value_name = "T", allow_hyphen_values = true)]
    pub(crate) heat: Option<String>,
    /// Print JSON instead of text.
    #[arg(long, conflicts_with = "csv")]
    pub(crate) json: bool,
    /// Print CSV (with --octal or --nimtable).
    #[arg(long)]
    pub(crate) csv: bool,
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

/// JSON, CSV or text of an impartial report.
pub(crate) fn render<T: serde::Serialize>(
    a: &CgtArgs,
    v: &T,
    csv: impl Fn(&T) -> String,
    text: impl Fn(&T) -> String,
) -> Result<String, Bad> {
    if a.json {
        json(v)
    } else if a.csv {
        Ok(csv(v))
    } else {
        Ok(text(v))
    }
}

fn impartial(a: &CgtArgs) -> Option<Result<String, Bad>> {
    if let Some(code) = &a.octal {
        return Some(crate::octal::run(a, code));
    }
    let range = a.nimtable.as_deref()?;
    Some((|| {
        let (lo, hi) = opt(
            "nimtable",
            notation::parse_range(range, 0, MAX_NIM_TABLE_HEAP),
        )?;
        let t = nim_table(lo, hi).map_err(|e| Bad(format!("--nimtable {e}")))?;
        render(a, &t, |t| t.csv(), |t| t.text())
    })())
}

/// `g` cooled (`--cool T`) or heated (`--heat T`), or `g` itself.
fn cool_or_heat(a: &CgtArgs, b: &Budgets, u: &mut Universe, g: Game) -> Result<Game, Bad> {
    let (name, text) = match (&a.cool, &a.heat) {
        (Some(t), _) => ("cool", t),
        (None, Some(t)) => ("heat", t),
        (None, None) => return Ok(g),
    };
    let bad = |e: &dyn std::fmt::Display| Bad(format!("--{name} {e}"));
    let t = match u.parse_expr_within(text, b.expr).map_err(|e| bad(&e))? {
        Value::Game(x) => u.number_value(x),
        Value::Truth(_) => None,
    };
    let t = t.ok_or_else(|| bad(&format!("`{}`: not a number", notation::shown(text.trim()))))?;
    let out = u.within(b.temper, |u| {
        if name == "cool" {
            u.cool(g, t)
        } else {
            Ok(u.heat(g, t))
        }
    });
    out.map_err(|e| bad(&format!("`{t}`: {e}")))?
        .map_err(|e| bad(&e))
}

/// A position's answer: a short game's value and its misère outcome (or
/// why it is missing), or the loopy report of a script whose positions
/// repeat.
enum Solved {
    Short(Game, Result<Class, MisereError>),
    Loopy(Box<PositionReport>),
}

/// The value of `--script FILE --position POS`, when given, with its
/// misère outcome over the script's own options (or its loopy report);
/// `impartial` is set for a script of an impartial game.
#[cfg(feature = "script")]
fn script_value(
    a: &CgtArgs,
    u: &mut Universe,
    impartial: &mut bool,
) -> Result<Option<Solved>, Bad> {
    use crate::script::Solved as Scripted;
    use pebbles::games::classical::script::ScriptRuleset;
    crate::script::with_loaded(a, |loaded, clock| {
        *impartial = loaded.script.impartial();
        let g = match loaded.value(u, clock)? {
            Scripted::Short(g) => g,
            Scripted::Loopy(r) => return Ok(Solved::Loopy(r)),
        };
        let rules = ScriptRuleset::new("script", loaded.script.clone());
        let misere = sum_outcome(
            &rules,
            std::slice::from_ref(&loaded.text),
            REPORT_MISERE_POSITIONS,
        );
        Ok(Solved::Short(g, misere))
    })
}

#[cfg(not(feature = "script"))]
fn script_value(_: &CgtArgs, _: &mut Universe, _: &mut bool) -> Result<Option<Solved>, Bad> {
    Ok(None)
}

pub fn run(a: CgtArgs) -> Result<String, Bad> {
    if a.misere && a.position.loopy_ruleset().is_some() {
        return Err(Bad(
            "--misere is for short games; positions of this ruleset repeat (a loopy game)".into(),
        ));
    }
    if a.misere {
        return crate::misere::run_cgt(&a);
    }
    if let Some(out) = impartial(&a) {
        return out;
    }
    // Loopy notation (`on`, `pass`, `a{0|a}`, `S & T`…) goes to the loopy
    // engine; every other expression keeps the classical report.
    if let Some(text) = a.expr.as_deref().filter(|t| is_loopy(t)) {
        if a.cool.is_some() || a.heat.is_some() {
            return Err(Bad(
                "--cool and --heat are for short games, not loopy ones".into()
            ));
        }
        return crate::loopy::run_cgt(&a, text);
    }
    // A loopy ruleset's position (Fox and Geese…) gets its loopy value, or
    // its outcome when the value's graph is too large.
    if let Some(ruleset) = a.position.loopy_ruleset() {
        return crate::loopy::run_position(&a, ruleset);
    }
    if a.csv {
        return Err(Bad("--csv goes with --octal or --nimtable".into()));
    }
    let budgets = Budgets::of(&a)?;
    #[cfg(feature = "script")]
    {
        let named = a.position.named_scripts()?;
        if !named.is_empty() {
            // Scripts run on a large stack: so does everything using them.
            return crate::script::on_big_stack(|| {
                let stop = crate::script::interrupt(&a.limits.budget()?);
                let rulesets = crate::script::rulesets(&named, Some(stop))?;
                report(&a, &budgets, &rulesets)
            });
        }
    }
    report(&a, &budgets, Rulesets::builtin())
}

/// The value of the boards of `--game NAME --position POS` (or `--ID
/// POS`) of a ruleset of `rulesets`, when given, with the sum's misère
/// outcome over its own positions; `impartial` is set for an impartial
/// ruleset. The solve checks the clock between slices.
fn boards_value(
    a: &CgtArgs,
    rulesets: &Rulesets,
    u: &mut Universe,
    impartial: &mut bool,
) -> Result<Option<Solved>, Bad> {
    let Some((ruleset, boards)) = a.position.boards_in(rulesets, Place::Cli)? else {
        return Ok(None);
    };
    *impartial = ruleset.info().impartial;
    let clock = a.limits.budget()?;
    let mut regions = 0;
    let mut stop = |solved: usize| {
        regions = solved;
        clock.expired()
    };
    let solved = ruleset.sum_value_until(u, &boards, Place::Cli, &mut stop);
    let stopped = |regions: usize| {
        let at = format!("{regions} components solved");
        Bad(format!("--position: {}", clock.stopped(&at)))
    };
    match solved {
        // A script whose positions repeat: its loopy value.
        Err(PositionError::Script { error, .. }) if matches!(*error, ScriptError::Cycle { .. }) => {
            loopy_boards(ruleset, &boards, &clock).map(|r| Some(Solved::Loopy(r)))
        }
        Err(e) => Err(match e {
            PositionError::Script { error, .. }
                if matches!(*error, ScriptError::Interrupted { .. }) =>
            {
                stopped(regions)
            }
            // A script's failure names the flag, as its reading does.
            PositionError::Script { .. } => Bad(format!("--position {e}")),
            e => Bad(e.to_string()),
        }),
        Ok(Some(g)) => {
            let misere = sum_outcome(ruleset, &boards, REPORT_MISERE_POSITIONS);
            Ok(Some(Solved::Short(g, misere)))
        }
        Ok(None) => Err(stopped(regions)),
    }
}

/// The loopy report of boards of a script (`--script NAME=FILE`) whose
/// positions repeat, in the time left.
#[cfg(feature = "script")]
fn loopy_boards(
    ruleset: &dyn AnyRuleset,
    boards: &[String],
    clock: &Budget,
) -> Result<Box<PositionReport>, Bad> {
    use pebbles::games::classical::loopy::LoopyLimits;
    use pebbles::games::classical::rulesets::loopy_value;
    let mut explored = 0;
    let mut stop = |n: u64| {
        explored = n;
        clock.expired()
    };
    let found = loopy_value(ruleset, boards, &LoopyLimits::CLI, &mut stop);
    crate::script::loopy_found(found, clock, explored, None)
}

#[cfg(not(feature = "script"))]
fn loopy_boards(_: &dyn AnyRuleset, _: &[String], _: &Budget) -> Result<Box<PositionReport>, Bad> {
    Err(Bad("--position: this build has no script engine".into()))
}

/// `--expr` refused: the error, and when a limit stopped it (the
/// expression's budgets follow the time limit, and its clock stops them)
/// which limit it was and how to go further.
fn expr_refused(e: &ParseError, limits: &LimitArgs) -> Bad {
    let reason = match e {
        ParseError::Stopped { reason, .. } => Some(*reason),
        _ => None,
    };
    match (reason, limits.budget()) {
        (Some(Stopped::Work { .. }), Ok(b)) => Bad(format!(
            "--expr {e} (the work {} allows); use fewer or smaller terms, or raise \
             --time-limit (e.g. {})",
            b.limit_text(),
            b.further()
        )),
        (Some(Stopped::Clock), Ok(b)) => Bad(format!(
            "--expr {e} ({}); go further with {}",
            b.limit_text(),
            b.further()
        )),
        _ => Bad(format!("--expr {e}")),
    }
}

/// The report of the expression, position or script of `a`, with the
/// rulesets `NAME[POS]` and `--game` may name.
fn report(a: &CgtArgs, budgets: &Budgets, rulesets: &Rulesets) -> Result<String, Bad> {
    let mut u = Universe::new();
    // Every budgeted region (sums, the report's parts, cooling) also stops
    // at the time limit.
    let clock = a.limits.budget()?;
    u.set_clock(Arc::new(move || clock.expired()));
    // A position of an impartial ruleset also gets its Grundy value.
    let mut impartial = false;
    let found = match script_value(a, &mut u, &mut impartial)? {
        Some(found) => Some(found),
        None => boards_value(a, rulesets, &mut u, &mut impartial)?,
    };
    let (g, input, misere) = if let Some(found) = found {
        match found {
            Solved::Short(g, m) => (g, "the position", m),
            Solved::Loopy(r) => return crate::loopy::print(a, &r),
        }
    } else {
        let text = a.expr.as_deref().unwrap_or_default();
        match u
            .parse_expr_in(text, budgets.expr, rulesets)
            .map_err(|e| expr_refused(&e, &a.limits))?
        {
            Value::Game(g) => {
                let m = expr_outcome(
                    &mut u,
                    text,
                    budgets.expr,
                    rulesets,
                    REPORT_MISERE_POSITIONS,
                );
                (g, "--expr", m)
            }
            Value::Truth(result) => {
                let r = ComparisonReport {
                    expression: text.to_string(),
                    result,
                };
                return if a.json {
                    json(&r)
                } else {
                    Ok(format!("{result}\n"))
                };
            }
        }
    };
    let cooled = cool_or_heat(a, budgets, &mut u, g)?;
    let chars = u.show_len(cooled);
    if chars > CGT_MAX_CANONICAL {
        return Err(Bad(format!(
            "{input}: the canonical form would be up to {} characters long, over the limit of {}; \
             compare it instead (`G > 0`, `G = H`) or use fewer terms",
            about(chars),
            about(CGT_MAX_CANONICAL)
        )));
    }
    let mut report = u.report_within(cooled, budgets.report);
    if impartial && cooled == g {
        report.grundy = u.nim_value(g);
    }
    // A cooled or heated game has no positions of its own to play.
    if cooled == g {
        report.set_misere(misere);
    }
    if a.json {
        // `stopped` only when a part stopped (the report's `Serialize`).
        json(&report)
    } else {
        Ok(report.text())
    }
}
