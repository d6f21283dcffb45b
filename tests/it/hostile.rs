//! Hostile inputs (issue 31): every parser of user input (expressions,
//! every registered ruleset's positions, `.efg` files, ruleset JSON,
//! `moves=`/`b=` replays, permalinks) is fed valid seeds mutated by
//! insertions, deletions, truncations and long repetitions (deep nesting,
//! runs of `^`, 100 KB tokens). Each input must be answered without a
//! panic, within bounded work (the universe's work counter for expressions
//! and boards; node and move counts elsewhere), and a refusal must name
//! its token (cut to 80 characters) in a message of bounded length.
//!
//! `cargo test --test it hostile::` runs a short budget (`CASES` inputs per
//! target, a few seconds in debug). For a long campaign set
//! `HOSTILE_CASES`, e.g.
//! `HOSTILE_CASES=1000000 cargo test --release --test it hostile:: -- --nocapture`;
//! each target prints how many inputs it tried. `HOSTILE_LOG=FILE` writes
//! each input to FILE before trying it, so an abort proptest cannot report
//! (a stack overflow) leaves its input behind.

use std::sync::atomic::{AtomicU64, Ordering};

use pebbles::games::bidding::{self as bcs, BcsGame};
use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::rulesets::{parse_sum, Place};
use pebbles::games::classical::{ExprLimits, RulesetId, Universe};
use pebbles::games::common::play::split_moves;
use pebbles::games::common::{Player, Tie, Ties, Variant};
use pebbles::games::cumulative_games as cg;
use pebbles::games::cumulative_subtraction::{CsGame, Rules};
use pebbles::games::efg;
use pebbles::notation::shown;
use pebbles::permalink::View;
use pebbles::state::Page;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// Inputs per target by default: the whole file within a few seconds in
/// a debug build.
const CASES: u32 = 160;

/// Longest message a refusal may write (a 100 KB token is cut to 80
/// characters, and the messages list at most the rulesets or the legal
/// moves).
pub(super) const MAX_MESSAGE: usize = 2_000;

static TRIED: AtomicU64 = AtomicU64::new(0);

fn cases() -> u32 {
    std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(CASES)
}

/// One edit of a seed; positions are taken modulo the text's length.
#[derive(Clone, Debug)]
enum Edit {
    Insert(usize, char),
    Delete(usize),
    /// The slice `[at, at + len)` repeated `times` times in place.
    Repeat(usize, usize, usize),
    Truncate(usize),
}

fn edit(alphabet: &'static str) -> impl Strategy<Value = Edit> {
    let chars: Vec<char> = alphabet.chars().collect();
    prop_oneof![
        4 => (any::<usize>(), prop::sample::select(chars)).prop_map(|(i, c)| Edit::Insert(i, c)),
        2 => any::<usize>().prop_map(Edit::Delete),
        2 => (any::<usize>(), 1usize..6, prop_oneof![2usize..20, 100usize..12_000])
            .prop_map(|(a, l, t)| Edit::Repeat(a, l, t)),
        1 => any::<usize>().prop_map(Edit::Truncate),
    ]
}

fn apply(seed: &str, edits: &[Edit]) -> String {
    let mut s: Vec<char> = seed.chars().collect();
    for e in edits {
        let n = s.len();
        match *e {
            Edit::Insert(i, c) => s.insert(i % (n + 1), c),
            Edit::Delete(i) if n > 0 => {
                s.remove(i % n);
            }
            Edit::Repeat(a, len, times) if n > 0 => {
                let a = a % n;
                let piece: Vec<char> = s[a..(a + len).min(n)].to_vec();
                // At most 200 000 characters in all.
                let times = times.min(200_000 / piece.len().max(1));
                let tail = s.split_off(a);
                for _ in 0..times {
                    s.extend_from_slice(&piece);
                }
                s.extend(tail);
            }
            Edit::Truncate(i) => s.truncate(i % (n + 1)),
            _ => {}
        }
    }
    s.into_iter().collect()
}

/// A seed mutated by up to six edits from `alphabet`.
pub(super) fn hostile(seeds: Vec<String>, alphabet: &'static str) -> impl Strategy<Value = String> {
    (
        prop::sample::select(seeds),
        prop::collection::vec(edit(alphabet), 0..6),
    )
        .prop_map(|(seed, edits)| apply(&seed, &edits))
}

