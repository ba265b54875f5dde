"""Shared helpers and genres: psychiatric admission, CMHT review, crisis contact,
substance-use intake, substance-use progress note."""
from phi import m
from pools import ROLE_CAT

VOC = {
    "US": dict(gp="PCP", ed="ED", cons="attending psychiatrist", trainee="resident", nurse="RN",
               cw="case manager", sw="LCSW", prog="program", team="outpatient team", psy="psychologist"),
    "UK": dict(gp="GP", ed="A&E", cons="consultant psychiatrist", trainee="CT2", nurse="CPN",
               cw="care coordinator", sw="AMHP", prog="programme", team="CMHT", psy="clinical psychologist"),
    "NZ": dict(gp="GP", ed="ED", cons="consultant psychiatrist", trainee="registrar", nurse="key worker",
               cw="key worker", sw="social worker", prog="programme", team="CMHT", psy="clinical psychologist"),
    "ZA": dict(gp="GP", ed="casualty", cons="psychiatrist", trainee="registrar", nurse="psychiatric nurse",
               cw="social worker", sw="social worker", prog="programme", team="clinic team", psy="clinical psychologist"),
}


DX = [("paranoid schizophrenia", "F20.0"), ("bipolar affective disorder", "F31.2"), ("EUPD", "F60.3"),
      ("recurrent depressive disorder", "F33.1"), ("schizoaffective disorder", "F25.0"), ("PTSD", "F43.1"),
      ("alcohol dependence", "F10.20"), ("opioid use disorder", "F11.20"), ("first-episode psychosis", "F23"),
      ("stimulant-induced psychosis", "F15.5")]
CRISISLINE = {"US": "988", "UK": "111 option 2", "NZ": "1737", "ZA": "the 24-hour crisis line"}


LIC_FOR = {"US": {"med": ["NPI", "DEA"], "psy": ["state licence", "NPI"], "nurse": ["state licence", "NPI"],
                  "sw": ["state licence"], "aod": ["state licence"]},
           "UK": {"med": ["GMC"], "psy": ["HCPC"], "nurse": ["NMC PIN"], "sw": ["SWE reg"], "aod": ["NMC PIN", "SWE reg"]},
           "NZ": {"med": ["MCNZ"], "psy": ["NZPB"], "nurse": ["NCNZ"], "sw": ["SWRB"], "aod": ["NCNZ", "SWRB"]},
           "ZA": {"med": ["HPCSA"], "psy": ["HPCSA"], "nurse": ["SANC"], "sw": ["SACSSP"], "aod": ["SACSSP", "SANC"]}}


def V(c, k):
    return VOC[c.c][k]


def kv(c, pairs):
    """Render label/value pairs in one of several structured layouts."""
    style = c.ch(["lines", "lines", "pipes", "semi", "tab", "caps"])
    pairs = [(a, b) for a, b in pairs if b]
    if style == "lines":
        return "\n".join(f"{a}: {b}" for a, b in pairs)
    if style == "pipes":
        return "\n".join(" | ".join(f"{a}: {b}" for a, b in pairs[i:i + 3]) for i in range(0, len(pairs), 3))
    if style == "semi":
        return "; ".join(f"{a}: {b}" for a, b in pairs)
    if style == "tab":
        w = max(len(a) for a, _ in pairs) + 2
        return "\n".join(f"{a + ':':<{w}}{b}" for a, b in pairs)
    return "\n".join(f"{a.upper()}: {b}" for a, b in pairs)


def relw(c, kind=None, sep=" "):
    k, nme = c.rel(kind)
    return f"{k}{sep}{nme}"


def sexw(c):
    return c.ch(["man", "male"]) if c.pt.sex == "m" else c.ch(["woman", "female"])


def he(c):
    return "he" if c.pt.sex == "m" else "she"


def his(c):
    return "his" if c.pt.sex == "m" else "her"


