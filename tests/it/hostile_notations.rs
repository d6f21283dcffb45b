//! Hostile inputs for the notations of batch 4 (issue 43): loopy
//! expressions with named loops, impartial misère forms, guaranteed
//! scoring games, and misère quotients' codes, heap bounds and sums. The
//! seeds are valid inputs; [`hostile`] mutates them. Each input is
//! answered without a panic, within the engine's own limits (a work
//! budget where the engine takes one), and a refusal quotes only text of
//! the input, in a message of bounded length.

use pebbles::games::classical::loopy::loopy_report;
use pebbles::games::classical::misere::{
    misere_compare, parse_heap_bound, quotient_within, MisereReport,
};
use pebbles::games::classical::octal::OctalCode;
use pebbles::games::scoring::scoring_expr;
use pebbles::notation::shown;

use super::hostile::{campaign, hostile, MAX_MESSAGE};

/// Work a misère or scoring expression may do here (the CLI allows
/// 2·10⁷): small, so that a debug build answers each input quickly.
const WORK: u64 = 200_000;

/// A refusal names what it refuses: it says first where or which limit
/// (an empty input, the end of input, a position, a limit), or its first
/// `` `token` `` is text of `input` (or its cut form, ending in `…`).
/// The message is bounded.
fn quotes_input(msg: &str, input: &str) -> Result<(), String> {
    if msg.chars().count() > MAX_MESSAGE {
        return Err(format!("message of {} characters", msg.chars().count()));
    }
    let before = msg.split('`').next().unwrap_or_default();
    let placed = [
        "empty",
        "end of input",
        "position",
        "limit",
        "at most",
        "more than",
    ]
    .iter()
    .any(|w| before.contains(w));
    match msg.split('`').nth(1) {
        _ if placed => Ok(()),
        Some("") if input.trim().is_empty() => Ok(()),
        Some(quoted) if !quoted.is_empty() => {
            let text = quoted.trim_end_matches('…');
            if input.contains(text) || input.contains(text.trim()) {
                Ok(())
            } else {
                Err(format!("`{quoted}` is not in the input: {}", shown(msg)))
            }
        }
        _ if ["empty", "end of input", "position", "limit", "at most"]
            .iter()
            .any(|w| msg.contains(w)) =>
        {
            Ok(())
        }
        _ => Err(format!("no token named: {}", shown(msg))),
    }
}

