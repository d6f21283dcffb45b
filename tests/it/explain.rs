//! "What am I looking at?": every page has a panel, glossary terms are
//! unique, every paper correction names a page and a view that shows it,
//! and every work limit the pages show is one by its type and says so.

use std::collections::HashSet;

use pebbles::games::classical::OctalCode;
use pebbles::games::clobber::{Board, ValueReport};
use pebbles::games::cumulative_games::{SolveError, STATE_BUDGET, WORK_BUDGET};
use pebbles::jobs::OctalRequest;
use pebbles::jobs::{self, BcsRequest, CsRequest, JobError, JobFailure, JobRequest, JobResult};
use pebbles::permalink::View;
use pebbles::state::{Page, PageState};
use pebbles::view_model::bcs::check_lines;
use pebbles::view_model::explain::{
    check_caveat, corrections_for, corrections_of, failure_text, glossary, no_period_within, panel,
    CORRECTIONS, LIMIT_NOTE,
};

#[test]
fn every_page_has_a_panel_of_three_to_eight_definitions() {
    for page in Page::ALL {
        let p = panel(page);
        assert!(p.title.ends_with('.'), "{page:?}: {}", p.title);
        assert!(
            (3..=8).contains(&p.defs.len()),
            "{page:?}: {}",
            p.defs.len()
        );
        let mut terms = HashSet::new();
        for d in p.defs {
            assert!(terms.insert(d.term), "{page:?} repeats {}", d.term);
            assert!(
                !d.text.is_empty() && !d.source.is_empty(),
                "{page:?}: {}",
                d.term
            );
        }
    }
}

/// The panels' text table read whole: four fields a line, every line on
/// one page's panel.
#[test]
fn every_definition_line_is_on_a_panel() {
    let table = include_str!("../../crates/app/src/view_model/explain_defs.tsv");
    for line in table.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(fields.len(), 4, "{line}");
        assert!(fields.iter().all(|f| !f.is_empty()), "{line}");
    }
    let shown: usize = Page::ALL.into_iter().map(|p| panel(p).defs.len()).sum();
    assert_eq!(shown, table.lines().count());
}

#[test]
fn glossary_terms_are_unique_and_defined() {
    let table = include_str!("../../crates/app/src/view_model/explain_glossary.tsv");
    let glossary = glossary();
    assert_eq!(glossary.len(), table.lines().count());
    let mut terms = HashSet::new();
    for (term, text) in &glossary {
        assert!(terms.insert(term.to_lowercase()), "repeated: {term}");
        assert!(text.ends_with('.'), "{term}: {text}");
        assert!(!text.contains('\t'), "{term}: {text}");
    }
    assert!(glossary.len() >= 30);
}

/// Each correction's view opens cleanly on its page and shows it.
#[test]
fn every_correction_names_a_page_and_a_view_that_shows_it() {
    for c in CORRECTIONS.iter() {
        let (view, notices) = View::parse(c.view);
        assert!(notices.is_empty(), "{}: {notices:?}", c.source);
        assert_eq!(view.state.page(), c.page, "{}", c.source);
        assert!(
            (c.applies)(&view.state),
            "{} not shown by {}",
            c.source,
            c.view
        );
        assert!(corrections_for(&view.state).contains(&c));
        assert!(corrections_of(c.page).contains(&c));
        for text in [c.what, c.printed, c.correct, c.why] {
            assert!(!text.is_empty(), "{}", c.source);
        }
        assert_ne!(c.printed, c.correct, "{}", c.source);
    }
    let pages: HashSet<_> = CORRECTIONS.iter().map(|c| c.page.slug()).collect();
    assert_eq!(pages.len(), 5, "{pages:?}");
}

