"""GP / family-medicine visits, telephone triage, community nursing, pharmacy calls."""
from core import m
from common import clin, prof_phrase, header, sig, clinic_addr

COMPLAINTS = ["3 days of productive cough", "low back pain after lifting", "palpitations on exertion",
              "worsening right knee pain", "low mood and poor sleep", "burning on passing urine",
              "dizziness on standing", "an itchy rash on both forearms", "follow-up of blood pressure",
              "a sore throat and fever", "left ear pain", "heartburn after meals", "tiredness",
              "a review of diabetes", "a swollen left ankle", "headaches for 2 weeks"]
COMPL_LOW = ["cough x3d", "lbp after lifting", "palps", "r knee pain worse", "low mood, not sleeping",
             "dysuria", "dizzy on standing", "itchy rash both arms", "bp check", "sore throat + fever",
             "l ear pain", "reflux", "tatt", "dm review", "swollen l ankle", "headaches 2/52"]


def _gender(c):
    return "man" if c.sex == "M" else "woman"


def _time(c):
    return f"{c.r.randint(8, 17)}:{c.r.choice(['00', '05', '15', '20', '35', '40', '50'])}"


# ----------------------------------------------------------------- GP visit
def gp_soap(c):
    r = c.r
    L = [f"{m('HOSPITAL', c.clinic)} - {r.choice(['Consultation', 'Surgery consultation', 'Office visit', 'Clinic note'])}"]
    L += header(c)
    L += [f"Seen: {c.D(styles=['wd_long', 'long', 'num'])} {_time(c)} by {c.Dr(form='dr')}, room {m('LOCATION_OTHER', c.room())}", ""]
    L.append("S:")
    L.append(f"{c.A('yearold')} {_gender(c)} seen with {r.choice(COMPLAINTS)}. {prof_phrase(c)}. "
             f"Lives with {c.his} {c.rel} {c.F()} in {m('CITY', c.town)}.")
    if r.random() < 0.5:
        L.append(f"Returned from {m('COUNTRY', c.country)} on {c.D(c.before(3, 20), styles=['dm', 'day_mon', 'ord'])}.")
    L.append("O:")
    L += clin(c, 2)
    L.append("A/P:")
    L += clin(c, 1)
    L.append(f"Bloods on {c.D(c.after(2, 10), styles=['wd_dm', 'dm', 'short'])} (lab request {m('IDNUM', c.specimen())}). "
             f"Review with {c.Dr(c.doc2, 'dr')} or practice nurse {c.N(c.nurse, form='first')} on {c.D(c.after(11, 30), styles=['wd_dm', 'ord', 'long'])}.")
    L.append("")
    L += sig(c)
    return "headed_soap", "\n".join(L)


def gp_narrative(c):
    r = c.r
    pn = c.P("title")
    p1 = (f"{pn} is a {c.A('yearold')} {r.choice(['retired', 'semi-retired', 'self-employed'])} {m('PROFESSION', c.prof)} "
          f"who attended on {c.D(styles=['long', 'wd_long', 'num'])} with {c.his} {c.rel}, {c.F(form='full')}, "
          f"complaining of {r.choice(COMPLAINTS)}. {c.he.capitalize()} was last seen here by {c.Dr(c.doc2, 'dr')} in "
          f"{c.D(c.before(60, 300), style='month_year')} and had an ED attendance at {m('HOSPITAL', c.hospital)} on "
          f"{c.D(c.before(10, 50), styles=['num', 'short'])}.")
    p2 = " ".join(clin(c, 3))
    p3 = (f"{c.P('first')} is a member of {m('ORGANIZATION', r.choice([c.church, c.club]))} and keen to keep "
          f"volunteering. {c.rel.capitalize()} can be reached on {m('PHONE', c.fam_phone)}. "
          f"Plan agreed; follow-up {c.D(c.after(7, 21), styles=['wd_dm', 'wd'])} at {m('HOSPITAL', c.clinic)}.")
    tail = [f"{c.Dr(form=r.choice(['cred', 'drdot']))}",
            f"Dictated {c.D(styles=['num'])}, typed {c.D(c.after(1, 3), styles=['num'])}, DD/{c.N(c.recep, form='init')}",
            f"cc: {c.P('full')}, {c.addr_line()}"]
    return "narrative", "\n\n".join([p1, p2, p3]) + "\n\n" + "\n".join(tail)


