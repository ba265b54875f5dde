"""(6) Psychiatry consult notes."""
import clin
import common
import values as V
from marks import M

REASONS = ["suicidal ideation after overdose", "agitation and paranoia on medicine floor", "capacity evaluation for leaving AMA",
           "depressed mood, poor PO intake", "alcohol withdrawal and SI", "new-onset psychosis", "catatonia", "postpartum mood symptoms",
           "delirium vs primary psychiatric illness", "medication management (lithium toxicity)"]
DX = ["Major depressive disorder, recurrent, severe, without psychotic features", "Bipolar I disorder, current episode manic, severe",
      "Alcohol use disorder, severe; alcohol withdrawal", "Unspecified schizophrenia spectrum disorder", "Delirium due to multiple etiologies",
      "Adjustment disorder with depressed mood", "PTSD, chronic", "Opioid use disorder, severe, on MOUD", "Borderline personality disorder traits",
      "Catatonia associated with MDD", "Postpartum depression with anxious distress", "Neurocognitive disorder, major, due to Alzheimer disease"]


def _collateral(c):
    r = c.r
    f = c.F()
    x = r.random()
    if x < 0.5:
        return ("Collateral from %s (%s): reports %s has been %s since %s, stopped taking meds after losing job at %s. Concerned about %s posting "
                "goodbye messages online under the username %s (%s). %s can be reached at %s or %s.") % (
            c.relname(f), c.ph(f.phone), c.P(r.choice(["first", "nick", "first"])), r.choice(["isolating", "not sleeping", "talking about dying", "giving away belongings"]),
            c.D(-r.randrange(7, 90), r.choice(["short", "partial"]), style=r.choice([None, "B", "W"])), c.EMP(), c.him(),
            M("USERNAME", V.username(r, c.first, c.last) + V.digits(r, 2)), M("URL", V.url(r, "social")), c.FN(f, "first"), c.ph(V.phone(r, c.loc)),
            M("EMAIL", V.email(r, f.first, f.last)))
    if x < 0.8:
        return "Spoke with %s, %s outpatient therapist at %s (%s), who last saw %s %s and notes %s." % (
            c.N(c.S("therapist", "sw"), r.choice(["full_cred", "full"])), c.his(), c.O(), M("PHONE", V.with_ext(r, V.us_phone(r))), c.him(),
            c.D(-r.randrange(3, 40), "any"), r.choice(["worsening hopelessness", "good engagement until recently", "missed 3 sessions", "new paranoid themes about neighbors"]))
    return "Unable to reach %s (voicemail %s). Left message with neighbor %s per patient's permission." % (c.relname(f), c.ph(f.phone), c.FN(c.F("neighbor"), "full"))


def _risk(c):
    r = c.r
    return ("RISK ASSESSMENT: Risk factors: %s. Protective factors: %s. Access to firearms: %s. %s. "
            "Overall acute risk %s; chronic risk %s.") % (
        ", ".join(r.sample(["prior attempt", "male sex" if c.sex == "M" else "chronic insomnia", "recent loss", "substance use", "chronic pain", "living alone", "impulsivity", "recent discharge"], 3)),
        ", ".join(r.sample(["children at home", "religious faith", "future orientation", "engaged in treatment", "supportive family"], 2)),
        r.choice(["denies", "hunting rifle, now stored at %s's home in %s" % (r.choice(["brother", "uncle", "father-in-law"]), M("CITY", r.choice(V.US_CITIES)[0])),
                  "handgun in home, %s agreed to remove" % c.relname()]),
        r.choice(["C-SSRS screen positive (ideation with intent)", "C-SSRS screen negative", "PHQ-9 of 22, item 9 positive"]),
        r.choice(["high", "moderate", "low"]), r.choice(["elevated", "moderate"]))


