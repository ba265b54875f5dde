# ruff: noqa: E501  (word lists and templates read best unwrapped)
"""Recipe v3 generated material: all-caps titles and section headers, ICU flowsheets, obstetric notes,
operative records, staff with many credentials, medication tables, relatives and carers with names and
occupations, UK legal and insurance correspondence, short clinical questions, holidays of many calendars,
practice names, home-visit landmarks and hard negatives. Every generator takes a ``V2Context`` (v2's note
context, whose ``rng`` is the v3 generator) and returns segments ``[(text, fine type | None)]``; PHI values
come from ``pools``/``fake`` and go through the same ``Builder`` as v2's, so gold offsets are exact."""

from __future__ import annotations

import datetime as dt
import random
import re
from collections.abc import Sequence

from deidq.synth import fake, pools, vocab
from deidq.synth.fake import Person
from deidq.synth.note import FIELD_RE, Segment
from deidq.synth.note2 import PROFESSIONS_V2, V2Context, expand

# --- non-PHI vocabularies ----------------------------------------------------------------------------------

DOC_TITLES = (
    "OPERATIVE REPORT", "DISCHARGE SUMMARY", "DEATH SUMMARY", "HOME HEALTH SKILLED NURSING VISIT", "CVICU FLOWSHEET SUMMARY",
    "POSTPARTUM NOTE", "HISTORY AND PHYSICAL", "PROGRESS NOTE", "CONSULTATION NOTE", "PROCEDURE NOTE", "DELIVERY NOTE",
    "LABOR AND DELIVERY NOTE", "ICU DAILY PROGRESS NOTE", "MICU TRANSFER NOTE", "NURSING ADMISSION ASSESSMENT",
    "PRE-OPERATIVE ASSESSMENT", "ANAESTHETIC RECORD", "BRIEF OPERATIVE NOTE", "TRANSFER SUMMARY", "EMERGENCY DEPARTMENT NOTE",
    "MEDICATION RECONCILIATION", "SOCIAL WORK NOTE", "PHYSIOTHERAPY ASSESSMENT", "MEDICO-LEGAL REPORT", "TELEPHONE ENCOUNTER",
    "OUTPATIENT CLINIC LETTER", "ANTENATAL BOOKING", "TRIAGE NOTE", "CARDIOTHORACIC SURGERY NOTE", "PALLIATIVE CARE REVIEW",
    "OCCUPATIONAL THERAPY HOME VISIT", "PSYCHIATRIC ASSESSMENT", "ADMISSION NOTE", "ECHOCARDIOGRAM REPORT", "RADIOLOGY REPORT",
)  # fmt: skip
SECTION_HEADERS = (
    "ASSESSMENT AND PLAN", "PAST SURGICAL HISTORY", "PAST MEDICAL HISTORY", "HISTORY OF PRESENT ILLNESS", "REVIEW OF SYSTEMS",
    "PHYSICAL EXAMINATION", "HOSPITAL COURSE", "IMPRESSION", "FAMILY HISTORY", "SOCIAL HISTORY", "ALLERGIES", "CODE STATUS",
    "DISPOSITION", "FINDINGS", "INDICATIONS", "COMPLICATIONS", "SPECIMENS", "ESTIMATED BLOOD LOSS", "PREOPERATIVE DIAGNOSIS",
    "POSTOPERATIVE DIAGNOSIS", "EXPERT DETAILS", "STATEMENT OF TRUTH", "SUMMARY OF CONCLUSIONS", "INSTRUCTIONS", "DIET",
    "ACTIVITY", "FOLLOW-UP", "CONDITION AT DISCHARGE", "DISCHARGE MEDICATIONS", "PROCEDURES PERFORMED", "CONSULTS",
    "CAUSE OF DEATH", "EVENTS OVERNIGHT", "LINES/DRAINS/AIRWAYS", "NEURO", "CARDIOVASCULAR", "RESPIRATORY", "RENAL/GU",
    "ID", "HEME", "ENDOCRINE", "SKIN", "PSYCHOSOCIAL", "GOALS OF CARE", "SAFETY", "WOUND", "FALLS RISK", "NUTRITION",
)  # fmt: skip
DEPT_LINES = (
    "Diagnostic Imaging", "Cardiology Department", "Department of Obstetrics and Gynaecology", "Division of Cardiothoracic Surgery",
    "Critical Care Medicine", "Perioperative Services", "Women's Health", "Maternity Services", "Department of Anesthesiology",
    "Trauma and Orthopaedics", "Department of Medicine", "Emergency Medicine", "Community Nursing Team", "Home Health Services",
    "Intensive Care Unit", "Cardiovascular ICU", "Department of Surgery", "Medical Imaging", "Pathology and Laboratory Medicine",
    "Department of Psychiatry", "Physiotherapy Department", "Respiratory Medicine", "Care of the Elderly", "Neonatal Unit",
)  # fmt: skip
AGENCY_KINDS = ("Home Health", "Home Care", "Home Health Services", "Visiting Nurses", "Hospice Care", "Community Care",
                "Nursing Agency", "Care Services", "Homecare Ltd", "Home Health Agency")  # fmt: skip
CREDS3 = ("MD", "DO", "RN", "NP", "PA-C", "MBBS", "MB ChB", "MRCOG", "FRCOG", "FACOG", "FRCP", "FRCS", "FRCR", "PMHNP-BC",
          "FNP-C", "LPC", "LCSW", "CST", "CNM", "PhD", "CRNA", "RRT", "BSN", "MSN", "APRN", "CCRN", "DPT", "OTR/L", "PharmD",
          "RD", "MRCP", "MRCS", "FRCA", "FRCPath", "MRCGP", "DRCOG", "BSc", "MSc", "MPH", "FACS", "FACC", "IBCLC", "RM",
          "RGN", "RMN", "FRCS (Tr & Orth)", "FRCS (Gen Surg)", "MBBCh", "BMBS", "LPN", "CNA", "MA", "FRACS", "FCEM")  # fmt: skip
GRADES = ("(ST4)", "(FY2)", "(FY1)", "(ST2)", "(ST7)", "(CT1)", "(SpR)", "(SHO)", "(PGY-2)", "(PGY3)", "(R2)", "(Registrar)",
          "(Consultant)", "(Fellow)", "(Attending)", "(Resident)", "(F1)", "(CT2)", "(ACCS)")  # fmt: skip
# times of day are not PHI (guideline)
VENT_MODES = ("PRVC", "AC/VC", "PSV", "SIMV", "AC/PC", "APRV", "CPAP/PS", "SIMV-PC", "VC+")
DRIPS = (("norepinephrine", "mcg/kg/min", 0.02, 0.5, 2), ("vasopressin", "units/min", 0.03, 0.04, 2), ("propofol", "mcg/kg/min", 10, 50, 0),
         ("fentanyl", "mcg/h", 25, 200, 0), ("insulin", "units/h", 1, 12, 0), ("heparin", "units/h", 600, 1800, 0),
         ("dexmedetomidine", "mcg/kg/h", 0.2, 1.4, 1), ("epinephrine", "mcg/kg/min", 0.01, 0.2, 2), ("milrinone", "mcg/kg/min", 0.125, 0.75, 3),
         ("amiodarone", "mg/min", 0.5, 1, 1), ("nicardipine", "mg/h", 2.5, 15, 1), ("phenylephrine", "mcg/min", 20, 200, 0),
         ("midazolam", "mg/h", 1, 6, 0), ("furosemide", "mg/h", 5, 20, 0), ("esmolol", "mcg/kg/min", 50, 200, 0))  # fmt: skip
