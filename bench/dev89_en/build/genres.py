"""Eleven Canadian clinical genres. Each builder returns marked text (see compose.P) for one note."""
import datetime as dt

import pools
from compose import P, name, fdate, age_words, vitals, lab_panel, med_list, icd, eponym, ordinary, PT_STYLES

FAITH = ["St. Brendan's Parish", "Miskwa Lake Gospel Hall", "Temple Beth Orenstein", "Wenlow United Church"]

BIRTH = {"Philippines": "Cebu", "Somalia": "Mogadishu", "Ukraine": "Lviv", "India": "Amritsar", "Jamaica": "Kingston",
         "Vietnam": "Hue", "Iran": "Shiraz", "Ghana": "Kumasi", "Nigeria": "Enugu", "Syria": "Aleppo", "Portugal": "Braga",
         "Haiti": "Jacmel", "Mexico": "Puebla", "Pakistan": "Lahore", "Eritrea": "Asmara", "Poland": "Gdansk", "Italy": "Bari",
         "Scotland": "Inverness", "United States": "Duluth", "Greece": "Patras", "South Korea": "Daegu", "China": "Harbin",
         "Afghanistan": "Herat"}

REL_SEX = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "sister": "F", "brother": "M", "mother": "F",
           "father": "M", "niece": "F", "grandson": "M", "granddaughter": "F", "son-in-law": "M", "nephew": "M"}


# ---------------------------------------------------------------------------- setting
def setup(c, age_range=(19, 95), sex=None):
    c.pt = c.person(sex=sex, age_range=age_range)
    c.age = c.pt.age
    c.dob = c.date - dt.timedelta(days=365 * c.age + c.rnd(1, 360))
    c.town, c.prov = c.ch(pools.TOWNS)
    unit = c.r.random()
    base = f"{c.rnd(2, 4999)} {c.ch(pools.STREET_NAMES)}"
    c.street = base if unit < 0.6 else (f"{base}, Apt {c.rnd(1, 20)}{c.rnd(0, 2)}{c.rnd(1, 9)}" if unit < 0.8 else f"Unit {c.rnd(1, 40)}, {base}")
    c.postal_v = c.postal()
    c.hc = c.healthcard(c.prov)
    c.mrn_v = c.mrn()
    c.acct = c.account()
    c.hosp = c.ch(pools.HOSPITALS)
    c.clinic = c.ch(pools.CLINICS)
    c.fp = c.person(age_range=(30, 70))
    c.doc = c.person(age_range=(30, 70))
    c.nurse = c.person(age_range=(22, 65))
    c.rel_kind = c.ch(pools.RELATIONS)
    c.rel = c.person(sex=REL_SEX.get(c.rel_kind))
    c.prof = c.ch(pools.PROFESSIONS)
    c.org = c.ch(pools.ORGS)
    c.ph = c.phone()
    c.sx = c.pt.sex
    c.he = "she" if c.sx == "F" else "he"
    c.his = "her" if c.sx == "F" else "his"


def prov(c, full=None):
    if full is None:
        full = c.r.random() < 0.35
    return P("STATE", pools.PROVINCES[c.prov] if full else c.prov)


def addr(c, full_prov=None):
    return f"{P('STREET', c.street)}, {P('CITY', c.town)}, {prov(c, full_prov)} {P('ZIP', c.postal_v)}"


def dob(c, style=None):
    return P("DATE", fdate(c.dob, style or c.ch(["iso", "dmy", "long", "dmon", "dmony", "mdy"])))


def agesex(c, style=None):
    a, s = c.age, c.sx
    st = style or c.ch(["yo", "yo_glued", "yoF", "aF", "ayo", "year", "aged", "words", "aS"])
    sexw = "woman" if s == "F" else "man"
    if st == "yo":
        return f"{P('AGE', a)} yo {sexw}"
    if st == "yo_glued":
        return f"{P('AGE', a)}yo {s}"
    if st == "yoF":
        return f"{P('AGE', a)} y/o {s}"
    if st == "aF":
        return f"{P('AGE', a)} {s}"
    if st == "aS":
        return f"{P('AGE', a)}{s}"
    if st == "ayo":
        return f"{P('AGE', a)}-yo {sexw}"
    if st == "year":
        return f"{P('AGE', a)}-year-old {sexw}"
    if st == "aged":
        return f"{sexw} aged {P('AGE', a)}"
    return f"{P('AGE', age_words(a))}-year-old {sexw}"


def ptn(c, style=None):
    return name(c.pt, "PATIENT", style or c.ch(PT_STYLES), c.r)


def docn(c, p=None, style=None):
    return name(p or c.doc, "DOCTOR", style or c.ch(["dr", "dr", "dr_full", "full"]), c.r)


def staff(c, p=None, role=None):
    """staff named by role without a title, or with credential after the name."""
    p = p or c.person(age_range=(22, 65))
    k = c.rnd(0, 3)
    if k == 0:
        return f"{role or c.ch(['nurse', 'RN', 'PSW', 'RT', 'clerk', 'pharmacist', 'PT', 'OT', 'SW'])} {P('DOCTOR', p.first)}"
    if k == 1:
        return f"{name(p, 'DOCTOR', 'full', c.r)}, {c.ch(pools.NURSE_CREDS)}"
    if k == 2:
        return f"{name(p, 'DOCTOR', 'first_init', c.r)} {c.ch(pools.NURSE_CREDS)}"
    return f"{role or 'nurse'} {name(p, 'DOCTOR', 'full', c.r)}"


def relp(c, style=None):
    return f"{c.his} {c.rel_kind} {name(c.rel, 'FAMILY', style or c.ch(['first', 'full', 'full', 'title_full']), c.r)}"


def esign(c, p):
    u = c.username(p.first, p.last)
    return (f"Electronically signed by {name(p, 'DOCTOR', 'full', c.r)} (user {P('USERNAME', u)}) on "
            f"{c.d(c.rnd(0, 2))} at {c.time()} from {P('IPADDR', c.ip())}")


def transcription(c, dictator, low=True):
    tr = c.person()
    a, b = dictator.initials(), tr.initials()
    if low:
        a, b = a.lower(), b.lower()
    return f"{P('DOCTOR', a)}/{P('DOCTOR', b)}\nD: {c.d(0, 'dmony')}  T: {c.d(c.rnd(1, 3), 'dmony')}"


def hard(c, k=3):
    items = [vitals(c), eponym(c), ordinary(c), f"Dx: {icd(c)}", f"Meds: {med_list(c, 3, numbered=False)}",
             f"GCS {c.rnd(9, 15)} (E{c.rnd(2, 4)}V{c.rnd(3, 5)}M{c.rnd(4, 6)}), NYHA class {c.ch(['I', 'II', 'III'])}",
             f"Weight {c.rnd(45, 130)} kg, height {c.rnd(148, 196)} cm, BMI {round(c.r.uniform(17, 41), 1)}",
             f"Given {c.ch(['2 L', '500 mL', '1 L'])} NS bolus over {c.ch(['30 min', '1 h', '2 h'])}."]
    return " ".join(c.r.sample(items, k))


def bed(c):
    k = c.rnd(0, 3)
    if k == 0:
        return f"Room {P('LOCATION_OTHER', c.room())}"
    if k == 1:
        return f"Rm {P('LOCATION_OTHER', c.room())}, Bed {P('LOCATION_OTHER', c.rnd(1, 4))}"
    if k == 2:
        return f"bed {P('LOCATION_OTHER', c.rnd(1, 30))}"
    return f"{P('HOSPITAL', c.ch(pools.WARDS))}, room {P('LOCATION_OTHER', c.room())}"


