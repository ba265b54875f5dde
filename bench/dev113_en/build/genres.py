"""Genre templates. Each returns a marked note (PHI wrapped by phi.mk) for one Ctx."""
import pools as P
from phi import mk, visible

ORDINARY = [
    "Pt states {he} will call the clinic if cravings return.",
    "Expresses hope that treatment will work this time.",
    "Asked for a grace period on program fees; referred to billing.",
    "Reports {his} faith community has been a support.",
    "Describes little joy in usual activities.",
    "Will mark the calendar for the next appointment.",
    "Worried about an unpaid hospital bill from the last ED visit.",
    "Frank discussion held re: overdose risk after a period of abstinence.",
    "Describes urge to chase the first high.",
    "Rose from bed at 05:00 and paced the hall.",
    "Awakens at dawn most days.",
    "Reports feeling 'like a king' when not sleeping.",
    "Attends the young adult recovery group.",
    "Says the price of fentanyl has dropped locally.",
    "Walks up the hill to the bus stop daily.",
    "Hx kidney stone, no current flank pain.",
    "Rang the call bell several times overnight.",
    "Uses the marsh trail for walks with staff.",
    "Returned to the ward without incident.",
    "Will page the on-call psychiatrist if agitation escalates.",
    "'Crazy like a fox,' {he} joked about {his} plan.",
    "Reports a strong urge to use when passing the old block.",
    "Denies access to sharp objects; sharps count correct.",
    "Was stopped for drifting across the lane.",
    "Slept outside despite frost warnings.",
    "Mood is better; affect is brighter and more hopeful.",
    "Frank blood in emesis denied.",
    "Pt is not a ward of the state; no guardian.",
    "We will revisit the safety plan at next rounds.",
    "States {he} has 'no faith in doctors' but agrees to labs.",
]


def pron(c):
    return {"M": ("he", "his", "him"), "F": ("she", "her", "her"), "X": ("they", "their", "them")}[c.pt.sex]


def ordinary(c, n=2):
    he, his, _ = pron(c)
    out = []
    for s in c.r.sample(ORDINARY, n):
        s = s.replace("{he}", he).replace("{his}", his)
        if he == "they":
            s = s.replace("they has", "they have")
        out.append(s)
    return " ".join(out)


def sec(c, title):
    st = c.style_hdr
    if st == 0:
        return f"\n{title.upper()}:\n"
    if st == 1:
        return f"\n## {title}\n"
    if st == 2:
        return f"\n{title}: "
    return f"\n-- {title} --\n"


def table(c, header, rows, style=None):
    style = style or c.ch(["pipe", "csv", "tab", "fixed"])
    if style == "pipe":
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
    elif style == "csv":
        def q(x):
            return f'"{x}"' if "," in visible(x) else x
        lines = [",".join(header)] + [",".join(q(x) for x in r) for r in rows]
    elif style == "tab":
        lines = ["\t".join(header)] + ["\t".join(r) for r in rows]
    else:
        w = [max(len(visible(x)) for x in col) + 2 for col in zip(header, *rows)]

        def pad(x, n):
            return x + " " * (n - len(visible(x)))
        lines = ["".join(pad(h, n) for h, n in zip(header, w)).rstrip()]
        lines.append("-" * (sum(w) - 2))
        lines += ["".join(pad(x, n) for x, n in zip(r, w)).rstrip() for r in rows]
    return "\n".join(lines)


def kv(c, pairs):
    style = c.ch(["colon", "pipe", "inline", "fixed"])
    if style == "colon":
        return "\n".join(f"{k}: {v}" for k, v in pairs)
    if style == "pipe":
        return " | ".join(f"{k}: {v}" for k, v in pairs)
    if style == "inline":
        return "; ".join(f"{k} {v}" for k, v in pairs)
    w = max(len(k) for k, _ in pairs) + 2
    return "\n".join(f"{(k + ':').ljust(w)}{v}" for k, v in pairs)


def meds_block(c, n):
    ms = c.meds(n)
    st = c.ch(["num", "dash", "inline"])
    if st == "num":
        return "\n".join(f"{i + 1}. {m}" for i, m in enumerate(ms))
    if st == "dash":
        return "\n".join(f"- {m}" for m in ms)
    return "; ".join(ms)


def sexword(c):
    return {"M": c.ch(["male", "man", "M"]), "F": c.ch(["female", "woman", "F"]),
            "X": c.ch(["nonbinary individual", "person (they/them)"])}[c.pt.sex]


