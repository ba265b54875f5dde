"""The ten genres of dev93_en. Each generator returns (marked_text, layout)."""
import pools as P
from compose import (M, N, Person, title, drtitle, rand_date, dob, fmt_date, D, weekday_word, phone, bleep,
                     email, username, url, ip, mrn, ssn, healthplan, account, idnum, license_no, license_label,
                     device_sn, plate, bioid, street, postcode, facility, digits, ordinal)
import datetime as _dt

ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def words(n):
    if n < 20:
        return ONES[n]
    t, o = divmod(n, 10)
    return TENS[t] + (f"-{ONES[o]}" if o else "")


REL = {
    "UK": [("my mum", "F"), ("my dad", "M"), ("my husband", "M"), ("my wife", "F"), ("my daughter", "F"),
           ("my son", "M"), ("my nan", "F"), ("my partner", "F"), ("my neighbour", "M"), ("my sister", "F")],
    "IE": [("my mam", "F"), ("my da", "M"), ("my husband", "M"), ("the wife", "F"), ("my daughter", "F"),
           ("my son", "M"), ("my granny", "F"), ("my brother", "M")],
    "AU": [("my mum", "F"), ("my dad", "M"), ("my hubby", "M"), ("my missus", "F"), ("my daughter", "F"),
           ("my son", "M"), ("my partner", "M"), ("my mate", "M")],
    "IN": [("my mother", "F"), ("my father", "M"), ("my husband", "M"), ("my wife", "F"), ("my daughter", "F"),
           ("my son", "M"), ("my amma", "F"), ("my father-in-law", "M")],
    "ZA": [("my mom", "F"), ("my dad", "M"), ("my husband", "M"), ("my wife", "F"), ("my daughter", "F"),
           ("my son", "M"), ("my gogo", "F"), ("my ouma", "F")],
}


class Ctx:
    def __init__(self, rng, region):
        self.rng = rng
        self.region = region
        self.pt = Person(rng, region)
        self.today = rand_date(rng)
        self.practice = facility(rng, region, "practice")
        self.hospital = facility(rng, region, "hospital")
        self.pharmacy = facility(rng, region, "pharmacy")
        self.physio = facility(rng, region, "physio")
        self.carehome = facility(rng, region, "carehome")
        self.gp = Person(rng, region)
        self.staff = Person(rng, region)
        self.staff2 = Person(rng, region)
        rel, sex = rng.choice(REL[region])
        self.rel_word = rel
        self.rel = Person(rng, region, sex=sex, origin=self.pt.origin)
        if rng.random() < 0.6:
            self.rel.surname = self.pt.surname
        self.city = rng.choice(P.CITIES[region])
        self.employer = rng.choice(P.EMPLOYERS[region])
        self.prof = rng.choice(P.PROFESSIONS)

    # -- dates
    def later(self, lo=1, hi=30):
        return self.today + _dt.timedelta(days=self.rng.randint(lo, hi))

    def earlier(self, lo=1, hi=60):
        return self.today - _dt.timedelta(days=self.rng.randint(lo, hi))

    def d(self, date, style=None):
        return D(self.rng, date, self.region, style)

    def dob(self):
        return D(self.rng, dob(self.rng, self.pt.age), self.region,
                 self.rng.choice(["dmy_slash", "dmy_slash", "d_mon_y", "dmy_dot", "iso", "d_month_y", "dmy_short"]))

    def partial(self, date):
        return D(self.rng, date, self.region,
                 self.rng.choice(["wd_informal", "wd_only", "the_ord", "wd_dm", "wd_ord", "dm", "ord_month"]))


# ---------------------------------------------------------------- naming helpers
def nm(rng, person, typ, forms, sex_title=True):
    f = rng.choice(forms)
    if f == "title":
        return f"{title(rng, person.sex)} {M(typ, person.surname)}"
    if f == "title_full":
        return f"{title(rng, person.sex)} {M(typ, person.value('full'))}"
    return M(typ, person.value(f))


def pt(c, forms=("full", "given", "title", "given_init")):
    return nm(c.rng, c.pt, "PATIENT", forms)


def dr(c, p=None, style=None):
    rng = c.rng
    p = p or c.gp
    st = style or rng.choice(["dr", "dr", "dr_full", "full_cred", "dr_init"])
    if st == "dr":
        return f"{drtitle(rng)} {M('DOCTOR', p.surname)}"
    if st == "dr_full":
        return f"{drtitle(rng)} {M('DOCTOR', p.value('full'))}"
    if st == "dr_init":
        return f"{drtitle(rng)} {M('DOCTOR', p.value('init_sur'))}"
    if st == "full_cred":
        cred = rng.choice(P.DOC_CREDS[c.region])
        return f"{M('DOCTOR', p.value('full'))}{rng.choice([', ', ' '])}{N('cred', cred)}"
    raise ValueError(st)


def staff(c, p=None, role=None, style=None):
    rng = c.rng
    p = p or c.staff
    r, cred = rng.choice(P.STAFF_ROLES)
    role = role or r
    st = style or rng.choice(["role_given", "role_given", "given_role", "full_cred", "given_init", "given"])
    if st == "role_given":
        return f"{role} {M('DOCTOR', p.given)}"
    if st == "given_role":
        return f"{M('DOCTOR', p.given)} ({role})"
    if st == "full_cred":
        if cred:
            return f"{M('DOCTOR', p.value('full'))} {N('cred', cred)}"
        return f"{M('DOCTOR', p.value('full'))}, {role}"
    if st == "given_init":
        return f"{M('DOCTOR', p.value('given_init'))}"
    return M("DOCTOR", p.given)


def fam(c, style=None, third=False):
    rng = c.rng
    st = style or rng.choice(["rel_given", "rel_full", "given_rel", "rel_given"])
    rw = c.rel_word
    if third:
        rw = rw.replace("my ", "her " if c.pt.sex == "F" else "his ").replace("the ", "his ")
    if st == "rel_given":
        return f"{rw} {M('FAMILY', c.rel.given)}"
    if st == "rel_full":
        return f"{rw} {M('FAMILY', c.rel.value('full'))}"
    return f"{M('FAMILY', c.rel.given)} ({c.rel_word.replace('my ', '').replace('the ', '')})"


