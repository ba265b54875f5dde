"""Genres: opioid treatment dosing notes, tribunal / hearing reports, social work and
housing support notes, safeguarding referrals."""
import datetime as dt

from phi import m
from genres_a import V, kv, he, his, intro, relw, sign, social, subst_hx, mse, DX


def otp_dosing(c, n):
    start = c.day(-20, -6)
    drug = c.ch(["methadone", "methadone", "buprenorphine", "buprenorphine/naloxone"])
    dose0 = {"methadone": c.ch([40, 60, 75, 85, 90, 110]), "buprenorphine": c.ch([8, 12, 16, 24]),
             "buprenorphine/naloxone": c.ch(["8/2", "16/4", "12/3"])}[drug]
    title = {"US": "OTP DOSING RECORD", "UK": "Supervised Consumption / OST Dosing Log",
             "NZ": "OST Dispensing Record", "ZA": "OST Dosing Register"}[c.c]
    L = [f"{c.h('otp')} - {title}"]
    bk, bio = c.bioid()
    pairs = [("Client", c.pfull()), ("DOB", c.dobs()), (c.ch(["Client ID", "OTP No", "Programme ID"]), c.mrn()),
             ("Prescriber", c.dr("prescriber", form=c.ch(["dr_full", "dr_sur", "full_cred"]))),
             ("Dispensing site", c.ch([c.h("otp"), c.h("pharmacy")])), ("Identity check", f"{bk} {bio}")]
    if c.us and c.r.random() < 0.7:
        pairs.append(("Prescriber DEA", c.license("DEA")[1]))
    if c.r.random() < 0.5:
        dk, dev = c.device()
        pairs.append(("Pump" if "pump" in dk else "Device", f"{dk} {dev}"))
    pairs.append(("Script", f"{drug} {dose0} mg {c.ch(['daily', 'daily supervised', 'observed daily'])}, valid {c.date(start, 'short')} to {c.date(start + dt.timedelta(days=28), 'short')}"))
    L.append(kv(c, pairs))
    L.append("")
    staff = [c.st("dispenser"), c.st("dispenser2"), c.st("pharmacist")]
    inits = [(p.given[0] + p.surname.split()[-1][0]).upper() for p in staff]
    L.append(c.ch(["Date | Time | Dose | Status | Staff", "DATE        TIME   DOSE            NOTE          BY",
                   "date, time, dose, supervision, initials"]))
    d = start
    for i in range(c.r.randint(5, 9)):
        d = d + dt.timedelta(days=c.r.choice([1, 1, 1, 2]))
        st = c.ch(["observed", "witnessed", "observed", "missed", "takeaway x1", "observed - drowsy, held",
                   "observed; COWS " + str(c.r.randint(1, 12)), "observed", "dose split"])
        dose = f"{drug} {dose0} mg" if "missed" not in st else "-"
        who = m("DOCTOR", c.ch(inits)) if "missed" not in st else "-"
        L.append(f"{c.date(d, c.ch(['short', 'wd', 'num', 'short']))} | {n.clock()} | {dose} | {st} | {who}")
    L.append("")
    L.append("Notes:")
    L.append(c.ch([f"{c.pn(c.ch(['given', 'title_sur']))} missed {c.r.randint(2, 3)} consecutive doses; per protocol dose reduced to {n.med(False)} pending review by {c.dr('prescriber', form='dr_sur')}.",
                   f"Presented at {n.time()} smelling of alcohol, breath alcohol {c.ch(['0.05', '0.08', '0.11'])}; dose withheld and re-presented at {n.time()}.",
                   f"Requested takeaways for {c.holiday()}; {c.ch(['approved', 'declined'])} by {c.dr('prescriber', form=c.ch(['dr_sur', 'dr_full']))}. Lockbox checked.",
                   f"Travel to {c.town()} on {c.date(c.day(3, 20), 'long')} - transfer letter faxed to {c.h('pharmacy', 'away')} on {c.phone('FAX')}."]))
    L.append(c.ch([f"{n.uds()} (specimen {c.idnum('specimen')[1]}).", f"{n.score()} before dose; {n.vitals()}.",
                   f"Identity confirmed by {bk} {bio} at {n.time()}.",
                   f"{his(c).capitalize()} {relw(c)} collected the takeaway with signed authority."]))
    L.append(f"Other medication: {'; '.join(n.meds(c.r.randint(1, 3)))}. {n.filler(2)}")
    if c.r.random() < 0.6:
        L.append(f"Naloxone kit re-issued, batch {c.ch(['NX', 'NL'])}{c.r.randint(1000, 9999)}. {n.namelike()}")
    if c.r.random() < 0.5:
        L.append(f"Next prescriber review {c.date(c.day(5, 25), c.ch(['wd', None]))}; key worker {c.dr('cw', form=c.ch(['full', 'given']))}, {c.pager() if c.r.random() < 0.5 else c.phone()}.")
    L.append("")
    L.append(f"Entered by {c.dr('dispenser', form=c.ch(['full', 'full_cred', 'init_sur']))} ({c.user(c.st('dispenser'))}) {c.date(d, 'num')} {n.clock()}")
    return "\n".join(L)


