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
use std::io;
use thiserror::Error;

use super::rules::Rules;
use super::solver::{Parts, SolveError};
use super::stream::{rolling_period, Rolling};
use super::table::Table;
use crate::common::{Class, Period, Player, Ties, Variant};

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

impl ReportRules {
    fn of(rules: &Rules) -> ReportRules {
        ReportRules {
            left: rules.left.clone(),
            overrides: rules
                .overrides
                .iter()
                .map(|(x, v)| (x.to_string(), v.clone()))
                .collect(),
            right: rules.right.clone(),
        }
    }
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
        rules: ReportRules::of(table.rules()),
        self_interest,
        ties: table.ties(),
        zero_sum,
        heaps,
    }
}

const CSV_HEADER: &str = "heap,zero_sum_left_starts,zero_sum_right_starts,\
    si_left_starts_left_gain,si_left_starts_right_gain,\
    si_right_starts_left_gain,si_right_starts_right_gain,normal,misere,grundy\n";

fn csv_row(s: &mut String, t: &Table, x: u32) {
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

/// The table as CSV, one row per heap (`hi` clamped to `t.max_heap()`).
pub fn csv(t: &Table, lo: u32, hi: u32) -> String {
    let mut s = String::from(CSV_HEADER);
    for x in lo..=hi.min(t.max_heap()) {
        csv_row(&mut s, t, x);
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

fn text_header(s: &mut String, sym: bool) {
    let _ = writeln!(
        s,
        "{:>6} {:>8} {:>8} {:>12} {:>12} {:>6} {:>6}{}",
        "x",
        "zs L1st",
        "zs R1st",
        "si L1st",
        "si R1st",
        Variant::Normal.code(),
        "misère",
        if sym {
            format!("  {}", Variant::Grundy.code())
        } else {
            String::new()
        }
    );
}

fn text_row(s: &mut String, t: &Table, x: u32) {
    let pair = |(a, b): (i64, i64)| format!("({a},{b})");
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

/// The period lines under the text table (Grundy for symmetric rules only).
fn text_periods(s: &mut String, (zs, g): (Option<Period>, Option<Period>), sym: bool, max: u32) {
    let _ = writeln!(s, "{}", describe_period("zero-sum", zs, max));
    if sym {
        let _ = writeln!(s, "{}", describe_period(Variant::Grundy.code(), g, max));
    }
}

/// The CLI's text table for heaps `lo..=hi` (all `≤ t.max_heap()`), then the periods.
pub fn text(t: &Table, lo: u32, hi: u32) -> String {
    let mut s = String::new();
    text_header(&mut s, t.is_symmetric());
    for x in lo..=hi {
        text_row(&mut s, t, x);
    }
    let periods = (t.zero_sum_period(), t.grundy_period());
    text_periods(&mut s, periods, t.is_symmetric(), t.max_heap());
    s
}

/// Why a [`TableStream`] stopped.
#[derive(Debug, Error)]
pub enum StreamError {
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error("cannot write the output: {0}")]
    Write(#[from] io::Error),
}

/// The documents of [`report`], [`csv`] and [`text`] for heaps `lo..=hi`
/// (`lo ≤ hi ≤ horizon`) of the table solved to `horizon`, written to an
/// [`io::Write`] as they are made. The bytes are those of the whole-table
/// functions. Memory is independent of the number of heaps: a [`Rolling`]
/// solver runs once per column (the JSON lists values column by column), and
/// [`rolling_period`] finds the periods; [`TableStream::held_if_small`]
/// solves small tables once instead.
#[derive(Clone, Debug)]
pub struct TableStream {
    rules: Rules,
    ties: Ties,
    lo: u32,
    hi: u32,
    /// Periods are detected over heaps `0..=horizon`, as in the whole table.
    horizon: u32,
    whole: Option<Table>,
}

/// Most heaps a [`TableStream`] solves in memory (about 30 bytes each).
pub const IN_MEMORY_ROWS: u32 = 1 << 21;

/// Bytes gathered before each write.
const FLUSH: usize = 1 << 16;

impl TableStream {
    /// Heaps `lo..=hi` (`hi` at least `lo`, `horizon` at least `hi`),
    /// rolling: see [`TableStream::held_if_small`].
    pub fn new(
        rules: Rules,
        ties: Ties,
        lo: u32,
        hi: u32,
        horizon: u32,
    ) -> Result<TableStream, SolveError> {
        rules.validate()?;
        let hi = hi.max(lo);
        Ok(TableStream {
            rules,
            ties,
            lo,
            hi,
            horizon: horizon.max(hi),
            whole: None,
        })
    }

    /// Solves the table once and holds it when it has fewer than
    /// [`IN_MEMORY_ROWS`] heaps (faster: no column is solved twice).
    pub fn held_if_small(mut self) -> Result<TableStream, SolveError> {
        if self.horizon < IN_MEMORY_ROWS {
            self.whole = Some(super::solve(self.rules.clone(), self.ties, self.horizon)?);
        }
        Ok(self)
    }

    fn symmetric(&self) -> bool {
        self.rules.normalize().is_symmetric()
    }

    /// The zero-sum and Grundy periods over heaps `0..=horizon`.
    pub fn periods(&self) -> Result<(Option<Period>, Option<Period>), SolveError> {
        if let Some(t) = &self.whole {
            return Ok((t.zero_sum_period(), t.grundy_period()));
        }
        let of = |v| rolling_period(&self.rules, self.ties, v, self.horizon);
        Ok((of(Variant::ZeroSum)?, of(Variant::Grundy)?))
    }

    /// Calls `item` for each heap of `lo..=hi` (with the chosen parts
    /// solved), writing what it adds, separated by `sep` if any.
    fn rows(
        &self,
        w: &mut dyn io::Write,
        parts: Parts,
        sep: Option<char>,
        mut item: impl FnMut(&mut String, &Table, u32),
    ) -> Result<(), StreamError> {
        let mut buf = String::with_capacity(FLUSH + 256);
        let mut emit = |buf: &mut String, t: &Table, x: u32| -> io::Result<()> {
            if let Some(c) = sep.filter(|_| x > self.lo) {
                buf.push(c);
            }
            item(buf, t, x);
            if buf.len() >= FLUSH {
                w.write_all(buf.as_bytes())?;
                buf.clear();
            }
            Ok(())
        };
        if let Some(t) = &self.whole {
            for x in self.lo..=self.hi {
                emit(&mut buf, t, x)?;
            }
        } else {
            let mut r = Rolling::new(self.rules.clone(), self.ties, parts, self.hi)?;
            while let Some(x) = r.advance() {
                if x >= self.lo {
                    emit(&mut buf, r.table(), x)?;
                }
            }
        }
        Ok(w.write_all(buf.as_bytes())?)
    }

    /// A JSON list of one value per heap.
    fn list(
        &self,
        w: &mut dyn io::Write,
        parts: Parts,
        item: impl FnMut(&mut String, &Table, u32),
    ) -> Result<(), StreamError> {
        w.write_all(b"[")?;
        self.rows(w, parts, Some(','), item)?;
        Ok(w.write_all(b"]")?)
    }

    /// The bytes of [`csv`].
    pub fn csv(&self, w: &mut dyn io::Write) -> Result<(), StreamError> {
        w.write_all(CSV_HEADER.as_bytes())?;
        self.rows(w, Parts::ALL, None, csv_row)
    }

    /// The bytes of [`text`].
    pub fn text(&self, w: &mut dyn io::Write) -> Result<(), StreamError> {
        let mut s = String::new();
        text_header(&mut s, self.symmetric());
        w.write_all(s.as_bytes())?;
        self.rows(w, Parts::ALL, None, text_row)?;
        s.clear();
        text_periods(&mut s, self.periods()?, self.symmetric(), self.horizon);
        Ok(w.write_all(s.as_bytes())?)
    }

    /// Both starters' lists, `{"left_starts":[…],"right_starts":[…]}`.
    fn by_starter(
        &self,
        w: &mut dyn io::Write,
        parts: Parts,
        item: impl Fn(&mut String, &Table, u32, Player),
    ) -> Result<(), StreamError> {
        w.write_all(b"{\"left_starts\":")?;
        self.list(w, parts, |s, t, x| item(s, t, x, Player::Left))?;
        w.write_all(b",\"right_starts\":")?;
        self.list(w, parts, |s, t, x| item(s, t, x, Player::Right))?;
        Ok(w.write_all(b"}")?)
    }

    /// The bytes of `report(..).to_json()`: the same keys, in the same order.
    pub fn json(&self, w: &mut dyn io::Write) -> Result<(), StreamError> {
        let (zs, g) = self.periods()?;
        let only = |f: fn(&mut Parts)| {
            let mut p = Parts {
                zero_sum: false,
                ..Parts::ZERO_SUM
            };
            f(&mut p);
            p
        };
        let cls = only(|p| p.classes = true);
        let class = |s: &mut String, c: Class| {
            let _ = write!(s, "\"{}\"", c.as_str());
        };
        w.write_all(b"{\"grundy\":")?;
        if self.symmetric() {
            self.list(w, only(|p| p.grundy = true), |s, t, x| {
                let _ = write!(s, "{}", t.grundy(x).unwrap_or_default());
            })?;
        } else {
            w.write_all(b"null")?;
        }
        w.write_all(b",\"heaps\":[")?;
        let mut buf = String::with_capacity(FLUSH + 16);
        for x in self.lo..=self.hi {
            let _ = write!(buf, "{}{x}", if x > self.lo { "," } else { "" });
            if buf.len() >= FLUSH || x == self.hi {
                w.write_all(buf.as_bytes())?;
                buf.clear();
            }
        }
        w.write_all(b"]")?;
        write!(w, ",\"max_heap\":{},\"misere\":", self.horizon)?;
        self.list(w, cls, |s, t, x| class(s, t.misere(x)))?;
        w.write_all(b",\"normal\":")?;
        self.list(w, cls, |s, t, x| class(s, t.normal(x)))?;
        let period = ReportPeriods {
            grundy: g.map(ReportPeriod::from),
            zero_sum: zs.map(ReportPeriod::from),
        };
        let rules = ReportRules::of(&self.rules.normalize());
        let period = serde_json::to_string(&period).expect("periods serialise");
        let rules = serde_json::to_string(&rules).expect("rules serialise");
        write!(
            w,
            ",\"period\":{period},\"rules\":{rules},\"self_interest\":"
        )?;
        self.by_starter(w, only(|p| p.self_interest = true), |s, t, x, p| {
            let (l, r) = t.self_interest(x, p);
            let _ = write!(s, "[{l},{r}]");
        })?;
        let ties = serde_json::to_string(&self.ties).expect("ties serialise");
        write!(w, ",\"ties\":{ties},\"zero_sum\":")?;
        self.by_starter(w, Parts::ZERO_SUM, |s, t, x, p| {
            let _ = write!(s, "{}", t.zero_sum(x, p));
        })?;
        Ok(w.write_all(b"}")?)
    }
}