# ----------------------------------------------------------------------------------------------
def psych_admission(c):
    he, his, him = pron(c)
    d0 = c.adm
    L = []
    L.append(c.ch(["INPATIENT PSYCHIATRY ADMISSION NOTE", "Psychiatric Admission H&P",
                   "ADMISSION HISTORY AND PHYSICAL - BEHAVIORAL HEALTH"]))
    L.append(c.hosp() + " - " + c.unit())
    L.append(kv(c, [("Patient", c.pt_head()), ("DOB", c.date(c.dob, c.ch(["mdY", "iso", "long"]))),
                    ("MRN", c.mrn()), ("Acct", c.account()),
                    ("Admit date", c.date(d0, c.ch(["mdY", "wd_md", "long", "dMonY"])) + " " + c.clock()),
                    ("Room/Bed", c.room() + "/" + c.bed()),
                    ("Attending", c.dref("psychiatrist", c.ch(["dr_sur", "full_cred", "dr_full"]))),
                    ("Legal status", c.ch(["voluntary", "72-hour emergency hold", "involuntary, petition filed", "conditional voluntary"]))]))
    L.append(sec(c, "Identifying data") + f"{c.pt_ref('full')} is a {c.age()} {sexword(c)} from {c.city()}, {c.state()}, "
             f"{c.ch(['brought in by', 'transferred from', 'referred by'])} {c.ch(['EMS', 'police', c.hosp(c.ch(P.HOSPITALS)) + ' ED', 'mobile crisis'])} "
             f"for {c.ch(['suicidal ideation with plan', 'command auditory hallucinations', 'manic behavior and no sleep', 'intentional overdose', 'threats toward family'])}.")
    fam = c.fref(0)
    L.append(sec(c, "HPI") + f"Per {fam}, {c.pt_ref('title')} had not slept since {c.date(c.plus(-c.r.randrange(2, 6)), 'wd')}. "
             f"On {c.date(c.plus(-1), c.ch(['wd_md', 'md', 'long']))} {he} {c.ch(['posted a goodbye message online', 'was found by a neighbor in the garage', 'took about 30 tablets of sertraline 100 mg', 'walked into traffic near ' + c.landmark()])}. "
             f"{ordinary(c, 1)} {c.score('C-SSRS')}; {c.score('PHQ-9')}; {c.score('GAD-7')}. "
             f"{c.pt_ref()} reports last drink {c.ch(['yesterday', 'two days ago', 'this morning'])} and last opioid use {c.date(c.plus(-2), 'md')}. "
             f"Collateral from {c.fref(0, 'given')} at {c.phone()}.")
    L.append(sec(c, "Past psychiatric history") + f"Prior admissions: {c.hosp(c.ch(P.HOSPITALS))} ({c.date(c.plus(-c.r.randrange(200, 900)), 'my')}), "
             f"{c.hosp(c.ch(P.HOSPITALS))} ({c.date(c.plus(-c.r.randrange(1000, 3000)), 'y')}). Suicide attempt by hanging {c.date(c.plus(-c.r.randrange(400, 2000)), 'mdy')}. "
             f"Outpatient psychiatrist {c.dref('np', 'full_cred')}.")
    onset = c.r.randrange(11, min(19, c.pt_age))
    L.append(sec(c, "Substance use") + f"Began drinking at age {mk('AGE', onset)}; {c.score('AUDIT')}. "
             f"{c.ch(['Smokes 1 ppd.', 'Vapes nicotine daily.', 'Denies tobacco.'])} IV fentanyl use since {c.date(c.plus(-c.r.randrange(300, 1500)), 'y')}. {c.score('DAST-10')}.")
    kids = c.r.randrange(0, 3)
    kid_txt = ", ".join(f"{c.ch(['son', 'daughter'])} {mk('FAMILY', c.ch(P.GIVEN_M + P.GIVEN_F))} ({c.age('bare', c.r.randrange(1, 17))})" for _ in range(kids)) or "no children"
    L.append(sec(c, "Social history") + f"Born in {c.country()}, moved to {c.city()} in {c.date(c.plus(-c.r.randrange(800, 9000)), 'y')}. "
             f"Lives at {c.street()} with {c.fref(0, c.ch(['rel_given', 'rel_full']))}; {kid_txt}. "
             f"Works as a {c.profession()} at {c.org('emp')}; {c.fam(0).rel} is a {c.profession()}. {ordinary(c, 1)}")
    L.append(sec(c, "Family history") + f"Mother with bipolar disorder; father died at {mk('AGE', c.r.randrange(40, 80))} of cirrhosis. "
             f"Maternal uncle completed suicide age {mk('AGE', c.r.randrange(20, 60))}.")
    L.append(sec(c, "MSE") + f"Disheveled, psychomotor {c.ch(['retarded', 'agitated'])}; speech {c.ch(['slow', 'pressured', 'normal rate'])}; mood '{c.ch(['empty', 'fine', 'wired', 'hopeless'])}'; "
             f"TP {c.ch(['linear', 'circumstantial', 'tangential'])}; A&Ox{c.ch(['3', '4'])}. {c.eponym()}.")
    L.append(sec(c, "Vitals/Labs") + f"{c.vitals()}\n{c.labs()}")
    L.append(sec(c, "Assessment") + f"{c.code()}\n{c.code()}\n{c.code()}")
    L.append(sec(c, "Plan") + meds_block(c, 4) + f"\nQ15 min checks. Family meeting {c.date(c.plus(2), c.ch(['wd', 'wd_md']))}. "
             f"Probable court hearing {c.date(c.plus(c.r.randrange(3, 7)), 'mdY')}. Dispo: {c.ch(['return home', 'residential SUD program', 'sober living'])}.")
    L.append(c.sig("psychiatrist"))
    if c.p(0.6):
        L.append(f"Dictated by: {c.dref('psychiatrist', 'sur')} DD/{mk('DOCTOR', c.person().given[0].lower() + c.person().sur[0].lower())} DT: {c.date(c.plus(1), 'mdy')}")
    return "\n".join(L)


def psych_progress(c):
    he, his, him = pron(c)
    hd = c.r.randrange(2, 20)
    d = c.plus(hd)
    L = [c.ch(["Psychiatry Progress Note", "DAILY PROGRESS NOTE - INPATIENT PSYCH", "BH Inpatient Progress Note (SOAP)"])]
    L.append(f"{c.pt_head()}  MRN {c.mrn()}  {c.unit()} Rm {c.room()}  HD#{hd}  {c.date(d, c.ch(['mdY', 'wd_md', 'wd_long', 'dMonY']))}")
    tele = c.p(0.5)
    L.append(sec(c, "S") + f"{c.pt_ref()} seen {c.ch(['in dayroom', 'at bedside', 'in interview room', 'in the hallway'])}. "
             f"Slept {c.r.randrange(2, 9)} hrs per nursing. States '{c.ch(['i want to go home', 'the voices are quieter', 'i will not hurt myself', 'my wife hates me'])}'. "
             f"{ordinary(c, 2)} Spoke w/ {c.fref(0)} by phone ({c.phone()}) re: discharge.")
    L.append(sec(c, "O") + f"{c.vitals()}\nPRNs last 24h: {c.ch(P.MEDS)} at {c.clock()}; {c.ch(P.MEDS)} at {c.clock()}.\n"
             f"Per {c.dref('nurse', c.ch(['full_cred', 'given_init', 'role_full']))}: {c.ch(['no behavioral events', 'required redirection x2', 'refused AM meds', 'one episode of yelling at peers'])}.\n"
             f"Labs: {c.labs()}\n{c.score(c.ch(['BPRS', 'YMRS', 'PHQ-9']))}; {c.score('AIMS')}; {c.score('C-SSRS')}")
    L.append(sec(c, "A") + f"{c.age(c.ch(['yo', 'sex', 'slash', 'concat']))} w/ {c.code()} - {c.ch(['improving', 'slowly improving', 'unchanged', 'worse'])}. {c.eponym()}.")
    L.append(sec(c, "P") + "\n".join(["- " + m for m in c.meds(3)]) +
             f"\n- Court hearing {c.date(c.plus(hd + c.r.randrange(1, 5)), c.ch(['wd', 'wd_md', 'md', 'long']))} at 09:00; "
             f"attorney {mk('FAMILY', c.person().full)} notified.\n"
             f"- SW {c.dref('sw', c.ch(['full_cred', 'init_sur_cred']))} to contact {c.org('agency')} re: bed.\n"
             f"- Pharmacy: {mk('HOSPITAL', c.ch(P.PHARMACIES))} fax {c.fax()}.\n"
             f"- Est d/c {c.date(c.plus(hd + c.r.randrange(2, 9)), c.ch(['md', 'mdy', 'mon_d']))}.")
    if tele:
        L.append(f"Telepsychiatry: provider at remote site, session IP {c.ip()}, pt on {c.unit()} with {c.dref('tech', 'given_init')}.")
    L.append(c.sig(c.ch(["psychiatrist", "np"]), d))
    L.append(f"Note entered by user {c.username(c.st('psychiatrist'))} from workstation {c.ch(['BH-WS-04', 'PSY3-22', 'NS-7'])}")
    return "\n".join(L)


