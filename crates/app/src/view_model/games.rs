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
