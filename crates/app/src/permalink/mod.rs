//! Permalinks: every view's state lives in the URL hash, e.g. `#/cs?s=2,3&heaps=0..20`.
//!
//! Parsing never fails: a bad field falls back to its default and yields a [`Notice`]
//! naming the parameter and the offending token. The README's *Permalink reference*
//! documents every parameter.

mod bcs;
mod classical;
mod clobber;
mod cs;
mod efg;
mod gallery;
mod games;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod lz;
mod misere;
mod play;
mod scoring;
mod search;
mod show;
mod tree;

pub use classical::format_script_param;
pub use show::*;

use crate::state::*;

use percent_encoding::{percent_decode_str, utf8_percent_encode, AsciiSet, CONTROLS};

use crate::notation::NotationError;

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

impl Page {
    /// The page's own parameters (besides `embed`, `show` and `scale`; the
    /// classical page also reads a ruleset's id, `domineering=`), for tests
    /// that try each with hostile values.
    pub fn params(self) -> &'static [&'static str] {
        match self {
            Page::Cs => CsState::PARAMS,
            Page::Bcs => BcsState::PARAMS,
            Page::Tree => TreeState::PARAMS,
            Page::Games => GamesState::PARAMS,
            Page::Clobber => ClobberState::PARAMS,
            Page::Classical => ClassicalState::PARAMS,
            Page::Efg => EfgState::PARAMS,
            Page::Search => SearchState::PARAMS,
            Page::Misere => MisereState::PARAMS,
            Page::Scoring => ScoringState::PARAMS,
            Page::Gallery => GalleryState::PARAMS,
            Page::About => &[],
        }
    }

    /// Whether `name` is a parameter of the page (besides `embed`,
    /// `show`, `scale` and `present`).
    pub fn knows(self, name: &str) -> bool {
        match self {
            Page::Classical => ClassicalState::knows(name),
            Page::Cs
            | Page::Bcs
            | Page::Tree
            | Page::Games
            | Page::Clobber
            | Page::Efg
            | Page::Search
            | Page::Misere
            | Page::Scoring
            | Page::Gallery
            | Page::About => self.params().contains(&name),
        }
    }
}

/// A visible message about a permalink field that was ignored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub param: String,
    pub message: String,
}

impl Notice {
    pub(crate) fn new(param: &str, message: impl Into<String>) -> Self {
        // A link's own parameter names are short; a hostile one is cut,
        // and so is any long token a message quotes.
        Notice {
            param: crate::notation::shown(param),
            message: crate::notation::cut_words(&message.into()),
        }
    }

    pub(crate) fn bad(param: &str, err: &NotationError, fallback: &str) -> Self {
        Notice::new(param, format!("{err}; using {fallback}"))
    }
}

/// Everything a permalink restores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub state: PageState,
    /// `embed=1`: only the result panel, for iframes.
    pub embed: bool,
    /// `show=table,chart`: the result panels shown; `None` shows all.
    pub show: Option<Vec<Panel>>,
    /// `scale=1.5`: text and diagrams enlarged, for projectors.
    pub scale: Scale,
    /// `present=1`: presenter mode, the result filling the screen in large
    /// type, the editors and explanations behind one small control.
    pub present: bool,
}

impl Default for View {
    fn default() -> Self {
        View {
            state: PageState::default_for(Page::Cs),
            embed: false,
            show: None,
            scale: Scale::ONE,
            present: false,
        }
    }
}

/// Decoded query parameters, in order; a repeated name keeps its last value.
pub(crate) struct Params(Vec<(String, String)>);

impl Params {
    pub(crate) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Parses parameter `name` if present and hands the value to `set`; a bad
    /// value leaves the default and adds a notice saying `using {fallback}`.
    pub(crate) fn read<T>(
        &self,
        name: &str,
        notices: &mut Vec<Notice>,
        fallback: &str,
        parse: impl FnOnce(&str) -> Result<T, NotationError>,
        set: impl FnOnce(T),
    ) {
        if let Some(v) = self.get(name) {
            match parse(v) {
                Ok(x) => set(x),
                Err(e) => notices.push(Notice::bad(name, &e, fallback)),
            }
        }
    }
}

fn decode(s: &str) -> String {
    percent_decode_str(s).decode_utf8_lossy().into_owned()
}

/// The parameters of every page: `embed`, `show`, `scale` and `present`.
const VIEW_PARAMS: [&str; 4] = ["embed", "show", "scale", "present"];