def gp_review_form(c):
    r = c.r
    lab, hn = c.health_no()
    cond = r.choice(["DIABETES", "ASTHMA", "COPD", "HYPERTENSION", "CKD"])
    L = [f"ANNUAL REVIEW - {cond}",
         f"Name ........ {c.P(r.choice(['lastfirst', 'full']))}",
         f"D.O.B. ...... {c.D(c.dob, styles=['num', 'dash'])} ({m('AGE', str(c.age))})",
         f"{lab} ...... {m('HEALTHPLAN', hn)}",
         f"Practice .... {m('HOSPITAL', c.clinic)}",
         f"Reviewer .... {m('DOCTOR', c.nurse.full)}, {r.choice(['RN', 'practice nurse', 'NP'])}",
         f"Date ........ {c.D(styles=['num', 'iso', 'short'])}",
         f"Address ..... {c.addr_line()}",
         f"Telephone ... {m('PHONE', c.pt_phone)}",
         f"Occupation .. {m('PROFESSION', c.prof)}",
         f"Smoking ..... ex-smoker, quit {c.D(c.before(800, 9000), style='year')}",
         f"Next of kin . {c.F(form='full')} ({c.rel}), {m('PHONE', c.fam_phone)}",
         "",
         "Results:"]
    L += ["  " + x for x in clin(c, 3)]
    L += [f"Device: home BP monitor serial {m('DEVICE', c.device())}",
          f"Retinal screening booked {c.D(c.after(10, 60), styles=['short', 'num'])}",
          f"Next review: {c.D(c.after(300, 400), style=r.choice(['mon_yr', 'month_year']))}",
          f"Entered by {c.N(c.nurse, form='first')} at {_time(c)}"]
    return "key_value_form", "\n".join(L)


def gp_low_terse(c):
    r = c.r
    L = [f"{c.P(r.choice(['full', 'fi', 'full']))} {c.A(r.choice(['agesex', 'yo_tight', 'y']))} dob {c.D(c.dob, styles=['num', 'num2', 'dot'])} mrn {m('MRN', c.mrn())}",
         f"seen {c.D(styles=['wd3', 'wd_dm'])} w/ {c.rel} {c.F(form='first')}. c/o {r.choice(COMPL_LOW)}",
         *clin(c, 2),
         f"works at {m('ORGANIZATION', c.employer)} as {m('PROFESSION', c.prof)} - off since {c.D(c.before(2, 14), style='dm')}",
         f"lives {m('STREET', c.street)}, {m('CITY', c.town)}. mob {m('PHONE', c.pt_phone)}",
         f"nok {c.rel} {c.F(form='full')} {m('PHONE', c.fam_phone)}. pharm {m('HOSPITAL', c.pharmacy)}",
         f"plan: bloods {c.D(c.after(1, 7), styles=['wd_dm', 'wd3'])}, r/v 2/52 w/ dr {m('DOCTOR', c.doc2.last)} at {m('HOSPITAL', c.clinic)}",
         f"{c.N(c.doc, form='init')}"]
    return "terse_note", "\n".join(L)


