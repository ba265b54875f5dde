"""Genre writers. Each takes a Ctx and a layout and returns marked text."""
import datetime as dt

import pools as P
from compose import m, fmt_date, age_words


# ---------------------------------------------------------------- shared blocks
def cap(s):
    return s[:1].upper() + s[1:]


def vitals(c, terse=False):
    r = c.r
    t = round(r.uniform(36.1, 39.4), 1)
    hr, sbp, rr, sp = r.randint(52, 128), r.randint(88, 182), r.randint(12, 30), r.randint(86, 100)
    dbp = r.randint(44, min(104, sbp - 25))
    o2 = r.choice(["RA", "room air", "2L NC", "4 L nasal cannula", "40% venti mask", "HFNC 30L/50%"])
    wt = round(r.uniform(41, 139), 1)
    if terse:
        return f"T {t} HR {hr} BP {sbp}/{dbp} RR {rr} SpO2 {sp}% {o2}"
    return r.choice([
        f"Vitals: T {t} C, HR {hr}, BP {sbp}/{dbp}, RR {rr}, SpO2 {sp}% on {o2}. Wt {wt} kg.",
        f"VS: Temp {t}  Pulse {hr}  BP {sbp}/{dbp}  Resp {rr}  O2 sat {sp}% ({o2})  Weight {wt} kg",
        f"| T | HR | BP | RR | SpO2 |\n| {t} | {hr} | {sbp}/{dbp} | {rr} | {sp}% {o2} |",
    ])


LAB_DEFS = [("Na", 134, 146, "135-145 mmol/L", 0), ("K", 3.1, 5.6, "3.5-5.1 mmol/L", 1), ("Cl", 95, 110, "98-107 mmol/L", 0),
            ("HCO3", 17, 31, "22-29 mmol/L", 0), ("BUN", 7, 68, "7-20 mg/dL", 0), ("Cr", 0.6, 3.9, "0.6-1.2 mg/dL", 2),
            ("Glu", 68, 412, "70-99 mg/dL", 0), ("Ca", 7.9, 10.6, "8.5-10.2 mg/dL", 1), ("Mg", 1.4, 2.6, "1.7-2.2 mg/dL", 1),
            ("WBC", 2.1, 24.8, "4.0-11.0 K/uL", 1), ("Hgb", 6.9, 16.2, "12.0-16.0 g/dL", 1), ("Plt", 48, 512, "150-400 K/uL", 0),
            ("INR", 0.9, 3.4, "0.8-1.2", 1), ("Lactate", 0.8, 5.1, "0.5-2.0 mmol/L", 1), ("AST", 14, 210, "10-40 U/L", 0),
            ("ALT", 9, 188, "7-56 U/L", 0), ("Alk phos", 40, 390, "44-147 U/L", 0), ("T bili", 0.2, 4.8, "0.1-1.2 mg/dL", 1),
            ("Trop I", 0.01, 2.4, "<0.04 ng/mL", 2), ("BNP", 40, 3400, "<100 pg/mL", 0), ("TSH", 0.01, 14.2, "0.4-4.0 mIU/L", 2),
            ("HbA1c", 5.4, 13.1, "<5.7 %", 1), ("CRP", 0.3, 28.0, "<1.0 mg/dL", 1), ("Procalcitonin", 0.05, 9.8, "<0.5 ng/mL", 2)]


def labval(r, lo, hi, nd):
    v = r.uniform(lo, hi)
    return f"{v:.{nd}f}" if nd else str(int(round(v)))


def labs(c, when=None, terse=False, n=None):
    r = c.r
    chosen = r.sample(LAB_DEFS, n or r.randint(7, 13))
    when = when if when is not None else c.day(r.randint(0, 2), r.choice(["md", "wd_md", "mon_d"]))
    if terse:
        return f"labs {when}: " + ", ".join(f"{k} {labval(r, lo, hi, nd)}" for k, lo, hi, rg, nd in chosen)
    style = r.choice(["inline", "pipe", "fishbone"])
    if style == "pipe":
        rows = [f"Labs ({when} {r.randint(0, 23):02d}:{r.choice(['05', '10', '30', '42'])}):", "| Test | Result | Ref range |",
                "|---|---|---|"]
        rows += [f"| {k} | {labval(r, lo, hi, nd)} | {rg} |" for k, lo, hi, rg, nd in chosen]
        return "\n".join(rows)
    if style == "fishbone":
        return (f"BMP {when}: Na {labval(r, 130, 148, 0)} / K {labval(r, 3.0, 5.8, 1)} / Cl {labval(r, 94, 112, 0)} / "
                f"HCO3 {labval(r, 16, 32, 0)} / BUN {labval(r, 6, 70, 0)} / Cr {labval(r, 0.5, 4.0, 2)} < Glu {labval(r, 64, 390, 0)}\n"
                f"CBC: WBC {labval(r, 2, 25, 1)} > Hgb {labval(r, 6.8, 16, 1)} / Hct {labval(r, 21, 48, 1)} < Plt {labval(r, 40, 520, 0)}")
    return f"Labs {when}: " + ", ".join(f"{k} {labval(r, lo, hi, nd)}" for k, lo, hi, rg, nd in chosen) + "."


def meds(c, n=None, bullet="- "):
    r = c.r
    return "\n".join(f"{bullet}{d} {s}" for d, s in r.sample(P.DRUGS, n or r.randint(4, 9)))


def icds(c, n=3):
    r = c.r
    return "\n".join(f"{i + 1}. {desc} ({code})" for i, (code, desc) in enumerate(r.sample(P.ICD, n)))


def eponym(c):
    return c.r.choice(P.EPONYM_PHRASES)


def header(c, layout, title):
    r = c.r
    dos = c.date(c.today)
    if layout == "pipe":
        rows = [f"{c.hosp_m()} | {title}",
                f"| Patient | {c.ptn(r.choice(['caps', 'last_first', 'full']))} | MRN | {m('MRN', c.mrn)} |",
                f"| DOB | {c.date(c.dob)} | Age/Sex | {m('AGE', c.age)}{c.sex} |",
                f"| Encounter | {m('ACCOUNT', c.acct)} | Date of service | {dos} |",
                f"| Location | {m('HOSPITAL', c.ward)}, rm {m('LOCATION_OTHER', c.room)} bed {m('LOCATION_OTHER', c.bed)} | Attending | {c.dr(0, 'dr_full')} |"]
        return "\n".join(rows)
    if layout == "form":
        lines = [c.hosp_m(), title.upper(), "",
                 f"Patient Name: {c.ptn(r.choice(['caps', 'last_first']))}",
                 f"MRN: {m('MRN', c.mrn)}     Acct #: {m('ACCOUNT', c.acct)}",
                 f"DOB: {c.date(c.dob)}     Age: {m('AGE', c.age)}     Sex: {c.sex}",
                 f"Date of Service: {dos}",
                 f"Attending: {c.dr(0, r.choice(['md', 'dr_full', 'do']))}     PCP: {c.dr(1, r.choice(['dr', 'dr_dot', 'md', 'np']))}"]
        if r.random() < 0.5:
            lines.append(f"Unit/Room: {m('HOSPITAL', c.ward)} {m('LOCATION_OTHER', c.room)}-{m('LOCATION_OTHER', c.bed)}")
        if r.random() < 0.3:
            lines.append(f"Insurance: {m('ORGANIZATION', c.insurer)}  Member ID {m('HEALTHPLAN', c.member)}")
        return "\n".join(lines)
    if layout == "soap":
        return (f"{title} - {c.hosp_m()}\n{c.ptn(r.choice(['full', 'caps', 'mid']))}  MRN {m('MRN', c.mrn)}  "
                f"DOB {c.date(c.dob)}\nDate: {dos}  Author: {c.dr(0, r.choice(['md', 'np', 'pac', 'do']))}")
    # narrative
    return (f"{c.hosp_m()}\n{title}\n{r.choice(['Date', 'Seen on', 'Visit date'])}: {dos}\n"
            f"Re: {c.ptn(r.choice(['title_full', 'full', 'mid']))} (MRN {m('MRN', c.mrn)}; DOB {c.date(c.dob)})")


def terse_header(c, title):
    r = c.r
    return r.choice([
        f"{title} {c.date(c.today, r.choice(['md', 'us_short', 'wd_md']))}\npt {c.ptn(r.choice(['initials', 'initials_dot', 'full', 'caps']))} {c.age_s(r.choice(['yo_nospace', 'sex', 'yo']))} mrn {m('MRN', c.mrn)}",
        f"{title} | {c.ptn(r.choice(['caps', 'last_first']))} | {m('MRN', c.mrn)} | {c.date(c.today, 'us_short')} | rm {m('LOCATION_OTHER', c.room)}",
        f"{c.date(c.today, 'md')} {title}: {c.ptn('init_first')}, {c.age_s('sex')}, {c.hosp_m()} {m('LOCATION_OTHER', c.room)}",
    ])


