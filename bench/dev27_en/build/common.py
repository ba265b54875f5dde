"""Shared note fragments for dev27_en."""
from core import M, Person
from locales import digits, letters
import pools as P


def header(c, pt, age, dob, extra=None):
    r = c.r
    s = pt.sex
    style = r.randint(0, 4)
    mrn = c.MRN()
    lines = []
    if style == 0:
        lines.append(f"Patient: {pt.last_first()}    {c.loc.mrn_label()} {mrn}")
        lines.append(f"DOB: {c.D(dob)} ({M('AGE', age)} y)    Sex: {s}")
        if c.chance(0.6):
            lines.append(f"{c.loc.account_label()} {c.ACC()}")
    elif style == 1:
        lines.append(f"Name: {pt.given if False else ''}{M('PATIENT', pt.given + ' ' + pt.family.upper())}")
        lines.append(f"{c.loc.mrn_label()} {mrn}" + (f"    NHS No: {M('MRN', c.loc.nhs())}" if c.code == 'UK' and c.chance(0.8) else ""))
        lines.append(f"D.O.B. {c.D(dob)}    Age: {M('AGE', age)}")
        lines.append(f"Address: {c.address(True)}")
    elif style == 2:
        lines.append(f"Pt: {pt.full()} | {c.loc.mrn_label()} {mrn} | DOB {c.D(dob)} | {M('AGE', age)}{s}")
    elif style == 3:
        lines.append(f"{pt.last_first(True)}")
        lines.append(f"{c.loc.mrn_label()}: {mrn}".replace("::", ":") + f"  /  DOB {c.D(dob)}  /  {M('AGE', age)} {'yrs' if not c.us else 'y.o.'}  /  {s}")
        if c.chance(0.5):
            lines.append(f"Tel: {c.PH()}")
    else:
        lines.append(f"PATIENT NAME: {M('PATIENT', (pt.family + ', ' + pt.given).upper())}")
        lines.append(f"UNIT NUMBER: {mrn}")
        lines.append(f"DATE OF BIRTH: {c.D(dob)}")
        lines.append(f"HOME ADDRESS: {c.address(True)}")
        if c.chance(0.5):
            lines.append(f"{c.loc.plan_label()}: {c.PLAN()}")
    if r.random() < 0.22:
        lines.append(f"{c.loc.natid_label()}: {c.NATID()}")
    if r.random() < 0.22 and style not in (4,):
        lines.append(f"{c.loc.plan_label()}: {c.PLAN()}" + (f"  Group {M('HEALTHPLAN', c.loc.group())}" if c.us and r.random() < 0.5 else ""))
    if r.random() < 0.12 and style != 0:
        lines.append(f"{c.loc.account_label()} {c.ACC()}")
    if r.random() < 0.04:
        lines.append(f"Biometric enrolment ID: {M('BIOID', r.choice(['PV-', 'FP-', 'IRIS-']) + digits(r, 7))}")
    if extra:
        lines.extend(extra)
    return "\n".join(lines)


def nok(c, pt):
    r = c.r
    rel = r.choice(["wife", "husband", "partner", "daughter", "son", "mother", "father", "sister", "brother", "niece", "friend", "neighbour" if not c.us else "neighbor"])
    same = rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister", "brother") and r.random() < 0.6
    sex = "F" if rel in ("wife", "daughter", "mother", "sister", "niece") else ("M" if rel in ("husband", "son", "father", "brother") else None)
    p = c.person("FAMILY", family=pt.family if same else None, sex=sex)
    return rel, p


def nok_line(c, pt):
    rel, p = nok(c, pt)
    r = c.r
    x = r.random()
    if x < 0.33:
        return f"NOK: {p.full()} ({rel}) {c.PH()}"
    if x < 0.66:
        return f"Next of kin: {rel} {p.first()}, mob {c.PH()}"
    return f"NOK {M('FAMILY', p.given + ' ' + p.family)} - {rel} - {c.PH()}" + (f" / {c.PH()}" if r.random() < 0.3 else "")


def social(c, pt, age):
    r = c.r
    bits = []
    he = "He" if pt.sex == "M" else "She"
    rel, p = nok(c, pt)
    x = r.random()
    if age >= 68 and r.random() < 0.5:
        bits.append(f"{he} is a retired {c.PROF()}" + (f" (formerly at {c.ORG()})" if r.random() < 0.4 else "") + ".")
    elif x < 0.5:
        bits.append(f"Works as a {c.PROF()} for {c.ORG()}.")
    else:
        bits.append(f"Occupation: {c.PROF()}.")
    y = r.random()
    if y < 0.4:
        bits.append(f"Lives with {rel} {p.first()} in {c.TOWN(c.home_town)}.")
    elif y < 0.7:
        bits.append(f"Lives alone in a {r.choice(['bungalow', 'two-storey house', 'flat', 'first-floor unit', 'farmhouse'])} in {c.TOWN()}; {rel} {p.full()} visits daily.")
    else:
        bits.append(f"Resident at {M('HOSPITAL', c.loc.care_home())}" + (f", {c.TOWN()}" if r.random() < 0.5 else "") + ".")
    if r.random() < 0.35:
        bits.append(f"Born in {c.COUNTRY()}; moved here in {M('DATE', str(r.randint(1965, 2015)))}.")
    bits.append(r.choice(["Non-smoker.", "Ex-smoker, 20 pack-years.", "Smokes 10/day.", "Alcohol: 2-3 units/week.",
                          "Alcohol: denies.", "Vapes daily.", "Drinks 4 beers/night.", "Occasional cannabis."]))
    return " ".join(bits)


def gp_line(c):
    r = c.r
    d = c.doc()
    if c.us:
        return f"PCP: {d.dr()}, {M('HOSPITAL', c.loc.gp())}, {c.PH()}" + (f", fax {c.FAX()}" if r.random() < 0.5 else "")
    word = "GP"
    return f"{word}: {d.dr()}, {M('HOSPITAL', c.loc.gp())}" + (f", {c.TOWN()}" if r.random() < 0.4 else "") + f" (tel {c.PH()})" + (f" fax {c.FAX()}" if r.random() < 0.4 else "")


def signature(c, kind="doc", when=None):
    r = c.r
    d = c.doc()
    cred = c.cred(kind)
    lines = []
    x = r.random()
    if x < 0.3:
        lines.append(f"{d.sig(cred)}")
        lab, lic = c.LIC()
        lines.append(f"{lab} {lic}" + (f"  Pager {c.PAGER()}" if c.us else f"  Bleep {c.PAGER()}"))
    elif x < 0.55:
        lines.append(f"Signed: {d.dr() if kind == 'doc' else d.full()} {'' if kind == 'doc' else cred} {c.D(when)} {c.time()}".replace("  ", " "))
        lines.append(f"Electronically signed by {d.user()}")
    elif x < 0.75:
        lines.append(f"{d.full()} ({cred})")
        lines.append(f"{M('EMAIL', c.loc.email(d.given, d.family, c.hosp_name))} | ext {M('PHONE', str(r.randint(2000, 7999)))}")
    else:
        t = c.doc()
        lines.append(f"Dictated by: {d.dr()}   Transcribed by: {t.full()}")
        lines.append(f"D: {c.D(when)}  T: {c.D(when)}   {d.ini_lower()}/{t.ini_lower()}")
    return "\n".join(lines)
