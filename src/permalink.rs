//! Permalinks: every view's state lives in the URL hash, e.g. `#/cs?s=2,3&heaps=0..20`.
//!
//! Parsing never fails: a bad field falls back to its default and yields a [`Notice`]
//! naming the parameter and the offending token. The README's *Permalink reference*
//! documents every parameter.

use std::collections::BTreeMap;

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use crate::games::cumulative_subtraction::{Player, Tie, Variant, MAX_HEAP, MAX_MOVE};

use crate::notation::{self, NotationError};

/// Most table rows one view lists; the worker still computes every heap below.
pub const MAX_ROWS: u32 = 100_000;
/// Largest heap a browser view computes (about 30 bytes per heap in the worker).
pub const MAX_VIEW_HEAP: u32 = 10_000_000;

/// Characters escaped when writing a parameter value; `, . ; :` stay readable.
const VALUE: &AsciiSet = &CONTROLS
    .add(b' ')
    .add(b'#')
    .add(b'&')
    .add(b'=')
    .add(b'%')
    .add(b'"')
    .add(b'<')
    .add(b'>');

/// The pages of the app, one per game family plus *About*.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Cs,
    Bcs,
    Games,
    Tree,
    Classical,
    About,
}

impl Page {
    pub const ALL: [Page; 6] = [
        Page::Cs,
        Page::Bcs,
        Page::Games,
        Page::Tree,
        Page::Classical,
        Page::About,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Page::Cs => "cs",
            Page::Bcs => "bcs",
            Page::Games => "games",
            Page::Tree => "tree",
            Page::Classical => "classical",
            Page::About => "about",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Page::Cs => "Cumulative Subtraction",
            Page::Bcs => "Bidding",
            Page::Games => "Cumulative Games",
            Page::Tree => "Trees & DAGs",
            Page::Classical => "Classical CGT",
            Page::About => "About",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|p| p.slug() == slug)
    }
}

/// A visible message about a permalink field that was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub param: String,
    pub message: String,
}

impl Notice {
    fn new(param: &str, message: impl Into<String>) -> Self {
        Notice {
            param: param.to_string(),
            message: message.into(),
        }
    }

    fn bad(param: &str, err: &NotationError, fallback: &str) -> Self {
        Notice::new(param, format!("{err}; using {fallback}"))
    }
}

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
}

impl Columns {
    pub const ALL: Columns = Columns {
        zero_sum: true,
        self_interest: true,
        normal: true,
        misere: true,
        grundy: true,
    };
    /// Column codes as written in `cols=`, with their flags.
    pub fn codes(&self) -> [(&'static str, bool); 5] {
        [
            ("zs", self.zero_sum),
            ("si", self.self_interest),
            ("n", self.normal),
            ("m", self.misere),
            ("g", self.grundy),
        ]
    }
}

/// Parses `cols=zs,si,n,m,g` (any subset; empty shows only heaps).
pub fn parse_columns(text: &str) -> Result<Columns, NotationError> {
    let mut c = Columns {
        zero_sum: false,
        self_interest: false,
        normal: false,
        misere: false,
        grundy: false,
    };
    for code in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        *match code {
            "zs" => &mut c.zero_sum,
            "si" => &mut c.self_interest,
            "n" => &mut c.normal,
            "m" => &mut c.misere,
            "g" => &mut c.grundy,
            _ => {
                return Err(NotationError::new(
                    code,
                    "is not a column; use zs, si, n, m, g",
                ))
            }
        } = true;
    }
    Ok(c)
}

fn format_columns(c: &Columns) -> String {
    let on: Vec<&str> = c.codes().iter().filter(|x| x.1).map(|x| x.0).collect();
    on.join(",")
}

/// Variant codes used by `play=`.
pub const VARIANT_CODES: [(&str, Variant); 4] = [
    ("zs", Variant::ZeroSum),
    ("si", Variant::SelfInterest),
    ("n", Variant::Normal),
    ("m", Variant::Misere),
];