def signature(c, who=0):
    r = c.r
    d = c.docs[who]
    out = []
    x = r.random()
    t = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    if x < 0.35:
        out.append(f"Electronically signed by {c.dr(who, r.choice(['md', 'do', 'np', 'pac', 'mbbs']))} on {c.date(c.today)} {t}")
    elif x < 0.65:
        out.append(f"{c.dr(who, r.choice(['md', 'rn', 'np', 'pac', 'mbbs', 'plain']))}\n{r.choice(['Pager', 'pgr', 'Pager #'])} {m('PHONE', c.pager)}")
    else:
        out.append(f"-- {m('DOCTOR', d.first + ' ' + d.last[0] + '.')}, {r.choice(['MD', 'NP', 'PA-C', 'DO'])} (pager {m('PHONE', c.pager)}), {m('DATE', fmt_date(c.today, 'us_short'))} {t}")
    if r.random() < 0.35:
        out.append(f"NPI {m('LICENSE', c.npi)}" + (f"   DEA {m('LICENSE', c.dea)}" if r.random() < 0.4 else ""))
    if r.random() < 0.3:
        out.append(f"Scribed by {m('DOCTOR', c.docs[4].full)} for {c.dr(who, 'dr')}; I have reviewed and agree.")
    return "\n".join(out)


def transcription(c):
    r = c.r
    a, b = c.docs[0].initials().lower(), c.docs[4].initials().lower()
    if r.random() < 0.5:
        a = a.upper()
    return (f"{m('DOCTOR', a)}/{m('DOCTOR', b)}  D: {c.date(c.today, 'us_short')}  T: {c.date(c.today + dt.timedelta(days=1), 'us_short')}"
            f"  Job #{m('IDNUM', c.job)}")


def audit(c):
    r = c.r
    return r.choice([
        f"[Accessed by user {m('USERNAME', c.user)} from {m('IPADDR', c.ip)} on {c.date(c.today, 'iso')} {r.randint(0, 23):02d}:{r.randint(10, 59)}]",
        f"Audit: login {m('USERNAME', c.user)} / workstation {m('IPADDR', c.ip)}",
        f"Note created by {m('USERNAME', c.user)} ({m('IPADDR', c.ip)}).",
    ])


def bio_line(c):
    return c.r.choice([
        f"Identity confirmed at registration with palm-vein scan (template {m('BIOID', c.bio)}).",
        f"Patient identity verified: fingerprint ID {m('BIOID', c.bio)}.",
        f"Biometric enrollment: {m('BIOID', c.bio)} (photo and fingerprint on file).",
    ])


def social(c, terse=False):
    r = c.r
    y = c.r.randint(c.dob.year + 18, c.today.year)
    parts = []
    live = r.choice([f"Lives with {c.fam(0)} in {m('CITY', c.city)}, {m('STATE', c.state_abbr)}.",
                     f"Lives alone at {c.address()}.",
                     f"Lives with {c.fam(0)} and {c.fam(1, 'first')} in a two-story house in {m('CITY', c.city)}.",
                     f"Resides at {m('HOSPITAL', r.choice(P.CLINICS[14:17]))} since {c.date(c.today - dt.timedelta(days=400), 'month_year')}."])
    parts.append(live)
    parts.append(r.choice([f"Works as a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}.",
                           f"Retired; was a {m('PROFESSION', c.prof)} for {r.randint(10, 40)} years.",
                           f"Employed by {m('ORGANIZATION', c.employer)} ({m('PROFESSION', c.prof)}).",
                           f"Occupation: {m('PROFESSION', c.prof)}."]))
    parts.append(r.choice([f"Former smoker, {r.randint(5, 60)} pack-years, quit in {m('DATE', str(y))}.",
                           "Never smoker. Drinks 1-2 glasses of wine per week.", "Denies tobacco, EtOH or illicit drugs.",
                           f"Smokes {r.randint(3, 20)} cigarettes/day. Uses cannabis occasionally."]))
    if r.random() < 0.5:
        parts.append(r.choice([f"Born in {m('COUNTRY', c.country)}; moved to the US in {m('DATE', str(r.randint(1970, 2020)))}.",
                               f"{'Her' if c.sex == 'F' else 'His'} {c.rel[1]} is a {m('PROFESSION', c.fam_prof)}.",
                               f"{cap(c.fam(1, 'full'))} ({m('AGE', c.fam_age)}) helps with errands.",
                               f"Attends {m('ORGANIZATION', r.choice(P.EMPLOYERS))} on Sundays."]))
    s = " ".join(parts)
    return s


PROBLEMS = [
    ("Acute on chronic systolic heart failure", "Diuresed with furosemide 40 mg IV BID, net negative 6.2 L. Weight 91.4 -> 85.0 kg. "
     "Transitioned to torsemide 20 mg daily. NYHA class III on admission, class II at discharge. K kept above 4.0, Mg above 2.0."),
    ("Atrial fibrillation with RVR", "Rate controlled with diltiazem drip then metoprolol tartrate 50 mg BID. CHA2DS2-VASc 4, HAS-BLED 2; "
     "started apixaban 5 mg BID. TSH 2.1. No further RVR on telemetry."),
    ("Acute kidney injury on CKD 3a", "Cr peaked at 2.4 from baseline 1.3, prerenal; improved with holding lisinopril and IV fluids. "
     "Urine Na 12, FeNa 0.4%. Renally dose all medications."),
    ("Community-acquired pneumonia", "CURB-65 of 2. Ceftriaxone 2 g IV daily plus azithromycin 500 mg daily x3 days, then cefpodoxime. "
     "Procalcitonin 2.8 -> 0.4. Weaned from 4 L to room air."),
    ("Type 2 diabetes with hyperglycemia", "HbA1c 10.2%. Basal-bolus insulin; glargine 22 units qHS and lispro 6 units AC. "
     "Glucose 140-210 mg/dL. Diabetes education completed."),
    ("Hyponatremia", "Na 124 on admission, hypovolemic. Corrected at <8 mEq/L per 24 h with NS; 136 at discharge."),
    ("Delirium", "CAM positive on HD 2. Non-pharmacologic measures, melatonin 3 mg qHS, avoided benzodiazepines. "
     "Resolved by HD 4; MoCA 24/30."),
    ("Anemia", "Hgb 7.1, iron deficient (ferritin 9). Transfused 1 unit PRBC; IV iron sucrose 200 mg x2. "
     "Hgb 8.9 at discharge. Outpatient colonoscopy recommended."),
    ("Cellulitis of the right leg", "Cefazolin 2 g IV q8h, then cephalexin 500 mg QID to complete 7 days. Erythema receded past the marked border."),
    ("Pressure injury, sacral stage 2", "Wound care per protocol; Mepilex border, turn q2h, low-air-loss mattress."),
]


def problem_course(c, n):
    r = c.r
    out = []
    for i, (title, text) in enumerate(r.sample(PROBLEMS, n), 1):
        extra = r.choice(["", "", f" Seen by {c.dr(3, r.choice(['dr', 'dr_dot', 'dr_full']))} on {c.day(r.randint(0, 3), r.choice(['md', 'wd_md', 'mon_d']))}.",
                          f" Discussed with {c.staff_role(4)}.", f" {c.ptn('first')} may need repeat labs in 1 week.",
                          f" Plan reviewed with {c.fam(0)}."])
        out.append(f"#{i} {title}: {text}{extra}")
    return "\n".join(out)


def family_hx(c):
    r = c.r
    return r.choice([
        f"Mother died at {m('AGE', r.randint(50, 95))} of stroke; father with {eponym(c)}.",
        f"Father had MI at age {m('AGE', r.randint(38, 70))}. Sister with breast cancer diagnosed at {m('AGE', r.randint(30, 60))}.",
        "Noncontributory.",
        f"{cap(c.fam(2, 'first'))} has type 1 DM; mother alive at {m('AGE', r.randint(70, 99))}.",
    ])


