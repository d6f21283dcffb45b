//! The `#/efg` and `#/search` pages without a browser: permalink round
//! trips and refusals, the jobs run to completion through the job API on
//! the paper's statements, the `.efg` exports of `#/tree` and `#/games`, and
//! the view-model's tables, checked against a brute-force backward
//! induction written here and against the Cumulative Games engine run
//! through the games page's own link.

use pebbles::games::common::Tie;
use pebbles::games::efg;
use pebbles::games::search::{self, Criterion, DiscrepancySpec, ParetoSpec};
use pebbles::jobs::{
    run, EfgRequest, EfgView, GameRequest, JobError, JobRequest, JobResult, RunningJob,
    SearchRequest, SearchResult, BROWSER_WORK,
};
use pebbles::permalink::View;
use pebbles::state::SearchKind;
use pebbles::state::{EfgSource, EfgState, PageState, SearchState, MAX_EFG_LEN};
use pebbles::view_model::efg::{self as evm, EfgAction};
use pebbles::view_model::search::{self as svm, SearchAction};
use proptest::prelude::*;

fn parse(hash: &str) -> (PageState, Vec<pebbles::permalink::Notice>) {
    let (v, n) = View::parse(hash);
    (v.state, n)
}

fn hash(state: PageState) -> String {
    View {
        state,
        ..View::default()
    }
    .to_hash()
}

fn efg_state(h: &str) -> EfgState {
    match parse(h) {
        (PageState::Efg(s), n) if n.is_empty() => s,
        other => panic!("{h}: {other:?}"),
    }
}

fn search_state(h: &str) -> SearchState {
    match parse(h) {
        (PageState::Search(s), n) if n.is_empty() => s,
        other => panic!("{h}: {other:?}"),
    }
}

fn solved(st: &EfgState) -> EfgView {
    match run(JobRequest::Efg(evm::request(st))) {
        Ok(JobResult::Efg(v)) => *v,
        other => panic!("{other:?}"),
    }
}

// ---- #/efg permalinks ----

#[test]
fn efg_links_round_trip_examples_files_and_ties() {
    let st = efg_state("#/efg?ex=three&tie=f");
    assert_eq!(st.source, EfgSource::Example("three"));
    assert_eq!(st.tie, Tie::Friendly);
    assert_eq!(hash(PageState::Efg(st.clone())), "#/efg?ex=three&tie=f");
    assert_eq!(
        hash(PageState::Efg(EfgState::default())),
        "#/efg?ex=figure4"
    );
    // A pasted file travels compressed and comes back the same.
    let text = "EFG 2 R \"mine & yours\" { \"A\" \"B\" }\n\"\"\np \"\" 1 1 \"\" { \"x\" \"y\" } 0\nt \"\" 1 \"\" { 1, -1 }\nt \"\" 2 \"\" { 3/2 0 }\n";
    let pasted = evm::reduce(&st, EfgAction::Text(text.into())).unwrap();
    let h = hash(PageState::Efg(pasted.clone()));
    assert!(h.starts_with("#/efg?efg="), "{h}");
    assert_eq!(efg_state(&h), pasted);
    assert_eq!(pasted.text(), text);
}

#[test]
fn efg_links_refuse_with_notices_naming_the_field() {
    let cases = [
        ("#/efg?ex=nope", "ex", "`nope`"),
        ("#/efg?tie=af", "tie", "`af`"),
        ("#/efg?efg=%%%%", "efg", "not a compressed"),
        ("#/efg?foo=1", "foo", "not a parameter"),
    ];
    for (h, param, says) in cases {
        let (st, notices) = parse(h);
        assert_eq!(st, PageState::Efg(EfgState::default()), "{h}");
        assert_eq!(notices.len(), 1, "{h}: {notices:?}");
        assert_eq!(notices[0].param, param);
        assert!(
            notices[0].message.contains(says),
            "{h}: {}",
            notices[0].message
        );
    }
    // A file outside the subset: the notice is the parser's, with the line.
    let chance = "EFG 2 R \"t\" { \"A\" \"B\" }\n\"\"\nc \"\" 1 \"\" { \"a\" 1/2 \"b\" 1/2 } 0\n";
    let h = format!(
        "#/efg?efg={}",
        lz_str::compress_to_encoded_uri_component(chance)
    );
    let (_, notices) = parse(&h);
    assert!(
        notices[0].message.contains("line 3: `c`: chance nodes"),
        "{notices:?}"
    );
    // Longer than a link may carry.
    let long = format!("{chance}{}", " ".repeat(MAX_EFG_LEN));
    let h = format!(
        "#/efg?efg={}",
        lz_str::compress_to_encoded_uri_component(&long)
    );
    let (_, notices) = parse(&h);
    assert!(notices[0].message.contains("20000"), "{notices:?}");
}

