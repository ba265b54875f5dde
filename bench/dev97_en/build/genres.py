"""Genre templates for dev97_en. Each genre function takes a Ctx and returns (raw_text_with_markers, layouts)."""
import datetime as dt
import re

from compose import p, words
from pools import DRUGS, EPONYM_PHRASES, ICD

LAYOUTS = ["form", "kv", "pipe", "csv"]


# ---------------------------------------------------------------------------------------- layout helpers
def block(ctx, fields, layout):
    r = ctx.r
    fields = [(k, v) for k, v in fields if v]
    if layout == "form":
        return "\n".join(f"{k}: {v}" for k, v in fields)
    if layout == "kv":
        sep = r.choice([" | ", "; ", "  ", " / "])
        return sep.join(f"{k}: {v}" for k, v in fields)
    if layout == "pipe":
        rows = ["| Field | Value |", "|---|---|"] + [f"| {k} | {v} |" for k, v in fields]
        return "\n".join(rows)
    if layout == "csv":
        def q(x):
            return f'"{x}"' if "," in x else x
        return ",".join(q(k) for k, _ in fields) + "\n" + ",".join(q(v) for _, v in fields)
    raise ValueError(layout)


def demo(ctx, extra=4, name_form=None):
    r = ctx.r
    f = [("Name", ctx.pt(name_form or r.choice(["caps_comma", "full", "sur_comma", "caps_full", "full_mid"])))]
    opts = [
        ("DOB", ctx.dob_s()), ("Age/Sex", f"{p('AGE', ctx.age)}/{ctx.sex}"), ("MRN", ctx.mrn()),
        ("Address", ctx.address()), ("Phone", ctx.phone()), (ctx.plan_label(), ctx.plan()),
        (ctx.ssn_label(), ctx.ssn()), ("Acct", ctx.acct()), ("Occupation", p("PROFESSION", ctx.prof)),
        ("NOK", f"{ctx.fm(0, 'full')} ({ctx.rel()}) {ctx.phone()}"), ("Employer", ctx.orgv()),
        ("Visit date", ctx.date()), ("Email", ctx.email(ctx.patient)),
    ]
    r.shuffle(opts)
    return f + opts[:extra]


# ---------------------------------------------------------------------------------------- hard negatives
LAB_RANGES = [("Na", 128, 148, "135-145", "mmol/L"), ("K", 30, 58, "3.5-5.1", "mmol/L"),
              ("Cl", 94, 110, "98-107", "mmol/L"), ("HCO3", 16, 30, "22-29", "mmol/L"),
              ("BUN", 6, 48, "7-20", "mg/dL"), ("Cr", 6, 38, "0.6-1.2", "mg/dL"), ("Glu", 70, 320, "70-110", "mg/dL"),
              ("Hgb", 68, 162, "12.0-16.0", "g/dL"), ("WBC", 30, 220, "4.0-11.0", "x10^9/L"),
              ("Plt", 45, 480, "150-400", "x10^9/L"), ("INR", 9, 34, "0.8-1.2", ""), ("ALT", 8, 210, "7-56", "U/L"),
              ("AST", 10, 190, "10-40", "U/L"), ("TSH", 2, 90, "0.4-4.0", "mIU/L"), ("HbA1c", 48, 128, "4.0-5.6", "%"),
              ("CRP", 1, 240, "<5", "mg/L"), ("Mg", 12, 28, "1.7-2.2", "mg/dL"), ("Lactate", 5, 60, "0.5-2.2", "mmol/L")]
SCALED = {"K", "Cr", "Hgb", "WBC", "INR", "TSH", "HbA1c", "Mg", "Lactate"}


def lab_val(r, row):
    name, lo, hi, rng_, unit = row
    v = r.randint(lo, hi)
    return f"{v / 10:.1f}" if name in SCALED else str(v)


def labs_inline(r, n=None):
    rows = r.sample(LAB_RANGES, n or r.randint(5, 10))
    sep = r.choice([", ", " / ", "; ", " "])
    return sep.join(f"{row[0]} {lab_val(r, row)}" for row in rows)


def labs_table(r, layout=None, n=None):
    rows = r.sample(LAB_RANGES, n or r.randint(5, 9))
    layout = layout or r.choice(["pipe", "csv"])
    if layout == "pipe":
        out = ["| Test | Result | Ref range | Units |", "|---|---|---|---|"]
        out += [f"| {row[0]} | {lab_val(r, row)} | {row[3]} | {row[4]} |" for row in rows]
    else:
        out = ["test,result,range,unit"] + [f"{row[0]},{lab_val(r, row)},{row[3]},{row[4]}" for row in rows]
    return "\n".join(out)


def vitals(r):
    parts = [f"BP {r.randint(88, 190)}/{r.randint(50, 112)}", f"HR {r.randint(52, 138)}", f"RR {r.randint(12, 34)}",
             f"T {r.choice(['36.4', '36.9', '37.2', '37.8', '38.4', '39.1'])} C", f"SpO2 {r.randint(84, 100)}% on {r.choice(['RA', '2 L NC', '40% FM'])}"]
    if r.random() < 0.4:
        parts.append(f"wt {r.randint(38, 120)} kg")
    if r.random() < 0.3:
        parts.append(f"CBG {r.randint(4, 22)}.{r.randint(0, 9)} mmol/L")
    return r.choice([", ", "; ", "  "]).join(parts)


