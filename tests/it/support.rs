//! Helpers the CLI tests share: run the `pebbles` binary, read its output.
// Each test crate uses only some of these.
#![allow(dead_code)]

use std::process::{Command, Output};

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
