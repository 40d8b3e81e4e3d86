//! What a person reads of things the libraries name by message id: the tables' labels. The
//! English text of each id, with its arguments (the command line's and the terminal's
//! progress, the view's busy label, `tables list`).

use search::tables::Label;

/// The English text of a table's label.
pub fn label(l: &Label) -> String {
    let arg = |name: &str| l.get(name).unwrap_or("?");
    match l.id {
        "table-sliding-pattern" => format!(
            "{} pattern database ({} tiles, {} MB)",
            arg("board"),
            arg("tiles"),
            arg("megabytes")
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
}
