"""Genre templates for dev99_en. Each function takes a Ctx and returns a marked string."""
from compose import P, MARK_RE
import pools as PL

SYMPTOMS = ["chest tightness", "a sore throat", "a rash on both arms", "dizziness when standing", "vomiting",
            "diarrhoea", "lower back pain", "a bad headache", "a dry cough", "swollen ankles", "burning when peeing",
            "earache", "wheeze at night", "fevers", "palpitations", "low mood", "heartburn", "a swollen knee",
            "blurred vision", "numbness in two fingers", "tummy pain", "nosebleeds", "itchy eyes", "leg cramps"]
ORD = ["I will call back later", "hope that makes sense", "there was frank blood in the stool", "BP rose to 162 after the walk",
       "she is short of breath on stairs", "sharp pain under the ribs", "coughing up green sputum", "he uses a walker now",
       "history of a kidney stone", "there is a 30 day grace period", "the bill was sent twice", "marked improvement since the change",
       "very little appetite", "two young children at home", "long wait in the ER", "best number to reach me is below",
       "see page 2 of the form", "parked in the car park", "rash looks like poison ivy", "sleeps in a king-size bed",
       "brown discharge this morning", "white patches on the tongue", "will bring the urine sample", "hope to hear back soon",
       "chase the bloods please", "pain is worse at dawn", "stays at home all summer", "can't cook for herself",
       "felt a little better", "mark on the left shin", "frank discussion about goals of care", "fever broke at dawn",
       "rich diet over the holidays", "joint pain in the morning", "will need a sick note", "grace period ends soon"]


def vis(s):
    return MARK_RE.sub(lambda m: m.group(0)[2:-1], s)


def table(c, head, rows, fmt=None):
    fmt = fmt or c.ch(["pipe", "csv", "tab", "fixed"])
    if fmt == "pipe":
        out = ["| " + " | ".join(head) + " |", "|" + "|".join("---" for _ in head) + "|"]
        out += ["| " + " | ".join(r) + " |" for r in rows]
    elif fmt == "csv":
        def q(x):
            return '"' + x + '"' if "," in vis(x) else x
        out = [",".join(head)] + [",".join(q(x) for x in r) for r in rows]
    elif fmt == "tab":
        out = ["\t".join(head)] + ["\t".join(r) for r in rows]
    else:
        w = [max(len(vis(x)) for x in col) + 2 for col in zip(head, *rows)]
        out = ["".join(x + " " * (w[i] - len(vis(x))) for i, x in enumerate(r)).rstrip() for r in [head] + rows]
    return "\n".join(out)


def poss(pr):
    return "his" if pr.sex == "M" else "her"


def rel_intro(c, f, who="my"):
    return f"{who} {f.role} {c.fam(f)}"


def sig(c, cl, lines=None):
    """Signature block for a clinician."""
    out = [c.dr(cl, c.ch(["cred", "cred", "titlefull", "plain"]))]
    opts = ["role", "hosp", "addr", "tel", "fax", "email", "pager", "lic"]
    lines = lines or c.r.sample(opts, c.r.randint(2, 6))
    for o in opts:
        if o not in lines:
            continue
        if o == "role":
            out.append(c.ch({"physician": ["Family Physician", "Consultant Cardiologist", "Paediatric Registrar", "Orthopaedic Surgeon",
                                           "GP Partner", "Consultant Geriatrician", "Hospitalist", "Specialty Registrar"],
                             "RN": ["Practice Nurse", "Charge Nurse", "Triage RN", "Clinical Nurse Specialist"],
                             "NP": ["Nurse Practitioner"], "pharmacist": ["Clinical Pharmacist"]}.get(cl.role, ["Medical Secretary", "Clinic Coordinator"])))
        elif o == "hosp":
            out.append(c.hospital())
        elif o == "addr":
            out.append(c.address(oneline=c.p(0.6)))
        elif o == "tel":
            out.append(c.ch(["Tel: ", "T: ", "Phone ", "Ph: ", "Direct line: "]) + c.phone())
        elif o == "fax":
            out.append(c.ch(["Fax: ", "F: ", "Fax "]) + c.fax())
        elif o == "email":
            out.append(c.email(cl))
        elif o == "pager":
            out.append(c.pager())
        elif o == "lic":
            k, v = c.lic(c.ch(["NPI", "DEA", "state"]) if c.C == "US" else ("CPSO" if c.C == "CA" else "GMC" if c.C == "UK" else "IMC"))
            out.append(f"{k} {'no. ' if c.p(0.4) else ''}{v}")
    return "\n".join(out)