def sud_treatment(c):
    he, his, him = pron(c)
    d = c.plus(c.r.randrange(0, 60))
    c.adm = d  # dates below are relative to the note date
    L = [c.ch(["SUBSTANCE USE TREATMENT - INDIVIDUAL SESSION NOTE", "IOP Counseling Note", "Outpatient SUD Progress Note"])]
    L.append(c.hosp())
    L.append(table(c, ["Client", "DOB", "Client ID", "Payer ID", "Session date"],
                   [[c.pt_head(), c.date(c.dob, 'mdY'), c.mrn(), c.healthplan(), c.date(d, c.ch(['mdY', 'md', 'iso']))]]))
    L.append(f"Session #{c.r.randrange(2, 40)}, {c.ch(['50', '45', '60'])} min, start {c.clock()}. Clinician: {c.dref('counselor', c.ch(['full_cred', 'full_cred_nocomma', 'sur_first_cred']))}")
    L.append(sec(c, "Client report") + f"{c.pt_ref(c.ch(['given', 'title', 'initials_dots', 'nick']))} reports {c.ch(['12', '30', '45', '90'])} days since last use. "
             f"Attends meetings at {c.org('church')} on {c.date(c.plus(3), 'wd')} evenings with sponsor {mk('FAMILY', c.person().full)}. "
             f"Living at {c.org('agency')}, {c.street()}, {c.city()}. Back at work as a {c.profession()} for {c.org('emp')} since {c.date(c.plus(-20), c.ch(['md', 'mon_d']))}. "
             f"{ordinary(c, 2)}")
    L.append(sec(c, "ASAM dimensions") + "\n".join([
        f"D1 Withdrawal: {c.ch(['none', 'minimal', 'COWS 3'])}",
        f"D2 Biomedical: {c.ch(['HCV untreated', 'no acute issues', 'hx endocarditis'])}; {c.eponym()}",
        f"   Cravings {c.r.randrange(0, 11)}/10 this week",
        f"D3 Emotional/behavioral: {c.score('PHQ-9')}, {c.score('GAD-7')}",
        f"D4 Readiness: {c.ch(['action', 'contemplation', 'preparation'])} stage",
        f"D5 Relapse potential: {c.ch(['high', 'moderate'])}; triggers incl. {c.fref(1, c.ch(['rel_given', 'rel_full']))} and payday",
        f"D6 Recovery environment: {c.ch(['unstable housing', 'supportive', 'mixed'])}"]))
    L.append(sec(c, "Toxicology") + f"Specimen {c.idnum('specimen')} collected {c.date(d, 'md')} {c.clock()}: {c.labs()}")
    L.append(sec(c, "Legal") + f"On probation, {c.other('po')} ({c.phone()}), case {c.idnum('crim')}. Next court date {c.date(c.plus(c.r.randrange(10, 80)), c.ch(['long', 'mdY', 'wd_long']))}.")
    L.append(sec(c, "Plan") + f"Continue IOP {c.ch(['3x/week', 'MWF 9:00-12:00', 'Tue/Thu evenings'])}. {c.ch(P.MEDS)} via prescriber {c.dref('np', c.ch(['full_cred', 'init_sur_cred']))}. "
             f"Dx {c.code()}. Next session {c.date(c.plus(7), c.ch(['wd_md', 'wd', 'md']))} at {c.clinic_time()}. ASAM level {c.ch(['2.1', '1.0', '2.5', '3.5'])}.")
    L.append(f"{mk('DOCTOR', c.st('counselor').full)}, {c.st('counselor').cred} (lic. {c.license()}) | ext {c.ext()} | {c.email(c.st('counselor'))}")
    return "\n".join(L)


