//! Scripted Domineering against the built-in ruleset (issue 30): the
//! example script `src/games/classical/script/examples/domineering.rhai`
//! and the registry's Domineering on empty boards,
//! each in a fresh universe. Then where the script's time goes: the
//! script's calls (Rhai interpreting `options` and `components`), the
//! conversions of positions between Rhai values and `ScriptPos`, and the
//! memo's hashing, each timed alone over the positions the solver met.
//! Run with `cargo bench --bench script`; `SCRIPT_BOARDS=3x4,4x4` chooses
//! the boards (default `3x3,3x4,4x4`).

use std::collections::HashSet;
use std::hash::BuildHasherDefault;
use std::sync::Arc;
use std::time::Instant;

use pebbles::games::classical::rulesets::Place;
use pebbles::games::classical::script::{Script, ScriptLimits, ScriptPos, ScriptSolver, EXAMPLES};
use pebbles::games::classical::{RulesetId, Universe};
use pebbles::games::common::{Fx, Player};

fn secs(start: Instant) -> f64 {
    start.elapsed().as_secs_f64()
}

fn main() {
    let boards = std::env::var("SCRIPT_BOARDS").unwrap_or_else(|_| "3x3,3x4,4x4".into());
    let (_, source, _) = EXAMPLES[0];
    let script = Arc::new(Script::compile(source, ScriptLimits::CLI).expect("the example"));
    let built_in: RulesetId = "domineering".parse().expect("in the registry");
    println!("board  built-in s  script s  factor  positions  value");
    for spec in boards.split(',') {
        let (h, w) = spec.split_once('x').expect("ROWSxCOLS");
        let (h, w): (usize, usize) = (h.parse().expect("rows"), w.parse().expect("columns"));
        let text = vec![".".repeat(w); h].join("|");

        let mut u = Universe::new();
        let start = Instant::now();
        let b = built_in
            .sum_value(&mut u, std::slice::from_ref(&text), Place::Cli)
            .expect("built-in value");
        let t_built_in = secs(start);

        let mut u2 = Universe::new();
        let mut solver = ScriptSolver::new(script.clone());
        let start = Instant::now();
        let s = solver
            .value(&mut u2, &ScriptPos::Str(text.clone()))
            .expect("scripted value");
        let t_script = secs(start);
        assert_eq!(u.show(b), u2.show(s), "{spec}");
        let positions: Vec<ScriptPos> = solver.positions().cloned().collect();
        println!(
            "{spec:<6} {t_built_in:>10.4} {t_script:>9.3} {:>7.0} {:>10}  {}",
            t_script / t_built_in.max(1e-9),
            positions.len(),
            u.show(b)
        );
        breakdown(&script, &positions, t_script);
    }
}

/// The script's time split: its calls, the conversions, the hashing.
fn breakdown(script: &Script, positions: &[ScriptPos], total: f64) {
    // Every call the solver made: both players' options of each position
    // and the components of each option, timed apart.
    let mut options = Vec::new();
    let start = Instant::now();
    for p in positions {
        for who in Player::BOTH {
            options.extend(script.options(p, who).expect("options"));
        }
    }
    let t_options = secs(start);
    let start = Instant::now();
    for o in &options {
        script.components(o).expect("components");
    }
    let t_components = secs(start);
    let t_calls = t_options + t_components;
    let calls = positions.len() * 2 + options.len();
    // The cost of a call itself: a script whose `options` returns at once.
    let empty = Script::compile("fn options(p, who) { [] }", ScriptLimits::CLI).expect("empty");
    let start = Instant::now();
    for p in positions.iter().chain(&options).take(calls) {
        empty.options(p, Player::Left).expect("options");
    }
    let t_empty = secs(start) * calls as f64 / (positions.len() + options.len()).min(calls) as f64;
    // The conversions alone: each position to a Rhai value and back.
    let start = Instant::now();
    for p in positions.iter().chain(&options) {
        let d = p.to_dynamic();
        std::hint::black_box(ScriptPos::from_dynamic(&d).expect("a position"));
    }
    let t_convert = 2.0 * secs(start);
    // The memo's hashing: every option looked up, every position stored.
    let start = Instant::now();
    let mut memo: HashSet<&ScriptPos, BuildHasherDefault<Fx>> = HashSet::default();
    for p in positions.iter().chain(&options) {
        memo.insert(p);
    }
    let t_hash = secs(start);
    println!(
        "       script calls {t_calls:.3} s ({calls} calls: options {t_options:.3} s, components \
         {t_components:.3} s; of which calling an empty function {t_empty:.3} s and converting \
         positions about {t_convert:.3} s), hashing {t_hash:.4} s, the rest (canonical forms, \
         stack) {:.3} s",
        (total - t_calls - t_hash).max(0.0)
    );
}
