"""Twelve genres of short patient/carer/front-line texts.  Each function takes a Ctx and
returns the note text with every PHI value wrapped by core.P (via Ctx helpers)."""
from core import P, OCC_JOBS
from clin import (time_, lab, vitals, drug, drug_parts, score, icd, epon, ordinary, clin_sentence, sent, cap)

KID_DRUGS = [("salbutamol", "2 puffs"), ("salbutamol", "4 puffs via spacer"), ("cetirizine", "5 mg"),
             ("paracetamol", "500 mg"), ("ibuprofen", "200 mg"), ("methylphenidate", "10 mg"),
             ("adrenaline auto-injector", "0.3 mg"), ("loratadine", "10 mg"), ("montelukast", "5 mg"),
             ("insulin glargine", "8 units")]


def kid_drug(r, parts=False):
    d, dose = r.choice(KID_DRUGS)
    return (d, dose) if parts else f"{d} {dose}"


def pick(c, bank, k, voice="staff"):
    bank = bank + [lambda c: clin_sentence(c.r, voice), lambda c: clin_sentence(c.r, voice),
                   lambda c: clin_sentence(c.r, "staff")]
    idx = c.r.sample(range(len(bank)), min(k + 1, len(bank)))
    return [bank[i](c) for i in idx]


def rel_of(c):
    """Relation word for a relative of the patient, sex-aware for some."""
    return c.ch(["wife" if c.pt.sex == "M" else "husband", "daughter", "son", "sister", "brother",
                 "mum", "dad", "partner", "neighbour", "friend", "nan", "uncle", "aunt", "grandson",
                 "granddaughter", "flatmate", "father-in-law", "niece"])


def relsent(c):
    rw, nm = c.rel(rel_of(c), key="r1")
    r = c.r
    return r.choice([f"my {rw} {nm} will bring me", f"{nm} (my {rw}) can answer the phone if I don't",
                     f"my {rw} {nm} has the same cough", f"my {rw}, {nm}, is staying with me this week",
                     f"{nm} my {rw} said to message you", f"you can speak to my {rw} {nm} about it"])


# ---------------------------------------------------------------------------- 1
PORTAL_SUBJ = ["question about my results", "Re: follow up", "med refill", "side effects??", "billing question",
               "letter for work", "urgent - rash", "appt", "Re: Re: blood test", "travel vaccines", "pump alarm",
               "sick note", "(no subject)"]


def portal(c):
    r = c.r
    c.set_age(18, 92)
    out = []
    d0 = c.ch(["title", "titlefull", "title"])
    if c.p(0.8):
        out.append(f"From: {c.ptn(c.ch(['full', 'rev', 'REV', 'full', 'mid']))}" + (f" ({c.mrn_l()})" if c.p(0.65) else ""))
        out.append(f"To: {c.doc(0, style=d0)}" + (f" / {c.hosp()}" if c.p(0.55) else ""))
        out.append(f"Sent: {c.adate(c.ch(['full', 'long', 'wd_long', 'iso', 'short']))} {time_(r)}")
        out.append(f"Subject: {c.ch(PORTAL_SUBJ)}")
        if c.p(0.3):
            out.append(f"Portal user: {c.username()}")
        out.append("")
    greet = c.ch([f"Hi {c.doc(0, style='title')},", "Hello,", f"Dear {c.doc(0, style='titlefull')},", "hi", "Good morning,",
                  f"Hi {c.doc(0, style='given')}"])
    bank = [
        lambda c: f"I had bloods done on {c.date(off=-r.randint(3, 20))} and {lab(r, 'pt')}",
        lambda c: f"{drug(r, 'pt')} and {c.ch(['feel dizzy', 'my ankles are swollen', 'cannot sleep', 'have a dry cough'])}",
        lambda c: f"I'm {c.ch([c.agep('bare'), 'a ' + c.agep('yearold')])} and have had this since {c.date(off=-r.randint(5, 40), style=c.ch(['dm', 'mon', 'ord', 'wd']))}",
        lambda c: f"can I get a letter for work? I work as a {c.profession()} at {c.employer()} and they need it by {c.wday()}",
        lambda c: f"my {c.ch(['insulin pump', 'CGM', 'pacemaker', 'hearing aid', 'CPAP machine'])} (serial {c.device()}) keeps alarming at night",
        lambda c: f"the pharmacy ({c.pharmacy()}) said the script hasn't come through",
        lambda c: f"we are flying to {c.country()} on {c.date(off=r.randint(10, 40))} - do I need any vaccines?",
        lambda c: f"please call me on {c.phone()} after {time_(r)}",
        lambda c: f"my new address is {c.address()}",
        lambda c: f"I got a bill for {c.L['cur']}{r.randint(20, 400)} (account {c.acct()}) but I thought it was covered",
        lambda c: f"my insurance changed to {c.insurer()}, {c.plan_l()}",
        relsent,
        lambda c: f"I saw {c.doc(1, role='nurse', style=c.ch(['title', 'given']))} on {c.wday(-r.randint(2, 6))} and she said to message you",
        lambda c: f"can you send the form to {c.email()} please",
        lambda c: ordinary(r),
        lambda c: lab(r, "pt"),
        lambda c: vitals(r, "pt"),
        lambda c: epon(r, "pt"),
        lambda c: f"my {c.rel(c.ch(['son', 'daughter']), key='kid')[0]} {c.rel(None, key='kid')[1]} is {c.agep('bare', age=r.randint(2, 16))} and also has a rash",
        lambda c: f"the {c.ch(['ED', 'urgent care', 'A&E', 'walk-in'])} at {c.hosp(1)} told me to follow up with my {c.L['gp']}",
    ]
    body = pick(c, bank, r.randint(2, 5), 'pt')
    out.append(greet + " " + " ".join(sent(s) for s in body))
    sig = c.ch([f"Thanks, {c.pg()}", f"{c.ptn('full')}", f"Regards\n{c.ptn('full')}\nDOB {c.dobp()}",
                f"thx {c.pg()}", f"{c.pg()} ({c.dobp()})", "Sent from my phone"])
    out.append(sig)
    if c.p(0.3):
        out.append("")
        out.append(f"--- Reply from {c.doc(0, style='cred')}, {c.date(off=1, style=c.ch(['full', 'mon']))} {time_(r)}:")
        out.append(f"Hi {c.pg()}, {sent(clin_sentence(r))} {c.ch(['Please book a review.', 'No change needed for now.', 'I have sent a new script.', 'Happy to discuss by phone.'])}")
    if c.p(0.25):
        out.append(f"[logged {c.adate('iso')} from {c.ip()}]")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 2
