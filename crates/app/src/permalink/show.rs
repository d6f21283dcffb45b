//! `show=` (the result panels a view shows) and `scale=` (text and diagram
//! size for projectors), read and written for every page.

use std::fmt;
use std::str::FromStr;

use super::{Notice, Page};
use crate::notation::NotationError;

/// A result panel that `show=` can pick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Panel {
    Table,
    Chart,
    Play,
    Checks,
    Limits,
    Matrix,
    Automaton,
    Sweep,
    Outcome,
    Tree,
    Steps,
    Board,
    Values,
    Thermograph,
    Census,
    Impartial,
    /// A tree's toolbar (re-root, reset, exports, `.efg`): hidden in an
    /// embed unless `show=` names it.
    Tools,
    /// `#/misere`: the misère quotient of an octal game.
    Quotient,
    /// `#/misere`: impartial misère canonical forms.
    Forms,
}

impl Panel {
    pub const ALL: [Panel; 19] = [
        Panel::Table,
        Panel::Chart,
        Panel::Play,
        Panel::Checks,
        Panel::Limits,
        Panel::Matrix,
        Panel::Automaton,
        Panel::Sweep,
        Panel::Outcome,
        Panel::Tree,
        Panel::Steps,
        Panel::Board,
        Panel::Values,
        Panel::Thermograph,
        Panel::Census,
        Panel::Impartial,
        Panel::Tools,
        Panel::Quotient,
        Panel::Forms,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Panel::Table => "table",
            Panel::Chart => "chart",
            Panel::Play => "play",
            Panel::Checks => "checks",
            Panel::Limits => "limits",
            Panel::Matrix => "matrix",
            Panel::Automaton => "automaton",
            Panel::Sweep => "sweep",
            Panel::Outcome => "outcome",
            Panel::Tree => "tree",
            Panel::Steps => "steps",
            Panel::Board => "board",
            Panel::Values => "values",
            Panel::Thermograph => "thermograph",
            Panel::Census => "census",
            Panel::Impartial => "impartial",
            Panel::Tools => "tools",
            Panel::Quotient => "quotient",
            Panel::Forms => "forms",
        }
    }

    /// The panels of `page`, in the page's order (the order `show=` is written in).
    pub fn of(page: Page) -> &'static [Panel] {
        use Panel::*;
        match page {
            Page::Cs => &[Chart, Table, Play],
            Page::Bcs => &[Checks, Chart, Limits, Table, Matrix, Automaton, Sweep],
            Page::Games => &[Outcome, Table],
            Page::Tree => &[Steps, Tree, Tools],
            Page::Clobber => &[Board, Values, Tree, Census],
            Page::Classical => &[Values, Thermograph, Tree, Impartial],
            Page::Misere => &[Quotient, Forms],
            Page::Efg | Page::Search | Page::Scoring | Page::Gallery | Page::About => &[],
        }
    }
}

impl fmt::Display for Panel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Panel {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Panel, NotationError> {
        let t = s.trim();
        Panel::ALL
            .into_iter()
            .find(|p| p.code() == t)
            .ok_or_else(|| NotationError::new(t, "not a panel"))
    }
}

fn codes(panels: &[Panel]) -> String {
    panels
        .iter()
        .map(|p| p.code())
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads `show=` for `page`: the panels named, in the page's order. A token
/// that is no panel of this page is dropped with a notice naming it; when
/// none is left the page shows every panel (`None`).
pub fn parse_show(text: &str, page: Page, notices: &mut Vec<Notice>) -> Option<Vec<Panel>> {
    let own = Panel::of(page);
    let mut picked = Vec::new();
    for token in text.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        match token.parse::<Panel>() {
            Ok(p) if own.contains(&p) => picked.push(p),
            Ok(_) | Err(_) => notices.push(Notice::new(
                "show",
                format!(
                    "`{token}`: not a panel of this page (its panels: {}); ignored",
                    codes(own)
                ),
            )),
        }
    }
    let shown: Vec<Panel> = own.iter().copied().filter(|p| picked.contains(p)).collect();
    (!shown.is_empty()).then_some(shown)
}

/// `show=`'s value: the panels, comma-separated in the page's order.
pub fn format_show(panels: &[Panel]) -> String {
    codes(panels)
}

/// `scale=`: from 1 to 3 in steps of 0.25, kept in quarters so it compares exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Scale(u8);

impl Scale {
    pub const ONE: Scale = Scale(4);
    pub const MAX: Scale = Scale(12);

    /// The scale `quarters / 4`, if it lies within 1..=3.
    pub fn from_quarters(quarters: u8) -> Option<Scale> {
        (Scale::ONE.0..=Scale::MAX.0)
            .contains(&quarters)
            .then_some(Scale(quarters))
    }

    pub fn quarters(self) -> u8 {
        self.0
    }

    pub fn is_one(self) -> bool {
        self == Scale::ONE
    }
}

impl Default for Scale {
    fn default() -> Scale {
        Scale::ONE
    }
}

/// `1`, `1.25`, `1.5`, `1.75`, `2`, …: the permalink form and the CSS value.
impl fmt::Display for Scale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, quarter) = (self.0 / 4, self.0 % 4);
        match quarter {
            0 => write!(f, "{whole}"),
            2 => write!(f, "{whole}.5"),
            q => write!(f, "{whole}.{}", q * 25),
        }
    }
}

impl FromStr for Scale {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Scale, NotationError> {
        let t = s.trim();
        let bad = || NotationError::new(t, "expected a scale from 1 to 3 in steps of 0.25");
        let x: f64 = t.parse().map_err(|_| bad())?;
        let quarters = x * 4.0;
        if !quarters.is_finite() || quarters.fract() != 0.0 {
            return Err(bad());
        }
        if !(4.0..=12.0).contains(&quarters) {
            return Err(bad());
        }
        Scale::from_quarters(quarters as u8).ok_or_else(bad)
    }
}
