//! `#/efg` view-model: the page's edits ([`EfgAction`], [`reduce`]), the
//! texts of the solved tree, Theorem 11's table and the link that opens its
//! ruleset in the Cumulative Games editor.

use crate::export::{Drawing, Svg};
use crate::games::common::Tie;
use crate::jobs::{EfgRequest, EfgView, T11View};
use crate::notation::NotationError;
use crate::permalink::View;
use crate::state::{
    check_efg, parse_example, EfgSource, EfgState, GameRules, GamesState, PageState, EFG_EXAMPLES,
    MAX_EFG_FILE, MAX_GAME_HEAP, MAX_RULES_LEN,
};
use crate::view_model::tree::Picture;

/// One edit of the `#/efg` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EfgAction {
    /// The textarea's (or a loaded file's) text.
    Text(String),
    /// A built-in example, by name.
    Example(String),
    /// `a` or `f`.
    Tie(String),
}

/// The state after `action`, or the message shown beside the field (a
/// file that does not parse names its line).
pub fn reduce(st: &EfgState, action: EfgAction) -> Result<EfgState, NotationError> {
    let mut next = st.clone();
    match action {
        EfgAction::Text(text) => {
            check_size(text.len() as u64)?;
            check_efg(&text)?;
            next.source = EfgSource::Text(text);
        }
        EfgAction::Example(name) => next.source = EfgSource::Example(parse_example(&name)?),
        EfgAction::Tie(t) => next.tie = t.parse()?,
    }
    Ok(next)
}

/// Refuses a file over [`MAX_EFG_FILE`] bytes before it is read.
pub fn check_size(bytes: u64) -> Result<(), NotationError> {
    if bytes > MAX_EFG_FILE {
        return Err(NotationError::new(
            format!("{bytes} bytes"),
            format!("the page reads .efg files of at most 1 MiB ({MAX_EFG_FILE} bytes); use `pebbles efg FILE` for larger ones"),
        ));
    }
    Ok(())
}

/// The worker's request for a state.
pub fn request(st: &EfgState) -> EfgRequest {
    EfgRequest::Solve {
        text: st.text().to_string(),
        tie: st.tie,
    }
}

/// The tie select's (value, text) options: each rule with what it does.
pub fn tie_options() -> Vec<(&'static str, String)> {
    super::options(|t: Tie| {
        let does = match t {
            Tie::Antagonistic => "hurt the next players",
            Tie::Friendly => "help the next players",
        };
        format!("{} ({does})", t.name())
    })
}

/// The example select's (value, text) options and the selected value: the
/// examples, plus "your file" while a pasted file is shown.
pub fn example_options(st: &EfgState) -> (Vec<(&'static str, &'static str)>, &'static str) {
    let mut options: Vec<(&str, &str)> = EFG_EXAMPLES.iter().map(|&(n, t, _)| (n, t)).collect();
    match &st.source {
        EfgSource::Example(n) => (options, n),
        EfgSource::Text(_) => {
            options.push(("pasted", "your file"));
            (options, "pasted")
        }
    }
}

/// Under the textarea when the file is too long for a link.
pub fn link_note(st: &EfgState) -> Option<String> {
    (!st.linkable()).then(|| {
        format!(
            "This file is longer than {} characters, so the page's link does not carry it \
             (a link with it would be too long); download the .efg to share it.",
            crate::state::MAX_EFG_LEN
        )
    })
}

/// `Ann, Bob and Cid; 9 nodes, 5 terminals; ties antagonistic`.
pub fn summary(v: &EfgView) -> String {
    let names = match v.players.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => v.players.join(""),
    };
    let terminals = v.nodes.iter().filter(|n| n.player.is_none()).count();
    format!(
        "{} players: {names}; {} nodes, {terminals} terminals; ties {}",
        v.players.len(),
        v.nodes.len(),
        v.tie
    )
}

/// The equilibrium play: `L, r, y` (or "no move" at a one-node tree).
pub fn play_text(v: &EfgView) -> String {
    if v.play.is_empty() {
        "no move (the root is a terminal)".into()
    } else {
        v.play.join(", ")
    }
}

/// (player, PSPE payoff) per player.
pub fn payoff_rows(v: &EfgView) -> Vec<(String, String)> {
    v.players
        .iter()
        .cloned()
        .zip(v.payoffs.iter().cloned())
        .collect()
}

/// The drawn tree for the page and its downloads.
pub fn picture(drawing: &Drawing, svg: &Svg) -> Picture {
    Picture {
        drawing: drawing.clone(),
        svg: svg.clone(),
        line: Vec::new(),
    }
}

/// CSS colouring the edges of the equilibrium play in the page's drawing.
pub fn play_css(v: &EfgView, drawing: &Drawing) -> String {
    let ids: Vec<String> = v
        .path
        .windows(2)
        .filter_map(|w| {
            drawing
                .edges
                .iter()
                .position(|e| e.from == w[0] && e.to == w[1])
        })
        .map(|i| format!("#efg-tree-svg .edge[data-edge=\"{i}\"] polyline"))
        .collect();
    if ids.is_empty() {
        return String::new();
    }
    format!("{} {{ stroke: #c0392b; }}\n", ids.join(",\n"))
}

