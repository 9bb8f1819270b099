//! The first module's allocator: size classes with a free list each, a few
//! hundred bytes of wasm where the standard one (dlmalloc) is ~7 KB (3.8 KB
//! of the gzipped first load, measured). Only the first module links it
//! (`src/main.rs`); the page below keeps the standard allocator.
//!
//! - A request of up to 32 KB (its size or alignment, whichever is larger)
//!   gets a block of the next power of two, from 16 B: taken from that
//!   size's free list, else carved from a chunk. Chunks are at least 8 KB
//!   and aligned to their block size, so every block is aligned to its
//!   size, and a freed block goes back on its size's list at once: no
//!   search, no merging (the app's steady state asks for the same sizes
//!   again: its memory stays flat, `make bench` checks).
//! - A larger request gets whole 64 KB pages; a freed one is kept and given
//!   to the next request of the same number of pages.
//!
//! The wasm is single-threaded: the state is a plain cell.
#![no_std]

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;
use core::ptr::null_mut;

/// A wasm page.
pub const PAGE: usize = 65536;
/// The smallest block: 16 B (2^4).
const MIN_SHIFT: u32 = 4;
/// Block sizes 16 B … 32 KB.
const CLASSES: usize = 12;
/// The largest block of a class.
pub const MAX_SMALL: usize = 1 << (MIN_SHIFT as usize + CLASSES - 1);
/// The least a class's chunk is carved in.
const CHUNK: usize = 8192;
/// Freed runs of pages kept for reuse (a freed run when all are taken is
/// not reused: the app frees few large blocks at once).
const LARGE_KEPT: usize = 16;

/// Where new memory comes from: pages appended to the heap, returning the
/// address of the first (none: no memory left).
pub trait Grow {
    fn grow(&self, pages: usize) -> Option<usize>;
}

/// The wasm memory itself.
pub struct WasmMemory;

#[cfg(target_arch = "wasm32")]
impl Grow for WasmMemory {
    fn grow(&self, pages: usize) -> Option<usize> {
        let old = core::arch::wasm32::memory_grow(0, pages);
        (old != usize::MAX).then_some(old * PAGE)
    }
}

struct State {
    /// Each class's free blocks: the first's address (0: none); a free
    /// block's first word is the next one's.
    free: [usize; CLASSES],
    /// Freed runs of pages: (address, pages); pages 0 is an empty slot.
    large: [(usize, usize); LARGE_KEPT],
    /// The unused rest of the last pages taken for chunks.
    bump: usize,
    end: usize,
}

/// The allocator over `G`'s memory.
pub struct Classes<G> {
    state: UnsafeCell<State>,
    memory: G,
}

// One thread: wasm without threads, and the tests' own instances.
unsafe impl<G> Sync for Classes<G> {}

/// The class of a block for `size` bytes (at least 1).
fn class(size: usize) -> usize {
    let s = size.max(1 << MIN_SHIFT);
    (usize::BITS - (s - 1).leading_zeros() - MIN_SHIFT) as usize
}

fn align_up(v: usize, to: usize) -> usize {
    (v + to - 1) & !(to - 1)
}

impl<G: Grow> Classes<G> {
    pub const fn new(memory: G) -> Self {
        Classes {
            state: UnsafeCell::new(State {
                free: [0; CLASSES],
                large: [(0, 0); LARGE_KEPT],
                bump: 0,
                end: 0,
            }),
            memory,
        }
    }

    /// `bytes` (a multiple of `align`, a power of two) from the chunk
    /// memory, taking more pages if it is short.
    fn carve(&self, st: &mut State, bytes: usize, align: usize) -> usize {
        let mut at = align_up(st.bump, align);
        if st.bump == 0 || at + bytes > st.end {
            let pages = (bytes + align).div_ceil(PAGE);
            let Some(base) = self.memory.grow(pages) else {
                return 0;
            };
            if base != st.end {
                st.bump = base; // not contiguous: the old rest is left
            }
            st.end = base + pages * PAGE;
            at = align_up(st.bump, align);
        }
        st.bump = at + bytes;
        at
    }