#[test]
fn corrections_show_only_where_the_value_shows() {
    let state = |hash: &str| View::parse(hash).0.state;
    let default_cs = state("#/cs");
    assert!(corrections_for(&default_cs)
        .iter()
        .all(|c| !c.source.contains("Example 2")));
    // Example 2's heap 11 is not listed: only the tie-rule note remains.
    let short = state("#/cs?l=2,3&r=1,4&heaps=0..10");
    let shown: Vec<_> = corrections_for(&short).iter().map(|c| c.source).collect();
    assert_eq!(
        shown,
        ["Larsson, Meir & Zick, Definition 5, equations (10) and (13)"]
    );
    let zs_only = state("#/cs?l=2,3&r=1,4&heaps=0..14&cols=zs");
    let shown: Vec<_> = corrections_for(&zs_only)
        .iter()
        .map(|c| c.printed)
        .collect();
    assert_eq!(shown, ["0"]);
    // Lemma 22 concerns odd total budgets only.
    let lemma22 = |hash| {
        corrections_for(&state(hash))
            .iter()
            .any(|c| c.source.contains("Lemma 22"))
    };
    assert!(lemma22("#/bcs?s=1&tb=5"));
    assert!(!lemma22("#/bcs?s=1&tb=8"));
    assert!(corrections_for(&PageState::default_for(Page::About)).is_empty());
}

fn job_error(req: JobRequest) -> JobError {
    match jobs::run(req) {
        Err(e) => e,
        Ok(_) => panic!("expected the job to fail"),
    }
}

fn cs_request(hash: &str) -> CsRequest {
    match View::parse(hash).0.state {
        PageState::Cs(s) => CsRequest::from(&s),
        other => panic!("{other:?}"),
    }
}

fn bcs_request(hash: &str) -> BcsRequest {
    match View::parse(hash).0.state {
        PageState::Bcs(s) => BcsRequest::from(&s),
        other => panic!("{other:?}"),
    }
}

/// The real errors of the jobs and solvers that stop at a work limit, as the
/// worker reports them.
fn limit_errors() -> Vec<JobError> {
    let board = Board::parse("1,2,3,1,2,3,1,2,3,1,2,3", 3).unwrap();
    vec![
        job_error(JobRequest::CsTable(cs_request(
            "#/cs?s=1..300&heaps=9900000..9999999",
        ))),
        job_error(JobRequest::BcsTable(bcs_request(
            "#/bcs?s=1&tb=400&heaps=0..3000",
        ))),
        "0.77"
            .parse::<OctalCode>()
            .unwrap()
            .grundy(50_000, 10)
            .unwrap_err()
            .into(),
        ValueReport::within(&board, 3, 1, 10).unwrap_err().into(),
        SolveError::WorkBudget {
            work: WORK_BUDGET + 3,
            limit: WORK_BUDGET,
        }
        .into(),
        SolveError::StateBudget {
            limit: STATE_BUDGET,
        }
        .into(),
    ]
}

#[test]
fn work_limits_are_shown_as_limits_by_their_type() {
    for e in limit_errors() {
        let JobError::Limit { work, limit, .. } = &e else {
            panic!("not a limit: {e:?}")
        };
        assert!(work > limit, "{e}");
        let shown = failure_text(&JobFailure::Job(e.clone()));
        assert!(shown.limit.is_some(), "{e}");
        assert_eq!(shown.message, e.to_string());
        assert!(shown.message.starts_with("too much work for this page: "));
        assert!(
            shown.message.ends_with(&format!("{LIMIT_NOTE}.")),
            "{shown:?}"
        );
        assert!(shown
            .message
            .contains(&format!(" over the limit of {limit}; ")));
    }
}

