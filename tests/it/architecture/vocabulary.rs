//! Rule 5, one vocabulary: the codes of players, tie rules, variants and
//! outcome classes are spelt, parsed and listed only in `games::common`
//! (`code()`, `FromStr`, `Vocabulary::ALL`); the pages build their options
//! with `view_model::options`, the CLI and the permalinks parse with `FromStr`.

use super::is_fn_start;
use super::lex::{lex, Line};

/// Where the vocabulary lives.
const HOME: &str = "crates/games/src/common/";

/// Codes that mean one thing only: a tie rule (`antagonistic`, `af`…) or a
/// variant (`zs`, `normal`…). No string literal outside [`HOME`] spells them.
const CODE_WORDS: [&str; 9] = [
    "antagonistic",
    "friendly",
    "af",
    "fa",
    "zs",
    "si",
    "normal",
    "misere",
    "grundy",
];

/// Short codes and spellings that are also ordinary words or letters
/// (parameter names, formula variables): outside [`HOME`] they may be
/// written but not matched or compared, which would be parsing them.
const SHORT_CODES: [&str; 13] = [
    "a", "f", "l", "r", "left", "right", "n", "m", "g", "L", "R", "N", "P",
];

/// The vocabulary's types: no function outside [`HOME`] turns text into one.
const TYPES: [&str; 5] = ["Player", "Tie", "Ties", "Variant", "Class"];

/// Option lists of the vocabulary, which `view_model::options` builds.
const OPTION_LISTS: [&str; 5] = [
    "TIE_OPTIONS",
    "TIES_OPTIONS",
    "PLAYER_OPTIONS",
    "VARIANT_OPTIONS",
    "CLASS_OPTIONS",
];

/// A code word that is another enumeration's word there: (file, literal,
/// what it is).
const OTHER_WORDS: [(&str, &str, &str); 12] = [
    (
        "crates/games/src/classical/rulesets/grundy.rs",
        "grundy",
        "the ruleset id of Grundy's game (issue 26)",
    ),
    (
        "crates/games/src/classical/report.rs",
        "grundy",
        "a report's field: the Grundy value of an impartial position",
    ),
    (
        "crates/games/src/cumulative_games/presets.rs",
        "normal",
        "a preset's name",
    ),
    (
        "crates/games/src/cumulative_games/presets.rs",
        "misere",
        "a preset's name",
    ),
    (
        "crates/app/src/view_model/games.rs",
        "normal",
        "a preset, a utility kind",
    ),
    (
        "crates/app/src/view_model/games.rs",
        "misere",
        "a preset, a utility kind",
    ),
    (
        "crates/games/src/cumulative_games/formula.rs",
        "a",
        "the formula variable a",
    ),
    (
        "crates/games/src/cumulative_games/formula.rs",
        "l",
        "the formula variable l",
    ),
    (
        "crates/games/src/bidding/scoring.rs",
        "a",
        "the formula variable a",
    ),
    (
        "crates/games/src/efg/parse.rs",
        "R",
        "the `R` of a Gambit file's header",
    ),
    (
        "crates/app/src/state/mod.rs",
        "misere",
        "the page's slug, `#/misere` (issue 39)",
    ),
    (
        "crates/app/src/permalink/classical.rs",
        "misere",
        "the name of `#/classical`'s switch parameter, `misere=1` (issue 39)",
    ),
];

/// A function that reads a vocabulary type from text elsewhere: (file, fn).
/// `position_outcome` reads a ruleset's board (its position notation, not
/// a word of the vocabulary) and solves it: the `Class` is computed; so do
/// `expr_outcome` (a game expression) and `sum_outcome` (boards).
const OTHER_PARSERS: [(&str, &str); 3] = [
    (
        "crates/games/src/classical/misere/position.rs",
        "position_outcome",
    ),
    (
        "crates/games/src/classical/misere/reported.rs",
        "expr_outcome",
    ),
    (
        "crates/games/src/classical/misere/reported.rs",
        "sum_outcome",
    ),
];

/// Whether the literal whose `""` starts at `col` of `code` is matched
/// (`"l" =>`, `"l" | "left"`) or compared (`== "l"`).
fn parsed_at(code: &str, col: usize) -> bool {
    let before = code[..col].trim_end();
    let after = code[col + 2..].trim_start();
    before.ends_with("==")
        || before.ends_with("!=")
        || after.starts_with("=>")
        || after.starts_with("==")
        || after.starts_with("!=")
        || (after.starts_with('|') && !after.starts_with("||"))
}