/// One row of Theorem 11's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct T11Row {
    pub heap: String,
    /// The tree node (its name, or `node 4`), or "forced (cycle completion)".
    pub state: String,
    /// `γ(heap)`: the player to move, by name.
    pub mover: String,
    /// `2 → heap 5, 3 → heap 4`, or "none (terminal)".
    pub actions: String,
    /// The reward vector of each action, `(2,2) / (3,3)`: every player
    /// receives the amount taken.
    pub rewards: String,
    /// The utilities at a terminal heap; empty elsewhere.
    pub utility: String,
}

/// Theorem 11's states as table rows, from heap `Q` down.
pub fn t11_rows(v: &EfgView, t: &T11View) -> Vec<T11Row> {
    t.states
        .iter()
        .map(|s| {
            let node = s.node.and_then(|k| v.nodes.get(k).map(|n| (k, n)));
            let state = match node {
                Some((_, n)) if !n.name.is_empty() => n.name.clone(),
                Some((k, _)) => format!("node {k}"),
                None => "forced (cycle completion)".into(),
            };
            let actions = if s.amounts.is_empty() {
                "none (terminal)".into()
            } else {
                let parts: Vec<String> = s
                    .amounts
                    .iter()
                    .map(|a| format!("{a} → heap {}", s.heap - a))
                    .collect();
                parts.join(", ")
            };
            let n = v.players.len();
            let rewards: Vec<String> = s
                .amounts
                .iter()
                .map(|a| format!("({})", vec![a.to_string(); n].join(",")))
                .collect();
            let utility = match node {
                Some((_, n)) if n.player.is_none() => n.payoffs.clone(),
                _ => String::new(),
            };
            T11Row {
                heap: s.heap.to_string(),
                state,
                mover: v.players.get(s.mover - 1).cloned().unwrap_or_default(),
                actions,
                rewards: rewards.join(" / "),
                utility,
            }
        })
        .collect()
}

/// The sentence above Theorem 11's table.
pub fn t11_text(v: &EfgView, t: &T11View) -> String {
    let n = v.players.len();
    let shown = if t.total > t.states.len() {
        format!(
            " The first {} of its {} states are listed.",
            t.states.len(),
            t.total
        )
    } else {
        String::new()
    };
    format!(
        "Play from heap Q = {} with {} to move. Every move of amount a gives a to every player \
         (so every cumulation counts the states passed), and the utility of a terminal heap is \
         the tree's payoff there. The turn function is cyclic (player 1 → 2 → … → {n} → 1): \
         the cycle completion inserted {} forced one-action state{} where the tree skips a \
         player.{shown}",
        t.heap,
        v.players.first().map_or("player 1", String::as_str),
        t.dummies,
        if t.dummies == 1 { "" } else { "s" },
    )
}

/// Why Theorem 11's game cannot open in the Cumulative Games editor.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    #[error(
        "Theorem 11's ruleset file is {len} characters long; the Cumulative Games editor's \
         links hold at most {MAX_RULES_LEN}. Download the ruleset and run \
         `pebbles game --rules FILE --heap {heap}` instead."
    )]
    RulesetTooLong { len: usize, heap: u32 },
    #[error(
        "Theorem 11's game starts at heap {heap}; the Cumulative Games page starts at most at \
         heap {MAX_GAME_HEAP}. Download the ruleset and run `pebbles game --rules FILE --heap \
         {heap}` instead."
    )]
    HeapTooLarge { heap: u32 },
}

/// `#/games?rules=…&x=Q` for Theorem 11's ruleset, or exactly why the
/// editor cannot open it.
pub fn games_link(t: &T11View) -> Result<String, LinkError> {
    if t.ruleset.len() > MAX_RULES_LEN {
        return Err(LinkError::RulesetTooLong {
            len: t.ruleset.len(),
            heap: t.heap,
        });
    }
    if t.heap > MAX_GAME_HEAP {
        return Err(LinkError::HeapTooLarge { heap: t.heap });
    }
    let view = View {
        state: PageState::Games(GamesState {
            rules: GameRules::Custom(t.ruleset.clone()),
            heaps: vec![t.heap],
            first: 1,
            ..GamesState::default()
        }),
        ..View::default()
    };
    Ok(view.to_hash())
}

/// `(5,4,1)` of the view's payoffs.
pub fn payoffs_text(v: &EfgView) -> String {
    format!("({})", v.payoffs.join(","))
}

/// The file name of downloads: the title's letters and digits, or `game`.
pub fn file_stem(v: &EfgView) -> String {
    let stem: String = v
        .title
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    let stem = stem.trim_matches('-').to_ascii_lowercase();
    let mut short: String = stem.chars().take(40).collect();
    while short.contains("--") {
        short = short.replace("--", "-");
    }
    if short.is_empty() {
        "game".into()
    } else {
        short
    }
}