SYMPT = ["headache for 3 days worse at night", "sore throat and fever since the weekend", "chest feels tight when i climb stairs",
         "burning when i pee, going every hour", "rash on both arms, itchy", "cough with green phlegm", "dizzy when standing up",
         "pain in lower back going down left leg", "stomach cramps and diarrhoea x4 today", "ear pain, child pulling at ear",
         "cant sleep, heart racing", "swollen ankle after fall", "eye red and sticky", "numb fingers in the cold"]


def symptom(c):
    r = c.r
    c.set_age(16, 90)
    out = []
    if c.p(0.8):
        out.append(c.ch(["Symptom checker - free text", "SYMPTOM CHECKER ENTRY", "Online symptom check", "Triage form (self-completed)"]))
        f = [f"Name: {c.ptn(c.ch(['full', 'given', 'full', 'gi']))}", f"Age: {c.agep('bare')}", f"Sex: {c.pt.sex}"]
        if c.p(0.6):
            f.append(f"{'Zip' if c.cc == 'US' else 'Postcode' if c.cc in ('UK', 'AU', 'ZA') else 'PIN'}: {c.zipc()}")
        if c.p(0.5):
            f.append(f"DOB: {c.dobp()}")
        out.append(c.ch([" | ", "\n", "  "]).join(f))
        out.append(f"Started: {c.date(off=-r.randint(1, 14), style=c.ch(['full', 'dm', 'wd', 'mon', 'long']))}")
        out.append("Describe your symptoms:")
    bank = [
        lambda c: c.ch(SYMPT),
        lambda c: c.ch(SYMPT),
        lambda c: f"tried {drug(r, 'staff')}",
        lambda c: f"my {c.rel(c.ch(['daughter', 'son', 'husband', 'wife', 'flatmate']), key='r1')[0]} {c.rel(None, key='r1')[1]} had the same thing last week",
        lambda c: f"just back from {c.country()}",
        lambda c: f"i work as a {c.profession()} so cant really take time off",
        lambda c: f"{c.agep(c.ch(['yo', 'yo2', 'sexa', 'slash', 'y/o']))}, {c.ch(['asthmatic', 'diabetic', 'no history', 'on blood thinners'] + (['pregnant 20 weeks'] if c.pt.sex == 'F' and c.age < 44 else []))}",
        lambda c: vitals(r, "pt"),
        lambda c: lab(r, "pt"),
        lambda c: epon(r, "pt"),
        lambda c: ordinary(r),
        lambda c: f"already saw {c.doc(0, style=c.ch(['title', 'given']))} at {c.hosp()} on {c.wday(-r.randint(1, 6))}",
        lambda c: f"pain {r.randint(2, 10)}/10",
        lambda c: f"started after {c.holiday()}",
    ]
    body = pick(c, bank, r.randint(2, 6), 'pt')
    sep = c.ch([". ", ", ", " - ", "\n"])
    out.append(sep.join(body))
    tail = []
    if c.p(0.45):
        tail.append(f"Session ref: {c.idnum()}")
    if c.p(0.4):
        tail.append(f"User: {c.username()}")
    if c.p(0.35):
        tail.append(f"Callback: {c.phone()}")
    if c.p(0.2):
        tail.append(f"Email: {c.email()}")
    if c.p(0.15):
        tail.append(f"Device IP {c.ip()}")
    if tail:
        out.append(c.ch([" | ", "\n"]).join(tail))
    out.append(c.ch(["Outcome: see GP within 24h", "Outcome: self-care advice", "Outcome: call 111", "Outcome: urgent care today",
                     "Outcome: pharmacy advice", "Outcome: amber - book appointment", "Disposition: ED now"]))
    return "\n".join(out)