#[test]
fn a_loaded_file_too_long_for_a_link_is_solved_but_not_linked() {
    let (_, _, three) = pebbles::state::EFG_EXAMPLES[1];
    let padded = format!("{three}{}", "\n".repeat(MAX_EFG_LEN));
    let st = evm::reduce(&EfgState::default(), EfgAction::Text(padded)).unwrap();
    assert!(!st.linkable());
    assert!(evm::link_note(&st).unwrap().contains("20000"));
    assert_eq!(hash(PageState::Efg(st.clone())), "#/efg");
    assert_eq!(evm::payoffs_text(&solved(&st)), "(5,4,1)");
}

// ---- #/efg results ----

#[test]
fn figure_4_is_solved_as_the_paper_says() {
    let v = solved(&efg_state("#/efg?ex=figure4"));
    // Seed 000 §2: the play 7 → 5 → 2 → 0, self-interest outcome (4,3).
    assert_eq!(v.play, ["2", "3", "2"]);
    assert_eq!(evm::payoffs_text(&v), "(4,3)");
    assert_eq!(
        evm::payoff_rows(&v),
        [("Alice".into(), "4".into()), ("Bob".into(), "3".into())]
    );
    let t = v.theorem11.as_ref().unwrap();
    // Two players alternate in the tree: no forced states.
    assert_eq!(t.dummies, 0);
    assert_eq!(t.total, v.nodes.len());
    // The page's round-trip file reads back to the same tree.
    let g = efg::parse(&v.efg).unwrap();
    let again = efg::parse(pebbles::state::EFG_EXAMPLES[0].2).unwrap();
    assert_eq!(g.nodes, again.nodes);
}

#[test]
fn the_theorem_11_link_opens_a_game_the_games_page_solves_to_the_same_payoffs() {
    for h in ["#/efg?ex=three", "#/efg?ex=three&tie=f", "#/efg?ex=figure4"] {
        let v = solved(&efg_state(h));
        let t = v.theorem11.as_ref().unwrap();
        let link = evm::games_link(t).unwrap();
        let PageState::Games(g) = efg_state_or_games(&link) else {
            panic!("{link}")
        };
        let Ok(JobResult::Game(sol)) = run(JobRequest::Game(GameRequest::from(&g))) else {
            panic!("the games page's job")
        };
        let want: Vec<f64> = v.payoffs.iter().map(|p| fraction(p)).collect();
        assert_eq!(sol.value, want, "{h}");
    }
}

fn efg_state_or_games(link: &str) -> PageState {
    let (s, n) = parse(link);
    assert!(n.is_empty(), "{n:?}");
    s
}

/// `3/2` → 1.5.
fn fraction(t: &str) -> f64 {
    match t.split_once('/') {
        Some((a, b)) => a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap(),
        None => t.parse().unwrap(),
    }
}

#[test]
fn tree_and_games_positions_export_as_efg() {
    // #/games squirrel at 7 is the same game as the tree CLI's golden file.
    let golden = include_str!("../golden/tree_efg.txt");
    let want = golden
        .split_once("--- stdout\n")
        .and_then(|(_, r)| r.split_once("--- stderr"))
        .unwrap()
        .0;
    let export = |hash: &str| {
        let PageState::Games(g) = parse(hash).0 else {
            panic!("{hash}")
        };
        run(JobRequest::Efg(EfgRequest::ExportGame((&g).into())))
    };
    let Ok(JobResult::File { name, body, .. }) = export("#/games?preset=squirrel&x=7") else {
        panic!("a file")
    };
    assert_eq!(name, "pebbles-game.efg");
    let (got, want) = (efg::parse(&body).unwrap(), efg::parse(want).unwrap());
    assert_eq!(
        efg::solve(&got, Tie::Antagonistic).payoffs,
        efg::solve(&want, Tie::Antagonistic).payoffs
    );
    // Any ruleset is written now, presets beyond Cumulative Subtraction too.
    assert!(export("#/games?preset=tragedy&x=5").is_ok());
    // A tree over the node budget is refused with its size.
    let err = export("#/games?preset=squirrel&x=60").unwrap_err();
    assert!(matches!(err, JobError::Limit { .. }), "{err:?}");
    assert!(err.to_string().contains("nodes"), "{err}");
}

