"""The coarse label set (i2b2 2014 categories) and the HIPAA mapping."""

from __future__ import annotations

from enum import StrEnum

LABELS: tuple[str, ...] = ("NAME", "AGE", "DATE", "LOCATION", "ID", "CONTACT", "PROFESSION", "OTHER")

# Fine types that are HIPAA Safe Harbor identifiers. PROFESSION and most OTHER are i2b2 extras,
# ages count only above 89, and for LOCATION every sub-state unit counts.
HIPAA_LABELS: frozenset[str] = frozenset({"NAME", "DATE", "LOCATION", "ID", "CONTACT"})

# Label used when a detector's fine type is unknown to the coarse mapping.
FALLBACK_LABEL = "OTHER"


def is_label(value: str) -> bool:
    return value in LABELS


# Fine types (``Span.type``) and their coarse label. Detectors, the synthetic corpus, surrogates and
# evaluation share this vocabulary; a model trained on MEDDOCAN may also emit MEDDOCAN's own types,
# which map through MEDDOCAN_TYPES.
FINE_TYPES: dict[str, str] = {
    "PATIENT": "NAME", "DOCTOR": "NAME", "USERNAME": "NAME", "FAMILY": "NAME", "NAME": "NAME",
    "AGE": "AGE",
    "DATE": "DATE",
    "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION",
    "COUNTRY": "LOCATION", "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION",
    "LOCATION_OTHER": "LOCATION",
    "MRN": "ID", "SSN": "ID", "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID",
    "VEHICLE": "ID", "BIOID": "ID", "IDNUM": "ID",
    "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT", "IPADDR": "CONTACT",
    "PROFESSION": "PROFESSION",
    "SEX": "OTHER", "OTHER": "OTHER",
}  # fmt: skip

MEDDOCAN_TYPES: dict[str, str] = {
    "NOMBRE_SUJETO_ASISTENCIA": "NAME", "NOMBRE_PERSONAL_SANITARIO": "NAME", "FAMILIARES_SUJETO_ASISTENCIA": "NAME",
    "EDAD_SUJETO_ASISTENCIA": "AGE", "FECHAS": "DATE",
    "CALLE": "LOCATION", "TERRITORIO": "LOCATION", "PAIS": "LOCATION", "HOSPITAL": "LOCATION",
    "INSTITUCION": "LOCATION", "CENTRO_SALUD": "LOCATION",
    "NUMERO_TELEFONO": "CONTACT", "NUMERO_FAX": "CONTACT", "CORREO_ELECTRONICO": "CONTACT", "URL_WEB": "CONTACT",
    "DIREC_PROT_INTERNET": "CONTACT",
    "ID_SUJETO_ASISTENCIA": "ID", "ID_TITULACION_PERSONAL_SANITARIO": "ID", "ID_CONTACTO_ASISTENCIAL": "ID",
    "ID_ASEGURAMIENTO": "ID", "ID_EMPLEO_PERSONAL_SANITARIO": "ID", "IDENTIF_VEHICULOS_NRSERIE_PLACAS": "ID",
    "IDENTIF_DISPOSITIVOS_NRSERIE": "ID", "IDENTIF_BIOMETRICOS": "ID", "NUMERO_BENEF_PLAN_SALUD": "ID",
    "OTRO_NUMERO_IDENTIF": "ID",
    "PROFESION": "PROFESSION", "SEXO_SUJETO_ASISTENCIA": "OTHER", "OTROS_SUJETO_ASISTENCIA": "OTHER",
}  # fmt: skip


def label_of(fine_type: str) -> str:
    """Coarse label for a fine type from either vocabulary; FALLBACK_LABEL when unknown."""
    return FINE_TYPES.get(fine_type) or MEDDOCAN_TYPES.get(fine_type) or FALLBACK_LABEL


class Label(StrEnum):
    """The coarse labels as an enum; members equal the strings in :data:`LABELS` (stored and serialised as is)."""

    NAME = "NAME"
    AGE = "AGE"
    DATE = "DATE"
    LOCATION = "LOCATION"
    ID = "ID"
    CONTACT = "CONTACT"
    PROFESSION = "PROFESSION"
    OTHER = "OTHER"


def coarse_label(label: str | None, fine: str | None) -> str:
    """The coarse label for a span given whatever an annotation format carried (a label, a fine type, both)."""
    if label and label in LABELS:
        return label
    if fine:
        if fine in LABELS:
            return fine
        if fine in FINE_TYPES or fine in MEDDOCAN_TYPES:
            return label_of(fine)
    if label:
        return label_of(label)
    return FALLBACK_LABEL