# ---------------------------------------------------------------- genres
def admission_hp(c, layout):
    r = c.r
    if layout == "terse":
        L = [terse_header(c, r.choice(["h&p", "adm h&p", "admit note"])),
             f"cc: {r.choice(['sob', 'cp', 'fever', 'weakness', 'abd pain', 'fall'])} x {r.randint(1, 9)}d",
             f"hpi: {c.age_s('yo_nospace')} w/ {r.choice(['chf', 'copd', 't2dm', 'ckd3', 'afib'])} brought by {c.fam(0, 'first')} from home {c.day(0, 'md')}. seen by {c.dr(1, 'dr')} at {c.hosp_m(2)} {c.day(-r.randint(3, 20), 'md')}.",
             vitals(c, True), labs(c, terse=True),
             f"sh: {m('PROFESSION', c.prof)}, lives {m('CITY', c.city)}. {c.fam(1, 'first')} {m('PHONE', c.phone)}",
             f"a/p: admit {m('HOSPITAL', c.ward)}, {r.choice(['diurese', 'abx', 'tele', 'npo'])}. full code.",
             f"{m('DOCTOR', c.docs[0].initials())} pgr {m('PHONE', c.pager)}"]
        return "\n".join(L)
    hd = header(c, layout, r.choice(["Admission History and Physical", "History & Physical", "Hospital Admission Note"]))
    onset = c.admit - dt.timedelta(days=r.randint(1, 10))
    cc = r.choice(["shortness of breath", "chest pain", "fever and chills", "confusion", "a fall at home", "abdominal pain"])
    hpi = (f"{c.ptn('title')} is a {c.age_s(r.choice(['yearold', 'words', 'yof', 'yo']))} with {r.choice(['HFrEF (EF 25%)', 'COPD on 2L home O2', 'type 2 diabetes', 'CKD stage 3b', 'paroxysmal AF'])} "
           f"who presents with {cc} since {c.date(onset, r.choice(['wd_plain', 'month_d', 'md', 'wd_md']))}. "
           + r.choice([f"Per {c.fam(0)}, {c.ptn('first')} had been more tired since {m('DATE', r.choice(P.HOLIDAYS))}. ",
                       f"{c.ptn('first')} was seen at {c.hosp_m(2)} on {c.date(onset - dt.timedelta(days=r.randint(5, 40)))} and discharged on {eponym(c) if False else 'oral antibiotics'}. ",
                       f"EMS was called by {c.fam(0)} ({m('PHONE', c.phone)}) after {c.ptn('first')} was found on the floor. "])
           + r.choice(["Denies syncope. ", "She may have missed several doses of her diuretic. ", "He will not tolerate BiPAP per prior notes. "])
           + f"In the ED, {c.dr(2, 'dr')} started {r.choice(P.DRUGS)[0]}; {r.choice(['CXR showed bilateral effusions', 'EKG showed AF with RVR at 132', 'CT head negative', 'lactate 3.1'])}.")
    pmh = icds(c, r.randint(2, 5))
    body = [hd, "", f"Chief complaint: {cc}.", "", "HPI:", hpi, "", "PMH:", pmh,
            f"PSH: {r.choice(P.EPONYM_PHRASES[21:29])} ({m('DATE', str(r.randint(1990, c.today.year - 1)))}); appendectomy as a child.",
            "", "Medications:", meds(c), f"Allergies: {r.choice(['NKDA', 'penicillin (hives)', 'sulfa - rash', 'codeine - nausea'])}",
            "", f"Social: {social(c)}", f"Family: {family_hx(c)}", "",
            f"ROS: 10-point ROS negative except as in HPI.", "", "Exam:", vitals(c),
            f"Gen: NAD, A&Ox3. GCS 15. Neuro: {r.choice(['Babinski absent bilaterally', 'negative Romberg', 'no asterixis'])}. "
            f"CV: irregularly irregular, {r.choice(['no murmur', '2/6 SEM at RUSB'])}. Lungs: crackles at bases. Ext: 2+ pitting edema to the knees.",
            "", labs(c, c.date(c.admit, 'md')), "",
            "Assessment and Plan:", problem_course(c, r.randint(0, 4)),
            f"{c.age_s('sex')} admitted to {m('HOSPITAL', c.ward)} (room {m('LOCATION_OTHER', c.room)}) for {cc}. "
            f"1. Continue IV therapy; daily BMP. 2. {r.choice(['Cardiology', 'Nephrology', 'ID', 'Surgery'])} consult placed (discussed with {c.dr(3, r.choice(['dr', 'dr_dot', 'prof']))}). "
            f"3. DVT ppx: heparin SC. 4. Code status: {r.choice(['Full code', 'DNR/DNI', 'Full code, HCP is ' + c.fam(1, 'full')])}.",
            f"Discussed with {c.staff_role(4)} and {c.fam(0, 'first')} at bedside.", "", signature(c)]
    if r.random() < 0.4:
        body.append(bio_line(c))
    if r.random() < 0.3:
        body.append(audit(c))
    return "\n".join(body)


def progress_note(c, layout):
    r = c.r
    hd_n = r.randint(2, 9)
    if layout == "terse":
        return "\n".join([
            terse_header(c, r.choice(["pn", "prog note", "icu pn", "med pn"])) + f" hd{hd_n}",
            f"s: {r.choice(['no events o/n', 'c/o pain 6/10', 'slept poorly', 'tolerating diet'])}. {c.fam(0, 'first')} at bedside.",
            f"o: {vitals(c, True)}", labs(c, terse=True),
            f"a/p: {r.choice(['aki improving', 'cellulitis', 'chf exacerbation', 'dka resolved'])}. cont {r.choice(P.DRUGS)[0]}. d/w {c.staff_role(3)}.",
            f"dispo: home {c.day(r.randint(1, 3), 'wd_md')} if stable. {m('DOCTOR', c.docs[0].initials())}"])
    hd = header(c, layout, r.choice(["Daily Progress Note", "Hospital Medicine Progress Note", "ICU Progress Note"]))
    S = (f"S: {r.choice(['No acute events overnight.', 'Rapid response called overnight for HR 140s, resolved with metoprolol.', 'Reports improved breathing.'])} "
         f"{c.ptn(r.choice(['title', 'first']))} states pain is {r.randint(0, 9)}/10. "
         + r.choice([f"{cap(c.fam(0))} visited and asked about discharge by {m('DATE', fmt_date(c.today + dt.timedelta(days=r.randint(1, 5)), 'wd_plain'))}.",
                     f"Per {c.staff_role(3)}, ate 50% of breakfast.", "Hope is to mobilize today with PT.",
                     f"Seen with {c.dr(1, r.choice(['dr', 'dr_dot']))}."]))
    O = "O: " + vitals(c) + f"\nI/O: {r.randint(800, 2900)}/{r.randint(600, 4200)} mL. Exam: {r.choice(['lungs clear', 'bibasilar crackles', 'RUQ tender, negative Murphy sign', 'Foley in place, clear urine'])}.\n" + labs(c) + (
        f"\nPrior: Cr {labval(r, 1.0, 3.9, 1)} on {c.day(-1, r.choice(['md', 'wd_md']))}, {labval(r, 0.8, 3.0, 1)} on {c.day(0, 'md')}." if r.random() < 0.6 else "")
    A = (f"A/P: {c.age_s(r.choice(['sex', 'yo', 'yr']))}, hospital day {hd_n}, admitted {c.day(0, r.choice(['md', 'mon_d', 'wd_md']))} with "
         f"{r.choice(['sepsis from UTI', 'decompensated HF', 'AKI on CKD', 'COPD exacerbation', 'GI bleed'])}.\n"
         f"1. {r.choice(['Continue', 'Switch to oral', 'Hold'])} {r.choice(P.DRUGS)[0]}; {r.choice(['NYHA III symptoms', 'GCS 15', 'CURB-65 of 2', 'qSOFA 1'])}.\n"
         f"2. Trend lytes; replete K per protocol.\n3. {r.choice(['PT/OT eval', 'Echo ' + m('DATE', fmt_date(c.admit, 'md')) + ' reviewed'])}.\n"
         f"4. Dispo: likely {r.choice(['home with services', 'SNF', 'home'])} {c.day(hd_n + r.randint(0, 3), r.choice(['wd_md', 'mon_d', 'md']))}; "
         f"CM ({m('DOCTOR', c.docs[3].first)}) aware.")
    body = [hd, "", S, "", O, "", A, "", signature(c)]
    if r.random() < 0.2:
        body.append(audit(c))
    return "\n".join(body)


