"""The English development sets, each written apart from the training generator by its own author: bench/dev_en
(error analysis and rule choices), bench/dev2_en to bench/dev139_en (choices between system variants by aggregate
scores only, then error analysis once spent; docs/benchmarks.md, bench/decisions.md). Their gold must be exact and
cover every type."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from deidq.workers.core.labels import FINE_TYPES

BENCH = Path(__file__).resolve().parents[2] / "bench"
LACKS = {"dev11_en": {"SSN"}}  # fine types an author wrote none of


@pytest.mark.parametrize(("name", "source", "notes", "spans"), [("dev_en", "dev-en", 300, 5500),
                                                                ("dev2_en", "dev2-en", 260, 5000),
                                                                ("dev3_en", "dev3-en", 320, 9000),
                                                                ("dev4_en", "dev4-en", 340, 9000),
                                                                ("dev5_en", "dev5-en", 350, 9000),
                                                                ("dev6_en", "dev6-en", 350, 9000),
                                                                ("dev7_en", "dev7-en", 350, 9000),
                                                                ("dev8_en", "dev8-en", 300, 8000),
                                                                ("dev9_en", "dev9-en", 400, 8000),
                                                                ("dev10_en", "dev10-en", 420, 9000),
                                                                ("dev11_en", "dev11-en", 420, 9000),
                                                                ("dev12_en", "dev12-en", 360, 8000),
                                                                ("dev13_en", "dev13-en", 440, 12000),
                                                                ("dev14_en", "dev14-en", 440, 12000),
                                                                ("dev15_en", "dev15-en", 440, 12000),
                                                                ("dev16_en", "dev16-en", 440, 10000),
                                                                ("dev17_en", "dev17-en", 400, 9000),
                                                                ("dev18_en", "dev18-en", 400, 9000),
                                                                ("dev19_en", "dev19-en", 440, 12000),
                                                                ("dev20_en", "dev20-en", 440, 12000),
                                                                ("dev21_en", "dev21-en", 900, 9000),
                                                                ("dev22_en", "dev22-en", 440, 12000),
                                                                ("dev23_en", "dev23-en", 440, 12000),
                                                                ("dev24_en", "dev24-en", 440, 12000),
                                                                ("dev25_en", "dev25-en", 440, 12000),
                                                                ("dev26_en", "dev26-en", 440, 12000),
                                                                ("dev27_en", "dev27-en", 300, 8000),
                                                                ("dev28_en", "dev28-en", 300, 8000),
                                                                ("dev29_en", "dev29-en", 300, 8000),
                                                                ("dev30_en", "dev30-en", 300, 8000),
                                                                ("dev31_en", "dev31-en", 300, 8000),
                                                                ("dev32_en", "dev32-en", 300, 8000),
                                                                ("dev33_en", "dev33-en", 300, 8000),
                                                                ("dev34_en", "dev34-en", 300, 8000),
                                                                ("dev35_en", "dev35-en", 300, 8000),
                                                                ("dev36_en", "dev36-en", 300, 8000),
                                                                ("dev37_en", "dev37-en", 300, 8000),
                                                                ("dev38_en", "dev38-en", 300, 8000),
                                                                ("dev39_en", "dev39-en", 300, 8000),
                                                                ("dev40_en", "dev40-en", 300, 8000),
                                                                ("dev41_en", "dev41-en", 300, 8000),
                                                                ("dev42_en", "dev42-en", 300, 8000),
                                                                ("dev43_en", "dev43-en", 300, 8000),
                                                                ("dev44_en", "dev44-en", 300, 8000),
                                                                ("dev45_en", "dev45-en", 300, 8000),
                                                                ("dev46_en", "dev46-en", 300, 8000),
                                                                ("dev47_en", "dev47-en", 300, 8000),
                                                                ("dev48_en", "dev48-en", 300, 8000),
                                                                ("dev49_en", "dev49-en", 300, 8000),
                                                                ("dev50_en", "dev50-en", 300, 8000),
                                                                ("dev51_en", "dev51-en", 300, 8000),
                                                                ("dev52_en", "dev52-en", 300, 8000),
                                                                ("dev53_en", "dev53-en", 300, 8000),
                                                                ("dev54_en", "dev54-en", 300, 8000),
                                                                ("dev55_en", "dev55-en", 300, 8000),
                                                                ("dev56_en", "dev56-en", 300, 8000),
                                                                ("dev57_en", "dev57-en", 600, 8000),
                                                                ("dev58_en", "dev58-en", 300, 8000),
                                                                ("dev59_en", "dev59-en", 300, 8000),
                                                                ("dev60_en", "dev60-en", 300, 8000),
                                                                ("dev61_en", "dev61-en", 300, 8000),
                                                                ("dev62_en", "dev62-en", 300, 8000),
                                                                ("dev63_en", "dev63-en", 300, 8000),
                                                                ("dev64_en", "dev64-en", 300, 8000),
                                                                ("dev65_en", "dev65-en", 300, 8000),
                                                                ("dev66_en", "dev66-en", 300, 8000),
                                                                ("dev67_en", "dev67-en", 300, 8000),
                                                                ("dev68_en", "dev68-en", 320, 8000),
                                                                ("dev69_en", "dev69-en", 320, 8000),
                                                                ("dev70_en", "dev70-en", 320, 8000),
                                                                ("dev71_en", "dev71-en", 320, 8000),
                                                                ("dev72_en", "dev72-en", 320, 8000),
                                                                ("dev73_en", "dev73-en", 320, 8000),
                                                                ("dev74_en", "dev74-en", 320, 8000),
                                                                ("dev75_en", "dev75-en", 320, 8000),
                                                                ("dev76_en", "dev76-en", 320, 8000),
                                                                ("dev77_en", "dev77-en", 320, 8000),
                                                                ("dev78_en", "dev78-en", 320, 8000),
                                                                ("dev79_en", "dev79-en", 320, 8000),
                                                                ("dev80_en", "dev80-en", 320, 8000),
                                                                ("dev81_en", "dev81-en", 320, 8000),
                                                                ("dev82_en", "dev82-en", 320, 8000),
                                                                ("dev83_en", "dev83-en", 320, 8000),
                                                                ("dev84_en", "dev84-en", 320, 8000),
                                                                ("dev85_en", "dev85-en", 320, 8000),
                                                                ("dev86_en", "dev86-en", 330, 8000),
                                                                ("dev87_en", "dev87-en", 330, 8000),
                                                                ("dev88_en", "dev88-en", 400, 8000),
                                                                ("dev89_en", "dev89-en", 330, 8000),
                                                                ("dev90_en", "dev90-en", 900, 6000),
                                                                ("dev91_en", "dev91-en", 330, 8000),
                                                                ("dev92_en", "dev92-en", 330, 8000),
                                                                ("dev93_en", "dev93-en", 900, 6000),
                                                                ("dev94_en", "dev94-en", 330, 8000),
                                                                ("dev95_en", "dev95-en", 330, 8000),
                                                                ("dev96_en", "dev96-en", 330, 8000),
                                                                ("dev97_en", "dev97-en", 330, 8000),
                                                                ("dev98_en", "dev98-en", 330, 8000),
                                                                ("dev99_en", "dev99-en", 600, 8000),
                                                                ("dev100_en", "dev100-en", 330, 8000),
                                                                ("dev101_en", "dev101-en", 330, 8000),
                                                                ("dev102_en", "dev102-en", 330, 8000),
                                                                ("dev103_en", "dev103-en", 330, 8000),
                                                                ("dev104_en", "dev104-en", 330, 8000),
                                                                ("dev105_en", "dev105-en", 330, 8000),
                                                                ("dev106_en", "dev106-en", 500, 8000),
                                                                ("dev107_en", "dev107-en", 330, 8000),
                                                                ("dev108_en", "dev108-en", 600, 8000),
                                                                ("dev109_en", "dev109-en", 330, 8000),
                                                                ("dev110_en", "dev110-en", 330, 8000),
                                                                ("dev111_en", "dev111-en", 330, 8000),
                                                                ("dev112_en", "dev112-en", 330, 8000),
                                                                ("dev113_en", "dev113-en", 330, 8000),
                                                                ("dev114_en", "dev114-en", 330, 8000),
                                                                ("dev115_en", "dev115-en", 330, 8000),
                                                                ("dev116_en", "dev116-en", 330, 8000),
                                                                ("dev117_en", "dev117-en", 330, 8000),
                                                                ("dev118_en", "dev118-en", 330, 8000),
                                                                ("dev119_en", "dev119-en", 330, 8000),
                                                                ("dev120_en", "dev120-en", 600, 8000),
                                                                ("dev121_en", "dev121-en", 330, 8000),
                                                                ("dev122_en", "dev122-en", 600, 8000),
                                                                ("dev123_en", "dev123-en", 600, 8000),
                                                                ("dev124_en", "dev124-en", 330, 8000),
                                                                ("dev125_en", "dev125-en", 330, 8000),
                                                                ("dev126_en", "dev126-en", 330, 8000),
                                                                ("dev127_en", "dev127-en", 330, 8000),
                                                                ("dev128_en", "dev128-en", 330, 8000),
                                                                ("dev129_en", "dev129-en", 600, 8000),
                                                                ("dev130_en", "dev130-en", 330, 8000),
                                                                ("dev131_en", "dev131-en", 330, 8000),
                                                                ("dev132_en", "dev132-en", 330, 8000),
                                                                ("dev133_en", "dev133-en", 330, 8000),
                                                                ("dev134_en", "dev134-en", 330, 8000),
                                                                ("dev135_en", "dev135-en", 330, 8000),
                                                                ("dev136_en", "dev136-en", 330, 8000),
                                                                ("dev137_en", "dev137-en", 330, 8000),
                                                                ("dev138_en", "dev138-en", 600, 8000),
                                                                ("dev139_en", "dev139-en", 330, 8000)])  # fmt: skip
def test_gold_is_exact_and_covers_every_type(name: str, source: str, notes: int, spans: int) -> None:
    docs = [json.loads(line) for line in (BENCH / name / "notes.jsonl").read_text(encoding="utf-8").splitlines()]
    types: Counter[str] = Counter()
    for d in docs:
        last_end = 0
        for s in d["spans"]:
            value = d["text"][s["start"] : s["end"]]
            assert value == s.get("text", value)  # dev9_en gives offsets only
            assert FINE_TYPES[s["type"]] == s["label"]
            assert s["start"] >= last_end and value and value == value.strip()
            last_end = s["end"]
            types[s["type"]] += 1
    assert len(docs) >= notes and sum(types.values()) >= spans
    assert set(FINE_TYPES) - {"NAME", "OTHER", "SEX"} - LACKS.get(name, set()) <= set(types)
    assert {d["meta"]["source"] for d in docs} == {source}