# ------------------------------------------------------------------ 1 portal messages
def portal_message(c):
    pt = c.pt
    v = c.r.randint(0, 3)
    d1 = c.clinician("dr")
    if v == 0 and pt.age < 16:
        v = 1
    if v in (0, 3):
        body = []
        opts = list(range(12))
        for k in c.r.sample(opts, c.r.randint(2, 5)):
            if k == 0:
                body.append(f"my {c.drug(False)} is making me dizzy since {c.weekday()}.")
            elif k == 1:
                body.append(f"my BP this morning was {c.r.randint(120, 175)}/{c.r.randint(70, 105)} and pulse {c.r.randint(55, 110)}, is that ok?")
            elif k == 2:
                body.append(f"I will be away in {c.country()} from {c.short_date(c.day(3, 20))} to {c.short_date(c.day(21, 40))} so need my refill before then.")
            elif k == 3:
                f = c.relative()
                body.append(f"{rel_intro(c, f).capitalize()} thinks I should ask about {c.eponym()}.")
            elif k == 4:
                f = c.relative()
                body.append(f"{rel_intro(c, f).capitalize()} drove me to {c.other_hosp()} on {c.weekday()} for {c.ch(SYMPTOMS)}.")
            elif k == 5:
                body.append(f"I'm a {c.prof()} so I'm on my feet all day.")
            elif k == 6:
                body.append(f"Can you call me at {c.phone()}? I'm at work ({c.employer()}) until {c.time()}.")
            elif k == 7:
                body.append(f"{c.dr(c.clinician('dr'), 'title')} at {c.other_hosp()} said my {c.lab(ref=False)}.")
            elif k == 8:
                body.append(c.ch(ORD).capitalize() + ".")
            elif k == 9:
                body.append(f"Been having {c.ch(SYMPTOMS)} for {c.r.randint(2, 9)} days, took {c.drug()} but no change.")
            elif k == 10 and c.p(0.5):
                body.append(f"{c.ch(['Ever since', 'Since', 'Around'])} {c.holiday()} I have had {c.ch(SYMPTOMS)}.")
            elif k == 10:
                body.append(f"My sugar was {c.r.uniform(4, 19):.1f} this morning and {c.r.uniform(4, 19):.1f} after lunch.")
            else:
                body.append(f"I moved from {c.country()} in {c.date(c.day(-3000, -400), 'Y')} and my old records are with {c.other_hosp()}.")
        greet = c.ch([f"Hi {c.dr(d1, 'title')},", f"Dear {c.dr(d1, 'titlefull')},", "Hello,", "hi there", f"Hi {c.dr(d1, 'g')}"])
        sign = c.ch([f"Thanks, {c.nm(pt, 'PATIENT', 'g')}", f"{c.nm(pt, 'PATIENT', 'full')}\nDOB {c.dob()}\n{c.phone()}",
                     f"thank you\n{c.nm(pt, 'PATIENT', c.ch(['full', 'g', 'gi']))}", f"- {c.nm(pt, 'PATIENT', 'g')} (DOB {c.dob()})",
                     f"Regards,\n{c.nm(pt, 'PATIENT', 'titlefull')}\nSent from my iPhone"])
        text = greet + "\n" + " ".join(body) + "\n" + sign
        if v == 3 or c.p(0.4):
            hdr = (f"From: {c.nm(pt, 'PATIENT', 'full')} <{c.email(pt)}>\nTo: {c.hospital()} care team\n"
                   f"Sent: {c.date(c.today)} {c.time()}\nSubject: {c.ch(['meds question', 'BP readings', 'refill', 'question re tests', 'travel', 'RE: follow up'])}")
            if c.p(0.4):
                hdr += f"\nPortal user: {P('USERNAME', c.username(pt))} | IP {c.ip()}"
            text = hdr + "\n\n" + text
        return c.typo(text)
    if v == 1:
        kid = c.person(age=c.r.randint(0, 15))
        kid.surname = pt.surname
        par = c.relative()
        par.role = c.ch(["mum", "mom", "dad", "mother", "father", "grandma", "foster carer"])
        sch = c.school()
        s = [f"Hi, this is {c.fam(par, c.ch(['g', 'full']))}, {c.nm(kid, 'PATIENT', 'g')}'s {par.role}.",
             f"{c.nm(kid, 'PATIENT', 'g')} is {P('AGE', kid.age)} and has had a temp of {c.r.uniform(37.8, 40.1):.1f} since {c.weekday()}.",
             c.ch([f"{sch} sent {poss(kid)} home {c.ch(['today', 'yesterday', 'on ' + c.weekday()])}.",
                   f"{poss(kid).capitalize()} teacher {c.nm(c.person(), 'FAMILY', 'title')} noticed a rash.",
                   f"school nurse at {sch} gave {c.drug(False)} at {c.time()}."]),
             c.ch(["Should we bring her in?", "Do we need an appointment?", "is it ok to give calpol and nurofen together?",
                   f"can we get seen {c.weekday()}?", "He has no other symptoms, eating ok."]),
             c.ch([f"Best number {c.phone()}.", f"my cell is {c.phone(ext=False)}", "thanks", f"Thanks, {c.fam(par, 'g')}"])]
        if c.p(0.5):
            s.insert(2, f"{poss(kid).capitalize()} MRN is {c.mrn()} and DOB {c.dob(kid)}.")
        return c.typo(" ".join(s[:c.r.randint(3, len(s))]) if c.p(0.5) else "\n".join(s))
    # v == 2: staff reply
    rn = c.clinician(c.ch(["RN", "NP", "MA", "RPN"]))
    labs = ", ".join(c.labs(c.r.randint(2, 5), ref=False))
    s = [f"Hi {c.nm(pt, 'PATIENT', c.ch(['g', 'title', 'titlefull']))},",
         f"{c.dr(d1, 'title')} reviewed your results from {c.date(c.day(-14, -1))}: {labs}.",
         c.ch(["Nothing urgent, no change to your meds.", f"Please start {c.drug()}.", f"Please stop {c.drug(False)} and repeat bloods in {c.r.randint(2, 6)} weeks.",
               f"We'd like you to book a follow up for {c.weekday()}."]),
         c.ch([f"You can book online at {c.url()} or call {c.phone()}.", f"Call us on {c.phone()} if any questions.",
               f"Questions? reply here or email {c.email(role='frontdesk')}."]),
         f"{c.dr(rn, 'cred')}\n{c.hospital()}"]
    if c.p(0.3):
        s.insert(2, f"Your {c.ch(['TSH', 'HbA1c', 'eGFR', 'LDL'])} is the one we are watching ({c.ch(PL.ICD10)[1]}).")
    return "\n".join(s) if c.p(0.6) else " ".join(s)


# ------------------------------------------------------------------ 2 nurse triage calls
def triage_call(c):
    pt = c.pt
    rn = c.clinician("RN")
    caller_is_pt = c.p(0.4)
    f = c.relative()
    if c.p(0.55):
        # structured
        lines = [f"{c.ch(['TRIAGE CALL', 'Nurse Triage Note', 'Telephone triage', 'PHONE NOTE'])} {c.date(c.today)} {c.time()}"]
        if caller_is_pt:
            lines.append(f"Caller: patient, {c.nm(pt, 'PATIENT', c.ch(['full', 'SF', 'sf']))}")
        else:
            lines.append(f"Caller: {c.fam(f, c.ch(['full', 'g']))} ({f.role}) re: {c.nm(pt, 'PATIENT', c.ch(['full', 'SF', 'sf', 'mid']))}")
        lines.append(f"{c.age(style=c.ch(['F', 'slash', 'yo', 'F_']))}, DOB {c.dob()}, MRN {c.mrn()}")
        lines.append(f"{c.ch(['CB#', 'Callback', 'Call back no.', 'Tel'])}: {c.phone()}")
        sx = c.ch(SYMPTOMS)
        lines.append(f"S: {sx} x {c.r.randint(1, 10)} days. " + ", ".join(c.vitals()) + " per caller." if c.p(0.7) else f"S: {sx} since {c.weekday()}.")
        if c.p(0.6):
            lines.append(f"PMH: {c.eponym_dx()}, {c.ch(['HTN', 'T2DM', 'asthma', 'COPD', 'CKD 3', 'AF'])}. Meds: {c.drug()}, {c.drug()}.")
        if c.p(0.4):
            lines.append(f"Last bloods {c.date(c.day(-60, -3), c.ch(['md', 'dm', 'bd', 'dB']))}: {', '.join(c.labs(c.r.randint(2, 4), ref=False))}.")
        if c.p(0.15):
            lines.append(f"Onset: {c.ch(['over', 'just after', 'since'])} {c.holiday()}.")
        if c.p(0.35):
            lines.append(f"Travel: returned from {c.country()} {c.short_date(c.day(-12, -2))}.")
        if c.p(0.3):
            lines.append(f"Works as {c.ch(['a', 'an'])} {c.prof()} at {c.employer()}.")
        lines.append("A: " + c.ch(["red flags neg", "no red flags", f"possible {c.ch(['UTI', 'cellulitis', 'viral URTI', 'gastroenteritis', 'migraine'])}",
                                   f"{c.score()}; concerning", "?sepsis"]))
        disp = c.ch([f"advised ED at {c.acute_hosp()}", f"appt booked {c.weekday()} {c.clock()} with {c.dr(c.clinician('dr'), 'title')}",
                     "home care advice given, call back if worse", f"advised call 911" if c.C == "US" else "advised 999/112" if c.C in ("UK", "IE") else "advised 911",
                     f"to {c.ch(['walk-in', 'urgent care', 'out-of-hours GP'])} at {c.other_hosp()} tonight", f"callback to {c.dr(c.clinician('dr'), 'title')} in am"])
        lines.append(f"P: {disp}.")
        lines.append(c.ch([c.dr(rn, "cred"), f"-- {c.dr(rn, 'cred')} {c.ext()}", f"Triage RN: {c.dr(rn, c.ch(['plain', 'ig']))}"]))
        return "\n".join(lines)
    # telegraphic
    who = "pt" if caller_is_pt else f"pt's {f.role} {c.fam(f, 'g')}"
    s = [f"{c.time()} {who} called re {c.nm(pt, 'PATIENT', c.ch(['full', 'title', 'init', 'g', 'sf']))} {c.age(style=c.ch(['F', 'slash', 'yo', 'F_', 'yo_']))}",
         f"c/o {c.ch(SYMPTOMS)} since {c.weekday()}",
         c.ch([", ".join(c.vitals(2)), c.score(), f"{c.ch(SYMPTOMS)}, no fever", c.ch(ORD)]),
         c.ch([f"hx {c.eponym_dx()}", f"on {c.drug()}", f"allergic to {c.ch(['penicillin', 'sulfa', 'latex', 'codeine'])}", f"hx {c.eponym_dx()}, on {c.drug()}"]),
         c.ch([c.ch(ORD), c.lab(ref=False), "", f"{c.eponym()} neg"]),
         c.ch([f"advised ED {c.acute_hosp()}", f"appt {c.weekday()} w {c.dr(c.clinician('dr'), 'title')}", "self care advice",
               f"will call back on {c.phone()}", f"sent to {c.pharmacy()} for {c.drug(False)}"]),
         c.ch([f"-{c.dr(rn, 'g')}", f"/{P('DOCTOR', (rn.given[0] + rn.surname[0]).lower())}", f"- {c.dr(rn, 'cred')}", ""])]
    return c.typo(". ".join(x for x in s if x).replace(". -", " -").replace(". /", " /"))