def intro(c, prof=True):
    p = c.pn(c.ch(["full", "title_sur", "given", "full", "title_full"]))
    pr = c.prof() if prof and c.r.random() < 0.35 else None
    a = f", a {pr}," if pr else ""
    b = f", unemployed {pr}," if pr else ""
    return c.ch([
        f"{p} is a {c.age(form=c.ch(['yo_dash', 'yo_dash', 'words']))} {sexw(c)}{' ' + pr if pr else ''} who",
        f"{p}{c.nick_phrase()} ({c.age(form='sex')}){a} is a client who",
        f"{p}, {c.age(form=c.ch(['yo', 'y/o', 'yrs', 'years']))}{b if b else ','} is a {sexw(c)} who",
        f"{p} ({c.age(form=c.ch(['aged', 'age', 'aged_words']))}){a} is known to this service and",
    ])


def id_pairs(c, more=()):
    labs = {"US": ("MRN", "SSN"), "UK": ("NHS No", "NI No"), "NZ": ("NHI", "IRD"), "ZA": ("Folder No", "ID No")}[c.c]
    pairs = [("Name", c.pfull()), ("DOB", f"{c.dobs()} ({c.age(form=c.ch(['yo', 'years', 'yrs', 'sex']))})"),
             (labs[0], c.mrn())]
    if c.r.random() < 0.45:
        pairs.append((labs[1], c.ssn()))
    if c.r.random() < 0.6:
        pairs.append(("Address", c.addr()))
    if c.r.random() < 0.6:
        pairs.append((c.ch(["Phone", "Tel", "Mobile", "Contact"]), c.phone()))
    if c.c in ("US", "ZA") and c.r.random() < 0.35 and not any(k in ("Insurance", "Medical aid") for k, _ in more):
        pairs += [({"US": "Insurance", "ZA": "Medical aid"}[c.c], c.o("insurer")),
                  (c.ch(["Member ID", "Member no.", "Policy no."]), c.healthplan())]
    pairs.extend(more)
    return pairs


def sign(c, role="psychiatrist", title=None):
    n = None
    d = c.dr(role, form=c.ch(["full_cred", "dr_full", "full_cred2", "full", "dr_sur"]))
    parts = [d]
    if title:
        parts.append(title)
    cat = ROLE_CAT.get(role)
    if c.r.random() < 0.55 and cat in LIC_FOR[c.c]:
        k, lic = c.license(c.ch(LIC_FOR[c.c][cat]))
        parts.append(f"{k} {lic}")
    if c.r.random() < 0.5:
        parts.append(c.ch([c.pager(), f"Tel {c.phone(ext=c.r.random() < 0.4)}"]))
    if c.r.random() < 0.35:
        parts.append(c.email(c.st(role), org=False))
    sep = c.ch(["\n", " | ", ", "])
    return c.ch(["Signed: ", "Electronically signed by ", "", "Author: ", "-- "]) + sep.join(parts)


def subst_hx(c, n):
    s = n.subst()
    out = [c.ch([
        f"Started {s} at {c.age(n=c.r.randint(11, 19), form=c.ch(['age', 'aged']))}, daily use for {c.r.randint(2, 20)} years.",
        f"First used {s} at {m('AGE', str(c.r.randint(12, 22)))}; escalated after {c.ch(['a relationship breakdown', 'job loss', 'a bereavement', 'prison release'])} in {c.year()}.",
        f"Uses {s} most days; last use {c.ch(['yesterday', 'last night', '2/7 ago', 'this morning', '3 days ago'])} at around {n.time()}.",
        f"Reports {s} use since {c.year()} and {n.subst()} intermittently; {n.score()}."])]
    out.append(c.ch([f"{n.score()}; {n.score()}.", f"Longest abstinence {c.r.randint(2, 18)} months ({c.monthyear(c.day(-900, -400))} to {c.monthyear(c.day(-390, -100))}).",
                     f"Overdose x{c.r.randint(1, 4)}, most recent {c.date(c.day(-200, -20))} requiring naloxone {c.ch(['400 mcg', '800 mcg', 'x2', '2 mg IN'])} from ambulance staff."]))
    return " ".join(out)