def vitals_table(r, days):
    out = ["| Day | BP | HR | RR | T | SpO2 |", "|---|---|---|---|---|---|"]
    for d in days:
        out.append(f"| {d} | {r.randint(90, 170)}/{r.randint(55, 100)} | {r.randint(60, 120)} | {r.randint(14, 28)} | "
                   f"{r.choice(['36.6', '37.0', '37.9', '38.2'])} | {r.randint(90, 100)}% |")
    return "\n".join(out)


def meds(r, n=None):
    return r.sample(DRUGS, n or r.randint(3, 6))


def eponym(r):
    return r.choice(EPONYM_PHRASES)


def icd(r):
    code, desc = r.choice(ICD)
    return f"{desc} ({code})"


def tm(r):
    return r.choice([f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", f"{r.randint(0, 23):02d}{r.randint(0, 59):02d} hrs",
                     f"{r.randint(1, 12)}:{r.randint(0, 59):02d} {r.choice(['am', 'pm', 'AM', 'PM'])}"])


ORDINARY = ["Will repeat the electrolytes in the morning.", "May need IV iron if ferritin stays low.",
            "Hope to step down to oral antibiotics within 48 hours.", "Will review with the consultant on rounds.",
            "May go home once tolerating diet.", "We hope the swelling settles with elevation.",
            "Will discuss the results at the next visit.", "May require a second unit of packed cells.",
            "Patient will bring the old blister packs.", "Hope is that renal function recovers with fluids.",
            "There may be a role for physiotherapy.", "Will check a repeat ECG in 6 hours."]


def ordinary(r, n=1):
    return " ".join(r.sample(ORDINARY, n))


def score(r):
    return r.choice([f"GCS {r.randint(8, 15)}/15", f"NYHA class {r.choice(['I', 'II', 'III', 'IV'])}",
                     f"CURB-65 score {r.randint(0, 4)}", f"Wells score {r.randint(0, 7)}", f"MEWS {r.randint(0, 7)}",
                     f"pain score {r.randint(0, 10)}/10", f"Braden score {r.randint(9, 22)}", f"ECOG {r.randint(0, 3)}"])


# ---------------------------------------------------------------------------------------- shared pieces
def social(ctx):
    r = ctx.r
    occ = r.choice([
        f"Works as a {p('PROFESSION', ctx.prof)} at {ctx.orgv()}.",
        f"{r.choice(['Retired', 'Former'])} {p('PROFESSION', ctx.prof)}; lives with {ctx.his()} {ctx.rel()} {ctx.fm(0)}.",
        f"Occupation: {p('PROFESSION', ctx.prof)}. Attends {p('ORGANIZATION', r.choice(['Grace Fellowship Church', 'Redeemed Grace Assembly', 'Calvary Gospel Chapel', 'Thembisa Methodist Church', 'Iglesia ng Pag-asa']))}.",
    ])
    bits = [
        f"Smokes {r.randint(2, 20)} cigarettes/day, alcohol {r.randint(0, 20)} units/week.",
        f"{cap(ctx.rel(1))} {ctx.fm(1, 'given')} is the main carer ({ctx.phone()}).",
        f"Returned from {ctx.other_country()} in {ctx.date(ctx.day(-r.randint(20, 400)), 'month_year')} where {ctx.he()} worked as a {p('PROFESSION', r.choice(['caregiver', 'domestic worker', 'seaman', 'construction worker', 'driver']))}.",
        f"{cap(ctx.his())} {ctx.rel(2, blood=True)} {ctx.fm(2, 'full')} is a {p('PROFESSION', r.choice(['pharmacist', 'pastor', 'police officer', 'mechanic', 'trader']))} and accompanies today.",
        "Independent in ADLs; walks with a stick.",
    ]
    return " ".join([occ] + r.sample(bits, r.randint(1, 3)))