def discharge_summary(c, layout):
    r = c.r
    los = r.randint(2, 14)
    dc = c.admit + dt.timedelta(days=los)
    if layout == "terse":
        return "\n".join([
            terse_header(c, "dc summ"),
            f"adm {c.date(c.admit, 'md')} dc {c.date(dc, 'md')}. dx: {r.choice(P.ICD)[1]}.",
            f"course: abx {c.date(c.admit, 'md')}-{c.date(c.admit + dt.timedelta(days=r.randint(1, los)), 'md')}, {r.choice(['cx neg', 'afebrile x48h', 'cr back to baseline'])}.",
            f"dc meds: {', '.join(d + ' ' + s for d, s in r.sample(P.DRUGS, 3))}",
            f"f/u {c.dr(1, 'dr')} {m('HOSPITAL', c.clinic)} {c.date(dc + dt.timedelta(days=7), 'wd_md')} tel {m('PHONE', c.phone2)}",
            f"dc to {r.choice(['home', 'home w/ vna', 'snf'])} with {c.fam(0, 'first')}. {m('DOCTOR', c.docs[0].initials())}/{m('DOCTOR', c.docs[4].initials())}"])
    hd = header(c, layout, "Discharge Summary")
    fu = dc + dt.timedelta(days=r.randint(5, 21))
    body = [hd,
            f"Admission date: {c.date(c.admit)}    Discharge date: {c.date(dc)}",
            f"Discharging physician: {c.dr(0, r.choice(['md', 'dr_full', 'do', 'mbbs']))}", "",
            "Diagnoses:", icds(c, r.randint(2, 4)), "",
            "Hospital course:",
            f"{c.ptn(r.choice(['title', 'title_full']))} is a {c.age_s(r.choice(['yearold', 'words', 'yo']))} admitted {c.date(c.admit, r.choice(['md', 'month_d', 'wd_long']))} "
            f"with {r.choice(['community-acquired pneumonia', 'NSTEMI', 'cellulitis of the right leg', 'DKA', 'hip fracture after a fall'])}. "
            f"Treated with {r.choice(P.DRUGS)[0]} {c.day(0, 'md')}-{c.day(r.randint(2, los), 'md')}. "
            + r.choice([f"Cardiac cath {c.day(1, 'wd_md')} by {c.dr(2, 'dr')} showed 90% LAD stenosis; DES placed. ",
                        f"Underwent {r.choice(P.EPONYM_PHRASES[23:29])} on {c.day(1, r.choice(['month_d', 'md']))} ({c.dr(2, 'dr_dot')}). ",
                        f"Blood cultures {c.day(0, 'md')} (accession {m('IDNUM', c.accession)}) grew MSSA; TEE negative. ",
                        "Course complicated by delirium, managed without restraints. "])
            + f"{c.ptn('first')} was seen by PT ({m('DOCTOR', c.docs[3].first)}) and cleared for {r.choice(['home', 'home with a walker', 'SNF'])}.",
            "", "Course by problem:", problem_course(c, r.randint(2, 5)), "", "Discharge medications:", meds(c), "",
            r.choice(["Stop: ibuprofen. Changed: furosemide 40 mg daily (was 20 mg).", "New: apixaban 5 mg BID. Stop: aspirin."]),
            "", "Follow-up:",
            f"- {c.dr(1, r.choice(['dr', 'dr_full', 'np']))}, {m('HOSPITAL', c.clinic)}, {c.date(fu, r.choice(['wd_long', 'us', 'long']))} at {r.randint(8, 16)}:{r.choice(['00', '15', '30', '45'])}. Tel {m('PHONE', c.phone2)}, fax {m('FAX', c.fax)}.",
            f"- Labs (BMP) in 1 week at {m('HOSPITAL', c.pharmacy if r.random() < 0.3 else c.hosp2)}.",
            f"- Patient portal: {m('URL', c.url)}" if r.random() < 0.5 else f"- Prescriptions sent to {m('HOSPITAL', c.pharmacy)}, {m('PHONE', c.make_phone())}.",
            "", f"Condition at discharge: stable. Discharged to {r.choice(['home', 'home with VNA', m('HOSPITAL', r.choice(P.CLINICS[14:17]))])} "
                f"accompanied by {c.fam(0)}. Contact: {m('PHONE', c.phone)}.",
            f"Patient address: {c.address()}", "", signature(c)]
    if r.random() < 0.4:
        body.append(transcription(c))
    if r.random() < 0.25:
        body.append(audit(c))
    return "\n".join(body)


def surgical_consult(c, layout):
    r = c.r
    dx = r.choice(["acute cholecystitis", "perforated appendicitis", "small bowel obstruction", "incarcerated inguinal hernia",
                   "diverticulitis with abscess", "necrotizing soft tissue infection"])
    if layout == "terse":
        return "\n".join([
            terse_header(c, "gen surg consult"),
            f"req by {c.dr(1, 'dr')} for ?{dx}. {c.age_s('sex')} pain since {c.day(-1, 'wd_md')}.",
            f"exam: {r.choice(['+murphy', 'rlq ttp, +rovsing', 'distended, tympanic'])}. {vitals(c, True)}",
            f"ct {c.day(0, 'md')} acc {m('IDNUM', c.accession)}: c/w {dx}.",
            f"plan: or {c.day(1, 'wd_md')} w/ {c.dr(0, 'dr')}. npo, ivf. consent from {c.fam(0, 'first')} ({m('PHONE', c.phone)}).",
            f"{m('DOCTOR', c.docs[2].initials())} pgr {m('PHONE', c.pager)}"])
    hd = header(c, layout, "General Surgery Consultation")
    body = [hd, "",
            f"Requesting physician: {c.dr(1, r.choice(['dr_full', 'md', 'do']))} ({r.choice(['Hospital Medicine', 'ED', 'Internal Medicine'])})",
            f"Reason for consult: evaluation of {dx}.", "",
            f"HPI: {c.ptn(r.choice(['title', 'title_full']))} is a {c.age_s(r.choice(['yearold', 'yof', 'yo']))} who developed "
            f"{r.choice(['RUQ pain after a fatty meal', 'periumbilical pain migrating to the RLQ', 'obstipation and vomiting', 'a painful groin bulge'])} on "
            f"{c.date(c.admit - dt.timedelta(days=r.randint(0, 3)), r.choice(['wd_long', 'wd_md', 'month_d']))}. "
            f"{'She' if c.sex == 'F' else 'He'} was at work at {m('ORGANIZATION', c.employer)}, where {'she' if c.sex == 'F' else 'he'} works as a {m('PROFESSION', c.prof)}, when symptoms began. "
            f"Prior surgery: {r.choice(P.EPONYM_PHRASES[23:29])} at {c.hosp_m(2)} in {m('DATE', str(r.randint(1995, c.today.year - 1)))}.",
            "", "Meds:", meds(c, r.randint(3, 6)), "", f"Social: {social(c)}", "",
            "Exam: " + vitals(c),
            f"Abdomen: {r.choice(['positive Murphy sign', 'tender at McBurney point, positive Rovsing and psoas signs', 'distended, tympanic, no peritonitis', 'firm non-reducible R groin mass'])}. "
            f"{r.choice(['No Cullen or Grey Turner signs.', 'Rectal: guaiac negative.', 'Skin: crepitus over the flank.'])}",
            "", labs(c), "",
            f"Imaging: CT A/P {c.day(0, r.choice(['md', 'mon_d']))} (accession {m('IDNUM', c.accession)}), read by {c.dr(3, r.choice(['dr', 'dr_dot']))}: findings consistent with {dx}.",
            "", "Impression and recommendations:",
            f"{c.age_s('sex')} with {dx}. ASA class {r.randint(1, 4)}. Recommend {r.choice(['laparoscopic cholecystectomy', 'laparoscopic appendectomy', 'exploratory laparotomy', 'open hernia repair with mesh', 'IR drain then interval colectomy'])} "
            f"{c.day(1, r.choice(['wd_md', 'wd_plain', 'md']))}. NPO after midnight, continue {r.choice(['piperacillin-tazobactam', 'ceftriaxone and metronidazole', 'IV fluids'])}. "
            f"Risks discussed with {c.ptn('first')} and {c.fam(0)}; consent signed.",
            f"Seen and discussed with attending {c.dr(0, r.choice(['dr', 'dr_full', 'prof']))}.", "", signature(c, 2)]
    return "\n".join(body)