# ------------------------------------------------------------------ 3 SMS and pager messages
def sms_pager(c):
    pt = c.pt
    k = c.r.randint(0, 7)
    dr = c.clinician("dr")
    rn = c.clinician(c.ch(["RN", "RPN", "NP"]))
    if k == 0:
        return (f"pls call {c.dr(dr, c.ch(['title', 'g', 'plain']))} re {c.nm(pt, 'PATIENT', c.ch(['init', 'title', 's', 'g']))} "
                f"rm {c.room()} {c.lab(ref=False)} ?repeat {c.ext()}")
    if k == 1:
        return (f"Bed {c.bed()} {c.ward()}: {c.nm(pt, 'PATIENT', c.ch(['title', 's', 'init', 'SF']))} {c.age(style=c.ch(['F_', 'F', 'slash']))} "
                f"{c.score()}, {', '.join(c.vitals(c.r.randint(2, 3)))}. pls review asap. {c.dr(rn, 'g')} {c.pager()}")
    if k == 2:
        return c.typo(f"SMS from {c.nm(pt, 'PATIENT', 'g')}: running late for {c.clock()} appt, stuck on {c.street(unit=False)}. sorry! {c.ch(ORD)}")
    if k == 3:
        return (f"Text reminder sent to {c.phone(ext=False, mobile=True)} re {c.weekday(style='wd_date')} {c.clock()} "
                f"w {c.dr(dr, 'title')} @ {c.hospital()}. Reply rcvd: {c.ch(['Y', 'yes thx', 'can i move to ' + c.weekday() + '?', 'C'])}")
    if k == 4:
        f = c.relative()
        return c.typo(f"{c.ch(['hi', 'Hi', 'hey'])} its {c.fam(f, 'g')} ({c.nm(pt, 'PATIENT', 'g')}'s {f.role}) "
                      f"{c.ch(['she', 'he'])} fell again this morning, {c.ch(ORD)}. on {c.drug(False)} still. can someone ring me {c.phone(mobile=True, ext=False)}")
    if k == 5:
        return (f"{c.time()} PAGE to {c.dr(dr, 'title')} from {c.dr(rn, c.ch(['plain', 'g', 'cred']))} {c.ward()} {c.ext()}: "
                f"{c.nm(pt, 'PATIENT', c.ch(['s', 'title', 'init']))} bed {c.bed()} {c.ch(['BP', 'K', 'Hb', 'glucose'])} "
                f"{c.ch(['low', 'high', 'critical'])} ({c.lab(ref=False)}). {c.ch(['pls call back', 'awaiting orders', 'family (' + c.fam(c.relative(), 'g') + ') at bedside'])}")
    if k == 6:
        return (f"from {c.phone(mobile=True, ext=False)}: hi dr {P('DOCTOR', dr.surname)} its {c.nm(pt, 'PATIENT', c.ch(['full', 'g']))} "
                f"{c.ch(['my', ''])} dob {c.dob()}, {c.ch(['cant make', 'need to cancel', 'want to confirm'])} {c.weekday()} {c.ch(['appt', 'appointment', 'scan'])}. {c.ch(ORD)}")
    if k == 7 and c.p(0.5):
        return (f"{c.clock()} msg for {c.dr(dr, c.ch(['title', 'g']))}: {c.nm(pt, 'PATIENT', c.ch(['g', 'full', 'title']))} "
                f"({c.age(style=c.ch(['yo_', 'F_', 'slash']))}, {c.eponym_dx()}) {c.ch(ORD)}. {c.lab(ref=False)}, {c.vital()}. cb {c.phone(ext=False)}")
    return (f"On-call handover {c.date(c.today, c.ch(['md', 'dm', 'bd']))}: {c.nm(pt, 'PATIENT', c.ch(['SF', 'title', 's']))} rm {c.room()} "
            f"- {c.ch(['NPO for OR', 'nil by mouth from midnight', 'on heparin gtt', 'needs K rpt'])}, {c.vital()}. "
            f"{c.dr(c.clinician('dr'), 'g')} aware. {c.pager()}")


