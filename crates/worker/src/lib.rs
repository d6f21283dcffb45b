//! The compute worker (wasm32 only): runs the application's jobs
//! (`pebbles_app::jobs`) in ~30 ms slices, reporting progress after each and
//! yielding to its event loop so that a newer request or Cancel is seen.
//! Messages both ways are bincode bytes in a `Uint8Array`.
//!
//! The page talks to the worker through a plain `web_sys::Worker` (see
//! `pebbles_web::compute`) rather than yew-agent's bridge: the supervisor
//! needs the worker's `error` event (a wasm trap, e.g. out of memory) and
//! `terminate()` (Cancel must stop a busy worker), and the bridge hides both.
//!
//! A crate of its own, below the Yew front end: the page's module runs it
//! (`pebbles_web::start_app` in a worker) and so does the script worker
//! (`crates/page`'s bin `script_worker`, after installing the script
//! engines: `pebbles_app::jobs::install_script_engines`).
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Uint8Array;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use pebbles_app::jobs::{JobError, JobNote, JobRequest, JobResult, RunningJob};

const SLICE_MS: f64 = 30.0;
const UNITS_PER_STEP: u32 = 4096;

#[derive(Serialize, Deserialize)]
pub enum ToWorker {
    Run { id: u64, request: JobRequest },
    Cancel { id: u64 },
}

#[derive(Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has loaded and listens; messages sent earlier were lost.
    Ready,
    Progress {
        id: u64,
        done: u64,
        total: u64,
        note: Option<JobNote>,
    },
    Done {
        id: u64,
        result: JobResult,
        millis: f64,
    },
    /// The job was refused or stopped: the page decides by the variant
    /// (a work limit is [`JobError::Limit`]).
    Failed { id: u64, error: JobError },
}

/// `msg` as bincode bytes.
pub fn encode<T: Serialize>(msg: &T) -> Option<Uint8Array> {
    let bytes = bincode::serde::encode_to_vec(msg, bincode::config::standard()).ok()?;
    Some(Uint8Array::from(bytes.as_slice()))
}

/// A message from bincode bytes; `None` for anything else.
pub fn decode<T: DeserializeOwned>(data: &JsValue) -> Option<T> {
    let bytes = data.dyn_ref::<Uint8Array>()?.to_vec();
    bincode::serde::decode_from_slice(&bytes, bincode::config::standard())
        .ok()
        .map(|(msg, _)| msg)
}

fn post(msg: &FromWorker) {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Some(bytes) = encode(msg) {
        let _ = scope.post_message(&bytes);
    }
}

#[derive(Default)]
struct State {
    job: Option<(u64, RunningJob)>,
    /// When the current job started (ms since the epoch).
    started: f64,
}

type Shared = Rc<RefCell<State>>;

/// Runs the next slice of job `id` after the worker's pending messages.
fn schedule(state: &Shared, id: u64) {
    let state = state.clone();
    gloo_timers::callback::Timeout::new(0, move || slice(&state, id)).forget();
}

/// Steps `job` for about `ms` milliseconds; true once it is finished.
pub fn step_for(job: &mut RunningJob, ms: f64) -> bool {
    let start = js_sys::Date::now();
    let mut finished = false;
    while !finished && js_sys::Date::now() - start < ms {
        finished = job.step(UNITS_PER_STEP);
    }
    finished
}

fn slice(state: &Shared, id: u64) {
    let mut s = state.borrow_mut();
    let Some((job_id, job)) = s.job.as_mut() else {
        return;
    };
    if *job_id != id {
        return;
    }
    if !step_for(job, SLICE_MS) {
        let (done, total) = job.progress();
        let note = job.note();
        post(&FromWorker::Progress {
            id,
            done,
            total,
            note,
        });
        drop(s);
        schedule(state, id);
    } else if let Some((id, job)) = s.job.take() {
        let millis = js_sys::Date::now() - s.started;
        match job.finish().into_outcome() {
            Err(error) => post(&FromWorker::Failed { id, error }),
            Ok(result) => post(&FromWorker::Done { id, result, millis }),
        }
    }
}

fn received(state: &Shared, msg: ToWorker) {
    match msg {
        ToWorker::Run { id, request } => match RunningJob::start(request) {
            Ok(job) => {
                *state.borrow_mut() = State {
                    job: Some((id, job)),
                    started: js_sys::Date::now(),
                };
                schedule(state, id);
            }
            Err(error) => {
                state.borrow_mut().job = None;
                post(&FromWorker::Failed { id, error });
            }
        },
        ToWorker::Cancel { id } => {
            let mut s = state.borrow_mut();
            if matches!(s.job, Some((j, _)) if j == id) {
                s.job = None;
            }
        }
    }
}

/// The worker's entry point (the app's `main`, run in a worker): listens,
/// then says it is ready.
pub fn start_worker() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let state = Shared::default();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
        if let Some(msg) = decode::<ToWorker>(&e.data()) {
            received(&state, msg);
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&FromWorker::Ready);
}