def extra_history(ctx):
    """Long narrative paragraph used to make some notes long (PHI mixed with hard negatives)."""
    r = ctx.r
    d1, d2 = ctx.day(-r.randint(200, 900)), ctx.day(-r.randint(20, 190))
    parts = [
        f"Previous admissions: {ctx.hosp(1)} in {ctx.date(d1, 'month_year')} for {icd(r)}, managed by {ctx.doc(2, role='dr')} "
        f"with {r.choice(meds(r))}; and {ctx.hosp(2)} from {ctx.date(d2, 'md')}-{ctx.date(d2 + dt.timedelta(days=r.randint(2, 6)), 'md')} "
        f"({eponym(r)}).",
        f"Echo {ctx.date(d2, 'md')}: EF {r.randint(25, 65)}%, {r.choice(['mild MR', 'no regional wall motion abnormality', 'LVH'])}. "
        f"{score(r)}. Repeat bloods on {ctx.date(ctx.day(-r.randint(5, 15)), 'wd_md')}: {labs_inline(r)}.",
        f"{ctx.pt('given')} states {ctx.he()} stopped {r.choice(meds(r))} around {ctx.date(ctx.day(-r.randint(30, 120)), 'holiday')} because of cost; "
        f"{ctx.his()} {ctx.rel(1)} {ctx.fm(1, 'full')} now buys the tablets from {p('HOSPITAL', r.choice(['Arogya Pharmacy', 'Goodhealth Pharmacy', 'Sunrise Pharmacy', 'Port Royal Pharmacy', 'Ithemba Pharmacy', 'Quarry Hill Pharmacy', 'Kalinga Family Pharmacy']))}.",
        f"Vaccinations up to date per card; tetanus {ctx.date(ctx.day(-r.randint(400, 2000)), 'year')}. "
        f"{ordinary(r, 2)} Weight {r.randint(40, 110)} kg, height {r.randint(145, 190)} cm, BMI {r.randint(17, 38)}.{r.randint(0, 9)}.",
        f"Collateral from {ctx.rel()} {ctx.fm(0, 'given')} by phone ({ctx.phone()}): {ctx.he()} has been {r.choice(['more forgetful', 'eating poorly', 'short of breath on one flight of stairs', 'falling at night'])} "
        f"since {ctx.date(ctx.day(-r.randint(30, 200)), r.choice(['month_year', 'md', 'long']))}. Lives at {ctx.address()}.",
        f"Review of systems otherwise negative. No {r.choice(['haemoptysis', 'melaena', 'orthopnoea', 'dysuria'])}. "
        f"Medication reconciliation completed with {ctx.doc(5, role='cred')} (pharmacist) at {tm(r)}.",
    ]
    r.shuffle(parts)
    return " ".join(parts[:r.randint(3, 6)])


def signature(ctx, i=0):
    r = ctx.r
    opts = [
        f"{ctx.doc(i, role='cred')}\n{ctx.lic()}",
        f"Signed: {ctx.doc(i, role='dr')} {ctx.pager()}",
        f"-- {ctx.doc(i, role='cred')} | {ctx.date()} {tm(r)}",
        f"Electronically signed by {ctx.doc(i, role='cred')} on {ctx.date()} at {tm(r)} (user {ctx.user(ctx.docs[i])})",
        f"{ctx.doc(i, form='caps_full', role='bare')}\n{r.choice(['Medical Officer', 'Senior Registrar', 'Attending Physician', 'Resident', 'Consultant'])}, {ctx.hosp()}",
    ]
    return r.choice(opts)


def transcription(ctx):
    r = ctx.r
    a = ctx.name(ctx.docs[0], "DOCTOR", "lower_initials")
    b = ctx.name(ctx.docs[5], "DOCTOR", "lower_initials")
    return r.choice([f"{a}/{b}", f"DD/{b}", f"D: {ctx.date()} T: {ctx.date()} {a}/{b}",
                     f"dictated by {ctx.doc(0, 'surname', role='dr')}, transcribed by {ctx.name(ctx.docs[5], 'DOCTOR', 'full')} ({b})"])


def cap(s):
    return s[0].upper() + s[1:] if s else s


# ---------------------------------------------------------------------------------------- genres
def outpatient(ctx):
    r = ctx.r
    lay = r.choice(LAYOUTS)
    hdr = block(ctx, demo(ctx, r.randint(3, 7)), lay)
    cc = r.choice(["cough x 2 weeks", "fever and chills 3 days", "knee pain", "headache", "burning micturition",
                   "follow-up of BP", "epigastric pain", "rash on both legs", "poor sugar control"])
    lines = [f"{ctx.hosp()} - {r.choice(['OPD', 'Outpatient Department', 'General Medicine OPD', 'Family Medicine clinic'])} case sheet",
             hdr, "",
             f"Date of visit: {ctx.date()}  Time: {tm(r)}  Seen by: {ctx.doc(0, role='dr')}",
             f"C/O: {cc}",
             f"HPI: {ctx.age_s()} {('male' if ctx.sex == 'M' else 'female')} {ctx.pt('title_sur')} presents with {cc}. "
             f"Symptoms began on {ctx.date(ctx.day(-r.randint(2, 20)), r.choice(['wd_md', 'md', 'long']))}. "
             f"{ctx.pt('given')} says the pain is worse at night. {ordinary(r)}",
             f"PMH: {icd(r)}, {eponym(r)}. Last seen {ctx.date(ctx.day(-r.randint(60, 700)), 'month_year')}.",
             f"SH: {social(ctx)}",
             f"O/E: {vitals(r)}. {score(r)}.",
             f"Labs today: {labs_inline(r)}",
             f"Impression: {icd(r)}",
             "Plan:"]
    lines += [f"- {m}" for m in meds(r)]
    lines += [f"- Review on {ctx.date(ctx.day(r.randint(7, 30)), r.choice(['wd_md', 'num', 'long']))} or sooner; call {ctx.phone()} if worse.",
              signature(ctx, 0)]
    return "\n".join(lines), [lay, "form", "narrative"]