def consult(c):
    r = c.r
    psych, res, prim = c.S("psych"), c.S("resident"), c.S("attending")
    reason = r.choice(REASONS)
    L = [common.header(c, r.choice(["PSYCHIATRY CONSULTATION", "Consultation-Liaison Psychiatry Initial Consult", "PSYCHIATRIC EVALUATION - EMERGENCY"]))]
    L.append("Requesting: %s (%s)   Reason: %s   Date of consult: %s" % (c.N(prim, r.choice(["dr_full", "full_cred", "LF"])), r.choice(clin.DEPTS[:8] + ["Medicine", "ED"]), reason, c.D(None, "full")))
    L.append("Sources: patient, chart, %s, prior records from %s." % (c.relname(), c.O()))
    L.append("\nHPI: %s is a %s %s, %s, with a history of %s, admitted %s for %s, seen for %s. %s describes %s %s, with %s. %s" % (
        c.P(r.choice(["full", "title_last", "fml"])), c.A(), r.choice(["single", "married", "divorced", "widowed", "separated"]) + " " + c.man(),
        c.job_phrase(), r.choice(["MDD", "bipolar disorder", "AUD", "schizophrenia", "GAD and panic disorder"]), c.D(-r.randrange(0, 5), "short"),
        r.choice(["acetaminophen overdose", "fall with hip fracture", "DKA", "pneumonia", "GI bleed", "observation"]), reason,
        c.he().capitalize(), r.choice(["low mood", "racing thoughts", "hearing voices", "intense guilt", "insomnia"]), r.choice(["for three weeks", "for several months", "since the divorce", "since the spring"]),
        r.choice(["passive death wishes", "a plan to overdose", "no SI", "command AH telling " + c.him() + " to hurt others"]),
        "Stressors include " + r.choice(["eviction notice", "breakup with %s" % c.relname(c.F(r.choice(["boyfriend", "girlfriend"]))), "death of %s on %s" % (c.relname(), c.D(-r.randrange(20, 300), "full")),
                                          "loss of job at %s" % c.EMP(), "a family argument at %s" % c.holiday(), "custody hearing (docket %s)" % M("IDNUM", V.digits(r, 2) + "-" + letters3(r) + "-" + V.digits(r, 4))]) + "."))
    L.append("\nCOLLATERAL: " + _collateral(c))
    L.append("\nPAST PSYCH HX: %d prior hospitalizations, most recent %s at %s. Prior attempts: %s. Outpatient psychiatrist %s; last visit %s. Trials: %s." % (
        r.randrange(0, 6), c.D(-r.randrange(90, 1500), r.choice(["full", "partial"])), c.O("full"), r.choice(["none", "OD " + c.D(c.ya(r.randrange(1, 10)), style="Y"), "cutting as teen"]),
        c.N(c.S("outpsych", "psych"), "dr_full"), c.D(-r.randrange(10, 120), "any"), ", ".join(r.sample(["sertraline", "fluoxetine", "bupropion", "lithium", "quetiapine", "aripiprazole", "clozapine", "venlafaxine"], 3))))
    L.append("SUBSTANCE: %s. %s. Last drink %s." % (r.choice(["EtOH 1/5th vodka daily", "cannabis daily", "denies", "meth IV, last use 2 days ago"]),
                                                  r.choice(clin.SCORES[22:26]), c.D(-r.randrange(0, 4), style=r.choice(["W", "wmd", "md"]))))
    L.append("SOCIAL: Born in %s, moved to %s at age %s. %s. Lives %s at %s. Education: %s. Legal: %s." % (
        c.CTRY() if r.random() < 0.4 else M("CITY", r.choice(V.US_CITIES)[0]), c.city_state(), c.A("bare", age=r.randrange(3, 30)),
        r.choice(["Raised by grandmother", "Two children, ages %s and %s" % (c.A("bare", age=r.randrange(1, max(3, c.age - 22))), c.A("bare", age=r.randrange(1, max(3, c.age - 18)))), "Military service (Army), honorable discharge"]),
        r.choice(["alone", "with %s" % c.relname(), "in a group home (%s)" % c.O("full"), "in car, plate %s" % M("VEHICLE", V.plate(r))]), M("STREET", c.street),
        r.choice(["HS diploma", "some college at %s" % c.SCHOOL(), "currently enrolled at %s" % c.SCHOOL()]),
        r.choice(["none", "on probation, PO is %s (%s)" % (c.FN(c.F("probation officer"), "full"), M("PHONE", V.us_phone(r))), "pending DUI charge, case %s" % M("IDNUM", V.digits(r, 4) + "CR" + V.digits(r, 6))])))
    L.append("\nMEDICAL: %s. Labs: %s; %s." % (", ".join(clin.pmh(r, 3)), clin.bmp(r), clin.misc_labs(r)))
    L.append("\nMSE: Appearance: %s. Behavior: %s. Speech: %s. Mood: \"%s\". Affect: %s. TP: %s. TC: %s. Perception: %s. Cognition: %s. Insight/judgment: %s." % (
        r.choice(["disheveled, in hospital gown", "well-groomed", "malodorous"]), r.choice(["guarded, poor eye contact", "psychomotor retardation", "restless, pacing"]),
        r.choice(["soft, slow", "pressured", "normal rate"]), r.choice(["empty", "fine", "I just want to go home", "terrible"]), r.choice(["constricted", "labile", "flat", "irritable"]),
        r.choice(["linear", "tangential", "circumstantial"]), r.choice(["+SI without plan", "denies SI/HI", "paranoid delusions re: neighbors", "guilt"]),
        r.choice(["denies AVH", "responding to internal stimuli"]), r.choice(["A&Ox3; MoCA 27/30", "inattentive (months backward to Oct)", "oriented x2"]),
        r.choice(["poor", "fair", "limited"])))
    L.append("\n" + _risk(c))
    L.append("\nDIAGNOSES:\n1. %s\n2. %s" % (r.choice(DX), r.choice(DX)))
    L.append("\nRECOMMENDATIONS:\n1. %s\n2. %s\n3. %s\n4. %s\n5. Will follow; page %s with questions." % (
        r.choice(["1:1 sitter for safety", "Patient meets criteria for involuntary hold (Section 12 / 5150); paperwork completed",
                  "Does not meet criteria for involuntary hold", "Patient lacks capacity to leave AMA"]),
        r.choice(clin.MEDS[9:13] + clin.MEDS[32:35]), r.choice(["EKG for QTc", "lithium level in AM", "TSH, B12, RPR", "CIWA protocol with lorazepam"]),
        r.choice(["Inpatient psychiatry bed search (%s or %s) once medically cleared" % (c.O("full"), M("HOSPITAL", r.choice(V.OUTSIDE)[0])), "Outpatient f/u with %s on %s" % (
            c.N(c.S("outpsych", "psych"), "dr_last"), c.D(r.randrange(3, 20), "any")), "SW to assist with shelter placement"]),
        M("PHONE", psych.pager)))
    L.append("\nSeen with %s; discussed with primary team (%s)." % (c.N(res, r.choice(["dr_last", "full_cred"])), c.N(prim, "dr_last")))
    L.append("")
    L.append(common.footer(c, psych))
    return "\n".join(L) + "\n", "consult"


