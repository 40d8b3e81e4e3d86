//! The on-disk table format: a header in front of a table's bytes.
//!
//! ```text
//! offset  size  field
//! 0       8     magic  b"PZBXTBL\0"
//! 8       4     format version (little-endian u32) = FORMAT_VERSION
//! 12      4     key length k (u32)
//! 16      k     key: UTF-8 text naming the puzzle, the table and its parameters
//! 16+k    8     payload length (u64)
//! 24+k    8     payload checksum: XXH3-64 of the payload (u64)
//! 32+k    …     payload
//! ```
//!
//! This module is pure: it makes and checks headers. The binary reads and writes the files
//! (to a temporary name, then renames) and rebuilds any table whose header does not check:
//! a missing, truncated, corrupt or mismatched file is never trusted.

/// The 8 bytes every table file starts with.
pub const MAGIC: [u8; 8] = *b"PZBXTBL\0";

/// The version of this layout. Bump it when the header or any table's payload changes
/// meaning; old files are then rebuilt.
pub const FORMAT_VERSION: u32 = 1;

use messages::{localized, Localize, Message};

/// Why a table file was not accepted.
#[derive(Debug, PartialEq, Eq)]
pub enum CacheError {
    /// The file is shorter than its header says.
    Truncated {
        /// Bytes the header announces (header included).
        expected: u64,
        /// Bytes present.
        found: u64,
    },
    /// The file does not start with [`MAGIC`].
    BadMagic,
    /// The file was written by another format version.
    Version {
        /// Version in the file.
        found: u32,
        /// Version this build reads.
        expected: u32,
    },
    /// The file holds another table.
    KeyMismatch {
        /// Key in the file.
        found: String,
        /// Key asked for.
        expected: String,
    },
    /// The payload length differs from the table's expected size.
    Length {
        /// Length in the file.
        found: u64,
        /// Length expected.
        expected: u64,
    },
    /// The payload does not match its checksum.
    Checksum,
}

impl Localize for CacheError {
    fn message(&self) -> Message {
        match self {
            CacheError::Truncated { expected, found } => Message::new("cache-truncated")
                .arg("expected", *expected)
                .arg("found", *found),
            CacheError::BadMagic => Message::new("cache-bad-magic"),
            CacheError::Version { found, expected } => Message::new("cache-version")
                .arg("found", *found)
                .arg("expected", *expected),
            CacheError::KeyMismatch { found, expected } => Message::new("cache-key-mismatch")
                .arg("found", found)
                .arg("expected", expected),
            CacheError::Length { found, expected } => Message::new("cache-length")
                .arg("found", *found)
                .arg("expected", *expected),
            CacheError::Checksum => Message::new("cache-checksum"),
        }
    }
}

localized!(CacheError);

/// A parsed header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The table's key.
    pub key: String,
    /// Payload length in bytes.
    pub len: u64,
    /// XXH3-64 of the payload.
    pub checksum: u64,
}

/// The checksum stored in headers.
pub fn checksum(payload: &[u8]) -> u64 {
    xxhash_rust::xxh3::xxh3_64(payload)
}

impl Header {
    /// The header for `payload` stored under `key`.
    pub fn new(key: &str, payload: &[u8]) -> Self {
        Header {
            key: key.to_string(),
            len: payload.len() as u64,
            checksum: checksum(payload),
        }
    }

