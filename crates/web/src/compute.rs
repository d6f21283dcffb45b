//! `use_job`: runs a [`JobRequest`] in a compute worker and tracks its
//! status. Each hook supervises its own worker: a worker that fails (its
//! `error` event: a wasm trap such as out of memory) or stays silent for
//! [`STALL_MS`] with a job is terminated, the page says what it was computing,
//! and the next request starts a fresh worker. Cancel terminates the worker.
//! A worker left idle (its page closed, or switched away from) waits in a
//! small pool for the next page, so switching pages starts no new worker.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::{Interval, Timeout};
use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::prelude::*;

use super::dom;
use super::worker::{decode, encode, FromWorker, ToWorker};
use crate::jobs::{JobFailure, JobNote, JobRequest, JobResult, RunningJob};

#[derive(Clone, Debug)]
pub enum JobStatus {
    Idle,
    Running {
        done: u64,
        total: u64,
        /// What the run has found so far (an octal run's candidate period).
        note: Option<JobNote>,
    },
    /// The result and the worker's compute time in milliseconds.
    Done(Rc<JobResult>, f64),
    /// The job's own error, or why the supervisor gave up on its worker.
    Failed(JobFailure),
    Cancelled,
}

#[derive(Clone)]
pub struct JobHandle {
    pub status: JobStatus,
    /// The latest finished result, kept while a newer request runs (or was
    /// cancelled) so that the page does not shrink and jump meanwhile.
    pub last: Option<(Rc<JobResult>, f64)>,
    pub cancel: Callback<()>,
    pub rerun: Callback<()>,
}

/// Results compare by identity: a result is never changed once received,
/// and comparing a large table value by value on every render is slow.
impl PartialEq for JobStatus {
    fn eq(&self, other: &Self) -> bool {
        use JobStatus::*;
        match (self, other) {
            (Done(a, x), Done(b, y)) => Rc::ptr_eq(a, b) && x == y,
            (
                Running {
                    done: a,
                    total: x,
                    note: m,
                },
                Running {
                    done: b,
                    total: y,
                    note: n,
                },
            ) => a == b && x == y && m == n,
            (Failed(a), Failed(b)) => a == b,
            (Idle, Idle) | (Cancelled, Cancelled) => true,
            _ => false,
        }
    }
}

impl PartialEq for JobHandle {
    fn eq(&self, other: &Self) -> bool {
        let same_last = match (&self.last, &other.last) {
            (Some((a, x)), Some((b, y))) => Rc::ptr_eq(a, b) && x == y,
            (a, b) => a.is_none() && b.is_none(),
        };
        self.status == other.status
            && same_last
            && self.cancel == other.cancel
            && self.rerun == other.rerun
    }
}

/// Longest silence of a worker with a job before the supervisor gives up on
/// it (jobs report progress every ~30 ms, and no single step may take long).
const STALL_SECONDS: u32 = 15;
const STALL_MS: f64 = STALL_SECONDS as f64 * 1000.0;

/// Longest wait for a new worker's first word: starting one (fetching its
/// script, instantiating the module) is not a stall, and on a loaded
/// machine it can take longer than [`STALL_SECONDS`].
const START_SECONDS: u32 = 60;
const START_MS: f64 = START_SECONDS as f64 * 1000.0;

/// A running worker; dropping it puts it in the pool of idle workers if it
/// is ready and idle (`reusable`), and terminates it otherwise.
struct Conn {
    worker: Worker,
    /// A script worker (see [`JobRequest::needs_script`]).
    script: bool,
    /// The worker has said [`FromWorker::Ready`]; until then messages wait.
    ready: bool,
    /// No job of it is running or was given up on.
    reusable: bool,
    queue: Vec<Uint8Array>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

/// A result message longer than this (bytes) is drawn in the task after the
/// one that decoded it.
const LARGE_MESSAGE: u32 = 256 * 1024;

/// Most idle workers kept for later pages.
const MAX_IDLE: usize = 2;

thread_local! {
    /// Idle workers, each marked whether it is a script worker.
    static IDLE: RefCell<Vec<(bool, Worker)>> = const { RefCell::new(Vec::new()) };
}

impl Drop for Conn {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        let worker = self.worker.clone();
        let kept = self.ready
            && self.reusable
            && IDLE.with(|idle| {
                let mut idle = idle.borrow_mut();
                let room = idle.len() < MAX_IDLE;
                if room {
                    idle.push((self.script, worker));
                }
                room
            });
        if !kept {
            self.worker.terminate();
        }
    }
}

