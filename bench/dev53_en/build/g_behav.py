"""Genre 5: behavioural health intake assessments and therapy progress notes."""
from common import *

PRESENT = [
    ("depressed mood and poor sleep", "F33.1 Major depressive disorder, recurrent, moderate",
     "Reports low mood most days for about %d months, anhedonia, early morning awakening, poor concentration at work, and passive thoughts that 'everyone would be better off'." % ri(2, 14)),
    ("panic attacks", "F41.0 Panic disorder",
     "Describes sudden episodes of racing heart, tingling hands and fear of dying, 2-3 times weekly, now avoiding grocery stores and driving on the highway."),
    ("worry and irritability", "F41.1 Generalized anxiety disorder",
     "Constant worry about finances and children, muscle tension, irritability, difficulty falling asleep, symptoms >6 months."),
    ("nightmares since assault", "F43.10 Post-traumatic stress disorder",
     "Intrusive memories, nightmares 4-5 nights/week, hypervigilance, avoids the neighborhood where the event occurred, startles easily."),
    ("drinking too much", "F10.20 Alcohol use disorder, moderate",
     "Drinking 8-10 beers most nights, two failed attempts to cut down, morning shakes, missed work twice this month. AUDIT-C %d." % ri(7, 12)),
    ("opioid use", "F11.20 Opioid use disorder, severe",
     "Using fentanyl intranasally ~1 g/day; last use yesterday evening. COWS %d. Interested in buprenorphine." % ri(6, 14)),
    ("mood swings", "F31.81 Bipolar II disorder",
     "Episodes of 4-5 days of decreased need for sleep, increased goal-directed activity and spending, alternating with weeks of depression."),
    ("trouble focusing", "F90.0 ADHD, predominantly inattentive",
     "Lifelong disorganization, misplacing items, unfinished projects; ASRS positive; collateral from parent supports childhood onset."),
]

def mse():
    return ["Appearance: %s" % ch(["casually dressed, fair hygiene", "well-groomed", "disheveled, malodorous", "appears stated age"]),
       "Behavior: %s" % ch(["cooperative, good eye contact", "guarded, limited eye contact", "psychomotor slowing", "restless, fidgeting"]),
       "Speech: %s" % ch(["normal rate and volume", "soft, slow", "pressured", "monotone"]),
       "Mood: \"%s\"" % ch(["depressed", "anxious", "okay I guess", "stressed", "not great"]),
       "Affect: %s" % ch(["constricted, congruent", "tearful", "full range", "anxious", "blunted"]),
       "Thought process: %s" % ch(["linear, goal-directed", "circumstantial", "tangential at times"]),
       "Thought content: %s" % ch(["no SI/HI, no delusions", "passive SI without plan or intent, no HI", "ruminative, no SI/HI"]),
       "Perception: %s" % ch(["no AH/VH", "denies hallucinations, not responding to internal stimuli"]),
       "Cognition: alert, oriented x4",
       "Insight/judgment: %s" % ch(["fair/fair", "good/good", "limited/poor", "partial/fair"])]


def setup():
    c = base_ctx(15, 78)
    c["clinic"] = clinic("bh")
    c["doc"] = staff(ch(["bh", "bh", "psy"]))
    c["user"] = c["doc"].user()
    c["pres"] = ch(PRESENT)
    return c


def head(d, c):
    pt = c["pt"]
    st = ri(0, 2)
    if st == 0:
        d.w("{cl}\nCONFIDENTIAL - 42 CFR Part 2 protected record\n\n", cl=(c["clinic"], "HOSPITAL"))
    elif st == 1:
        banner(d, c, c["clinic"])
    else:
        d.w("{cl} | {a} | {p}\n\n", cl=(c["clinic"], "HOSPITAL"), a=Addr(0).line(), p=PH(c["pst"]))
    d.w("Client: {n}    DOB: {dob}    Age: {a}    Client ID: {mrn}\n", n=pt.full(), dob=D(c["dob"], c["dst"]),
        a=(str(c["age"]), "AGE"), mrn=c["mrn"])