LINES = ("R IJ CVC", "L IJ CVC", "L radial A-line", "R radial A-line", "R femoral A-line", "PICC RUE", "PICC LUE", "L subclavian TLC",
         "R IJ Swan-Ganz", "R femoral HD catheter", "ETT 7.5 @ 23 cm at lip", "ETT 8.0 @ 24 cm", "OGT", "NGT", "Foley",
         "R chest tube to -20 cm H2O", "mediastinal drains x2", "epicardial pacing wires", "PIV x2", "rectal tube", "Impella CP",
         "IABP 1:1", "trach 8.0 Shiley")  # fmt: skip
PROCEDURES = ("laparoscopic cholecystectomy", "right total knee arthroplasty", "left total hip arthroplasty", "open inguinal hernia repair with mesh",
              "laparoscopic appendicectomy", "CABG x3 (LIMA-LAD, SVG-OM, SVG-PDA)", "dual-chamber pacemaker insertion", "ORIF left distal radius",
              "primary lower segment caesarean section", "TURP", "diagnostic hysteroscopy and D&C", "carpal tunnel release, right",
              "excision of sebaceous cyst, back", "laparoscopic sleeve gastrectomy", "ventral hernia repair", "ACL reconstruction, left knee",
              "cystoscopy and ureteric stent insertion", "AV fistula formation, left radiocephalic", "thyroid lobectomy, right")  # fmt: skip
IMPLANTS = ("Zimmer Biomet Persona knee system", "Stryker Triathlon femoral component", "DePuy Synthes Attune tibial tray",
            "Smith & Nephew Journey II insert", "Medtronic Azure XT DR MRI SureScan", "Medtronic Micra AV", "Boston Scientific Accolade MRI",
            "Abbott Assurity MRI", "Edwards SAPIEN 3 26 mm", "Arthrex SwiveLock 5.5 mm anchor", "Bard Ventralex ST patch",
            "Ethicon Prolene mesh 15 x 15 cm", "Covidien Parietex mesh", "Synthes 2.4 mm LCP distal radius plate", "Stryker Exeter stem size 2",
            "Zimmer Biomet Trilogy cup 54 mm", "Medtronic CapSure Fix Novus lead 5076", "Cook Universa ureteric stent 6 Fr x 26 cm")  # fmt: skip
DEVICES3 = ("Zimmer Biomet", "Medtronic", "Inogen One G5", "ResMed AirSense 10", "Philips DreamStation 2", "Dexcom G7", "Omnipod 5",
            "FreeStyle Libre 2", "Tandem t:slim X2", "Stryker", "Boston Scientific", "Abbott", "Baxter", "B. Braun", "Olympus",
            "Hill-Rom", "Karl Storz", "Welch Allyn", "Masimo", "Invacare", "Drive DeVilbiss", "Pari LC Sprint", "Accu-Chek Guide")  # fmt: skip
SCORES3 = ("GCS 15", "GCS E3V4M6", "NIHSS 4", "PHQ-9 12", "GAD-7 9", "MMSE 24/30", "MoCA 22/30", "AUDIT-C 6", "CHA2DS2-VASc 3",
           "HAS-BLED 2", "Wells 4", "CURB-65 2", "qSOFA 1", "NEWS2 5", "Waterlow 15", "Braden 14", "Morse 45", "MUST 2", "ASA III",
           "Mallampati II", "NYHA class III", "Child-Pugh B", "MELD 18", "Killip I", "Gleason 3+4=7", "BI-RADS 4", "EF 35-40%",
           "LVEF 55%", "Rockwood CFS 5", "Barthel 65/100", "EPDS 14", "Glasgow-Blatchford 6", "Hoehn and Yahr stage 2", "RASS -2",
           "CAM-ICU negative", "Bishop score 8", "ECOG 1", "Karnofsky 70", "Oxford 4/5")  # fmt: skip
STAGING = (
    "T2N0M0",
    "pT3N1M0",
    "cT1cN0",
    "T4aN2bM0",
    "stage IIIA",
    "Dukes B",
    "FIGO IB1",
    "Ann Arbor IIB",
    "ISS II",
    "Breslow 1.2 mm",
)
ICD10 = ("E11.9", "I10", "I48.91", "J44.1", "N18.3", "F32.1", "M17.11", "K80.20", "O80", "Z37.0", "O24.419", "I21.4", "J96.01",
         "R65.21", "S72.001A", "Z96.651", "C61", "G35", "F41.1", "E66.01", "Z79.01", "N39.0", "L03.115", "K35.80")  # fmt: skip
EPONYM_NEG = ("Cushingoid habitus", "Calot triangle", "Bishop score", "Virchow's node", "Trousseau sign", "Chvostek sign negative",
              "Lachman test negative", "McMurray positive", "Phalen test positive", "Tinel sign at the wrist", "Homans sign negative",
              "Kernig negative", "Addisonian crisis", "Parkinsonian gait", "Pfannenstiel incision", "Kocher incision", "Foley to gravity",
              "Swan-Ganz readings", "Hartmann's solution", "Ringer's lactate", "Mallory-Weiss tear", "Allen test normal")  # fmt: skip
NEGATIVE_LINES = (
    "{NUM_UNIT}; {NUM_UNIT}.", "Take {HALF} tab [[at night|twice daily|PRN]].", "[[2/6|3/6|1/6]] systolic murmur at the [[LUSB|RUSB|apex]].",
    "Visual acuity [[20/40|20/25|6/9|6/12]] [[OU|OD|right eye]].", "{SCORE3}; {SCORE3}.", "Staging {STAGING}.", "ICD-10 {ICD10}.",
    "[[Seen by|Discussed with|Referred to]] {DEPT3}.", "{EPONYM}.", "Uses [[an|a]] {DEVICE3}[[ at home| overnight| since last year|]].",
    "[[Strength|Power]] [[5/5|4/5|4+/5]] [[throughout|in all limbs|R arm]]; reflexes [[2+|1+]] symmetric.",
    "Pain [[4/10|7/10|2/10]] [[at rest|on movement|after analgesia]].", "[[At|Seen at|Reviewed at]] {CLOCK}, [[settled|no change|obs stable]].",
    "[[Wound|Incision]] [[12 cm|8 cm|3 x 2 cm]], [[clean and dry|no erythema|staples intact]].", "BP 120/80 [[sitting|lying]], [[132/84|128/76]] standing.",
    "Weight [[82.4|64.0|101.7]] kg[[, BMI 29.3|, down 2 kg|]].", "{EPONYM}; {SCORE3}.", "[[1+|2+|trace]] pitting oedema to [[mid-shin|ankles|knees]].",
)  # fmt: skip
HOLIDAYS3 = ("Passover", "Diwali", "Eid", "Eid al-Fitr", "Eid al-Adha", "Bonfire Night", "Mother's Day", "Father's Day", "Rosh Hashanah",
             "Yom Kippur", "Hanukkah", "Chinese New Year", "Lunar New Year", "Holi", "Vaisakhi", "Nowruz", "Orthodox Easter", "Kwanzaa",
             "Juneteenth", "Veterans Day", "Presidents' Day", "Remembrance Sunday", "Easter Monday", "Whit Monday", "Burns Night",
             "Hogmanay", "St Patrick's Day", "Valentine's Day", "New Year's Eve", "Christmas Day", "Guy Fawkes Night", "Ash Wednesday",
             "Pentecost", "Purim", "Sukkot", "Vesak", "Pongal", "Onam", "Raksha Bandhan", "Navratri", "Martin Luther King Day",
             "the August bank holiday", "the May bank holiday", "Thanksgiving weekend", "Christmas Eve", "Good Friday", "Tet")  # fmt: skip
