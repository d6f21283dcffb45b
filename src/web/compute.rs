//! `use_job`: runs a [`JobRequest`] in the compute worker and tracks its status.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;
use yew_agent::worker::WorkerBridge;
use yew_agent::Spawnable;

use super::worker::{ComputeWorker, FromWorker, ToWorker};
use crate::jobs::{JobRequest, JobResult};

#[derive(Clone, Debug, PartialEq)]
pub enum JobStatus {
    Idle,
    Running {
        done: u64,
        total: u64,
    },
    /// The result and the worker's compute time in milliseconds.
    Done(Rc<JobResult>, f64),
    Failed(String),
    Cancelled,
}

#[derive(Clone, PartialEq)]
pub struct JobHandle {
    pub status: JobStatus,
    pub cancel: Callback<()>,
    pub rerun: Callback<()>,
}

struct Shared {
    bridge: Option<WorkerBridge<ComputeWorker>>,
    current: u64,
}

/// Starts `request` whenever it changes; the newest request wins.
#[hook]
pub fn use_job(request: Option<JobRequest>) -> JobHandle {
    let status = use_state(|| JobStatus::Idle);
    let shared = use_mut_ref(|| Shared {
        bridge: None,
        current: 0,
    });
    let run = {
        let status = status.setter();
        let shared = shared.clone();
        Rc::new(move |request: JobRequest| start(&shared, status.clone(), request))
    };
    {
        let run = run.clone();
        let status = status.setter();
        use_effect_with(request.clone(), move |req| {
            match req {
                Some(r) => run(r.clone()),
                None => status.set(JobStatus::Idle),
            }
            || ()
        });
    }
    let cancel = {
        let shared = shared.clone();
        let status = status.setter();
        Callback::from(move |_| {
            let mut s = shared.borrow_mut();
            if let Some(b) = &s.bridge {
                b.send(ToWorker::Cancel { id: s.current });
            }
            // Progress already posted by the cancelled job must not revive it.
            s.current += 1;
            status.set(JobStatus::Cancelled);
        })
    };
    let rerun = Callback::from(move |_| {
        if let Some(r) = request.clone() {
            run(r);
        }
    });
    JobHandle {
        status: (*status).clone(),
        cancel,
        rerun,
    }
}

fn start(shared: &Rc<RefCell<Shared>>, status: UseStateSetter<JobStatus>, request: JobRequest) {
    let mut s = shared.borrow_mut();
    s.current += 1;
    let id = s.current;
    if s.bridge.is_none() {
        let weak = Rc::downgrade(shared);
        let status = status.clone();
        let bridge = ComputeWorker::spawner()
            .callback(move |out: FromWorker| {
                let Some(shared) = weak.upgrade() else { return };
                let current = shared.borrow().current;
                match out {
                    FromWorker::Progress { id, done, total } if id == current => {
                        status.set(JobStatus::Running { done, total })
                    }
                    FromWorker::Done { id, result, millis } if id == current => {
                        status.set(JobStatus::Done(Rc::new(result), millis))
                    }
                    FromWorker::Failed { id, message } if id == current => {
                        status.set(JobStatus::Failed(message))
                    }
                    _ => {}
                }
            })
            .spawn("worker.js");
        s.bridge = Some(bridge);
    }
    if let Some(b) = &s.bridge {
        b.send(ToWorker::Run { id, request });
    }
    status.set(JobStatus::Running { done: 0, total: 0 });
}

impl JobHandle {
    /// Progress bar with Cancel, the cancelled note with *Run again*, or the
    /// error; `None` once the result is there. `ids` gives the main table's
    /// controls their element ids.
    pub fn status_html(&self, ids: bool) -> Option<Html> {
        let id = |name: &'static str| ids.then_some(name);
        match &self.status {
            JobStatus::Idle | JobStatus::Done(..) => None,
            JobStatus::Running { done, total } => {
                let pct = (done * 100).checked_div(*total).unwrap_or(0);
                Some(html! {
                    <div id={id("progress")} class="progress">
                        <progress max="100" value={pct.to_string()} />
                        <span>{ format!(" Computing… {pct}%") }</span>
                        <button id={id("cancel")} onclick={self.cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
                    </div>
                })
            }
            JobStatus::Cancelled => Some(html! {
                <div class="cancelled">
                    { "Cancelled. " }
                    <button id={id("rerun")} onclick={self.rerun.reform(|_: MouseEvent| ())}>{ "Run again" }</button>
                </div>
            }),
            JobStatus::Failed(m) => Some(html! { <div class="error" role="alert">{ m }</div> }),
        }
    }
}