def gp_low_list(c):
    r = c.r
    lab, hn = c.health_no()
    L = [f"gp visit {c.D(styles=['num', 'dm', 'iso'])} - {m('HOSPITAL', c.clinic)}",
         f"- pt: {c.P(r.choice(['full', 'lastfirst_plain', 'first']))}, {c.A(r.choice(['yo', 'agesex', 'sexage']))}",
         f"- {lab.lower()} {m('HEALTHPLAN', hn)}",
         f"- addr: {c.addr_line()}",
         f"- job: {m('PROFESSION', c.prof)}, {r.choice(['ft', 'pt', 'nights', 'casual'])}",
         f"- here w/ {c.rel} {c.F()} ({m('PHONE', c.fam_phone)})",
         f"- issue: {r.choice(COMPL_LOW)}",
         f"- pharm: {m('HOSPITAL', c.pharmacy)} {m('PHONE', c.phone(landline=True))}",
         *["- " + x for x in clin(c, 3)],
         f"- back from {m('COUNTRY', c.country)} {c.D(c.before(5, 30), styles=['dm', 'day_mon'])}, no fever since",
         f"- f/u {c.D(c.after(7, 30), styles=['wd_dm', 'ord'])} dr {m('DOCTOR', c.doc.last)}",
         f"-- {m('DOCTOR', c.doc.first)}"]
    return "list", "\n".join(L)


# ----------------------------------------------------------------- telephone triage
def tri_form(c):
    r = c.r
    L = [f"TELEPHONE TRIAGE RECORD - {m('HOSPITAL', c.clinic)}",
         f"Call received: {c.D(styles=['num', 'iso', 'dash'])} {_time(c)}",
         f"Caller: {c.F(form='full')}   Relationship: {c.rel}   Call-back: {m('PHONE', c.fam_phone)}",
         f"Patient: {c.P(r.choice(['lastfirst', 'full', 'fml' if c.pt.mi else 'full']))}   DOB: {c.D(c.dob, styles=['num', 'short'])}   Age: {m('AGE', str(c.age))}",
         f"{r.choice(['MRN', 'Patient ID'])}: {m('MRN', c.mrn())}   Home: {m('PHONE', c.pt_phone)}",
         f"Identity check: voice biometric match, voiceprint ID {m('BIOID', c.bioid())}",
         f"Address confirmed: {c.addr_line()}",
         "",
         f"Reason for call: {r.choice(COMPLAINTS)}.",
         "Assessment:"]
    L += ["  " + x for x in clin(c, 2)]
    L += [f"Disposition: {r.choice(['same-day GP appointment', 'urgent care within 4 hours', 'self-care advice', 'call back if worse', 'ED now'])}",
          f"Booked with {c.Dr(form='dr')} {c.D(c.after(0, 2), styles=['wd_dm', 'wd'])} {_time(c)}, room {m('LOCATION_OTHER', c.room())}.",
          f"Triage nurse: {m('DOCTOR', c.nurse.full)}, RN  {c.lic_str('nurse')}  (user {m('USERNAME', c.mk_username(c.nurse))})"]
    return "key_value_form", "\n".join(L)


def tri_narrative(c):
    r = c.r
    p1 = (f"Call-back to {c.P('title')} on {m('PHONE', c.pt_phone)} at {_time(c)}, {c.D(styles=['wd_long', 'long'])}. "
          f"{c.P('first')} is a {c.A('yearold')} and reports {r.choice(COMPLAINTS)}. {c.he.capitalize()} was at "
          f"{m('HOSPITAL', c.hospital)} {c.D(c.before(2, 9), styles=['wd', 'wd_dm'])} and discharged the same day.")
    p2 = " ".join(clin(c, 2))
    p3 = (f"{c.his.capitalize()} {c.rel}, {c.F()}, was present and is happy to drive {'him' if c.sex == 'M' else 'her'} in "
          f"(vehicle reg {m('VEHICLE', c.plate())}, blue badge applied for). Advised to attend {m('HOSPITAL', c.clinic)} "
          f"on {c.D(c.after(1, 3), styles=['wd_dm', 'dm'])}; if worse call {r.choice(['911', '111', '811', '000', 'the out-of-hours line'])}.")
    p4 = f"{c.Dr(form=r.choice(['dr', 'cred']))} - telephone consultation, {r.randint(6, 18)} minutes."
    p0 = (f"Re: {c.P('lastfirst')}  DOB {c.D(c.dob, styles=['num', 'short'])}  MRN {m('MRN', c.mrn())}\n"
          f"{c.addr_line()}")
    return "narrative", "\n\n".join([p0, p1, p2, p3, p4])


