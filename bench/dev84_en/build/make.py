"""Build bench/dev84_en/notes.jsonl. Standard library only, deterministic (random.Random(84)).
PHI values are wrapped in private markers by ctx.m() while the text is composed; assemble()
strips the markers and records offsets in one left-to-right pass. Writes notes.jsonl only."""
import json
import os
import random
import re
import sys

sys.dont_write_bytecode = True  # write notes.jsonl only, no __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ctx import Ctx, S, MID, E, m, num_word  # noqa: E402
import negs as N  # noqa: E402

R = random.Random(84)
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")

LABEL = {"PATIENT": "NAME", "DOCTOR": "NAME", "FAMILY": "NAME", "USERNAME": "NAME", "AGE": "AGE", "DATE": "DATE",
         "STREET": "LOCATION", "CITY": "LOCATION", "STATE": "LOCATION", "ZIP": "LOCATION", "COUNTRY": "LOCATION",
         "HOSPITAL": "LOCATION", "ORGANIZATION": "LOCATION", "LOCATION_OTHER": "LOCATION", "MRN": "ID", "SSN": "ID",
         "HEALTHPLAN": "ID", "ACCOUNT": "ID", "LICENSE": "ID", "DEVICE": "ID", "VEHICLE": "ID", "BIOID": "ID",
         "IDNUM": "ID", "PHONE": "CONTACT", "FAX": "CONTACT", "EMAIL": "CONTACT", "URL": "CONTACT",
         "IPADDR": "CONTACT", "PROFESSION": "PROFESSION"}

# ------------------------------------------------------------------ casual text transforms
SPEAK = [(r"\byou\b", "u"), (r"\bare\b", "r"), (r"\bplease\b", "pls"), (r"\bthanks\b", "thx"),
         (r"\btomorrow\b", "tmrw"), (r"\bbecause\b", "cos"), (r"\bpeople\b", "ppl"), (r"\bdon't\b", "dont"),
         (r"\bi'm\b", "im"), (r"\bcan't\b", "cant"), (r"\btonight\b", "2nite"), (r"\bbefore\b", "b4"),
         (r"\bto be honest\b", "tbh"), (r"\bwith\b", "w"), (r"\bthe\b", "teh"), (r"\bsomeone\b", "some1"),
         (r"\bdoesn't\b", "doesnt"), (r"\bthank you\b", "ty"), (r"\bokay\b", "ok"), (r"\bgoing to\b", "gonna")]


def casual(s, rr):
    s = s.lower()
    for pat, rep in SPEAK:
        if rr.random() < 0.55:
            s = re.sub(pat, rep, s)

    def typo(mo):
        w = mo.group(0)
        if rr.random() < 0.07:
            i = rr.randint(1, len(w) - 3)
            return w[:i] + w[i + 1] + w[i] + w[i + 2:]
        if rr.random() < 0.03:
            return w[:-1]
        return w
    return re.sub(r"[a-z]{6,}", typo, s)


def assemble(marked, lower, rr):
    """strip markers left to right, recording offsets as the text is built"""
    out, spans, pos, i = [], [], 0, 0
    while i < len(marked):
        j = marked.find(S, i)
        plain = marked[i:] if j < 0 else marked[i:j]
        if plain:
            if lower:
                plain = casual(plain, rr)
            out.append(plain)
            pos += len(plain)
        if j < 0:
            break
        k = marked.index(MID, j)
        e = marked.index(E, k)
        typ, val = marked[j + 1:k], marked[k + 1:e]
        if lower:
            val = val.lower()
        out.append(val)
        spans.append({"start": pos, "end": pos + len(val), "label": LABEL[typ], "type": typ, "text": val})
        pos += len(val)
        i = e + 1
    return "".join(out), spans


def ch(*xs):
    x = R.choice(xs)
    return x() if callable(x) else x


def neg():
    """a finding-like hard negative that fits a noun slot"""
    return R.choice(N.LABS + N.LABS + N.SCORES + N.EPONYMS + N.DRUGS)


def wordy():
    return R.choice(N.WORDY).capitalize() + "."



def negs(k=2):
    return [neg() for _ in range(k)]


