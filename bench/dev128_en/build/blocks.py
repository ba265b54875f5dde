"""Per-note case context and clinical building blocks shared by genres."""
import datetime as dt
from pools import *
from phi import P, Gen, Person

T0, T1 = dt.date(2016, 1, 4), dt.date(2025, 6, 27)


class Case:
    """All invented identities of one note."""

    def __init__(self, g: Gen, age=None):
        r = g.r
        self.g = g
        self.pt = g.person()
        self.sex = "F" if self.pt.sex == "F" else "M"
        self.he = "she" if self.sex == "F" else "he"
        self.his = "her" if self.sex == "F" else "his"
        self.age = age if age is not None else g.ri(19, 97)
        self.d0 = g.date_between(T0, T1)
        self.dob = self.d0 - dt.timedelta(days=365 * self.age + g.ri(1, 360))
        self.admit = self.d0 - dt.timedelta(days=g.ri(0, 6))
        self.addr = g.address()
        self.phone, self.phone2 = g.phone(False), g.phone(False)
        self.email = g.email(self.pt)
        self.mrn, self.acct = g.mrn(), g.account()
        self.insurer, self.member = g.ch(INSURERS), g.healthplan()
        self.group = "GRP-" + g.digits(5) if g.p(0.5) else g.digits(6)
        self.hosp, self.clinic = g.hospital(), g.clinic()
        self.unit, self.room, self.bed = g.unit(), g.room(), g.ch(["A", "B", "1", "2", "3", "W", "D"])
        self.att, self.res, self.rn = g.person(), g.person(), g.person()
        self.pcp, self.cons, self.extra = g.person(), g.person(), g.person()
        rel = g.ch(RELATIONS)
        self.rel = rel
        self.fam = g.person("F" if rel in ("wife", "daughter", "mother", "sister", "niece",
                                          "granddaughter", "aunt", "fiancee", "daughter-in-law")
                            else ("M" if rel in ("husband", "son", "father", "brother", "nephew",
                                                 "grandson", "uncle", "stepson", "son-in-law")
                                  else None))
        if rel in ("wife", "husband", "daughter", "son", "mother", "father", "sister",
                   "brother") and g.p(0.6):
            self.fam.last = self.pt.last
        self.fam_phone = g.phone(False)
        self.prof = g.ch(PROFESSIONS)
        self.employer = g.employer()
        self.country = g.ch(COUNTRIES)
        self.uname = g.username(self.pt)

    def pname(self, form=None):
        return self.g.name(self.pt, "PATIENT", form)

    def famname(self, form=None):
        return self.g.name(self.fam, "FAMILY", form or self.g.ch(["first", "full", "first_last", "title"]))


# ------------------------------------------------------------------ numbers
def clock(g):
    h, m = g.ri(0, 23), g.ch([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 7, 48])
    k = g.ri(0, 3)
    if k == 0:
        return f"{h:02d}:{m:02d}"
    if k == 1:
        return f"{h:02d}{m:02d}"
    if k == 2:
        return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{h}:{m:02d}"


