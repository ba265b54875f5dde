"""Note templates for dev73_en: care transitions and patient-facing text."""
import datetime as dt

import pools as PL
from common import m

GP = {"US": "PCP", "CA": "family physician", "UK": "GP", "NZ": "GP"}


def days(n):
    return dt.timedelta(days=n)


def pick(r, *opts):
    return r.choice(opts)


def relative(c, rel=None, same_last=None):
    r = c.r
    rel = rel or r.choice(["daughter", "son", "wife", "husband", "partner", "niece", "nephew",
                           "neighbour", "friend", "sister", "brother", "granddaughter", "grandson",
                           "carer", "stepdaughter"])
    sex = {"daughter": "F", "wife": "F", "niece": "F", "sister": "F", "granddaughter": "F",
           "stepdaughter": "F", "son": "M", "husband": "M", "nephew": "M", "brother": "M",
           "grandson": "M"}.get(rel)
    if same_last is None:
        same_last = rel in ("wife", "husband", "son", "daughter") and r.random() < 0.6
    p = c.person(sex=sex, same_last=same_last)
    p.rel = rel
    if rel == "wife":
        p.title = "Mrs"
    return p


def hdr_block(c, style=None):
    """Patient identification block, several layouts."""
    r = c.r
    style = style or r.choice(["lines", "pipe", "compact"])
    hp = c.HP_label()
    if style == "lines":
        out = [f"Patient: {c.P(pick(r, 'full', 'LAST_FIRST', 'last_first', 'full_mi'))}",
               f"DOB: {c.DOB()}" + (f" ({c.A('yo')})" if r.random() < 0.5 else ""),
               f"MRN: {c.MRN()}"]
        if r.random() < 0.6:
            out.append(f"{hp}: {c.HP()}")
        if r.random() < 0.4:
            out.append(f"Encounter: {c.ACCT()}")
        if c.loc == "US" and r.random() < 0.35:
            out.append(f"SSN: {c.SSN()}")
        return "\n".join(out)
    if style == "pipe":
        return (f"{c.P('LAST_FIRST')} | DOB {c.DOB()} | {c.A('sexcomp')} | MRN {c.MRN()} | "
                f"{hp} {c.HP()}")
    return (f"Name: {c.P('full')}   Age/Sex: {m('AGE', c.age)}/{c.pt.sex}   "
            f"Hosp no: {c.MRN()}   Acct: {c.ACCT()}")


def sig(c, doc, role_line=None, with_contact=True):
    r = c.r
    lines = [c.S(doc, pick(r, "full_md", "drnodot", "full")) if doc.role == "dr" else c.S(doc, "full_cred")]
    if role_line:
        lines.append(role_line)
    if r.random() < 0.5:
        lines.append(c.H("main") if r.random() < 0.6 else m("HOSPITAL", c.hosp))
    if with_contact:
        lines.append(f"Tel: {c.PH()}" + (f" | Fax: {c.FX()}" if r.random() < 0.5 else ""))
        if r.random() < 0.4:
            lines.append(f"Email: {c.email_for(doc)}")
    if doc.role == "dr" and c.loc == "US" and r.random() < 0.4:
        lines.append(c.LIC("npi"))
    if doc.role == "dr" and c.loc == "UK" and r.random() < 0.4:
        lines.append(c.LIC("gmc"))
    if doc.role == "dr" and c.loc in ("CA", "NZ") and r.random() < 0.35:
        lines.append(c.LIC("lic"))
    return "\n".join(lines)


def med_lines(c, meds, style):
    r = c.r
    out = []
    for name, dose, route, freq in meds:
        if style == "table":
            out.append(f"| {name} | {dose} | {route} | {freq} | {pick(r, 'continue', 'NEW', 'changed', 'continue')} |")
        elif style == "bullets":
            out.append(f"- {name} {dose} {route} {freq}")
        else:
            out.append(f"{name} {dose} {freq}")
    return "\n".join(out)


def hard_neg(c):
    r = c.r
    return r.choice([
        f"Pt remains on {r.choice(PL.MEDS)[0]}; {r.choice(PL.LABS)}, {r.choice(PL.LABS)}.",
        f"{r.choice(PL.SCORES)} on {pick(r, 'admission', 'review', 'the ward round')}.",
        "We hope to keep symptoms controlled at home.",
        "BP rose to 168/94 overnight, settled with rest.",
        "Frank haematuria resolved after catheter change.",
        "Long-term plan discussed; best interests decision not required at this stage.",
        "No Babinski sign; Homans sign negative.",
        "Will need repeat bloods in 1 week.",
        f"{r.choice(PL.EQUIP)} in situ, last changed 5 days ago.",
        "Glasgow Coma Scale 15, alert and oriented x3.",
        "Seen on the ward round by the consultant and the charge nurse.",
        "Physio and OT to review; social worker aware.",
        f"Diagnosis: {r.choice(PL.DX)}.",
        "The pharmacist reconciled meds with the patient at the bedside.",
        "Down syndrome clinic letter reviewed (sibling history).",
        "Lives in a bungalow, 2 steps to enter, bathroom downstairs.",
    ])


# ---------------------------------------------------------------- genres

