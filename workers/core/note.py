"""Note: the unit of work the domain code sees (no database row, no Celery message)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Note:
    note_id: str
    text: str
    language: str = "en"
    patient_id: str | None = None
    note_date: str | None = None
    # ETL-provided known PHI for this patient (name, mrn, dob, address, phone, ...); see rules docs.
    meta: dict[str, Any] = field(default_factory=dict)
