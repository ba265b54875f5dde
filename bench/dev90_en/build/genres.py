"""Genre generators. Each takes a Ctx and returns (marked_text, layout)."""
import pools as P
from compose import ph, ng


def pron(p):
    return ("he", "his", "him") if p.sex == "M" else ("she", "her", "her")


# ---------------------------------------------------------------- shared sentence pools
def issue(c):
    r = c.r
    opts = [
        lambda: f"I've had a cough since {c.date('wd')} and {c.vital()} this morning",
        lambda: f"my home BP has been around {ng(r.choice(['150/95', '162/98', '144/90']), 'vital')} since {c.date('m/d')}",
        lambda: f"the {c.drug_s()} you started on {c.date()} is making me dizzy",
        lambda: f"I got my labs back from {c.date()} ({c.lab()}) - is that bad?",
        lambda: f"there's a rash on my arm about {c.size()} across, started {c.rdate()}",
        lambda: f"my {c.cond()} has been acting up {c.rdate()}",
        lambda: f"I need a refill on {c.drug()}",
        lambda: f"I'm out of {c.drug_s()} and the pharmacy says no refills left",
        lambda: f"back pain is {c.score()} since I lifted boxes at work on {c.date('wd')}",
        lambda: f"my sugar was {ng(str(r.randint(180, 340)), 'lab')} after dinner {c.rdate()}",
        lambda: f"still wheezing even with {c.drug()}",
        lambda: f"I think the {c.drug_s()} dose is too high, I'm so tired",
        lambda: f"my ankle is still swollen after the fall on {c.date('Mon d')}",
        lambda: f"burning when I pee since {c.date('wd')}, no fever",
        lambda: f"I got back from {c.country()} on {c.date()} and now I have diarrhea",
        lambda: f"my {ng('Holter monitor', 'eponym')} beeped all night",
        lambda: f"the {ng('Foley', 'eponym')} bag is leaking a bit",
        lambda: f"headache every morning {c.rdate()}, {c.score()}",
    ]
    return r.choice(opts)()


def wordy(c):
    """Sentences where name-like words are used as ordinary words (hard negatives)."""
    r = c.r
    opts = [
        lambda: f"{c.word('Will')} I need to fast before the blood draw?",
        lambda: f"{c.word('May')} I come in earlier than {c.time()}?",
        lambda: f"I {c.word('hope')} it's nothing serious.",
        lambda: f"there was {c.word('frank')} blood in the stool {c.rdate()}.",
        lambda: f"the fever {c.word('rose')} to {ng('102.4', 'measure')} overnight.",
        lambda: f"{c.word('Will')} call back if worse.",
        lambda: f"I'll {c.word('mark')} it on the calendar.",
        lambda: f"is there a {c.word('grace')} period on the payment?",
        lambda: f"it seems to {c.word('drag')} on forever, {c.word('honestly')}.",
        lambda: f"{c.word('Hope')} this helps.",
        lambda: f"the redness has a clear {c.word('border')} and it's {c.word('warm')} to touch.",
        lambda: f"the rash is {c.word('ruby')} red and itchy.",
        lambda: f"{c.word('Sunny')} weather makes the {c.cond()} better.",
        lambda: f"it {c.word('may')} take a few days to kick in.",
        lambda: f"{c.word('Faith')} and patience, the nurse said.",
        lambda: f"the {c.word('bill')} says I owe {c.money()}.",
        lambda: f"I'll {c.word('bill')} it to the secondary plan.",
        lambda: f"{c.word('Rich')} foods upset my stomach.",
        lambda: f"I'm {c.word('frank')}ly worried.",
    ]
    return r.choice(opts)()


def pt_ref(c, forms=None):
    r = c.r
    forms = forms or ["full", "first", "first_init", "last_t", "full_mi", "last_first", "LAST_FIRST", "caps",
                      "initials_dot"]
    return c.name(c.pt, "PATIENT", r.choice(forms))


