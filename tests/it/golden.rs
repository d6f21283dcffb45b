//! Byte-for-byte CLI contracts: every case's stdout, stderr and exit code must
//! equal the recorded file in `tests/golden/`. The files were recorded before
//! the architecture refactor (issue 10), so they pin the JSON, CSV, text and
//! error-message contracts. `PEBBLES_BLESS=1 cargo test --test it golden::`
//! rewrites them after a deliberate change. Each case is its own test, named
//! as its file, so a failing run names the case; a case that differs is run
//! again, and the message says whether the second run matched (a command
//! whose output is not deterministic).

use std::path::PathBuf;
use std::process::Command;

use crate::support::without_progress;

/// One `#[test]` per case (`name: [arguments]`, the file `tests/golden/name.txt`),
/// and `CASES`, every case's name.
macro_rules! golden {
    ($($name:ident: [$($arg:expr),* $(,)?],)*) => {
        $(
            #[test]
            fn $name() {
                check(stringify!($name), &[$($arg),*]);
            }
        )*
        const CASES: &[&str] = &[$(stringify!($name)),*];
    };
}

golden! {
    cs_sym_json: ["cs", "--moves", "2,3", "--heaps", "0..12", "--json"],
    cs_sym_text: ["cs", "--moves", "2,3", "--heaps", "0..12"],
    cs_sym_csv: ["cs", "--moves", "2,3,5", "--heaps", "0..15", "--csv"],
    cs_partizan_json: [
        "cs", "--left", "2,3", "--right", "1,4", "--heaps", "0..14", "--tie",
        "friendly,antagonistic", "--json",
    ],
    cs_partizan_text: ["cs", "--left", "2,3", "--right", "1,4", "--heaps", "0..14", "--tie", "fa"],
    cs_map_json: ["cs", "--moves", "2,3", "--heaps", "0..9", "--map", "2:2;3:1", "--json"],
    cs_bad_move: ["cs", "--moves", "2,x"],
    cs_bad_zero: ["cs", "--moves", "0,3"],
    cs_bad_tie: ["cs", "--moves", "2,3", "--tie", "nice"],
    cs_bad_heaps: ["cs", "--moves", "2,3", "--heaps", "9..2"],
    bcs_json: ["bcs", "--moves", "1", "--budget", "5", "--heaps", "0..12", "--json"],
    bcs_text: ["bcs", "--moves", "1", "--budget", "5", "--heaps", "0..12"],
    bcs_right_json: [
        "bcs", "--moves", "1,2", "--budget", "4", "--heaps", "0..8", "--marker", "right", "--json",
    ],
    bcs_bids_json: [
        "bcs", "--moves", "1", "--budget", "6", "--bids", "0,2,4", "--heaps", "0..10", "--json",
    ],
    bcs_matrix_json: ["bcs", "--moves", "1", "--budget", "9", "--matrix", "9,6", "--json"],
    bcs_matrix_text: ["bcs", "--moves", "1", "--budget", "9", "--matrix", "9,6"],
    bcs_matrix_right_json: [
        "bcs", "--moves", "1", "--budget", "9", "--matrix", "5,4", "--marker", "right", "--json",
    ],
    bcs_sweep_json: ["bcs-sweep", "--moves", "1", "--budgets", "0..9", "--json"],
    bcs_sweep_text: ["bcs-sweep", "--moves", "1", "--budgets", "0..9"],
    bcs_bad_budget: ["bcs", "--moves", "1", "--budget", "x"],
    bcs_sweep_too_much_work: ["bcs-sweep", "--moves", "1", "--budgets", "0..1000"],
    cs_too_much_work: ["cs", "--moves", "1..10000", "--heaps", "49999990..50000000"],
    cs_long_csv_tail: ["cs", "--moves", "2,3,5", "--heaps", "2999990..3000000", "--csv"],
    bcs_bad_matrix: ["bcs", "--moves", "1", "--budget", "9", "--matrix", "9"],
    bcs_partizan_json: [
        "bcs", "--left", "1,2", "--right", "1", "--budget", "5", "--heaps", "0..30",
        "--left-weights", "a", "--right-weights", "2*a", "--penalty", "-1", "--json",
    ],
    bcs_partizan_text: [
        "bcs", "--left", "", "--right", "1", "--budget", "1", "--heaps", "0..3", "--right-weights",
        "-a", "--marker", "right",
    ],
    bcs_bad_weight: ["bcs", "--moves", "1,2", "--budget", "5", "--left-weights", "2*b"],
    tree_si_json: ["tree", "--moves", "2,3", "--heap", "7", "--mode", "si", "--json"],
    tree_si_text: ["tree", "--moves", "2,3", "--heap", "7", "--mode", "si", "--format", "text"],
    tree_zs_dag_json: [
        "tree", "--moves", "2,3", "--heap", "7", "--mode", "zs", "--view", "dag", "--json",
    ],
    tree_dot: [
        "tree", "--moves", "2,3", "--heap", "7", "--mode", "zs", "--view", "dag", "--format", "dot",
    ],
    tree_tikz: ["tree", "--moves", "2,3", "--heap", "5", "--format", "tikz"],
    tree_svg: ["tree", "--moves", "2,3", "--heap", "5", "--format", "svg"],
    tree_cgt_json: [
        "tree", "--left", "2,3", "--right", "1,4", "--heap", "4", "--mode", "normal", "--view",
        "cgt", "--json",
    ],
    tree_merge_text: [
        "tree", "--moves", "1,2", "--heap", "5", "--mode", "misere", "--merge", "--format", "text",
    ],
    tree_grundy_text: [
        "tree", "--moves", "1,3", "--heap", "5", "--mode", "grundy", "--format", "text",
    ],
    tree_reroot_json: [
        "tree", "--moves", "2,3", "--heap", "5", "--cumulations", "2,1", "--first", "r", "--tie",
        "af", "--json",
    ],
    tree_nim_json: ["tree", "--nim", "1,2,3", "--json"],
    tree_nim_text: ["tree", "--nim", "1,2", "--mode", "misere", "--format", "text"],
    tree_budget_json: ["tree", "--moves", "1,2", "--heap", "30", "--budget", "40", "--json"],
    tree_bad_mode: ["tree", "--moves", "2,3", "--heap", "7", "--mode", "fast"],
    game_squirrel_json: ["game", "--preset", "squirrel", "--heap", "7", "--json"],
    game_squirrel_text: ["game", "--preset", "squirrel", "--heap", "7"],
    game_auction_json: ["game", "--preset", "auction", "--heap", "6", "--json"],
    game_wealth_json: ["game", "--preset", "wealth", "--heap", "6", "--first", "2", "--json"],
    game_tragedy_json: ["game", "--preset", "tragedy", "--heap", "100", "--json"],
    game_sum_json: ["game", "--sum", "misere:4,squirrel:4", "--json"],
    game_sum_text: ["game", "--sum", "misere:4,squirrel:4"],
    game_show_rules: ["game", "--preset", "auction", "--show-rules"],
    game_zero_sum_json: ["game", "--preset", "zero-sum", "--heap", "9", "--json"],
    game_bad_preset: ["game", "--preset", "chess", "--heap", "3"],
    game_heaps_squirrel_json: ["game", "--preset", "squirrel", "--heaps", "0..30", "--json"],
    game_heaps_wealth_text: ["game", "--preset", "wealth", "--heaps", "0..6"],
    game_heaps_normal_text: ["game", "--preset", "normal", "--heaps", "0..12"],
    game_heaps_too_many: ["game", "--preset", "squirrel", "--heaps", "0..20000"],
    game_bad_first: ["game", "--preset", "normal", "--heap", "3", "--first", "3"],
    clobber_board_json: ["clobber", "--board", "1,2,3,2,1,3", "--json"],
    clobber_board_text: ["clobber", "--board", "1,3,2,3,2,3,1,2,3"],
    clobber_grid_json: ["clobber", "--board", "1,2,3|3,0,1", "--json"],
    clobber_census_json: ["clobber", "--census", "2..7", "--json"],
    clobber_tree_dot: ["clobber", "--board", "1,2,3,1", "--tree", "dot"],
    clobber_tree_bad_format: ["clobber", "--board", "1,2,3", "--tree", "png"],
    clobber_bad_board: ["clobber", "--board", "1,x"],
    clobber_bad_row: ["clobber", "--board", "1,2|3"],
    clobber_negative: ["clobber", "--board", "-1,2"],
    clobber_no_move: ["clobber", "--board", "0,0"],
    cgt_expr_json: ["cgt", "--expr", "{0,*|-1}", "--json"],
    cgt_expr_text: ["cgt", "--expr", "{3||2*|1*}"],
    cgt_sum_text: ["cgt", "--expr", "^ + *2 - {1|-1}"],
    cgt_compare_json: ["cgt", "--expr", "^ <= *", "--json"],
    cgt_script_sum_text: [
        "cgt", "--script", "cake=crates/games/src/classical/script/examples/cutcake.rhai", "--expr",
        "cake[[[3, 5]]] + cutcake[2x5]",
    ],
    cgt_script_bad_name: [
        "cgt", "--script", "cake=crates/games/src/classical/script/examples/cutcake.rhai", "--expr",
        "pie[[[2, 3]]]",
    ],
    cgt_domineering_json: ["cgt", "--domineering", "..#|..#|...", "--json"],
    cgt_domineering_4x4: ["cgt", "--domineering", "....|....|....|...."],
    cgt_clobber_json: ["cgt", "--clobber", "xox|ox.", "--json"],
    cgt_bad_expr: ["cgt", "--expr", "{1|2|3}"],
    cgt_bad_board: ["cgt", "--domineering", "..|.x"],
    cgt_octal_json: ["cgt", "--octal", "0.77", "--heaps", "0..200", "--json"],
    cgt_octal_text: ["cgt", "--octal", "0.137", "--heaps", "0..180"],
    cgt_octal_csv: ["cgt", "--octal", "4.07", "--heaps", "0..12", "--csv"],
    cgt_octal_bad: ["cgt", "--octal", "0.7G"],
    cgt_octal_until_proven: ["cgt", "--octal", "0.07"],
    cgt_octal_summary: ["cgt", "--octal", "0.77", "--summary", "--json"],
    cgt_octal_summary_stopped: ["cgt", "--octal", "0.6", "--summary", "--max-work", "2e5"],
    cgt_octal_bad_max_work: ["cgt", "--octal", "0.6", "--max-work", "1e"],
    cgt_octal_bad_time_limit: ["cgt", "--octal", "0.6", "--time-limit", "-1"],
    octal_sweep_text: ["octal-sweep", "--codes", "0.01..0.17"],
    octal_sweep_shard: ["octal-sweep", "--codes", "0.4..0.7", "--jsonl", "--shard", "2/2"],
    clobber_census_shard: ["clobber", "--census", "2..7", "--jsonl", "--shard", "1/3"],
    cgt_nimtable_text: ["cgt", "--nimtable", "0..8"],
    cgt_nimtable_json: ["cgt", "--nimtable", "0..4", "--json"],
    cgt_nimtable_bad: ["cgt", "--nimtable", "0..100"],
    cgt_cool_text: ["cgt", "--expr", "{3||2*|1*}", "--cool", "1/2"],
    cgt_heat_json: ["cgt", "--expr", "*", "--heat", "1", "--json"],
    cgt_bad_cool: ["cgt", "--expr", "^", "--cool", "-1"],
    efg_three_text: ["efg", "tests/efg/three.efg"],
    efg_three_json: ["efg", "tests/efg/three.efg", "--tie", "friendly", "--json"],
    efg_three_cumulative: ["efg", "tests/efg/three.efg", "--to-cumulative"],
    efg_bad_chance: ["efg", "tests/efg/chance.efg"],
    efg_bad_missing: ["efg", "tests/efg/none.efg"],
    tree_efg: ["tree", "--moves", "2,3", "--heap", "7", "--format", "efg"],
    tree_efg_cut: ["tree", "--moves", "1,2", "--heap", "30", "--format", "efg"],
    game_efg_halves: ["game", "--rules", "tests/efg/halves.json", "--heap", "4", "--format", "efg"],
    game_efg_sum: ["game", "--sum", "misere:3,squirrel:2", "--format", "efg"],
    game_efg_too_large: ["game", "--preset", "squirrel", "--heap", "60", "--format", "efg"],
    game_efg_table: ["game", "--preset", "squirrel", "--heaps", "0..5", "--format", "efg"],
    search_discrepancy_json: [
        "search", "discrepancy", "--size", "2", "--max", "8", "--bound", "100", "--json",
    ],
    search_pareto_text: ["search", "pareto", "--size", "2", "--max", "7", "--heaps", "0..40"],
    search_bad_size: ["search", "discrepancy", "--size", "9"],
    play_cs_text: ["play", "cs", "--moves", "2,3", "--heap", "10", "--moves-played", "2,3,3,2"],
    play_cs_si_json: [
        "play", "cs", "--moves", "2,3", "--heap", "7", "--mode", "si", "--moves-played", "3",
        "--json",
    ],
    play_bcs_text: [
        "play", "bcs", "--moves", "1", "--budget", "5", "--heap", "2", "--p", "1", "--bids-played",
        "0:1,0:1", "--moves-played", "1,1",
    ],
    play_bcs_partizan_text: [
        "play", "bcs", "--left", "1,2", "--right", "1", "--budget", "5", "--left-weights", "a",
        "--right-weights", "2*a", "--penalty", "-1", "--heap", "6", "--p", "2", "--bids-played",
        "2:3,0:0", "--moves-played", "1,1",
    ],
    play_bcs_map_json: [
        "play", "bcs", "--moves", "1,2", "--budget", "3", "--left-weights", "a*n", "--map", "4:1",
        "--bids", "0,1", "--heap", "5", "--p", "1", "--marker", "right", "--bids-played", "1:0",
        "--moves-played", "1", "--json",
    ],
    play_bcs_bad_weight: [
        "play", "bcs", "--moves", "1,2", "--budget", "5", "--left-weights", "2*b", "--heap", "4",
        "--p", "2",
    ],
    play_game_text: [
        "play", "game", "--preset", "squirrel", "--heap", "9", "--moves-played", "2,2",
    ],
    play_cgt_domineering_text: ["play", "cgt", "--domineering", "...|...", "--moves-played", "a1"],
    play_cgt_nim_json: ["play", "cgt", "--nim", "1,2,3", "--moves-played", "1:1", "--json"],
    play_cgt_nim_hints: ["play", "cgt", "--game", "nim", "--position", "1,2,4", "--hints"],
    play_cs_hints: ["play", "cs", "--moves", "2,3", "--heap", "10", "--hints"],
    play_clobber_text: [
        "play", "clobber", "--board", "1,2,3,2,1,3", "--moves-played", "a1-b1,d1-c1",
    ],
    play_bad_move: ["play", "cs", "--moves", "2,3", "--heap", "10", "--moves-played", "2,4"],
    misere_expr_text: ["cgt", "--misere", "--expr", "*2 + *2"],
    misere_expr_json: ["cgt", "--misere", "--expr", "*[[2],1] + *", "--json"],
    misere_partizan: ["cgt", "--misere", "--expr", "{1|0}", "--json"],
    misere_bad_token: ["cgt", "--misere", "--expr", "*2 + ^"],
    misere_equal: ["cgt", "--misere", "--expr", "*2 + *2 == 0"],
    misere_nim_json: ["cgt", "--misere", "--nim", "2,2", "--json"],
    misere_grundy_text: ["cgt", "--misere", "--grundy", "9"],
    misere_census_json: ["misere", "--census", "4", "--json"],
    misere_census_refused: ["misere", "--census", "6"],
    mq_nim: ["misere", "--octal", "0.33", "--heaps", "2"],
    mq_sum: ["misere", "--octal", ".75", "--sum", "3+5+7"],
    mq_bad: ["misere", "--octal", ".75", "--sum", "3+x"],
    mq_json: ["misere", "--octal", ".75", "--position", "3,5", "--json"],
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

/// The recorded text of `pebbles ARGS`: the command, its exit code, its
/// stdout and its stderr without progress lines.
fn run(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .output()
        .expect("run pebbles");
    format!(
        "$ pebbles {}\nexit: {:?}\n--- stdout\n{}--- stderr\n{}",
        args.join(" "),
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        without_progress(&String::from_utf8_lossy(&out.stderr))
    )
}

/// Progress lines are left out of the comparison; everything else on stderr
/// stays in it.
#[test]
fn progress_lines_are_left_out() {
    let stderr = "pebbles: --codes 0.01..0.17: 14 of 15 codes, the last 0.16 (30 s)\n\
                  error: --codes `x`: expected FROM..TO (30 s)\n\
                  pebbles: --octal 0.6: stopped at the time limit (partial result)\n";
    assert_eq!(
        without_progress(stderr),
        "error: --codes `x`: expected FROM..TO (30 s)\n\
         pebbles: --octal 0.6: stopped at the time limit (partial result)\n"
    );
}

/// The case `name`: the output of `pebbles ARGS` equals its file (or is
/// written to it under `PEBBLES_BLESS`).
fn check(name: &str, args: &[&str]) {
    let path = dir().join(format!("{name}.txt"));
    let got = run(args);
    if std::env::var_os("PEBBLES_BLESS").is_some() {
        std::fs::write(&path, &got).expect("write golden file");
        return;
    }
    let want = std::fs::read_to_string(&path).unwrap_or_default();
    if got != want {
        let again = match run(args) == got {
            true => "the same output again on a second run",
            false => "a different output on a second run: not deterministic",
        };
        panic!(
            "{name}: output changed ({again}), {}\n--- got:\n{got}",
            first_difference(&want, &got)
        );
    }
}

/// Every file in `tests/golden/` is a case's (none left behind by a removed
/// or renamed case).
#[test]
fn every_file_is_a_case() {
    let mut files: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/golden")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    let mut cases: Vec<String> = CASES.iter().map(|c| format!("{c}.txt")).collect();
    cases.sort();
    assert_eq!(files, cases);
}

fn first_difference(want: &str, got: &str) -> String {
    let line = want
        .lines()
        .zip(got.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| want.lines().count().min(got.lines().count()));
    format!(
        "line {}: want {:?}, got {:?}",
        line + 1,
        want.lines().nth(line).unwrap_or("<end>"),
        got.lines().nth(line).unwrap_or("<end>")
    )
}