def detox_flowsheet(c):
    he, his, him = pron(c)
    kind = c.ch(["CIWA-Ar", "COWS"])
    L = [f"WITHDRAWAL MANAGEMENT FLOWSHEET ({kind})", f"{c.hosp(c.ch(['Oakhaven Detox', c.facility]))}  Unit: {c.unit()}"]
    L.append(kv(c, [("Pt", c.pt_head()), ("MRN", c.mrn()), ("Age", c.age('bare')), ("Rm", c.room()), ("Bed", c.bed()),
                    ("Admit", c.date(c.adm, c.ch(['mdY', 'mdy', 'iso'])))]))
    nurses = []
    for _ in range(c.r.randrange(2, 4)):
        n = c.person(role="nurse")
        nurses.append(n)
    rows = []
    import datetime as _dt
    t = _dt.datetime(c.adm.year, c.adm.month, c.adm.day, c.r.randrange(0, 24), c.ch([0, 10, 15, 30, 45]))
    tf = c.ch(["%H:%M", "%H%M"])
    for i in range(c.r.randrange(6, 11)):
        t = t + _dt.timedelta(minutes=c.ch([60, 120, 180, 240, 240, 360]) + c.ch([0, 5, 10, 15]))
        day = t.date()
        n = c.ch(nurses)
        ini = n.given[0] + n.sur[0]
        bp = f"{c.r.randrange(100, 175)}/{c.r.randrange(60, 110)}"
        sc = c.r.randrange(0, 30)
        med = c.ch(["lorazepam 2 mg PO", "chlordiazepoxide 50 mg PO", "none", "clonidine 0.1 mg PO",
                    "ondansetron 4 mg ODT", "none", "buprenorphine 4 mg SL", "loperamide 2 mg"])
        rows.append([c.date(day, c.ch(["md", "md", "mdy"])), t.strftime(tf), str(sc), bp, str(c.r.randrange(60, 130)),
                     f"{c.r.randrange(965, 1012) / 10:.1f}", med, mk("DOCTOR", ini)])
    L.append(table(c, ["Date", "Time", kind, "BP", "HR", "Temp", "Med given", "RN"], rows))
    L.append("RN initials key: " + "; ".join(f"{mk('DOCTOR', n.given[0] + n.sur[0])} = {mk('DOCTOR', n.full)}, {n.cred}" for n in nurses))
    L.append(sec(c, "Notes") + f"{c.date(c.adm, 'md')} {c.clock()} - {c.pt_ref(c.ch(['initials', 'title', 'given']))} tremulous, diaphoretic; {c.eponym()}. "
             f"{c.ch(['Seizure precautions.', 'Fall precautions.', 'Aspiration precautions.'])} {ordinary(c, 1)}\n"
             f"{c.date(c.plus(1), 'md')} {c.clock()} {c.ch(['BAL', 'breathalyzer'])} {c.r.randrange(0, 200) / 1000:.3f}; pulse ox SN {c.device()}. "
             f"{c.fref(0, c.ch(['rel_given', 'given_paren']))} called {c.phone()}, updated with pt consent.\n"
             f"Labs: {c.labs()}\nMost recent vitals: {c.vitals()}")
    L.append(f"Provider orders: {c.ch(P.MEDS)}; {c.ch(P.MEDS)}; thiamine 100 mg IM x1 before glucose. Per {c.dref('psychiatrist', c.ch(['dr_sur', 'full_cred']))}.")
    L.append(f"Last edited {c.date(c.plus(1), 'mdY')} {c.clock()} by {c.username(nurses[0])}; audit source {c.ip()}")
    return "\n".join(L)


def court_evaluation(c):
    he, his, him = pron(c)
    county = mk("CITY", c.ch(P.COUNTIES))
    d = c.plus(c.r.randrange(5, 40))
    ev = c.st("psychologist")
    consult = c.person()
    atty = mk('FAMILY', c.person().full)
    t1, t2 = c.times(2, c.r.randrange(8, 16), (45, 150))
    was = "were" if he == "they" else "was"
    L = [c.ch(["CONFIDENTIAL FORENSIC EVALUATION - COMPETENCY TO STAND TRIAL", "Court-Ordered Psychological Evaluation",
               "REPORT OF COURT-ORDERED SUBSTANCE USE EVALUATION"]),
         f"Superior Court of {county}, {c.state(True)}",
         f"State v. {mk('PATIENT', c.pt.full)}    Case No. {c.idnum('crim')}",
         f"Honorable {c.other('judge').replace('Judge ', '')}",
         f"Date of report: {c.date(d, c.ch(['long', 'mdY', 'wd_long']))}",
         f"Defendant DOB: {c.date(c.dob, c.ch(['mdY', 'long']))} (age {c.age('bare')})   Booking #{c.idnum('booking')}   SSN {c.ssn()}"]
    L.append(sec(c, "Referral") + f"By order dated {c.date(c.plus(-3), c.ch(['long', 'mdY']))}, the Court requested evaluation of {c.pt_ref('title')}'s "
             f"{c.ch(['competency to stand trial', 'need for substance use treatment', 'mental state at the time of the offense'])}. Defense counsel {atty} "
             f"and ADA {mk('FAMILY', c.person().full)} were notified.")
    L.append(sec(c, "Sources of information") + "\n".join([
        f"1. Clinical interview at {mk('LOCATION_OTHER', c.ch(P.COUNTIES).replace('County', 'County Detention Center'))}, {c.date(c.plus(-1), c.ch(['md', 'mdY']))}, {t1}-{t2}",
        f"2. Police report by {c.other('officer')}, incident {c.idnum('case')}",
        f"3. Records of {c.hosp(c.ch(P.HOSPITALS))}, {c.drange(c.plus(-400), c.plus(-390))}",
        f"4. Telephone collateral: {c.fref(0, c.ch(['rel_full', 'title']))} ({c.phone()})",
        f"5. SCRAM monitoring data, unit {c.device()}, {c.drange(c.plus(-60), c.plus(-2))}"]))
    L.append(sec(c, "Background") + f"{c.pt_ref('title')} is a {c.age(c.ch(['yearold', 'words']))} {c.ch(['single', 'divorced', 'married'])} {sexword(c)} born in {c.city()}, "
             f"{c.ch(['raised by ' + c.fref(1, 'rel_given'), 'raised by grandparents'])}. {he.capitalize()} attended {c.org('school')} and worked as a {c.profession()} "
             f"until {c.date(c.plus(-c.r.randrange(100, 900)), 'my')}. First arrest at age {mk('AGE', c.r.randrange(16, 25))}. {ordinary(c, 1)}")
    L.append(sec(c, "Instant offense") + f"On {c.date(c.plus(-c.r.randrange(20, 90)), c.ch(['wd_long', 'long']))} at about {c.clock()}, {he} {was} stopped near {c.landmark()} "
             f"driving a vehicle with plate {c.vehicle('plate')} (VIN {c.vehicle('vin')}). BAC {c.r.randrange(80, 300) / 1000:.3f}. Ticket {c.idnum('ticket')}.")
    L.append(sec(c, "Mental status and testing") + f"{c.score('MoCA')}; {c.score('PCL-5')}; {c.score('AUDIT')}; {c.eponym()}. Malingering indices within normal limits. "
             f"Consulted Prof{c.ch(['.', ''])} {mk('DOCTOR', consult.sur)} regarding test interpretation.")
    L.append(sec(c, "Diagnostic impression (DSM-5-TR)") + "\n".join(c.code() for _ in range(3)))
    L.append(sec(c, "Opinion") + f"Within reasonable psychological certainty, {c.pt_ref(c.ch(['title', 'full']))} "
             f"{c.ch(['is competent to proceed', 'is not presently competent; restoration likely', 'would benefit from residential treatment at ' + c.hosp(c.ch(P.HOSPITALS))])}.")
    L.append(f"\nRespectfully submitted,\n{mk('DOCTOR', ev.full)}, {ev.cred}\nLicensed Psychologist, lic. {mk('LICENSE', 'PSY ' + c.digits(5))}\n"
             f"{c.street()}, {c.city()}, {c.state(False)} {c.zipc()}\nTel {c.phone()} | Fax {c.fax()} | {c.email(ev)}")
    L.append(f"cc: {atty}, Esq. (fax {c.fax()}); Office of the District Attorney; {c.other('po')}")
    return "\n".join(L)