# ------------------------------------------------------------------ shared sentence bank
def fact(c):
    """one PHI-bearing sentence about the patient's life, usable in most casual genres"""
    return ch(
        lambda: f"{c.P('first')} is {c.age(c.age_n, style=R.choice(['yo', 'yo_tight', 'plain', 'sexF', 'sexM']))} and works as {c.aPROF()} at {c.EMP()}.",
        lambda: f"my {R.choice(['husband', 'wife', 'partner', 'son', 'daughter'])} {c.F(0, 'first')} is {c.aPROF(True)} so does nights.",
        lambda: f"we live in {c.CITY()} near {c.ROOM() if R.random() < 0.3 else 'the station'}, moved over from {c.COUNTRY()} in {c.date(style='year')}.",
        lambda: f"she goes to {c.SCHOOL()} and has {neg()}.",
        lambda: f"we were at {c.CHURCH()} on {c.date(style='wd')} when it started.",
        lambda: f"he trains at {c.GYM()} {R.choice(['most evenings', 'three times a week', 'on weekends'])}.",
        lambda: f"i'm {c.aPROF()} myself so i know {R.choice(N.ROLES)} is busy.",
        lambda: f"her gp is {c.Dr(1)} at {c.CLINIC()} in {c.CITY(True)}.",
        lambda: f"we got the scripts from {c.PHARM()} on {c.date(style=R.choice(['short', 'wdshort', 'md']))}.",
        lambda: f"was admitted to {c.HOSP()} {c.date(style='wdcas')}, {c.WARD()}, {c.ROOM()}.",
        lambda: f"grandad {c.F(1, 'first')} ({c.age(style='yo')}) is staying with us till {c.date(style='holiday')}.",
        lambda: f"back from {c.COUNTRY()} on {c.date(style=R.choice(['ord', 'md', 'short']))} and {neg()} since.",
        lambda: f"{c.F(2, 'full')} from next door drove us, her number is {c.PHONE()}.",
    )


# ------------------------------------------------------------------ genres
def g_forum(c):
    lay = R.choice(["forum_thread", "reply_chain", "quoted_reply"])
    users = [c.user(c.pt)] + [c.user(p) for p in c.fam[:2]] + [c.user(c.docs[3])]
    title = ch(f"anyone else had {R.choice(N.EPONYMS)} flare after a virus?", "swollen ankle after flight, normal??",
               "question about my nan's meds", "toddler fever + rash, worried", "post-op constipation help",
               "new diagnosis, feeling lost", "how long does a wait for ortho take here")
    lines = [f"Thread: {title}", f"Forum: {R.choice(['Living With', 'Ask Anything', 'Carers Corner', 'Parents Room'])}"
             f" | {c.URL()}", ""]
    n = R.randint(4, 6)
    for i in range(n):
        u = users[0] if i == 0 else R.choice(users[1:])
        if lay == "reply_chain":
            lines.append(f"#{i + 1} {u} wrote on {c.stamp(i)}:")
        elif lay == "quoted_reply" and i > 0:
            lines.append(f"> quote from {users[0]}: \"{neg()}\"")
            lines.append(f"{u} replied {c.date(i, R.choice(['wd', 'md', 'abbr']))}:")
        else:
            lines.append(f"Posted by {u} | {c.stamp(i)} | IP {c.IP()}" if R.random() < 0.3 else f"Posted by {u} | {c.stamp(i)}")
        if i == 0:
            c.age_n = R.randint(78, 97)
            body = [ch(lambda: f"my {c.age(c.age_n, style=R.choice(['yo', 'yo_tight']))} nan {c.P(R.choice(['first', 'nick']))} has {neg()} and {neg()}.",
                       lambda: f"{c.age(style=R.choice(['sexF', 'sexM']))} here, {neg()}, gp ({c.Dr(1)}) says wait and see.",
                       lambda: f"my little one {c.P('first')} ({c.age(style='plain')}) has had {neg()} {R.choice(N.DURS)}."),
                    fact(c), fact(c),
                    f"seen at {c.HOSP()} {c.date(i, 'wdcas')}, they said {neg()}.",
                    f"{R.choice(['hope', 'will', 'best'])} someone can help x. {wordy()}"]
        else:
            body = [ch(lambda: f"@{users[0]} same happened to my {R.choice(['mum', 'dad', 'brother'])} {c.F(R.randint(0, 2), 'first')}, {neg()}.",
                       lambda: f"@{users[0]} sorry to hear that. {R.choice(N.DRUGS)} helped us. {wordy()}",
                       lambda: f"ask for {c.Dr(0)} at {c.CLINIC()}, she sorted my {neg()}.",
                       lambda: f"we had the same on {c.date(i, R.choice(['ord', 'short', 'wd']))}, {neg()}.",
                       lambda: f"i'm {c.age(style=R.choice(['sexF', 'sexM', 'plain']))} and {neg()}, you're not alone."),
                    ch(lambda: fact(c), lambda: f"{neg()}, {neg()}.",
                       lambda: f"dm me or email {c.EMAIL(c.fam[0])}.",
                       lambda: f"there's a support group at {c.CHURCH()} in {c.CITY(True)} on the {c.date(i + 3, 'ord')[4:]}")]
        lines.append(" ".join(body))
        lines.append("")
    if R.random() < 0.5:
        mod = c.person()  # a forum moderator is not a clinician: FAMILY ("any other person")
        lines.append(f"[moderator {c.name(mod, 'FAMILY', 'first')}: please don't post phone numbers. removed post by {users[1]}, ticket {c.IDN()}]")
    return "\n".join(lines), lay


