//! The layers are crates, and Cargo's graph is the proof that they depend one
//! way: rustc resolves a crate name in `use` only among the `--extern`
//! crates Cargo passes it, which are the package's declared dependencies.
//! So `use pebbles_draw::…` in `pebbles-games` is "unresolved crate
//! `pebbles_draw`" (E0433) as long as `crates/games/Cargo.toml` does not
//! list it, and it cannot list it without the graph below changing. These
//! tests pin that graph: each package's workspace dependencies, and the
//! games crate's whole dependency tree (every target, wasm32 included) free
//! of web, drawing and UI crates.

use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// Each workspace package and the workspace packages it may depend on:
/// games ← draw ← app ← {worker, js} ← web; the wasm modules' package (the
/// page, the script worker and the JavaScript API's module) on the web front
/// end, the compute worker and the API; the umbrella (CLI) on the four
/// layers below the web; the
/// Python package on the games, the drawing and the JavaScript API's inputs.
const ALLOWED: [(&str, &[&str]); 9] = [
    ("pebbles-games", &[]),
    ("pebbles-draw", &["pebbles-games"]),
    ("pebbles-app", &["pebbles-games", "pebbles-draw"]),
    ("pebbles-js", &["pebbles-games", "pebbles-app"]),
    (
        "pebbles-py",
        &["pebbles-games", "pebbles-draw", "pebbles-js"],
    ),
    ("pebbles-worker", &["pebbles-app"]),
    (
        "pebbles-web",
        &[
            "pebbles-games",
            "pebbles-draw",
            "pebbles-app",
            "pebbles-worker",
        ],
    ),
    (
        "pebbles-page",
        &[
            "pebbles-web",
            "pebbles-games",
            "pebbles-app",
            "pebbles-worker",
            "pebbles-js",
        ],
    ),
    (
        "pebbles",
        &["pebbles-games", "pebbles-draw", "pebbles-app", "pebbles-js"],
    ),
];

/// Crates the games and solvers must never reach, directly or not.
const NOT_IN_GAMES: [&str; 10] = [
    "yew",
    "web-sys",
    "serde-wasm-bindgen",
    "gloo",
    "plotters",
    "bincode",
    "pebbles-draw",
    "pebbles-app",
    "pebbles-web",
    "pebbles-js",
];

fn cargo(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "cargo {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

/// Each workspace package's normal (not dev, not build) dependencies that
/// are workspace packages, from `cargo metadata`.
fn workspace_graph() -> BTreeMap<String, BTreeSet<String>> {
    let meta: serde_json::Value =
        serde_json::from_str(&cargo(&["metadata", "--format-version", "1", "--no-deps"]))
            .expect("metadata JSON");
    let packages = meta["packages"].as_array().expect("packages");
    let names: BTreeSet<String> = packages
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default().to_string())
        .collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                .filter(|d| d["kind"].is_null())
                .filter_map(|d| d["name"].as_str())
                .filter(|n| names.contains(*n))
                .map(str::to_string)
                .collect();
            (p["name"].as_str().unwrap_or_default().to_string(), deps)
        })
        .collect()
}

/// `(package, dependency)` pairs that `allowed` does not list, and packages
/// it does not know.
fn violations(
    graph: &BTreeMap<String, BTreeSet<String>>,
    allowed: &[(&str, &[&str])],
) -> Vec<String> {
    let mut bad = Vec::new();
    for (package, deps) in graph {
        let Some((_, ok)) = allowed.iter().find(|(p, _)| p == package) else {
            bad.push(format!("{package}: a package the layers do not list"));
            continue;
        };
        for d in deps {
            if !ok.contains(&d.as_str()) {
                bad.push(format!("{package} depends on {d}"));
            }
        }
    }
    bad
}