def group_therapy(c):
    he, his, him = pron(c)
    d = c.plus(c.r.randrange(0, 30))
    c.adm = d  # dates below are relative to the note date
    topic = c.ch(["Relapse Prevention", "DBT Skills: Distress Tolerance", "Seeking Safety", "SMART Recovery",
                  "Anger Management", "Medication Education", "Coping with Cravings", "Grief and Loss"])
    tele = c.p(0.45)
    L = [f"GROUP THERAPY NOTE - {topic}", f"{c.hosp()} {c.ch(['IOP', 'PHP', 'Inpatient', 'Outpatient'])}",
         kv(c, [("Date", c.date(d, c.ch(['mdY', 'wd_md', 'wd_long', 'mdy']))), ("Time", "-".join(c.times(2, c.r.randrange(8, 19), (50, 91)))),
                ("Location", (f"telehealth {c.url()}" if tele else f"Group Room {c.room()}")),
                ("Facilitators", f"{c.dref('counselor', c.ch(['full_cred', 'full_cred_nocomma']))}; {c.dref('sw', c.ch(['full_cred', 'init_sur_cred']))}"),
                ("Participants", f"{c.r.randrange(4, 12)} of {c.r.randrange(8, 14)}")])]
    L.append(f"Member: {c.pt_head()} (MRN {c.mrn()})")
    if tele:
        L.append(f"Attendance verified by platform log: user {c.username(c.pt)} joined {c.clock()} from {c.ip()}.")
    peers = [c.person() for _ in range(c.r.randrange(1, 3))]
    L.append(sec(c, "Group content") + f"Group reviewed {topic.lower()} worksheet; {c.score(c.ch(['PHQ-9', 'GAD-7']))} collected at check-in. "
             f"Members discussed {c.ch(['holiday triggers', 'family conflict', 'boredom', 'payday', 'loneliness'])}. "
             f"Peer {mk('FAMILY', peers[0].given[0] + '.' + peers[0].sur[0] + '.')} shared about relapse after {c.holiday()}. {ordinary(c, 2)}")
    L.append(sec(c, "Member participation") + f"{c.pt_ref(c.ch(['given', 'title', 'initials_dots', 'given_init']))} {c.ch(['actively participated', 'was quiet but attentive', 'left early', 'arrived late'])}. "
             f"Shared that {his} {c.fam(0).rel} {mk('FAMILY', c.fam(0).given)} {c.ch(['relapsed', 'moved out', 'is supportive', 'lost a job'])} on {c.date(c.plus(-4), c.ch(['wd', 'md']))}. "
             f"Reports working {c.ch(['nights', 'doubles'])} as a {c.profession()} at {c.org('emp')}. Denied SI/HI; {c.score('C-SSRS')}. "
             f"Last use {c.date(c.plus(-c.r.randrange(5, 60)), c.ch(['md', 'mon_d']))}; {c.ch(['UDS today negative for all substances', 'UDS (+) THC only', 'EtG positive, pt disputes'])}.")
    if len(peers) > 1:
        L.append(f"Peer {mk('FAMILY', peers[1].given)} offered {him} a ride to {c.org('church')}.")
    L.append(sec(c, "Plan") + f"Continue group {c.ch(['MWF', 'Tue/Thu', 'daily'])}; next group {c.date(c.plus(2), c.ch(['wd', 'wd_md']))}. {c.ch(P.MEDS)} per prescriber. Dx: {c.code()}")
    L.append(c.sig("counselor", d))
    return "\n".join(L)


def crisis_line_log(c):
    he, his, him = pron(c)
    d = c.adm
    chat = c.p(0.5)
    ts = c.times(9)
    L = [c.ch(["CRISIS LINE CONTACT LOG", "Crisis Call Record", "24/7 BH CRISIS LINE - CONTACT SUMMARY"]),
         kv(c, [("Contact ID", c.idnum("call")), ("Date", c.date(d, c.ch(['mdY', 'iso', 'wd_md']))),
                ("Start", ts[0]), ("End", ts[8]), ("Modality", "chat/text" if chat else "voice"),
                ("Counselor", c.dref("counselor", c.ch(["full_cred", "given_init"]))),
                ("Counselor login", c.username(c.st("counselor")))])]
    if chat:
        L.append(f"Chat handle {c.username(c.pt)}; session IP {c.ip()}; callback # given {c.phone(False)}")
    else:
        L.append(f"ANI/caller ID: {c.phone(False)}  Callback verified: {c.ch(['Y', 'N'])}")
    third = c.p(0.35)
    if third:
        L.append(f"Third-party caller: {c.fref(0, c.ch(['rel_full', 'given_paren']))} calling about {c.pt_ref('full')}, {c.age(c.ch(['yo', 'yo_ns', 'sex']))}.")
    else:
        L.append(f"Caller: {c.pt_ref(c.ch(['given', 'full', 'given_init']))} ({c.age(c.ch(['yo', 'yo_ns', 'slash', 'concat']))})")
    tl = []
    it = iter(ts[1:8])

    def t():
        return next(it)
    tl.append(f"{t()} caller states '{c.ch(['i cant do this anymore', 'i have the pills in front of me', 'i relapsed and i am scared', 'my husband kicked me out'])}'")
    tl.append(f"{t()} {c.score('C-SSRS')}; means: {c.ch(['firearm in home', 'stockpiled quetiapine', 'none identified', 'rope'])}; intoxicated: {c.ch(['yes, EtOH', 'denies', 'unclear'])}")
    tl.append(f"{t()} location: {c.ch([c.street() + ', ' + c.city(), 'parked car near ' + c.landmark(), c.landmark() + ', ' + c.city()])}")
    tl.append(f"{t()} {c.ch(['Tarasoff duty reviewed; no identified victim', 'no Tarasoff trigger identified', 'Tarasoff consult with supervisor not needed'])}")
    tl.append(f"{t()} {ordinary(c, 1)} reason for living: {c.ch(['kids', 'dog', 'faith', 'mother'])}")
    if c.p(0.5):
        tl.append(f"{t()} mobile crisis team dispatched ({c.dref('sw', 'given_init')}), ETA 25 min; vehicle unit plate {c.vehicle('plate')}")
    else:
        tl.append(f"{t()} safety plan reviewed; caller agrees to call back or text 988 if urges increase")
    tl.append(f"{t()} warm handoff to {c.hosp(c.ch(P.HOSPITALS))} on-call, {c.dref('psychiatrist', 'dr_sur')}, tel {c.phone()}")
    L.append(sec(c, "Timeline") + "\n".join(tl))
    L.append(sec(c, "Background per caller") + f"Lives with {c.fref(1, c.ch(['rel_given', 'rel_full']))}. Works as a {c.profession()}. "
             f"Previously seen at {c.hosp(c.ch(P.HOSPITALS))} ({c.date(c.plus(-c.r.randrange(60, 700)), 'my')}). Insurance {c.healthplan()}. "
             f"Hx {c.code()}.")
    L.append(sec(c, "Follow-up") + f"Follow-up call scheduled {c.date(c.plus(1), c.ch(['wd_md', 'md', 'wd']))} {c.clock()} to {c.phone()}. "
             f"Email summary to {c.email(c.st('counselor'))}. Supervisor review: {c.dref('sw', c.ch(['full_cred', 'init_sur_cred']))}.")
    return "\n".join(L)