def tri_low_tc(c):
    r = c.r
    L = [f"tc {_time(c)} {c.D(styles=['wd_dm', 'dm', 'num2'])} from pt's {c.rel} {c.F()} ({m('PHONE', c.fam_phone)})",
         f"re: {c.P(r.choice(['full', 'first', 'title']))}, {c.A(r.choice(['yo', 'agesex', 'yo_tight']))}, dob {c.D(c.dob, styles=['num', 'num2', 'dot'])}",
         f"c/o {r.choice(COMPL_LOW)}",
         *clin(c, 2),
         f"advised attend {m('HOSPITAL', c.hospital)} ed if worse, otherwise appt {c.D(c.after(1, 4), styles=['wd3', 'wd_dm'])} w/ dr {m('DOCTOR', c.doc.last)}",
         f"pt lives alone at {m('STREET', c.street)}, {m('CITY', c.town)} - {c.rel2} {c.F(c.fam2)} pops in daily",
         f"id verified by voiceprint {m('BIOID', c.bioid())}" if r.random() < 0.4 else f"caller's work: {m('PROFESSION', c.fam_prof)} at {m('ORGANIZATION', c.employer)}",
         f"mrn {m('MRN', c.mrn())}, gp fax {m('FAX', c.clinic_fax)} - copy sent to {m('HOSPITAL', c.clinic)}",
         f"will cb after {_time(c)}. {c.N(c.nurse, form=r.choice(['init', 'first']))}"]
    return "terse_note", "\n".join(L)


def tri_low_attempts(c):
    r = c.r
    d = c.D(styles=['dm', 'num2', 'wd_dm'])
    t1, t2, t3 = sorted((_time(c) for _ in range(3)), key=lambda s: int(s.replace(':', '')))
    L = [f"call back list {d} - {m('HOSPITAL', c.clinic)}",
         f"{c.P(r.choice(['lastfirst_plain', 'full', 'fi']))} mrn {m('MRN', c.mrn())} {m('PHONE', c.pt_phone)}",
         f"dob {c.D(c.dob, styles=['num', 'num2'])}, {m('STREET', c.street)} {m('CITY', c.town)}, pharm {m('HOSPITAL', c.pharmacy)}",
         f"1st attempt {t1} - no answer, vm left",
         f"2nd attempt {t2} - spoke w/ {c.rel} {c.F(form='first')}, pt at work ({m('ORGANIZATION', c.employer)}), gave mob {m('PHONE', c.phone(mobile=True))}",
         f"3rd attempt {t3} - spoke to pt. {r.choice(COMPL_LOW)}",
         *clin(c, 1),
         f"appt booked {c.D(c.after(1, 5), styles=['wd_dm', 'wd3', 'dm'])} {_time(c)} nurse {m('DOCTOR', c.nurse.first)}",
         f"logged by {m('USERNAME', c.mk_username(c.recep))}"]
    return "call_log", "\n".join(L)