def tribunal_report(c, n):
    hosp = c.h("hospital")
    hear = c.day(3, 21)
    adm = c.day(-120, -30)
    title = {"US": "Psychiatric Report for Probable Cause / Civil Commitment Hearing",
             "UK": "RESPONSIBLE CLINICIAN'S REPORT TO THE FIRST-TIER TRIBUNAL (MENTAL HEALTH)",
             "NZ": "Report for Mental Health Review Tribunal / Section 16 Review",
             "ZA": "Report to the Mental Health Review Board (Periodic Review)"}[c.c]
    L = [title, ""]
    L.append(kv(c, [("Patient", c.pfull()), ("Date of birth", c.dobs()), ("Hospital", f"{hosp}, {c.h('ward')}"),
                    ("Hospital number", c.mrn()), ("Case reference", c.idnum(c.ch(["tribunal", "court", "case"]))[1]),
                    ("Hearing date", c.date(hear, c.ch(["long", "wd", None]))), ("Legal status", n.legal()),
                    ("Report author", c.dr("psychiatrist", form="dr_full") + f", {V(c, 'cons')}")]))
    L.append("")
    L.append("1. Background")
    L.append(f"{intro(c, prof=False)} was born in {c.ch([c.town(), c.abroad()])} and grew up with {his(c)} {relw(c, c.ch(['mother', 'grandmother', 'aunt', 'father']))}. "
             f"{he(c).capitalize()} left school at {m('AGE', str(c.r.randint(15, 18)))} and worked as a {c.prof()}"
             f"{c.ch(['', ' for ' + c.o('employer')])} until {c.year()}.")
    dx, code = c.ch(DX)
    L.append(f"{he(c).capitalize()} was first diagnosed with {dx} ({code}) in {c.year()} at {c.h('hospital', 'first')}.")
    L.append("")
    L.append("2. Admissions")
    ys = sorted({c.r.randint(2, 14) for _ in range(c.r.randint(2, 4))}, reverse=True)
    for y in ys:
        L.append(f"- {c.year(y)}: {c.ch(['informal', n.legal()])}, {c.ch([c.h('hospital', str(y)), c.h('ward', str(y))])}, {c.r.randint(2, 16)} weeks.")
    L.append(f"- Current admission from {c.date(adm)} {c.ch(['following arrest at', 'after being found at', 'after an incident at'])} {c.landmark()}.")
    L.append("")
    L.append("3. Progress and current mental state")
    L.append(c.ch([f"Initially secluded in {c.room()} for {c.r.randint(1, 4)} days. Now on {n.med()}. {n.score()}.",
                   f"Section 17 leave to {c.town()} with {his(c)} {relw(c)} went well on {c.date(c.day(-20, -5), 'wd')}.",
                   f"Absconded on {c.date(c.day(-50, -20))} and was returned by police from {c.addr()}."]))
    L.append(mse(c, n))
    L.append(f"Current treatment: {'; '.join(n.meds())}. {n.filler(3)}")
    L.append(c.ch([f"Collateral from {relw(c)} (tel {c.phone()}) supports ongoing detention.",
                   f"{his(c).capitalize()} {relw(c)} opposes discharge; contacted by email at {c.email(c.last)}.",
                   f"Nearest relative: {relw(c)}, {c.addr()}."]))
    L.append("")
    L.append("4. Risk")
    L.append(c.ch([f"On {c.date(c.day(-80, -30))} assaulted a nurse on {c.h('ward')}. Police reference {c.idnum('police')[1]}.",
                   f"History of overdose ({c.monthyear(c.day(-700, -100))}) and ligature attempt ({c.monthyear(c.day(-90, -10))}).",
                   f"Drove while unwell on {c.date(c.day(-200, -100))} (vehicle {c.vehicle()[1]}); licence revoked by {n.public()}."]))
    L.append("")
    L.append("5. Community plan and recommendation")
    L.append(f"If discharged, {he(c)} would live at {c.addr()} and be followed up by {c.h('cmht')}, "
             f"{V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'full_cred']))} ({c.phone()}). "
             f"{his(c).capitalize()} {V(c, 'gp')} is {c.dr('gp', form='dr_full')} at {c.h('gp')}.")
    L.append(c.ch(["In my opinion the criteria for detention continue to be met.",
                   "I recommend that the order continues for a further 6 months.",
                   "I would support a conditional discharge with a CTO."]) + " " + n.namelike())
    L.append("")
    L.append(f"{c.dr('psychiatrist', form=c.ch(['dr_full', 'full_cred']))}\n{V(c, 'cons').capitalize()}, {hosp}\n"
             f"{c.license(c.ch({'US': ['NPI'], 'UK': ['GMC'], 'NZ': ['MCNZ'], 'ZA': ['HPCSA']}[c.c]))[0]}: "
             f"{c.license(c.ch({'US': ['NPI'], 'UK': ['GMC'], 'NZ': ['MCNZ'], 'ZA': ['HPCSA']}[c.c]))[1]}\n"
             f"Date: {c.date(c.day(-3, 0))}")
    return "\n".join(L)