# ---------------------------------------------------------------- 1 portal
def portal(c):
    r = c.r
    pt = c.pt
    greet = r.choice([f"Hi {c.dr()},", f"Hello {c.dr(form='dr_last')}'s office,", "Hi,", "Hello,", f"Dear {c.dr()},",
                      "hi there", f"Good morning {c.staffname(c.nurse, form='first')},", f"To {c.dr()}:"])
    intro = r.choice([
        f"this is {c.name(pt, 'PATIENT', r.choice(['full', 'first_init', 'full_mi']))} (DOB {c.dob()}).",
        f"it's {c.name(pt, 'PATIENT', 'first')}, {c.age(style=r.choice(['yo', 'y/o', 'years old']))}.",
        f"writing for myself, {c.name(pt, 'PATIENT', 'full')}, MRN {c.mrn()}.",
        "",
        f"I saw you on {c.date()}.",
    ])
    body = issue(c) + "."
    extra = r.choice(["", "", wordy(c), f"I work as a {c.prof()} so mornings are hard.",
                      f"I'm a {c.prof()} at {c.employer()} and can't miss more shifts.",
                      f"My {c.rel.relation} {c.name(c.rel, 'FAMILY', r.choice(['first', 'full']))} can drive me.",
                      f"can I get in {c.date(r.choice(['wd', 'wd m/d', 'wd the dth']))}?",
                      f"Also my new cell is {c.phone()}.",
                      f"I moved, new address {c.address()}."])
    sign = r.choice([c.name(pt, "PATIENT", "first"), c.name(pt, "PATIENT", "first_init"),
                     c.name(pt, "PATIENT", "full"), "- " + c.name(pt, "PATIENT", "initials"),
                     "thanks " + c.name(pt, "PATIENT", "first"), "Thank you, " + c.name(pt, "PATIENT", "full_t")])
    q = " ".join(x for x in [greet, intro, body, extra, sign] if x)
    layout = "single"
    parts = []
    if r.random() < 0.2:
        parts.append(f"Message from {c.username()} | {c.date('mm/dd/yyyy')} {c.time()}")
    parts.append(q)
    if r.random() < 0.55:
        layout = "thread"
        reply = r.choice([
            f"Hi {c.name(pt, 'PATIENT', r.choice(['first', 'last_t', 'full_t']))}, {c.dr(c.doc, 'dr_last')} reviewed this. Please keep taking the {c.drug_s()} and we can see you {c.date('wd m/d')} at {c.time()}.",
            f"Hello {c.name(pt, 'PATIENT', 'first')}, we sent the refill to {c.pharmacy()} today. It {c.word('may')} take 24 hrs.",
            f"Hi {c.name(pt, 'PATIENT', 'first')}, your results from {c.date()} look ok ({c.lab()}). No changes for now.",
            f"Dear {c.name(pt, 'PATIENT', 'full_t')}, please call {c.phone()} to book; if you get chest pain go to the {ng(r.choice(['ED', 'ER', 'nearest ED']), 'dept')}.",
            f"{c.name(pt, 'PATIENT', 'first')} - please hold the {c.drug_s()} until you see {c.dr()} on {c.date()}.",
        ])
        signoff = r.choice([
            f"{c.staffname(c.nurse)}",
            f"{c.staffname(c.nurse, form='first')}, nurse for {c.dr()}",
            f"{c.dr(c.doc, r.choice(['full_cred', 'dr_full']))}, {c.clinic()}",
            f"{c.clinic()} care team",
            f"nurse {c.staffname(c.nurse, form='first')}",
        ])
        parts.append(f"Reply {r.choice(['from', '-', ''])} {c.clinic()} {c.date('m/d')}: ".replace("  ", " ") + reply + " " + signoff)
    if r.random() < 0.12:
        parts.append(f"Security notice: new sign-in to {c.username()} from {c.ip()} on {c.date('mm/dd/yyyy')} at {c.time()}.")
    if r.random() < 0.15:
        parts.append(f"{c.bioid()} was added to your portal login on {c.date()}.")
    if r.random() < 0.12:
        parts.append(f"View at {c.url()}")
    return "\n".join(parts), layout


# ---------------------------------------------------------------- 2 SMS
def sms(c):
    r = c.r
    pt = c.pt
    fn = lambda: c.name(pt, "PATIENT", r.choice(["first", "first", "first_init", "full"]))
    opts = [
        lambda: f"{c.clinic()}: Hi {fn()}, reminder of your appt w/ {c.dr()} on {c.date(r.choice(['wd m/d', 'Wdfull, Month d', 'Mon d']))} at {c.time()}. Reply C to confirm, R to reschedule. {c.phone()}",
        lambda: f"{c.pharmacy()}: {c.idnum('rx')} for {c.name(pt, 'PATIENT', r.choice(['first_init', 'initials_dot', 'caps']))} is ready for pickup. Pick up by {c.date()} or it goes back to stock. Qs? {c.phone()}",
        lambda: f"Your refill request for {c.drug_s()} was sent to {c.dr()} on {c.date('m/d')}. Allow {ng('2-3 business days', 'relative_date')}. -{c.clinic()}",
        lambda: f"{fn()}, your {c.dept()} appt is {c.date('Wdfull, Month d')} {c.time()} at {c.building()}, {c.street(False)}. Arrive 15 min early & bring ins card. STOP to opt out",
        lambda: f"Reminder: {c.name(pt, 'PATIENT', 'first')} ({c.age(c.child_age, r.choice(['yo', 'y/o', 'age_colon']))}) is due for {ng(r.choice(['MMR', 'Tdap', 'flu shot', 'HPV #2', 'DTaP']), 'drug')} at {c.clinic()}. Book at {c.url()} or call {c.phone()}",
        lambda: f"{c.clinic()}: {fn()}, your {c.bioid()} is now linked for kiosk check-in. Not you? Call {c.phone()}",
        lambda: f"Your video visit w/ {c.dr()} starts {c.date(r.choice(['wd', 'm/d']))} at {c.time()}. Join: {c.url()}",
        lambda: f"{c.pharmacy()}: we could not fill {c.drug_s()} for {fn()} - ins needs prior auth ({c.idnum('ref')}). Call {c.phone()}",
        lambda: f"Valet: {c.vehicle()} checked in at {c.building()} {c.date('m/d')} {c.time()} for {c.name(pt, 'PATIENT', 'first_init')}. Text this # when ready.",
        lambda: f"{c.clinic()}: {fn()}, your lab order ({c.idnum('order')}) is ready. Walk-in {ng('Mon-Fri', 'time')} {c.time()}-{c.time()}.",
        lambda: f"Hi {fn()} its {c.staffname(c.staff, form='first')} from {c.clinic()}, {c.dr()} is running 40 min late today {c.date('m/d')}. sorry!",
        lambda: f"{c.pharmacy()} auto-refill: {c.drug()} ({c.idnum('rx')}) ships {c.date('Mon d')} to {c.street()}. Reply HOLD to skip",
        lambda: "Your {} order for {} shipped, {}, arriving {}.".format(*c.device()[:1], fn(), c.device()[1], c.date('wd m/d')),
    ]
    layout = "one-line"
    msg = r.choice(opts)()
    if r.random() < 0.35:
        layout = "thread"
        reply = r.choice([
            f"cant make {c.date('wd')} can we do {c.date(r.choice(['wd', 'wd m/d']))}?",
            f"this is {c.name(c.rel, 'FAMILY', 'first')} her {c.rel.relation}, can i pick it up for her",
            "C",
            f"wrong number, no {c.name(pt, 'PATIENT', 'first')} here",
            f"ok thx. {c.word('will')} be there",
            f"can u send to {c.pharmacy()} instead",
        ])
        back = r.choice([
            f"We have {c.date('wd m/d')} at {c.time()} w/ {c.staffname(c.doc2, 'NP', 'full_cred')}. Reply 1 to book.",
            f"Yes, bring photo ID and {pron(pt)[1]} DOB. -{c.staffname(c.staff, form='first')}",
            "Thanks, confirmed.",
            f"Sorry about that. Call {c.phone()} to update records.",
            f"Done, transferred to {c.pharmacy()}.",
        ])
        msg = f"{msg}\n> {reply}\n{back}"
    return msg, layout