def discharge_summary(c):
    r = c.r
    att = c.staff("dr")
    res = c.staff("dr")
    gp = c.staff("dr")
    kin = relative(c)
    disch = c.today
    meds = c.meds(r.randint(4, 8))
    layout = pick(r, "sections", "sections", "form")
    title = pick(r, "DISCHARGE SUMMARY", "Discharge Summary", "INPATIENT DISCHARGE LETTER",
                 "Hospital Discharge Summary")
    ward = c.H("ward")
    parts = [f"{c.H('main')}\n{title}", hdr_block(c)]
    if layout == "form":
        parts.append(
            f"Admitted: {c.D(c.admit)}    Discharged: {c.D(disch)}\n"
            f"Ward: {ward}, {c.room()}\n"
            f"Attending: {c.S(att)}\n"
            f"{GP[c.loc]}: {c.S(gp)}, {c.H('gp')}\n"
            f"Discharge destination: {pick(r, 'home with services', 'home', 'rehab', 'residential care')}\n"
            f"NOK: {c.F(kin, 'full')} ({kin.rel}) {c.PH()}")
    else:
        parts.append(
            f"Dates of admission: {c.D(c.admit)} to {c.D(disch)}\n"
            f"Ward: {ward}\nConsultant/attending: {c.S(att)}\n"
            f"Referring {GP[c.loc]}: {c.S(gp)}")
    dx = r.choice(PL.DX)
    hx = (f"HISTORY OF PRESENTING COMPLAINT\n{c.P(pick(r, 'title', 'full', 'first'))} is "
          f"{c.aA(pick(r, 'year_old', 'yo', 'words'))} {pick(r, 'retired', 'former', '')} "
          .replace("  ", " ") + f"{c.PROF()} from {m('CITY', c.city)} who presented to "
          f"{c.H('hosp') if r.random() < 0.4 else 'ED'} on {c.D(c.admit, pick(r, 'wk_short', 'md', 'day_mon', 'long'))} "
          f"with {pick(r, '3 days of worsening SOB', 'a fall at home', 'confusion and poor intake', 'fever and rigors', 'chest pain at rest')}. "
          f"{c.his.capitalize()} {kin.rel} {c.F(kin, 'first')} found {c.him} {pick(r, 'on the kitchen floor', 'more muddled than usual', 'unable to stand')}.")
    parts.append(hx)
    course = [f"HOSPITAL COURSE\nPrincipal diagnosis: {dx}.",
              f"{hard_neg(c)} {hard_neg(c)}",
              f"On {c.D(c.admit + days(r.randint(1, 3)), pick(r, 'wk_short', 'md', 'day_mon'))} reviewed by "
              f"{c.S(res, 'dr_last')}; {pick(r, 'diuresed well', 'antibiotics switched to oral', 'delirium settling', 'mobilising with frame')}. "
              f"PT/OT: {c.S(c.staff('pt'), 'first_init')} assessed and recommends {pick(r, 'a 4-wheeled walker', 'supervision for stairs', 'home exercise programme')}."]
    parts.append("\n".join(course))
    parts.append("DISCHARGE MEDICATIONS\n" + med_lines(c, meds, pick(r, "bullets", "plain")))
    if r.random() < 0.3:
        parts.append(f"DEVICES\n{pick(r, 'Dual-chamber pacemaker', 'ICD', 'CPAP machine', 'Insulin pump', 'Implantable loop recorder')} "
                     f"serial no. {c.DEV()} - {pick(r, 'checked by cardiac physiology', 'patient has own unit', 'interrogated, normal function')}.")
    fu_d = disch + days(r.randint(5, 30))
    follow = [f"FOLLOW-UP",
              f"- {GP[c.loc]} review with {c.S(gp, 'dr_last')} within 7 days ({c.H('gp')}, tel {c.PH()})",
              f"- Clinic appt {c.D(fu_d, pick(r, 'wk_long', 'long', 'num'))} at {r.randint(8, 16)}:{pick(r, '00', '15', '30', '45')}, "
              f"{c.H('hosp')}, {m('STREET', c.street())}"]
    if r.random() < 0.6:
        follow.append(f"- Bloods ({r.choice(PL.LABS).split()[0]}, U&E) on {c.D(disch + days(r.randint(3, 10)), 'md')} - lab form {c.IDN('req')}")
    if r.random() < 0.4:
        follow.append(f"- Home care via {c.ORG('agency')} starting {c.D(disch + days(1), pick(r, 'wk', 'wk_short'))}")
    parts.append("\n".join(follow))
    parts.append(f"Discharge address: {c.addr_inline(c.city)}\nPatient phone: {c.PH()}")
    parts.append("Electronically signed:\n" + sig(c, res if r.random() < 0.5 else att))
    if r.random() < 0.6:
        parts.append(f"cc: {c.S(gp, 'drnodot')}, {c.H('gp')}; {c.P('full')} (patient)"
                     + (f"; {c.H('care')}" if r.random() < 0.3 else ""))
    if r.random() < 0.4:
        parts.append(f"DD/{m('DOCTOR', (att.first[0] + att.last[0]).lower())} DT/{m('DOCTOR', c.person().first[0].lower() + c.person().last[0].lower())} "
                     f"{c.D(disch, 'num')} {r.randint(8, 20)}:{r.randint(10, 59)}")
    return "\n\n".join(parts), layout


def transfer_letter(c):
    r = c.r
    frm = c.staff("dr")
    to = c.staff("dr")
    dest = c.H(pick(r, "care", "rehab", "hosp", "hospice"))
    kin = relative(c)
    lines = [m("HOSPITAL", c.hosp), pick(r, "Department of Medicine", "Elderly Care", "Cardiology Ward", "Stroke Unit"),
             *c.addr_lines(), f"Tel {c.PH()}  Fax {c.FX()}", "",
             c.D(c.today, pick(r, "long", "num", "wk_long")), "",
             c.S(to, pick(r, "dr_full", "drnodot", "full_md")), dest, *c.addr_lines(), "",
             f"Re: {c.P(pick(r, 'full', 'LAST_FIRST', 'full_mi'))}, DOB {c.DOB()}, {c.HP_label()} {c.HP()}", "",
             f"Dear {pick(r, 'Dr', 'Dr.', 'Doctor')} {m('DOCTOR', to.last)},", "",
             f"Thank you for accepting {c.P('title')} in transfer from {m('HOSPITAL', c.hosp)} on "
             f"{c.D(c.today + days(r.randint(0, 2)), pick(r, 'wk_long', 'long', 'wk_short'))}. {c.he.capitalize()} is "
             f"{c.aA(pick(r, 'year_old', 'words'))} {pick(r, 'retired', 'semi-retired', 'working')} {c.PROF()} admitted on "
             f"{c.D(c.admit, pick(r, 'long', 'num', 'day_mon'))} with {r.choice(PL.DX)}.",
             "",
             f"{hard_neg(c)} {hard_neg(c)} Current meds are attached; note {r.choice(PL.MEDS)[0]} was "
             f"{pick(r, 'stopped', 'started', 'reduced')} on {c.D(c.today - days(r.randint(1, 4)), pick(r, 'md', 'wk_short'))}.",
             "",
             f"{c.he.capitalize()} lives {pick(r, 'alone', 'with a partner', 'with family')} at "
             f"{m('STREET', c.street())}, {m('CITY', c.city)}, and {c.his} {kin.rel} {c.F(kin, 'full')} "
             f"({c.PH()}) holds {pick(r, 'LPA for health and welfare', 'enduring power of attorney', 'healthcare proxy')}.",
             f"{pick(r, 'Transport booked', 'Patient transport arranged')}: {pick(r, 'stretcher', 'wheelchair', 'seated')} ambulance, "
             f"booking ref {c.IDN('ref')}.", "",
             pick(r, "Kind regards,", "Yours sincerely,", "With thanks,"), "",
             sig(c, frm, pick(r, "Consultant Physician", "Attending Hospitalist", "Registrar, General Medicine", "Hospitalist"))]
    if r.random() < 0.7:
        lines += ["", f"cc: {c.S(c.staff('dr'), 'drnodot')}, {c.H('gp')}",
                  f"    {c.F(kin, 'full')} ({kin.rel})" if r.random() < 0.5 else f"    {c.H('pharm')} (fax {c.FX()})"]
    return "\n".join(lines), "letter"