# ---------------------------------------------------------------------------- 3
def carer_email(c):
    r = c.r
    c.set_age(58, 98)
    crel = c.ch(["daughter", "son", "wife", "husband", "niece", "neighbour", "carer", "daughter-in-law", "friend"])
    _, cname_full = c.rel(crel, key="carer", style="full")
    cper = c.rels["carer"][1]
    inv = {"daughter": "mum" if c.pt.sex == "F" else "dad", "son": "mother" if c.pt.sex == "F" else "father",
           "wife": "husband", "husband": "wife", "niece": "aunt" if c.pt.sex == "F" else "uncle",
           "neighbour": "neighbour", "carer": "client", "daughter-in-law": "mother-in-law" if c.pt.sex == "F" else "father-in-law",
           "friend": "friend"}[crel]
    cem = P("EMAIL", c.once("cem", lambda: f"{cper.given.lower().replace(' ', '')}.{cper.sur.lower().replace(' ', '').replace(chr(39), '')}{r.randint(1, 99)}@{c.ch(['example.com', 'example.net', 'example.org'])}"))
    out = []
    if c.p(0.85):
        out.append(f"From: {cname_full} <{cem}>")
        out.append(f"To: {c.ch(['Reception', 'Care team', 'Practice manager', 'Nurses'])}, {c.hosp()} <{c.email('clinic')}>")
        out.append(f"Date: {c.adate(c.ch(['wd_long', 'long', 'full']))} {time_(r)}")
        out.append(f"Subject: {c.ch(['Re: ', 'Fwd: ', ''])}{c.ch(['Mum - ', 'Dad - ', 'my ' + inv + ' - ', ''])}{c.ptn(c.ch(['full', 'REV', 'title']))}" + (f" DOB {c.dobp()}" if c.p(0.5) else ""))
        out.append("")
    out.append(c.ch([f"Dear {c.doc(0, style='title')},", "Dear Sir/Madam,", "Hello,", f"Hi {c.doc(1, role='nurse', style='given')},"]))
    bank = [
        lambda c: f"I am writing about my {inv} {c.ptn(c.ch(['full', 'given', 'title']))} ({c.agep(c.ch(['bare', 'yo', 'sexa']))}) who I look after",
        lambda c: f"since {c.date(off=-r.randint(3, 30), style=c.ch(['wd', 'dm', 'long', 'ord']))} {c.pg()} has been more confused and not eating",
        lambda c: f"{c.pg()} is now on {drug(r, 'staff')} and {drug(r, 'staff')}",
        lambda c: f"the carers from {c.charity()} come twice daily but missed the 8am visit on {c.wday(-r.randint(1, 5))}",
        lambda c: f"we are going to {c.country()} for a family wedding {c.drange()}",
        lambda c: f"{c.pg()} used to work as a {c.profession()} and still talks about it",
        lambda c: f"could the district nurse ({c.doc(1, role='nurse', style=c.ch(['title', 'full']))}) check the leg ulcer again",
        lambda c: f"{c.his()} brother {c.rel('brother', key='bro')[1]} lives in {c.city()} and can help",
        lambda c: f"please ring me on {c.phone('carer')} rather than the landline",
        lambda c: f"the {lab(r, 'staff')} result from {c.hosp(1)} worried us",
        lambda c: ordinary(r),
        lambda c: epon(r, "pt"),
        lambda c: f"{c.his()} address is still {c.address()}",
        lambda c: f"{c.pg()} moved into {c.carehome()} in {c.date(style='my')}",
    ]
    body = pick(c, bank, r.randint(2, 5), 'pt')
    out.append(" ".join(sent(s) for s in body))
    out.append(c.ch(["Kind regards,", "Thanks,", "Many thanks", "Regards,", "Best wishes,"]))
    out.append(c.ch([cname_full, c.rel('carer', key='carer', style='given')[1]]))
    if c.p(0.6):
        out.append(f"{crel.capitalize()} and main carer" if crel != "carer" else f"Carer, {c.charity()}")
    if c.p(0.6):
        out.append(f"{c.ch(['Mob', 'Tel', 'Ph', 'Cell'])}: {c.phone('carer')}")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 4
def school_nurse(c):
    r = c.r
    c.set_age(5, 17)
    out = []
    out.append(c.ch([f"School nurse note - {c.school()}", f"{c.school()} | Health Office", "SCHOOL NURSE VISIT",
                     f"Sick bay log, {c.school()}"]))
    out.append(f"Student: {c.ptn(c.ch(['full', 'rev', 'REV', 'full']))} | {c.ch(['Year', 'Grade', 'Class', 'Std'])} {r.randint(1, 12)}{c.ch(['', 'B', 'C', 'G'])}"
               + (f" | DOB {c.dobp()}" if c.p(0.6) else "") + (f" | Age {c.agep('bare')}" if c.p(0.6) else ""))
    out.append(f"Date: {c.adate(c.ch(['full', 'wd_dm', 'long', 'wd_long']))}  Time: {time_(r)}"
               + (f"  Room: {c.room()}" if c.p(0.35) else ""))
    bank = [
        lambda c: f"{c.pg()} c/o {c.ch(['headache', 'tummy ache', 'wheeze after PE', 'nosebleed', 'itchy scalp', 'sore knee', 'feeling faint'])}",
        lambda c: f"{vitals(r, 'staff')}",
        lambda c: f"{kid_drug(r)} given at {time_(r)} per care plan",
        lambda c: f"{c.ch(['Mum', 'Dad', 'Parent', 'Gran'])} ({c.rel(c.ch(['mum', 'dad', 'gran']), key='par', style=c.ch(['given', 'full']))[1]}) called on {c.phone('par')}",
        lambda c: f"class teacher {c.ch(['Mrs', 'Mr', 'Ms'])} {c.rel('teacher', key='teach', style='sur')[1]} informed",
        lambda c: f"insulin pump SN {c.device()} checked, site ok, {lab(r, 'staff')}",
        lambda c: f"{c.ch(['Osgood-Schlatter', 'Sever' + chr(39) + 's disease', 'asthma', 'eczema', 'ADHD'])} on health plan",
        lambda c: f"back to class {c.room()} at {time_(r)}",
        lambda c: ordinary(r),
        lambda c: f"sent home with {c.ch(['mum', 'dad', 'aunt', 'older brother'])} {c.rel(c.ch(['aunt', 'brother']), key='pickup')[1]}",
        lambda c: f"{score(r)}",
        lambda c: f"off school {c.drange()} with flu",
        lambda c: f"referred to {c.doc(0, style=c.ch(['title', 'titlefull']))} at {c.hosp()}",
        lambda c: f"EpiPen expiry {c.date(style='my')}, spare in office",
    ]
    body = pick(c, bank, r.randint(3, 6))
    if c.p(0.4):
        out.extend("- " + sent(s) for s in body)
    else:
        out.append(" ".join(sent(s) for s in body))
    if c.p(0.25):
        out.append("Medication log:")
        out.append("Date | Drug | Dose | Time | Initials")
        for _ in range(r.randint(2, 3)):
            dn, ds = kid_drug(r, parts=True)
            out.append(f"{c.date(style='dm')} | {dn} | {ds} | {time_(r)} | {P('DOCTOR', c.docs_init(2, role='sn'))}")
    out.append(c.ch([f"Nurse: {c.doc(2, role='sn', style=c.ch(['cred', 'full']))}",
                     f"-- {c.doc(2, role='sn', style=c.ch(['cred', 'title']))}",
                     f"Signed {c.doc(2, role='sn', style='gi')}, school nurse"]))
    return "\n".join(out)