PRACTICE_KINDS = ("Surgery", "Family Practice", "Physio Centre", "NHS Foundation Trust", "Medical Centre", "Group Practice", "Health Centre",
                  "Care Home", "Dental Practice", "Pharmacy", "Hospice", "Teaching Hospitals NHS Trust", "Medical Practice", "Partnership",
                  "Family Medicine", "Pediatrics", "Women's Clinic", "Physical Therapy", "Chemist", "Walk-in Centre")  # fmt: skip
PHARMACY_CHAINS = ("Walgreens", "CVS Pharmacy", "Rite Aid", "Boots", "Lloydspharmacy", "Well Pharmacy", "Superdrug Pharmacy", "Kroger Pharmacy",
                   "Costco Pharmacy", "Walmart Pharmacy", "Asda Pharmacy", "Rowlands Pharmacy")  # fmt: skip
LANDMARK_KINDS = ("pub", "park", "shopping centre", "leisure centre", "community centre", "garden centre", "retail park", "water tower",
                  "bridge", "war memorial", "playing fields", "Methodist chapel", "Co-op", "petrol station", "Baptist church", "Dollar General")  # fmt: skip
PUBS = ("The Red Lion", "The King's Arms", "The Royal Oak", "The White Hart", "The Crown", "The Plough", "The Swan", "The Black Horse",
        "The Rose and Crown", "The Fox and Hounds", "The Wheatsheaf", "The Bell")  # fmt: skip
SOLICITOR_KINDS = (
    "Solicitors",
    "Solicitors LLP",
    "Law",
    "Legal",
    "LLP",
    "& Co Solicitors",
    "Legal Services",
    "Claims Ltd",
)
INSURERS = ("Aviva", "Direct Line", "Admiral", "AXA Insurance", "Zurich Insurance", "LV= General Insurance", "Hastings Direct", "Churchill",
            "Allianz", "RSA Insurance", "Ageas", "esure", "NFU Mutual", "Markerstudy", "Bupa", "Vitality Health", "AXA Health")  # fmt: skip
RELATIONS = ("partner", "wife", "husband", "mum", "mom", "mother", "dad", "father", "son", "daughter", "sister", "brother", "friend",
             "neighbour", "neighbor", "carer", "niece", "nephew", "granddaughter", "grandson", "aunt", "uncle", "cousin", "stepson",
             "stepdaughter", "fiancé", "girlfriend", "boyfriend", "flatmate", "godmother", "son-in-law", "daughter-in-law")  # fmt: skip
ELEMENT_KINDS = (
    "title",
    "icu",
    "obstetric",
    "operative",
    "credentials",
    "med_table",
    "family",
    "legal",
    "question",
    "holiday_practice",
    "negatives",
)


# --- helpers -----------------------------------------------------------------------------------------------


def clock(r: random.Random, colon: bool | None = None) -> str:
    h, m = r.randint(0, 23), r.choice([0, 0, 5, 10, 15, 20, 30, 40, 45, 50, r.randint(0, 59)])
    colon = r.random() < 0.4 if colon is None else colon
    return f"{h:02d}:{m:02d}" if colon else f"{h:02d}{m:02d}"


def _num(r: random.Random, lo: float, hi: float, dec: int) -> str:
    return f"{r.uniform(lo, hi):.{dec}f}"


def surname(r: random.Random) -> str:
    return pools.person(r).last


def practice(r: random.Random) -> str:
    """A practice, trust or care-site name ("<Name> Surgery", "<Name> NHS Foundation Trust")."""
    x = r.random()
    stem = surname(r) if x < 0.4 else pools.uk_city(r) if x < 0.6 else r.choice(pools.SITE_STEMS)
    kind = r.choice(PRACTICE_KINDS)
    if kind.startswith("Teaching") or kind.startswith("NHS"):
        stem = stem if x >= 0.4 else pools.uk_city(r)
    return f"{stem} {kind}"


def pharmacy(r: random.Random) -> str:
    x = r.random()
    if x < 0.35:
        return r.choice(PHARMACY_CHAINS)
    if x < 0.7:
        return f"{surname(r)} {r.choice(['Pharmacy', 'Chemist', 'Chemists', 'Apothecary', 'Drug'])}"
    return f"{r.choice(pools.SITE_STEMS)} Pharmacy"


def agency(r: random.Random) -> str:
    x = r.random()
    stem = surname(r) if x < 0.4 else r.choice(pools.SITE_STEMS) if x < 0.8 else pools.us_city(r)
    return f"{stem} {r.choice(AGENCY_KINDS)}"


def landmark(r: random.Random) -> str:
    kind = r.choice(LANDMARK_KINDS)
    if kind == "pub":
        return r.choice(PUBS)
    if kind == "Dollar General":
        return kind
    stem = r.choice([*pools.SITE_STEMS, *pools.UK_STREET_STEMS[:12]]) if r.random() < 0.7 else surname(r)
    return f"{stem} {kind.title() if kind != 'Co-op' else kind}"


def solicitors(r: random.Random) -> str:
    a, b = surname(r), surname(r)
    return r.choice([f"{a} & {b} {r.choice(SOLICITOR_KINDS)}", f"{a} {r.choice(SOLICITOR_KINDS)}", f"{a} {b} LLP"])


def creds(r: random.Random, nurse: bool = False) -> str:
    n = r.choice([1, 1, 2, 2, 3])
    pool = (
        CREDS3 if not nurse else ("RN", "BSN", "CCRN", "RGN", "RM", "CNM", "NP", "APRN", "LPN", "MSN", "RMN", "IBCLC")
    )
    picked = list(dict.fromkeys(r.choice(pool) for _ in range(n)))
    sep = r.choice([", ", " ", ", "])
    out = r.choice([", ", " ", ", "]) + sep.join(picked)
    if not nurse and r.random() < 0.2:
        out += " " + r.choice(GRADES)
    return out


def staff(
    ctx: V2Context, p: Person | None = None, cred: bool | None = None, nurse: bool = False, style: str | None = None
) -> list[Segment]:
    """A clinician's name (DOCTOR) with credentials after it (outside the span)."""
    r = ctx.rng
    p = p or pools.person(r)
    style = style or r.choice(["full", "full", "first_mid", "init_last", "caps", "last_first", "dr_full", "first"])
    mid = f" {p.middle[0]}." if p.middle and r.random() < 0.5 else ""
    forms = {"full": [(p.full, "DOCTOR")], "first_mid": [(f"{p.first}{mid} {p.last}", "DOCTOR")],
             "init_last": [(f"{p.first[0]}{r.choice(['. ', ' ', '.'])}{p.last}", "DOCTOR")], "caps": [(p.full.upper(), "DOCTOR")],
             "last_first": [(f"{p.last}, {p.first}", "DOCTOR")], "dr_full": [(r.choice(["Dr. ", "Dr "]), None), (p.full, "DOCTOR")],
             "first": [(p.first, "DOCTOR")], "last": [(p.last, "DOCTOR")]}  # fmt: skip
    out = list(forms[style])
    if cred if cred is not None else (r.random() < 0.75 and style not in ("first", "last_first")):
        out.append((creds(r, nurse), None))
    return out


def fill(ctx: V2Context, template: str) -> list[Segment]:
    """Render a template: ``[[a|b]]`` alternatives, v3 fields (below), else v2's ``V2Context.field``."""
    r = ctx.rng
    text = expand(template, r)
    out: list[Segment] = []
    pos = 0
    for m in FIELD_RE.finditer(text):
        if m.start() > pos:
            out.append((text[pos : m.start()], None))
        fn = FIELDS3.get(m.group(1))
        out.extend(fn(ctx) if fn else ctx.field(m.group(1)))
        pos = m.end()
    if pos < len(text):
        out.append((text[pos:], None))
    for i in range(len(out) - 1):  # "a"/"an" agrees with the value after it
        t, typ = out[i]
        nxt = out[i + 1][0]
        am = re.search(r"(?:^|\s)([Aa]n?) $", t)
        if typ is None and am and nxt:
            art = "an" if nxt[0].lower() in "aeiou" else "a"
            out[i] = (t[: am.start(1)] + (art.capitalize() if am.group(1)[0] == "A" else art) + " ", None)
    return out