def admission(ctx):
    r = ctx.r
    lay = r.choice(LAYOUTS)
    hdr = block(ctx, demo(ctx, r.randint(4, 8)), lay)
    mva = r.random() < 0.35
    hpi = (f"{ctx.pt('title_full')} is a {ctx.age_s('yearold')} {p('PROFESSION', ctx.prof)} admitted via ED on "
           f"{ctx.date(fmt='wd_long')} at {tm(r)}. ")
    if mva:
        hpi += (f"Driver of a saloon car ({ctx.plate()}) in collision with a lorry near {ctx.landmark()}; "
                f"brought in by {ctx.his()} {ctx.rel()} {ctx.fm(0, 'full')}. "
                f"{score(r)} at scene, {eponym(r)}. ")
    else:
        hpi += (f"{r.choice(['Three', 'Five', 'Two'])} days of {r.choice(['fever', 'breathlessness', 'vomiting', 'chest pain', 'confusion'])}. "
                f"Seen at {ctx.hosp(1)} on {ctx.date(ctx.day(-r.randint(1, 5)), 'wd_md')} and referred. ")
    hpi += ordinary(r, 2)
    lines = [f"ADMISSION NOTE - {ctx.hosp()}, {ctx.city()}", hdr, "",
             f"Admitting team: {ctx.doc(0, role='dr')} ({r.choice(['Medicine', 'Surgery', 'Cardiology', 'Family Medicine'])}), {ctx.pager()}",
             f"Location: {ctx.ward()}, {ctx.room()}",
             "", "HPI: " + hpi] + ([extra_history(ctx)] if r.random() < 0.5 else []) + [
             f"PMH: {icd(r)}; {icd(r)}; {eponym(r)}.",
             "Home meds: " + "; ".join(meds(r)),
             f"Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'sulfa', 'none known'])}",
             f"FH: {cap(ctx.rel(1, blood=True))} {ctx.fm(1, 'given')} had {r.choice(['MI', 'DM', 'stroke', 'cancer'])} at {p('AGE', r.randint(40, 80))}.",
             f"SH: {social(ctx)}",
             f"Exam: {vitals(r)}. {eponym(r)}. {score(r)}.",
             "Admission labs:", labs_table(r),
             f"ECG {tm(r)}: sinus rhythm. CXR: {r.choice(['clear', 'RLL consolidation', 'cardiomegaly'])}.",
             f"A/P: {ctx.age_s('sx')} with {icd(r)}.",
             f"1. {r.choice(meds(r))}", f"2. {ordinary(r)}",
             f"3. Contact {ctx.rel()} {ctx.fm(0, 'given')} on {ctx.phone()} with updates.",
             f"Insurance: {ctx.insurer()} {ctx.plan_label()} {ctx.plan()}; encounter {ctx.acct()}",
             signature(ctx, r.randint(0, 2))]
    if r.random() < 0.5:
        lines.insert(-1, f"Seen with {ctx.doc(3, role='nurse')} and scribe: {ctx.name(ctx.docs[4], 'DOCTOR', 'full')}.")
    return "\n".join(lines), [lay, "form", "table", "narrative"]


def progress(ctx):
    r = ctx.r
    n = r.randint(2, 4)
    days = [ctx.day(i) for i in range(n)]
    lines = [f"PROGRESS NOTES - {ctx.pt(r.choice(['caps_comma', 'full', 'sur_comma']))} ({ctx.age_s(r.choice(['yo_sx', 'sx']))}) "
             f"MRN {ctx.mrn()} {ctx.ward()} {ctx.room()}",
             f"Admitted {ctx.date(days[0], 'md')}-{ctx.date(ctx.day(n + 2), 'md')} (expected)", ""]
    for i, d in enumerate(days):
        lines.append(f"{ctx.date(d, 'wd_md')} {tm(r)} - {r.choice(['ward round', 'WR', 'PN', 'day team'])} ({ctx.doc(i % 3, role='dr')})")
        lines.append(f"S: {ctx.pt('given')} {r.choice(['slept well', 'c/o nausea', 'reports less pain', 'ate breakfast'])}. "
                     f"{cap(ctx.rel())} {ctx.fm(0, 'given')} at bedside.")
        lines.append(f"O: {vitals(r)}")
        if r.random() < 0.5:
            lines.append("Labs: " + labs_inline(r))
        else:
            lines.append(labs_table(r, n=r.randint(4, 6)))
        lines.append(f"A/P: {icd(r)}. {ordinary(r)} {r.choice(meds(r))}. "
                     f"{r.choice(['Echo', 'CT', 'USS', 'MRI'])} {ctx.date(ctx.day(i + 1), 'md')}.")
        if r.random() < 0.4:
            lines.append(f"Pump serial {ctx.device()} checked; {ctx.doc(3, role='nurse')} to chart hourly.")
        lines.append(r.choice([f"-- {ctx.doc(i % 3, role='cred')}", f"{ctx.doc(i % 3, role='cred_nocomma')} {ctx.pager()}",
                               f"cosigned {ctx.doc(2, role='dr')}"]))
        lines.append("")
    lines.append("Vitals trend:")
    lines.append(vitals_table(r, [ctx.date(d, 'md') for d in days]))
    return "\n".join(lines), ["form", "pipe", "kv", "narrative"]