def social(c):
    r = c.r
    out = []
    k, fam = c.rel()
    out.append(c.ch([
        f"Lives at {c.addr()} with {his(c)} {k} {fam}.",
        f"Currently staying with {k} {fam} in {c.town()} after losing {his(c)} tenancy in {c.monthyear(c.day(-200, -30))}.",
        f"Lives alone in a council flat; {k} {fam} visits most weeks." if c.c == "UK" else
        f"Lives alone; {k} {fam} (ph {c.phone()}) is the main support.",
    ]))
    if r.random() < 0.7:
        out.append(c.ch([
            f"Works as a {c.prof()} at {c.o('employer')}.", f"Previously employed as a {c.prof()} until {c.year()}.",
            f"Unemployed since {c.monthyear(c.day(-700, -60))}; was a {c.prof()} for {r.randint(3, 20)} years.",
            f"Employed part-time by {c.o('employer')} as a {c.prof()}; manager {c.rel('manager', new=True)[1]} aware of admission.",
            f"{his(c).capitalize()} {c.ch(['mother', 'partner', 'father'])} works as a {c.prof()}."]))
    if r.random() < 0.5:
        out.append(c.ch([f"Born in {c.abroad()}, moved to {c.country(home=True)} in {c.year()}.",
                         f"Grew up in {c.town()}; left {c.o('school')} at {m('AGE', str(r.randint(14, 17)))}.",
                         f"Has {r.randint(2, 4)} children; youngest, {c.rel('son', new=True)[1]}, is {m('AGE', str(r.randint(2, 15)))}."]))
    return " ".join(out)


def mse(c, n):
    return c.ch([
        "MSE: Dishevelled, poor eye contact, psychomotor agitation. Speech pressured. Mood 'fine', affect labile. "
        "Thought form tangential. Persecutory delusions re neighbours. Denies AH at present. Insight limited.",
        "MSE: Casually dressed, good rapport. Speech normal rate and volume. Mood low, affect restricted. "
        "No formal thought disorder. Passive death wish, no plan. No perceptual disturbance. Insight partial.",
        "Mental state: Guarded, suspicious. Marked thought block. Responding to unseen stimuli. Denies SI/HI. "
        "Oriented x3. Judgement poor.",
        "MSE: Tearful at times, settled by end. Speech coherent. Mood 'rock bottom'. Affect congruent. "
        f"Thoughts of self-harm, no intent. Cognition grossly intact, {n.score()}. Insight good."])


