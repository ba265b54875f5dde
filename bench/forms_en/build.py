"""Turn ``forms.txt`` ({TYPE|value} markup, one example per line) into gold JSONL for ``deidq eval``.

python bench/forms_en/build.py > /tmp/forms_en.jsonl
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from deidq.workers.core.labels import label_of

MARK = re.compile(r"\{([A-Z_]+)\|([^{}]+)\}")


def parse_line(line: str) -> tuple[str, list[dict]]:
    """The plain text of one marked-up line and its gold spans."""
    text, spans, pos = [], [], 0
    out_len = 0
    for m in MARK.finditer(line):
        before = line[pos : m.start()]
        text.append(before)
        out_len += len(before)
        value = m.group(2)
        spans.append({"start": out_len, "end": out_len + len(value), "type": m.group(1),
                      "label": label_of(m.group(1)), "text": value})  # fmt: skip
        text.append(value)
        out_len += len(value)
        pos = m.end()
    text.append(line[pos:])
    return "".join(text), spans


def documents(path: Path) -> list[dict]:
    docs, genre = [], "misc"
    for i, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if raw.startswith("## "):
            genre = raw[3:].split(",")[0].strip().replace(" ", "_")
            continue
        if not raw.strip() or raw.startswith("#"):
            continue
        text, spans = parse_line(raw)
        docs.append({"id": f"forms-{i:03d}", "text": text, "spans": spans, "meta": {"genre": genre, "language": "en"}})
    return docs


def main() -> None:
    for doc in documents(Path(__file__).with_name("forms.txt")):
        sys.stdout.write(json.dumps(doc) + "\n")


if __name__ == "__main__":
    main()
