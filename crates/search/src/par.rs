//! Two pieces of work side by side where the host has threads, one after the other where it
//! has none: a browser's WebAssembly without shared memory (`wasm32` without the `atomics`
//! feature) cannot start a thread, and the same table must come out there.

/// Whether this build can start threads.
pub const THREADS: bool = !cfg!(all(target_arch = "wasm32", not(target_feature = "atomics")));

/// `a` and `b`, on two threads where there are threads (`a` on the new one), else `a` then
/// `b` on this one. A panic in `a` is a panic here.
pub fn join<A, B, RA, RB>(a: A, b: B) -> (RA, RB)
where
    A: FnOnce() -> RA + Send,
    B: FnOnce() -> RB,
    RA: Send,
{
    if !THREADS {
        let ra = a();
        return (ra, b());
    }
    std::thread::scope(|s| {
        let ha = s.spawn(a);
        let rb = b();
        match ha.join() {
            Ok(ra) => (ra, rb),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// The threads to use of the `asked`: none beyond this one where the host has no threads.
pub fn threads(asked: usize) -> usize {
    if THREADS {
        asked
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_sides_are_done_and_answered_in_order() {
        let (a, b) = join(|| (1..=10).sum::<u32>(), || "b");
        assert_eq!((a, b), (55, "b"));
        assert_eq!(threads(4), if THREADS { 4 } else { 1 });
    }

    #[test]
    #[should_panic(expected = "side a")]
    fn a_panic_on_the_other_thread_is_a_panic_here() {
        join(|| panic!("side a"), || ());
    }
}