def nursing_home_admission(c):
    r = c.r
    home = c.H("care")
    kin, kin2 = relative(c), relative(c)
    gp = c.staff("dr")
    rn = c.staff("rn")
    L = pick(r, "form", "form", "table")
    rows = [
        ("Resident name", c.P(pick(r, "LAST_FIRST", "full", "full_mi"))),
        ("Preferred name", c.P("nick" if c.pt.nick else "first")),
        ("Date of birth", c.DOB()),
        ("Age", m("AGE", c.age)),
        ("Admission date", c.D(c.today, pick(r, "num", "long", "iso"))),
        ("Admitted from", f"{m('HOSPITAL', c.hosp)}, {c.H('ward')}"),
        ("Room", m("LOCATION_OTHER", f"{r.randint(1, 3)}{r.randint(1, 40):02d}")),
        ("Previous address", c.addr_inline(c.city)),
        ("Former occupation", c.PROF()),
        ("Religion / faith community", f"{pick(r, 'Catholic', 'Anglican', 'Muslim', 'Methodist', 'none stated', 'Sikh')}; {c.ORG('church')}"),
        (c.HP_label(), c.HP()),
        ("MRN (hospital)", c.MRN()),
        ("Resident ID", c.IDN("case")),
        ("Medication cabinet biometric ID", c.BIO()),
        (f"{GP[c.loc]}", f"{c.S(gp, pick(r, 'drnodot', 'dr_last'))}, {c.H('gp')}, {c.PH()}"),
        ("Pharmacy", f"{c.H('pharm')}, fax {c.FX()}"),
        ("Next of kin 1", f"{c.F(kin, 'full')} ({kin.rel}) {c.PH()} / {c.email_for(kin)}"),
        ("Next of kin 2", f"{c.F(kin2, pick(r, 'full', 'title'))} ({kin2.rel}) {c.PH()}"),
        ("Advance directive", pick(r, "DNACPR in place", "MOLST on file", "Full code - to review", "ACP document scanned")),
        ("Diagnoses", r.choice(PL.DX) + "; " + r.choice(PL.DX)),
        ("Mobility", pick(r, "hoist x2", "frame + 1", "independent with stick", "wheelchair")),
        ("Risk scores", f"{r.choice(PL.SCORES)}, {r.choice(PL.SCORES)}"),
        ("Equipment", r.choice(PL.EQUIP)),
    ]
    if r.random() < 0.4:
        rows.append(("Hearing aid serial", c.DEV()))
    if r.random() < 0.3:
        rows.append(("Dentures", "upper full, labelled with name"))
    if c.loc == "US" and r.random() < 0.5:
        rows.append(("SSN", c.SSN()))
    rows.append(("Admitting nurse", c.S(rn, "full_cred")))
    head = f"{home}\nRESIDENT ADMISSION RECORD\n"
    if L == "table":
        body = "| Field | Detail |\n|---|---|\n" + "\n".join(f"| {k} | {v} |" for k, v in rows)
    else:
        body = "\n".join(f"{k}: {v}" for k, v in rows)
    tail = (f"\n\nSocial history: {c.P('first')} was a {c.PROF()} for many years and "
            f"{pick(r, 'enjoys gardening', 'loves the cricket', 'still does the crossword', 'likes gospel music')}. "
            f"{c.his.capitalize()} {kin.rel} {c.F(kin, 'first')} visits {pick(r, 'most days', 'on Sundays', 'weekly')} and asked to be "
            f"phoned after {pick(r, '6pm', 'work')} on {c.PH()}. {hard_neg(c)}\n"
            f"Completed by {c.S(rn, 'first_init')} on {c.D(c.today, 'wk_short')}.")
    return head + body + tail, L


def rehab_admission(c):
    r = c.r
    fac = c.H("rehab")
    phys = c.staff("dr")
    ot, pt, sw = c.staff("ot"), c.staff("pt"), c.staff("sw")
    kin = relative(c)
    L = pick(r, "sections", "bullets")
    b = "- " if L == "bullets" else ""
    goal_d = c.today + days(r.randint(14, 35))
    txt = [f"{fac} - Admission Assessment",
           hdr_block(c),
           f"Admitted {c.D(c.today)} from {m('HOSPITAL', c.hosp)} ({c.H('ward')})",
           "",
           "REASON FOR ADMISSION",
           f"{b}{c.A(pick(r, 'sexcomp', 'yo', 'year_old'))} with {r.choice(PL.DX)}; acute stay {c.D(c.admit, 'md')}-{c.D(c.today - days(1), 'md')}.",
           f"{b}{hard_neg(c)}",
           "",
           "SOCIAL",
           f"{b}Lives at {m('STREET', c.street())}, {m('CITY', c.city)}" + (f", {m('STATE', c.state[1] if c.state[1] and r.random() < 0.5 else c.state[0])}" if c.state else "") + ".",
           f"{b}Worked as a {c.PROF()} at {c.ORG('emp')} until {c.D(c.today - days(365 * r.randint(1, 15)), 'year')}.",
           f"{b}Main support: {kin.rel} {c.F(kin, 'full')}, mobile {c.PH()}.",
           f"{b}Drives a {pick(r, 'silver hatchback', 'blue ute', 'white van', 'red sedan')} (reg {c.PLATE()}); advised not to drive until cleared.",
           f"{b}{'D' + c.LIC('dl')[1:]} noted; {pick(r, 'DVLA', 'DMV', 'licensing authority')} form given."
           + (f" Adapted vehicle VIN {c.VIN()} (hand controls)." if r.random() < 0.4 else ""),
           "",
           "GOALS",
           f"{b}Target discharge {c.D(goal_d, pick(r, 'long', 'num', 'wk_long'))} home with {pick(r, 'rails', 'a stairlift', 'carers BD')}.",
           f"{b}Return to {pick(r, 'church at', 'volunteering with', 'bowls with')} {c.ORG(pick(r, 'church', 'other'))}.",
           "",
           "TEAM",
           f"{b}Physician: {c.S(phys)}",
           f"{b}OT: {c.S(ot)}  PT: {c.S(pt)}",
           f"{b}Social work: {c.S(sw)} (ext {m('PHONE', str(r.randint(2000, 7999)))})",
           "",
           f"Pressure care: {r.choice(PL.SCORES)}. {r.choice(PL.EQUIP)} ordered."]
    return "\n".join(txt), L


