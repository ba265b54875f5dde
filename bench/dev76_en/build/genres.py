"""Genre templates. Each genre has a normally cased writer and a separate terse lower-case writer."""
from engine import P
from pools import ORDINARY
from blocks import kv_header, lc_header, sig, render_headed, checklist, cap


def pick(c, fns, k):
    k = min(k, len(fns))
    return [f() for f in c.r.sample(fns, k)]


def tm(c):
    return c.tick()


DRUGS = ["olanzapine 10 mg nocte", "sertraline 100mg OD", "quetiapine 25mg PRN", "lithium 800 mg (level 0.7)",
                       "mirtazapine 30mg", "buprenorphine 8mg daily", "methadone 60ml daily", "diazepam 5mg TDS",
                       "aripiprazole 15 mg", "clozapine 300mg", "zopiclone 7.5mg", "thiamine 100mg TDS",
                       "paliperidone depot 100 mg monthly", "naltrexone 50mg", "acamprosate 333mg", "lorazepam 1mg IM"]


def drug(c):
    return c.r.choice(DRUGS)


def score(c):
    r = c.r
    return r.choice([f"PHQ-9 {r.randint(5, 27)}", f"GAD-7 {r.randint(3, 21)}", f"AUDIT {r.randint(8, 38)}",
                     f"CIWA-Ar {r.randint(4, 25)}", f"COWS {r.randint(3, 20)}", f"MMSE {r.randint(14, 30)}/30",
                     f"HoNOS {r.randint(8, 30)}", f"K10 {r.randint(15, 45)}", f"MoCA {r.randint(15, 30)}/30"])


def icd(c):
    return c.r.choice(["F32.2", "F33.1", "F10.2", "F11.2", "F20.0", "F43.1", "F60.3", "F31.1", "Z91.5", "X78", "F05"])


def ordinary(c):
    return c.r.choice(ORDINARY)


# ----------------------------------------------------------------- psychiatric assessment
def psych(c):
    r = c.r
    fam = lambda: f"{cap(c.kin(0))} {c.fam(0)} attended and gave collateral history"
    sec = [
        ("Identifying data", [f"{c.ptn(['full', 'titlefull'])} is a {c.A('yearold')} {c.prof()} from {c.cityp()}, "
                              f"originally from {c.country()}, referred by {c.stf(3, ['title'])} at {c.H('gp')}."]),
        ("Reason for referral", [f"Seen on {c.H('unit')} following presentation to {c.H('hosp')} on {c.D('long')} "
                                 f"after an overdose of {r.randint(10, 40)} paracetamol tablets.",
                                 f"Working diagnosis {icd(c)}; {score(c)} at triage."]),
        ("History", pick(c, [
            lambda: f"First contact with services in {c.past_year()} when admitted to {c.H('hosp')} under {c.stf(1, ['title'])}.",
            lambda: f"Previously worked for {c.org('emp')} as a {c.prof()} until {c.D('monyear', -200)}.",
            lambda: f"{fam()} ({c.ph()}).",
            lambda: f"Describes low mood since {c.holiday()}, with poor sleep despite {drug(c)}.",
            lambda: f"Father was a {c.prof(True)} and died aged {P('AGE', r.randint(50, 80))} by suicide in {c.past_year()}.",
            lambda: f"No known Parkinson's disease or Huntington's chorea in family. {ordinary(c)}",
            lambda: f"Attended {c.org('school')} until age {P('AGE', r.randint(14, 18))}.",
        ], 5)),
        ("Mental state examination", [f"Casually dressed, good rapport with {c.stf(0, ['first', 'title'])}. "
                                      f"Mood 'flat', affect restricted. No formal thought disorder. Denies hallucinations. "
                                      f"Insight partial. {score(c)}."]),
        ("Risk", [f"Risk to self high in the short term; lives alone at {c.street()}, {c.cityp(c.city)}. "
                  f"Safety plan shared with {c.kin(1)} {c.fam(1, ['full', 'first'])}, mobile {c.ph()}."]),
        ("Plan", [f"1. Continue {drug(c)}. 2. Review by {c.stf(0, ['title'])} on {c.D('wdpart', 3)}. "
                  f"3. Referral to {c.org('agency')} (ref {c.idn('REF')}). 4. Follow-up letter to {c.stf(3, ['title'])}, fax {c.fax()}."]),
    ]
    lay = r.choice(["headed", "kvheaded", "narr"])
    title = r.choice(["PSYCHIATRIC ASSESSMENT", "Liaison Psychiatry Assessment", "Initial Psychiatric Evaluation"])
    c.layout = {"headed": "headed_sections", "kvheaded": "key_value+headed_sections", "narr": "narrative"}[lay]
    if lay == "narr":
        body = title + "\n\n" + "\n\n".join(" ".join(b) for _, b in sec) + "\n"
    else:
        body = render_headed(title, sec, rng=r)
    if lay == "kvheaded":
        body = kv_header(c) + "\n\n" + body
    else:
        body = f"Patient: {c.ptn(['LASTFIRST', 'full'])}   DOB: {c.DOB()}   MRN: {c.mrn()}\n\n" + body
    return body + "\n" + sig(c, 0, "psych")