def g_pharmacist(c):
    lay = R.choice(["web_form", "chat", "email"])
    if lay == "web_form":
        lines = [f"Ask Your Pharmacist - {c.PHARM()}", f"Submitted: {c.stamp()}",
                 f"Name: {c.P('full')}", f"Date of birth: {c.dobv()}", f"Phone: {c.PHONE()}",
                 f"Email: {c.EMAIL()}", f"Address: {c.ADDRESS()}",
                 f"Prescription no.: {c.IDN()}", f"Insurance member ID: {c.PLAN()}" if R.random() < 0.6 else f"Account: {c.ACCT()}",
                 f"Prescriber: {c.Dr(0)}, {c.CLINIC()}", ""]
    else:
        lines = [f"{'Chat' if lay == 'chat' else 'Email'} with {c.PHARM()} - {c.stamp()}", ""]
    q = [ch(lambda: f"Question: hi, i'm {c.age(c.age_n, style=R.choice(['sexF', 'sexM', 'plain']))} and on {R.choice(N.DRUGS)}. can i take {R.choice(N.DRUGS)} with it?",
            lambda: f"Question: i was given {R.choice(N.DRUGS)} at {c.HOSP()} on the {c.date(0, 'ord')[4:]} but my dad {c.F(0, 'first')} ({c.age(style='yo')}) says it clashes with my {R.choice(N.DRUGS)}. {R.choice(N.LABS)} last week.",
            lambda: f"Question: hello, this is {c.P('first_init')}. the label says {R.choice(N.DRUGS)} but {c.Dr(0)} said {R.choice(N.DRUGS)}."),
         ch(lambda: fact(c), lambda: f"{neg()}."),
         ch(lambda: f"my {R.choice(['mum', 'dad', 'nan'])} collects for me, {c.F(1, 'full')}, she has the car {c.VEH()}.",
            lambda: f"i'll pick it up {c.date(1, 'wdcas')} before my shift at {c.EMP()}.",
            lambda: f"last time it was filled at {c.PHARM()} in {c.CITY(True)} under {c.IDN()}.")]
    lines.append(" ".join(q))
    lines.append("")
    ph = c.D(2, R.choice(["first", "full", "first_init"]))
    ans = [f"Reply from {ph} ({R.choice(['pharmacist', 'PharmD', 'MPharm'])}) on {c.stamp(1)}:",
           f"Hi {c.P('first')}, thanks for your message. {R.choice(N.DRUGS)} is fine with that, but with {R.choice(N.LABS)} take it with food. {wordy()}",
           ch(lambda: f"I've checked your record {c.MRN()} and the script from {c.Dr(0)} (DEA {c.LIC('DEA')[1]}).",
              lambda: f"Your order {c.IDN()} will be ready {c.date(2, R.choice(['wd', 'wdshort', 'md']))} after 2pm.",
              lambda: f"For controlled drugs we verify at collection with your enrolled fingerprint ID {c.BIO()}."),
           f"Any problems call {c.PHONE()} or fax the surgery on {c.FAX()}. {R.choice(N.ROLES).capitalize()} is in from 9.",
           f"- {ph}, {c.PHARM()}"]
    lines += ans
    if R.random() < 0.6:
        lines += ["", f"Follow-up from {c.P('first')} on {c.date(2, R.choice(['short', 'wd']))}: got it, {R.choice(N.LABS)} at the gp. {R.choice(['hope', 'best', 'will'])} it works. ty x"]
    return "\n".join(lines), lay


