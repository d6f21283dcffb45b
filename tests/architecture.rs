//! The layer rules of ARCHITECTURE.md, checked on the source tree:
//! * `src/games/` is pure: no web, drawing or JSON-building imports, no
//!   `serde_json::json!`, no `Result<_, String>` in public signatures;
//! * no source file is longer than 800 lines;
//! * no function is longer than 80 lines unless its doc comment says why
//!   (a line starting `Long because`);
//! * no `Result<_, String>` at all in `src/jobs`, `src/view_model` and
//!   `src/charts`: their errors are enums too (`JobError`, `ChartError`, …).

use std::fs;
use std::path::{Path, PathBuf};

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

fn sources(sub: &str) -> Vec<(String, String)> {
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

/// The code of a line without its `//` comment, string and char literals
/// (a rough lexer, enough for brace counting and pattern checks).
fn code_only(line: &str, in_str: &mut bool) -> String {
    let mut out = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if *in_str {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => *in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => *in_str = true,
            '/' if chars.peek() == Some(&'/') => break,
            '\'' => {
                // A char literal such as '{' or '\n'; a lifetime has no closing quote.
                let rest: String = chars.clone().take(3).collect();
                if let Some(end) = rest.find('\'').filter(|&e| e > 0) {
                    for _ in 0..=end {
                        chars.next();
                    }
                } else {
                    out.push(c);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

fn is_fn_start(code: &str) -> bool {
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
    let mut in_str = false;
    let codes: Vec<String> = lines.iter().map(|l| code_only(l, &mut in_str)).collect();
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
    let long: Vec<String> = sources("src")
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
    let long: Vec<String> = sources("src")
        .iter()
        .flat_map(|(n, t)| long_functions(n, t))
        .collect();
    assert!(long.is_empty(), "functions over {MAX_FN_LINES} lines (say `Long because …` in the doc comment, or split):\n{}", long.join("\n"));
}

#[test]
fn solvers_are_pure() {
    let forbidden = [
        "yew",
        "web_sys",
        "wasm_bindgen",
        "gloo",
        "js_sys",
        "plotters",
        "crate::web",
        "crate::export",
        "crate::layout",
        "crate::charts",
        "crate::permalink",
        "crate::jobs",
        "crate::view_model",
        "json!",
    ];
    let mut bad = Vec::new();
    for (name, text) in sources("src/games") {
        let mut in_str = false;
        let codes: Vec<String> = text.lines().map(|l| code_only(l, &mut in_str)).collect();
        for (i, code) in codes.iter().enumerate() {
            for f in forbidden {
                if code.contains(f) {
                    bad.push(format!("{name}:{}: uses {f}", i + 1));
                }
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
        "src/games must stay pure:\n{}",
        bad.join("\n")
    );
}

/// `file:line` of every `Result<T, String>` in the code of `text` (not in
/// comments or strings; the type may span lines).
fn string_results(name: &str, text: &str) -> Vec<String> {
    let mut in_str = false;
    let code: Vec<String> = text.lines().map(|l| code_only(l, &mut in_str)).collect();
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
    let bad: Vec<String> = ["src/jobs", "src/view_model", "src/charts"]
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
    let mut in_str = false;
    assert_eq!(
        code_only(r#"let s = "{"; let c = '}'; // {"#, &mut in_str),
        "let s = ; let c = ; "
    );
}
