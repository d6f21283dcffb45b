//! `--game ID --position POS`, shared by `pebbles cgt` and `pebbles play
//! cgt`, with one alias flag per ruleset of the registry (`--domineering
//! POS` is `--game domineering --position POS`). Built from the registry at
//! run time, so a new ruleset gets its flags without touching the CLI.

use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};
use pebbles::games::classical::rulesets::{parse_sum, Place};
use pebbles::games::classical::RulesetId;

use crate::cli::Bad;

/// The argument group of the subcommand's inputs (one of them is
/// required); the position flags join it.
pub const GROUP: &str = "input";

/// The group of the flags `--position` belongs to (a ruleset or a script).
const POSITION_OF: &str = "position_of";

/// A ruleset's position as given on the command line.
#[derive(Clone, Debug, Default)]
pub struct PositionArgs {
    /// (the flag that gave the position, ruleset, position text)
    given: Option<(String, RulesetId, String)>,
    /// `--game` naming no ruleset.
    unknown: Option<String>,
    /// `--script FILE --position POS`: (file, position text).
    #[cfg(feature = "script")]
    script: Option<(String, String)>,
}

impl PositionArgs {
    /// The ruleset and its boards (`A + B`), checked against the limit of
    /// `place` before any solving; errors name the flag and the offending
    /// token. `None` when no position was given.
    pub fn boards(&self, place: Place) -> Result<Option<(RulesetId, Vec<String>)>, Bad> {
        if let Some(unknown) = &self.unknown {
            return Err(Bad(unknown.clone()));
        }
        let Some((flag, ruleset, text)) = &self.given else {
            return Ok(None);
        };
        let boards = parse_sum(*ruleset, text, place).map_err(|e| Bad(format!("--{flag} {e}")))?;
        Ok(Some((*ruleset, boards)))
    }

    /// `--script FILE --position POS`, when given: the file's path and
    /// the position's text.
    #[cfg(feature = "script")]
    pub fn script(&self) -> Option<(&str, &str)> {
        self.script.as_ref().map(|(f, p)| (f.as_str(), p.as_str()))
    }
}

fn help(r: RulesetId) -> String {
    let info = r.info();
    format!(
        "{}: {} (the same as --game {} --position POS)",
        info.name,
        info.notation,
        r.code()
    )
}

impl Args for PositionArgs {
    fn augment_args(cmd: Command) -> Command {
        let games = RulesetId::known();
        let mut cmd = cmd
            .arg(
                Arg::new("game")
                    .long("game")
                    .value_name("NAME")
                    .group(GROUP)
                    .requires("position")
                    .help(format!("A ruleset: {games}")),
            )
            .arg(
                Arg::new("position")
                    .long("position")
                    .value_name("POS")
                    .allow_hyphen_values(true)
                    .requires(POSITION_OF)
                    .help(
                        "A position of --game in its notation, boards of a sum joined by +; \
                         of --script, a Rhai expression (\"..#|...\", [3, 4], 5)",
                    ),
            );
        #[cfg(feature = "script")]
        {
            cmd = cmd.arg(
                Arg::new("script")
                    .long("script")
                    .value_name("FILE")
                    .group(GROUP)
                    .requires("position")
                    .conflicts_with("game")
                    .help(
                        "A ruleset written as a Rhai script: `fn options(position, player)` \
                         (player \"left\" or \"right\"), `left_options`/`right_options`, or \
                         `fn options(position)` for an impartial game",
                    ),
            );
        }
        let sources: &[&str] = if cfg!(feature = "script") {
            &["game", "script"]
        } else {
            &["game"]
        };
        cmd = cmd.group(clap::ArgGroup::new(POSITION_OF).args(sources));
        for r in RulesetId::all() {
            cmd = cmd.arg(
                Arg::new(r.code())
                    .long(r.code())
                    .value_name("POS")
                    .group(GROUP)
                    .help(help(r)),
            );
        }
        cmd
    }

    fn augment_args_for_update(cmd: Command) -> Command {
        PositionArgs::augment_args(cmd)
    }
}

impl FromArgMatches for PositionArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<PositionArgs, clap::Error> {
        let mut out = PositionArgs::default();
        out.update_from_arg_matches(m)?;
        Ok(out)
    }

    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), clap::Error> {
        let text = |id: &str| m.try_get_one::<String>(id).ok().flatten().cloned();
        #[cfg(feature = "script")]
        if let (Some(f), Some(p)) = (text("script"), text("position")) {
            self.script = Some((f, p));
        }
        if let (Some(g), Some(p)) = (text("game"), text("position")) {
            match g.parse::<RulesetId>() {
                Ok(r) => self.given = Some(("position".into(), r, p)),
                Err(e) => self.unknown = Some(format!("--game {e}")),
            }
        }
        for r in RulesetId::all() {
            if let Some(p) = text(r.code()) {
                self.given = Some((r.code().to_string(), r, p));
            }
        }
        Ok(())
    }
}