def discharge(ctx):
    r = ctx.r
    lay = r.choice(LAYOUTS)
    los = r.randint(2, 14)
    adm, dis = ctx.day(0), ctx.day(los)
    hdr = block(ctx, [("Patient", ctx.pt(r.choice(['caps_comma', 'full', 'full_mid']))), ("MRN", ctx.mrn()),
                      ("Admitted", ctx.date(adm)), ("Discharged", ctx.date(dis)), ("Age", p('AGE', ctx.age)),
                      ("Attending", ctx.doc(0, role='dr')), ("Ward", ctx.ward()), ("Acct", ctx.acct())], lay)
    course = (f"{ctx.pt('title_sur')}, a {ctx.age_s('yearold')} {('man' if ctx.sex == 'M' else 'woman')}, was admitted to "
              f"{ctx.hosp()} on {ctx.date(adm, 'long')} with {icd(r)}. {eponym(r)}. "
              f"On day 2 ({ctx.date(ctx.day(1), 'wd_md')}) {ctx.he()} spiked to 38.9 C; cultures sent "
              f"(accession {ctx.idnum('acc')}). {ordinary(r, 2)} Peak {labs_inline(r, 3)}. "
              f"{r.choice(['Physiotherapy', 'Dietetics', 'Social work'])} input from {ctx.doc(3, role='nurse')}.")
    if r.random() < 0.4:
        course += f" Dual-chamber pacemaker implanted {ctx.date(ctx.day(2), 'md')}, SN {ctx.device()}; {score(r)}."
    lines = [f"{ctx.hosp()}\n{ctx.address()}\nTel {ctx.phone()}  Fax {ctx.fax()}", "", "DISCHARGE SUMMARY", hdr, "",
             "Diagnoses: " + "; ".join(icd(r) for _ in range(r.randint(1, 3))),
             "", "Hospital course:", course, ""] + ([extra_history(ctx), ""] if r.random() < 0.5 else []) + [
             "Discharge labs:", labs_table(r),
             "", "Discharge medications:"] + [f"  {m}" for m in meds(r)] + [
             "",
             f"Follow-up: {ctx.doc(1, role='dr')} at {ctx.hosp(1)} on {ctx.date(ctx.day(los + r.randint(7, 21)), r.choice(['wd_long', 'num', 'short']))}; "
             f"clinic line {ctx.phone(ext=r.random() < 0.5)}.",
             f"Patient portal: {ctx.url()}",
             f"Discharged home to {ctx.address()} with {ctx.rel()} {ctx.fm(0)}.",
             f"cc: GP {ctx.doc(4, role='dr')}, {ctx.hosp(2)}, fax {ctx.fax()}",
             signature(ctx, 0), transcription(ctx)]
    return "\n".join(lines), [lay, "form", "narrative"]


def referral(ctx):
    r = ctx.r
    d = ctx.docs[1]
    lines = [f"{ctx.hosp()}", ctx.address(with_country=r.random() < 0.5),
             f"Tel: {ctx.phone()} | Fax: {ctx.fax()} | {ctx.email(org=True)} | {ctx.url()}", "",
             ctx.date(fmt=r.choice(['long', 'num', 'wd_long'])), "",
             f"{ctx.doc(1, 'full', role='dr')}",
             f"{r.choice(['Department of Cardiology', 'ENT Unit', 'Neurology Clinic', 'Renal Unit', 'Oncology'])}, {ctx.hosp(1)}",
             f"{ctx.city()}" + (f", {ctx.state()}" if ctx.place[1] else ""), "",
             f"Dear {ctx.doc(1, 'surname', role='dr')},", "",
             f"Re: {ctx.pt(r.choice(['full', 'caps_full', 'title_full']))}, DOB {ctx.dob_s()}, {r.choice(['MRN', 'Hosp No.', 'UHID'])} {ctx.mrn()}", "",
             f"Thank you for seeing this {ctx.age_s('yearold')} {p('PROFESSION', ctx.prof)} who presented to us on "
             f"{ctx.date(ctx.day(-r.randint(3, 60)), r.choice(['long', 'num']))} with {icd(r)}. "
             f"{cap(ctx.his())} {ctx.rel()}, {ctx.fm(0, 'full')}, reports {r.choice(['weight loss', 'falls', 'night sweats', 'memory lapses'])} since "
             f"{ctx.date(ctx.day(-r.randint(60, 300)), r.choice(['month_year', 'holiday', 'year']))}. "
             f"Examination showed {vitals(r)} and {eponym(r)}. Recent bloods: {labs_inline(r)}.", "",
             f"Current medication: {'; '.join(meds(r, 3))}. {ordinary(r)}", "",
             *([extra_history(ctx), ""] if r.random() < 0.4 else []),
             f"{ctx.pt('title_sur')} can be reached on {ctx.phone()} or at {ctx.email(ctx.patient)}. "
             f"{cap(ctx.he())} works at {ctx.orgv()} and would prefer a {p('DATE', r.choice(['Monday', 'Friday', 'Saturday']))} appointment.", "",
             "Yours sincerely,", "", f"{ctx.doc(0, role='cred')}", ctx.lic(), f"{ctx.email(ctx.docs[0])}"]
    return "\n".join(lines), ["form", "narrative"]