#[test]
fn other_failures_are_shown_as_they_are() {
    let mut empty = cs_request("#/cs?s=2,3");
    (empty.lo, empty.hi) = (5, 2);
    let octal = OctalRequest {
        code: "0.G".into(),
        heaps: (0, 5),
        remoteness: false,
    };
    let trapped = JobFailure::WorkerTrapped {
        message: "RuntimeError: unreachable".into(),
        job: JobRequest::BcsTable(bcs_request("#/bcs?s=1&tb=400&heaps=0..2000")).describe(),
    };
    let failures = [
        job_error(JobRequest::CsTable(empty)).into(),
        job_error(JobRequest::Octal(octal)).into(),
        trapped,
        JobFailure::WorkerSilent {
            seconds: 15,
            job: "the play lines from heap 7".into(),
        },
        JobFailure::NoWorker,
    ];
    for f in &failures {
        let shown = failure_text(f);
        assert_eq!(shown.limit, None, "{f:?}");
        assert_eq!(shown.message, f.to_string());
        assert!(!shown.message.contains("work limit"), "{f}");
    }
    let texts: Vec<String> = failures.iter().map(|f| failure_text(f).message).collect();
    assert_eq!(
        texts[0],
        "heaps: `5..2` is empty: the first end is larger than the second"
    );
    assert_eq!(
        texts[1],
        "octal code: `G` at position 3: not a digit of an octal or hexadecimal code (0 to 9, A to F)"
    );
    // What tests/e2e/reliability.test.mjs looks for.
    assert!(texts[2].starts_with("The computation stopped: the worker failed (RuntimeError"));
    assert!(texts[2]
        .contains("It was computing the bidding table of S = {1}, TB = 400, heaps 0..2000."));
    assert!(
        texts[3].contains("stopped answering for 15 s"),
        "{}",
        texts[3]
    );
}

#[test]
fn periods_not_found_are_worded_as_limits() {
    let line = no_period_within("Zero-sum", 0, 10_000);
    assert!(line.starts_with("Zero-sum: no period found in heaps 0..10000"));
    assert!(line.contains(LIMIT_NOTE));
    assert!(!line.contains("not periodic"));
}

/// Conjecture 7's counterexample: the U(C) check fails, and says the
/// conjecture is at fault; with every bid allowed it holds.
#[test]
fn a_check_that_fails_because_the_paper_is_wrong_says_so() {
    let caveats = |hash: &str| {
        let PageState::Bcs(st) = View::parse(hash).0.state else {
            panic!()
        };
        let Ok(JobResult::BcsTable(t)) = jobs::run(JobRequest::BcsTable(BcsRequest::from(&st)))
        else {
            panic!("{hash}")
        };
        let uc = check_lines(&t.checks, t.plain)
            .into_iter()
            .find(|c| c.text.starts_with("U(C)"))
            .unwrap();
        (uc.ok, check_caveat(&uc.text, uc.ok, &st).is_some())
    };
    assert_eq!(
        caveats("#/bcs?s=1&tb=1&heaps=0..12&bids=0"),
        (Some(false), true)
    );
    assert_eq!(caveats("#/bcs?s=1&tb=1&heaps=0..12"), (Some(true), false));
}

/// Searches that end with the range asked for say so instead of sounding
/// like theorems (octal games on #/classical, the #/games outcome table).
#[test]
fn searches_cut_by_the_range_say_so() {
    use pebbles::jobs::{GameSource, GameTableRequest};
    use pebbles::view_model::explain::RANGE_NOTE;
    use pebbles::view_model::{classical, games_table};
    let octal = OctalRequest {
        code: "0.77".into(),
        heaps: (0, 5),
        remoteness: false,
    };
    let Ok(JobResult::Octal(v)) = jobs::run(JobRequest::Octal(octal)) else {
        panic!("octal")
    };
    assert!(v.period.is_none());
    assert!(classical::period_text(&v).contains(RANGE_NOTE));
    let table = GameTableRequest {
        source: GameSource::Preset("scoring".into()),
        to: 2,
    };
    let t = jobs::run(JobRequest::GameTable(table)).expect("table");
    let JobResult::GameTable(t) = t else { panic!() };
    let text = games_table::period_text(&t);
    assert!(t.period.is_none(), "{text}");
    assert!(
        text.starts_with("No period proved within heaps 0..2"),
        "{text}"
    );
    assert!(text.contains(RANGE_NOTE), "{text}");
}