def fu(c):
    d = c.rnd(5, 40)
    return c.ch([
        f"Follow up with {docn(c, c.fp)} at {P('HOSPITAL', c.clinic)} on {c.d(d, 'wd_md')}.",
        f"F/U {P('HOSPITAL', c.clinic)} {c.d(d, 'md')}, tel {P('PHONE', c.phone())}.",
        f"Return appointment {c.d(d, 'wd_long')} at {c.time()}.",
    ])


# ---------------------------------------------------------------------------- 1 emergency
def ed_chart(c, layout):
    setup(c)
    doc, rn, scribe = c.doc, c.nurse, c.person()
    cc = c.ch(["chest pain", "shortness of breath", "fall with hip pain", "abdominal pain", "laceration to hand",
               "confusion", "syncope", "MVC, neck pain", "fever and cough"])
    if layout == "terse":
        return "\n".join([
            f"ed {c.d(0, 'wd_md')} {c.time()} {P('HOSPITAL', c.hosp)}",
            f"pt {ptn(c, c.ch(['init', 'init_dot', 'first_init', 'caps_full']))} {agesex(c, c.ch(['yo_glued', 'aF', 'aS']))} c/o {cc} x{c.rnd(1, 5)}d",
            f"from {P('CITY', c.town)}, lives w/ {c.rel_kind} {P('FAMILY', c.rel.first)}. works as {P('PROFESSION', c.prof)}.",
            vitals(c, terse=True),
            f"labs {lab_panel(c, 5, table=False)}",
            f"trop {c.rnd(2, 60)} ng/L at 0h and 3h. ecg nsr. {eponym(c)}",
            f"seen w dr {P('DOCTOR', doc.last.lower())}, rn {P('DOCTOR', rn.first)}. room {P('LOCATION_OTHER', c.room())}",
            f"dispo home, f/u gp {c.d(c.rnd(2, 9), 'md')}. {ordinary(c)}",
            f"{P('DOCTOR', doc.initials().lower())}/{P('DOCTOR', scribe.initials().lower())}",
        ])
    mvc = cc.startswith("MVC")
    vis = c.r.random() < 0.2
    lines = [
        f"{P('HOSPITAL', c.hosp)} - EMERGENCY DEPARTMENT RECORD",
        f"Patient: {ptn(c, 'caps')}    MRN: {P('MRN', c.mrn_v)}    Visit #: {P('ACCOUNT', c.acct)}",
        f"DOB: {dob(c)}    Age/Sex: {P('AGE', c.age)}/{c.sx}    HCN: {P('HEALTHPLAN', c.hc)}",
        f"Address: {addr(c)}",
        f"Phone: {P('PHONE', c.ph)}    NOK: {c.rel_kind} {name(c.rel, 'FAMILY', 'full', c.r)} {P('PHONE', c.phone())}",
        f"Arrival: {c.d(0)} {c.time()} by {c.ch(['ambulance', 'walk-in', 'private vehicle'])}    CTAS {c.rnd(1, 5)}    {bed(c)}",
        f"Triage RN: {name(rn, 'DOCTOR', 'full', c.r)}, RN    ED physician: {docn(c, doc, 'dr')}",
        "",
        f"CC: {cc}",
    ]
    hpi = (f"HPI: {agesex(c)} presenting with {cc}. {c.he.capitalize()} was well until {c.d(-c.rnd(1, 4), 'weekday')} "
           f"when symptoms began while at work; {c.he} is a {P('PROFESSION', c.prof)} with {P('ORGANIZATION', c.org)}. "
           f"Accompanied by {relp(c)}. PMHx: {icd(c)}; {icd(c)}. Last seen by {docn(c, c.fp)} at {P('HOSPITAL', c.clinic)} "
           f"in {c.d(-c.rnd(30, 300), 'month_year')}.")
    if mvc:
        hpi += (f" Restrained driver, vehicle plate {P('VEHICLE', c.plate())}, rear-ended near {P('LOCATION_OTHER', c.ch(pools.LANDMARKS))}. "
                f"Driver's licence {P('LICENSE', c.license('dl'))} photographed for police.")
    if vis:
        hpi += (f" Visitor from {P('STATE', c.ch(['Maine', 'Vermont', 'MN', 'WA', 'Montana']))}, {P('COUNTRY', 'United States')}; "
                f"US SSN {P('SSN', c.ssn_us())} recorded for out-of-country billing.")
    lines += [hpi, "", vitals(c), "", f"Labs ({c.d(0, 'md')} {c.time()}, accession {P('IDNUM', c.idnum('acc'))}):", lab_panel(c), "",
              f"Meds given: {med_list(c, 2, numbered=False)}.", hard(c, 2), "",
              f"Assessment: {icd(c)}. {ordinary(c)}"]
    if c.r.random() < 0.5:
        lines.append(f"Disposition: admitted to {P('HOSPITAL', c.ch(pools.WARDS))} under {docn(c, c.person(), 'dr')}; "
                     f"consult {c.ch(['Cardiology', 'General Surgery', 'Internal Medicine', 'Orthopedics'])} called {c.time()}.")
    else:
        lines.append(f"Disposition: discharged home with {c.rel_kind} {P('FAMILY', c.rel.first)}. {fu(c)}")
    lines += ["", f"Scribe: {name(scribe, 'DOCTOR', 'full', c.r)}",
              f"{name(doc, 'DOCTOR', 'full', c.r)}, {c.ch(pools.DOC_CREDS)}   pager {P('PHONE', c.pager())}   {c.d(0)} {c.time()}"]
    if c.r.random() < 0.5:
        lines.append(esign(c, doc))
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 2 family practice
def family_practice(c, layout):
    setup(c)
    fp = c.fp
    if layout == "terse":
        return "\n".join([
            f"{P('HOSPITAL', c.clinic)} visit {c.d(0, 'md')}",
            f"{ptn(c, c.ch(['first', 'init', 'first_init']))} {agesex(c, c.ch(['aF', 'yo_glued']))} here for {c.ch(['bp check', 'dm f/u', 'annual', 'cough', 'med refill'])}",
            vitals(c, terse=True),
            f"a1c {round(c.r.uniform(5.5, 10.2), 1)} on {c.d(-c.rnd(5, 60), 'md')}, ldl {round(c.r.uniform(1.2, 4.4), 1)}",
            f"meds {med_list(c, 3, numbered=False)}",
            f"{c.rel_kind} {P('FAMILY', c.rel.first)} drove pt in. still working at {P('ORGANIZATION', c.org)}.",
            f"plan: recheck {c.d(c.rnd(20, 90), 'mon_d')}. {ordinary(c)}",
            f"- {P('DOCTOR', fp.initials().lower())}",
        ])
    portal = c.url(c.ch(["birchleaf", "northgate-mc", "rfp", "amberford-chc"]) + "/portal")
    if layout == "table":
        hdr = [
            f"{P('HOSPITAL', c.clinic)} | {P('STREET', f'{c.rnd(10, 900)} {c.ch(pools.STREET_NAMES)}')} | {P('CITY', c.town)}, {prov(c)} | Tel {P('PHONE', c.phone())} | Fax {P('FAX', c.phone())}",
            "",
            "| Field | Value |", "|---|---|",
            f"| Patient | {ptn(c, 'last_first')} |", f"| DOB | {dob(c)} |", f"| Age | {P('AGE', c.age)} |",
            f"| Health card | {P('HEALTHPLAN', c.hc)} |", f"| Chart # | {P('MRN', c.mrn_v)} |",
            f"| Address | {addr(c)} |", f"| Cell | {P('PHONE', c.ph)} |",
            f"| Email | {P('EMAIL', c.email(c.pt.first, c.pt.last))} |",
            f"| Occupation | {P('PROFESSION', c.prof)} ({P('ORGANIZATION', c.org)}) |",
            f"| Visit date | {c.d(0, 'wd_long')} |", f"| Provider | {docn(c, fp, 'dr_full')} |",
            "",
        ]
    else:
        hdr = [
            f"{P('HOSPITAL', c.clinic)} - Progress Note",
            f"Name: {ptn(c, 'full_mid')}   DOB: {dob(c)}   HCN: {P('HEALTHPLAN', c.hc)}   Chart: {P('MRN', c.mrn_v)}",
            f"Date of visit: {c.d(0)}   Provider: {docn(c, fp, 'dr')}",
            "",
        ]
    body = [
        f"S: {ptn(c, 'title')} is a {agesex(c, 'year')} seen today for {c.ch(['hypertension follow-up', 'diabetes review', 'fatigue', 'knee pain', 'a periodic health exam'])}. "
        f"{c.he.capitalize()} works as a {P('PROFESSION', c.prof)} and reports {c.ch(['more stress since', 'poor sleep since', 'better energy since'])} "
        f"{P('DATE', c.ch(pools.HOLIDAYS))}. Lives with {relp(c)}, aged {P('AGE', c.rel.age)}.",
        f"O: {vitals(c)}",
        f"Labs drawn {c.d(-c.rnd(3, 20), 'md')} (req {P('IDNUM', c.idnum('req'))}):",
        lab_panel(c),
        f"{eponym(c)} {ordinary(c)}",
        f"A: {icd(c)}; {icd(c)}.",
        "P:", med_list(c),
        f"Repeat bloodwork before next visit on {c.d(c.rnd(30, 120), 'long')}. Results will be posted to {P('URL', portal)}.",
        f"Next appointment booked by {staff(c, role='MOA')}.",
        "",
        f"{name(fp, 'DOCTOR', 'full', c.r)}, {c.ch(pools.DOC_CREDS)} (CPSO {P('LICENSE', c.license('md'))})",
    ]
    if c.r.random() < 0.4:
        body.append(esign(c, fp))
    return "\n".join(hdr + body)