def operation(ctx):
    r = ctx.r
    lay = r.choice(LAYOUTS)
    proc = r.choice(["laparoscopic cholecystectomy", "open reduction internal fixation of left radius",
                     "emergency lower segment caesarean section", "total knee replacement", "appendicectomy",
                     "hemiarthroplasty right hip", "exploratory laparotomy"])
    hdr = block(ctx, [("Patient", ctx.pt(r.choice(['caps_comma', 'full']))), ("Hosp No", ctx.mrn()),
                      ("Age", p('AGE', ctx.age)), ("Date", ctx.date()), ("Theatre", p('LOCATION_OTHER', r.randint(1, 9))),
                      ("Surgeon", ctx.doc(0, role='dr')), ("Assistant", ctx.doc(1, role='dr')),
                      ("Anaesthetist", ctx.doc(2, role='dr')), ("Scrub nurse", ctx.doc(3, 'full', role='bare'))], lay)
    lines = [f"OPERATION NOTE - {ctx.hosp()}", hdr, "",
             f"Procedure: {proc}", f"Indication: {icd(r)}",
             f"Anaesthesia: {r.choice(['GA with ETT', 'spinal', 'GA + regional block'])}; ASA {r.choice(['I', 'II', 'III'])}",
             f"Knife to skin {tm(r)}, closure {tm(r)}.",
             f"Findings: {r.choice(['inflamed gallbladder with stones', 'comminuted fracture', 'perforated appendix with pus', 'adhesions'])}. "
             f"{eponym(r)}. EBL {r.randint(50, 900)} mL.",
             f"Implant: {r.choice(['plate 6-hole', 'cemented stem', 'tibial tray size 4', 'mesh 15 x 15 cm'])}, serial {ctx.device()}.",
             f"Specimen sent to histology, specimen no. {ctx.idnum('spec')}.",
             f"Post-op: {'; '.join(meds(r, 3))}. {ordinary(r)} {score(r)}.",
             f"Consent signed by {ctx.pt(r.choice(['full', 'given_init']))} and witnessed by {ctx.rel()} {ctx.fm(0, 'full')}.",
             f"Transfer to {ctx.ward()}, {ctx.room()}.", signature(ctx, 0)]
    if r.random() < 0.3:
        lines.insert(-1, f"Trauma history: pedestrian struck by minibus, {ctx.plate()}, at {ctx.landmark()} on {ctx.date(ctx.day(-1), 'wd')}.")
    return "\n".join(lines), [lay, "form", "narrative"]


def labour(ctx):
    r = ctx.r
    g = r.randint(1, 6)
    ga = f"{r.randint(32, 41)}+{r.randint(0, 6)} weeks"
    lay = r.choice(LAYOUTS)
    hdr = block(ctx, [("Mother", ctx.pt(r.choice(['full', 'caps_comma', 'title_full']))), ("Age", p('AGE', ctx.age)),
                      ("Reg No", ctx.mrn()), ("Husband/partner", ctx.fm(0, 'full')), ("Phone", ctx.phone()),
                      (ctx.plan_label(), ctx.plan()), ("Address", ctx.address())][:r.randint(4, 7)], lay)
    dd = ctx.day(0)
    lines = [f"LABOUR WARD - {ctx.hosp()} ({r.choice(['Labour ward', 'Delivery suite', 'Maternity unit'])}), {ctx.room()}", hdr, "",
             f"{ctx.age_s(r.choice(['yo', 'sx', 'yonospace', 'yrs']))} G{g}P{g - 1} at {ga} by dates (LMP {ctx.date(ctx.day(-270), 'num')}, EDD {ctx.date(ctx.day(r.randint(-7, 14)), 'num')}).",
             f"Admitted {tm(r)} in early labour, os {r.randint(2, 5)} cm, {eponym(r)}. Membranes {r.choice(['intact', 'ruptured at ' + tm(r)])}.",
             f"Partograph: {tm(r)} os {r.randint(5, 7)} cm; {tm(r)} os 10 cm. FHR {r.randint(120, 160)} bpm.",
             f"BP {r.randint(110, 170)}/{r.randint(70, 115)}; {r.choice(meds(r))}.",
             f"Delivered {ctx.date(dd, r.choice(['num', 'long', 'wd_long']))} at {tm(r)}: live {r.choice(['male', 'female'])} infant, "
             f"{r.randint(1900, 4300)} g, APGAR {r.randint(5, 9)} and {r.randint(7, 10)}. {r.choice(['SVD', 'vacuum', 'LSCS'])}.",
             f"Baby tagged with {ctx.bioid()}; baby of {ctx.pt(r.choice(['title_sur', 'full']))}.",
             f"Third stage: oxytocin 10 IU IM, placenta complete, EBL {r.randint(150, 900)} mL.",
             f"Midwife: {ctx.doc(3, role='nurse')}; delivered by {ctx.doc(0, role='dr')}; {ctx.doc(4, role='cred')} for neonatal review.",
             f"{ordinary(r)} Mother {r.choice(['is a', 'works as a'])} {p('PROFESSION', ctx.prof)}; "
             f"her {ctx.rel(1, blood=True)} {ctx.fm(1, 'given')} present.",
             signature(ctx, 0)]
    return "\n".join(lines), [lay, "form", "narrative"]


