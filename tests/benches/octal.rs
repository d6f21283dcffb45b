//! Octal games to the published records (issue 27): each code of
//! `OCTAL_CODES` (default `0.16`, Gangolli and Plambeck's period 149 459)
//! runs until the periodicity theorem proves its period, and the growth of
//! the sparse-space kernel is timed on `OCTAL_GROWTH` (default `0.16`) at
//! 2¹⁷…2²⁰ heaps without period checks (its exponent from the last
//! doubling). `OCTAL_PLAIN=1` times the plain mex rule beside it at
//! 2¹⁵…2¹⁷ heaps. Run with `cargo bench --bench octal`, e.g.
//! `OCTAL_CODES=0.16,0.354 cargo bench --bench octal`.

use std::time::Instant;

use pebbles::games::classical::{OctalCode, OctalRun};

fn env(name: &str, default: &str) -> String {
    std::env::var(name).unwrap_or_else(|_| default.into())
}

/// Seconds to compute heaps `0..=hi` without period checks.
fn timed(code: &OctalCode, hi: u32, plain: bool) -> f64 {
    let run = if plain {
        OctalRun::plain(code, hi, u64::MAX)
    } else {
        OctalRun::new(code, hi, u64::MAX)
    };
    let mut run = run.expect("heaps").without_periods();
    let start = Instant::now();
    while !run.step(u64::MAX).expect("no limit") {}
    start.elapsed().as_secs_f64()
}

fn growth(code: &OctalCode, sizes: &[u32], plain: bool) {
    let mut last: Option<(u32, f64)> = None;
    for &hi in sizes {
        let secs = timed(code, hi, plain);
        let exponent = last.map_or(String::new(), |(h, s)| {
            format!(
                "exponent {:.2}",
                (secs / s).ln() / (f64::from(hi) / f64::from(h)).ln()
            )
        });
        let kernel = if plain { "plain" } else { "kernel" };
        println!(
            "{} {kernel:<6} heaps {hi:>9}: {secs:>8.3} s  {exponent}",
            code.text()
        );
        last = Some((hi, secs));
    }
}

fn main() {
    for text in env("OCTAL_CODES", "0.16").split(',') {
        let code: OctalCode = text.parse().expect("code");
        let mut run = OctalRun::until_proven(&code, u64::MAX);
        let start = Instant::now();
        while !run.step(u64::MAX).expect("no limit") {}
        let secs = start.elapsed().as_secs_f64();
        let stats = run.stats();
        let v = run.finish();
        let period = v.period.map_or("none".into(), |p| {
            format!("preperiod {} period {}", p.preperiod, p.period)
        });
        println!(
            "{text}: {period}, proven at heap {} in {secs:.3} s ({} kernel, {} rare heaps, {} full scans, {:.2e} work units)",
            v.computed_to,
            stats.kernel,
            stats.rare_heaps.unwrap_or(0),
            stats.full_scans.unwrap_or(0),
            stats.work as f64
        );
    }
    for text in env("OCTAL_GROWTH", "0.16")
        .split(',')
        .filter(|t| !t.is_empty())
    {
        let code: OctalCode = text.parse().expect("code");
        growth(&code, &[1 << 17, 1 << 18, 1 << 19, 1 << 20], false);
        if std::env::var("OCTAL_PLAIN").is_ok() {
            growth(&code, &[1 << 15, 1 << 16, 1 << 17], true);
        }
    }
}