# ---------------------------------------------------------------------------- 5
def pharmacy(c):
    r = c.r
    out = []
    out.append(c.ch([f"Pharmacy counselling note | {c.pharmacy()}", "COUNSELLING RECORD", f"{c.pharmacy()} - MUR / counselling",
                     "Pharmacist consultation"]))
    out.append(f"Pt: {c.ptn(c.ch(['full', 'REV', 'title', 'rev']))} ({c.agep(c.ch(['yo', 'sexa', 'slash', 'yo2']))})"
               + (f" DOB {c.dobp()}" if c.p(0.5) else "") + f"  Date: {c.adate(c.ch(['full', 'short', 'iso', 'mon']))}")
    if c.p(0.75):
        if c.cc == "US":
            lic = c.ch([f"DEA {c.license('dea')}", f"NPI {c.license('npi')}", f"DEA {c.license('dea')}, NPI {c.license('npi')}"])
        else:
            lic = f"{ {'UK': 'GMC', 'AU': 'AHPRA', 'IN': 'Reg. no.', 'ZA': 'HPCSA'}[c.cc] } {c.license('prof')}"
        out.append(f"Rx {c.ch(['#', 'no. ', ''])}{c.idnum('rx')} from {c.doc(0, style=c.ch(['title', 'titlefull', 'cred']))} ({lic})")
    if c.p(0.35):
        out.append("Drug | Dose | Sig")
        for _ in range(r.randint(2, 4)):
            dn, ds, sg = drug_parts(r)
            out.append(f"{dn} | {ds} | {sg}")
    bank = [
        lambda c: f"Counselled on {drug(r, 'staff')}: take with food, avoid alcohol",
        lambda c: f"pt reports {c.ch(['nausea', 'ankle swelling', 'dry cough', 'drowsiness', 'no side effects'])} on {drug(r, 'staff')}",
        lambda c: f"inhaler technique checked, {score(r)}",
        lambda c: f"{c.ch(['wife', 'husband', 'daughter', 'son', 'carer'])} {c.rel(None, key='r1')[1]} collects meds",
        lambda c: f"{c.plan_l()}" + (f" ({c.insurer()})" if c.p(0.5) else ""),
        lambda c: f"faxed query to surgery on {c.fax()}",
        lambda c: f"prescriber contacted, ext {c.ext()}",
        lambda c: f"CGM sensor serial {c.device()} replaced under warranty",
        lambda c: f"controlled drug collected, fingerprint ID {c.bioid()} verified",
        lambda c: f"works as a {c.profession()} - shift patterns affect dosing times",
        lambda c: lab(r, "staff"),
        lambda c: icd(r),
        lambda c: f"next review {c.wday()} {time_(r)}",
        lambda c: f"delivery to {c.address()}",
        lambda c: ordinary(r),
        lambda c: f"travelling to {c.country()}, letter given for meds",
    ]
    body = pick(c, bank, r.randint(3, 6))
    out.append(" ".join(sent(s) for s in body) if c.p(0.5) else "\n".join("- " + sent(s) for s in body))
    out.append(f"Pharmacist: {c.doc(1, role='pharm', style=c.ch(['cred', 'cred', 'full', 'gi']))}"
               + (f" ({ {'US': 'RPh lic.', 'UK': 'GPhC', 'AU': 'AHPRA', 'IN': 'PCI reg.', 'ZA': 'SAPC'}[c.cc] } {P('LICENSE', c.once('phlic', lambda: str(r.randint(2000000, 2999999))))})" if c.p(0.4) else ""))
    return "\n".join(out)


# ---------------------------------------------------------------------------- 6
def telehealth(c):
    r = c.r
    out = []
    out.append(c.ch(["Telehealth chat transcript", "VIRTUAL VISIT - CHAT LOG", "Chat transcript (auto-saved)", "Web chat"]))
    meta = []
    if c.p(0.7):
        meta.append(f"Session: {c.url()}")
    if c.p(0.75):
        meta.append(f"Client IP: {c.ip()}")
    if c.p(0.7):
        meta.append(f"User: {c.username()}")
    meta.append(f"Date: {c.adate(c.ch(['iso', 'full', 'long']))}")
    out.append(" | ".join(meta))
    agent = c.doc(0, role="clerk", style="given")
    who = c.ch(["Patient", "pt", "user", "U"])
    use_user = "user" in c._c and c.p(0.5)
    pl = lambda: c.username() if use_user else who
    h, m = r.randint(7, 19), r.randint(0, 40)
    def ts():
        nonlocal m
        m += r.randint(0, 2)
        return f"[{h:02d}:{m:02d}]"
    def qa():
        k = r.randrange(3)
        q = ["what is your postcode?" if c.cc != "US" else "what is your zip code?", "and your address?",
             "best number to reach you?"][k]
        a = [c.zipc, c.address, c.phone][k]()
        return f"{ts()} Agent: thanks {c.pg()}. {q}\n{ts()} {pl()}: {a}"
    out.append(f"{ts()} Agent ({agent}): Hi, can I confirm your full name and date of birth?")
    out.append(f"{ts()} {pl()}: {c.ptn(c.ch(['full', 'full', 'mid']))}, {c.dobp()}")
    lines = [
        lambda: qa(),
        lambda: f"{ts()} {pl()}: {c.ch(SYMPT)}, {vitals(r, 'pt')}",
        lambda: f"{ts()} {pl()}: my {c.rel(c.ch(['son', 'daughter']), key='kid')[0]} {c.rel(None, key='kid')[1]} is {c.agep('bare', age=r.randint(1, 12))} and {c.ch(['has a fever 38.9', 'is vomiting', 'has a barky cough'])}",
        lambda: f"{ts()} {pl()}: {drug(r, 'pt')}",
        lambda: f"{ts()} {pl()}: {ordinary(r)}",
        lambda: f"{ts()} Agent: connecting you to {c.doc(1, style=c.ch(['title', 'titlefull']))} now",
        lambda: f"{ts()} {c.doc(1, style='title')}: {sent(clin_sentence(r))}",
        lambda: f"{ts()} Agent: voice ID verified ({c.bioid()})",
        lambda: f"{ts()} {pl()}: I'm in {c.city()} visiting my {c.rel(c.ch(['sister', 'brother', 'mum']), key='r2')[0]} {c.rel(None, key='r2')[1]}",
        lambda: f"{ts()} {pl()}: can you email it to {c.email()}",
        lambda: f"{ts()} {c.doc(1, style='title')}: I'll send a script to {c.pharmacy()}. Review {c.wday()} if not better",
        lambda: f"{ts()} {pl()}: {lab(r, 'pt')}",
        lambda: f"{ts()} {pl()}: i'm {c.ch([c.agep('bare'), 'a ' + c.agep('yearold'), c.agep('yo')])} btw",
    ]
    idx = sorted(r.sample(range(len(lines)), r.randint(3, 7)))
    for i in idx:
        out.append(lines[i]())
    if c.p(0.4):
        out.append(f"{ts()} Agent: chat closed. Ref {c.idnum()}")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 7