# ------------------------------------------------------------------ 4 referral e-mails
def referral_email(c):
    pt = c.pt
    ref = c.clinician("dr")
    to = c.clinician("dr")
    sec = c.clinician(c.ch(["clerk", "scribe"]))
    hdr = [f"From: {c.dr(ref, 'plain')} <{c.email(ref)}>", f"To: {c.email(role='referrals')}" + (f"; {c.email(to)}" if c.p(0.5) else "")]
    if c.p(0.6):
        hdr.append(f"Cc: {c.dr(sec, 'plain')} <{c.email(sec)}>")
    hdr.append(f"Date: {c.weekday(c.today, 'wd_long')} {c.time()}" if c.p(0.5) else f"Sent: {c.date(c.today)}")
    hdr.append(f"Subject: Referral - {c.nm(pt, 'PATIENT', c.ch(['SF', 'full', 'sf']))}" + (f" - {c.ch(['urgent', 'routine', '2WW'])}" if c.p(0.5) else ""))
    prob = c.ch(["new onset AF", "suspected " + c.eponym(), "worsening " + c.eponym(), "recurrent syncope", "iron deficiency anaemia",
                 "refractory hypertension", "possible inflammatory arthritis", "weight loss and dysphagia", "persistent microscopic haematuria"])
    body = [f"Dear {c.dr(to, c.ch(['title', 'titlefull']))}" + c.ch([",", ""]),
            f"I would be grateful if you could see {c.nm(pt, 'PATIENT', c.ch(['titlefull', 'full', 'mid']))}, a {c.age(style=c.ch(['yr', 'yr', 'yro']))} "
            f"{c.ch(['retired ', '', ''])}{c.prof()} from {c.city()}, DOB {c.dob()}, {c.ch(['MRN', 'Hosp no.', 'Chart #'])} {c.mrn()}, with {prob}."]
    if c.p(0.7):
        body.append(f"PMH: {c.eponym_dx()}; {c.ch(['T2DM', 'HTN', 'COPD', 'OA'])} ({c.icd()[0]}). Meds: {c.drug()}; {c.drug()}; {c.drug()}.")
    if c.p(0.7):
        body.append(f"Bloods {c.date(c.day(-20, -2))}: " + ", ".join(c.labs(c.r.randint(3, 7))) + ".")
    if c.p(0.5):
        body.append(f"Exam: {', '.join(c.vitals(3))}. {c.score()}.")
    if c.p(0.5):
        f = c.relative()
        body.append(f"{pt.title if pt.age >= 18 else ''} {P('PATIENT', pt.surname)} lives with {poss(pt)} {f.role} {c.fam(f, c.ch(['g', 'full']))}, "
                    f"who can be reached on {c.phone()}.".strip())
    if c.p(0.4):
        body.append(f"{poss(pt).capitalize()} insurer is {c.insurer()} (member {c.hp()}).")
    if c.C == "US" and c.p(0.15):
        body.append(f"SSN for billing: {c.ssn()}.")
    if c.p(0.3):
        body.append(c.ch(ORD).capitalize() + ".")
    if c.p(0.3):
        body.append(f"{'He' if pt.sex == 'M' else 'She'} is away in {c.country()} until {c.date(c.day(10, 40), c.ch(['bd', 'dB', 'Bd']))}.")
    body.append(c.ch(["Many thanks for seeing this patient.", "Happy to discuss.", "Kind regards,", "Thanks in advance,", "Best wishes,"]))
    body.append(sig(c, ref))
    if c.p(0.5):
        body.append(f"cc: {c.dr(c.clinician('dr'), c.ch(['titlefull', 'cred']))}, {c.other_hosp()}; patient")
    if c.p(0.3):
        k, v = c.idnum("Referral ref")
        body.append(f"{k}: {v}")
    return "\n".join(hdr) + "\n\n" + "\n".join(body)


# ------------------------------------------------------------------ 5 after-visit summaries
def after_visit_summary(c):
    pt = c.pt
    dr = c.clinician(c.ch(["dr", "dr", "NP", "PA-C"]))
    lines = [c.ch(["AFTER VISIT SUMMARY", "After Visit Summary", "Visit Summary", "CLINIC VISIT SUMMARY"]),
             f"{c.nm(pt, 'PATIENT', c.ch(['SF', 'full', 'sf']))}   DOB: {c.dob()}   MRN: {c.mrn()}",
             f"Visit: {c.date(c.today)} with {c.dr(dr, c.ch(['titlefull', 'cred']))} at {c.hospital()}"]
    if c.p(0.5):
        lines.append(f"Encounter #: {c.acct()}")
    if c.p(0.4):
        lines.append(f"Location: {c.ch(['Exam room', 'Room', 'Rm'])} {c.room()}")
    v = c.vitals(c.r.randint(3, 6))
    if c.p(0.5):
        lines.append("\nToday's vitals")
        rows = [x.split(" ", 1) for x in v]
        lines.append(table(c, ["Measure", "Value"], rows))
    else:
        lines.append("Vitals: " + "; ".join(v))
    dx = c.r.sample(PL.ICD10, c.r.randint(1, 3))
    lines.append("\nDiagnoses:\n" + "\n".join(f"- {d} ({code})" for code, d in dx))
    meds = [c.drug() for _ in range(c.r.randint(2, 5))]
    if c.p(0.5):
        lines.append("\nYour medications:\n" + "\n".join(f"{i}. {m}" for i, m in enumerate(meds, 1)))
    else:
        rows = [[str(i), m.split(" ", 1)[0], m.split(" ", 1)[1], c.ch(["new", "continue", "changed", "stop"])] for i, m in enumerate(meds, 1)]
        lines.append("\n" + table(c, ["#", "Medication", "Dose/Directions", "Status"], rows))
    if c.p(0.6):
        lab_rows = [[n, val, u or "-", rr] for n, val, u, rr in c.lab_rows(c.r.randint(3, 7))]
        lines.append("\nResults today:\n" + table(c, ["Test", "Result", "Units", "Ref range"], lab_rows))
    fu = c.clinician("dr")
    lines.append(f"\nFollow-up: {c.weekday(c.day(5, 40), 'wd_long')} at {c.clock()} with {c.dr(fu, c.ch(['title', 'titlefull']))}" +
                 (f", {c.other_hosp()}" if c.p(0.4) else ""))
    if c.p(0.35):
        lines.append(f"Device check: {c.ch(PL.DEVICE_MODELS)} serial {c.device()} - next interrogation {c.date(c.day(60, 200), c.ch(['BY', 'bY']))}")
    if c.p(0.35):
        f = c.relative()
        lines.append(f"Emergency contact: {c.fam(f, 'full')} ({f.role}) {c.phone()}")
    lines.append(f"Questions? Call {c.phone()} or visit {c.url()}")
    if c.p(0.3):
        lines.append(f"Printed {c.date(c.today)} {c.time()} by {P('USERNAME', c.username(c.clinician('clerk')))}")
    return "\n".join(lines)


