//! The misère switch of `#/classical`: the misère canonical form, genus
//! and Grundy values of the page's game, when it is impartial. The game
//! is the one the normal-play report is about, read the same way: an
//! expression in CGSuite's normal-play notation played as written (its
//! `{…|…}` as given, its nimbers as heaps, its boards `NAME[POS]` over
//! their own positions), or a sum of boards of a ruleset (a script's
//! among them). A game is impartial here when every part of it is: a
//! nimber, braces whose two sides are the same impartial games (as
//! [`super::parse_misere`] reads braces), a board of an impartial ruleset,
//! a sum of such. Anything else is partizan: it has a misère outcome (the
//! report's `misere_outcome`) but no impartial misère canonical form.

use super::arena::MisereUniverse;
use super::lazy::Terms;
use super::parse::MAX_MISERE_SUM_WORK;
use super::position::position_canonical;
use super::report::MisereReport;
use super::reported::REPORT_MISERE_POSITIONS;
use super::MisereError;
use crate::classical::parse::{parse_with, ExprLimits};
use crate::classical::rulesets::{AnyRuleset, Rulesets};
use crate::classical::universe::Universe;
use crate::common::FxMap;

/// The misère report of the expression `text` (a game, not a comparison)
/// when it is impartial, `None` when it is partizan. Each board is walked
/// over at most `positions` positions; the canonical forms, sums and
/// genus within `work` units.
pub fn expr_report(
    text: &str,
    limits: ExprLimits,
    rulesets: &Rulesets,
    positions: usize,
    work: u64,
) -> Result<Option<MisereReport>, MisereError> {
    let mut u = Universe::new();
    let budget = REPORT_MISERE_POSITIONS as usize;
    let mut terms = Terms::new(&mut u, rulesets, budget);
    let parsed = parse_with(&mut terms, text, limits, rulesets);
    if terms.full() {
        return Err(MisereError::Work {
            what: "terms of the expression",
            limit: budget as u64,
        });
    }
    let t = match parsed? {
        (t, None) => t,
        (_, Some(_)) => {
            return Err(MisereError::NotAGame {
                token: crate::notation::shown(text),
            })
        }
    };
    let mut m = MisereUniverse::new();
    m.within(work, |m| {
        let mut memo = FxMap::default();
        match terms.misere_form(m, &mut memo, t, positions)? {
            Some(g) => MisereReport::impartial(m, text, g).map(Some),
            None => Ok(None),
        }
    })
}

/// The misère report of the sum of `boards` (each as its ruleset writes
/// it) of `rules` when the ruleset is impartial, `None` when it is
/// partizan. Each board is walked over at most `positions` positions; the
/// canonical forms, sums and genus within `work` units.
pub fn boards_report(
    rules: &dyn AnyRuleset,
    input: &str,
    boards: &[String],
    positions: usize,
    work: u64,
) -> Result<Option<MisereReport>, MisereError> {
    if !rules.info().impartial {
        return Ok(None);
    }
    let mut m = MisereUniverse::new();
    m.within(work, |m| {
        let mut sum = MisereUniverse::ZERO;
        for b in boards {
            let g = position_canonical(m, rules, b, positions)?;
            let work = m.sum_work(sum, g, MAX_MISERE_SUM_WORK + 1);
            if work > MAX_MISERE_SUM_WORK {
                return Err(MisereError::SumWork {
                    token: b.clone(),
                    pos: 0,
                    work,
                    limit: MAX_MISERE_SUM_WORK,
                });
            }
            sum = m.add(sum, g)?;
        }
        MisereReport::impartial(m, input, sum).map(Some)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classical::rulesets::RulesetId;
    use crate::common::Class;

    fn expr(text: &str) -> Option<MisereReport> {
        expr_report(
            text,
            ExprLimits::PAGE,
            Rulesets::builtin(),
            100_000,
            10_000_000,
        )
        .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// As `pebbles cgt --misere`: the written game, not its normal-play
    /// value (`*2 + *2` is `0` in normal play, `*[2[2]]` in misère play).
    #[test]
    fn expressions_as_written() {
        // (the page's expression, the same game in the misère notation).
        for (text, same) in [
            ("*2 + *2", "*2+*2"),
            ("{0, * | 0, *}", "*2"),
            ("{*2 | *2}", "*[[2]]"),
            ("nim[2 + 2]", "*2+*2"),
            ("nim[2,2] + *", "*2+*2+*"),
            ("{nim[2] + *2, * | *, *2 + *2}", "*[*2+*2,1]"),
            ("-(*3) + *3", "*3+*3"),
            ("0", "0"),
        ] {
            let r = expr(text).expect("impartial");
            let want = MisereReport::of_expr(same, 10_000_000).unwrap();
            assert_eq!(r.misere_canonical, want.misere_canonical, "{text}");
            assert_eq!(r.genus, want.genus, "{text}");
            assert_eq!(r.misere_outcome, want.misere_outcome, "{text}");
            assert_eq!(r.input, text);
        }
        // Partizan parts: no canonical form.
        for text in ["^", "{1 | 0}", "*2 + 1", "domineering[..|..]", "{* | 0}"] {
            assert_eq!(expr(text), None, "{text}");
        }
        // A comparison is not a game; a bad token is named.
        let e = expr_report("* <= 0", ExprLimits::PAGE, Rulesets::builtin(), 10, 1000);
        assert!(matches!(e, Err(MisereError::NotAGame { .. })), "{e:?}");
        let e = expr_report("*2 + ?", ExprLimits::PAGE, Rulesets::builtin(), 10, 1000);
        assert!(
            matches!(&e, Err(MisereError::Expr(p)) if p.token() == "?"),
            "{e:?}"
        );
    }

    #[test]
    fn boards_as_the_cli() {
        let nim: RulesetId = "nim".parse().unwrap();
        let r = boards_report(
            nim.rules(),
            "nim[3,5,7]",
            &["3,5,7".into()],
            1000,
            10_000_000,
        )
        .unwrap()
        .unwrap();
        let cli = MisereReport::of_position(nim.rules(), "3,5,7", 10_000_000).unwrap();
        assert_eq!(r.misere_canonical, cli.misere_canonical);
        assert_eq!(
            (r.misere_outcome, r.genus.as_deref()),
            (Class::N, Some("1^13"))
        );
        let dom: RulesetId = "domineering".parse().unwrap();
        assert_eq!(
            boards_report(dom.rules(), "", &["..".into()], 10, 10).unwrap(),
            None
        );
        // Past the positions budget: the limit named.
        let e = boards_report(nim.rules(), "", &["20,20,20".into()], 100, 10_000_000);
        assert!(
            matches!(e, Err(MisereError::Work { limit: 100, .. })),
            "{e:?}"
        );
    }
}
