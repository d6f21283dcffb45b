//! The way out: stdout locked and buffered, every write checked. A closed
//! pipe (`pebbles … | head -1`) ends the program quietly with exit 0, as Unix
//! tools do; any other write error (a full disk, `> /dev/full`) prints a
//! message and exits 1; bad input prints `error: …` and exits 2.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

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
            complain(&format!("error: {}", cut_words(&msg)));
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

/// Longest word (a run without spaces) a message on stderr repeats whole;
/// each message names its token cut to 80 characters
/// ([`pebbles::notation::shown`]), and this catches any that does not.
const MAX_WORD: usize = 120;

/// `msg` with every word over [`MAX_WORD`] characters cut to its first 80,
/// `…` and the closing punctuation it ended with (`` ` ``, `'`, `:`), so a
/// 100 KB bad token is never echoed whole.
pub fn cut_words(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len().min(4096));
    for (i, word) in msg.split(' ').enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if word.chars().count() <= MAX_WORD {
            out.push_str(word);
            continue;
        }
        let body = word.trim_end_matches(['`', '\'', '"', ':', ',', ';', ')']);
        out.extend(body.chars().take(80));
        out.push('…');
        out.push_str(&word[body.len()..]);
    }
    out
}

/// A finished text, with a final newline if it lacks one.
pub fn text(w: &mut dyn Write, text: &str) -> Result<(), Failure> {
    w.write_all(text.as_bytes())?;
    if !text.ends_with('\n') {
        w.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::cut_words;

    #[test]
    fn long_words_are_cut_with_their_closing_quote() {
        let long = "z".repeat(100_000);
        let msg = format!("--heap `{long}`: not a heap size");
        let cut = cut_words(&msg);
        assert_eq!(
            cut,
            format!("--heap `{}…`: not a heap size", "z".repeat(79))
        );
        assert_eq!(cut_words("--moves `x`: bad"), "--moves `x`: bad");
        let multi = format!("é{}", "é".repeat(200));
        assert_eq!(cut_words(&multi).chars().count(), 81);
    }
}
