//! The bidding page's checks of the paper's statements: which hold, which
//! fail for this game, and which fail because the paper misprints them.

use crate::games::bidding::Checks;
use crate::state::BcsState;
use crate::view_model::explain::check_caveat;

/// An optional check's verdict.
pub fn yes_no(b: Option<bool>) -> &'static str {
    match b {
        Some(true) => "holds",
        Some(false) => "fails",
        None => "n/a",
    }
}

/// One line of the checks list; `ok` is `None` for the optional checks,
/// which are not coloured.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckLine {
    pub text: String,
    pub ok: Option<bool>,
}

/// How a check's line is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Holds,
    /// A statement of the paper that fails for this game: news, in red.
    Fails,
    /// It fails because the paper's statement is misprinted or false as
    /// stated (the paper notes say why): a note about the paper, not an alarm.
    PaperNote,
    /// An optional check, or one that does not apply: plain.
    Plain,
}

/// The checks as the page shows them: folded under one summary line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChecksView {
    pub summary: String,
    /// Each line, with the caveat a paper note adds, and its mark.
    pub lines: Vec<(String, Mark)>,
}

/// The checks list, in the page's order; Lemmas 20 and 22 only for the
/// paper's symmetric game (`plain`), n/a otherwise.
pub fn check_lines(c: &Checks, plain: bool) -> Vec<CheckLine> {
    let mut strict = vec![
        ("U(A) budget monotonicity", c.u_a),
        ("U(B) marker monotonicity", c.u_b),
        ("U(C) marker worth ≤ $1", c.u_c),
        ("pure equilibria everywhere", c.pure_equilibria),
    ];
    let lemmas = [
        ("Lemma 20 sign border", c.sign_border),
        ("Lemma 22 bounded outcome", c.bounded_outcome),
    ];
    if plain {
        strict.extend(lemmas);
    }
    let general = (!plain).then_some(lemmas.map(|(name, _)| (name, None)));
    let optional = general.into_iter().flatten().chain([
        ("Lemma 9 parity", c.parity_lemma),
        ("Conjecture 28 (limits = automaton)", c.conjecture28_holds),
        ("Theorem 29 budgets exact", c.theorem29_exact),
    ]);
    let strict = strict.into_iter().map(|(name, ok)| CheckLine {
        text: if name.starts_with("Lemma 22") && !ok {
            format!(
                "{name}: {} — the printed lower bound −⌊TB/2⌋ is a misprint for odd TB; \
                 the values span −⌈TB/2⌉..⌈TB/2⌉ + 1 (README, notes on the papers)",
                yes_no(Some(ok))
            )
        } else {
            format!("{name}: {}", yes_no(Some(ok)))
        },
        ok: Some(ok),
    });
    let optional = optional.into_iter().map(|(name, v)| CheckLine {
        text: format!("{name}: {}", yes_no(v)),
        ok: None,
    });
    strict.chain(optional).collect()
}

/// The mark of a check's line in the view `st`: Lemma 22's printed lower
/// bound fails for every odd total budget of the paper's game (a misprint),
/// and U(C) fails under Conjecture 7's premise (a false conjecture).
fn mark(line: &CheckLine, st: &BcsState) -> Mark {
    match line.ok {
        None => Mark::Plain,
        Some(true) => Mark::Holds,
        Some(false) if line.text.starts_with("Lemma 22") && st.total_budget % 2 == 1 => {
            Mark::PaperNote
        }
        Some(false) if check_caveat(&line.text, line.ok, st).is_some() => Mark::PaperNote,
        Some(false) => Mark::Fails,
    }
}

/// The name of a check: its line up to the colon.
fn name(line: &str) -> &str {
    line.split(':').next().unwrap_or(line)
}

/// The checks of a table for the view `st`, with their summary line:
/// "Checks of the paper's statements: 5 hold; a misprint in the paper:
/// Lemma 22".
pub fn checks_view(c: &Checks, plain: bool, st: &BcsState) -> ChecksView {
    let lines: Vec<(String, Mark)> = check_lines(c, plain)
        .into_iter()
        .map(|l| {
            let m = mark(&l, st);
            let text = match check_caveat(&l.text, l.ok, st) {
                Some(n) => format!("{} — {n}", l.text),
                None => l.text,
            };
            (text, m)
        })
        .collect();
    let named = |m: Mark| {
        lines
            .iter()
            .filter(|l| l.1 == m)
            .map(|l| name(&l.0))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let holds = lines.iter().filter(|l| l.1 == Mark::Holds).count();
    let mut summary = format!("Checks of the paper's statements: {holds} hold");
    for (m, words) in [
        (Mark::Fails, "fails for this game"),
        (
            Mark::PaperNote,
            "a misprint or a false statement of the paper",
        ),
    ] {
        let names = named(m);
        if !names.is_empty() {
            summary.push_str(&format!("; {words}: {names}"));
        }
    }
    ChecksView { summary, lines }
}