def intake(d, c):
    pt = c["pt"]
    cc, dx, hpi = c["pres"]
    head(d, c)
    d.w("Date of assessment: {dt}    Clinician: {doc}    Referral source: {ref}\n\n", dt=D(c["date"], c["dst"]),
        doc=c["doc"].sig(), ref=ch([["PCP Dr. ", Person("DOCTOR").l()], ["self"], ["EAP, ", (employer(), "ORGANIZATION")],
                                    [(hospital(), "HOSPITAL"), " ED"], ["court (probation officer ", Person("FAMILY").full(), ")"]]))
    d.w("COMPREHENSIVE BEHAVIORAL HEALTH INTAKE\n\nIDENTIFYING INFORMATION:\n{n} is a {a} {s}, %s, living in {city}, {st}, who self-identifies as %s. Phone {p}; e-mail {e}; address {ad}.\n\n" % (
        ch(["single", "married", "divorced", "separated", "widowed"]), ("she/her" if pt.sex == "F" else "he/him") if rb(0.85) else "they/them"),
        n=pt.full(), a=age_phrase(c["age"], ch(["-year-old", "yo", "words"])), s=sexw(pt, 0), city=(c["addr"].city, "CITY"),
        st=c["addr"].st(True), p=c["phone"], e=email_for(pt), ad=(c["addr"].street, "STREET"))
    d.w("PRESENTING PROBLEM: \"{q}\" {h}\n\n", q=ch(["I just can't get out of bed", "My wife said I had to come", "I need help",
                                                   "I feel like I'm losing it", "My doctor thought I should talk to someone"]), h=hpi)
    d.w("PSYCHIATRIC HISTORY: ")
    if rb(0.6):
        d.w("Inpatient admission to {h} in {y} after {w}; also {h2} ({y2}). ", h=(hospital(), "HOSPITAL"),
            y=D(days(c["date"], -ri(400, 5000)), ch(["y", "my"])), w=ch(["an overdose", "SI with plan", "a manic episode"]),
            h2=(ch(["%s Behavioral Hospital" % ch(TOWNS), "%s Recovery Center" % ch(TOWNS), "Ridgeview Crisis Unit"]), "HOSPITAL"),
            y2=D(days(c["date"], -ri(100, 3000)), "y"))
    else:
        d.w("No prior hospitalizations. ")
    d.w("Prior outpatient therapy with {t} from {a} to {b}. Trials of %s.\n" % ch(["fluoxetine, sertraline", "escitalopram, bupropion",
                                                                                  "quetiapine, lithium", "none"]),
        t=Person("DOCTOR").full(), a=D(days(c["date"], -ri(1500, 3000)), "y"), b=D(days(c["date"], -ri(300, 1400)), "y"))
    d.w("SUBSTANCE USE: Alcohol %s; cannabis %s; tobacco %s; first use of alcohol at age {a}.\n" % (
        ch(["2-3 drinks/week", "daily, 6-10 drinks", "denies"]), ch(["daily", "denies", "occasional"]), ch(["1 ppd", "vapes", "none"])),
        a=age_tok(ri(11, 21)))
    r = Person("FAMILY")
    d.w("TRAUMA: %s\n" % ch(["Physical abuse by stepfather in childhood.", "Sexual assault at age {a}.", "MVC with fatality of friend {fr} at age {a}.",
                              "Denies.", "Witnessed domestic violence; house fire at age {a}."]), a=age_tok(ri(6, 30)), fr=r.f())
    d.w("FAMILY HISTORY: Mother with %s; father with %s; %s.\n" % (ch(["depression", "bipolar disorder", "anxiety", "no known MH hx"]),
                                                                  ch(["alcohol use disorder", "schizophrenia", "unknown", "PTSD (Vietnam veteran)"]),
                                                                  ch(["maternal uncle completed suicide", "brother in recovery", "no suicides"])))
    sp = Person("FAMILY")
    pr = prof()
    d.w("SOCIAL HISTORY: Born in {co} and raised by %s. Highest education %s. Currently %s {pr} at {emp} for {y} years. Lives with {rel} {sp} and %s. Religious community: {ch}. Legal: %s.\n\n" % (
        ch(["both parents", "grandmother", "mother", "foster families"]), ch(["GED", "high school", "some college", "BA", "MSW", "10th grade"]),
        ch(["employed as", "working part-time as", "laid off as", "on leave from work as"]), ch(["two children", "a dog", "no one else", "roommate"]),
        ch(["none", "DUI in the past", "on probation, case number {case}", "pending custody hearing"])),
        co=country() if rb(0.3) else (c["addr"].city if False else ch(TOWNS), "CITY"), pr=pr, emp=(employer(), "ORGANIZATION"),
        y=str(ri(1, 20)), rel=ch(["partner", "spouse", "girlfriend", "boyfriend"]), sp=sp.f(),
        ch=("%s %s" % (ch(["Grace Fellowship", "St. " + ch(SAINTS), "New Hope", "Bethel AME", "Temple Beth"]), ch(["Church", "Parish", "Congregation"])), "ORGANIZATION"),
        case=("%s-%s-%s" % (ch(["CR", "DV", "FC"]), c["date"].year % 100, digits(5)), "IDNUM"))
    d.w("MENTAL STATUS EXAM:\n" + "\n".join(mse()) + "\n\n")
    d.w("SCREENING: PHQ-9 %d, GAD-7 %d, C-SSRS %s, AUDIT %d, PCL-5 %d.\n" % (ri(2, 26), ri(1, 21), ch(["negative", "ideation only, no behavior",
                                                                                               "low risk", "moderate risk"]), ri(0, 30), ri(5, 70)))
    d.w("RISK ASSESSMENT: Protective factors include %s. Firearms %s. Safety plan completed with client; crisis line 988 and clinic after-hours line {p} provided. Emergency contact {ec} ({rel}) {ep}.\n\n" % (
        ch(["children, faith, engaged in treatment", "pets, supportive sister", "future orientation, job"]), ch(["none in home", "locked, spouse has key", "removed to brother's home"])),
        p=PH(c["pst"], 0.4), ec=sp.full(), rel=ch(["partner", "spouse", "friend"]), ep=PH(c["pst"]))
    d.w("DIAGNOSTIC IMPRESSION: {dx}\n\nPLAN:\n1. Weekly individual therapy (CBT) with {doc}.\n2. Psychiatric evaluation with {psy} on {dt}.\n3. {x}\n4. ROI signed for {pcp} and {h}.\n",
        dx=dx, doc=c["doc"].full(), psy=["Dr. ", Person("DOCTOR").l()], dt=D(days(c["date"], ri(5, 30)), ch(["us", "wk", "long"])),
        x=ch([["Refer to IOP at ", (clinic("bh"), "HOSPITAL"), "."], "Group: DBT skills Tuesdays.", "Labs: CBC, CMP, TSH, UDS.", "Couples session offered."]),
        pcp=["Dr. ", Person("DOCTOR").full()], h=(hospital(), "HOSPITAL"))