def home_care_referral(c):
    r = c.r
    ag = c.ORG("agency")
    cm = c.staff("cm")
    kin = relative(c)
    L = pick(r, "form", "table")
    rows = [("Referral no.", c.IDN("ref")), ("Referral date", c.D(c.today, pick(r, "num", "iso", "short_mon"))),
            ("To", f"{ag}, intake fax {c.FX()}"), ("From", f"{c.S(cm, 'full_cred')}, {m('HOSPITAL', c.hosp)}, tel {c.PH(ext=True)}"),
            ("Client", c.P(pick(r, "full", "LAST_FIRST"))), ("DOB / age", f"{c.DOB()} / {m('AGE', c.age)}"),
            ("Address", c.addr_inline(c.city)),
            ("Access", f"key safe code given by phone; {pick(r, 'blue door', 'ground floor flat', 'side gate')}, near {m('LOCATION_OTHER', r.choice(PL.LANDMARKS))}"),
            ("Home phone", c.PH()), ("Client email", c.email_for(c.pt)),
            (c.HP_label(), c.HP()), ("Hospital MRN", c.MRN()),
            ("Primary carer", f"{c.F(kin, 'full')} ({kin.rel}), {c.PH()}"),
            (f"{GP[c.loc]}", f"{c.S(c.staff('dr'), 'drnodot')}, {c.H('gp')}"),
            ("Discharge date", c.D(c.today + days(r.randint(0, 3)), pick(r, "wk_long", "wk_short", "long"))),
            ("Services requested", pick(r, "personal care BD, meds prompt", "wound care 3x/week", "IV antibiotics via PICC", "night sits x2/week")),
            ("Diagnosis", r.choice(PL.DX)),
            ("Allergies", pick(r, "penicillin (rash)", "NKDA", "codeine - vomiting", "latex")),
            ("Equipment", f"{r.choice(PL.EQUIP)}; {r.choice(PL.EQUIP)}")]
    if r.random() < 0.5:
        rows.append(("Insulin pump / device SN", c.DEV()))
    if c.loc == "US" and r.random() < 0.6:
        rows.insert(6, ("SSN", c.SSN()))
    if r.random() < 0.4:
        rows.append(("Pets / hazards", pick(r, "small dog", "oxygen in use - no smoking", "steep driveway")))
    head = "HOME CARE REFERRAL\n"
    if L == "table":
        body = "\n".join(f"{k:<22}| {v}" for k, v in rows)
    else:
        body = "\n".join(f"{k}: {v}" for k, v in rows)
    note = (f"\n\nNotes: {c.P('first')} {pick(r, 'prefers', 'would like')} female carers where possible. "
            f"{kin.rel.capitalize()} works as a {c.PROF(r.choice(PL.PROFESSIONS))} and is available after {r.randint(3, 6)}pm. {hard_neg(c)}\n"
            f"Sent by {c.S(cm, 'first_init')} {c.D(c.today, 'md')}")
    return head + body + note, L


def med_rec(c):
    r = c.r
    ph = c.staff("pharm")
    meds = c.meds(r.randint(6, 10))
    L = pick(r, "table", "table", "bullets")
    head = [f"MEDICATION RECONCILIATION AT DISCHARGE - {m('HOSPITAL', c.hosp)}",
            hdr_block(c, pick(r, "pipe", "lines")),
            f"Sources: patient, {c.H('pharm')} dispensing record ({c.PH()}), {GP[c.loc]} list from {c.H('gp')}",
            f"Reconciled {c.D(c.today, pick(r, 'num', 'wk_long', 'iso'))} by {c.S(ph, pick(r, 'full_cred', 'full'))}", ""]
    if L == "table":
        body = "| Medication | Dose | Route | Frequency | Status |\n|---|---|---|---|---|\n" + med_lines(c, meds, "table")
    else:
        body = med_lines(c, meds, "bullets")
    stopped = r.choice(PL.MEDS)[0]
    tail = ["", f"Stopped: {stopped} - {pick(r, 'AKI', 'falls risk', 'no ongoing indication', 'bradycardia')}.",
            f"{hard_neg(c)}",
            f"Blister pack from {c.H('pharm')} to start {c.D(c.today + days(r.randint(1, 4)), pick(r, 'wk_short', 'md', 'wk'))}; "
            f"{pick(r, 'daughter', 'son', 'carer', 'wife')} collecting. Rx no. {c.IDN('order')}.",
            f"Prescriber: {c.S(c.staff('dr'), 'dr_last')} " + (c.LIC("dea") if c.loc == "US" and r.random() < 0.6 else ""),
            f"Pharmacist contact: bleep {c.pager()}"]
    return "\n".join(head) + body + "\n".join(tail), L


