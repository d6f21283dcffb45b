//! The way out: stdout locked and buffered, every write checked. A closed
//! pipe (`pebbles … | head -1`) ends the program quietly with exit 0, as Unix
//! tools do; any other write error (a full disk, `> /dev/full`) prints a
//! message and exits 1; bad input prints `error: …` and exits 2.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use pebbles::notation;

use crate::cli::Bad;

/// Why a command stopped early.
pub enum Failure {
    /// Bad input: the message names the option (exit 2).
    Bad(Bad),
    /// The output could not be written.
    Write(io::Error),
}

impl From<Bad> for Failure {
    fn from(b: Bad) -> Failure {
        Failure::Bad(b)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Write(e)
    }
}

/// A message on stderr; a closed stderr is ignored rather than a panic.
fn complain(msg: &str) {
    let _ = writeln!(io::stderr().lock(), "{msg}");
}

/// Runs `body` against buffered stdout, flushes, and turns the outcome into
/// the exit code (see the module docs).
pub fn run(body: impl FnOnce(&mut dyn Write) -> Result<(), Failure>) -> ExitCode {
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let result = body(&mut out).and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Bad(Bad(msg))) => {
            // Every message names its token cut to 80 characters; this
            // catches any that does not (a 100 KB token).
            complain(&format!("error: {}", notation::cut_words(&msg)));
            ExitCode::from(2)
        }
        // Nothing more can reach the reader (dropping `out` tries once more
        // and ignores the error).
        Err(Failure::Write(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Write(e)) => {
            complain(&format!("error: cannot write the output: {e}"));
            ExitCode::from(1)
        }
    }
}

/// A finished text, with a final newline if it lacks one.
pub fn text(w: &mut dyn Write, text: &str) -> Result<(), Failure> {
    w.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        w.write_all(b"\n")?;
    }
    Ok(())
}
