//! What the CLI prints and the page exports: the JSON document, CSV and the
//! text table.
//!
//! The JSON contract predates these types: it was a `serde_json::Value`, whose
//! objects list their keys in alphabetical order. The fields below are
//! therefore declared alphabetically (and overrides are keyed by the heap as
//! text), so the bytes stay the same.

use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write;

use super::table::Table;
use crate::games::common::{Class, Period, Player, Ties, Variant};

/// One value per heap, for each starter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByStarter<T> {
    pub left_starts: Vec<T>,
    pub right_starts: Vec<T>,
}

impl<T> ByStarter<T> {
    fn of(heaps: &[u32], f: impl Fn(u32, Player) -> T) -> ByStarter<T> {
        ByStarter {
            left_starts: heaps.iter().map(|&x| f(x, Player::Left)).collect(),
            right_starts: heaps.iter().map(|&x| f(x, Player::Right)).collect(),
        }
    }
}

/// A [`Period`] with its keys in alphabetical order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ReportPeriod {
    pub period: u32,
    pub preperiod: u32,
}

impl From<Period> for ReportPeriod {
    fn from(p: Period) -> ReportPeriod {
        ReportPeriod {
            period: p.period,
            preperiod: p.preperiod,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ReportPeriods {
    pub grundy: Option<ReportPeriod>,
    pub zero_sum: Option<ReportPeriod>,
}

/// The normalised rules; override heaps are written as text, ordered as text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ReportRules {
    pub left: Vec<u32>,
    pub overrides: BTreeMap<String, Vec<u32>>,
    pub right: Vec<u32>,
}

/// The CLI / export JSON document. Parts that were not computed are `None`
/// (`null`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Report {
    pub grundy: Option<Vec<u32>>,
    pub heaps: Vec<u32>,
    pub max_heap: u32,
    pub misere: Option<Vec<Class>>,
    pub normal: Option<Vec<Class>>,
    pub period: ReportPeriods,
    pub rules: ReportRules,
    /// `(left gain, right gain)` pairs.
    pub self_interest: Option<ByStarter<(i64, i64)>>,
    pub ties: Ties,
    pub zero_sum: Option<ByStarter<i64>>,
}

impl Report {
    /// The document as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a report serialises")
    }
}

/// The report for heaps `lo..=hi` (`hi` is clamped to `table.max_heap()`;
/// `lo > hi` gives empty lists).
pub fn report(table: &Table, lo: u32, hi: u32) -> Report {
    let hi = hi.min(table.max_heap());
    let heaps: Vec<u32> = if lo <= hi {
        (lo..=hi).collect()
    } else {
        Vec::new()
    };
    let part = |v: Variant| table.has(v);
    let zero_sum =
        part(Variant::ZeroSum).then(|| ByStarter::of(&heaps, |x, p| table.zero_sum(x, p)));
    let self_interest = part(Variant::SelfInterest)
        .then(|| ByStarter::of(&heaps, |x, p| table.self_interest(x, p)));
    let classes = |f: &dyn Fn(u32) -> Class| {
        part(Variant::Normal).then(|| heaps.iter().map(|&x| f(x)).collect())
    };
    let rules = table.rules();
    Report {
        grundy: part(Variant::Grundy)
            .then(|| heaps.iter().filter_map(|&x| table.grundy(x)).collect()),
        max_heap: table.max_heap(),
        misere: classes(&|x| table.misere(x)),
        normal: classes(&|x| table.normal(x)),
        period: ReportPeriods {
            grundy: table.grundy_period().map(ReportPeriod::from),
            zero_sum: table.zero_sum_period().map(ReportPeriod::from),
        },
        rules: ReportRules {
            left: rules.left.clone(),
            overrides: rules
                .overrides
                .iter()
                .map(|(x, v)| (x.to_string(), v.clone()))
                .collect(),
            right: rules.right.clone(),
        },
        self_interest,
        ties: table.ties(),
        zero_sum,
        heaps,
    }
}