# ------------------------------------------------------------------ genres
def psych_admission(c, n):
    adm = c.day(-2, 0)
    ward = c.h("ward")
    L = [c.ch(["PSYCHIATRIC ADMISSION ASSESSMENT", "Admission Clerking - Psychiatry", "INPATIENT ADMISSION NOTE",
               "Adult Acute Admission Assessment"]), f"{c.h('hospital')} - {ward}", ""]
    L.append(kv(c, id_pairs(c, [("Admitted", f"{c.date(adm)} {n.time()}"), ("Legal status", n.legal()),
                                ("Location", c.room()), ("Acct", c.account()) if c.us else ("Episode", c.account())])))
    L.append("")
    src = c.ch([f"Referred by {V(c, 'gp')} {c.dr('gp', form=c.ch(['dr_sur', 'dr_full']))} of {c.h('gp')} after a home visit on {c.date(c.day(-5, -1))}.",
                f"Brought to {c.h('ed')} {V(c, 'ed')} by police at {n.time()} on {c.date(adm, 'wd')} under {n.legal()}.",
                f"Transferred from {c.h('ed')} after medical clearance; seen there by {c.dr('ed', form='dr_full')}.",
                f"Self-presented to {V(c, 'ed')} with {his(c)} {relw(c)} late on {c.weekday(adm)}."])
    L.append("Source of referral: " + src)
    L.append("")
    L.append("History of presenting complaint:")
    dx, code = c.ch(DX)
    L.append(f"{intro(c)} {c.ch(['has a history of', 'carries a diagnosis of', 'is known with'])} "
             f"{dx} ({code}). {he(c).capitalize()} stopped {n.med(False)} around {c.date(c.day(-40, -10), c.ch(['long', 'short', None]))} "
             f"and {his(c)} {relw(c)} noticed increasing paranoia. {n.namelike()}")
    L.append(c.ch([f"Collateral from {relw(c)} by phone ({c.phone()}): not sleeping for {n.dur()}, "
                   f"talking about cameras in the flat, threatened a neighbour on {c.date(c.day(-4, -1), 'wd')}.",
                   f"On {c.date(c.day(-6, -1), 'wd')} {he(c)} was found by police at {c.landmark()} shouting at traffic. "
                   f"{n.vitals()}.",
                   f"Texted {his(c)} {relw(c)} at {n.time()} saying goodbye, who called {c.ch(['111', '999', '911', '10111'])}."]))
    L.append("")
    L.append("Past psychiatric history: " + c.ch([
        f"First admission {c.year()} to {c.h('hospital', 'prev')} ({n.legal()}). Last discharge {c.date(c.day(-400, -60))}.",
        f"Known to {c.h('cmht')} since {c.year()}; {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'full_cred']))}. Two previous admissions, most recent {c.monthyear(c.day(-500, -90))}.",
        f"No previous admissions. Seen once by {c.h('crisis')} in {c.monthyear(c.day(-300, -40))}."]))
    L.append("Substance use: " + subst_hx(c, n))
    L.append("Social: " + social(c))
    if c.r.random() < 0.5:
        k, idn = c.idnum(c.ch(["court", "police", "case"]))
        L.append(f"Forensic: charged with {c.ch(['common assault', 'shoplifting', 'criminal damage', 'breach of a protection order'])} "
                 f"on {c.date(c.day(-120, -10))}; {k} ref {idn}, next hearing {c.date(c.day(5, 40))}.")
    L.append("")
    L.append(mse(c, n))
    L.append("Physical: " + n.vitals() + ". Bloods: " + n.labs() + ". " + n.filler(2))
    L.append("Current medication: " + "; ".join(n.meds()) + ".")
    L.append("")
    L.append("Risk: " + c.ch(["High risk to self given recent plan; risk to others moderate.",
                              "Moderate risk of self-neglect; low risk to others. No weapons access.",
                              f"Absconding risk high. Previous AWOL from {c.h('ward', 'prev')} {c.year()}."]))
    L.append("Plan:")
    L.append(f"1. {c.ch(['Level 2 obs', 'General obs', 'Intermittent obs (15 min)', '1:1 arms length'])}; {n.med()}.")
    L.append(f"2. Review by {V(c, 'cons')} {c.dr('psychiatrist', form=c.ch(['dr_sur', 'dr_full']))} on {c.date(c.day(1, 3), c.ch(['wd', None]))}.")
    L.append(f"3. Inform {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'given', 'init_sur']))} ({c.email(c.st('cw'), org=True)}).")
    L.append(f"4. ECG, bloods, {n.uds()}.")
    L.append("")
    L.append(sign(c, "trainee", V(c, "trainee")) + f"\n{c.date(adm)} {n.time()}")
    return "\n".join(L)