/// A `0`/`1` parameter such as `embed=1` (present without a value is `1`);
/// anything else is `0` with a notice naming it.
fn flag(params: &Params, name: &str, notices: &mut Vec<Notice>) -> bool {
    match params.get(name) {
        None | Some("0") => false,
        Some("1") | Some("") => true,
        Some(v) => {
            notices.push(Notice::new(name, format!("`{v}`: expected 0 or 1")));
            false
        }
    }
}

/// The page a hash path names (`/cs`), or `#/cs` with a notice.
fn page_of(path: &str, notices: &mut Vec<Notice>) -> Page {
    let slug = decode(path.trim_start_matches('/').trim_end_matches('/'));
    if slug.is_empty() {
        return Page::Cs;
    }
    Page::from_slug(&slug).unwrap_or_else(|| {
        notices.push(Notice::new(
            "page",
            format!(
                "unknown page `{}`; showing Cumulative Subtraction",
                crate::notation::shown(&slug)
            ),
        ));
        Page::Cs
    })
}

impl View {
    /// Parses a location hash (`#/cs?s=2,3`, with or without the leading `#`).
    pub fn parse(hash: &str) -> (View, Vec<Notice>) {
        let mut notices = Vec::new();
        let h = hash.trim_start_matches('#');
        let (path, query) = h.split_once('?').unwrap_or((h, ""));
        let page = page_of(path, &mut notices);
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
        let mut seen: Vec<&str> = Vec::new();
        for (k, _) in &params.0 {
            if VIEW_PARAMS.contains(&k.as_str()) || page.knows(k) {
                if seen.contains(&k.as_str()) {
                    notices.push(Notice::new(k, "is given more than once; using the last"));
                }
                seen.push(k);
            } else {
                notices.push(Notice::new(k, "is not a parameter of this page; ignored"));
            }
        }
        let embed = flag(&params, "embed", &mut notices);
        let present = flag(&params, "present", &mut notices);
        let state = match page {
            Page::Cs => PageState::Cs(CsState::from_params(&params, &mut notices)),
            Page::Bcs => PageState::Bcs(BcsState::from_params(&params, &mut notices)),
            Page::Tree => PageState::Tree(TreeState::from_params(&params, &mut notices)),
            Page::Games => PageState::Games(GamesState::from_params(&params, &mut notices)),
            Page::Clobber => PageState::Clobber(ClobberState::from_params(&params, &mut notices)),
            Page::Classical => {
                PageState::Classical(ClassicalState::from_params(&params, &mut notices))
            }
            Page::Efg => PageState::Efg(EfgState::from_params(&params, &mut notices)),
            Page::Search => PageState::Search(SearchState::from_params(&params, &mut notices)),
            Page::Misere => PageState::Misere(MisereState::from_params(&params, &mut notices)),
            Page::Scoring => PageState::Scoring(ScoringState::from_params(&params, &mut notices)),
            Page::Gallery => PageState::Gallery(GalleryState::from_params(&params, &mut notices)),
            Page::About => PageState::About,
        };
        let show = params
            .get("show")
            .and_then(|v| parse_show(v, page, &mut notices));
        let mut scale = Scale::ONE;
        params.read("scale", &mut notices, "1", |v| v.parse(), |v| scale = v);
        let view = View {
            state,
            embed,
            show,
            scale,
            present,
        };
        (view, notices)
    }

    /// The hash for this view, e.g. `#/cs?s=2,3&heaps=0..20`.
    pub fn to_hash(&self) -> String {
        let mut params = Vec::new();
        match &self.state {
            PageState::Cs(s) => s.to_params(&mut params),
            PageState::Bcs(s) => s.to_params(&mut params),
            PageState::Tree(s) => s.to_params(&mut params),
            PageState::Games(s) => s.to_params(&mut params),
            PageState::Clobber(s) => s.to_params(&mut params),
            PageState::Classical(s) => s.to_params(&mut params),
            PageState::Efg(s) => s.to_params(&mut params),
            PageState::Search(s) => s.to_params(&mut params),
            PageState::Misere(s) => s.to_params(&mut params),
            PageState::Scoring(s) => s.to_params(&mut params),
            PageState::Gallery(s) => s.to_params(&mut params),
            PageState::About => {}
        }
        if let Some(panels) = &self.show {
            params.push(("show", format_show(panels)));
        }
        if !self.scale.is_one() {
            params.push(("scale", self.scale.to_string()));
        }
        if self.present {
            params.push(("present", "1".to_string()));
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

/// A switch: `1` (or nothing) on, `0` off.
pub fn parse_flag(text: &str) -> Result<bool, NotationError> {
    match text.trim() {
        "0" => Ok(false),
        "1" | "" => Ok(true),
        t => Err(NotationError::new(t, "expected 0 or 1")),
    }
}