# ---------------------------------------------------------------- 3 triage
def triage(c):
    r = c.r
    pt, rel, nurse = c.pt, c.rel, c.nurse
    child = r.random() < 0.4
    age = c.child_age if child else c.age_v
    if r.random() < 0.5:
        # terse one-line / short note
        s = (f"ah call {c.date(r.choice(['m/d', 'wd m/d']))} {c.time()} - {rel.relation} {c.name(rel, 'FAMILY', 'first')} re "
             f"{c.name(pt, 'PATIENT', r.choice(['first', 'first_init', 'initials']))} {c.age(age, r.choice(['yo_nosp', 'sexF', 'yo_sex', 'y/o']))}, "
             f"{r.choice(['fever', 'vomiting', 'cough', 'ear pain', 'rash', 'abd pain', 'fall', 'sob'])} {c.rdate()}, {c.vital()}. "
             f"gave {c.drug_s()} {c.num()}. "
             f"{r.choice(['home care, call back if worse', 'to ED now', 'appt am w/', 'cb in 1 hr', 'urgent care tonight'])} "
             f"{c.dr(form='dr_last') if r.random() < 0.5 else ''} cb {c.phone()} "
             f"{c.name(nurse, 'DOCTOR', 'initials_lc')}/{c.name(c.staff, 'DOCTOR', 'initials_lc')}")
        return " ".join(s.split(" ")).replace("  ", " "), "one-line"
    lines = [
        r.choice(["AFTER-HOURS NURSE TRIAGE", "After Hours Triage Note", "Nurse line - after hours",
                  "TRIAGE CALL"]) + f" {c.date('mm/dd/yyyy')} {c.time()}",
        f"Caller: {c.name(rel, 'FAMILY', r.choice(['full', 'first', 'full_t']))} ({rel.relation}) cb {c.phone()}"
        if r.random() < 0.6 else f"Caller: self, cb {c.phone()}",
        f"Pt: {c.name(pt, 'PATIENT', r.choice(['LAST_FIRST', 'full', 'last_first', 'full_mi']))}, {c.age(age, r.choice(['yo', 'sexF', 'yo_sex', 'year-old']))}, DOB {c.dob(age)}"
        + (f", MRN {c.mrn()}" if r.random() < 0.5 else ""),
        f"CC: {r.choice(['fever', 'vomiting x3', 'croupy cough', 'fall at home', 'chest tightness', 'med question', 'wound redness'])} {c.rdate()}. "
        f"{c.vitals(r.randint(1, 3))} per caller. Hx {c.cond()}.",
        "Meds: " + "; ".join(ng(x, "drug") for x in r.sample(P.DRUGS, r.randint(1, 2))),
        r.choice([f"Disposition: home care, f/u {c.dr()} at {c.clinic()} {c.date('wd')}.",
                  f"Disposition: ED at {c.hosp()} now, caller driving.",
                  f"Disposition: appt next day w/ {c.dr()}; {c.word('will')} call back if worse.",
                  f"Disposition: 911 advised. {ng('GCS 15', 'score')} per caller."]),
    ]
    if r.random() < 0.3:
        lines.append(f"Pt lives at {c.address()}.")
    if r.random() < 0.15:
        dev, sn = c.device()
        lines.append(f"Uses home {dev} ({sn}), alarm going off.")
    if r.random() < 0.15:
        lines.append(f"Works as a {c.prof()}, on shift at {c.employer()} when sx started.")
    if r.random() < 0.15:
        lines.append(f"Caller in car, {c.vehicle()}, parked outside {c.building()}.")
    lines.append(r.choice([f"{c.staffname(nurse, 'RN', 'full_cred')}", f"-{c.name(nurse, 'DOCTOR', 'initials')}",
                           f"triage RN {c.staffname(nurse, form='first_init')}, pgr {c.pager()}",
                           f"{c.name(nurse, 'DOCTOR', 'initials_lc')}/{c.name(c.staff, 'DOCTOR', 'initials_lc')}"]))
    return "\n".join(lines), "note"


