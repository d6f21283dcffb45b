//! View-model of the `#/games` page: the ruleset a view names, the page's
//! edits as [`GamesAction`]s with a pure [`reduce`], and the texts of the
//! solution panel.

use thiserror::Error;

use crate::games::common::{format_number, format_vector, Variant};
use crate::games::cumulative_games::{
    self as cg, FileError, Move, RulesError, Ruleset, Solution, Utility,
};
use crate::jobs::{GameError, GameSource};
use crate::notation::{self, NotationError};
use crate::permalink::View;
use crate::state::{self, CsMoves};
use crate::state::{GameRules, GamesState, PageState, TreeState};

/// The ruleset a view names (sums: the summed ruleset).
pub fn ruleset(st: &GamesState) -> Result<Ruleset, GameError> {
    Ruleset::try_from(&GameSource::from(&st.rules))
}

/// The custom ruleset being edited (a preset's or the default one otherwise).
pub fn editable(st: &GamesState) -> Ruleset {
    ruleset(st)
        .or_else(|_| cg::preset("squirrel").map_err(GameError::from))
        .unwrap_or_else(|_| unreachable!("the squirrel preset is valid"))
}

/// Where the rules of a games view come from (the `rules-kind` select).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RulesKind {
    Preset,
    Custom,
    Sum,
}

impl RulesKind {
    /// The kinds as (option value, text) for the select.
    pub const OPTIONS: [(&'static str, &'static str); 3] = [
        ("preset", "a preset (P1–P6 …)"),
        ("custom", "custom ruleset"),
        ("sum", "disjunctive sum"),
    ];

    pub fn of(rules: &GameRules) -> RulesKind {
        match rules {
            GameRules::Preset(_) => RulesKind::Preset,
            GameRules::Custom(_) => RulesKind::Custom,
            GameRules::Sum(_) => RulesKind::Sum,
        }
    }

    pub fn value(self) -> &'static str {
        match self {
            RulesKind::Preset => "preset",
            RulesKind::Custom => "custom",
            RulesKind::Sum => "sum",
        }
    }

    /// The kind of a select value (anything unknown: preset).
    pub fn of_value(v: &str) -> RulesKind {
        match v {
            "custom" => RulesKind::Custom,
            "sum" => RulesKind::Sum,
            _ => RulesKind::Preset,
        }
    }
}

/// The utility select's (value, text) options.
pub const UTILITY_OPTIONS: [(&str, &str); 5] = [
    ("identity", "self-interest (identity)"),
    ("zero-sum", "zero-sum difference"),
    ("normal", "normal play ±1"),
    ("misere", "misère ±1"),
    ("custom", "custom formulas"),
];

/// The utility select's value for a utility.
pub fn utility_value(u: &Utility) -> &'static str {
    match u {
        Utility::Identity => "identity",
        Utility::ZeroSum => "zero-sum",
        Utility::Normal { .. } => "normal",
        Utility::Misere { .. } => "misere",
        Utility::Custom { .. } => "custom",
    }
}

/// The utility a select value names, for `players` players.
pub fn utility_of_value(v: &str, players: usize) -> Utility {
    match v {
        "zero-sum" => Utility::ZeroSum,
        "normal" => Utility::Normal { w: 1.0 },
        "misere" => Utility::Misere { w: 1.0 },
        "custom" => Utility::Custom {
            formulas: (1..=players).map(|p| format!("c{p}")).collect(),
        },
        _ => Utility::Identity,
    }
}

/// One edit of the games page.
#[derive(Clone, Debug, PartialEq)]
pub enum GamesAction {
    /// Preset, custom ruleset or sum (the current ruleset becomes the custom one).
    Kind(RulesKind),
    Preset(String),
    /// Text of the sum field.
    Sum(String),
    /// Text of the heap field.
    Heap(String),
    /// Value of the first-player select.
    First(String),
    /// The whole ruleset file.
    Json(String),
    /// Text of the outcome table's last heap.
    TableTo(String),
    /// An edit of any part of the ruleset (the preset's becomes custom).
    Rule(crate::view_model::games_edit::RuleEdit),
}

