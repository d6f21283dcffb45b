//! The solver on three threads (native builds): a search thread walks the
//! components of a position depth first, as the [`Solver`](super::Solver)
//! does, and numbers each component in the order it finishes; the
//! caller's thread and a helper build the canonical forms, in one universe
//! they share ([`Universe::fork`]).
//!
//! The search sends batches of finished components down a bounded
//! channel: a component is its number of Left options, its options' ends
//! and the numbers of its parts (`number << 1 | negated`). The caller's
//! thread passes each batch on to the helper. Both take components in
//! order from a shared counter; a component's parts finished before it, so
//! their forms are found by number in an array of atomic handles, and a
//! component whose parts are still being built by the other thread is set
//! aside (up to [`ASIDE`]) while the thread takes the next.
//!
//! Dropping a [`Pipelined`] closes the channels and tells the helper to
//! stop: the search thread stops at its next batch, the helper after its
//! component. A start before the previous position is finished does the
//! same and begins afresh with new threads.

use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::mpsc::{channel, sync_channel, Receiver, Sender, SyncSender};
use std::sync::{Arc, OnceLock};
use std::thread::{JoinHandle, Thread};

use crossbeam_utils::CachePadded;

use super::append::{AppendVec, Reader};
use super::rulesets::Ruleset;
use super::solver::{options_value, sum_of, Finished, Progress, Search};
use super::universe::{Game, Universe};

/// Components' records sent at once (in `u32`s).
const BATCH: usize = 1 << 15;
/// Batches the search may run ahead of the canonical forms (16 MB at
/// most). On 6×6 Domineering 8 left the forms waiting for the search at
/// times; with 32 the two cores were 1.89–1.93 busy, with 128 1.92–1.94.
/// Once that far ahead, the search sleeps until the forms have taken half
/// of them ([`Lead`]).
const AHEAD: usize = 128;
/// Units of search between looks at the batch's size.
const STEP: usize = 1 << 10;
/// Components a thread sets aside, waiting for their parts, before it
/// waits. With 16, the threads of 6×6 Domineering used 1.83–1.85 of the 2
/// cores (their waits sleep); with 64, 1.90–1.93 (256 did no better).
const ASIDE: usize = 64;
/// A component not built yet.
const UNBUILT: u32 = u32::MAX;
/// Components a position's forms take on the caller's thread alone before
/// the helper starts: sharing the universe makes its caches their largest
/// size (40 MB; 128 MB when this was measured), worth it only for a large
/// position (5×5 Domineering has 16 456 components and takes a few
/// hundredths of a second). From 400 000
/// components, the first 1.7 s of 6×6 Domineering used one core and a
/// third; from 20 000 they use both, and 5×6 (356 382 components) takes
/// 0.76–0.80 s instead of 0.84–0.87 s.
const HELP_FROM: usize = 20_000;

/// From the search thread to the caller's.
enum Message {
    /// Finished components, and the search's progress after them.
    Records(Vec<u32>, Progress),
    /// The position's parts: numbers of finished components, negated
    /// when `number & 1`.
    Done(Vec<u32>),
}

/// A batch of components and the number of its first.
type Batch = (usize, Arc<Vec<u32>>);

/// How far the search is ahead of the caller's thread, in batches sent and
/// not yet received. Once [`AHEAD`] batches ahead the search sleeps until
/// the caller has taken half of them, then sends the next half in one
/// burst: woken once per `AHEAD / 2` batches rather than once per batch
/// (on 6×6 Domineering every wake-up took a core from a form thread, and
/// its caches with it).
#[derive(Default)]
struct Lead {
    sent: AtomicUsize,
    /// The search thread, to wake (set as it is started).
    search: OnceLock<Thread>,
    /// The [`Pipelined`] is gone: the search sleeps no more.
    closed: AtomicBool,
}

impl Lead {
    /// On the search thread, before a batch is sent (so that the count,
    /// taken down as batches are received, never goes below zero):
    /// whether the search is now [`AHEAD`] batches ahead.
    fn sending(&self) -> bool {
        self.sent.fetch_add(1, Ordering::AcqRel) + 1 >= AHEAD
    }

    /// On the search thread, once [`AHEAD`] batches ahead: sleeps until
    /// half of them are received.
    fn wait(&self) {
        while self.sent.load(Ordering::Acquire) > AHEAD / 2 && !self.closed.load(Ordering::Acquire)
        {
            std::thread::park();
        }
    }

    /// On the caller's thread, after a batch is received: wakes the
    /// search when half its lead is taken.
    fn received_one(&self) {
        if self.sent.fetch_sub(1, Ordering::AcqRel) == AHEAD / 2 + 1 {
            self.wake();
        }
    }

    /// Lets a sleeping search go on (to its end: its next send fails).
    fn close(&self) {
        self.closed.store(true, Ordering::Release);
        self.wake();
    }

