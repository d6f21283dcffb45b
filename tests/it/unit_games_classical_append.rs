//! Unit tests of the storage threads share (`classical/append.rs`): each
//! checked against a plain `Vec` written with the same appends, alone and
//! with a reader on another thread while one appends.

// crates/games/src/classical/append.rs
mod append {
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;

    use pebbles::games::classical::append::{AppendVec, Reader, Slab};
    use proptest::prelude::*;

    /// An append to a slab: one element, a run, or room made.
    #[derive(Clone, Debug)]
    enum Op {
        Push(u32),
        Extend(Vec<u32>),
        Reserve(usize),
        /// A second slab of the same storage appends (then is dropped).
        Shared(Vec<u32>),
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            4 => any::<u32>().prop_map(Op::Push),
            3 => prop::collection::vec(any::<u32>(), 0..40).prop_map(Op::Extend),
            1 => (0usize..3000).prop_map(Op::Reserve),
            1 => prop::collection::vec(any::<u32>(), 0..40).prop_map(Op::Shared),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Whatever the appends, a slab reads back what a `Vec` holds:
        /// each element, each run appended at once as a slice, the length.
        #[test]
        fn a_slab_reads_back_what_a_vec_holds(ops in prop::collection::vec(op(), 0..60)) {
            let mut slab: Slab<u32> = Slab::default();
            let mut oracle: Vec<u32> = Vec::new();
            let mut runs = Vec::new();
            for op in ops {
                match op {
                    Op::Push(x) => {
                        prop_assert_eq!(slab.push(x), oracle.len());
                        oracle.push(x);
                    }
                    Op::Extend(xs) | Op::Shared(xs) if xs.is_empty() => {
                        prop_assert_eq!(slab.extend(&xs), oracle.len());
                    }
                    Op::Extend(xs) => {
                        let at = slab.extend(&xs);
                        prop_assert_eq!(at, oracle.len());
                        runs.push((at, xs.len()));
                        oracle.extend_from_slice(&xs);
                    }
                    Op::Reserve(n) => slab.reserve(n),
                    Op::Shared(xs) => {
                        let other = slab.share();
                        let at = other.extend(&xs);
                        prop_assert_eq!(at, oracle.len());
                        runs.push((at, xs.len()));
                        oracle.extend_from_slice(&xs);
                        // The first slab sees the other's appends.
                        prop_assert_eq!(slab.slice(at, at + xs.len()), &xs[..]);
                    }
                }
                slab.reclaim();
                prop_assert_eq!(slab.len(), oracle.len());
            }
            for (i, x) in oracle.iter().enumerate() {
                prop_assert_eq!(slab.get(i), x);
            }
            for (at, n) in runs {
                prop_assert_eq!(slab.slice(at, at + n), &oracle[at..at + n]);
            }
            prop_assert_eq!(slab.slice(0, oracle.len()), &oracle[..]);
        }

        /// An append-only vector holds what a `Vec` holds, pushed one at a
        /// time or in batches, across its chunks' boundaries.
        #[test]
        fn an_append_vec_holds_what_a_vec_holds(
            runs in prop::collection::vec(prop::collection::vec(any::<u16>(), 0..700), 0..12),
        ) {
            let v: AppendVec<u16> = AppendVec::default();
            let mut oracle: Vec<u16> = Vec::new();
            for (k, r) in runs.iter().enumerate() {
                let at = if k % 2 == 0 {
                    let mut it = r.iter();
                    v.push_many(r.len(), || *it.next().expect("a value"))
                } else {
                    let at = v.len();
                    for &x in r {
                        v.push(x);
                    }
                    at
                };
                prop_assert_eq!(at, oracle.len());
                oracle.extend_from_slice(r);
                prop_assert_eq!(v.len(), oracle.len());
            }
            for (i, x) in oracle.iter().enumerate() {
                prop_assert_eq!(v.get(i), x);
            }
        }
    }

    /// A reader on another thread, reading while this one appends past
    /// every buffer size (each copy retired, not freed, while shared),
    /// sees each element as written: element `i` is `3i + 1`.
    #[test]
    fn a_slab_is_read_on_another_thread_while_it_grows() {
        let slab: Slab<u64> = Slab::default();
        let reader = slab.share();
        const N: u64 = 200_000;
        let seen = std::thread::scope(|s| {
            let t = s.spawn(move || {
                let (mut checked, mut sum) = (0usize, 0u64);
                while checked < N as usize {
                    let len = reader.len();
                    for i in checked..len {
                        assert_eq!(*reader.get(i), 3 * i as u64 + 1, "element {i}");
                        sum += 1;
                    }
                    if len > checked {
                        let run = reader.slice(checked, len);
                        assert_eq!(run.len(), len - checked);
                    }
                    checked = len;
                }
                sum
            });
            let mut i = 0;
            while i < N {
                let run: Vec<u64> = (i..(i + 7).min(N)).map(|k| 3 * k + 1).collect();
                slab.extend(&run);
                i += run.len() as u64;
            }
            t.join().expect("the reader")
        });
        assert_eq!(seen, N);
        let mut slab = slab;
        slab.reclaim();
        assert_eq!(*slab.get(N as usize - 1), 3 * (N - 1) + 1);
    }

    /// Handles stored in an append-only vector of atomics by one thread
    /// are seen by another's reader, batches published at once.
    #[test]
    fn atomics_pushed_in_batches_are_seen_by_a_reader() {
        let v: Arc<AppendVec<AtomicU32>> = Arc::default();
        let reader = Reader::new(Arc::clone(&v));
        let shared = Arc::clone(&v);
        std::thread::scope(|s| {
            s.spawn(|| {
                for b in 0..300u32 {
                    let first = v.push_many(100, || AtomicU32::new(u32::MAX));
                    for k in 0..100 {
                        v.get(first + k)
                            .store(b * 100 + k as u32, Ordering::Release);
                    }
                }
            });
            s.spawn(move || {
                let mut i = 0;
                while i < 30_000 {
                    if i < shared.len() {
                        let x = reader.get(i).load(Ordering::Acquire);
                        if x == u32::MAX {
                            continue;
                        }
                        assert_eq!(x, i as u32, "element {i}");
                        i += 1;
                    }
                }
            });
        });
        assert_eq!(v.len(), 30_000);
    }
}
