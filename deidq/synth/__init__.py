"""Synthetic English clinical notes with gold PHI spans (issue 6 / issue 3).

Carrier text from ACI-Bench and MTS-Dialog (CC BY 4.0) is wrapped in header/footer blocks and
sprinkled with sentences holding fake PHI of every HIPAA type; the fictional names already in the
carrier are found, replaced by fake names and labelled; carrier dates and ages are labelled."""

from deidq.synth.carrier import find_phi, harvest_names
from deidq.synth.corpus import (
    SPLITS,
    generate_corpus,
    generate_examples,
    group_key,
    load_carriers,
    split_of,
    validate_doc,
    write_jsonl,
)
from deidq.synth.note import Profile, make_note

__all__ = [
    "SPLITS",
    "Profile",
    "find_phi",
    "generate_corpus",
    "generate_examples",
    "group_key",
    "harvest_names",
    "load_carriers",
    "make_note",
    "split_of",
    "validate_doc",
    "write_jsonl",
]