    fn wake(&self) {
        if let Some(search) = self.search.get() {
            search.unpark();
        }
    }
}

/// What the form threads share, each counter on a cache line of its own
/// (else every component taken or built moved the line the other thread
/// was reading from core to core).
#[derive(Default)]
struct Board {
    /// The next component to take.
    next: CachePadded<AtomicUsize>,
    /// Components built by the caller's thread and by the helper: each
    /// written by one thread only.
    built: [CachePadded<AtomicUsize>; 2],
    /// The helper should stop.
    stop: CachePadded<AtomicBool>,
}

impl Board {
    /// Components built.
    fn built(&self) -> usize {
        self.built.iter().map(|b| b.load(Ordering::Acquire)).sum()
    }
}

/// One form thread's place in the stream of components.
struct Worker {
    board: Arc<Board>,
    /// Which of [`Board::built`] this thread counts in.
    me: usize,
    values: Reader<AtomicU32>,
    batch: Batch,
    at: usize,
    /// The number of the component at `at`.
    comp: usize,
    /// Components set aside: number, batch, place in it, and the first
    /// part not built when last checked.
    aside: Vec<(usize, Batch, usize, usize)>,
    ends: Vec<usize>,
    /// No more batches for this position.
    exhausted: bool,
}

/// What a turn of a [`Worker`] did.
enum Turn {
    Built,
    /// The next component was set aside (its parts are being built).
    Aside,
    Waiting,
    Exhausted,
}

impl Worker {
    fn new(board: Arc<Board>, me: usize, values: Reader<AtomicU32>) -> Worker {
        Worker {
            board,
            me,
            values,
            batch: (0, Arc::new(Vec::new())),
            at: 0,
            comp: 0,
            aside: Vec::new(),
            ends: Vec::new(),
            exhausted: false,
        }
    }

    /// The form of component `k` once built.
    fn value(&self, k: usize) -> Option<Game> {
        match self.values.get(k).load(Ordering::Acquire) {
            UNBUILT => None,
            g => Some(Game(g)),
        }
    }

    /// Whether the record's parts are all built, checking from part
    /// `from` (the ones before it were built); else the first that is not.
    fn unbuilt(&self, record: &[u32], from: usize) -> Option<usize> {
        let parts = parts_of(record);
        (from..parts.len()).find(|&i| self.value(parts[i] as usize >> 1).is_none())
    }

    /// Asks for the forms of the parts of the next two records from
    /// `at` (components the form threads take next): their lookups are
    /// cache misses in a large array.
    fn prefetch_parts(&self, batch: &[u32], mut at: usize) {
        for _ in 0..2 {
            if at >= batch.len() {
                return;
            }
            let (_, n, count) = shape(&batch[at..]);
            for &p in parts_of(&batch[at..]) {
                self.values.prefetch(p as usize >> 1);
            }
            at += 2 + n + count;
        }
    }

    fn build(&mut self, u: &mut Universe, record: &[u32], k: usize) {
        let (left, n, _) = shape(record);
        let parts = parts_of(record);
        self.ends.clear();
        self.ends
            .extend(record[2..2 + n].iter().map(|&e| e as usize));
        let values = &self.values;
        let g = options_value(u, left, &self.ends, |i| {
            let v = values.get(parts[i] as usize >> 1).load(Ordering::Acquire);
            (Game(v), parts[i] & 1 == 1)
        });
        self.values.get(k).store(g.0, Ordering::Release);
        // Only this thread writes its count: no read-modify-write needed.
        let built = &self.board.built[self.me];
        built.store(built.load(Ordering::Relaxed) + 1, Ordering::Release);
    }

    /// Builds one component if it can: one set aside whose parts are
    /// built, else the next one (set aside if its parts are not). `more`
    /// gives the next batch, or `None` when the position has no more.
    fn turn(&mut self, u: &mut Universe, more: &mut impl FnMut() -> Option<Batch>) -> Turn {
        for i in 0..self.aside.len() {
            let (_, (_, ref b), at, from) = self.aside[i];
            match self.unbuilt(&b[at..], from) {
                Some(part) => self.aside[i].3 = part,
                None => {
                    let (k, (_, b), at, _) = self.aside.swap_remove(i);
                    self.build(u, &b[at..], k);
                    return Turn::Built;
                }
            }
        }
        if self.exhausted {
            return if self.aside.is_empty() {
                Turn::Exhausted
            } else {
                Turn::Waiting
            };
        }
        if self.aside.len() >= ASIDE {
            return Turn::Waiting;
        }
        let k = self.board.next.fetch_add(1, Ordering::AcqRel);
        loop {
            if self.at == self.batch.1.len() {
                match more() {
                    Some(b) => {
                        self.comp = b.0;
                        self.batch = b;
                        self.at = 0;
                    }
                    None => {
                        self.exhausted = true;
                        return Turn::Waiting;
                    }
                }
                continue;
            }
            let (_, n, count) = shape(&self.batch.1[self.at..]);
            debug_assert!(self.comp <= k, "component {k} was passed");
            if self.comp == k {
                let batch = self.batch.clone();
                let at = self.at;
                self.at += 2 + n + count;
                self.comp += 1;
                self.prefetch_parts(&batch.1, self.at);
                match self.unbuilt(&batch.1[at..], 0) {
                    None => {
                        self.build(u, &batch.1[at..], k);
                        return Turn::Built;
                    }
                    Some(part) => self.aside.push((k, batch, at, part)),
                }
                return Turn::Aside;
            }
            self.at += 2 + n + count;
            self.comp += 1;
        }
    }
}