def cmht_review(c, n):
    d = c.day(-10, 0)
    L = [c.ch(["CMHT REVIEW", "Community Mental Health Team - Outpatient Review", "Care Programme Approach Review",
               "Psychiatric Outpatient Review", "Medication Review - Community"]) + f" - {c.h('cmht')}"]
    L.append(kv(c, [("Patient", c.pfull()), ("DOB", c.dobs()), (c.ch(["MRN", "Hosp No", "Ref"]), c.mrn()),
                    ("Date of review", c.date(d)), ("Venue", c.ch([c.h("cmht"), "home visit", c.h("gp")])),
                    ("Present", f"{c.pn('given')}, {c.dr('psychiatrist', form='dr_sur')}, {c.dr('cw', form='full')} ({V(c, 'cw')})")]))
    L.append("")
    L.append(c.ch(["Background:", "Summary:", "Context:"]) + " " + intro(c) +
             f" has been under the team since {c.monthyear(c.day(-900, -200))} with {c.ch(['psychosis', 'bipolar disorder', 'depression with anxiety', 'PTSD and alcohol dependence'])}. "
             f"On {n.legal()} since {c.date(c.day(-300, -60))}.")
    L.append("")
    L.append("Progress since last review (" + c.date(c.day(-120, -40), c.ch(["short", "num", None])) + "):")
    L.append(c.ch([f"Reports mood 'up and down'. {n.score()}. Attended {c.o('charity')} drop-in last {c.weekday(c.day(-7, -1))} morning.",
                   f"Depot {n.med(False)} given on {c.date(c.day(-14, -7), 'short')} at {c.h('cmht')} clinic; tolerating well.",
                   f"Had a difficult period around {c.holiday()} after an argument with {his(c)} {relw(c)}. {n.namelike()}"]))
    L.append(n.filler(3))
    L.append(c.ch([f"Working {c.r.randint(8, 30)} hours a week as a {c.prof()} at {c.o('employer')}.",
                   f"Volunteering at {c.o('charity')}; hopes to return to work as a {c.prof()}.",
                   f"Finances: {n.benefit()} payments of {n.money()} a fortnight; arrears with {c.o('housing')}."]))
    L.append(f"{his(c).capitalize()} {relw(c, sep=', ')}, attended part of the review and reported {c.ch(['no concerns', 'poor sleep', 'increased spending', 'ongoing drinking'])}.")
    L.append("")
    L.append(mse(c, n))
    L.append("Side effects: " + c.ch(["weight gain (" + n.vitals() + ")", "mild akathisia, GASS " + str(c.r.randint(5, 40)),
                                      "sedation in the morning", "none reported"]) + ". " + n.labs() + ".")
    L.append("")
    L.append("Medication: " + "; ".join(n.meds()) + ". Dispensed weekly by " + c.h("pharmacy") + ".")
    L.append("")
    L.append("Plan:")
    L.append(f"- Continue current plan; {n.med()}.")
    L.append(f"- Letter to {V(c, 'gp')} {c.dr('gp', form=c.ch(['dr_sur', 'dr_full']))}, {c.h('gp')}, fax {c.phone('FAX')}.")
    L.append(f"- {V(c, 'cw').capitalize()} to visit {c.date(c.day(3, 14), c.ch(['wd', 'short']))}; next medical review {c.monthyear(c.day(60, 120))}.")
    if c.r.random() < 0.5:
        L.append(f"- Crisis plan: call {c.h('crisis')} on {c.phone()} out of hours.")
    L.append("")
    L.append(sign(c, "psychiatrist", V(c, "cons")))
    if c.r.random() < 0.5:
        L.append(f"cc: {c.pn(c.ch(['title_full', 'full']))}, {c.addr()}")
    if c.r.random() < 0.4:
        L.append(f"DD/{c.dr('transcriptionist', form='initials_lc')} {c.date(d, 'num')}")
    return "\n".join(L)


