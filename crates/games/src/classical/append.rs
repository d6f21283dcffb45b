//! Append-only storage that threads read while one thread appends: the
//! storage of a [`Universe`](super::Universe) that threads share
//! ([`Universe::fork`](super::Universe::fork)).
//!
//! - [`Slab`]: `Copy` elements in one buffer, as in a `Vec`, so that a
//!   read is an index (the records and options, read in the inner loops of
//!   the canonical forms). A full buffer is copied to one twice as large;
//!   the old one stays allocated while other threads may read it (until
//!   [`Slab::reclaim`] finds no other thread sharing it), and a universe
//!   about to be shared reserves room ([`Slab::reserve`]) so that this is
//!   rare.
//! - [`AppendVec`] and its thread's [`Reader`]: elements in chunks that
//!   never move, so elements may be atomics written after they are
//!   published (the cache of negatives, the pipeline's forms of
//!   components). Chunk `c` holds `2^(10 + c)` elements and is allocated
//!   when the first element reaches it.
//!
//! In both, an element is written once, before the length that covers it
//! is published (`Release`); a reader loads the length (`Acquire`) before
//! it reads, and reads only below it. Appends are one at a time: a second
//! appender at the same moment panics (the universe appends under its
//! index's lock, so none ever does).
//!
//! This is the one module of the solvers with `unsafe` code: the writes of
//! fresh elements, the reads of published ones and a processor's prefetch
//! hint ([`prefetch`]). Each block says why it is sound.

#![allow(unsafe_code)]

use std::cell::Cell;
use std::mem::MaybeUninit;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicUsize, Ordering};
use std::sync::Arc;

/// Brings the cache line of `x` towards the processor: a hint, with no
/// effect on what the program computes (nothing on targets without the
/// instruction).
#[inline]
pub fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch reads nothing the program sees and cannot fault;
    // SSE, which has it, is part of every x86-64 processor.
    unsafe {
        std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
            (x as *const T).cast::<i8>(),
        );
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// log2 of the first chunk's size.
const FIRST: u32 = 10;
/// Chunks: room for `2^10 · (2^24 − 1)` elements (`2^34`), more than the
/// universe's 32-bit handles and option indices need.
const CHUNKS: usize = 24;

/// An append-only vector readable by many threads while one appends.
pub struct AppendVec<T> {
    /// Elements published: every element below is written.
    len: AtomicUsize,
    /// Chunk `c` (`2^(10 + c)` elements, from `Box<[MaybeUninit<T>]>`), or
    /// null before its first element is appended.
    chunks: [AtomicPtr<T>; CHUNKS],
    /// An append is under way (appends never overlap; see the module docs).
    appending: AtomicBool,
}

// SAFETY: elements are only written before they are published and never
// after (module docs), so threads share `&T` of published elements only:
// that needs `T: Sync`; elements moved in from other threads need `T: Send`.
unsafe impl<T: Send + Sync> Sync for AppendVec<T> {}
// SAFETY: the vector owns its elements (the chunks' pointers are owned
// boxes): sending it sends them.
unsafe impl<T: Send> Send for AppendVec<T> {}

impl<T> Default for AppendVec<T> {
    fn default() -> Self {
        AppendVec {
            len: AtomicUsize::new(0),
            chunks: std::array::from_fn(|_| AtomicPtr::new(std::ptr::null_mut())),
            appending: AtomicBool::new(false),
        }
    }
}

/// The chunk and place of element `i`.
#[inline]
fn locate(i: usize) -> (usize, usize) {
    let j = i + (1 << FIRST);
    let c = (usize::BITS - 1 - j.leading_zeros() - FIRST) as usize;
    (c, j - (1 << (c as u32 + FIRST)))
}

/// Chunk `c`'s size in elements.
fn chunk_size(c: usize) -> usize {
    1 << (c as u32 + FIRST)
}

