"""Thirteen genres of UK / Irish / Australian / New Zealand outpatient and GP records.
Each genre function takes a Ctx and returns the note as a marked string."""
import datetime as dt
import pools as P
import clinical as K
from core import m, Person

SPECIALTIES = ["Cardiology", "Respiratory Medicine", "Diabetes and Endocrinology", "Gastroenterology",
               "Rheumatology", "Neurology", "Dermatology", "General Surgery", "Orthopaedics", "ENT",
               "Urology", "Care of the Elderly", "Obstetrics and Gynaecology", "Paediatrics", "Renal Medicine"]
COMPLAINTS = ["cough and breathlessness", "chest tightness on exertion", "low back pain radiating to the left leg",
              "recurrent headaches", "fatigue and low mood", "epigastric discomfort", "painful swollen knee",
              "palpitations", "urinary frequency", "itchy rash on both forearms", "dizziness on standing",
              "sore throat and fever", "left ear pain", "poor sleep and worry", "ankle swelling",
              "weight loss over two months", "wheeze at night", "shoulder pain after a fall"]


def nl(*xs):
    return "\n".join(x for x in xs if x is not None)


def maybe(c, p, s):
    return s if c.r.random() < p else None


# ------------------------------------------------------------------ shared blocks
def practice_header(c, site=None, full=True):
    s = site or c.practice
    r = c.r
    lines = [c.H(s), c.addr_inline(s["addr"]) if r.random() < 0.5 else c.addr_lines(s["addr"])]
    tel = r.choice(["Tel: ", "Tel ", "Phone: ", "T: ", "Ph "]) + m("PHONE", s["phone"])
    fax = r.choice(["Fax: ", "Fax ", "F: "]) + c.FAX(s["fax"])
    if r.random() < 0.5:
        lines.append(tel + r.choice(["  ", " | ", "   "]) + fax)
    else:
        lines += [tel, fax]
    if full or r.random() < 0.6:
        lines.append(r.choice(["Email: ", "E: ", "e-mail "]) + m("EMAIL", s["email"]))
    if full and r.random() < 0.6:
        lines.append(r.choice(["Web: ", "W: ", "", "Online: "]) + m("URL", s["url"]))
    return "\n".join(lines)


def id_line(c, which=None):
    r = c.r
    parts = []
    nl_ = r.choice(c.L["nat_label"])
    parts.append(f"{nl_}: " + m("MRN", c.nat_id()))
    if r.random() < 0.6 and c.cc != "NZ":
        parts.append(f"{r.choice(c.L['mrn_label'])}: " + m("MRN", c.hosp_no()))
    if r.random() < 0.3:
        parts.append(f"{c.plan_label()}: " + m("HEALTHPLAN", c.plan()))
    return r.choice(["  ", " | ", "; ", "\n"]).join(parts)


def pt_block(c, style=None):
    r = c.r
    style = style or r.choice(["re", "table", "kv", "line"])
    dob = c.date(c.dob, r.choice(["slash", "slash", "dot", "abbr", "long", "iso"]))
    if style == "re":
        return nl(f"Re: {c.P(r.choice(['title_full', 'SUR_first', 'SUR_FIRST', 'full']))}  DOB {dob} ({c.AGE(r.choice(['y', 'yo', 'sexslash']))})",
                  c.addr_inline(), id_line(c))
    if style == "table":
        return nl(f"Patient   : {c.P(r.choice(['SUR_FIRST', 'SUR_first', 'sur_first']))}",
                  f"DOB       : {dob}   Age: {m('AGE', c.age)}   Sex: {c.pt.sex}",
                  f"Address   : {c.addr_inline()}",
                  f"Phone     : {c.PH(mobile=True)}",
                  id_line(c, None))
    if style == "kv":
        return nl(f"Name: {c.P(r.choice(['full', 'full_mid', 'SURfirst']))}", f"Date of birth: {dob}",
                  "Address:", c.addr_lines(), f"Mobile: {c.PH(mobile=True)}", id_line(c))
    return f"{c.P('SUR_first')}, {dob}, {c.addr_inline()}. {id_line(c).replace(chr(10), ', ')}"


def signature(c, p=None, role=None, kind="doc", lic=True, site=None):
    r = c.r
    p = p or c.gp
    role = role or r.choice(["General Practitioner", "GP Partner", "Salaried GP", "GP Registrar", "Locum GP"])
    closing = r.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "With best wishes,", "Regards,"])
    nm = (c.D(p, r.choice(["dr_full", "dr_full", "full"])) if kind == "doc"
          else m("DOCTOR", c.name_form(p, r.choice(["full", "full_mid"]))))
    cred = c.cred("nurse" if kind == "nurse" else "doc")
    lines = [closing, "", "", nm + r.choice([", ", " ", "\n"]) + cred, role]
    if site is not False:
        lines.append(c.H(site or c.practice))
    if lic:
        lab, v = c.licence_prof(p)
        lines.append(f"{lab} {v}")
    if r.random() < 0.4:
        lines.append("Direct line " + c.PH() + (", " + c.bleep() if r.random() < 0.4 else ""))
    if r.random() < 0.3:
        lines.append(c.email_of(p))
    return "\n".join(lines)


def typist(c, author=None):
    r = c.r
    author = author or c.cons
    a = author.first[0] + author.last[0]
    t = r.choice(["jt", "kb", "ms", "ap", "lw", "rh", "cd", "nf"])
    return r.choice([
        f"{m('DOCTOR', a)}/{m('DOCTOR', t)}",
        f"DD/{m('DOCTOR', t)}",
        f"Dict: {c.date(c.visit, 'slash')}  Typed: {c.date(c.days(r.randint(1, 6)), 'slash')}  {m('DOCTOR', a)}/{m('DOCTOR', t)}",
        f"Dictated but not read. Ref {m('DOCTOR', a)}/{m('DOCTOR', t.upper())}",
    ])


def cc_block(c, include_pt=True):
    r = c.r
    lines = ["cc:"]
    lines.append("  " + c.D(c.gp2, "dr_full") + ", " + c.H(c.practice) + ", " + c.addr_inline(c.practice["addr"]))
    if include_pt and r.random() < 0.7:
        lines.append("  " + c.P(r.choice(["title_full", "full"])) + ", " + c.addr_inline())
    if r.random() < 0.3:
        lines.append("  " + c.D(c.nurse, "role", role=r.choice(["Diabetes Specialist Nurse", "Community Matron", "Practice Pharmacist"])) + " (via " + m("EMAIL", f"nurse.team@{r.choice(['example.org', 'example.net'])}") + ")")
    return "\n".join(lines)