def peer_support(c):
    he, his, him = pron(c)
    d = c.plus(c.r.randrange(0, 40))
    c.adm = d  # dates below are relative to the note date
    peer = c.st("peer")
    L = [c.ch(["Peer Recovery Support Note", "PEER SUPPORT CONTACT NOTE", "Recovery Coach Encounter"]),
         f"Participant: {c.pt_head()}   ID {c.mrn()}   Date: {c.date(d, c.ch(['mdY', 'wd_md', 'md']))}",
         f"Peer specialist: {mk('DOCTOR', peer.full)}, {peer.cred}   Contact type: {c.ch(['community', 'phone', 'office', 'hospital bedside'])}"]
    L.append(sec(c, "What happened") + f"Met {c.pt_ref(c.ch(['given', 'nick', 'given']))} at {c.org(c.ch(['emp', 'agency']))} on {c.street()} around {c.clock()}. "
             f"We talked about the {c.ch(['first year', 'first 30 days', 'last relapse'])} and I shared some of my own story. "
             f"{he.capitalize()} said {his} {c.fam(0).rel} {mk('FAMILY', c.fam(0).given)} has been {c.ch(['driving', 'calling', 'checking in', 'yelling'])} a lot since {c.date(c.plus(-7), c.ch(['wd', 'md', 'mon_d']))}. "
             f"{ordinary(c, 2)} Drove {him} to {c.hosp(c.ch(P.HOSPITALS))} for intake with {c.dref('counselor', 'full_cred')}. "
             f"Helped fill out the application for {c.org('agency')}; told them {his} last job was {c.profession()} at {c.org('emp')}.")
    L.append(sec(c, "Resources") + "\n".join([
        f"* Cravings {c.r.randrange(0, 11)}/10 today, down from {c.r.randrange(3, 11)}/10\n* NA meeting {c.date(c.plus(2), 'wd')} 19:00 at {c.org('church')}",
        f"* Recovery portal {c.url()}",
        f"* Naloxone 4 mg nasal spray kit given (lot documented in MAR)",
        f"* Warmline {c.phone()}; my work cell {c.phone(False)}"]))
    L.append(sec(c, "Recovery goals") + f"1. Stay with {c.fref(1, c.ch(['rel_given', 'title']))} until {c.date(c.plus(30), c.ch(['month', 'md', 'long']))}\n"
             f"2. Get ID and SSN card replaced ({c.ssn()} per old paperwork)\n3. Call sponsor daily. {c.score('PHQ-9')} today per self-report.")
    L.append(f"Next contact: {c.date(c.plus(c.r.randrange(3, 9)), c.ch(['wd_md', 'wd', 'md']))}. {c.email(peer)}")
    L.append(c.sig("peer", d))
    return "\n".join(L)


def mat_visit(c):
    he, his, him = pron(c)
    d = c.plus(c.r.randrange(0, 100))
    c.adm = d  # dates below are relative to the note date
    pres = c.st(c.ch(["psychiatrist", "np", "pa"]))
    prole = pres.role
    bup = c.p(0.6)
    L = [c.ch(["MAT FOLLOW-UP VISIT", "Opioid Treatment Program - Physician Visit", "Office-Based Buprenorphine Visit Note"]),
         c.hosp(c.ch(["Riverstone Opioid Treatment Program", c.facility])),
         kv(c, [("Patient", c.pt_head()), ("DOB", c.date(c.dob, "mdY")), ("MRN", c.mrn()),
                ("Biometric dosing ID", c.bioid()), ("Insurance", c.healthplan()), ("Visit", c.date(d, c.ch(['mdY', 'wd_md', 'long'])) + " " + c.clock()),
                ("Encounter", c.account())])]
    L.append(sec(c, "Interval history") + f"{c.pt_ref()} is a {c.age(c.ch(['yearold', 'yo', 'sex']))} with {c.code()} on "
             f"{c.ch(['buprenorphine-naloxone 16 mg-4 mg SL daily', 'buprenorphine-naloxone 8 mg-2 mg SL film BID']) if bup else c.ch(['methadone 85 mg PO daily', 'methadone 110 mg PO daily'])}. "
             f"Last seen {c.date(c.plus(-28), c.ch(['md', 'mdy']))}. {c.ch(['No missed doses.', 'Missed 2 doses over the holiday.', 'Reports cravings 3/10.'])} "
             f"{c.score('COWS')} at {c.clock()}. {ordinary(c, 2)} Works as a {c.profession()}; {his} {c.fam(0).rel} {mk('FAMILY', c.fam(0).given)} holds the lockbox key.")
    L.append(sec(c, "Objective") + f"{c.vitals()}\n{c.eponym()}. Pupils 4 mm, no piloerection. Track marks L antecubital, healed.\n"
             f"UDS specimen {c.idnum('specimen')}: {c.labs()}")
    L.append(sec(c, "PDMP") + f"Checked {c.date(d, 'mdy')} {c.clock()}: single prescriber, single pharmacy ({mk('HOSPITAL', c.ch(P.PHARMACIES))}, {c.phone()}). No concurrent benzodiazepines.")
    L.append(sec(c, "Plan") + f"Continue current dose. Take-homes: {c.drange(c.plus(1), c.plus(6)) if not bup else c.r.randrange(7, 29).__str__() + '-day Rx'}. "
             f"{c.ch(P.MEDS)}. Naloxone 4 mg kit refilled. HCV referral to {c.hosp(c.ch(P.HOSPITALS))}. RTC {c.date(c.plus(28), c.ch(['md', 'wd_md', 'long']))}.")
    L.append(f"Prescriber: {mk('DOCTOR', pres.full)}, {pres.cred}  DEA {c.dea()}  NPI {c.npi()}" + (f"  X-waiver {c.license('x')}" if c.p(0.4) else ""))
    L.append(f"Rx transmitted to fax {c.fax()} at {c.clock()}; confirmation by {c.dref('pharmacist', c.ch(['full_cred', 'init_sur_cred']))}.")
    if c.p(0.5):
        L.append(f"Patient portal message sent to {c.email()} via {c.url()}.")
    return "\n".join(L)


