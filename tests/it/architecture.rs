//! The rules of ARCHITECTURE.md that Cargo cannot check, on the source tree
//! (which layer may use which is Cargo's: each layer is a crate, and a crate
//! sees only the crates it depends on; see `layers.rs`):
//! * the games build no JSON by hand (`serde_json::json!`) and have no
//!   `Result<_, String>` in public signatures;
//! * no source file is longer than 800 lines;
//! * no function is longer than 80 lines unless its doc comment says why
//!   (a line starting `Long because`);
//! * no `Result<_, String>` at all in `jobs`, `view_model` and `charts`:
//!   their errors are enums too (`JobError`, `ChartError`, …).
//! * matches over `Page`, `PageState` and `JobResult` are exhaustive: no
//!   `_` or bare-binding catch-all arm ([`catch_all_arms`]);
//! * `jobs` does not use `permalink` (the two share the `pebbles-app`
//!   crate; the dependency runs one way);
//! * a ruleset is named only in `rulesets/` (the list comes from the registry);
//! * unsafe code only in `src/huge_pages.rs` (the native allocator);
//! * one vocabulary: the codes of players, tie rules, variants and outcome
//!   classes are spelt, parsed and listed only in `games::common`
//!   ([`vocabulary_spellings`], [`vocabulary_parsers`]).
//!
//! The checks are textual, on the code as [`lex`] sees it (comments and
//! literals set apart, test code marked); each has a test showing that it
//! catches a bad sample.

mod lex;
mod vocabulary;

use std::fs;
use std::path::{Path, PathBuf};

use lex::{lex, Line};

const MAX_FILE_LINES: usize = 800;
const MAX_FN_LINES: usize = 80;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("read src") {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

pub fn sources(sub: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join(sub), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).expect("read source");
            let name = p.strip_prefix(root).unwrap_or(&p).display().to_string();
            (name, text)
        })
        .collect()
}

/// Every Rust source of the product: the umbrella's `src/` and the crates.
pub fn product_sources() -> Vec<(String, String)> {
    let mut files = sources("src");
    files.extend(sources("crates"));
    files
}

pub fn is_fn_start(code: &str) -> bool {
    let t = code.trim_start();
    let t = t
        .strip_prefix("pub(crate) ")
        .or_else(|| t.strip_prefix("pub(super) "))
        .or_else(|| t.strip_prefix("pub "))
        .unwrap_or(t);
    let t = t.strip_prefix("const ").unwrap_or(t);
    let t = t.strip_prefix("async ").unwrap_or(t);
    let t = t.strip_prefix("unsafe ").unwrap_or(t);
    t.starts_with("fn ")
}

/// (file, line, name, length) of every function longer than the limit
/// whose doc comment does not explain it.
fn long_functions(name: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let codes: Vec<String> = lex(text).into_iter().map(|l| l.code).collect();
    let mut found = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        if !is_fn_start(code) {
            continue;
        }
        let mut depth = 0i32;
        let mut opened = false;
        let mut end = None;
        for (j, c) in codes.iter().enumerate().skip(i) {
            for ch in c.chars() {
                match ch {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    ';' if !opened && depth == 0 => {
                        end = Some(i);
                    }
                    _ => {}
                }
            }
            if end.is_some() || (opened && depth <= 0) {
                end.get_or_insert(j);
                break;
            }
        }
        let Some(end) = end else { continue };
        let len = end - i + 1;
        if len <= MAX_FN_LINES {
            continue;
        }
        let explained = lines[..i]
            .iter()
            .rev()
            .map(|l| l.trim())
            .take_while(|l| l.starts_with("///") || l.starts_with("#["))
            .any(|l| l.trim_start_matches('/').trim().starts_with("Long because"));
        if !explained {
            let fname = code
                .trim()
                .split("fn ")
                .nth(1)
                .unwrap_or("")
                .split(['(', '<'])
                .next()
                .unwrap_or("");
            found.push(format!("{name}:{} fn {fname} has {len} lines", i + 1));
        }
    }
    found
}

#[test]
fn no_file_is_longer_than_800_lines() {
    let long: Vec<String> = product_sources()
        .iter()
        .chain(sources("tests").iter())
        .filter(|(_, t)| t.lines().count() > MAX_FILE_LINES)
        .map(|(n, t)| format!("{n}: {} lines", t.lines().count()))
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_FILE_LINES} lines:\n{}",
        long.join("\n")
    );
}