def social(c):
    r = c.r
    fam_rel = r.choice(P.RELATIONS)
    bits = [
        r.choice([f"Works as {c.a_prof()} at {c.org()}.", f"Retired {c.prof()}.", f"Employed as {c.a_prof()} ({c.org()}).",
                  f"Occ: {c.prof()}.", f"Currently off work from {c.org()} where {'she' if c.pt.sex == 'F' else 'he'} is {c.a_prof()}.",
                  f"Unemployed since leaving {c.org()}; previously {c.a_prof()}."]),
        r.choice([f"Lives with {fam_rel} {c.F()}.", f"Lives alone; {fam_rel} {c.F()} visits daily.",
                  f"Married to {c.F()}, who works as {c.a_prof()}.", f"NOK: {c.F(form='full')} ({fam_rel}) {c.PH(mobile=True)}.",
                  f"Main carer is her {fam_rel}, {c.F()}."]),
        r.choice(["Never smoked.", "Ex-smoker, 20 pack-years, quit 2009.".replace("2009", m("DATE", str(r.randint(1995, 2020)))),
                  f"Smokes {r.randint(5, 25)}/day.", "Non-smoker, vapes occasionally.", f"Alcohol {r.randint(0, 40)} units/week."]),
    ]
    if r.random() < 0.35:
        bits.append(r.choice([f"Born in {c.country()}, moved here in {m('DATE', str(r.randint(1975, 2019)))}.",
                              f"Recently returned from {c.country()} ({c.date(c.days(-r.randint(10, 60)), 'my')}).",
                              f"Family in {c.country()}; interpreter not needed.",
                              f"Travelling to {c.country()} over {c.holiday()}."]))
    if r.random() < 0.25:
        bits.append(f"Drives ({c.plate()}); {dict(UK='DVLA', IE='NDLS', AU='driver licensing', NZ='NZTA')[c.cc]} advice given re: condition.")
    return " ".join(bits)


def exam(c):
    r = c.r
    return r.choice([
        f"O/E: {K.vitals(r)}. {K.sign(r)}. Chest clear. HS I+II+0. Abdo SNT.",
        f"Obs {K.vitals(r, False)}. {K.sign(r)}, {K.sign(r)}.",
        f"Examination: alert, well perfused. {K.vitals(r)}. {K.anthropometry(r)}.",
        f"O/E {K.vitals(r)}\n{K.sign(r)}. {K.wordneg(r)}",
    ])


def plan_lines(c):
    r = c.r
    items = [K.wordneg(r), f"Start {r.choice(K.DRUGS)}.", f"Bloods: {', '.join(x[0] for x in r.sample(K.LABS, 5))}.",
             f"Safety-netting advice given. {K.wordneg(r)}", f"Review {c.date(c.days(r.randint(7, 60)), r.choice(['slash', 'wd_short', 'dm_long', 'abbr']))} at {K.clinic_time(r)}.",
             f"Recheck {K.score(r)} in 4/52.", "Leaflet given.", f"Stop {r.choice(K.DRUGS).split(' ')[0]}."]
    k = r.randint(3, 6)
    return "\n".join(f"{i}. {x}" for i, x in enumerate(r.sample(items, k), 1))


# ------------------------------------------------------------------ 1 clinic letter
def clinic_letter(c):
    r = c.r
    spec = r.choice(SPECIALTIES)
    seen = c.visit
    hdr = nl(c.H(), f"Department of {spec}", c.room() if r.random() < 0.3 else None, c.addr_inline(c.hospital["addr"]),
             f"Secretary: {m('DOCTOR', c.nurse.full)}  Tel {c.PH()}  Fax {c.FAX()}", maybe(c, 0.5, f"Email {c.email_of(c.nurse)}"))
    head2 = nl(f"Consultant: {c.D(c.cons, r.choice(['dr_full', 'prof']))}", f"Clinic date: {c.date(seen)}",
               f"Typed: {c.date(c.days(r.randint(1, 9)), 'slash')}", f"Clinic ref: " + c.account() if r.random() < 0.5 else None)
    to = nl(c.D(c.gp, "dr_full"), c.H(c.practice), c.addr_lines(c.practice["addr"]))
    dear = f"Dear {c.D(c.gp, r.choice(['dr_last', 'dr_full']))},"
    diag = "Diagnoses:\n" + K.problems(r)
    medsb = "Current medication:\n" + K.med_list(r)
    hx_age = c.AGE()
    body = [
        f"I reviewed {c.P()} in the {spec} clinic at {c.H()} on {c.date(seen, r.choice(['long', 'wd_long', 'slash']))}. "
        f"{r.choice(['As you know, ', 'This ', ''])}{'this ' if r.random() < 0.5 else ''}{hx_age} {r.choice(['lady', 'gentleman', 'patient'])} was referred with {r.choice(COMPLAINTS)} "
        f"since {c.date(c.days(-r.randint(40, 400)), r.choice(['my', 'month', 'my_abbr']))}.",
        f"{c.P(r.choice(['title', 'first']))} tells me that {r.choice(['symptoms are worse in the mornings', 'the pain wakes him at night', 'she has been more breathless walking uphill', 'there has been no weight loss'])}. "
        f"{K.wordneg(r)} Past history includes {K.eponym(r)} diagnosed in {m('DATE', str(r.randint(1990, c.visit.year - 1)))}.",
        f"On examination {K.vitals(r)}. {K.sign(r)}. {K.anthropometry(r)}.",
        f"Bloods ({c.date(c.days(-r.randint(3, 30)), 'slash')}): {K.lab_line(r)}. {K.score(r)}.",
        social(c) if r.random() < 0.6 else None,
        f"Plan:\n{plan_lines(c)}",
        f"I have arranged to see {c.P(r.choice(['title', 'first']))} again in clinic in {r.randint(3, 6)} months. "
        f"{'Please do not hesitate to contact me on ' + c.bleep() + '.' if r.random() < 0.5 else K.wordneg(r)}",
    ]
    return nl(hdr, "", head2, "", to, "", dear, "", pt_block(c, r.choice(["re", "re", "line"])), "", diag, "", medsb, "",
              "\n\n".join(x for x in body if x), "", signature(c, c.cons, role=f"Consultant, {spec}", site=c.hospital),
              "", cc_block(c), "", typist(c))