pub fn variant_code(v: Variant) -> &'static str {
    VARIANT_CODES
        .iter()
        .find(|c| c.1 == v)
        .map_or("zs", |c| c.0)
}

/// State of the `#/cs` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsState {
    pub moves: CsMoves,
    /// Inclusive heap range shown.
    pub heaps: (u32, u32),
    /// Tie rules of (Left, Right).
    pub ties: (Tie, Tie),
    /// Heap-dynamic overrides: heap → allowed amounts for both players.
    pub map: BTreeMap<u32, Vec<u32>>,
    pub cols: Columns,
    /// Heap whose optimal play line is shown (`x=`).
    pub selected: Option<u32>,
    /// Which play line: variant (`play=`) and starter (`first=l|r`).
    pub line: (Variant, Player),
}

impl Default for CsState {
    fn default() -> Self {
        CsState {
            moves: CsMoves::Symmetric(vec![2, 3]),
            heaps: (0, 20),
            ties: (Tie::Antagonistic, Tie::Antagonistic),
            map: BTreeMap::new(),
            cols: Columns::ALL,
            selected: None,
            line: (Variant::ZeroSum, Player::Left),
        }
    }
}

/// Parses tie rules, Left's first: `a`, `f`, `af`, `fa`, or words such as
/// `friendly` and `friendly,antagonistic` (the CLI form).
pub fn parse_ties(text: &str) -> Result<(Tie, Tie), NotationError> {
    let t = text.trim();
    let err = || {
        NotationError::new(
            t,
            "expected a, f, af or fa (a = antagonistic, f = friendly; Left's first)",
        )
    };
    let one = |w: &str| match w.trim() {
        "a" | "antagonistic" => Ok(Tie::Antagonistic),
        "f" | "friendly" => Ok(Tie::Friendly),
        _ => Err(err()),
    };
    if let Some((l, r)) = t.split_once(',') {
        return Ok((one(l)?, one(r)?));
    }
    match t {
        "af" => Ok((Tie::Antagonistic, Tie::Friendly)),
        "fa" => Ok((Tie::Friendly, Tie::Antagonistic)),
        _ => one(t).map(|x| (x, x)),
    }
}

pub fn format_ties((l, r): (Tie, Tie)) -> String {
    let c = |t: Tie| match t {
        Tie::Antagonistic => 'a',
        Tie::Friendly => 'f',
    };
    if l == r {
        c(l).to_string()
    } else {
        format!("{}{}", c(l), c(r))
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

impl CsState {
    fn from_params(params: &Params, notices: &mut Vec<Notice>) -> CsState {
        let mut st = CsState::default();
        let set = |name: &str, notices: &mut Vec<Notice>| -> Option<Vec<u32>> {
            let v = params.get(name)?;
            match parse_moves(v) {
                Ok(s) => Some(s),
                Err(e) => {
                    notices.push(Notice::bad(name, &e, "the default"));
                    None
                }
            }
        };
        let s = set("s", notices);
        let l = set("l", notices);
        let r = set("r", notices);
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
                } else {
                    st.moves = CsMoves::Partizan { left, right };
                }
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
                } else {
                    st.moves = CsMoves::Symmetric(s);
                }
            }
            (None, Some(_), None) | (None, None, Some(_)) => notices.push(Notice::new(
                if params.get("l").is_some() { "r" } else { "l" },
                "is missing: give both `l` and `r` for partizan rules; using the default",
            )),
            (None, None, None) => {}
        }
        if let Some(v) = params.get("heaps") {
            match parse_heap_range(v) {
                Ok(h) => st.heaps = h,
                Err(e) => notices.push(Notice::bad("heaps", &e, "0..20")),
            }
        }
        if let Some(v) = params.get("tie") {
            match parse_ties(v) {
                Ok(t) => st.ties = t,
                Err(e) => notices.push(Notice::bad("tie", &e, "a")),
            }
        }
        if let Some(v) = params.get("map") {
            match parse_map(v) {
                Ok(m) => st.map = m,
                Err(e) => notices.push(Notice::bad("map", &e, "no overrides")),
            }
        }
        if let Some(v) = params.get("cols") {
            match parse_columns(v) {
                Ok(c) => st.cols = c,
                Err(e) => notices.push(Notice::bad("cols", &e, "all columns")),
            }
        }
        if let Some(v) = params.get("x") {
            match notation::parse_number(v, 0, MAX_VIEW_HEAP) {
                Ok(x) => st.selected = Some(x),
                Err(e) => notices.push(Notice::bad("x", &e, "no play line")),
            }
        }
        if let Some(v) = params.get("play") {
            match VARIANT_CODES.iter().find(|c| c.0 == v.trim()) {
                Some(c) => st.line.0 = c.1,
                None => notices.push(Notice::new(
                    "play",
                    format!("`{v}` is not a variant; use zs, si, n or m; using zs"),
                )),
            }
        }
        if let Some(v) = params.get("first") {
            match v.trim() {
                "l" => st.line.1 = Player::Left,
                "r" => st.line.1 = Player::Right,
                _ => notices.push(Notice::new(
                    "first",
                    format!("`{v}`: expected l or r; using l"),
                )),
            }
        }
        st
    }

    fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.moves {
            CsMoves::Symmetric(s) => out.push(("s", notation::format_set(s))),
            CsMoves::Partizan { left, right } => {
                out.push(("l", notation::format_set(left)));
                out.push(("r", notation::format_set(right)));
            }
        }
        out.push(("heaps", notation::format_range(self.heaps)));
        if self.ties != CsState::default().ties {
            out.push(("tie", format_ties(self.ties)));
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
            out.push(("play", variant_code(self.line.0).to_string()));
        }
        if self.line.1 == Player::Right {
            out.push(("first", "r".to_string()));
        }
    }

    const PARAMS: &'static [&'static str] = &[
        "s", "l", "r", "heaps", "tie", "map", "cols", "x", "play", "first",
    ];
}