# ---------------------------------------------------------------------------- 3 discharge summary
def discharge(c, layout):
    setup(c, age_range=(30, 99))
    doc, cons = c.doc, c.person(age_range=(30, 70))
    los = c.rnd(2, 14)
    adm = -los
    if layout == "terse":
        return "\n".join([
            f"d/c summary {P('HOSPITAL', c.hosp)}",
            f"{ptn(c, c.ch(['caps_full', 'init_dot', 'last']))} mrn {P('MRN', c.mrn_v)} {agesex(c, c.ch(['aF', 'yo_glued']))}",
            f"adm {c.d(adm, 'md')}-{c.d(0, 'md')} for {icd(c)}",
            f"echo {c.d(adm + 1, 'md')}: ef {c.rnd(20, 65)}%. ct {c.d(adm + 2, 'md')} neg.",
            f"meds: {med_list(c, 4, numbered=False)}",
            f"home w/ {c.rel_kind} {P('FAMILY', c.rel.first)} to {P('CITY', c.town)}. f/u dr {P('DOCTOR', c.fp.last)} {c.d(c.rnd(7, 21), 'wd_md')}",
            f"{P('DOCTOR', doc.initials().lower())}/{P('DOCTOR', c.person().initials().lower())}",
        ])
    dev = c.r.random() < 0.45
    lines = [
        f"{P('HOSPITAL', c.hosp)}",
        "DISCHARGE SUMMARY",
        f"Patient: {ptn(c, c.ch(['caps', 'last_first', 'full']))}   MRN: {P('MRN', c.mrn_v)}   Encounter: {P('ACCOUNT', c.acct)}",
        f"DOB: {dob(c)} ({P('AGE', c.age)} y)   HCN: {P('HEALTHPLAN', c.hc)}",
        f"Admitted: {c.d(adm)}   Discharged: {c.d(0)}   Unit: {P('HOSPITAL', c.ch(pools.WARDS))}   {bed(c)}",
        f"Attending: {docn(c, doc, 'dr_full')}   Family physician: {docn(c, c.fp, 'dr')}, {P('HOSPITAL', c.clinic)}",
        "",
        f"Most responsible diagnosis: {icd(c)}",
        f"Comorbidities: {icd(c)}; {icd(c)}",
        "",
        "HOSPITAL COURSE",
        f"{ptn(c, 'title')} is a {agesex(c, c.ch(['year', 'words', 'ayo']))} {c.ch(['retired', 'semi-retired', 'working'])} "
        f"{P('PROFESSION', c.prof)} from {P('CITY', c.town)} admitted on {c.d(adm, 'wd_md')} via the ED. "
        f"Admission labs: {lab_panel(c, 6, table=False)}. Treated with {med_list(c, 2, numbered=False)}. "
        f"Echo {c.d(adm + 1, 'md')} showed EF {c.rnd(20, 65)}%. {eponym(c)} "
        f"Seen by {docn(c, cons, 'dr')} ({c.ch(['Cardiology', 'Nephrology', 'Geriatrics', 'Infectious Diseases'])}) on "
        f"{c.d(adm + 2, c.ch(['md', 'wd_md', 'mon_d']))}. Antibiotics {c.d(adm + 1, 'md')}-{c.d(adm + 5, 'md')}. "
        f"{ordinary(c)} Physio cleared for stairs on {c.d(-1, 'weekday')}.",
    ]
    if dev:
        lines.append(f"Dual-chamber pacemaker implanted {c.d(adm + 3, 'mon_d')}; generator SN {P('DEVICE', c.device())}, "
                     f"atrial lead SN {P('DEVICE', c.device())}. Device clinic: {P('PHONE', c.phone_ext())}.")
    if c.r.random() < 0.7:
        lines += ["", "ISSUES BY PROBLEM"]
        for k in range(c.rnd(3, 5)):
            day = adm + c.rnd(0, los)
            lines.append(c.ch([
                f"{k + 1}. {cap(icd(c))}: {med_list(c, 1, numbered=False)} started {c.d(day, 'md')}; {lab_panel(c, 3, table=False)} on {c.d(min(day + 1, 0), 'mon_d')}. {eponym(c)}",
                f"{k + 1}. Delirium: CAM positive {c.d(day, 'weekday')} night, nonpharmacologic measures; sitter {staff(c, role='PSW')} overnight. {ordinary(c)}",
                f"{k + 1}. Disposition: OT home safety review; {c.rel_kind} {P('FAMILY', c.rel.first)} will stay with {c.his} parent for 2 weeks. SW {P('DOCTOR', c.person().first)} arranged home care via {P('ORGANIZATION', c.ch(['Tidewater Home Nursing', 'Prairie Visiting Nurses', 'Northshore Community Care']))}.",
                f"{k + 1}. Renal: Cr peaked at {c.rnd(120, 310)} umol/L on {c.d(day, 'md')}, back to {c.rnd(70, 119)} at discharge. {vitals(c)}",
                f"{k + 1}. Goals of care: discussed with {name(c.rel, 'FAMILY', 'title_full', c.r)} ({c.rel_kind}) and {docn(c, c.person(), 'dr')} on {c.d(day, 'wd_long')}; remains full code.",
            ]))
    lines += [
        "",
        "DISCHARGE MEDICATIONS", med_list(c),
        "",
        f"Discharged home to {addr(c)} with {relp(c, 'full')} ({P('PHONE', c.phone())}).",
        fu(c),
        f"Pending at discharge: blood cultures from {c.d(-2, 'md')} (accession {P('IDNUM', c.idnum('acc'))}).",
        "",
        f"{name(doc, 'DOCTOR', 'full', c.r)}, {c.ch(pools.DOC_CREDS)}",
        f"cc: {docn(c, c.fp, 'dr_full')}, {P('HOSPITAL', c.clinic)}, fax {P('FAX', c.phone())}",
        transcription(c, doc, low=c.r.random() < 0.7),
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 4 consult letters
def consult_letter(c, layout):
    setup(c)
    spec, fp = c.doc, c.fp
    sc = c.ch(pools.SPECIALTY_CLINICS)
    if layout == "terse":
        return "\n".join([
            f"consult note to dr {P('DOCTOR', fp.last)} re {ptn(c, c.ch(['full', 'first_init']))}, dob {dob(c, 'iso')}",
            f"{agesex(c, 'aF')} ref'd {c.d(-c.rnd(20, 90), 'md')} for {icd(c)}",
            f"seen {c.d(0, 'wd_md')} {P('HOSPITAL', sc)}. {vitals(c, True)}",
            f"rec: {med_list(c, 2, numbered=False)}. {ordinary(c)}",
            f"cc {P('DOCTOR', c.person().last)}, np",
            f"{P('DOCTOR', spec.initials().lower())}/{P('DOCTOR', c.person().initials().lower())}",
        ])
    cc2 = c.person(age_range=(30, 70))
    lines = [
        f"{P('HOSPITAL', sc)}",
        f"{P('STREET', f'{c.rnd(10, 990)} {c.ch(pools.STREET_NAMES)}, Suite {c.rnd(100, 450)}')}",
        f"{P('CITY', c.ch(pools.TOWNS)[0])}, {prov(c)}  {P('ZIP', c.postal())}",
        f"Tel {P('PHONE', c.phone())}   Fax {P('FAX', c.phone())}   {P('URL', c.url(c.ch(['heart', 'renal', 'memory', 'resp', 'bonejoint'])))}",
        "",
        f"{c.d(0, c.ch(['long', 'wd_long', 'dmon']))}",
        "",
        f"{docn(c, fp, 'dr_full')}",
        f"{P('HOSPITAL', c.clinic)}",
        f"Fax: {P('FAX', c.phone())}",
        "",
        f"RE: {ptn(c, c.ch(['caps', 'full_mid', 'last_first']))}   DOB {dob(c)}   HCN {P('HEALTHPLAN', c.hc)}",
        "",
        f"Dear {c.ch(['Dr.', 'Dr'])} {P('DOCTOR', fp.last)},",
        "",
        f"Thank you for referring {ptn(c, 'title_full')}, a pleasant {agesex(c, c.ch(['year', 'words', 'ayo']))}, whom I saw in clinic "
        f"on {c.d(0, 'long')} for {icd(c)}. {c.he.capitalize()} was accompanied by {relp(c)}. {c.he.capitalize()} works as a "
        f"{P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.org)} and has been off work since {c.d(-c.rnd(20, 200), 'month_year')}.",
        "",
        f"On examination: {vitals(c)} {eponym(c)}",
        f"Investigations from {c.d(-c.rnd(3, 30), 'dmon')}:",
        lab_panel(c),
        f"Holter {c.d(-c.rnd(5, 40), 'md')}-{c.d(-c.rnd(1, 4), 'md')} showed {c.ch(['no pauses', 'paroxysmal AF, 4% burden', 'frequent PVCs'])}.",
        "",
        f"My recommendations: {med_list(c, 3, numbered=False)}. {ordinary(c)} I have arranged to see {ptn(c, 'first')} "
        f"again in {c.ch(['three months', '6 weeks', 'the new year'])}; my office will call {P('PHONE', c.ph)}.",
        "",
        "Sincerely,",
        "",
        f"{docn(c, spec, 'dr_full')}, {c.ch(pools.DOC_CREDS)}",
        f"{c.ch(['Cardiologist', 'Nephrologist', 'Geriatrician', 'Respirologist', 'Endocrinologist'])}",
        "",
        f"cc: {docn(c, cc2, 'dr_full')}, {P('HOSPITAL', c.hosp)}",
        f"cc: {name(c.nurse, 'DOCTOR', 'full', c.r)}, NP, {P('HOSPITAL', c.clinic)}",
        transcription(c, spec, low=c.r.random() < 0.6),
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 5 home care
def home_care(c, layout):
    setup(c, age_range=(45, 99))
    rn = c.nurse
    if layout == "terse":
        return "\n".join([
            f"hc visit {c.d(0, 'wd_md')} {c.time()}",
            f"client {ptn(c, c.ch(['first_init', 'init', 'caps_full']))} {agesex(c, 'aS')}, {P('STREET', c.street)}, {P('CITY', c.town)}",
            f"wound l heel 2.1 x 1.4 cm, no slough. {vitals(c, True)}",
            f"glucometer {P('DEVICE', c.device())} reading {round(c.r.uniform(4.5, 15), 1)}",
            f"{c.rel_kind} {P('FAMILY', c.rel.first)} present. {ordinary(c)}",
            f"next visit {c.d(c.rnd(1, 4), 'wd_md')}. {P('DOCTOR', rn.first.lower())} rn",
        ])
    bio = c.r.random() < 0.3
    lines = [
        f"HOME AND COMMUNITY CARE - NURSING VISIT RECORD   Agency: {P('ORGANIZATION', c.ch(['Tidewater Home Nursing', 'Prairie Visiting Nurses', 'Soins a domicile Ombrette', 'Northshore Community Care']))}",
        f"Client: {ptn(c, 'last_first')}    DOB: {dob(c)}    Age: {P('AGE', c.age)}",
        f"Address: {addr(c)}",
        f"Client phone: {P('PHONE', c.ph)}    Health card: {P('HEALTHPLAN', c.hc)}",
        f"Referral #: {P('IDNUM', c.idnum('ref'))}    Hospital chart: {P('MRN', c.mrn_v)} ({P('HOSPITAL', c.hosp)})",
        f"Visit date: {c.d(0)}    Time in {c.time()} / out {c.time()}    Nurse: {name(rn, 'DOCTOR', 'full', c.r)}, {c.ch(['RN', 'RPN', 'LPN'])}",
        f"Primary caregiver: {c.rel_kind} {name(c.rel, 'FAMILY', c.ch(['full', 'first_init']), c.r)}, tel {P('PHONE', c.phone())}",
        "",
        f"Narrative: Visited {ptn(c, c.ch(['title', 'first']))} at home for {c.ch(['wound care', 'IV antibiotics via PICC', 'diabetic teaching', 'palliative symptom management', 'catheter care'])}. "
        f"{ptn(c, c.ch(['title', 'first']))} is a retired {P('PROFESSION', c.prof)}, widowed since {c.d(-c.rnd(400, 4000), 'year')}. "
        f"{c.rel_kind.capitalize()} {P('FAMILY', c.rel.first)} reports {c.he} slept poorly {c.d(-1, 'weekday')} night. {vitals(c)} {eponym(c)}",
        f"Wound: sacral, 3.2 x 2.0 x 0.4 cm, {c.ch(['granulating', 'moist', 'no tunnelling'])}; {icd(c)}. Dressing changed per plan.",
        f"Meds reviewed with blister pack from {P('HOSPITAL', c.ch(pools.PHARMACIES))}: {med_list(c, 3, numbered=False)}.",
        f"Glucometer serial {P('DEVICE', c.device())}: readings 6.1-11.4 mmol/L past week. {ordinary(c)}",
    ]
    if bio:
        lines.append(f"Automated dispenser enrolled to client's fingerprint, template ID {P('BIOID', c.bioid())}.")
    if c.r.random() < 0.3:
        lines.append(f"Client's car ({P('VEHICLE', c.plate())}) parked in driveway; {c.he} is still driving - concern reported to {docn(c, c.fp, 'dr')}.")
    lines += [
        f"Spoke with {docn(c, c.fp)} at {P('HOSPITAL', c.clinic)} ({P('PHONE', c.phone())}) re: {c.ch(['edema', 'BG control', 'pain'])}.",
        f"Next visit: {c.d(c.rnd(1, 5), c.ch(['wd_md', 'wd_long', 'mon_d']))}. Care coordinator {staff(c, role='coordinator')} notified.",
        "",
        f"Signed: {name(rn, 'DOCTOR', c.ch(['full', 'first_init']), c.r)}, RN   {c.d(0, 'md')} {c.time()}",
    ]
    if c.r.random() < 0.5:
        lines.append(f"Synced from tablet {P('DEVICE', c.device())} at {P('IPADDR', c.ip())} by user {P('USERNAME', c.username(rn.first, rn.last))}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 6 long-term care
def ltc(c, layout):
    setup(c, age_range=(68, 104))
    home = c.ch(pools.CARE_HOMES)
    sdm = c.rel
    room = c.room()
    if layout == "terse":
        return "\n".join([
            f"{P('HOSPITAL', home)} prog note {c.d(0, 'md')} {c.time()}",
            f"res {ptn(c, c.ch(['first', 'init', 'title']))} rm {P('LOCATION_OTHER', room)} aged {P('AGE', c.age)}",
            f"found on floor by bed at 0340, no injury. {vitals(c, True)}",
            f"sdm {P('FAMILY', sdm.first)} ({c.rel_kind}) called {P('PHONE', c.phone())}. dr {P('DOCTOR', c.doc.last)} aware.",
            f"{eponym(c)} {ordinary(c)}",
            f"- {P('DOCTOR', c.nurse.first)} rpn",
        ])
    psw1, psw2 = c.person(), c.person()
    lines = [
        f"{P('HOSPITAL', home)} - Interdisciplinary Progress Notes",
        f"Resident: {ptn(c, 'caps')}    {P('HOSPITAL', c.ch(pools.WARDS))}, Room {P('LOCATION_OTHER', room)}, bed {P('LOCATION_OTHER', c.ch('AB'))}",
        f"DOB: {dob(c)}  (aged {P('AGE', c.age)})   HCN: {P('HEALTHPLAN', c.hc)}   Resident ID: {P('MRN', c.mrn_v)}",
        f"Admitted to home: {c.d(-c.rnd(100, 2000), 'long')}   Physician: {docn(c, c.doc, 'dr')}   SDM: {c.rel_kind} {name(sdm, 'FAMILY', 'full', c.r)} {P('PHONE', c.phone())}",
        "",
        "Date/Time | Author | Note",
    ]
    for k in range(c.rnd(3, 5)):
        dd = -c.rnd(0, 6) if k else 0
        author = c.ch([f"{name(c.nurse, 'DOCTOR', 'full', c.r)}, RPN", f"PSW {P('DOCTOR', psw1.first)}",
                       f"{name(psw2, 'DOCTOR', 'first_init', c.r)} PSW", f"{P('DOCTOR', c.nurse.initials())} RN"])
        what = c.ch([
            f"{ptn(c, 'first')} ate 75% of lunch. {vitals(c)}",
            f"Resident restless overnight, calling for {c.his} late {c.ch(['husband', 'wife', 'sister'])} {P('FAMILY', c.person().first)}. Redirected. {ordinary(c)}",
            f"{eponym(c)} Skin intact. Turned q2h.",
            f"Daughter visited, brought photos from {P('DATE', c.ch(pools.HOLIDAYS))}. Resident smiling.",
            f"PRN {med_list(c, 1, numbered=False)} given at {c.time()} with effect.",
            f"Wander-guard bracelet {P('DEVICE', c.device())} checked, functioning. Exit seeking x2.",
            f"Cognitive Performance Scale 4, MMSE {c.rnd(8, 24)}/30. {icd(c)}.",
            f"Physician rounds: {docn(c, c.doc, 'dr')} reviewed labs {lab_panel(c, 4, table=False)}.",
        ])
        lines.append(f"{c.d(dd, c.ch(['md', 'iso', 'mon_d']))} {c.time()} | {author} | {what}")
    lines += [
        "",
        f"Family conference held {c.d(-c.rnd(1, 20), 'wd_long')} with {name(sdm, 'FAMILY', 'title_full', c.r)} "
        f"and {P('FAMILY', c.person().first)} (grandchild). Goals of care reviewed. Former {P('PROFESSION', c.prof)} at "
        f"{P('ORGANIZATION', c.org)}; enjoys the parish visits from {P('ORGANIZATION', c.ch(FAITH))}.",
    ]
    if c.r.random() < 0.4:
        lines.append(f"Med cart access by nurse fingerprint; resident photo-ID/biometric record {P('BIOID', c.bioid())} verified at pass.")
    lines.append(f"Signed {name(c.nurse, 'DOCTOR', 'full', c.r)}, {c.ch(['RN', 'RPN'])}, {c.d(0, 'dmon')} {c.time()}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 7 mental health intake
def mh_intake(c, layout):
    setup(c, age_range=(16, 80))
    clin = c.doc
    born = c.ch(pools.COUNTRIES)
    if layout == "terse":
        return "\n".join([
            f"mh intake {c.d(0, 'md')} {ptn(c, c.ch(['first_init', 'init']))} {agesex(c, 'aF')}",
            f"born {P('COUNTRY', born)}, came {c.d(-c.rnd(700, 6000), 'year')}. {P('PROFESSION', c.prof)}, off work.",
            f"phq9 {c.rnd(5, 25)} gad7 {c.rnd(3, 21)}. denies si today. {ordinary(c)}",
            f"lives w {c.rel_kind} {P('FAMILY', c.rel.first)}. {med_list(c, 1, numbered=False)}",
            f"next {c.d(c.rnd(3, 14), 'wd_md')} w {P('DOCTOR', clin.first)}",
        ])
    kid1, kid2 = c.person(age_range=(2, 25)), c.person(age_range=(2, 25))
    lines = [
        f"{P('HOSPITAL', c.ch(['Northern Lights Mental Health Services', 'Kestrel Falls Community Mental Health', 'Harbourlight Counselling Centre', 'Clinique Psychosociale Ombrette']))} - INTAKE ASSESSMENT",
        f"Client: {ptn(c, 'full_mid')}   Preferred name: {ptn(c, 'first')}   DOB: {dob(c)}   Age: {P('AGE', c.age)}",
        f"File #: {P('MRN', c.mrn_v)}   HCN: {P('HEALTHPLAN', c.hc)}   Intake date: {c.d(0)}",
        f"Address: {addr(c)}   Cell: {P('PHONE', c.ph)}   Email: {P('EMAIL', c.email(c.pt.first, c.pt.last))}",
        f"Referred by: {docn(c, c.fp, 'dr')}, {P('HOSPITAL', c.clinic)} (fax {P('FAX', c.phone())})",
        f"Intake clinician: {name(clin, 'DOCTOR', 'full', c.r)}, {c.ch(['MSW, RSW', 'RN', 'PhD, C.Psych', 'MD, FRCPC'])}",
        "",
        f"Presenting concern: {ptn(c, 'first')} describes low mood since {c.d(-c.rnd(60, 400), 'month_year')}, "
        f"after being laid off as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.org)}. Sleep 4 h/night. {ordinary(c)}",
        f"Psychosocial: born in {P('CITY', BIRTH[born])}, {P('COUNTRY', born)}; "
        f"moved to {P('CITY', c.town)} in {c.d(-c.rnd(700, 9000), 'year')}. Married to {name(c.rel, 'FAMILY', 'first', c.r)} "
        f"({P('AGE', c.rel.age)}), who works as a {P('PROFESSION', c.ch(pools.PROFESSIONS))}. Children {P('FAMILY', kid1.first)} ({P('AGE', kid1.age)}) "
        f"and {P('FAMILY', kid2.first)} ({P('AGE', kid2.age)}). Father died at {P('AGE', c.rnd(45, 85))} when client was {P('AGE', c.rnd(5, 30))}.",
        f"Substance use: alcohol 2-3 drinks/week, cannabis occasionally, no other drugs. AUDIT-C {c.rnd(0, 8)}.",
        f"Scores: PHQ-9 {c.rnd(5, 27)}, GAD-7 {c.rnd(2, 21)}, C-SSRS screen negative. {icd(c)}.",
        f"MSE: casually dressed, good eye contact, speech normal rate, mood 'flat', affect restricted, no psychosis.",
        f"Current meds: {med_list(c, 2, numbered=False)}.",
    ]
    if c.r.random() < 0.5:
        lines.append(f"Disability application started; SIN {P('SSN', c.sin())} provided by client for the form.")
    if c.r.random() < 0.5:
        lines.append(f"Virtual follow-up link: {P('URL', c.url('mh-virtual/room-' + str(c.rnd(10, 99))))} (session IP {P('IPADDR', c.ip())}).")
    lines += [
        f"Plan: CBT group starting {c.d(c.rnd(7, 30), c.ch(['wd_long', 'long', 'mon_d']))}; psychiatry consult with {docn(c, c.person(), 'dr')}. "
        f"Safety plan reviewed; crisis line given.",
        "",
        esign(c, clin),
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 8 public health
def public_health(c, layout):
    tb = c.r.random() < 0.55
    setup(c, age_range=(1, 17) if not tb else (18, 85))
    if not tb:
        c.rel_kind = c.ch(["mother", "father", "grandmother", "aunt", "foster mother", "guardian"])
        c.rel = c.person(sex="M" if c.rel_kind == "father" else ("F" if c.rel_kind != "guardian" else None), age_range=(20, 70))
    phn = c.nurse
    unit = c.ch(["Pellmore Public Health Unit", "Quillan Harbour Public Health", "Miskwa Lake Community Health Office",
                 "Coldspur Health Unit", "Sorrel Ridge Public Health"])
    if layout == "terse":
        if tb:
            return "\n".join([
                f"tb contact f/u {c.d(0, 'md')} case {P('IDNUM', c.idnum('tbcase'))}",
                f"contact {ptn(c, c.ch(['init', 'first_init']))} {agesex(c, 'aF')}, coworker at {P('ORGANIZATION', c.org)}",
                f"exposed {c.d(-60, 'md')}-{c.d(-20, 'md')}, ~40 h. tst {c.rnd(0, 18)} mm. cxr {c.d(-2, 'md')} clear.",
                f"born {P('COUNTRY', c.ch(pools.COUNTRIES))}. {ordinary(c)}",
                f"phn {P('DOCTOR', phn.first)}",
            ])
        return "\n".join([
            f"imm clinic {c.d(0, 'wd_md')} {P('HOSPITAL', unit)}",
            f"{ptn(c, 'first')} age {P('AGE', c.age)} w/ {c.rel_kind} {P('FAMILY', c.rel.first)}",
            f"given tdap-ipv 0.5 mL im l deltoid, mmr 0.5 mL subcut. obs 15 min, no rxn.",
            f"next dose {c.d(c.rnd(28, 180), 'mon_d')}. - {P('DOCTOR', phn.initials().lower())}",
        ])
    lines = [f"{P('HOSPITAL', unit)}", f"Tel {P('PHONE', c.phone())}  Fax {P('FAX', c.phone())}  {P('URL', c.url('publichealth/' + c.ch(['tb', 'immunize', 'cd'])))}", ""]
    if tb:
        idx = c.person()
        lines += [
            "TUBERCULOSIS CONTACT INVESTIGATION - CONTACT FOLLOW-UP",
            f"Index case: {P('IDNUM', c.idnum('tbcase'))} ({name(idx, 'FAMILY', c.ch(['init_dot', 'init']), c.r)}), smear-positive, diagnosed {c.d(-c.rnd(20, 60), 'dmon')}",
            f"Contact: {ptn(c, 'caps')}   DOB: {dob(c)}   Age: {P('AGE', c.age)}   HCN: {P('HEALTHPLAN', c.hc)}",
            f"Address: {addr(c)}   Phone: {P('PHONE', c.ph)}",
            f"Country of birth: {P('COUNTRY', c.ch(pools.COUNTRIES))}; arrived in {P('COUNTRY', 'Canada')} {c.d(-c.rnd(400, 8000), 'month_year')}",
            f"Occupation: {P('PROFESSION', c.prof)}, {P('ORGANIZATION', c.org)}",
            "",
            "Contact table:",
            "Name | Relation | Age | Exposure | TST (mm) | IGRA",
        ]
        for _ in range(c.rnd(2, 4)):
            p = c.person(age_range=(1, 80))
            lines.append(f"{name(p, 'FAMILY', c.ch(['full', 'last_first']), c.r)} | {c.ch(['household', 'coworker', 'carpool', 'friend', 'roommate'])} | "
                         f"{P('AGE', p.age)} | {c.d(-c.rnd(40, 90), 'md')}-{c.d(-c.rnd(10, 39), 'md')} | {c.rnd(0, 22)} | {c.ch(['neg', 'pos', 'pending'])}")
        lines += [
            "",
            f"Assessment {c.d(0, 'wd_long')}: TST placed {c.d(-3, 'md')}, read {c.d(-1, 'md')} at {c.rnd(0, 20)} mm induration. "
            f"CXR {c.d(-1, 'mon_d')} {c.ch(['normal', 'no active disease', 'old granuloma RUL'])}. Sputum x3 requested (specimen {P('IDNUM', c.idnum('spec'))}). {eponym(c)}",
            f"Started LTBI treatment: {c.ch(['isoniazid 300 mg PO daily x9 months with pyridoxine 25 mg', 'rifampin 600 mg PO daily x4 months', '3HP weekly x12 doses'])}. {ordinary(c)}",
            f"Shared vehicle with index case, plate {P('VEHICLE', c.plate())}; carpool list obtained." if c.r.random() < 0.3 else f"Worksite visit at {P('ORGANIZATION', c.org)} on {c.d(2, 'wd_md')}.",
            f"Medical follow-up: {docn(c, c.fp, 'dr')}, {P('HOSPITAL', c.clinic)}.",
        ]
    else:
        lines += [
            "IMMUNIZATION RECORD / CLINIC VISIT",
            f"Client: {ptn(c, 'last_first')}   DOB: {dob(c)}   Age: {P('AGE', c.age)}   HCN: {P('HEALTHPLAN', c.hc)}",
            f"Parent/guardian: {c.rel_kind} {name(c.rel, 'FAMILY', 'full', c.r)}   Phone: {P('PHONE', c.ph)}   Email: {P('EMAIL', c.email(c.rel.first, c.rel.last))}",
            f"Address: {addr(c)}   School/daycare: {P('ORGANIZATION', c.ch(['Kinnear Crossing Public School', 'Riverbend Daycare', 'Ecole Sainte-Bruyere', 'Tessaly Middle School']))}",
            "",
            "Date | Vaccine | Dose | Route/Site | Given by",
        ]
        for k in range(c.rnd(3, 6)):
            lines.append(f"{c.d(-c.rnd(0, 900), c.ch(['iso', 'dmon', 'dmy']))} | {c.ch(['DTaP-IPV-Hib', 'Pneu-C-13', 'MMR', 'Var', 'Men-C-C', 'HPV-9', 'Tdap', 'influenza', 'Hep B', 'Rot-1'])} | "
                         f"0.5 mL | {c.ch(['IM L thigh', 'IM R deltoid', 'subcut L arm', 'PO'])} | {P('DOCTOR', c.person().initials())}")
        lines += [
            "",
            f"Today {c.d(0, 'wd_long')}: consent from {c.rel_kind} {P('FAMILY', c.rel.first)}. Observed 15 min, no adverse event. {ordinary(c)}",
            f"Next due: {c.d(c.rnd(60, 400), 'month_year')}. Record uploaded to {P('URL', c.url('immunize/record'))}.",
        ]
    lines += ["", f"Public health nurse: {name(phn, 'DOCTOR', c.ch(['full', 'full', 'first_init']), c.r)}, {c.ch(['RN', 'BScN, RN'])}  pager {P('PHONE', c.pager())}"]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 9 paramedic
def paramedic(c, layout):
    setup(c)
    m1, m2 = c.doc, c.nurse
    svc = c.ch(["Pellmore County Paramedic Service", "Tamber Coulee EMS", "Gannet Cove Ambulance", "Sorrel Ridge Regional Paramedics", "Miskwa Lake Medevac"])
    if layout == "terse":
        return "\n".join([
            f"pcr {P('IDNUM', c.idnum('pcr'))} {c.d(0, 'md')}",
            f"disp {c.time()} to {P('STREET', c.street)}, {P('CITY', c.town)}. pt {ptn(c, c.ch(['first_init', 'init', 'last']))} {agesex(c, c.ch(['aS', 'yo_glued']))}",
            f"gcs 14 {vitals(c, True)}",
            f"asa 160 mg po, ntg 0.4 mg sl x2. 12 lead st elev ii iii avf.",
            f"tx to {P('HOSPITAL', c.hosp)}. wife {P('FAMILY', c.rel.first)} following by car.",
            f"crew {P('DOCTOR', m1.initials().lower())} {P('DOCTOR', m2.initials().lower())}",
        ])
    mvc = c.r.random() < 0.55
    lines = [
        f"{P('ORGANIZATION', svc)} - Ambulance Call Report",
        f"Incident #: {P('IDNUM', c.idnum('pcr'))}   Date: {c.d(0)}   Call received {c.time()}  On scene {c.time()}",
        f"Crew: {name(m1, 'DOCTOR', 'full', c.r)}, ACP (#{P('LICENSE', c.license('pcp'))}) / {name(m2, 'DOCTOR', c.ch(['full', 'last_first']), c.r)}, PCP (#{P('LICENSE', c.license('pcp'))})",
        f"Pickup: {addr(c, full_prov=False)}" if c.r.random() < 0.6 else f"Pickup: {P('LOCATION_OTHER', c.ch(pools.LANDMARKS))}, {P('CITY', c.town)}",
        f"Patient: {ptn(c, 'caps')}   DOB: {dob(c)}   Age: {P('AGE', c.age)}   Sex: {c.sx}   HCN: {P('HEALTHPLAN', c.hc)}",
        "",
    ]
    if mvc:
        lines += [
            f"Chief complaint: MVC. Driver of sedan, plate {P('VEHICLE', c.plate())}, VIN {P('VEHICLE', c.vin())}, struck guardrail at ~60 km/h. "
            f"Other vehicle ({P('VEHICLE', c.plate())}) driver {name(c.person(), 'FAMILY', 'full', c.r)} ambulatory, refused transport.",
            f"ID from driver's licence {P('LICENSE', c.license('dl'))}. Patient states {c.he} was driving home from work at {P('ORGANIZATION', c.org)} where {c.he} is a {P('PROFESSION', c.prof)}.",
        ]
    else:
        lines += [
            f"Chief complaint: {c.ch(['chest pain', 'fall', 'decreased LOC', 'SOB', 'seizure'])}. Called by {relp(c)} from {P('PHONE', c.phone())}. {icd(c)}.",
        ]
    lines += [
        "",
        "Time  | HR  | BP      | RR | SpO2 | GCS | BGL",
    ]
    for _ in range(3):
        lines.append(f"{c.time()} | {c.rnd(50, 140)} | {c.rnd(88, 190)}/{c.rnd(48, 110)} | {c.rnd(10, 32)} | {c.rnd(84, 100)}% | {c.rnd(8, 15)} | {round(c.r.uniform(3.1, 19.8), 1)}")
    lines += [
        "",
        f"Treatment: {c.ch(['ASA 160 mg PO chewed', 'C-spine precautions, collar applied', 'salbutamol 5 mg neb', 'D10W 250 mL IV', 'fentanyl 50 mcg IN'])}; {eponym(c)} {ordinary(c)}",
        f"Patched to {docn(c, c.person(), 'dr')} (base hospital) at {c.time()}.",
        f"Transported to {P('HOSPITAL', c.hosp)}, transfer of care to {staff(c, role='triage RN')} at {c.time()}. Belongings with {relp(c, 'first')}.",
    ]
    if c.r.random() < 0.35:
        lines.append(f"Patient's {c.ch(['insulin pump', 'LVAD controller', 'ICD'])} SN {P('DEVICE', c.device())} noted.")
    lines.append(f"ePCR tablet user {P('USERNAME', c.username(m1.first, m1.last))}, uploaded {c.d(0, 'md')} {c.time()} from {P('IPADDR', c.ip())}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 10 pharmacy
def pharmacy(c, layout):
    setup(c, age_range=(25, 98))
    rph = c.nurse
    ph = c.ch(pools.PHARMACIES)
    if layout == "terse":
        return "\n".join([
            f"medscheck {c.d(0, 'md')} {P('HOSPITAL', ph)}",
            f"pt {ptn(c, c.ch(['last_first', 'first_init']))} {agesex(c, 'aF')} dob {dob(c, 'iso')}",
            f"rx {P('IDNUM', c.idnum('rx'))} {med_list(c, 1, numbered=False)}; rx {P('IDNUM', c.idnum('rx'))} {med_list(c, 1, numbered=False)}",
            f"missed doses since {c.d(-c.rnd(3, 20), 'md')}. blister pack started. {ordinary(c)}",
            f"faxed dr {P('DOCTOR', c.fp.last)} {P('FAX', c.phone())}. - {P('DOCTOR', rph.initials().lower())} rph",
        ])
    ins = c.r.random() < 0.6
    lines = [
        f"{P('HOSPITAL', ph)}",
        f"{P('STREET', f'{c.rnd(1, 800)} {c.ch(pools.STREET_NAMES)}')}, {P('CITY', c.town)}, {prov(c)} {P('ZIP', c.postal())}   Tel {P('PHONE', c.phone())}   Fax {P('FAX', c.phone())}",
        "",
        "MEDICATION REVIEW",
        f"Patient: {ptn(c, c.ch(['caps', 'full_mid']))}   DOB: {dob(c)}   Age: {P('AGE', c.age)}   Phone: {P('PHONE', c.ph)}",
        f"Address: {addr(c)}   Health card: {P('HEALTHPLAN', c.hc)}",
    ]
    if ins:
        lines.append(f"Private plan: {P('ORGANIZATION', c.ch(pools.INSURERS))}, member ID {P('HEALTHPLAN', c.letters(3) + c.digits(6))}, group {P('HEALTHPLAN', c.digits(5))}")
    lines += [
        f"Prescriber: {docn(c, c.fp, 'dr_full')} (licence {P('LICENSE', c.license('md'))}), {P('HOSPITAL', c.clinic)}",
        f"Pharmacist: {name(rph, 'DOCTOR', 'full', c.r)}, RPh (reg. {P('LICENSE', c.license('rph'))})",
        f"Review date: {c.d(0, c.ch(['long', 'wd_long', 'iso']))}   Reason: {c.ch(['annual review', 'post-discharge', 'polypharmacy', 'adherence concerns'])}",
        "",
        "Rx #     | Drug / strength | Sig | Last fill",
    ]
    for m, d, s in c.r.sample(__import__('compose').MEDS, c.rnd(4, 7)):
        lines.append(f"{P('IDNUM', c.idnum('rx'))} | {m} {d} | {s} | {c.d(-c.rnd(3, 80), c.ch(['iso', 'md', 'dmon']))}")
    lines += [
        "",
        f"Discussion: {ptn(c, 'title')} attended with {relp(c)}. Reports dizziness on standing since {c.d(-c.rnd(5, 40), 'mon_d')}. "
        f"{c.he.capitalize()} is a {P('PROFESSION', c.prof)} on shift work. Recent labs: {lab_panel(c, 4, table=False)}. {ordinary(c)}",
        f"Recommendations faxed to {docn(c, c.fp, 'dr')} at {P('FAX', c.phone())}: 1) reduce {c.ch(['amlodipine 10 mg to 5 mg', 'ramipril 5 mg to 2.5 mg', 'gabapentin 300 mg TID to BID'])}; "
        f"2) deprescribe {c.ch(['lorazepam', 'quetiapine', 'pantoprazole'])} over 4 weeks. {eponym(c)}",
    ]
    if c.r.random() < 0.4:
        lines.append(f"Narcotic pickup verified by fingerprint scan, biometric ID {P('BIOID', c.bioid())}.")
    lines += [
        f"Next review: {c.d(c.rnd(90, 365), 'month_year')}.",
        f"Dispensing system log: user {P('USERNAME', c.username(rph.first, rph.last))} at terminal {P('IPADDR', c.ip())}, {c.d(0, 'iso')} {c.time()}",
    ]
    return "\n".join(lines)


# ---------------------------------------------------------------------------- 11 rehab
def rehab(c, layout):
    setup(c, age_range=(18, 92))
    th = c.nurse
    disc = c.ch(["Physiotherapy", "Occupational Therapy", "Speech-Language Pathology"])
    cred = {"Physiotherapy": "PT", "Occupational Therapy": "OT Reg.", "Speech-Language Pathology": "SLP"}[disc]
    if layout == "terse":
        return "\n".join([
            f"{cred.split()[0].lower()} tx {c.d(0, 'wd_md')} {P('HOSPITAL', c.ch(pools.WARDS))} rm {P('LOCATION_OTHER', c.room())}",
            f"{ptn(c, c.ch(['first', 'init_low', 'first_init']))} {agesex(c, c.ch(['aF', 'yo_glued']))} s/p {c.ch(['tka', 'thr', 'cva', 'amputation'])}",
            f"berg {c.rnd(20, 56)}/56 tug {c.rnd(8, 30)} s. amb 40 m fww.",
            f"goal: back to work as {P('PROFESSION', c.prof)}. {ordinary(c)}",
            f"- {P('DOCTOR', th.first.lower())} {cred.split()[0].lower()}",
        ])
    lines = [
        f"{P('HOSPITAL', c.ch(['Aurora Rehabilitation Centre', 'Kestrel Falls Rehab Hospital', 'Tamber Coulee Outpatient Therapy', 'Centre de readaptation Lac-Ombrette', c.hosp]))} - {disc} Progress Note",
        f"Name: {ptn(c, c.ch(['last_first', 'caps', 'full']))}   MRN: {P('MRN', c.mrn_v)}   DOB: {dob(c)}   Age: {P('AGE', c.age)}",
        f"Session date: {c.d(0)}   Session #{c.rnd(2, 24)}   Referring MD: {docn(c, c.doc, 'dr')}",
        "",
        f"S: {ptn(c, 'first')} reports less pain since last session on {c.d(-c.rnd(2, 7), c.ch(['wd_md', 'weekday', 'mon_d']))}. "
        f"Goal is return to work as a {P('PROFESSION', c.prof)} at {P('ORGANIZATION', c.org)}. {cap(relp(c))} helps at home. {ordinary(c)}",
        f"O: {vitals(c)} Berg Balance {c.rnd(20, 56)}/56, TUG {round(c.r.uniform(7, 35), 1)} s, 6MWT {c.rnd(120, 520)} m, "
        f"FIM motor {c.rnd(30, 91)}. Knee flexion {c.rnd(60, 125)} deg, extension -{c.rnd(0, 15)} deg. {eponym(c)}",
        f"A: Progressing toward goals; {icd(c)}.",
        f"P: Continue 3x/week {c.d(1, 'md')}-{c.d(c.rnd(14, 30), 'md')}. Home exercise program at {P('URL', c.url('rehab/hep/' + str(c.rnd(1000, 9999))))}.",
    ]
    k = c.rnd(0, 3)
    if k == 0:
        lines.append(f"Driving assessment: licence {P('LICENSE', c.license('dl'))}, vehicle {P('VEHICLE', c.plate())} adapted with left-foot accelerator.")
    elif k == 1:
        lines.append(f"Wheelchair SN {P('DEVICE', c.device())} and cushion issued; home assessment at {addr(c)} on {c.d(c.rnd(2, 10), 'wd_long')}.")
    elif k == 2:
        lines.append(f"Income replacement form: SIN {P('SSN', c.sin())}; insurer {P('ORGANIZATION', c.ch(pools.INSURERS))} policy {P('HEALTHPLAN', c.letters(2) + '-' + c.digits(7))}.")
    else:
        lines.append(f"Home visit with {name(c.rel, 'FAMILY', 'title_full', c.r)} at {P('STREET', c.street)}, {P('CITY', c.town)}; grab bars advised.")
    lines += ["", f"{name(th, 'DOCTOR', 'full', c.r)}, {cred}   ext {P('PHONE', str(c.rnd(2000, 7999)))}   {c.d(0, 'md')}"]
    if c.r.random() < 0.4:
        lines.append(f"Co-signed: {name(c.person(), 'DOCTOR', 'full', c.r)}, {cred} (student supervisor)")
    return "\n".join(lines)


GENRES = [
    # (meta.genre, builder, layouts of the non-terse notes; every sixth note of a genre is terse lower case)
    ("emergency_department", ed_chart, ["form"]),
    ("family_practice", family_practice, ["form", "table"]),
    ("discharge_summary", discharge, ["narrative"]),
    ("consult_letter", consult_letter, ["letter"]),
    ("home_care_nursing", home_care, ["form"]),
    ("long_term_care", ltc, ["table"]),
    ("mental_health_intake", mh_intake, ["form"]),
    ("public_health", public_health, ["table"]),
    ("paramedic_pcr", paramedic, ["table"]),
    ("pharmacy_review", pharmacy, ["table"]),
    ("rehab_therapy", rehab, ["narrative"]),
]


def cap(s):
    return s[:1].upper() + s[1:]