def discharge_aftercare(c):
    he, his, him = pron(c)
    los = c.r.randrange(3, 25)
    dd = c.plus(los)
    L = [c.ch(["DISCHARGE SUMMARY AND AFTERCARE PLAN", "Behavioral Health Discharge / Aftercare Instructions", "Psychiatric Discharge Summary"]),
         f"{c.hosp()} | {c.unit()}",
         kv(c, [("Name", c.pt_head()), ("MRN", c.mrn()), ("DOB", c.date(c.dob, c.ch(['mdY', 'iso']))),
                ("Admitted", c.date(c.adm, c.ch(['mdY', 'long', 'mdy']))), ("Discharged", c.date(dd, c.ch(['mdY', 'long', 'wd_long']))),
                ("LOS", f"{los} days"), ("Attending", c.dref("psychiatrist", c.ch(["dr_full", "full_cred"])))])]
    L.append(sec(c, "Hospital course") + f"{c.pt_ref('full')}, {c.age(c.ch(['yo', 'yo_sex', 'sex', 'slash']))}, admitted {c.date(c.adm, 'md')} after "
             f"{c.ch(['an overdose', 'suicidal ideation with plan', 'acute mania', 'alcohol withdrawal seizure'])}. Stabilized on regimen below. "
             f"{c.score('PHQ-9')} at discharge (from {c.r.randrange(15, 27)}). {c.eponym()}. Family meeting with {c.fref(0)} on {c.date(c.plus(los - 2), c.ch(['wd', 'md', 'wd_md']))}. {ordinary(c, 1)}")
    L.append(f"Discharge vitals: {c.vitals()}")
    L.append(sec(c, "Discharge diagnoses") + "\n".join(c.code() for _ in range(c.r.randrange(2, 4))))
    L.append(sec(c, "Discharge medications") + meds_block(c, c.r.randrange(3, 6)))
    appts = []
    for role, where in [("psychiatrist", None), ("counselor", None), ("np", None)][:c.r.randrange(2, 4)]:
        p = c.person(role=role)
        appts.append([f"{mk('DOCTOR', p.full)}, {p.cred}", c.hosp(c.ch(P.HOSPITALS)), c.phone(),
                      c.date(dd + __import__('datetime').timedelta(days=c.r.randrange(2, 14)), c.ch(['mdY', 'wd_md', 'md'])) + " " + c.clinic_time()])
    L.append(sec(c, "Follow-up appointments") + table(c, ["Provider", "Where", "Phone", "When"], appts))
    L.append(sec(c, "Aftercare") + f"Discharged to {c.ch(['home', 'sober living', 'family home'])} at {c.address()}. "
             f"Return to work at {c.org('emp')} on {c.date(dd + __import__('datetime').timedelta(days=7), c.ch(['wd', 'md', 'long']))} per employer letter. "
             f"Pharmacy: {mk('HOSPITAL', c.ch(P.PHARMACIES))}. Patient portal: {c.url()}. Crisis: call or text 988, or {c.hosp(c.ch(P.HOSPITALS))} crisis line {c.phone()}.")
    L.append(sec(c, "Safety plan") + f"Warning signs: {c.ch(['isolation', 'not sleeping', 'skipping meals'])}. Contacts: {c.fref(0, c.ch(['rel_given', 'given_paren']))} {c.phone()}; "
             f"{c.fref(1, c.ch(['rel_given', 'given_paren', 'rel_full']))} {c.phone()}. Firearms {c.ch(['removed by family', 'none in home', 'locked at ' + c.org('emp')])}.")
    L.append(c.sig("psychiatrist", dd))
    L.append(f"cc: {c.dref('np', 'full_cred')} (fax {c.fax()}); {c.hosp(c.ch(P.HOSPITALS))} intake (fax {c.fax()})")
    return "\n".join(L)