/// Per-page state. Pages without state of their own yet carry none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageState {
    Cs(CsState),
    Other(Page),
}

impl PageState {
    pub fn page(&self) -> Page {
        match self {
            PageState::Cs(_) => Page::Cs,
            PageState::Other(p) => *p,
        }
    }

    pub fn default_for(page: Page) -> PageState {
        match page {
            Page::Cs => PageState::Cs(CsState::default()),
            p => PageState::Other(p),
        }
    }
}

/// Everything a permalink restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub state: PageState,
    /// `embed=1`: only the result panel, for iframes.
    pub embed: bool,
}

impl Default for View {
    fn default() -> Self {
        View {
            state: PageState::default_for(Page::Cs),
            embed: false,
        }
    }
}

/// Decoded query parameters, in order; a repeated name keeps its last value.
struct Params(Vec<(String, String)>);

impl Params {
    fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

fn decode(s: &str) -> String {
    percent_decode_str(s).decode_utf8_lossy().into_owned()
}

impl View {
    /// Parses a location hash (`#/cs?s=2,3`, with or without the leading `#`).
    pub fn parse(hash: &str) -> (View, Vec<Notice>) {
        let mut notices = Vec::new();
        let h = hash.trim_start_matches('#');
        let (path, query) = h.split_once('?').unwrap_or((h, ""));
        let slug = decode(path.trim_start_matches('/').trim_end_matches('/'));
        let page = if slug.is_empty() {
            Page::Cs
        } else {
            Page::from_slug(&slug).unwrap_or_else(|| {
                notices.push(Notice::new(
                    "page",
                    format!("unknown page `{slug}`; showing Cumulative Subtraction"),
                ));
                Page::Cs
            })
        };
        let params = Params(
            query
                .split('&')
                .filter(|p| !p.is_empty())
                .map(|p| {
                    let (k, v) = p.split_once('=').unwrap_or((p, ""));
                    (decode(k), decode(v))
                })
                .collect(),
        );
        let known: &[&str] = match page {
            Page::Cs => CsState::PARAMS,
            _ => &[],
        };
        let mut seen: Vec<&str> = Vec::new();
        for (k, _) in &params.0 {
            if k == "embed" || known.contains(&k.as_str()) {
                if seen.contains(&k.as_str()) {
                    notices.push(Notice::new(k, "is given more than once; using the last"));
                }
                seen.push(k);
            } else {
                notices.push(Notice::new(k, "is not a parameter of this page; ignored"));
            }
        }
        let embed = match params.get("embed") {
            None | Some("0") => false,
            Some("1") | Some("") => true,
            Some(v) => {
                notices.push(Notice::new("embed", format!("`{v}`: expected 0 or 1")));
                false
            }
        };
        let state = match page {
            Page::Cs => PageState::Cs(CsState::from_params(&params, &mut notices)),
            p => PageState::Other(p),
        };
        (View { state, embed }, notices)
    }