def portal_thread(c):
    r = c.r
    doc = c.staff(pick(r, "dr", "rn", "np"))
    lower = r.random() < 0.35
    user = c.USER(c.pt)
    d1 = c.today
    q = pick(r,
             f"hi, this is {c.P('first')}. i was discharged on {c.D(d1 - days(r.randint(1, 6)), pick(r, 'wk', 'md', 'day_mon'))} from {m('HOSPITAL', c.hosp)} and "
             f"the pharmacy ({c.H('pharm')}) says they never got the script for {r.choice(PL.MEDS)[0]}. can someone call me on {c.PH()}?",
             f"Hello Dr {m('DOCTOR', doc.last)}, my {pick(r, 'mum', 'dad', 'husband', 'wife')} "
             f"{c.F(relative(c), 'first')} asked me to write. Since coming home on {c.D(d1 - days(2), pick(r, 'wk_short', 'md'))} "
             f"the legs are more swollen and {pick(r, 'weight is up 2 kg', 'breathing is worse at night', 'the wound is weeping')}. Should we come in?",
             f"Quick question - the letter says my follow up is {c.D(d1 + days(r.randint(3, 20)), pick(r, 'wk_long', 'wk_short', 'long'))} but "
             f"I start back at {c.ORG('emp')} that week (I'm a {c.PROF()}). Can it be moved? thanks, {c.P(pick(r, 'first', 'full'))}")
    reply = (f"Hi {c.P(pick(r, 'first', 'title'))}, thanks for your message. "
             + pick(r, f"I have resent the prescription to {c.H('pharm')} and it should be ready after {r.randint(2, 5)}pm.",
                    f"Please go to {m('HOSPITAL', c.hosp)} ED if breathless at rest; otherwise we can see you {c.D(d1 + days(1), pick(r, 'wk', 'wk_short'))} at {r.randint(8, 11)}:30.",
                    f"I've moved your appointment to {c.D(d1 + days(r.randint(20, 40)), pick(r, 'wk_long', 'long'))}; you will get a text to {c.PH()}.")
             + f" {pick(r, 'Will', 'I will')} check again tomorrow.\n\n{c.S(doc, pick(r, 'first_init', 'full_cred', 'full')) if doc.role != 'dr' else c.S(doc, 'dr_last')}\n"
             + f"{c.H('gp') if r.random() < 0.6 else m('HOSPITAL', c.hosp)}")
    thread = [f"Subject: {pick(r, 'Question about discharge meds', 'swelling since home', 'Appointment', 'Re: follow up')}",
              f"From: {c.P('full')} <{c.email_for(c.pt)}>",
              f"Portal user: {user}   Sent: {c.D(d1, pick(r, 'num', 'iso'))} {r.randint(6, 23)}:{r.randint(10, 59)}",
              "", q, "", "-----", f"Reply from: {c.S(doc, 'full')} " if doc.role == "dr" else f"Reply from: {c.S(doc, 'full_cred')}",
              f"Sent: {c.D(d1 + days(r.randint(0, 1)), pick(r, 'num', 'iso', 'short_mon'))}", "", reply]
    if r.random() < 0.5:
        thread += ["", f"[audit] login {user} from {c.IP()} at {r.randint(6, 23)}:{r.randint(10, 59)}; message id {c.IDN('case')}"
                   + (f"; biometric sign-in ref {c.BIO()}" if r.random() < 0.4 else ""),
                   f"View online: {c.URL()}"]
    return "\n".join(thread), "email_thread", lower


def appointment_letter(c):
    r = c.r
    doc = c.staff("dr")
    clin = c.H(pick(r, "hosp", "gp"))
    ad = c.today + days(r.randint(7, 60))
    lines = [clin, *c.addr_lines(), f"Appointments: {c.PH()}", f"Web: {c.URL()}", "",
             c.D(c.today, pick(r, "long", "num")), "",
             c.P(pick(r, "full", "full_mi")), *c.addr_lines(c.city), "",
             f"{c.HP_label()}: {c.HP()}    Our ref: {c.ACCT()}", "",
             f"Dear {c.P('title')},", "",
             f"Following your discharge from {m('HOSPITAL', c.hosp)}, an appointment has been made for you to see "
             f"{c.S(doc, pick(r, 'dr_last', 'drnodot', 'dr_full'))} in the {pick(r, 'Heart Failure', 'Falls', 'Respiratory', 'Diabetes', 'Memory')} Clinic:",
             "",
             f"    Date: {c.D(ad, pick(r, 'wk_long', 'long'))}",
             f"    Time: {r.randint(8, 16)}:{pick(r, '00', '20', '40')}",
             f"    Place: {pick(r, 'Outpatients', 'Level 2', 'Clinic B')}, {m('LOCATION_OTHER', pick(r, 'Kauri Building', 'East Wing', 'Harbour Block', 'Jubilee Pavilion'))}",
             "",
             f"Please bring your medicines and this letter. If you need an interpreter or transport, call {c.PH()} "
             f"or email {c.org_email('bookings')}. Parking is available at {m('LOCATION_OTHER', r.choice(PL.LANDMARKS))}.",
             f"If you cannot attend, please let us know at least 48 hours before. We hope you are recovering well.",
             "", "Yours sincerely,", "", f"{c.S(c.staff('clerk'), 'full')}", "Outpatient Booking Team"]
    if r.random() < 0.6:
        lines += ["", f"cc: {c.S(c.staff('dr'), 'drnodot')}, {c.H('gp')}"]
    return "\n".join(lines), "letter"


def result_letter(c):
    r = c.r
    doc = c.staff("dr")
    test = pick(r, "blood tests", "chest X-ray", "echocardiogram", "CT scan of your abdomen", "urine culture", "bone density scan")
    td = c.today - days(r.randint(3, 15))
    lines = [f"{c.H('gp')}", *c.addr_lines(), f"Tel {c.PH()}  |  Fax {c.FX()}", "",
             c.D(c.today, pick(r, "long", "wk_long", "num")), "",
             f"PRIVATE AND CONFIDENTIAL", c.P(pick(r, "full", "title")), *c.addr_lines(c.city), "",
             f"Dear {c.P(pick(r, 'title', 'first'))},", "",
             f"Re: your {test} taken on {c.D(td, pick(r, 'long', 'num', 'day_mon'))} (specimen {c.IDN(pick(r, 'spec', 'acc'))})", "",
             pick(r, f"I am pleased to say the results were normal{' - your ' + r.choice(PL.LABS).split()[0] + ' was within range' if test == 'blood tests' else ''}.",
                  (f"The results show {r.choice(PL.LABS)} which is a little {pick(r, 'high', 'low')}. I would like to repeat it in 4 weeks."
                   if test == "blood tests" else f"The report mentions a small change that I would like to discuss with you; it is not urgent."),
                  f"The scan showed no new problems since your previous one in {c.D(td - days(r.randint(200, 700)), pick(r, 'mon_yr', 'year', 'mon_apos'))}."),
             f"You can see the full report online at {c.URL()} using your login ({c.USER(c.pt)}).",
             f"Please book a review with {c.S(c.staff('np'), pick(r, 'title', 'full_cred'))}, our nurse practitioner, or ring reception on {c.PH()}.",
             "", "Best wishes,", "", sig(c, doc, with_contact=False)]
    return "\n".join(lines), "letter"