/// Waits for the other form thread: spins a little, then gives the core
/// away, then sleeps (the search thread needs the core more than a thread
/// waiting for a part).
fn back_off(waits: &mut u32) {
    *waits += 1;
    match *waits {
        0..16 => std::hint::spin_loop(),
        16..64 => std::thread::yield_now(),
        _ => std::thread::sleep(std::time::Duration::from_micros(20)),
    }
}

/// A record's Left options, options and parts.
fn shape(record: &[u32]) -> (usize, usize, usize) {
    let n = record[1] as usize;
    let count = if n == 0 {
        0
    } else {
        record[2 + n - 1] as usize
    };
    (record[0] as usize, n, count)
}

/// A record's parts (`number << 1 | negated`).
fn parts_of(record: &[u32]) -> &[u32] {
    let (_, n, count) = shape(record);
    &record[2 + n..2 + n + count]
}

/// The helper thread of canonical forms for one position.
struct Helper {
    forward: Option<Sender<Batch>>,
    thread: Option<JoinHandle<()>>,
}

/// A solver whose search and canonical forms run on threads of their
/// own. See the module docs.
pub struct Pipelined<R: Ruleset> {
    /// The ruleset (a fresh search thread gets a copy).
    rules: R,
    positions: SyncSender<R::Position>,
    messages: Receiver<Message>,
    worker: Option<JoinHandle<()>>,
    lead: Arc<Lead>,
    board: Arc<Board>,
    /// The components' forms, appended to as batches come.
    values: Arc<AppendVec<AtomicU32>>,
    /// The caller's thread's place in the components.
    forms: Worker,
    helper: Option<Helper>,
    /// The position's parts, once the search has sent them.
    parts: Option<Vec<u32>>,
    progress: Progress,
    /// A position was started and its value not yet returned.
    busy: bool,
    /// Components built when the position started.
    built_before: usize,
    /// [`HELP_FROM`], or what [`Pipelined::help_from`] set.
    help_from: usize,
}

impl<R: Ruleset + Clone> Pipelined<R> {
    /// Starts the search thread (idle until [`Pipelined::start`]); the
    /// error when the system gives no thread.
    pub fn new(rules: R) -> std::io::Result<Pipelined<R>> {
        let (positions, incoming) = sync_channel::<R::Position>(1);
        // One over the lead: the search never waits on the channel itself.
        let (outgoing, messages) = sync_channel(AHEAD + 1);
        let searching = rules.clone();
        let lead = Arc::new(Lead::default());
        let leading = Arc::clone(&lead);
        let worker = std::thread::Builder::new()
            .name("pebbles-search".into())
            .spawn(move || search(searching, &incoming, &outgoing, &leading))?;
        let _ = lead.search.set(worker.thread().clone());
        let board = Arc::new(Board::default());
        let values: Arc<AppendVec<AtomicU32>> = Arc::default();
        Ok(Pipelined {
            forms: Worker::new(Arc::clone(&board), 0, Reader::new(Arc::clone(&values))),
            values,
            rules,
            positions,
            messages,
            worker: Some(worker),
            lead,
            board,
            helper: None,
            parts: None,
            progress: Progress::of_stack(0, std::iter::empty()),
            busy: false,
            built_before: 0,
            help_from: HELP_FROM,
        })
    }