/// What is wrong with an edit: the messages the fields show.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum GamesEditError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    File(#[from] FileError),
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &GamesState, action: GamesAction) -> Result<GamesState, GamesEditError> {
    let mut next = st.clone();
    match action {
        GamesAction::Kind(k) => {
            next.rules = match k {
                RulesKind::Custom => GameRules::Custom(cg::to_json(&editable(st))),
                RulesKind::Sum => {
                    GameRules::Sum(vec![("misere".into(), 4), ("squirrel".into(), 4)])
                }
                RulesKind::Preset => GameRules::Preset("squirrel".into()),
            }
        }
        GamesAction::Preset(p) => next.rules = GameRules::Preset(p),
        GamesAction::Sum(t) => next.rules = GameRules::Sum(state::parse_sum(&t)?),
        GamesAction::Heap(t) => next.heaps = state::parse_heaps(&t)?,
        GamesAction::First(v) => next.first = v.parse().unwrap_or(1),
        GamesAction::TableTo(t) => {
            next.table_to = notation::parse_number(&t, 0, state::MAX_TABLE_TO)?
        }
        GamesAction::Rule(e) => {
            let r = crate::view_model::games_edit::apply(&editable(st), e)?;
            next.rules = GameRules::Custom(cg::to_json(&r));
        }
        GamesAction::Json(t) => {
            next.rules = GameRules::Custom(cg::to_json(&cg::ruleset_from_json(&t)?))
        }
    }
    Ok(next)
}

/// The first-player select's (value, text) options.
pub fn first_options(players: usize) -> Vec<(String, String)> {
    (1..=players)
        .map(|p| (p.to_string(), format!("player {p}")))
        .collect()
}

// ------------------------------------------------------------------ solution

/// What a play line calls each heap: the component's preset in a sum
/// ("heap 2 (squirrel)"), "heap k" with several heaps, "the heap" with one.
pub fn heap_names(st: &GamesState, heaps: usize) -> Vec<String> {
    match &st.rules {
        GameRules::Sum(parts) if parts.len() == heaps => parts
            .iter()
            .enumerate()
            .map(|(k, (name, _))| format!("heap {} ({name})", k + 1))
            .collect(),
        _ if heaps > 1 => (1..=heaps).map(|k| format!("heap {k}")).collect(),
        _ => vec!["the heap".into()],
    }
}

/// One move of a play line, naming its heap with [`heap_names`]; the
/// pockets are that heap's cumulations after the move.
pub fn move_text(m: &Move, names: &[String]) -> String {
    let heap = names.get(m.heap_index).map_or("the heap", String::as_str);
    format!(
        "player {} removes {} from {heap} → {}; rewards {}; pockets on it {}",
        m.player,
        m.amount,
        m.heap_after,
        format_vector(&m.rewards, ", "),
        format_vector(&m.cumulations_after, ", ")
    )
}

/// Where the PSPE line ends: each heap's share of the utilities (its
/// pockets, ±w for the last mover in normal and misère play, or its
/// formulas), then their sum, which is the value shown.
pub fn end_lines(s: &Solution, names: &[String]) -> Vec<String> {
    let mut out: Vec<String> = s
        .pspe_heap_utilities
        .iter()
        .enumerate()
        .map(|(h, u)| {
            let name = names.get(h).map_or("the heap", String::as_str);
            format!("{name} at the end: utilities {}", format_vector(u, ", "))
        })
        .collect();
    if s.pspe_heap_utilities.len() > 1 {
        let parts: Vec<String> = s
            .pspe_heap_utilities
            .iter()
            .map(|u| format_vector(u, ", "))
            .collect();
        out.push(format!(
            "value = {} = {}",
            parts.join(" + "),
            format_vector(&s.value, ", ")
        ));
    }
    out
}

pub fn algorithm_text(s: &Solution) -> String {
    format!("Algorithm: {} ({} states).", s.algorithm, s.states)
}

pub fn pspe_heading(s: &Solution) -> String {
    format!(
        "Equilibrium (PSPE) play, player {} first: value {}",
        s.first,
        format_vector(&s.value, ", ")
    )
}

/// The outcome (gains) table's rows: (label, cells, whether it is the `first` row).
pub fn outcome_rows(s: &Solution) -> Vec<(String, Vec<String>, bool)> {
    matrix_rows(s, &s.outcome)
}