def age(c, a=None, sex=None):
    rng = c.rng
    a = c.pt.age if a is None else a
    sex = sex or c.pt.sex
    r = rng.random()
    if r < 0.06 and 20 <= a <= 99:
        return f"aged {M('AGE', words(a))}"
    return rng.choice([f"{M('AGE', a)} yo", f"{M('AGE', a)}yo", f"{M('AGE', a)}yo {sex}", f"{M('AGE', a)} {sex}",
                       f"aged {M('AGE', a)}", f"{M('AGE', a)}-year-old", f"{M('AGE', a)} yrs", f"({M('AGE', a)})",
                       f"{M('AGE', a)}y"])


def drug(c, with_dose=True):
    d, s = c.rng.choice(P.DRUGS)
    return N("drug", f"{d} {s}") if with_dose else N("drug", d)


def lab(c):
    return N("lab", c.rng.choice(P.LABS))


def vit(c):
    return N("vital", c.rng.choice(P.VITALS))


def time_(c):
    h = c.rng.randint(8, 17)
    m = c.rng.choice([0, 10, 15, 20, 30, 40, 45, 50])
    return N("time", c.rng.choice([f"{h:02d}:{m:02d}", f"{h % 12 or 12}.{m:02d}{'am' if h < 12 else 'pm'}",
                                   f"{h}:{m:02d}"]))


def addr(c, sep=", ", with_state=None, with_country=False):
    rng, reg = c.rng, c.region
    parts = [M("STREET", street(rng, reg)), M("CITY", c.city)]
    if reg == "IE" and rng.random() < 0.5:
        parts.append("Co. " + M("CITY", rng.choice(P.COUNTIES["IE"])))
    if reg == "UK" and rng.random() < 0.25:
        parts.append(M("CITY", rng.choice(P.COUNTIES["UK"])))
    ws = with_state if with_state is not None else reg in ("AU", "IN", "ZA")
    pc = M("ZIP", postcode(rng, reg))
    if ws:
        parts.append(f"{M('STATE', rng.choice(P.STATES[reg]))} {pc}")
    else:
        parts.append(pc)
    if with_country:
        parts.append(M("COUNTRY", {"UK": "UK", "IE": "Ireland", "AU": "Australia", "IN": "India",
                                   "ZA": "South Africa"}[reg]))
    return sep.join(parts)


def idline(c):
    """Region-appropriate patient identifier with its label."""
    rng, reg = c.rng, c.region
    if reg == "UK":
        return f"{rng.choice(['NHS no', 'NHS No.', 'NHS number'])}: {M('MRN', '999 ' + digits(rng, 3) + ' ' + digits(rng, 4))}"
    if reg == "IE":
        return rng.choice([f"MRN: {M('MRN', mrn(rng, reg))}", f"GMS/medical card: {M('HEALTHPLAN', healthplan(rng, reg))}"])
    if reg == "AU":
        return rng.choice([f"Medicare: {M('HEALTHPLAN', healthplan(rng, reg))}", f"UR: {M('MRN', mrn(rng, reg))}"])
    if reg == "IN":
        return rng.choice([f"UHID: {M('MRN', mrn(rng, reg))}", f"Aadhaar: {M('SSN', ssn(rng, reg))}"])
    return rng.choice([f"Medical aid no: {M('HEALTHPLAN', healthplan(rng, reg))}", f"ID no: {M('SSN', ssn(rng, reg))}",
                       f"Hosp no: {M('MRN', mrn(rng, reg))}"])


def cap(s):
    return s[:1].upper() + s[1:]


def W(w):
    return N("word", w)


def filler(c):
    """A sentence with ordinary words that are also names in the pools (hard negatives)."""
    return c.rng.choice([
        f"I {W('hope')} that's ok.", f"{W('May')} be nothing but wanted to check.", f"{W('Will')} wait to hear.",
        f"The pain is {W('sharp')} and a {W('little')} worse at night.", f"Got a {W('bill')} from last time, is that right?",
        f"There's a red {W('mark')} on the skin.", f"No {W('joy')} in anything lately.", f"It's been a {W('long')} week.",
        f"{W('Hope')} to hear soon.", f"{W('Will')} pop in if easier.", f"{W('Young')} kids at home so mornings are hard.",
        f"{W('Best')} wishes.", f"Had a {W('frost')} bite scare last winter lol.", f"The {W('green')} form is filled in.",
        f"{W('Grace')} period for the repeat ran out?", f"you {W('may')} need to chase it", f"i {W('will')} be at work till 5",
        f"{W('Frankly')} it is getting worse.", f"my hands go {W('white')} in the cold.", f"it {W('may')} be the new tablets",
    ])


def signoff(c):
    return c.rng.choice(["thanks", "thx", "many thanks", "cheers", "ta", "regards", "kind regards", "thank you"])


