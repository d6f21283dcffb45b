//! Helpers the CLI tests share: run the `pebbles` binary, read its output.
// Each test crate uses only some of these.
#![allow(dead_code)]

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Where a test writes its files: Cargo's directory for integration
/// tests' data, inside `target/` (removed with it), not the system's
/// temporary directory, where every run would leave its files behind.
pub fn scratch() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
}

/// Runs `pebbles` with `args`.
pub fn pebbles(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .output()
        .expect("run pebbles")
}

/// The standard output of a run that must succeed.
pub fn stdout(args: &[&str]) -> String {
    let out = pebbles(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// `pebbles ARGS`: exit code, stdout and stderr, under a hang guard that
/// kills it after a minute (a hang, not a speed: nothing here takes a second).
pub fn guarded(args: &[&str]) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run pebbles");
    let start = Instant::now();
    while child.try_wait().expect("wait for pebbles").is_none() {
        // A hang guard, generous for a debug build on a busy machine.
        if start.elapsed() > Duration::from_secs(300) {
            let _ = child.kill();
            panic!("pebbles {args:?} hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("pebbles' output");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("UTF-8 output");
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// A grid of `w` columns from `cells` (`true`: empty), whole rows only:
/// a Domineering board in the registry's notation.
pub fn grid(w: usize, cells: &[bool]) -> String {
    cells
        .chunks(w)
        .filter(|row| row.len() == w)
        .map(|row| row.iter().map(|&e| if e { '.' } else { '#' }).collect())
        .collect::<Vec<String>>()
        .join("|")
}

/// `stderr` without the plain progress lines a long run prints every 30 s
/// when stderr is not a terminal (`pebbles: LABEL: MESSAGE (N s)`,
/// `src/bin/pebbles/progress.rs`): how many there are depends on the
/// machine's load, not on the command (stop 54's CI failed on one: the
/// debug build's `octal-sweep --codes 0.01..0.17` passed 30 s while the
/// browser build ran beside it).
pub fn without_progress(stderr: &str) -> String {
    stderr
        .split_inclusive('\n')
        .filter(|line| !is_progress(line.trim_end()))
        .collect()
}

pub fn is_progress(line: &str) -> bool {
    let Some(rest) = line.strip_prefix("pebbles: ") else {
        return false;
    };
    let Some(secs) = rest.strip_suffix(" s)").and_then(|r| r.rsplit_once(" (")) else {
        return false;
    };
    !secs.1.is_empty() && secs.1.bytes().all(|b| b.is_ascii_digit())
}
