//! Progress of long runs, on stderr only (stdout carries the result): a
//! progress bar (`indicatif`) when stderr is a terminal, else a plain line
//! every [`PLAIN_EVERY`] (a log file of a batch job), so short runs print
//! nothing. Commands call [`Progress::update`] between the solvers' own
//! slices; the bar is cleared when the run ends.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Time between two plain progress lines when stderr is not a terminal.
pub const PLAIN_EVERY: Duration = Duration::from_secs(30);

/// The progress of one run.
pub struct Progress {
    bar: Option<ProgressBar>,
    label: String,
    start: Instant,
    last_line: Instant,
}

impl Progress {
    /// Progress of `label` (`--census 2..14`): a bar of `total` steps, or
    /// a spinner when the total is not known.
    pub fn new(label: impl Into<String>, total: Option<u64>) -> Progress {
        let label = label.into();
        let bar = std::io::stderr().is_terminal().then(|| {
            let (bar, template) = match total {
                Some(n) => (
                    ProgressBar::new(n),
                    "{prefix} [{elapsed_precise}] {wide_bar} {pos}/{len} {msg}",
                ),
                None => (
                    ProgressBar::new_spinner(),
                    "{prefix} [{elapsed_precise}] {spinner} {msg}",
                ),
            };
            bar.set_draw_target(ProgressDrawTarget::stderr());
            let style = ProgressStyle::with_template(template)
                .unwrap_or_else(|_| ProgressStyle::default_bar());
            bar.set_style(style);
            bar.set_prefix(label.clone());
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        let now = Instant::now();
        Progress {
            bar,
            label,
            start: now,
            last_line: now,
        }
    }

    /// `done` steps so far; `message` (the heap reached, a candidate period)
    /// is asked for only when it is shown.
    pub fn update(&mut self, done: u64, message: impl FnOnce() -> String) {
        match &self.bar {
            Some(bar) => {
                bar.set_position(done);
                bar.set_message(message());
            }
            None if self.last_line.elapsed() >= PLAIN_EVERY => {
                self.last_line = Instant::now();
                let secs = self.start.elapsed().as_secs();
                let _ = writeln!(
                    std::io::stderr().lock(),
                    "pebbles: {}: {} ({secs} s)",
                    self.label,
                    message()
                );
            }
            None => {}
        }
    }

    /// A line on stderr that stays above the bar (a note on the run).
    pub fn note(&self, text: &str) {
        match &self.bar {
            Some(bar) => bar.suspend(|| eprintln!("{text}")),
            None => eprintln!("{text}"),
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