# ---------------------------------------------------------------- 4 family message
def family(c):
    r = c.r
    pt, rel = c.pt, c.rel
    he, his, him = pron(pt)
    opener = r.choice([
        f"Hi, this is {c.name(rel, 'FAMILY', r.choice(['full', 'first', 'first_init']))}, {c.name(pt, 'PATIENT', 'first')}'s {rel.relation}.",
        f"hello my name is {c.name(rel, 'FAMILY', 'full')} and im writing about my {r.choice(['mom', 'dad', 'grandma', 'husband', 'son', 'daughter'])} {c.name(pt, 'PATIENT', r.choice(['first', 'full']))}.",
        f"Writing on behalf of {c.name(pt, 'PATIENT', r.choice(['full_t', 'full', 'last_t']))} (DOB {c.dob()}).",
        f"its {c.name(rel, 'FAMILY', 'first')} again re {c.name(pt, 'PATIENT', 'first')}.",
    ])
    mid = r.choice([
        f"{he.capitalize()} is {c.age(style=r.choice(['years old', 'yo', 'aged']))} and was discharged from {c.hosp()} on {c.date()} but {he} is more confused since.",
        f"{he.capitalize()} fell again on {c.date('wd')} at {c.org() if r.random() < 0.3 else c.building()} and now has a bruise {c.size()} wide.",
        f"my {c.age(c.child_age, r.choice(['yo_nosp', 'year-old', 'yo']))} has {c.vital()} and won't keep {c.drug_s()} down.",
        f"{he} is in room {c.room()} at {c.hosp()} and nobody has told us the plan.",
        f"{his} {c.drug_s()} ran out {c.rdate()} and {c.pharmacy()} says it needs a new script.",
        f"{he} lives alone at {c.street()} in {c.city()} and I'm in {c.city() if r.random() < 0.5 else c.country()} so I can't check daily.",
        f"{he} used to be a {c.prof()} and still insists on driving ({c.vehicle()}). Can the doctor talk to {him}?",
        f"{he} has an appointment {c.date(r.choice(['wd m/d', 'Month d', 'wd the dth']))} with {c.dr()} - can I join by phone?",
        f"{his} {c.cond()} is worse since the move to {c.hosp()} {c.ward()}, bed {c.bed()}.",
    ])
    ask = r.choice([
        f"Please call me at {c.phone()} or email {c.email(rel)}.",
        f"My {c.rel2.relation} {c.name(c.rel2, 'FAMILY', r.choice(['first', 'full']))} is {his} POA, number {c.phone()}.",
        f"I {c.word('hope')} someone can call back before {c.date('wd')}.",
        f"best # is {c.phone()}, after {c.time()}.",
        "Thank you.",
        f"{wordy(c)}",
    ])
    sign = r.choice(["", c.name(rel, "FAMILY", "first"), "- " + c.name(rel, "FAMILY", "full"),
                     f"{c.name(rel, 'FAMILY', 'first')} ({rel.relation})"])
    msg = " ".join(x for x in [opener, mid, ask, sign] if x)
    layout = "single"
    if r.random() < 0.35:
        layout = "thread"
        msg += "\n---\n" + r.choice([
            f"Hi {c.name(rel, 'FAMILY', 'first')}, we need {c.name(pt, 'PATIENT', 'first')}'s verbal OK (or a release on file) before we can share details. {c.staffname(c.nurse)}, {c.clinic()}",
            f"Thanks {c.name(rel, 'FAMILY', 'first')}. {c.dr()} will call you {c.date('wd')} after {c.time()}.",
            f"Dear {c.name(rel, 'FAMILY', 'full_t')}, a nurse will call {c.phone()} today. - {c.clinic()}",
        ])
    return msg, layout


# ---------------------------------------------------------------- 5 chat
def chat(c):
    r = c.r
    pt = c.pt
    agent = c.staff
    user = c.username()
    a1 = c.staffname(agent, form=r.choice(["first", "first_init"]))
    t = c.clock
    lines = []
    if r.random() < 0.5:
        lines.append(f"Chat started {c.date(r.choice(['mm/dd/yyyy', 'yyyy-mm-dd', 'Mon d yyyy']))} {t()} | visitor {user}" +
                     (f" | IP {c.ip()}" if r.random() < 0.45 else "") +
                     (f" | {c.idnum('ticket')}" if r.random() < 0.4 else ""))
        who = user
    else:
        who = c.name(pt, "PATIENT", r.choice(["first", "first_init"]))
    lines.append(f"[{t()}] {a1} ({c.clinic()}): Hi, thanks for contacting us! How can I help?")
    q = r.choice([
        f"hi i need to reschedule my appt on {c.date(r.choice(['wd', 'wd m/d', 'm/d']))} with {c.dr(form='dr_last')}",
        f"my {'son' if c.rel.sex == 'M' else 'daughter'} {c.name(c.rel, 'FAMILY', 'first')} is {c.age(c.child_age, 'years old')} and has {c.vital()} - should {'he' if c.rel.sex == 'M' else 'she'} come in?",
        f"is {c.dr()} taking new patients? i just moved to {c.city()} from {c.country()}",
        f"hi it's {c.name(pt, 'PATIENT', 'full')}, i cant log into the portal",
        f"can i get my {c.drug_s()} refilled, my {c.device()[0]} log shows {c.lab()}",
        f"do you take {c.insurer()}? member id {c.healthplan()}",
    ])
    lines.append(f"[{t()}] {who}: {q}")
    lines.append(f"[{t()}] {a1}: " + r.choice([
        f"Sure! Can you confirm your full name and date of birth?",
        f"I can help. What's the DOB on the account?",
        f"Happy to check. Name and DOB please?",
    ]))
    lines.append(f"[{t()}] {who}: {c.name(pt, 'PATIENT', r.choice(['full', 'full_mi', 'full']))} {c.dob()}")
    lines.append(f"[{t()}] {a1}: " + r.choice([
        f"Thanks {c.name(pt, 'PATIENT', 'first')}. I have {c.date('wd m/d')} at {t()} or {c.date('wd m/d')} at {t()} with {c.dr()}.",
        f"Thank you. I reset the login for {c.username()}; the link goes to {c.email()}.",
        f"Got it. I'll send this to {c.staffname(c.nurse, 'RN', 'full_cred')}, who will call {c.phone()}.",
        f"Thanks. We are in network with {c.insurer()}. Your copay is {c.money()}.",
    ]))
    if r.random() < 0.5:
        lines.append(f"[{t()}] {who}: " + r.choice([f"{c.date('wd')} works", "ok thx", f"{wordy(c)}",
                                                     f"also can my {c.rel2.relation} {c.name(c.rel2, 'FAMILY', 'first')} get access?",
                                                     f"can you call instead {c.phone()}"]))
    lines.append(f"[{t()}] {a1}: " + r.choice(["You're all set. Anything else?", "Done! Have a good day.",
                                                f"Booked. Confirmation sent to {c.email()}.",
                                                f"Please see {c.url()} for forms."]))
    if r.random() < 0.3:
        lines.append(f"Chat transferred from {c.staffname(agent, form='full')} to {c.staffname(c.nurse, form='full')}")
    return "\n".join(lines), "thread"


