"""Shared layout pieces: headers, sign-offs and hard-negative clinical filler."""
import pools as P
from phi import m


def header(c, title):
    r = c.r
    style = r.randrange(4)
    pn = c.pname(r.choice(["sfirst", "full", "comma", "tfull"]))
    idl = r.choice(["Hosp No", "MRN", "Hospital number", "H/N", "Chart no", "RN"])
    nat = f"NHS No: {c.nhs()}" if c.country == "UK" and r.random() < 0.6 else (
        f"IHI: {c.mrn()}" if c.country == "IE" and r.random() < 0.4 else "")
    if style == 0:
        lines = [title.upper(), f"Name: {pn}    DOB: {c.dob_s()} ({c.age_s(form='paren')[1:-1] if False else m('AGE', c.age)} yrs)",
                 f"{idl}: {c.mrn()}    {nat}".rstrip(),
                 f"Location: {c.ward_s()}, {c.bed_s()} - {c.hospital()}",
                 f"Date: {c.date()}  Time: {c.time()}"]
    elif style == 1:
        lines = [f"{c.hospital()} | {c.ward_s()}", f"{title}", f"Patient: {pn} | {idl} {c.mrn()} | DOB {c.dob_s()}",
                 f"Encounter: {c.account()}  Seen: {c.date()} {c.time()}"]
    elif style == 2:
        lines = [f"{title} - {c.date()}", f"{pn}, {c.age_s(form=r.choice(['yo', 'sex', 'yrs', 'yof']))}, {idl} {c.mrn()}",
                 f"{c.ward_s()} ({c.bed_s()})"]
    else:
        lines = [f"*** {title} ***", f"PATIENT: {pn}", f"D.O.B.: {c.dob_s()}   AGE: {m('AGE', c.age)}",
                 f"{idl.upper()}: {c.mrn()}   {nat}".rstrip(), f"WARD: {c.ward_s()}   {c.bed_s().upper()}",
                 f"CONSULTANT: {c.doctor()}"]
    return "\n".join(lines)


def signoff(c, role_words, lic="nmc", i=0):
    r = c.r
    p = c.staff[i]
    style = r.randrange(7)
    if style == 0:
        return f"Signed: {m('DOCTOR', p.first[0] + '. ' + p.last)}, {r.choice(P.BANDS)} {role_words} ({lic.upper()} {c.license(lic)})"
    if style == 1:
        return f"{m('DOCTOR', p.full)} {r.choice(['RGN', 'RN', 'BSc', 'MCSP', 'RD', 'HCPC reg'])}\n{role_words}, bleep {c.bleep()}"
    if style == 2:
        return f"-- {c.initials(i)} {c.time()}"
    if style == 3:
        return f"Entered by: {c.username(p)} ({m('DOCTOR', p.full)}) on {c.date()} at {c.time()}"
    if style == 4:
        return f"{m('DOCTOR', p.first + ' ' + p.last[0] + '.')}, {role_words}. Contact {c.ext()} or {c.email(p)}"
    if style == 5:
        return f"Sig: {m('DOCTOR', p.last.upper())} / {role_words} / PIN {c.license(lic)}"
    return f"{role_words} {m('DOCTOR', p.full)}, {c.date()}"


def obs(c):
    r = c.r
    t = r.choice([36.1, 36.4, 36.8, 37.2, 37.9, 38.3, 35.9])
    o2 = r.choice(["on room air", "on 2 L via nasal cannulae", "on 28% Venturi", "on air", "on 1 L NC"])
    parts = [f"NEWS2 {r.randint(0, 7)}", f"BP {r.randint(95, 168)}/{r.randint(52, 96)} mmHg", f"HR {r.randint(54, 118)} bpm",
             f"RR {r.randint(12, 26)}", f"SpO2 {r.randint(88, 99)}% {o2}", f"temp {t}\u00b0C",
             f"GCS {r.choice(['15/15', '14/15', 'E4 V4 M6'])}", f"CBG {r.randint(40, 160) / 10} mmol/L"]
    r.shuffle(parts)
    return f"Obs at {c.time()}: " + ", ".join(parts[:r.randint(4, 8)]) + "."


def scores(c):
    r = c.r
    items = [f"Waterlow {r.randint(8, 26)}", f"MUST {r.randint(0, 4)}", f"Braden {r.randint(10, 22)}",
             f"Barthel {r.randint(0, 20) * 5}/100", f"Rockwood CFS {r.randint(3, 8)}", f"4AT {r.randint(0, 9)}",
             f"AMTS {r.randint(3, 10)}/10", f"falls risk (FRAT) {r.choice(['low', 'medium', 'high'])}",
             f"Morse {r.randint(0, 12) * 5}", f"BMI {r.randint(150, 340) / 10}", f"weight {r.randint(380, 1120) / 10} kg",
             f"Bristol stool type {r.randint(1, 7)}", f"pain score {r.randint(0, 10)}/10", f"Abbey pain scale {r.randint(0, 14)}"]
    r.shuffle(items)
    return "; ".join(items[:r.randint(3, 6)]) + ". " + sign(c) + "."


def meds(c, k=None):
    r = c.r
    d = r.sample(P.DRUGS, k or r.randint(2, 4))
    return "; ".join(d)


def eponym(c):
    return c.r.choice(P.EPONYM_DX)


def sign(c):
    return c.r.choice(P.EPONYM_SIGN)


def equip(c, k=1):
    return ", ".join(c.r.sample([e for e in P.EQUIP if e not in P.MOBILITY], k))


def mob(c, k=1):
    return " and ".join(c.r.sample(P.MOBILITY, k))


def diag(c):
    return c.r.choice(P.DIAG)


NEG_SENT = [
    "Will review again tomorrow.", "Hope to progress mobility as tolerated.", "Skin intact over sacrum, heels marked but blanching.",
    "Temperature rose to 38.1 overnight, sepsis screen negative.", "No green or offensive discharge from wound.",
    "White cell count improving on latest bloods.", "Field of vision appears reduced on left.",
    "Mark on left shin measured and photographed.", "Fluid balance chart commenced, target 1.5 L/24h.",
    "Grace period for equipment return explained.", "Brown sputum noted, sample sent.", "May need ReSPECT form review by team.",
    "Bay noisy overnight; offered earplugs.", "Frank haematuria resolved after catheter change.",
    "Bell rung appropriately for assistance.", "Wood-effect flooring at home, no loose rugs reported.",
    "Safety huddle at 08:30 attended.", "Intentional rounding 2-hourly completed.", "MDT board updated.",
    "DoLS not required at present; MCA assessment for discharge destination pending.",
    "Falls care plan in place, sensor mat on.", "Mouth care completed with toothette.", "Pressure area care 4-hourly.",
    "Catheter passport completed.", "Joy at seeing grandchildren noted; mood brighter.", "Patient will mobilise with frame.",
    "IDDSI level 4 pureed diet with level 2 mildly thick fluids.", "Reassured, call bell within reach.",
    "COVID-19 PCR negative.", "MRSA screen sent.", "Hoist transfer with two staff.", "Chest clear on auscultation.",
    "Rest periods encouraged between activities.", "Green light for discharge from medical perspective.",
]


def negs(c, k=2):
    return " ".join(c.r.sample(NEG_SENT, k))