# ----------------------------------------------------------------- community nursing / home visit
def cn_visit(c):
    r = c.r
    L = [f"{r.choice(['DISTRICT NURSING', 'COMMUNITY NURSING', 'HOME HEALTH', 'HOME VISIT'])} - visit record",
         f"Client: {c.P(r.choice(['full', 'lastfirst']))}   DOB {c.D(c.dob, styles=['num', 'short'])} ({m('AGE', str(c.age))})",
         f"Address: {c.addr_line()}",
         f"Access: flat {m('LOCATION_OTHER', str(r.randint(2, 40)))} in {m('LOCATION_OTHER', c.building)}; park near {m('LOCATION_OTHER', c.landmark)}",
         f"GP: {c.Dr(c.doc, 'dr')}, {m('HOSPITAL', c.clinic)} {m('PHONE', c.clinic_phone)}",
         f"Main carer: {c.F(form='full')} ({c.rel}) {m('PHONE', c.fam_phone)}",
         f"Visit: {c.D(styles=['wd_long', 'num', 'short'])} {_time(c)}",
         "",
         f"{c.P('first')} seen in {c.his} chair, {r.choice(['alert and chatty', 'drowsy but rousable', 'in good spirits'])}."]
    L += clin(c, 2)
    L += [f"Pressure-relieving mattress in situ, serial {m('DEVICE', c.device())}; pump checked.",
          f"{r.choice(['Leg ulcer', 'Sacral wound', 'Heel wound'])} redressed; wound swab sent, specimen {m('IDNUM', c.specimen())}.",
          f"Next visit {c.D(c.after(2, 7), styles=['wd', 'wd_dm', 'dm'])} - {r.choice(['AM', 'PM'])}.",
          f"Staff car {m('VEHICLE', c.plate())} parked in bay {m('LOCATION_OTHER', str(r.randint(1, 30)))}." if r.random() < 0.5 else
          f"Carer agency: {m('ORGANIZATION', r.choice(['Kindred Hands Home Care', 'Bluewren Care Services', 'Tideway Carers Co-op', 'Hearth & Home Support']))}.",
          "",
          f"{m('DOCTOR', c.nurse.full)}, {r.choice(['District Nurse', 'Community RN', 'Home Health RN', 'CN'])}",
          f"Team base: {m('HOSPITAL', c.clinic2)}, mob {m('PHONE', c.phone(mobile=True))}"]
    return "headed_sections", "\n".join(L)


def cn_handover(c):
    r = c.r
    p1 = (f"Home visit to {c.P('title')} ({c.A('yearold')}) at {m('STREET', c.street)}, {m('CITY', c.town)} on "
          f"{c.D(styles=['long', 'wd_long'])}. {c.he.capitalize()} is a retired {m('PROFESSION', c.prof)}, "
          f"born in {m('COUNTRY', c.country)}, and has lived in {m('CITY', c.town)} since {c.D(c.before(5000, 20000), style='year')}.")
    p2 = (f"Met by {c.his} {c.rel} {c.F()} and {c.rel2} {c.F(c.fam2, form='full')} (mob {m('PHONE', c.phone(mobile=True))}). "
          + " ".join(clin(c, 2)))
    p3 = (f"Catheter changed. Car parked outside, reg {m('VEHICLE', c.plate())}, neighbour asked about permit. "
          f"Handover given to {m('DOCTOR', c.nurse.full)} by phone; {c.Dr(c.doc, 'dr')} to review meds {c.D(c.after(1, 5), styles=['wd', 'wd_dm'])}.")
    p4 = f"-- {m('DOCTOR', c.doc2.full)}, community nurse, {m('HOSPITAL', c.clinic2)}"
    return "narrative", "\n\n".join([p1, p2, p3, p4])


def cn_low_hv(c):
    r = c.r
    L = [f"hv {c.D(styles=['wd_dm', 'dm', 'num2'])} {_time(c)} - {c.P(r.choice(['first', 'title', 'full', 'nick' if c.pt.nick else 'first']))} ({c.A(r.choice(['agesex', 'yo', 'y']))})",
         f"{m('STREET', c.street)}, {m('CITY', c.town)} {m('ZIP', c.zip)} - key safe by {m('LOCATION_OTHER', c.landmark)}",
         f"{c.rel} {c.F()} there, mob {m('PHONE', c.fam_phone)}",
         f"dob {c.D(c.dob, styles=['num', 'num2'])} / {c.health_no()[0].lower()} {m('HEALTHPLAN', c.health_no()[1])}",
         *clin(c, 3),
         f"syringe driver sn {m('DEVICE', c.device())} running ok",
         f"gp dr {m('DOCTOR', c.doc.last)} aware, rx to {m('HOSPITAL', c.pharmacy)}",
         f"next hv {c.D(c.after(1, 4), styles=['wd3', 'wd_dm'])} - {c.N(c.nurse, form=r.choice(['first', 'init']))}"]
    return "terse_note", "\n".join(L)