def operative_note(c, layout):
    r = c.r
    proc = r.choice(["Laparoscopic cholecystectomy", "Right hemicolectomy", "Open inguinal hernia repair with mesh",
                     "Laparoscopic appendectomy", "Right total hip arthroplasty", "Dual-chamber pacemaker implantation",
                     "Left total knee arthroplasty", "Exploratory laparotomy, Hartmann's procedure"])
    dos = c.admit + dt.timedelta(days=r.randint(0, 2))
    implant = any(k in proc for k in ["mesh", "arthroplasty", "pacemaker"])
    if layout == "terse":
        return "\n".join([
            f"brief op note {c.date(dos, 'md')} - {c.ptn(r.choice(['initials', 'caps', 'full']))} mrn {m('MRN', c.mrn)}",
            f"surgeon: {m('DOCTOR', c.docs[0].full)}; asst: {m('DOCTOR', c.docs[2].first + ' ' + c.docs[2].last[0] + '.')}; anes: {c.dr(1, 'dr')}",
            f"proc: {proc.lower()}. ebl {r.randint(5, 600)} ml. ivf {r.randint(500, 3000)} ml. uop {r.randint(50, 800)} ml.",
            (f"implant sn {m('DEVICE', c.serial)}. " if implant else "") + f"spec to path ({m('IDNUM', c.accession)}).",
            f"or {m('LOCATION_OTHER', str(r.randint(1, 18)))}, counts correct x2. to pacu stable. {m('DOCTOR', c.docs[0].initials())}"])
    hd = header(c, layout, "Operative Report")
    body = [hd, "",
            f"Date of surgery: {c.date(dos, r.choice(['us', 'long', 'dmy', 'iso']))}",
            f"Surgeon: {c.dr(0, r.choice(['md', 'do', 'mbbs']))}",
            f"Assistant: {c.dr(2, r.choice(['pac', 'md', 'np']))}",
            f"Anesthesia: general endotracheal, {c.dr(1, r.choice(['dr_full', 'md']))}; CRNA {m('DOCTOR', c.docs[3].full)}",
            f"Circulating RN: {m('DOCTOR', c.docs[4].full)}. Scrub: {m('DOCTOR', c.fams[2].first + ' ' + c.docs[3].last)}.",
            f"OR: room {m('LOCATION_OTHER', str(r.randint(1, 18)))}, {m('LOCATION_OTHER', r.choice(P.BUILDINGS).replace('the ', ''))}",
            f"Preoperative diagnosis: {r.choice(P.ICD)[1]}", "Postoperative diagnosis: same",
            f"Procedure: {proc}",
            f"Findings: {r.choice(['gangrenous gallbladder, no stones in CBD', 'inflamed appendix without perforation', 'indirect hernia sac, viable contents', 'Grade IV osteoarthritis'])}.",
            f"EBL: {r.randint(5, 600)} mL. Fluids: {r.randint(500, 3500)} mL LR. UOP: {r.randint(40, 900)} mL via Foley catheter.",
            f"Specimens: {r.choice(['gallbladder', 'appendix', 'hernia sac', 'femoral head'])} to pathology (specimen {m('IDNUM', c.accession)}).",
            ("Implants: " + r.choice(["polypropylene mesh 15 x 15 cm", "cementless acetabular shell 54 mm, ceramic head 36 mm",
                                      "dual-chamber pacemaker generator", "cemented tibial baseplate size 5"])
             + f", lot {r.randint(10000, 99999)}, serial {m('DEVICE', c.serial)}." if implant else "Implants: none."),
            "", "Indications:",
            f"{c.ptn(r.choice(['title', 'title_full']))} is a {c.age_s(r.choice(['yearold', 'words', 'yo']))} with the above diagnosis. "
            f"Risks, benefits and alternatives were discussed on {c.date(dos - dt.timedelta(days=r.randint(1, 20)), r.choice(['md', 'long', 'wd_md']))} and consent obtained.",
            "", "Description of procedure:",
            f"The patient was identified in the holding area (bay {m('LOCATION_OTHER', str(r.randint(1, 24)))}), brought to the OR and placed supine. "
            f"Time-out performed at {r.randint(7, 16)}:{r.choice(['02', '14', '37', '51'])}. Cefazolin 2 g IV given. SCDs on. "
            f"{r.choice(['Pneumoperitoneum to 15 mmHg via Hasson technique.', 'A Pfannenstiel incision was made.', 'A midline incision was made.', 'A posterolateral approach was used.'])} "
            f"{r.choice(['Critical view of safety obtained; cystic duct and artery clipped and divided.', 'The mesocolon was divided with a bipolar device and a stapled ileocolic anastomosis created.', 'Components were trialed and the final implants impacted.'])} "
            f"Hemostasis confirmed. Fascia closed with 0 PDS, skin with 4-0 Monocryl. Sponge and needle counts correct x2 per {m('DOCTOR', c.docs[4].first)}.",
            f"Dr {m('DOCTOR', c.docs[0].last)} was present and scrubbed for the entire case.",
            f"Disposition: PACU in stable condition. Family ({c.fam(0)}) updated by phone at {m('PHONE', c.phone)}.",
            "", signature(c)]
    if r.random() < 0.5:
        body.append(transcription(c))
    return "\n".join(body)


def cardiology_letter(c, layout):
    r = c.r
    dev = r.choice(["Medtronic Azure XT DR", "Boston Scientific Accolade", "Abbott Assurity MRI", "dual-chamber ICD", "loop recorder"])
    echo = c.today - dt.timedelta(days=r.randint(10, 200))
    if layout == "terse":
        return "\n".join([
            f"cards clinic {c.date(c.today, 'us_short')} - {c.ptn(r.choice(['caps', 'full', 'initials_dot']))} {c.age_s('yo_nospace')} mrn {m('MRN', c.mrn)}",
            f"hx nicm ef {r.randint(15, 45)}%, nyha {r.choice(['ii', 'iii', 'i-ii'])}. {dev.lower()} sn {m('DEVICE', c.serial)}, last check {c.date(echo, 'md')}.",
            f"echo {c.date(echo, 'md')}: ef {r.randint(20, 60)}%. {vitals(c, True)}",
            f"meds: {', '.join(d + ' ' + s for d, s in r.sample(P.DRUGS[:8] + P.DRUGS[20:23], 3))}",
            f"plan: uptitrate gdmt, rtc {r.randint(3, 6)} mo. letter to {c.dr(1, 'dr')} fax {m('FAX', c.fax)}. {m('DOCTOR', c.docs[0].initials())}"])
    clinic = m("HOSPITAL", r.choice([x for x in P.CLINICS if "Cardio" in x or "Heart" in x] + [c.hosp]))
    caddr = f"{m('STREET', str(r.randint(10, 990)) + ' ' + r.choice(P.STREET_NAMES) + ' ' + r.choice(['Street', 'Avenue', 'Road']) + ', Suite ' + str(r.randint(100, 499)))}, {m('CITY', c.city2)}, {m('STATE', c.state_abbr)} {m('ZIP', str(r.randint(10000, 99999)))}"
    body = [clinic, caddr, f"Tel {m('PHONE', c.phone2)}  |  Fax {m('FAX', c.fax)}", "",
            c.date(c.today, r.choice(["long", "dmy_long", "us"])), "",
            f"{c.dr(1, 'dr_full')}", m("HOSPITAL", c.clinic), "",
            f"Re: {c.ptn(r.choice(['full', 'mid', 'caps']))}   DOB: {c.date(c.dob)}   MRN: {m('MRN', c.mrn)}", "",
            f"Dear Dr. {m('DOCTOR', c.docs[1].last)},", "",
            f"Thank you for asking me to see {c.ptn('title')}, a {c.age_s(r.choice(['yearold', 'words']))} with "
            f"{r.choice(['ischemic cardiomyopathy', 'paroxysmal atrial fibrillation', 'hypertrophic cardiomyopathy', 'sick sinus syndrome', 'heart failure with preserved EF'])}, "
            f"whom I saw in clinic on {c.date(c.today, r.choice(['wd_long', 'long', 'month_d']))}. {'She' if c.sex == 'F' else 'He'} is accompanied by {c.fam(0)}.",
            "",
            f"Since the last visit in {c.date(c.today - dt.timedelta(days=r.randint(60, 300)), 'month_year')}, {'she' if c.sex == 'F' else 'he'} reports "
            f"{r.choice(['NYHA class II symptoms', 'NYHA class III dyspnea on one flight of stairs', 'two episodes of palpitations', 'no angina'])}. "
            f"{'She' if c.sex == 'F' else 'He'} continues to work as a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}. "
            f"Echo {c.date(echo, 'md')} showed LVEF {r.randint(20, 65)}%, {r.choice(['moderate MR', 'grade II diastolic dysfunction', 'no significant valvular disease'])}.",
            "",
            f"Device: {dev}, serial number {m('DEVICE', c.serial)}, implanted {c.date(c.today - dt.timedelta(days=r.randint(200, 3000)), r.choice(['my', 'month_year', 'us']))} at {c.hosp_m(2)}. "
            f"Interrogation today: battery {r.randint(4, 11)} years, RV pacing {r.randint(1, 99)}%, no VT/VF episodes. Remote monitoring via {m('URL', c.url)}.",
            "", vitals(c), labs(c, c.date(c.today - dt.timedelta(days=r.randint(1, 30)), 'md'), n=r.randint(4, 7)), "",
            "Current medications:", meds(c, r.randint(4, 8)), "",
            "Impression and plan:",
            f"1. {r.choice(['HFrEF', 'AF', 'HCM', 'SSS s/p PPM'])}: {r.choice(['start sacubitril-valsartan 24/26 mg BID', 'continue apixaban 5 mg BID (CHA2DS2-VASc 4)', 'increase metoprolol to 50 mg BID'])}.",
            f"2. Repeat echo in {r.randint(3, 12)} months; BMP in 1-2 weeks.",
            f"3. We will see {c.ptn(r.choice(['title', 'first']))} again on {c.date(c.today + dt.timedelta(days=r.randint(30, 180)), r.choice(['long', 'us', 'wd_long']))}.",
            "", "Yours sincerely,", "", c.dr(0, r.choice(["md", "mbbs", "do", "init_md"])),
            r.choice(["Consultant Cardiologist", "Heart Failure Program", "Cardiac Electrophysiology"]),
            f"{m('EMAIL', c.demail)}", "",
            f"cc: {c.ptn('full')}, {c.address()}"]
    if r.random() < 0.35:
        body.append(transcription(c))
    return "\n".join(body)