# ---------------------------------------------------------------- 6 referral e-mail
def referral(c):
    r = c.r
    pt, d1, d2 = c.pt, c.doc, c.doc2
    head = []
    if r.random() < 0.7:
        head.append(f"From: {c.email(d1)}")
        head.append(f"To: {c.email(d2)}")
        head.append(f"Date: {c.date(r.choice(['Wdfull, Month d', 'mm/dd/yyyy', 'd Month yyyy', 'Month d, yyyy']))} {c.time()}")
    head.append(f"Subject: {r.choice(['referral', 'Referral', 'quick consult', 'new pt', 'Re: referral'])} - "
                f"{c.name(pt, 'PATIENT', r.choice(['LAST_FIRST', 'last_first', 'initials_dot', 'full']))}")
    greet = r.choice([f"Hi {c.name(d2, 'DOCTOR', 'first')},", f"Dear {c.dr(d2, 'dr_last')},", f"{c.name(d2, 'DOCTOR', 'first')} -"])
    age = c.age(style=r.choice(["sexF", "yo", "year-old", "sexF_nosp", "yo_sex"]))
    body = r.choice([
        f"Could you see {c.name(pt, 'PATIENT', r.choice(['full', 'full_t', 'first_last_init']))} ({age}, MRN {c.mrn()})? {c.cond()} with {c.panel()}. Started {c.drug()} on {c.date()}.",
        f"Referring {c.name(pt, 'PATIENT', 'full')}, {age}, for {c.cond()}. Recent {c.vitals(2)}. {c.name(pt, 'PATIENT', 'last_t')} is a {c.prof()} and needs a note for work.",
        f"{age} with {c.cond()}, seen {c.date(r.choice(['m/d', 'Mon d']))}. {c.lab()}, {c.score()}. ICD {c.icd()}. Would appreciate your input before {c.date('wd m/d')}.",
        f"Sending {c.name(pt, 'PATIENT', r.choice(['first_init', 'initials_dot', 'last_t']))} your way - {age}, {c.cond()}, admitted {c.hosp()} {c.date_range()}.",
    ])
    extra = r.choice(["", f"Pt prefers calls to {c.rel.relation} {c.name(c.rel, 'FAMILY', 'full')} at {c.phone()}.",
                      f"Imaging under {c.idnum('acc')}.", f"Insurance {c.insurer()}, ID {c.healthplan()}.",
                      "Uses a home {} ({}).".format(*c.device()), f"Lives in {c.city()}, {c.state()}."])
    sig = r.choice([
        f"Thanks,\n{c.dr(d1, r.choice(['full_cred', 'last_cred']))}\n{c.clinic()}\nTel {c.phone()} | Fax {c.fax()}",
        f"Best, {c.name(d1, 'DOCTOR', 'first')}\n{c.clinic()}, {c.street(False)}, {c.city()} {c.state(True)} {c.zip()}",
        f"-- {c.dr(d1, 'dr_full')} ({c.dept()})\nph {c.phone()} fax {c.fax()}",
        f"{c.name(d1, 'DOCTOR', 'full')} {c.cred('MD')}\n{c.license('npi')}",
    ])
    txt = "\n".join(head) + "\n\n" + greet + "\n" + " ".join(x for x in [body, extra] if x) + "\n\n" + sig
    layout = "email"
    if r.random() < 0.3:
        layout = "email-thread"
        txt += "\n\n> " + r.choice([
            f"Happy to see {c.name(pt, 'PATIENT', r.choice(['first', 'last_t']))}. {c.staffname(c.staff, form='first')} will call to book for {c.date('Month d')}. - {c.name(d2, 'DOCTOR', 'initials')}",
            f"Sure, send records to {c.email(c.staff)}. {c.name(d2, 'DOCTOR', 'first')}",
            f"Can do {c.date('wd')} clinic at {c.hosp()}, {c.building()} room {c.room()}.",
        ])
    return txt, layout


