//! `--game ID --position POS`, shared by `pebbles cgt` and `pebbles play
//! cgt`, with one alias flag per ruleset of the registry (`--domineering
//! POS` is `--game domineering --position POS`). Built from the registry at
//! run time, so a new ruleset gets its flags without touching the CLI.

use clap::{Arg, ArgMatches, Args, Command, FromArgMatches};
use pebbles::games::classical::rulesets::{parse_sum, parse_sum_of, AnyRuleset, Place, Rulesets};
use pebbles::games::classical::RulesetId;
#[cfg(feature = "script")]
use pebbles::notation;

use crate::cli::Bad;

/// The argument group of the subcommand's inputs (one of them is
/// required); the position flags join it.
pub const GROUP: &str = "input";

/// The group of the flags `--position` belongs to (a ruleset or a script).
const POSITION_OF: &str = "position_of";

/// A ruleset and the boards of a sum, checked by it.
pub type Boards<'r> = (&'r dyn AnyRuleset, Vec<String>);

/// A ruleset's position as given on the command line.
#[derive(Clone, Debug, Default)]
pub struct PositionArgs {
    /// (the flag that gave the position, the ruleset's name, position text)
    given: Option<(String, String, String)>,
    /// `--position` without `--game`: a script's position.
    #[cfg(feature = "script")]
    script_position: Option<String>,
    /// Every `--script`, `[NAME=]FILE`.
    #[cfg(feature = "script")]
    scripts: Vec<String>,
}

impl PositionArgs {
    /// The ruleset of the registry and its boards (`A + B`), checked
    /// against the limit of `place` before any solving; errors name the
    /// flag and the offending token. `None` when no position was given.
    pub fn boards(&self, place: Place) -> Result<Option<(RulesetId, Vec<String>)>, Bad> {
        let Some((flag, name, text)) = &self.given else {
            return Ok(None);
        };
        let ruleset: RulesetId = name.parse().map_err(|e| Bad(format!("--game {e}")))?;
        let boards = parse_sum(ruleset, text, place).map_err(|e| Bad(format!("--{flag} {e}")))?;
        Ok(Some((ruleset, boards)))
    }

    /// The loopy ruleset of the registry the position names
    /// ([`Info::loopy`](pebbles::games::classical::rulesets::Info::loopy)),
    /// if it names one.
    pub fn loopy_ruleset(&self) -> Option<RulesetId> {
        let (_, name, _) = self.given.as_ref()?;
        name.parse::<RulesetId>().ok().filter(|r| r.info().loopy)
    }

    /// [`PositionArgs::boards`] of a ruleset of `rulesets`: the registry's
    /// or a script named by `--script NAME=FILE`.
    pub fn boards_in<'r>(
        &self,
        rulesets: &'r Rulesets,
        place: Place,
    ) -> Result<Option<Boards<'r>>, Bad> {
        let Some((flag, name, text)) = &self.given else {
            #[cfg(feature = "script")]
            if self.script_position.is_some() && self.script().is_none() {
                return Err(Bad(
                    "--position with several scripts: say whose with --game NAME".into(),
                ));
            }
            return Ok(None);
        };
        let ruleset = rulesets
            .find(name)
            .map_err(|e| Bad(format!("--game {e}")))?;
        let boards =
            parse_sum_of(ruleset, text, place).map_err(|e| Bad(format!("--{flag} {e}")))?;
        Ok(Some((ruleset, boards)))
    }

    /// `--script FILE --position POS` (one script, no `--game`): the
    /// file's path and the position's text.
    #[cfg(feature = "script")]
    pub fn script(&self) -> Option<(&str, &str)> {
        match (&self.given, &self.script_position, self.scripts.as_slice()) {
            (None, Some(p), [one]) => {
                let path = named(one).map_or(one.as_str(), |(_, path)| path);
                Some((path, p.as_str()))
            }
            _ => None,
        }
    }

    /// The scripts of `--script NAME=FILE` that `--expr` and `--game` name
    /// (none for the form `--script FILE --position POS`): (name, path);
    /// an error names a `--script` given without a name.
    #[cfg(feature = "script")]
    pub fn named_scripts(&self) -> Result<Vec<(&str, &str)>, Bad> {
        if self.script().is_some() {
            return Ok(Vec::new());
        }
        self.scripts
            .iter()
            .map(|s| {
                named(s).ok_or_else(|| {
                    Bad(format!(
                        "--script `{}`: name it, NAME=FILE, to use it in --expr or --game \
                         (or give --position alone for its position)",
                        notation::shown(s)
                    ))
                })
            })
            .collect()
    }
}

/// `NAME=FILE`, when the text before the first `=` is a word.
#[cfg(feature = "script")]
fn named(text: &str) -> Option<(&str, &str)> {
    let (name, path) = text.split_once('=')?;
    let mut chars = name.chars();
    let word = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    word.then_some((name, path))
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
                    .requires("position")
                    .help(format!(
                        "A ruleset: {games}, or a script named by --script NAME=FILE"
                    )),
            )
            .arg(
                Arg::new("position")
                    .long("position")
                    .value_name("POS")
                    .allow_hyphen_values(true)
                    .group(GROUP)
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
                    .value_name("[NAME=]FILE")
                    .action(clap::ArgAction::Append)
                    .help(
                        "A ruleset written as a Rhai script: `fn options(position, player)` \
                         (player \"left\" or \"right\"), `left_options`/`right_options`, or \
                         `fn options(position)` for an impartial game. FILE with --position: \
                         its position; NAME=FILE (repeatable): a ruleset named NAME in --expr \
                         (`NAME[POS]`) and --game NAME",
                    ),
            );
        }
        let sources: &[&str] = if cfg!(feature = "script") {
            &["game", "script"]
        } else {
            &["game"]
        };
        cmd = cmd.group(
            clap::ArgGroup::new(POSITION_OF)
                .args(sources)
                .multiple(true),
        );
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
        {
            if let Ok(Some(all)) = m.try_get_many::<String>("script") {
                self.scripts = all.cloned().collect();
            }
            if text("game").is_none() {
                self.script_position = text("position");
            }
        }
        if let (Some(g), Some(p)) = (text("game"), text("position")) {
            self.given = Some(("position".into(), g, p));
        }
        for r in RulesetId::all() {
            if let Some(p) = text(r.code()) {
                self.given = Some((r.code().to_string(), r.code().to_string(), p));
            }
        }
        Ok(())
    }
}