def crisis_contact(c, n):
    d = c.day(-3, 0)
    team = c.h("crisis")
    L = [f"{team} - {c.ch(['Crisis Contact Record', 'Triage Call Log', 'Crisis Assessment', 'Out of Hours Contact'])}"]
    L.append(kv(c, [("Caller", c.ch(["self", "police", "family", "ambulance", "GP", "support worker"])),
                    ("Client", c.pfull()), ("DOB", c.dobs()), ("Contact no.", c.phone()),
                    ("Date", c.date(d)), ("Time", n.time()), ("Call handler", c.dr("crisis", form=c.ch(["full", "full_cred", "given"]))),
                    ("Address", c.addr() if c.r.random() < 0.6 else None),
                    ("NOK", f"{relw(c, sep=' - ')}, {c.phone()}" if c.r.random() < 0.6 else None),
                    ("Known to", c.h("cmht") if c.r.random() < 0.5 else None)]))
    L.append("")
    k, rn = c.rel()
    L.append(c.ch([
        f"Call from {k} {rn} ({c.phone()}) at {n.time()} concerned that {c.pn(c.ch(['given', 'title_sur']))} had taken an overdose of {n.med(False)} tablets.",
        f"{c.pn(c.ch(['given', 'full']))} rang the line at {n.time()} distressed, stating {he(c)} was at {c.landmark()} and 'done with it all'.",
        f"Police at {c.addr()} requested advice re {c.pn(c.ch(['title_sur', 'full']))}; officer {c.rel('officer', new=True, form='title_sur')[1]} (collar {m('IDNUM', str(c.r.randint(1000, 9899)))}) on scene.",
        f"Referral from {V(c, 'ed')} at {c.h('ed')}: {c.pn('full')}, {c.age(form='yo')}, presented after cutting, medically fit."]))
    L.append(c.ch([f"Spoke with {c.pn('given')} for {c.r.randint(10, 50)} minutes. {n.namelike()} Denies current intent but {c.ch(['has stockpiled tablets', 'has rope at home', 'drank heavily today', 'has not slept in 3/7'])}.",
                   f"Client known to {c.h('cmht')}; {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'given']))} on leave until {c.date(c.day(2, 10), 'wd')}.",
                   f"{his(c).capitalize()} {relw(c)} is staying over tonight. {n.score()}."]))
    L.append("")
    L.append(f"Current meds: {'; '.join(n.meds())}. {n.filler(2)}")
    L.append("Risk summary: " + c.ch(["Immediate risk high - ambulance requested.",
                                      "Moderate; protective factors children and faith.",
                                      "Low immediate risk; chronic risk elevated.",
                                      f"Unable to assess fully - intoxicated, {n.vitals()}."]))
    L.append("Actions:")
    L.append(c.ch([f"- Home visit by {c.dr('crisis', form='full')} and {c.dr('crisis2', form='full', new=True)} at {n.time()}.",
                   f"- Advised to attend {c.h('ed')}; taxi booked, plate {c.vehicle()[1]}.",
                   f"- Safety plan reviewed; {CRISISLINE[c.c]} number given."]))
    L.append(f"- Follow-up call {c.date(c.day(1, 2), c.ch(['wd', 'short', None]))} {n.time()} by {c.dr('crisis', form='given')}.")
    L.append(f"- Email update to {c.email(c.st('cw'), org=True)}; {V(c, 'gp')} {c.h('gp')} informed.")
    if c.r.random() < 0.4:
        L.append(f"- Welfare check requested; police ref {c.idnum('police')[1]}.")
    L.append("")
    L.append(f"Recorded by {c.dr('crisis', form=c.ch(['full_cred', 'full', 'init_sur']))} {c.date(d, c.ch(['num', 'short']))} {n.clock()}")
    return "\n".join(L)