def letters3(r):
    return V.letters(r, 2)


def followup(c):
    r = c.r
    psych = c.S("psych")
    L = ["C-L Psychiatry follow-up -- %s" % c.D(None, "any"),
         "%s (%s), %s, %s" % (c.P(r.choice(["full", "LF", "firstinit", "lower"])), c.ID("MRN"), c.A(r.choice(["yo", "sex", "yoS"])), c.RM()),
         "",
         "Interval: %s. Per RN %s, %s. Sitter notes %s." % (r.choice(["slept 6 h", "refused meds x1", "calmer", "visited by " + c.relname()]),
                                                          c.N(c.S("nurse"), r.choice(["first", "full"])), r.choice(["ate 50% of meals", "no PRNs", "needed haloperidol 2 mg IM x1 at 2200"]),
                                                          r.choice(["no safety events", "patient asked to call %s" % c.FN(c.F(), "first")])),
         "Pt states \"%s\". Denies SI today. %s" % (r.choice(["I feel a bit better", "they're watching me", "I want to see my kids", "I need a drink"]), r.choice(clin.SCORES[22:27])),
         "MSE notable for %s." % r.choice(["brighter affect", "continued paranoia", "poor insight", "improved attention"]),
         "Labs: %s." % clin.misc_labs(r),
         "",
         "Plan: continue %s; %s. %s" % (r.choice(clin.MEDS[9:13]), r.choice(["lift sitter", "continue 1:1", "psych bed accepted at %s for %s" % (c.O("full"), c.D(1, style=r.choice(["W", "md", "wmd"])))]),
                                         "Spoke with %s at %s; agrees with plan." % (c.relname(), c.ph())),
         "",
         "-- %s, %s  pgr %s" % (c.N(psych, r.choice(["full", "init_cred", "dr_last"])), r.choice(["C-L Psychiatry", "Psychiatry"]), M("PHONE", psych.pager))]
    if r.random() < 0.5:
        L.append(common.audit(c))
    return "\n".join(L) + "\n", "follow-up"


def telepsych(c):
    r = c.r
    psych = c.S("psych")
    L = [common.header(c, "TELEPSYCHIATRY CONSULT", style=r.choice(["stack", "banner", "form"]))]
    L.append("Video visit via %s; patient at %s (%s, %s) with RN %s; consultant at remote site. Connection IP %s, session ID %s." % (
        M("URL", V.url(r, "tele")), c.O("full"), M("CITY", r.choice(V.US_CITIES)[0]), M("STATE", r.choice(list(V.STATE_NAMES))), c.N(c.S("nurse"), "full_cred"),
        M("IPADDR", V.ip(r)), M("IDNUM", V.digits(r, 9))))
    L.append("Identity confirmed with name %s and DOB %s. Consent for telehealth obtained." % (c.P("full"), c.dob_s()))
    L.append("\nReason: %s\n\nHPI: %s %s, %s. %s" % (r.choice(REASONS), c.A("-year-old"), c.man(), c.job_phrase(), _collateral(c)))
    L.append("\n" + _risk(c))
    L.append("\nImpression: %s.\nPlan: %s. Recommend %s. Discussed with %s by phone %s." % (
        r.choice(DX), r.choice(["transfer to inpatient psychiatry", "safe for discharge with safety plan", "medical admission with psych following"]),
        r.choice(clin.MEDS[9:13]), c.N(c.S("attending"), "dr_full"), M("PHONE", V.us_phone(r))))
    L.append("Safety plan given; crisis line and %s reviewed with patient and %s." % (M("URL", V.url(r, "portal")), c.relname()))
    L.append("")
    L.append(common.footer(c, psych, kinds=["audit"] if r.random() < 0.6 else []))
    return "\n".join(L) + "\n", "telepsychiatry"


def make(c):
    return c.r.choice([consult, consult, consult, followup, telepsych])(c)
