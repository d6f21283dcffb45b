//! Symmetric bidding tables pinned before the general (Definition 1) solver:
//! a fixed pseudo-random family of symmetric rulesets, each table reduced to
//! its period and a hash of every value `o_p(x)`, `ν_p(x)` for heaps 0..=60 (periods looked for up to heap 600).
//! `tests/fixtures/bcs_symmetric.txt` was written by the symmetric-only solver
//! of commit 165d117 (`PEBBLES_BLESS_BCS=1 cargo test --test it bidding_symmetric::`);
//! the general solver must reproduce every line.

use pebbles::games::bidding::{solve_until_periodic, BcsRules, Player};

/// A small deterministic generator (no `rand` dependency).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % u64::from(n)) as u32
    }
}

/// Ruleset `i` of the family: moves ⊆ 1..=7, `TB ≤ 14`, bids all or a subset
/// containing 0 or not (invalid ones are skipped by the caller).
fn ruleset(g: &mut Lcg) -> BcsRules {
    let tb = g.next(15);
    let mut moves: Vec<u32> = (1..=7).filter(|_| g.next(3) == 0).collect();
    if moves.is_empty() {
        moves.push(1 + g.next(7));
    }
    let r = BcsRules::new(moves, tb);
    if g.next(3) == 0 {
        let bids: Vec<u32> = (0..=tb).filter(|_| g.next(2) == 0).collect();
        r.with_bids(bids)
    } else {
        r
    }
}

fn fingerprint(rules: &BcsRules) -> String {
    let Ok(t) = solve_until_periodic(rules.clone(), 600) else {
        return format!(
            "moves={:?} tb={} bids={:?} invalid",
            rules.moves, rules.total_budget, rules.bids
        );
    };
    let mut h: u64 = 0xcbf29ce484222325;
    for x in 0..=60 {
        for m in [Player::Left, Player::Right] {
            for v in t.row(x, m) {
                for b in v.to_le_bytes() {
                    h = (h ^ u64::from(b)).wrapping_mul(0x100000001b3);
                }
            }
        }
    }
    let per = t.periodicity().map(|p| (p.preperiod, p.period));
    format!(
        "moves={:?} tb={} bids={:?} period={per:?} no_eq={} hash={h:016x}",
        rules.moves,
        rules.total_budget,
        rules.bids,
        t.positions_without_equilibrium()
    )
}

#[test]
fn symmetric_tables_are_unchanged() {
    let mut g = Lcg(2026);
    let lines: Vec<String> = (0..400).map(|_| fingerprint(&ruleset(&mut g))).collect();
    let text = lines.join("\n") + "\n";
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/bcs_symmetric.txt"
    );
    if std::env::var_os("PEBBLES_BLESS_BCS").is_some() {
        std::fs::write(path, &text).unwrap();
    }
    let want = std::fs::read_to_string(path).unwrap();
    for (i, (a, b)) in want.lines().zip(text.lines()).enumerate() {
        assert_eq!(a, b, "ruleset {i}");
    }
    assert_eq!(want.lines().count(), 400);
}