def social_housing(c, n):
    d = c.day(-4, 0)
    org = c.o("housing")
    L = [c.ch(["Social Work Case Note", "Housing Support Contact Record", "Tenancy Sustainment Note",
               "Community Support Worker - Visit Note", "Supported Housing Key Work Session"]) + f" - {org}"]
    k, ref = c.idnum(c.ch(["housing", "case", "benefit"]))
    L.append(kv(c, [("Client", c.pfull()), ("DOB", c.dobs() if c.r.random() < 0.6 else None), ("Ref", ref),
                    ("Date", c.date(d)), ("Worker", c.dr("sw", form=c.ch(["full", "full_cred", "init_sur"]))),
                    ("Contact type", c.ch(["home visit", "office", "phone", "outreach"])),
                    ("Property", c.addr() if c.r.random() < 0.7 else None)]))
    L.append("")
    L.append(c.ch([f"Home visit to {c.addr()} at {n.time()}. {c.pn(c.ch(['given', 'title_sur']))} answered after several knocks.",
                   f"Met {c.pn(c.ch(['given', 'full']))} at {c.landmark()} as {he(c)} did not want a home visit.",
                   f"Phone call to {c.pn(c.ch(['given', 'title_sur']))} on {c.phone()} ({c.r.randint(5, 40)} min)."]))
    L.append(c.ch([f"Flat in poor condition; {n.namelike()} Rent account {c.account()} in arrears of {n.money()}.",
                   f"Notice to quit served by landlord {c.rel('landlord', form=c.ch(['full', 'title_sur']))[1]} on {c.date(c.day(-30, -5))}, expires {c.date(c.day(10, 50))}.",
                   f"{n.benefit()} claim stopped on {c.date(c.day(-40, -10))} after a missed appointment; new claim ref {c.idnum('benefit')[1]}.",
                   f"Electricity meter {c.ch(['out of credit', 'bypassed', 'on emergency credit'])}; voucher from {c.o('charity')} arranged."]))
    L.append(social(c))
    L.append(f"Health: {c.ch(['prescribed', 'reports taking', 'not taking'])} {n.med()} and {n.med()}. {n.filler(2)}")
    L.append(c.ch([f"Discussed drinking; {n.score()}. {he(c).capitalize()} agreed to referral to {c.h('sud')}.",
                   f"Mental health: under {c.h('cmht')}, {V(c, 'cw')} {c.dr('cw', form=c.ch(['full', 'given']))}; last seen {c.date(c.day(-25, -5), 'short')}.",
                   f"Attending {c.h('otp')} for {n.med(False)}; pharmacy {c.h('pharmacy')}."]))
    L.append("")
    L.append("Actions:")
    L.append(f"- Application to {c.o('housing', 'new')} submitted, ref {c.idnum('housing')[1]}.")
    L.append(c.ch([f"- Food parcel from {c.o('charity', 'food')} on {c.date(c.day(1, 4), 'wd')}.",
                   f"- Emailed {c.email(c.st('council'), org=True)} re housing benefit.",
                   f"- Support letter for {n.public()} appointment on {c.date(c.day(2, 12))} at {n.time()}."]))
    L.append(c.ch([f"- Next visit {c.date(c.day(5, 14), c.ch(['wd', 'short', None]))}.",
                   f"- Joint visit with {c.dr('cw', form='full')} {c.date(c.day(3, 10), 'wd')}.",
                   f"- Online form completed at {c.url()} with client's consent."]))
    L.append("")
    L.append(sign(c, "sw", c.ch(["Support Worker", "Social Worker", "Housing Officer", "Tenancy Support Practitioner"])))
    return "\n".join(L)