def endocrinology_visit(c, layout):
    r = c.r
    dm = r.random() < 0.6
    pump = r.choice(["Tandem t:slim X2", "Omnipod 5", "MiniMed 780G"])
    cgm = r.choice(["Dexcom G7", "FreeStyle Libre 3", "Guardian 4"])
    a1cs = [(c.today - dt.timedelta(days=90 * i + r.randint(0, 20)), round(r.uniform(6.2, 11.8), 1)) for i in range(1, 4)]
    if layout == "terse":
        L = [terse_header(c, "endo f/u"),
             ("a1c " + "; ".join(f"{v} ({c.date(d, 'my')})" for d, v in a1cs)) if dm else f"tsh {labval(r, 0.01, 9, 2)} ft4 {labval(r, 0.6, 3.9, 1)} on {c.date(c.today - dt.timedelta(days=10), 'md')}",
             f"{pump.lower()} sn {m('DEVICE', c.serial)}, {cgm.lower()} tir {r.randint(30, 85)}%" if dm else f"methimazole {r.choice(['5', '10', '15'])} mg. rai discussed.",
             f"works {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}, nights.",
             f"rtc 3 mo. {c.dr(0, 'dr')}"]
        return "\n".join(L)
    hd = header(c, layout, r.choice(["Endocrinology Clinic Visit", "Diabetes Center Follow-up", "Thyroid Clinic Note"]))
    if dm:
        hist = (f"{c.ptn(r.choice(['title', 'title_full', 'full']))} is a {c.age_s(r.choice(['yearold', 'yof', 'yo']))} with type "
                f"{r.choice(['1', '2'])} diabetes diagnosed in {m('DATE', str(r.randint(c.dob.year + 5, c.today.year - 1)))}, seen for follow-up. "
                f"Uses {pump} (serial {m('DEVICE', c.serial)}) with {cgm} (transmitter {m('DEVICE', ''.join(r.choice('ABCDEFGHJKLMNPRSTUVWXYZ0123456789') for _ in range(6)))}). "
                f"Data shared to clinic account {m('USERNAME', c.user)}. Time in range {r.randint(30, 88)}%, below range {r.randint(0, 6)}%. "
                f"{r.choice(['Had one severe hypoglycemia episode on ' , 'Missed boluses around '])}{m('DATE', r.choice(P.HOLIDAYS))}.")
        table = "| Date | HbA1c |\n|---|---|\n" + "\n".join(f"| {c.date(d, r.choice(['us', 'us_nopad', 'iso']))} | {v}% |" for d, v in a1cs)
        plan = (f"1. Increase basal rate 12a-6a from 0.8 to 0.9 units/h; ICR 1:{r.randint(6, 15)}, ISF 1:{r.randint(30, 60)}.\n"
                f"2. Urine microalbumin, lipid panel today. Retinal exam with {c.dr(2, 'dr')}.\n"
                f"3. Supplies via {m('HOSPITAL', c.pharmacy)}. Prior auth for {m('ORGANIZATION', c.insurer)}, member ID {m('HEALTHPLAN', c.member)}.")
    else:
        hist = (f"{c.ptn(r.choice(['title', 'full']))} is a {c.age_s(r.choice(['yearold', 'yo']))} referred by {c.dr(1, 'dr')} for "
                f"{r.choice(['Graves disease', 'a 2.4 cm thyroid nodule', 'subclinical hypothyroidism', 'primary adrenal insufficiency (Addison disease)', 'Cushing syndrome workup'])}. "
                f"Symptoms began around {c.date(c.today - dt.timedelta(days=r.randint(40, 400)), r.choice(['month_year', 'mon_year', 'month_d']))}. "
                f"FNA {c.date(c.today - dt.timedelta(days=r.randint(5, 30)), 'md')} (accession {m('IDNUM', c.accession)}) Bethesda {r.choice(['II', 'III', 'IV'])}.")
        table = f"TSH {labval(r, 0.01, 14, 2)} mIU/L (0.4-4.0), free T4 {labval(r, 0.5, 4.1, 2)} ng/dL, TRAb {labval(r, 0.5, 12, 1)} IU/L, AM cortisol {labval(r, 1, 25, 1)} mcg/dL."
        plan = (f"1. {r.choice(['Methimazole 10 mg daily', 'Levothyroxine 50 mcg daily', 'Hydrocortisone 15 mg AM / 5 mg PM, stress dosing reviewed'])}.\n"
                f"2. Repeat TFTs in 6 weeks at {m('HOSPITAL', c.hosp2)}.\n3. Surgery referral to {c.dr(3, 'dr_full')} if Bethesda IV.")
    body = [hd, "", "History:", hist, "",
            f"Social: {social(c)}", "", "Medications:", meds(c, r.randint(3, 7)), "", vitals(c), f"BMI {round(r.uniform(18, 46), 1)} kg/m2.", "",
            "Results:", table, "", "Plan:", plan,
            f"Diabetes educator {m('DOCTOR', c.docs[4].first)} reviewed pump settings with {c.ptn('first')}." if dm else
            f"Questions via portal {m('URL', c.url)} or {m('EMAIL', c.demail)}.",
            "", signature(c)]
    if r.random() < 0.2:
        body.append(audit(c))
    return "\n".join(body)


def id_consult(c, layout):
    r = c.r
    trip = c.today - dt.timedelta(days=r.randint(10, 120))
    if layout == "terse":
        return "\n".join([
            terse_header(c, "id consult"),
            f"q: {r.choice(['fuo', 'mssa bacteremia', 'cavitary lesion', 'osteomyelitis'])}. travel {m('COUNTRY', c.country)} {c.date(trip, 'md')}-{c.date(trip + dt.timedelta(days=r.randint(7, 40)), 'md')}.",
            f"bcx {c.day(0, 'md')} acc {m('IDNUM', c.accession)} {r.choice(['gpc clusters', 'ngtd', 'gnr'])}. {labs(c, terse=True, n=4)}",
            f"occ: {m('PROFESSION', c.prof)}. {c.fam(0, 'first')} w/ similar sx.",
            f"rec: {r.choice(P.DRUGS[9:13])[0]}, tee, afb x3. d/w {c.dr(1, 'dr')}. {m('DOCTOR', c.docs[0].initials())} pgr {m('PHONE', c.pager)}"])
    hd = header(c, layout, "Infectious Disease Consultation")
    q = r.choice(["fever of unknown origin", "MSSA bacteremia", "a cavitary right upper lobe lesion", "vertebral osteomyelitis",
                  "new HIV diagnosis", "recurrent C. difficile"])
    body = [hd, "",
            f"Consult requested by {c.dr(1, r.choice(['dr_full', 'md', 'np']))} for {q}.", "",
            f"HPI: {c.ptn(r.choice(['title', 'full', 'title_full']))}, a {c.age_s(r.choice(['yearold', 'yo', 'words']))}, "
            f"presented {c.date(c.admit, r.choice(['md', 'wd_md', 'month_d']))} with fevers to 39.4 and night sweats. "
            f"Travel: visited {m('COUNTRY', c.country)} {c.date(trip, r.choice(['month_d', 'md']))}-{c.date(trip + dt.timedelta(days=r.randint(7, 40)), r.choice(['month_d', 'md']))}"
            f"{', and ' + m('COUNTRY', c.country2) + ' in ' + m('DATE', fmt_date(trip - dt.timedelta(days=300), 'month_year')) if r.random() < 0.5 else ''}, "
            f"staying with {c.fam(0)}. {r.choice(['Ate unpasteurized cheese.', 'No malaria prophylaxis.', 'Freshwater swimming.', 'No animal exposures.'])}",
            f"Occupational: works as a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}. "
            f"{r.choice(['Coworker', 'Her ' + c.rel[1], 'His ' + c.rel[1]])} {m('FAMILY', c.fams[1].full)} had a similar illness.",
            f"Sexual history: {r.choice(['one male partner', 'two female partners in the last year', 'not sexually active', 'declined'])}. Last HIV test {c.date(c.today - dt.timedelta(days=r.randint(100, 1500)), 'year')}.",
            "", "Antimicrobials:", "\n".join(f"- {d} {s} ({c.day(-r.randint(0, 2), 'md')}-present)" for d, s in r.sample(P.DRUGS[9:13] + [P.DRUGS[40], P.DRUGS[41]], 2)),
            "", "Microbiology:",
            "| Collected | Specimen | Accession | Result |", "|---|---|---|---|",
            f"| {c.day(0, 'md')} | Blood cx x2 | {m('IDNUM', c.accession)} | {r.choice(['S. aureus (MSSA) 2/2', 'no growth at 48 h', 'Klebsiella pneumoniae'])} |",
            f"| {c.day(1, 'md')} | Sputum AFB | {m('IDNUM', 'M' + str(r.randint(10, 99)) + '-' + str(r.randint(1000, 9999)))} | smear pending |",
            f"| {c.day(1, 'md')} | Urine | {m('IDNUM', str(r.randint(100000000, 999999999)))} | <10K CFU/mL |",
            "", labs(c), vitals(c), "",
            f"Exam: {r.choice(['new 2/6 systolic murmur', 'no Janeway lesions or Osler nodes', 'R knee effusion', 'oral thrush'])}. Lines: R IJ CVC placed {c.day(0, 'md')}.",
            "", "Assessment/Recommendations:",
            f"{c.age_s('sex')} with {q}. {r.choice(['CD4 ' + str(r.randint(20, 600)) + ', VL pending.', 'TEE to rule out endocarditis.', 'Airborne isolation until 3 AFB smears negative.'])}",
            f"1. {r.choice(['Cefazolin 2 g IV q8h', 'Continue vancomycin, trough goal 15-20', 'RIPE therapy if smear positive', 'Start bictegravir/emtricitabine/tenofovir alafenamide'])}.",
            f"2. Repeat blood cultures daily until clear. 3. Notify county health ({m('CITY', r.choice(P.COUNTIES))}) if TB confirmed.",
            f"4. OPAT referral; home infusion via {m('HOSPITAL', r.choice(P.CLINICS[18:22]))}.",
            f"Will follow. Thank you for this consult. Discussed with {c.dr(0, r.choice(['dr', 'dr_dot']))} and {c.staff_role(3)}.",
            "", signature(c)]
    if r.random() < 0.3:
        body.append(audit(c))
    return "\n".join(body)