/// The table as CSV, one row per heap (`hi` clamped to `t.max_heap()`).
pub fn csv(t: &Table, lo: u32, hi: u32) -> String {
    let mut s = String::from(
        "heap,zero_sum_left_starts,zero_sum_right_starts,\
         si_left_starts_left_gain,si_left_starts_right_gain,\
         si_right_starts_left_gain,si_right_starts_right_gain,normal,misere,grundy\n",
    );
    for x in lo..=hi.min(t.max_heap()) {
        let [(a, b), (c, d)] = Player::BOTH.map(|p| t.self_interest(x, p));
        let g = t.grundy(x).map(|g| g.to_string()).unwrap_or_default();
        let _ = writeln!(
            s,
            "{x},{},{},{a},{b},{c},{d},{},{},{g}",
            t.zero_sum(x, Player::Left),
            t.zero_sum(x, Player::Right),
            t.normal(x).as_str(),
            t.misere(x).as_str(),
        );
    }
    s
}

/// `{name}: periodic from heap … with period …`, or not periodic within the
/// computed heaps `0..=computed`.
pub fn describe_period(name: &str, p: Option<Period>, computed: u32) -> String {
    match p {
        Some(p) => format!(
            "{name}: periodic from heap {} with period {}",
            p.preperiod, p.period
        ),
        None => format!("{name}: not periodic within heaps 0..{computed}"),
    }
}

/// The CLI's text table for heaps `lo..=hi` (all `≤ t.max_heap()`), then the periods.
pub fn text(t: &Table, lo: u32, hi: u32) -> String {
    let mut s = String::new();
    let sym = t.is_symmetric();
    let _ = writeln!(
        s,
        "{:>6} {:>8} {:>8} {:>12} {:>12} {:>6} {:>6}{}",
        "x",
        "zs L1st",
        "zs R1st",
        "si L1st",
        "si R1st",
        "normal",
        "misère",
        if sym { "  grundy" } else { "" }
    );
    let pair = |(a, b): (i64, i64)| format!("({a},{b})");
    for x in lo..=hi {
        let _ = write!(
            s,
            "{:>6} {:>8} {:>8} {:>12} {:>12} {:>6} {:>6}",
            x,
            t.zero_sum(x, Player::Left),
            t.zero_sum(x, Player::Right),
            pair(t.self_interest(x, Player::Left)),
            pair(t.self_interest(x, Player::Right)),
            t.normal(x).as_str(),
            t.misere(x).as_str(),
        );
        if let Some(g) = t.grundy(x) {
            let _ = write!(s, " {g:>7}");
        }
        s.push('\n');
    }
    let _ = writeln!(
        s,
        "{}",
        describe_period("zero-sum", t.zero_sum_period(), t.max_heap())
    );
    if sym {
        let _ = writeln!(
            s,
            "{}",
            describe_period("grundy", t.grundy_period(), t.max_heap())
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cumulative_subtraction::{solve, Rules};

    #[test]
    fn keys_are_alphabetical_as_in_the_old_value() {
        let rules = Rules::symmetric(vec![2, 3])
            .with_override(10, vec![1])
            .with_override(2, vec![2]);
        let t = solve(rules, Ties::default(), 12).unwrap();
        let json = report(&t, 0, 3).to_json();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(json, value.to_string());
        assert!(json.contains(r#""overrides":{"10":[1],"2":[2]}"#), "{json}");
    }

    #[test]
    fn empty_range_and_missing_parts() {
        let t = crate::games::cumulative_subtraction::Solver::with_parts(
            Rules::partizan(vec![1], vec![2]),
            Ties::default(),
            5,
            crate::games::cumulative_subtraction::Parts::ZERO_SUM,
        )
        .unwrap()
        .finish();
        let r = report(&t, 4, 2);
        assert!(r.heaps.is_empty() && r.grundy.is_none() && r.normal.is_none());
        assert_eq!(r.zero_sum.map(|z| z.left_starts.len()), Some(0));
        assert!(report(&t, 0, 99)
            .to_json()
            .contains(r#""heaps":[0,1,2,3,4,5]"#));
    }
}