def sud_intake(c, n):
    d = c.day(-5, 0)
    svc = c.h("sud")
    L = [f"{svc}", c.ch(["SUBSTANCE USE TREATMENT INTAKE", "Alcohol and Other Drug Comprehensive Assessment",
                         "Intake Assessment - Addiction Services", "AOD Intake"]), ""]
    more = [("Intake date", c.date(d)), ("Clinician", c.dr("counsellor", form=c.ch(["full_cred", "full"])))]
    if c.us:
        more += [("Insurance", c.o("insurer")), ("Member ID", c.healthplan())]
    elif c.c == "ZA":
        more += [("Medical aid", c.o("insurer")), ("Member no.", c.healthplan())]
    elif c.r.random() < 0.5:
        more += [("Insurer", c.o("insurer")), ("Policy", c.healthplan())]
    L.append(kv(c, id_pairs(c, more)))
    L.append("")
    L.append("Reason for referral: " + c.ch([
        f"Referred by {c.dr('gp', form='dr_sur')} ({c.h('gp')}) for {n.subst()} dependence.",
        f"Court-mandated referral, case {c.idnum('court')[1]}; probation officer {c.rel('probation officer', new=True, form=c.ch(['full', 'title_sur']))[1]} ({c.phone()}).",
        f"Self-referral via {c.url()} on {c.date(c.day(-20, -6))}.",
        f"Discharged from {c.h('rehab')} on {c.date(c.day(-30, -7))}; step-down to outpatient care."]))
    L.append("")
    L.append("Substance use history:")
    for _ in range(c.r.randint(2, 3)):
        s = n.subst()
        L.append(c.ch([f"- {s}: first use at {m('AGE', str(c.r.randint(11, 25)))}, current {c.ch(['daily', 'weekends', 'binges', '2-3x/week'])}, route {c.ch(['smoked', 'IV', 'oral', 'intranasal'])}.",
                       f"- {s}: since {c.year()}; last use {c.ch(['yesterday', 'this morning', 'last night', 'on the weekend'])} ({n.time()}).",
                       f"- {s}: stopped {c.monthyear(c.day(-400, -40))}; relapsed around {c.holiday()}."]))
    L.append(f"Withdrawal: {n.score()}; {n.score()}. " + c.ch(["History of seizures in withdrawal.", "No DTs.",
                                                           f"History of {n.eponym()}; {n.med()}."]))
    L.append(n.uds() + ". Breath alcohol " + c.ch(["0.00", "0.12", "0.31"]) + ".")
    L.append("")
    L.append("Current medication: " + "; ".join(n.meds()) + ". " + n.filler(2))
    L.append("Medical: " + c.ch(["hepatitis C treated", "cellulitis at injection sites", "COPD", "HIV on ART",
                                 "no significant history"]) + f". {n.labs()}.")
    L.append("Mental health: " + c.ch([f"Depression, {n.score()}; previously seen at {c.h('cmht')}.",
                                       f"PTSD after an assault in {c.year()}; {n.score()}.",
                                       "No formal diagnosis; anxiety symptoms."]))
    L.append("Social / legal: " + social(c) + " " + c.ch([
        f"Driver's licence suspended after DUI on {c.date(c.day(-500, -60))}; vehicle {c.vehicle()[1]} impounded.",
        f"On parole until {c.date(c.day(60, 400))}.",
        f"Children in care of {c.ch(['CPS', 'Oranga Tamariki', 'the local authority', 'the Department of Social Development'])}; contact supervised by {c.rel('aunt', new=True)[1]}."]))
    L.append("")
    L.append(f"Diagnosis: {n.icd()}, {n.icd()}. ASAM level {c.ch(['1', '2.1', '2.5', '3.5'])}." if c.us else
             f"Diagnosis: {n.icd()}; {n.icd()}.")
    L.append("Plan: " + c.ch([f"Start {n.med()}; weekly counselling with {c.dr('counsellor', form='given')}.",
                              f"Refer to {c.h('otp')} for OST assessment.", f"Admit to {c.h('rehab')} detox bed on {c.date(c.day(3, 14), 'wd')}."]) +
             f" {c.ch(['Naloxone kit issued.', 'Harm reduction advice given.', 'Consent to share with GP signed.'])}")
    L.append(f"Consent form ref {c.idnum('referral')[1]}. Portal login created: username {c.user()}.")
    L.append("")
    L.append(sign(c, "counsellor"))
    return "\n".join(L)