    fn small(&self, st: &mut State, c: usize) -> *mut u8 {
        let head = st.free[c];
        if head != 0 {
            // SAFETY: a free block's first word holds the next free one.
            st.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        let block = 1usize << (c + MIN_SHIFT as usize);
        let chunk = block.max(CHUNK);
        let at = self.carve(st, chunk, chunk);
        if at == 0 {
            return null_mut();
        }
        // The chunk's other blocks onto the free list, the first returned.
        let mut next = st.free[c];
        let mut b = at + chunk - block;
        while b > at {
            // SAFETY: `b` is a block of this fresh chunk, which nothing else uses.
            unsafe { *(b as *mut usize) = next };
            next = b;
            b -= block;
        }
        st.free[c] = next;
        at as *mut u8
    }

    fn large(&self, st: &mut State, size: usize) -> *mut u8 {
        let pages = size.div_ceil(PAGE);
        if let Some(slot) = st.large.iter_mut().find(|s| s.1 == pages) {
            let at = slot.0;
            *slot = (0, 0);
            return at as *mut u8;
        }
        self.memory.grow(pages).map_or(null_mut(), |a| a as *mut u8)
    }
}

unsafe impl<G: Grow> GlobalAlloc for Classes<G> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: one thread, and no call below re-enters the allocator.
        let st = unsafe { &mut *self.state.get() };
        let size = layout.size().max(layout.align());
        if size > MAX_SMALL {
            self.large(st, size)
        } else {
            self.small(st, class(size))
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as in `alloc`.
        let st = unsafe { &mut *self.state.get() };
        let size = layout.size().max(layout.align());
        if size > MAX_SMALL {
            let pages = size.div_ceil(PAGE);
            if let Some(slot) = st.large.iter_mut().find(|s| s.1 == 0) {
                *slot = (ptr as usize, pages);
            }
            return;
        }
        let c = class(size);
        // SAFETY: the block is ours again and at least a word long.
        unsafe { *(ptr as *mut usize) = st.free[c] };
        st.free[c] = ptr as usize;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let old = layout.size().max(layout.align());
        let new = new_size.max(layout.align());
        // Still the same block: nothing to move.
        let same = if old <= MAX_SMALL {
            new <= MAX_SMALL && class(old) == class(new)
        } else {
            new > MAX_SMALL && old.div_ceil(PAGE) == new.div_ceil(PAGE)
        };
        if same {
            return ptr;
        }
        // SAFETY: the caller's layout rules, as the default `realloc` has them.
        unsafe {
            let new_layout = Layout::from_size_align_unchecked(new_size, layout.align());
            let to = self.alloc(new_layout);
            if !to.is_null() {
                core::ptr::copy_nonoverlapping(ptr, to, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            to
        }
    }
}

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: Classes<WasmMemory> = Classes::new(WasmMemory);

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use std::cell::Cell;
    use std::vec::Vec;

    /// A heap over a buffer of `N` pages, handed out in order.
    struct Buffer {
        base: usize,
        used: Cell<usize>,
        pages: usize,
    }

    impl Buffer {
        fn new(pages: usize) -> Buffer {
            let mem: &'static mut [u8] = Vec::leak(std::vec![0u8; (pages + 1) * PAGE]);
            let base = align_up(mem.as_ptr() as usize, PAGE);
            Buffer {
                base,
                used: Cell::new(0),
                pages,
            }
        }
    }

    impl Grow for &Buffer {
        fn grow(&self, pages: usize) -> Option<usize> {
            let at = self.used.get();
            (at + pages <= self.pages).then(|| {
                self.used.set(at + pages);
                self.base + at * PAGE
            })
        }
    }

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).unwrap()
    }

    #[test]
    fn classes_are_the_next_power_of_two() {
        assert_eq!(class(1), 0);
        assert_eq!(class(16), 0);
        assert_eq!(class(17), 1);
        assert_eq!(class(32), 1);
        assert_eq!(class(1000), 6); // 1024
        assert_eq!(class(MAX_SMALL), CLASSES - 1);
    }

    #[test]
    fn blocks_are_aligned_distinct_and_reused() {
        let buf = Buffer::new(256);
        let a = Classes::new(&buf);
        let mut live = Vec::new();
        for (i, (size, align)) in [
            (1, 1),
            (24, 8),
            (100, 4),
            (4096, 4096),
            (40, 64),
            (20_000, 16),
        ]
        .into_iter()
        .cycle()
        .take(600)
        .enumerate()
        {
            let p = unsafe { a.alloc(layout(size, align)) };
            assert!(!p.is_null());
            assert_eq!(p as usize % align, 0, "aligned");
            unsafe { core::ptr::write_bytes(p, i as u8, size) };
            live.push((p, size, align, i as u8));
        }
        // Every block kept what was written: none overlaps another.
        for &(p, size, _, v) in &live {
            assert!((0..size).all(|k| unsafe { *p.add(k) } == v));
        }
        let used = buf.used.get();
        // Freed and asked for again: the same memory, no more pages.
        for &(p, size, align, _) in &live {
            unsafe { a.dealloc(p, layout(size, align)) };
        }
        for &(_, size, align, _) in &live {
            assert!(!unsafe { a.alloc(layout(size, align)) }.is_null());
        }
        assert_eq!(buf.used.get(), used);
    }

    #[test]
    fn large_runs_of_pages_are_kept_and_given_again() {
        let buf = Buffer::new(64);
        let a = Classes::new(&buf);
        let big = layout(3 * PAGE - 10, 8);
        let p = unsafe { a.alloc(big) };
        assert_eq!(p as usize % PAGE, 0);
        unsafe { a.dealloc(p, big) };
        assert_eq!(unsafe { a.alloc(big) }, p);
        assert_eq!(buf.used.get(), 3);
    }

    #[test]
    fn realloc_keeps_the_bytes_and_the_block_within_a_class() {
        let buf = Buffer::new(64);
        let a = Classes::new(&buf);
        let l = layout(20, 8);
        let p = unsafe { a.alloc(l) };
        unsafe { core::ptr::copy_nonoverlapping(b"0123456789abcdefghij".as_ptr(), p, 20) };
        assert_eq!(
            unsafe { a.realloc(p, l, 30) },
            p,
            "20 and 30 are both 32 B blocks"
        );
        let q = unsafe { a.realloc(p, layout(30, 8), 5000) };
        assert_ne!(q, p);
        assert_eq!(
            unsafe { core::slice::from_raw_parts(q, 20) },
            b"0123456789abcdefghij"
        );
        let r = unsafe { a.realloc(q, layout(5000, 8), 100_000) };
        assert_eq!(r as usize % PAGE, 0);
        assert_eq!(
            unsafe { core::slice::from_raw_parts(r, 20) },
            b"0123456789abcdefghij"
        );
    }

    #[test]
    fn no_memory_left_is_a_null_pointer() {
        let buf = Buffer::new(1);
        let a = Classes::new(&buf);
        assert!(unsafe { a.alloc(layout(2 * PAGE, 8)) }.is_null());
        assert!(!unsafe { a.alloc(layout(64, 8)) }.is_null());
    }
}