/// Terminates a connection's worker and drops the connection after the
/// current event: its closures may be the ones running now, and a closure
/// must not be freed while it runs.
fn retire(conn: Option<Conn>) {
    if let Some(mut c) = conn {
        c.reusable = false;
        c.worker.terminate();
        gloo::timers::callback::Timeout::new(0, move || drop(c)).forget();
    }
}

impl Conn {
    fn send(&mut self, msg: &ToWorker) {
        let Some(bytes) = encode(msg) else { return };
        if self.ready {
            let _ = self.worker.post_message(&bytes);
        } else {
            self.queue.push(bytes);
        }
    }
}

/// One `use_job`'s worker and the job it waits for.
struct Shared {
    conn: Option<Conn>,
    current: u64,
    /// The job in progress, for the message if its worker dies.
    running: Option<JobRequest>,
    /// When the worker last spoke (ms since the epoch).
    heard: f64,
    status: UseStateSetter<JobStatus>,
    _watchdog: Option<Interval>,
}

impl Drop for Shared {
    /// The page is gone: a worker still computing for it is not reused.
    fn drop(&mut self) {
        if let (Some(c), Some(_)) = (self.conn.as_mut(), &self.running) {
            c.reusable = false;
        }
    }
}

impl Shared {
    /// Terminates the worker and reports why (`why` is given what the job
    /// was computing).
    fn worker_lost(&mut self, why: impl FnOnce(String) -> JobFailure) {
        retire(self.conn.take());
        if let Some(request) = self.running.take() {
            self.current += 1;
            self.status.set(JobStatus::Failed(why(request.describe())));
        }
    }

    fn heard_from(&mut self, out: FromWorker) {
        self.heard = js_sys::Date::now();
        let current = self.current;
        match out {
            FromWorker::Ready => {
                if let Some(c) = self.conn.as_mut() {
                    c.ready = true;
                    for bytes in c.queue.drain(..) {
                        let _ = c.worker.post_message(&bytes);
                    }
                }
            }
            FromWorker::Progress {
                id,
                done,
                total,
                note,
            } if id == current => self.status.set(JobStatus::Running { done, total, note }),
            FromWorker::Done { id, result, millis } if id == current => {
                self.running = None;
                self.status.set(JobStatus::Done(Rc::new(result), millis))
            }
            FromWorker::Failed { id, error } if id == current => {
                self.running = None;
                self.status.set(JobStatus::Failed(error.into()))
            }
            _ => {}
        }
    }
}

