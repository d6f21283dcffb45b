//! A global allocator for the native programs (the CLI, the benchmarks)
//! that asks Linux to back large allocations with transparent huge pages.
//!
//! The solvers' big tables (the canonical-form caches of `≤` and `+`, the
//! memo of solved regions, the universe's index) are probed at random
//! over hundreds of megabytes: with 4 KB pages nearly every probe misses
//! the TLB as well as the cache. Where transparent huge pages are in
//! `madvise` mode (the usual default), `MADV_HUGEPAGE` on a fresh
//! allocation lets the kernel back it with 2 MB pages. It is advice only:
//! contents and validity do not change, and elsewhere (other systems,
//! THP off, wasm32) this is the system allocator.

#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};

/// Allocations of at least this many bytes are advised.
pub const HUGE_FROM: usize = 4 << 20;

/// [`System`], with `MADV_HUGEPAGE` on large allocations (Linux).
pub struct HugePages;

#[cfg(target_os = "linux")]
fn advise(ptr: *mut u8, size: usize) {
    const PAGE: usize = 2 << 20;
    if ptr.is_null() || size < HUGE_FROM {
        return;
    }
    let start = (ptr as usize).next_multiple_of(PAGE);
    let end = (ptr as usize + size) / PAGE * PAGE;
    if end > start {
        // SAFETY: `start..end` lies inside the live allocation just made;
        // MADV_HUGEPAGE only tells the kernel how to back its pages and
        // changes neither their contents nor their validity. A failure
        // (THP unavailable) is harmless and ignored.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise(_ptr: *mut u8, _size: usize) {}

// SAFETY: every call is forwarded to `System` with the same arguments;
// `advise` only adds advice on memory `System` returned.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc(layout) };
        advise(p, layout.size());
        p
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.alloc_zeroed(layout) };
        advise(p, layout.size());
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded with the caller's guarantees.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded with the caller's guarantees.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        advise(p, new_size);
        p
    }
}
