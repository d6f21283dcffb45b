//! Every job result must survive the worker's message codec (bincode, not
//! human-readable): untagged enums and skipped fields break it silently.

use pebbles::games::game_tree::GameGraph;
use pebbles::jobs::{run, ClassicalRequest, JobRequest, JobResult};
use pebbles::permalink::{PageState, TreeState, View};
use pebbles::view_model::tree::{build, expanded};

fn round_trip<T: serde::Serialize + serde::de::DeserializeOwned>(v: &T) -> T {
    let cfg = bincode::config::standard();
    let bytes = bincode::serde::encode_to_vec(v, cfg).expect("encodes");
    bincode::serde::decode_from_slice(&bytes, cfg)
        .expect("decodes")
        .0
}

fn tree_state(hash: &str) -> TreeState {
    match View::parse(hash).0.state {
        PageState::Tree(t) => t,
        other => panic!("a tree state, got {other:?}"),
    }
}

#[test]
fn game_graphs_keep_values_and_bookkeeping() {
    for hash in [
        "#/tree?s=2,3&x=7&mode=si",
        "#/tree?s=2,3&x=7&mode=zs&view=dag",
        "#/tree?l=2,3&r=1,4&x=4&mode=normal&view=cgt",
        "#/tree?nim=1,2,3",
        "#/tree?s=1,2&x=40&mode=grundy&view=dag",
        "#/tree?s=1,2,3&x=30",
    ] {
        let g = build(&tree_state(hash)).unwrap();
        let back: GameGraph = round_trip(&g);
        assert_eq!(back, g, "{hash}");
        // The JSON form is unchanged by the trip.
        assert_eq!(
            serde_json::to_string(&back).unwrap(),
            serde_json::to_string(&g).unwrap()
        );
        // A collapsed node of the copy expands as in the original.
        if let Some(n) = g.nodes.iter().find(|n| n.collapsed) {
            assert_eq!(expanded(&back, n.id), expanded(&g, n.id), "{hash}");
        }
    }
}

#[test]
fn classical_results_survive() {
    for req in [
        ClassicalRequest::Expr("{3||2*|1*}".into()),
        ClassicalRequest::Expr("^ <= *".into()),
        ClassicalRequest::Boards(
            "domineering".parse().unwrap(),
            vec!["..#|..#|...".into(), ".|.".into()],
        ),
        ClassicalRequest::Boards("nim".parse().unwrap(), vec!["3,4,5".into()]),
    ] {
        let req = JobRequest::Classical(req);
        let back: JobRequest = round_trip(&req);
        assert_eq!(back, req);
        let r = run(req).unwrap();
        let back: JobResult = round_trip(&r);
        assert_eq!(back, r);
    }
}

/// Each request, and the result of running it, comes back equal.
fn requests_and_results_survive(requests: Vec<JobRequest>) {
    for req in requests {
        let back: JobRequest = round_trip(&req);
        assert_eq!(back, req);
        let r = run(req).unwrap();
        let back: JobResult = round_trip(&r);
        assert_eq!(back, r);
    }
}

#[test]
fn every_family_result_survives() {
    use pebbles::jobs::{BcsRequest, ClobberRequest, CsRequest, GameRequest};
    let state = |hash: &str| View::parse(hash).0.state;
    let mut requests = Vec::new();
    if let PageState::Cs(s) = state("#/cs?s=2,3&heaps=0..30&map=2:2") {
        requests.push(JobRequest::CsTable(CsRequest::from(&s)));
    }
    if let PageState::Bcs(s) = state("#/bcs?s=1&tb=9&heaps=0..20&x=9&p=6") {
        requests.push(JobRequest::BcsTable(BcsRequest::from(&s)));
    }
    if let PageState::Games(s) = state("#/games?preset=squirrel&x=7") {
        requests.push(JobRequest::Game(GameRequest::from(&s)));
    }
    if let PageState::Clobber(s) = state("#/clobber?board=1,2,3,2,1,3") {
        requests.push(JobRequest::Clobber(ClobberRequest::from(&s)));
    }
    requests.push(JobRequest::ClobberCensus((2, 6)));
    assert_eq!(requests.len(), 5);
    requests_and_results_survive(requests);
}

#[test]
fn efg_and_search_results_survive() {
    use pebbles::jobs::SearchRequest;
    use pebbles::view_model::efg::request;
    let state = |hash: &str| View::parse(hash).0.state;
    let mut requests = Vec::new();
    for hash in ["#/efg?ex=three&tie=f", "#/efg?ex=figure4"] {
        if let PageState::Efg(s) = state(hash) {
            requests.push(JobRequest::Efg(request(&s)));
        }
    }
    if let PageState::Games(s) = state("#/games?preset=squirrel&x=7") {
        requests.push(JobRequest::Efg(pebbles::jobs::EfgRequest::ExportGame(
            (&s).into(),
        )));
    }
    for hash in [
        "#/search?search=discrepancy&size=2&max=8&bound=40&criterion=values",
        "#/search?search=pareto&size=2&max=7&heaps=0..30&tie=f&strict=1",
    ] {
        if let PageState::Search(s) = state(hash) {
            requests.push(JobRequest::Search(SearchRequest::from(&s)));
        }
    }
    assert_eq!(requests.len(), 5);
    requests_and_results_survive(requests);
}

/// Refusals and failures cross the codec typed: a work limit is still a
/// limit, with its numbers, when the page receives it.
#[test]
fn job_errors_survive() {
    use pebbles::games::cumulative_subtraction::Rules;
    use pebbles::jobs::{CsRequest, JobError};
    let cs = |rules: Rules, lo: u32, hi: u32| {
        let req = CsRequest {
            rules,
            ties: Default::default(),
            lo,
            hi,
        };
        run(JobRequest::CsTable(req)).unwrap_err()
    };
    let mut errors = vec![
        cs(Rules::symmetric((1..=300).collect()), 9_900_000, 9_999_999),
        cs(Rules::partizan(vec![0], vec![1]), 0, 9),
    ];
    errors.push(
        run(JobRequest::Classical(ClassicalRequest::Expr(
            "{1|?}".into(),
        )))
        .unwrap_err(),
    );
    errors.push(run(JobRequest::ClobberCensus((2, 12))).unwrap_err());
    assert!(
        matches!(errors[0], JobError::Limit { .. }),
        "{:?}",
        errors[0]
    );
    assert!(
        matches!(errors[1], JobError::Invalid { .. }),
        "{:?}",
        errors[1]
    );
    assert!(
        matches!(errors[2], JobError::Invalid { .. }),
        "{:?}",
        errors[2]
    );
    assert!(
        matches!(errors[3], JobError::Limit { work: 12, .. }),
        "{:?}",
        errors[3]
    );
    for e in errors {
        assert_eq!(round_trip(&e), e);
        let failed = JobResult::Failed(e);
        assert_eq!(round_trip(&failed), failed);
    }
}