# ================================================================ 1. GP online consultation requests
def gp_online_consult(c):
    rng = c.rng
    p = c.pt
    on_behalf = rng.random() < 0.2
    if on_behalf:
        p.age = rng.randint(1, 15)
    head = []
    if rng.random() < 0.8:
        head.append(rng.choice(["Online consultation", "eConsult request", "Online request", "Patient request form",
                                "Web consult"]) + f" - {M('HOSPITAL', c.practice)}")
        head.append(f"Submitted {c.d(c.today, rng.choice(['dmy_slash', 'iso', 'd_mon_y']))} {time_(c)}"
                    + (f" | IP {M('IPADDR', ip(rng))}" if rng.random() < 0.55 else ""))
        nline = f"Patient: {nm(rng, p, 'PATIENT', ['caps_comma', 'full', 'sur_comma', 'caps', 'full_mid'])}"
        if rng.random() < 0.8:
            nline += f" | DOB {c.dob()}"
        if rng.random() < 0.7:
            nline += f" | {idline(c)}"
        head.append(nline)
        cl = []
        if rng.random() < 0.75:
            cl.append(f"Tel {M('PHONE', phone(rng, c.region))}")
        if rng.random() < 0.5:
            cl.append(f"Email {M('EMAIL', email(rng, p))}")
        if rng.random() < 0.45:
            cl.append(f"User {M('USERNAME', username(rng, p))}")
        if cl:
            head.append(" | ".join(cl))
        if on_behalf:
            head.append(f"Completed by: {M('FAMILY', c.rel.value('full'))} ({c.rel_word.replace('my ', '').replace('the ', '')})")
    a = c.earlier(2, 20)
    bodies = [
        f"back pain since {c.partial(a)}, worse bending. I'm a {M('PROFESSION', c.prof)} so on my feet all day. "
        f"tried {drug(c)} no help. I {W('hope')} someone can ring after {time_(c)}",
        f"Hi, {age(c)}. rash on both arms 2 weeks, itchy with white patches. {fam(c)} thinks it {W('may')} be eczema. "
        f"Got back from {M('COUNTRY', rng.choice(P.COUNTRIES))} on {c.d(a)}.",
        f"Can I have my {drug(c, False)} reviewed? home {vit(c)}, {vit(c)}. {W('Will')} send more readings. {signoff(c)} {pt(c, ['given', 'given_init'])}",
        f"need a fit note from {c.d(a, 'dm')} please, {M('ORGANIZATION', c.employer)} HR asked for one. "
        f"work as a {M('PROFESSION', c.prof)}. off with {N('dx', rng.choice(P.EPONYMS))} flare",
        f"{pt(c, ['given'])} here, {age(c)}. Dizzy when I turn over in bed since {c.partial(a)}, "
        f"physio at {M('HOSPITAL', c.physio)} mentioned the {N('dx', 'Epley manoeuvre')}. Can {dr(c, style='dr')} see me?",
        f"Requesting blood test results from {c.d(a)} - {lab(c)}? was told {lab(c)} was low. {W('May')} I ask if I need "
        f"{drug(c, False)}?",
        f"My periods are very heavy since {M('DATE', fmt_date(rng, a, c.region, 'month_year'))}. I am {age(c)} and "
        f"worried. I'd prefer a female doctor, ideally {dr(c, style='dr')}.",
        f"Knee swollen behind, someone said {N('dx', 'Baker' + chr(39) + 's cyst')}. I play for {M('ORGANIZATION', rng.choice(P.CLUBS))}"
        f" and have a match {c.partial(c.later(2, 9))}.",
        f"cough 3 weeks, {vit(c)}. smoker 20/day. {cap(fam(c, 'rel_given'))} says I should get a chest xray. "
        f"I'm {M('AGE', p.age)}.",
        f"mood low since {M('DATE', rng.choice(P.HOLIDAYS[c.region]))}, {N('score', 'PHQ-9 ' + str(rng.randint(8, 22)))} on the app. "
        f"Lost my job at {M('ORGANIZATION', c.employer)} on {c.d(a)}.",
    ]
    if on_behalf:
        bodies = [
            f"Writing for {fam_child(c)} who has had a temp of 38.4 since {c.partial(a)}, off food. {N('drug', 'Calpol 5ml QDS')} "
            f"helping a bit. Can the nurse call me on {M('PHONE', phone(rng, c.region))}?",
            f"This is for {pt(c, ['full', 'given'])} ({age(c)}), {c.rel_word.replace('my ', 'her ').replace('the ', 'her ')} "
            f"{M('FAMILY', c.rel.given)} writing. Ear pain both sides, worse at night. No fever.",
            f"{pt(c, ['given'])} is {M('AGE', p.age)} and still wetting the bed, school ({M('ORGANIZATION', rng.choice(P.EMPLOYERS[c.region]))}) "
            f"noticed. Can we have an appointment {c.partial(c.later(1, 6))}?",
        ]
    body = rng.choice(bodies)
    if rng.random() < 0.45:
        body += " " + filler(c)
    text = "\n".join(head + [rng.choice(["What is the problem?", "Details:", "Message:", "Your request:"]), body]) \
        if head else body
    return text, "form" if head else "single message"


def fam_child(c):
    return f"{c.rng.choice(['my son', 'my daughter', 'our little one'])} {M('PATIENT', c.pt.given)} ({M('AGE', c.pt.age)})"


# ================================================================ 2. replies from practice staff
def practice_reply(c):
    rng = c.rng
    d1 = c.later(1, 10)
    greet = rng.choice([f"Dear {pt(c, ['title', 'title_full', 'full'])},", f"Hi {pt(c, ['given'])},",
                        f"Hello {pt(c, ['given', 'title'])},", f"Dear {pt(c, ['given'])}"])
    bodies = [
        f"Thank you for your request of {c.d(c.earlier(1, 5))}. {dr(c)} has reviewed it and {W('will')} see you "
        f"on {c.d(d1, rng.choice(['wd_dm', 'wd_long', 'wd_ord']))} at {time_(c)} in Room {M('LOCATION_OTHER', rng.randint(1, 14))}.",
        f"Your recent bloods are back: {lab(c)}, {lab(c)}, {lab(c)}. {dr(c)} says no action needed, repeat in 3 months.",
        f"{dr(c)} has sent a prescription for {drug(c)} to {M('HOSPITAL', c.pharmacy)}. It {W('may')} take 48 hours.",
        f"We have booked you with {staff(c, role='the practice nurse')} for your {N('test', 'ECG')} "
        f"on {c.partial(d1)} {time_(c)}. Please bring your {N('test', 'BP')} diary.",
        f"Your fit note from {c.d(c.earlier(1, 5), 'dm')}-{c.d(d1, 'dm')} is ready to collect from reception. "
        f"It will say '{N('dx', rng.choice(P.EPONYMS))}'.",
        f"Unfortunately we cannot accept requests through {M('URL', url(rng, c.practice))} for controlled drugs. "
        f"Please ring {M('PHONE', phone(rng, c.region))} after {time_(c)}.",
        f"I have passed your message to {dr(c)} who will call you {c.partial(d1)}. If worse please call 111 "
        f"or attend {M('HOSPITAL', c.hospital)} ED.",
    ]
    body = " ".join(rng.sample(bodies, rng.choice([1, 1, 2])))
    sig = rng.choice([
        f"Kind regards,\n{staff(c, style=rng.choice(['full_cred', 'given', 'given_init']))}\n{M('HOSPITAL', c.practice)}",
        f"{N('score', rng.choice(P.SCORES))} noted. Thanks, {staff(c, style='given')} ({rng.choice(['reception', 'admin team', 'care navigator', 'dispensary'])})",
        f"{M('HOSPITAL', c.practice)} | {M('PHONE', phone(rng, c.region))}"
        + (f" | {M('EMAIL', email(rng, org=c.practice))}" if rng.random() < 0.5 else ""),
        f"Regards, {staff(c, style='given')}\n{M('HOSPITAL', c.practice)}, {addr(c)}",
        f"- {staff(c, style='given')}, on behalf of {dr(c, style='dr')}",
    ])
    lines = [greet, body, sig]
    if rng.random() < 0.35:
        lines.insert(0, f"Re: {pt(c, ['full', 'caps_comma'])} DOB {c.dob()}")
    return "\n".join(lines), "single message"