# ------------------------------------------------------------------ 6 appointment reminders
def appointment_reminder(c):
    pt = c.pt
    dr = c.clinician()
    d = c.day(2, 30)
    k = c.r.randint(0, 3)
    if k == 0:
        return (f"{c.ch(['Hi', 'Hello', 'Dear'])} {c.nm(pt, 'PATIENT', c.ch(['g', 'title', 'titlefull']))}, reminder of your appt with "
                f"{c.dr(dr, c.ch(['title', 'titlefull', 'plain']))} at {c.hospital()} on {c.weekday(d, c.ch(['wd_date', 'wd_long']))} at {c.clock()}. "
                f"Reply Y to confirm or N to cancel. Questions: {c.phone(ext=False)}. {c.ch(['Do not reply to this msg.', 'Msg&data rates may apply.', ''])}").strip()
    if k == 1:
        lines = [c.hospital(), c.address(oneline=False), f"Tel {c.phone()}" + (f"  Fax {c.fax()}" if c.p(0.5) else ""), "",
                 c.date(c.today, c.ch(['dBY', 'Bdy', 'dbY'])), "",
                 f"{c.nm(pt, 'PATIENT', 'titlefull')}", c.address(oneline=False), "",
                 f"{c.ch(['Our ref', 'Ref', 'Hospital no.'])}: {c.mrn()}" + (f"   {c.hp() if c.p(0.5) else c.acct()}" if c.p(0.4) else ""), "",
                 f"Dear {c.nm(pt, 'PATIENT', 'title')},",
                 f"An appointment has been made for you to see {c.dr(dr, c.ch(['titlefull', 'title']))} in the {c.ch(['Cardiology', 'Diabetes', 'Fracture', 'ENT', 'Memory', 'Respiratory'])} clinic "
                 f"on {c.weekday(d, 'wd_long')} at {c.clock()}.",
                 c.ch([f"Please bring a list of your medicines and your {c.ch(['insulin pen', 'inhaler', 'BP diary'])}.",
                       f"Parking is available in the car park on {c.street(unit=False)}.",
                       f"If you need an interpreter ({c.ch(['Polish', 'Tagalog', 'Arabic', 'Somali', 'Portuguese', 'Irish'])}) please tell us.",
                       "Parking permit issued for vehicle {} {}.".format(*c.vehicle())]),
                 f"To change this appointment call {c.phone()} or go to {c.url()}.", "", "Yours sincerely,", c.ch(["Outpatient Bookings", c.dr(c.clinician('clerk'), 'plain')])]
        return "\n".join(lines)
    if k == 2:
        rows = []
        for i in range(c.r.randint(3, 6)):
            p = c.person(age=c.age_for_pt())
            rows.append([c.clock(), c.nm(p, "PATIENT", c.ch(["SF", "sf", "full"])), c.dob(p), c.ch(["new", "f/u", "review", "tele"]),
                         c.dr(c.clinician("dr"), c.ch(["title", "ig"]))])
        return (f"Reminder calls for {c.weekday(d, c.ch(['wd_date', 'wd_long']))} - {c.hospital()}\n" +
                table(c, ["Time", "Patient", "DOB", "Type", "Clinician"], rows) +
                f"\nCalled by {c.dr(c.clinician('clerk'), c.ch(['g', 'plain']))} {c.ext()}")
    return c.typo(f"{c.ch(['Reminder', 'REMINDER', 'Appt reminder'])}: {c.nm(pt, 'PATIENT', c.ch(['g', 'init', 'gi']))} - "
                  f"{c.ch(['vaccine', 'bloods', 'smear', 'dental', 'physio', 'eye test'])} {c.weekday(d, 'wd_date')} {c.clock()}, {c.hospital()}, {c.street(unit=False)}. "
                  f"{c.ch(['Pls arrive 10 min early.', 'Bring your card.', 'Fasting from midnight.', 'Masks optional.'])} "
                  f"{c.ch(['Manage: ' + c.url(), 'Call ' + c.phone(ext=False), 'Text STOP to opt out'])}")


# ------------------------------------------------------------------ 7 pharmacy refills
def pharmacy_refill(c):
    pt = c.pt
    dr = c.clinician("dr")
    ph = c.clinician("pharmacist")
    k = c.r.randint(0, 2)
    if k == 0:
        lines = [c.ch(["REFILL REQUEST", "Repeat prescription request", "RENEWAL REQUEST (FAX)", "Refill authorization request"]),
                 f"Pharmacy: {c.pharmacy()} | Ph {c.phone()} | Fax {c.fax()}",
                 f"Patient: {c.nm(pt, 'PATIENT', c.ch(['SF', 'full', 'sf']))}   DOB {c.dob()}" + (f"   {c.ch(['Ins', 'Plan'])} {c.hp()}" if c.p(0.4) else ""),
                 c.address() if c.p(0.5) else f"Tel {c.phone()}"]
        rows = []
        for i in range(c.r.randint(1, 4)):
            n, ds = c.ch(PL.DRUGS)
            _, rx = c.idnum("Rx")
            rows.append([rx, n, c.ch(ds), str(c.ch([28, 30, 56, 60, 84, 90])), str(c.r.randint(0, 5)), c.date(c.day(-90, -20), c.ch(["md", "mdY", "dmY", "iso"]))])
        lines.append(table(c, ["Rx #", "Drug", "Sig", "Qty", "RF", "Last fill"], rows))
        lidk, lid = c.lic("DEA" if c.C == "US" else "NPI" if c.C == "US" else c.ch(["CPSO", "GMC", "IMC"]))
        lines.append(f"Prescriber: {c.dr(dr, c.ch(['titlefull', 'cred']))}  {lidk} {lid}")
        if c.p(0.5):
            _, npi = c.lic("NPI")
            lines.append(f"NPI {npi}") if c.C == "US" else None
        lines.append(c.ch([f"Pt requesting 90-day supply, last {c.lab(ref=False)}.", f"Pt leaving for {c.country()} {c.short_date(c.day(3, 20))}.",
                           "Please approve/deny and fax back.", f"Glucometer SN {c.device()} - strips also needed.", c.ch(ORD) + "."]))
        if c.C == "US" and c.p(0.2):
            lines.insert(3, f"SSN (for insurance): {c.ssn()}")
        if c.p(0.3):
            bk, bv = c.bioid()
            lines.append(f"Controlled drug collection: ID verified by {bk} {bv}.")
        lines.append(f"Requested by {c.dr(ph, c.ch(['cred', 'plain']))} {c.date(c.today)} {c.clock()}")
        return "\n".join(x for x in lines if x)
    if k == 1:
        return c.typo(f"{c.ch(['hi', 'Hi', 'hello'])} can i get my {c.drug(False)} {c.ch(['refilled', 'renewed', 'repeated'])}, "
                      f"{c.ch(['going to', 'use'])} {c.pharmacy()} on {c.street(unit=False)}. {c.ch(ORD)}. "
                      f"{c.ch(['thanks', 'thank you', 'ta'])} {c.nm(pt, 'PATIENT', c.ch(['g', 'full', 'gi']))}"
                      + (f" dob {c.dob()}" if c.p(0.6) else "") + (f" {c.phone(mobile=True, ext=False)}" if c.p(0.4) else ""))
    f = c.relative()
    _, rx = c.idnum("Rx")
    return c.typo(f"Refill call {c.date(c.today)}: {rel_intro(c, f, poss(pt))} called for {c.nm(pt, 'PATIENT', c.ch(['title', 'full', 'g']))} "
                  f"({c.age(style=c.ch(['yo', 'F', 'slash']))}). Rx {rx} {c.drug()}. Last filled {c.date(c.day(-60, -25), c.ch(['md', 'dm', 'bd']))} at {c.pharmacy()}. "
                  f"{c.ch(['Sent to', 'Routed to', 'Tasked'])} {c.dr(dr, 'title')}. {c.ch(['CB', 'Call back'])} {c.phone()}. -{c.dr(c.clinician('MA'), 'g')}")