fn seeds(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

#[test]
fn loopy_expressions() {
    let seeds = seeds(&[
        "on",
        "off + over",
        "a{0|a}",
        "a{0,pass|{*|a}} + upon",
        "a{0|b{*|a}} & c{|c}",
        "on & off",
        "^[on] + v[on]*",
        "3/2under - 5over",
        "over >= 0",
        "a{pass|-1} == dud",
        "{on|off} + *",
    ]);
    let alphabet = "{}|,&*^v+-<>=!()[]0123456789./ abcpassonoffdudoverunderupon";
    campaign(
        "loopy",
        hostile(seeds, alphabet),
        |text| match loopy_report(&text) {
            Ok(_) => Ok(()),
            Err(e) => quotes_input(&e.to_string(), &text),
        },
    );
}

#[test]
fn misere_forms() {
    let seeds = seeds(&[
        "*[2]",
        "*[2#1]",
        "*[[2],1]",
        "*[4,2]",
        "*2 + *2",
        "*[2] == *[2[2]]",
        "*[[*[4] + *[2]]]",
        "{*2, *} + *[0]",
    ]);
    let alphabet = "*[]{},#+-=!0123456789 ";
    campaign("misère", hostile(seeds, alphabet), |text| {
        let compared = misere_compare(&text, WORK);
        let report = MisereReport::of_expr(&text, WORK);
        for e in [compared.err(), report.err()].into_iter().flatten() {
            quotes_input(&e.to_string(), &text)?;
        }
        Ok(())
    });
}

#[test]
fn scoring_games() {
    let seeds = seeds(&[
        "<^0|^0>",
        "<^-1|^2>",
        "<<^1|^1>,2|-1>",
        "5 >== <^-4|6>",
        "-<1|2> + 3",
        "<^1|^1> - <^0|^0>",
        "<<^0|^0>|<^3|^3>> <= 2",
    ]);
    let alphabet = "<>|^,+-=0123456789 ";
    campaign(
        "scoring",
        hostile(seeds, alphabet),
        |text| match scoring_expr(&text, WORK) {
            Ok(_) => Ok(()),
            Err(e) => quotes_input(&e.to_string(), &text),
        },
    );
}

/// Codes and heap bounds are read, and a small quotient (heaps up to 8,
/// small limits) is computed and asked about a hostile sum.
#[test]
fn misere_quotients() {
    let codes = seeds(&["0.77", "0.137", "4.7", "0.75", "0.007", "0.6"]);
    campaign("quotient codes", hostile(codes, "0123456789.&x "), |text| {
        let code = match text.parse::<OctalCode>() {
            Ok(c) => c,
            Err(e) => return quotes_input(&e.to_string(), &text),
        };
        match quotient_within(&code, 8, 20_000, 20_000) {
            Ok(q) => {
                if let Err(e) = q.answer("3+5+1") {
                    quotes_input(&e.to_string(), "3+5+1")?;
                }
                Ok(())
            }
            Err(e) => quotes_input(&e.to_string(), &text),
        }
    });
    let bounds = seeds(&["12", "0..24", "40"]);
    campaign(
        "quotient heaps",
        hostile(bounds, "0123456789. -x"),
        |text| match parse_heap_bound(&text) {
            Ok(_) => Ok(()),
            Err(e) => quotes_input(&e.to_string(), &text),
        },
    );
    let q = quotient_within(&"0.77".parse().unwrap(), 10, 4_000_000, 2_000_000).unwrap();
    let sums = seeds(&["3+5+7", "1", "0+0", "12+12+12"]);
    campaign(
        "quotient sums",
        hostile(sums, "0123456789+ -,x"),
        |text| match q.answer(&text) {
            Ok(_) => Ok(()),
            Err(e) => quotes_input(&e.to_string(), &text),
        },
    );
}

/// Found by the campaign (session 12): a partizan term inside `*[…]`
/// followed by 4 000 spaces was quoted whole, a message of 4 000
/// characters; it is cut like every other token.
#[test]
fn a_long_partizan_list_term_is_quoted_cut() {
    let text = format!("*[[*[4] +{}**[2]]]", " ".repeat(4_100));
    for e in [
        misere_compare(&text, WORK).err(),
        MisereReport::of_expr(&text, WORK).err(),
    ]
    .into_iter()
    .flatten()
    {
        quotes_input(&e.to_string(), &text).unwrap();
    }
}

/// Found by the campaign (session 12): `*[2###…#]`, a chain born on day
/// 300 or more, overflowed a 2 MB test thread's stack (the genus, sums
/// and differences recursed once per day, 16 frames deep per day in a
/// debug build), and a chain of 505 took 40 s of a release build under
/// the CLI's work limit. Each is answered, within the work limit, on
/// this thread's stack.
#[test]
fn a_chain_born_late_fits_the_stack_and_the_work_limit() {
    for k in [300, 505, 1_020, 1_030] {
        let text = format!("*[2{}]", "#".repeat(k));
        match MisereReport::of_expr(&text, WORK) {
            Ok(r) => assert_eq!(r.birthday, Some(k as u32 + 2), "{k}"),
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    msg.contains("limit") || msg.contains("born on day"),
                    "{k}: {msg}"
                );
            }
        }
    }
}

/// Found by the campaign (session 12): a sum of 2 600 integers overflowed
/// a 2 MB test thread's stack (the literal sum recursed once per day of
/// the sum). It is answered without recursion.
#[test]
fn a_long_sum_of_integers_fits_the_stack() {
    let text = format!("*2{}", " +2".repeat(2_600));
    match MisereReport::of_expr(&text, WORK) {
        // `*2 + 5 200`: Right, who cannot move in the integer, plays the
        // `*2` at most; whoever starts, Right is left without a move and
        // wins (misère), so the outcome is R.
        Ok(r) => assert!(
            r.misere_outcome == pebbles::games::common::Class::R,
            "{r:?}"
        ),
        Err(e) => assert!(e.to_string().contains("limit"), "{e}"),
    }
}