# ================================================================ 3. repeat-prescription requests
def repeat_rx(c):
    rng = c.rng
    p = c.pt
    items = ", ".join(drug(c) for _ in range(rng.randint(1, 4)))
    r = rng.random()
    if r < 0.35:
        lines = [f"Repeat prescription request {M('IDNUM', idnum(rng))}",
                 f"Patient: {nm(rng, p, 'PATIENT', ['caps_comma', 'sur_comma', 'full'])}   DOB: {c.dob()}",
                 f"Items: {items}",
                 f"Nominated pharmacy: {M('HOSPITAL', c.pharmacy)}, {M('CITY', c.city)}"]
        if rng.random() < 0.7:
            lines.append(f"Requested via app by {M('USERNAME', username(rng, p))}"
                         + (f" from {M('IPADDR', ip(rng))}" if rng.random() < 0.6 else "")
                         + f" on {c.d(c.today)} {time_(c)}")
        if rng.random() < 0.3:
            lines.append(idline(c))
        return "\n".join(lines), "form"
    if r < 0.7:
        t = rng.choice([
            f"repeat script pls for {pt(c, ['given', 'full', 'init_dots'])}, dob {c.dob()}: {items}. "
            f"collect from {M('HOSPITAL', c.pharmacy)} on {c.partial(c.later(1, 6))}. {signoff(c)}",
            f"hi could I order my usual {items}, running out by {c.partial(c.later(1, 6))}. {pt(c, ['given', 'given_init'])}, "
            f"{M('PHONE', phone(rng, c.region))}",
            f"Please can {fam(c)} collect my repeat ({items}) from {M('HOSPITAL', c.practice)}? "
            f"I'm at {M('HOSPITAL', c.carehome)} till {c.partial(c.later(3, 14))}. {pt(c, ['full', 'title'])}",
            f"Need my {drug(c, False)} before I fly to {M('COUNTRY', rng.choice(P.COUNTRIES))} on "
            f"{c.d(c.later(3, 14))}, away til {c.d(c.later(20, 40))}. Can I get 2 months? "
            f"{pt(c, ['given'])} ({M('AGE', p.age)})",
            f"Insulin pump supplies for {pt(c, ['full', 'caps'])}: pump SN {M('DEVICE', device_sn(rng))}, {N('drug', 'NovoRapid cartridges x5')}. "
            f"{idline(c)}",
        ])
        return t, "single message"
    # short thread with dispensary
    t = (f"{pt(c, ['given', 'full'])}: can I get {items} pls\n"
         f"{staff(c, style='given')} ({M('HOSPITAL', c.practice)} dispensary): Hi, {drug(c, False)} needs a review with "
         f"{dr(c, style='dr')} first, booked {c.partial(c.later(1, 7))} {time_(c)}. Rest ready {c.partial(c.later(1, 4))}.\n"
         f"{pt(c, ['given'])}: ok will come then, ta")
    return t, "short thread"


# ================================================================ 4. hospital appointment letters (short)
SPECS = ["Cardiology", "Orthopaedics", "Dermatology", "Diabetes", "ENT", "Gynaecology", "Urology",
         "Rheumatology", "Respiratory", "Memory Clinic", "Fracture Clinic", "Ophthalmology"]