def safeguarding(c, n):
    d = c.day(-2, 0)
    ref = c.idnum("safeguarding")[1]
    adult = c.r.random() < 0.6
    title = {"US": "Adult Protective Services Report" if adult else "Child Protective Services Referral",
             "UK": "Adult Safeguarding Concern (Section 42)" if adult else "MASH Referral - Child Safeguarding",
             "NZ": "Family Violence / Vulnerable Adult Referral" if adult else "Report of Concern to Oranga Tamariki",
             "ZA": "Form 22 - Notification of Abuse" if not adult else "Vulnerable Adult Protection Referral"}[c.c]
    L = [title.upper() if c.r.random() < 0.4 else title, f"Reference: {ref}", ""]
    L.append("SECTION A - REFERRER")
    L.append(kv(c, [("Name", c.dr("referrer", form=c.ch(["full", "full_cred"]))),
                    ("Role", c.ch([V(c, "cw"), V(c, "nurse"), "peer support worker", "ward manager", "duty social worker"])),
                    ("Organisation", c.ch([c.h("cmht"), c.h("sud"), c.h("hospital")])),
                    ("Telephone", c.phone(ext=c.r.random() < 0.3)), ("Email", c.email(c.st("referrer"), org=True)),
                    ("Date/time", f"{c.date(d)} {n.time()}")]))
    L.append("")
    L.append("SECTION B - " + ("ADULT AT RISK" if adult else "CHILD / FAMILY DETAILS"))
    if adult:
        L.append(kv(c, id_block(c)))
    else:
        kid = c.person(surname=c.pt.surname)
        L.append(kv(c, [("Child", m("FAMILY", f"{kid.given} {kid.surname}")), ("Age", m("AGE", str(c.r.randint(1, 15)))),
                        ("School", c.o("school")), ("Parent (our client)", c.pfull()), ("Client DOB", c.dobs()),
                        ("Address", c.addr())]))
        k2 = c.person(surname=c.pt.surname)
        L.append(f"Sibling: {m('FAMILY', k2.given)} ({c.age(n=c.r.randint(1, 12), form=c.ch(['yo', 'years', 'yo_tight']))}).")
    L.append("")
    L.append("SECTION C - PERSON ALLEGED TO BE CAUSING HARM")
    k, ap = c.rel(c.ch(["partner", "ex-partner", "son", "boyfriend", "flatmate", "cousin", "neighbour"]), form="full")
    L.append(kv(c, [("Name", ap), ("Relationship", k), ("Lives with adult", c.ch(["yes", "no", "unknown"])),
                    ("Occupation", c.prof() if c.r.random() < 0.5 else None),
                    ("Vehicle", c.vehicle()[1] if c.r.random() < 0.35 else None)]))
    L.append("")
    L.append("SECTION D - CONCERN")
    L.append("Type: " + ", ".join(c.r.sample(["physical", "financial", "neglect", "domestic abuse", "sexual",
                                               "psychological", "self-neglect", "exploitation"], 2)))
    L.append(c.ch([f"On {c.date(c.day(-6, -1), 'wd')} {c.pn(c.ch(['given', 'title_sur']))} attended {c.h('sud')} with bruising to the face and said {k} {ap} had 'lost it' after drinking.",
                   f"{c.pn(c.ch(['given', 'title_sur']))} disclosed that {his(c)} {k} takes {his(c)} {n.benefit()} money each fortnight ({n.money()}) and {his(c)} bank card.",
                   f"During a home visit on {c.date(c.day(-5, -1))} staff found the children alone at {n.time()}; {c.pn('given')} was at {c.landmark()} using {n.subst()}.",
                   f"Client reports being made to hold drugs for {ap} at {c.addr()}; threatened when {he(c)} refused (cuckooing)."]))
    L.append(c.ch([f"Previous incidents: {c.monthyear(c.day(-300, -60))} and {c.monthyear(c.day(-59, -20))}.",
                   f"Police attended on {c.date(c.day(-20, -2))}, ref {c.idnum('police')[1]}.",
                   "No previous referrals on record."]) + " " + n.namelike())
    L.append(f"Relevant health information: {'; '.join(n.meds(c.r.randint(1, 3)))}. {n.filler(2)}")
    L.append("")
    L.append("SECTION E - CONSENT AND CAPACITY")
    L.append(c.ch(["Adult consents to referral and has capacity regarding this decision.",
                   f"Referral made without consent due to risk to children; {n.legal()} considered.",
                   "Consent not sought - would increase risk."]))
    L.append("Immediate actions: " + c.ch([f"safety plan; refuge placement at {c.o('charity', 'refuge')}.",
                                          f"referred to {c.ch(['MARAC', 'the police family violence team', 'the duty team'])}; GP {c.h('gp')} informed.",
                                          f"emergency appointment with {c.dr('gp', form='dr_sur')} on {c.date(c.day(0, 2), 'wd')}."]))
    L.append("")
    L.append(f"Received by {c.dr('duty', form=c.ch(['full', 'init_sur', 'given']))} {c.date(c.day(0, 1), 'num')} {n.clock()}; "
             f"logged as {ref}.")
    return "\n".join(L)


def id_block(c):
    labs = {"US": "MRN", "UK": "NHS number", "NZ": "NHI", "ZA": "Hospital no."}[c.c]
    pairs = [("Name", c.pfull()), ("DOB", c.dobs()), ("Age", m("AGE", str(c.age_n))), (labs, c.mrn()),
             ("Address", c.addr()), ("Phone", c.phone())]
    if c.r.random() < 0.4:
        pairs.append(({"US": "SSN", "UK": "NI number", "NZ": "IRD", "ZA": "ID number"}[c.c], c.ssn()))
    if c.r.random() < 0.4:
        pairs.append(("Country of birth", c.country(home=c.r.random() < 0.5)))
    return pairs


GENRES_B = {"otp_dosing": otp_dosing, "tribunal_report": tribunal_report, "social_housing": social_housing,
            "safeguarding": safeguarding}
