//! The solver on two threads (native builds): a search thread walks the
//! components of a position depth first, as the [`Solver`](super::Solver)
//! does, and numbers each component in the order it finishes; the
//! caller's thread builds the canonical forms in that order. The two
//! halves overlap on two cores: on Domineering 6×6 the search (options
//! split into regions, turned to their least image and looked up in the
//! memo) is about a third of the work, the canonical forms (sums,
//! dominance, reversibility) the rest, so the forms set the pace.
//!
//! The search sends batches of finished components down a bounded
//! channel: a component is its number of Left options, its options' ends
//! and the numbers of its parts (`number << 1 | negated`). Its parts
//! finished before it, so the caller finds their canonical forms by
//! index, with no hashing; it calls [`options_value`] on components in the
//! order the one-thread solver finishes them, so the universe fills the
//! same way and the value is the same.
//!
//! Dropping a [`Pipelined`] closes both channels: the search thread stops
//! at its next batch (a few thousand components at most). A start before
//! the previous position is finished does the same and begins afresh with
//! a new search thread (the old one's components would come first).

use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::thread::JoinHandle;

use super::rulesets::Ruleset;
use super::solver::{options_value, sum_of, Finished, Progress, Search};
use super::universe::{Game, Universe};

/// Components' records sent at once (in `u32`s).
const BATCH: usize = 1 << 15;
/// Batches the search may run ahead of the canonical forms.
const AHEAD: usize = 8;
/// Units of search between looks at the batch's size.
const STEP: usize = 1 << 10;

/// From the search thread to the caller's.
enum Message {
    /// Finished components, and the search's progress after them.
    Records(Vec<u32>, Progress),
    /// The position's parts: numbers of finished components, negated
    /// when `number & 1`.
    Done(Vec<u32>),
}

/// A solver whose search runs on a thread of its own. See the module docs.
pub struct Pipelined<R: Ruleset> {
    /// The ruleset (a fresh search thread gets a copy).
    rules: R,
    positions: SyncSender<R::Position>,
    messages: Receiver<Message>,
    worker: Option<JoinHandle<()>>,
    /// Canonical forms of the finished components, by number.
    values: Vec<Game>,
    /// The batch being read, and where.
    batch: Vec<u32>,
    at: usize,
    /// The ends of the record being read, as `usize` (no allocation each).
    ends: Vec<usize>,
    progress: Progress,
    /// A position was started and its value not yet returned.
    busy: bool,
}

impl<R: Ruleset + Clone> Pipelined<R> {
    /// Starts the search thread (idle until [`Pipelined::start`]); the
    /// error when the system gives no thread.
    pub fn new(rules: R) -> std::io::Result<Pipelined<R>> {
        let (positions, incoming) = sync_channel::<R::Position>(1);
        let (outgoing, messages) = sync_channel(AHEAD);
        let searching = rules.clone();
        let worker = std::thread::Builder::new()
            .name("pebbles-search".into())
            .spawn(move || search(searching, &incoming, &outgoing))?;
        Ok(Pipelined {
            rules,
            positions,
            messages,
            worker: Some(worker),
            values: Vec::new(),
            batch: Vec::new(),
            at: 0,
            ends: Vec::new(),
            progress: Progress::of_stack(0, std::iter::empty()),
            busy: false,
        })
    }

    /// The ruleset.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// Sets the position to evaluate with [`Pipelined::step`]. With the
    /// previous one unfinished, the search starts afresh on a new thread.
    pub fn start(&mut self, p: &R::Position) {
        if self.busy {
            match Pipelined::new(self.rules.clone()) {
                Ok(fresh) => *self = fresh,
                Err(e) => panic!("no thread for a new search: {e}"),
            }
        }
        if self.positions.send(p.clone()).is_err() {
            self.search_failed();
        }
        self.busy = true;
    }

    /// Builds at most `budget` canonical forms (waiting for the search
    /// when it is behind). Returns the value once known.
    pub fn step(&mut self, u: &mut Universe, budget: usize) -> Option<Game> {
        for _ in 0..budget {
            if self.at == self.batch.len() {
                match self.messages.recv() {
                    Ok(Message::Records(batch, progress)) => {
                        self.batch = batch;
                        self.at = 0;
                        self.progress = progress;
                    }
                    Ok(Message::Done(parts)) => {
                        self.busy = false;
                        let values = &self.values;
                        let parts = parts.iter().map(|&p| (values[p as usize >> 1], p & 1 == 1));
                        return Some(sum_of(u, parts));
                    }
                    Err(_) => self.search_failed(),
                }
                continue;
            }
            self.next_record(u);
        }
        None
    }

    /// The canonical form of the next component of the batch.
    fn next_record(&mut self, u: &mut Universe) {
        let record = &self.batch[self.at..];
        let (left, n) = (record[0] as usize, record[1] as usize);
        let ends = &record[2..2 + n];
        let count = ends.last().map_or(0, |&e| e as usize);
        let parts = &record[2 + n..2 + n + count];
        self.ends.clear();
        self.ends.extend(ends.iter().map(|&e| e as usize));
        let values = &self.values;
        let g = options_value(u, left, &self.ends, |i| {
            (values[parts[i] as usize >> 1], parts[i] & 1 == 1)
        });
        self.values.push(g);
        self.at += 2 + n + count;
    }

    /// The search thread ended early: only a panic there does that, which
    /// is passed on.
    fn search_failed(&mut self) -> ! {
        if let Some(Err(panic)) = self.worker.take().map(JoinHandle::join) {
            std::panic::resume_unwind(panic);
        }
        panic!("the search thread stopped");
    }

    /// How far the search had got when it sent the components built so far.
    pub fn progress(&self) -> Progress {
        Progress {
            solved: self.values.len(),
            ..self.progress
        }
    }

    /// Components solved so far.
    pub fn solved(&self) -> usize {
        self.values.len()
    }

    /// The value of a position, evaluated to the end.
    pub fn value(&mut self, u: &mut Universe, p: &R::Position) -> Game {
        self.start(p);
        loop {
            if let Some(g) = self.step(u, 1 << 16) {
                return g;
            }
        }
    }
}

/// The search thread: each position received is searched, its finished
/// components sent in batches, then its parts. Returns when either
/// channel closes.
fn search<R: Ruleset>(rules: R, positions: &Receiver<R::Position>, out: &SyncSender<Message>) {
    let mut search: Search<R, u32> = Search::new(rules);
    let mut records: Vec<u32> = Vec::with_capacity(BATCH + 256);
    let mut next = 0u32;
    let mut finish = |f: Finished<'_, R::Position, u32>, records: &mut Vec<u32>| {
        records.push(f.left as u32);
        records.push(f.ends.len() as u32);
        records.extend(f.ends.iter().map(|&e| e as u32));
        let parts = f.values.iter().zip(f.parts);
        records.extend(parts.map(|(&v, &(_, neg))| v << 1 | u32::from(neg)));
        next += 1;
        next - 1
    };
    for p in positions {
        search.start(&p);
        loop {
            let done = search.step(STEP, &mut |f| finish(f, &mut records));
            if records.len() >= BATCH || done {
                let batch = std::mem::replace(&mut records, Vec::with_capacity(BATCH + 256));
                if out
                    .send(Message::Records(batch, search.progress()))
                    .is_err()
                {
                    return;
                }
            }
            if done {
                let parts = search.target().map(|(v, neg)| v << 1 | u32::from(neg));
                if out.send(Message::Done(parts.collect())).is_err() {
                    return;
                }
                break;
            }
        }
    }
}