    /// The header's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(32 + self.key.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(self.key.len() as u32).to_le_bytes());
        out.extend_from_slice(self.key.as_bytes());
        out.extend_from_slice(&self.len.to_le_bytes());
        out.extend_from_slice(&self.checksum.to_le_bytes());
        out
    }

    /// Parses the header at the start of `bytes` and checks that it is the header of the
    /// table `key` of `expected_len` bytes (any length when `None`). Returns the header and
    /// its size in bytes; the payload follows it.
    pub fn parse(
        bytes: &[u8],
        key: &str,
        expected_len: Option<u64>,
    ) -> Result<(Header, usize), CacheError> {
        let short = |need: usize| CacheError::Truncated {
            expected: need as u64,
            found: bytes.len() as u64,
        };
        if bytes.len() < 16 {
            return Err(if bytes.len() >= 8 && bytes[..8] != MAGIC {
                CacheError::BadMagic
            } else {
                short(16)
            });
        }
        if bytes[..8] != MAGIC {
            return Err(CacheError::BadMagic);
        }
        let version = u32::from_le_bytes(bytes[8..12].try_into().expect("4 bytes"));
        if version != FORMAT_VERSION {
            return Err(CacheError::Version {
                found: version,
                expected: FORMAT_VERSION,
            });
        }
        let klen = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes")) as usize;
        let end = 16usize.saturating_add(klen).saturating_add(16);
        if bytes.len() < end {
            return Err(short(end));
        }
        let found_key = String::from_utf8_lossy(&bytes[16..16 + klen]).into_owned();
        if found_key != key {
            return Err(CacheError::KeyMismatch {
                found: found_key,
                expected: key.to_string(),
            });
        }
        let at = 16 + klen;
        let len = u64::from_le_bytes(bytes[at..at + 8].try_into().expect("8 bytes"));
        let sum = u64::from_le_bytes(bytes[at + 8..at + 16].try_into().expect("8 bytes"));
        if let Some(expected) = expected_len.filter(|&e| e != len) {
            return Err(CacheError::Length {
                found: len,
                expected,
            });
        }
        Ok((
            Header {
                key: found_key,
                len,
                checksum: sum,
            },
            end,
        ))
    }

    /// Checks `payload` (all the bytes after the header) against this header.
    pub fn verify(&self, payload: &[u8]) -> Result<(), CacheError> {
        if (payload.len() as u64) < self.len {
            return Err(CacheError::Truncated {
                expected: self.len,
                found: payload.len() as u64,
            });
        }
        if payload.len() as u64 != self.len {
            return Err(CacheError::Length {
                found: payload.len() as u64,
                expected: self.len,
            });
        }
        if checksum(payload) != self.checksum {
            return Err(CacheError::Checksum);
        }
        Ok(())
    }
}

/// Checks a whole file image (header and payload) and returns the payload.
pub fn open<'a>(
    file: &'a [u8],
    key: &str,
    expected_len: Option<u64>,
) -> Result<&'a [u8], CacheError> {
    let (header, at) = Header::parse(file, key, expected_len)?;
    let payload = &file[at..];
    header.verify(payload)?;
    Ok(payload)
}

/// A whole file image: header then payload.
pub fn seal(key: &str, payload: &[u8]) -> Vec<u8> {
    let mut out = Header::new(key, payload).to_bytes();
    out.extend_from_slice(payload);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_kind_of_damage_is_detected() {
        let file = seal("sliding/test", b"hello table");
        assert_eq!(
            open(&file, "sliding/test", Some(11)),
            Ok(&b"hello table"[..])
        );
        assert!(matches!(
            open(&file, "sliding/other", Some(11)),
            Err(CacheError::KeyMismatch { .. })
        ));
        assert!(matches!(
            open(&file, "sliding/test", Some(12)),
            Err(CacheError::Length { .. })
        ));
        assert!(matches!(
            open(&file[..file.len() - 1], "sliding/test", Some(11)),
            Err(CacheError::Truncated { .. })
        ));
        assert!(matches!(
            open(&file[..10], "sliding/test", Some(11)),
            Err(CacheError::Truncated { .. })
        ));
        let mut bad = file.clone();
        *bad.last_mut().unwrap() ^= 1;
        assert_eq!(
            open(&bad, "sliding/test", Some(11)),
            Err(CacheError::Checksum)
        );
        let mut bad = file.clone();
        bad[0] = b'X';
        assert_eq!(
            open(&bad, "sliding/test", Some(11)),
            Err(CacheError::BadMagic)
        );
        let mut bad = file.clone();
        bad[8] = 99;
        assert!(matches!(
            open(&bad, "sliding/test", Some(11)),
            Err(CacheError::Version { found: 99, .. })
        ));
        let mut long = file;
        long.push(0);
        assert!(matches!(
            open(&long, "sliding/test", Some(11)),
            Err(CacheError::Length { .. })
        ));
        assert_eq!(
            open(&[], "k", Some(0)),
            Err(CacheError::Truncated {
                expected: 16,
                found: 0
            })
        );
    }

    proptest! {
        #[test]
        fn seal_then_open_is_identity(key in "[a-z/0-9]{0,40}", payload in proptest::collection::vec(any::<u8>(), 0..300)) {
            let file = seal(&key, &payload);
            prop_assert_eq!(open(&file, &key, Some(payload.len() as u64)), Ok(&payload[..]));
        }

        #[test]
        fn garbage_never_panics(bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
            let _ = open(&bytes, "k", Some(3));
        }
    }
}
