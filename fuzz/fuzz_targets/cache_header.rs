//! The table-cache header: never a panic; an accepted header says where its payload starts
//! within the bytes read.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    for key in ["cube/two-phase/v8", "k"] {
        if let Ok((_, at)) = search::cache::Header::parse(data, key, None) {
            assert!(at <= data.len());
        }
    }
});