/// Runs `check` on `cases()` inputs of `strategy`; panics (with the
/// shrunk input) on the first failure.
pub(super) fn campaign<S: Strategy>(
    name: &str,
    strategy: S,
    check: impl Fn(S::Value) -> Result<(), String>,
) where
    S::Value: std::fmt::Debug,
{
    let mut runner = TestRunner::new(Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    });
    let tried = std::cell::Cell::new(0u64);
    let log = std::env::var_os("HOSTILE_LOG");
    let result = runner.run(&strategy, |input| {
        tried.set(tried.get() + 1);
        if let Some(path) = &log {
            // Written before the input is tried: a crash that proptest
            // cannot report (a stack overflow aborts) leaves it here.
            let _ = std::fs::write(path, format!("{input:?}"));
        }
        check(input).map_err(TestCaseError::fail)
    });
    let tried = tried.get();
    TRIED.fetch_add(tried, Ordering::Relaxed);
    println!(
        "hostile {name}: {tried} inputs, 0 panics, 0 hangs (total so far {})",
        TRIED.load(Ordering::Relaxed)
    );
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

/// A refusal's message: bounded, and quoting `token` as cut to 80
/// characters (an empty token: the message says where input ended).
fn names(msg: &str, token: &str) -> Result<(), String> {
    if msg.chars().count() > MAX_MESSAGE {
        return Err(format!(
            "message of {} characters: {}",
            msg.len(),
            shown(msg)
        ));
    }
    let cut = shown(token.trim());
    if token.trim().is_empty() {
        let quoted_empty = msg.starts_with("``") || msg.contains(" ``");
        if quoted_empty
            || ["end of input", "empty", "position"]
                .iter()
                .any(|w| msg.contains(w))
        {
            return Ok(());
        }
        return Err(format!("no token named: {msg}"));
    }
    if !msg.contains(&cut) && !msg.contains(token.trim()) {
        return Err(format!("`{cut}` not named in: {}", shown(msg)));
    }
    Ok(())
}

const EXPR_SEEDS: &[&str] = &[
    "{0,*|-1}",
    "^ + *2",
    "{3||2*|1*} - 2",
    "^ <= *",
    "*8",
    "^^^^^^^",
    "*22 + *25",
    "{1|-1} + {2|-2} + {3|-3}",
    "-(^*) + 1/2",
    "{{0|}|{|0}}",
    "v + vv* >= 0",
    "domineering[..|..] + clobber[xo|ox]",
    "nim[3,4,5] = *2",
    "cram[...|...] + snort[..]",
];

/// Expressions: parsed and evaluated within small limits; the work counter
/// never passes the total by more than one estimated sum.
#[test]
fn expressions() {
    let limits = ExprLimits {
        sum: 20_000,
        total: 20_000,
    };
    let seeds = EXPR_SEEDS.iter().map(|s| s.to_string()).collect();
    let alphabet = "{}|,*^v+-<>=!()[]0123456789./ .xo#";
    campaign("expressions", hostile(seeds, alphabet), |text| {
        let mut u = Universe::new();
        let r = u.parse_expr_within(&text, limits);
        if u.work() > limits.total + limits.sum {
            return Err(format!("work {} past the limits", u.work()));
        }
        match r {
            Ok(_) => Ok(()),
            Err(e) => names(&e.to_string(), e.token()),
        }
    });
}

/// Every registered ruleset's positions, as boards and as sums: read,
/// checked against the page's limits, and (when small) solved within the
/// expression's limit by the work counter.
#[test]
fn ruleset_positions() {
    for r in RulesetId::all() {
        let info = r.info();
        let mut seeds: Vec<String> = info.examples.iter().map(|e| e.1.to_string()).collect();
        seeds.push(info.start.to_string());
        seeds.push(format!("{} + {}", info.start, info.start));
        let alphabet = ".xo#|+, 0123456789abc";
        campaign(info.id, hostile(seeds, alphabet), |text| {
            match parse_sum(r, &text, Place::Expr) {
                Err(e) => names(&e.to_string(), &e.token()),
                Ok(boards) => {
                    let mut u = Universe::new();
                    match r.sum_value(&mut u, &boards, Place::Expr) {
                        Ok(_) => Ok(()),
                        Err(e) => names(&e.to_string(), &e.token()),
                    }
                }
            }
        });
    }
}