/// `file:line: …` of every code of the vocabulary spelt outside [`HOME`]
/// (test code and comments aside).
pub fn vocabulary_spellings(name: &str, lines: &[Line]) -> Vec<String> {
    if name.starts_with(HOME) {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (n, line) in lines.iter().enumerate().filter(|(_, l)| !l.test) {
        for (col, s) in &line.strings {
            let other = OTHER_WORDS.iter().any(|(f, w, _)| *f == name && w == s);
            if other {
                continue;
            }
            if CODE_WORDS.contains(&s.as_str()) {
                found.push(format!("{name}:{}: \"{s}\" is spelt", n + 1));
            } else if SHORT_CODES.contains(&s.as_str()) && parsed_at(&line.code, *col) {
                found.push(format!("{name}:{}: \"{s}\" is matched or compared", n + 1));
            }
        }
    }
    found
}

/// `file:line: …` of every function outside [`HOME`] that takes text and
/// returns a vocabulary type (a parser besides its `FromStr`), and of every
/// hand-made option list.
pub fn vocabulary_parsers(name: &str, lines: &[Line]) -> Vec<String> {
    if name.starts_with(HOME) {
        return Vec::new();
    }
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate().filter(|(_, l)| !l.test) {
        let code = line.code.trim_start();
        let code = code.strip_prefix("pub ").unwrap_or(code);
        let list = ["const ", "static "]
            .iter()
            .filter_map(|k| code.strip_prefix(k))
            .any(|rest| OPTION_LISTS.iter().any(|o| rest.starts_with(o)));
        if list {
            found.push(format!("{name}:{}: a vocabulary option list", i + 1));
        }
        if !is_fn_start(&line.code) {
            continue;
        }
        let sig: String = lines[i..]
            .iter()
            .take(12)
            .map(|l| l.code.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let sig = sig.split(['{', ';']).next().unwrap_or("");
        let fname = sig.split("fn ").nth(1).unwrap_or("");
        let fname = fname.split(['(', '<']).next().unwrap_or("").trim();
        let (params, ret) = sig.split_once("->").unwrap_or((sig, ""));
        let reads_text = params.contains("&str") || params.contains("String");
        let returns = ret
            .split(|c: char| !c.is_alphanumeric() && c != '_')
            .any(|w| TYPES.contains(&w));
        let other = OTHER_PARSERS.iter().any(|(f, g)| *f == name && *g == fname);
        if reads_text && returns && !other {
            found.push(format!(
                "{name}:{}: fn {fname} parses a vocabulary type",
                i + 1
            ));
        }
    }
    found
}

#[test]
fn one_vocabulary() {
    let found: Vec<String> = super::product_sources()
        .iter()
        .flat_map(|(n, t)| {
            let lines = lex(t);
            let mut f = vocabulary_spellings(n, &lines);
            f.extend(vocabulary_parsers(n, &lines));
            f
        })
        .collect();
    assert!(
        found.is_empty(),
        "the vocabulary belongs to games::common (use `code()`, `FromStr`, `view_model::options`):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_checker_sees_a_second_vocabulary() {
    let src = r#"/// Reads "left" or "l".
pub fn parse_side(text: &str) -> Result<Player, Bad> {
    match text {
        "l" | "left" => Ok(Player::Left),
        t if t == "r" => Ok(Player::Right),
        _ => Err(Bad(format!("`{text}`: expected l or r"))),
    }
}
pub const TIE_OPTIONS: [(&str, &str); 2] = [("a", "antagonistic"), ("f", "friendly")];
fn fine(first: bool) -> (&'static str, Tie) {
    (if first { "l" } else { "r" }, Tie::Antagonistic)
}
#[cfg(test)]
mod tests {
    const NAMES: [&str; 2] = ["antagonistic", "zs"];
}
"#;
    let lines = lex(src);
    assert_eq!(
        vocabulary_spellings("src/web/x.rs", &lines),
        [
            "src/web/x.rs:4: \"l\" is matched or compared",
            "src/web/x.rs:4: \"left\" is matched or compared",
            "src/web/x.rs:5: \"r\" is matched or compared",
            "src/web/x.rs:9: \"antagonistic\" is spelt",
            "src/web/x.rs:9: \"friendly\" is spelt",
        ]
    );
    assert_eq!(
        vocabulary_parsers("src/web/x.rs", &lines),
        [
            "src/web/x.rs:2: fn parse_side parses a vocabulary type",
            "src/web/x.rs:9: a vocabulary option list",
        ]
    );
    assert!(vocabulary_spellings("crates/games/src/common/mod.rs", &lines).is_empty());
    assert!(vocabulary_parsers("crates/games/src/common/mod.rs", &lines).is_empty());
}