def g_telehealth(c):
    lay = R.choice(["portal_message", "sms_thread", "video_visit_intake"])
    lines = [f"{ch('CareNow', 'TeleDoc Direct', 'HealthLine Online', 'MyVisit')} session log",
             f"User: {c.user()}  |  Login IP: {c.IP()}  |  {c.stamp()}",
             f"Patient: {c.P(R.choice(['full', 'lastfirst', 'fullmid']))}  DOB {c.dobv()}  Age {m('AGE', str(c.age_n))}",
             f"Member ID: {c.PLAN()}  Group: {c.PLAN()}  Insurer: {c.INS()}"]
    if c.L in ("US", "UK"):
        lines.append(f"{'SSN' if c.L == 'US' else 'NI number'} (identity check): {c.SSN()}")
    if R.random() < 0.5:
        lines.append(f"Voice verification ID {c.BIO()} matched")
    lines.append(f"Home device: {ch('BP cuff', 'glucometer', 'pulse oximeter', 'CGM sensor', 'CPAP')} serial {c.DEV()}")
    lines.append("")
    n = R.randint(3, 5)
    for i in range(n):
        if i % 2 == 0:
            lines.append(f"[{c.stamp(i)}] {c.P(R.choice(['first', 'first_init', 'nick']))}:")
            lines.append(ch(lambda: f"hi i've had {R.choice(N.EPONYMS)} flares {R.choice(N.DURS)} and {R.choice(N.LABS)}. {fact(c)}",
                            lambda: f"my readings today: {R.choice(N.LABS)}, {R.choice(N.LABS)}. {fact(c)}",
                            lambda: f"can i get a note for {c.EMP()}? off since {c.date(i, R.choice(['wdcas', 'short', 'md']))}. {fact(c)}",
                            lambda: f"is it ok to travel to {c.COUNTRY()} on {c.date(i + 10, R.choice(['md', 'abbr', 'short']))} with {neg()}?"))
        else:
            lines.append(f"[{c.stamp(i)}] {c.Dr(0)}:")
            lines.append(ch(lambda: f"Thanks {c.P('first')}. With {R.choice(N.LABS)} I'd suggest {R.choice(N.DRUGS)}. I've sent it to {c.PHARM()}, ref {c.IDN()}.",
                            lambda: f"Please book in at {c.CLINIC()} ({c.PHONE()}) for a repeat {R.choice(['HbA1c', 'INR', 'CRP', 'BP check', 'ECG'])}. Visit number {c.ACCT()}.",
                            lambda: f"I've messaged {c.Dr(1)} at {c.HOSP()} and copied your record {c.MRN()}. {R.choice(N.ROLES).capitalize()} will call.",
                            lambda: f"Your note for {c.EMP()} is at {c.URL()}. {R.choice(N.LABS)} is reassuring. {wordy()}"))
    lines.append("")
    lines.append(f"Session closed {c.stamp(n)} by {c.user(c.docs[0])}. Encounter {c.ACCT()}.")
    return "\n".join(lines), lay


def g_nurseline(c):
    lay = R.choice(["nurse_line_chat", "callback_text", "web_triage"])
    kid_age = R.randint(0, 14)
    lines = [f"{ch('Paediatric Nurse Line', 'Kids Health Advice Line', 'Parent Helpline')} - {c.HOSP()}",
             f"Ref {c.IDN()}  Opened {c.stamp()}  Caller {c.F(0, 'full')} ({R.choice(['mum', 'dad', 'aunt', 'grandma', 'foster carer'])})",
             f"Callback: {c.PHONE()}", ""]
    age_s = (f"{m('AGE', str(R.randint(2, 23)))}-month-old" if kid_age < 2 else
             R.choice([f"{m('AGE', str(kid_age))} yo", f"{m('AGE', str(kid_age))}yo", f"{m('AGE', num_word(kid_age))} year old"]))
    msgs = [
        f"{c.F(0, 'first')}: hi my {age_s} {c.P(R.choice(['first', 'nick']))} has had a fever {R.choice(N.DURS)}, worse since {c.date(0, R.choice(['wdcas', 'ord', 'short']))}, {R.choice(N.LABS)}. gave {R.choice(N.DRUGS)} {R.choice(N.TIMES)}.",
        f"{c.D(0, R.choice(['first', 'first_init']))} (nurse): Hi {c.F(0, 'first')}, thanks. Is {c.P('first')} drinking? any {R.choice(['non-blanching rash', 'floppiness', 'wet nappies', 'vomiting'])}? Last {R.choice(N.LABS)}?",
        f"{c.F(0, 'first')}: {ch('drinking a bit', 'not much', 'sips only')}, {R.choice(N.LABS)}. {c.P('first')} is at {c.SCHOOL()} normally, they rang me at work at {c.EMP()}. {R.choice(N.WORDY)}.",
        f"{c.D(0, 'first')} (nurse): {R.choice(N.LABS)} is reassuring, {R.choice(N.SCORES)}. Please see {c.Dr(1)} at {c.CLINIC()} today, or {c.HOSP()} ED if worse. I've noted MRN {c.MRN()}.",
    ]
    extra = [
        f"{c.F(0, 'first')}: we're at {c.ADDRESS()}, is {c.CLINIC()} the closest?",
        f"{c.F(1, 'first')} (dad): i'm {c.aPROF()} and can leave at 3. {c.P('first')} is on {c.HOSP()}'s list, chart {c.MRN()}.",
        f"{c.F(0, 'first')}: his big sister {c.F(2, 'first')} ({c.age(style='plain')}) had {R.choice(N.EPONYMS)} at {c.age(style='plain')}, could it be that?",
        f"{c.D(0, 'first')} (nurse): booked for {c.date(1, R.choice(['wdshort', 'md', 'abbr']))} 10:20 with {c.Dr(2)}. Email confirmation to {c.EMAIL(c.fam[0])}.",
        f"{c.F(0, 'first')}: thank you, {R.choice(['hope', 'will', 'best'])} settle tonight. fingers crossed for {c.date(3, 'holiday')}.",
    ]
    R.shuffle(extra)
    lines += msgs + extra[:R.randint(3, 5)]
    if R.random() < 0.4:
        lines.append(f"Apnoea monitor on loan, serial {c.DEV()}, return to {c.WARD()}.")
    lines.append(f"Closed by {c.D(0, 'full')}, RN, {c.stamp(0)}")
    return "\n".join(lines), lay