def cn_low_list(c):
    r = c.r
    L = [f"community caseload {c.D(styles=['dm', 'num2', 'iso'])} - {m('CITY', c.town)} team"]
    for i in range(3):
        c2 = c.__class__(c.r, c.loc, c.lower) if i else c
        L.append(f"{i + 1}. {c2.P(r.choice(['full', 'fi', 'lastfirst_plain']))}, {c2.A(r.choice(['agesex', 'yo_tight', 'yo']))}, "
                 f"{m('STREET', c2.street)} - {r.choice(['dressing', 'b12 inj', 'insulin', 'bloods', 'cath change', 'palliative check'])}. "
                 f"{c2.rel} {c2.F()} {m('PHONE', c2.fam_phone)}")
    L += clin(c, 1)
    L.append(f"car: pool car reg {m('VEHICLE', c.plate())} - {c.N(c.nurse, form='first')} driving")
    return "list", "\n".join(L)


# ----------------------------------------------------------------- pharmacy calls
def ph_record(c):
    r = c.r
    lab, hn = c.health_no()
    llab, lic = c.license("pharm")
    drug = r.choice(["oxycodone 5 mg", "amoxicillin 500 mg", "sertraline 50 mg", "insulin aspart", "apixaban 5 mg",
                     "methotrexate 10 mg weekly", "salbutamol inhaler", "levothyroxine 100 mcg", "gabapentin 300 mg"])
    L = [f"{m('HOSPITAL', c.pharmacy)} - prescriber call record",
         f"Date/time: {c.D(styles=['num', 'iso', 'num0'])} {_time(c)}",
         f"Pharmacist: {m('DOCTOR', c.pharm.full)}   {llab} {m('LICENSE', lic)}",
         f"Patient: {c.P(r.choice(['lastfirst', 'full']))}   DOB {c.D(c.dob, styles=['num', 'dash'])}",
         f"{lab}: {m('HEALTHPLAN', hn)}   Pharmacy acct: {m('ACCOUNT', c.acct())}",
         f"Rx no: {m('IDNUM', c.rxno())}   Drug: {drug}",
         f"Prescriber: {c.Dr(c.doc, 'dr')}, {m('HOSPITAL', c.clinic)}  Ph {m('PHONE', c.clinic_phone)}  Fax {m('FAX', c.clinic_fax)}",
         "",
         f"Query: {r.choice(['dose unclear on script', 'interaction with current meds', 'item out of stock, alternative needed', 'quantity exceeds plan limit', 'script unsigned'])}.",
         *clin(c, 1),
         f"Spoke to receptionist {m('DOCTOR', c.recep.first)}, then {c.Dr(c.doc, 'dr')} called back {_time(c)}; amended.",
         f"Controlled drug cabinet opened with fingerprint ID {m('BIOID', c.bioid())}." if r.random() < 0.5 else
         f"Patient collected; ID checked, driver's licence {m('LICENSE', c.driver_lic())}.",
         f"Patient informed on {m('PHONE', c.pt_phone)}."]
    return "key_value_form", "\n".join(L)


def ph_narrative(c):
    r = c.r
    p1 = (f"{c.P('full')} ({c.A(r.choice(['agesex', 'yo']))}) phoned {m('HOSPITAL', c.pharmacy)} on "
          f"{c.D(styles=['wd_long', 'long', 'num'])} asking about {c.his} new {r.choice(['blood glucose meter', 'CPAP machine', 'nebuliser', 'insulin pen'])} "
          f"(serial {m('DEVICE', c.device())}). {c.he.capitalize()} works nights as a {m('PROFESSION', c.prof)} and needs help fitting it around night shifts.")
    p2 = " ".join(clin(c, 2))
    p3 = (f"I ({m('DOCTOR', c.pharm.full)}, pharmacist) emailed {c.Dr(c.doc, 'dr')} at {m('EMAIL', c.staff_email(c.doc))} "
          f"and faxed {m('FAX', c.clinic_fax)}. {c.his.capitalize()} {c.rel} {c.F()} will collect "
          f"{c.D(c.after(1, 3), styles=['wd', 'wd_dm'])}; delivery to {m('STREET', c.street)} not possible this week.")
    p0 = f"Patient: {c.P('lastfirst')}   DOB {c.D(c.dob, styles=['num', 'short'])}   Rx {m('IDNUM', c.rxno())}   Acct {m('ACCOUNT', c.acct())}"
    return "narrative", "\n\n".join([p0, p1, p2, p3])