# ---------------------------------------------------------------- 7 pharmacist
def pharmacist(c):
    r = c.r
    pt = c.pt
    pairs = [
        (lambda: f"Question for the pharmacist: I take {c.drug()} and {c.dr()} just added {c.drug_s()}. Is that ok with my {c.cond()}?",
         lambda: f"Hi {c.name(pt, 'PATIENT', 'first')}, that combination is fine; take them 2 hours apart."),
        (lambda: f"can i take {c.drug_s()} with {c.drug_s()}? im {c.age(style=r.choice(['yo', 'y/o', 'years old']))} and pregnant",
         lambda: f"Please check with {c.dr()} first; we left {c.pron_obj()} a message. {c.word('Will')} call you {c.date('wd')}."),
        (lambda: f"my {c.age(c.child_age, r.choice(['yo_nosp', 'year-old']))} spit up half the {c.drug()} dose, do i redose?",
         lambda: f"Yes, redose half. If {c.vital()} or vomiting persists call {c.dr()}."),
        (lambda: f"picked up {c.idnum('rx')} on {c.date('wd')} and the pills look different than last time",
         lambda: f"The manufacturer changed; same drug, {c.num()}. Nothing else changed on {c.idnum('rx')}."),
        (lambda: f"Hi, I'm traveling to {c.country()} {c.date_range()} - can I get a vacation supply of {c.drug_s()}?",
         lambda: f"Vacation override approved by {c.insurer()}, ref {c.healthplan()}. Ready {c.date('wd m/d')}."),
        (lambda: f"is it safe to take {c.drug_s()} if I had {c.epo()} as a kid?",
         lambda: f"Yes, that history doesn't change the dose. {c.word('Hope')} you feel better."),
        (lambda: f"I missed 2 doses of {c.drug_s()} {c.rdate()}, should I double up?",
         lambda: "Don't double up - skip the missed dose and restart at the usual time."),
        (lambda: f"my {c.rel.relation} is picking up my {ng(r.choice(['oxycodone', 'Adderall', 'Norco', 'lorazepam']), 'drug')} {c.date('wd')}, what does {c.name(c.rel, 'FAMILY', 'first')} need to bring?",
         lambda: f"For controlled meds we need photo ID; we have {c.license('dl')} on file. Prescriber {c.dr()} ({c.license('dea')})."),
        (lambda: f"the label says {c.dr()} but I see {c.dr(c.doc2)} now, is the script still good?",
         lambda: f"We confirmed with {c.dr(c.doc2, 'dr_last')} ({c.license('npi')}); it {c.word('will')} be ready {c.date('wd')} after {c.time()}."),
    ]
    q, a = r.choice(pairs)
    sign = r.choice([c.name(pt, "PATIENT", "first"), c.name(pt, "PATIENT", "first_init"),
                     f"{c.name(pt, 'PATIENT', 'full')} DOB {c.dob()}", c.name(pt, "PATIENT", "initials_dot"),
                     f"{c.name(pt, 'PATIENT', 'full')} ({c.username()})"])
    txt = q() + " - " + sign
    layout = "single"
    if r.random() < 0.65:
        layout = "thread"
        ph_sig = r.choice([f"{c.staffname(c.pharm, 'PharmD', 'full_cred')}, {c.pharmacy()}",
                           f"{c.name(c.pharm, 'DOCTOR', 'first')} (pharmacist), {c.pharmacy()}, {c.phone()}",
                           f"pharmacist {c.name(c.pharm, 'DOCTOR', 'first_init')}",
                           f"{c.staffname(c.pharm, 'RPh', 'full_cred')}"])
        txt += "\n" + a() + " " + ph_sig
    return txt, layout


# ---------------------------------------------------------------- 8 school nurse
def school(c):
    r = c.r
    pt = c.pt
    age = c.child_age if c.child_age >= 4 else r.randint(5, 14)
    he, his, him = pron(pt)
    parent = c.rel
    parent.relation = "dad" if parent.sex == "M" else "mom"
    t = r.choice([
        f"Dear parent/guardian of {c.name(pt, 'PATIENT', r.choice(['full', 'first', 'full_mi']))},",
        f"Hi {c.name(parent, 'FAMILY', r.choice(['full_t', 'first', 'last_t']))},",
        f"To the family of {c.name(pt, 'PATIENT', 'caps')}:",
        "Dear Parent,",
    ])
    b = r.choice([
        f"{c.name(pt, 'PATIENT', 'first')} came to the health office today ({c.date(r.choice(['m/d', 'Month d', 'wd m/d']))}) at {c.time()} with a headache, temp {ng(r.choice(['99.1', '100.4', '101.6']), 'vital')}. {he.capitalize()} rested 20 min and went back to class.",
        f"{c.name(pt, 'PATIENT', 'first')} ({c.age(age, r.choice(['yo', 'age_colon', 'years old']))}) fell at recess near the {c.building()} and has a {c.size()} scrape on {his} knee. Cleaned and bandaged.",
        f"{c.name(pt, 'PATIENT', 'first')} used {his} inhaler ({c.drug()}) at {c.time()} during PE, {c.vital()} after.",
        f"our records show {c.name(pt, 'PATIENT', 'first')} is missing {ng(r.choice(['Tdap', 'MMR #2', 'MenACWY', 'varicella #2']), 'drug')}. Please send proof by {c.date(r.choice(['Month d', 'wd m/d', 'Mon dth']))}.",
        f"{c.name(pt, 'PATIENT', 'first')} vomited in {c.name(c.rel2, 'FAMILY', r.choice(['last_t', 'last_t', 'full_t']))}'s class this morning and needs pickup. Per policy {he} can return {c.date('wd')} if fever free.",
        f"vision screening on {c.date()}: {c.name(pt, 'PATIENT', 'first')} scored {ng('20/40', 'score')} both eyes. please follow up with {his} eye doctor.",
        f"head lice check {c.date('m/d')} - {c.name(pt, 'PATIENT', 'first')} was positive. {he} can return after treatment.",
    ])
    sig = r.choice([
        f"{c.staffname(c.nurse, 'RN', 'full_cred')}, School Nurse, {c.school()} {c.phone()}",
        f"Nurse {c.name(c.nurse, 'DOCTOR', 'last')}, {c.school()}",
        f"{c.name(c.nurse, 'DOCTOR', 'first')} - health office, {c.school()}. Fax {c.fax()}",
        f"{c.school()} Health Office | {c.phone()} | {c.email(c.nurse)}",
        f"school nurse {c.staffname(c.nurse, form='first_init')}",
    ])
    txt = " ".join([t, b, sig])
    layout = "single"
    if r.random() < 0.3:
        layout = "thread"
        txt += "\n\nReply: " + r.choice([
            f"thank you, {his} dad {c.name(c.rel2, 'FAMILY', 'first')} is coming at {c.time()}. {c.name(parent, 'FAMILY', 'first')}",
            f"ok. {c.name(pt, 'PATIENT', 'first')} sees {c.dr()} at {c.clinic()} on {c.date('wd')}, will send the form",
            f"Thanks, I work at {c.employer()} until {c.time()}, my {c.rel2.relation} {c.name(c.rel2, 'FAMILY', 'full')} can get {him} ({c.phone()}).",
        ])
    return txt, layout