def palliative(c, layout):
    r = c.r
    dx = r.choice(["metastatic pancreatic cancer", "end-stage COPD", "ESRD declining dialysis", "advanced Alzheimer dementia",
                   "ALS", "stage IV NSCLC", "end-stage heart failure (NYHA IV)"])
    hol = r.choice(P.HOLIDAYS)
    if layout == "terse":
        return "\n".join([
            terse_header(c, "pall care"),
            f"{dx.lower()}. pps {r.choice([30, 40, 50])}%. esas pain {r.randint(0, 9)}, dyspnea {r.randint(0, 9)}.",
            f"goc w/ {c.fam(0)} + {c.fam(1, 'first')}: dnr/dni, comfort focus. wants to be home for {m('DATE', hol)}.",
            f"hcp {m('FAMILY', c.fams[0].full)} {m('PHONE', c.phone)}. chaplain {m('DOCTOR', c.docs[3].first)} visited.",
            f"plan: morphine 2 mg iv q2h prn, hospice ref to {m('HOSPITAL', r.choice([x for x in P.CLINICS if 'Hospice' in x] + [c.hosp2]))}. {m('DOCTOR', c.docs[0].initials())}"])
    hd = header(c, layout, "Palliative Care Consultation")
    body = [hd, "",
            f"Reason: goals of care, symptom management. Referred by {c.dr(1, r.choice(['dr', 'dr_full', 'md']))}.", "",
            f"{c.ptn(r.choice(['title', 'title_full']))} is a {c.age_s(r.choice(['yearold', 'words', 'aged', 'yo']))} with {dx}, "
            f"diagnosed {c.date(c.today - dt.timedelta(days=r.randint(60, 900)), r.choice(['month_year', 'my', 'long']))}. "
            f"Functional decline since {c.date(c.today - dt.timedelta(days=r.randint(20, 60)), r.choice(['month_d', 'md', 'mon_d']))}; now bedbound. PPS {r.choice([20, 30, 40, 50])}%, Karnofsky {r.choice([30, 40, 50])}.",
            "",
            f"Family meeting {c.date(c.today, r.choice(['wd_md', 'wd_long', 'md']))} in conference room {m('LOCATION_OTHER', r.choice(['B', '3', '4C', '2West']))}: present were {c.fam(0)}, "
            f"{c.fam(1)}, {c.fam(2, 'first')} (by phone from {m('CITY', c.city2)}, {m('STATE', r.choice(P.STATES)[0])}), {c.staff_role(3)}, and myself.",
            f"{c.ptn('first')} was a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)} for {r.randint(10, 40)} years "
            f"and is active at {m('ORGANIZATION', r.choice(['Grace Covenant Church', 'Mt. Zion AME Church', 'Temple Beth Shalom of Osterby']))}. "
            f"{'She' if c.sex == 'F' else 'He'} hopes to be at home for {m('DATE', hol)} and to see {'her' if c.sex == 'F' else 'his'} "
            f"{r.choice(['grandson', 'granddaughter', 'great-grandchild'])} {m('FAMILY', r.choice(P.FIRST_F + P.FIRST_M))}, who is {m('AGE', age_words(r.randint(1, 12)))}.",
            f"Understanding: {c.fam(0, 'first')} understands that time is likely short (weeks). We discussed what {c.ptn('first')} would want; "
            f"{r.choice(['comfort-focused care', 'continuing dialysis until ' + fmt_date(c.today + dt.timedelta(days=14), 'md'), 'a time-limited trial of BiPAP'])} was chosen.",
            "",
            "ESAS: pain 6, tiredness 8, nausea 2, depression 3, anxiety 5, drowsiness 4, appetite 8, dyspnea 7.",
            vitals(c), "",
            "Symptoms and plan:",
            f"- Pain: {r.choice(['morphine 2 mg IV q2h PRN', 'hydromorphone 0.5 mg IV q3h PRN', 'oxycodone 5 mg PO q4h PRN'])}; bowel regimen senna 8.6 mg qHS.",
            "- Dyspnea: fan, morphine as above, O2 for comfort.",
            "- Agitation: haloperidol 0.5 mg PO q6h PRN; lorazepam 0.5 mg SL q4h PRN.",
            f"- Code status: DNR/DNI confirmed; MOLST completed and signed {c.date(c.today, 'us')}.",
            f"- Health care proxy: {m('FAMILY', c.fams[0].full)} ({c.rel[0]}), cell {m('PHONE', c.phone)}, home {m('PHONE', c.hphone)}.",
            f"- Disposition: home hospice with {m('HOSPITAL', r.choice([x for x in P.CLINICS if 'Hospice' in x or 'Home Health' in x]))}; address {c.address()}.",
            f"- Spiritual care: {m('ORGANIZATION', r.choice(P.EMPLOYERS))} pastor {m('FAMILY', r.choice(P.FIRST_M) + ' ' + r.choice(P.SURNAMES))} to visit.",
            "", f"Total time {r.randint(45, 110)} minutes, >50% counseling.", "", signature(c)]
    return "\n".join(body)