# ------------------------------------------------------------------ 2 GP SOAP
def gp_soap(c):
    r = c.r
    t = K.clinic_time(r)
    tele = r.random() < 0.5
    head = r.choice([
        f"{c.date(c.visit, r.choice(['slash', 'wd_comma', 'abbr_dash']))} {t}  {c.D(c.gp, r.choice(['dr_last', 'full']))} ({c.H(c.practice)}) - {r.choice(['Surgery consultation', 'Telephone consultation', 'Video consultation', 'F2F'])}",
        f"Consultation {c.date(c.visit, 'iso')} {t} | Clinician: {c.D(c.gp, 'SUR_first')} | Location: {c.room()}",
        f"=== {c.H(c.practice)} === {c.date(c.visit, 'dot')} at {t}\nSeen by {c.D(c.gp, 'dr_initial')}",
    ])
    pid = r.choice([f"Pt: {c.P('SUR_FIRST')}  DOB {c.date(c.dob, 'slash')}  {id_line(c)}",
                    f"{c.P(r.choice(['full', 'gi', 'init_dot']))}, {c.AGE()}, {c.nat_id() and m('MRN', c.nat_id())}",
                    f"Patient {c.P('full_mid')} ({c.AGE(r.choice(['sexspace', 'sexslash', 'sexnospace']))})"])
    comp = r.choice(COMPLAINTS)
    if tele:
        s_ = (f"S: {r.choice(['Tel consult', 'Phone call', 'Video call'])} with {c.P(r.choice(['first', 'title']))}"
              f"{' and ' + r.choice(P.RELATIONS) + ' ' + c.F() if r.random() < 0.4 else ''}. c/o {comp} x {r.randint(2, 21)}/7. "
              f"Onset {c.date(c.days(-r.randint(1, 10)), r.choice(['wd', 'wd_short', 'dm_abbr']))}. {K.wordneg(r)} No red flags. "
              f"{'Called from ' + c.PH(mobile=True) + '.' if r.random() < 0.5 else ''}")
    else:
        s_ = (f"S: {c.AGE()} presents with {comp}. Started {c.date(c.days(-r.randint(2, 20)), r.choice(['wd', 'dm_long', 'slash']))}. "
              f"{r.choice(['Nil PMH of note.', 'PMH: ' + K.eponym(r) + ', ' + r.choice(K.CODES)[3] + '.', 'PMH as per problem list.'])} "
              f"{social(c) if r.random() < 0.6 else ''}")
    o_ = "O: " + exam(c)
    a_ = "A: " + K.code(r) + (f"; {K.score(r)}" if r.random() < 0.5 else "")
    p_ = "P:\n" + plan_lines(c) + (f"\nRx: {r.choice(K.DRUGS)}, sent to {c.pharmacy()}" if r.random() < 0.6 else "")
    extra = []
    if r.random() < 0.35:
        extra.append(f"Video link session from {c.ip()} (pt device), {r.randint(6, 18)} min.")
    if r.random() < 0.25:
        extra.append(f"Fit note issued {c.date(c.visit, 'slash')} to {c.date(c.days(r.randint(7, 28)), 'slash')} - employer {c.org()}.")
    if r.random() < 0.3:
        extra.append(c.audit())
    return nl(head, pid, "", s_.strip(), o_, a_, p_, *extra,
              f"-- {m('DOCTOR', c.name_form(c.gp, r.choice(['init', 'full', 'initial_last'])))}" + (f" {c.cred()}" if r.random() < 0.5 else ""))


# ------------------------------------------------------------------ 3 GP problem-oriented
def gp_problem(c):
    r = c.r
    probs = r.sample(K.CODES, r.randint(2, 4))
    out = [f"{c.H(c.practice)} - consultation record", f"Patient: {c.P(r.choice(['SUR_first', 'SUR_FIRST', 'full']))} | {c.AGE(r.choice(['sexslash', 'y', 'yo']))} | {id_line(c).replace(chr(10), ' | ')}",
           f"Date: {c.date(c.visit, r.choice(['wd_comma', 'slash', 'long']))}   Time: {K.clinic_time(r)}   With: {c.D(c.gp, r.choice(['dr_full', 'dr_last']))}",
           f"Also present: {r.choice(P.RELATIONS)} {c.F()}" if r.random() < 0.4 else None, ""]
    for i, pc in enumerate(probs, 1):
        lines = [f"Problem {i}: {pc[3]} ({pc[0]}) [{pc[1]}]",
                 f"  History: {r.choice(['stable', 'worse since', 'improved since', 'flare since'])} {c.date(c.days(-r.randint(10, 200)), r.choice(['month', 'my', 'dm_long', 'wd']))}. {K.wordneg(r)}",
                 f"  Exam: {K.vitals(r, False)}" if r.random() < 0.7 else f"  Exam: {K.sign(r)}",
                 f"  Results: {K.lab_line(r, r.randint(2, 5))}" if r.random() < 0.7 else f"  Scores: {K.score(r)}, {K.score(r)}",
                 f"  Plan: {r.choice(K.DRUGS)}; {K.wordneg(r)}"]
        if r.random() < 0.25:
            lines.append(f"  Referred to {c.H()} ({r.choice(SPECIALTIES)}), eRS UBRN {c.idnum('ubrn')}")
        out += lines
    out += ["", "Social: " + social(c)]
    if r.random() < 0.35:
        out.append(f"Device: {c.device()} checked, working.")
    out.append(f"Next review: {c.date(c.days(r.randint(14, 180)), r.choice(['slash', 'my', 'abbr']))} with {c.D(c.gp2, r.choice(['dr_last', 'dr_initial']))} or {c.D(c.nurse, 'role', role='Practice Nurse')}")
    out.append(c.audit())
    return nl(*out)


# ------------------------------------------------------------------ 4 referral letter
def referral_letter(c):
    r = c.r
    spec = r.choice(SPECIALTIES)
    urgent = r.choice(["Routine", "Urgent", "Urgent suspected cancer (2WW)", "Soon"])
    out = [practice_header(c), "", f"Date: {c.date(c.visit, r.choice(['long', 'slash', 'long_th']))}", "",
           f"To: {r.choice(['The Consultant', 'The Duty Consultant', c.D(c.cons, 'dr_full')])}, {spec}", c.H(), c.addr_inline(c.hospital["addr"]), "",
           f"Priority: {urgent}    UBRN: {c.idnum('ubrn')}" if c.cc == "UK" else f"Priority: {urgent}    Referral ref: {c.idnum('case')}", "",
           pt_block(c), "",
           f"Dear {r.choice(['Colleague', 'Doctor', c.D(c.cons, 'dr_last')])},", "",
           f"Thank you for seeing this {c.AGE(r.choice(['year_old', 'year_old', 'yo']))} {r.choice(['woman', 'man', 'patient'])}, {c.P(r.choice(['title', 'title_full']))}, "
           f"who {r.choice(['presented', 'has re-presented', 'attended'])} on {c.date(c.days(-r.randint(1, 20)), r.choice(['wd_long', 'slash', 'dm_long']))} with {r.choice(COMPLAINTS)}. "
           f"{K.wordneg(r)} Recent bloods: {K.lab_line(r)}.",
           "",
           f"Relevant history: {K.eponym(r)}; {r.choice(K.CODES)[3]} since {m('DATE', str(r.randint(1998, c.visit.year - 1)))}. {K.sign(r)}.",
           f"Social: {social(c)}", "", "Medication:", K.med_list(r), "",
           f"Allergies: {r.choice(['NKDA', 'penicillin (rash)', 'codeine - vomiting', 'elastoplast', 'nil known'])}", "",
           f"{c.P('first')} {r.choice(['is happy to be contacted on', 'prefers contact by mobile', 'can be reached on'])} {c.PH(mobile=True)}"
           f"{' or by email ' + c.email_of(c.pt) if r.random() < 0.4 else ''}.",
           maybe(c, 0.3, f"Interpreter needed ({r.choice(['Polish', 'Samoan', 'Tongan', 'Vietnamese', 'Somali', 'Punjabi', 'Irish Sign Language'])})."),
           "", signature(c)]
    if r.random() < 0.3:
        out.append(c.audit())
    return nl(*out)