def booking(c):
    r = c.r
    if c.p(0.45):  # a short message from the patient or parent
        if c.age < 16 or c.p(0.3):
            c.age = r.randint(1, 15) if c.age >= 16 else c.age
            rw, pn = c.rel(c.ch(["mum", "dad", "nan"]), key="par", style="given")
            s = (f"hi, can I book {c.pg()} ({c.agep('bare')}) in with {c.doc(0, style=c.ch(['title', 'given']))} on "
                 f"{c.date(off=r.randint(1, 10), style=c.ch(['wd_dm', 'wd', 'wd_long', 'dm']))} after school? "
                 f"{sent(c.ch(['his asthma is playing up', 'she has had earache for 2 days', 'needs her 4 year jabs', 'rash is back']))} "
                 f"{c.phone('par')}. thanks, {pn} ({rw})")
        else:
            s = (f"Hello, {c.ptn(c.ch(['full', 'given', 'title']))} here" + (f" (DOB {c.dobp()})" if c.p(0.6) else "")
                 + f". Need to {c.ch(['move', 'cancel', 'book'])} my appt {c.ch(['on', 'for'])} {c.date(off=r.randint(1, 14), style=c.ch(['wd_dm', 'wd_long', 'dm', 'ord', 'mon']))}"
                 + f" at {time_(r)} with {c.doc(0, style=c.ch(['title', 'titlefull']))}. "
                 + sent(c.ch([f"I have to work a double shift at {c.employer()}", f"my {c.rel(rel_of(c), key='r1')[0]} {c.rel(None, key='r1')[1]} is in hospital",
                              f"I'll be in {c.country()} until {c.date(off=r.randint(15, 30), style=c.ch(['dm', 'mon', 'ord']))}", ordinary(r)]))
                 + f" Call {c.phone()}" + (f" or {c.email()}" if c.p(0.4) else "") + ".")
        return s
    out = []
    out.append(c.ch(["Booking request", "APPOINTMENT REQUEST (online)", f"Booking log - {c.hosp()}", "Reception message"]))
    out.append(f"Rec'd {c.adate(c.ch(['full', 'short', 'iso']))} {time_(r)} via {c.ch([c.url(), 'phone', 'SMS', 'web form'])}")
    out.append(f"Pt: {c.ptn(c.ch(['full', 'REV', 'rev']))}, DOB {c.dobp()}" + (f", {c.mrn_l()}" if c.p(0.6) else ""))
    bank = [
        lambda c: f"requests appt w/ {c.doc(0, style=c.ch(['title', 'titlefull', 'given']))} re {c.ch(['BP check', 'repeat bloods', 'knee pain', 'contraception', 'diabetes review', 'mental health'])}",
        lambda c: f"pref {c.wday()} {c.ch(['am', 'pm', 'after 3'])}, not {c.wday(r.randint(10, 12))}",
        lambda c: f"offered {c.date(off=r.randint(2, 20), style=c.ch(['wd_dm', 'wd_long', 'full']))} {time_(r)}",
        lambda c: f"blue badge parking, car reg {c.plate()}",
        lambda c: f"{c.plan_l()}",
        lambda c: f"billing acct {c.acct()}",
        lambda c: f"confirmation sent to {c.email()}",
        lambda c: f"mob {c.phone()}",
        lambda c: f"interpreter needed ({c.ch(['Zulu', 'Tamil', 'Polish', 'Somali', 'Vietnamese', 'Hindi'])}), {c.rel(rel_of(c), key='r1')[0]} {c.rel(None, key='r1')[1]} will attend",
        lambda c: f"referral letter faxed from {c.hosp(1)} ({c.fax()})",
        lambda c: f"{c.agep(c.ch(['yo', 'sexa', 'slash']))}, {c.ch(['new patient', 'DNA x2', 'housebound', 'wheelchair user'])}",
        lambda c: f"ref no {c.idnum()}",
        lambda c: ordinary(r),
        lambda c: f"bloods ({c.ch(['HbA1c', 'lipids', 'TSH', 'FBC', 'U&E'])}) 2 days before, fasting from {time_(r)}",
        lambda c: f"closed over {c.holiday()}",
    ]
    body = pick(c, bank, r.randint(3, 6))
    out.extend(("- " if c.p(0.5) else "") + sent(s) for s in body)
    out.append(c.ch([f"-- {c.doc(1, role='clerk', style=c.ch(['given', 'full']))}, reception", f"Taken by {c.doc(1, role='clerk', style='title')}",
                     f"{P('DOCTOR', c.docs_init(1, role='clerk'))}/reception", "auto-generated"]))
    return "\n".join(out)