    /// The hash for this view, e.g. `#/cs?s=2,3&heaps=0..20`.
    pub fn to_hash(&self) -> String {
        let mut params = Vec::new();
        if let PageState::Cs(cs) = &self.state {
            cs.to_params(&mut params);
        }
        if self.embed {
            params.push(("embed", "1".to_string()));
        }
        let mut out = format!("#/{}", self.state.page().slug());
        for (i, (k, v)) in params.iter().enumerate() {
            out.push(if i == 0 { '?' } else { '&' });
            out.push_str(k);
            out.push('=');
            out.extend(utf8_percent_encode(v, VALUE));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cs(hash: &str) -> (CsState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Cs(c) => (c, n),
            other => panic!("expected cs, got {other:?}"),
        }
    }

    #[test]
    fn reads_the_documented_example() {
        let (c, n) = cs("#/cs?l=2,3&r=1,4&heaps=0..14");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(
            c.moves,
            CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![1, 4]
            }
        );
        assert_eq!(c.heaps, (0, 14));
    }

    #[test]
    fn bad_field_falls_back_and_names_token() {
        let (c, n) = cs("#/cs?s=2,x&heaps=0..20");
        assert_eq!(c.moves, CsState::default().moves);
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].param, "s");
        assert!(n[0].message.contains("`x`"), "{}", n[0].message);
    }

    #[test]
    fn unknown_page_and_param_are_noticed() {
        let (v, n) = View::parse("#/nope?zzz=1");
        assert_eq!(v.state.page(), Page::Cs);
        assert_eq!(n.len(), 2);
    }

    #[test]
    fn round_trip_with_everything() {
        let mut map = BTreeMap::new();
        map.insert(2, vec![2]);
        map.insert(3, vec![1]);
        let v = View {
            state: PageState::Cs(CsState {
                moves: CsMoves::Symmetric(vec![2, 3]),
                heaps: (5, 9),
                ties: (Tie::Friendly, Tie::Antagonistic),
                map,
                cols: Columns {
                    grundy: false,
                    ..Columns::ALL
                },
                selected: Some(7),
                line: (Variant::SelfInterest, Player::Right),
            }),
            embed: true,
        };
        let h = v.to_hash();
        assert_eq!(
            h,
            "#/cs?s=2,3&heaps=5..9&tie=fa&map=2:2;3:1&cols=zs,si,n,m&x=7&play=si&first=r&embed=1"
        );
        assert_eq!(View::parse(&h), (v, vec![]));
    }

    #[test]
    fn tie_codes() {
        use Tie::*;
        assert_eq!(parse_ties("af"), Ok((Antagonistic, Friendly)));
        assert_eq!(parse_ties("friendly"), Ok((Friendly, Friendly)));
        assert_eq!(
            parse_ties("friendly,antagonistic"),
            Ok((Friendly, Antagonistic))
        );
        assert_eq!(parse_ties("x").unwrap_err().token, "x");
        assert!(parse_ties("aff").is_err());
    }

    #[test]
    fn percent_encoded_commas_are_read() {
        let (c, n) = cs("#/cs?s=2%2C3");
        assert!(n.is_empty());
        assert_eq!(c.moves, CsMoves::Symmetric(vec![2, 3]));
    }
}