# ------------------------------------------------------------------ 5 discharge letter
def discharge_letter(c):
    r = c.r
    adm = c.days(-r.randint(2, 14))
    dis = c.visit
    diag = r.choice(K.CODES)
    fu = c.days(r.randint(14, 70))
    rng_style = r.choice(["slash", "abbr", "dot"])
    out = [c.H(), f"{c.ward()} | {c.room()}", f"Discharge summary - {r.choice(['Medical', 'Surgical', 'Respiratory', 'Cardiology'])}", "",
           f"Patient: {c.P(r.choice(['SUR_FIRST', 'SUR_first']))}  DOB: {c.date(c.dob, 'slash')}  ({c.AGE(r.choice(['y', 'sexslash', 'sexspace']))})",
           id_line(c), f"Encounter: {c.account()}",
           f"Admitted: {c.date(adm, rng_style)}  Discharged: {c.date(dis, rng_style)}",
           r.choice([f"Stay: {c.date(adm, 'dm')}-{c.date(dis, 'slash')}", f"LOS {(dis - adm).days} days",
                     f"Inpatient {c.date(adm, 'dm_long')} - {c.date(dis, 'long')}"]),
           f"Consultant: {c.D(c.cons, r.choice(['dr_full', 'prof']))}   Discharging doctor: {c.D(c.reg, r.choice(['dr_initial', 'dr_full']))} {c.bleep()}",
           f"GP: {c.D(c.gp, 'dr_full')}, {c.H(c.practice)}, fax {c.FAX(c.practice['fax'])}", "",
           f"Principal diagnosis: {diag[3]} ({diag[0]})",
           f"Secondary: {K.eponym(r)}; {r.choice(K.CODES)[3]}", "",
           "Presentation:",
           f"{c.AGE(r.choice(['year_old', 'sexspace', 'yo']))} brought in by ambulance from {c.addr_inline() if r.random() < 0.4 else 'home'} with {r.choice(COMPLAINTS)}. "
           f"Found by {r.choice(P.RELATIONS)} {c.F()} at {K.clock(r)}. NEWS2 {r.randint(0, 9)} on arrival. {K.vitals(r)}.",
           "", "Investigations:",
           f"Admission bloods: {K.lab_line(r, r.randint(6, 10))}",
           f"CXR: {r.choice(['no consolidation', 'left basal consolidation', 'hyperinflated, no focal change', 'cardiomegaly, small effusions'])}. ECG: {r.choice(['SR 78', 'AF rate 110', 'SR with 1st degree block', 'sinus tachycardia'])}.",
           "", "Progress:",
           f"Treated with {r.choice(K.DRUGS)} and {r.choice(K.DRUGS)}. {K.wordneg(r)} {K.sign(r)}."
           + (f" Pacemaker implanted {c.date(c.days(-1), 'slash')}: {c.device()}." if r.random() < 0.25 else ""),
           "", "Medication on discharge:", K.med_list(r, style=r.choice(["num", "caps", "dash"])), "",
           "Actions for GP:", f"- Repeat U&E in 1/52 ({K.lab_line(r, 2)} on discharge).", f"- {K.wordneg(r)}",
           f"Follow-up: {r.choice(SPECIALTIES)} clinic {c.date(fu, r.choice(['wd_comma', 'slash', 'long']))} at {K.clinic_time(r)}, {c.room() if r.random() < 0.5 else c.unit()}.",
           "", f"Completed by {c.D(c.reg, r.choice(['dr_full', 'full']))} {c.cred()}, {r.choice(['FY2', 'CT1', 'Registrar', 'SHO'])} {c.bleep()}",
           maybe(c, 0.5, c.audit())]
    return nl(*out)


# ------------------------------------------------------------------ 6 repeat prescription review
def repeat_rx_review(c):
    r = c.r
    ms = K.meds(r, r.randint(4, 9))
    fmt = r.choice(["pipe", "tab", "csv", "fixed"])
    rows = []
    for i, med in enumerate(ms, 1):
        last = c.date(c.days(-r.randint(3, 80)), r.choice(["slash", "slash_short", "iso"]))
        due = c.date(c.days(r.randint(3, 90)), "slash")
        qty = str(r.choice([28, 56, 84, 30, 60, 90, 112]))
        rows.append([str(i), med, qty, last, due, r.choice(["Y", "N", "Y"])])
    head = ["No", "Drug / dose / sig", "Qty", "Last issued", "Review due", "Authorised"]
    if fmt == "pipe":
        table = "\n".join(["| " + " | ".join(head) + " |", "|---|---|---|---|---|---|"] + ["| " + " | ".join(x) + " |" for x in rows])
    elif fmt == "tab":
        table = "\n".join("\t".join(x) for x in [head] + rows)
    elif fmt == "csv":
        table = "\n".join(",".join(x) for x in [head] + rows)
    else:
        table = "\n".join("  ".join(x) for x in [head] + rows)
    who = r.choice([c.D(c.nurse, "role", role="Practice Pharmacist"), c.D(c.gp, "dr_full"), c.D(c.nurse, "role", role="Clinical Pharmacist")])
    out = [f"REPEAT PRESCRIBING REVIEW - {c.H(c.practice)}",
           f"Patient: {c.P(r.choice(['SUR_FIRST', 'SUR_first', 'full_mid']))}   DOB {c.date(c.dob, 'slash')}   {id_line(c).replace(chr(10), '   ')}",
           f"Review date: {c.date(c.visit, r.choice(['slash', 'long', 'wd_comma']))}   Reviewer: {who}",
           f"Nominated pharmacy: {c.pharmacy()} ({m('PHONE', c.phone_raw(landline=True))})", "",
           table, "",
           f"Monitoring: {K.lab_line(r, r.randint(3, 6))}. {K.vitals(r, False)}.",
           f"Adherence: {r.choice(['good per dispensing record', 'over-ordering salbutamol', 'gaps in statin collection', 'uses blister pack from pharmacy'])}. {K.wordneg(r)}",
           f"Changes: stop {r.choice(ms).split(' ')[0]}; {r.choice(['reduce', 'increase', 'continue'])} {r.choice(ms).split(' ')[0]}.",
           f"EPS token: {c.idnum('rx')}" if r.random() < 0.6 else f"Script no. {c.idnum('order')}",
           ]
    if r.random() < 0.45:
        out.append(f"Controlled drug collection: {r.choice(['methadone 60 mg daily supervised', 'buprenorphine 8 mg daily', 'oxycodone MR 10 mg BD'])}; "
                   f"pharmacy {c.bioid()} verified at collection {c.date(c.days(-1), 'wd_short')} {K.clinic_time(r)}.")
    if r.random() < 0.35:
        out.append(f"Patient contacted on {c.PH(mobile=True)}; prefers email {c.email_of(c.pt)}.")
    if r.random() < 0.3:
        out.append(f"Online ordering via {m('URL', c.practice['url'])} activated for {c.P('first')}.")
    out.append(f"Next medication review due {c.date(c.days(r.randint(180, 365)), r.choice(['my', 'my_abbr', 'slash']))}.")
    out.append(c.audit() if r.random() < 0.7 else f"Reviewed by {c.username(c.nurse)}")
    return nl(*out)