/// The grounded-value (utilities) table's rows, as [`outcome_rows`].
pub fn grounded_value_rows(s: &Solution) -> Vec<(String, Vec<String>, bool)> {
    matrix_rows(s, &s.grounded_value)
}

/// What the two tables mean, with the starting cumulations.
pub fn value_note(s: &Solution) -> String {
    format!(
        "Outcome: what each player gains in PSPE play (Definition 14). Grounded value: each \
         player's utility at the end; with identity utilities it is the starting cumulations \
         {} plus the gains (Theorem 6).",
        format_vector(&s.initial, ", ")
    )
}

fn matrix_rows(s: &Solution, m: &[Vec<f64>]) -> Vec<(String, Vec<String>, bool)> {
    m.iter()
        .enumerate()
        .map(|(i, row)| {
            (
                format!("player {} starts", i + 1),
                row.iter().map(|v| format_number(*v)).collect(),
                i + 1 == s.first,
            )
        })
        .collect()
}

pub fn pareto_text(s: &Solution) -> String {
    if s.pareto_efficient {
        if s.pareto_checked {
            "This play is Pareto efficient.".to_string()
        } else {
            format!(
                "No Pareto improvement found within the search budget; a better play may \
                 still exist ({}).",
                crate::view_model::explain::LIMIT_NOTE
            )
        }
    } else {
        format!(
            "Not Pareto efficient: another play gives {}.",
            s.pareto_improvement_value
                .as_deref()
                .map(|v| format_vector(v, ", "))
                .unwrap_or_default()
        )
    }
}

