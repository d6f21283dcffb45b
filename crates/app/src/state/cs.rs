//! `#/cs`: Cumulative Subtraction view state.

use super::MAX_VIEW_HEAP;
use crate::games::common::{Player, Ties, Variant};
use crate::state::play::PlayState;
use std::collections::BTreeMap;
// The game's notation of move sets, read here for `s`, `l`, `r` and `map`.
use crate::games::cumulative_subtraction::Rules;
use crate::jobs::{CsRequest, CsScoringRequest};
use crate::notation::{self, NotationError};

pub use crate::games::cumulative_subtraction::{parse_map, parse_moves, CsMoves};

/// Most table rows one view lists; the worker still computes every heap below.
pub const MAX_ROWS: u32 = 100_000;

/// Which variant columns the outcome table shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Columns {
    pub zero_sum: bool,
    pub self_interest: bool,
    pub normal: bool,
    pub misere: bool,
    pub grundy: bool,
    /// Remoteness beside the normal and misère classes (`r`; an extra,
    /// off unless asked for).
    pub remoteness: bool,
}

impl Columns {
    pub const ALL: Columns = Columns {
        zero_sum: true,
        self_interest: true,
        normal: true,
        misere: true,
        grundy: true,
        remoteness: false,
    };
    pub const NONE: Columns = Columns {
        zero_sum: false,
        self_interest: false,
        normal: false,
        misere: false,
        grundy: false,
        remoteness: false,
    };

    /// Whether the column of `v` shows.
    pub fn shows(&self, v: Variant) -> bool {
        let mut c = *self;
        *c.flag(v)
    }

    fn flag(&mut self, v: Variant) -> &mut bool {
        match v {
            Variant::ZeroSum => &mut self.zero_sum,
            Variant::SelfInterest => &mut self.self_interest,
            Variant::Normal => &mut self.normal,
            Variant::Misere => &mut self.misere,
            Variant::Grundy => &mut self.grundy,
        }
    }

    /// The same columns with `v` shown or hidden the other way.
    pub fn toggled(mut self, v: Variant) -> Columns {
        let f = self.flag(v);
        *f = !*f;
        self
    }

    /// Column codes as written in `cols=` ([`Variant::short_code`], then
    /// [`REMOTENESS_CODE`]), with their flags.
    pub fn codes(&self) -> [(&'static str, bool); 6] {
        let [a, b, c, d, e] = Variant::ALL.map(|v| (v.short_code(), self.shows(v)));
        [a, b, c, d, e, (REMOTENESS_CODE, self.remoteness)]
    }
}

/// The `cols=` code of the remoteness columns.
pub const REMOTENESS_CODE: &str = "r";

/// Parses `cols=zs,si,n,m,g,r` (any subset; empty shows only heaps).
pub fn parse_columns(text: &str) -> Result<Columns, NotationError> {
    let mut c = Columns::NONE;
    for code in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        if code == REMOTENESS_CODE {
            c.remoteness = true;
            continue;
        }
        let v = Variant::ALL
            .into_iter()
            .find(|v| v.short_code() == code)
            .ok_or_else(|| NotationError::new(code, "is not a column; use zs, si, n, m, g, r"))?;
        *c.flag(v) = true;
    }
    Ok(c)
}

pub(crate) fn format_columns(c: &Columns) -> String {
    let on: Vec<&str> = c.codes().iter().filter(|x| x.1).map(|x| x.0).collect();
    on.join(",")
}

/// State of the `#/cs` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsState {
    pub moves: CsMoves,
    /// Inclusive heap range shown.
    pub heaps: (u32, u32),
    /// Tie rules of (Left, Right).
    pub ties: Ties,
    /// Heap-dynamic overrides: heap → allowed amounts for both players.
    pub map: BTreeMap<u32, Vec<u32>>,
    pub cols: Columns,
    /// Heap whose optimal play line is shown (`x=`).
    pub selected: Option<u32>,
    /// Which play line: variant (`play=`) and starter (`first=l|r`).
    pub line: (Variant, Player),
    /// A game against the equilibrium from heap `x` (`side=`, `moves=`).
    pub play: PlayState,
    /// The folded section on scoring play is open (`scoring=1`): the heaps
    /// as guaranteed scoring games, computed only while it is.
    pub scoring: bool,
}

impl Default for CsState {
    fn default() -> Self {
        CsState {
            moves: CsMoves::Symmetric(vec![2, 3]),
            heaps: (0, 20),
            ties: Ties::default(),
            map: BTreeMap::new(),
            cols: Columns::ALL,
            selected: None,
            line: (Variant::ZeroSum, Player::Left),
            play: PlayState::default(),
            scoring: false,
        }
    }
}

/// Parses a heap range for a table view (at most [`MAX_ROWS`] rows).
pub fn parse_heap_range(text: &str) -> Result<(u32, u32), NotationError> {
    let (lo, hi) = notation::parse_range(text, 0, MAX_VIEW_HEAP)?;
    if hi - lo >= MAX_ROWS {
        return Err(NotationError::new(
            text.trim(),
            format!("lists more than {MAX_ROWS} heaps"),
        ));
    }
    Ok((lo, hi))
}

/// Which set of [`CsMoves`] a field edits: `s`, or `l` and `r`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovesSlot {
    S,
    L,
    R,
}

impl MovesSlot {
    /// The permalink parameter, also the field's name.
    pub fn name(self) -> &'static str {
        match self {
            MovesSlot::S => "s",
            MovesSlot::L => "l",
            MovesSlot::R => "r",
        }
    }
}

/// Applies an edit of field `s`, `l` or `r` to move rules.
pub fn edit_moves(moves: &CsMoves, slot: MovesSlot, text: &str) -> Result<CsMoves, NotationError> {
    let set = parse_moves(text)?;
    match (moves, slot) {
        (_, MovesSlot::S) if set.is_empty() => {
            Err(NotationError::new(text, "give at least one amount"))
        }
        (_, MovesSlot::S) => Ok(CsMoves::Symmetric(set)),
        (CsMoves::Partizan { left, right }, MovesSlot::L | MovesSlot::R) => {
            let (left, right) = if slot == MovesSlot::L {
                (set, right.clone())
            } else {
                (left.clone(), set)
            };
            if left.is_empty() && right.is_empty() {
                return Err(NotationError::new(text, "at least one player needs a move"));
            }
            Ok(CsMoves::Partizan { left, right })
        }
        _ => Ok(moves.clone()),
    }
}

/// The view's move sets and overrides.
impl From<&CsState> for Rules {
    fn from(st: &CsState) -> Rules {
        st.moves.rules(&st.map)
    }
}

/// The worker job of the view: its rules, ties and heap range.
impl From<&CsState> for CsRequest {
    fn from(st: &CsState) -> CsRequest {
        CsRequest {
            rules: Rules::from(st),
            ties: st.ties,
            lo: st.heaps.0,
            hi: st.heaps.1,
            remoteness: st.cols.remoteness,
        }
    }
}

/// The scoring-play section's job: the view's rules and heap range.
impl From<&CsState> for CsScoringRequest {
    fn from(st: &CsState) -> CsScoringRequest {
        CsScoringRequest {
            rules: Rules::from(st),
            lo: st.heaps.0,
            hi: st.heaps.1,
        }
    }
}

/// A heap a view starts from or selects.
pub fn parse_heap(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 0, MAX_VIEW_HEAP)
}