def family_session(c):
    he, his, him = pron(c)
    d = c.plus(c.r.randrange(1, 20))
    c.adm = d  # dates below are relative to the note date
    f0, f1 = c.fam(0), c.fam(1)
    L = [c.ch(["FAMILY SESSION NOTE", "Family Therapy Progress Note", "Family Meeting - Inpatient Psychiatry"]),
         f"{c.hosp()}  {c.date(d, c.ch(['mdY', 'wd_long', 'long', 'wd_md']))}  {c.clock()}",
         f"Identified patient: {c.pt_head()} (MRN {c.mrn()}), {c.age(c.ch(['yo', 'sex', 'slash', 'concat']))}",
         f"Therapist: {c.dref('sw', c.ch(['full_cred', 'sur_first_cred', 'role_full']))}"]
    att = [f"{f0.rel} {mk('FAMILY', f0.full)} ({c.age('bare', c.rel_age(f0), f0.sex)})",
           f"{f1.rel} {mk('FAMILY', f1.given)} ({c.age('bare', c.rel_age(f1), f1.sex)})"]
    if c.p(0.5):
        att.append(f"{c.dref('nurse', c.ch(['full_cred', 'given_init']))} (unit RN)")
    L.append(sec(c, "Attendees") + "\n".join("- " + a for a in att))
    L.append(sec(c, "Genogram notes") + f"{f0.rel.capitalize()} works as a {c.profession()} at {c.org('emp')}; {f1.rel} is a {c.profession()}. "
             f"Family emigrated from {c.country()} in {c.date(c.plus(-c.r.randrange(2000, 12000)), 'y')}. "
             f"Maternal grandmother {mk('FAMILY', c.person('F').full)} died at {mk('AGE', c.r.randrange(50, 98))}.")
    L.append(sec(c, "Session") + f"{mk('FAMILY', f0.given)} described {c.pt_ref(c.ch(['given', 'nick']))} as '{c.ch(['a different person since the overdose', 'always angry lately', 'not eating'])}'. "
             f"{c.pt_ref('given')} said: \"{c.ch(['you never listen to me', 'i am trying', 'i will go to the program', 'i just want my life back'])}.\" "
             f"Conflict escalated around {c.holiday()} plans and the {c.date(c.plus(-c.r.randrange(20, 200)), c.ch(['long', 'mdY', 'my']))} incident at {c.street()}. "
             f"{ordinary(c, 2)} Psychoeducation on {c.ch(['naloxone use', 'lithium toxicity (level 1.6 on admission)', 'warning signs of mania', 'CIWA protocol'])}. Also noted: {c.eponym()}.")
    L.append(sec(c, "Release of information") + f"ROI signed {c.date(d, 'md')} for {mk('FAMILY', f0.full)}, tel {c.phone()}, {c.email(f0)}; "
             f"mailing address {c.address()}.")
    L.append(sec(c, "Plan") + f"Next family session {c.date(c.plus(c.r.randrange(21, 40)), c.ch(['wd_md', 'wd', 'md']))}. {c.score('PHQ-9')} reviewed with pt consent. Dx {c.code()}.")
    L.append(c.sig("sw", d))
    return "\n".join(L)


def involuntary_hold(c):
    he, his, him = pron(c)
    d = c.adm
    L = [c.ch(["APPLICATION FOR 72-HOUR INVOLUNTARY DETENTION FOR EVALUATION AND TREATMENT",
               "EMERGENCY PSYCHIATRIC HOLD - PETITION AND CERTIFICATE", "Involuntary Hold Form (Emergency Admission)"]),
         f"Hold No. {c.idnum('hold')}"]
    L.append(sec(c, "Section A - Person detained") + kv(c, [
        ("Name", c.pt_head()), ("DOB", c.date(c.dob, c.ch(['mdY', 'mdy', 'iso']))), ("Age", c.age('bare')),
        ("Sex", c.pt.sex), ("Address", c.address()), ("Phone", c.phone(False)),
        ("SSN", c.ssn() if c.p(0.6) else "unknown"), ("Driver's license", c.license() if c.p(0.5) else "none on person"),
        ("Insurance", c.healthplan())]))
    L.append(sec(c, "Section B - Circumstances") + f"On {c.date(d, c.ch(['wd_long', 'long', 'mdY']))} at {c.clock()}, {c.pt_ref(c.ch(['title', 'full']))} was found at {c.landmark()} "
             f"in {c.city()} {c.ch(['standing on the railing', 'yelling at passersby', 'unresponsive in a parked car', 'walking in traffic'])}. "
             f"{c.ch(['Vehicle', 'Car'])} plate {c.vehicle('plate')} impounded. {he.capitalize()} stated '{c.ch(['i am going to end it', 'god told me to', 'leave me alone', 'i have nothing left'])}'. "
             f"Reported by {c.fref(0, c.ch(['rel_full', 'rel_comma', 'title']))} who can be reached at {c.phone()}. {ordinary(c, 1)}")
    L.append(sec(c, "Criteria (check all that apply)") + "\n".join([
        f"[{c.ch(['X', ' '])}] Danger to self", f"[{c.ch(['X', ' '])}] Danger to others", f"[{c.ch(['X', ' '])}] Gravely disabled",
        f"[ ] Substance-related (not meeting Baker Act criteria)" if c.p(0.3) else "[ ] Other"]))
    L.append(sec(c, "Section C - Petitioner") + f"{c.other('officer')}, Badge {mk('IDNUM', c.digits(4))}, {c.city()} Police Department, "
             f"unit phone {c.phone()}. Transported by ambulance unit {c.vehicle('plate')}.")
    L.append(sec(c, "Section D - Advisement") + f"Advisement given by {c.dref('sw', c.ch(['full_cred', 'init_sur_cred']))} on {c.date(d, 'md')} at {c.clock()}. "
             f"Patient {c.ch(['understood', 'refused to listen', 'too disorganized to respond'])}. Copy given; patient rights poster in room {c.room()}.")
    L.append(sec(c, "Section E - Examination") + f"{c.vitals()}. {c.labs()}. {c.score('C-SSRS')}; {c.score(c.ch(['BPRS', 'YMRS']))}. {c.eponym()}. "
             f"Impression: {c.code()}.")
    ex = c.st("psychiatrist")
    L.append(sec(c, "Section F - Certification") + f"I certify the above. Examined at {c.hosp()} ({c.unit()}), {c.date(d, 'mdY')} {c.clock()}.\n"
             f"{mk('DOCTOR', ex.full)}, {ex.cred}   Lic. {c.license('med')}   Pager {c.pager()}\n"
             f"Receiving facility contact: {c.phone()}  fax {c.fax()}")
    L.append(f"Hold expires {c.date(c.plus(3), c.ch(['wd_md', 'mdY']))} {c.clock()}. Hearing if certified: {c.date(c.plus(c.r.randrange(4, 10)), c.ch(['long', 'md']))}.")
    return "\n".join(L)


GENRES = {
    "psych_admission": psych_admission, "psych_progress": psych_progress, "sud_treatment": sud_treatment,
    "detox_flowsheet": detox_flowsheet, "court_evaluation": court_evaluation, "group_therapy": group_therapy,
    "crisis_line_log": crisis_line_log, "peer_support": peer_support, "mat_visit": mat_visit,
    "discharge_aftercare": discharge_aftercare, "family_session": family_session,
    "involuntary_hold": involuntary_hold,
}