def pharmacy(ctx):
    r = ctx.r
    rows = ["date,rx_no,drug,qty,sig,dispensed_by,prescriber"]
    for i in range(r.randint(3, 6)):
        mm = re.match(r"^(.*?\d[\d,./]* ?(?:mg|mcg|g|IU|units|mmol|tabs?|puffs))\s*(.*)$", r.choice(DRUGS))
        drug, sig = mm.group(1).replace(",", ""), (mm.group(2) or "as directed").replace(",", "")
        rows.append(f"{ctx.date(ctx.day(i * r.randint(7, 30)), r.choice(['num', 'iso']))},{ctx.idnum('rx')},{drug},{r.randint(10, 90)},{sig},"
                    f"{ctx.name(ctx.docs[3], 'DOCTOR', 'initials')},{ctx.doc(0, 'surname', role='dr')}")
    lay = r.choice(["form", "kv", "pipe"])
    hdr = block(ctx, [("Patient", ctx.pt(r.choice(['caps_comma', 'full', 'sur_comma']))), ("DOB", ctx.dob_s()),
                      (ctx.plan_label(), ctx.plan()), (ctx.ssn_label(), ctx.ssn()), ("Tel", ctx.phone())], lay)
    lines = [f"{ctx.hosp(0)} - DISPENSING RECORD", f"{ctx.address()}  Tel {ctx.phone()}", hdr, "", "\n".join(rows), "",
             f"Identity verified by {ctx.bioid()} at {tm(r)}. Collected by {ctx.rel()} {ctx.fm(0, 'full')} "
             f"(ID {ctx.dl()}).",
             f"Prescriber {ctx.doc(0, role='dr')}, {ctx.lic()}.",
             f"Counselled on {r.choice(['hypoglycaemia', 'bleeding risk', 'adherence', 'inhaler technique'])}. {ordinary(r)}",
             f"Dispensing terminal {ctx.ip()}, user {ctx.user(ctx.docs[3])}.",
             f"Pharmacist: {ctx.doc(3, role='cred')}"]
    return "\n".join(lines), [lay, "csv", "form"]


def labcover(ctx):
    r = ctx.r
    lay = r.choice(LAYOUTS)
    coll = ctx.day(0)
    hdr = block(ctx, [("Patient", ctx.pt(r.choice(['caps_comma', 'caps_full', 'full']))), ("Sex/Age", f"{ctx.sex}/{p('AGE', ctx.age)}"),
                      ("MRN", ctx.mrn()), ("Accession", ctx.idnum('acc')), ("Specimen", ctx.idnum('spec')),
                      ("Requisition", ctx.idnum('req')), ("Collected", f"{ctx.date(coll)} {tm(r)}"),
                      ("Received", f"{ctx.date(coll)} {tm(r)}"), ("Ordering", ctx.doc(0, role='dr')),
                      ("Location", f"{ctx.hosp(1)}")], lay)
    lines = [f"{ctx.hosp(0)} LABORATORY REPORT", f"{ctx.address()} | Tel {ctx.phone()} | Fax {ctx.fax()}", hdr, "",
             labs_table(r, n=r.randint(6, 10)), "",
             f"Comment: {r.choice(['haemolysed sample, K may be falsely raised', 'sample lipaemic', 'no comment'])}. {ordinary(r)}",
             f"Verified by {ctx.doc(5, role='cred')} ({ctx.user(ctx.docs[5])}) {ctx.date(coll)} {tm(r)}",
             f"Results online: {ctx.url()}  Printed from {ctx.ip()}"]
    if r.random() < 0.4:
        lines.insert(-1, f"Donor/patient identity confirmed with {ctx.bioid()}.")
    if r.random() < 0.5:
        lines.insert(-1, f"Phoned critical value to {ctx.doc(3, role='nurse')} at {tm(r)} on {ctx.phone()}.")
    return "\n".join(lines), [lay, "pipe", "form"]