/// The `#/tree` permalink of a two-player preset that Cumulative Subtraction
/// on `{2,3}` also describes.
pub fn tree_link(st: &GamesState) -> Option<String> {
    let GameRules::Preset(p) = &st.rules else {
        return None;
    };
    let mode = match p.as_str() {
        "squirrel" => Variant::SelfInterest,
        "scoring" => Variant::ZeroSum,
        "normal" => Variant::Normal,
        "misere" => Variant::Misere,
        _ => return None,
    };
    let tree = TreeState {
        moves: CsMoves::Symmetric(vec![2, 3]),
        heap: match st.heaps[..] {
            [x] => x,
            _ => return None,
        },
        mode,
        ..TreeState::default()
    };
    let view = View {
        state: PageState::Tree(tree),
        embed: false,
        ..View::default()
    };
    Some(view.to_hash())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(rules: GameRules) -> GamesState {
        GamesState {
            rules,
            ..GamesState::default()
        }
    }

    #[test]
    fn tree_links_match_the_hand_written_ones() {
        for (preset, mode) in [
            ("squirrel", "si"),
            ("scoring", "zs"),
            ("normal", "normal"),
            ("misere", "misere"),
        ] {
            let st = GamesState {
                heaps: vec![9],
                ..state(GameRules::Preset(preset.into()))
            };
            assert_eq!(
                tree_link(&st),
                Some(format!("#/tree?s=2,3&x=9&mode={mode}"))
            );
        }
        assert_eq!(tree_link(&state(GameRules::Preset("tragedy".into()))), None);
        assert_eq!(
            tree_link(&state(GameRules::Sum(vec![("normal".into(), 3)]))),
            None
        );
    }

    #[test]
    fn kind_switches_keep_the_ruleset_as_custom() {
        let st = GamesState::default();
        let next = reduce(&st, GamesAction::Kind(RulesKind::Custom)).unwrap();
        assert_eq!(RulesKind::of(&next.rules), RulesKind::Custom);
        assert_eq!(editable(&next), cg::preset("squirrel").unwrap());
        let sum = reduce(&next, GamesAction::Kind(RulesKind::Sum)).unwrap();
        assert_eq!(
            state::format_sum(match &sum.rules {
                GameRules::Sum(s) => s,
                _ => panic!("a sum"),
            }),
            "misere:4,squirrel:4"
        );
        let back = reduce(&sum, GamesAction::Kind(RulesKind::of_value("x"))).unwrap();
        assert_eq!(back.rules, GameRules::Preset("squirrel".into()));
        for (v, _) in RulesKind::OPTIONS {
            assert_eq!(RulesKind::of_value(v).value(), v);
        }
    }

    #[test]
    fn field_edits_validate() {
        use crate::view_model::games_edit::{actions_of, reward_of, RuleEdit};
        let st = GamesState::default();
        let rule = |e: RuleEdit| GamesAction::Rule(e);
        let amounts = |player, text: &str| RuleEdit::Amounts {
            heap: 0,
            player,
            text: text.into(),
        };
        // An edit of a preset makes it a custom ruleset.
        let next = reduce(&st, rule(amounts(0, "1,4"))).unwrap();
        assert!(matches!(next.rules, GameRules::Custom(_)));
        let r = editable(&next);
        assert_eq!(actions_of(&r, 0, 0).amounts, vec![1, 4]);
        // Player 2 shares player 1's set until its own is edited.
        assert_eq!(actions_of(&r, 0, 1).amounts, vec![1, 4]);
        let two = editable(&reduce(&next, rule(amounts(1, "5"))).unwrap());
        assert_eq!(two.heaps[0].actions.len(), 2);
        assert_eq!(actions_of(&two, 0, 1).amounts, vec![5]);
        let reward = |text: &str| {
            rule(RuleEdit::Reward {
                heap: 0,
                mover: 0,
                receiver: 1,
                text: text.into(),
            })
        };
        let next = reduce(&next, reward("a / 2")).unwrap();
        assert_eq!(reward_of(&editable(&next), 0, 0, 1), "a / 2");
        let e = reduce(&next, reward("a +")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "heap 1 reward to player 2 when player 1 moves 'a +': formula ends after '+' at position 3: a value is missing (variables: a, x, p, c, c1..c2)"
        );
        let e = reduce(&next, rule(amounts(0, "2,x"))).unwrap_err();
        assert!(matches!(e, GamesEditError::Notation(_)), "{e}");
        let custom = rule(RuleEdit::Utility {
            heap: 0,
            kind: "custom".into(),
        });
        let next = reduce(&next, custom).unwrap();
        assert_eq!(
            editable(&next).heaps[0].utility,
            Utility::Custom {
                formulas: vec!["c1".into(), "c2".into()]
            }
        );
        for (v, _) in UTILITY_OPTIONS {
            assert_eq!(utility_value(&utility_of_value(v, 3)), v);
        }
        let t = reduce(&st, GamesAction::TableTo("100".into())).unwrap();
        assert_eq!(t.table_to, 100);
        assert!(reduce(&st, GamesAction::TableTo("10001".into())).is_err());
    }

    /// `x=4,3` on a two-heap ruleset: parsed, solved per heap, each move's
    /// heap named "of 2"; an old single-number link still parses.
    #[test]
    fn two_heap_positions() {
        let mut r = cg::preset("squirrel").unwrap();
        r.heaps.push(r.heaps[0].clone());
        let st = reduce(
            &state(GameRules::Custom(cg::to_json(&r))),
            GamesAction::Heap("4,3".into()),
        )
        .unwrap();
        assert_eq!(st.heaps, vec![4, 3]);
        let hash = View {
            state: PageState::Games(st.clone()),
            embed: false,
            ..View::default()
        }
        .to_hash();
        assert!(hash.contains("x=4,3"), "{hash}");
        let (back, notices) = View::parse(&hash);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(back.state, PageState::Games(st.clone()));
        let Ok(crate::jobs::JobResult::Game(s)) =
            crate::jobs::run(crate::jobs::JobRequest::Game((&st).into()))
        else {
            panic!("a solution")
        };
        assert_eq!(s.heaps, vec![4, 3]);
        let texts: Vec<String> = s
            .pspe_line
            .iter()
            .map(|m| move_text(m, &heap_names(&st, s.heaps.len())))
            .collect();
        assert!(
            texts.iter().any(|t| t.contains("from heap 1 →")),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t.contains("from heap 2 →")),
            "{texts:?}"
        );
        let (old, notices) = View::parse("#/games?preset=squirrel&x=9");
        assert!(notices.is_empty(), "{notices:?}");
        let PageState::Games(old) = old.state else {
            panic!("a games view")
        };
        assert_eq!(old.heaps, vec![9]);
    }

    #[test]
    fn plain_fields() {
        let st = GamesState::default();
        assert_eq!(
            reduce(&st, GamesAction::Heap("12".into())).unwrap().heaps,
            vec![12]
        );
        let two = reduce(&st, GamesAction::Heap("4, 4".into())).unwrap();
        assert_eq!(two.heaps, vec![4, 4]);
        assert!(reduce(&st, GamesAction::Heap("4,,4".into())).is_err());
        assert!(reduce(&st, GamesAction::Heap("-1".into())).is_err());
        assert_eq!(
            reduce(&st, GamesAction::First("2".into())).unwrap().first,
            2
        );
        assert_eq!(
            reduce(&st, GamesAction::First("?".into())).unwrap().first,
            1
        );
        let p = reduce(&st, GamesAction::Preset("tragedy".into())).unwrap();
        assert_eq!(p.rules, GameRules::Preset("tragedy".into()));
        let s = reduce(&st, GamesAction::Sum("normal:3,misere:2".into())).unwrap();
        assert_eq!(
            s.rules,
            GameRules::Sum(vec![("normal".into(), 3), ("misere".into(), 2)])
        );
        assert!(reduce(&st, GamesAction::Sum("chess:3".into())).is_err());
        assert_eq!(
            first_options(2)[1],
            ("2".to_string(), "player 2".to_string())
        );
    }

    #[test]
    fn json_edits_normalise_or_name_the_error() {
        let st = GamesState::default();
        let json = cg::to_json(&cg::preset("tragedy").unwrap());
        let next = reduce(&st, GamesAction::Json(json.clone())).unwrap();
        assert_eq!(next.rules, GameRules::Custom(json));
        let e = reduce(&st, GamesAction::Json("{\"players\": 9}".into())).unwrap_err();
        assert!(e.to_string().starts_with("ruleset JSON: "), "{e}");
    }

    #[test]
    fn solution_texts() {
        let st = GamesState::default();
        assert_eq!(ruleset(&st).unwrap(), cg::preset("squirrel").unwrap());
        let s = cg::solve(&ruleset(&st).unwrap(), &[7], 1).unwrap();
        assert_eq!(
            pspe_heading(&s),
            "Equilibrium (PSPE) play, player 1 first: value (4, 3)"
        );
        assert!(algorithm_text(&s).starts_with("Algorithm: heap-dynamic DP"));
        assert_eq!(
            move_text(&s.pspe_line[0], &["the heap".into()]),
            format!(
                "player 1 removes {} from the heap → {}; rewards {}; pockets on it {}",
                s.pspe_line[0].amount,
                s.pspe_line[0].heap_after,
                format_vector(&s.pspe_line[0].rewards, ", "),
                format_vector(&s.pspe_line[0].cumulations_after, ", ")
            )
        );
        let rows = outcome_rows(&s);
        assert_eq!(rows.len(), 2);
        let mut r = ruleset(&st).unwrap();
        r.heaps[0].initial = vec![1.0, 0.0];
        let g = cg::solve(&r, &[0], 1).unwrap();
        assert_eq!(outcome_rows(&g)[0].1, vec!["0", "0"]);
        assert_eq!(grounded_value_rows(&g)[1].1, vec!["1", "0"]);
        assert!(value_note(&g).contains("(1, 0)"), "{}", value_note(&g));
        assert_eq!(rows[0].0, "player 1 starts");
        assert!(rows[0].2 && !rows[1].2);
        assert!(pareto_text(&s).contains("Pareto"));
    }

    /// §1.3: the sum's play line names its components and ends with the
    /// misère heap's ±1, so its utilities add up to the value (3, 1).
    #[test]
    fn a_sum_names_its_components_and_adds_up() {
        let st = GamesState {
            rules: GameRules::Sum(vec![("misere".into(), 4), ("squirrel".into(), 4)]),
            ..GamesState::default()
        };
        let Ok(crate::jobs::JobResult::Game(s)) =
            crate::jobs::run(crate::jobs::JobRequest::Game((&st).into()))
        else {
            panic!("a solution")
        };
        let names = heap_names(&st, s.heaps.len());
        assert_eq!(names, ["heap 1 (misere)", "heap 2 (squirrel)"]);
        assert!(move_text(&s.pspe_line[0], &names).contains("from heap 2 (squirrel) → 2"));
        assert_eq!(
            end_lines(&s, &names),
            [
                "heap 1 (misere) at the end: utilities (1, -1)",
                "heap 2 (squirrel) at the end: utilities (2, 2)",
                "value = (1, -1) + (2, 2) = (3, 1)",
            ]
        );
    }
}