def g_carers(c):
    lay = R.choice(["group_chat", "sms_pairs", "care_diary"])
    # paid home carers are labelled FAMILY: the guideline lists carers under FAMILY, not as clinical staff
    carers = [c.person(), c.person(), c.person()]
    cr = lambda j, f="first": c.name(carers[j], "FAMILY", f)
    cast = [(cr(0), "carer"), (c.F(0, 'first'), "family"), (cr(1), "carer"), (c.F(1, 'first'), "family")]
    lines = [f"{ch('Mum care group', 'Dad - care team', 'Team for ' + c.P('first'), 'Nan carers + family')} ({c.AGENCY()})", ""]
    n = R.randint(6, 9)
    for i in range(n):
        who, role = R.choice(cast)
        if lay == "group_chat":
            head = f"[{c.stamp(i // 2)}] {who}: "
        elif lay == "sms_pairs":
            head = f"{who} {c.date(i // 2, R.choice(['short', 'wdshort']))} {R.randint(6, 22)}:{R.randint(0, 59):02d} - "
        else:
            head = f"{c.date(i // 2, R.choice(['num', 'wdshort', 'md']))} {who}: "
        if role == "carer":
            body = ch(lambda: f"morning visit done. {c.P(R.choice(['first', 'nick', 'last']))} ok, {R.choice(N.LABS)}, {R.choice(N.SCORES)}. meds given ({R.choice(N.DRUGS)}).",
                      lambda: f"keysafe at {c.STREET()} now needs fingerprint, my enrolment id is {c.BIO()}.",
                      lambda: f"running late, car {c.VEH()} broke down near {c.LANDMARK()}. {R.choice(['will', 'hope to'])} be there by 10.",
                      lambda: f"{c.P('first')} says she's {c.age(c.age_n + 1, style=R.choice(['plain', 'turned']))} not {m('AGE', str(c.age_n))}! sharp as ever. {neg()}.",
                      lambda: f"oxygen concentrator serial {c.DEV()} alarming, called supplier on {c.PHONE()}.",
                      lambda: f"lifeline pendant {c.DEV()} tested ok. {R.choice(N.WORDY)}.",
                      lambda: f"{c.Dr(2)} from {c.CLINIC()} visited, said {R.choice(N.EPONYMS)} is stable. review {c.date(i + 7, R.choice(['wd', 'ord', 'short']))}.",
                      lambda: f"rota changed: {cr(2)} covers {c.date(i + 1, 'wdcas')}. call office {c.PHONE()}.")
        else:
            body = ch(lambda: f"thanks {cr(0)} x. i'm at {c.EMP()} till 6, {c.F(2, 'first')} can pop in.",
                      lambda: f"mum's pharmacy is {c.PHARM()}, blister packs ready {c.date(i, 'wdcas')}.",
                      lambda: f"her GP {c.Dr(2)} wants bloods {c.date(i + 2, R.choice(['ord', 'md']))}. {R.choice(N.LABS)} last time.",
                      lambda: f"i'm flying back from {c.COUNTRY()} on {c.date(i + 3, R.choice(['short', 'md', 'abbr']))}, {R.choice(['hope', 'will'])} sort it then.",
                      lambda: f"she used to be {c.aPROF()} so she hates being helped lol.",
                      lambda: f"church ladies from {c.CHURCH()} visiting {c.date(i, 'wd')} after service.",
                      lambda: f"care home viewing at {c.HOME()} in {c.CITY(True)} {c.date(i + 4, R.choice(['wdcas', 'ord']))}.",
                      lambda: f"her hospital no. is {c.MRN()} if {c.HOSP()} ring.",
                      lambda: f"invoice {c.ACCT()} from {c.AGENCY()} paid, email {c.EMAIL(c.fam[0])}.")
        lines.append(head + body)
    return "\n".join(lines), lay