def death(ctx):
    r = ctx.r
    ctx.age = max(ctx.age, 20)
    dd = ctx.day(r.randint(1, 10))
    lay = r.choice(LAYOUTS)
    hdr = block(ctx, [("Name of deceased", ctx.pt(r.choice(['caps_comma', 'caps_full', 'full']))), ("Age", p('AGE', ctx.age)),
                      ("IP No", ctx.mrn()), (ctx.ssn_label(), ctx.ssn()), ("Date of admission", ctx.date(ctx.day(0))),
                      ("Date of death", f"{ctx.date(dd)} {tm(r)}"), ("Ward", ctx.ward())], lay)
    rta = r.random() < 0.35
    narrative = (f"{ctx.pt('title_full')}, {ctx.age_s(r.choice(['yearold', 'yo', 'aged']))}, a {p('PROFESSION', ctx.prof)} from "
                 f"{ctx.city()}, was admitted with {icd(r)}. ")
    if rta:
        narrative += (f"Brought in after a road traffic crash at {ctx.landmark()}; vehicle {ctx.plate()}. "
                      f"Police case {ctx.idnum('case')}. ")
    narrative += (f"Despite {r.choice(meds(r))} and {r.choice(meds(r))}, {ctx.he()} deteriorated on "
                  f"{ctx.date(ctx.day(1), r.choice(['wd_md', 'wd']))} with {score(r)}. {eponym(r)}. "
                  f"Last labs: {labs_inline(r)}. Death was confirmed at {tm(r)} by {ctx.doc(1, role='dr')}; "
                  f"{ctx.rel()} {ctx.fm(0, 'full')} ({ctx.phone()}) was informed by {ctx.doc(3, role='nurse')}.")
    if r.random() < 0.4:
        narrative += "\n\n" + extra_history(ctx)
    lines = [f"{ctx.hosp()} - DEATH SUMMARY", hdr, "", narrative, "",
             "Cause of death:", f"  Ia {icd(r)}", f"  Ib {icd(r)}", f"  II {icd(r)}",
             f"Deceased died at {p('AGE', words(ctx.age) if r.random() < 0.4 else ctx.age)}; "
             f"identity confirmed by {ctx.bioid()}.",
             f"Death certificate no. {p('LICENSE', f'MCCD-{r.randint(100000, 999999)}')}; body released to "
             f"{p('ORGANIZATION', r.choice(['Evergreen Funeral Home', 'Peace Haven Mortuary Services', 'Sunrise Funeral Parlour', 'Gentle Rest Undertakers']))}.",
             f"Autopsy: {r.choice(['not requested', 'declined by family', 'coroner informed'])}. {ordinary(r)}",
             signature(ctx, 1)]
    return "\n".join(lines), [lay, "form", "narrative"]


def telephone(ctx):
    r = ctx.r
    caller_fam = r.random() < 0.5
    caller = (f"{ctx.rel()} {ctx.fm(0, r.choice(['full', 'given']))}" if caller_fam else ctx.pt(r.choice(['full', 'title_sur'])))
    lines = [f"TELEPHONE ENCOUNTER {ctx.date(fmt=r.choice(['num', 'wd_md', 'num2']))} {tm(r)}",
             f"Pt: {ctx.pt(r.choice(['caps_comma', 'full', 'initials_dot', 'initials']))}  MRN {ctx.mrn()}  {ctx.age_s(r.choice(['yo_sx', 'sx', 'yo']))}",
             f"Caller: {caller}  Callback: {ctx.phone(ext=r.random() < 0.3)}",
             f"Reason: {r.choice(['BP readings high at home', 'missed dose of warfarin', 'fever in child', 'needs refill', 'glucometer error'])}.",
             f"Home readings: {r.choice(['BP 162/98', 'CBG 14.2 mmol/L', 'T 38.6 C', 'INR 3.4'])}. {ordinary(r)}",
             f"Advised by {ctx.doc(3, role='nurse')}: {r.choice(meds(r))}; if worse attend {ctx.hosp()} ED.",
             ]
    if r.random() < 0.5:
        lines.append(f"Device: home {r.choice(['glucometer', 'CPAP', 'BP monitor', 'insulin pump'])} serial {ctx.device()}.")
    if r.random() < 0.4:
        lines.append(f"Message came via portal {ctx.url()} from {ctx.ip()}; reply sent to {ctx.email(ctx.patient)}.")
    if r.random() < 0.3:
        lines.append(f"{cap(r.choice(['son', 'daughter', 'neighbour']))} will drive; car {ctx.plate()}.")
    lines.append(f"Appt booked {ctx.date(ctx.day(r.randint(1, 10)), r.choice(['wd_md', 'wd', 'md']))} with {ctx.doc(0, role='dr')}.")
    lines.append(f"Entered by {ctx.user(ctx.docs[3])} / {ctx.name(ctx.docs[3], 'DOCTOR', 'lower_initials')}")
    return "\n".join(lines), ["kv", "form", "narrative"]


GENRES = {
    "outpatient_case_sheet": outpatient,
    "admission_note": admission,
    "progress_note": progress,
    "discharge_summary": discharge,
    "referral_letter": referral,
    "operation_note": operation,
    "labour_ward_note": labour,
    "pharmacy_dispensing_record": pharmacy,
    "lab_report_cover": labcover,
    "death_summary": death,
    "telephone_encounter": telephone,
}