def progress(d, c):
    pt = c["pt"]
    cc, dx, hpi = c["pres"]
    head(d, c)
    tele = rb(0.5)
    d.w("Session date: {dt}   Start: {t1}  End: {t2}   Session #{n}\nService: %s   Modality: %s\nDx: {dx}\n\n" % (
        ch(["90837 Psychotherapy 60 min", "90834 Psychotherapy 45 min", "90847 Family therapy", "90832 Psychotherapy 30 min"]),
        "Telehealth (audio/video)" if tele else "In person"), dt=D(c["date"], c["dst"]), t1=tod(), t2=tod(), n=str(ri(2, 40)), dx=dx)
    if tele:
        d.w("Client located at home ({a}); clinician at {cl}. Platform link {u}; client IP {ip}; identity verified by DOB.\n\n",
            a=c["addr"].line(), cl=(c["clinic"], "HOSPITAL"), u=("https://telehealth.example.net/room/%s-%s" % (digits(4), digits(4)), "URL"), ip=ip())
    fmt = ch(["DAP", "SOAP", "BIRP"])
    sp = Person("FAMILY")
    if fmt == "DAP":
        d.w("D: {n} reports %s this week. Discussed conflict with {rel} {sp} over %s. Reported PHQ-9 %d (prior %d). %s\n" % (
            ch(["a rough week", "some improvement", "better sleep", "two panic attacks", "no drinking since %s" % "{sob}"]),
            ch(["money", "the kids", "his drinking", "her job hours", "holidays"]), ri(3, 22), ri(5, 24),
            ch(["Completed thought record homework.", "Did not complete homework.", "Used grounding skills at work."])),
            n=pt.f(), rel=ch(["partner", "mother", "ex-husband", "daughter"]), sp=sp.f(), sob=D(days(c["date"], -ri(7, 60)), ch(["md", "mdlong", "wday"])))
        d.w("A: Mood %s, affect %s. Progress toward goal 1 %s. Denies SI/HI.\nP: Continue weekly sessions; next appointment {nx}. Homework: %s.\n" % (
            ch(["depressed", "euthymic", "anxious"]), ch(["constricted", "brighter", "tearful"]), ch(["moderate", "minimal", "good"]),
            ch(["behavioral activation schedule", "sleep log", "exposure hierarchy step 3"])), nx=D(days(c["date"], 7), ch(["wk", "md", "us"])))
    elif fmt == "SOAP":
        d.w("S: \"%s\" {n} described %s. {He} attended {ev} with {rel} {sp}.\n" % (ch(["It was a hard week", "I'm doing okay", "Better than last time"]),
                                                                            ch(["increased cravings", "fewer nightmares", "anger at work"])),
            n=[title(pt), pt.l()], He=He(pt), ev=ch([holiday(), ["a funeral on ", D(days(c["date"], -ri(2, 9)), ch(["wday", "md"]))]]),
            rel=ch(["sister", "father", "friend"]), sp=sp.full())
        d.w("O: " + "; ".join(sample(mse(), 5)) + "\n")
        d.w("A: %s. Risk low; no change from last assessment.\nP: %s. Next session {nx}.\n" % (
            ch(["Symptoms improving", "Partial response", "Stable"]), ch(["Continue CBT", "Begin trauma processing (CPT) next session", "Coordinate with prescriber"])),
            nx=D(days(c["date"], 14), ch(["us", "wk"])))
    else:
        d.w("Behavior: {n} arrived on time, %s.\nIntervention: %s.\nResponse: %s.\nPlan: %s; follow up {nx}.\n" % (
            ch(["engaged", "irritable initially", "tearful"]), ch(["MI around use", "cognitive restructuring", "DBT distress tolerance skills",
                                                                   "safety planning review"]),
            ch(["receptive", "identified two triggers", "agreed to call sponsor"]), ch(["continue plan", "increase to twice weekly", "refer to MAT"])),
            n=pt.full(), nx=D(days(c["date"], 7), ch(["md", "us"])))
    if rb(0.5):
        d.w("\nCollateral: spoke by phone with {rel} {sp} ({p}) with client's written consent dated {dt}.\n",
            rel=ch(["mother", "spouse", "sister", "case manager"]), sp=Person("FAMILY").full(), p=PH(c["pst"]),
            dt=D(days(c["date"], -ri(10, 200)), c["dst"]))
    if rb(0.4):
        d.w("Work note faxed to {emp} HR at {f}.\n", emp=(employer(), "ORGANIZATION"), f=FX(c["pst"]))
    d.w("\nRisk screen: C-SSRS screener %s. Safety plan reviewed.\n" % ch(["negative", "negative", "positive for wish to be dead only"]))
    d.w("\nTREATMENT PLAN (reviewed {dt}, next review {nr})\n", dt=D(days(c["date"], -ri(20, 80)), c["dst"]), nr=D(days(c["date"], ri(20, 90)), c["dst"]))
    goals = sample(["Reduce PHQ-9 below 10 as measured monthly", "Attend 80% of scheduled sessions",
                    "Identify 3 coping skills for cravings and use them daily", "Return to work part-time",
                    "Decrease panic attacks to fewer than 1 per week", "Sleep 6+ hours on 5 nights per week",
                    "Maintain sobriety; attend 3 mutual-help meetings weekly", "Reduce avoidance using graded exposure"], 3)
    for i, g in enumerate(goals):
        d.w("Goal %d: %s. Target date {td}. Status: %s.\n" % (i + 1, g, ch(["progressing", "not met", "partially met", "new"])),
            td=D(days(c["date"], ri(30, 180)), ch(["us", "my", "us2"])))
    d.w("Interventions: [x] CBT  [%s] MI  [%s] DBT skills  [%s] psychoeducation  [%s] safety planning  [%s] mindfulness\n" % tuple(
        ch(["x", " "]) for _ in range(5)))
    d.w("Session content: %s %s\n" % (ch(["Reviewed the week, focusing on the argument at the family dinner and the automatic thoughts that followed.",
                                             "Client processed grief related to the anniversary of a loss and identified supports.",
                                             "Practiced paced breathing and 5-4-3-2-1 grounding during the session; client rated anxiety 7/10 before and 4/10 after.",
                                             "Explored ambivalence about drinking using a decisional balance; client listed pros and cons."]),
                                         ch(["Client was receptive and engaged.", "Client was guarded but participated.",
                                             "Homework assigned and written on a card for the client."])))