# ------------------------------------------------------------------ 8 school and work notes
def school_work_note(c):
    pt = c.pt
    dr = c.clinician(c.ch(["dr", "dr", "NP"]))
    d0 = c.day(-5, 0)
    d1 = c.day(1, 14)
    if pt.age < 18 and c.p(0.8):
        par = c.relative()
        par.role = c.ch(["mum", "mother", "father", "dad", "guardian"])
        lines = [c.hospital(), c.date(c.today), "", c.ch(["To whom it may concern,", "Dear teacher,", f"To: Attendance office, {c.school()}"]),
                 f"Please excuse {c.nm(pt, 'PATIENT', c.ch(['full', 'g', 'mid']))} ({c.age(style=c.ch(['age', 'paren']))}"
                 f"{', DOB ' + c.dob() if c.p(0.5) else ''}) from {c.ch(['school', 'PE', 'sports', 'gym class', 'swimming'])} "
                 f"from {c.date(d0, c.ch(['md', 'dm', 'bd', 'dB']))} to {c.date(d1, c.ch(['md', 'dm', 'bd', 'dB']))}.",
                 c.ch([f"{poss(pt).capitalize()} {c.ch(['inhaler', 'EpiPen', 'insulin'])} may be needed at school ({c.drug(False)}).",
                       f"{'He' if pt.sex == 'M' else 'She'} has {c.eponym()} and is under {c.dr(c.clinician('dr'), 'title')}.",
                       f"{'He' if pt.sex == 'M' else 'She'} was seen with {c.ch(SYMPTOMS)}; {c.vital()}."]),
                 f"{c.ch(['Parent', 'Guardian', 'Contact'])}: {c.fam(par, c.ch(['full', 'title', 'titlefull']))} {c.phone()}", "", sig(c, dr, ["hosp", "tel"] if c.p(0.5) else ["role"])]
        if c.p(0.3):
            lines.insert(4, f"School: {c.school()}")
        return "\n".join(lines)
    job = c.employer()
    k = c.r.randint(0, 2)
    if k == 0:
        lines = [c.ch(["WORK NOTE", "Statement of fitness for work", "Medical certificate", "Return to work note"]),
                 f"Patient: {c.nm(pt, 'PATIENT', c.ch(['full', 'titlefull', 'SF']))}   DOB {c.dob()}",
                 f"Employer: {job}" + (f", {c.city()}" if c.p(0.4) else ""),
                 f"Occupation: {c.prof()}",
                 f"{c.ch(['Seen', 'Assessed', 'Examined'])} on {c.date(d0)}. {c.ch(['Not fit for work', 'May be fit for work with adjustments', 'Unable to work'])} "
                 f"from {c.date(d0, c.ch(['md', 'dm', 'dB', 'bd']))} until {c.date(d1, c.ch(['md', 'dm', 'dB', 'bd']))}.",
                 f"Condition: {c.ch([c.eponym(), 'back pain', 'post-op', 'gastroenteritis', 'stress'])} ({c.icd()[0]}). "
                 f"{c.ch(['No lifting > 10 kg.', 'Phased return, 4 h/day.', 'Desk duties only.', 'No driving for 2 weeks.'])}"]
        if c.C == "US" and c.p(0.6):
            lines.insert(2, f"SSN: {c.ssn()}")
        if c.C in ("CA", "IE") and c.p(0.5):
            lines.insert(2, f"{'SIN' if c.C == 'CA' else 'PPSN'}: {c.ssn()}")
        lk, lv = c.lic({"US": "state", "CA": "CPSO", "UK": "GMC", "IE": "IMC"}[c.C])
        lines.append(c.dr(dr, "cred") + f"  {lk} {lv}")
        lines.append(f"{c.hospital()}  {c.phone()}")
        return "\n".join(lines)
    if k == 1:
        return (f"To whom it may concern: {c.nm(pt, 'PATIENT', c.ch(['titlefull', 'full']))} was seen at {c.hospital()} on {c.date(d0)} and may return to work at "
                f"{job} on {c.weekday(d1, c.ch(['wd_long', 'wd_date']))}. As a {c.prof()} {'he' if pt.sex == 'M' else 'she'} should avoid "
                f"{c.ch(['heavy lifting', 'night shifts', 'ladders', 'driving'])} until {c.date(c.day(15, 40), c.ch(['md', 'dB', 'bd', 'Bd']))}. "
                f"{c.dr(dr, c.ch(['cred', 'titlefull']))}, {c.phone()}")
    boss = c.person()
    return c.typo(f"{c.ch(['Hi', 'Hello'])} {c.dr(dr, 'title')}, my manager {c.nm(boss, 'FAMILY', c.ch(['g', 'full', 'title']))} at {job} needs a note for "
                  f"{c.date(d0, c.ch(['md', 'dm', 'dB']))}-{c.date(c.day(1, 6), c.ch(['md', 'dm', 'dB']))} {c.ch(['because', 'as'])} I was off with {c.ch(SYMPTOMS)}. "
                  f"I work as a {c.prof()}. {c.ch(['can you email it to', 'pls send to'])} {c.email(pt)}? {c.nm(pt, 'PATIENT', c.ch(['g', 'full']))}")


# ------------------------------------------------------------------ 9 insurance correspondence
def insurance_letter(c):
    pt = c.pt
    ins = c.insurer()
    k = c.r.randint(0, 2)
    _, claim = c.idnum("Claim")
    if k == 0:
        lines = [ins, c.address(oneline=True), f"Member services {c.phone()} | {c.url()}", "",
                 f"{c.date(c.today, c.ch(['Bdy', 'dBY', 'mdY', 'dbY']))}", "",
                 f"{c.nm(pt, 'PATIENT', c.ch(['titlefull', 'full', 'SF']))}", c.address(oneline=False), "",
                 f"Member ID: {c.hp()}   Group: {c.hp()}", f"Claim no.: {claim}"]
        if c.C == "US" and c.p(0.75):
            lines.append(f"Subscriber SSN on file: {c.ssn()}")
        elif c.C in ("CA", "IE") and c.p(0.5):
            lines.append(f"{'SIN' if c.C == 'CA' else 'PPSN'}: {c.ssn()}")
        rows = []
        for i in range(c.r.randint(2, 5)):
            rows.append([str(i + 1), c.date(c.day(-90, -10), c.ch(["mdY", "md", "iso", "dmY"])), c.ch(PL.CPT), f"{c.r.randint(40, 900)}.00",
                         f"{c.r.randint(0, 400)}.{c.ch(['00', '50', '25'])}", c.ch(["PR-1", "CO-45", "OA-23", "-"])])
        lines.append("EXPLANATION OF BENEFITS")
        lines.append(table(c, ["Line", "Date of service", "CPT", "Billed", "Patient owes", "Code"], rows))
        lines.append(f"Provider: {c.dr(c.clinician('dr'), c.ch(['cred', 'titlefull']))}, {c.other_hosp()}")
        lines.append(c.ch(["This is not a bill.", "Your bill from the provider may differ.", "There is a 60 day grace period for payment.",
                           "Appeals must be received within 180 days."]))
        return "\n".join(lines)
    if k == 1:
        dr = c.clinician("dr")
        _, pa = c.idnum("Prior auth")
        return "\n".join([
            f"Re: {c.ch(['Prior authorization', 'Pre-authorisation', 'Coverage determination'])} {pa}",
            f"Patient: {c.nm(pt, 'PATIENT', c.ch(['SF', 'full']))}, DOB {c.dob()}, Member {c.hp()}",
            f"Dear {c.dr(dr, 'title')},",
            f"{ins} has {c.ch(['approved', 'denied', 'pended'])} the request for {c.drug()} ({c.icd()[0]}) received {c.date(c.day(-10, -1))}. "
            + c.ch([f"Approval valid {c.date(c.day(0, 2), c.ch(['mdY', 'dmY', 'iso']))} to {c.date(c.day(300, 370), c.ch(['mdY', 'dmY', 'iso']))}.",
                    f"Please submit {c.ch(['HbA1c', 'eGFR', 'LDL'])} and trial of {c.drug(False)}.",
                    "Step therapy criteria not met."]),
            f"Fax supporting notes to {c.fax()} quoting case {claim}.",
            f"{c.nm(c.person(), 'DOCTOR', c.ch(['full', 'ig']))}, {c.ch(['RN', 'PharmD', 'Clinical Reviewer'])}, {ins}"])
    f = c.relative()
    return c.typo(f"{c.ch(['Hi', 'Hello', 'To billing'])}, I am writing about claim {claim} for my {c.ch(['son', 'father', 'husband'] if pt.sex == 'M' else ['daughter', 'mother', 'wife'])} "
                  f"{c.nm(pt, 'PATIENT', c.ch(['g', 'full']))} from {c.date(c.day(-60, -10), c.ch(['md', 'dB', 'bd', 'Bdy']))}. "
                  f"{ins} says the policy {c.hp()} lapsed but we paid in {c.date(c.day(-120, -30), 'B')}. {c.ch(ORD).capitalize()}. "
                  f"Please call me {c.phone()} or email {c.email(f)}. {c.fam(f, c.ch(['full', 'titlefull']))}")


