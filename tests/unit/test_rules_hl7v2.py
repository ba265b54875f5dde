"""HL7 v2 segments in a note (workers/rules/hl7v2.py): PHI read by segment and field, shapes read in fields a sender
numbers its own way, and code fields vetoed. Messages are written here; none is copied from an evaluation set."""

from __future__ import annotations

from pathlib import Path

import pytest
from deidq.workers.core.note import Note
from deidq.workers.rules.hl7v2 import Hl7v2Detector, load_map

MSG = (
    "Interface log, message received:\n"
    "MSH|^~\\&|LABSYS|HARROWGATE GENERAL HOSPITAL|EHR|CLINIC|20210309141234+0000||ORU^R01^ORU_R01|MSG0042117|P|2.5.1"
    "|||AL|NE|CAN\n"
    "PID|1||00482913^^^MR~123-45-6789^^^^SS||QUINTERO^ROSALIND^M||19700314|F|||42 ELM ST^^KELSO^ON^K1A 0B1^CAN||"
    "(613)555-0142^PRN^PH^r.q@example.org|||S^Single^HL70002||ACC77812\n"
    "PV1|1|I|4 WEST^412^B^HARROWGATE GENERAL||||1234567890^OKAFOR^NNEKA^A^^DR^MD|||CAR\n"
    "OBX|1|NM|2345-7^Glucose^LN||5.4|mmol/L|3.9-6.1|N|||F|||20210309103023|||wpham^PHAM^WEI||20210309110000||"
    "TALLOW PATHOLOGY PARTNERS^^^^^CLIA&2.16.840.1.113883.4.7&ISO\n"
    "NTE|1||Result phoned to ward.\n"
)


def found(text: str) -> tuple[set[tuple[str, str]], list[str]]:
    spans, vetoes = Hl7v2Detector("en").detect_text(text)
    assert all(s.source == "rules.en.hl7v2@1.0.0" for s in spans + vetoes)
    return {(text[s.start : s.end], s.type) for s in spans}, [text[v.start : v.end] for v in vetoes]


def test_mapped_fields_give_typed_spans() -> None:
    spans, _ = found(MSG)
    assert {
        ("HARROWGATE GENERAL HOSPITAL", "HOSPITAL"), ("20210309", "DATE"), ("MSG0042117", "IDNUM"), ("CAN", "COUNTRY"),
        ("00482913", "MRN"), ("123-45-6789", "SSN"), ("QUINTERO^ROSALIND^M", "PATIENT"), ("19700314", "DATE"),
        ("42 ELM ST", "STREET"), ("KELSO", "CITY"), ("ON", "STATE"), ("K1A 0B1", "ZIP"), ("(613)555-0142", "PHONE"),
        ("r.q@example.org", "EMAIL"), ("ACC77812", "ACCOUNT"), ("4 WEST", "HOSPITAL"), ("412", "LOCATION_OTHER"),
        ("B", "LOCATION_OTHER"), ("1234567890", "IDNUM"), ("OKAFOR^NNEKA^A", "DOCTOR"),
    } <= spans  # fmt: skip


def test_shapes_are_read_where_a_sender_numbers_fields_its_own_way() -> None:
    spans, _ = found(MSG)  # the observer, the analysis time and the laboratory stand one or two fields off
    assert {("wpham", "USERNAME"), ("PHAM^WEI", "DOCTOR"), ("20210309", "DATE"),
            ("TALLOW PATHOLOGY PARTNERS", "HOSPITAL")} <= spans  # fmt: skip
    assert not {v for v, _ in spans} & {"2345-7", "Glucose", "S^Single^HL70002", "Single", "5.4", "CAR"}


def test_code_fields_segment_names_and_set_ids_are_vetoed() -> None:
    _, vetoes = found(MSG)
    assert {"ORU^R01^ORU_R01", "2.5.1", "2345-7^Glucose^LN", "mmol/L", "3.9-6.1", "S^Single^HL70002", "CAR", "MSH",
            "OBX", "PRN", "PH", "DR", "MD", "1"} <= set(vetoes)  # fmt: skip


def test_a_bare_long_number_in_a_code_field_is_not_vetoed() -> None:
    # a sender that puts the visit number where the standard has the patient type (PV1-18)
    _, vetoes = found("PV1|1|I|4 WEST||||||||||||||||V2722010894\n")
    assert "V2722010894" not in vetoes and "I" in vetoes


@pytest.mark.parametrize("text", ["No message here.", "Pipe | in prose | twice", "ABC|only one pipe"])
def test_text_without_segments_gives_nothing(text: str) -> None:
    assert Hl7v2Detector("en").detect_text(text) == ([], [])


def test_the_rules_detector_trusts_the_fields_and_carries_the_vetoes(en_rules) -> None:
    out = en_rules.detect(Note(note_id="h", text=MSG))
    got = {(MSG[s.start : s.end], s.type) for s in out}
    assert ("QUINTERO^ROSALIND^M", "PATIENT") in got and ("2345-7^Glucose^LN", "labels:" + ",".join(
        ("AGE", "CONTACT", "DATE", "ID", "LOCATION", "NAME", "PROFESSION"))) in got  # fmt: skip
    assert "hl7v2@1.0.0" in en_rules.version


def test_map_errors_name_the_entry(tmp_path: Path) -> None:
    bad = tmp_path / "m.toml"
    bad.write_text('[[field]]\nsegment = "PID"\nfields = [5]\nkind = "nonsense"\n', encoding="utf-8")
    with pytest.raises(ValueError, match="unknown kind 'nonsense'"):
        load_map(bad)
    twice = tmp_path / "t.toml"
    twice.write_text('[[field]]\nsegment = "PID"\nfields = [7]\nkind = "ts"\n[[field]]\nsegment = "PID"\nfields = [7]'
                     '\nkind = "ts"\n', encoding="utf-8")  # fmt: skip
    with pytest.raises(ValueError, match="PID-7 is mapped twice"):
        load_map(twice)