#[test]
fn each_layer_depends_only_on_the_layers_below() {
    let graph = workspace_graph();
    assert_eq!(graph.len(), ALLOWED.len(), "{graph:?}");
    let bad = violations(&graph, &ALLOWED);
    assert!(
        bad.is_empty(),
        "dependencies against the layers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_checker_sees_an_upward_dependency() {
    let mut graph = BTreeMap::new();
    graph.insert(
        "pebbles-games".to_string(),
        BTreeSet::from(["pebbles-draw".to_string()]),
    );
    graph.insert("pebbles-draw".to_string(), BTreeSet::new());
    graph.insert("pebbles-extra".to_string(), BTreeSet::new());
    assert_eq!(
        violations(&graph, &ALLOWED),
        [
            "pebbles-extra: a package the layers do not list",
            "pebbles-games depends on pebbles-draw",
        ]
    );
}

/// Crates the games do not depend on themselves. The script engine (Rhai)
/// reads its clock on wasm32 through `web-time`, which calls JavaScript's
/// `performance.now` with these; scripts run with `no_time`, and no code of
/// the games calls JavaScript.
const NOT_DIRECT_IN_GAMES: [&str; 2] = ["wasm-bindgen", "js-sys"];

/// The crates in `cargo tree` of the games crate, for every target (wasm32's
/// dependencies too) and every feature, down to `depth`.
fn games_tree(depth: &str) -> (String, BTreeSet<String>) {
    package_tree("pebbles-games", depth)
}

/// The crates in `cargo tree` of `package`, for every target and feature,
/// down to `depth`.
fn package_tree(package: &str, depth: &str) -> (String, BTreeSet<String>) {
    let tree = cargo(&[
        "tree",
        "-p",
        package,
        "-e",
        "normal",
        "--target",
        "all",
        "--all-features",
        "--prefix",
        "none",
        "--format",
        "{p}",
        "--depth",
        depth,
    ]);
    let crates = tree
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect();
    (tree, crates)
}

/// No web, drawing or UI crate anywhere below the games.
#[test]
fn the_games_crate_has_no_web_drawing_or_ui_dependency() {
    let (tree, crates) = games_tree("1000");
    assert!(
        crates.contains("pebbles-games") && crates.contains("serde"),
        "{tree}"
    );
    let bad: Vec<&&str> = NOT_IN_GAMES
        .iter()
        .filter(|c| crates.contains(**c))
        .collect();
    assert!(bad.is_empty(), "pebbles-games reaches {bad:?}:\n{tree}");
    let (tree, direct) = games_tree("1");
    assert!(direct.contains("thiserror"), "{tree}");
    let bad: Vec<&&str> = NOT_DIRECT_IN_GAMES
        .iter()
        .filter(|c| direct.contains(**c))
        .collect();
    assert!(bad.is_empty(), "pebbles-games depends on {bad:?}:\n{tree}");
}

/// The three wasm modules are one package, so Trunk's three Cargo runs (one
/// per module) resolve one feature set and compile each library once: the
/// page's module leaves the script engine out by never installing it
/// (`architecture.rs` holds that only the script worker's `main` does).
#[test]
fn the_wasm_modules_are_one_package() {
    let (tree, crates) = package_tree("pebbles-page", "1000");
    let missing: Vec<&&str> = ["pebbles-web", "pebbles-worker", "pebbles-js", "rhai", "yew"]
        .iter()
        .filter(|c| !crates.contains(**c))
        .collect();
    assert!(
        missing.is_empty(),
        "pebbles-page lacks {missing:?}:\n{tree}"
    );
    let manifest = std::fs::read_to_string("crates/page/Cargo.toml").unwrap();
    for bin in ["\"app\"", "\"script_worker\"", "\"pebbles_js\""] {
        assert!(manifest.contains(&format!("name = {bin}")), "no bin {bin}");
    }
}

/// Each package of `cargo tree` (`name vX.Y.Z`) and the feature sets it is
/// built with (a crate can appear twice: once for build scripts and proc
/// macros, once for the code).
fn features(args: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut all = vec!["tree", "--prefix", "none", "--format", "{p}|{f}"];
    all.extend_from_slice(args);
    let mut map: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in cargo(&all).lines() {
        let (package, features) = line.split_once('|').unwrap_or((line, ""));
        let mut words = package.split_whitespace();
        let id = format!(
            "{} {}",
            words.next().unwrap_or(""),
            words.next().unwrap_or("")
        );
        let features = features.trim_end_matches(" (*)").to_string();
        map.entry(id).or_default().insert(features);
    }
    map
}

/// `.ci/python` builds the Python extension alone after `.ci/test`'s
/// `cargo test` built the workspace; Cargo resolves features per build, so
/// a crate asked for with other features would be compiled again, with
/// everything above it (Rhai, the games, the app: minutes of a CI run).
/// `crates/py/Cargo.toml`'s "workspace hack" entries keep the two alike.
#[test]
fn the_python_extension_resolves_features_as_the_workspace_tests_do() {
    let python = features(&["-p", "pebbles-py", "-e", "normal,build"]);
    let tests = features(&[
        "--workspace",
        "--exclude",
        "pebbles-web",
        "--exclude",
        "pebbles-page",
        "-e",
        "normal,build,dev",
    ]);
    assert!(python.contains_key("pebbles-games v0.1.0"), "{python:?}");
    let differ: Vec<String> = python
        .iter()
        .filter(|(id, f)| tests.get(*id).is_some_and(|t| t != *f))
        .map(|(id, f)| format!("{id}: {f:?} against {:?}", tests[id]))
        .collect();
    assert!(differ.is_empty(), "{differ:#?}");
}
