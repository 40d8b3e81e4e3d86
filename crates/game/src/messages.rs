//! What a person reads of things the libraries name by message id: the tables' labels. The
//! English text of each id, with its arguments (the command line's and the terminal's
//! progress, the view's busy label, `tables list`).

use search::tables::Label;

/// The English text of a table's label.
pub fn label(l: &Label) -> String {
    let arg = |name: &str| l.get(name).unwrap_or("?");
    match l.id {
        "table-sliding-pattern" => format!(
            "{} pattern database (tiles {}{}, {})",
            arg("board"),
            arg("set"),
            if l.get("blank") == Some("any") {
                ", blank ending anywhere"
            } else {
                ""
            },
            size(arg("bytes"))
        ),
        "table-cube-two-phase" => "cube two-phase tables".to_string(),
        "table-cube-optimal" => format!(
            "cube optimal tables, {} ({} MB)",
            arg("size"),
            arg("megabytes")
        ),
        "table-cube-corners" => "cube corner table (12 MB)".to_string(),
        "table-rings-colour" if l.get("metric") == Some("turns") => {
            "Five Rings colour table, turn metric (6.7 MB)".to_string()
        }
        "table-rings-colour" => "Five Rings colour table (6.7 MB)".to_string(),
        "table-rings-classic" => "Five Rings classic-method tables (32 MB)".to_string(),
        "table-rings-pair" => format!("Five Rings two-colour table ({}, 580 MB)", arg("kind")),
        other => {
            let args: Vec<String> = l.args.iter().map(|(k, v)| format!("{k} {v}")).collect();
            if args.is_empty() {
                other.to_string()
            } else {
                format!("{other} ({})", args.join(", "))
            }
        }
    }
}

/// A size in bytes as a person reads it: `519 MB`, `3.4 KB`.
fn size(bytes: &str) -> String {
    match bytes.parse::<f64>() {
        Ok(b) if b >= 1e6 => format!("{:.0} MB", b / 1e6),
        Ok(b) if b >= 1e3 => format!("{:.1} KB", b / 1e3),
        Ok(b) => format!("{b} bytes"),
        Err(_) => "?".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_declared_table_has_english() {
        let defs = sliding::catalog::all()
            .into_iter()
            .chain(cube::catalog::all())
            .chain(rings::catalog::all());
        for d in defs {
            let text = label(&d.label);
            assert!(!text.contains('?') && !text.starts_with("table-"), "{text}");
        }
    }

    #[test]
    fn sizes_read_in_the_unit_that_fits() {
        assert_eq!(size("518918400"), "519 MB");
        assert_eq!(size("3360"), "3.4 KB");
        assert_eq!(size("12"), "12 bytes");
    }
}
