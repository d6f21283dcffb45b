//! Gambit `.efg` files: a hand-solved 3-player file, refusals that name the
//! line, the writer's round trip, the PSPE against a brute-force oracle over
//! all strategy profiles, Theorem 11 solved by the Cumulative Games engine,
//! and Cumulative Subtraction trees written as `.efg`.

use pebbles::games::common::{Player, Tie, Ties, Variant};
use pebbles::games::cumulative_games as cg;
use pebbles::games::cumulative_subtraction::Rules;
use pebbles::games::efg::{self, EfgError, EfgGame, EfgNode, Rational};
use pebbles::games::game_tree::{self as gt, CsSpec, View};
use proptest::prelude::*;

const THREE: &str = include_str!("../efg/three.efg");

fn r(t: &str) -> Rational {
    Rational::parse(t).unwrap()
}

fn rs(v: &[&str]) -> Vec<Rational> {
    v.iter().map(|t| r(t)).collect()
}

#[test]
fn hand_solved_three_player_file() {
    let g = efg::parse(THREE).unwrap();
    assert_eq!(g.players, ["Ann", "Bob", "Cid"]);
    assert_eq!(g.nodes.len(), 9);
    // Cid at cR is indifferent (3/2 either way): antagonistic he lowers Ann
    // (next in cyclic order after Cid) to 2, so Ann prefers L, where Bob
    // takes r (4 > 1) and Cid y (1 > 0): (5,4,1).
    let a = efg::solve(&g, Tie::Antagonistic);
    assert_eq!(a.payoffs, rs(&["5", "4", "1"]));
    assert_eq!(a.path, vec![0, 1, 3, 5]);
    assert_eq!(a.values[6], rs(&["2", "2", "3/2"]));
    // Friendly Cid gives Ann 6 at cR, so Ann plays R.
    let f = efg::solve(&g, Tie::Friendly);
    assert_eq!(f.payoffs, rs(&["6", "0", "3/2"]));
    assert_eq!(f.path, vec![0, 6, 8]);
    let text = efg::report_text(&g, &a);
    assert!(
        text.ends_with("PSPE play: L, r, y; payoffs (5,4,1)\n"),
        "{text}"
    );
    let json = efg::report_json(&g, &f);
    assert!(
        json.contains(r#""play":["R","v"],"payoffs":[6,0,"3/2"]"#),
        "{json}"
    );
}

#[test]
fn outcomes_at_personal_nodes_add_and_outcomes_can_be_reused() {
    let src = "EFG 2 R \"t\" { \"A\" \"B\" }\n\
               p \"\" 1 1 \"\" { \"a\" \"b\" } 1 \"bonus\" { 1 1/2 }\n\
               t \"\" 2 \"x\" { 2, 3 }\n\
               p \"\" 2 1 \"\" { \"c\" } 0\n\
               t \"\" 2\n";
    let g = efg::parse(src).unwrap();
    assert_eq!(g.nodes[1].payoffs, rs(&["3", "7/2"]));
    assert_eq!(g.nodes[3].payoffs, rs(&["3", "7/2"]));
    let zero = "EFG 2 R \"\" { \"A\" \"B\" } t \"\" 0";
    assert_eq!(efg::parse(zero).unwrap().nodes[0].payoffs, rs(&["0", "0"]));
}

/// The error of `body` under a 2-player header on line 1.
fn refusal(body: &str) -> String {
    let src = format!("EFG 2 R \"g\" {{ \"A\" \"B\" }}\n{body}");
    efg::parse(&src).unwrap_err().to_string()
}

#[test]
fn outside_the_subset_is_refused_with_line_and_token() {
    let chance = "p \"\" 1 1 \"\" { \"a\" \"b\" } 0\n\
                  c \"\" 1 \"\" { \"h\" 1/2 \"t\" 1/2 } 0\n";
    assert_eq!(
        refusal(chance),
        "line 3: `c`: chance nodes are outside the perfect-information subset Pebbles reads"
    );
    let imperfect = "p \"\" 1 1 \"\" { \"a\" \"b\" } 0\n\
                     p \"\" 2 1 \"\" { \"c\" \"d\" } 0\n\
                     t \"\" 1 \"\" { 1 1 }\nt \"\" 2 \"\" { 2 2 }\n\
                     p \"\" 2 1 \"\" { \"c\" \"d\" } 0\n";
    assert_eq!(
        refusal(imperfect),
        "line 6: `1`: information set 1 of player 2 was already used on line 3; \
         imperfect information is outside the subset Pebbles reads"
    );
    let cases = [
        ("t \"\" 1 \"\" { 1 x }", "line 2: `x`: not a payoff"),
        ("t \"\" 1 \"\" { 1 2 3 }", "line 2: 3 payoffs for 2 players"),
        (
            "p \"\" 3 1 \"\" { \"a\" } 0",
            "line 2: `3`: player must be 1 to 2",
        ),
        ("t \"\" 4", "line 2: `4`: outcome 4 has no payoffs yet"),
        ("t \"\" 0\nt \"\" 0", "line 3: `t`: the tree is complete"),
        ("q \"\" 0", "line 2: `q`: expected a node (`p` or `t`)"),
        (
            "p \"\" 1 1 \"\" { \"a\" } 0\n",
            "line 2: the file ends where a node",
        ),
        ("t \"open", "line 2: string never closed"),
        (
            "p \"\" 1 1 \"\" { } 0",
            "line 2: `1`: expected an information set with at least one action",
        ),
        ("t \"\" 1 \"\" { 1 1e3 }", "line 2: `1e3`: not a payoff"),
    ];
    for (body, want) in cases {
        let got = refusal(body);
        assert!(got.starts_with(want), "{body:?}: {got}");
    }
    let e = efg::parse("NFG 1 R \"x\"").unwrap_err();
    assert_eq!(e.to_string(), "line 1: `NFG`: expected `EFG`");
    assert!(matches!(efg::parse(""), Err(EfgError::Eof { .. })));
}

/// A random tree: `Leaf(payoffs)` or `Move(player, children)`.
#[derive(Clone, Debug)]
enum T {
    Leaf(Vec<i64>),
    Move(usize, Vec<T>),
}

fn tree(players: usize, pay: i64) -> impl Strategy<Value = T> {
    let leaf = prop::collection::vec(-pay..=pay, players).prop_map(T::Leaf);
    leaf.prop_recursive(4, 24, 3, move |inner| {
        (1..=players, prop::collection::vec(inner, 1..=3)).prop_map(|(p, c)| T::Move(p, c))
    })
}

fn players_and_tree(pay: i64) -> impl Strategy<Value = (usize, T)> {
    (2usize..=4).prop_flat_map(move |n| (Just(n), tree(n, pay)))
}

/// The tree as a `.efg` text, written here independently of the library.
fn write_test(n: usize, t: &T) -> String {
    let names: Vec<String> = (1..=n).map(|i| format!("\"P{i}\"")).collect();
    let mut s = format!("EFG 2 R \"random\" {{ {} }}\n\"\"\n", names.join(" "));
    let mut info = 0;
    let mut out = 0;
    fn go(t: &T, s: &mut String, info: &mut u32, out: &mut u32) {
        match t {
            T::Leaf(v) => {
                *out += 1;
                let p: Vec<String> = v.iter().map(i64::to_string).collect();
                s.push_str(&format!("t \"\" {out} \"\" {{ {} }}\n", p.join(" ")));
            }
            T::Move(p, c) => {
                *info += 1;
                let a: Vec<String> = (0..c.len()).map(|k| format!("\"a{k}\"")).collect();
                s.push_str(&format!("p \"\" {p} {info} \"\" {{ {} }} 0\n", a.join(" ")));
                for ch in c {
                    go(ch, s, info, out);
                }
            }
        }
    }
    go(t, &mut s, &mut info, &mut out);
    s
}

/// Personal nodes of `t` in preorder with their action counts.
fn movers(t: &T, out: &mut Vec<(usize, usize)>) {
    if let T::Move(p, c) = t {
        out.push((*p, c.len()));
        for ch in c {
            movers(ch, out);
        }
    }
}

/// Utility vector at the end of play of `profile` (one choice per personal
/// node in preorder) from `t`, whose first personal node is number `*k`.
fn play(t: &T, profile: &[usize], k: &mut usize) -> Vec<i64> {
    match t {
        T::Leaf(v) => v.clone(),
        T::Move(_, c) => {
            let mine = profile[*k];
            *k += 1;
            let mut res = Vec::new();
            for (i, ch) in c.iter().enumerate() {
                let v = play(ch, profile, k);
                if i == mine {
                    res = v;
                }
            }
            res
        }
    }
}

/// The tie order's key of `v` for `player` (1-based): larger is better.
fn key(v: &[i64], player: usize, tie: Tie) -> Vec<i64> {
    let n = v.len();
    let mut k = vec![v[player - 1]];
    for d in 1..n {
        let x = v[(player - 1 + d) % n];
        k.push(if tie == Tie::Friendly { x } else { -x });
    }
    k
}

/// Whether `profile` is the PSPE: at every personal node its choice is the
/// first action whose continuation is best by the tie order.
fn is_pspe(t: &T, profile: &[usize], k: &mut usize, tie: Tie) -> bool {
    let T::Move(p, c) = t else {
        return true;
    };
    let me = *k;
    *k += 1;
    let mut vals = Vec::new();
    let mut ok = true;
    for ch in c {
        let mut k2 = *k;
        vals.push(play(ch, profile, &mut k2));
        ok &= is_pspe(ch, profile, k, tie);
    }
    let keys: Vec<Vec<i64>> = vals.iter().map(|v| key(v, *p, tie)).collect();
    let best = keys.iter().max().unwrap();
    ok && keys.iter().position(|x| x == best) == Some(profile[me])
}

/// Brute force: every strategy profile, keep the PSPE ones.
fn oracle(t: &T, tie: Tie) -> Vec<Vec<i64>> {
    let mut ms = Vec::new();
    movers(t, &mut ms);
    let mut profile = vec![0; ms.len()];
    let mut found = Vec::new();
    loop {
        if is_pspe(t, &profile, &mut 0, tie) {
            found.push(play(t, &profile, &mut 0));
        }
        let Some(i) = (0..ms.len()).rev().find(|&i| profile[i] + 1 < ms[i].1) else {
            return found;
        };
        profile[i] += 1;
        for p in profile.iter_mut().skip(i + 1) {
            *p = 0;
        }
    }
}

fn ints(v: &[Rational]) -> Vec<i64> {
    v.iter().map(|x| x.numer() as i64).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn pspe_matches_brute_force_over_all_profiles((n, t) in players_and_tree(2)) {
        let g = efg::parse(&write_test(n, &t)).unwrap();
        for tie in [Tie::Antagonistic, Tie::Friendly] {
            let want = oracle(&t, tie);
            prop_assert_eq!(want.len(), 1);
            prop_assert_eq!(ints(&efg::solve(&g, tie).payoffs), want[0].clone());
        }
    }

    #[test]
    fn theorem11_game_has_the_trees_pspe_payoffs((n, t) in players_and_tree(3)) {
        let g = efg::parse(&write_test(n, &t)).unwrap();
        for tie in [Tie::Antagonistic, Tie::Friendly] {
            let c = efg::theorem11(&g, tie).unwrap();
            let again = cg::ruleset_from_json(&cg::to_json(&c.ruleset)).unwrap();
            prop_assert_eq!(&again, &c.ruleset);
            let sol = cg::solve(&c.ruleset, &[c.heap], c.first).unwrap();
            let want: Vec<f64> = efg::solve(&g, tie).payoffs.iter().map(|x| x.to_f64()).collect();
            prop_assert_eq!(sol.value, want);
        }
    }

    #[test]
    fn export_then_import_gives_the_same_tree(
        (n, t) in players_and_tree(5),
        dens in prop::collection::vec(1i128..=4, 64),
        names in prop::collection::vec("[ a-z\"\\\\{}]{0,4}", 64),
    ) {
        let mut g = efg::parse(&write_test(n, &t)).unwrap();
        for (i, node) in g.nodes.iter_mut().enumerate() {
            node.name = names[i % 64].clone();
            for (j, p) in node.payoffs.iter_mut().enumerate() {
                *p = Rational::new(p.numer(), dens[(i + j) % 64]).unwrap();
            }
            for a in node.actions.iter_mut() {
                a.push_str(&names[(i + 7) % 64]);
            }
            if node.player.is_none() {
                node.outcome = names[(i + 3) % 64].clone();
            }
        }
        g.title = names[0].clone();
        g.players[0] = names[1].clone();
        let back = efg::parse(&efg::to_efg(&g)).unwrap();
        prop_assert_eq!(back, g);
    }
}

#[test]
fn theorem11_of_the_three_player_file() {
    let g = efg::parse(THREE).unwrap();
    let c = efg::theorem11(&g, Tie::Antagonistic).unwrap();
    // Nine states plus one forced state of Bob between Ann's root and Cid's cR.
    assert_eq!((c.heap, c.dummies), (9, 1));
    assert_eq!(c.node_heaps, vec![9, 8, 7, 6, 5, 4, 2, 1, 0]);
    let sol = cg::solve(&c.ruleset, &[9], 1).unwrap();
    assert_eq!(sol.value, vec![5.0, 4.0, 1.0]);
    let one = EfgGame {
        title: String::new(),
        comment: String::new(),
        players: vec!["solo".into()],
        nodes: vec![EfgNode {
            name: String::new(),
            player: None,
            actions: vec![],
            children: vec![],
            outcome: String::new(),
            payoffs: vec![Rational::ZERO],
        }],
    };
    assert!(efg::theorem11(&one, Tie::Antagonistic).is_err());
}

#[test]
fn cs_trees_written_as_efg_keep_their_pspe() {
    let cases = [
        (vec![2, 3], 9),
        (vec![1, 2], 6),
        (vec![3, 5], 14),
        (vec![3, 5], 16),
    ];
    for ((set, heap), tie) in cases
        .into_iter()
        .flat_map(|c| [(c.clone(), Tie::Antagonistic), (c, Tie::Friendly)])
    {
        let mut spec = CsSpec::new(
            Rules::symmetric(set.clone()),
            heap,
            Variant::SelfInterest,
            View::Tree,
        );
        spec.budget = gt::MAX_BUDGET;
        let graph = gt::build(&spec).unwrap();
        let g = efg::parse(&efg::to_efg(&efg::from_graph(&graph).unwrap())).unwrap();
        let table = pebbles::games::cumulative_subtraction::solve(
            Rules::symmetric(set),
            Ties::both(tie),
            heap,
        )
        .unwrap();
        let (a, b) = table.self_interest(heap, Player::Left);
        assert_eq!(ints(&efg::solve(&g, tie).payoffs), vec![a, b], "{tie}");
    }
    let mut spec = CsSpec::new(
        Rules::symmetric(vec![1, 2]),
        40,
        Variant::SelfInterest,
        View::Tree,
    );
    spec.budget = 50;
    let cut = gt::build(&spec).unwrap();
    assert!(efg::from_graph(&cut)
        .unwrap_err()
        .to_string()
        .contains("raise --budget"));
    spec.view = View::Dag;
    let dag = gt::build(&spec).unwrap();
    assert!(efg::from_graph(&dag).is_err());
}

#[test]
fn deep_files_do_not_overflow_the_stack() {
    // A chain: each player in turn may "go" on (the next personal node) or
    // "stop" (a terminal listed after the whole "go" subtree); stopping pays
    // at most 4 to the mover, going on pays 5 to both.
    let depth = 50_000;
    let mut chain = String::from("EFG 2 R \"chain\" { \"A\" \"B\" }\n");
    for i in 0..depth {
        let (p, info) = (i % 2 + 1, i / 2 + 1);
        chain.push_str(&format!("p \"\" {p} {info} \"\" {{ \"go\" \"stop\" }} 0\n"));
    }
    chain.push_str("t \"\" 1 \"end\" { 5 5 }\n");
    for i in (0..depth).rev() {
        chain.push_str(&format!("t \"\" {} \"\" {{ {} 0 }}\n", i + 2, i % 5));
    }
    let g = efg::parse(&chain).unwrap();
    assert_eq!(g.nodes.len(), 2 * depth + 1);
    let s = efg::solve(&g, Tie::Antagonistic);
    assert_eq!(ints(&s.payoffs), vec![5, 5]);
    assert_eq!(efg::parse(&efg::to_efg(&g)).unwrap(), g);
    assert!(efg::report_text(&g, &s).ends_with("payoffs (5,5)\n"));
    // 50 000 terminals paying player 1 do not fit a 400-character formula.
    let e = efg::theorem11(&g, Tie::Antagonistic).unwrap_err();
    assert!(
        matches!(e, efg::Theorem11Error::Formula { player: 1, .. }),
        "{e}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn token_soup_is_refused_or_read_never_a_panic(
        words in prop::collection::vec(
            prop::sample::select(vec![
                "EFG", "2", "R", "\"x\"", "{", "}", "p", "t", "c", "1", "0", "3/2", "-1",
                "\n", ",", "\"", "\\", "1.5", "99999999999999999999", "\"A\" \"B\"",
            ]),
            0..40,
        ),
    ) {
        let src = format!("EFG 2 R \"g\" {{ \"A\" \"B\" }}\n{}", words.join(" "));
        if let Ok(g) = efg::parse(&src) {
            let s = efg::solve(&g, Tie::Friendly);
            prop_assert_eq!(s.payoffs.len(), 2);
        }
        let _ = efg::parse(&words.join(" "));
    }
}