def case_mgmt(c, layout):
    r = c.r
    snfs = r.sample(P.CLINICS[14:17] + [P.CLINICS[20], P.CLINICS[21]], 3)
    if layout == "terse":
        return "\n".join([
            terse_header(c, r.choice(["cm note", "sw note"])),
            f"ins {m('ORGANIZATION', c.insurer)} id {m('HEALTHPLAN', c.member)} grp {m('HEALTHPLAN', c.group)}. ssn {m('SSN', c.ssn)} on file.",
            f"snf refs faxed {c.date(c.today, 'md')}: {m('HOSPITAL', snfs[0])}, {m('HOSPITAL', snfs[1])}.",
            f"{c.fam(0, 'first')} ({m('PHONE', c.phone)}) to pick up in car plate {m('VEHICLE', c.plate)}.",
            f"pt was {m('PROFESSION', c.prof)}, no income since {c.date(c.today - dt.timedelta(days=r.randint(30, 300)), 'month_year')}. {c.staff_role(3)} f/u tomorrow."])
    hd = header(c, layout, r.choice(["Case Management Note", "Social Work Assessment", "Discharge Planning Note"]))
    body = [hd, "",
            f"Met with {c.ptn(r.choice(['title', 'first', 'title_full']))} and {c.fam(0)} at bedside in room {m('LOCATION_OTHER', c.room)}.", "",
            "Demographics / benefits:",
            f"Address: {c.address()}",
            f"Home phone: {m('PHONE', c.hphone)}   Cell: {m('PHONE', c.phone)}   E-mail: {m('EMAIL', c.email)}",
            f"SSN: {m('SSN', c.ssn)}   Driver's license: {m('LICENSE', c.dl)} ({m('STATE', c.state_abbr)})",
            f"Primary insurance: {m('ORGANIZATION', c.insurer)}, member {m('HEALTHPLAN', c.member)}, group {m('HEALTHPLAN', c.group)}",
            f"Secondary: Medicaid ID {m('HEALTHPLAN', str(r.randint(10000000000, 99999999999)))}" if r.random() < 0.5 else "Secondary: none",
            "",
            "Psychosocial:",
            f"{c.ptn('first')} {r.choice(['worked', 'works'])} as a {m('PROFESSION', c.prof)} for {m('ORGANIZATION', c.employer)} "
            f"until {c.date(c.today - dt.timedelta(days=r.randint(30, 900)), r.choice(['month_year', 'my', 'year']))}. "
            f"Lives with {c.fam(1)}, who is a {m('PROFESSION', c.fam_prof)} and works nights. "
            f"{cap(c.fam(0))} ({m('AGE', c.fam_age)}) is the main caregiver; {r.choice(['she', 'he'])} drives a "
            f"{r.choice(['2014 sedan', 'pickup truck', 'minivan'])}, plate {m('VEHICLE', c.plate)} ({m('STATE', c.state_abbr)})"
            + (f", VIN {m('VEHICLE', c.vin)}" if r.random() < 0.4 else "") + ", for the parking pass.",
            f"{r.choice(['Food insecurity screen positive.', 'No concerns for safety at home.', 'Reports financial strain; electric bill overdue.'])} "
            f"{r.choice(['May qualify for SSDI.', 'Will apply for the county fuel assistance program.', 'Hope is to return home with services.'])}",
            "", "Discharge plan:",
            f"Referrals sent {c.date(c.today, r.choice(['md', 'wd_md', 'us']))} to:",
            "| Facility | Fax | Status |", "|---|---|---|"]
    for s in snfs:
        body.append(f"| {m('HOSPITAL', s)} | {m('FAX', c.make_phone())} | {r.choice(['accepted', 'pending', 'declined - no bed', 'reviewing'])} |")
    body += ["",
             f"Spoke with admissions coordinator {m('DOCTOR', r.choice(P.FIRST_F + P.FIRST_M) + ' ' + r.choice(P.SURNAMES))} at {m('PHONE', c.make_phone() + ' ext. ' + str(r.randint(10, 999)))}. "
             f"Anticipated discharge {c.date(c.today + dt.timedelta(days=r.randint(1, 4)), r.choice(['wd_md', 'wd_long', 'md']))}.",
             f"Transport: {r.choice(['family', 'wheelchair van', 'BLS ambulance'])}. DME: rolling walker, shower chair (order {m('IDNUM', c.order)}).",
             f"Authorization #{m('IDNUM', 'PA' + str(r.randint(100000, 999999)))} obtained from {m('ORGANIZATION', c.insurer)} nurse reviewer {m('DOCTOR', r.choice(P.FIRST_F) + ' ' + r.choice(P.SURNAMES))}.",
             "", signature(c, 3)]
    if r.random() < 0.6:
        body.append(bio_line(c))
    if r.random() < 0.35:
        body.append(audit(c))
    return "\n".join(body)


def pt_eval(c, layout):
    r = c.r
    reg = r.choice(["low back pain", "right knee OA", "s/p left TKA", "rotator cuff tendinopathy", "post-stroke left hemiparesis",
                    "cervical radiculopathy", "ankle sprain", "Parkinson's disease gait disturbance"])
    code = r.choice(P.ICD)[0]
    if layout == "terse":
        return "\n".join([
            terse_header(c, "pt eval"),
            f"ref {c.dr(1, 'dr')} dx {reg} ({code.lower()}). onset {c.date(c.today - dt.timedelta(days=r.randint(10, 200)), 'md')}.",
            f"job {m('PROFESSION', c.prof)} @ {m('ORGANIZATION', c.employer)}, off work since {c.date(c.today - dt.timedelta(days=r.randint(5, 60)), 'md')}.",
            f"rom flex {r.randint(60, 130)} deg, mmt 4/5, tug {r.randint(8, 25)} s, berg {r.randint(30, 56)}/56. tens sn {m('DEVICE', c.serial)}.",
            f"plan 2x/wk x 6 wk. hep at {m('URL', c.url)}. {m('DOCTOR', c.docs[0].first.lower())}, dpt"])
    hd = header(c, layout, "Outpatient Physical Therapy Initial Evaluation")
    clinic = m("HOSPITAL", r.choice([x for x in P.CLINICS if "Therapy" in x or "Rehab" in x]))
    body = [hd, f"Clinic: {clinic}", "",
            f"Referring provider: {c.dr(1, r.choice(['dr_full', 'md', 'np', 'pac']))}   Dx: {reg} ({code})",
            f"Onset: {c.date(c.today - dt.timedelta(days=r.randint(10, 300)), r.choice(['us', 'long', 'md', 'month_year']))}   Visits authorized: {r.randint(6, 24)} ({m('ORGANIZATION', c.insurer)}, ID {m('HEALTHPLAN', c.member)})",
            "", "Subjective:",
            f"{c.ptn(r.choice(['title', 'full', 'init_first']))} is a {c.age_s(r.choice(['yearold', 'yo', 'yof', 'yr']))} "
            f"{r.choice(['who injured', 'with gradual onset of pain in', 'referred after surgery on'])} the affected area "
            f"{r.choice(['lifting boxes at work', 'while gardening', 'after a fall on ice', 'playing pickleball'])}. "
            f"Works as a {m('PROFESSION', c.prof)} at {m('ORGANIZATION', c.employer)}; job requires lifting up to {r.randint(10, 80)} lb. "
            f"Goal: return to work by {c.date(c.today + dt.timedelta(days=r.randint(20, 90)), r.choice(['month_d', 'md', 'long']))} and walk {c.fam(0, 'first')}'s dog. "
            f"Drives a {r.choice(['delivery van', 'forklift', 'company truck'])} (unit plate {m('VEHICLE', c.plate)})." if r.random() < 0.4 else
            f"Pain {r.randint(2, 9)}/10 at worst, worse with stairs. Lives in a split-level home with {c.fam(0)}; {r.randint(8, 16)} steps with one rail.",
            "", "Objective:",
            "| Measure | Right | Left |", "|---|---|---|",
            f"| Knee flexion (deg) | {r.randint(70, 135)} | {r.randint(70, 135)} |",
            f"| Hip abduction MMT | {r.choice(['3+/5', '4-/5', '4/5', '5/5'])} | {r.choice(['3+/5', '4/5', '5/5'])} |",
            f"| SLR | {r.choice(['negative', 'positive at 40 deg'])} | negative |",
            f"Timed Up and Go {round(r.uniform(7, 24), 1)} s; Berg {r.randint(28, 56)}/56; Oswestry {r.randint(10, 60)}%; LEFS {r.randint(20, 70)}/80. "
            f"{r.choice(['Trendelenburg gait on the right.', 'Lachman negative, McMurray negative.', 'Hoffmann negative bilaterally.', 'Festinating gait.'])}",
            f"BP {r.randint(100, 160)}/{r.randint(60, 95)}, HR {r.randint(55, 100)} at rest.",
            "", "Assessment:",
            f"{c.age_s('sex')} with {reg}, good rehab potential. Impairments in ROM, strength and balance limit work duties.",
            "", "Plan:",
            f"2x/week for 6 weeks: therapeutic exercise (97110), neuromuscular re-ed (97112), manual therapy (97140). "
            f"Home TENS unit issued, serial {m('DEVICE', c.serial)}.",
            f"Home exercise program: {m('URL', c.url)}. Next visit {c.date(c.today + dt.timedelta(days=r.randint(2, 7)), r.choice(['wd_md', 'wd_long', 'wd_plain']))}.",
            f"Plan of care faxed to {c.dr(1, 'dr')} at {m('FAX', c.fax)} for signature.",
            "", f"{m('DOCTOR', c.docs[0].full)}, PT, DPT   License {m('LICENSE', 'PT' + c.medlic[-5:])}",
            f"Student PT: {m('DOCTOR', c.docs[4].first)}"]
    if r.random() < 0.2:
        body.append(audit(c))
    return "\n".join(body)


GENRES = {
    "admission_hp": admission_hp,
    "progress_note": progress_note,
    "discharge_summary": discharge_summary,
    "surgical_consult": surgical_consult,
    "operative_note": operative_note,
    "cardiology_letter": cardiology_letter,
    "endocrinology_visit": endocrinology_visit,
    "id_consult": id_consult,
    "palliative_care": palliative,
    "case_management_sw": case_mgmt,
    "pt_evaluation": pt_eval,
}
