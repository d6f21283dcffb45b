//! The typed reports of misère analysis that the CLI prints.

use serde::Serialize;

use super::arena::{Mis, MisereUniverse};
use super::genus::GenusCache;
use super::literal::Literals;
use super::outcome::{misere_outcome_of, MISERE_OUTCOME_BUDGET};
use super::parse::{parse_misere, MisereValue};
use super::position::{position_outcome, MISERE_POSITIONS};
use super::print::Printer;
use super::MisereError;
use crate::classical::rulesets::{parse_sum_of, AnyRuleset, Place};
use crate::common::Class;

/// `G == H` in misère play, true or false.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MisereComparison {
    pub expression: String,
    pub result: bool,
}

/// The comparison `G == H` of `text`, or `None` when `text` is a game.
pub fn misere_compare(text: &str, work: u64) -> Result<Option<MisereComparison>, MisereError> {
    let mut u = MisereUniverse::new();
    let mut lits = Literals::default();
    Ok(
        match u.within(work, |u| parse_misere(u, &mut lits, text))? {
            MisereValue::Truth(result) => Some(MisereComparison {
                expression: text.to_string(),
                result,
            }),
            MisereValue::Impartial(_) | MisereValue::Partizan(_) => None,
        },
    )
}

/// A game under misère play: its outcome, and for an impartial game its
/// misère canonical form (CGSuite's notation), genus and Grundy values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MisereReport {
    /// The expression or position, as given.
    pub input: String,
    pub impartial: bool,
    /// `L`, `R`, `N` or `P` when the player who cannot move wins.
    pub misere_outcome: Class,
    /// CGSuite's notation (`*[2[2]]`); `None` for a partizan game.
    pub misere_canonical: Option<String>,
    /// Conway's genus (`0^120`); `None` for a partizan game.
    pub genus: Option<String>,
    /// `G⁻`, the misère Grundy value (`g₀`).
    pub misere_nim_value: Option<u32>,
    /// `G⁺`, the normal-play Grundy value.
    pub nim_value: Option<u32>,
    /// The birthday of the misère canonical form.
    pub birthday: Option<u32>,
}

impl MisereReport {
    /// The report of an impartial game.
    pub fn impartial(
        u: &mut MisereUniverse,
        input: &str,
        g: Mis,
    ) -> Result<MisereReport, MisereError> {
        let genus = GenusCache::default().genus(u, g)?;
        let canonical = Printer::new(u).print(g)?;
        Ok(MisereReport {
            input: input.to_string(),
            impartial: true,
            misere_outcome: if u.is_p(g) { Class::P } else { Class::N },
            misere_canonical: Some(canonical),
            genus: Some(genus.to_string()),
            misere_nim_value: Some(u.misere_nim_value(g)),
            nim_value: Some(u.nim_value(g)),
            birthday: Some(u.birthday(g)),
        })
    }

    /// The report of an expression (`*2 + *3`, `*[2#1]`… see
    /// [`parse_misere`]), impartial or partizan.
    pub fn of_expr(text: &str, work: u64) -> Result<MisereReport, MisereError> {
        let mut u = MisereUniverse::new();
        let mut lits = Literals::default();
        let v = u.within(work, |u| parse_misere(u, &mut lits, text))?;
        match v {
            MisereValue::Impartial(g) => u.within(work, |u| MisereReport::impartial(u, text, g)),
            MisereValue::Truth(_) => Err(MisereError::NotAGame {
                token: crate::notation::shown(text),
            }),
            MisereValue::Partizan(l) => Ok(MisereReport {
                input: text.to_string(),
                impartial: false,
                misere_outcome: misere_outcome_of(&mut lits, l, MISERE_OUTCOME_BUDGET)?,
                misere_canonical: None,
                genus: None,
                misere_nim_value: None,
                nim_value: None,
                birthday: None,
            }),
        }
    }

    /// The report of a sum of boards `A + B` of an impartial ruleset,
    /// each board within the CLI's size limit of the ruleset; of one board
    /// of a partizan ruleset, its misère outcome only.
    pub fn of_position(
        rules: &dyn AnyRuleset,
        text: &str,
        work: u64,
    ) -> Result<MisereReport, MisereError> {
        let boards = parse_sum_of(rules, text, Place::Cli)?;
        let input = format!("{}[{}]", rules.id(), boards.join(" + "));
        if !rules.info().impartial {
            // A partizan board: its misère outcome only.
            let [board] = boards.as_slice() else {
                return Err(MisereError::NotImpartialRuleset {
                    token: rules.id().to_string(),
                });
            };
            return Ok(MisereReport {
                input,
                impartial: false,
                misere_outcome: position_outcome(rules, board, MISERE_OUTCOME_BUDGET)?,
                misere_canonical: None,
                genus: None,
                misere_nim_value: None,
                nim_value: None,
                birthday: None,
            });
        }
        super::boards_report(rules, &input, &boards, MISERE_POSITIONS, work)?.ok_or_else(|| {
            MisereError::NotImpartialRuleset {
                token: rules.id().to_string(),
            }
        })
    }

    /// Plain text for the terminal.
    pub fn to_text(&self) -> String {
        let mut out = format!("game             {}\n", self.input);
        out += &format!("misère outcome   {}\n", self.misere_outcome.as_str());
        match (&self.misere_canonical, &self.genus) {
            (Some(c), Some(g)) => {
                out += &format!("misère canonical {c}\n");
                out += &format!("genus            {g}\n");
                if let (Some(m), Some(n), Some(b)) =
                    (self.misere_nim_value, self.nim_value, self.birthday)
                {
                    out += &format!("misère nim value {m}\n");
                    out += &format!("nim value        {n}\n");
                    out += &format!("birthday         {b}\n");
                }
            }
            _ => {
                out +=
                    "(a partizan game: misère canonical forms and genus are for impartial games)\n";
            }
        }
        out
    }
}
