//! Every job result must survive the worker's message codec (bincode, not
//! human-readable): untagged enums and skipped fields break it silently.

use pebbles::games::game_tree::GameGraph;
use pebbles::jobs::{run, ClassicalRequest, JobRequest, JobResult};
use pebbles::permalink::View;
use pebbles::state::{PageState, TreeState};
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
        // Loopy rulesets (the script worker's): a value, an outcome alone,
        // a game against the computer.
        ClassicalRequest::Boards(
            "fox-and-geese".parse().unwrap(),
            vec![".x.x|....|....|o...".into()],
        ),
        ClassicalRequest::Boards(
            "fox-and-geese".parse().unwrap(),
            vec!["x.x.x.x.|...o....|........".into()],
        ),
        ClassicalRequest::LoopyPlay(pebbles::jobs::BoardPlayRequest {
            ruleset: "backsliding-toads-and-frogs".parse().unwrap(),
            boards: vec![".FFT.T".into()],
            you: Some(pebbles::games::common::Player::Right),
            moves: Vec::new(),
            hints: true,
            first: pebbles::games::common::Player::Left,
        }),
        // A board too large for the main thread, played by the compute worker.
        ClassicalRequest::BoardPlay(pebbles::jobs::BoardPlayRequest {
            ruleset: "domineering".parse().unwrap(),
            boards: vec!["....|....|....|....|....".into()],
            you: Some(pebbles::games::common::Player::Left),
            moves: vec!["a1".into()],
            hints: true,
            first: pebbles::games::common::Player::Left,
        }),
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

#[test]
fn misere_results_survive() {
    use pebbles::jobs::{MisereFormRequest, QuotientRequest};
    let mut requests = Vec::new();
    for (hash, forms) in [
        ("#/misere?code=0.77&heaps=8&sum=3+5+7", "*[2#1]"),
        ("#/misere?code=0.75&heaps=16&sum=", "* + * == 0"),
        ("#/misere?code=0.33&heaps=2&sum=1+2", "{1|0}"),
    ] {
        let PageState::Misere(s) = View::parse(hash).0.state else {
            panic!("{hash}")
        };
        requests.push(JobRequest::MisereQuotient(QuotientRequest::from(&s)));
        requests.push(JobRequest::MisereForm(MisereFormRequest {
            expr: forms.into(),
        }));
    }
    // The misère switch of `#/classical`: impartial and partizan games.
    for hash in [
        "#/classical?game=nim&position=3,5,7&misere=1",
        "#/classical?game=cram&position=..%23|...|...&misere=1",
        "#/classical?g=%7B*2|*2%7D%2B*&misere=1",
        "#/classical?g=^%2B*&misere=1",
    ] {
        let PageState::Classical(s) = View::parse(hash).0.state else {
            panic!("{hash}")
        };
        let r = s.misere_request().expect("sent");
        requests.push(JobRequest::MisereGame(r));
    }
    requests_and_results_survive(requests);
}