# ---------------------------------------------------------------------------- 8
def complaint(c):
    r = c.r
    c.set_age(20, 97)
    out = []
    writer_pt = c.p(0.5)
    if writer_pt:
        out.append(c.ptn("full"))
        wname = c.ptn("full")
        about = "my care"
        subj = c.ch(["I", "I"])
    else:
        rw, wfull = c.rel(c.ch(["daughter", "son", "wife", "husband", "partner"]), key="w", style="full")
        out.append(wfull)
        wname = wfull
    out.append(c.street())
    out.append(c.ch([f"{c.city()} {c.zipc()}", f"{c.city()}, {c.state() or c.zipc()}" + (f" {c.zipc()}" if c.state() else "")]))
    if c.p(0.7):
        out.append(c.ch([f"Tel: {c.phone()}", f"{c.phone()} | {c.email()}", f"Email: {c.email()}"]))
    out.append("")
    out.append(c.adate(c.ch(["long", "full", "long"])))
    out.append("")
    out.append(c.ch(["Patient Relations Team", "The Practice Manager", "Complaints Officer", "To whom it may concern"]))
    out.append(c.hosp())
    refs = []
    if c.p(0.6):
        refs.append(f"Your ref: {c.idnum('case')}")
    if c.p(0.45):
        refs.append(f"Acct {c.acct()}")
    if c.p(0.4):
        refs.append(c.mrn_l())
    if refs:
        out.append("  ".join(refs))
    out.append("")
    who = "I" if writer_pt else f"my {c.rels['w'][0] == 'daughter' and ('mother' if c.pt.sex == 'F' else 'father') or c.rels['w'][0] == 'son' and ('mother' if c.pt.sex == 'F' else 'father') or (c.rels['w'][0] in ('wife', 'husband', 'partner') and ('wife' if c.pt.sex == 'F' else 'husband')) or 'relative'} {c.ptn(c.ch(['full', 'given', 'title']))}"
    out.append("Dear Sir/Madam,")
    opening = f"I am writing to complain about the care {who} received on {c.ward()} from {c.date(off=-r.randint(10, 40), style=c.ch(['long', 'ord', 'full']))} to {c.date(off=-r.randint(1, 9), style=c.ch(['long', 'ord', 'full']))}"
    bank = [
        lambda c: f"{c.doc(0, style=c.ch(['title', 'titlefull']))} did not explain why the {drug_parts(r)[0]} was stopped",
        lambda c: f"{c.doc(1, role='nurse', style=c.ch(['title', 'full']))} was kind but the ward was short staffed",
        lambda c: f"we waited {r.randint(3, 11)} hours in {c.ch(['A&E', 'the ED', 'casualty', 'outpatients'])} on {c.wday(-r.randint(5, 20))} with no water",
        lambda c: f"I received a parking fine for car reg {c.plate()} while visiting, even though I had a permit",
        lambda c: f"the bill of {c.L['cur']}{r.randint(50, 2000)} should have gone to {c.insurer()} ({c.plan_l()})",
        lambda c: f"{c.pg()} is {c.ch([c.agep('bare'), c.agep('words'), 'a frail ' + c.agep('yearold')])} and should not have been left in room {c.room()} alone",
        lambda c: f"they lost {c.pg()}'s hearing aid (serial {c.device()})",
        lambda c: f"I had to take unpaid leave from {c.employer()} where I work as a {c.profession('w')}",
        lambda c: f"the receptionist {c.doc(2, role='clerk', style='given')} told me to ring back after {c.holiday()}",
        lambda c: f"the discharge letter gave the wrong date of birth ({c.dobp()})",
        lambda c: ordinary(r),
        lambda c: f"the consultant's GMC/registration no. on the letter was {c.license('prof')}",
        lambda c: f"please reply to {c.email()} or write to the address above",
        lambda c: f"my {c.rel(rel_of(c), key='r9')[0]} {c.rel(None, key='r9', style='full')[1]} witnessed all of this",
    ]
    body = [opening] + pick(c, bank, r.randint(2, 5), 'pt')
    out.append(" ".join(sent(s) for s in body))
    if c.p(0.3):
        out.append(f"I expect a response within 20 working days. {c.ch(['See also', 'Full details at', 'I have also posted on'])} {c.url()}.")
    out.append(c.ch(["Yours faithfully,", "Yours sincerely,", "Regards,"]))
    out.append(wname if not writer_pt else c.ptn(c.ch(["full", "full", "gi"])))
    return "\n".join(out)