/// An idle worker of the kind asked for (a script worker or not) from the
/// pool, or a new one; its messages and errors go to `shared`.
fn spawn(shared: &Rc<RefCell<Shared>>, script: bool) -> Option<Conn> {
    let pooled = IDLE.with(|idle| {
        let mut idle = idle.borrow_mut();
        let k = idle.iter().rposition(|(s, _)| *s == script)?;
        Some(idle.remove(k).1)
    });
    let (worker, ready) = match pooled {
        Some(w) => (w, true),
        None if script => (start_script_worker()?, false),
        None => (start_worker()?, false),
    };
    let weak = Rc::downgrade(shared);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        let data = e.data();
        let Some(out) = decode::<FromWorker>(&data) else {
            return;
        };
        let large = data.dyn_ref::<Uint8Array>().map_or(0, Uint8Array::length) > LARGE_MESSAGE;
        if large && matches!(out, FromWorker::Done { .. }) {
            // Decoding a large result was one task; drawing it is the next,
            // so that neither blocks the page for long.
            let weak = weak.clone();
            Timeout::new(0, move || {
                if let Some(shared) = weak.upgrade() {
                    shared.borrow_mut().heard_from(out);
                }
            })
            .forget();
        } else if let Some(shared) = weak.upgrade() {
            shared.borrow_mut().heard_from(out);
        }
    });
    let weak = Rc::downgrade(shared);
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |e: ErrorEvent| {
        e.prevent_default();
        if let Some(shared) = weak.upgrade() {
            let message = e.message();
            shared
                .borrow_mut()
                .worker_lost(|job| JobFailure::WorkerTrapped { message, job });
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(Conn {
        worker,
        script,
        ready,
        reusable: true,
        queue: Vec::new(),
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// A new worker (a module worker running the page's own wasm), sent the
/// page's compiled module to start with.
fn start_worker() -> Option<Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = Worker::new_with_options(&dom::worker_loader_url()?, &options).ok()?;
    worker.post_message(&wasm_bindgen::module()).ok()?;
    Some(worker)
}

/// A new script worker: a module of its own (the page's has no script
/// engine), downloaded the first time a page runs a script.
fn start_script_worker() -> Option<Worker> {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    Worker::new_with_options(&dom::script_worker_url()?, &options).ok()
}

/// Every second: a worker silent for [`STALL_MS`] with a job is given up
/// (one still starting, for [`START_MS`]).
fn watchdog(shared: &Rc<RefCell<Shared>>) -> Interval {
    let weak = Rc::downgrade(shared);
    Interval::new(1000, move || {
        let Some(shared) = weak.upgrade() else { return };
        let mut s = shared.borrow_mut();
        let starting = s.conn.as_ref().is_some_and(|c| !c.ready);
        let (limit, seconds) = if starting {
            (START_MS, START_SECONDS)
        } else {
            (STALL_MS, STALL_SECONDS)
        };
        if s.running.is_some() && js_sys::Date::now() - s.heard > limit {
            s.worker_lost(|job| JobFailure::WorkerSilent { seconds, job });
        }
    })
}

/// Starts `request` whenever it changes; the newest request wins.
#[hook]
pub fn use_job(request: Option<JobRequest>) -> JobHandle {
    // A quick first request is answered in the first render (no render
    // without the result, no worker started for it).
    let answered = use_mut_ref(|| None::<JobRequest>);
    let status = {
        let (request, answered) = (request.clone(), answered.clone());
        use_state(
            move || match request.as_ref().and_then(|r| quick_result(None, r)) {
                Some((result, millis)) => {
                    *answered.borrow_mut() = request;
                    JobStatus::Done(Rc::new(result), millis)
                }
                None => JobStatus::Idle,
            },
        )
    };
    let shared = {
        let status = status.setter();
        use_mut_ref(move || Shared {
            conn: None,
            current: 0,
            running: None,
            heard: 0.0,
            status,
            _watchdog: None,
        })
    };
    let run = {
        let shared = shared.clone();
        Rc::new(move |request: JobRequest| start(&shared, request))
    };
    {
        let run = run.clone();
        let status = status.setter();
        use_effect_with(request.clone(), move |req| {
            let answered = answered.borrow_mut().take();
            match req {
                Some(r) if answered.as_ref() == Some(r) => {}
                Some(r) => run(r.clone()),
                None => status.set(JobStatus::Idle),
            }
            || ()
        });
    }
    let cancel = {
        let shared = shared.clone();
        Callback::from(move |_| {
            let mut s = shared.borrow_mut();
            // Terminating stops even a job in the middle of a long step;
            // the next request starts a fresh worker.
            retire(s.conn.take());
            s.running = None;
            s.current += 1;
            s.status.set(JobStatus::Cancelled);
        })
    };
    let rerun = Callback::from(move |_| {
        if let Some(r) = request.clone() {
            run(r);
        }
    });
    let last = use_mut_ref(|| None);
    if let JobStatus::Done(r, millis) = &*status {
        *last.borrow_mut() = Some((r.clone(), *millis));
    }
    let last = last.borrow().clone();
    JobHandle {
        status: (*status).clone(),
        last,
        cancel,
        rerun,
    }
}

/// Most time a [`JobRequest::quick`] job may take on the page; past it the
/// job goes to a worker as usual. Short of a long task (50 ms), and shorter
/// than starting a worker takes (100–200 ms).
const QUICK_MS: f64 = 40.0;

/// The result of a small job computed here and now when no worker is ready,
/// sparing the wait for one to start (so a page's first table arrives sooner);
/// `None` when a worker is ready, or the job is not [`JobRequest::quick`],
/// fails, or overruns [`QUICK_MS`].
fn quick_result(conn: Option<&Conn>, request: &JobRequest) -> Option<(JobResult, f64)> {
    let worker_ready = conn.is_some_and(|c| c.ready && !c.script)
        || IDLE.with(|idle| idle.borrow().iter().any(|(script, _)| !script));
    if worker_ready || !request.quick() {
        return None;
    }
    let t0 = js_sys::Date::now();
    let mut job = RunningJob::start(request.clone()).ok()?;
    if !super::worker::step_for(&mut job, QUICK_MS) {
        return None;
    }
    let result = job.finish().into_outcome().ok()?;
    Some((result, js_sys::Date::now() - t0))
}

fn start(shared: &Rc<RefCell<Shared>>, request: JobRequest) {
    let quick = quick_result(shared.borrow().conn.as_ref(), &request);
    if let Some((result, millis)) = quick {
        let mut s = shared.borrow_mut();
        // A worker still computing an older request drops it.
        let id = s.current;
        if s.running.take().is_some() {
            if let Some(c) = s.conn.as_mut() {
                c.send(&ToWorker::Cancel { id });
            }
        }
        s.current += 1;
        s.status.set(JobStatus::Done(Rc::new(result), millis));
        return;
    }
    let script = request.needs_script();
    {
        // A worker of the other kind is let go (to the pool if it is idle).
        let mut s = shared.borrow_mut();
        if s.conn.as_ref().is_some_and(|c| c.script != script) {
            let conn = s.conn.take();
            if s.running.take().is_some() {
                retire(conn);
            } else {
                drop(conn);
            }
        }
    }
    if shared.borrow().conn.is_none() {
        let conn = spawn(shared, script);
        let mut s = shared.borrow_mut();
        s.conn = conn;
        if s._watchdog.is_none() {
            s._watchdog = Some(watchdog(shared));
        }
    }
    let mut s = shared.borrow_mut();
    s.current += 1;
    let id = s.current;
    s.heard = js_sys::Date::now();
    s.running = Some(request.clone());
    match s.conn.as_mut() {
        Some(c) => {
            c.send(&ToWorker::Run { id, request });
            s.status.set(JobStatus::Running {
                done: 0,
                total: 0,
                note: None,
            });
        }
        None => {
            s.running = None;
            s.status.set(JobStatus::Failed(JobFailure::NoWorker));
        }
    }
}

impl JobHandle {
    /// The status line (progress, cancelled, error) above the result drawn
    /// by `render`: the fresh one, or while a newer request runs or after
    /// Cancel the previous one, dimmed and marked busy (class `stale`).
    pub fn view(&self, ids: bool, render: impl FnOnce(&Rc<JobResult>, f64) -> Html) -> Html {
        let status = self.status_html(ids);
        let (shown, stale) = match &self.status {
            JobStatus::Done(r, millis) => (Some((r.clone(), *millis)), false),
            JobStatus::Running { .. } | JobStatus::Cancelled => (self.last.clone(), true),
            JobStatus::Idle | JobStatus::Failed(_) => (None, false),
        };
        html! {
            <>
                { for status }
                if let Some((r, millis)) = shown {
                    <div class={classes!("result-body", stale.then_some("stale"))}
                         aria-busy={stale.then_some("true")}>
                        { render(&r, millis) }
                    </div>
                }
            </>
        }
    }

    /// [`Self::view`] for a page that expects one kind of result, taken out
    /// by `pick` (a `JobResult::as_…` accessor); `render` also gets the
    /// shared result, to hand down without a copy. A result of another kind
    /// (a bug: a page's worker answers only its own requests) says so.
    pub fn view_of<T: ?Sized>(
        &self,
        ids: bool,
        pick: fn(&JobResult) -> Option<&T>,
        render: impl FnOnce(&Rc<JobResult>, &T, f64) -> Html,
    ) -> Html {
        self.view(ids, |r, millis| match pick(r) {
            Some(t) => render(r, t, millis),
            None => unexpected_result(),
        })
    }

    /// Progress bar with Cancel, the cancelled note with *Run again*, or the
    /// error; `None` once the result is there. `ids` gives the main table's
    /// controls their element ids.
    pub fn status_html(&self, ids: bool) -> Option<Html> {
        let id = |name: &'static str| ids.then_some(name);
        match &self.status {
            JobStatus::Idle | JobStatus::Done(..) => None,
            JobStatus::Running { done, total, note } => {
                // No total yet (a job computed in one go, or before its
                // first report): an indeterminate bar, not a stuck 0 %.
                let bar = match (done * 100).checked_div(*total) {
                    Some(pct) => html! {
                        <>
                            <progress max="100" value={pct.to_string()} />
                            <span>{ format!(" Computing… {pct}%") }</span>
                        </>
                    },
                    None => html! {
                        <>
                            <progress max="100" />
                            <span>{ " Computing…" }</span>
                        </>
                    },
                };
                Some(html! {
                    <div id={id("progress")} class="progress" role="status">
                        { bar }
                        if let Some(note) = note {
                            <span class="progress-note">{ note.to_string() }</span>
                        }
                        <button id={id("cancel")} onclick={self.cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                    </div>
                })
            }
            JobStatus::Cancelled => Some(html! {
                <div class="cancelled" role="status">
                    { "Cancelled. " }
                    <button id={id("rerun")} onclick={self.rerun.reform(|_: MouseEvent| ())}>{ "Run again" }</button>
                </div>
            }),
            JobStatus::Failed(f) => {
                // A work limit is marked by its type, with the glossary's words.
                let shown = crate::view_model::explain::failure_text(f);
                let class = classes!("error", shown.limit.is_some().then_some("limit"));
                Some(
                    html! { <div {class} role="alert" title={shown.limit}>{ shown.message }</div> },
                )
            }
        }
    }
}

/// What a page shows for a result of another kind than its request's,
/// instead of nothing.
pub fn unexpected_result() -> Html {
    html! {
        <div class="error" role="alert">
            { "The compute worker answered with a result for another view; reload the page." }
        </div>
    }
}