def g_feedback(c):
    lay = R.choice(["web_form_complaint", "email_complaint", "survey_free_text"])
    lines = [f"Patient feedback - {c.HOSP()}", f"Received: {c.stamp()}  via {c.URL()}  from IP {c.IP()}",
             f"Case reference: {c.IDN()}", f"From: {c.F(0, 'full')} <{c.EMAIL(c.fam[0])}>", f"Phone: {c.PHONE()}",
             f"Address: {c.ADDRESS()}", ""]
    paras = [
        f"I am writing about my {R.choice(['mother', 'father', 'husband', 'wife'])} {c.P('full')} ({c.age(c.age_n, style='plain')}) who was on {c.WARD()}, {c.ROOM()} from {c.date(0, R.choice(['md', 'num', 'short']))} to {c.date(R.randint(2, 9), R.choice(['md', 'num', 'short']))}.",
        f"{c.Dr(0)} was rude when we asked about {neg()}, and {R.choice(N.ROLES)} left {c.P(R.choice(['first', 'last']))} without {R.choice(N.DRUGS)} {R.choice(N.DURS)}.",
        f"On {c.date(1, R.choice(['wd', 'long', 'wdshort']))} I got a parking fine for {c.VEH()} in {c.PARK()} while visiting, PCN {c.IDN()}.",
        f"The bill (account {c.ACCT()}) was sent to {c.INS()} under the wrong member number {c.PLAN()}.",
        f"By contrast {c.D(1, R.choice(['first', 'full']))} on the night shift was the best, please pass on my thanks. {R.choice(N.WORDY).capitalize()}.",
        f"I took {R.randint(2, 9)} days off from {c.EMP()} where I work as {c.aPROF()} and lost pay.",
        f"Please reply by {c.date(14, R.choice(['md', 'long']))}. MRN {c.MRN()}, DOB {c.dobv()}.",
    ]
    R.shuffle(paras)
    lines += paras[:R.randint(5, 7)]
    if c.L in ("US", "UK"):
        lines.append(f"The letter you sent also showed my {'mother' if R.random() < 0.5 else 'father'}'s {'SSN' if c.L == 'US' else 'NI number'} {c.SSN()} in full, which is not acceptable.")
    lines += ["", f"Regards, {c.F(0, R.choice(['full', 'first_init']))}", ""]
    lines.append(f"--- Response from {c.D(2, 'full')}, Patient Experience ({c.PHONE()}), {c.stamp(5)}: thank you, we have logged this under {c.IDN()}. {R.choice(N.ROLES).capitalize()} will contact you.")
    return "\n".join(lines), lay


def g_booking(c):
    lay = R.choice(["chat_transcript", "whatsapp_booking", "sms_booking"])
    rec = c.D(3, "first")
    lines = [f"{c.CLINIC()} - online booking chat", f"Chat ID {c.IDN()}  started {c.stamp()}  visitor {c.user()} ({c.IP()})", ""]
    turns = [
        f"{rec} (reception): Hi, you're through to {c.CLINIC()}. Can I take your name and date of birth?",
        f"visitor: {c.P(R.choice(['full', 'full', 'lastfirst']))}, {c.dobv()}",
        f"{rec} (reception): Thanks {c.P('first')}. Address still {c.ADDRESS()}?",
        f"visitor: {ch('yes', 'yep', lambda: 'no, moved to ' + c.STREET() + ' in ' + c.CITY(True))}. need to see {c.Dr(0)} about {neg()}, {neg()}.",
        f"{rec} (reception): {c.Dr(0)} has {c.date(2, R.choice(['wdshort', 'wd', 'md', 'abbr']))} at 9:10 or {c.date(4, R.choice(['wdshort', 'short', 'ord']))} at 16:30.",
        f"visitor: the {R.choice(['first', 'second'])} one pls, i finish at {c.EMP()} at 3. can my {R.choice(['son', 'partner', 'sister'])} {c.F(0, 'first')} come in with me?",
        f"{rec} (reception): Of course. Booked, appointment {c.ACCT()}. Confirmation to {c.EMAIL()} and text to {c.PHONE()}.",
    ]
    extra = [
        f"visitor: also my insurance changed, new member id {c.PLAN()} with {c.INS()}.",
        f"{rec} (reception): The referral letter needs faxing from {c.HOSP()}, our fax is {c.FAX()}.",
        f"visitor: my {R.choice(['mum', 'dad'])} {c.F(1, 'full')} ({c.age(style='yo')}) needs a {R.choice(['flu jab', 'bloods', 'review'])} too, is {c.date(2, 'wd')} ok?",
        f"{rec} (reception): Patient transport can collect from {c.LANDMARK()}; vehicle reg {c.VEH()} will be the one.",
        f"visitor: i'm {c.aPROF()} so mornings are impossible. {R.choice(N.WORDY)}.",
        f"{rec} (reception): Please bring your record number {c.MRN()} and {R.choice(N.DRUGS)} box.",
        f"{rec} (reception): You can also book at {c.URL()}.",
        f"visitor: {'my ssn is' if c.L == 'US' else 'my NI number is'} {c.SSN()} if you need it for the new patient form." if c.L in ('US', 'UK') else f"visitor: {wordy()}",
        f"visitor: back from {c.COUNTRY()} on {c.date(1, R.choice(['ord', 'short']))} so after that.",
    ]
    R.shuffle(extra)
    lines += turns + extra[:R.randint(3, 5)]
    lines.append(f"{rec} (reception): {R.choice(['Thanks', 'Bye for now', 'Take care'])}. {c.D(3, 'full')}, {c.CLINIC()}, {c.PHONE()}.")
    return "\n".join(lines), lay


