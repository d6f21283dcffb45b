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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::View;

    #[test]
    fn show_reads_the_page_panels_in_order_and_names_bad_tokens() {
        let mut n = Vec::new();
        let got = parse_show("table,chart,zzz,matrix,table", Page::Cs, &mut n);
        assert_eq!(got, Some(vec![Panel::Chart, Panel::Table]));
        assert_eq!(n.len(), 2, "{n:?}");
        assert!(n[0].message.starts_with("`zzz`: not a panel of this page"));
        assert!(n[1].message.contains("`matrix`") && n[1].message.contains("chart,table,play"));
        let mut n = Vec::new();
        assert_eq!(parse_show("nope", Page::Bcs, &mut n), None);
        assert_eq!(n.len(), 1);
        assert!(parse_show("", Page::Tree, &mut n).is_none());
    }

    #[test]
    fn every_panel_has_one_code_and_a_page() {
        for p in Panel::ALL {
            assert_eq!(p.code().parse::<Panel>(), Ok(p));
            assert!(
                Page::ALL.iter().any(|&page| Panel::of(page).contains(&p)),
                "{p}"
            );
        }
        // Pages whose result is one piece have no panels to pick.
        let single = [
            Page::Efg,
            Page::Search,
            Page::Scoring,
            Page::Gallery,
            Page::About,
        ];
        assert!(Page::ALL
            .iter()
            .all(|&p| single.contains(&p) || !Panel::of(p).is_empty()));
    }

    #[test]
    fn scales_in_quarters_from_one_to_three() {
        for (text, q, back) in [
            ("1", 4, "1"),
            ("1.25", 5, "1.25"),
            ("1.50", 6, "1.5"),
            ("1.75", 7, "1.75"),
            ("2", 8, "2"),
            ("3.0", 12, "3"),
        ] {
            let s: Scale = text.parse().unwrap();
            assert_eq!((s.quarters(), s.to_string().as_str()), (q, back));
        }
        for bad in ["0.75", "3.25", "1.3", "x", "", "NaN", "inf", "-1"] {
            let e = bad.parse::<Scale>().unwrap_err();
            assert_eq!(e.token, bad.trim(), "{bad}");
        }
    }

    #[test]
    fn show_and_scale_round_trip_through_the_hash() {
        let hash = "#/bcs?s=1&tb=5&heaps=0..12&show=table,matrix&scale=1.5&embed=1";
        let (v, n) = View::parse(hash);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(v.show, Some(vec![Panel::Table, Panel::Matrix]));
        assert_eq!(v.scale.to_string(), "1.5");
        assert!(v.embed);
        let written = v.to_hash();
        assert!(
            written.ends_with("&show=table,matrix&scale=1.5&embed=1"),
            "{written}"
        );
        assert_eq!(View::parse(&written), (v, vec![]));
        // Canonical: page order, duplicates dropped, scale 1 and no show omitted.
        let (v, _) = View::parse("#/cs?s=2,3&show=table,chart,table&scale=1.0");
        assert!(
            v.to_hash().ends_with("&show=chart,table"),
            "{}",
            v.to_hash()
        );
        let (v, n) = View::parse("#/cs?s=2,3&scale=5");
        assert!(v.scale.is_one());
        assert_eq!(
            (n[0].param.as_str(), n[0].message.starts_with("`5`")),
            ("scale", true)
        );
    }

    #[test]
    fn the_embed_snippet_and_page_edits_keep_show_and_scale() {
        use crate::view_model::app::{embed_snippet, with_state};
        let (v, _) = View::parse("#/cs?s=2,3&show=table&scale=2");
        let snippet = embed_snippet("https://example.org/", &v);
        assert!(
            snippet.contains("#/cs?s=2,3&heaps=0..20&show=table&scale=2&embed=1\""),
            "{snippet}"
        );
        let next = with_state(&v, v.state.clone());
        assert_eq!((next.show, next.scale), (v.show.clone(), v.scale));
    }
}