def appt_letter(c):
    rng = c.rng
    p = c.pt
    reg = c.region
    d1 = c.later(7, 60)
    spec = rng.choice(SPECS)
    L = [M("HOSPITAL", c.hospital)]
    if rng.random() < 0.5:
        L.append(f"{N('dept', spec)} Outpatients, {M('LOCATION_OTHER', rng.choice(P.BUILDINGS))}")
    tel = f"Tel {M('PHONE', phone(rng, reg, rng.choice(['any', 'ext'])))}"
    if rng.random() < 0.55:
        tel += f" | Fax {M('FAX', phone(rng, reg))}"
    L.append(tel)
    L.append(c.d(c.today, rng.choice(["d_month_y", "dmy_slash", "d_mon_y"])))
    hn = mrn(rng, reg)
    while reg == "UK" and hn.startswith("999"):
        hn = mrn(rng, reg)
    ids = f"Hosp no: {M('MRN', hn)}"
    if rng.random() < 0.5:
        ids += f"   {idline(c)}"
    L.append(ids)
    if rng.random() < 0.7:
        L.append(f"{title(rng, p.sex)} {M('PATIENT', rng.choice([p.value('full'), p.value('init_sur'), p.value('full_mid')]))}")
        L.append(addr(c, sep="\n" if rng.random() < 0.5 else ", ", with_country=rng.random() < 0.3))
    L.append(f"Dear {title(rng, p.sex)} {M('PATIENT', p.surname)},")
    when = c.d(d1, rng.choice(["wd_long", "wd_long", "d_month_y", "dmy_slash"]))
    body = rng.choice([
        f"An appointment has been made for you to see {dr(c, style=rng.choice(['dr', 'dr_full']))} ({N('dept', spec)}) on "
        f"{when} at {time_(c)}.",
        f"Your {N('dept', spec)} appointment is on {when} at {time_(c)} in Clinic {M('LOCATION_OTHER', rng.choice(['4', '7', '12B', 'C', '3A']))}.",
        f"You are booked for a {N('test', rng.choice(['DEXA scan', 'echo', 'Holter', 'MRI knee', 'spirometry']))} on {when}, "
        f"{time_(c)}. Please arrive 15 minutes early. {W('May')} we remind you to bring your glasses.",
    ])
    L.append(body)
    extra = []
    if rng.random() < 0.35:
        extra.append(f"Booking ref: {M('ACCOUNT', account(rng))}.")
    if rng.random() < 0.3:
        extra.append(f"A parking permit has been issued for vehicle {M('VEHICLE', plate(rng, reg))}.")
    if rng.random() < 0.3:
        extra.append(f"Please bring your medicines, e.g. {drug(c)}.")
    if rng.random() < 0.3:
        extra.append(f"Manage your booking at {M('URL', url(rng, c.hospital))}.")
    if rng.random() < 0.2:
        extra.append(f"Referral from {dr(c, p=c.staff2, style='dr')}, {M('HOSPITAL', c.practice)}, dated {c.d(c.earlier(5, 40))}.")
    if extra:
        L.append(" ".join(extra))
    L.append("Yours sincerely,")
    if rng.random() < 0.5:
        L.append(f"{M('DOCTOR', c.gp.value('full'))}, {rng.choice(['Consultant', 'Specialty Registrar', 'Clinic Coordinator'])}"
                 + (f" ({license_label(rng, reg)} {M('LICENSE', license_no(rng, reg))})" if rng.random() < 0.4 else ""))
    else:
        L.append("Outpatient Booking Team")
    if rng.random() < 0.6:
        a, b = c.gp.initials(), c.staff.initials().lower()
        L.append(f"{M('DOCTOR', a)}/{M('DOCTOR', b)}" + (f"  dict {c.d(c.earlier(1, 10), 'dmy_short')}" if rng.random() < 0.5 else ""))
    if rng.random() < 0.4:
        L.append(f"cc: {dr(c, p=c.staff2, style='dr')}, {M('HOSPITAL', c.practice)}")
    return "\n".join(L), "letter"


# ================================================================ 5. text reminders
def text_reminder(c):
    rng = c.rng
    d1 = c.later(1, 14)
    return rng.choice([
        f"{M('HOSPITAL', c.practice)}: Reminder {pt(c, ['given'])}, appt with {staff(c, style='role_given')} on "
        f"{c.d(d1, rng.choice(['wd_dm', 'wd_ord', 'wd_long']))} at {time_(c)}. Reply C to cancel or call {M('PHONE', phone(rng, c.region))}",
        f"Hi {pt(c, ['given'])}, your flu jab is due. Book at {M('URL', url(rng, c.practice))} or ring "
        f"{M('PHONE', phone(rng, c.region))}. {M('HOSPITAL', c.practice)}",
        f"{M('HOSPITAL', c.hospital)}: {pt(c, ['title', 'title_full'])}, your scan is booked {c.d(d1)} {time_(c)}, "
        f"{M('LOCATION_OTHER', rng.choice(P.BUILDINGS))}. Ref {M('ACCOUNT', account(rng))}",
        f"Dear {pt(c, ['given', 'full'])}, your prescription is ready at {M('HOSPITAL', c.pharmacy)}. Open til {time_(c)}.",
        f"{pt(c, ['given'])} - {dr(c, style='dr')} would like you to book a review re your {lab(c)} result. "
        f"Link: {M('URL', url(rng, c.practice))}",
        f"REMINDER: {M('PATIENT', c.pt.value(rng.choice(['caps', 'given_init'])))} physio {c.partial(d1)} {time_(c)} "
        f"with {M('DOCTOR', c.staff.given)} @ {M('HOSPITAL', c.physio)}. Txt STOP to opt out",
        f"{M('HOSPITAL', c.practice)} msg for {pt(c, ['given_init', 'given'])}: pls call us re results. "
        f"{W('Will')} be open {c.partial(d1)} from {time_(c)}. {M('PHONE', phone(rng, c.region))}",
        f"hi {pt(c, ['given'])} its {M('DOCTOR', c.staff.given)} from {M('HOSPITAL', c.practice)}, covid booster "
        f"{c.partial(d1)} {time_(c)}, bring ur card",
        f"Your child {M('PATIENT', c.pt.given)}'s imms are due ({N('vaccine', '6-in-1')}, {N('vaccine', 'MenB')}). "
        f"Book: {M('PHONE', phone(rng, c.region))}. {M('HOSPITAL', c.practice)}",
    ]), "one-line note"