# ------------------------------------------------------------------ 7 chronic disease annual review
def chronic_review(c):
    r = c.r
    dz = r.choice(["Diabetes", "Asthma", "COPD"])
    dates = [c.days(-r.randint(300, 420)), c.days(-r.randint(120, 200)), c.days(-r.randint(2, 14))]
    dstyle = r.choice(["slash", "abbr", "my_abbr", "iso", "slash_short"])
    dcells = [c.date(d, dstyle) for d in dates]
    table = K.results_table(r, dcells)
    out = [f"{dz.upper()} ANNUAL REVIEW", f"{c.H(c.practice)}   {c.date(c.visit, r.choice(['slash', 'long', 'wd_comma']))}  {K.clinic_time(r)}",
           f"Patient: {c.P(r.choice(['SUR_first', 'full', 'SUR_FIRST']))}  {c.AGE(r.choice(['sexslash', 'sexspace', 'y', 'yo_nospace']))}  {id_line(c).replace(chr(10), '  ')}",
           f"Clinician: {c.D(c.nurse, 'role', role=r.choice(['Practice Nurse', 'Diabetes Nurse', 'Respiratory Nurse', 'Nurse Practitioner']))} {c.cred('nurse')}",
           f"Code: {K.CODES[dict(Diabetes=0, Asthma=1, COPD=2)[dz]][1]} {K.CODES[dict(Diabetes=0, Asthma=1, COPD=2)[dz]][3]} / {dict(Diabetes='66AS.', Asthma='663V.', COPD='66YM.')[dz]} review", ""]
    if dz == "Diabetes":
        out += [f"Diagnosed {m('DATE', str(r.randint(1995, c.visit.year - 1)))}. {r.choice(K.DRUGS)}; {r.choice(K.DRUGS)}.",
                f"HbA1c trend and results:", table, "",
                f"{K.anthropometry(r)}. BP {r.randint(110, 168)}/{r.randint(62, 96)}.",
                f"Foot check: pulses palpable, monofilament {r.randint(8, 10)}/10, risk {r.choice(['low', 'moderate', 'high'])}.",
                f"Retinal screening {c.date(c.days(-r.randint(30, 300)), 'my')}: {r.choice(['R0M0', 'R1M0', 'background retinopathy'])}.",
                f"{K.score(r)}. {K.wordneg(r)}",
                f"Device: {c.device()}" if r.random() < 0.45 else "Device: none",
                f"Structured education booked at {c.unit()} on {c.date(c.days(r.randint(14, 60)), r.choice(['wd_comma', 'dm_long']))}."]
    elif dz == "Asthma":
        out += [f"ACT {r.randint(12, 25)}/25. Night waking {r.randint(0, 4)}/wk. Reliever use {r.randint(0, 14)}/wk.",
                f"PEFR {r.randint(250, 560)} L/min (best {r.randint(380, 620)}). FeNO {r.randint(10, 80)} ppb.",
                f"Inhaler technique checked ({r.choice(['MDI + spacer', 'Turbohaler', 'Ellipta', 'Accuhaler'])}). {K.wordneg(r)}",
                "Bloods for eosinophils etc:", table, "",
                f"Triggers: {r.choice(['cats', 'cold air', 'pollen', 'exercise', 'dust at work'])}. Work: {c.prof()} at {c.org()}.",
                f"Personal asthma action plan given. Last exacerbation {c.date(c.days(-r.randint(30, 300)), r.choice(['my', 'slash', 'month']))}."]
    else:
        out += [f"CAT {r.randint(5, 32)}, mMRC {r.randint(0, 4)}. Exacerbations in last year: {r.randint(0, 4)}.",
                f"Spirometry: FEV1 {r.uniform(0.8, 2.9):.2f} L ({r.randint(30, 79)}% pred), FEV1/FVC {r.uniform(0.38, 0.69):.2f}.",
                f"SpO2 {r.randint(88, 97)}% RA. {K.anthropometry(r)}.", table, "",
                f"Rescue pack: {r.choice(['prednisolone 30 mg x 5/7 + doxycycline', 'not issued', 'issued'])}. {K.wordneg(r)}",
                f"Home {c.device()}" if r.random() < 0.5 else f"Pulmonary rehab at {c.unit()} from {c.date(c.days(r.randint(10, 40)), 'dm_long')}.",
                f"Vaccinations: flu {c.date(c.days(-r.randint(20, 200)), 'my_abbr')}, pneumococcal {m('DATE', str(r.randint(2012, c.visit.year)))}."]
    out += ["", "Medication:", K.med_list(r, style=r.choice(["dash", "semi", "num"])),
            f"Next review: {c.date(c.days(365), r.choice(['my', 'my_abbr', 'month']))}. Recall letter to {c.addr_inline()}.",
            maybe(c, 0.4, f"Telehealth readings uploaded from {c.ip()} by user {c.username(c.pt)}.")]
    return nl(*out)


# ------------------------------------------------------------------ 8 antenatal booking
def antenatal_booking(c):
    r = c.r
    c.pt = c.person("F")
    c.age = r.randint(17, 44)
    c.dob = c.visit - dt.timedelta(days=365 * c.age + r.randint(20, 300))
    c.age = (c.visit - c.dob).days // 365
    lmp = c.days(-r.randint(56, 90))
    edd = lmp + dt.timedelta(days=280)
    ga = (c.visit - lmp).days
    partner = c.person("M" if r.random() < 0.85 else "F")
    g, p = r.randint(1, 5), 0
    p = r.randint(0, g - 1)
    prev = []
    for i in range(p):
        prev.append(f"  {m('DATE', str(r.randint(2005, c.visit.year - 1)))} - {r.choice(['SVD', 'LSCS', 'ventouse', 'SVD, PPH 800 mL'])}, {r.choice(['boy', 'girl'])}, {r.uniform(2.4, 4.3):.2f} kg, {c.H()}")
    out = [f"ANTENATAL BOOKING - {r.choice(['Community Midwifery', c.H(c.practice)])}",
           f"Booked by: {c.D(c.nurse, 'role', role='Midwife')} {c.cred('nurse')}   Date: {c.date(c.visit, r.choice(['slash', 'long']))}",
           f"Name: {c.P(r.choice(['full', 'full_mid', 'SUR_first']))}   DOB: {c.date(c.dob, 'slash')}   Age: {m('AGE', c.age)}",
           id_line(c), f"Address: {c.addr_inline()}", f"Mobile: {c.PH(mobile=True)}   Email: {c.email_of(c.pt)}",
           f"Country of birth: {c.country()}   Language: English",
           f"Occupation: {c.prof()} ({c.org()})",
           f"Partner: {c.F(partner, 'full')}, {c.AGE('yo', r.randint(18, 50))}, {c.prof()}, tel {c.PH(mobile=True)}", "",
           f"G{g}P{p}. LMP {c.date(lmp, r.choice(['slash', 'abbr']))} (certain). EDD {c.date(edd, r.choice(['slash', 'long']))}. Gestation today {ga // 7}+{ga % 7} weeks.",
           "Previous pregnancies:" if prev else "Primigravida.", *prev,
           f"Booking bloods: FBC (Hb {r.randint(98, 142)} g/L, Plt {r.randint(140, 420)}, WCC {r.uniform(4, 13):.1f}), Ferritin {r.randint(6, 120)} ug/L, group and screen, rubella, HIV, HepB, syphilis.",
           f"BP {r.randint(98, 142)}/{r.randint(56, 92)}, urine NAD. {K.anthropometry(r)}. EPDS {r.randint(0, 18)}.",
           f"Dating scan booked {c.date(c.days(r.randint(3, 14)), r.choice(['wd_comma', 'wd_short']))} {K.clinic_time(r)} at {c.unit()}.",
           f"Plan to deliver at {c.H()}. Folic acid 400 mcg OD, vitamin D 10 mcg OD. {K.wordneg(r)}",
           f"Social: lives with {c.F(partner, 'first')}{' and ' + r.choice(['son', 'daughter']) + ' ' + c.F(form='first') + ' (' + c.AGE('y', r.randint(1, 12)) + ')' if p else ''}. Safeguarding: nil concerns.",
           f"Named GP: {c.D(c.gp, 'dr_full')}, {c.H(c.practice)} {m('PHONE', c.practice['phone'])}",
           maybe(c, 0.4, f"Maternity notes: {m('URL', 'https://mymaternity.example.net/' + c.digits(6))}"),
           maybe(c, 0.4, c.audit())]
    return nl(*out)