def g_postop(c):
    lay = R.choice(["sms_checkin", "app_checkin", "email_checkin"])
    op = R.choice(["lap chole", "knee replacement", "hernia repair", "C-section", "hip replacement", "appendicectomy",
                   "ACL reconstruction", "tonsillectomy", "a Whipple", "hysterectomy", "shoulder arthroscopy"])
    lines = [f"{c.HOSP()} Post-op check-in ({op})", f"Patient {c.P('lastfirst')}  MRN {c.MRN()}  Surgery {c.date(0, 'num')}",
             f"Surgeon: {c.Dr(0)}  Ward: {c.WARD()}  Discharged {c.date(R.randint(1, 3), 'num')}", ""]
    for d in range(1, R.randint(4, 6) + 1):
        lines.append(f"Day {d} ({c.date(d + 1, R.choice(['wdshort', 'short', 'md']))}) automated: How is your pain (0-10)? Any fever, redness, leaking?")
        lines.append("reply: " + ch(
            lambda: f"{R.choice(N.SCORES)}, {neg()}. {c.F(0, 'first')} changed the dressing.",
            lambda: f"{neg()}. wound vac serial {c.DEV()} beeping again.",
            lambda: f"{neg()} and {neg()}. is that normal at {c.age(c.age_n, style='plain')}?",
            lambda: f"ok. going back to {c.EMP()} {c.date(d + 14, R.choice(['wdcas', 'ord', 'md']))}? i'm {c.aPROF()} so lifting.",
            lambda: f"taking {R.choice(N.DRUGS)}, {neg()}. my partner {c.F(1, 'first')} is off work to help.",
            lambda: f"{neg()}, {R.choice(N.WORDY)}. gp is {c.Dr(1)} at {c.CLINIC()}."))
        if R.random() < 0.55:
            lines.append(f"nurse {c.D(2, R.choice(['first', 'first_init']))}: " + ch(
                lambda: f"Thanks {c.P('first')}. {neg()} is expected. Call {c.PHONE()} if worse.",
                lambda: f"Please come to {c.CLINIC()} {c.date(d + 2, R.choice(['wd', 'wdshort']))} for a wound check, booking {c.ACCT()}.",
                lambda: f"I've told {c.Dr(0)}. Swab sent, specimen {c.IDN()}.",
                lambda: f"Pump serial {c.DEV()} logged, return it to {c.WARD()}."))
    lines.append("")
    lines.append(f"Check-in closed. Follow-up with {c.Dr(0)} on {c.date(21, R.choice(['long', 'md', 'num']))}. Questions: {c.EMAIL(c.docs[2])}")
    return "\n".join(lines), lay


def g_referral(c):
    lay = R.choice(["email", "email_reply", "e_referral"])
    lk, lv = c.LIC(R.choice({"US": ["NPI", "DEA"], "UK": ["GMC"], "AU": ["AHPRA"], "KE": ["MCI"]}.get(c.L, ["NPI", "GMC", "PIN"])))
    lines = [f"From: {c.D(0, 'full')} <{c.EMAIL(c.docs[0])}>", f"To: {c.D(1, 'full')} <{c.EMAIL(c.docs[1])}>",
             f"Date: {c.stamp()}", f"Subject: Referral - {c.P(R.choice(['lastfirst', 'full', 'init']))}, {c.age(c.age_n, style=R.choice(['sexF', 'sexM', 'yo']))}, {R.choice(['?', 'query ', ''])}{R.choice(N.EPONYMS)}", ""]
    body = [f"Dear {c.D(1, R.choice(['first', 'last']))},",
            f"Thank you for seeing {c.P(R.choice(['full', 'fullmid']))} (DOB {c.dobv()}, MRN {c.MRN()}), {'an' if str(c.age_n)[0] == '8' or c.age_n in (11, 18) else 'a'} {c.age(c.age_n, style='year_old')} {c.PROF()} from {c.CITY()}.",
            f"Presented to {c.CLINIC()} on {c.date(0, R.choice(['long', 'num', 'md']))} with {neg()} {R.choice(N.DURS)}. {neg()}, {neg()}.",
            f"Current meds: {R.choice(N.DRUGS)}; {R.choice(N.DRUGS)}. {R.choice(N.SCORES)}.",
            f"Lives at {c.ADDRESS()} with {R.choice(['her husband', 'his wife', 'partner', 'daughter'])} {c.F(0, 'full')} ({c.PHONE()}).",
            f"Insurance {c.INS()}, member {c.PLAN()}. Previous admission {c.HOSP()} {c.date(-200, 'monthyear')}, encounter {c.ACCT()}.",
            f"Bloods attached, accession {c.IDN()}.",
            f"Kind regards,", f"{c.D(0, 'full')}, {R.choice(['MD', 'MBBS', 'MRCGP', 'FRACGP', 'DO'])}", f"{c.CLINIC()}, {c.ADDRESS()}",
            f"Tel {c.PHONE()} | Fax {c.FAX()} | {lk} {lv}"]
    if c.L in ("US", "UK") and R.random() < 0.6:
        body.insert(2, f"{'SSN' if c.L == 'US' else 'NI no.'} {c.SSN()} (for the disability claim).")
    if R.random() < 0.4:
        body.insert(5, f"Has an ICD, serial {c.DEV()}. {R.choice(N.LABS)}.")
    if R.random() < 0.4:
        body.insert(3, f"Works at {c.EMP()}; employer health contact {c.F(2, 'full')}.")
    lines += body
    if lay == "email_reply":
        lines += ["", f"On {c.date(1, 'wd')}, {c.D(1, 'full')} wrote:",
                  f"> Happy to see {c.P('last')} in clinic {c.date(6, R.choice(['wdshort', 'md']))}. My secretary {c.D(3, 'full')} will call, {c.PHONE()}.",
                  f"> Please send previous imaging, ref {c.IDN()}. Fax {c.FAX()}."]
    return "\n".join(lines), lay