def _fam_person(ctx: V2Context, sex: str | None = None) -> Person:
    return pools.person(ctx.rng, sex)


REL_SEX = {"partner": None, "wife": "F", "husband": "M", "girlfriend": "F", "boyfriend": "M", "mum": "F", "mom": "F", "mother": "F",
           "dad": "M", "father": "M", "son": "M", "daughter": "F", "stepson": "M", "stepdaughter": "F", "granddaughter": "F",
           "grandson": "M", "sister": "F", "brother": "M", "niece": "F", "nephew": "M", "friend": None, "neighbour": None,
           "neighbor": None, "flatmate": None, "son-in-law": "M", "daughter-in-law": "F", "aunt": "F", "uncle": "M", "cousin": None}  # fmt: skip


def rel_name(ctx: V2Context, rels: tuple[str, ...], form: str = "first", cap: bool = False) -> list[Segment]:
    """A relation word and a name of the same sex: ``partner Ivan Drummond``, ``son Cathal``, ``mother beatriz``."""
    r = ctx.rng
    rel = r.choice(rels)
    p = pools.person(r, REL_SEX.get(rel) or r.choice("FM"))
    name = {"first": p.first, "full": p.full, "lower": p.first.lower()}[form]
    if form == "first" and r.random() < 0.3:
        name = p.full
    return [((rel.capitalize() if cap else rel) + " ", None), (name, "FAMILY")]


PARTNERS = ("partner", "wife", "husband", "girlfriend", "boyfriend")
CHILDREN = ("son", "daughter", "granddaughter", "grandson", "nephew", "niece", "stepson", "stepdaughter")


FIELDS3 = {
    "INFANT_AGE": lambda c: [(str(c.rng.randint(1, 20)), "AGE")],
    "HOLIDAY3": lambda c: [(c.rng.choice(HOLIDAYS3), "DATE")],
    "PRACTICE": lambda c: [(practice(c.rng), "HOSPITAL")],
    "PHARMACY": lambda c: [(pharmacy(c.rng), "HOSPITAL")],
    "LANDMARK": lambda c: [(landmark(c.rng), "LOCATION_OTHER")],
    "AGENCY": lambda c: [(agency(c.rng), "ORGANIZATION")],
    "FAM_ANY": lambda c: [(_fam_person(c).first, "FAMILY")],
    "REL_PARTNER": lambda c: rel_name(c, PARTNERS, "first"),
    "REL_MUM": lambda c: rel_name(c, ("mom", "mum", "mother")),
    "REL_DAD": lambda c: rel_name(c, ("dad", "father")),
    "REL_CHILD": lambda c: rel_name(c, CHILDREN),
    "REL_CHILD_CAP": lambda c: rel_name(c, CHILDREN, cap=True),
    "REL_FRIEND": lambda c: rel_name(c, ("friend", "neighbour", "neighbor", "flatmate"), cap=True),
    "REL_LOWER": lambda c: rel_name(c, ("mother", "daughter", "son", "wife", "husband", "sister", "niece", "father"), "lower"),
    "REL_ANY_FULL": lambda c: rel_name(c, tuple(REL_SEX), "full"),
    "FAM_FULL": lambda c: [(_fam_person(c).full, "FAMILY")],
    "FAM_LOWER": lambda c: [(_fam_person(c).first.lower(), "FAMILY")],
    "PASTOR": lambda c: [(surname(c.rng), "FAMILY")],
    "PROF3": lambda c: [(c.rng.choice(PROFESSIONS_V2), "PROFESSION")],
    "STAFF3": lambda c: staff(c),
    "CLOCK": lambda c: [(clock(c.rng), None)],
    "NUM_UNIT": lambda c: [(c.rng.choice([f"{c.rng.randint(2, 40)} mm", f"{c.rng.uniform(0.5, 9):.1f} cm", f"{c.rng.choice([50, 100, 250, 500, 1000])} mL",
                                          f"{c.rng.choice([5, 10, 20, 40, 80])} mg", f"{c.rng.randint(1, 6)} L/min", f"{c.rng.randint(60, 140)} bpm"]), None)],
    "HALF": lambda c: [(c.rng.choice(["1/2", "½", "1/4", "1.5", "one half"]), None)],
    "SCORE3": lambda c: [(c.rng.choice(SCORES3), None)],
    "STAGING": lambda c: [(c.rng.choice(STAGING), None)],
    "ICD10": lambda c: [(c.rng.choice(ICD10), None)],
    "DEPT3": lambda c: [(c.rng.choice([*DEPT_LINES, *vocab.DEPARTMENTS]), None)],
    "EPONYM": lambda c: [(c.rng.choice(EPONYM_NEG), None)],
    "DEVICE3": lambda c: [(c.rng.choice(DEVICES3), None)],
    "CITY3": lambda c: [((pools.uk_city(c.rng) if c.uk else pools.us_city(c.rng)), "CITY")],
    "DATE3": lambda c: c.date(c.past() if c.rng.random() < 0.6 else c.visit, c.rng.choice([c.date_style, "mdy_slash0", "dmy_abbr", "long", "iso"])),
}  # fmt: skip