def psych_med(d, c):
    pt = c["pt"]
    cc, dx, hpi = c["pres"]
    c["doc"] = staff("psy")
    head(d, c)
    d.w("Psychiatric medication management | {dt}\nProvider: {doc}\n\n", dt=D(c["date"], c["dst"]), doc=c["doc"].sig())
    d.lc = rb(0.5)
    d.w("{a} {s} w/ {dx}. seen for med f/u. reports %s. sleep %d h. appetite %s. side effects: %s. " % (
        ch(["mood better", "still anxious", "more irritable", "no change"]), ri(3, 9), ch(["ok", "decreased", "increased"]),
        ch(["none", "mild nausea", "weight gain 6 lb", "sexual side effects"])), a=(str(c["age"]), "AGE"), s=sexw(pt, 1), dx=dx.split(" ", 1)[1])
    d.w("lives w/ {rel} {sp}. works as {pr}. ", rel=ch(["mom", "wife", "husband", "partner"]), sp=Person("FAMILY").f(), pr=prof())
    d.lc = False
    d.w("\n\nCurrent meds: %s\nPDMP reviewed {dt}, no concerning fills. UDS {acc}: %s.\n" % (
        ch(["sertraline 150 mg daily, hydroxyzine 25 mg PRN", "lamotrigine 150 mg daily, quetiapine 50 mg qHS",
            "buprenorphine/naloxone 8/2 mg BID", "escitalopram 20 mg, trazodone 50 mg qHS", "lisdexamfetamine 40 mg qAM"]),
        ch(["expected positive for buprenorphine", "negative", "positive THC"])), dt=D(c["date"], "us"), acc=accession())
    d.w("MSE: " + "; ".join(mse()) + "\n")
    d.w("Plan: %s. Rx to {ph}. Next visit {nx}.\n" % ch(["increase sertraline to 200 mg", "continue current regimen", "start prazosin 1 mg qHS",
                                                          "taper quetiapine", "continue buprenorphine, 14-day supply"]),
        ph=(clinic("pharm"), "HOSPITAL"), nx=D(days(c["date"], ri(14, 60)), ch(["us", "md", "my"])))
    d.w("DEA {dea}  NPI {npi}\n", dea=dea(), npi=npi())


def gen(d):
    c = setup()
    d.ctx = c
    if rb(0.1):
        d.typo = 0.02
    k = ch(["intake", "intake", "progress", "progress", "med"])
    if k == "intake":
        intake(d, c)
    elif k == "progress":
        progress(d, c)
    else:
        psych_med(d, c)
        d.w("\n---- prior therapy note ----\n")
        progress(d, c)
    if rb(0.4):
        d.w("\nInsurance: {ins}, member {m}, auth # {au} ({n} visits approved {a}-{b}).\n", ins=(ch(INSURERS), "ORGANIZATION"),
            m=healthplan(), au=("PA" + digits(8), "IDNUM"), n=str(ri(6, 24)), a=D(days(c["date"], -ri(10, 60)), "us"),
            b=D(days(c["date"], ri(60, 200)), "us"))
    esign(d, c, c["doc"])
    if rb(0.5):
        d.w("Supervised by {s}, {cr}.\n", s=Person("DOCTOR").full(), cr=ch(["LCSW-S", "PhD", "MD"]))
    if rb(0.4):
        audit(d, c)
    return "behavioral_health"