def g_pager(c):
    lay = R.choice(["pager_log", "handover_list", "bleep_sms"])
    lines = [f"{c.HOSP()} - {R.choice(['night', 'weekend', 'twilight'])} handover {c.date(0, R.choice(['num', 'wdshort', 'iso']))}", ""]
    n = R.randint(4, 6)
    for i in range(n):
        p = c.person() if i else c.pt
        pn = lambda f=None: c.name(p, "PATIENT", f)
        hdr = (f"{R.randint(19, 23)}:{R.randint(0, 59):02d} to bleep {c.PAGER()} from {c.D(i % 4, R.choice(['first', 'first_init', 'last']))}: "
               if lay != "handover_list" else f"- {c.WARD()} {c.ROOM()}: ")
        body = ch(
            lambda: f"{pn(R.choice(['last', 'lastfirst', 'first_init']))} {c.age(style=R.choice(['sexF', 'sexM', 'yo_tight']))} {c.ROOM()} {neg()}, {neg()}. pls review",
            lambda: f"PT {pn('init')} MRN {c.MRN()} {neg()} {R.choice(N.TIMES)}, given {R.choice(N.DRUGS)}. {R.choice(N.SCORES)}",
            lambda: f"{pn('upper_last')} ({c.age(style='sexM')}) post {R.choice(['lap chole', 'TKR', 'hemi'])}, {neg()}, {R.choice(['wife', 'husband', 'son', 'daughter', 'NOK'])} {c.F(0, 'first')} on {c.PHONE()}",
            lambda: f"{pn('full')} for {R.choice(['CT', 'MRI', 'echo'])} {c.date(1, R.choice(['wd', 'short']))}, order {c.IDN()}. insulin pump SN {c.DEV()}",
            lambda: f"{pn('last')} {neg()}, {R.choice(N.EPONYMS)} hx. ortho reg {c.D((i + 1) % 4, 'first')} aware, pls call {c.PHONE()}",
            lambda: f"{pn('first_init')} from {c.HOME()}, {c.age(style='yo')}, {neg()}. NOK {c.F(1, 'full')} {c.PHONE()}",
        )
        lines.append((hdr + body).rstrip())
    lines.append("")
    lines.append(f"Handed over by {c.D(0, 'full')} to {c.D(1, 'full')} at 08:00. Bleep {c.PAGER()}, switchboard {c.PHONE()}.")
    return "\n".join(lines), lay


GENRES = [("forum", g_forum, 0.5), ("pharmacist", g_pharmacist, 0.35), ("telehealth", g_telehealth, 0.35),
          ("nurse_line", g_nurseline, 0.4), ("carers_family", g_carers, 0.55), ("feedback", g_feedback, 0.25),
          ("booking_chat", g_booking, 0.4), ("postop_checkin", g_postop, 0.4), ("referral_email", g_referral, 0.1),
          ("pager_handover", g_pager, 0.25)]
LOCALES = ["US", "UK", "IE", "CA", "AU", "SG", "KE", "JM"]
PER_GENRE = 34


def main():
    rows = []
    k = 0
    for gname, fn, plow in GENRES:
        for i in range(PER_GENRE):
            loc = LOCALES[(i + k) % len(LOCALES)] if i < 24 else R.choice(LOCALES)
            lower = R.random() < plow
            c = Ctx(R, loc, lower)
            marked, layout = fn(c)
            text, spans = assemble(marked, lower, R)
            rows.append({"id": None, "text": text, "spans": spans,
                         "meta": {"language": "en", "source": "dev84-en", "genre": gname, "locale": loc,
                                  "layout": layout + ("_lowercase" if lower else "")}})
        k += 3
    for n, r in enumerate(rows, 1):
        r["id"] = f"dev84-en-{n:04d}"
    with open(OUT, "w", encoding="ascii") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=True) + "\n")
    print(f"wrote {len(rows)} notes, {sum(len(r['spans']) for r in rows)} spans -> {OUT}")


if __name__ == "__main__":
    main()