# ------------------------------------------------------------------ 10 incident reports
def incident_report(c):
    pt = c.pt
    rn = c.clinician(c.ch(["RN", "RPN", "HCA"]))
    k = c.r.randint(0, 3)
    _, inc = c.idnum("Incident")
    if k == 0:
        lines = [f"INCIDENT REPORT {inc}", f"Date/time: {c.date(c.today)} {c.time()}",
                 f"Location: {c.ward()}, {c.ch(['room', 'Rm', 'side room'])} {c.room()}, bed {c.bed()}",
                 f"Person affected: {c.nm(pt, 'PATIENT', c.ch(['SF', 'full', 'sf']))}, {c.age(style=c.ch(['F', 'slash', 'yo', 'age']))}, MRN {c.mrn()}",
                 f"Reported by: {c.dr(rn, 'cred')} (user {P('USERNAME', c.username(rn))})",
                 f"Description: {c.ch(['pt found on floor beside bed', 'unwitnessed fall in bathroom', 'pt pulled out IV', 'wrong dose of ' + c.drug(False) + ' given'])}. "
                 f"{c.ch(['Foley catheter dislodged', 'no head injury', 'small skin tear L forearm', 'neuro obs commenced'])}. {', '.join(c.vitals(3))}. GCS 15."]
        if c.p(0.5):
            lines.append(f"Equipment: {c.ch(['IV pump', 'bed alarm', 'syringe driver', 'hoist'])} SN {c.device()}")
        if c.p(0.25):
            bk, bv = c.bioid()
            lines.append(f"Med room accessed by reporter ({bk} {bv}) at {c.clock()}.")
        if c.p(0.4):
            lines.append(f"Hx: {c.eponym_dx()}. {c.ch(ORD).capitalize()}.")
        if c.p(0.5):
            f = c.relative()
            lines.append(f"Witness/informed: {c.fam(f, c.ch(['full', 'g']))} ({f.role}) informed by phone {c.phone()} at {c.time()}")
        lines.append(f"Reviewed by {c.dr(c.clinician('dr'), c.ch(['title', 'cred']))} {c.pager()}. {c.score()}.")
        return "\n".join(lines)
    if k == 1:
        kind, veh = c.vehicle()
        f = c.relative()
        return "\n".join([
            f"Security/incident log {inc} - {c.date(c.today)} {c.time()}",
            f"Vehicle ({kind} {veh}) {c.ch(['reversed into', 'clipped', 'blocked'])} ambulance bay at {c.hospital()} {c.ch(['main entrance', 'car park B', 'ED drop-off'])}.",
            f"Driver: {c.fam(f, 'full')}, visiting {c.nm(pt, 'PATIENT', c.ch(['title', 'full']))} on {c.ward()}.",
            c.ch([f"Driver's licence {c.lic('DL')[1]}.", f"Driver works as a {c.prof()}.", f"Contact {c.phone()}."]),
            f"No injuries. {c.ch(ORD).capitalize()}. Logged by {c.nm(c.person(), 'DOCTOR', 'full')} (security), badge {c.idnum('Case')[1]}."])
    if k == 2:
        clk = c.clinician(c.ch(["clerk", "RN", "scribe"]))
        kind, bio = c.bioid()
        rows = []
        for i in range(c.r.randint(2, 5)):
            rows.append([c.date(c.day(-3, 0), c.ch(["iso", "mdY", "dmY"])) + " " + c.time(), P("USERNAME", c.username(clk)), c.ip(),
                         c.ch(["VIEW", "PRINT", "EDIT", "EXPORT"]), c.mrn()])
        return (f"Privacy incident {inc}: possible inappropriate access to the chart of {c.nm(pt, 'PATIENT', c.ch(['full', 'SF']))} by "
                f"{c.dr(clk, c.ch(['plain', 'cred']))} ({c.ch(['ward clerk', 'staff nurse', 'scribe'])}). Badge {kind} {bio}.\n"
                + table(c, ["Timestamp", "User", "Workstation IP", "Action", "MRN"], rows)
                + f"\nReferred to privacy officer {c.nm(c.person(), 'DOCTOR', c.ch(['full', 'ig']))} {c.email(role='privacy.office')}.")
    _, rx = c.idnum("Order")
    return c.typo(f"Med incident {inc}: {c.nm(pt, 'PATIENT', c.ch(['s', 'title', 'init']))} rm {c.room()} got {c.drug()} instead of {c.drug()} at {c.time()}, "
                  f"order {rx}. {c.vital()}, {c.vital()}. {c.ch(['pharmacist', 'Pharmacist'])} {c.dr(c.clinician('pharmacist'), c.ch(['plain', 'cred']))} and "
                  f"{c.dr(c.clinician('dr'), 'title')} notified, {poss(pt)} " + (lambda f: f"{f.role} {c.fam(f, 'g')}")(c.relative()) + " informed. "
                  f"-{c.dr(rn, c.ch(['g', 'cred']))}")