# ================================================================ 6. carers' and relatives' messages
def carer_message(c):
    rng = c.rng
    p = c.pt
    p.age = rng.randint(68, 99)
    a = c.earlier(1, 10)
    carer = Person(rng, c.region)
    agency = rng.choice([f"{rng.choice(P.FAC_WORDS)} Home Care", f"{rng.choice(P.FAC_WORDS)} Carers Ltd",
                         f"Helping Hands {rng.choice(P.CITIES[c.region])}", f"{rng.choice(P.FAC_WORDS)} Care Agency"])
    t = rng.choice([
        f"Hi it's {M('FAMILY', c.rel.given)}, {pt(c, ['given'])}'s {rng.choice(['daughter', 'niece', 'neighbour'] if c.rel.sex == 'F' else ['son', 'nephew', 'neighbour'])}. "
        f"{'Mum' if p.sex == 'F' else 'Dad'} ({M('AGE', p.age)}) has been more confused since {c.partial(a)}, not eating, {vit(c)}. {'She' if p.sex == 'F' else 'He'}'s at "
        f"{M('HOSPITAL', c.carehome)} room {M('LOCATION_OTHER', rng.randint(1, 40))}. Can {dr(c, style='dr')} visit? "
        f"my no is {M('PHONE', phone(rng, c.region))}",
        f"message from carer {M('FAMILY', carer.value('given'))} at {M('ORGANIZATION', agency)}: "
        f"{pt(c, ['title', 'full'])} ({age(c)}) had a fall this am, no head injury, {vit(c)}. "
        f"{N('score', 'GCS 15')}. Family aware ({fam(c, third=True)}).",
        f"I'm writing about {fam_parent(c)}. Since {c.d(a)} her legs are more swollen and {drug(c, False)} doesn't seem "
        f"to help. She lives at {M('STREET', street(rng, c.region))}, {M('CITY', c.city)}. I {W('may')} not be reachable "
        f"till {time_(c)} - try my husband {M('FAMILY', Person(rng, c.region, sex='M').given)}.",
        f"{pt(c, ['given'])} ({M('AGE', p.age)}) - {N('dx', rng.choice(['Parkinson' + chr(39) + 's', 'Alzheimer' + chr(39) + 's']))}"
        f" meds running low ({drug(c)}). {W('Will')} {fam(c)} be able to collect from {M('HOSPITAL', c.pharmacy)} on "
        f"{c.partial(c.later(1, 5))}? - {M('FAMILY', carer.value('given_init'))}, carer",
        f"Dear {dr(c, style='dr')}, my father {pt(c, ['full', 'title'])} ({age(c)}) was discharged from "
        f"{M('HOSPITAL', rng.choice(P.WARD_NAMES))} at {M('HOSPITAL', c.hospital)} on {c.d(a)} but no one told the "
        f"{N('role', 'district nurses')}. His {N('device', 'Foley catheter')} is leaking. Please help. "
        f"{M('FAMILY', c.rel.value('full'))}, {M('EMAIL', email(rng, c.rel))}",
        f"hi its {M('FAMILY', c.rel.given)} again re {pt(c, ['given', 'given_init'])}, her {N('vital', 'BM')} was 19 "
        f"this morning, she had a big lunch at {M('ORGANIZATION', rng.choice(P.CLUBS))} yesterday. "
        f"should we up the {N('drug', 'Lantus')}? app user {M('USERNAME', username(rng, c.rel))}",
        f"Carer log {c.d(a, 'dmy_short')}: {M('PATIENT', p.value('init'))} ({M('AGE', p.age)} {p.sex}) refused {drug(c, False)} "
        f"x2. Son {M('FAMILY', Person(rng, c.region, sex='M').given)} back from {M('COUNTRY', rng.choice(P.COUNTRIES))} "
        f"{c.partial(c.later(1, 9))}. Daughter {M('FAMILY', c.rel.value('given_init'))} informed. Pendant alarm {M('DEVICE', device_sn(rng))} tested ok. "
        f"- {M('FAMILY', carer.value('init').lower())}",
    ])
    if rng.random() < 0.4:
        t += " " + filler(c)
    return t, "single message"


def fam_parent(c):
    if c.pt.sex != "F":
        c.pt.sex = "F"
        c.pt.given = c.rng.choice(P.GIVEN[c.pt.origin][0])
    return f"my mother {M('PATIENT', c.pt.value(c.rng.choice(['full', 'given', 'full_mid'])))}, {age(c)}"


# ================================================================ 7. community pharmacy queries
def pharmacy_query(c):
    rng = c.rng
    p = c.pt
    ph = Person(rng, c.region)
    r = rng.random()
    if r < 0.45:
        t = (f"{M('HOSPITAL', c.pharmacy)} to {M('HOSPITAL', c.practice)} - query re {pt(c, ['full', 'caps_comma', 'sur_comma'])} "
             f"DOB {c.dob()}: Rx {M('IDNUM', idnum(rng))} dated {c.d(c.earlier(1, 7))} for {drug(c)} - "
             + rng.choice(["dose unclear", "interacts with", "out of stock, alternative?", "quantity missing", "not signed"])
             + (f" {drug(c, False)}" if rng.random() < 0.3 else "")
             + f". Please advise. {M('DOCTOR', ph.value('full'))} {N('cred', 'MPharm')}, Tel {M('PHONE', phone(rng, c.region))}"
             + (f", Fax {M('FAX', phone(rng, c.region))}" if rng.random() < 0.5 else ""))
        if rng.random() < 0.4:
            t += f". Prescriber {dr(c, style='dr')} ({license_label(rng, c.region)} {M('LICENSE', license_no(rng, c.region))})"
        return t, "single message"
    if r < 0.8:
        t = rng.choice([
            f"hi, can I take {drug(c, False)} with my {drug(c)}? I'm {age(c)} and on {drug(c, False)} for {N('dx', rng.choice(P.EPONYMS))}. "
            f"{pt(c, ['given', 'given_init'])}",
            f"my glucose meter (serial {M('DEVICE', device_sn(rng))}) keeps showing E-4. got it from you on {c.d(c.earlier(5, 90))}. "
            f"{pt(c, ['full', 'given'])}, {M('PHONE', phone(rng, c.region))}",
            f"Is my blister pack ready for {c.partial(c.later(0, 4))}? Delivery to {M('STREET', street(rng, c.region))} pls, "
            f"{fam(c)} will be in. Acct {M('ACCOUNT', account(rng))}",
            f"Off to {M('COUNTRY', rng.choice(P.COUNTRIES))} {c.partial(c.later(2, 9))} for 3 weeks - can I get travel "
            f"sickness tablets and is {drug(c, False)} ok in the heat? {pt(c, ['given', 'full'])}",
            f"Collecting for {fam(c)} - is the {drug(c)} in? {pt(c, ['given'])} {M('PHONE', phone(rng, c.region))}",
            f"{pt(c, ['given'])} here, {age(c)}, 12 weeks pregnant - is {drug(c, False)} ok? Midwife at {M('HOSPITAL', c.hospital)} "
            f"said ask you",
            f"Medical aid {M('HEALTHPLAN', healthplan(rng, c.region))} rejected my {drug(c)} claim on {c.d(c.earlier(1, 9))}. Can you resubmit? "
            f"{pt(c, ['full'])}",
        ])
        reply = ""
        if rng.random() < 0.5:
            reply = (f"\n> {M('HOSPITAL', c.pharmacy)}: Hi {pt(c, ['given'])}, {M('DOCTOR', ph.given)} here (pharmacist). "
                     + rng.choice(["Yes that is fine, space them 2 hours apart.", f"Please pop in, we {W('will')} check it.",
                                   f"We'll have it {c.partial(c.later(1, 3))} after {time_(c)}.",
                                   "Best to check with your GP first."]))
        if rng.random() < 0.4:
            t += " " + filler(c)
        return t + reply, "short thread" if reply else "single message"
    t = (f"Emergency supply request - {M('HOSPITAL', c.pharmacy)}, {M('CITY', c.city)}\n"
         f"Pt: {nm(rng, p, 'PATIENT', ['caps_comma', 'full'])}, {age(c)}, {addr(c)}\n"
         f"Item: {drug(c)}. Last issued {c.d(c.earlier(20, 40))} by {M('HOSPITAL', c.practice)}.\n"
         f"Supplied by {M('DOCTOR', ph.value('given_init'))} {c.d(c.today, 'dmy_short')} {time_(c)}. PMR ref {M('IDNUM', idnum(rng))}")
    return t, "form"