#[test]
fn no_function_is_longer_than_80_lines_without_a_reason() {
    let long: Vec<String> = product_sources()
        .iter()
        .flat_map(|(n, t)| long_functions(n, t))
        .collect();
    assert!(long.is_empty(), "functions over {MAX_FN_LINES} lines (say `Long because …` in the doc comment, or split):\n{}", long.join("\n"));
}

/// What Cargo does not see in the games crate: JSON built by hand instead
/// of typed reports, and errors as strings in public signatures. (Web,
/// drawing, page or job imports do not compile there: it depends on none.)
#[test]
fn games_have_typed_reports_and_errors() {
    let mut bad = Vec::new();
    for (name, text) in sources("crates/games/src") {
        let codes: Vec<String> = lex(&text).into_iter().map(|l| l.code).collect();
        for (i, code) in codes.iter().enumerate() {
            if code.contains("json!") {
                bad.push(format!("{name}:{}: uses json!", i + 1));
            }
            if code.trim_start().starts_with("pub fn") {
                // The signature, up to the body or the end of the declaration.
                let sig: String = codes[i..]
                    .iter()
                    .take(12)
                    .map(String::as_str)
                    .collect::<Vec<_>>()
                    .join(" ");
                let sig = sig.split(['{', ';']).next().unwrap_or("").replace(' ', "");
                if sig.contains("Result<") && sig.contains(",String>") {
                    bad.push(format!("{name}:{}: public Result<_, String>", i + 1));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "the games crate builds typed reports and errors:\n{}",
        bad.join("\n")
    );
}

/// `file:line` of every `unsafe` in the code of files other than `allowed`.
fn unsafe_uses(files: &[(String, String)], allowed: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    for (name, text) in files {
        if allowed.contains(&name.replace('\\', "/").as_str()) {
            continue;
        }
        for (i, line) in lex(text).into_iter().enumerate() {
            let words = line
                .code
                .split(|c: char| !(c.is_alphanumeric() || c == '_'));
            if words
                .into_iter()
                .any(|w| w == "unsafe" || w == "unsafe_code")
            {
                found.push(format!("{name}:{}", i + 1));
            }
        }
    }
    found
}

/// The two modules allowed `unsafe` code: the allocator's advice to the
/// kernel, and the append-only storage threads share a universe through.
const UNSAFE_ALLOWED: [&str; 2] = ["src/huge_pages.rs", "crates/games/src/classical/append.rs"];

#[test]
fn unsafe_code_only_in_the_allocator_and_the_shared_storage() {
    let mut files = Vec::new();
    for dir in ["src", "crates", "tests"] {
        files.extend(sources(dir));
    }
    files.retain(|(name, _)| !name.ends_with("architecture.rs"));
    let bad = unsafe_uses(&files, &UNSAFE_ALLOWED);
    assert!(
        bad.is_empty(),
        "unsafe code outside {UNSAFE_ALLOWED:?}:\n{}",
        bad.join("\n")
    );
    let sample = [(
        "src/games/x.rs".to_string(),
        "fn f() { unsafe { g() } }\n".to_string(),
    )];
    assert_eq!(unsafe_uses(&sample, &UNSAFE_ALLOWED), ["src/games/x.rs:1"]);
}

/// `file:line` of every `Result<T, String>` in the code of `text` (not in
/// comments or strings; the type may span lines).
fn string_results(name: &str, text: &str) -> Vec<String> {
    let code: Vec<String> = lex(text).into_iter().map(|l| l.code).collect();
    let code = code.join("\n");
    let mut found = Vec::new();
    for (at, _) in code.match_indices("Result<") {
        let mut depth = 0i32;
        let mut args = vec![String::new()];
        let mut prev = ' ';
        for c in code[at + "Result<".len()..].chars() {
            match c {
                '<' | '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                // `->` of a function type is no closing bracket.
                '>' if prev != '-' => depth -= 1,
                ',' if depth == 0 => {
                    args.push(String::new());
                    continue;
                }
                _ => {}
            }
            if depth < 0 {
                break;
            }
            if !c.is_whitespace() {
                if let Some(arg) = args.last_mut() {
                    arg.push(c);
                }
            }
            prev = c;
        }
        let error = args.get(1).map(String::as_str).unwrap_or("");
        if ["String", "std::string::String", "alloc::string::String"].contains(&error) {
            let line = code[..at].matches('\n').count() + 1;
            found.push(format!("{name}:{line}: Result<{}, String>", args[0]));
        }
    }
    found
}

#[test]
fn errors_are_enums_in_jobs_view_models_and_charts() {
    let bad: Vec<String> = [
        "crates/app/src/jobs",
        "crates/app/src/view_model",
        "crates/draw/src/charts",
    ]
    .iter()
    .flat_map(|dir| sources(dir))
    .flat_map(|(n, t)| string_results(&n, &t))
    .collect();
    assert!(
        bad.is_empty(),
        "errors as text (use an error enum with Display):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_sees_string_errors() {
    let src = "fn a() -> Result<u32, String> {}\n\
               // fn b() -> Result<u32, String>\n\
               fn c() -> Result<Vec<String>, E> { let s = \"Result<u8, String>\"; }\n\
               fn d(f: impl Fn(u8) -> u8) -> Option<Result<(u8, String), String>> {}\n\
               fn e() -> Result<\n    HashMap<u32, u32>,\n    String,\n> {}\n";
    assert_eq!(
        string_results("t.rs", src),
        [
            "t.rs:1: Result<u32, String>",
            "t.rs:4: Result<(u8,String), String>",
            "t.rs:5: Result<HashMap<u32,u32>, String>",
        ]
    );
}

#[test]
fn the_checker_sees_long_functions() {
    let body = "    let x = 1;\n".repeat(MAX_FN_LINES);
    let src = format!(
        "fn long() {{\n{body}}}\n\n/// Long because it is a test.\nfn fine() {{\n{body}}}\n"
    );
    assert_eq!(
        long_functions("t.rs", &src),
        vec![format!("t.rs:1 fn long has {} lines", MAX_FN_LINES + 2)]
    );
}

// ------------------------------------------------------------ exhaustive matches

/// The types whose matches list every variant, so that a new page or result
/// makes the compiler name every place to update.
const EXHAUSTIVE: [&str; 3] = ["Page", "PageState", "JobResult"];

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `text` names a variant of an [`EXHAUSTIVE`] type (`Page::Cs`).
fn mentions_exhaustive(text: &str) -> bool {
    EXHAUSTIVE.iter().any(|t| {
        let path = format!("{t}::");
        text.match_indices(&path)
            .any(|(i, _)| !text[..i].chars().next_back().is_some_and(is_ident))
    })
}

/// Whether an arm's pattern matches anything: `_`, a binding, a tuple or
/// reference of those (`(a, _)`, `&x`, `x @ _`). A guarded arm is not.
fn is_catch_all(pattern: &str) -> bool {
    let p = pattern.trim();
    if p.is_empty() || p.contains(" if ") {
        return false;
    }
    let words: Vec<&str> = p
        .split(|c: char| !is_ident(c))
        .filter(|w| !w.is_empty())
        .collect();
    let only_bindings = words.iter().all(|w| {
        let first = w.chars().next().unwrap_or('A');
        (first == '_' || first.is_lowercase()) && !["true", "false"].contains(w)
    });
    let only_punctuation = p
        .chars()
        .all(|c| is_ident(c) || c.is_whitespace() || "(),&@|.".contains(c));
    !words.is_empty() && only_bindings && only_punctuation
}

/// The arms' patterns of the match body starting after its `{` at `start`:
/// (index of the pattern's first character, pattern).
fn arm_patterns(chars: &[char], start: usize) -> Vec<(usize, String)> {
    let mut pats = Vec::new();
    let (mut depth, mut i, mut pat_start) = (0i32, start, start);
    let (mut in_pattern, mut block_like) = (true, false);
    while i < chars.len() {
        let c = chars[i];
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => break,
            ')' | ']' | '}' => {
                depth -= 1;
                if !in_pattern && depth == 0 && c == '}' && block_like {
                    // A block-like arm (`{ … }`, `if … else { … }`) may end without a comma.
                    let rest: String = chars[i + 1..].iter().take(8).collect();
                    let rest = rest.trim_start();
                    if !(rest.starts_with("else") || rest.starts_with(['.', '?', ','])) {
                        in_pattern = true;
                        pat_start = i + 1;
                    }
                }
            }
            '=' if depth == 0 && in_pattern && chars.get(i + 1) == Some(&'>') => {
                pats.push((pat_start, chars[pat_start..i].iter().collect()));
                in_pattern = false;
                let rest: String = chars[i + 2..].iter().take(8).collect();
                let rest = rest.trim_start();
                block_like = rest.starts_with('{')
                    || ["if ", "match ", "loop ", "unsafe ", "while ", "for "]
                        .iter()
                        .any(|k| rest.starts_with(k));
                i += 2;
                continue;
            }
            ',' if depth == 0 && !in_pattern => {
                in_pattern = true;
                pat_start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    pats
}

/// `file:line: \`pattern\`` of every catch-all arm of a `match` (outside
/// test code) whose scrutinee or arms name a variant of an [`EXHAUSTIVE`] type.
fn catch_all_arms(name: &str, lines: &[Line]) -> Vec<String> {
    let mut chars = Vec::new();
    let mut line_of = Vec::new();
    for (n, l) in lines.iter().enumerate() {
        for c in l.code.chars().chain(['\n']) {
            chars.push(c);
            line_of.push(n);
        }
    }
    let mut found = Vec::new();
    for i in 0..chars.len() {
        let keyword = chars[i..].starts_with(&['m', 'a', 't', 'c', 'h'])
            && (i == 0 || !is_ident(chars[i - 1]))
            && chars.get(i + 5).is_some_and(|c| c.is_whitespace());
        if !keyword || lines[line_of[i]].test {
            continue;
        }
        // The scrutinee runs to the first `{` outside brackets.
        let mut depth = 0i32;
        let Some(open) = (i + 5..chars.len()).find(|&j| {
            match chars[j] {
                '(' | '[' => depth += 1,
                ')' | ']' => depth -= 1,
                _ => {}
            }
            chars[j] == '{' && depth == 0
        }) else {
            continue;
        };
        let scrutinee: String = chars[i + 5..open].iter().collect();
        let pats = arm_patterns(&chars, open + 1);
        if !mentions_exhaustive(&scrutinee) && !pats.iter().any(|(_, p)| mentions_exhaustive(p)) {
            continue;
        }
        for (at, p) in pats.iter().filter(|(_, p)| is_catch_all(p)) {
            let first = (*at..chars.len())
                .find(|&j| !chars[j].is_whitespace())
                .unwrap_or(*at);
            found.push(format!("{name}:{}: `{}`", line_of[first] + 1, p.trim()));
        }
    }
    found
}

#[test]
fn matches_over_pages_and_results_are_exhaustive() {
    let found: Vec<String> = product_sources()
        .iter()
        .flat_map(|(n, t)| catch_all_arms(n, &lex(t)))
        .collect();
    assert!(
        found.is_empty(),
        "catch-all arms over {EXHAUSTIVE:?} (list the variants, or use a `JobResult::as_…` accessor):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_checker_sees_catch_all_arms() {
    let src = r#"fn f(p: Page) -> u8 {
    match p {
        Page::Cs => 1,
        _ => 2,
    }
}
fn g(r: &JobResult) -> Html {
    match &**r { JobResult::CsTable(t) => html! { <p>{ "x" }</p> }, other => html! {} }
}
fn h(s: &PageState) -> u8 {
    match s { PageState::Cs(c) if c.x => { 1 } x if true => 2, (_, ref y) => 3 }
}
fn fine(p: Page, n: u8) -> u8 {
    let m = match n { 0 => 1, _ => 2 };
    match p { Page::Cs | Page::Bcs => m, Page::About => { match n { _ => 3 } } }
}
#[cfg(test)]
mod tests {
    fn t(p: Page) { match p { Page::Cs => {} _ => {} } }
}
"#;
    assert_eq!(
        catch_all_arms("t.rs", &lex(src)),
        ["t.rs:4: `_`", "t.rs:8: `other`", "t.rs:11: `(_, ref y)`"]
    );
}

// ------------------------------------------------------------ jobs and permalink

/// `file:line` of every use of `permalink` in the code of `src/jobs`
/// (tests included): permalinks convert their states into requests, never
/// the other way round.
fn permalink_uses(name: &str, lines: &[Line]) -> Vec<String> {
    word_uses(name, lines, "permalink")
}

/// `file:line` of every line whose code has `word` as a whole word.
fn word_uses(name: &str, lines: &[Line], word: &str) -> Vec<String> {
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| {
            l.code.match_indices(word).any(|(i, w)| {
                let before = l.code[..i].chars().next_back();
                let after = l.code[i + w.len()..].chars().next();
                !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
            })
        })
        .map(|(n, _)| format!("{name}:{}", n + 1))
        .collect()
}

/// The CLI and the JavaScript and Python APIs read their input with the games' own
/// notation (`cumulative_subtraction::parse_moves`, …), not through page
/// state: `permalink` and `view_model` are the page's. (The CLI is the
/// umbrella package, which re-exports every layer for the tests, so Cargo
/// cannot tell; the JavaScript API depends on `pebbles-app` for its jobs.)
#[test]
fn the_cli_and_the_api_do_not_parse_through_page_state() {
    let mut files = sources("src/bin");
    files.extend(sources("crates/js/src"));
    files.extend(sources("crates/py/src"));
    let found: Vec<String> = files
        .iter()
        .flat_map(|(n, t)| {
            let lines = lex(t);
            let mut uses = word_uses(n, &lines, "permalink");
            uses.extend(word_uses(n, &lines, "view_model"));
            uses
        })
        .collect();
    assert!(files.len() > 10, "{} files read", files.len());
    assert!(
        found.is_empty(),
        "the CLI or the API uses page state:\n{}",
        found.join("\n")
    );
}

#[test]
fn jobs_do_not_use_permalink() {
    let found: Vec<String> = sources("crates/app/src/jobs")
        .iter()
        .flat_map(|(n, t)| permalink_uses(n, &lex(t)))
        .collect();
    assert!(
        found.is_empty(),
        "jobs use permalink (put the `From<&State>` next to the state):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_checker_sees_permalink_uses() {
    let src = "use crate::permalink::ClobberState;\n// crate::permalink\nlet s = \"permalink\";\nlet permalinks = 1;\nuse pebbles::permalink;\n";
    assert_eq!(permalink_uses("j.rs", &lex(src)), ["j.rs:1", "j.rs:5"]);
}

/// The names that mean a ruleset in code: its module, its type by its
/// module, and a `…Board` type, from its id in the registry
/// (`toads-and-frogs`: `rulesets::toads_and_frogs`,
/// `toads_and_frogs::ToadsAndFrogs`, `ToadsAndFrogsBoard`). The bare type
/// name is not one: Clobber, Nim and Grundy are also families and values.
fn ruleset_names(id: &str) -> Vec<String> {
    let camel: String = id
        .split('-')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().chain(c).collect::<String>())
                .unwrap_or_default()
        })
        .collect();
    let module = id.replace('-', "_");
    vec![
        format!("rulesets::{module}"),
        format!("{module}::{camel}"),
        format!("{camel}Board"),
    ]
}

/// The files whose code (not comments, not test code) uses one of `names`.
fn files_naming(files: &[(String, String)], names: &[String]) -> Vec<String> {
    files
        .iter()
        .filter(|(_, text)| {
            lex(text).iter().filter(|l| !l.test).any(|l| {
                let strings: Vec<String> =
                    l.strings.iter().map(|(_, s)| format!("\"{s}\"")).collect();
                names.iter().any(|n| {
                    let word = |code: &str| {
                        code.match_indices(n).any(|(i, _)| {
                            let before = code[..i].chars().next_back();
                            let after = code[i + n.len()..].chars().next();
                            !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
                        })
                    };
                    word(&l.code) || strings.iter().any(|s| s == n)
                })
            })
        })
        .map(|(n, _)| n.clone())
        .collect()
}

/// A ruleset is one file plus its registry line: the CLI, permalinks, jobs,
/// play and the page reach it through the registry only, so nothing outside
/// `rulesets/` names one. The list is the registry's: a new ruleset is
/// checked without a word here.
#[test]
fn each_ruleset_is_named_only_in_the_rulesets_folder() {
    const HOME: &str = "crates/games/src/classical/rulesets/";
    // Test code: `#[cfg(test)]` items, and the `tests.rs` files of modules.
    let files: Vec<(String, String)> = product_sources()
        .into_iter()
        .filter(|(n, _)| !n.ends_with("/tests.rs") && !n.starts_with(HOME))
        .collect();
    let ids: Vec<&str> = pebbles::games::classical::rulesets::REGISTRY
        .iter()
        .map(|r| r.info().id)
        .collect();
    assert!(ids.len() >= 14, "the registry lists {ids:?}");
    let bad: Vec<String> = ids
        .iter()
        .filter_map(|id| {
            let found = files_naming(&files, &ruleset_names(id));
            (!found.is_empty()).then(|| format!("{id}: {found:?}"))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "rulesets named outside {HOME}:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_sees_a_ruleset_named_elsewhere() {
    let files = vec![
        (
            "a.rs".to_string(),
            "use crate::games::classical::rulesets::domineering::Domineering;\n".to_string(),
        ),
        (
            "b.rs".to_string(),
            "// Domineering in a comment\nlet g = \"domineering\";\n".to_string(),
        ),
        (
            "c.rs".to_string(),
            "let d = DomineeringBoards;\n#[cfg(test)]\nmod tests { use Domineering; }\n"
                .to_string(),
        ),
    ];
    assert_eq!(
        files_naming(&files, &ruleset_names("domineering")),
        ["a.rs"]
    );
    assert_eq!(
        ruleset_names("toads-and-frogs"),
        [
            "rulesets::toads_and_frogs",
            "toads_and_frogs::ToadsAndFrogs",
            "ToadsAndFrogsBoard"
        ]
    );
}

/// No crate holds unit tests: the libraries and the CLI have no unit-test
/// harness (`test = false`: compiling each crate a second time as its own
/// test binary cost minutes of CI), so a `#[test]` in `src/` would never
/// run. The crates' tests are the `unit_*` modules of `tests/it/`.
#[test]
fn no_crate_holds_unit_tests() {
    let found: Vec<String> = product_sources()
        .into_iter()
        .filter(|(_, text)| text.contains("#[test]") || text.contains("cfg(test)"))
        .map(|(name, _)| name)
        .collect();
    assert!(found.is_empty(), "tests that would never run: {found:?}");
}

/// The front-end crates hold no tests: view logic lives in the app's
/// view-models, tested natively there, and `.ci/test` leaves these crates
/// out of `cargo test` (compiling Yew and web-sys natively only to run no
/// test cost minutes of a run). A test added here would never run; nor
/// would one in the compute worker, which compiles to nothing natively.
#[test]
fn the_front_end_crates_hold_no_tests() {
    let found: Vec<String> = product_sources()
        .into_iter()
        .filter(|(name, _)| {
            ["crates/worker/", "crates/web/", "crates/page/"]
                .iter()
                .any(|c| name.starts_with(c))
        })
        .filter(|(_, text)| text.contains("#[test]") || text.contains("cfg(test)"))
        .map(|(name, _)| name)
        .collect();
    assert!(found.is_empty(), "tests that would never run: {found:?}");
    // .ci/python builds the CLI with the same selection, so the same
    // features: nothing is compiled again.
    for script in [".ci/test", ".ci/python"] {
        let text = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(script))
            .expect("read a CI script");
        for c in ["pebbles-web", "pebbles-page"] {
            assert!(text.contains(&format!("--exclude {c}")), "{script}: {c}");
        }
    }
}

/// The page's module leaves the script worker's engines (Rhai, the loopy,
/// misère and scoring engines) out only because nothing in it installs
/// them (`pebbles_app::jobs::install_script_engines`): only the script
/// worker's `main` may call it.
#[test]
fn only_the_script_worker_installs_the_script_engines() {
    let callers: Vec<String> = product_sources()
        .into_iter()
        .filter(|(_, text)| text.contains("install_script_engines()"))
        .map(|(name, _)| name)
        .filter(|name| !name.ends_with("crates/app/src/jobs/engines.rs"))
        .collect();
    assert_eq!(callers, ["crates/page/src/bin/script_worker.rs"]);
}