# ------------------------------------------------------------------ 11 lab result messages
def lab_result(c):
    pt = c.pt
    dr = c.clinician("dr")
    _, acc = c.idnum("Accession")
    if c.p(0.6):
        rows = [[n, val, c.ch(["", "", "H", "L", ""]), u or "-", rr] for n, val, u, rr in c.lab_rows(c.r.randint(4, 10))]
        lines = [f"{c.ch(['RESULTS', 'LAB REPORT', 'Pathology report', 'Chemistry/Haematology'])} - {c.hospital()}",
                 f"Patient: {c.nm(pt, 'PATIENT', c.ch(['SF', 'sf', 'full']))}  DOB {c.dob()}  MRN {c.mrn()}",
                 f"Accession {acc}  Collected {c.date(c.day(-3, 0))} {c.time()}  Received {c.time()}"]
        if c.p(0.4):
            _, sp = c.idnum("Specimen")
            lines.append(f"Specimen {sp}   Requested by {c.dr(dr, c.ch(['title', 'ig', 'sf']))}")
        lines.append(table(c, ["Test", "Result", "Flag", "Units", "Reference"], rows))
        lines.append(c.ch([f"Verified by {P('USERNAME', c.username(c.clinician('clerk')))} {c.time()}",
                           f"Comment: haemolysed, K may be falsely elevated. Phoned to {c.dr(c.clinician('RN'), c.ch(['plain', 'g']))} {c.ward()} at {c.time()}.",
                           f"Reviewed: {c.dr(dr, 'cred')}"]))
        return "\n".join(lines)
    return c.typo(f"{c.ch(['Hi', 'Hello', 'Dear'])} {c.nm(pt, 'PATIENT', c.ch(['g', 'title', 'titlefull']))}, your {c.ch(['bloods', 'blood tests', 'labs', 'urine test'])} from "
                  f"{c.weekday(c.day(-7, -1))} are back: {', '.join(c.labs(c.r.randint(2, 5), ref=c.p(0.3)))}. "
                  f"{c.ch(['All normal.', 'Slightly high, will recheck in 3 months.', c.dr(dr, 'title') + ' would like to see you.', 'No action needed.'])} "
                  f"{c.ch(['Any questions call ' + c.phone(), 'Reply here with questions.', 'Log in at ' + c.url() + ' to view.'])} "
                  f"- {c.dr(c.clinician(c.ch(['RN', 'MA', 'NP'])), c.ch(['g', 'cred']))}")


# ------------------------------------------------------------------ 12 shift handover
def shift_handover(c):
    n = c.r.randint(2, 4)
    hdr = f"{c.ch(['Handover', 'HANDOVER', 'Night handover', 'SBAR handover'])} {c.ward()} {c.date(c.today, c.ch(['md', 'dm', 'bd', 'dB']))} {c.time()}"
    out = [hdr]
    for i in range(n):
        p = c.person(age=c.r.randint(19, 98))
        s = (f"Bed {c.bed()} - {c.nm(p, 'PATIENT', c.ch(['title', 'SF', 's', 'init', 'full']))} {c.age(p, c.ch(['F', 'F_', 'slash', 'yo']))}, "
             f"{c.ch(['#NOF', 'CAP', 'AKI', 'UTI/delirium', 'COPD exac', 'post lap chole', c.eponym()])}. "
             f"{', '.join(c.vitals(c.r.randint(1, 3)))}. {c.ch([c.lab(ref=False), c.score(), c.drug()])}.")
        rel = c.relative(p)
        extra = c.ch(["", f" {poss(p).capitalize()} {rel.role} {c.fam(rel, 'g')} visiting pm.",
                      f" For {c.ch(['OT', 'PT', 'echo', 'MRI'])} {c.weekday()}.", f" {c.ch(ORD).capitalize()}.",
                      f" DNACPR, NOK {c.fam(c.relative(p), c.ch(['full', 'g']))} {c.phone()}."])
        out.append(s + extra)
    out.append(c.ch([f"Nurse in charge: {c.dr(c.clinician('RN'), c.ch(['plain', 'cred', 'g']))} {c.ext()}",
                     f"On call: {c.dr(c.clinician('dr'), 'title')} {c.pager()}", ""]))
    return "\n".join(x for x in out if x)


# ------------------------------------------------------------------ 13 community / home visits
def home_visit(c):
    pt = c.pt
    rn = c.clinician(c.ch(["RN", "RPN", "physio", "OT", "HCA"]))
    f = c.relative()
    s = [f"{c.ch(['Home visit', 'Community nursing visit', 'HV', 'District nurse visit'])} {c.date(c.today)} {c.time()} to "
         f"{c.nm(pt, 'PATIENT', c.ch(['titlefull', 'full', 'title']))} ({c.age(style=c.ch(['yo', 'F', 'slash', 'yro']))}) at {c.address()}.",
         f"{f.role.capitalize()} {c.fam(f, c.ch(['g', 'full']))} present{c.ch(['', ' and helpful', ', works as a ' + c.prof()])}.",
         f"{c.ch(['Wound', 'Leg ulcer', 'Pressure area sacrum', 'PICC site'])} reviewed; {c.score()}. {', '.join(c.vitals(c.r.randint(2, 4)))}.",
         c.ch([f"Carers from {P('ORGANIZATION', c.ch(PL.AGENCIES))} attend QDS.", f"Lives alone since {c.date(c.day(-900, -60), c.ch(['BY', 'Y', 'bY']))}.",
               f"Car reg {c.vehicle()[1]} parked outside, keysafe by back door.", f"Attends {P('ORGANIZATION', c.ch(PL.CHURCHES))} on Sundays.",
               f"Insulin pump SN {c.device()} checked.", f"Family visiting over {c.holiday()}.", f"{c.ch(ORD).capitalize()}.", "Dosette cabinet opened with {} {}.".format(*c.bioid())]),
         f"{c.ch(['Hx', 'PMH', 'Background'])}: {c.eponym_dx()}, {c.ch(['HTN', 'T2DM', 'CCF', 'OA'])}. {c.ch(ORD).capitalize()}.",
         f"Next visit {c.weekday(c.day(1, 7))}. {c.dr(rn, c.ch(['cred', 'plain', 'g']))}" + (f" {c.phone(mobile=True, ext=False)}" if c.p(0.3) else "")]
    if c.p(0.3):
        s.insert(3, f"Meds: {c.drug()}, {c.drug()}, {c.drug()} ({c.eponym()}).")
    if c.p(0.25):
        s.insert(1, f"NHS no {c.hp()}." if c.C == "UK" else f"Chart {c.mrn()}.")
    return c.typo(" ".join(s) if c.p(0.5) else "\n".join(s), rate=0.15)


GENRES = [("portal_message", portal_message), ("triage_call", triage_call), ("sms_pager", sms_pager),
          ("referral_email", referral_email), ("after_visit_summary", after_visit_summary),
          ("appointment_reminder", appointment_reminder), ("pharmacy_refill", pharmacy_refill),
          ("school_work_note", school_work_note), ("insurance_letter", insurance_letter),
          ("incident_report", incident_report), ("lab_result", lab_result), ("shift_handover", shift_handover),
          ("home_visit", home_visit)]