// ---- random trees through the page ----

#[derive(Clone, Debug)]
enum T {
    Leaf(Vec<i64>),
    Move(usize, Vec<T>),
}

fn tree(n: usize) -> impl Strategy<Value = T> {
    let leaf = prop::collection::vec(-3i64..=3, n).prop_map(T::Leaf);
    leaf.prop_recursive(4, 24, 3, move |inner| {
        (1..=n, prop::collection::vec(inner, 1..=3)).prop_map(|(p, c)| T::Move(p, c))
    })
}

fn write(n: usize, t: &T) -> String {
    let names: Vec<String> = (1..=n).map(|i| format!("\"P{i}\"")).collect();
    let mut s = format!("EFG 2 R \"random\" {{ {} }}\n\"\"\n", names.join(" "));
    fn go(t: &T, s: &mut String, k: &mut u32) {
        *k += 1;
        match t {
            T::Leaf(v) => {
                let p: Vec<String> = v.iter().map(i64::to_string).collect();
                s.push_str(&format!("t \"\" {k} \"\" {{ {} }}\n", p.join(" ")));
            }
            T::Move(p, c) => {
                let a: Vec<String> = (0..c.len()).map(|i| format!("\"a{i}\"")).collect();
                s.push_str(&format!("p \"\" {p} {k} \"\" {{ {} }} 0\n", a.join(" ")));
                for ch in c {
                    go(ch, s, k);
                }
            }
        }
    }
    go(t, &mut s, &mut 0);
    s
}