    /// Starts the helper once a position's forms have taken `components`
    /// (the tests start it at once).
    pub fn help_from(mut self, components: usize) -> Pipelined<R> {
        self.help_from = components;
        self
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
                Ok(fresh) => *self = fresh.help_from(self.help_from),
                Err(e) => panic!("no thread for a new search: {e}"),
            }
        }
        if self.positions.send(p.clone()).is_err() {
            self.search_failed();
        }
        self.busy = true;
        // Components are numbered on from the last position's.
        self.board.next.store(self.values.len(), Ordering::Release);
        self.built_before = self.solved();
        self.forms.exhausted = false;
        self.parts = None;
    }

    /// The helper for this position, started with a fork of `u`.
    fn helper(&mut self, u: &mut Universe) {
        let (forward, batches) = channel::<Batch>();
        // The batch the caller is in holds every component not taken yet.
        let _ = forward.send(self.forms.batch.clone());
        let mut mine = u.fork();
        let board = Arc::clone(&self.board);
        let mut worker = Worker::new(Arc::clone(&board), 1, self.forms.values.share());
        let thread = std::thread::Builder::new()
            .name("pebbles-forms".into())
            .spawn(move || {
                let mut more = || batches.recv().ok();
                let mut waits = 0;
                while !board.stop.load(Ordering::Relaxed) {
                    match worker.turn(&mut mine, &mut more) {
                        Turn::Built | Turn::Aside => waits = 0,
                        Turn::Waiting => back_off(&mut waits),
                        Turn::Exhausted => break,
                    }
                }
            });
        self.helper = Some(Helper {
            forward: Some(forward),
            thread: thread.ok(),
        });
    }

    /// Builds canonical forms for at most `budget` turns (waiting for the
    /// search or the helper when they are behind). Returns the value once
    /// known.
    pub fn step(&mut self, u: &mut Universe, budget: usize) -> Option<Game> {
        if self.helper.is_none() && self.busy && self.solved() >= self.built_before + self.help_from
        {
            self.helper(u);
        }
        let mut waits = 0;
        for _ in 0..budget {
            if let Some(parts) = &self.parts {
                if self.forms.aside.is_empty() && self.board.built() == self.values.len() {
                    let parts: Vec<(Game, bool)> = parts
                        .iter()
                        .map(|&p| {
                            (
                                self.forms.value(p as usize >> 1).expect("built"),
                                p & 1 == 1,
                            )
                        })
                        .collect();
                    self.end_helper();
                    self.busy = false;
                    return Some(sum_of(u, parts.into_iter()));
                }
            }
            let (messages, board, helper, parts, progress) = (
                &self.messages,
                &self.board,
                &mut self.helper,
                &mut self.parts,
                &mut self.progress,
            );
            let values = &*self.values;
            let lead = &*self.lead;
            let mut more = || receive(messages, lead, values, board, helper, parts, progress);
            match self.forms.turn(u, &mut more) {
                Turn::Built | Turn::Aside => waits = 0,
                Turn::Waiting | Turn::Exhausted => back_off(&mut waits),
            }
        }
        None
    }

    /// Waits for the helper to end (it has built its last component).
    fn end_helper(&mut self) {
        if let Some(mut h) = self.helper.take() {
            drop(h.forward.take());
            if let Some(t) = h.thread.take() {
                let _ = t.join();
            }
        }
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
            solved: self.solved(),
            ..self.progress
        }
    }

    /// Components solved so far.
    pub fn solved(&self) -> usize {
        self.board.built()
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

impl<R: Ruleset> Drop for Pipelined<R> {
    fn drop(&mut self) {
        self.board.stop.store(true, Ordering::Relaxed);
        self.lead.close();
        if let Some(h) = &mut self.helper {
            drop(h.forward.take());
        }
    }
}

/// The caller's thread's next batch: its components made known (unbuilt)
/// and passed on to the helper; `None` once the search has sent the
/// position's parts.
fn receive(
    messages: &Receiver<Message>,
    lead: &Lead,
    values: &AppendVec<AtomicU32>,
    board: &Board,
    helper: &mut Option<Helper>,
    parts: &mut Option<Vec<u32>>,
    progress: &mut Progress,
) -> Option<Batch> {
    match messages.recv() {
        Ok(Message::Records(records, p)) => {
            lead.received_one();
            *progress = p;
            let (mut at, mut components) = (0, 0);
            while at < records.len() {
                let (_, n, count) = shape(&records[at..]);
                components += 1;
                at += 2 + n + count;
            }
            let first = values.push_many(components, || AtomicU32::new(UNBUILT));
            let batch = (first, Arc::new(records));
            if let Some(f) = helper.as_ref().and_then(|h| h.forward.as_ref()) {
                let _ = f.send(batch.clone());
            }
            Some(batch)
        }
        Ok(Message::Done(done)) => {
            *parts = Some(done);
            if let Some(h) = helper {
                drop(h.forward.take());
            }
            None
        }
        Err(_) => {
            board.stop.store(true, Ordering::Relaxed);
            panic!("the search thread stopped");
        }
    }
}

/// The search thread: each position received is searched, its finished
/// components sent in batches, then its parts. Returns when either
/// channel closes.
fn search<R: Ruleset>(
    rules: R,
    positions: &Receiver<R::Position>,
    out: &SyncSender<Message>,
    lead: &Lead,
) {
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
                let ahead = lead.sending();
                if out
                    .send(Message::Records(batch, search.progress()))
                    .is_err()
                {
                    return;
                }
                if ahead {
                    lead.wait();
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