def clock_seq(g, n, h0=None):
    """n increasing clock times in one style, starting near hour h0."""
    k = g.ri(0, 2)
    t = (h0 if h0 is not None else g.ri(0, 23)) * 60 + g.ri(0, 40)
    out = []
    for _ in range(n):
        h, m = divmod(t % 1440, 60)
        out.append([f"{h:02d}:{m:02d}", f"{h:02d}{m:02d}", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"][k])
        t += g.ri(8, 95)
    return out


def vitals(g, style=None):
    t = round(g.r.uniform(96.8, 102.4), 1)
    hr, sbp, dbp = g.ri(52, 128), g.ri(94, 182), g.ri(52, 104)
    rr, sat = g.ri(12, 28), g.ri(88, 100)
    o2 = g.ch(["RA", "room air", "2L NC", "4 L nasal cannula", "RA", "BiPAP"])
    wt = round(g.r.uniform(48, 141), 1)
    style = style if style is not None else g.ri(0, 3)
    if style == 0:
        return f"T {t} F, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sat}% on {o2}"
    if style == 1:
        return (f"Temp {t}  Pulse {hr}  BP {sbp}/{dbp}  Resp {rr}  O2 sat {sat}% {o2}  "
                f"Wt {wt} kg")
    if style == 2:
        return f"VS: T {t}, P {hr}, BP {sbp}/{dbp}, R {rr}, {sat}% {o2}"
    return (f"BP {sbp}/{dbp} mmHg, pulse {hr} bpm, temperature {round((t - 32) / 1.8, 1)} C, "
            f"respirations {rr}/min, saturation {sat}%")


def labvals(g, n=None):
    vals = dict(na=g.ri(124, 147), k=round(g.r.uniform(2.9, 5.8), 1), cl=g.ri(94, 112),
                co2=g.ri(16, 31), bun=g.ri(6, 68), cr=round(g.r.uniform(0.5, 4.2), 2),
                glu=g.ri(62, 412), wbc=round(g.r.uniform(2.1, 24.0), 1),
                hgb=round(g.r.uniform(6.8, 16.2), 1), hct=round(g.r.uniform(21, 48), 1),
                plt=g.ri(38, 512), inr=round(g.r.uniform(0.9, 3.8), 1),
                lac=round(g.r.uniform(0.6, 6.1), 1), trop=g.ch(["<0.01", "0.04", "0.31", "1.2"]),
                bnp=g.ri(40, 3900), a1c=round(g.r.uniform(5.1, 12.4), 1),
                tsh=round(g.r.uniform(0.1, 9.8), 2), ast=g.ri(12, 410), alt=g.ri(9, 380),
                tb=round(g.r.uniform(0.2, 6.4), 1), alb=round(g.r.uniform(2.0, 4.8), 1),
                mg=round(g.r.uniform(1.2, 2.6), 1), ph=round(g.r.uniform(1.9, 6.2), 1),
                crp=round(g.r.uniform(0.3, 28.0), 1), esr=g.ri(4, 110), lip=g.ri(12, 2200),
                pct=round(g.r.uniform(0.05, 14.0), 2), ldl=g.ri(48, 212), egfr=g.ri(11, 118))
    n = n or g.ri(5, 11)
    items = g.r.sample(LAB_TEMPLATES, n)
    return ", ".join(t.format(**vals) for t in items)


def med_line(g):
    d = g.ch(DRUGS)
    return f"{d[0]} {d[1]} {d[2]}"


def meds(g, n=None):
    n = n or g.ri(3, 9)
    return [med_line(g) for _ in range(n)]


def score(g):
    return g.ch(SCORES).format(a=g.ri(0, 9), b=g.ri(0, 7), c=g.ri(0, 27), d=g.ri(9, 23),
                               e=g.ri(0, 125), f=g.ri(6, 40), g=g.ri(1, 4), h=g.ri(0, 10),
                               r=g.ch(["0", "-1", "-2", "+1"]), i=g.ri(0, 24), j=g.ri(14, 30),
                               k=g.ch([50, 60, 70, 80, 90]))


def eponym(g, kind="exam"):
    return g.ch({"exam": EPONYM_EXAM, "hx": EPONYM_HX, "proc": EPONYM_PROC}[kind])


def appt(g):
    h, m = g.ri(7, 16), g.ch([0, 15, 20, 30, 40, 45])
    return g.ch([f"{h:02d}:{m:02d}", f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}", f"{h}:{m:02d}"])


def icd(g):
    c, d = g.ch(ICD)
    return g.ch([f"{d} ({c})", f"{c} - {d}", f"{d}, ICD-10 {c}", f"{d.capitalize()} [{c}]"])


def negword(g):
    return g.ch(ORDINARY_NAMEWORDS)


def exam_lines(g):
    out = [f"General: {g.ch(['alert, oriented x3', 'NAD', 'ill-appearing', 'comfortable', 'drowsy but arousable'])}",
           f"HEENT: {g.ch(['PERRLA, EOMI', 'MMM, oropharynx clear', 'anicteric sclerae', 'visual acuity 20/40 OU'])}",
           f"CV: {g.ch(['RRR, no m/r/g', 'irregularly irregular', '2/6 systolic murmur at LUSB', 'tachycardic, regular'])}",
           f"Lungs: {g.ch(['CTAB', 'crackles at bases bilaterally', 'diffuse wheezes', 'decreased BS at right base'])}",
           f"Abd: {g.ch(['soft, NT/ND', 'mild RUQ tenderness', 'distended, tympanic', 'obese, nontender'])}; {g.ch(['Murphy sign negative', 'no McBurney point tenderness', 'Rovsing sign negative', 'Foley catheter in place'])}",
           f"Ext: {g.ch(['no edema', '1+ pitting edema to mid-shin', '2+ DP pulses', 'warm, well perfused'])}",
           f"Neuro: {g.ch(['CN II-XII intact', 'strength 5/5 throughout', 'left pronator drift', 'A&Ox3'])}; {eponym(g)}"]
    return out


def social(g, c, n=None):
    """Social history sentences carrying family, profession, employer, places."""
    r = g.r
    he, his = c.he, c.his
    rel = c.rel
    opts = [
        lambda: f"Lives with {his} {rel} {c.famname()} in {P('CITY', c.addr['city'])}.",
        lambda: f"Works as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.employer)}.",
        lambda: f"Retired {P('PROFESSION', c.prof)}; formerly employed by {P('ORGANIZATION', c.employer)}.",
        lambda: f"{he.capitalize()} is a {P('PROFESSION', c.prof)} and is currently on leave.",
        lambda: f"Occupation: {P('PROFESSION', c.prof)} ({P('ORGANIZATION', c.employer)}).",
        lambda: f"Originally from {P('COUNTRY', c.country)}; moved to {P('STATE', c.addr['state'][0])} in {g.D(c.d0.replace(year=max(c.dob.year + 15, c.d0.year - g.ri(2, 30)), day=1), 'y')}.",
        lambda: f"Recent travel to {P('COUNTRY', c.country)} in {g.D(c.d0 - dt.timedelta(days=g.ri(20, 200)), 'mon_y')}.",
        lambda: f"Emergency contact: {c.famname('full')} ({rel}) {P('PHONE', c.fam_phone)}.",
        lambda: f"{his.capitalize()} {rel}, {c.famname('first')}, is the primary caregiver.",
        lambda: f"Attends {P('ORGANIZATION', g.church())} weekly.",
        lambda: f"Grandson attends {P('ORGANIZATION', g.school())}; {he} babysits after school.",
        lambda: f"Tobacco: {g.ri(5, 60)} pack-years, quit {g.D(c.d0.replace(year=c.d0.year - g.ri(1, 20), day=1), 'y')}. Alcohol: {g.ri(0, 14)} drinks/week.",
        lambda: f"Plans to see family in {P('COUNTRY', c.country)} over {g.holiday()}.",
        lambda: f"Last drink was on {g.holiday()}; {g.ri(1, 6)} beers on weekends before that.",
        lambda: f"Drives a pickup, plate {P('VEHICLE', g.plate())}; still driving.",
        lambda: f"Served in the Army; receives care at {P('HOSPITAL', g.hospital())} as well.",
    ]
    n = n or r.randint(3, 6)
    picks = r.sample(range(len(opts)), n)
    return " ".join(opts[i]() for i in sorted(picks)) + " " + g.ch(
        ["Denies illicit drug use.", "No IVDU.", "Uses cannabis occasionally.",
         "Independent in ADLs.", "Walks with a cane.", "Exercises 3 times a week."])


def family_hx(g, c):
    r = g.r
    parts = [f"Mother died at {P('AGE', str(g.ri(48, 96)))} of {g.ch(['MI', 'stroke', 'breast cancer', 'COPD'])}",
             f"father with {g.ch(['CAD', 'colon cancer', 'DM2', 'Alzheimer dementia'])}, alive at {P('AGE', str(g.ri(62, 99)))}",
             f"brother, {P('AGE', str(g.ri(30, 80)))}, {g.ch(['healthy', 'HTN', 'on dialysis'])}",
             f"sister {g.name(g.person('F'), 'FAMILY', 'first')} had {g.ch(['lupus', 'ovarian cancer', 'thyroid disease'])} at age {P('AGE', str(g.ri(25, 70)))}",
             "no family history of sudden cardiac death",
             f"maternal grandmother with {g.ch(['Parkinson disease', 'Huntington disease', 'hemochromatosis'])}"]
    k = r.randint(2, 4)
    return "; ".join(r.sample(parts, k)) + "."


def header(g, c, title, kind="inpt"):
    """Structured header block; returns list of lines."""
    r = g.r
    st = r.randint(0, 3)
    H = P("HOSPITAL", c.hosp.upper() if g.p(0.5) else c.hosp)
    if st == 0:
        L = [H, title.upper(),
             f"Patient: {c.pname('LF')}    MRN: {P('MRN', c.mrn)}",
             f"DOB: {g.D(c.dob, 'mdy')} ({P('AGE', str(c.age))} y {c.sex})    Acct #: {P('ACCOUNT', c.acct)}"]
        if kind == "inpt":
            L.append(f"Admit: {g.D(c.admit, 'mdy')}    Location: {P('HOSPITAL', c.unit)} Rm {P('LOCATION_OTHER', c.room)}-{P('LOCATION_OTHER', c.bed)}")
        else:
            L.append(f"Date of service: {g.D(c.d0, 'mdy')}  {clock(g)}")
    elif st == 1:
        L = [f"{title} | {H}",
             f"Name: {c.pname('lf')} | Sex: {c.sex} | Age: {P('AGE', str(c.age))}",
             f"Medical Record #: {P('MRN', c.mrn)} | Encounter: {P('ACCOUNT', c.acct)}",
             f"Date: {g.D(c.d0, g.ch(['long', 'mdy1', 'iso', 'abbr']))}"]
        if kind == "inpt":
            L.append(f"Unit/Room: {P('HOSPITAL', c.unit)} / {P('LOCATION_OTHER', c.room)}")
    elif st == 2:
        L = [f"{H} - {title}",
             f"PT NAME: {c.pname('LF')}",
             f"MR#: {P('MRN', c.mrn)}  FIN: {P('ACCOUNT', c.acct)}  DOB: {g.D(c.dob, g.ch(['mdy', 'dmon', 'mdy1']))}",
             f"Service date: {g.D(c.d0, 'dmon')}"]
        if kind == "inpt":
            L.append(f"Room: {P('LOCATION_OTHER', c.room)} Bed {P('LOCATION_OTHER', c.bed)}  Unit: {P('HOSPITAL', c.unit)}")
    else:
        L = [title,
             f"{c.pname('full')} ({c.sex}), {g.age(c.age, c.sex, g.ch(['yo', 'y/o', 'years old']))}, DOB {g.D(c.dob, 'mdy1')}",
             f"MRN {P('MRN', c.mrn)}; visit {P('ACCOUNT', c.acct)}; {H}",
             f"Note date: {g.D(c.d0, g.ch(['wd_long', 'long', 'mdy']))}"]
    if g.p(0.35):
        L.append(f"Insurance: {P('ORGANIZATION', c.insurer)}  Member ID: {P('HEALTHPLAN', c.member)}  Group: {P('HEALTHPLAN', c.group)}")
    if g.p(0.25):
        L.append(f"PCP: {g.staff(c.pcp, 'MD')}, {P('HOSPITAL', c.clinic)}  Ph {P('PHONE', g.phone(False))}")
    return L


def signature(g, who, c, role=None, license_p=0.35):
    r = g.r
    role = role or g.ch(["MD", "DO", "NP", "PA-C"])
    k = r.randint(0, 4)
    when = g.D(c.d0, g.ch(["mdy", "mdy1", "iso", "dmon"]))
    if k == 0:
        L = [f"Electronically signed by {P('DOCTOR', who.first + ' ' + who.last)}, {role} on {when} at {clock(g)}"]
    elif k == 1:
        L = [f"{P('DOCTOR', who.first + ' ' + (who.mid + '. ' if who.mid else '') + who.last)}, {role}",
             f"Pager {P('PHONE', g.pager())}"]
    elif k == 2:
        L = [f"Signed: {P('DOCTOR', who.last.upper() + ', ' + who.first.upper())} {role} {when} {clock(g)}"]
    elif k == 3:
        L = ["_" * 24, f"{P('DOCTOR', who.first[0] + '. ' + who.last)}, {role}  ({g.ch(['Attending', 'Hospitalist', 'Resident', 'Fellow', 'Attending Surgeon'])})",
             f"Dictated: {when}  Transcribed: {g.D(c.d0 + dt.timedelta(days=g.ri(0, 1)), 'mdy')}"]
        if g.p(0.6):
            L.append(f"DD/{P('DOCTOR', (who.first[0] + who.last[0]).upper())}/{P('DOCTOR', g.letters(2).lower())}  Job #{P('IDNUM', g.digits(7))}")
    else:
        who_s = g.name(who, 'DOCTOR', 'dr') if role in ("MD", "DO") else P('DOCTOR', who.first + ' ' + who.last)
        L = [f"-- {who_s} ({role}), {when}"]
    if g.p(license_p):
        kind, v = g.license()
        if kind in ("DL", "RN Lic"):
            kind, v = "NPI", g.npi()
        L.append(f"{kind}: {P('LICENSE', v)}")
    return L


def problem_list(g, n=None):
    n = n or g.ri(2, 6)
    return [f"{i + 1}. {icd(g)}" for i in range(n)]