#[test]
fn scoring_results_survive() {
    use pebbles::jobs::ScoringRequest;
    let requests = [
        "#/scoring",
        "#/scoring?expr=%3C%3C4%7C-3%3E%7C%5E-2%3E",
        "#/scoring?expr=5%20%3C%3E%20%3C%5E-4%7C6%3E",
        "#/scoring?expr=hat(1)%20%2B%20hat(-1)%20%3D%3D%200",
    ]
    .into_iter()
    .map(|hash| {
        let PageState::Scoring(s) = View::parse(hash).0.state else {
            panic!("{hash}")
        };
        JobRequest::Scoring(ScoringRequest::from(&s))
    })
    .collect();
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
            remoteness: false,
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

/// Each kind of result is read by exactly one of `JobResult`'s accessors
/// (the one its page uses), and `into_outcome` passes it through.
#[test]
fn each_result_has_its_one_accessor() {
    use pebbles::games::game_tree::GraphSpec;
    use pebbles::jobs::{
        BcsRequest, ClobberRequest, CsRequest, CsScoringRequest, ExportFormat, GameRequest,
        MisereFormRequest, OctalRequest, QuotientRequest, ScoringRequest, SearchRequest,
        SweepRequest, TreeRequest,
    };
    let state = |hash: &str| View::parse(hash).0.state;
    let (
        PageState::Cs(cs),
        PageState::Bcs(bcs),
        PageState::Games(games),
        PageState::Clobber(clobber),
        PageState::Tree(tree),
        PageState::Efg(efg),
        PageState::Search(search),
        PageState::Misere(misere),
        PageState::Scoring(scoring_page),
    ) = (
        state("#/cs?s=2,3&heaps=0..20"),
        state("#/bcs?s=1&tb=5&heaps=0..10&budgets=0..4"),
        state("#/games?preset=squirrel&x=7"),
        state("#/clobber?board=1,2,3"),
        state("#/tree?s=2,3&x=5"),
        state("#/efg?ex=three"),
        state("#/search?search=discrepancy&size=2&max=6&bound=30"),
        state("#/misere?code=0.75&heaps=6&sum=2+2&g=*2%2B*2"),
        state("#/scoring?expr=%3C1%7C-1%3E%20%2B%202"),
    )
    else {
        panic!("the links open their pages")
    };
    let scoring = CsScoringRequest::from(&cs);
    let cs = CsRequest::from(&cs);
    let table = pebbles::view_model::games_table::table_request(&games).expect("one heap");
    let cases = [
        (JobRequest::CsTable(cs.clone()), "cs_table"),
        (JobRequest::CsPlay(cs.clone(), 7), "cs_play"),
        (JobRequest::CsScoring(scoring), "cs_scoring"),
        (JobRequest::CsExport(cs, ExportFormat::Csv), "file"),
        (JobRequest::BcsTable(BcsRequest::from(&bcs)), "bcs_table"),
        (JobRequest::BcsSweep(SweepRequest::from(&bcs)), "bcs_sweep"),
        (JobRequest::Game(GameRequest::from(&games)), "game"),
        (JobRequest::GameTable(table), "game_table"),
        (
            JobRequest::Clobber(ClobberRequest::from(&clobber)),
            "clobber",
        ),
        (JobRequest::ClobberCensus((2, 4)), "clobber_census"),
        (
            JobRequest::Classical(ClassicalRequest::Expr("{1|}".into())),
            "classical",
        ),
        (
            JobRequest::Tree(TreeRequest::Build(GraphSpec::from(&tree))),
            "tree",
        ),
        (
            JobRequest::Octal(OctalRequest {
                code: "0.07".into(),
                heaps: (0, 20),
                remoteness: true,
            }),
            "octal",
        ),
        (JobRequest::NimTable((0, 3)), "nim_table"),
        (
            JobRequest::Efg(pebbles::view_model::efg::request(&efg)),
            "efg",
        ),
        (JobRequest::Search(SearchRequest::from(&search)), "search"),
        (
            JobRequest::MisereQuotient(QuotientRequest::from(&misere)),
            "misere_quotient",
        ),
        (
            JobRequest::MisereForm(MisereFormRequest::from(&misere)),
            "misere_form",
        ),
        (
            JobRequest::Scoring(ScoringRequest::from(&scoring_page)),
            "scoring",
        ),
        (
            JobRequest::MisereGame(pebbles::jobs::MisereGameRequest::Expr("*2+*2".into())),
            "misere_form",
        ),
    ];
    for (req, name) in cases {
        let r = run(req).unwrap();
        let read = [
            ("cs_table", r.as_cs_table().is_some()),
            ("cs_play", r.as_cs_play().is_some()),
            ("cs_scoring", r.as_cs_scoring().is_some()),
            ("file", r.as_file().is_some()),
            ("bcs_table", r.as_bcs_table().is_some()),
            ("bcs_sweep", r.as_bcs_sweep().is_some()),
            ("game", r.as_game().is_some()),
            ("game_table", r.as_game_table().is_some()),
            ("clobber", r.as_clobber().is_some()),
            ("clobber_census", r.as_clobber_census().is_some()),
            ("classical", r.as_classical().is_some()),
            ("tree", r.as_tree().is_some()),
            ("octal", r.as_octal().is_some()),
            ("nim_table", r.as_nim_table().is_some()),
            ("efg", r.as_efg().is_some()),
            ("search", r.as_search().is_some()),
            ("misere_quotient", r.as_misere_quotient().is_some()),
            ("misere_form", r.as_misere_form().is_some()),
            ("scoring", r.as_scoring().is_some()),
        ];
        let readers: Vec<&str> = read.iter().filter(|x| x.1).map(|x| x.0).collect();
        assert_eq!(readers, [name]);
        assert_eq!(r.clone().into_outcome(), Ok(r));
    }
}