def psych_lc(c):
    r = c.r
    lines = [lc_header(c), "psych r/v " + c.D(r.choice(['part', 'wdpart', 'num2'])) + " " + tm(c)]
    lines += pick(c, [
        lambda: f"seen on {c.H('unit')} w/ {c.kin(0)} {c.fam(0, ['first', 'full'])}, pt known as {c.ptn(['nick', 'first'])}",
        lambda: f"{c.A(r.choice(['sex', 'yo']))} {c.prof()}, off work from {c.org('emp')} since {c.D('part', -30)}",
        lambda: f"od x{r.randint(2, 30)} tabs {c.D('wd', -1)} night, found by {c.fam(1, ['first'])} at {c.landmark()}",
        lambda: f"hx {icd(c)}, prev admit {c.H('hosp')} {c.past_year()}, under {c.stf(1, ['title', 'last'])}",
        lambda: "meds: " + ", ".join(c.r.sample(DRUGS, 2)) + f". {score(c).lower()}",
        lambda: f"posted on {c.url()} last night re wanting to die, screenshot from {c.fam(1, ['first'])}",
        lambda: f"mse: kempt, eye contact poor, mood low, no psychosis, insight partial",
        lambda: f"born {c.country()}, moved to {c.cityp()} {c.past_year()}",
        lambda: f"lives w/ partner {c.fam(2, ['first', 'full'])} ({c.prof(True)}) in {c.cityp()}",
        lambda: f"will need hope-focused work - 'i have no hope left' - ?plan/intent explored",
        lambda: f"collateral from {c.kin(0)} on {c.ph()}",
    ], 7)
    lines.append(f"plan: stay on ward, obs lvl 2, r/v {c.stf(0, ['first', 'title', 'initials'])} {c.D(r.choice(['wdpart', 'part', 'wd']), 2)}, "
                 f"letter to gp {c.H('gp')}")
    lines.append(sig(c, 0, "psych", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- crisis team
def crisis(c):
    r = c.r
    tl = [
        f"{tm(c)} Call from {c.kin(0)} {c.fam(0)} on {c.ph()} reporting {c.ptn(['first', 'title'])} had locked self in bathroom.",
        f"{tm(c)} Telephone triage by {c.stf(1, ['full', 'firstinit'])}, CPN. {c.ptn(['first', 'title'])} tearful, says 'I will not do anything tonight'.",
        f"{tm(c)} Home visit to {c.street()}, {c.cityp(c.city)} with {c.stf(2, ['full'])} (AMHP).",
        f"{tm(c)} Police already present; incident ref {c.idn('INC')}. Officer noted car {c.plate()} parked near {c.landmark()}.",
        f"{tm(c)} Discussed with duty psychiatrist {c.stf(0, ['title'])}; agreed home treatment rather than admission to {c.H('unit')}.",
        f"{tm(c)} Safety plan agreed; crisis line {c.ph()} given. Next visit {c.D(r.choice(['wdpart', 'wd', 'part']), 1)}.",
    ]
    ck = checklist([("Current suicidal ideation", True, r.choice(["passive", "with plan", "fleeting"])),
                    ("Access to means", r.random() < 0.5, f"{drug(c)} at home"),
                    ("Recent loss", True, f"separated from {c.fam(2, ['first', 'full'])} on {c.D('part', -14)}"),
                    ("Substance use", r.random() < 0.6, score(c)),
                    ("Protective factors", True, f"dog; {c.kin(1)} {c.fam(1, ['first'])} in {c.cityp()}"),
                    ("Harm to others", False, None),
                    ("Dependants", r.random() < 0.5, f"child at {c.org('school')}")], r)
    head = (f"CRISIS RESOLUTION / HOME TREATMENT TEAM\n{c.H(r.choice(['hosp', 'unit']))}\n"
            f"Client: {c.ptn(['full', 'LASTFIRST'])} ({c.A('sexsp')})  {c.hp_label()}: {c.hp()}  Case no: {c.idn('CRHT')}\n"
            f"Date of contact: {c.D(r.choice(['long', 'num', 'wdlong']))}\n")
    body = head + "\nTIMELINE\n" + "\n".join(tl) + "\n\nRISK ASSESSMENT\n" + ck + "\n\n"
    body += (f"Summary: {c.A('yearold')} {c.prof()} in crisis after relationship breakdown. {ordinary(c)} "
             f"GP {c.stf(3, ['title'])} ({c.H('gp')}, fax {c.fax()}) informed by email to {c.email(c.staff[3])}.\n\n")
    return body + sig(c, 1, "nurse")


def crisis_lc(c):
    r = c.r
    lines = [f"crisis team - {c.D(r.choice(['wdpart', 'part', 'num2']))}", lc_header(c)]
    lines += pick(c, [
        lambda: f"{tm(c)} ph call from {c.kin(0)} {c.fam(0, ['first', 'nick'])} ({c.ph()}) - pt on {c.landmark()}, ?jump",
        lambda: f"{tm(c)} hv w/ {c.stf(1, ['first', 'full'])} + amhp {c.stf(2, ['first', 'last'])} to {c.street()} {c.cityp(c.city)}",
        lambda: f"{tm(c)} police on scene, ref {c.idn('INC')}, s136 not used",
        lambda: f"{tm(c)} pt {c.ptn(['first', 'nick'])} calmer, agrees to crisis house {c.H('unit')}",
        lambda: f"{tm(c)} ex {c.fam(2, ['first'])} has kids this wk, contact via {c.ph()}",
        lambda: f"{tm(c)} drinking since {c.D('wd', -2)}, {score(c).lower()}",
        lambda: f"{tm(c)} works as {c.prof()} at {c.org('emp')} - off sick",
        lambda: f"{tm(c)} meds: {drug(c)}; keys to meds cupboard given to {c.fam(1, ['first'])}",
        lambda: f"{tm(c)} grace from housing re rent, tenancy officer aware",
        lambda: f"{tm(c)} sister saw post on {c.url()}, rang us",
    ], 7)
    lines.append(f"risk: self high / others low / neglect med. next hv {c.D(r.choice(['wdpart', 'part', 'wd']), 1)} am. "
                 f"dr {c.stf(0, ['last'])} aware")
    lines.append(sig(c, 1, "nurse", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- substance use
def subuse(c):
    r = c.r
    sec = [
        ("Client details", [kv_header(c, ["Name", "DOB", "Address", "Tel", "Mobile", "Phone", "Contact", "Email", "NOK",
                                          c.ssn_label()])]),
        ("Session", [f"Session {r.randint(2, 14)} with {c.ptn(['first', 'title'])} at {c.org('agency')}, "
                     f"{c.D(r.choice(['long', 'num', 'wdlong']))}. Keyworker {c.stf(2, ['full', 'first'])}."]),
        ("Substance use", pick(c, [
            lambda: f"Using heroin since {c.past_year()}; now on {drug(c)} dispensed at {c.H('pharm')}.",
            lambda: f"Alcohol: approx {r.randint(40, 160)} units/week, {score(c)}. Last drink {c.D('wd', -1)}.",
            lambda: f"Urine drug screen specimen {c.idn('TX')} positive for benzodiazepines; negative for fentanyl.",
            lambda: f"Naloxone kit issued, batch number not recorded. Peer group at {c.url()}.",
            lambda: f"Was drinking in the car ({c.plate()}) outside {c.landmark()} when stopped by police in {c.D('monyear', -60)}.",
            lambda: f"Wernicke's encephalopathy risk discussed; {drug(c)} started.",
        ], 4)),
        ("Social", pick(c, [
            lambda: f"Staying at {c.hostel()} hostel, {c.cityp()}; hostel manager aware. Landlord of previous flat, {c.fam(1, ['full', 'titlefull'])} ({c.ph()}), holding belongings.",
            lambda: f"Partner {c.fam(2, ['first', 'full'])} also in treatment at {c.org('agency')}.",
            lambda: f"Court date at {c.org('court')} on {c.D('long', 21)}, case {c.idn('CR')}.",
            lambda: f"Previously employed as a {c.prof()}; mother is a {c.prof(True)} in {c.country()}.",
            lambda: f"Benefit claim account {c.acct()} suspended since {c.D('part', -40)}.",
        ], 3)),
        ("Plan", [f"Continue OST. Next appointment {c.D(r.choice(['wdpart', 'daymon', 'num']), 7)} at {r.randint(9, 16)}:00. "
                  f"{ordinary(c)} Liaise with {c.stf(0, ['title'])} re prescribing."]),
    ]
    title = r.choice(["SUBSTANCE USE COUNSELLING NOTE", "Drug & Alcohol Service - Keywork Session", "Addiction Counselling Progress Note"])
    return render_headed(title, sec, rng=r) + "\n" + sig(c, 2, "counsel")


def subuse_lc(c):
    r = c.r
    lines = [f"keywork {c.D(r.choice(['part', 'wdpart', 'num2']))} - {c.ptn(['first', 'full', 'nick'])} ({c.A(r.choice(['sex', 'yo']))})"]
    lines += pick(c, [
        lambda: f"lives w/ partner {c.fam(2, ['first', 'nick'])} in {c.cityp()}, both using",
        lambda: f"staying {c.hostel()}, rm {P('LOCATION_OTHER', r.randint(1, 40))}, mate {c.fam(1, ['first', 'nick'])} also there {c.ph()}",
        lambda: f"ost: {drug(c)} from {c.H('pharm')}, missed x{r.randint(2, 4)} doses",
        lambda: f"uds {c.idn('TX')} +ve opiates, bzd. -ve cocaine",
        lambda: f"etoh {r.randint(20, 150)} u/wk, {score(c).lower()}, last drink {c.D('wd', -1)}",
        lambda: f"court {c.org('court')} {c.D(r.choice(['part', 'daymon']), 14)}, solicitor {c.fam(0, ['full', 'title'])} {c.ph()}",
        lambda: f"was a {c.prof()} b4, lost job at {c.org('emp')} {c.past_year()}",
        lambda: f"on our group chat as {c.handle()}",
        lambda: f"dob {c.DOB('num')}, mrn {c.mrn()}",
        lambda: f"naloxone given. will ring {c.ph()} if no show",
        lambda: f"kids w/ nan {c.fam(0, ['first'])} in {c.cityp()}",
    ], 8)
    lines.append(f"plan: rv {c.D(r.choice(['wd', 'wdpart', 'part']), 7)}, liaise dr {c.stf(0, ['last'])} re script")
    lines.append(sig(c, 2, "counsel", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- social work
def socwork(c):
    r = c.r
    kv = [("Service user", c.ptn(["full", "LASTFIRST", "fullmid"])), ("DOB", c.DOB()),
          ("Case ref", c.idn(r.choice(["SW", "ASC", "CASE"]))), ("Address", c.address()),
          ("Tel", c.ph()), (c.ssn_label(), c.ssn()), ("Allocated worker", c.stf(2, ["full"]))]
    narr = pick(c, [
        lambda: f"Visited {c.ptn(['title', 'first'])} at home with {c.kin(0)} {c.fam(0)} present. Home cluttered, heating not working.",
        lambda: f"{c.ptn(['title', 'first'])} ({c.A(r.choice(['yearold', 'aged']))}) has lived in {c.cityp(c.city)} since {c.past_year()}.",
        lambda: f"Carer {c.fam(1, ['full', 'first'])} visits twice daily; contact {c.ph()}.",
        lambda: f"Landlord {c.org('agency')} reports arrears on account {c.acct()}.",
        lambda: f"Referral made to {c.org('agency')} for food parcels and to {c.H('carehome')} for respite on {c.D('long', 10)}.",
        lambda: f"Previously worked as a {c.prof()} at {c.org('emp')}; wife was a {c.prof(True)}.",
        lambda: f"Pendant alarm ID {c.dev()} installed {c.D('monyear', -90)} - not being worn.",
        lambda: f"Discussed in best interests meeting; capacity assessed by {c.stf(0, ['title'])}.",
        lambda: f"Online banking login {c.user(c.pt)} shared with nephew; concerns re financial abuse.",
        lambda: f"{ordinary(c)}",
    ], 6)
    title = r.choice(["ADULT SOCIAL CARE - HOME VISIT", "Social Work Assessment", "Community Social Work Case Note"])
    lay = r.choice(["kv", "headed"])
    c.layout = {"kv": "key_value+narrative", "headed": "headed_sections"}[lay]
    if lay == "kv":
        body = title + "\n" + "\n".join(f"{k}: {v}" for k, v in kv) + "\n\n" + " ".join(narr) + "\n\n"
        body += f"Actions: review {c.D(r.choice(['wdlong', 'num', 'long']), 14)}; copy to {c.stf(3, ['title'])} at {c.H('gp')}.\n\n"
    else:
        body = render_headed(title, [("Details", [f"{k}: {v}." for k, v in kv[:3]]), ("Visit", narr),
                                     ("Plan", [f"Review {c.D('long', 14)}. Notify GP {c.stf(3, ['title'])} by fax {c.fax()}."])], rng=r)
    return body + sig(c, 2, "sw")


def socwork_lc(c):
    r = c.r
    lines = [f"sw hv {c.D(r.choice(['part', 'wdpart', 'num2']))} {tm(c)}", lc_header(c)]
    lines += pick(c, [
        lambda: f"lives w/ {c.kin(0)} {c.fam(0, ['first', 'full'])} in {c.cityp()}, {c.kin(0)} is main carer",
        lambda: f"carers from {c.org('agency')} 2x/day, lead {c.fam(1, ['first', 'full'])} {c.ph()}",
        lambda: f"house cold, no gas since {c.D('part', -10)}, acct {c.acct()}",
        lambda: f"fall {c.D('wd', -3)} - lay on floor til {c.fam(2, ['first'])} (neighbour) found her",
        lambda: f"pendant {c.dev()} not worn, in drawer",
        lambda: f"ex-{c.prof()}, pension from {c.org('emp')}",
        lambda: f"son in {c.country()}, not in touch since {c.past_year()}",
        lambda: f"respite bed offered {c.H('carehome')} from {c.D('part', 7)}",
        lambda: f"case ref {c.idn('SW')}, ni/ssn on file {c.ssn()}",
        lambda: f"will chase gp {c.stf(3, ['last', 'title'])} re meds review",
    ], 7)
    lines.append(sig(c, 2, "sw", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- safeguarding
def safeg(c):
    r = c.r
    child = r.random() < 0.5
    pt = c.ptn(["full", "fullmid", "LASTFIRST"])
    ck = checklist([("Physical abuse", r.random() < 0.5, None),
                    ("Emotional abuse", True, f"texts from {c.fam(2, ['full', 'first'])} via {c.handle()}"),
                    ("Neglect", r.random() < 0.5, None),
                    ("Financial abuse", r.random() < 0.4, f"account {c.acct()}"),
                    ("Domestic abuse (DASH)", True, f"score {r.randint(8, 20)}/24"),
                    ("Children in household", child, f"attends {c.org('school')}" if child else None)], r)
    body = (f"SAFEGUARDING CONCERN / REFERRAL\nReferral no: {c.idn('SG')}   MARAC ref: {c.idn('MARAC')}\n"
            f"Date: {c.D(r.choice(['long', 'num', 'wdlong']))}\n\n"
            f"Adult at risk: {pt}, {c.A('yearold')}, DOB {c.DOB()}\nAddress: {c.address()}\n"
            f"{c.hp_label()}: {c.hp()}\n\nCONCERN\n"
            f"{c.ptn(['title', 'first'])} disclosed to {c.stf(1, ['full', 'first'])} (ward nurse, {c.H('unit')}) "
            f"that partner {c.fam(2, ['full'])} ({c.A('aged', age=r.randint(20, 60))}, {c.prof(True)}) has been controlling money. "
            f"Alleged incident at {c.landmark()} on {c.D('wdpart', -2)}. Partner drives {c.plate()}.\n"
            f"Photographs taken; custody fingerprint ID {c.bio()} held by police, crime ref {c.idn('CR')}.\n\n"
            f"RISK CHECKLIST\n{ck}\n\nACTIONS\n"
            f"- Strategy discussion with {c.stf(2, ['full'])}, {c.org('agency')}, tel {c.ph()}.\n"
            f"- Refuge space at {c.org('agency')}; {c.kin(1)} {c.fam(1, ['full'])} ({c.ph()}) to collect belongings.\n"
            f"- Information shared with GP {c.stf(3, ['title'])}, {c.H('gp')}, secure email {c.email(c.staff[3])}.\n"
            f"- {ordinary(c)}\n\n")
    return body + sig(c, 2, "sw")


def safeg_lc(c):
    r = c.r
    lines = [f"safeguarding - {c.D(r.choice(['num2', 'part', 'wdpart']))} ref {c.idn('SG')}",
             f"re: {c.ptn(['full', 'first', 'initials'])} {c.A(r.choice(['sex', 'sexsp', 'yo']))} dob {c.DOB()}"]
    lines += pick(c, [
        lambda: f"disclosed to {c.stf(1, ['first', 'firstinit'])} on ward that {c.fam(2, ['first', 'nick'])} hit her {c.D('wd', -1)}",
        lambda: f"bruising l forearm, photos taken, police ref {c.idn('INC')}",
        lambda: f"perp {c.fam(2, ['full'])} {c.A('yo', age=r.randint(19, 55))}, {c.prof(True)}, car {c.plate()}",
        lambda: f"kids {c.fam(0, ['first'])} + {c.fam(1, ['first'])} at {c.org('school')}",
        lambda: f"snapchat user {c.handle()} sending threats, screenshots saved",
        lambda: f"lives {c.street()} {c.cityp()} - wants to go to mum in {c.cityp()}",
        lambda: f"dash {r.randint(8, 22)}/24 -> marac {c.D(r.choice(['part', 'wd']), 5)}",
        lambda: f"refuge {c.org('agency')} bed from {c.D('part', 1)}, {c.kin(0)} {c.fam(0, ['full', 'first'])} to drive her {c.ph()}",
        lambda: f"biometric ref from custody {c.bio()}",
        lambda: f"mobile {c.ph()} - safe to text, not call",
    ], 7)
    lines.append(f"discussed w/ named nurse {c.stf(2, ['first', 'full'])}, adult sg team aware")
    lines.append(sig(c, 2, "sw", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- physiotherapy
def physio(c):
    r = c.r
    sec = [
        ("Patient", [f"{c.ptn(['full', 'titlefull', 'LASTFIRST'])}, {c.A(r.choice(['yearold', 'sexsp', 'yo']))}, {c.room()}, {c.H('unit')}, {c.H('hosp')}. "
                     f"MRN {c.mrn()}."]),
        ("Subjective", pick(c, [
            lambda: f"Admitted {c.D(r.choice(['num', 'long', 'part']), -6)} with fractured neck of femur (S72.0) after fall at home in {c.cityp()}.",
            lambda: f"Previously independent with a stick; lives with {c.kin(0)} {c.fam(0)} in a two-storey house at {c.street()}.",
            lambda: f"Retired {c.prof()}; enjoys bowls at {c.org('emp')} social club.",
            lambda: f"Pain 4/10 on mobilising, 1/10 at rest. Taking co-codamol 30/500.",
            lambda: f"{ordinary(c)}",
        ], 4)),
        ("Objective", [f"Berg {r.randint(18, 52)}/56, TUG {r.randint(12, 40)} s. Transfers with Zimmer frame and assist x1. "
                       f"Walked {r.randint(5, 40)} m. Sats 96% RA. Trendelenburg gait noted."]),
        ("Equipment", [f"Wheelchair serial {c.dev()} issued; TENS unit SN {c.dev()}. Home visit booked {c.D('wdpart', 4)}."]),
        ("Plan", [f"Daily physio; discussed with {c.stf(0, ['title'])}. Discharge target {c.D(r.choice(['long', 'daymon', 'part']), 10)} "
                  f"to {r.choice([c.H('carehome'), 'home'])}. Outpatient follow-up at {c.H('hosp')}."]),
    ]
    title = r.choice(["PHYSIOTHERAPY INITIAL ASSESSMENT", "Physical Therapy Evaluation", "Physiotherapy Progress Note"])
    return render_headed(title, sec, rng=r) + "\n" + sig(c, 0, "physio")


def physio_lc(c):
    r = c.r
    lines = [f"physio {c.D(r.choice(['part', 'wdpart']))} - {c.ptn(['first', 'full', 'title'])} {c.room()}"]
    lines += pick(c, [
        lambda: f"{c.A(r.choice(['sex', 'yo']))}, #nof l, dhs {c.D('part', -4)}",
        lambda: f"pain 3/10, ok w/ zimmer, amb {r.randint(5, 30)}m x1 assist",
        lambda: f"berg {r.randint(15, 50)}/56, tug {r.randint(12, 45)}s",
        lambda: f"lives w/ {c.kin(0)} {c.fam(0, ['first'])} {c.cityp()}, {r.randint(8, 16)} steps to front door",
        lambda: f"{c.kin(1)} {c.fam(1, ['first', 'full'])} {c.ph()} - wants update",
        lambda: f"w/c sn {c.dev()} on loan",
        lambda: f"ex {c.prof()}, keen to get back to the allotment",
        lambda: f"mrn {c.mrn()}, {c.hp_label().lower()} {c.hp()}",
        lambda: f"for hv w/ ot {c.stf(1, ['first'])} {c.D(r.choice(['wd', 'wdpart']), 2)}",
        lambda: "rose from chair x3, best effort 2nd attempt",
    ], 7)
    lines.append(sig(c, 0, "physio", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- occupational therapy
def ot(c):
    r = c.r
    sec = [
        ("Referral", [f"Referred by {c.stf(0, ['title', 'full'])} on {c.D(r.choice(['long', 'num']), -3)} for functional assessment "
                      f"of {c.ptn(['titlefull', 'full'])} ({c.A('yearold')})."]),
        ("Home environment", [f"Lives at {c.address()}. Bungalow, {r.randint(2, 5)} steps to front door. "
                              f"Key safe code held by {c.kin(0)} {c.fam(0)} ({c.ph()})."]),
        ("Occupational history", [f"Worked as a {c.prof()} at {c.org('emp')} until {c.past_year()}. "
                                  f"Volunteers at {c.org('agency')}. {ordinary(c)}"]),
        ("Assessment", [f"Barthel {r.randint(35, 95)}/100; MoCA {r.randint(16, 29)}/30. Kitchen assessment on {c.H('unit')}: "
                        f"safe with kettle tipper, needed prompting. Perching stool and raised toilet seat recommended."]),
        ("Equipment issued", [f"Hoist SN {c.dev()}; riser-recliner (loan ref {c.idn('EQ')}); pendant alarm {c.dev()}."]),
        ("Plan", [f"Home visit {c.D('wdlong', 5)} with {c.stf(1, ['full'])}. Blue badge application; driving licence "
                  f"{c.lic('dl')} - advised not to drive pending review. Report to {c.stf(3, ['title'])}, {c.H('gp')}."]),
    ]
    title = r.choice(["OCCUPATIONAL THERAPY ASSESSMENT", "OT Functional Assessment", "Occupational Therapy Home Assessment Report"])
    head = kv_header(c, ["Name", "DOB", "MRN", "Hospital No", "Unit No", c.hp_label()]) + "\n\n" if r.random() < 0.6 else ""
    return head + render_headed(title, sec, rng=r) + "\n" + sig(c, 1, "ot")


def ot_lc(c):
    r = c.r
    lines = [f"ot {c.D(r.choice(['part', 'wdpart', 'num2']))} {c.ptn(['full', 'first'])} {c.A(r.choice(['sex', 'yo']))} {c.room()}"]
    lines += pick(c, [
        lambda: f"kitchen ax: safe w/ prompts, left hob on x1",
        lambda: f"barthel {r.randint(30, 95)}/100",
        lambda: f"bungalow {c.street()}, {c.cityp(c.city)}, lives alone, {c.kin(0)} {c.fam(0, ['first'])} pops in daily",
        lambda: f"key safe - code w/ {c.fam(1, ['first'])} {c.ph()}",
        lambda: f"used to be a {c.prof()}, does crosswords",
        lambda: f"rts + perching stool ordered, ref {c.idn('EQ')}",
        lambda: f"alarm pendant {c.dev()}",
        lambda: f"hv booked {c.D(r.choice(['wdpart', 'part']), 3)} w/ physio {c.stf(0, ['first', 'firstinit'])}",
        lambda: f"car {c.plate()} - family to sell, not safe to drive",
        lambda: f"gp {c.H('gp')} fax {c.fax()}",
    ], 7)
    lines.append(sig(c, 1, "ot", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- rehab ward
def rehab(c):
    r = c.r
    days = sorted(r.sample(range(-12, 0), 4))
    tl = []
    for d in days:
        tl.append(f"{c.D(r.choice(['part', 'wdpart', 'daymon', 'num']), d)}: " + r.choice([
            f"Reviewed by {c.stf(0, ['title'])}; {drug(c)} reduced.",
            f"Family meeting with {c.kin(0)} {c.fam(0)} and {c.kin(1)} {c.fam(1)}.",
            f"Fall in bathroom, no injury. Datix {c.idn('INC')}.",
            f"Stood with Sara Stedy, FIM {r.randint(40, 110)}.",
            f"Speech therapy review by {c.stf(2, ['full'])}; modified diet level 5.",
            f"Moved to {c.room()}.",
            f"Insulin pump SN {c.dev()} checked by diabetes nurse.",
        ]))
    body = (f"REHABILITATION WARD - WEEKLY MDT SUMMARY\n{c.H('unit')}, {c.H('hosp')}\n\n{kv_header(c)}\n\n"
            f"Admission: {c.D('long', -14)} with left MCA stroke (I63.5); Guillain-Barre excluded.\n"
            f"Background: {c.A('yearold')} retired {c.prof()} from {c.cityp()}, {c.country()}-born. {ordinary(c)}\n\n"
            f"PROGRESS\n" + "\n".join(tl) + "\n\n"
            f"GOALS\n1. Independent transfers by {c.D(r.choice(['daymon', 'part']), 14)}.\n"
            f"2. Discharge to {c.H('carehome')} vs home with package from {c.org('agency')}.\n\n"
            f"Visitors policy: {c.fam(2, ['full'])} ({c.kin(2)}) not to visit per patient wishes; EDD {c.D('num', 21)}.\n"
            f"Ward Wi-Fi device {c.ip()} flagged for patient tablet login {c.user(c.pt)}.\n\n")
    return body + sig(c, r.choice([0, 1]), r.choice(["doc", "nurse"]))


def rehab_lc(c):
    r = c.r
    lines = [f"rehab ward rnd {c.D(r.choice(['wdpart', 'part']))} - {c.H('unit')}", lc_header(c)]
    lines += pick(c, [
        lambda: f"{c.room()}, day {r.randint(5, 40)} post cva",
        lambda: f"sat out, fim {r.randint(40, 110)}, mobilising w/ frame",
        lambda: f"seen by dr {c.stf(0, ['last'])}, {drug(c)} stopped",
        lambda: f"{c.kin(0)} {c.fam(0, ['first', 'full'])} visited, wants edd - told {c.D(r.choice(['part', 'daymon']), 10)}",
        lambda: f"fall overnight no injury, datix {c.idn('INC')}",
        lambda: f"ex-{c.prof()}, {c.kin(1)} {c.fam(1, ['first'])} is a {c.prof(True)}",
        lambda: f"on ward tablet as {c.user(c.pt)}, ip {c.ip()} blocked by it",
        lambda: f"dc plan: {c.H('carehome')} vs home w/ {c.org('agency')} care",
        lambda: f"long day - tired, long sleep after lunch",
        lambda: f"pump sn {c.dev()}",
        lambda: f"daughter set up video calls via {c.url()}",
    ], 7)
    lines.append(sig(c, 1, "nurse", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- ED triage
def edtriage(c):
    r = c.r
    dept = "A&E" if c.loc == "UK" else "ED"
    kv = [("Arrival", f"{c.D(r.choice(['num', 'iso', 'dash']))} {tm(c)}"), ("Attendance no", c.acct()),
          ("Patient", c.ptn(["LASTFIRST", "full", "lastfirst"])), ("Age/Sex", c.A("sexsp")),
          ("DOB", c.DOB()), ("MRN", c.mrn()), (c.hp_label(), c.hp()), ("Address", c.address()),
          ("Phone", c.ph()), ("Triage nurse", c.stf(1, ["full", "firstinit"])), ("Category", f"{r.randint(2, 4)}")]
    if r.random() < 0.4:
        kv.append(("Interpreter", f"requested - {c.country()}-born, limited English"))
    narr = pick(c, [
        lambda: f"Brought in by {c.kin(0)} {c.fam(0)} ({c.ph()}) after taking {r.randint(10, 60)} x sertraline 50mg.",
        lambda: f"Found by passer-by near {c.landmark()}, GCS {r.randint(9, 15)}, smelling of alcohol.",
        lambda: f"Known to {c.H('unit')}; care coordinator {c.stf(2, ['full'])}, {c.org('agency')}.",
        lambda: f"Works as a {c.prof()}; employer {c.org('emp')} called asking for update - not given.",
        lambda: f"NEWS2 {r.randint(0, 9)}. HR {r.randint(60, 130)}, BP {r.randint(90, 160)}/{r.randint(50, 95)}, temp 36.{r.randint(1, 9)}.",
        lambda: f"Paracetamol level sent, specimen {c.idn('S')}; 4-hour level due.",
        lambda: f"Initially unidentified; identity confirmed by police via fingerprint ID {c.bio()}.",
        lambda: f"{c.ssn_label()} {c.ssn()} taken from wallet card for registration.",
        lambda: f"Self-referred via online form from {c.ip()} ({c.url()}) earlier today.",
        lambda: f"Previous attendance {c.D('long', -40)} at {c.H('hosp')} with self-harm (X78).",
        lambda: f"{ordinary(c)}",
    ], 5)
    c.layout = "key_value+narrative"
    body = f"{dept} TRIAGE - {c.H('acute')}\n" + "\n".join(f"{k}: {v}" for k, v in kv) + "\n\nPresenting complaint:\n" + " ".join(narr)
    body += (f"\n\nDisposition: seen by {c.stf(0, ['title', 'full'])}; referred to liaison psychiatry ({c.pager()}). "
             f"Property: mobile phone, wallet, car keys ({c.plate()}).\n\n")
    return body + sig(c, 1, "nurse")


def edtriage_lc(c):
    r = c.r
    lines = [f"triage {tm(c)} {c.D(r.choice(['part', 'num2', 'wdpart']))}",
             f"{c.ptn(['full', 'lastfirst'])} {c.A(r.choice(['sex', 'sexsp']))} dob {c.DOB()} mrn {c.mrn()}"]
    lines += pick(c, [
        lambda: f"bib {c.kin(0)} {c.fam(0, ['first', 'full'])} - od ?{r.randint(10, 40)} x quetiapine 25mg",
        lambda: f"found at {c.landmark()} by police, ref {c.idn('INC')}",
        lambda: f"gcs {r.randint(10, 15)}, news2 {r.randint(0, 8)}, bm {r.randint(3, 12)}.{r.randint(0, 9)}",
        lambda: f"known cmht, cc {c.stf(2, ['first', 'full'])} {c.ph()}",
        lambda: f"lives {c.street()} {c.cityp(c.city)} w/ {c.fam(1, ['first'])}",
        lambda: f"{c.prof()} at {c.org('emp')}",
        lambda: f"bloods + pcm level, sample {c.idn('S')}",
        lambda: f"nok {c.fam(0, ['first', 'full'])} {c.ph()}",
        lambda: f"att no {c.acct()}",
        lambda: f"no id on arrival, police confirmed via biometric ref {c.bio()}",
        lambda: "will wait for psych, best kept in resus obs",
    ], 7)
    lines.append(f"-> majors {c.room()}, for dr {c.stf(0, ['last', 'first'])}")
    lines.append(sig(c, 1, "nurse", lc=True))
    return "\n".join(lines) + "\n"


# ----------------------------------------------------------------- ambulance
def ambulance(c):
    r = c.r
    crew = f"{c.stf(0, ['full', 'firstinit'])} (paramedic, reg {c.lic('prof')}) and {c.stf(1, ['full'])}"
    tl = [f"{tm(c)} Call received, incident {c.idn('CAD')}.",
          f"{tm(c)} Mobile. Caller reports pt's car, reg {c.plate()}, VIN {c.vin()}, stopped on verge." if r.random() < 0.5 else f"{tm(c)} Mobile from station.",
          f"{tm(c)} On scene at {c.street()}, {c.cityp(c.city)} (near {c.landmark()}).",
          f"{tm(c)} Pt {c.ptn(['full', 'title', 'first'])}, {c.A(r.choice(['yearold', 'sexsp', 'yo']))}, sitting on kerb; {c.kin(0)} {c.fam(0)} on scene.",
          f"{tm(c)} Obs: GCS {r.randint(8, 15)}, RR {r.randint(10, 30)}, SpO2 {r.randint(88, 99)}%, BGL {r.randint(3, 15)}.{r.randint(0, 9)}.",
          f"{tm(c)} Naloxone 400mcg IM given, good response.",
          f"{tm(c)} Left scene for {c.H('acute')}, pre-alert via {c.ph()}.",
          f"{tm(c)} Handover to {c.stf(2, ['full', 'title'])} in resus."]
    body = (f"PATIENT CARE RECORD\nDate: {c.D(r.choice(['num', 'long', 'iso']))}   Crew: {crew}\n"
            f"Patient: {c.ptn(['LASTFIRST', 'full'])}   DOB: {c.DOB()}   {c.hp_label()}: {c.hp()}\n"
            f"Home: {c.address()}\n\nTIMELINE\n" + "\n".join(tl) + "\n\n"
            f"History: {c.prof()} found by {c.fam(1, ['full', 'first'])}. Hx {icd(c)}; meds {drug(c)}. "
            f"Prescription bottle from {c.H('pharm')} in room. {ordinary(c)}\n"
            f"Wearable ECG patch SN {c.dev()} removed and bagged.\n\n")
    return body + sig(c, 0, "para")


def ambulance_lc(c):
    r = c.r
    lines = [f"ems/amb {c.D(r.choice(['part', 'num2', 'wdpart']))} cad {c.idn('CAD')}"]
    lines += pick(c, [
        lambda: f"{tm(c)} on scene {c.street()} {c.cityp(c.city)}",
        lambda: f"{tm(c)} pt {c.ptn(['first', 'full', 'nick'])} {c.A(r.choice(['sex', 'yo', 'sexsp']))} on floor, etoh++",
        lambda: f"{tm(c)} {c.kin(0)} {c.fam(0, ['first', 'full'])} on scene, mob {c.ph()}",
        lambda: f"{tm(c)} gcs {r.randint(8, 15)}, rr {r.randint(8, 28)}, spo2 {r.randint(85, 99)}",
        lambda: f"{tm(c)} narcan 400mcg im -> rousable",
        lambda: f"{tm(c)} found under {c.landmark()} by {c.fam(1, ['first'])}",
        lambda: f"{tm(c)} pt car {c.plate()} left at scene, police aware. conveyed {c.H('acute')}",
        lambda: f"{tm(c)} hx: {icd(c)}, {drug(c)}",
        lambda: f"{tm(c)} works as {c.prof()}, wallet id {c.lic('dl')}",
        lambda: f"{tm(c)} ho to {c.stf(2, ['first', 'full'])} rn {c.room()}",
        lambda: f"{tm(c)} dob {c.DOB()} per {c.fam(0, ['first'])}",
    ], 8)
    lines.append(f"crew: {c.stf(0, ['first', 'initials'])} / {c.stf(1, ['first', 'initials'])}")
    return "\n".join(lines) + "\n"


GENRES = {
    "psychiatric_assessment": (psych, psych_lc, ((18, 45), (30, 70), (60, 95))),
    "crisis_team": (crisis, crisis_lc, ((16, 40), (25, 65))),
    "substance_use": (subuse, subuse_lc, ((18, 40), (30, 65))),
    "social_work": (socwork, socwork_lc, ((60, 88), (90, 103), (40, 70))),
    "safeguarding": (safeg, safeg_lc, ((18, 45), (60, 95))),
    "physiotherapy": (physio, physio_lc, ((60, 88), (90, 103), (30, 60))),
    "occupational_therapy": (ot, ot_lc, ((60, 88), (90, 101), (40, 70))),
    "rehab_ward": (rehab, rehab_lc, ((55, 88), (90, 99), (30, 60))),
    "ed_triage": (edtriage, edtriage_lc, ((16, 50), (40, 90), (90, 100))),
    "ambulance": (ambulance, ambulance_lc, ((16, 50), (40, 88), (90, 97))),
}