# ------------------------------------------------------------------ 9 child health / immunisation
def child_health(c):
    r = c.r
    c.pt = c.person()
    months = r.randint(2, 60)
    c.dob = c.visit - dt.timedelta(days=int(months * 30.4))
    mum, dad = c.person("F"), c.person("M")
    dad.last = c.pt.last if r.random() < 0.7 else dad.last
    mum.last = c.pt.last if r.random() < 0.5 else mum.last
    vac = [("6-in-1 (DTaP/IPV/Hib/HepB)", 56), ("Rotavirus", 56), ("MenB", 56), ("PCV", 84), ("6-in-1", 84),
           ("Rotavirus", 84), ("6-in-1", 112), ("MenB", 112), ("Hib/MenC", 365), ("MMR", 366), ("PCV booster", 366),
           ("MenB booster", 366), ("MMRV", 480), ("4-in-1 pre-school", 1200)]
    rows = []
    by = [m("DOCTOR", c.nurse.first[0] + c.nurse.last[0]), m("DOCTOR", c.name_form(c.nurse, "initial_last")), m("DOCTOR", "KT"), m("DOCTOR", "jm")]
    fmt = r.choice(["pipe", "tab", "fixed", "csv"])
    for i, (v, d) in enumerate(vac, 1):
        if d > (c.visit - c.dob).days:
            break
        when = c.dob + dt.timedelta(days=d + r.randint(0, 20))
        rows.append([str(i), c.date(when, r.choice(["slash", "slash"])), v, ("oral" if "Rota" in v else r.choice(["L thigh", "R thigh", "L deltoid", "R deltoid"])), r.choice(by)])
    head = ["#", "Date", "Vaccine", "Site", "Given by"]
    if fmt == "pipe":
        table = "\n".join(["| " + " | ".join(head) + " |", "|---|---|---|---|---|"] + ["| " + " | ".join(x) + " |" for x in rows])
    elif fmt == "csv":
        table = "\n".join(",".join(x) for x in [head] + rows)
    else:
        table = "\n".join(("\t" if fmt == "tab" else "   ").join(x) for x in [head] + rows)
    age_txt = f"aged {m('AGE', months)} months" if months < 24 else f"aged {m('AGE', months // 12)} years"
    out = [f"CHILD HEALTH RECORD - {r.choice(['Immunisation and development', 'Well Child check', 'Health visitor review'])}",
           f"Child: {c.P(r.choice(['full', 'SUR_first', 'SUR_FIRST']))}   DOB {c.date(c.dob, r.choice(['slash', 'long']))}   ({age_txt})",
           id_line(c), f"Address: {c.addr_inline()}",
           f"Parents: {c.F(mum, 'full')} (mother, {c.prof()}) {c.PH(mobile=True)}; {c.F(dad, r.choice(['full', 'first']))} (father)",
           f"Registered GP: {c.D(c.gp, r.choice(['dr_full', 'dr_last']))}, {c.H(c.practice)}",
           f"Health visitor: {c.D(c.nurse, r.choice(['full', 'role']), role='HV')}  {c.PH()}", "",
           "Immunisations given:", table, "",
           f"Growth: wt {r.uniform(4, 20):.2f} kg ({r.choice(['9th', '25th', '50th', '75th', '91st'])} centile), length {r.uniform(55, 110):.1f} cm, OFC {r.uniform(37, 51):.1f} cm.",
           f"Development: {r.choice(['sitting unsupported, babbling', 'walking, 6-10 words', 'running, 2-word phrases', 'hops, dresses self'])}. Hearing and vision: no concerns.",
           f"{c.P('first')} attends {c.org(P.SCHOOLS)} {r.choice(['3 days/wk', 'mornings', 'full time'])}. {K.wordneg(r)}",
           f"Seen with {r.choice([('mum ' + c.F(mum, 'first')), ('dad ' + c.F(dad, 'first')), ('grandmother ' + c.F(c.person('F'), 'first'))])} on {c.date(c.visit, r.choice(['wd_comma', 'slash', 'wd_short']))} at {K.clinic_time(r)} in {c.room()}.",
           f"Next due: {r.choice(['MMR 2nd dose', 'pre-school booster', '12-month vaccines', 'flu nasal spray'])} on or after {c.date(c.days(r.randint(30, 200)), r.choice(['slash', 'dm_long', 'my']))}.",
           maybe(c, 0.35, f"Sibling {c.F(form='first')} ({c.AGE('y', r.randint(3, 12))}) also up to date."),
           maybe(c, 0.35, c.audit())]
    return nl(*out)