# ---------------------------------------------------------------------------- 9
def chw(c):
    r = c.r
    out = []
    out.append(c.ch([f"CHW home visit - {c.adate(c.ch(['full', 'iso', 'dot', 'long']))}", f"Community health worker visit note {c.adate()}",
                     f"HOME VISIT {c.adate('full')}", f"Outreach visit, {c.adate(c.ch(['wd_dm', 'long']))}"]))
    hh_rw, hh = c.rel(c.ch(["husband", "wife", "mother", "father", "grandmother", "uncle"]), key="hh", style="full")
    out.append(f"HH head: {hh} ({hh_rw})" + (f" | Address: {c.address()}" if c.p(0.7) else f" | near {c.landmark()}, {c.city()}"))
    if c.p(0.4):
        out.append(f"Landmark: {c.landmark()}")
    out.append(f"Index pt: {c.ptn(c.ch(['full', 'given', 'rev']))}, {c.agep(c.ch(['sexa', 'slash', 'yo', 'yrs']))}"
               + (f", {c.ssn_l()}" if c.p(0.45) else "") + (f", {c.mrn_l()}" if c.p(0.4) else ""))
    if c.p(0.55):
        out.append("Household members:")
        out.append("Name | Relation | Age | Notes")
        for i in range(r.randint(2, 4)):
            rw = c.ch(["son", "daughter", "grandson", "granddaughter", "niece", "nephew", "brother", "sister"])
            _, nm = c.rel(rw, key=f"hm{i}", style=c.ch(["given", "given", "full"]))
            out.append(f"{nm} | {rw} | {P('AGE', str(r.randint(1, 40)))} | {c.ch(['school', 'immunisations up to date', 'cough 2 wks', 'on ART', 'well', 'works as a ' + c.profession(('hm', i))])}")
    bank = [
        lambda c: vitals(r, "staff"),
        lambda c: f"{drug(r, 'staff')} adherence ok, pill count {r.randint(2, 28)}",
        lambda c: lab(r, "staff"),
        lambda c: f"referred to {c.hosp()} for {c.ch(['sputum test', 'BP review', 'ANC', 'wound care', 'eye check'])}",
        lambda c: f"next visit {c.wday()}",
        lambda c: f"{c.ptn('given')} works as a {c.profession()} at {c.employer()}",
        lambda c: f"{c.ch(['daughter', 'son'])} {c.rel(c.ch(['daughter', 'son']), key='away')[1]} working in {c.country()}, sends money",
        lambda c: f"attends {c.church()}",
        lambda c: icd(r),
        lambda c: epon(r, "staff"),
        lambda c: f"clinic card shows last visit {c.date(off=-r.randint(20, 80), style=c.ch(['full', 'dm', 'iso']))}",
        lambda c: ordinary(r),
        lambda c: f"{score(r)}",
        lambda c: f"{c.plan_l()}",
    ]
    body = pick(c, bank, r.randint(3, 6))
    if c.p(0.5):
        out.append("Findings: " + "; ".join(body))
    else:
        out.extend("* " + sent(s) for s in body)
    out.append(f"CHW: {c.doc(0, role='chw', style=c.ch(['cred', 'cred', 'full', 'title']))}" + (f"  Tel {c.phone('chw')}" if c.p(0.5) else ""))
    if c.p(0.3):
        out.append(f"Supervisor: {c.doc(1, role='nurse', style=c.ch(['title', 'cred']))}")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 10
def occ_health(c):
    r = c.r
    c.set_age(18, 66)
    job = P("PROFESSION", c.once(("prof", "pt"), lambda: c.ch(OCC_JOBS)))
    out = [c.ch(["Occupational health questionnaire", "PRE-PLACEMENT HEALTH QUESTIONNAIRE", "Fitness for work - self-declaration",
                 "OH referral questionnaire"])]
    q = []
    q.append(f"Name: {c.ptn(c.ch(['full', 'REV', 'mid']))}")
    q.append(f"DOB: {c.dobp()}")
    if c.p(0.6):
        q.append(f"Employee no.: {c.idnum('emp')}")
    q.append(f"Employer: {c.employer()}")
    q.append(f"Job title: {job}")
    if c.p(0.45):
        q.append(f"{c.ch(['Do you drive for work?', 'Driving duties:'])} Yes - licence {c.license('dl')}" + (f", vehicle reg {c.plate()}" if c.p(0.65) else ""))
    if c.p(0.45):
        q.append(f"Site access biometric ({c.ch(['fingerprint', 'palm vein', 'iris', 'face'])}) ID: {c.bioid()}")
    if c.p(0.45):
        q.append(c.ssn_l())
    if c.p(0.4):
        q.append(f"Home address: {c.address()}")
    if c.p(0.5):
        q.append(f"Contact: {c.phone()}" + (f" / {c.email()}" if c.p(0.5) else ""))
    if c.p(0.35):
        q.append(f"Line manager: {c.rel('manager', key='mgr', style=c.ch(['full', 'full', 'given']))[1]}" + (f" ({c.email('mgr')})" if c.p(0.4) else ""))
    tab = c.p(0.3)
    for i, line in enumerate(q, 1):
        out.append((f"{i}. " if not tab else "") + (line.replace(": ", " | ", 1) if tab else line))
    bank = [
        lambda c: f"Any health conditions? {c.ch(['asthma', 'type 2 diabetes', 'back injury', 'epilepsy', 'none', 'high blood pressure'])}",
        lambda c: f"Medication: {drug(r, 'staff')}",
        lambda c: f"Shift work: {c.ch(['yes, nights', 'no', 'rotating 4 on 4 off'])}",
        lambda c: f"Travel in last 12 months: {c.country()} ({c.date(style='my')})",
        lambda c: f"Previous employer: {P('ORGANIZATION', c.once('emp2', lambda: c.ch(['Halverson Steel', 'Pinecrest Dairy', 'Gannet Fisheries', 'Marula Retail', 'Apex Freight Lines'])))}",
        lambda c: f"Hearing test {c.date(off=-r.randint(30, 300), style=c.ch(['my', 'full', 'y']))}: {c.ch(['normal', 'mild loss L ear'])}",
        lambda c: f"Audiometry booth {c.room()}, {score(r)}",
        lambda c: f"Last sickness absence: {c.drange()}",
        lambda c: vitals(r, "staff"),
        lambda c: ordinary(r),
        lambda c: f"Hep B titre {r.randint(5, 900)} IU/L",
        lambda c: f"Reviewed by {c.doc(0, role='ohn', style=c.ch(['cred', 'title', 'full']))} on {c.date(off=r.randint(0, 5), style=c.ch(['full', 'dm', 'wd_dm']))}",
        lambda c: f"Report faxed to HR on {c.fax()}",
        lambda c: f"Outcome: {c.ch(['fit', 'fit with adjustments', 'temporarily unfit'])}; {c.ch(['review 3 months', 'no night work', 'no driving until seizure free 12 months'])}",
    ]
    body = pick(c, bank, r.randint(3, 6))
    out.extend(body)
    if c.p(0.3):
        out.append(f"Signed: {c.ptn('full')}  Date: {c.adate(c.ch(['full', 'short']))}")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 11
