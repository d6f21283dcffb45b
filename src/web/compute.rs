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
    Running { done: u64, total: u64 },
    Done(Rc<JobResult>),
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
                    FromWorker::Done { id, result } if id == current => {
                        status.set(JobStatus::Done(Rc::new(result)))
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