# ---------------------------------------------------------------- 9 discharge
def discharge(c, long=False):
    r = c.r
    pt = c.pt
    lines = [r.choice(["DISCHARGE INSTRUCTIONS", "Discharge instructions", "After Visit Summary", "Going home - what to do next"])]
    lines.append(f"Patient: {c.name(pt, 'PATIENT', r.choice(['LAST_FIRST', 'full', 'last_first', 'full_mi']))}"
                 + (f"   MRN: {c.mrn()}" if r.random() < 0.7 else "") + (f"   DOB: {c.dob()}" if r.random() < 0.6 else ""))
    lines.append(f"Discharged {c.date(r.choice(['mm/dd/yyyy', 'Month d, yyyy', 'd Month yyyy', 'm/d/yy']), offset=0)} from {c.hosp()}"
                 + (f", {c.ward()}" if r.random() < 0.4 else "") + (f", room {c.room()}" if r.random() < 0.4 else ""))
    lines.append(f"Diagnosis: {c.cond()} ({c.icd()})")
    if r.random() < 0.6 or long:
        lines.append(f"Medications: {c.drug()}; {c.drug()}. STOP {c.drug_s()}.")
    lines.append(r.choice([
        f"Follow up: {c.dr()} at {c.clinic()} on {c.date(r.choice(['Wdfull, Month d', 'wd m/d', 'Month d']), offset=r.randint(3, 21))} at {c.time()}. Call {c.phone()}.",
        f"See {c.dr()} in {ng('1 week', 'relative_date')} ({c.date('m/d', offset=7)}). Labs {c.date('wd', offset=r.randint(1, 5))}: {ng('BMP, CBC', 'lab')}.",
        f"Follow up with your PCP {c.dr()} within {ng('7 days', 'relative_date')}. Clinic phone {c.phone()}, fax {c.fax()}.",
    ]))
    if r.random() < 0.35 or long:
        lines.append(f"Return to the {ng(r.choice(['ED', 'ER', 'emergency room', 'urgent care']), 'dept')} for chest pain, trouble breathing or readings like {c.vital()}.")
    if r.random() < 0.2 or long:
        dev, sn = c.device()
        lines.append(f"Home equipment: {dev}, {sn}, delivered to {c.address()}.")
    if r.random() < 0.15 or long:
        lines.append(f"Work note for {c.employer()}: off work as a {c.prof()} until {c.date(offset=r.randint(3, 20))}.")
    if long:
        lines.append("")
        lines.append("HOSPITAL COURSE (summary for you and your family)")
        lines.append(f"You came to the {ng(r.choice(['ED', 'emergency department', 'ER']), 'dept')} on {c.date(offset=-r.randint(2, 9))} with {c.cond()}. Your labs showed {c.panel()}. "
                     f"We treated you with {c.drug()} and your {c.vitals(2)} improved. "
                     f"{c.dr(c.doc2)} from {c.dept()} saw you on {c.date('wd', offset=-1)}. An {ng('ECG', 'lab')} and a chest x-ray were done "
                     f"(accession numbers {ph('IDNUM', f'S{c.base.year % 100}-{r.randint(1000, 9999)}')} and {ph('IDNUM', f'S{c.base.year % 100}-{r.randint(1000, 9999)}')}).")
        lines.append(f"Your {c.rel.relation} {c.name(c.rel, 'FAMILY', 'full')} was with you and has a copy of this sheet. "
                     f"{c.name(c.rel, 'FAMILY', 'first')} can reach the ward at {c.phone()}.")
        lines.append("")
        lines.append("WHAT TO WATCH FOR")
        lines.append(f"- fever over {ng('101 F', 'measure')} or {c.vital()}")
        lines.append(f"- redness spreading more than {c.size()} around the wound")
        lines.append(f"- blood sugar over {ng('300', 'lab')} twice in a row")
        lines.append(f"- new weakness or facial droop (not the same as {ng(r.choice(['Bell' + chr(39) + 's palsy', 'Parkinson' + chr(39) + 's']), 'eponym')})")
        lines.append("")
        lines.append("APPOINTMENTS")
        lines.append(f"{c.date('wd m/d', offset=r.randint(3, 9))} {c.time()}  {c.dr()}  {c.clinic()}, {c.street(False)}, {c.city()}, {c.state(True)} {c.zip()}")
        lines.append(f"{c.date('wd m/d', offset=r.randint(10, 16))} {c.time()}  {c.dept()} labs  {c.building()}, {c.street(False)}")
        lines.append(f"{c.date('wd m/d', offset=r.randint(17, 30))} {c.time()}  physical therapy with {c.staffname(c.staff, 'DPT', 'full_cred')}")
        lines.append("")
        lines.append("INSURANCE / BILLING")
        lines.append(f"{c.insurer()} member {c.healthplan()}, group {c.group()}. Visit account {c.account()}.")
        lines.append(f"Questions about your {c.word('bill')}: {c.phone()} or {c.url()}")
        lines.append("")
        lines.append(f"Your nurse today was {c.staffname(c.nurse, 'RN', 'full_cred')}. Discharging physician {c.dr(c.doc, 'full_cred')}, pager {c.pager()}.")
        lines.append(f"Patient portal: {c.url()} (user {c.username()}).")
        if r.random() < 0.5:
            lines.append(f"Ride home: {c.name(c.rel2, 'FAMILY', 'first')} ({c.rel2.relation}), {c.vehicle()}, pickup at {c.building()}.")
        if r.random() < 0.5:
            lines.append(f"Identity checked at discharge: {c.bioid()}.")
        lines.append(f"Printed {c.date('mm/dd/yyyy', offset=0)} {c.time()} by {c.name(c.staff, 'DOCTOR', 'initials_lc')}")
    else:
        lines.append(r.choice([f"Nurse: {c.staffname(c.nurse)}", f"Questions? Call {c.phone()}",
                               f"Signed {c.dr(c.doc, 'full_cred')} {c.date('m/d/yy')}", ""]))
    return "\n".join(x for x in lines if x is not None).rstrip(), ("long-form" if long else "form")


