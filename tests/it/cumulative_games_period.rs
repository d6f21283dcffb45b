//! Cumulative Games: the eventual period of the table over heaps (the
//! grounded values up to a shift per period, the outcome growth per
//! residue), checked on the presets and against longer tables for random
//! heap-dynamic rulesets: every claim must hold far beyond the heaps that
//! proved it, and no shorter period may hold.

use pebbles::games::cumulative_games::{self as cg, HeapTable, Recurrence};
use proptest::prelude::*;

type Block = Vec<Vec<f64>>;

fn table(r: &cg::Ruleset, to: u32) -> HeapTable {
    cg::solve_heaps(r, 0, to).unwrap()
}

#[test]
fn presets_periods() {
    let sq = table(&cg::preset("squirrel").unwrap(), 60);
    let p = sq.period.unwrap();
    assert_eq!(
        (p.preperiod, p.period, p.value_shift.clone()),
        (5, 6, vec![3.0, 3.0])
    );
    assert_eq!(p.outcome_growth.unwrap().uniform(), Some(&[3.0, 3.0][..]));
    // Normal play: win/loss repeats every 5 heaps from the start; the winner's
    // gains grow faster than the loser's, so the growth depends on x mod 5.
    let n = table(&cg::preset("normal").unwrap(), 60);
    let p = n.period.unwrap();
    assert_eq!((p.preperiod, p.period), (0, 5));
    let g = p.outcome_growth.unwrap();
    assert_eq!((g.preperiod, g.period, g.uniform()), (3, 5, None));
    let w = table(&cg::preset("wealth").unwrap(), 5);
    assert_eq!(
        (w.period, w.recurrence),
        (None, Recurrence::ReadsCumulations)
    );
    let short = table(&cg::preset("squirrel").unwrap(), 8);
    assert_eq!(short.period, None);
    assert_eq!(
        short.recurrence,
        Recurrence::Window {
            width: 3,
            from_heap: 3
        }
    );
}

fn minus(a: &Block, b: &Block) -> Block {
    a.iter()
        .zip(b)
        .map(|(r, q)| r.iter().zip(q).map(|(x, y)| x - y).collect())
        .collect()
}

/// Whether every row of `b` is the same vector.
fn uniform(b: &Block) -> bool {
    b.iter().all(|r| r == &b[0])
}

/// A random heap-dynamic one-heap ruleset: amounts in 1..=3 per player,
/// integer linear rewards, identity / zero-sum / normal / misère utility,
/// any turn table, random per-pair tie attitudes.
fn rules() -> impl Strategy<Value = cg::Ruleset> {
    (2usize..=4).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::collection::btree_set(1u32..=3, 0..=2), n),
            prop::collection::vec(prop::collection::vec((-1i64..=2, -1i64..=1), n), n),
            0usize..4,
            prop::collection::vec(1..=n, n),
            prop::collection::vec(any::<bool>(), n * n),
        )
            .prop_map(move |(acts, rew, u, turn, att)| {
                let acts: Vec<String> = acts
                    .iter()
                    .map(|s| format!("{{\"amounts\":{:?}}}", s.iter().collect::<Vec<_>>()))
                    .collect();
                let rew: Vec<String> = rew
                    .iter()
                    .map(|row| {
                        let f: Vec<String> = row
                            .iter()
                            .map(|(k, m)| format!("\"{k}*a + {m}\""))
                            .collect();
                        format!("[{}]", f.join(","))
                    })
                    .collect();
                let util = ["identity", "zero-sum", "normal", "misere"][u];
                let ties: Vec<String> = (0..n)
                    .map(|p| {
                        let order: Vec<usize> = (1..=n).filter(|&q| q != p + 1).collect();
                        let a: Vec<&str> = (0..n - 1)
                            .map(|k| ["antagonistic", "friendly"][att[p * n + k] as usize])
                            .collect();
                        format!("{{\"order\":{order:?},\"attitudes\":{a:?}}}")
                    })
                    .collect();
                let w = if u >= 2 { ",\"w\":1" } else { "" };
                let json = format!(
                    "{{\"players\":{n},\"heaps\":[{{\"actions\":[{}],\"rewards\":[{}],\
                     \"utility\":{{\"kind\":\"{util}\"{w}}}}}],\"turn\":{turn:?},\"ties\":[{}]}}",
                    acts.join(","),
                    rew.join(","),
                    ties.join(",")
                );
                cg::ruleset_from_json(&json).unwrap()
            })
    })
}

/// Checks `short`'s claims on the longer table `long` (same first heap 0).
fn check(short: &HeapTable, long: &HeapTable) -> Result<(), TestCaseError> {
    let Some(p) = &short.period else {
        return Ok(());
    };
    let v = &long.grounded_values;
    let (pre, per, end) = (p.preperiod as usize, p.period as usize, v.len());
    for x in pre..end - per {
        let d = minus(&v[x + per], &v[x]);
        prop_assert!(d.iter().all(|r| r == &p.value_shift), "x={} {:?}", x, d);
    }
    if pre > 0 {
        let d = minus(&v[pre - 1 + per], &v[pre - 1]);
        prop_assert!(d.iter().any(|r| r != &p.value_shift), "preperiod not least");
    }
    for q in 1..per {
        let holds = (pre..end - q).all(|x| {
            let d = minus(&v[x + q], &v[x]);
            uniform(&d) && d[0] == minus(&v[pre + q], &v[pre])[0]
        });
        prop_assert!(!holds, "shorter period {} holds", q);
    }
    // The longer table finds the same period; its outcome growth too when the
    // shorter one proved it (with more heaps it may prove a growth that the
    // shorter could not: a value preperiod near a table's end leaves too few
    // growth blocks for the proof window).
    let lp = long.period.as_ref();
    prop_assert_eq!(
        lp.map(|l| (l.preperiod, l.period, &l.value_shift)),
        Some((p.preperiod, p.period, &p.value_shift)),
        "the longer table finds the same period"
    );
    if p.outcome_growth.is_some() {
        prop_assert_eq!(
            &lp.unwrap().outcome_growth,
            &p.outcome_growth,
            "and the same growth"
        );
    }
    if let Some(g) = &p.outcome_growth {
        let o = &long.outcomes;
        let (gpre, q) = (g.preperiod as usize, g.period as usize);
        prop_assert_eq!(q % per, 0);
        for x in gpre..end - per {
            let d = minus(&o[x + per], &o[x]);
            prop_assert_eq!(&d, &g.per_period[(x - gpre) % q], "growth at x={}", x);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn periods_hold_far_beyond_their_proof(r in rules()) {
        let short = table(&r, 60);
        let long = table(&r, 260);
        check(&short, &long)?;
    }
}