def ph_low_call(c):
    r = c.r
    L = [f"{c.D(styles=['dm', 'wd_dm', 'num2'])} rang {m('HOSPITAL', c.clinic)} re {c.P(r.choice(['full', 'fi', 'first']))} ({c.A(r.choice(['yo', 'agesex']))})",
         f"rx {m('IDNUM', c.rxno())} - {r.choice(['dose not stated', 'qty wrong', 'drug oos', 'needs prior auth'])}",
         f"spoke w/ {r.choice(['receptionist', 'reception'])} {m('DOCTOR', c.recep.first)}, dr {m('DOCTOR', c.doc.last)} to cb",
         *clin(c, 2),
         f"pt's {c.rel} {c.F(form='first')} collecting, mob {m('PHONE', c.fam_phone)}",
         f"dob {c.D(c.dob, styles=['num', 'num2', 'dot'])}, lives {m('STREET', c.street)} {m('CITY', c.town)}",
         f"prescriber {c.lic_str().lower()}",
         f"acct {m('ACCOUNT', c.acct())}, plan {m('HEALTHPLAN', c.health_no()[1])}",
         f"- {c.N(c.pharm, form=r.choice(['first', 'init']))} (pharm)"]
    return "terse_note", "\n".join(L)


def ph_low_thread(c):
    r = c.r
    up, ur = m("USERNAME", c.mk_username(c.pharm)), m("USERNAME", c.mk_username(c.recep))
    ts = sorted((_time(c) for _ in range(6)), key=lambda s: int(s.replace(':', '')))
    L = [f"[{ts[0]}] {up}: {c.P('full')} on phone, dob {c.D(c.dob, styles=['num', 'num2'])}, wants early refill of {r.choice(['zopiclone', 'pregabalin', 'tramadol', 'ventolin'])}",
         f"[{ts[1]}] {ur}: last filled {c.D(c.before(5, 20), styles=['dm', 'day_mon'])} at our {m('CITY', c.town)} branch, too early",
         f"[{ts[2]}] {up}: pt going to {m('COUNTRY', c.country)} {c.D(c.after(2, 9), styles=['dm', 'wd_dm'])} for 3 wks - call dr {m('DOCTOR', c.doc.last)} {m('PHONE', c.clinic_phone)}",
         f"[{ts[3]}] {ur}: ok. fax {m('FAX', c.clinic_fax)}, practice is {m('HOSPITAL', c.clinic)}",
         *[f"[note] {x}" for x in clin(c, 1)],
         f"[{ts[4]}] {up}: dr {m('DOCTOR', c.doc.first)} ok'd it. pt acct {m('ACCOUNT', c.acct())}",
         f"[{ts[5]}] {up}: approved, {c.he} collecting {c.D(c.after(0, 2), styles=['wd3', 'wd'])}, {c.rel} {c.F(form='first')} may come instead"]
    return "message_thread", "\n".join(L)


GENRES_A = {
    "gp_visit": ([gp_soap, gp_narrative, gp_review_form], [gp_low_terse, gp_low_list]),
    "telephone_triage": ([tri_form, tri_narrative], [tri_low_tc, tri_low_attempts]),
    "community_nursing": ([cn_visit, cn_handover], [cn_low_hv, cn_low_list]),
    "pharmacy_call": ([ph_record, ph_narrative], [ph_low_call, ph_low_thread]),
}