# ---------------------------------------------------------------- 10 billing
def billing(c):
    r = c.r
    pt = c.pt
    q = r.choice([
        f"Hi, I got a {c.word('bill')} for my {c.date(r.choice(['m/d', 'Month d', 'mm/dd/yyyy']))} visit (acct {c.account()}) for {c.money()}. My insurance is {c.insurer()}, member ID {c.healthplan()}. Why was it denied?",
        f"why was i charged twice for {c.date('m/d')} and {c.date('m/d')}?? account {c.account()}",
        f"I have new insurance as of {c.date(r.choice(['Month d', 'Month yyyy', 'mm/dd/yyyy']))}: {c.insurer()}, ID {c.healthplan()}, group {c.group()}. Please update for {c.name(pt, 'PATIENT', 'full')}.",
        f"claim {c.claim()} for {c.name(pt, 'PATIENT', r.choice(['first_init', 'full']))} says code {c.cpt()} not covered. my ins is through {c.employer()}.",
        f"can I set up a payment plan? I lost my job at {c.employer()} in {c.date('Mon')}. acct {c.account()}",
        f"The form asks for my SSN, is {c.ssn()} needed if I'm on {c.insurer()}?",
        f"Billing Q for {c.name(c.rel, 'FAMILY', 'full')}'s {r.choice(['son', 'daughter', 'mom', 'husband'])} {c.name(pt, 'PATIENT', 'first')} ({c.age(style='yo')}) - statement {c.account()} went to our old address.",
        f"Please update subscriber: {c.name(c.rel, 'FAMILY', 'full')}, SSN {c.ssn()}, DOB {c.dob(c.r.randint(30, 70))}. Plan {c.insurer()} {c.healthplan()}.",
        f"they want my {c.rel.relation}'s SSN for the claim, it's {c.ssn()}. acct {c.account()}",
        f"do you bill {c.insurer()} directly? my policy # is {c.healthplan()}",
    ])
    sign = r.choice(["", c.name(pt, "PATIENT", "first"), "- " + c.name(pt, "PATIENT", "full"),
                     f"{c.name(pt, 'PATIENT', 'full')}, DOB {c.dob()}, ph {c.phone()}",
                     f"{c.name(pt, 'PATIENT', 'first_init')} ({c.email()})"])
    txt = q + (" " + sign if sign else "")
    layout = "single"
    if r.random() < 0.6:
        layout = "thread"
        ans = r.choice([
            f"Hi {c.name(pt, 'PATIENT', 'first')}, {c.insurer()} denied the claim ({c.claim()}) for missing auth. We resubmitted on {c.date('m/d')}.",
            f"We updated your coverage. The {c.word('grace')} period for {c.account()} is extended to {c.date('Month d')}.",
            f"A payment plan is set: {c.money()} monthly starting {c.date('Month d')}. Pay at {c.url()}.",
            f"You don't need to give your SSN. We only need the member ID and the subscriber's DOB.",
            f"Updated the mailing address to {c.address()}.",
            f"The duplicate charge on {c.date('m/d')} was reversed; new balance {c.money()}.",
        ])
        sig = r.choice([f"{c.staffname(c.staff, form=r.choice(['first', 'first_init', 'full']))}, Patient Accounts, {c.clinic()}",
                        f"{c.clinic()} Billing Office {c.phone()}",
                        f"billing clerk {c.staffname(c.staff, form='first')}",
                        f"{c.staffname(c.staff, form='full')} | {c.email(c.staff)}"])
        txt += "\n\n" + ans + "\n" + sig
    return txt, layout


GENRES = {
    "portal_message": portal,
    "sms_reminder": sms,
    "after_hours_triage": triage,
    "family_message": family,
    "clinic_chat": chat,
    "referral_email": referral,
    "pharmacist_question": pharmacist,
    "school_nurse_note": school,
    "discharge_instructions": discharge,
    "billing_question": billing,
}
