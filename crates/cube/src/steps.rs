//! The beginner's method's seven steps, by name: what the method, its error and the door
//! call them.

use messages::Message;

/// The seven steps' names, in order, as message ids (`white cross`, `first-layer
/// corners`, … in English: the names JSON gives).
pub const STEPS: [&str; 7] = [
    "cube-step-0",
    "cube-step-1",
    "cube-step-2",
    "cube-step-3",
    "cube-step-4",
    "cube-step-5",
    "cube-step-6",
];

/// The name of step `i` (from 0), as a message.
pub fn step_label(i: usize) -> Message {
    Message::new(STEPS[i.min(STEPS.len() - 1)])
}