# ================================================================ 8. physiotherapy booking chats
def physio_chat(c):
    rng = c.rng
    p = c.pt
    u = M("USERNAME", username(rng, p))
    d0 = c.today
    s = c.staff
    lines = [f"[{c.d(d0, rng.choice(['dmy_slash', 'd_mon_y', 'iso']))} {time_(c)}] {u}: "
             + rng.choice([f"hi, need to book for my knee, they said {N('dx', 'Baker' + chr(39) + 's cyst')}",
                           f"hiya, {N('dx', 'Achilles tendinopathy')} again, can I get in this week?",
                           f"hello, my GP {dr(c, style='dr')} referred me for shoulder pain ({N('icd', rng.choice(P.ICD))})",
                           f"back's gone again lifting at work ({M('ORGANIZATION', c.employer)}), can u fit me in",
                           f"hi it's {pt(c, ['given', 'full'])}, following up from {c.partial(c.earlier(3, 20))}"])]
    lines.append(f"[{time_(c)}] {M('HOSPITAL', c.physio)} ({M('DOCTOR', s.given)}): Hi {pt(c, ['given'])}! We have "
                 f"{c.d(c.later(1, 5), rng.choice(['wd_ord', 'wd_dm', 'wd_informal']))} {time_(c)} with {M('DOCTOR', c.staff2.given)}"
                 f" or {c.partial(c.later(1, 6))} {time_(c)}. New or existing patient?")
    follow = rng.choice([
        f"{u}: thurs pls. existing, DOB {c.dob()}",
        f"{u}: {rng.choice(['new', 'new patient'])}. {pt(c, ['full', 'caps'])}, {age(c)}, {M('PHONE', phone(rng, c.region))}",
        f"{u}: is it covered? fund no {M('HEALTHPLAN', healthplan(rng, c.region))}",
        f"{u}: work injury, claim no {M('IDNUM', idnum(rng))}, employer {M('ORGANIZATION', c.employer)}",
        f"{u}: the 2nd one. I work as a {M('PROFESSION', c.prof)} so after {time_(c)} is best",
    ])
    lines.append(follow)
    if rng.random() < 0.7:
        lines.append(f"{M('DOCTOR', s.given)}: "
                     + rng.choice([f"Booked! Room {M('LOCATION_OTHER', rng.randint(1, 6))}, bring shorts. Confirmation sent to "
                                   f"{M('EMAIL', email(rng, p))}",
                                   f"Done - {c.d(c.later(1, 6), 'wd_dm')} {time_(c)}. Please fill the form at {M('URL', url(rng, c.physio))}",
                                   f"No worries. Please arrive 10 min early, {N('test', 'Lachman test')} may be done on day 1.",
                                   f"Great, {M('DOCTOR', c.staff2.value('given_init'))} will see you. Parking at {M('LOCATION_OTHER', rng.choice(P.BUILDINGS))}."]))
    if rng.random() < 0.4:
        lines.append(f"{u}: {rng.choice(['thanks', 'ta', 'cheers', 'legend thx', 'ok'])}"
                     + (f", {fam(c, 'rel_given')} will drive me" if rng.random() < 0.5 else ""))
    return "\n".join(lines), "short thread"


