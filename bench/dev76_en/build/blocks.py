"""Shared note blocks: headers, contact lists, signatures, renderers."""
from engine import P

ROLE_CRED = {
    "psych": [("Consultant Psychiatrist", "MRCPsych"), ("Psychiatry Registrar", "MB BCh"), ("Attending Psychiatrist", "MD")],
    "nurse": [("Staff Nurse", "RMN"), ("CPN", "RMN"), ("Charge Nurse", "RGN"), ("Triage Nurse", "RN")],
    "sw": [("Social Worker", "DipSW"), ("Senior Social Worker", "MSW"), ("AMHP", "BA SW")],
    "physio": [("Physiotherapist", "MCSP"), ("Physical Therapist", "DPT"), ("Senior Physio", "BSc")],
    "ot": [("Occupational Therapist", "OTR/L"), ("OT", "BSc OT"), ("Senior OT", "MSc")],
    "para": [("Paramedic", "NREMT-P"), ("Paramedic", "HCPC"), ("EMT", "EMT-B"), ("Advanced Paramedic", "Dip")],
    "counsel": [("Addiction Counsellor", "CADC"), ("Drug & Alcohol Practitioner", "MA"), ("Key Worker", "Dip")],
    "doc": [("ED Registrar", "MB"), ("Emergency Physician", "MD"), ("Rehab Consultant", "FRACP"), ("SHO", "MB BCh")],
}


def cap(s):
    return s[:1].upper() + s[1:]


def kv_header(c, keys=None, sep=": "):
    r = c.r
    rows = [("Name", c.ptn(["full", "LASTFIRST", "lastfirst", "fullmid"])),
            ("DOB", c.DOB() + (f" ({P('AGE', c.age)})" if r.random() < 0.5 else "")),
            ("MRN" if c.loc != "UK" else r.choice(["Hospital No", "MRN", "Unit No"]), c.mrn()),
            (c.hp_label(), c.hp()),
            ("Address", c.address()),
            (r.choice(["Tel", "Phone", "Mobile", "Contact"]), c.ph()),
            ("GP" if c.loc != "US" else "PCP", c.stf(3, ["title", "full"]) + ", " + c.H("gp")),
            ("NOK", c.fam(0, ["full", "titlefull"]) + f" ({c.kin(0)}) " + c.ph())]
    if r.random() < 0.35:
        rows.insert(4, (c.ssn_label(), c.ssn()))
    if r.random() < 0.3:
        rows.append(("Email", c.email()))
    if r.random() < 0.3:
        rows.insert(3, ("Encounter", c.acct()))
    if keys:
        rows = [x for x in rows if x[0] in keys]
    return "\n".join(f"{k}{sep}{v}" for k, v in rows)


def lc_header(c):
    r = c.r
    bits = [f"pt: {c.ptn(['full', 'lastfirst', 'first'])}", c.A(r.choice(["sex", "yo", "sexsp"])),
            f"dob {c.DOB(r.choice(['num', 'num2', 'dash']))}"]
    if r.random() < 0.8:
        bits.append(f"mrn {c.mrn()}")
    if r.random() < 0.6:
        bits.append(f"{c.hp_label().lower()} {c.hp()}")
    line1 = " ".join(bits[:2]) + ", " + ", ".join(bits[2:])
    line2 = f"addr {c.address()}" if r.random() < 0.6 else f"lives {c.cityp(c.city)}, mob {c.ph()}"
    return line1 + "\n" + line2


def sig(c, i, kind, lc=False):
    r = c.r
    role, cred = r.choice(ROLE_CRED[kind])
    d = c.D(r.choice(["num", "num2", "part", "long", "dash"]))
    t = f"{r.randint(0, 23):02d}:{r.choice(['05', '10', '20', '35', '42', '50'])}"
    style = r.randint(0, 5)
    if lc:
        role, cred = role.lower(), cred.lower()
        style = r.randint(0, 3)
        if style == 0:
            return f"- {c.stf(i, ['first', 'initials', 'firstinit'])} {cred} {t}"
        if style == 1:
            return f"{c.stf(i, ['full', 'initials'])} ({role}) {d} {t}"
        if style == 2:
            return f"written by {c.stf(i, ['first', 'full'])}, {role}, {c.pager()}"
        return f"entered {d} {t} by {c.user(c.staff[i])}"
    if style == 0:
        where = "ambulance service" if kind == "para" else c.H(r.choice(["hosp", "unit"]))
        return (f"Signed: {c.stf(i, ['full', 'fullmid'])}, {cred}\n{role}, {where}\n"
                f"{c.pager()} | {d} {t}")
    if style == 1:
        return f"{c.stf(i, ['full', 'fullmid'])} {cred}\n{role}\nReg no. {c.lic('prof')}\nDate: {d}"
    if style == 2:
        return f"Electronically signed by {c.stf(i, ['full', 'lastfirst'])} ({c.user(c.staff[i])}) on {d} at {t}"
    if style == 3:
        return (f"{c.stf(i, ['full'])}, {cred}\n{role}\nTel {c.ph()}  Fax {c.fax()}\n"
                f"{c.email(c.staff[i])}")
    if style == 4:
        return f"-- {c.stf(i, ['title', 'full'])} ({role}), {d}"
    return f"Author: {c.stf(i, ['lastfirst', 'full'])} [{c.user(c.staff[i])}]  Cosign: {c.stf((i + 1) % 3, ['title', 'full'])}"


def render_headed(title, sections, lc=False, style=None, rng=None):
    out = [title, ""] if title else []
    style = style if style is not None else (rng.randint(0, 2) if rng else 0)
    for h, body in sections:
        if not body:
            continue
        if style == 0:
            out.append(h.upper() + ":")
            out.append(" ".join(body))
        elif style == 1:
            out.append(f"{h}: " + " ".join(body))
        else:
            out.append(f"== {h} ==")
            out.extend(f"- {b}" for b in body)
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def checklist(items, rng):
    out = []
    st = rng.randint(0, 2)
    for name, val, note in items:
        if st == 0:
            out.append(f"[{'x' if val else ' '}] {name}" + (f" - {note}" if note else ""))
        elif st == 1:
            out.append(f"{name}: {'Y' if val else 'N'}" + (f" ({note})" if note else ""))
        else:
            out.append(f"- {name} ........ {'yes' if val else 'no'}" + (f"; {note}" if note else ""))
    return "\n".join(out)