def _site_or_agency(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    x = r.random()
    if x < 0.45:
        return [(r.choice([ctx.hospital, ctx.site2]), "HOSPITAL")]
    if x < 0.7:
        return [(practice(r), "HOSPITAL")]
    return [(agency(r), "ORGANIZATION")]


# --- 1. titles and section headers ------------------------------------------------------------------------


def title_block(ctx: V2Context, title: str | None = None) -> list[Segment]:
    r = ctx.rng
    title = title or r.choice(DOC_TITLES)
    if r.random() < 0.15:
        title = title.title()
    deco = r.randrange(5)
    out: list[Segment] = [("*** " if deco == 0 else "", None), (title, None)]
    if r.random() < 0.6:
        out += [(r.choice([" - ", " – ", " | ", ", ", "\n"]), None), *_site_or_agency(ctx)]
    out.append((" ***\n" if deco == 0 else "\n", None))
    if deco == 1:
        out.append(("=" * r.randint(12, 40) + "\n", None))
    if r.random() < 0.5:
        out.append((r.choice(DEPT_LINES) + "\n", None))
    if r.random() < 0.4:
        out += [
            (r.choice(["Date: ", "Date of service: ", "DOS ", "Report date: "]), None),
            *ctx.date(ctx.visit),
            ("\n", None),
        ]
    return [*out, ("\n", None)]


def section_header(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    h = r.choice(SECTION_HEADERS)
    body = r.choice(
        [
            "None.",
            "See above.",
            "Nil of note.",
            "As per HPI.",
            "Unremarkable.",
            "Reviewed and unchanged.",
            "Full code.",
            "NKDA.",
        ]
    )
    if h == "PAST SURGICAL HISTORY":
        items = r.sample(PROCEDURES, r.randint(1, 3))
        lines: list[Segment] = []
        for it in items:
            a, b = r.choice([(" (", ")"), (" - ", ""), (", ", "")])
            lines += [("- " + it + a, None), (str(ctx.past().year), "DATE"), (b + "\n", None)]
        return [(h + r.choice([":", "", ":"]) + "\n", None), *lines, ("\n", None)]
    return [(h + r.choice([":", ":", ""]) + r.choice(["\n", " "]) + body + "\n\n", None)]


# --- 2. ICU / flowsheet -----------------------------------------------------------------------------------


def icu_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = []
    if r.random() < 0.5:
        out += [
            (
                r.choice(
                    ["CVICU FLOWSHEET SUMMARY", "ICU FLOWSHEET", "Hourly observations", "MICU flowsheet", "Flowsheet"]
                ),
                None,
            )
        ]
        if r.random() < 0.5:
            out += [(" - ", None), *ctx.date(ctx.visit, r.choice([ctx.date_style, "mdy_slash0", "dmy_abbr"]))]
        if r.random() < 0.4:
            out += [(r.choice(["  Bed ", "  Bay ", "  Rm "]), None), *ctx.field("BED")]
        out.append(("\n", None))
    cols = ["Time", "HR", "BP", "MAP", "RR", "SpO2", "Temp"]
    start = r.randint(0, 20)
    pipe = r.random() < 0.55
    colon = r.random() < 0.3
    out.append(((" | ".join(cols) if pipe else "   ".join(f"{c:<7}" for c in cols).rstrip()) + "\n", None))
    for i in range(r.randint(3, 8)):
        sbp, dbp = r.randint(85, 170), r.randint(40, 95)
        row = [f"{(start + i) % 24:02d}{':' if colon else ''}00", str(r.randint(55, 135)), f"{sbp}/{dbp}", str(round((sbp + 2 * dbp) / 3)),
               str(r.randint(10, 32)), f"{r.randint(86, 100)}%", f"{r.uniform(35.8, 39.2):.1f}"]  # fmt: skip
        out.append(((" | " if pipe else "   ").join(row if pipe else [f"{c:<7}" for c in row]).rstrip() + "\n", None))
    mode = r.choice(VENT_MODES)
    vent = [f"{r.choice(['Vent:', 'Ventilator:', 'Vent settings:', ''])} {mode}".strip(), f"TV {r.randint(300, 560)}", f"PEEP {r.choice([5, 8, 10, 12, 14])}",
            f"FiO2 {r.choice([30, 35, 40, 50, 60, 80, 100])}%", f"RR {r.randint(12, 28)}"]  # fmt: skip
    if mode in ("PSV", "CPAP/PS", "SIMV"):
        vent.append(f"PS {r.choice([5, 8, 10, 12, 15])}")
    if r.random() < 0.4:
        vent.append(f"Pplat {r.randint(18, 32)}")
    out.append((r.choice([", ", "  ", " / "]).join(vent) + "\n", None))
    if r.random() < 0.8:
        ph, co2, o2 = f"7.{r.randint(15, 49):02d}", r.randint(28, 75), r.randint(55, 180)
        out.append((r.choice([f"ABG {ph}/{co2}/{o2}", f"ABG ({clock(r)}): pH {ph}, pCO2 {co2}, pO2 {o2}, HCO3 {r.randint(16, 34)}, BE {r.randint(-8, 6)}",
                              f"VBG {ph}/{co2}", f"ABG {ph}/{co2}/{o2}/{r.randint(16, 34)}, lactate {r.uniform(0.6, 6):.1f}"]) + "\n", None))  # fmt: skip
    drips = r.sample(DRIPS, r.randint(1, 4))
    out.append(
        (
            r.choice(["Drips: ", "Infusions: ", "Gtts: "])
            + "; ".join(f"{d} {_num(r, lo, hi, dec)} {u}" for d, u, lo, hi, dec in drips)
            + "\n",
            None,
        )
    )
    out.append((r.choice(["Lines: ", "Access: ", "LDAs: "]) + ", ".join(r.sample(LINES, r.randint(2, 4))) + "\n", None))
    i_, o_ = r.randint(800, 5200), r.randint(500, 4200)
    out.append(
        (
            r.choice(
                [
                    f"I/O 24h: {i_}/{o_} mL",
                    f"I/O {i_}/{o_} (net {i_ - o_:+d})",
                    f"24h balance +{abs(i_ - o_)} mL",
                    f"UOP {r.randint(15, 150)} mL/h, I/O {i_}/{o_}",
                ]
            )
            + "\n",
            None,
        )
    )
    if r.random() < 0.5:
        out.append(
            (
                r.choice(
                    [
                        f"CVP {r.randint(4, 18)}",
                        f"CI {r.uniform(1.6, 3.8):.1f}",
                        f"SvO2 {r.randint(50, 78)}%",
                        f"RASS {r.randint(-4, 1)}",
                        "CAM-ICU negative",
                    ]
                )
                + "\n",
                None,
            )
        )
    if r.random() < 0.75:
        roles = r.sample(
            [
                "RN (days)",
                "RN (nights)",
                "RT",
                "Charge RN",
                "Intensivist",
                "Fellow",
                "Pharmacist",
                "Dietitian",
                "Perfusionist",
            ],
            r.randint(1, 3),
        )
        for i, role in enumerate(roles):
            out += [(("   " if i else "") + f"{role}: ", None), *staff(ctx, nurse="RN" in role)]
        out.append(("\n", None))
    return out


# --- 3. obstetric -----------------------------------------------------------------------------------------


def gpa(r: random.Random) -> str:
    g = r.randint(1, 7)
    p = r.randint(0, g - 1) if g > 1 else 0
    term, pre, ab = p, r.randint(0, max(0, g - p - 1)) if g - p > 1 else 0, max(0, g - 1 - p)
    living = term + pre
    return r.choice([f"G{g}P{term}{pre}{ab}{living}", f"G{g}P{p}", f"G{g} P{p}", f"G{g}P{p}+{ab}"])


def gestation(r: random.Random) -> str:
    w, d = r.randint(24, 42), r.randint(0, 6)
    return r.choice([f"{w}+{d}", f"{w}w{d}d", f"{w} weeks {d} days", f"{w}/40", f"EGA {w}+{d}", f"{w} wk {d} d"])


def obstetric_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    infant = pools.person(r)
    partner = pools.person(r)
    w = r.randint(1800, 4600)
    lines: list[list[Segment]] = [
        [(f"{gpa(r)} at {gestation(r)}" + r.choice([" by LMP", " by dating scan", " by 1st trimester US", ""]), None)],
        [(r.choice(["SVE: ", "Cervix ", "VE: ", "SVE "]) + f"{r.randint(1, 10)}/{r.choice([30, 40, 45, 50, 60, 70, 80, 90, 100])}/{r.choice(['-3', '-2', '-1', '0', '+1', '+2'])}", None),
         (r.choice(["", f", Bishop score {r.randint(2, 11)}", f" (Bishop {r.randint(2, 11)})"]), None)],
        [(r.choice(["EFW ", "EFW by US ", "Estimated fetal weight "]) + f"{r.randint(1500, 4500)} g" + r.choice(["", f" ({(c := r.randint(5, 95))}{fake.ordinal_suffix(c)} centile)"]), None)],
        [(r.choice(["FHT: ", "CTG: ", "EFM: "]) + f"baseline {r.randint(110, 160)}, {r.choice(['moderate', 'minimal'])} variability, {r.choice(['accels present', 'no accels'])}, {r.choice(['no decels', 'early decels', 'occasional variables', 'late decels x2'])}, {r.choice(['Cat I', 'Cat II', 'Category I', 'Category II', 'normal CTG'])}", None)],
        [(r.choice(["Pitocin ", "Oxytocin ", "Syntocinon "]) + f"{r.randint(1, 20)} mU/min; " + r.choice(["AROM ", "SROM ", "ROM "]) + f"at {clock(r)}, " + r.choice(["clear fluid", "meconium-stained liquor", "blood-stained"]), None)],
        [(r.choice(["Epidural at ", "Epidural placed ", "Spinal at "]) + clock(r) + ".", None)],
        [(r.choice(["Vacuum-assisted vaginal delivery", "NSVD", "SVD", "Forceps-assisted delivery (Neville-Barnes)", "Primary LTCS", "Repeat CS", "Ventouse delivery (Kiwi)"]), None),
         (r.choice([" at ", " at ", " @ "]) + clock(r), None), *([(" on ", None), *ctx.date(ctx.visit)] if r.random() < 0.5 else [])],
        [(r.choice(["Placenta delivered intact", "Placenta delivered spontaneously, intact", "Placenta and membranes complete"]) + f" at {clock(r)}, 3-vessel cord.", None)],
        [(f"Apgars {r.randint(3, 9)}/{r.randint(7, 10)}" + r.choice(["", f"/{r.randint(8, 10)}"]) + ", " + r.choice(["birth weight ", "BW ", "weight "]) + f"{w} g" + r.choice(["", f" ({w // 454} lb {round((w % 454) / 28.35)} oz)"]), None)],
        [(r.choice(["EBL ", "QBL ", "Blood loss "]) + f"{r.randint(150, 1500)} mL; " + r.choice(["2nd degree laceration repaired with 3-0 Vicryl", "intact perineum", "1st degree tear, not sutured", "3a tear repaired in theatre"]) + ".", None)],
        [(r.choice(["GBS negative", "GBS positive, PCN x2 doses", "GBS unknown"]) + "; " + r.choice(["Rh positive", "O neg, anti-D given", "A pos"]) + ", " + r.choice(["rubella immune", "HBsAg negative", "HIV negative"]) + ".", None)],
        [(r.choice(["Baby ", "Infant: ", "Baby girl ", "Baby boy ", "Neonate "]), None), (infant.first if r.random() < 0.5 else f"{infant.first} {ctx.profile.patient.last}", "FAMILY"),
         (r.choice([" to skin-to-skin", ", breastfeeding well", " - NICU for grunting", " rooming in"]) + ".", None)],
        [(r.choice(["Partner ", "Husband ", "FOB ", "Support person: "]), None), (partner.full if r.random() < 0.6 else partner.first, "FAMILY"),
         (r.choice([" at bedside.", " present.", " supportive.", " cut the cord."]), None)],
        [(r.choice(["PPD#", "Postpartum day ", "Day "]) + str(r.randint(1, 3)) + ": fundus firm at " + r.choice(["U-1", "U-2", "umbilicus"]) + ", lochia " + r.choice(["moderate", "light", "scant"]) + ".", None)],
    ]  # fmt: skip
    keep = [lines[0], *r.sample(lines[1:], r.randint(4, 9))]
    head: list[Segment] = [
        (
            r.choice(
                ["L&D NOTE\n", "Labour ward review\n", "DELIVERY SUMMARY\n", "OB triage\n", "POSTPARTUM NOTE\n", ""]
            ),
            None,
        )
    ]
    out = head
    sep = r.choice(["\n", "\n", ". "])
    for ln in keep:
        last = next((t for t, _ in reversed(ln) if t), "")
        out += [*ln, (" " if sep == ". " and last.endswith(".") else sep, None)]
    if r.random() < 0.6:
        out += [
            (r.choice(["Midwife: ", "Delivered by: ", "Attending: ", "CNM: "]), None),
            *staff(ctx, nurse=r.random() < 0.5),
            ("\n", None),
        ]
    return [*out, ("\n", None)]


# --- 4. operative -----------------------------------------------------------------------------------------


def operative_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = []
    room = r.choice(["OR ", "Theatre ", "Operating Room ", "OR #", "Theatre "])
    out += [(r.choice(["Date of surgery: ", "Date of procedure: ", "DOS: "]), None), *ctx.date(ctx.visit), ("   ", None),
            (room, None), (str(r.choice([r.randint(1, 12), r.randint(100, 320)])), "LOCATION_OTHER"), ("\n", None)]  # fmt: skip
    out += [("Procedure: " + r.choice(PROCEDURES) + "\n", None)]
    roles = (
        ["Surgeon", "Assistant", "Anesthesia", "Circulator", "Scrub"]
        if r.random() < 0.5
        else ["Surgeon", "Assistant", "Anaesthetist", "Scrub nurse", "ODP"]
    )
    for role in roles[: r.randint(3, 5)]:
        out += [(f"{role}: ", None), *staff(ctx, nurse=role in ("Circulator", "Scrub nurse")), ("\n", None)]
    out += [
        (
            r.choice(["Anesthesia: ", "Anaesthetic: ", "Anesthesia type: "])
            + r.choice(
                [
                    "General ETT",
                    "LMA",
                    "General, LMA",
                    "Spinal",
                    "MAC",
                    "GA + interscalene block",
                    "Regional (femoral block) + sedation",
                ]
            )
            + "\n",
            None,
        )
    ]
    out += [(f"Time-out performed at {clock(r)}. Incision {clock(r)}, closure {clock(r)}.\n", None)]
    out += [
        (
            f"EBL: {r.choice([5, 10, 25, 50, 100, 150, 300, 450])} mL   IVF: {r.choice([500, 800, 1000, 1200, 2000])} mL {r.choice(['LR', 'Hartmann', 'NS', 'PlasmaLyte'])}   UOP: {r.randint(50, 600)} mL\n",
            None,
        )
    ]
    if r.random() < 0.5:
        out += [("Findings: " + r.choice(["Calot triangle dissected, critical view of safety obtained.", "Grade IV chondral loss medial compartment.",
                                          "Inflamed retrocaecal appendix, no perforation.", "5 cm fascial defect, omentum in sac."]) + "\n", None)]  # fmt: skip
    for _ in range(r.randint(1, 2)):
        ref = r.choice(
            [
                f"{r.randint(10, 99)}-{r.randint(1000, 9999)}-{r.randint(100, 999)}-{r.randint(10, 99)}",
                f"{r.randint(10000, 999999)}",
                f"{fake.letters(r, 3)}{r.randint(100, 9999)}",
            ]
        )
        out += [("Implant: " + r.choice(IMPLANTS) + f", {r.choice(['REF', 'Cat #', 'REF#', 'Catalogue no.'])} {ref}, {r.choice(['SN', 'S/N', 'Serial #', 'Serial'])} ", None),
                (fake.device(r), "DEVICE"), ("\n", None)]  # fmt: skip
    out += [
        (
            "Specimens: "
            + r.choice(["gallbladder to histology", "none", "appendix to pathology", "tissue for culture"])
            + ". Drains: "
            + r.choice(["19 Fr Blake", "none", "Redivac x1"])
            + ". Complications: none.\n",
            None,
        )
    ]
    out += [("Disposition: " + r.choice(["PACU, stable.", "Recovery then ward.", "ICU, intubated."]) + "\n", None)]
    return [*out, ("\n", None)]


# --- 5. credentials ---------------------------------------------------------------------------------------


def credentials_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    out: list[Segment] = [
        (
            r.choice(
                ["CARE TEAM:\n", "Treating team\n", "Team: ", "Present at MDT:\n", "Signed by:\n", "Reviewed by\n"]
            ),
            None,
        )
    ]
    inline = out[0][0].endswith(" ")
    for i in range(r.randint(2, 5)):
        if inline and i:
            out.append(("; ", None))
        out += staff(ctx, cred=True, nurse=r.random() < 0.3)
        if r.random() < 0.4:
            a, b = r.choice([(" - ", ""), (" (", ")"), (", ", "")])
            role = r.choice(["Consultant Obstetrician", "Attending", "Charge Nurse", "Registrar", "Psychiatric NP", "Counselor", "Social Worker",
                             "Scrub Tech", "Midwife", "Clinical Psychologist"])  # fmt: skip
            out.append((a + role + b, None))
        if not inline:
            out.append(("\n", None))
    return [*out, ("\n", None) if inline else ("", None), ("\n", None)]


# --- 6. medication tables ---------------------------------------------------------------------------------


def prescriber(ctx: V2Context, p: Person) -> list[Segment]:
    r = ctx.rng
    form = r.randrange(5)
    if form == 0:
        return [(f"{p.first[0]} {p.last}", "DOCTOR")]
    if form == 1:
        return [(p.last, "DOCTOR")]
    if form == 2:
        return [(f"{p.last.upper()}, {p.first[0]}", "DOCTOR")]
    if form == 3:
        return [(r.choice(["Dr ", "Dr. "]), None), (p.last, "DOCTOR")]
    return [(f"{p.first[0]}. {p.last}", "DOCTOR")]


def med_table(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    docs = [ctx.doctor, ctx.profile.pcp, pools.person(r)]
    pipe = r.random() < 0.5
    sep = " | " if pipe else "  "
    out: list[Segment] = [
        (
            r.choice(
                [
                    "MEDICATION RECONCILIATION\n",
                    "Medications:\n",
                    "Current medications (from pharmacy fill history)\n",
                    "DRUG CHART\n",
                ]
            ),
            None,
        )
    ]
    if r.random() < 0.6:
        out += [
            (r.choice(["Pharmacy: ", "Dispensing pharmacy: ", "Preferred pharmacy: "]), None),
            (pharmacy(r), "HOSPITAL"),
            ("\n", None),
        ]
    out.append((sep.join(["Drug", "Dose", "Sig", "Last fill", "Prescriber", "Action"]) + "\n", None))
    for _ in range(r.randint(3, 7)):
        drug = r.choice(vocab.DRUGS)
        dose = f"{r.choice([1, 2.5, 5, 10, 20, 25, 40, 50, 100, 250, 500])} {r.choice(['mg', 'mg', 'mcg', 'units'])}"
        sig = f"{r.choice(['1 tab', '1/2 tab', '2 tabs', '1 cap', '10 units'])} {r.choice(vocab.ROUTES)} {r.choice(vocab.FREQS)}"
        d = ctx.visit - dt.timedelta(days=r.randint(3, 120))
        cells: list[Segment] = [((f"{drug:<16}" if not pipe else drug) + sep + dose + sep + sig + sep, None),
                                (ctx.fmt(d, r.choice(["mdy_slash0", "mdy_slash", "dmy_slash0", "iso", "dmy_abbr", "md"])), "DATE"), (sep, None),
                                *prescriber(ctx, r.choice(docs)), (sep + r.choice(["Continue", "Hold", "Stop", "Change", "Continue", "Resume", "New"]) + "\n", None)]  # fmt: skip
        out += cells
    return [*out, ("\n", None)]


# --- 7. relatives, friends, carers ------------------------------------------------------------------------

FAMILY_LINES = (
    "Lives with {REL_PARTNER} ({PROF3}).",
    "SH: {REL_MUM} ({PROF3}) and {REL_DAD} ({PROF3} at {EMPLOYER}).",
    "[[He|She]] is looking forward to [[his|her]] {REL_CHILD}'s [[wedding|graduation|christening]] in [[June|the spring|two weeks]].",
    "{REL_FRIEND} [[checks in daily|does the shopping|drove her in|has a key]].",
    "Pastor {PASTOR} visits weekly[[.|; patient finds this helpful.| from {EMPLOYER}.]]",
    "[[Telephone call|TC|Phone note]]: {REL_LOWER} called [[re: results|asking about discharge|to report more confusion]].",
    "[[spoke with|called|TC from]] {REL_LOWER} [[on the phone|by phone]], [[updated|agrees with plan]].",
    "Carer {FAM_FULL} from {AGENCY} [[attends twice daily|visits QDS|helps with washing and dressing]].",
    "[[Her|His]] {REL_PARTNER} works as [[a|an]] {PROF3} [[at|for]] {EMPLOYER}.",
    "NOK: {FAM_FULL} ([[daughter|son|partner|brother|niece]]), {PHONE}.",
    "Collateral from {REL_ANY_FULL}, a retired {PROF3}.",
    "{REL_CHILD_CAP} ({PROF3}) is [[the main carer|LPA for health|very involved]].",
    "[[She|He]] was [[a|an]] {PROF3} until {YEAR}; {REL_PARTNER} still works as [[a|an]] {PROF3}.",
)  # fmt: skip


def _lines_block(ctx: V2Context, lines: Sequence[str], k: int) -> list[Segment]:
    """``k`` of ``lines`` filled in, each followed by a blank or a line break, then a paragraph break."""
    r = ctx.rng
    out: list[Segment] = []
    for t in r.sample(lines, k):
        out += [*fill(ctx, t), (r.choice([" ", "\n"]), None)]
    return [*out, ("\n\n", None)]


def family_block(ctx: V2Context) -> list[Segment]:
    return _lines_block(ctx, FAMILY_LINES, ctx.rng.randint(1, 3))


# --- 8. UK legal / insurance --------------------------------------------------------------------------------


def claim_no(r: random.Random) -> str:
    return r.choice([f"{fake.letters(r, 1)}{r.randint(10, 99)}{fake.letters(r, 2)}{r.randint(100, 999)}", f"{r.randint(1, 9)}{fake.letters(r, 2)}{r.randint(10000, 99999)}",
                     f"{fake.letters(r, 2)}{r.randint(1000000, 9999999)}"])  # fmt: skip


def legal_block(ctx: V2Context) -> list[Segment]:
    r = ctx.rng
    expert = pools.person(r)
    out: list[Segment] = []
    if r.random() < 0.6:
        out += [
            (r.choice(["IN THE COUNTY COURT AT ", "In the County Court at ", "County Court at "]), None),
            (pools.uk_city(r), "CITY"),
            ("\n", None),
        ]
    out += [(r.choice(["Claim No: ", "Claim number ", "Case no. "]), None), (claim_no(r), "IDNUM"), ("\n", None)]
    out += [
        ("BETWEEN: ", None),
        *ctx.patient(r.choice(["hdr", "uk"])),
        (" (Claimant) and ", None),
        (r.choice([fake.seeded_faker("en_GB", r).company(), pools.employer(r)]), "ORGANIZATION"),
        (" (Defendant)\n", None),
    ]
    out += [(r.choice(["Instructed by: ", "Instructing solicitors: ", "Solicitors: "]), None), (solicitors(r), "ORGANIZATION"),
            (r.choice([", your ref ", "  Ref: ", " - your ref "]), None), (f"{fake.letters(r, 3)}/{r.randint(100000, 999999)}/{fake.letters(r, 2)}", "IDNUM"), ("\n", None)]  # fmt: skip
    if r.random() < 0.7:
        out += [(r.choice(["Insurer: ", "Motor insurer: ", "Third party insurer: "]), None), (r.choice(INSURERS), "ORGANIZATION"),
                (r.choice([", policy no. ", "  Policy number: ", " policy "]), None), (r.choice([f"POL{r.randint(1000000, 9999999)}", f"{fake.letters(r, 2)}-{r.randint(100000, 999999)}-{r.randint(10, 99)}"]), "HEALTHPLAN"), ("\n", None)]  # fmt: skip
    if r.random() < 0.5:
        out += [
            ("MedCo reference: ", None),
            (f"{fake.letters(r, 3)}{r.randint(100000, 999999)}", "IDNUM"),
            ("\n", None),
        ]
    out += [(r.choice(["Date of accident: ", "Date of index event: "]), None), *ctx.date(ctx.past(), "dmy_long" if r.random() < 0.5 else "dmy_slash0"),
            ("   Date of examination: ", None), *ctx.date(ctx.visit, r.choice(["dmy_long", "dmy_slash0"])), ("\n", None)]  # fmt: skip
    out += [
        ("Place of examination: ", None),
        (r.choice([ctx.site2, practice(r)]), "HOSPITAL"),
        ("\n\nEXPERT DETAILS\n", None),
    ]
    out += [*staff(ctx, expert, cred=False, style=r.choice(["full", "dr_full"])), (r.choice([", MB ChB FRCS (Tr & Orth)", " MBBS FRCP", ", MB ChB MRCOG", " BSc MBBS FRCR", ", MBBS FRCS"]), None),
            (r.choice([", GMC No. ", "  GMC ", ", GMC number "]), None), (str(r.randint(2000000, 7999999)), "LICENSE"), ("\n", None)]  # fmt: skip
    out += [("\nSTATEMENT OF TRUTH\nI confirm that I have made clear which facts and matters referred to in this report are within my own knowledge and which are not. "
             "I understand my duty to the court under CPR Part 35.\n", None)]  # fmt: skip
    return [*out, ("\n", None)]


# --- 9. short clinical questions --------------------------------------------------------------------------

QUESTIONS = (
    "My [[dad|father|mum|mother|husband|wife]] is {AGE_N} and [[his|her]] PSA came back [[9.2|6.8|12.4]] at {PRACTICE} - [[biopsy or MRI|should we push for a referral|is that bad]]?",
    "{PT_INITIAL} asked me whether [[she|he]] can [[fly|drive|go back to work]] [[after|before]] {HOLIDAY3}. [[Any thoughts?|Guidance?|Thanks.]]",
    "{AGE_SX} on warfarin, INR [[4.1|5.6|3.8]], [[minor nosebleed|bruising|no bleeding]] - hold dose or give vit K?",
    "Quick q: {AGE_SX} with eGFR [[28|35|41]] - ok to start [[metformin|apixaban 5 mg BD|an SGLT2i]]?",
    "[[Hi|Hello]], I'm {FAM_ANY}, {PT_FIRST}'s [[child|partner|carer]]. [[She|He]] was seen at {SITE} on {DATE_PART} and still has [[a fever|pain|no appetite]]. Should we come back in?",
    "Can someone at {PRACTICE} [[call|ring]] me back? My [[mum|dad]] ({AGE_N}) [[fell|is confused|stopped eating]] over {HOLIDAY3}.",
    "{STAFF3} from {WARD} asking: [[can we give|is it safe to give]] [[IV iron|metoclopramide|a second dose of furosemide]] to bed {BED}?",
    "[[My son|My daughter]] is {INFANT_AGE} [[weeks|months]] old[[,| and]] [[feeding poorly|has a rash|vomiting after feeds]] - [[GP or A&E|urgent?|wait and see]]?",
    "Pt {PT_INITIALS} ({AGE_SX}) [[T2N0M0|pT1cN0]] breast ca - [[is radiotherapy needed after lumpectomy|oncotype worth it]]?",
    "[[Hey|Hi]] - {AGE_N}yo [[grandmother|grandfather]], [[NIHSS 4|GCS 14]] at {SITE}, outside the window. [[Thrombectomy?|Transfer?]]",
    "Pharmacist at {PHARMACY} here: [[sertraline|tramadol]] + [[linezolid|fluoxetine]] for {PT_US}? Please advise.",
)  # fmt: skip


def question_block(ctx: V2Context) -> list[Segment]:
    return _lines_block(ctx, QUESTIONS, ctx.rng.choice([1, 1, 1, 2]))


# --- 10. holidays, practice names, landmarks --------------------------------------------------------------

HOLIDAY_LINES = (
    "[[Fell at home|Symptoms started|Last well|Admitted]] [[over|after|before|on|during]] {HOLIDAY3}[[.|, seen by GP.|; no injury.]]",
    "[[Plans to travel|Will be away|Fasting]] for {HOLIDAY3}[[; insulin plan discussed.|, review after.|.]]",
    "Registered at {PRACTICE}[[, GP|; usual GP|. Named GP]] {DR_UK}.",
    "Referred [[by|from]] {PRACTICE} [[for physio|to the falls clinic|for a second opinion]].",
    "[[Seen|Assessed]] at {PRACTICE} on {DATE_PART}[[.|; x-ray normal.]]",
    "Directions: [[turn left|turn right|second left]] after {LANDMARK}, [[blue door|flat above the bakery|bungalow with a ramp]][[; park behind|, key safe by the door|]].",
    "Home visit: [[opposite|behind|next to|past]] {LANDMARK} [[on the corner|at the end of the lane|by the bus stop]].",
    "[[Meet|Met]] [[her|him]] at {LANDMARK} [[as the house is hard to find|for the walk test|]].",
    "[[Worse since|Low mood since|Not eating since]] {HOLIDAY3}[[.|, per daughter.]]",
)  # fmt: skip


def holiday_practice_block(ctx: V2Context) -> list[Segment]:
    return _lines_block(ctx, HOLIDAY_LINES, ctx.rng.randint(1, 3))


# --- 11. hard negatives -----------------------------------------------------------------------------------


def negatives_block(ctx: V2Context) -> list[Segment]:
    return _lines_block(ctx, NEGATIVE_LINES, ctx.rng.randint(2, 5))


BLOCKS = {
    "title": title_block, "icu": icu_block, "obstetric": obstetric_block, "operative": operative_block,
    "credentials": credentials_block, "med_table": med_table, "family": family_block, "legal": legal_block,
    "question": question_block, "holiday_practice": holiday_practice_block, "negatives": negatives_block,
}  # fmt: skip
# inside a carrier note (not a dialogue): weights of each kind; title goes at the top
INSERT_WEIGHTS = {"title": 5, "icu": 2, "obstetric": 2, "operative": 2, "credentials": 3, "med_table": 3, "family": 4, "legal": 1,
                  "question": 1, "holiday_practice": 4, "negatives": 4}  # fmt: skip
# spoken lines for dialogue transcripts
DIALOGUE_KINDS = ("family", "holiday_practice", "negatives")

# --- whole generated notes ---------------------------------------------------------------------------------
# genre -> (title choices, blocks after the title)
GENRES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "icu_flowsheet": (("CVICU FLOWSHEET SUMMARY", "ICU DAILY PROGRESS NOTE", "MICU TRANSFER NOTE", "INTENSIVE CARE NURSING NOTE"), ("icu", "negatives", "med_table", "credentials")),
    "operative": (("OPERATIVE REPORT", "BRIEF OPERATIVE NOTE", "PROCEDURE NOTE", "OPERATION NOTE"), ("operative", "negatives", "credentials")),
    "obstetric": (("POSTPARTUM NOTE", "DELIVERY NOTE", "LABOR AND DELIVERY NOTE", "ANTENATAL BOOKING"), ("obstetric", "family", "negatives")),
    "home_health": (("HOME HEALTH SKILLED NURSING VISIT", "COMMUNITY NURSING VISIT", "OCCUPATIONAL THERAPY HOME VISIT"), ("holiday_practice", "family", "med_table", "negatives")),
    "legal": (("MEDICO-LEGAL REPORT", "EXPERT REPORT", "PERSONAL INJURY REPORT"), ("legal", "negatives")),
    "question": ((), ("question",)),
    "med_rec": (("MEDICATION RECONCILIATION", "PHARMACY REVIEW", "DISCHARGE MEDICATIONS"), ("med_table", "negatives", "credentials")),
    "discharge3": (("DISCHARGE SUMMARY", "DEATH SUMMARY", "HISTORY AND PHYSICAL", "TRANSFER SUMMARY"), ("family", "holiday_practice", "negatives", "credentials")),
}  # fmt: skip
GENRE_WEIGHTS = {
    "icu_flowsheet": 3,
    "operative": 3,
    "obstetric": 3,
    "home_health": 2,
    "legal": 2,
    "question": 3,
    "med_rec": 2,
    "discharge3": 2,
}