def sud_progress(c, n):
    d = c.day(-2, 0)
    L = [c.ch(["PROGRESS NOTE", "Individual Session - AOD", "Counselling Progress Note (SOAP)", "Case Note"]) +
         f" - {c.h('sud')}"]
    L.append(f"{c.pfull()} | {c.mrn()} | {c.date(d)} {n.time()} | {c.ch(['in person', 'telephone', 'video'])}")
    L.append(kv(c, [("DOB", c.dobs()), ("Episode", c.account()), ("Keyworker", c.dr("counsellor", form=c.ch(["full", "full_cred"]))),
                    ("Session", f"{c.r.randint(2, 24)} of {c.ch(['12', '24', 'open-ended'])}")]))
    L.append("")
    L.append(f"S: {c.pn(c.ch(['given', 'title_sur', 'nick']))} reports {c.r.randint(0, 30)} days abstinent from {n.subst()}. "
             + c.ch([f"Lapsed on {c.date(c.day(-6, -1), 'wd')} after meeting {his(c)} ex-partner {c.rel('ex-partner')[1]}.",
                     f"Cravings {c.r.randint(2, 9)}/10, worse in the evenings. {n.namelike()}",
                     f"Went to {c.ch(['a mutual-aid meeting', 'SMART group', 'church', 'the gym'])} {c.r.randint(2, 5)} times this week.",
                     f"Celebrated {his(c)} {relw(c, 'daughter')}'s birthday sober on {c.date(c.day(-10, -2), 'long')}."]))
    L.append(f"Meds: {n.med()}; {n.med()}. {n.filler(2)}")
    L.append(f"O: {n.uds()}. {n.score()}. " + c.ch(["Alert, well kempt.", "Smelled of alcohol.", "Track marks healing.",
                                                    n.vitals() + "."]))
    L.append(f"A: {c.ch(['Early remission', 'Contemplation stage', 'Ongoing use, engaging', 'Action stage'])} ({n.icd()}). "
             + c.ch(["Risk low.", "Overdose risk elevated after lapse.", f"Risk discussed; {n.legal()} not indicated."]))
    L.append("P: " + c.ch([f"Continue {n.med()}.", f"Relapse prevention worksheet; next session {c.date(c.day(5, 9), c.ch(['wd', 'short', None]))} at {n.time()}.",
                           f"Liaise with {V(c, 'gp')} {c.dr('gp', form=c.ch(['dr_sur', 'dr_full']))} re {n.med(False)}."])
             + " " + c.ch([f"Job interview at {c.o('employer')} on {c.date(c.day(1, 9), 'wd')}.",
                           f"Court date {c.date(c.day(10, 60))}; letter to solicitor {c.rel('solicitor', new=True, form='full')[1]}.",
                           f"Housing appointment with {c.o('housing')}."]))
    if c.r.random() < 0.6:
        L.append(c.ch([f"Collateral: spoke with {relw(c)} on {c.phone()}; {c.ch(['confirms no use', 'worried about money', 'reports drinking at weekends'])}.",
                       f"Contact: client now on {c.phone()}; new address {c.addr()}.",
                       f"Transport: drives {c.vehicle()[1]}; advised not to drive on {n.med(False)}."]))
    if c.r.random() < 0.5:
        L.append(f"Group: attended {c.ch(['Relapse Prevention', 'Seeking Safety', 'Family Education'])} group, room {m('LOCATION_OTHER', str(c.r.randint(1, 12)))}, {n.time()}-{n.time()}.")
    L.append("")
    L.append(f"{c.dr('counsellor', form=c.ch(['full_cred', 'full', 'init_sur']))}, {c.h('sud')}  {c.date(d, 'num')} {n.clock()}"
             + c.ch(["", f" (entered by {c.user(c.st('counsellor'))})", f" | ext. {m('PHONE', str(c.r.randint(2000, 4999)))}"]))
    return "\n".join(L)


GENRES_A = {"psych_admission": psych_admission, "cmht_review": cmht_review, "crisis_contact": crisis_contact,
            "sud_intake": sud_intake, "sud_progress": sud_progress}