# ------------------------------------------------------------------ 10 practice nurse notes
def practice_nurse(c):
    r = c.r
    out = [f"PRACTICE NURSE NOTES - {c.H(c.practice)}", f"{c.P(r.choice(['SUR_FIRST', 'SUR_first', 'full']))} | DOB {c.date(c.dob, 'slash')} | {id_line(c).replace(chr(10), ' | ')}", ""]
    n = r.randint(3, 5)
    d = c.days(-r.randint(60, 200))
    for _ in range(n):
        d = d + dt.timedelta(days=r.randint(5, 40))
        who = r.choice([c.nurse, c.gp2, c.reg])
        kind = r.choice(["dressing", "bp", "flu", "b12", "smear" if c.pt.sex == "F" else "ecg", "inr", "ecg", "spiro", "ear"])
        txt = {
            "dressing": f"Wound check L shin. {r.randint(2, 5)}x{r.randint(1, 3)} cm, granulating, no slough. Inadine + Mepilex. {K.wordneg(r)}",
            "bp": f"BP check: {r.randint(118, 172)}/{r.randint(64, 98)}, {r.randint(116, 168)}/{r.randint(62, 96)} (avg). {r.choice(['Home', 'Ambulatory'])} BP via {c.device()}.",
            "flu": f"Influenza vaccine {r.choice(['QIVc', 'aTIV', 'LAIV'])} 0.5 mL IM L deltoid. Consent verbal. Obs 15 min, well.",
            "b12": "Hydroxocobalamin 1 mg IM, 3-monthly. Next due in 12 weeks.",
            "smear": f"Cervical screening sample taken, {r.choice(['HPV primary', 'LBC'])}. Lab no {c.idnum('lab')}. Results to {c.P('first')} by letter.",
            "inr": f"INR {r.uniform(1.4, 3.9):.1f} (target 2.5). Warfarin {r.choice(['3', '4', '5', '3.5'])} mg daily. Next INR {c.date(d + dt.timedelta(days=14), 'dm')}.",
            "ecg": f"12-lead ECG: {r.choice(['SR 72', 'SR 64, LVH voltage', 'AF 96'])}. Filed, to {c.D(c.gp, 'dr_last')} for review.",
            "spiro": f"Spirometry: FEV1 {r.uniform(1.1, 3.5):.2f} L, FVC {r.uniform(2.0, 4.8):.2f} L, ratio {r.uniform(0.45, 0.85):.2f}. Reversibility {r.randint(2, 18)}%.",
            "ear": "Ear irrigation R ear, wax cleared, TM intact. Advised olive oil BD.",
        }[kind]
        head = r.choice([f"{c.date(d, r.choice(['slash', 'dot', 'abbr_dash', 'wd_short']))} {K.clinic_time(r)} {m('DOCTOR', c.name_form(who, r.choice(['init', 'full', 'initial_last'])))}",
                         f"--- {c.date(d, 'iso')} | {c.D(who, 'role', role=r.choice(['PN', 'HCA', 'Nurse', 'Sister']))} ---",
                         f"[{c.date(d, 'slash')}] {c.room()} - {m('DOCTOR', c.name_form(who, 'full'))} {c.cred('nurse')}"])
        out += [head, txt, ""]
    if r.random() < 0.4:
        out.append(f"Patient identity verified at check-in kiosk ({c.bioid()}).")
    if r.random() < 0.35:
        out.append(f"Husband/partner {c.F()} telephoned {c.PH(mobile=True)} to rebook for {c.date(c.days(r.randint(3, 30)), 'wd')}.")
    if r.random() < 0.25:
        out.append(f"Occupational: works as {c.a_prof()}; needs early appointments.")
    out.append(c.audit())
    return nl(*out)


# ------------------------------------------------------------------ 11 out-of-hours record
def ooh_gp(c):
    r = c.r
    call = f"{r.randint(18, 23):02d}:{r.randint(0, 59):02d}"
    provider = r.choice(P.OOH).format(t=r.choice(c.L["towns"]))
    caller_rel = r.choice(P.RELATIONS)
    when = c.visit
    out = [f"{m('HOSPITAL', provider)} - OUT OF HOURS RECORD", f"Case no: {c.idnum('case')}   Call received: {c.date(when, r.choice(['slash', 'wd_comma', 'abbr']))} {call}",
           f"Patient: {c.P(r.choice(['SUR_FIRST', 'SUR_first', 'full']))}  {c.AGE(r.choice(['sexslash', 'yo', 'sexspace', 'yo_nospace']))}  DOB {c.date(c.dob, 'slash')}",
           id_line(c), f"Current location: {c.addr_inline()}" if r.random() < 0.7 else f"Current location: {c.room()}, {c.H()}",
           f"Caller: {c.F()} ({caller_rel})  Callback: {c.PH()}",
           f"Registered practice: {c.H(c.practice)} ({c.D(c.gp, 'dr_last')})", "",
           f"Triage {r.choice(['telephone', 'video', 'face to face'])} by {c.D(c.reg, r.choice(['dr_full', 'dr_last']))} at {r.randint(18, 23):02d}:{r.randint(0, 59):02d}.",
           f"History: {r.choice(COMPLAINTS)} since {c.date(c.days(-r.randint(0, 3)), r.choice(['wd', 'wd', 'dm_long']))} evening. {K.wordneg(r)} "
           f"Usual GP closed over {c.holiday()}." if r.random() < 0.4 else f"History: {r.choice(COMPLAINTS)}, worse tonight. {K.wordneg(r)}",
           f"Obs: {K.vitals(r)}. NEWS2 {r.randint(0, 8)}. {K.sign(r)}.",
           f"Impression: {K.code(r, 'icd')}",
           f"Outcome: {r.choice(['self-care advice, GP in-hours follow-up', 'prescription issued', 'home visit', 'sent to ED', 'ambulance requested'])}. {K.wordneg(r)}"]
    if r.random() < 0.45:
        out.append(f"Home visit car {c.plate()} dispatched {r.randint(19, 23):02d}:{r.randint(0, 59):02d}; driver {m('DOCTOR', c.name_form(c.person(), 'full'))}.")
    if r.random() < 0.4:
        out.append(f"Video session IP {c.ip()}; consent recorded.")
    if r.random() < 0.35:
        out.append(f"Patient's vehicle ({c.plate()}) left at scene; {caller_rel} to collect.")
    if r.random() < 0.3:
        out.append(f"Methadone client: dispensing {c.bioid()} checked with {c.pharmacy()}.")
    out += [f"Rx: {r.choice(K.DRUGS)} - printed, token {c.idnum('rx')}",
            "Clinician: {} {}  {} {}".format(c.D(c.reg, 'dr_full'), c.cred(), *c.licence_prof(c.reg)),
            f"Record sent to {c.H(c.practice)} via {m('EMAIL', c.practice['email'])} at {r.randint(0, 6):02d}:{r.randint(0, 59):02d}",
            c.audit()]
    return nl(*out)