def after_visit(c):
    r = c.r
    doc = c.staff(pick(r, "dr", "np"))
    meds = c.meds(r.randint(3, 6))
    L = pick(r, "sections", "bullets")
    vd = c.today
    txt = [f"AFTER VISIT SUMMARY", f"{c.P('full')}   DOB {c.DOB()}   MRN {c.MRN()}",
           f"Visit: {c.D(vd, pick(r, 'wk_long', 'num', 'long'))} with {c.S(doc)} at {c.H('gp')}", "",
           "Why you came in today", f"- Follow-up after hospital stay at {m('HOSPITAL', c.hosp)} ({c.D(c.admit, 'md')}-{c.D(c.admit + days(r.randint(2, 7)), 'md')})",
           f"- {r.choice(PL.DX)}", "",
           "Your medicines", med_lines(c, meds, "bullets"), "",
           "What to do next",
           f"- Weigh yourself every morning; call if up more than 2 kg in 3 days",
           f"- Lab visit on {c.D(vd + days(r.randint(5, 14)), pick(r, 'wk_short', 'md', 'day_mon'))} (order {c.IDN('order')})",
           f"- Next appointment: {c.D(vd + days(r.randint(14, 60)), pick(r, 'wk_long', 'long', 'num'))}",
           f"- Pharmacy on file: {c.H('pharm')}, {m('STREET', c.street())}, {m('CITY', c.town())}", "",
           "Questions?", f"Call the nurse line {c.PH()} or send a message at {c.URL()}.",
           f"Vitals today: BP 132/78, HR 71, SpO2 96%, weight 81.4 kg. {hard_neg(c)}"]
    if r.random() < 0.3:
        txt.insert(3, f"Visit account: {c.ACCT()}   Insurance: {c.HP()} group {c.GROUP()}")
    return "\n".join(txt), L


def acp_goc(c):
    r = c.r
    doc = c.staff("dr")
    sw = c.staff("sw")
    k1, k2 = relative(c), relative(c)
    lower = r.random() < 0.15
    txt = (f"Goals of Care / Advance Care Planning Discussion\n"
           f"{c.P('LAST_FIRST')}  MRN {c.MRN()}  {c.room()}, {c.H('ward')}\n"
           f"Date: {c.D(c.today, pick(r, 'num', 'wk_long', 'iso'))}\n\n"
           f"Present: patient, {c.F(k1, 'full')} ({k1.rel}), {c.F(k2, pick(r, 'full', 'first'))} ({k2.rel}, by phone from "
           f"{pick(r, m('CITY', c.town()), m('COUNTRY', r.choice(PL.COUNTRIES)))}), {c.S(doc, 'dr_last')}, SW {c.S(sw, 'first')}.\n\n"
           f"{c.P(pick(r, 'title', 'first', 'nick'))} is {c.aA(pick(r, 'year_old', 'words'))} "
           f"{pick(r, 'retired', 'former')} {c.PROF()} with {r.choice(PL.DX)}. {r.choice(PL.SCORES)}. "
           f"{c.he.capitalize()} understands the illness is {pick(r, 'not curable', 'advancing', 'life-limiting')}. "
           f"What matters most: being at home in {m('CITY', c.city)}, seeing {c.his} grandchildren, and "
           f"{pick(r, 'getting to', 'staying connected with')} {c.ORG('church')}. "
           f"{c.he.capitalize()} said \"I want to see {pick(r, 'Christmas', 'Easter', 'my birthday', 'Diwali')} at home\"" 
           .replace("see Christmas", "see " + m("DATE", "Christmas")).replace("see Easter", "see " + m("DATE", "Easter")).replace("see Diwali", "see " + m("DATE", "Diwali"))
           + f".\n\nDecisions:\n- Code status: {pick(r, 'DNR/DNI', 'DNACPR', 'full code for now', 'no CPR, yes to ward-based care')}\n"
           f"- Substitute decision maker: {c.F(k1, 'first')} ({k1.rel}), {c.PH()}\n"
           f"- {pick(r, 'MOLST', 'POLST', 'ReSPECT form', 'Advance directive')} completed and scanned (doc id {c.IDN('case')})\n"
           f"- Referral to {c.H('hospice')} community team\n\n"
           f"{pick(r, 'We will', 'Will')} revisit if condition changes. Time spent 55 min, >50% counselling.\n"
           f"{c.S(doc, pick(r, 'full_md', 'drnodot'))}")
    return txt, "narrative", lower