/// Backward induction by the definition: own payoff first, then each next
/// player in cyclic order, lowered (antagonistic) or raised (friendly);
/// the first best action.
fn oracle(t: &T, tie: Tie) -> Vec<i64> {
    match t {
        T::Leaf(v) => v.clone(),
        T::Move(p, c) => {
            let vals: Vec<Vec<i64>> = c.iter().map(|ch| oracle(ch, tie)).collect();
            let n = vals[0].len();
            let key = |v: &Vec<i64>| -> Vec<i64> {
                (0..n)
                    .map(|d| {
                        let x = v[(p - 1 + d) % n];
                        if d == 0 || tie == Tie::Friendly {
                            x
                        } else {
                            -x
                        }
                    })
                    .collect()
            };
            let mut best = 0;
            for k in 1..vals.len() {
                if key(&vals[k]) > key(&vals[best]) {
                    best = k;
                }
            }
            vals[best].clone()
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn random_files_through_the_page_match_the_oracle(
        (n, t) in (2usize..=3).prop_flat_map(|n| (Just(n), tree(n))), friendly in any::<bool>()
    ) {
        let tie = if friendly { Tie::Friendly } else { Tie::Antagonistic };
        let st = evm::reduce(&EfgState { tie, ..EfgState::default() }, EfgAction::Text(write(n, &t))).unwrap();
        // Through the link and the worker, as the page does.
        let st = efg_state(&hash(PageState::Efg(st)));
        let v = solved(&st);
        let want: Vec<String> = oracle(&t, tie).iter().map(i64::to_string).collect();
        prop_assert_eq!(&v.payoffs, &want);
        // Theorem 11's table: one row per state, movers as in the tree,
        // every terminal's payoffs once as a utility.
        let t11 = v.theorem11.as_ref().unwrap();
        let rows = evm::t11_rows(&v, t11);
        prop_assert_eq!(rows.len(), t11.total);
        prop_assert_eq!(t11.total, v.nodes.len() + t11.dummies);
        for (s, r) in t11.states.iter().zip(&rows) {
            if let Some(k) = s.node {
                if let Some(p) = v.nodes[k].player {
                    prop_assert_eq!(&r.mover, &v.players[p - 1]);
                }
            }
        }
        let utilities = rows.iter().filter(|r| !r.utility.is_empty()).count();
        prop_assert_eq!(utilities, v.nodes.iter().filter(|x| x.player.is_none()).count());
    }
}

// ---- #/search permalinks ----

#[test]
fn search_links_round_trip_every_field() {
    let d = search_state("#/search?search=discrepancy&size=3&max=17&bound=90&criterion=values");
    assert_eq!(d.kind, SearchKind::Discrepancy);
    assert_eq!(
        (d.discrepancy.size, d.discrepancy.max, d.discrepancy.bound),
        (3, 17, 90)
    );
    assert_eq!(d.discrepancy.criterion, Criterion::Values);
    assert_eq!(
        hash(PageState::Search(d)),
        "#/search?search=discrepancy&size=3&max=17&bound=90&criterion=values"
    );
    let h = "#/search?search=pareto&size=2&max=7&heaps=10..30&tie=f&strict=1";
    let p = search_state(h);
    assert_eq!(p.pareto.heaps, (10, 30));
    assert_eq!((p.pareto.tie, p.pareto.strict), (Tie::Friendly, true));
    assert_eq!(hash(PageState::Search(p)), h);
    assert_eq!(
        hash(PageState::Search(SearchState::default())),
        "#/search?search=discrepancy&size=2&max=20&bound=600&criterion=actions"
    );
}

#[test]
fn search_links_refuse_with_notices_naming_the_token() {
    for (h, param, token) in [
        ("#/search?search=nope", "search", "`nope`"),
        ("#/search?size=7", "size", "`7`"),
        ("#/search?max=201", "max", "`201`"),
        ("#/search?bound=100001", "bound", "`100001`"),
        ("#/search?criterion=both", "criterion", "`both`"),
        ("#/search?search=pareto&heaps=0..1001", "heaps", "1001"),
        ("#/search?search=pareto&tie=af", "tie", "`af`"),
        ("#/search?search=pareto&strict=yes", "strict", "`yes`"),
    ] {
        let (st, notices) = parse(h);
        assert!(matches!(st, PageState::Search(_)));
        assert_eq!(notices.len(), 1, "{h}: {notices:?}");
        assert_eq!(notices[0].param, param, "{h}");
        assert!(
            notices[0].message.contains(token),
            "{h}: {}",
            notices[0].message
        );
    }
}

proptest! {
    #[test]
    fn search_states_round_trip(
        pareto in any::<bool>(), size in 1usize..=6, max in 1u32..=200, bound in 0u32..=100_000,
        values in any::<bool>(), lo in 0u32..=1000, len in 0u32..=1000, friendly in any::<bool>(),
        strict in any::<bool>(),
    ) {
        let mut st = SearchState::default();
        let actions = [
            SearchAction::Kind(if pareto { "pareto" } else { "discrepancy" }.into()),
            SearchAction::Size(size.to_string()),
            SearchAction::Max(max.to_string()),
            SearchAction::Bound(bound.to_string()),
            SearchAction::Criterion(if values { "values" } else { "actions" }.into()),
            SearchAction::Heaps(format!("{lo}..{}", (lo + len).min(1000))),
            SearchAction::Tie(if friendly { "f" } else { "a" }.into()),
            SearchAction::Strict(strict),
        ];
        for a in actions {
            st = svm::reduce(&st, a).unwrap();
        }
        let back = search_state(&hash(PageState::Search(st.clone())));
        // The other search's fields are not in the link.
        match st.kind {
            SearchKind::Discrepancy => prop_assert_eq!(back.discrepancy, st.discrepancy),
            SearchKind::Pareto => prop_assert_eq!(back.pareto, st.pareto),
        }
        prop_assert_eq!(back.kind, st.kind);
    }
}

// ---- #/search jobs ----

/// Runs a search job slice by slice, checking its progress on the way.
fn stepped(req: SearchRequest) -> SearchResult {
    let mut job = RunningJob::start(JobRequest::Search(req)).unwrap();
    let mut last = 0;
    while !job.step(4096) {
        let (done, total) = job.progress();
        assert!(done > last && done < total, "{done}/{total}");
        last = done;
    }
    let (done, total) = job.progress();
    assert_eq!(done, total);
    match job.finish() {
        JobResult::Search(r) => *r,
        other => panic!("{other:?}"),
    }
}

#[test]
fn friendly_3_5_differs_first_at_heap_14_in_the_worker() {
    // The page's default search (the CLI's defaults), in 12 slices of 16 sets.
    let st = search_state("#/search");
    let mut job = RunningJob::start(JobRequest::Search(SearchRequest::from(&st))).unwrap();
    assert!(!job.step(4096));
    assert_eq!(job.progress(), (16, 190));
    let SearchResult::Discrepancy(r) = stepped(SearchRequest::from(&st)) else {
        panic!()
    };
    assert_eq!(r.sets, 190);
    let d = r.friendly.cases.iter().find(|d| d.set == [3, 5]).unwrap();
    assert_eq!(d.heap, 14);
    assert_eq!((d.zero_sum, d.zero_sum_moves.clone()), (3, vec![5]));
    assert_eq!(
        (d.self_interest_difference, d.self_interest_moves.clone()),
        (2, vec![3])
    );
    let row = svm::discrepancy_row(d);
    assert_eq!(
        row,
        ["{3,5}", "14", "3", "{5}", "(8,6)", "2", "{3}"].map(String::from)
    );
    assert!(
        svm::discrepancy_counts(&r).contains(&format!("{} with friendly ties", r.friendly.count))
    );
    // The CSV holds every row of both conventions, then the JSON is the CLI's.
    let res = SearchResult::Discrepancy(r.clone());
    let csv = svm::csv(&res);
    assert_eq!(
        csv.lines().count(),
        1 + r.antagonistic.count + r.friendly.count
    );
    assert!(
        csv.contains("friendly,\"{3,5}\",14,3,{5},\"(8,6)\",2,{3}\n"),
        "{csv}"
    );
    assert_eq!(svm::json(&res), r.to_json());
}

#[test]
fn pareto_3_7_fails_first_at_heap_30_in_the_worker() {
    let st = search_state("#/search?search=pareto&size=2&max=7&heaps=0..30&strict=1");
    let SearchResult::Pareto(r) = stepped(SearchRequest::from(&st)) else {
        panic!()
    };
    // Strict domination: the first failing set is {3,7}, first at heap 30,
    // where (15,15) beats (14,14); ({4,7} fails too, at 20 and 27.)
    assert_eq!(r.failing_sets, 2);
    let c = &r.cases[0];
    assert_eq!(
        (c.set.clone(), c.heap, c.pspe, c.better),
        (vec![3, 7], 30, (14, 14), (15, 15))
    );
    let row = svm::pareto_row(c);
    assert_eq!(row[..3], ["{3,7}", "30", "(14,14)"].map(String::from));
    assert_eq!(row[4], "(15,15)");
    let sum: u32 = c.better_play.iter().sum();
    assert_eq!(sum, 30);
    assert!(svm::pareto_counts(&r).contains("2 sets have a heap"));
    // No set of amounts up to 6 fails (strictly) on heaps 0..60.
    let st = search_state("#/search?search=pareto&size=2&max=6&heaps=0..60&strict=1");
    let SearchResult::Pareto(r) = stepped(SearchRequest::from(&st)) else {
        panic!()
    };
    assert_eq!(r.failing_sets, 0);
}

#[test]
fn stepped_searches_equal_the_cli_searches() {
    let d = DiscrepancySpec {
        size: 2,
        max: 12,
        bound: 150,
        criterion: Criterion::Values,
    };
    let SearchResult::Discrepancy(a) = stepped(SearchRequest::Discrepancy(d)) else {
        panic!()
    };
    assert_eq!(a, search::discrepancy(d).unwrap());
    let p = ParetoSpec {
        size: 2,
        max: 8,
        heaps: (5, 40),
        tie: Tie::Friendly,
        strict: false,
    };
    let SearchResult::Pareto(b) = stepped(SearchRequest::Pareto(p)) else {
        panic!()
    };
    assert_eq!(b, search::pareto(p).unwrap());
}

#[test]
fn searches_over_the_browser_limits_are_refused_before_they_run() {
    let st = search_state("#/search?search=discrepancy&size=3&max=60&bound=2000");
    let err = run(JobRequest::Search(SearchRequest::from(&st))).unwrap_err();
    assert!(
        matches!(
            err,
            JobError::Limit {
                limit: BROWSER_WORK,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("pebbles search"), "{err}");
    let st = search_state("#/search?search=pareto&size=2&max=30&heaps=0..1000");
    let err = run(JobRequest::Search(SearchRequest::from(&st))).unwrap_err();
    assert!(
        matches!(
            err,
            JobError::Limit {
                limit: 500_000_000,
                ..
            }
        ),
        "{err:?}"
    );
    // The solver's own limits come first.
    let st = search_state("#/search?search=discrepancy&size=6&max=200");
    let err = run(JobRequest::Search(SearchRequest::from(&st))).unwrap_err();
    assert!(
        matches!(
            err,
            JobError::Limit {
                limit: search::MAX_SETS,
                ..
            }
        ),
        "{err:?}"
    );
}
