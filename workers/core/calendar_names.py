"""Month names per language, shared by date detection (known PHI) and date surrogates."""

from __future__ import annotations

MONTHS_FULL: dict[str, list[str]] = {
    "en": ["january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
           "octubre", "noviembre", "diciembre"],
}  # fmt: skip