def interpreter_visit(c):
    r = c.r
    doc = c.staff("dr")
    it = c.staff("interp")
    lang, country = r.choice(PL.LANG_COUNTRY)
    kin = relative(c)
    L = pick(r, "narrative", "sections")
    via = pick(r, "in person", "by video", "by phone")
    ivid = m("IDNUM", f"{r.choice(['INT', 'LL', 'VRI'])}-{r.randint(10000, 99999)}")
    hd = f"Clinic note - {c.H('gp')} - {c.D(c.today, pick(r, 'num', 'long'))}\n{c.P('full')}, {c.A(pick(r, 'sexcomp', 'yo'))}, MRN {c.MRN()}\n"
    body = (f"{lang} interpreter {c.S(it, pick(r, 'full', 'first_init', 'first'))} (ID {ivid}) present {via}. "
            f"{c.P('title')} declined to have {c.his} {kin.rel} {c.F(kin, 'first')} interpret. "
            f"{c.he.capitalize()} moved from {m('COUNTRY', country)} in {c.D(c.today - days(365 * r.randint(2, 30)), 'year')} and worked as a {c.PROF()}. "
            f"Seen post discharge from {m('HOSPITAL', c.hosp)} ({c.D(c.admit, 'md')}). {hard_neg(c)} "
            f"Teach-back done with interpreter for {r.choice(PL.MEDS)[0]} and {r.choice(PL.MEDS)[0]}. "
            f"{kin.rel.capitalize()} contact {c.PH()}.")
    if L == "sections":
        body = ("Interpreter: " + f"{lang}, {c.S(it, 'full_cred')}, {via}, ID {ivid}\n\nS: " + body +
                f"\n\nO: {r.choice(PL.LABS)}; {r.choice(PL.SCORES)}\n\nA/P: {r.choice(PL.DX)}. Return "
                f"{c.D(c.today + days(r.randint(7, 30)), pick(r, 'wk_short', 'md', 'long'))} with same interpreter if possible.")
    return hd + "\n" + body + f"\n\n{c.S(doc, 'dr_last')}", L


def chaplaincy(c):
    r = c.r
    ch = c.staff("chap")
    kin = relative(c)
    lower = r.random() < 0.5
    txt = (f"Spiritual care note - {c.S(ch, pick(r, 'full_cred', 'full'))}, chaplain\n"
           f"{c.P(pick(r, 'full', 'LAST_FIRST'))}, {c.room()}, {c.H('ward')}, {c.D(c.today, pick(r, 'wk_short', 'num', 'wk_long'))}\n\n"
           f"visited at request of {c.S(c.staff('rn'), pick(r, 'first', 'title'))} (RN). {c.P(pick(r, 'first', 'nick', 'title'))} "
           f"is a member of {c.ORG('church')} and asked for {c.his} minister, {pick(r, 'Rev.', 'Pastor', 'Father', 'Imam')} "
           f"{m('FAMILY', c.person().last)}, to be contacted ({c.PH()}). spoke about {c.his} late {pick(r, 'husband' if c.pt.sex == 'F' else 'wife', 'son', 'daughter')} "
           f"{m('FAMILY', c.person().first)} who died in {c.D(c.today - days(365 * r.randint(1, 20)), 'year')}. "
           f"{kin.rel} {c.F(kin, pick(r, 'first', 'full'))} was at the bedside; we prayed together. "
           f"Hope and meaning: finds strength in {pick(r, 'music', 'the garden', 'scripture', 'family')}. "
           f"will follow up {c.D(c.today + days(r.randint(1, 4)), 'wk')}.")
    return txt, "narrative", lower


def palliative(c):
    r = c.r
    doc = c.staff("dr")
    nurse = c.staff("rn")
    kin = relative(c)
    meds = [mm for mm in PL.MEDS if mm[2] == "SC"]
    L = pick(r, "sections", "bullets")
    b = "- " if L == "bullets" else ""
    txt = [f"Palliative Care Consult - {m('HOSPITAL', c.hosp)}",
           hdr_block(c),
           f"Date seen: {c.D(c.today)}  Requested by: {c.S(c.staff('dr'), 'dr_last')}",
           "", "Background",
           f"{b}{c.A(pick(r, 'year_old', 'yo', 'sexcomp'))} {c.PROF()} with {r.choice(PL.DX)}. Diagnosed {c.D(c.today - days(r.randint(60, 800)), pick(r, 'mon_yr', 'mon_apos', 'year'))}.",
           f"{b}{r.choice(PL.SCORES)}; {r.choice(PL.LABS)}.", "",
           "Symptoms",
           f"{b}pain {r.randint(3, 8)}/10, nausea, poor sleep; bowels last open {c.D(c.today - days(3), pick(r, 'wk', 'md'))}",
           "", "Plan",
           *[f"{b}{n} {d} {rt} {f}" for n, d, rt, f in r.sample(meds, 3)],
           f"{b}syringe driver if unable to take orals; {pick(r, 'anticipatory meds', 'just-in-case box')} to {c.H('pharm')}",
           f"{b}preferred place of death: {pick(r, 'home', 'hospice', 'care home')}; referral to {c.H('hospice')} ({c.IDN('ref')})",
           f"{b}family: {kin.rel} {c.F(kin, 'full')} ({c.PH()}) updated by phone",
           "", f"{c.S(doc, 'full_md')}, {c.S(nurse, 'full_cred')}  pager {c.pager()}"]
    return "\n".join(txt), L


def family_meeting(c):
    r = c.r
    doc = c.staff("dr")
    sw = c.staff("sw")
    rn = c.staff("rn")
    fam = [relative(c) for _ in range(r.randint(2, 4))]
    L = pick(r, "bullets", "narrative")
    who = "; ".join(f"{c.F(f, pick(r, 'full', 'first', 'title'))} ({f.rel})" for f in fam)
    hd = (f"FAMILY MEETING NOTE\n{c.P('full')} / MRN {c.MRN()} / {c.H('ward')} {c.room()}\n"
          f"{c.D(c.today, pick(r, 'wk_long', 'num', 'long'))} {r.randint(9, 17)}:00, {m('LOCATION_OTHER', pick(r, 'Quiet Room 2', 'Relatives Room', 'Conference Room 4B', 'Whanau Room'))}\n")
    att = f"Attendees: {who}; {c.S(doc, 'dr_last')}; {c.S(sw, 'full_cred')}; {c.S(rn, 'first')} RN\n"
    f0 = fam[0]
    pts = [f"Updated on {c.P('first')}'s progress since admission {c.D(c.admit, pick(r, 'md', 'wk_short', 'day_mon'))}.",
           f"{r.choice(PL.DX)}; {hard_neg(c)}",
           f"{f0.rel.capitalize()} {c.F(f0, 'first')} ({c.PROF(r.choice(PL.PROFESSIONS))}) raised concern about managing at home; {c.he} lives alone on {m('STREET', c.street())}.",
           f"Options: home with {c.ORG('agency')}, or respite at {c.H('care')} from {c.D(c.today + days(3), 'md')}-{c.D(c.today + days(17), 'md')}.",
           f"{fam[-1].rel.capitalize()} will speak to {c.his} employer {c.ORG('emp')} about leave.",
           f"Agreed: trial of respite; review {c.D(c.today + days(14), pick(r, 'wk_short', 'long'))}. Contact {c.F(f0, 'first')} on {c.PH()}."]
    if L == "bullets":
        body = "\n".join("* " + p for p in pts)
    else:
        body = " ".join(pts)
    return hd + att + "\n" + body + f"\n\nNote by {c.S(sw, 'full')}", L


