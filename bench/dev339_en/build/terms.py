"""Per-country terminology substitutions applied to non-PHI text while a note is built."""
import re

US_SUBS = [("GP surgery", "primary care office"), ("GP practice", "primary care office"), ("your GP", "your PCP"),
           ("GP", "PCP"), ("Gynae OPD", "Gyn Clinic"), ("Gynae", "Gyn"), ("gynae", "gyn"), ("haemostasis", "hemostasis"),
           ("Haemostasis", "Hemostasis"), ("anaesthetic", "anesthetic"), ("registrar", "resident"), ("oestrogen", "estrogen"),
           ("colour", "color"), ("Colposcopy Service", "Colposcopy Clinic"), ("paracetamol", "acetaminophen"),
           ("Paracetamol", "Acetaminophen"), ("haematology", "hematology"), ("Haematology", "Hematology"), ("Specialty Registrar", "Resident")]
CA_SUBS = [("GP surgery", "family doctor's office"), ("GP practice", "family doctor's office"), ("your GP", "your family doctor"),
           ("GP", "family physician"), ("Gynae OPD", "Gynaecology Clinic"), ("paracetamol", "acetaminophen"),
           ("Paracetamol", "Acetaminophen"), ("registrar", "resident")]
SUBS = {"US": US_SUBS, "CA": CA_SUBS}
SUB_RE = {k: (re.compile(r"\b(" + "|".join(re.escape(a) for a, _ in v) + r")\b"), dict(v)) for k, v in SUBS.items()}