const EFG_SEED: &str = "EFG 2 R \"Three\" { \"Ann\" \"Bob\" \"Cid\" }\n\"\"\n\n\
p \"root\" 1 1 \"\" { \"L\" \"R\" } 0\n\
p \"bL\" 2 1 \"\" { \"l\" \"r\" } 0\n\
t \"LL\" 1 \"o1\" { 3 1 2 }\n\
p \"cLr\" 3 1 \"\" { \"x\" \"y\" } 0\n\
t \"Lrx\" 2 \"o2\" { 1 4 0 }\n\
t \"Lry\" 3 \"o3\" { 5 4 1 }\n\
p \"cR\" 3 2 \"\" { \"u\" \"v\" } 0\n\
t \"Ru\" 4 \"o4\" { 2 2 3/2 }\n\
t \"Rv\" 5 \"o5\" { 6, 0, 1.5 }\n";

/// `.efg` files: parsed; a tree read is within the node limit, solved and
/// written as text.
#[test]
fn efg_files() {
    let seeds = vec![EFG_SEED.to_string()];
    let alphabet = "pct\"{} 0123456789/.-,\nEFGR";
    campaign("efg", hostile(seeds, alphabet), |text| {
        match efg::parse(&text) {
            Err(e) => {
                let msg = e.to_string();
                if msg.chars().count() > MAX_MESSAGE {
                    return Err(format!(
                        "message of {} characters: {}",
                        msg.len(),
                        shown(&msg)
                    ));
                }
                Ok(())
            }
            Ok(g) => {
                if g.nodes.len() > efg::MAX_NODES {
                    return Err(format!("{} nodes", g.nodes.len()));
                }
                let s = efg::solve(&g, Tie::Antagonistic);
                let _ = efg::report_text(&g, &s);
                Ok(())
            }
        }
    });
}

/// Ruleset files (JSON): read; a ruleset read is solved on a small heap.
#[test]
fn ruleset_json() {
    let seeds = ["squirrel", "normal", "auction", "tragedy"]
        .iter()
        .map(|p| cg::to_json(&cg::preset(p).unwrap()))
        .collect();
    let alphabet = "{}[]\",:0123456789.-+*/xanh ";
    campaign(
        "ruleset json",
        hostile(seeds, alphabet),
        |text| match cg::ruleset_from_json(&text) {
            Err(e) => {
                let msg = e.to_string();
                if msg.chars().count() > MAX_MESSAGE {
                    return Err(format!(
                        "message of {} characters: {}",
                        msg.len(),
                        shown(&msg)
                    ));
                }
                Ok(())
            }
            Ok(rules) => {
                let heaps = vec![3; rules.heaps.len()];
                let _ = cg::solve(&rules, &heaps, 1);
                Ok(())
            }
        },
    );
}

/// `moves=` of every ruleset from its start, of Cumulative Subtraction,
/// and `b=` of Bidding Cumulative Subtraction: replayed, an illegal move
/// named.
#[test]
fn replays() {
    let alphabet = "abcdefgh123456789-:,. xo";
    for r in RulesetId::all() {
        let start = r.info().start.to_string();
        let line: Vec<String> = r
            .moves(&start, Player::Left)
            .map(|ms| ms.into_iter().take(3).map(|m| m.label).collect())
            .unwrap_or_default();
        let seeds = vec![line.join(","), String::new()];
        let name = format!("moves= {}", r.code());
        campaign(&name, hostile(seeds, alphabet), |text| {
            let g = ClassicalGame::new(r);
            let pos = ClassicalPos::new(vec![start.clone()], Player::Left);
            match g.commentary(&pos, &split_moves(&text)) {
                Ok(_) => Ok(()),
                Err(e) => names(&e.to_string(), e.token().unwrap_or_default()),
            }
        });
    }
    let cs = CsGame::new(
        Rules::symmetric(vec![1, 2, 3]),
        Ties::default(),
        20,
        Variant::Normal,
    )
    .unwrap();
    let seeds = vec!["1,2,3,1".to_string()];
    campaign("moves= cs", hostile(seeds, alphabet), |text| {
        match cs.commentary(cs.start(20, Player::Left), &split_moves(&text)) {
            Ok(_) => Ok(()),
            Err(e) => names(&e.to_string(), e.token().unwrap_or_default()),
        }
    });
    let game = BcsGame::new(bcs::BcsRules::new(vec![1, 2, 3], 4), 12).unwrap();
    let seeds = vec!["1:0,0:1,2:2".to_string()];
    campaign("b= bcs", hostile(seeds, "0123456789:,-x "), |text| {
        let pairs = match bcs::parse_bid_pairs(&text) {
            Ok(p) => p,
            Err(e) => return names(&e.to_string(), e.token().unwrap_or_default()),
        };
        let start = game.start(12, 2, Player::Left).map_err(|e| e.to_string())?;
        match game.commentary(start, &BcsGame::tokens(&pairs, &[])) {
            Ok(_) => Ok(()),
            Err(e) => names(&e.to_string(), e.token().unwrap_or_default()),
        }
    });
}