def patient_question(c):
    r = c.r
    lower = r.random() < 0.6
    kin = relative(c)
    doc = c.staff("dr")
    q = r.choice([
        f"hi its {c.P('full')} dob {c.DOB()} - can i take ibuprofen with the {r.choice(PL.MEDS)[0]}? thx",
        f"My {kin.rel} {c.F(kin, 'full')} is {c.A('yo')} and came home from {m('HOSPITAL', c.hosp)} on {c.D(c.today - days(2), pick(r, 'wk', 'wk_short', 'md'))}. "
        f"Who do we call about the walker? I'm on {c.PH()}.",
        f"Dr {m('DOCTOR', doc.last)}, I'm flying to {c.COUNTRY()} {c.D(c.today + days(r.randint(10, 40)), pick(r, 'md', 'day_mon', 'long'))}-{c.D(c.today + days(r.randint(45, 70)), pick(r, 'md', 'day_mon'))}. "
        f"Do I need a letter for my pacemaker (serial {c.DEV()})? - {c.P(pick(r, 'first_init', 'full'))}",
        f"hello, {c.P('full')} here, MRN {c.MRN()}. the district nurse didnt come {c.D(c.today - days(1), 'wk')}. "
        f"address is {m('STREET', c.street())} {m('CITY', c.city)}. pls call {c.PH()}",
        f"Can you send my discharge papers to my new GP at {c.H('gp')}? fax {c.FX()}. Thanks {c.P(pick(r, 'first', 'nick', 'first_init'))}",
        f"is the clinic open on {m('DATE', pick(r, 'Thanksgiving', 'Boxing Day', 'Waitangi Day', 'Labour Day', 'Canada Day', 'Good Friday'))}? "
        f"my appt is {c.D(c.today + days(r.randint(2, 30)), pick(r, 'wk_short', 'md', 'day_mon'))}. {c.P('first')} ({c.USER(c.pt)})",
        f"I'm a {c.PROF()} and work nights at {c.ORG('emp')} - can my bloods be done on {c.D(c.today + days(3), 'wk')} morning instead? "
        f"{c.P('full')}, {c.email_for(c.pt)}",
        f"Hi, my mum {c.name(c.pt, 'PATIENT', 'full')} ({m('AGE', c.age)}) is at {c.H('care')} {c.room()} and the staff say her {c.HP_label()} "
        f"{c.HP()} is wrong on the referral. - {c.F(kin, 'first')}",
        f"parking fine at {m('LOCATION_OTHER', r.choice(PL.LANDMARKS))} while at my appt, plate {c.PLATE()}. can the clinic write a note? {c.P('first_init')}",
        f"re account {c.ACCT()} - we were billed twice for {c.D(c.today - days(r.randint(10, 50)), pick(r, 'num', 'long'))}. {c.P('full')} {c.PH()}",
    ])
    hdr = f"[{pick(r, 'Portal', 'Web form', 'SMS', 'Email')} {c.D(c.today, pick(r, 'num', 'iso'))} {r.randint(0, 23):02d}:{r.randint(0, 59):02d}]\n"
    if r.random() < 0.5:
        hdr += f"From: {c.email_for(c.pt)}  IP {c.IP()}\n"
    return hdr + q, "free_text", lower


def nursing_handover(c):
    """Shorthand, often all lower case, transfer-of-care handover."""
    r = c.r
    rn1, rn2 = c.staff("rn"), c.staff("rn")
    kin = relative(c)
    lower = r.random() < 0.6
    txt = (f"transfer of care handover {c.D(c.today, pick(r, 'md', 'wk_short', 'num'))} {r.randint(6, 22)}:{pick(r, '00', '30', '45')}\n"
           f"from {c.H('ward')} ({c.S(rn1, 'first')}) to {c.H('ward')} ({c.S(rn2, pick(r, 'first', 'first_init'))})\n"
           f"pt {c.P(pick(r, 'initials_dot', 'initials', 'title', 'first_init'))}, {c.A(pick(r, 'sexcomp', 'yo', 'y/o'))}, {c.room()}, MRN {c.MRN()}\n"
           f"S: {r.choice(PL.DX)}\n"
           f"B: adm {c.D(c.admit, pick(r, 'md', 'day_mon'))} via ED; lives w {kin.rel} {c.F(kin, 'first')} in {m('CITY', c.city)}; ex-{c.PROF()}\n"
           f"A: {r.choice(PL.SCORES)}, {r.choice(PL.LABS)}; {r.choice(PL.EQUIP)}\n"
           f"R: for d/c {c.D(c.today + days(r.randint(1, 3)), pick(r, 'wk', 'wk_short', 'md'))} if {pick(r, 'bloods ok', 'OT clears', 'family ready')}; {kin.rel} to collect, ph {c.PH()}\n"
           f"belongings: glasses, phone, {pick(r, 'hearing aids (SN ' + c.DEV() + ')', 'dentures', 'wallet')}")
    return txt, "bullets", lower


GENRES = [
    ("discharge_summary", discharge_summary, 3),
    ("transfer_of_care_letter", transfer_letter, 2),
    ("nursing_home_admission", nursing_home_admission, 2),
    ("rehab_admission", rehab_admission, 2),
    ("home_care_referral", home_care_referral, 2),
    ("medication_reconciliation", med_rec, 2),
    ("portal_message_thread", portal_thread, 2),
    ("appointment_letter", appointment_letter, 2),
    ("test_result_letter", result_letter, 2),
    ("after_visit_summary", after_visit, 2),
    ("goals_of_care_note", acp_goc, 2),
    ("interpreter_visit_note", interpreter_visit, 2),
    ("chaplaincy_note", chaplaincy, 1),
    ("palliative_consult", palliative, 2),
    ("family_meeting_note", family_meeting, 2),
    ("patient_question", patient_question, 3),
    ("nursing_handover", nursing_handover, 1),
]