def discharge_call(c):
    r = c.r
    out = []
    out.append(c.ch(["Post-discharge phone call", "DISCHARGE FOLLOW-UP CALL", "48h call-back", "Transitional care call"])
               + f" {c.adate(c.ch(['full', 'short', 'wd_dm']))} {time_(r)}")
    out.append(f"Pt {c.ptn(c.ch(['full', 'REV', 'title', 'init', 'INIT']))} ({c.agep(c.ch(['yo', 'sexa', 'slash', 'yo2']))})"
               + f", d/c from {c.ward()}, {c.hosp()} on {c.date(off=-r.randint(1, 4), style=c.ch(['full', 'dm', 'mon', 'wd']))}"
               + (f" (room {c.room()}, bed {c.bed()})" if c.p(0.5) else (f", bed {c.bed()}" if c.p(0.4) else "")))
    if c.p(0.5):
        out.append(c.mrn_l() + (f"  Visit {c.acct()}" if c.p(0.4) else ""))
    rw, rn = c.rel(rel_of(c), key="r1")
    bank = [
        lambda c: f"spoke with {c.ch(['pt', 'patient', 'pt and ' + rw + ' ' + rn])}",
        lambda c: f"{rw} {rn} answered, pt resting",
        lambda c: vitals(r, "staff"),
        lambda c: f"taking {drug(r, 'staff')}; understands new {drug_parts(r)[0]}",
        lambda c: epon(r, "staff"),
        lambda c: lab(r, "staff"),
        lambda c: f"f/u with {c.doc(0, style=c.ch(['title', 'titlefull']))} on {c.date(off=r.randint(3, 14), style=c.ch(['wd_dm', 'wd', 'wd_long', 'dm']))}",
        lambda c: f"home O2 concentrator SN {c.device()} delivered",
        lambda c: f"discharge summary faxed to {c.L['gp']} {c.fax()}",
        lambda c: f"pt to call ward on {c.phone('ward', ext=c.p(0.5))} if worse",
        lambda c: f"{score(r)}",
        lambda c: icd(r),
        lambda c: ordinary(r),
        lambda c: f"lives alone at {c.street()}, {c.city()}",
        lambda c: f"plans to stay with {c.ch(['daughter', 'son'])} {c.rel(c.ch(['daughter', 'son']), key='stay')[1]} until {c.holiday()}",
        lambda c: f"return to work at {c.employer()} in 2 weeks",
    ]
    body = pick(c, bank, r.randint(3, 6))
    out.append(c.ch([" ", "\n"]).join(sent(s) for s in body))
    sig = c.doc(1, role="nurse", style=c.ch(["cred", "cred", "full", "title"]))
    out.append(f"{sig}" + (f", pager {c.pager()}" if c.p(0.35) else "") + (f", bleep {c.pager()}" if "pager" not in c._c and c.p(0.2) else ""))
    if c.p(0.3):
        out.append(f"typed by {P('DOCTOR', c.docs_init(2, role='clerk').lower())}")
    return "\n".join(out)


# ---------------------------------------------------------------------------- 12
def refill(c):
    r = c.r
    c.set_age(18, 95)
    out = []
    if c.p(0.35):  # short text
        s = (f"{c.ch(['hi', 'Hello', 'Hi there'])}, {c.ch(['it' + chr(39) + 's', 'this is', 'its'])} {c.ptn(c.ch(['full', 'given', 'title']))}"
             + (f" dob {c.dobp()}" if c.p(0.6) else "") + f". {sent(c.ch(['can I get my repeat of', 'need more', 'running low on']) + ' ' + drug(r, 'staff'))} "
             + f"{sent(c.ch([f'will collect from {c.pharmacy()} on {c.wday()}', f'please send to {c.pharmacy()}', f'my {c.rel(rel_of(c), key=chr(114))[0]} will pick up']))}"
             + (f" {c.phone()}" if c.p(0.5) else ""))
        return s
    out.append(c.ch(["Repeat prescription request", "REFILL REQUEST", "Online repeat request", "Medication refill form"]))
    out.append(f"Name: {c.ptn(c.ch(['full', 'REV', 'rev']))}  DOB: {c.dobp()}" + (f"  {c.mrn_l()}" if c.p(0.6) else ""))
    if c.p(0.4):
        out.append(f"Address: {c.address()}")
    out.append("Items:")
    for _ in range(r.randint(1, 4)):
        out.append(f"- {drug(r, 'staff')}")
    bank = [
        lambda c: f"Collect from: {c.pharmacy()}",
        lambda c: f"CGM sensors x2, transmitter serial {c.device()}",
        lambda c: f"going to {c.country()} {c.drange()}, need 3 months supply",
        lambda c: f"{c.plan_l()}",
        lambda c: f"last review with {c.doc(0, style=c.ch(['title', 'titlefull']))} {c.date(off=-r.randint(30, 200), style=c.ch(['my', 'full', 'mon']))}",
        lambda c: f"request ref {c.idnum()}",
        lambda c: f"{c.rel(rel_of(c), key='r1')[0]} {c.rel(None, key='r1')[1]} will collect",
        lambda c: lab(r, "pt"),
        lambda c: ordinary(r),
        lambda c: f"contact {c.phone()}",
        lambda c: f"logged in as {c.username()}",
        lambda c: f"needs it before {c.holiday()}",
    ]
    body = pick(c, bank, r.randint(2, 5), 'pt')
    out.extend(sent(s) for s in body)
    out.append(c.ch([f"Signed {c.pg()}, {c.adate(c.ch(['full', 'short', 'dm']))}", f"Processed by {c.doc(1, role='clerk', style=c.ch(['full', 'given']))}, ext {c.ext()}",
                     f"Approved: {c.doc(0, style='cred')}", f"Submitted {c.adate('iso')} {time_(r)}"]))
    return "\n".join(out)


GENRES = [
    ("portal_message", portal), ("symptom_checker", symptom), ("carer_email", carer_email),
    ("school_nurse_note", school_nurse), ("pharmacy_counselling", pharmacy), ("telehealth_chat", telehealth),
    ("appointment_booking", booking), ("complaint_letter", complaint), ("chw_visit", chw),
    ("occupational_health", occ_health), ("discharge_call", discharge_call), ("repeat_prescription", refill),
]