# ================================================================ 9. occupational health e-mails from employers
def occ_health_email(c):
    rng = c.rng
    p = c.pt
    p.age = rng.randint(19, 66)
    hr = Person(rng, c.region)
    org = c.employer
    ohp = Person(rng, c.region)
    L = [f"From: {M('FAMILY', hr.value('full'))} <{M('EMAIL', email(rng, hr))}>",
         f"To: {rng.choice(['Occupational Health', 'OH team', 'occ health'])} <{M('EMAIL', email(rng, org='ohs'))}>",
         f"Date: {c.d(c.today, rng.choice(['wd_long', 'd_mon_y', 'dmy_slash']))} {time_(c)}",
         f"Subject: {rng.choice(['Referral', 'Management referral', 'RE: fitness to work', 'Return to work query'])} - "
         f"{nm(rng, p, 'PATIENT', ['full', 'caps', 'init_sur', 'sur_comma'])}"
         + (f" (staff no {M('IDNUM', 'E' + digits(rng, 5))})" if rng.random() < 0.5 else ""), ""]
    greet = rng.choice([f"Dear {dr(c, p=ohp, style='dr')},", "Hi team,", f"Hi {M('DOCTOR', ohp.given)},", "Good morning,"])
    L.append(greet)
    b = [f"{pt(c, ['given', 'full', 'title'])} ({M('AGE', p.age)}) works as a {M('PROFESSION', c.prof)} at our "
         f"{M('CITY', c.city)} site and has been off since {c.d(c.earlier(5, 60))} with "
         f"{N('dx', rng.choice(['back pain', 'stress', 'knee injury', 'Crohn' + chr(39) + 's flare', 'carpal tunnel']))}."]
    extras = []
    if rng.random() < 0.5:
        extras.append(f"{'She' if p.sex == 'F' else 'He'} drives company vehicle {M('VEHICLE', plate(rng, c.region))} so we need advice on driving.")
    if rng.random() < 0.45:
        extras.append(f"{cap(license_label(rng, c.region, 'driver'))} {M('LICENSE', license_no(rng, c.region))}.")
    if rng.random() < 0.4:
        extras.append(f"NI/ID no {M('SSN', ssn(rng, c.region))}.")
    if rng.random() < 0.45:
        extras.append(f"Biometric clock-in ID {M('BIOID', bioid(rng))} has been suspended while off.")
    if rng.random() < 0.35:
        extras.append(f"Their manager {M('FAMILY', Person(rng, c.region).value(rng.choice(['full', 'given'])))} "
                      f"may be contacted on {M('PHONE', phone(rng, c.region, 'ext'))}.")
    if rng.random() < 0.3:
        extras.append(f"{rng.choice(['Returned from', 'Was recently in', 'Is due to travel to'])} "
                      f"{M('COUNTRY', rng.choice(P.COUNTRIES))} {rng.choice(['on', 'around'])} {c.d(c.earlier(1, 30))}.")
    if rng.random() < 0.3:
        extras.append(f"GP is {dr(c, style='dr')} at {M('HOSPITAL', c.practice)}; fit note runs to {c.d(c.later(3, 20))}.")
    if rng.random() < 0.25:
        extras.append(f"Staff portal login {M('USERNAME', username(rng, p))} last used from {M('IPADDR', ip(rng))}.")
    b += rng.sample(extras, len(extras))
    b.append(rng.choice([f"Please advise on fitness for work and adjustments. {W('Will')} they need a risk assessment?", "Can you assess and report back?",
                         f"We {W('hope')} for a phased return.", "Please see them at your earliest convenience."]))
    L.append(" ".join(b))
    L.append("")
    L.append(rng.choice(["Regards,", "Kind regards,", "Thanks,", "Many thanks,"]))
    L.append(f"{M('FAMILY', hr.value(rng.choice(['full', 'given'])))}\n{rng.choice(['HR Advisor', 'People Partner', 'Site Manager', 'HR'])}, "
             f"{M('ORGANIZATION', org)}" + (f"\n{M('PHONE', phone(rng, c.region))}" if rng.random() < 0.5 else ""))
    return "\n".join(L), "e-mail"


# ================================================================ 10. short discharge advice slips
def discharge_slip(c):
    rng = c.rng
    p = c.pt
    adm = c.earlier(2, 12)
    dis = c.earlier(0, 1) if c.earlier(0, 1) > adm else c.today
    ward = rng.choice(P.WARD_NAMES)
    L = [f"{M('HOSPITAL', c.hospital)} - {M('HOSPITAL', ward)} - {rng.choice(['Discharge advice', 'Going home information', 'D/C slip'])}",
         f"Name: {nm(rng, p, 'PATIENT', ['caps_comma', 'full', 'sur_comma', 'caps'])}  DOB: {c.dob()}  MRN: {M('MRN', mrn(rng, c.region))}"]
    if rng.random() < 0.5:
        L.append(f"Admitted {c.d(adm)} - discharged {c.d(dis)}. Bed {M('LOCATION_OTHER', rng.randint(1, 30))}.")
    else:
        L.append(f"Adm {c.d(adm, 'dm')}-{c.d(dis, 'dm')}, {age(c)}")
    L.append(f"Dx: {N('dx', rng.choice(P.EPONYMS + ['cellulitis L leg', 'CAP', 'UTI', 'AF fast rate', 'DKA', 'NSTEMI']))} "
             f"({N('icd', rng.choice(P.ICD))})")
    L.append("Meds: " + "; ".join(drug(c) for _ in range(rng.randint(1, 3))))
    if rng.random() < 0.6:
        L.append(f"Obs at d/c: {vit(c)}, {vit(c)}, {vit(c)}. Bloods: {lab(c)}, {lab(c)}.")
    if rng.random() < 0.5:
        L.append(f"Scores: {N('score', rng.choice(P.SCORES))}, {N('score', rng.choice(P.SCORES))}.")
    if rng.random() < 0.3:
        L.append(f"{rng.choice(['Holter monitor', 'CPAP unit', 'ambulatory BP monitor', 'loan glucometer'])} SN "
                 f"{M('DEVICE', device_sn(rng))} - please return by {c.d(c.later(1, 10))}.")
    if rng.random() < 0.5:
        L.append(f"Follow-up: GP at {M('HOSPITAL', c.practice)} in 1 week; clinic {c.d(c.later(10, 40))}.")
    if rng.random() < 0.35:
        L.append(f"Lives with {fam(c, third=True)}; {N('role', 'district nurse')} to visit {c.partial(c.later(1, 4))}.")
    L.append(f"Questions: {M('HOSPITAL', ward)} {M('PHONE', phone(rng, c.region))} (24h)"
             + (f" or bleep {M('PHONE', bleep(rng))}" if rng.random() < 0.3 else ""))
    L.append(f"Nurse: {M('DOCTOR', c.staff.value(rng.choice(['full', 'given_init'])))} {N('cred', rng.choice(['RN', 'RGN', 'SRN']))}"
             + (f"  Dr: {M('DOCTOR', c.gp.value('init_sur'))}" if rng.random() < 0.5 else ""))
    return "\n".join(L), "slip"


GENRES = [
    ("gp_online_consult", gp_online_consult, 110),
    ("practice_reply", practice_reply, 95),
    ("repeat_rx", repeat_rx, 100),
    ("appt_letter", appt_letter, 90),
    ("text_reminder", text_reminder, 115),
    ("carer_message", carer_message, 100),
    ("pharmacy_query", pharmacy_query, 100),
    ("physio_chat", physio_chat, 95),
    ("occ_health_email", occ_health_email, 95),
    ("discharge_slip", discharge_slip, 90),
]