/// Permalinks: every page with each of its parameters given a hostile
/// value. Every notice names a parameter the link has (or the page), in a
/// message of bounded length.
#[test]
fn permalinks() {
    let mut seeds = Vec::new();
    for page in Page::ALL {
        for p in page.params() {
            for v in ["1", "0..5", "l", "2,3", "{0|*}", "xo|ox", "abc"] {
                seeds.push(format!("#/{}?{p}={v}", page.slug()));
            }
        }
        seeds.push(format!("#/{}?side=l&moves=1,2", page.slug()));
    }
    let alphabet = "?&=%#/,.:|{}*^0123456789abcxyzlr-+";
    campaign("permalinks", hostile(seeds, alphabet), |hash| {
        let (_, notices) = View::parse(&hash);
        let query = hash.split_once('?').map_or("", |q| q.1);
        let keys: Vec<String> = query
            .split('&')
            .map(|kv| kv.split_once('=').map_or(kv, |p| p.0))
            .map(|k| shown(&percent_encoding::percent_decode_str(k).decode_utf8_lossy()))
            .collect();
        for n in &notices {
            if n.param != "page" && !keys.contains(&n.param) {
                return Err(format!(
                    "notice on `{}`, not in the link: {}",
                    n.param, n.message
                ));
            }
            if n.message.chars().count() > MAX_MESSAGE {
                return Err(format!(
                    "notice of {} characters: {}",
                    n.message.len(),
                    shown(&n.message)
                ));
            }
        }
        Ok(())
    });
}

/// Tight limits for mutated scripts: every input answers within a second
/// or so (a few hundred positions, each call a few ten thousand
/// operations), and nested data stays shallow enough for a test thread.
#[cfg(feature = "script")]
const SCRIPT_LIMITS: pebbles::games::classical::script::ScriptLimits =
    pebbles::games::classical::script::ScriptLimits {
        operations: 20_000,
        array_size: 256,
        map_size: 64,
        positions: 300,
        ..pebbles::games::classical::script::ScriptLimits::PAGE
    };

/// Scripts (issue 30): the example scripts mutated, compiled and solved on
/// their starting positions under [`SCRIPT_LIMITS`]: a value or a refusal
/// of bounded length, never a panic or a hang.
#[cfg(feature = "script")]
#[test]
fn scripts() {
    use pebbles::games::classical::script::{Script, ScriptSolver, EXAMPLES};
    let seeds = EXAMPLES.iter().map(|e| e.1.to_string()).collect();
    let alphabet = "{}[]()|,;.#'\"+-*/%<>=!&^ \n0123456789abcfnoprstx_";
    campaign("scripts", hostile(seeds, alphabet), |source| {
        let solved = Script::compile(&source, SCRIPT_LIMITS).and_then(|s| {
            let s = std::sync::Arc::new(s);
            // Every example's start, read by the mutated script.
            for (_, _, start) in EXAMPLES {
                let p = s.position(start)?;
                ScriptSolver::new(s.clone()).value(&mut Universe::new(), &p)?;
            }
            Ok(())
        });
        match solved {
            Ok(()) => Ok(()),
            Err(e) if e.to_string().chars().count() > MAX_MESSAGE => {
                Err(format!("message: {}", shown(&e.to_string())))
            }
            Err(_) => Ok(()),
        }
    });
}

/// Positions of a script: mutated Rhai literals read by the Domineering
/// example; a refusal names the position's text.
#[cfg(feature = "script")]
#[test]
fn script_positions() {
    use pebbles::games::classical::script::{Script, ScriptError, EXAMPLES};
    let script = Script::compile(EXAMPLES[0].1, SCRIPT_LIMITS).unwrap();
    let seeds = [
        "\"..#|...\"",
        "[3, 4]",
        "#{\"a\": [1, 'x'], \"b\": true}",
        "join([\"..\", \"..\"])",
    ]
    .map(String::from)
    .to_vec();
    let alphabet = "[]{}()#:,'\"._|0123456789abx+-*/ ";
    campaign(
        "script positions",
        hostile(seeds, alphabet),
        |text| match script.position(&text) {
            Ok(_) => Ok(()),
            Err(ScriptError::Position { token, reason }) => {
                names(&format!("position `{token}`: {reason}"), &text)
            }
            Err(e @ ScriptError::TooLong { .. }) => names(&e.to_string(), ""),
            Err(e) => Err(format!("not a position error: {e}")),
        },
    );
}