# ------------------------------------------------------------------ 12 fit note / medical certificate
def fit_note(c):
    r = c.r
    start = c.days(-r.randint(0, 5))
    end = start + dt.timedelta(days=r.choice([7, 14, 14, 21, 28, 42]))
    ds = r.choice(["slash", "long", "abbr", "dot"])
    title = {"UK": "Statement of Fitness for Work", "IE": "Medical Certificate (Illness Benefit)",
             "AU": "Medical Certificate", "NZ": "ACC45 / Medical Certificate"}[c.cc]
    ssn_lab = r.choice(c.L["ssn_label"])
    out = [f"{title.upper()}", f"{c.H(c.practice)} | {c.addr_inline(c.practice['addr'])} | {m('PHONE', c.practice['phone'])}", "",
           f"Patient's name: {c.P(r.choice(['title_full', 'full', 'SUR_first']))}",
           f"Date of birth: {c.date(c.dob, 'slash')}    {ssn_lab}: {m('SSN', c.ssn())}",
           f"Address: {c.addr_inline()}",
           f"Employer: {c.org()}   Occupation: {c.prof()}" if r.random() < 0.8 else f"Occupation: {c.prof()} (self-employed)", "",
           f"I assessed your case on: {c.date(c.visit, ds)}",
           f"Because of the following condition(s): {r.choice(COMPLAINTS)}; {K.code(r, 'icd')}",
           r.choice([f"You are not fit for work from {c.date(start, ds)} to {c.date(end, ds)}.",
                     f"Unfit for work {c.date(start, ds)} - {c.date(end, ds)} inclusive.",
                     f"Period: {c.date(start, 'dm')}-{c.date(end, 'slash')}"]),
           f"May be fit for work taking into account: {r.choice(['phased return', 'altered hours', 'amended duties', 'workplace adaptations'])}. "
           f"{r.choice(['No heavy lifting >10 kg.', 'Avoid driving for work.', 'Sedentary duties only.', 'Not to work at heights.'])}",
           f"Comments: {K.wordneg(r)} {r.choice(K.DRUGS)}.",
           f"Review on {c.date(end, r.choice(['wd_comma', 'slash']))}."]
    if c.cc == "NZ" or r.random() < 0.2:
        out.append(f"ACC claim no. {c.idnum('case')}")
    if r.random() < 0.45:
        out.append(f"Driving: advised not to drive; {r.choice(['DVLA', 'NDLS', 'licensing authority', 'NZTA'])} licence no. {c.driving_licence()}, vehicle {c.plate()}.")
    if r.random() < 0.3:
        out.append(f"{r.choice(c.L['plan_label'])}: {m('HEALTHPLAN', c.plan())}")
    lab, lic = c.licence_prof(c.gp)
    out += ["", f"Doctor's signature: {c.D(c.gp, 'dr_full')} {c.cred()}", f"{lab}: {lic}",
            f"Date of statement: {c.date(c.visit, ds)}", f"Certificate serial: {c.idnum('acc')}",
            maybe(c, 0.4, f"Issued electronically to {c.email_of(c.pt)}")]
    return nl(*out)


# ------------------------------------------------------------------ 13 patient correspondence
def patient_letter(c):
    r = c.r
    kind = r.choice(["results", "recall", "appointment", "dna", "screening"])
    appt = c.days(r.randint(5, 40))
    admin = c.person()
    out = [practice_header(c, full=True), "", c.date(c.visit, r.choice(["long", "long_th", "slash"])), "",
           c.P(r.choice(["title_full", "title_full", "full"])), c.addr_lines(), "",
           r.choice([f"{r.choice(c.L['nat_label'])}: {m('MRN', c.nat_id())}", f"Our ref: {c.account()}", f"Ref: {m('MRN', c.nat_id())}/{m('DOCTOR', c.gp.first[0] + c.gp.last[0])}"]),
           "", f"Dear {c.P(r.choice(['title', 'title', 'first']))},", ""]
    if kind == "results":
        out += [f"Your recent blood tests taken on {c.date(c.days(-r.randint(3, 14)), r.choice(['long', 'wd_long', 'slash']))} have been reviewed by {c.D(c.gp, r.choice(['dr_last', 'dr_full']))}.",
                f"Most results were normal. Your {r.choice(['cholesterol', 'kidney function (eGFR)', 'HbA1c', 'vitamin D', 'thyroid test (TSH)'])} was slightly outside the usual range "
                f"({K.lab_line(r, 2)}). We hope this is reassuring; the doctor would like to repeat it in three months.",
                f"{K.wordneg(r)}"]
    elif kind == "recall":
        out += [f"Our records show that your {r.choice(['diabetes', 'asthma', 'COPD', 'blood pressure', 'medication'])} review is now due.",
                f"Please book an appointment with {c.D(c.nurse, 'role', role=r.choice(['our Practice Nurse', 'Nurse', 'Sister']))} before {c.date(appt, r.choice(['long', 'slash']))}.",
                f"You can book online at {m('URL', c.practice['url'])} or by calling {m('PHONE', c.practice['phone'])} after {r.choice(['08:00', '10:00', '14:00'])}."]
    elif kind == "appointment":
        out += [f"An appointment has been made for you to see {c.D(c.cons, r.choice(['dr_full', 'prof']))} at {c.H()} on "
                f"{c.date(appt, r.choice(['wd_long', 'wd_comma']))} at {K.clinic_time(r)}.",
                f"Please report to {c.room()} in the {r.choice(['Outpatients', 'Day Unit', 'Main Reception'])}. Parking is limited; blue badge holders please give your vehicle {c.plate()} details to reception."
                if r.random() < 0.4 else f"Please report to {c.unit()} reception 15 minutes early.",
                f"If you cannot attend, contact the booking team on {c.PH()} or {m('EMAIL', 'bookings@' + r.choice(['example.org', 'example.net']))}."]
    elif kind == "dna":
        out += [f"We were sorry that you did not attend your appointment on {c.date(c.days(-r.randint(2, 20)), r.choice(['wd_long', 'slash', 'dm_long']))}.",
                f"Missed appointments cost the practice valuable time. {K.wordneg(r)}",
                f"Please contact reception on {m('PHONE', c.practice['phone'])} to rebook."]
    else:
        out += [f"You are invited for {r.choice(['cervical screening', 'your NHS Health Check', 'bowel screening follow-up', 'the shingles vaccine', 'an AAA scan'])}.",
                f"Our records show you are {m('AGE', c.age)} and eligible. Appointments are available on {c.date(appt, 'wd')} and {c.date(appt + dt.timedelta(days=2), 'wd')} mornings.",
                f"Your screening reference is {c.idnum('spec')}."]
    if r.random() < 0.3:
        out.append(f"If someone helps with your care, such as {c.F()}, you may share this letter with them.")
    out += ["", r.choice(["Yours sincerely,", "Kind regards,"]), "",
            r.choice([c.D(c.gp, "dr_full") + (", " + c.cred() if r.random() < 0.5 else ""),
                      m("DOCTOR", admin.full) + "\n" + r.choice(["Practice Manager", "Reception Team Lead", "Patient Services"])]),
            c.H(c.practice), maybe(c, 0.4, f"Page 1 of 1 - printed {c.date(c.visit, 'slash')} {K.clinic_time(r)} by {c.username(admin)}")]
    return nl(*out)


GENRES = [
    ("clinic_letter", clinic_letter), ("gp_soap", gp_soap), ("gp_problem_oriented", gp_problem),
    ("gp_referral_letter", referral_letter), ("discharge_letter", discharge_letter),
    ("repeat_prescription_review", repeat_rx_review), ("chronic_disease_review", chronic_review),
    ("antenatal_booking", antenatal_booking), ("child_health_immunisation", child_health),
    ("practice_nurse_notes", practice_nurse), ("out_of_hours_gp", ooh_gp), ("fit_note_certificate", fit_note),
    ("patient_correspondence", patient_letter),
]
