//! The compute worker: runs [`crate::jobs`] in ~30 ms slices, reporting progress
//! after each and yielding to its event loop so a Cancel message is seen.

use serde::{Deserialize, Serialize};
use yew_agent::worker::{HandlerId, Worker, WorkerScope};

use crate::jobs::{JobRequest, JobResult, RunningJob};

const SLICE_MS: f64 = 30.0;
const UNITS_PER_STEP: u32 = 4096;

#[derive(Serialize, Deserialize)]
pub enum ToWorker {
    Run { id: u64, request: JobRequest },
    Cancel { id: u64 },
}

#[derive(Serialize, Deserialize)]
pub enum FromWorker {
    Progress {
        id: u64,
        done: u64,
        total: u64,
    },
    Done {
        id: u64,
        result: JobResult,
        millis: f64,
    },
    Failed {
        id: u64,
        message: String,
    },
}

pub struct ComputeWorker {
    job: Option<(u64, HandlerId, RunningJob)>,
    /// When the current job started (ms since the epoch).
    started: f64,
}

fn schedule(scope: &WorkerScope<ComputeWorker>, id: u64) {
    scope.send_future(async move {
        gloo::timers::future::TimeoutFuture::new(0).await;
        id
    });
}

impl Worker for ComputeWorker {
    /// The id of the job whose next slice is due.
    type Message = u64;
    type Input = ToWorker;
    type Output = FromWorker;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        ComputeWorker {
            job: None,
            started: 0.0,
        }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, id: u64) {
        let Some((job_id, who, job)) = self.job.as_mut() else {
            return;
        };
        if *job_id != id {
            return;
        }
        let start = js_sys::Date::now();
        let mut finished = false;
        while !finished && js_sys::Date::now() - start < SLICE_MS {
            finished = job.step(UNITS_PER_STEP);
        }
        if finished {
            if let Some((id, who, job)) = self.job.take() {
                let result = job.finish();
                let millis = js_sys::Date::now() - self.started;
                scope.respond(who, FromWorker::Done { id, result, millis });
            }
        } else {
            let (done, total) = job.progress();
            scope.respond(*who, FromWorker::Progress { id, done, total });
            schedule(scope, id);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, msg: ToWorker, who: HandlerId) {
        match msg {
            ToWorker::Run { id, request } => match RunningJob::start(request) {
                Ok(job) => {
                    self.job = Some((id, who, job));
                    self.started = js_sys::Date::now();
                    schedule(scope, id);
                }
                Err(message) => {
                    self.job = None;
                    scope.respond(who, FromWorker::Failed { id, message });
                }
            },
            ToWorker::Cancel { id } => {
                if matches!(self.job, Some((j, _, _)) if j == id) {
                    self.job = None;
                }
            }
        }
    }
}