impl<T> AppendVec<T> {
    /// Elements published.
    #[inline]
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Acquire)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i`; panics past the published length.
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        assert!(i < self.len(), "element {i} is not appended yet");
        let (c, at) = locate(i);
        let chunk = self.chunks[c].load(Ordering::Relaxed);
        // SAFETY: `i` is below the length loaded with `Acquire`, stored with
        // `Release` after element `i`'s chunk was allocated (its pointer
        // stored) and the element written; `at` is inside the chunk; elements
        // are never written again, so a shared reference to it is sound.
        unsafe { &*chunk.add(at) }
    }

    /// Starts an append: panics if another is under way.
    fn begin(&self) -> usize {
        let free =
            self.appending
                .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed);
        assert!(free.is_ok(), "two appends at once");
        self.len.load(Ordering::Relaxed)
    }

    /// Ends an append, publishing the elements below `len`.
    fn end(&self, len: usize) {
        self.len.store(len, Ordering::Release);
        self.appending.store(false, Ordering::Release);
    }

    /// Writes element `i` (not yet published), allocating its chunk.
    fn write(&self, i: usize, value: T) {
        let (c, at) = locate(i);
        let mut chunk = self.chunks[c].load(Ordering::Relaxed);
        if chunk.is_null() {
            let fresh: Box<[MaybeUninit<T>]> = Box::new_uninit_slice(chunk_size(c));
            chunk = Box::into_raw(fresh).cast::<T>();
            // Published to readers by the length's `Release` store.
            self.chunks[c].store(chunk, Ordering::Relaxed);
        }
        // SAFETY: only the one appender (`begin`) writes, and only at or
        // past the published length, where no reader looks; `at` is inside
        // the chunk.
        unsafe { chunk.add(at).write(value) };
    }

    /// Appends an element; returns its index.
    pub fn push(&self, value: T) -> usize {
        let mut value = Some(value);
        self.push_many(1, || value.take().expect("one element"))
    }

    /// Appends `count` elements made by `make`, published at once;
    /// returns the index of the first.
    pub fn push_many(&self, count: usize, mut make: impl FnMut() -> T) -> usize {
        let n = self.begin();
        for k in 0..count {
            self.write(n + k, make());
        }
        self.end(n + count);
        n
    }
}

impl<T> Drop for AppendVec<T> {
    fn drop(&mut self) {
        let len = *self.len.get_mut();
        if std::mem::needs_drop::<T>() {
            for i in 0..len {
                let (c, at) = locate(i);
                // SAFETY: element `i` is below the length, so written, and
                // dropped once here (`&mut self`: no reader is left).
                unsafe { self.chunks[c].get_mut().add(at).drop_in_place() };
            }
        }
        for (c, chunk) in self.chunks.iter_mut().enumerate() {
            let chunk = *chunk.get_mut();
            if !chunk.is_null() {
                let slice = std::ptr::slice_from_raw_parts_mut(
                    chunk.cast::<MaybeUninit<T>>(),
                    chunk_size(c),
                );
                // SAFETY: the pointer came from `Box::into_raw` of a boxed
                // slice of this size (`write`) and is freed once, here; its
                // elements are `MaybeUninit`, so freeing drops none of them.
                drop(unsafe { Box::from_raw(slice) });
            }
        }
    }
}

/// A thread's reader of an [`AppendVec`] it shares: it keeps the length
/// and the chunks it has seen, so reading below that length touches no
/// shared word (the vector's length is loaded again only for an index past
/// it). Appends go through [`Reader::vec`].
pub struct Reader<T> {
    vec: Arc<AppendVec<T>>,
    /// A length loaded from `vec` (`Acquire`).
    len: Cell<usize>,
    /// `vec`'s chunk pointers as they were when `len` was loaded (boxed,
    /// so that a universe holding four readers stays small).
    chunks: Box<[Cell<*mut T>; CHUNKS]>,
}

// SAFETY: a reader holds its own copies of the vector's published length
// and chunk pointers, which stay valid while its `Arc` keeps the vector;
// sending it to another thread sends the `Arc` (sound for `T: Send + Sync`,
// as for `AppendVec`) and those copies.
unsafe impl<T: Send + Sync> Send for Reader<T> {}

impl<T> Default for Reader<T> {
    fn default() -> Self {
        Reader::new(Arc::default())
    }
}

impl<T> Reader<T> {
    pub fn new(vec: Arc<AppendVec<T>>) -> Reader<T> {
        Reader {
            vec,
            len: Cell::new(0),
            chunks: Box::new(std::array::from_fn(|_| Cell::new(std::ptr::null_mut()))),
        }
    }

    /// A reader of the same vector (for another thread).
    pub fn share(&self) -> Reader<T> {
        Reader::new(Arc::clone(&self.vec))
    }

    /// The vector, to append to.
    pub fn vec(&self) -> &AppendVec<T> {
        &self.vec
    }

    /// Loads the vector's length and chunks again; panics if `i` is still
    /// past it.
    #[cold]
    fn refresh(&self, i: usize) {
        let len = self.vec.len();
        assert!(i < len, "element {i} is not appended yet");
        self.len.set(len);
        for (mine, theirs) in self.chunks.iter().zip(self.vec.chunks.iter()) {
            mine.set(theirs.load(Ordering::Relaxed));
        }
    }

    /// Element `i`; panics past the vector's length.
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        if i >= self.len.get() {
            self.refresh(i);
        }
        let (c, at) = locate(i);
        // SAFETY: `i` is below `len`, loaded with `Acquire` from the vector
        // (`refresh`) after element `i` was written and its chunk pointer
        // stored (both before the vector's `Release` store of a length past
        // `i`); the chunk pointer is the one loaded then, and the vector
        // (kept alive by `self.vec`) never moves or rewrites an element.
        unsafe { &*self.chunks[c].get().add(at) }
    }

    /// Asks the processor for element `i`'s cache line, if this reader has
    /// seen it appended (a hint: nothing else).
    #[inline]
    pub fn prefetch(&self, i: usize) {
        if i < self.len.get() {
            prefetch(self.get(i));
        }
    }
}

/// The storage of a [`Slab`] that threads share: one buffer, replaced by
/// a copy twice its size when full. A replaced buffer is kept until the
/// slab is dropped, since another thread may still read through it.
struct SlabBuf<T> {
    /// The current buffer (`cap` places, the first `len` written).
    ptr: AtomicPtr<T>,
    cap: AtomicUsize,
    /// Elements published: every element below is written, in the buffer
    /// `ptr` held when it was stored and in every later one.
    len: AtomicUsize,
    /// An append is under way (appends never overlap; see [`Slab`]).
    appending: AtomicBool,
    /// Buffers replaced by larger copies, with their sizes.
    retired: std::sync::Mutex<Vec<(*mut T, usize)>>,
    /// `retired` is not empty.
    any_retired: AtomicBool,
}

impl<T> Drop for SlabBuf<T> {
    fn drop(&mut self) {
        let (ptr, cap) = (*self.ptr.get_mut(), *self.cap.get_mut());
        let retired = std::mem::take(self.retired.get_mut().unwrap_or_else(|e| e.into_inner()));
        for (p, c) in retired.into_iter().chain(std::iter::once((ptr, cap))) {
            // SAFETY: each buffer came from a `Vec<T>` of capacity `c`
            // (`Slab::grow`), is freed once, here, and its elements are
            // `Copy` (`Slab` requires it), so none needs dropping.
            drop(unsafe { Vec::from_raw_parts(p, 0, c) });
        }
    }
}

/// An append-only vector of `Copy` elements in one buffer, readable by
/// many threads while one appends: the records and options of a shared
/// [`Universe`](super::Universe). Each thread holds its own `Slab` of
/// the same storage ([`Slab::share`]), which keeps the buffer's address
/// and the length it has seen, so a read below that length is an index
/// into one buffer, as in a `Vec`. An append past the buffer's size
/// copies it to one twice as large; readers move to the copy when they
/// next read past their length, and the old buffer stays valid (elements
/// are never written after they are published).
pub struct Slab<T: Copy> {
    buf: Arc<SlabBuf<T>>,
    /// A buffer of `buf`, loaded after a length of at least `len`.
    ptr: Cell<*const T>,
    /// A length loaded from `buf` (`Acquire`), or this slab's own append.
    len: Cell<usize>,
}

// SAFETY: a slab holds the `Arc` of its storage and its own copies of a
// published length and a buffer's address, valid while the storage lives
// (buffers are freed only with it); elements are `Copy` and never written
// after they are published, so other threads may read them (`T: Sync`)
// and elements move between threads (`T: Send`).
unsafe impl<T: Copy + Send + Sync> Send for Slab<T> {}
// SAFETY: the storage's raw pointers are only buffers it owns (see
// `Slab`'s `Send`).
unsafe impl<T: Copy + Send + Sync> Send for SlabBuf<T> {}
// SAFETY: as for `Send`; the storage's words are atomic or behind a lock.
unsafe impl<T: Copy + Send + Sync> Sync for SlabBuf<T> {}

impl<T: Copy> Default for Slab<T> {
    fn default() -> Self {
        let buf = SlabBuf {
            ptr: AtomicPtr::new(std::ptr::NonNull::dangling().as_ptr()),
            cap: AtomicUsize::new(0),
            len: AtomicUsize::new(0),
            appending: AtomicBool::new(false),
            retired: std::sync::Mutex::new(Vec::new()),
            any_retired: AtomicBool::new(false),
        };
        Slab {
            ptr: Cell::new(buf.ptr.load(Ordering::Relaxed)),
            buf: Arc::new(buf),
            len: Cell::new(0),
        }
    }
}

impl<T: Copy> Slab<T> {
    /// A slab of the same storage (for another thread).
    pub fn share(&self) -> Slab<T> {
        Slab {
            buf: Arc::clone(&self.buf),
            ptr: Cell::new(self.ptr.get()),
            len: Cell::new(self.len.get()),
        }
    }

    /// Frees the buffers replaced by larger copies, once no other slab
    /// shares the storage (`&mut`: no element borrowed from this one is
    /// left either).
    #[inline]
    pub fn reclaim(&mut self) {
        if self.buf.any_retired.load(Ordering::Relaxed) {
            if let Some(b) = Arc::get_mut(&mut self.buf) {
                let retired = b.retired.get_mut().unwrap_or_else(|e| e.into_inner());
                for (p, c) in retired.drain(..) {
                    // SAFETY: as in `SlabBuf`'s `Drop`: no other slab
                    // holds the storage, and this one reads only through
                    // the current buffer from now on (below).
                    drop(unsafe { Vec::from_raw_parts(p, 0, c) });
                }
                *b.any_retired.get_mut() = false;
                // This slab may still hold a retired buffer's address.
                self.ptr.set(*b.ptr.get_mut());
                self.len.set(*b.len.get_mut());
            }
        }
    }

    /// Elements published.
    pub fn len(&self) -> usize {
        self.buf.len.load(Ordering::Acquire)
    }

    /// Makes room for `cap` elements in the buffer, while no other slab
    /// shares the storage (else, or when the system refuses, it does
    /// nothing: appends then copy the buffer as it fills). Room that is
    /// never written is address space only on systems that commit pages
    /// when they are first touched, as Linux does.
    pub fn reserve(&mut self, cap: usize) {
        let Some(b) = Arc::get_mut(&mut self.buf) else {
            return;
        };
        let (len, old) = (*b.len.get_mut(), *b.cap.get_mut());
        if cap <= old {
            return;
        }
        // SAFETY: the buffer came from a `Vec<T>` of capacity `old` (or is
        // the empty one, dangling with capacity 0) and holds `len` written
        // elements; no other slab shares it (`get_mut`) and this one is
        // borrowed mutably, so nothing reads it while it moves.
        let mut v = unsafe { Vec::from_raw_parts(*b.ptr.get_mut(), len, old) };
        let _ = v.try_reserve_exact(cap - len);
        let mut v = std::mem::ManuallyDrop::new(v);
        *b.ptr.get_mut() = v.as_mut_ptr();
        *b.cap.get_mut() = v.capacity();
        self.ptr.set(v.as_mut_ptr());
        self.len.set(len);
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Loads the published length and the buffer again; panics if `i` is
    /// still past it.
    #[cold]
    fn refresh(&self, i: usize) {
        let len = self.buf.len.load(Ordering::Acquire);
        assert!(i < len, "element {i} is not appended yet");
        self.ptr.set(self.buf.ptr.load(Ordering::Acquire));
        self.len.set(len);
    }

    /// Element `i`; panics past the published length.
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        if i >= self.len.get() {
            self.refresh(i);
        }
        // SAFETY: `i` is below `len`, a length loaded (`Acquire`) before
        // `ptr` was, or this slab's own append to `ptr`'s buffer: the
        // buffer holds element `i`, written before that length was
        // published, never written again, and kept until the storage
        // (held by `self.buf`) is dropped.
        unsafe { &*self.ptr.get().add(i) }
    }

    /// Asks the processor for element `i`'s cache line, if this slab has
    /// seen it published (a hint: nothing else).
    #[inline]
    pub fn prefetch(&self, i: usize) {
        if i < self.len.get() {
            // SAFETY: as in `get`: element `i` is in the buffer.
            prefetch(unsafe { &*self.ptr.get().add(i) });
        }
    }

    /// Elements `start..end`; panics past the published length.
    #[inline]
    pub fn slice(&self, start: usize, end: usize) -> &[T] {
        if start >= end {
            return &[];
        }
        if end > self.len.get() {
            self.refresh(end - 1);
        }
        // SAFETY: as in `get`, for each element of `start..end`.
        unsafe { std::slice::from_raw_parts(self.ptr.get().add(start), end - start) }
    }

    /// Appends `values`; returns the index of the first. Panics if another
    /// thread appends to the storage at the same moment (the universe
    /// appends under its index's lock, so none ever does).
    pub fn extend(&self, values: &[T]) -> usize {
        let b = &*self.buf;
        let free = b
            .appending
            .compare_exchange(false, true, Ordering::Acquire, Ordering::Relaxed);
        assert!(free.is_ok(), "two appends at once");
        let n = b.len.load(Ordering::Relaxed);
        let mut ptr = b.ptr.load(Ordering::Relaxed);
        let needed = n.checked_add(values.len()).expect("a slab past usize");
        if needed > b.cap.load(Ordering::Relaxed) {
            ptr = self.grow(n, needed);
        }
        // SAFETY: the buffer has room for `needed` elements; only this
        // append (`appending`) writes, at or past the published length,
        // where no reader looks.
        unsafe { std::ptr::copy_nonoverlapping(values.as_ptr(), ptr.add(n), values.len()) };
        b.len.store(needed, Ordering::Release);
        b.appending.store(false, Ordering::Release);
        self.ptr.set(ptr);
        self.len.set(needed);
        n
    }

    /// Appends an element; returns its index.
    pub fn push(&self, value: T) -> usize {
        self.extend(std::slice::from_ref(&value))
    }

    /// Replaces the buffer (holding `n` elements) by a copy with room for
    /// `needed`, at least twice as large; the old one is retired. Called
    /// by the one appender.
    #[cold]
    fn grow(&self, n: usize, needed: usize) -> *mut T {
        let b = &*self.buf;
        let (old, cap) = (b.ptr.load(Ordering::Relaxed), b.cap.load(Ordering::Relaxed));
        let mut fresh: Vec<T> = Vec::with_capacity(needed.max(2 * cap).max(16));
        // SAFETY: the old buffer holds `n` written elements (the published
        // length, read by the appender); `fresh` has room for them.
        unsafe {
            std::ptr::copy_nonoverlapping(old, fresh.as_mut_ptr(), n);
        }
        let mut fresh = std::mem::ManuallyDrop::new(fresh);
        let ptr = fresh.as_mut_ptr();
        b.cap.store(fresh.capacity(), Ordering::Relaxed);
        // Published before any length past `n` is (`Release` both).
        b.ptr.store(ptr, Ordering::Release);
        if cap > 0 {
            let mut retired = b.retired.lock().unwrap_or_else(|e| e.into_inner());
            retired.push((old, cap));
            b.any_retired.store(true, Ordering::Relaxed);
        }
        ptr
    }
}
