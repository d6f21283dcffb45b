//! `#/cs`: Cumulative Subtraction view state.

use std::collections::BTreeMap;
use std::str::FromStr;

use super::play::PlayState;
use super::{Notice, Params, MAX_VIEW_HEAP};
use crate::games::common::{Player, Ties, Variant};
use crate::games::cumulative_subtraction::{Rules, MAX_HEAP, MAX_MOVE};
use crate::jobs::CsRequest;
use crate::notation::{self, NotationError};

/// Most table rows one view lists; the worker still computes every heap below.
pub const MAX_ROWS: u32 = 100_000;

/// Move rules of a Cumulative Subtraction view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsMoves {
    Symmetric(Vec<u32>),
    Partizan { left: Vec<u32>, right: Vec<u32> },
}

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

fn format_columns(c: &Columns) -> String {
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

/// Parses a subtraction set for one player (may be empty).
pub fn parse_moves(text: &str) -> Result<Vec<u32>, NotationError> {
    notation::parse_set(text, 1, MAX_MOVE)
}

pub fn parse_map(text: &str) -> Result<BTreeMap<u32, Vec<u32>>, NotationError> {
    notation::parse_heap_map(text, MAX_HEAP, MAX_MOVE)
}

/// Reads `s`, or `l` and `r`, shared by every page with subtraction rules.
pub(crate) fn read_moves(params: &Params, notices: &mut Vec<Notice>) -> Option<CsMoves> {
    let mut sets = [None, None, None];
    for (slot, name) in sets.iter_mut().zip(["s", "l", "r"]) {
        params.read(name, notices, "the default", parse_moves, |v| {
            *slot = Some(v)
        });
    }
    let [s, l, r] = sets;
    match (s, l, r) {
        (s, Some(left), Some(right)) => {
            if s.is_some() {
                notices.push(Notice::new("s", "ignored because `l` and `r` are given"));
            }
            if left.is_empty() && right.is_empty() {
                notices.push(Notice::new(
                    "l",
                    "both players' sets are empty; using the default",
                ));
                return None;
            }
            Some(CsMoves::Partizan { left, right })
        }
        (Some(s), l, r) => {
            if l.is_some() || r.is_some() {
                notices.push(Notice::new(
                    if l.is_some() { "l" } else { "r" },
                    "ignored: give both `l` and `r` for partizan rules",
                ));
            }
            if s.is_empty() {
                notices.push(Notice::new("s", "the set is empty; using the default"));
                return None;
            }
            Some(CsMoves::Symmetric(s))
        }
        (None, Some(_), None) | (None, None, Some(_)) => {
            // The notice goes on the parameter the link has, naming its value.
            let (given, other) = if params.get("l").is_some() {
                ("l", "r")
            } else {
                ("r", "l")
            };
            let value = notation::shown(params.get(given).unwrap_or_default());
            notices.push(Notice::new(
                given,
                format!(
                    "`{value}`: ignored, the link has no `{other}`; give both `l` and `r` \
                     for partizan rules; using the default"
                ),
            ));
            None
        }
        (None, None, None) => None,
    }
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

impl CsMoves {
    /// The domain rules: these sets with the heap-dynamic overrides `map`.
    pub fn rules(&self, map: &BTreeMap<u32, Vec<u32>>) -> Rules {
        let mut rules = match self {
            CsMoves::Symmetric(s) => Rules::symmetric(s.clone()),
            CsMoves::Partizan { left, right } => Rules::partizan(left.clone(), right.clone()),
        };
        rules.overrides = map.clone();
        rules
    }

    /// The sets as `#/bcs` and the bidding rules keep them: the symmetric
    /// set (or Left's), and Right's set when the rules are partizan.
    pub fn from_sets(moves: Vec<u32>, right: Option<Vec<u32>>) -> CsMoves {
        match right {
            None => CsMoves::Symmetric(moves),
            Some(right) => CsMoves::Partizan { left: moves, right },
        }
    }

    /// The inverse of [`CsMoves::from_sets`].
    pub fn into_sets(self) -> (Vec<u32>, Option<Vec<u32>>) {
        match self {
            CsMoves::Symmetric(s) => (s, None),
            CsMoves::Partizan { left, right } => (left, Some(right)),
        }
    }

    /// Symmetric ⇄ partizan, keeping the sets.
    pub fn toggled(&self) -> CsMoves {
        match self {
            CsMoves::Symmetric(s) => CsMoves::Partizan {
                left: s.clone(),
                right: s.clone(),
            },
            CsMoves::Partizan { left, right } => CsMoves::Symmetric(if left.is_empty() {
                right.clone()
            } else {
                left.clone()
            }),
        }
    }
}

/// The sets alone, without overrides (e.g. the tree page's rules).
impl From<&CsMoves> for Rules {
    fn from(moves: &CsMoves) -> Rules {
        moves.rules(&BTreeMap::new())
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

/// Writes `s`, or `l` and `r`.
pub(crate) fn write_moves(moves: &CsMoves, out: &mut Vec<(&'static str, String)>) {
    match moves {
        CsMoves::Symmetric(s) => out.push(("s", notation::format_set(s))),
        CsMoves::Partizan { left, right } => {
            out.push(("l", notation::format_set(left)));
            out.push(("r", notation::format_set(right)));
        }
    }
}

/// A heap a view starts from or selects.
pub fn parse_heap(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 0, MAX_VIEW_HEAP)
}

impl CsState {
    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> CsState {
        let mut st = CsState::default();
        if let Some(m) = read_moves(params, notices) {
            st.moves = m;
        }
        params.read("heaps", notices, "0..20", parse_heap_range, |h| {
            st.heaps = h
        });
        let ties = Ties::default().code();
        params.read("tie", notices, ties, Ties::from_str, |t| st.ties = t);
        params.read("map", notices, "no overrides", parse_map, |m| st.map = m);
        params.read("cols", notices, "all columns", parse_columns, |c| {
            st.cols = c
        });
        params.read("x", notices, "no play line", parse_heap, |x| {
            st.selected = Some(x)
        });
        let (variant, first) = CsState::default().line;
        params.read("play", notices, variant.code(), Variant::from_str, |v| {
            st.line.0 = v
        });
        params.read("first", notices, first.code(), Player::from_str, |p| {
            st.line.1 = p
        });
        st.play = PlayState::read(params, notices, 2, false);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        write_moves(&self.moves, out);
        out.push(("heaps", notation::format_range(self.heaps)));
        if self.ties != CsState::default().ties {
            out.push(("tie", self.ties.code().into()));
        }
        if !self.map.is_empty() {
            out.push(("map", notation::format_heap_map(&self.map)));
        }
        if self.cols != Columns::ALL {
            out.push(("cols", format_columns(&self.cols)));
        }
        if let Some(x) = self.selected {
            out.push(("x", x.to_string()));
        }
        if self.line.0 != Variant::ZeroSum {
            out.push(("play", self.line.0.code().to_string()));
        }
        if self.line.1 != CsState::default().line.1 {
            out.push(("first", self.line.1.code().into()));
        }
        self.play.write(2, out);
    }

    pub(crate) const PARAMS: &'static [&'static str] = &[
        "s", "l", "r", "heaps", "tie", "map", "cols", "x", "play", "first", "side", "moves",
        "hints",
    ];
}
